from common import *

TOPIC = {
    "id": "glasblazen",
    "title": "Glasblazen",
    "description": "Het vormen van heet glas met blaaspijp, vlam en oven: materialen, gereedschap, technieken en het afkoelen.",
}

QUESTIONS = [
    q(NONE, "blaaspijp-functie",
      "Waarvoor gebruikt een glasblazer de blaaspijp?",
      ["Om glas uit de oven te nemen en er lucht in te blazen",
       "Om de temperatuur van het glas in de oven te meten",
       "Om afgekoeld glas te polijsten"],
      "A",
      "Met de lange holle pijp wordt een klodder glas opgenomen en tot een bel opgeblazen.",
      [KORT]),

    q(NONE, "pontil-functie",
      "Waarvoor dient de pontil, de massieve staaf die een glasblazer tijdens het werk gebruikt?",
      ["Om het gesmolten glas in de oven te roeren zodat de kleur gelijkmatig wordt",
       "Om het werkstuk aan de bodem vast te houden terwijl de opening wordt afgewerkt",
       "Om ongewenste luchtbellen uit het hete glas te prikken voordat het afkoelt"],
      "B",
      "De glasblazer hecht de staaf met een beetje heet glas aan de onderkant van het voorwerp en breekt daarna de "
      "blaaspijp los. Zo kan hij de rand van de opening bijwerken; het litteken van de hechting zie je vaak nog onder de bodem.",
      [PARAFRASE]),

    q(SUPPORTS, "koeloven-doel",
      "Waarom gaat een geblazen voorwerp na afloop in een koeloven?",
      ["Om het langzaam te laten afkoelen, zodat er geen spanningen achterblijven",
       "Om het glas extra hard en krasvast te maken, harder dan normaal glas",
       "Om het glas door de warmte van de oven een gelijkmatige kleur te geven"],
      "A",
      "Optie A is juist: koelt glas te snel af, dan krimpt de buitenkant eerder dan de binnenkant en blijven er "
      "spanningen in zitten waardoor het later, soms pas na dagen, spontaan kan barsten. In de koeloven blijft het "
      "voorwerp eerst een tijd op de ontspanningstemperatuur, waarna de temperatuur in uren of dagen rustig zakt. "
      "Optie B klopt niet: gewoon uitgegloeid glas wordt niet harder dan normaal; voor extra sterkte wordt glas juist "
      "snel en gecontroleerd afgekoeld, zoals bij gehard glas. Optie C is onjuist, want de kleur komt van metaaloxiden "
      "die al in de glasmassa zitten of van kleurpoeder tijdens het blazen, niet van de koeloven.",
      [LANG, WEERLEGT], moved_to="C"),

    q(NONE, "borosilicaatglas-lab",
      "Waarom is borosilicaatglas geschikt voor laboratoriumglaswerk?",
      ["Omdat het goedkoper is dan gewoon glas en daardoor makkelijk te vervangen",
       "Omdat het bij kamertemperatuur iets buigzaam is en daardoor niet breekt",
       "Omdat het weinig uitzet bij verwarming en daardoor goed tegen temperatuurschokken kan"],
      "C",
      "Door het boortrioxide zet dit glas ongeveer drie keer minder uit dan gewoon natronkalkglas. Snel verwarmen of "
      "afkoelen geeft daardoor weinig spanning.",
      [PARAFRASE]),

    q(NONE, "hoofdbestanddeel-glas",
      "Wat is het hoofdbestanddeel van gewoon natronkalkglas?",
      ["Siliciumdioxide uit kwartszand", "Klei, zoals bij aardewerk", "Kalk uit schelpen of kalksteen"],
      "A",
      "Glas bestaat voor ongeveer driekwart uit silica. Kalk is een toevoeging, geen hoofdbestanddeel: samen met soda, "
      "dat het smeltpunt verlaagt, maakt het glas bestand tegen water. Klei gebruikt de pottenbakker, niet de glasblazer.",
      [WEERLEGT]),

    q(NONE, "zand-in-glasmengsel",
      "Een glasmengsel bestaat voor 72% uit zand, 15% uit soda en 13% uit andere grondstoffen. Hoeveel zand zit er in 250 kg mengsel?",
      ["150 kg", "180 kg", "200 kg"],
      "B",
      "72% van 250 kg is 0,72 × 250 = 180 kg.",
      [REKEN, KORT],
      compute=("250 * 0.72", "kg")),

    q(NONE, "ovenkosten-week",
      "Een glasoven verbruikt gemiddeld 9 kW en staat dag en nacht aan. Elektriciteit kost € 0,30 per kWh. Wat kost het "
      "om de oven een week te laten branden?",
      ["€ 64,80", "€ 453,60", "€ 1512"],
      "B",
      "Negen kilowatt gedurende 168 uur is 1512 kilowattuur; tegen dertig cent per kilowattuur kost dat € 453,60. Het "
      "getal 1512 is dus de hoeveelheid energie en geen bedrag, en € 64,80 is de prijs van één dag.",
      [REKEN, EENHEID_WOORD, GETAL_WOORD, WEERLEGT],
      compute=("9 * 24 * 7 * 0.30", "€")),

    q(NONE, "uitzetting-glasstaaf",
      "Een glasstaaf van 50 cm heeft een lineaire uitzettingscoëfficiënt van 9 × 10⁻⁶ per kelvin en wordt 500 K warmer. "
      "Hoeveel langer wordt de staaf?",
      ["0,0225 mm", "0,225 mm", "2,25 mm"],
      "C",
      "De verlenging is lengte × coëfficiënt × temperatuurverschil: 500 mm × 0,000009 × 500 = 2,25 mm.",
      [REKEN, KORT],
      compute=("500 * 9e-6 * 500", "mm")),

    q(NONE, "murano-verhuizing",
      "Waarom moesten de Venetiaanse glasblazers in 1291 hun werkplaatsen naar het eiland Murano verplaatsen?",
      ["Vanwege het brandgevaar van hun ovens in de dichtbebouwde stad",
       "Omdat op Murano het zuiverste glaszand van de hele Venetiaanse lagune lag",
       "Omdat de paus glasblazen binnen de stad had verboden"],
      "A",
      "De stad vreesde dat de ovens grote branden zouden veroorzaken tussen de houten huizen; bovendien kon Venetië de "
      "vakgeheimen op het eiland beter bewaken. Zie [Murano](https://nl.wikipedia.org/wiki/Murano).",
      [LINK, PARAFRASE]),

    q(NONE, "millefiori",
      "Wat is *millefiori*?",
      ["Een Venetiaanse spiegel met een lijst van kleine glazen bloemen en bladeren eromheen",
       "Een fijn soort zand uit de lagune dat glas bij het smelten een roze tint geeft",
       "Een techniek waarbij plakjes van staven met een bloempatroon in glas worden verwerkt"],
      "C",
      "Bij *millefiori*, duizend bloemen, bundelt de glasblazer gekleurde staafjes, rekt de bundel uit en snijdt er "
      "schijfjes van die als een mozaïek worden ingesmolten.",
      [CURSIEF, PARAFRASE]),

    q(SUPPORTS, "lampwerk-verschil",
      "Wat onderscheidt lampwerk, ook vlamwerk genoemd, van het blazen van glas uit een oven?",
      [("Bij lampwerk wordt alleen koud glas geslepen en gegraveerd, zonder het te verhitten",
        "Nee: bij lampwerk wordt het glas juist verhit tot het zacht is."),
       ("Bij lampwerk worden glasstaven en glasbuizen boven een gasbrander gesmolten en gevormd",
        "Juist."),
       ("Bij lampwerk wordt het glas in een mal gegoten",
        "Nee: gieten in een mal is een andere techniek.")],
      "B",
      "De werker houdt staven of buizen in een hete steekvlam en vormt ze aan tafel; er komt geen oven vol gesmolten glas aan te pas.",
      [KORT, PARAFRASE, FEEDBACK], moved_to="A"),

    q(NONE, "kobalt-blauw",
      "Welk metaaloxide kleurt glas diepblauw?",
      ["IJzeroxide", "Mangaanoxide", "Kobaltoxide"],
      "C",
      "Een fractie van een procent kobaltoxide volstaat voor diep blauw. IJzeroxide geeft juist een groene tint, en "
      "mangaanoxide kleurt paars of wordt in kleine hoeveelheden gebruikt om die groene zweem te maskeren.",
      [WEERLEGT]),

    q(NONE, "loodkristal-glans",
      "Waarom schittert loodkristal meer dan gewoon glas?",
      ["Omdat loodoxide de brekingsindex van het glas verhoogt",
       "Omdat het glas een laagje zilver krijgt",
       "Omdat het na het blazen extra lang in de koeloven blijft"],
      "A",
      "Lood laat het licht sterker afbuigen en verstrooien in kleuren, zodat de geslepen facetten meer glinsteren.",
      [PARAFRASE]),

    q(NONE, "marver-gebruik",
      "Waarvoor gebruikt een glasblazer de *marver*?",
      ["Om het glas in te kleuren met poeder dat op de plaat is uitgestrooid",
       "Om de hete glasbel op te rollen tot een gelijkmatige vorm",
       "Om het afgekoelde voorwerp te signeren en van een datum te voorzien"],
      "B",
      "De *marver* is een gladde plaat van staal, vroeger van marmer, waarop de bel heen en weer wordt gerold tot een "
      "gelijkmatige, symmetrische vorm.",
      [CURSIEF, PARAFRASE]),

    q(NONE, "glas-mythe-kerkramen",
      "Welke bewering over glas is NIET juist?",
      ["Glas is amorf en heeft geen regelmatig kristalrooster",
       "Oude kerkramen zijn onderaan dikker omdat het glas in de loop van eeuwen naar beneden is gevloeid",
       "Glas wordt bij verhitting geleidelijk zachter en heeft daarom geen scherp bepaald smeltpunt zoals ijs"],
      "B",
      "Het verschil in dikte komt van de oude productiemethode, die geen gelijkmatig dikke ruiten opleverde; glaszetters "
      "plaatsten de dikke kant meestal onderaan. De andere uitspraken kloppen: de atomen in glas liggen ongeordend, zoals "
      "in een vloeistof, en daardoor gaat glas bij opwarmen langzaam van hard naar stroperig in plaats van op één "
      "temperatuur te smelten.",
      [NEG]),

    q(NONE, "opwarmoven-functie",
      "Waarvoor dient de opwarmoven, de *glory hole*, bij het glasblazen?",
      ["Om het werkstuk tussendoor opnieuw te verwarmen",
       "Om zand, soda en kalk tot nieuw glas te smelten",
       "Om het voorwerp na afloop langzaam af te laten koelen"],
      "A",
      "Het glas koelt tijdens het vormen af en wordt stijf; in deze oven wordt het weer werkbaar gemaakt.",
      [KORT, CURSIEF]),

    q(NONE, "blaaspijp-draaien",
      "Waarom draait een glasblazer de blaaspijp tijdens het werk vrijwel voortdurend rond?",
      ["Om de ingeblazen lucht goed door het glas te mengen",
       "Om het glas sneller en gelijkmatiger af te laten koelen",
       "Om de kleurstoffen gelijkmatig door de glasmassa te verdelen",
       "Om te voorkomen dat het zachte glas door de zwaartekracht scheef uitzakt"],
      "D",
      "Optie A klopt niet: de lucht komt via de pijp in de bel terecht en wordt niet door het glas gemengd. Optie B is "
      "onjuist, want door het draaien koelt het glas niet wezenlijk sneller af; de glasblazer wil het juist zo lang mogelijk "
      "werkbaar houden. Optie C verwart het draaien met het verwerken van gekleurde staafjes of poeder, wat op een ander "
      "moment gebeurt. Optie D is juist: heet glas is zo vloeibaar dat het bij stilstand naar beneden zakt en van de pijp "
      "af kan druipen. Door gelijkmatig te draaien blijft de massa rond de as van de pijp gecentreerd, en zo ontstaat "
      "een symmetrische vorm.",
      [LANG, WEERLEGT]),

    q(NONE, "kokend-water-koud-glas",
      "Waarom kan een koud drinkglas barsten als je er kokend water in giet?",
      [("Omdat het water te zwaar is voor het glas",
        "Nee: het gewicht van het water speelt geen rol."),
       ("Omdat heet water het glas aan de binnenkant chemisch oplost en verzwakt",
        "Nee: glas is juist zeer bestand tegen water."),
       ("Omdat de binnenkant snel uitzet terwijl de buitenkant nog koud is",
        "Juist: dat verschil veroorzaakt spanning.")],
      "C",
      "Glas geleidt warmte slecht. De verwarmde binnenwand wil uitzetten, maar de koude buitenwand houdt die tegen; de "
      "spanning die zo ontstaat, kan groter worden dan het glas verdraagt.",
      [FEEDBACK, PARAFRASE]),

    q(SUPPORTS, "vlakglas-floatproces",
      "Hoe wordt vlakglas voor ramen tegenwoordig meestal gemaakt?",
      ["Doordat gesmolten glas op een bad van vloeibaar tin drijft en zo een vlakke plaat vormt",
       "Door grote geblazen cilinders open te snijden en in een oven plat te laten zakken",
       "Door glas in zandvormen te gieten"],
      "A",
      "Bij het floatproces vloeit het glas uit over gesmolten tin tot een volkomen vlakke laag. Het openleggen van "
      "geblazen cilinders was een oudere methode, niet de huidige.",
      [WEERLEGT], moved_to="B"),

    q(NONE, "coe-fusing",
      "Wat betekent de aanduiding COE 96 op glas voor fusing?",
      ["Dat het glas al bij 96 °C zacht wordt en dus in een gewone oven te smelten is",
       "Dat het glas een uitzettingscoëfficiënt van ongeveer 96 × 10⁻⁷ per graad heeft",
       "Dat het glas voor 96% uit silica bestaat en dus zeer hittebestendig is"],
      "B",
      "De afkorting staat voor coefficient of expansion. Alleen glas met dezelfde COE kan worden samengesmolten zonder "
      "dat het bij afkoelen barst; met het smeltpunt of de samenstelling heeft het getal niets te maken.",
      [ACR, WEERLEGT]),

    q(NONE, "koeltijd-werkstuk",
      "Een koeloven brengt een dik werkstuk met 50 °C per uur omlaag van 520 °C naar 20 °C. Hoe lang duurt dat?",
      ["1 uur", "5 uur", "10 uur"],
      "C",
      "Het werkstuk moet 500 graden Celsius zakken; bij vijftig graden per uur kost dat tien uur.",
      [REKEN, KORT, EENHEID_WOORD, GETAL_WOORD],
      compute=("(520 - 20) / 50", "uur")),

    q(NONE, "geen-glasgereedschap",
      "Welk gereedschap gebruikt een glasblazer GEEN bij het vormen van heet glas?",
      ["Een uitgehold blok van nat hout", "Een glasblazerstang", "Een opgevouwen natte krant", "Een soldeerbout"],
      "D",
      "Een soldeerbout wordt niet warm genoeg en dient voor elektronica. De andere drie zijn gewone hulpmiddelen: in het "
      "natte houten blok wordt de bel rondgedraaid, met de tang worden halzen en openingen gevormd, en een natte krant "
      "beschermt de hand terwijl de glasblazer het hete glas vormt.",
      [NEG]),

    q(NONE, "natuurlijk-vulkanisch-glas",
      "Hoe heet natuurlijk glas dat ontstaat wanneer lava zeer snel afkoelt?",
      ["Obsidiaan", "Kwarts", "Basalt"],
      "A",
      "Obsidiaan stolt zo snel dat er geen kristallen kunnen vormen; kwarts is juist kristallijn.",
      [KORT, WEERLEGT]),
]
