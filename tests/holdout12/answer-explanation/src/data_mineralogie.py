from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "mineralogie"
TITLE = "Mineralogie"
DESCRIPTION = "Mineralen herkennen en begrijpen: hardheid, streep, glans, splijting en dichtheid, chemische samenstelling, kristalstelsels en het ontstaan van mineralen."

QUESTIONS = [
    q(NONE, "mohs-hardheid-7",
      "Welk mineraal heeft op de hardheidsschaal van Mohs de hardheid 7?",
      ["Orthoklaas", "Kwarts", "Topaas", "Korund"],
      "Op de schaal van Mohs is kwarts het referentiemineraal voor 7; orthoklaas staat op 6, topaas op 8 en korund op 9.",
      "B", related=["mohs-ordinale-schaal"]),

    q(NONE, "wat-is-streepkleur",
      "Wat wordt bij het determineren van een mineraal bedoeld met de streepkleur?",
      ["De kleur van het mineraal in gepolijste toestand",
       "De kleur van het poeder dat achterblijft als je het mineraal over een ongeglazuurd porseleinen plaatje haalt",
       "De kleur van de dunne lijntjes (strepen) op de kristalvlakken"],
      """
De streepkleur is de kleur van het fijne poeder van een mineraal. Die is veel betrouwbaarder dan de kleur van een brok: hematiet kan zwart, grijs of rood zijn, maar geeft altijd een roodbruine streep, en pyriet is goudgeel maar laat een groenzwarte streep na. Een gepolijst oppervlak zegt meer over de glans dan over de streep. De fijne lijntjes op kristalvlakken, zoals bij pyriet of kwarts, heten striatie; die hebben met de streepkleur niets te maken. Mineralen die harder zijn dan het porselein, zoals kwarts, geven geen bruikbare streep: ze krassen het plaatje.""",
      "B", related=["pyriet-bijnaam"]),

    q(NONE, "haliet-formule",
      "Welk mineraal heeft de chemische formule NaCl?",
      ["Haliet", "Calciet", "Gips"],
      "Haliet is steenzout, natriumchloride. Calciet is CaCO₃ en gips CaSO₄·2H₂O.",
      "A", related=["evaporieten"]),

    q(NONE, "calciet-zoutzuur",
      "Hoe kun je calciet in het veld eenvoudig onderscheiden van kwarts?",
      ["Calciet bruist met verdund zoutzuur, kwarts niet",
       "Calciet is harder dan kwarts",
       "Calciet is magnetisch, kwarts niet"],
      "Calciet (CaCO₃) reageert met verdund zoutzuur onder vorming van CO₂-belletjes. Bovendien is het met hardheid 3 veel zachter dan kwarts (7) en met een zakmes te krassen; magnetisch is geen van beide.",
      "A"),

    q(NONE, "formule-kwarts",
      "Wat is de chemische samenstelling van kwarts?",
      ["SiO₂", "Al₂O₃", "CaCO₃"],
      "Kwarts is siliciumdioxide. Al₂O₃ is korund en CaCO₃ is calciet.",
      "A"),

    q(NONE, "splijting-mica",
      "Wat is kenmerkend voor de splijting van mica's zoals muscoviet en biotiet?",
      ["Ze splijten niet en breken schelpvormig",
       "Ze splijten perfect in één richting, in dunne buigzame plaatjes",
       "Ze splijten in drie richtingen loodrecht op elkaar, in kubusjes"],
      """
Mica's zijn plaatsilicaten: sterke lagen die onderling maar zwak aan elkaar vastzitten. Daardoor laten ze zich in één richting in flinterdunne, buigzame en elastische blaadjes splijten. Schelpvormige breuk zonder splijting is kenmerkend voor kwarts en vulkanisch glas, en splijting in drie richtingen loodrecht op elkaar, zodat kubusjes ontstaan, zie je bij haliet en galeniet.""",
      "B"),

    q(NONE, "dichtheid-berekenen",
      "Een mineraalmonster heeft een massa van 54 g en een volume van 20 cm³. Hoe groot is de dichtheid?",
      ["0,37 g/cm³", "2,7 g/cm³", "74 g/cm³"],
      "Dichtheid is massa gedeeld door volume: 54 g / 20 cm³ = 2,7 g/cm³, ongeveer de dichtheid van calciet.",
      "B", compute={"expression": "54 / 20", "unit": "g/cm³"}),

    q(NONE, "geen-mineraal",
      "Welke van de volgende is GEEN mineraal?",
      ["Kwarts", "Olivijn", "Graniet", "Magnetiet"],
      """
Graniet is een gesteente: een mengsel van verschillende mineralen, vooral kwarts, veldspaat en mica. Een mineraal daarentegen is een natuurlijke, meestal kristallijne stof met een vaste chemische samenstelling of een samenstelling binnen vaste grenzen. Kwarts (SiO₂), olivijn ((Mg,Fe)₂SiO₄) en magnetiet (Fe₃O₄) voldoen daar alle drie aan.""",
      "C"),

    q(NONE, "magnetisch-mineraal",
      "Welk mineraal trekt een kompasnaald sterk aan?",
      ["Magnetiet", "Hematiet", "Pyriet"],
      "Magnetiet (Fe₃O₄) is sterk magnetisch. Hematiet en pyriet bevatten ook ijzer, maar zijn niet of nauwelijks magnetisch.",
      "A"),

    q(NONE, "pyriet-bijnaam",
      "Welk mineraal wordt vanwege zijn kleur en glans ook wel 'gekkengoud' genoemd?",
      ["Chalcopyriet", "Pyriet", "Galeniet"],
      "Pyriet (FeS₂) lijkt met zijn messinggele metaalglans op goud, maar is veel harder en brozer en geeft een groenzwarte streep in plaats van een gele. Galeniet is loodgrijs.",
      "B", related=["wat-is-streepkleur"]),

    q(NONE, "diamant-en-grafiet",
      "Diamant en grafiet bestaan allebei uit zuivere koolstof. Hoe heet deze relatie?",
      ["Isotopen", "Polymorfen", "Isomeren uit de organische chemie"],
      "Polymorfen hebben dezelfde samenstelling maar een andere kristalstructuur: in diamant vormt elk koolstofatoom vier sterke bindingen in drie dimensies, in grafiet liggen de atomen in lagen.",
      "B"),

    q(NONE, "aantal-kristalstelsels",
      "Hoeveel kristalstelsels worden in de mineralogie gewoonlijk onderscheiden?",
      ["Vier", "Zeven", "Twaalf"],
      "Kubisch, tetragonaal, orthorombisch, monoklien, triklien, trigonaal en hexagonaal: zeven. (Soms worden trigonaal en hexagonaal als één kristalfamilie geteld, maar twaalf komt in geen enkele indeling voor.)",
      "B"),

    q(NONE, "bouwsteen-silicaten",
      "Wat is de basisbouwsteen van alle silicaatmineralen?",
      ["Een tetraëder van één siliciumatoom omringd door vier zuurstofatomen",
       "Een kubus van acht siliciumatomen",
       "Een keten van koolstof- en waterstofatomen"],
      "De SiO₄-tetraëder kan alleen voorkomen of met andere tetraëders hoekpunten delen, waardoor ringen, ketens, platen en driedimensionale netwerken ontstaan.",
      "A", related=["veldspaat-aardkorst"]),

    q(NONE, "veldspaat-aardkorst",
      "Welke mineraalgroep is het meest voorkomend in de aardkorst?",
      ["Carbonaten", "Veldspaten", "Sulfiden"],
      "Veldspaten, zoals orthoklaas en plagioklaas, maken ongeveer de helft of meer van de aardkorst uit; ze zitten in vrijwel alle stollingsgesteenten.",
      "B", related=["bouwsteen-silicaten"]),

    q(NONE, "glans-van-kwarts",
      "Welke glans heeft kwarts?",
      ["Metaalglans", "Glasglans", "Parelmoerglans"],
      "Kwarts glanst als glas. Metaalglans zie je bij pyriet en galeniet, parelmoerglans op splijtvlakken van bijvoorbeeld talk en muscoviet.",
      "B"),

    q(NONE, "karaat-naar-gram",
      "Een diamant weegt 3,5 karaat. Eén karaat is 0,2 gram. Hoeveel weegt de steen?",
      ["0,7 g", "1,75 g", "7 g"],
      "3,5 × 0,2 g = 0,7 g.",
      "A", compute={"expression": "3.5 * 0.2", "unit": "g"}),

    q(NONE, "mohs-ordinale-schaal",
      "Korund heeft op de schaal van Mohs hardheid 9 en kwarts hardheid 7. Wat kun je daaruit afleiden?",
      ["Korund is precies 9/7 keer zo hard als kwarts",
       "Korund kan kwarts krassen, maar de schaal zegt niet hoeveel harder korund is",
       "Kwarts kan korund krassen",
       "Korund is precies twee keer zo hard als kwarts"],
      """
De schaal van Mohs is een rangorde: een mineraal krast alle mineralen met een lagere waarde en wordt gekrast door alle mineralen met een hogere. Korund krast dus kwarts, niet andersom. De afstanden tussen de stappen zijn echter niet gelijk. Gemeten met een absolute methode is korund ongeveer vier keer zo hard als kwarts, en diamant (10) weer enkele malen harder dan korund. Verhoudingen als 9/7 of 'twee keer zo hard' kun je uit de getallen daarom niet afleiden.""",
      "B", related=["mohs-hardheid-7"]),

    q(NONE, "evaporieten",
      "Hoe ontstaan evaporieten zoals haliet en gips?",
      ["Door het stollen van magma diep in de korst",
       "Door het indampen van zeewater of zout meerwater, waarbij opgeloste zouten neerslaan",
       "Door metamorfose van kalksteen onder hoge druk"],
      "Als er meer water verdampt dan er wordt aangevoerd, raakt het water oververzadigd en slaan eerst carbonaten, dan gips en daarna haliet neer.",
      "B", related=["haliet-formule"]),

    q(NONE, "robijn-en-saffier",
      "Van welk mineraal zijn robijn en saffier variëteiten?",
      ["Beril", "Korund", "Spinel"],
      """
Robijn en saffier zijn allebei korund (Al₂O₃). Sporen van chroom geven de rode kleur van robijn; saffier dankt zijn blauwe kleur vooral aan ijzer en titaan, en in andere kleuren wordt korund van edelsteenkwaliteit ook saffier genoemd. Beril levert smaragd en aquamarijn, en spinel is een ander mineraal, waarvan rode exemplaren wel vaak voor robijn zijn aangezien.""",
      "B"),

    q(NONE, "naam-fluorescentie",
      "Naar welk mineraal is het verschijnsel fluorescentie genoemd?",
      ["Fluoriet", "Fosforiet", "Calciet"],
      "Fluoriet (CaF₂) licht onder ultraviolet licht vaak blauw-violet op; de Britse natuurkundige Stokes noemde het verschijnsel in 1852 naar dit mineraal.",
      "A"),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "hoofdbestanddeel-kalksteen",
      "Welk mineraal is het hoofdbestanddeel van kalksteen?",
      ["Kwarts", "Calciet", "Veldspaat"],
      "Kalksteen bestaat voor het grootste deel uit calciumcarbonaat in de vorm van calciet, vaak afkomstig van schelpen en skeletjes van zeedieren. Daarom bruist kalksteen met verdund zoutzuur; zandsteen, dat vooral uit kwarts bestaat, doet dat niet.",
      "B", moved_to="A", related=["calciet-zoutzuur"]),

    q(SUPPORTS_DISTRACTOR, "volume-uit-dichtheid",
      "Een mineraalmonster van 30 g heeft een dichtheid van 5 g/cm³. Hoe groot is het volume?",
      ["0,17 cm³", "6 cm³", "150 cm³"],
      "Volume is massa gedeeld door dichtheid: 30 g / 5 g/cm³ = 6 cm³. Vermenigvuldigen in plaats van delen geeft 150, en dichtheid gedeeld door massa geeft 0,17.",
      "B", moved_to="C"),

    q(SUPPORTS_DISTRACTOR, "splijting-of-breuk",
      "Wat is het verschil tussen splijting en breuk bij een mineraal?",
      ["Splijting volgt vlakke richtingen van zwakke bindingen in het kristalrooster; breuk is een onregelmatig breekoppervlak dat geen vaste vlakken volgt",
       "Splijting ontstaat alleen in de natuur, breuk alleen bij bewerking door mensen",
       "Splijting komt alleen bij zachte mineralen voor en breuk alleen bij harde"],
      """
Bij splijting breekt een mineraal steeds langs dezelfde, kristallografisch bepaalde vlakken, omdat de bindingen in die richtingen zwakker zijn; denk aan de plaatjes van mica of de rombisch splijtende calciet. Waar zulke zwakke richtingen ontbreken, ontstaat een breuk, bijvoorbeeld schelpvormig bij kwarts. Of het breken in de natuur of onder de hamer gebeurt, en of een mineraal hard of zacht is, bepaalt het verschil niet: ook de harde diamant splijt. Diamantslijpers maken daar al eeuwen gebruik van bij het kloven van ruwe stenen.""",
      "A", moved_to="B"),
]
