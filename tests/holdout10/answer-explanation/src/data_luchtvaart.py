from common import Q

TOPIC = "luchtvaart"
TITLE = "Luchtvaart"
DESCRIPTION = ("Vliegprincipes, instrumenten, weerberichten en procedures in de burgerluchtvaart: "
               "van lift en overtrek tot QNH, METAR en transpondercodes.")

QUESTIONS = [
    Q("stuwkracht-weerstand", 1,
      "Welke kracht houdt bij een vliegtuig in horizontale kruisvlucht de luchtweerstand in evenwicht?",
      ["*De stuwkracht", "De lift", "Het gewicht"],
      "De stuwkracht van de motoren compenseert de weerstand; de lift draagt het gewicht."),

    Q("qnh-instelling", 2,
      "Wat stelt een piloot in wanneer hij de hoogtemeter op QNH zet?",
      ["*De luchtdruk van het vliegveld, herleid naar gemiddeld zeeniveau",
       "De werkelijke luchtdruk op baanhoogte, zodat de meter na de landing nul aanwijst",
       "De standaarddruk van 1013,25 hPa die boven de overgangshoogte geldt"],
      "Met QNH wordt de gemeten druk omgerekend alsof het vliegveld op zeeniveau lag. Staat het toestel "
      "aan de grond, dan toont de meter daardoor de terreinhoogte; in de lucht leest de piloot zijn hoogte "
      "boven zee af. Zo sluiten de aflezingen aan op de hoogten die op luchtvaartkaarten staan.",
      related=["overgangshoogte"]),

    Q("starten-tegen-de-wind", 3,
      "Waarom starten en landen vliegtuigen bij voorkeur met de wind van voren?",
      ["*Omdat de grondsnelheid dan lager is bij dezelfde luchtsnelheid, zodat een kortere baan volstaat",
       "Omdat de motoren met tegenwind beter gekoeld worden",
       "Omdat tegenwind de overtreksnelheid van de vleugel verlaagt",
       "Omdat tegenwind het toestel steviger op de baan drukt, wat het remmen verbetert"],
      "Voor de vleugel telt alleen de snelheid ten opzichte van de lucht. Waait er 20 knopen tegenwind, "
      "dan heeft een toestel dat met 120 knopen luchtsnelheid loskomt maar 100 knopen grondsnelheid nodig. "
      "Aanloop en uitloop worden daardoor korter, en dat is de reden om tegen de wind in te starten en te "
      "landen. De koeling van de motoren speelt bij de keuze van de baan geen rol. Ook de "
      "overtreksnelheid verandert niet: dat is een luchtsnelheid die afhangt van gewicht en "
      "vleugelconfiguratie, niet van de wind. En tegenwind drukt het toestel niet op de baan; hij "
      "levert bij een gegeven grondsnelheid juist meer lift, zodat de wielen eerder loskomen. Het "
      "voordeel zit dus volledig in de kortere afstand over de grond.",
      related=["overtrek-invalshoek"]),

    Q("vliegtijd-180-zeemijl", 4,
      "Een vliegtuig vliegt met een grondsnelheid van 240 knopen. Hoe lang doet het over een traject van 180 zeemijl?",
      ["40 minuten", "*45 minuten", "50 minuten"],
      "Een knoop is één zeemijl per uur. De vliegtijd is 180 NM ÷ 240 kt = 0,75 uur, en "
      "0,75 × 60 min = 45 minuten. In woorden: drie kwartier.",
      order="num", compute=("180 / 240 * 60", "minuten"), related=["glijgetal-zweefvliegtuig"]),

    Q("isa-temperatuur-8000-ft", 4,
      "In de standaardatmosfeer (ISA) is het op zeeniveau 15 °C en daalt de temperatuur met 2 °C per "
      "1000 voet. Welke temperatuur hoort volgens ISA bij 8000 ft?",
      ["*−1 °C", "1 °C", "7 °C"],
      "Op 8000 ft is de temperatuur 8 × 2 °C = 16 graden gedaald. Dat geeft 15 °C − 16 °C = −1 °C, "
      "net onder het vriespunt.",
      order="num", compute=("15 - 2 * 8", "°C")),

    Q("geen-primair-stuurvlak", 5,
      "Welk van de volgende stuurvlakken is GEEN primair besturingsvlak?",
      ["Het rolroer", "Het hoogteroer", "Het richtingsroer", "*De welvingsklep (flap)"],
      "A, B en C zijn wel primaire roeren: het rolroer laat het toestel om de lengteas rollen, het "
      "hoogteroer regelt het stampen om de dwarsas en het richtingsroer het gieren om de topas. De "
      "welvingsklep in D is een secundair vlak: hij vergroot bij lage snelheid de welving en daarmee de "
      "lift, maar stuurt het toestel niet.",
      order="letters"),

    Q("transpondercode-onjuist", 5,
      "Welke uitspraak over transpondercodes is onjuist?",
      ["Code 7700 meldt een noodsituatie",
       "*Code 7600 meldt een kaping aan boord",
       "In mode C stuurt de transponder ook de drukhoogte mee"],
      "Code 7700 is inderdaad de algemene noodcode, en een transponder in mode C geeft naast de code ook "
      "de drukhoogte door aan de radar. Code 7600 staat echter voor het uitvallen van de "
      "radioverbinding; een kaping wordt gemeld met 7500."),

    Q("metar-bkn015", 6,
      "In een METAR staat de groep `BKN015`. Wat betekent die?",
      ["*Zwaar bewolkt (5 tot 7 achtsten) met de wolkenbasis op 1500 voet",
       "Gebroken bewolking met de wolkenbasis op 150 voet",
       "Zicht van 1500 meter door gebroken mistbanken"],
      "`BKN` staat voor *broken*: 5 tot 7 achtsten van de hemel is bedekt. De drie cijfers geven de "
      "wolkenbasis in honderden voeten, dus `015` betekent 15 × 100 = **1500 ft**. Zie de "
      "[uitleg over METAR-codes](https://en.wikipedia.org/wiki/METAR).",
      md=True),

    Q("metar-cavok", 6,
      "Wat meldt de afkorting `CAVOK` in een weerbericht voor de luchtvaart?",
      ["*Zicht van 10 km of meer, geen wolken onder 5000 voet en geen significant weer",
       "Een wolkenloze hemel tot op elke hoogte en bovendien windstilte",
       "Zicht van minstens 5 km en geen onweer binnen 10 km van het veld"],
      "`CAVOK` (*ceiling and visibility OK*) vervangt de groepen voor zicht, weer en bewolking.\n\n"
      "- zicht `10 km` of meer;\n"
      "- geen wolken onder 5000 ft (of onder de hoogste minimale sectorhoogte als die hoger is) en geen cumulonimbus;\n"
      "- geen significant weer zoals neerslag of mist.\n\n"
      "Over de wind zegt de code niets. Meer in het [overzicht van METAR-groepen](https://en.wikipedia.org/wiki/METAR).",
      md=True, related=["metar-bkn015"]),

    Q("overtrek-invalshoek", 7,
      "Wat bepaalt in de eerste plaats of een vleugel overtrekt?",
      ["*Het overschrijden van de kritische invalshoek",
       "Het dalen van de snelheid onder een vaste grenswaarde",
       "Het bereiken van een te grote vlieghoogte"],
      "Niet de snelheid op zich, maar de invalshoek is beslissend: boven de kritische invalshoek laat de "
      "stroming los van de bovenkant van de vleugel, bij welke snelheid dan ook. Een lage snelheid leidt "
      "alleen indirect tot overtrek, omdat de piloot dan de neus optrekt om genoeg lift te houden."),

    Q("pitotbuis-meting", 7,
      "Wat meet de pitotbuis van een vliegtuig?",
      ["*De totale druk van de aanstromende lucht, nodig voor de snelheidsmeter",
       "De statische druk, de enige invoer van de hoogtemeter",
       "De buitenluchttemperatuur voor de motorregeling",
       "De hoek tussen vleugel en aanstromende lucht"],
      "De pitotbuis vangt de aanstromende lucht op en meet zo de totale druk. De statische druk wordt "
      "ook gemeten, maar via de statische openingen in de romp, niet via de pitotbuis. De snelheidsmeter "
      "gebruikt het verschil tussen beide drukken."),

    Q("isa-druk-zeeniveau", 8,
      "Welke luchtdruk hoort bij de standaardatmosfeer (ISA) op zeeniveau?",
      ["1013,25 Pa", "*1013,25 hPa", "1013,25 kPa"],
      "De ISA-druk op zeeniveau is 1013,25 hectopascal, ruim 101 kPa; in kPa of Pa klopt het getal niet.",
      related=["qnh-instelling", "isa-temperatuur-8000-ft"],
      order="keep"),

    Q("windmelding-270-15", 8,
      "De verkeersleiding meldt 'wind 270 graden, 15 knopen'. Wat betekent dat?",
      ["*De wind komt uit het westen met 15 knopen",
       "De wind waait naar het westen met 15 knopen",
       "De wind komt uit het westen met 15 km/h",
       "De wind komt uit het oosten met 15 knopen"],
      "Een windrichting wordt opgegeven als de richting waar de wind vandaan komt; 270° is west. De "
      "snelheid staat in knopen, niet in km/h."),

    Q("navigatielicht-links", 1,
      "Welke kleur heeft het navigatielicht op de linkervleugeltip van een vliegtuig?",
      ["*Rood", "Groen", "Wit"],
      "Links zit een rood licht, rechts een groen en achteraan een wit licht."),

    Q("trim-doel", 2,
      "Waarvoor gebruikt een piloot de trim?",
      ["*Om de kracht op het stuur weg te nemen in een stabiele vliegtoestand",
       "Om bij de start extra lift te krijgen",
       "Om het rolroer in bochten sneller te laten reageren"],
      "Met een klein hulpvlak of een verstelbare stabilisator wordt het roer in een nieuwe evenwichtsstand "
      "gehouden. De piloot hoeft dan niet meer te duwen of te trekken om bijvoorbeeld een constante "
      "klimsnelheid aan te houden. Dat ontlast hem op lange vluchten aanzienlijk."),

    Q("overgangshoogte", 2,
      "Wat verandert er als een klimmend vliegtuig de overgangshoogte (transition altitude) passeert?",
      ["*De hoogtemeter gaat naar 1013,25 hPa en hoogten worden als vliegniveaus opgegeven",
       "Het toestel mag vanaf dat punt alleen nog op instrumenten vliegen",
       "De naderingsleiding draagt het toestel over aan de toren",
       "Het landingsgestel moet uiterlijk op die hoogte zijn ingetrokken"],
      "Boven de overgangshoogte vliegt iedereen met dezelfde standaardinstelling, zodat hoogtes onderling "
      "vergelijkbaar blijven, ook als de lokale druk verschilt. De piloot spreekt dan niet meer van voeten "
      "boven zeeniveau maar van een vliegniveau, zoals FL070. Bij het dalen gebeurt het omgekeerde op het "
      "overgangsniveau.",
      related=["qnh-instelling"]),

    Q("ias-tas-klim", 3,
      "Een vliegtuig houdt dezelfde ware luchtsnelheid (TAS) aan terwijl het van 2000 naar 30.000 voet "
      "klimt. Wat gebeurt er met de aangewezen luchtsnelheid (IAS)?",
      ["*Die wordt steeds lager dan de TAS",
       "Die wordt steeds hoger dan de TAS",
       "Die blijft gelijk aan de TAS, omdat de meter zelf voor hoogte corrigeert"],
      "De snelheidsmeter werkt met het drukverschil tussen pitotbuis en statische opening, en dat\n"
      "drukverschil hangt af van de luchtdichtheid. Hoger in de atmosfeer is de lucht ijler, zodat\n"
      "dezelfde ware snelheid minder stuwdruk oplevert en de meter een lagere waarde aanwijst. Op\n"
      "30.000 voet kan de IAS daardoor ruim een derde lager liggen dan de TAS. Dat de IAS hoger zou\n"
      "worden, is precies omgekeerd: dat zou alleen gebeuren in lucht die dichter is dan op zeeniveau.\n"
      "Ook corrigeert een gewone snelheidsmeter niet zelf voor hoogte; wie de ware snelheid wil weten,\n"
      "rekent die uit met een vluchtcomputer of gebruikt een instrument dat dichtheid en temperatuur\n"
      "meeneemt.",
      related=["pitotbuis-meting"]),

    Q("glijgetal-zweefvliegtuig", 4,
      "Een zweefvliegtuig heeft een glijgetal van 40 en vliegt op 1200 m hoogte. Hoe ver kan het in "
      "windstille lucht glijden?",
      ["30 km", "*48 km", "480 km"],
      "Een glijgetal van 40 betekent 40 meter vooruit per meter hoogteverlies. Vanaf 1200 m haalt het "
      "toestel dus 40 × 1200 m = 48.000 m, oftewel achtenveertig kilometer.",
      order="num", compute=("40 * 1200 / 1000", "km")),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("elt-noodzender", 2,
      "Waarvoor dient de ELT (emergency locator transmitter) aan boord?",
      ["*Hij zendt na een zware klap automatisch een noodsignaal uit om het toestel te kunnen vinden",
       "!Hij legt de gesprekken in de cockpit vast voor ongevalsonderzoek",
       "Hij waarschuwt de bemanning voor ander verkeer op ramkoers"],
      "Het apparaat schakelt zichzelf in bij een crash of kan met de hand worden aangezet. Het signaal "
      "wordt via de satellieten van Cospas-Sarsat opgepikt, zodat reddingsdiensten de plek van het wrak "
      "snel kunnen vinden.",
      label="sd"),

    Q("klimtijd-500-fpm", 4,
      "Een vliegtuig klimt met 500 voet per minuut van 2000 ft naar 6500 ft. Hoe lang duurt de klim?",
      ["8 minuten", "*9 minuten", "!13 minuten"],
      "Het hoogteverschil is 6500 − 2000 = 4500 voet. Bij 500 ft/min kost dat 4500 ÷ 500 = 9 minuten.",
      label="sd", order="num"),

    Q("variometer-aanwijzing", 7,
      "Wat laat de variometer in de cockpit zien?",
      ["*De stijg- of daalsnelheid van het toestel",
       "!De hoogte boven het terrein eronder",
       "De verandering van de luchtsnelheid per seconde"],
      "Niet de hoogte boven het terrein, want die meet de radiohoogtemeter, maar de verticale snelheid: "
      "de variometer leidt uit de veranderende statische druk af hoe snel het toestel stijgt of daalt, "
      "meestal in voet per minuut.",
      label="sd"),

    # --- gebrekkig: answer/duplicate-option ---
    Q("kunstmatige-horizon", 2,
      "Welk instrument toont de stand van het vliegtuig ten opzichte van de horizon?",
      ["*De kunstmatige horizon", "De bochtaanwijzer", "de bochtaanwijzer.", "De hoogtemeter"],
      "De kunstmatige horizon werkt met een gyroscoop en toont de rol- en stamphoek. Zo kent de piloot "
      "zijn stand ook in wolken, waar de echte horizon onzichtbaar is.",
      label="dup"),
]
