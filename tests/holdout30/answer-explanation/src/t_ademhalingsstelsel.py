from common import onderwerp
q = onderwerp('ademhalingsstelsel', 'Het ademhalingsstelsel',
              'Biologie: de luchtwegen, de longen, gaswisseling en hoe in- en uitademen werkt.', 'school')

q('plaats-van-gaswisseling', 'A', "Waar vindt in de longen de gaswisseling tussen lucht en bloed plaats?",
  ["In de longblaasjes", "In de luchtpijp", "In het strottenhoofd", "In de neusholte"],
  "De longblaasjes hebben een wand van één cellaag dik en zijn omgeven door haarvaten, zodat zuurstof en koolstofdioxide er door diffusie snel doorheen gaan.",
  'kort')
q('spier-voor-inademing', 'B', "Welke spier zorgt bij een rustige inademing vooral voor het vergroten van de borstholte?",
  ["De buikspieren", "Het middenrif", "De hartspier", "De kauwspieren"],
  "Bij het inademen trekt het koepelvormige middenrif samen en wordt het platter, waardoor de borstholte groter wordt en de druk in de longen daalt, zodat lucht naar binnen stroomt; de buikspieren helpen juist bij een krachtige uitademing.",
  'kort weer')
q('geen-deel-van-de-luchtwegen', 'C', "Welk orgaan hoort NIET bij de luchtwegen?",
  ["De luchtpijp", "De bronchiën", "De slokdarm", "Het strottenhoofd"],
  "Lucht gaat van neus en keelholte via het strottenhoofd, waar de stembanden zitten, naar de luchtpijp, die zich splitst in twee hoofdbronchiën en daarna in steeds fijnere vertakkingen tot aan de longblaasjes. De slokdarm ligt wel direct achter de luchtpijp, maar hoort bij het spijsverteringskanaal: hij vervoert voedsel van de keel naar de maag. Het strotklepje zorgt ervoor dat voedsel bij het slikken in de slokdarm terechtkomt en niet in de luchtpijp.",
  'neg lang weer')
q('ademminuutvolume-berekenen', 'D', "Een volwassene ademt in rust 15 keer per minuut en haalt per ademteug 0,5 liter lucht binnen. Hoeveel lucht ademt hij per minuut in?",
  ["0,5 liter", "3 liter", "30 liter", "7,5 liter"],
  "Het ademminuutvolume is de ademfrequentie maal het teugvolume: 15 × 0,5 L = 7,5 liter per minuut.",
  'rek uitg ew es kort', comp=('15*0.5', 'liter'))
q('functie-strotklepje', 'C', "Wat is de functie van het strotklepje?",
  ["Het regelt de toonhoogte van de stem",
   "Het filtert stof uit de lucht",
   "Het sluit bij het slikken de ingang van de luchtpijp af",
   "Het pompt lucht de longen in"],
  "Tijdens het slikken wordt het strottenhoofd omhoog getrokken en klapt het klepje over de opening ervan, zodat eten en drinken de slokdarm in gaan en je je niet verslikt.",
  'par kort')
q('opgenomen-deel-van-zuurstof', 'D', "Ingeademde lucht bevat ongeveer 21 procent zuurstof en uitgeademde lucht ongeveer 16 procent. Welk deel van de ingeademde zuurstof wordt dus ongeveer opgenomen?",
  ["5 %", "16 %", "37 %", "24 %"],
  "Het zuurstofgehalte daalt met 21 − 16 = 5 procentpunt; als deel van de ingeademde zuurstof is dat 5 ÷ 21 ≈ 0,24, dus ongeveer 24 procent. Wie 5 % kiest, verwart procentpunten met procenten.",
  'rek uitg es ew weer', comp=('(21-16)/21*100', '%'))
q('meer-uitgeademd-gas', 'A', "Welk gas ademen we in veel grotere hoeveelheid uit dan we inademen?",
  ["Koolstofdioxide", "Stikstof", "Zuurstof", "Argon"],
  "Ingeademde lucht bevat maar ongeveer 0,04 procent koolstofdioxide en uitgeademde lucht ongeveer 4 procent: zo voeren we het gas af dat bij de verbranding in onze cellen ontstaat.",
  'kort')
q('onjuist-over-de-luchtpijp', 'B', "Welke uitspraak over de luchtpijp is ONJUIST?",
  ["Hij wordt opengehouden door hoefijzervormige kraakbeenringen",
   "Hij is aan de binnenkant bekleed met glad weefsel zonder slijm, zodat lucht ongehinderd door kan",
   "Hij is bekleed met trilhaarepitheel dat slijm met stof naar de keel beweegt",
   "Hij splitst zich onderaan in twee bronchiën"],
  "De luchtpijp is juist bekleed met een slijmvlies met trilharen: het slijm vangt stof en bacteriën op en de trilharen werken dat omhoog naar de keel, waar je het doorslikt of ophoest.",
  'neg kort par')
q('zuurstof-naar-het-bloed', 'B', "Hoe komt zuurstof van de longblaasjes in het bloed?",
  ["Door actief transport, waarvoor ATP nodig is",
   "Door diffusie, van een hoge naar een lage concentratie",
   "Door osmose van water",
   "Door filtratie onder hoge druk"],
  "In de longblaasjes is de concentratie zuurstof hoger dan in het bloed in de haarvaten, dus verplaatst zuurstof zich vanzelf naar het bloed, zonder dat daar energie voor nodig is.",
  'par kort')
q('regeling-van-de-ademhaling', 'A', "Welk deel van de hersenen regelt de ademhaling automatisch?",
  ["De hersenstam (het verlengde merg)", "De grote hersenen", "De kleine hersenen", "De hypofyse"],
  "Het ademcentrum in het verlengde merg, onderaan de hersenstam, reageert vooral op het koolstofdioxidegehalte van het bloed: stijgt dat, dan ga je sneller en dieper ademen, ook als je slaapt.",
  'kort')
q('vitale-capaciteit-en-teugvolume', 'D', "De vitale capaciteit van een leerling is 4,2 liter en zijn teugvolume in rust 0,5 liter. Hoeveel keer zo groot is de vitale capaciteit als het teugvolume?",
  ["0,12 keer", "2,1 keer", "4,7 keer", "8,4 keer"],
  "4,2 L ÷ 0,5 L = 8,4, dus bij een maximale ademteug verplaats je ruim acht keer zoveel lucht als bij een rustige.",
  'rek uitg ew es gw kort', comp=('4.2/0.5', 'keer'))
q('ochtendhoest-bij-rokers', 'C', "Waarom hoesten rokers vaak vooral 's ochtends?",
  ["Omdat de longen 's nachts kleiner worden",
   "Omdat ze 's nachts te weinig zuurstof krijgen",
   "Omdat hun trilharen beschadigd zijn, zodat slijm zich ophoopt dat ze na het opstaan moeten ophoesten",
   "Omdat nicotine alleen 's ochtends werkt"],
  "Tabaksrook verlamt en beschadigt de trilharen in de luchtwegen, die normaal slijm naar de keel vervoeren; 's nachts hoopt dat slijm zich op en bij het opstaan moet het met hoesten worden verwijderd.",
  'kort')
q('geen-rol-bij-inademen', 'D', "Welk orgaan speelt GEEN rol bij het inademen?",
  ["Het middenrif", "De uitwendige tussenribspieren", "Het longvlies", "De galblaas"],
  "Het middenrif en de tussenribspieren vergroten de borstholte en het longvlies zorgt dat de longen de beweging van de borstwand volgen, maar de galblaas is een opslagplaats voor gal bij de lever en hoort bij de spijsvertering.",
  'neg kort weer')
q('gevaar-van-koolstofmonoxide', 'C', "Waardoor is koolstofmonoxide (CO) zo gevaarlijk?",
  ["Het maakt de longblaasjes kapot",
   "Het veroorzaakt direct een allergische reactie",
   "Het bindt veel sterker aan hemoglobine dan zuurstof, zodat het bloed minder zuurstof kan vervoeren",
   "Het verdringt de stikstof uit de lucht"],
  "Koolstofmonoxide is een kleurloos en reukloos gas dat ontstaat bij onvolledige verbranding, bijvoorbeeld in een slecht afgestelde cv-ketel of geiser. Het hecht zich ongeveer tweehonderd keer zo sterk aan hemoglobine in de rode bloedcellen als zuurstof, waardoor er steeds minder plaats is voor zuurstof en organen als hart en hersenen tekortkomen. Het tast de longblaasjes zelf niet direct aan, het is geen allergische reactie, en het verdringen van stikstof is niet het probleem. Een CO-melder waarschuwt op tijd.",
  'lang weer gw')
q('aantal-kwabben-rechterlong', 'B', "Uit hoeveel kwabben bestaat de rechterlong?",
  ["Twee", "Drie", "Vier", "Vijf"],
  "De rechterlong heeft drie kwabben, de linkerlong maar twee, omdat het hart aan de linkerkant ruimte inneemt.",
  'kort gw')
q('wat-gebeurt-bij-astma', 'A', "Wat gebeurt er in de luchtwegen tijdens een astma-aanval?",
  ["De bronchiën en bronchiolen vernauwen door samentrekkende spiertjes, zwelling en extra slijm",
   "De longblaasjes vullen zich met bloed",
   "Het middenrif raakt verlamd",
   "De luchtpijp scheurt"],
  "Bij astma zijn de luchtwegen overgevoelig: bij een prikkel zoals pollen of koude lucht trekken de spiertjes rond de kleine luchtwegen samen en zwelt het slijmvlies op, waardoor vooral uitademen moeilijk wordt en je gaat piepen.",
  'par kort')
q('ademfrequentie-bij-sporten', 'A', "Tijdens het sporten stijgt de ademfrequentie van 12 naar 36 keer per minuut. Hoeveel keer zo hoog is de ademfrequentie geworden?",
  ["3 keer", "2 keer", "24 keer", "4 keer"],
  "36 ÷ 12 = 3, dus de ademfrequentie is verdrievoudigd; 24 is het verschil (36 − 12), niet de factor.",
  'rek uitg weer kort', comp=('36/12', 'keer'))
q('onjuist-over-uitademing', 'B', "Welke uitspraak over het uitademen in rust is ONJUIST?",
  ["Het middenrif ontspant en wordt weer koepelvormig",
   "Er zijn sterke samentrekkingen van de buikspieren nodig om de lucht uit de longen te persen",
   "De borstholte wordt kleiner",
   "De druk in de longen wordt hoger dan de luchtdruk buiten"],
  "Rustig uitademen gaat passief: het middenrif en de tussenribspieren ontspannen, de elastische longen veren terug en de druk in de longen stijgt boven de buitenluchtdruk, zodat lucht vanzelf naar buiten stroomt, terwijl de buikspieren pas bij krachtig uitademen meedoen.",
  'neg kort par')
q('eiwit-voor-zuurstoftransport', 'C', "Welk eiwit in de rode bloedcellen vervoert de meeste zuurstof?",
  ["Insuline", "Keratine", "Hemoglobine", "Collageen"],
  "Elk hemoglobinemolecuul bevat vier ijzerhoudende heemgroepen die elk één zuurstofmolecuul kunnen binden, waardoor het bloed veel meer zuurstof kan vervoeren dan er in het plasma oplost.",
  'kort gw')
q('zuurstoftekort-op-grote-hoogte', 'D', "Waarom krijgen bergbeklimmers op grote hoogte sneller last van zuurstoftekort?",
  ["Omdat de lucht daar minder dan 21 procent zuurstof bevat",
   "Omdat het daar kouder is, waardoor de longen krimpen",
   "Omdat er op grote hoogte meer koolstofdioxide in de lucht zit",
   "Omdat de luchtdruk lager is, waardoor elke ademteug minder zuurstofmoleculen bevat"],
  "Het percentage zuurstof in de lucht is zelfs op de top van de Mount Everest nog ongeveer 21 procent, dus optie A klopt niet. Wat verandert, is de luchtdruk: op 8849 meter hoogte is die nog maar ongeveer een derde van die op zeeniveau. Daardoor zitten er in elke liter ingeademde lucht veel minder zuurstofmoleculen, en is ook het drukverschil kleiner dat zuurstof het bloed in drijft. Kou laat de longen niet krimpen, en het koolstofdioxidegehalte is op hoogte niet hoger. Zie [hoogteziekte op Wikipedia](https://nl.wikipedia.org/wiki/Hoogteziekte).",
  'lang weer link ew')

q('functie-van-de-neusholte', 'A', "Wat is de functie van de neusholte bij de ademhaling?",
  ["Ze verwarmt, bevochtigt en filtert de ingeademde lucht",
   "Ze neemt zuurstof op in het bloed",
   "Ze maakt het geluid van de stem",
   "Ze produceert koolstofdioxide"],
  "In de neus worden stofdeeltjes door haren en slijm opgevangen en wordt de lucht door het goed doorbloede slijmvlies op lichaamstemperatuur gebracht en vochtig gemaakt, voordat ze de longen bereikt.",
  'par kort', zet='C')
q('aandeel-stikstof-in-lucht', 'D', "Hoeveel procent van de ingeademde lucht bestaat uit stikstof?",
  ["1 %", "21 %", "50 %", "78 %"],
  "Lucht bestaat voor ongeveer 78 procent uit stikstof en 21 procent uit zuurstof; het kleine restje is vooral argon.",
  'kort es ew', zet='B')
q('waarom-zoveel-longblaasjes', 'B', "Waarom hebben de longen honderden miljoenen longblaasjes in plaats van één grote luchtzak?",
  ["Zodat de longen lichter worden",
   "Zo ontstaat een heel groot oppervlak waar gassen kunnen worden uitgewisseld",
   "Zodat er meer slijm kan worden gemaakt",
   "Zodat de lucht langer in de long blijft"],
  "Al die kleine blaasjes samen hebben een binnenoppervlak van ongeveer 70 vierkante meter, en hoe groter dat oppervlak, hoe meer zuurstof en koolstofdioxide er per seconde door diffusie kan worden uitgewisseld.",
  'kort ew', zet='A')
q('orgaan-achter-de-luchtpijp', 'A', "Welk orgaan ligt direct achter de luchtpijp?",
  ["De slokdarm", "Het middenrif", "De maag", "Het diafragma"],
  "De slokdarm loopt vlak achter de luchtpijp van de keelholte naar de maag; het middenrif ligt veel lager, onder de longen, en de maag ligt in de buikholte.",
  'kort weer', dup='BD')
