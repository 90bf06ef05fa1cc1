from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "waterbouw"
TITLE = "Waterbouw"
DESCRIPTION = "Dijken, sluizen, keringen en waterbeheer: constructies, hydraulica en Nederlandse waterbouwgeschiedenis."

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "nap-afkorting",
      "Waar staat de afkorting NAP voor?",
      ["Nieuw Algemeen Peil", "Normaal Amsterdams Peil", "Nationaal Afwateringspeil"],
      "B",
      "NAP is het Normaal Amsterdams Peil, het referentievlak ten opzichte waarvan hoogtes in Nederland worden opgegeven.",
      style=[ACR, KORT]),

    q(NONE, "waterdruk-vijf-meter",
      "Hoe groot is de waterdruk boven de atmosferische druk op 5 m diepte in zoet water? (ρ = 1000 kg/m³, g = 9,81 m/s²)",
      ["4,9 kPa", "49 kPa", "98 kPa", "490 kPa"],
      "B",
      "De hydrostatische druk is p = ρ × g × h = 1000 × 9,81 × 5 = 49.050 Pa, ongeveer 49 kPa. "
      "98 kPa hoort bij een diepte van 10 meter.",
      compute=("1000 * 9.81 * 5 / 1000", "kPa"),
      style=[R, AFL]),

    q(NONE, "debiet-doorsnede-snelheid",
      "Door een kanaal met een natte doorsnede van 20 m² stroomt water met een gemiddelde snelheid van 1,5 m/s. Hoe groot is het debiet?",
      ["13,3 m³/s", "21,5 m³/s", "30 m³/s", "45 m³/s"],
      "C",
      "Het debiet is doorsnede maal snelheid: Q = A × v = 20 × 1,5 = 30 m³/s.",
      compute=("20 * 1.5", "m³/s"),
      style=[R, KORT]),

    q(NONE, "oosterscheldekering-open",
      "Waarom werd de Oosterscheldekering uiteindelijk als open stormvloedkering gebouwd en niet als dichte dam?",
      ["Omdat een dichte dam technisch niet te bouwen was",
       "Om zoetwater uit de rivieren sneller naar zee te laten stromen",
       "Om het getij en daarmee het zoute, getijdenafhankelijke ecosysteem en de visserij in de Oosterschelde te behouden"],
      "C",
      "Na maatschappelijke protesten besloot men in de jaren zeventig de schuiven normaal open te laten. Zo blijven eb en vloed, de slikken en platen en de oester- en mosselcultuur bestaan, terwijl de kering bij storm toch dicht kan.",
      style=[PARA]),

    q(NONE, "maeslantkering-locatie",
      "Waar ligt de Maeslantkering?",
      ["In de Nieuwe Waterweg bij Hoek van Holland", "In de Hollandse IJssel bij Krimpen aan den IJssel", "In de monding van de Oosterschelde", "In het Haringvliet"],
      "A",
      "De Maeslantkering, met haar twee enorme draaiende deuren, beschermt sinds 1997 het Rotterdamse gebied vanaf de Nieuwe Waterweg. "
      "In de Hollandse IJssel ligt de oudere Algerakering, en in het Haringvliet de Haringvlietdam met spuisluizen.",
      style=[AFL]),

    q(NONE, "afsluitdijk-jaartal",
      "In welk jaar werd de Afsluitdijk gesloten?",
      ["1918", "1932", "1953", "1986"],
      "B",
      "In 1918 nam het parlement de Zuiderzeewet aan; dat was het besluit om de Zuiderzee af te sluiten, niet de sluiting zelf. "
      "In 1932 werd het laatste gat in de Afsluitdijk gedicht, en daarmee werd de Zuiderzee het IJsselmeer; dat is dus het juiste antwoord. "
      "1953 is het jaar van de watersnoodramp in Zeeland en Zuid-Holland, de aanleiding voor de Deltawerken. "
      "In 1986 ten slotte werd de Oosterscheldekering geopend, een van de sluitstukken van diezelfde Deltawerken. "
      "Sinds de afsluiting beschermt de dijk het achterland tegen de Noordzee en is het IJsselmeer een groot zoetwaterreservoir geworden.",
      style=[LANG]),

    q(NONE, "kwel-betekenis",
      "Wat verstaat men in de waterhuishouding onder kwel?",
      ["Regenwater dat over het maaiveld afstroomt",
       "Water dat uit een polder wordt gepompt",
       "Grondwater dat aan het maaiveld uittreedt doordat het water elders hoger staat"],
      "C",
      "Een diepe polder naast een hoger gelegen rivier of meer krijgt water van onderen: het hogere peil drukt grondwater onder de dijk door omhoog in de lage gebieden.",
      style=[PARA]),

    q(NONE, "piping-dijk",
      "Wat is piping bij een dijk?",
      ["Het aanleggen van leidingen door de dijk",
       "Het overstromen van golven over de kruin",
       "Het uitspoelen van zand onder de dijk door, waardoor een holle gang ontstaat"],
      "C",
      "Bij hoogwater kan grondwater onder de dijk door stromen en aan de binnenkant naar boven komen. Neemt het zand mee, dan groeit er een kanaaltje onder de dijk, een 'pipe', dat de dijk kan ondermijnen. "
      "Golven over de kruin heet golfoverslag.",
      style=[AFL]),

    q(NONE, "schutkolk-watervolume",
      "Een schutkolk is 100 m lang en 12 m breed. Het verval tussen het hoge en het lage pand is 3 m. Hoeveel water stroomt er bij één schutting naar het lage pand?",
      ["360 m³", "1200 m³", "3600 m³", "36.000 m³"],
      "C",
      "Het volume is lengte × breedte × verval: 100 × 12 × 3 = 3600 m³.",
      compute=("100 * 12 * 3", "m³"),
      style=[R, KORT]),

    q(NONE, "woudagemaal-werelderfgoed",
      "Welk stoomgemaal staat op de Werelderfgoedlijst van UNESCO?",
      ["Het Ir. D.F. Woudagemaal bij Lemmer", "Gemaal De Cruquius bij Heemstede", "Gemaal Lely bij Medemblik"],
      "A",
      "Het Woudagemaal uit 1920 is het grootste nog werkende stoomgemaal ter wereld en staat sinds 1998 op de lijst. "
      "De Cruquius is een bekend museumgemaal uit de drooglegging van de Haarlemmermeer, maar geen werelderfgoed.",
      style=[AFL]),

    q(NONE, "waakhoogte-betekenis",
      "Wat is de waakhoogte van een dijk?",
      ["Het hoogteverschil tussen de kruin van de dijk en het maatgevende hoogwaterpeil",
       "De hoogte waarop een dijkwacht posteert",
       "De hoogte van de dijkteen boven NAP"],
      "A",
      "De waakhoogte is de extra hoogte boven het ontwerppeil, bedoeld voor golfoploop, opwaaiing en onzekerheden.",
      style=[KORT]),

    q(NONE, "geen-waterkering",
      "Welke constructie is GEEN waterkering?",
      ["Een dijk", "Een duin", "Een stormvloedkering", "Een duiker"],
      "D",
      "Een dijk is het bekendste voorbeeld van een waterkering: een aarden wal die het achterland tegen hoog water beschermt. "
      "Een duin keert eveneens water: langs een groot deel van de Nederlandse kust vormen duinen de primaire zeewering. "
      "Een stormvloedkering is een beweegbare waterkering, die bij storm wordt gesloten om het achterland te beschermen. "
      "Een duiker is daarentegen geen kering, maar een buis of koker onder een weg of dijk door, waardoor water van de ene sloot naar de andere kan stromen. "
      "Hij laat water dus juist door.",
      style=[NEG, LANG]),

    q(NONE, "zandsuppletie-doel",
      "Waarom voert Rijkswaterstaat zandsuppleties uit langs de Nederlandse kust?",
      ["Om zand aan te vullen dat door golven en stroming is weggeslagen, zodat de kustlijn op zijn plaats blijft",
       "Om nieuw land te winnen voor woningbouw",
       "Om de zee zoeter te maken"],
      "A",
      "De zee neemt voortdurend zand mee. Door jaarlijks miljoenen kubieke meters zand op het strand of de vooroever te spuiten, houdt [Rijkswaterstaat](https://www.rijkswaterstaat.nl) de kust op de afgesproken basiskustlijn. "
      "Een bekend experiment is de Zandmotor bij Ter Heijde.",
      markup="markdown",
      style=[LINK]),

    q(NONE, "torricelli-uitstroomsnelheid",
      "Uit een kleine opening onder in een sluisdeur stroomt water. Het water staat 5 m boven de opening. Wat is volgens de wet van Torricelli de theoretische uitstroomsnelheid? (g = 9,81 m/s²)",
      ["4,9 m/s", "9,9 m/s", "49 m/s", "98 m/s"],
      "B",
      "Volgens Torricelli is v = √(2 × g × h) = √(2 × 9,81 × 5) = √98,1 ≈ 9,9 m/s. "
      "Wie de wortel vergeet, komt op 98 uit; in werkelijkheid is de snelheid door wrijving en contractie nog iets lager.",
      compute=("(2 * 9.81 * 5)^0.5", "m/s"),
      style=[R, AFL]),

    q(NONE, "damwand-functie",
      "Waarvoor wordt een stalen damwand gebruikt?",
      ["Als in de grond geheide of getrilde wand die grond en water tegenhoudt",
       "Als beweegbare deur in een sluis",
       "Als golfbreker in open zee"],
      "A",
      "Damwandplanken grijpen met sloten in elkaar en vormen zo een doorlopende wand, bijvoorbeeld om een bouwput droog te houden of een kade of dijk te versterken.",
      style=[]),

    q(NONE, "tijd-tussen-hoogwaters",
      "Hoeveel tijd zit er aan de Nederlandse kust gemiddeld tussen twee opeenvolgende hoogwaters?",
      ["Ongeveer 6 uur", "Ongeveer 12 uur en 25 minuten", "Ongeveer 24 uur en 50 minuten"],
      "B",
      "Het getij aan onze kust is halfdaags: twee keer hoogwater per getijdendag van ongeveer 24 uur en 50 minuten, dus gemiddeld om de 12 uur en 25 minuten. "
      "Na ongeveer zes uur volgt niet het volgende hoogwater, maar laagwater.",
      style=[AFL]),

    q(NONE, "springtij-maanstand",
      "Wanneer treedt springtij op?",
      ["Rond eerste en laatste kwartier", "Alleen in het voorjaar", "Rond nieuwe maan en volle maan"],
      "C",
      "Bij nieuwe en volle maan staan zon, aarde en maan ongeveer op één lijn en versterken hun getijdenkrachten elkaar. Bij de kwartieren werken ze elkaar deels tegen; dan is het doodtij. "
      "De naam heeft niets met de lente te maken.",
      style=[AFL]),

    q(NONE, "watersnoodramp-doden",
      "Hoeveel mensen kwamen in Nederland om bij de watersnoodramp van 1 februari 1953?",
      ["Ongeveer 180", "1836", "Ongeveer 18.000"],
      "B",
      "Bij de stormvloed kwamen in Nederland 1836 mensen om, vooral in Zeeland, Zuid-Holland en West-Brabant.",
      style=[KORT]),

    q(NONE, "boezem-betekenis",
      "Wat is een boezem in de Nederlandse waterhuishouding?",
      ["Een stelsel van met elkaar verbonden meren en kanalen waarop polders hun overtollige water uitslaan",
       "Het diepste punt van een polder",
       "Een dijk die twee polders scheidt"],
      "A",
      "Gemalen pompen het water uit de polders omhoog in de boezem. Via de boezem wordt het verder afgevoerd naar rivier of zee, vaak opnieuw met een gemaal of een spuisluis.",
      style=[PARA]),

    q(NONE, "ruimte-voor-de-rivier-niet",
      "Welke maatregel hoorde NIET bij het programma Ruimte voor de Rivier?",
      ["Een dijk landinwaarts verleggen", "Uiterwaarden verlagen", "Nevengeulen graven", "De rivier met een dam afsluiten"],
      "D",
      "Ruimte voor de Rivier gaf de rivieren juist meer ruimte om hoogwater af te voeren, door dijken terug te leggen, uiterwaarden af te graven en nevengeulen aan te leggen. "
      "Een rivier afsluiten gaat daar lijnrecht tegenin.",
      style=[NEG]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "spuisluis-functie",
      "Wat is de functie van een spuisluis?",
      [("Schepen van het ene waterpeil naar het andere brengen", "Dat doet een schutsluis."),
       ("Overtollig water onder vrij verval lozen, bijvoorbeeld bij eb naar zee", "Juist: een spuisluis werkt zonder pompen."),
       ("Water met pompen omhoog brengen", "Dat is het werk van een gemaal.")],
      "B",
      "Een spuisluis gaat open zodra het buitenwater lager staat dan het binnenwater, zoals bij eb, en laat het water dan zonder pompen weglopen. "
      "Voor schepen is er een schutsluis, en water omhoog pompen doet een gemaal.",
      moved_to="A",
      style=[AFL, FB]),

    q(MOVED, "gemaal-per-uur",
      "Een gemaal pompt 15 m³ water per seconde. Hoeveel water verplaatst het in één uur?",
      ["900 m³", "5400 m³", "54.000 m³"],
      "C",
      "Een uur heeft 3600 seconden, dus 15 × 3600 = 54.000 m³. De 900 m³ is de hoeveelheid in één minuut.",
      moved_to="A",
      style=[R, AFL]),

    q(MOVED, "oosterscheldekering-onjuist",
      "Welke uitspraak over de Oosterscheldekering is onjuist?",
      ["De kering heeft beweegbare schuiven",
       "De kering is gebouwd na de watersnoodramp van 1953",
       "De kering is een dichte dam die nooit opengaat"],
      "C",
      "De Oosterscheldekering is juist een open kering: de 62 schuiven staan normaal omhoog, zodat het getij vrij in en uit kan stromen, en gaan alleen bij zware storm dicht. "
      "Dat ze beweegbare schuiven heeft en als onderdeel van de Deltawerken na 1953 is gebouwd, klopt.",
      moved_to="A",
      style=[NEG]),

    # ------------------------------------------------------------ dubbele optie
    q(DUP, "rijn-lobith",
      "Welke rivier stroomt bij Lobith Nederland binnen?",
      ["De Rijn", "De Maas", "de Maas", "De Schelde"],
      "A",
      "Bij Lobith komt de Rijn vanuit Duitsland ons land binnen; daar wordt ook de afvoer van de Rijn gemeten.",
      dup=("B", "C"),
      style=[]),
]

RELATED = [
    ["nap-afkorting", "waakhoogte-betekenis", "kwel-betekenis", "piping-dijk"],
    ["oosterscheldekering-open", "maeslantkering-locatie", "afsluitdijk-jaartal", "watersnoodramp-doden"],
    ["waterdruk-vijf-meter", "debiet-doorsnede-snelheid", "torricelli-uitstroomsnelheid", "schutkolk-watervolume"],
    ["woudagemaal-werelderfgoed", "boezem-betekenis"],
    ["geen-waterkering", "damwand-functie", "zandsuppletie-doel"],
    ["tijd-tussen-hoogwaters", "springtij-maanstand"],
    ["ruimte-voor-de-rivier-niet", "afsluitdijk-jaartal"],
]
