from common import *

ONDERWERP = "vliegvissen"

VRAGEN = [
q(NONE, "aftma-klasse-betekenis",
  "Wat geeft de AFTMA-klasse van een vliegenlijn, zoals 'klasse 5', aan?",
  ["De lengte van de lijn in yards",
   "De treksterkte van de lijn in ponden",
   "Het gewicht van de eerste 30 voet van de lijn, uitgedrukt in grains",
   "De diameter van de lijn in duizendsten van een inch"], "C",
  "Het getal staat voor een gewichtsklasse: voor klasse 5 weegt de eerste 30 ft zo'n 140 grains. Het zegt dus niets "
  "over lengte of treksterkte.",
  tags=[PAR, WEER, EW]),

q(NONE, "hengel-negen-voet-in-meter",
  "Een vliegenhengel is 9 voet lang. Hoeveel meter is dat ongeveer? (1 voet = 0,3048 m)",
  ["2,44 m", "2,74 m", "2,97 m", "3,05 m"], "B",
  "9 ft × 0,3048 m/ft = 2,74 m.",
  tags=[REK, KORT, EW]),

q(NONE, "kenmerk-droge-vlieg",
  "Wat kenmerkt een droge vlieg?",
  ["Hij drijft op het wateroppervlak",
   "Hij zinkt snel naar de bodem",
   "Hij heeft een metalen lepel"], "A",
  "Een droge vlieg blijft bovenop het water liggen, net als een volwassen insect.",
  fb=["Goed zo! Vaak helpt een beetje drijfvet daarbij.",
      "Nee, zinkende vliegen zijn bijvoorbeeld verzwaarde nimfen en streamers.",
      "Nee, een lepel hoort bij het spinvissen."],
  tags=[FB, KORT, PAR]),

q(NONE, "wat-imiteert-een-nimf",
  "Wat imiteert een nimf?",
  ["Een vis die net uit het ei komt",
   "Een sprinkhaan die in het water valt",
   "Een volwassen eendagsvlieg op het water",
   "Het onderwaterstadium van een waterinsect"], "D",
  "Het gaat om de larve die nog op of bij de bodem leeft, voordat die naar het oppervlak zwemt om uit te komen.",
  tags=[PAR]),

q(NONE, "tippet-5x-diameter",
  "Met de 'regel van 11' reken je de X-aanduiding van een tippet om naar de diameter in duizendsten van een inch. Welke diameter heeft 5X?",
  ["0,006 inch", "0,005 inch", "0,011 inch", "0,055 inch"], "A",
  "11 − 5 = 6, dus 0,006 inch (ongeveer 0,15 mm).",
  tags=[REK, KORT]),

q(NONE, "lijngewicht-grains-naar-gram",
  "Het kopgedeelte van een lijn weegt 160 grains. Hoeveel gram is dat ongeveer? (1 grain ≈ 0,0648 g)",
  ["1,04 g", "6,48 g", "10,4 g", "104 g"], "C",
  "160 × 0,0648 g = 10,37 g, afgerond 10,4 g.",
  tags=[REK, KORT]),

q(NONE, "backing-onjuiste-bewering",
  "Welke bewering over de backing op een vliegenmolen is onjuist?",
  ["Hij wordt als eerste op de spoel gedraaid",
   "Hij geeft reserve als een grote vis ver uitloopt",
   "Hij vult de spoel, zodat de vliegenlijn in ruimere windingen ligt",
   "Hij wordt als laatste stuk aan de vlieg geknoopt"], "D",
  "D klopt niet: aan de vlieg zit de tippet, het dunne uiteinde van de onderlijn, en de backing zit juist helemaal "
  "aan het andere eind. A is juist, want de backing gaat als eerste op de as van de spoel en daarna pas de vliegenlijn. "
  "B beschrijft de belangrijkste taak: een vliegenlijn is meestal maar zo'n 25 tot 30 meter lang, en een zalm of "
  "zeeforel kan veel verder uitlopen, waarna de dunne, sterke backing de reserve vormt. C is ook juist: doordat de "
  "spoel al deels gevuld is, ligt de vliegenlijn in grotere lussen, krult ze minder en haal je per slag meer lijn binnen.",
  tags=[NEG, LANG]),

q(NONE, "wat-is-double-haul",
  "Wat is een *double haul* bij het werpen?",
  ["Twee vliegen tegelijk aan één onderlijn vissen",
   "Tijdens zowel de achterwaartse als de voorwaartse worp een korte ruk aan de lijn geven met de vrije hand",
   "Twee keer achter elkaar een valse worp maken om de vlieg te drogen voordat hij weer op het water wordt gelegd",
   "De lijn met twee handen aan de hengel vasthouden"], "B",
  "Bij de *double haul* trekt de lijnhand bij beide worpen kort aan de lijn, wat de lijnsnelheid en dus de "
  "werpafstand flink vergroot; het is daarmee vooral een techniek voor wind en grote afstanden. Twee vliegen "
  "tegelijk vissen heet een tandem of een dropper-opstelling, en heeft met de worp niets te maken. Valse worpen zijn "
  "worpen waarbij de lijn niet op het water komt, bijvoorbeeld om een droge vlieg te drogen of lijn uit te schieten, "
  "ongeacht of je trekt. En met twee handen aan de hengel werp je met een tweehandige hengel, wat een andere "
  "techniek is dan de ruk met de lijnhand die hier bedoeld wordt.",
  tags=[LANG, CURS, WEER], markup="markdown"),

q(NONE, "wanneer-rolworp",
  "Wanneer is een rolworp de aangewezen worp?",
  ["Als je zo ver mogelijk wilt werpen",
   "Als je een zware streamer gebruikt",
   "Als er achter je bomen of een oever staan, zodat er geen ruimte is voor een achterwaartse worp",
   "Als je vanuit een boot vist en de lijn bij elke worp eerst volledig van het water moet tillen voordat je opnieuw werpt"], "C",
  "Zonder ruimte achter je rol je de lijn voor je langs naar voren; voor maximale afstand is de gewone overhandse worp juist beter.",
  tags=[KORT, WEER]),

q(NONE, "haakmaat-groter",
  "Welke haak is groter: maat 10 of maat 14?",
  ["Maat 10", "Maat 14", "Ze zijn even groot"], "A",
  "Bij vliegenhaken geldt: hoe hoger het nummer, hoe kleiner de haak. Een 10 is dus flinker dan een 14.",
  tags=[PAR]),

q(NONE, "match-the-hatch",
  "Wat bedoelen vliegvissers met *match the hatch*?",
  ["Zo snel mogelijk een vis vangen",
   "Elke keer dezelfde vlieg gebruiken",
   "De hengel afstemmen op het gewicht van de lijn",
   "Een vlieg kiezen die lijkt op de insecten die op dat moment uitkomen"], "D",
  "Je bootst na wat de vis nu eet, in grootte, kleur en vorm.",
  tags=[CURS, PAR, KORT], markup="markdown"),

q(NONE, "lengte-butt-onderlijn",
  "Een onderlijn is 270 cm lang. Het dikke beginstuk (de butt) beslaat 60% van de lengte. Hoe lang is de butt?",
  ["108 cm", "162 cm", "180 cm", "216 cm"], "B",
  "0,60 × 270 cm = 162 cm.",
  tags=[REK, KORT], compute=("270 * 0.6", "cm")),

q(NONE, "weerhaakloze-haak",
  "Waarom drukken veel vliegvissers de weerhaak van hun haak plat?",
  ["Om de vis na de vangst makkelijker en met minder schade terug te zetten",
   "Om de vlieg beter te laten drijven, omdat een haak zonder weerhaak minder weegt en hoger op het water blijft liggen",
   "Omdat de haak dan scherper wordt"], "A",
  "Zonder weerhaak glijdt de haak er zo uit, wat de vis minder verwondt als je hem terugzet.",
  tags=[PAR, KORT]),

q(NONE, "geen-hengelmateriaal",
  "Welk materiaal wordt NIET gebruikt voor vliegenhengels?",
  ["Koolstofvezel", "Glasvezel", "Gespleten bamboe", "Gietijzer"], "D",
  "Gietijzer is veel te zwaar en bros; koolstof, glas en bamboe zijn alle drie gangbaar.",
  tags=[NEG, KORT]),

q(NONE, "betekenis-wf5f",
  "Wat betekent de aanduiding WF5F op een vliegenlijn?",
  ["Wind-Fast, 5 meter, Fluorocarbon",
   "Wet Fly, klasse 5, Fast sinking",
   "Weight Forward, klasse 5, drijvend",
   "Wide Front, 5 kilo, Fine"], "C",
  "WF staat voor een lijn met het gewicht voorin, 5 is de AFTMA-klasse en de F betekent *floating*.",
  tags=[CURS, PAR, KORT], markup="markdown"),

q(NONE, "zinktijd-een-meter",
  "Een zinklijn zakt vier inch per seconde. Hoe lang duurt het ongeveer voordat de lijn een meter diep is? (1 m ≈ 39,4 inch)",
  ["4 s", "10 s", "25 s", "40 s"], "B",
  "39,4 / 4 ≈ 9,8 s, dus ongeveer 10 seconden.",
  tags=[REK, KORT, GW, EW], compute=("39.37 / 4", "s")),

q(NONE, "knoop-vlieg-aan-tippet",
  "Welke knoop wordt veel gebruikt om een vlieg aan de tippet te knopen?",
  ["Paalsteek", "Mastworp", "Platte knoop", "Verbeterde clinchknoop"], "D",
  "De verbeterde clinchknoop houdt goed op dunne lijn; zie een [animatie](https://www.animatedknots.com/improved-clinch-knot-fishing). "
  "Paalsteek en mastworp zijn knopen voor touw op een boot.",
  tags=[LINK, WEER], markup="markdown"),

q(NONE, "wat-imiteert-streamer",
  "Wat imiteert een streamer meestal?",
  ["Een klein visje", "Een mug", "Een regenworm"], "A",
  "Een prooivisje dat wegschiet, vandaar dat je hem met korte trekjes binnenhaalt.",
  tags=[KORT, PAR]),

q(NONE, "resterende-backing",
  "Op een molen zit 100 m backing met daarop 27 m vliegenlijn. Een zalm trekt in totaal 95 m lijn van de spoel. Hoeveel backing zit er nog op de spoel?",
  ["5 m", "27 m", "32 m", "68 m"], "C",
  "Eerst gaat de hele vliegenlijn eraf (27 m), daarna 95 − 27 = 68 m backing. Over: 100 − 68 = 32 m. De 68 m is dus wat er van de backing is afgegaan.",
  tags=[REK, WEER], compute=("100 - (95 - 27)", "m")),

q(NONE, "avond-droge-vlieg",
  "Waarom is de avond in de zomer vaak een goed moment om met de droge vlieg op forel te vissen?",
  ["Omdat forellen 's avonds slecht zien en elke vlieg pakken",
   "Omdat er dan veel insecten uitkomen of eieren leggen, zodat de vis aan het oppervlak aast",
   "Omdat het water 's avonds het warmst is",
   "Omdat er dan minder wind staat en de lijn niet droog wordt"], "B",
  "Op zomeravonden komen veel schietmotten en eendagsvliegen uit of keren ze terug om eieren te leggen; de vissen "
  "stijgen dan om ze van het oppervlak te pakken. Dat maakt B het juiste antwoord. A klopt niet: forellen zien ook bij "
  "weinig licht goed en zijn juist kieskeurig, zodat een slechte imitatie vaak genegeerd wordt. C is onjuist, want "
  "het water is meestal aan het eind van de middag het warmst, en te warm water maakt forel eerder sloom. D bevat een "
  "halve waarheid, want de wind gaat vaak liggen, maar dat de lijn niet droog wordt, verklaart niet waarom de vis "
  "dan bijt.",
  tags=[LANG, WEER]),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "functie-onderlijn",
  "Wat is de belangrijkste functie van de onderlijn (leader) tussen vliegenlijn en vlieg?",
  ["De vlieg verzwaren zodat hij zinkt",
   "De energie van de worp overdragen en een dunne, nauwelijks zichtbare verbinding met de vlieg vormen",
   "Extra reserve bieden als een vis ver uitloopt",
   "De kleur van de vliegenlijn aanpassen"], "B",
  "De taps toelopende onderlijn laat de worp netjes uitrollen en zorgt dat de vis geen dikke lijn bij de vlieg ziet.",
  move="D"),

q(MOVED, "lijn-voor-droge-vlieg",
  "Welk type vliegenlijn gebruik je meestal als je met een droge vlieg aan het oppervlak vist?",
  ["Een drijvende lijn", "Een snel zinkende lijn", "Een lijn met zinkende punt"], "A",
  "Een drijvende lijn blijft bovenop het water, zodat ook de droge vlieg blijft drijven en je hem makkelijk kunt opnemen.",
  move="C"),

q(MOVED, "kosten-vliegen-en-onderlijn",
  "Een visser koopt drie vliegen van € 2,50 per stuk en een onderlijn van € 6,00. Wat betaalt hij in totaal?",
  ["€ 8,50", "€ 10,50", "€ 13,50", "€ 15,00"], "C",
  "3 × € 2,50 = € 7,50; plus € 6,00 geeft € 13,50.",
  move="B"),
]
