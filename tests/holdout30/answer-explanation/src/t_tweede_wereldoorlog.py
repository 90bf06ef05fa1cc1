from common import onderwerp
q = onderwerp('tweede-wereldoorlog', 'De Tweede Wereldoorlog',
              'De oorlog van 1939 tot 1945 in Europa, Azië en vooral in bezet Nederland.', 'school')

q('begin-oorlog-in-europa', 'A', "Met welke gebeurtenis op 1 september 1939 begon de Tweede Wereldoorlog in Europa?",
  ["De Duitse inval in Polen", "De Duitse aanval op Nederland", "De Japanse aanval op Pearl Harbor", "De Duitse inval in de Sovjet-Unie"],
  "Op 1 september 1939 viel Duitsland Polen binnen, waarna Groot-Brittannië en Frankrijk op 3 september Duitsland de oorlog verklaarden. De andere gebeurtenissen kwamen later: Nederland werd op 10 mei 1940 aangevallen, Duitsland viel op 22 juni 1941 de Sovjet-Unie binnen (Operatie Barbarossa), en de Japanse aanval op Pearl Harbor op 7 december 1941 bracht de Verenigde Staten in de oorlog.",
  'lang weer jaar')
q('datum-duitse-inval-nederland', 'B', "Op welke datum viel Duitsland Nederland binnen?",
  ["1 september 1939", "10 mei 1940", "14 mei 1940", "5 mei 1945"],
  "In de vroege ochtend van 10 mei 1940 trokken Duitse troepen Nederland binnen; 14 mei is de datum van het bombardement op Rotterdam.",
  'kort jaar weer')
q('niet-in-1944', 'C', "Welke gebeurtenis vond NIET in 1944 plaats?",
  ["D-Day in Normandië", "Operatie Market Garden", "De Februaristaking", "De arrestatie van de onderduikers in het Achterhuis"],
  "De Februaristaking vond plaats op 25 en 26 februari 1941, toen duizenden Amsterdammers het werk neerlegden uit protest tegen de eerste razzia's op Joodse mannen. De andere drie gebeurtenissen vielen wel in 1944: de geallieerde landing in Normandië op 6 juni, de luchtlandingen rond Eindhoven, Nijmegen en Arnhem in september, en de arrestatie van Anne Frank en de andere onderduikers op 4 augustus.",
  'neg lang jaar weer')
q('leider-van-de-nsb', 'D', "Wie was de leider van de NSB, de Nederlandse nationaalsocialistische partij?",
  ["Arthur Seyss-Inquart", "Hendrikus Colijn", "Hanns Albin Rauter", "Anton Mussert"],
  "Anton Mussert richtte de Nationaal-Socialistische Beweging in 1931 op en leidde haar tot 1945; Seyss-Inquart was de Oostenrijkse rijkscommissaris en Rauter het hoofd van de SS en de politie in bezet Nederland.",
  'kort weer jaar')
q('oorzaak-hongerwinter', 'C', "Waarom wordt de winter van 1944 op 1945 in West-Nederland de Hongerwinter genoemd?",
  ["Omdat de oogst door een droge zomer was mislukt",
   "Omdat alle boeren naar Duitsland waren gevlucht",
   "Omdat door een Duitse blokkade van voedseltransporten, de spoorwegstaking en een strenge winter nauwelijks voedsel en brandstof de steden bereikte",
   "Omdat de geallieerden de dijken hadden opgeblazen"],
  "Na de spoorwegstaking van september 1944 verboden de Duitsers als vergelding het vervoer van voedsel naar het westen, en toen dat verbod was versoepeld, maakten bevroren vaarwegen het transport alsnog bijna onmogelijk; naar schatting 20.000 mensen kwamen om.",
  'par jaar kort')
q('duur-van-de-bezetting', 'D', "Hoeveel jaar duurde de Duitse bezetting van het grootste deel van Nederland, van mei 1940 tot mei 1945, ongeveer?",
  ["3 jaar", "4 jaar", "6 jaar", "5 jaar"],
  "Van mei 1940 tot mei 1945 is bijna precies vijf jaar: 1945 − 1940 = 5.",
  'rek uitg jaar kort gw', comp=('1945-1940', 'jaar'))
q('bombardement-14-mei-1940', 'A', "Welke stad werd op 14 mei 1940 zwaar gebombardeerd, waarna Nederland capituleerde?",
  ["Rotterdam", "Amsterdam", "Den Haag", "Groningen"],
  "Het bombardement op het centrum van Rotterdam kostte honderden mensen het leven, en onder dreiging van een bombardement op Utrecht capituleerde het Nederlandse leger op 15 mei.",
  'kort jaar')
q('geen-leider-in-jalta', 'B', "Wie was GEEN deelnemer aan de conferentie van Jalta in februari 1945?",
  ["Winston Churchill", "Benito Mussolini", "Franklin D. Roosevelt", "Jozef Stalin"],
  "In Jalta spraken Churchill, Roosevelt en Stalin over de inrichting van Europa na de oorlog; Mussolini was de fascistische dictator van Italië, een bondgenoot van Hitler, en werd in april 1945 gedood.",
  'neg kort jaar weer')
q('doorgangskamp-westerbork', 'B', "Via welk kamp werden de meeste Nederlandse Joden naar de vernietigingskampen gedeporteerd?",
  ["Kamp Amersfoort", "Kamp Westerbork", "Kamp Vught", "Kamp Schoorl"],
  "Westerbork in Drenthe was het belangrijkste doorgangskamp: tussen 1942 en 1944 vertrokken daar treinen met in totaal ruim 100.000 mensen naar onder meer Auschwitz en Sobibor.",
  'jaar kort')
q('wat-gebeurde-op-d-day', 'A', "Wat gebeurde er op 6 juni 1944, D-Day?",
  ["Geallieerde troepen landden op de kust van Normandië",
   "Duitsland capituleerde",
   "Japan viel Pearl Harbor aan",
   "De geallieerden probeerden de brug bij Arnhem te veroveren"],
  "Op D-Day zetten Amerikaanse, Britse, Canadese en andere geallieerde soldaten voet aan wal op vijf stranden in het noorden van Frankrijk, het begin van de bevrijding van West-Europa.",
  'kort jaar par')
q('onderhandelingen-in-wageningen', 'D', "In welk gebouw in Wageningen werd op 5 mei 1945 over de capitulatie van de Duitse troepen in Nederland onderhandeld?",
  ["Het Binnenhof", "Paleis Soestdijk", "Het Rijksmuseum", "Hotel De Wereld"],
  "In Hotel De Wereld spraken de Canadese generaal Foulkes en de Duitse opperbevelhebber Blaskowitz op 5 mei 1945 over de overgave, die een dag later in Wageningen werd ondertekend.",
  'kort jaar')
q('onderduikadres-anne-frank', 'C', "Waar dook Anne Frank met haar familie van 1942 tot 1944 onder?",
  ["In een boerderij in Friesland",
   "Op een zolder in Rotterdam",
   "In het Achterhuis aan de Prinsengracht in Amsterdam",
   "In een kelder in Westerbork"],
  "Van juli 1942 tot hun arrestatie op 4 augustus 1944 zaten de familie Frank en vier anderen verborgen in het achterhuis van het bedrijfspand aan de Prinsengracht 263, tegenwoordig het [Anne Frank Huis](https://www.annefrank.org/).",
  'link jaar kort')
q('geen-asmogendheid', 'D', "Welk land hoorde in de Tweede Wereldoorlog NIET bij de asmogendheden?",
  ["Duitsland", "Italië", "Japan", "Zweden"],
  "Duitsland, Italië en Japan sloten in 1940 het Driemachtenpact en vormden de kern van de As; Zweden bleef de hele oorlog officieel neutraal.",
  'neg kort jaar')
q('aandeel-vermoorde-joden', 'C', "Hoeveel van de ongeveer 140.000 Joden die in 1940 in Nederland woonden, werden vermoord? Kies de beste benadering.",
  ["Ongeveer een kwart", "Ongeveer de helft", "Ongeveer driekwart", "Vrijwel niemand"],
  "Ongeveer 102.000 van de 140.000 Joden in Nederland werden vermoord: 102.000 ÷ 140.000 ≈ 0,73, dus bijna driekwart, een van de hoogste percentages in West-Europa.",
  'rek uitg gw jaar kort')
q('februaristaking-1941', 'B', "Wat gebeurde er op 25 en 26 februari 1941 in en rond Amsterdam?",
  ["Canadese troepen bevrijdden de stad",
   "Er werd massaal gestaakt uit protest tegen de Jodenvervolging",
   "De Hongerwinter begon",
   "De eerste Dodenherdenking werd gehouden"],
  "Tienduizenden mensen legden het werk neer nadat bij razzia's ruim 400 Joodse mannen waren opgepakt, het eerste grote openlijke verzet in bezet Europa tegen de behandeling van Joden.",
  'par jaar kort')
q('capitulatie-van-japan', 'A', "Wanneer capituleerde Japan, waarmee de oorlog ook in Azië eindigde?",
  ["In augustus 1945, na de atoombommen op Hiroshima en Nagasaki", "In mei 1945, tegelijk met Duitsland", "In december 1941", "In juni 1944"],
  "Op 6 augustus 1945 viel een atoombom op Hiroshima en op 9 augustus een op Nagasaki; op 15 augustus kondigde keizer Hirohito de overgave aan, die op 2 september formeel werd getekend. In Nederland wordt op 15 augustus het einde van de oorlog in het voormalige Nederlands-Indië herdacht.",
  'jaar weer')
q('vijf-oorlogsdagen-mei-1940', 'A', "Hoeveel dagen duurden de gevechten in Nederland in mei 1940, gerekend van de inval op 10 mei tot de capitulatie van het leger op 15 mei?",
  ["5 dagen", "3 dagen", "10 dagen", "15 dagen"],
  "Van 10 tot 15 mei is 15 − 10 = 5 dagen, daarom spreekt men van de meidagen of de vijfdaagse oorlog; in Zeeland werd nog tot 17 mei gevochten.",
  'rek uitg jaar kort', comp=('15-10', 'dagen'))
q('onjuist-over-het-verzet', 'B', "Welke bewering over het verzet in Nederland is ONJUIST?",
  ["Verzetsmensen hielpen onderduikers aan bonkaarten en adressen",
   "Het verzet was vanaf mei 1940 één centraal geleide organisatie met een eigen leger",
   "Er verschenen illegale kranten, zoals Het Parool en Trouw",
   "Verzetsgroepen pleegden overvallen op distributiekantoren"],
  "Het Nederlandse verzet bestond uit veel losse groepen met eigen doelen, en pas in september 1944 werden de belangrijkste gewapende groepen samengevoegd in de Binnenlandse Strijdkrachten. De andere uitspraken kloppen: de Landelijke Organisatie voor Hulp aan Onderduikers (LO) zorgde voor adressen en bonkaarten, illegale bladen als Het Parool en Trouw ontstonden tijdens de oorlog, en de Landelijke Knokploegen overvielen distributiekantoren om bonkaarten te bemachtigen.",
  'neg lang jaar weer par')
q('herdenking-op-4-mei', 'C', "Wie herdenken Nederlanders elk jaar op 4 mei om 20.00 uur met twee minuten stilte?",
  ["Alleen de gesneuvelde soldaten van mei 1940",
   "De bevrijders van Nederland",
   "Alle Nederlandse oorlogsslachtoffers, burgers en militairen, sinds het uitbreken van de Tweede Wereldoorlog",
   "De slachtoffers van de watersnoodramp"],
  "Op de Nationale Dodenherdenking staan we stil bij iedereen uit het Koninkrijk die sinds 1940 is omgekomen in oorlogssituaties en bij vredesoperaties, ongeacht of het om soldaten of om gewone mensen ging; de bevrijding vieren we een dag later, op 5 mei.",
  'par weer kort jaar gw')
q('operatie-market-garden', 'D', "Wat was Operatie Market Garden in september 1944?",
  ["De Duitse aanval op de Sovjet-Unie",
   "De geallieerde landing op Sicilië",
   "Het Duitse tegenoffensief in de Ardennen",
   "Een geallieerde poging om met luchtlandingen de bruggen over de grote rivieren tot en met Arnhem te veroveren"],
  "Met Market Garden wilden de geallieerden in september 1944 met parachutisten (Market) en een opmars over land (Garden) een corridor maken tot over de Rijn bij Arnhem, om zo Duitsland via het noorden binnen te trekken. De bruggen bij Eindhoven en Nijmegen werden veroverd, die bij Arnhem niet: een brug te ver. De aanval op de Sovjet-Unie heette Barbarossa (juni 1941), op Sicilië landden de geallieerden in juli 1943, en het Ardennenoffensief begon pas in december 1944.",
  'lang weer jaar')

q('hitler-rijkskanselier', 'B', "In welk jaar werd Adolf Hitler rijkskanselier van Duitsland?",
  ["1929", "1933", "1936", "1939"],
  "Hitler werd op 30 januari 1933 door president Hindenburg tot rijkskanselier benoemd, zes jaar voor het uitbreken van de oorlog.",
  'jaar kort gw', zet='D')
q('wilhelmina-naar-londen', 'A', "Waar vestigde koningin Wilhelmina zich nadat ze in mei 1940 Nederland had verlaten?",
  ["In Londen", "In Ottawa", "In Parijs", "In Berlijn"],
  "Op 13 mei 1940 vertrok Wilhelmina met een Brits oorlogsschip naar Engeland, en vanuit Londen sprak zij via Radio Oranje de bezette bevolking toe; haar dochter Juliana ging met de kinderen naar Ottawa.",
  'jaar kort weer', zet='B')
q('keerpunt-aan-het-oostfront', 'C', "Welke slag geldt als keerpunt aan het oostfront, omdat het Duitse zesde leger zich begin 1943 overgaf?",
  ["De Slag om Arnhem", "De Slag om Engeland", "De Slag bij Stalingrad", "De Slag om de Grebbeberg"],
  "Bij Stalingrad aan de Wolga werd het Duitse zesde leger in de winter van 1942 op 1943 ingesloten, en in februari 1943 gaf het zich over; daarna kwam het Rode Leger steeds verder naar het westen.",
  'jaar kort', zet='A')
q('oorlogsverklaring-3-september', 'A', "Welke twee landen verklaarden Duitsland op 3 september 1939 de oorlog, na de inval in Polen?",
  ["Groot-Brittannië en Frankrijk", "De Verenigde Staten en Zweden", "Italië en Japan", "Frankrijk en Groot-Brittannië"],
  "Groot-Brittannië en Frankrijk hadden Polen hun steun toegezegd en verklaarden Duitsland op 3 september 1939 de oorlog; de Verenigde Staten bleven tot december 1941 buiten de oorlog en Zweden bleef neutraal.",
  'jaar kort weer', dup='AD')
