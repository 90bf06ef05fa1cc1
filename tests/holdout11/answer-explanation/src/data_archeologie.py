from common import q, NONE, MOVED, DUP

TOPIC = "archeologie"
TITLE = "Archeologie"
DESCRIPTION = "Opgraven, dateren en interpreteren: methoden van de archeologie en bekende vindplaatsen in Nederland en daarbuiten."

QUESTIONS = [
    q(NONE, "c14-halveringstijd",
      "Wat is ongeveer de halveringstijd van koolstof-14?",
      ["573 jaar", "5730 jaar", "57 300 jaar", "1,25 miljard jaar"], 1,
      """
Koolstof-14 heeft een halveringstijd van ongeveer 5730 jaar. 1,25 miljard jaar is de halveringstijd van kalium-40, dat in de geologie wordt gebruikt voor veel oudere gesteenten.""",
      order="num", tags=["datering"], related=["c14-twee-halveringstijden", "c14-bereik"]),

    q(NONE, "c14-twee-halveringstijden",
      "In een stuk houtskool is nog 25 % van de oorspronkelijke hoeveelheid koolstof-14 over. Hoe oud is het ongeveer? (Halveringstijd 5730 jaar.)",
      ["2865 jaar", "5730 jaar", "11 460 jaar", "17 190 jaar"], 2,
      """
Van 100 % naar 50 % is één halveringstijd, van 50 % naar 25 % een tweede. Twee halveringstijden zijn 2 × 5730 = 11 460 jaar. (Voor een echte datering wordt de uitkomst daarna nog gekalibreerd.)""",
      order="num", compute=("2 * 5730", "jaar"), tags=["datering", "rekenen"], related=["c14-halveringstijd", "c14-kalibratie"], feedback={1: "Na één halveringstijd is nog 50 % over, niet 25 %."}),

    q(NONE, "stratigrafie-superpositie",
      "Wat houdt het principe van superpositie in de stratigrafie in?",
      ["In een ongestoorde opeenvolging van lagen is een laag jonger dan de laag eronder",
       "Lagen met dezelfde kleur hebben altijd dezelfde ouderdom",
       "De dikte van een laag geeft aan hoeveel eeuwen die laag omvat",
       "Vondsten uit de bovenste laag zijn altijd het best bewaard"], 0,
      "Lagen worden op elkaar afgezet, dus wat onderop ligt, is eerder ontstaan. Dat geldt alleen zolang niemand de lagen heeft verstoord, bijvoorbeeld door een kuil te graven. Kleur en dikte zeggen niets betrouwbaars over ouderdom of duur.",
      tags=["methoden"]),

    q(NONE, "dendrochronologie",
      "Hoe werkt dendrochronologie?",
      ["Het patroon van brede en smalle jaarringen in hout wordt vergeleken met een referentiereeks, zodat je het kapjaar kunt bepalen",
       "Het gehalte aan koolstof-14 in het hout wordt gemeten",
       "De hoeveelheid licht die verhit hout uitzendt wordt gemeten",
       "De stuifmeelkorrels in de omliggende grond worden geteld"], 0,
      "Dendrochronologie gebruikt jaarringen. Het jaarlijks wisselende groeipatroon van een gebied vormt een soort streepjescode; door een monster daarop te passen, krijg je een datering die soms op het jaar nauwkeurig is. Koolstof-14, thermoluminescentie en pollenanalyse zijn andere methoden.",
      tags=["datering"], related=["dendro-binnenste-ring"]),

    q(NONE, "drieperiodensysteem",
      "In welke volgorde komen de perioden van het drieperiodensysteem?",
      ["Steentijd, bronstijd, ijzertijd", "Bronstijd, steentijd, ijzertijd",
       "Steentijd, ijzertijd, bronstijd", "IJzertijd, bronstijd, steentijd"], 0,
      "Het systeem van de Deen Christian Jürgensen Thomsen ordent de prehistorie naar het belangrijkste materiaal voor werktuigen: eerst steen, dan brons en ten slotte ijzer.",
      tags=["perioden"]),

    q(NONE, "hunebedbouwers",
      "Welke cultuur bouwde de hunebedden in Drenthe?",
      ["De trechterbekercultuur", "De Romeinen", "De Vikingen", "De bandkeramische cultuur"], 0,
      """
De hunebedden werden tussen ongeveer 3400 en 3100 voor Christus gebouwd door boeren van de trechterbekercultuur, genoemd naar hun kenmerkende aardewerk. De bandkeramische cultuur was eerder (rond 5300 voor Christus) en woonde vooral in Zuid-Limburg; Romeinen en Vikingen kwamen duizenden jaren later.""",
      tags=["nederland", "prehistorie"], status="published"),

    q(NONE, "terpen-functie",
      "Waarom wierpen de bewoners van het Noord-Nederlandse kustgebied vanaf ongeveer 600 voor Christus terpen op?",
      ["Om droog te blijven bij overstromingen door de zee",
       "Als grafheuvels voor hun leiders",
       "Als verdedigingswal tegen de Romeinen",
       "Om er graan op te kunnen drogen"], 0,
      "Terpen (in Groningen wierden genoemd) zijn kunstmatige woonheuvels in het kwelderlandschap. Bij stormvloeden bleven mens en vee erop droog. Toen vanaf ongeveer de elfde eeuw dijken werden aangelegd, waren nieuwe terpen niet meer nodig.",
      tags=["nederland"]),

    q(NONE, "limes-rijn",
      "Welke rivier vormde in Nederland grotendeels de noordgrens van het Romeinse Rijk?",
      ["De Rijn", "De Maas", "De IJssel", "De Schelde"], 0,
      "De grens (limes) volgde de Rijn, tegenwoordig de Oude Rijn van Katwijk via Utrecht naar Nijmegen. Sinds 2021 staat de Neder-Germaanse Limes op de Werelderfgoedlijst van UNESCO.",
      tags=["romeinen", "nederland"]),

    q(NONE, "behoud-in-situ",
      "Wat betekent 'behoud in situ' in de archeologische monumentenzorg?",
      ["Archeologische resten zo veel mogelijk ongestoord laten liggen op de plek waar ze in de bodem zitten",
       "Vondsten in een museum in de buurt van de vindplaats tentoonstellen",
       "Een opgraving zo snel mogelijk uitvoeren, voordat er gebouwd wordt",
       "Alle vondsten in een centraal depot bewaren"], 0,
      "In situ betekent 'ter plaatse'. De bodem is het beste archief: daar blijven resten vaak het langst goed. Opgraven betekent altijd dat de vindplaats wordt vernietigd, dus geldt opgraven (behoud ex situ) als tweede keus.",
      tags=["monumentenzorg"], related=["malta-verstoorder-betaalt"]),

    q(NONE, "malta-verstoorder-betaalt",
      "Welk principe heeft Nederland ingevoerd naar aanleiding van het Verdrag van Valletta (Malta, 1992)?",
      ["De verstoorder betaalt: wie de bodem verstoort, betaalt het archeologisch onderzoek",
       "Alleen universiteiten mogen nog opgraven",
       "Alle vondsten zijn eigendom van de vinder",
       "Opgravingen worden volledig door de Europese Unie betaald"], 0,
      "Het verdrag wil archeologie een vaste plaats geven in de ruimtelijke ordening. In Nederland betekent dat dat een projectontwikkelaar die de bodem gaat verstoren, het nodige onderzoek moet laten doen en betalen.",
      tags=["monumentenzorg"], related=["behoud-in-situ"]),

    q(NONE, "geen-absolute-datering",
      "Welke van de volgende methoden levert GEEN absolute datering op?",
      ["Typologische datering op basis van de vorm van aardewerk",
       "Koolstof-14-datering",
       "Dendrochronologie",
       "Thermoluminescentie"], 0,
      """
Typologie geeft alleen een relatieve volgorde: een vorm is ouder of jonger dan een andere, tenzij de reeks via andere methoden aan jaartallen is gekoppeld.

De andere drie leveren wel een ouderdom in jaren. Koolstof-14 meet het verval van een radioactieve isotoop in organisch materiaal, dendrochronologie telt en vergelijkt jaarringen, en thermoluminescentie meet de straling die sinds de laatste verhitting van bijvoorbeeld aardewerk is opgebouwd.""",
      tags=["datering"]),

    q(NONE, "thermoluminescentie",
      "Wat wordt met thermoluminescentie gedateerd bij een scherf aardewerk?",
      ["Het moment waarop de scherf voor het laatst sterk werd verhit, meestal het bakken",
       "Het moment waarop de klei uit de grond werd gehaald",
       "Het jaar waarin de pot werd weggegooid",
       "De ouderdom van het voedsel dat in de pot zat"], 0,
      "Bij verhitting wordt de opgeslagen 'stralingsklok' in de mineralen leeggemaakt; daarna bouwt die weer op door natuurlijke straling. Bij het meten komt de opgebouwde energie vrij als licht, en hoe meer licht, hoe langer geleden de laatste verhitting.",
      tags=["datering"]),

    q(NONE, "toetanchamon-ontdekker",
      "Wie ontdekte in 1922 het graf van Toetanchamon in het Dal der Koningen?",
      ["Howard Carter", "Heinrich Schliemann", "Arthur Evans", "Flinders Petrie"], 0,
      "Howard Carter vond het graf in november 1922, met financiering van Lord Carnarvon. Schliemann is bekend van Troje, Evans van Knossos op Kreta, en Petrie was een Egyptoloog die vooral bekend is om zijn systematische methoden.",
      tags=["egypte"]),

    q(NONE, "troje-hisarlik",
      "Op welke heuvel in het huidige Turkije groef Heinrich Schliemann in de negentiende eeuw naar Troje?",
      ["Hisarlık", "Knossos", "Gizeh", "Akropolis"], 0,
      "Schliemann begon in 1870 op de heuvel Hisarlık, waar meerdere steden boven op elkaar bleken te liggen. Knossos ligt op Kreta, Gizeh in Egypte en de Akropolis in Athene.",
      tags=["oudheid"]),

    q(NONE, "c14-bereik",
      "Waarom kun je een dinosaurusbot van 70 miljoen jaar oud niet met koolstof-14 dateren?",
      ["Na ongeveer 50 000 jaar is er te weinig koolstof-14 over om te meten",
       "Omdat dinosauriërs geen koolstof in hun lichaam hadden",
       "Omdat koolstof-14 pas in de laatste 10 000 jaar in de atmosfeer voorkomt",
       "Omdat botten alleen met dendrochronologie te dateren zijn"], 0,
      "Na zo'n 50 000 jaar (ongeveer negen halveringstijden) is nog maar zo'n 0,2 % van de koolstof-14 over en valt het signaal weg in de meetruis. Voor zulke oude resten gebruikt men methoden met veel langlevender isotopen in het omringende gesteente.",
      tags=["datering"], related=["c14-halveringstijd"]),

    q(NONE, "c14-kalibratie",
      "Waarom moeten koolstof-14-dateringen worden gekalibreerd?",
      ["Omdat het gehalte aan koolstof-14 in de atmosfeer door de tijd heen niet constant is geweest",
       "Omdat de halveringstijd van koolstof-14 elk jaar verandert",
       "Omdat meetapparaten in elk laboratorium een andere tijdzone gebruiken",
       "Omdat organisch materiaal na de dood nog koolstof-14 opneemt"], 0,
      "De methode gaat uit van een vast beginniveau, maar de productie van koolstof-14 en de koolstofkringloop zijn in het verleden veranderd. Met kalibratiecurven, onder meer gebaseerd op jaarringen, wordt een meting omgerekend naar kalenderjaren.",
      tags=["datering"], related=["c14-twee-halveringstijden"]),

    q(NONE, "lucy-soort",
      "Tot welke soort behoort het beroemde skelet 'Lucy', in 1974 gevonden in Ethiopië?",
      ["Australopithecus afarensis", "Homo erectus", "Homo neanderthalensis", "Homo habilis"], 0,
      "Lucy is een Australopithecus afarensis van ongeveer 3,2 miljoen jaar oud. Ze liep rechtop maar had nog een kleine herseninhoud, vergelijkbaar met die van een chimpansee.",
      tags=["prehistorie"]),

    q(NONE, "proefsleuf",
      "Wat is een proefsleuf in het archeologisch vooronderzoek?",
      ["Een smalle sleuf die wordt gegraven om te bepalen of, waar en hoe goed er archeologische resten in de bodem zitten",
       "Een sleuf waarin archeologen nieuwe graafmachines testen",
       "Een sleuf rond een opgraving om regenwater af te voeren",
       "Een sleuf waarin vondsten tijdelijk worden begraven"], 0,
      "Met proefsleuven wordt een deel van het terrein onderzocht voordat er een besluit valt over een volledige opgraving of over behoud in de bodem.",
      tags=["methoden"]),

    q(NONE, "dendro-binnenste-ring",
      "Een eikenhouten paal heeft 120 jaarringen. De buitenste ring, direct onder de schors, is gedateerd op het jaar 1245. Uit welk jaar stamt de binnenste ring?",
      ["1125", "1126", "1245", "1365"], 1,
      """
De buitenste ring is 1245 en telt zelf mee. De 120 ringen beslaan dus de jaren 1126 tot en met 1245: 1245 − 120 + 1 = 1126. Wie gewoon 120 aftrekt, komt één jaar te vroeg uit.""",
      order="num", compute=("1245 - 120 + 1", "jaar", 0.0005), tags=["datering", "rekenen"], related=["dendrochronologie"]),

    q(NONE, "belang-context",
      "Waarom is de context van een vondst voor archeologen vaak belangrijker dan het voorwerp zelf?",
      ["Omdat de laag, de ligging en de samenhang met andere vondsten informatie geven over ouderdom, gebruik en betekenis",
       "Omdat voorwerpen zonder context geen geldwaarde hebben",
       "Omdat de context bepaalt wie eigenaar van de vondst wordt",
       "Omdat een voorwerp zonder context niet schoongemaakt mag worden"], 0,
      "Een munt in een graf vertelt iets anders dan dezelfde munt in een afvalkuil. Wie een voorwerp zonder documentatie uit de grond haalt, zoals bij illegaal graven, vernietigt precies die informatie.",
      tags=["methoden"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "stonehenge-periode",
      "In welke periode werd Stonehenge gebouwd?",
      ["Vooral tussen ongeveer 3000 en 1500 voor Christus, in het neolithicum en de vroege bronstijd",
       "In de Romeinse tijd, als tempel voor Jupiter",
       "In de vroege middeleeuwen, door de Angelsaksen",
       "In de ijzertijd, door de Kelten rond 300 voor Christus"], 0,
      "Stonehenge begon rond 3000 voor Christus als een ronde aarden wal met greppel; de grote zandsteenblokken werden rond 2500 voor Christus geplaatst en tot ongeveer 1500 voor Christus werd er nog aan gewerkt. Het monument is dus duizenden jaren ouder dan de Kelten van de ijzertijd of de Romeinen.",
      moved_to=3),

    q(MOVED, "pompeii-vulkaan",
      "Door de uitbarsting van welke vulkaan werd Pompeï in 79 na Christus bedolven?",
      ["De Vesuvius", "De Etna", "De Stromboli", "De Vulcano"], 0,
      "De Vesuvius bij Napels bedekte Pompeï en Herculaneum met as en puimsteen. Etna, Stromboli en Vulcano liggen op of bij Sicilië, veel te ver weg.",
      moved_to=1),

    q(MOVED, "c14-begint-bij-dood",
      "Waarom begint de 'koolstof-14-klok' van een organisme pas te lopen bij zijn dood?",
      ["Een levend organisme neemt voortdurend koolstof op en blijft daardoor in evenwicht met de atmosfeer; na de dood stopt die aanvoer en neemt koolstof-14 alleen nog af",
       "Koolstof-14 ontstaat pas in het lichaam als de stofwisseling stopt",
       "Na de dood wordt de koolstof-14 uit de omgeving opgenomen",
       "Levende organismen bevatten geen koolstof-14"], 0,
      "Zolang een plant fotosynthese doet en een dier planten eet, is de verhouding tussen koolstof-14 en koolstof-12 gelijk aan die in de lucht. Na de dood komt er niets meer bij en vervalt de aanwezige koolstof-14. Een dood organisme neemt juist géén nieuwe koolstof-14 meer op.",
      moved_to=2, related=["c14-halveringstijd"]),
]
