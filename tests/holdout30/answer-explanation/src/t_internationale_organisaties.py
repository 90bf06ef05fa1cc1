from common import onderwerp
q = onderwerp('internationale-organisaties', 'Internationale organisaties',
              'Maatschappijleer en geschiedenis: de VN, de NAVO, internationale hoven en andere organisaties, met hun ontstaan.', 'school')

q('oprichting-verenigde-naties', 'A', "In welk jaar werden de Verenigde Naties opgericht?",
  ["1945", "1919", "1949", "1957"],
  "Het Handvest van de Verenigde Naties werd op 26 juni 1945 in San Francisco ondertekend en trad op 24 oktober 1945 in werking; die dag is sindsdien VN-dag. Zie [un.org](https://www.un.org/).",
  'jaar link')
q('permanente-leden-veiligheidsraad', 'B', "Hoeveel permanente leden met vetorecht heeft de VN-Veiligheidsraad?",
  ["3", "5", "10", "15"],
  "De vijf permanente leden zijn de Verenigde Staten, het Verenigd Koninkrijk, Frankrijk, Rusland en China; daarnaast zijn er tien niet-permanente leden die telkens voor twee jaar worden gekozen, samen vijftien.",
  'kort gw weer')
q('niet-in-den-haag', 'C', "Welke internationale organisatie is NIET in Den Haag gevestigd?",
  ["Het Internationaal Gerechtshof", "Het Internationaal Strafhof", "De Wereldgezondheidsorganisatie (WHO)", "De Organisatie voor het Verbod op Chemische Wapens (OPCW)"],
  "Den Haag noemt zich de internationale stad van vrede en recht. Het Internationaal Gerechtshof, dat geschillen tussen staten beslecht, zetelt sinds 1946 in het Vredespaleis; het Internationaal Strafhof, dat personen vervolgt voor genocide, oorlogsmisdaden en misdrijven tegen de menselijkheid, werkt daar sinds 2002; en de OPCW, die toeziet op het Verdrag inzake chemische wapens, sinds 1997. De Wereldgezondheidsorganisatie heeft haar hoofdkantoor in Genève in Zwitserland.",
  'neg lang jaar weer')
q('artikel-5-navo-verdrag', 'D', "Wat houdt artikel 5 van het NAVO-verdrag in?",
  ["Dat elke lidstaat 2 procent van zijn bbp aan defensie moet uitgeven",
   "Dat lidstaten geen kernwapens mogen hebben",
   "Dat de NAVO een eigen munt heeft",
   "Dat een gewapende aanval op één lidstaat wordt beschouwd als een aanval op alle lidstaten"],
  "Artikel 5 is de kern van de collectieve verdediging en is één keer ingeroepen, na de aanslagen van 11 september 2001 in de Verenigde Staten; de norm van 2 procent is een politieke afspraak, geen verdragsartikel.",
  'weer jaar kort')
q('oprichtingsstad-navo', 'C', "In welke stad werd in 1949 het Noord-Atlantisch Verdrag ondertekend, waarmee de NAVO ontstond?",
  ["Brussel", "Londen", "Washington", "Parijs"],
  "Twaalf landen, waaronder Nederland, ondertekenden het verdrag op 4 april 1949 in Washington; het hoofdkwartier staat sinds 1967 in Brussel en was daarvoor in Parijs.",
  'kort jaar weer gw')
q('voorloper-van-de-vn', 'D', "Welke organisatie was de voorloper van de Verenigde Naties?",
  ["De Europese Gemeenschap voor Kolen en Staal", "Het Rode Kruis", "De NAVO", "De Volkenbond"],
  "De Volkenbond werd na de Eerste Wereldoorlog in 1920 opgericht om oorlog te voorkomen, maar kon de agressie in de jaren dertig niet stoppen; in 1946 werd hij opgeheven en droeg hij zijn taken over aan de VN.",
  'kort jaar')
q('oprichter-rode-kruis', 'A', "Wie richtte in 1863 in Genève mee het comité op waaruit het Rode Kruis voortkwam?",
  ["Henri Dunant", "Florence Nightingale", "Alfred Nobel", "Woodrow Wilson"],
  "Henri Dunant zag in 1859 de gewonden van de slag bij Solferino liggen en schreef daarover een boek, wat in 1863 leidde tot het comité dat later het Internationale Comité van het Rode Kruis werd. In 1901 kreeg hij, samen met Frédéric Passy, de eerste Nobelprijs voor de Vrede.",
  'jaar')
q('geen-permanent-lid', 'B', "Welk land is GEEN permanent lid van de VN-Veiligheidsraad?",
  ["Frankrijk", "Duitsland", "China", "Rusland"],
  "De vijf permanente zetels gingen in 1945 naar de belangrijkste overwinnaars van de Tweede Wereldoorlog; Duitsland was toen de verslagen partij en kan alleen als gekozen lid voor twee jaar in de raad zitten.",
  'neg kort jaar')
q('taak-internationaal-strafhof', 'B', "Wat is de taak van het Internationaal Strafhof in Den Haag?",
  ["Geschillen tussen staten beslechten",
   "Personen berechten die worden verdacht van genocide, misdrijven tegen de menselijkheid, oorlogsmisdaden of agressie",
   "Handelsconflicten tussen landen oplossen",
   "Vluchtelingen opvangen"],
  "Het Strafhof vervolgt individuen, ook staatshoofden, voor de zwaarste internationale misdrijven, terwijl het Internationaal Gerechtshof, ook in Den Haag, over geschillen tussen staten oordeelt; het Strafhof bestaat sinds 2002 op basis van het Statuut van Rome uit 1998.",
  'weer jaar par kort')
q('navo-chef-sinds-2024', 'A', "Welke Nederlandse oud-premier werd in oktober 2024 secretaris-generaal van de NAVO?",
  ["Mark Rutte", "Jaap de Hoop Scheffer", "Ruud Lubbers", "Jan Peter Balkenende"],
  "Mark Rutte volgde op 1 oktober 2024 de Noor Jens Stoltenberg op; Jaap de Hoop Scheffer was eerder, van 2004 tot 2009, secretaris-generaal van de NAVO, maar hij was nooit premier.",
  'jaar weer kort')
q('afkorting-unicef', 'D', "Waar stond de afkorting UNICEF oorspronkelijk voor?",
  ["United Nations Institute for Cultural Education and Freedom",
   "Universal Network for International Child Education Funds",
   "United Nations Internal Commission for European Finance",
   "United Nations International Children's Emergency Fund"],
  "UNICEF werd in 1946 opgericht als United Nations International Children's Emergency Fund om kinderen in het door oorlog verwoeste Europa te helpen; later werd de naam United Nations Children's Fund, maar de afkorting bleef.",
  'jaar kort')
q('organisatie-voor-wereldhandel', 'C', "Welke organisatie stelt regels op voor de wereldhandel en beslecht handelsgeschillen tussen landen?",
  ["Het IMF", "De Wereldbank", "De Wereldhandelsorganisatie (WTO)", "De OESO"],
  "De WTO, sinds 1995 de opvolger van de GATT uit 1947, maakt afspraken over invoerrechten en handelsregels en heeft een procedure voor handelsgeschillen. Het Internationaal Monetair Fonds (IMF) bewaakt de stabiliteit van het internationale geldstelsel en leent aan landen met betalingsproblemen, de Wereldbank financiert ontwikkelingsprojecten, en de OESO is een overlegforum van vooral rijke landen dat beleid vergelijkt en adviezen geeft.",
  'lang weer jaar')
q('onjuist-over-algemene-vergadering', 'D', "Welke uitspraak over de Algemene Vergadering van de VN is ONJUIST?",
  ["Elke lidstaat heeft één stem",
   "Ze begint elk jaar in september in New York aan een nieuwe zitting",
   "Ze stemt onder meer over de begroting van de VN",
   "De vijf grootste landen hebben er vetorecht"],
  "Vetorecht bestaat alleen in de Veiligheidsraad, voor de vijf permanente leden; in de Algemene Vergadering heeft elk van de 193 lidstaten één stem, van China tot Tuvalu.",
  'neg kort par')
q('navo-lid-in-2023', 'C', "Welk land werd in april 2023 het 31e lid van de NAVO?",
  ["Zweden", "Oekraïne", "Finland", "Oostenrijk"],
  "Finland trad op 4 april 2023 toe, na de Russische inval in Oekraïne in 2022; Zweden volgde in maart 2024 als 32e lid.",
  'jaar kort weer')
q('betekenis-afkorting-navo', 'B', "Waar staat de afkorting NAVO voor?",
  ["Nationale Alliantie voor Vrede en Orde", "Noord-Atlantische Verdragsorganisatie", "Nieuwe Atlantische Veiligheidsovereenkomst", "Noord-Amerikaanse Verdedigingsorganisatie"],
  "NAVO is de Nederlandse afkorting van Noord-Atlantische Verdragsorganisatie; in het Engels heet het bondgenootschap NATO, North Atlantic Treaty Organization.",
  'kort')
q('begin-van-de-benelux', 'A', "In welk jaar ondertekenden België, Nederland en Luxemburg in Londen de douaneovereenkomst die aan de basis lag van de Benelux?",
  ["1944", "1957", "1958", "1992"],
  "De regeringen in ballingschap tekenden de douaneovereenkomst in september 1944 in Londen, en ze ging in 1948 in. Het Verdrag van Rome (1957) en het Verdrag van Maastricht (1992) gaan over de Europese samenwerking, en het verdrag over de Benelux Economische Unie dateert van 1958.",
  'jaar weer')
q('hoofdkantoor-verenigde-naties', 'A', "Waar is het hoofdkantoor van de Verenigde Naties gevestigd?",
  ["New York", "Genève", "Wenen", "Den Haag"],
  "Het VN-hoofdkwartier staat aan de East River in New York; in Genève, Wenen en Nairobi zitten grote VN-kantoren, en in Den Haag zetelt het Internationaal Gerechtshof.",
  'kort weer')
q('geen-vn-organisatie', 'B', "Welke organisatie hoort NIET bij de Verenigde Naties?",
  ["UNESCO", "Amnesty International", "De Wereldgezondheidsorganisatie", "UNICEF"],
  "UNESCO, de WHO en UNICEF horen bij het VN-systeem; Amnesty International is een onafhankelijke niet-gouvernementele organisatie, in 1961 in Londen opgericht, die zich inzet voor de mensenrechten.",
  'neg kort jaar')
q('taak-van-het-imf', 'C', "Wat is de belangrijkste taak van het Internationaal Monetair Fonds (IMF)?",
  ["Euro's en dollars drukken",
   "Internationale sporttoernooien organiseren",
   "De stabiliteit van het internationale geldstelsel bewaken en lenen aan landen met betalingsproblemen",
   "Grensconflicten beslechten"],
  "Het fonds werd in 1944 in Bretton Woods bedacht, samen met de Wereldbank; landen in een financiële crisis, zoals Griekenland na 2010, krijgen er geld geleend in ruil voor hervormingen.",
  'jaar par kort')
q('oprichters-van-de-navo', 'D', "Hoeveel landen richtten in 1949 samen de NAVO op?",
  ["5", "7", "9", "12"],
  "Bij de oprichting waren er twaalf leden: België, Canada, Denemarken, Frankrijk, IJsland, Italië, Luxemburg, Nederland, Noorwegen, Portugal, het Verenigd Koninkrijk en de Verenigde Staten. Zie [de NAVO-website](https://www.nato.int/).",
  'jaar gw link')

q('zetel-van-de-who', 'A', "Waar is de Wereldgezondheidsorganisatie (WHO) gevestigd?",
  ["In Genève", "In New York", "In Parijs", "In Brussel"],
  "De WHO, opgericht in 1948, heeft haar hoofdkantoor in Genève in Zwitserland, net als veel andere internationale organisaties zoals het Rode Kruis.",
  'jaar kort', zet='D')
q('opening-vredespaleis', 'B', "In welk jaar werd het Vredespaleis in Den Haag geopend?",
  ["1899", "1913", "1945", "2002"],
  "Het Vredespaleis, gebouwd met geld van Andrew Carnegie, werd in 1913 geopend; de eerste Haagse Vredesconferentie van 1899 was de aanleiding.",
  'jaar kort weer', zet='A')
q('wat-doet-de-opec', 'D', "Wat doet de OPEC?",
  ["Ze verdeelt voedselhulp",
   "Ze beslecht geschillen tussen staten",
   "Ze regelt de internationale luchtvaart",
   "Ze stemt de olieproductie van een groep olie-exporterende landen op elkaar af"],
  "De Organisatie van Olie-exporterende Landen werd in 1960 in Bagdad opgericht en spreekt productiequota af om de olieprijs te beïnvloeden; haar hoofdkantoor staat in Wenen.",
  'jaar par kort', zet='B')
