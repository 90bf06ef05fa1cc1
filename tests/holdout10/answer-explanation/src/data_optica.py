from common import Q

TOPIC = "optica"
TITLE = "Optica"
DESCRIPTION = ("Licht als straal en als golf: breking, terugkaatsing, lenzen en spiegels, kleuren, "
               "polarisatie en optische instrumenten.")

QUESTIONS = [
    Q("brekingsindex-vacuum", 1,
      "Wat is de brekingsindex van vacuüm?",
      ["0", "*1", "1,33"],
      "Per definitie precies 1: de lichtsnelheid in vacuüm gedeeld door zichzelf.",
      order="num", related=["lichtsnelheid-glas"]),

    Q("totale-interne-reflectie", 2,
      "Wanneer treedt totale interne reflectie op?",
      ["*Als licht vanuit een optisch dichter medium het grensvlak treft onder een hoek groter dan de grenshoek",
       "Als licht vanuit lucht loodrecht op een glasplaat valt",
       "Als een oppervlak al het opvallende licht absorbeert"],
      "Gaat licht bijvoorbeeld van water naar lucht, dan buigt het van de normaal af. Wordt de invalshoek "
      "zo groot dat de gebroken straal langs het oppervlak zou moeten scheren, dan kan het licht niet "
      "meer ontsnappen en kaatst het volledig terug. Die drempel heet de grenshoek; voor water is die "
      "ongeveer 49°.",
      related=["glasvezel-kern"]),

    Q("rietje-geknikt", 2,
      "Waarom lijkt een rietje in een glas water bij het wateroppervlak geknikt?",
      ["*Licht van het ondergedompelde deel verandert bij het wateroppervlak van richting",
       "Het glas weerkaatst een tweede beeld van het rietje",
       "Het water vergroot het rietje zonder de lichtrichting te veranderen"],
      "Stralen die van het rietje onder water komen, buigen bij de overgang naar lucht af. Je oog volgt die "
      "stralen in een rechte lijn terug en 'ziet' het onderste deel daardoor op een andere plek dan waar "
      "het echt is. Zo ontstaat de schijnbare knik.",
      related=["wet-van-snellius"]),

    Q("blauwe-lucht", 3,
      "Waarom is een heldere lucht overdag blauw?",
      ["*Kleine luchtmoleculen verstrooien kortgolvig licht veel sterker dan langgolvig licht",
       "De lucht weerkaatst de blauwe kleur van de oceanen",
       "Ozon absorbeert het rode deel van het zonlicht",
       "Stofdeeltjes verstrooien alle kleuren even sterk"],
      "Moleculen van stikstof en zuurstof zijn veel kleiner dan de golflengte van zichtbaar licht. Voor "
      "zulke deeltjes geldt Rayleighverstrooiing, die evenredig is met 1/λ⁴: blauw licht van ongeveer "
      "450 nm wordt bijna zes keer zo sterk verstrooid als rood licht van 700 nm. Uit elke richting "
      "bereikt ons dus vooral blauw verstrooid licht. Dat de lucht de oceaan weerspiegelt, is een "
      "hardnekkige mythe; boven woestijnen is de lucht net zo blauw. Ozon absorbeert vooral ultraviolet "
      "en een klein deel van het geel-oranje licht, maar dat verklaart de blauwe daghemel niet. Grotere "
      "stofdeeltjes en waterdruppels verstrooien juist alle kleuren ongeveer even sterk; daardoor zijn "
      "wolken wit en wordt de lucht bij nevel melkachtig."),

    Q("lenssterkte-dioptrie", 4,
      "Een bolle lens heeft een brandpuntsafstand van 50 cm. Hoe groot is de sterkte van de lens?",
      ["0,5 dpt", "*2 dpt", "20 dpt", "50 dpt"],
      "De sterkte is 1 gedeeld door de brandpuntsafstand in meter: S = 1 ÷ 0,50 m = 2 dioptrie (2 dpt). "
      "Let op: 50 cm moet eerst worden omgerekend naar 0,5 m.",
      order="num", compute=("1 / 0.5", "dpt"), related=["beeldafstand-bolle-lens"]),

    Q("beeldafstand-bolle-lens", 4,
      "Een voorwerp staat 30 cm voor een bolle lens met een brandpuntsafstand van 10 cm. Op welke afstand "
      "achter de lens ontstaat het scherpe beeld?",
      ["7,5 cm", "*15 cm", "20 cm"],
      "Met de lenzenformule 1/f = 1/v + 1/b geldt 1/b = 1/10 − 1/30 = 3/30 − 1/30 = 2/30. Dus "
      "b = 30 ÷ 2 = 15 cm, vijftien centimeter achter de lens.",
      order="num", compute=("1 / (1/10 - 1/30)", "cm"), related=["lineaire-vergroting"]),

    Q("lichtsnelheid-glas", 4,
      "Glas heeft een brekingsindex van 1,5. Hoe snel gaat licht in dit glas? (c = 3,0 × 10⁸ m/s)",
      ["1,5 × 10⁸ m/s", "*2,0 × 10⁸ m/s", "4,5 × 10⁸ m/s"],
      "De brekingsindex is n = c ÷ v, dus v = c ÷ n = 3,0 × 10⁸ ÷ 1,5 = 2,0 × 10⁸ m/s: twee derde van de "
      "lichtsnelheid in vacuüm. Een snelheid boven c, zoals 4,5 × 10⁸ m/s, is onmogelijk.",
      order="num"),

    Q("holle-lens-onjuist", 5,
      "Welke uitspraak over een holle (negatieve) lens is NIET juist?",
      ["Ze laat een evenwijdige lichtbundel divergeren",
       "Ze wordt gebruikt om bijziendheid te corrigeren",
       "Ze vormt van een echt voorwerp een virtueel, verkleind beeld",
       "*Ze heeft een positieve sterkte in dioptrie"],
      "Een holle lens is in het midden dunner dan aan de rand en spreidt een evenwijdige bundel, waardoor "
      "ze bij bijziendheid het beeld naar achteren op het netvlies verschuift. Van een echt voorwerp "
      "levert ze altijd een rechtopstaand, verkleind, virtueel beeld. Omdat haar brandpuntsafstand "
      "negatief is, is haar sterkte echter ook negatief, bijvoorbeeld −2 dpt.",
      related=["lenssterkte-dioptrie"]),

    Q("geen-breking-verschijnsel", 5,
      "Welk van de volgende verschijnselen berust NIET op breking van licht?",
      ["Een regenboog", "Een luchtspiegeling boven een heet wegdek",
       "*Je spiegelbeeld in een vlakke spiegel", "De vergroting door een loep"],
      "A, B en D hebben wel met breking te maken. Bij een regenboog breekt zonlicht in regendruppels en "
      "wordt het per kleur verschillend afgebogen; een luchtspiegeling ontstaat doordat licht in lagen "
      "lucht met verschillende temperatuur geleidelijk afbuigt; en een loep werkt doordat licht bij het "
      "glasoppervlak breekt. C is het antwoord: een vlakke spiegel werkt uitsluitend met terugkaatsing.",
      order="letters"),

    Q("wet-van-snellius", 6,
      "Welke formule geeft de wet van Snellius voor breking aan een grensvlak?",
      ["*`n1 · sin(θ1) = n2 · sin(θ2)`", "`n1 · cos(θ1) = n2 · cos(θ2)`", "`n1 / sin(θ1) = n2 / sin(θ2)`"],
      "De hoeken `θ1` en `θ2` worden gemeten ten opzichte van de normaal, en het product van brekingsindex "
      "en **sinus** van de hoek is aan beide kanten gelijk. Daaruit volgt dat licht naar de normaal toe "
      "buigt als het een medium met grotere `n` binnengaat. Meer op "
      "[Wet van Snellius](https://nl.wikipedia.org/wiki/Wet_van_Snellius).",
      md=True),

    Q("diafragma-f28-f56", 6,
      "Je zet het diafragma van een objectief van `f/2.8` naar `f/5.6`, bij gelijke sluitertijd. Hoeveel "
      "licht valt er dan op de sensor?",
      ["*Een kwart van de oorspronkelijke hoeveelheid", "De helft van de oorspronkelijke hoeveelheid",
       "Twee keer zo veel als eerst"],
      "Het f-getal is de brandpuntsafstand gedeeld door de diameter van de opening. Verdubbelt het "
      "f-getal, dan halveert de diameter en wordt het oppervlak van de opening vier keer zo klein: "
      "`(2,8 / 5,6)² = 1/4`. Dat zijn twee *stops*. Zie [F-number](https://en.wikipedia.org/wiki/F-number).",
      md=True),

    Q("chromatische-aberratie", 7,
      "Wat veroorzaakt chromatische aberratie, de gekleurde randjes in beelden van een eenvoudige lens?",
      ["*De brekingsindex van glas hangt af van de golflengte",
       "Het lensoppervlak is bolvormig in plaats van parabolisch",
       "Er zit vuil of vet op het lensoppervlak"],
      "De kleurranden komen niet van de bolle vorm van het lensoppervlak, want die veroorzaakt sferische "
      "aberratie, maar van dispersie: blauw licht breekt sterker dan rood, zodat elke kleur een eigen "
      "brandpunt heeft. Een achromaat combineert twee glassoorten om dat te compenseren."),

    Q("polarisatiebril", 7,
      "Waarom verminderen gepolariseerde zonnebrillen de schittering op een wateroppervlak?",
      ["*Weerkaatst licht is grotendeels horizontaal gepolariseerd en het filter laat vooral verticaal trillend licht door",
       "Het filter houdt ultraviolet licht tegen",
       "Het filter dempt alle licht evenveel, zodat ook de schittering zwakker wordt"],
      "UV tegenhouden doen ook gewone zonneglazen; dat verklaart het effect niet. Evenmin gaat het om "
      "gelijkmatige demping, want dan zou de schittering in verhouding even fel blijven. Licht dat schuin "
      "op water valt, is na terugkaatsing grotendeels horizontaal gepolariseerd, en juist die richting "
      "blokkeert het filter."),

    Q("golflengte-groen", 8,
      "Welke golflengte past bij groen licht?",
      ["Ongeveer 530 pm", "*Ongeveer 530 nm", "Ongeveer 530 µm", "Ongeveer 530 mm"],
      "Zichtbaar licht loopt van ongeveer 380 tot 750 nanometer; groen ligt rond 530 nm. 530 µm is ver "
      "infrarood en 530 pm ligt in het röntgengebied.",
      order="keep"),

    Q("lineaire-vergroting", 8,
      "Welke formule geeft de lineaire vergroting N van een lens, met v de voorwerpsafstand en b de "
      "beeldafstand?",
      ["*N = b / v", "N = v / b", "N = b − v"],
      "De vergroting is de beeldafstand gedeeld door de voorwerpsafstand, en dat is gelijk aan "
      "beeldgrootte gedeeld door voorwerpsgrootte."),

    Q("langste-golflengte-kleur", 1,
      "Welke kleur zichtbaar licht heeft van deze drie de langste golflengte?",
      ["*Rood", "Groen", "Blauw", "Geel"],
      "Rood licht heeft de langste golflengte van het zichtbare spectrum, rond 700 nm."),

    Q("glasvezel-kern", 3,
      "Waarom heeft de kern van een optische vezel een hogere brekingsindex dan de mantel eromheen?",
      ["*Zodat licht door totale interne reflectie in de kern blijft",
       "Zodat het licht in de kern sneller gaat dan in de mantel",
       "Zodat de vezel buigzamer wordt"],
      "Totale interne reflectie kan alleen optreden als licht van een medium met een hogere\n"
      "brekingsindex naar een medium met een lagere brekingsindex gaat. Door de kern optisch dichter te\n"
      "maken dan de mantel, kaatst licht dat onder een kleine hoek langs de vezel loopt steeds volledig\n"
      "terug en blijft het over kilometers in de kern. Dat het licht in de kern sneller zou gaan, is\n"
      "precies omgekeerd: een hogere brekingsindex betekent een lagere lichtsnelheid. De buigzaamheid\n"
      "heeft met de brekingsindex niets te maken; die hangt af van de dikte van de vezel en van de\n"
      "beschermende coating.",
      wrap="bs", related=["totale-interne-reflectie"]),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("kromtestraal-holle-spiegel", 4,
      "Een holle spiegel heeft een brandpuntsafstand van 20 cm. Hoe groot is de kromtestraal?",
      ["!10 cm", "20 cm", "*40 cm"],
      "Bij een sferische spiegel ligt het brandpunt halverwege het krommingsmiddelpunt: "
      "R = 2f = 2 × 20 cm = 40 cm.",
      label="sd", order="num"),

    Q("bijziendheid", 2,
      "Wat is er aan de hand bij bijziendheid (myopie)?",
      ["*Het beeld van verre voorwerpen valt vóór het netvlies",
       "!Het beeld van verre voorwerpen valt achter het netvlies",
       "Het hoornvlies is in de ene richting sterker gekromd dan in de andere"],
      "Bij een bijziend oog is de oogbol meestal iets te lang of breekt het oog te sterk. Licht van ver weg "
      "komt daardoor al samen voordat het de achterwand van het oog bereikt, en op het netvlies zelf "
      "ontstaat een wazige vlek. Een negatief brillenglas schuift het brandpunt naar achteren.",
      label="sd"),

    Q("laser-532-nm", 6,
      "Welke kleur heeft het licht van een laserpointer met een golflengte van `532 nm`?",
      ["*Groen", "!Rood", "Blauw"],
      "Licht van `532 nm` ligt midden in het groene deel van het spectrum; rode pointers zitten rond "
      "`650 nm`, blauwe rond `450 nm`. Zie het "
      "[zichtbare spectrum](https://en.wikipedia.org/wiki/Visible_spectrum).",
      label="sd", md=True),
]
