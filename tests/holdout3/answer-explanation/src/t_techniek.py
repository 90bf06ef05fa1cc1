from gen import Q
TOPIC = "techniek"
TITLE = "Techniek"
DESC = "Elektriciteit, mechanica en materiaalkunde voor de techniekopleiding."
QS = [
Q("wet-van-ohm-spanning", "Door een weerstand van 6 Ω loopt een stroom van 2 A. Hoe groot is de spanning over de weerstand?",
 ["3 V", "8 V", "*12 V"],
 """Volgens de wet van Ohm is U = I × R = 2 A × 6 Ω = 12 V. 3 V krijg je als je R door I deelt, en 8 V als je optelt.""",
 s="arith refute", related=["vermogen-waterkoker", "weerstanden-parallel"]),
Q("vermogen-230-volt", "Een apparaat op 230 V trekt een stroom van 10 A. Hoe groot is het vermogen?",
 ["2,3 W", "*2,3 kW", "2,3 MW"],
 """P = U × I = 230 V × 10 A = 2 300 W, en dat is 2,3 kW. 2,3 W is duizend keer te klein, 2,3 MW een miljoen keer te groot.""",
 s="arith opdiff"),
Q("vermogen-waterkoker", "Een waterkoker van 2 kW staat zes minuten aan. Stroom kost € 0,30 per kWh. Wat kost dat?",
 ["*€ 0,06", "€ 0,60", "€ 3,60"],
 """Zes minuten is een tiende uur. Energie: 2 kW × 0,1 h = 0,2 kWh. Kosten: 0,2 × € 0,30 = € 0,06. Met € 3,60 heb je 2 kW × 6 ‘uur’ gerekend in plaats van zes minuten.""",
 s="arith refute"),
Q("weerstanden-parallel", "Twee weerstanden van 10 Ω worden parallel geschakeld. Wat is de vervangingsweerstand?",
 ["*5 Ω", "10 Ω", "20 Ω"],
 """Bij parallelschakeling geldt 1/R = 1/10 + 1/10 = 2/10, dus R = 5 Ω. De 20 Ω hoort bij een serieschakeling, niet bij parallel: dan tel je de weerstanden gewoon op.""",
 s="arith refute", related=["wet-van-ohm-spanning"]),
Q("snelheid-90-kmh", "Een auto rijdt 90 kilometer per uur. Hoeveel meter per seconde is dat?",
 ["9 m/s", "*25 m/s", "324 m/s"],
 """Deel door 3,6: 90 km/h ÷ 3,6 = 25 m/s. Dat volgt uit 90 000 m ÷ 3 600 s. Met 324 m/s heb je vermenigvuldigd met 3,6 in plaats van gedeeld.""",
 s="arith refute"),
Q("hefboom-evenwicht", "Aan een wip hangt links 200 N op 0,5 m van het draaipunt. Welke kracht moet rechts op 2 m van het draaipunt werken voor evenwicht?",
 ["25 N", "*50 N", "800 N"],
 """Bij evenwicht zijn de momenten links en rechts gelijk: F₁ × r₁ = F₂ × r₂. Dus 200 N × 0,5 m = F × 2 m, en F = 100 ÷ 2 = 50 N. De 800 N krijg je als je de armen omdraait.""",
 s="arith refute"),
Q("geen-geleider", "Welk materiaal is GEEN goede elektrische geleider?",
 ["koper", "aluminium", "*rubber", "zilver"],
 """Rubber is een isolator: er zijn vrijwel geen vrije elektronen, en daarom wordt het gebruikt als isolatie om snoeren. Koper, aluminium en zilver zijn metalen en geleiden juist heel goed; zilver is zelfs de beste geleider.""",
 s="neg refute"),
Q("functie-zekering", "Wat is de functie van een zekering in een elektrische installatie?",
 ["De spanning omhoog transformeren.", "Het elektriciteitsverbruik meten.", "*De stroomkring onderbreken als de stroom te groot wordt.", "Wisselspanning omzetten in gelijkspanning."],
 """Een zekering beschermt de bedrading:

- bij **overbelasting** of **kortsluiting** wordt de stroom te groot;
- de zekering smelt door of schakelt uit, en de kring is onderbroken;
- zo raken de draden niet oververhit en ontstaat er geen brand.

Spanning omhoog transformeren doet een *transformator*, het verbruik meten doet de *kWh-meter*, en wisselspanning omzetten in gelijkspanning doet een *gelijkrichter*.""",
 s="md refute", md=True),
Q("dichtheid-water", "Wat is de dichtheid van water bij kamertemperatuur, ongeveer?",
 ["*1,0 g/cm³", "1,0 kg/cm³", "1,0 g/m³"],
 """Eén kubieke centimeter water weegt ongeveer één gram: 1,0 g/cm³, oftewel 1 000 kg/m³. Met 1,0 kg/cm³ zou een liter water duizend kilo wegen.""",
 s="opdiff refute"),
Q("hoogspanning-transport", "Waarom wordt elektriciteit over lange afstand via hoogspanningsleidingen getransporteerd?",
 ["Omdat hoge spanning sneller door de draden reist.", "*Omdat bij hoge spanning de stroom lager is, zodat er minder energie verloren gaat als warmte in de leiding.", "Omdat huishoudelijke apparaten rechtstreeks op hoogspanning werken.", "Omdat hoge spanning veiliger is bij aanraking."],
 """Het antwoord volgt uit twee formules: P = U × I en P_verlies = I² × R. We lopen de opties langs.

Elektrische energie reist niet ‘sneller’ bij hoge spanning. De snelheid waarmee het signaal zich voortplant, ligt bij elke spanning in de buurt van de lichtsnelheid. Dat is dus geen reden.

Voor een vast vermogen geldt: hoe hoger de spanning U, hoe kleiner de stroom I. Het verlies in de leiding hangt af van I² × R. Maak je de spanning tien keer zo hoog, dan wordt de stroom tien keer zo klein en het warmteverlies honderd keer zo klein. Dat is de echte reden, dus dit is het juiste antwoord.

Huishoudelijke apparaten werken op 230 V. Vlak bij de wijk zet een transformator de hoogspanning eerst om naar laagspanning; rechtstreeks aansluiten zou de apparaten vernielen.

Hoge spanning is juist levensgevaarlijk. Daarom hangen de leidingen hoog in de lucht en zijn de masten afgeschermd.""",
 s="walk refute"),
Q("wisselspanning-klopt-niet", "Welke uitspraak over het Nederlandse stopcontact klopt niet?",
 ["Er staat een wisselspanning van ongeveer 230 V op.", "*De netfrequentie is 60 Hz.", "De stroomrichting wisselt voortdurend."],
 """In Nederland, en de rest van Europa, is de netfrequentie 50 Hz; 60 Hz gebruiken onder meer de Verenigde Staten. De andere twee uitspraken kloppen: 230 V wisselspanning, met een richting die steeds omkeert.""",
 s="neg refute"),
Q("druk-kracht-oppervlak", "Een kist van 600 N staat op een grondvlak van 0,03 m². Hoe groot is de druk op de vloer?",
 ["20 Pa", "20 MPa", "*20 kPa"],
 """p = F ÷ A = 600 N ÷ 0,03 m² = 20 000 Pa, en dat is 20 kPa. 20 Pa is duizend keer te klein; 20 MPa (twintig miljoen pascal) duizend keer te groot.""",
 s="arith refute opdiff"),
Q("magnetisch-materiaal", "Welk materiaal wordt aangetrokken door een magneet?",
 ["koper", "*ijzer", "aluminium"],
 """Het juiste antwoord is B. IJzer is ferromagnetisch en wordt sterk aangetrokken; koper en aluminium niet.""",
 s="letter"),
Q("eenheid-kracht", "Wat is de SI-eenheid van kracht?",
 ["joule", "watt", "*newton"],
 """Kracht meet je in newton (N).""",
 s=""),
Q("rendement-lamp", "Een lamp neemt 40 J elektrische energie op en geeft daarvan tien joule af als licht. Wat is het rendement?",
 ["*25 %", "40 %", "75 %"],
 """Rendement = nuttige energie ÷ opgenomen energie × 100 % = 10 J ÷ 40 J × 100 % = 25 %. De overige 75 % wordt warmte; die 75 % is dus het verlies, niet het rendement.""",
 s="arith refute"),
Q("uitzettingsvoeg-brug", "Waarom heeft een stalen brug uitzettingsvoegen (dilatatievoegen)?",
 ["Zodat regenwater kan weglopen.", "*Zodat het staal kan uitzetten en krimpen bij temperatuurwisselingen zonder dat er spanningen en scheuren ontstaan.", "Om de brug lichter te maken.", "Om trillingen van het verkeer volledig te laten verdwijnen."],
 """Staal zet uit als het warmer wordt. Bekijk de vier opties.

Afwatering regel je met afschot en goten. Een voeg kan wat water doorlaten, maar daarvoor wordt hij niet gemaakt; water in de voeg is juist een onderhoudsprobleem.

Uitzetten en krimpen is de echte reden. Een stalen liggerstuk van honderd meter wordt bij een temperatuurverschil van veertig graden ongeveer 100 m × 12 × 10⁻⁶ per °C × 40 °C ≈ 4,8 cm langer. Zonder voeg zou die lengte nergens heen kunnen. Er ontstaan dan enorme spanningen die het wegdek kunnen laten scheuren of de brug kunnen vervormen.

Een voeg maakt de brug niet lichter; het gewicht van de constructie blijft vrijwel gelijk.

Trillingen verdwijnen ook niet door een voeg. Daarvoor gebruik je rubberen opleggingen of dempers. Een slecht onderhouden voeg geeft juist extra schokken als er een vrachtwagen overheen rijdt.""",
 s="walk refute arith"),
]
