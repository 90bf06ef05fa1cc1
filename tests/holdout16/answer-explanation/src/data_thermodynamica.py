from common import *

TOPIC = dict(title="Thermodynamica",
             description="Temperatuur, warmte, arbeid en de hoofdwetten van de thermodynamica.")

QUESTIONS = [
q(NONE, "thd-celsius-naar-kelvin",
  "Hoeveel kelvin is 25 °C?",
  ["248 K", "298 K", "273 K"], "B",
  "Bij de Celsiustemperatuur tel je 273 op (precies 273,15): 25 + 273 = 298 kelvin.",
  "kort rekenen eenheid-woorden", compute=("25 + 273", "K")),
q(NONE, "thd-eerste-hoofdwet",
  "Wat is de kern van de eerste hoofdwet van de thermodynamica?",
  ["Energie gaat niet verloren en ontstaat niet uit het niets", "De entropie van het heelal neemt toe",
   "Bij het absolute nulpunt is de entropie van een perfect kristal nul", "Twee systemen in evenwicht met een derde zijn onderling in evenwicht"], "A",
  "De toename van de inwendige energie is gelijk aan de toegevoerde warmte min de verrichte arbeid, ΔU = Q − W: energie wordt alleen omgezet. "
  "De entropieuitspraken horen bij de tweede en derde hoofdwet, de laatste bij de nulde.",
  "parafrase weerlegt"),
q(NONE, "thd-water-opwarmen",
  "Hoeveel warmte is nodig om 2,0 kg water van 20 °C tot 80 °C te verwarmen? (c = 4,18 kJ/(kg·K))",
  ["167 kJ", "502 kJ", "669 kJ", "8,4 kJ"], "B",
  "Q = m · c · ΔT = 2,0 × 4,18 × 60 = 501,6 kilojoule, afgerond 502 kJ. Het temperatuurverschil is 80 − 20 = 60 K.",
  "rekenen eenheid-woorden", compute=("2 * 4.18 * 60", "kJ")),
q(NONE, "thd-carnot-rendement",
  "Een ideale warmtemotor werkt tussen een heet reservoir van 500 K en een koud reservoir van 300 K. Wat is het maximale rendement?",
  ["60 %", "67 %", "40 %", "100 %"], "C",
  "Het Carnot-rendement is η = 1 − T_koud / T_heet = 1 − 300 / 500 = 1 − 0,6 = 0,4, dus 40 %. "
  "De 60 % is alleen de verhouding 300 / 500 zelf, zonder die van 1 af te trekken; dat is juist het deel dat als warmte "
  "naar het koude reservoir verdwijnt. De 67 % volgt uit een deling door de verkeerde temperatuur: (500 − 300) / 300. "
  "Dat getal heeft voor deze motor geen betekenis en kan zelfs boven de 100 % uitkomen. En 100 % is volgens de tweede hoofdwet "
  "onhaalbaar: zolang het koude reservoir boven het absolute nulpunt ligt, moet altijd een deel van de opgenomen warmte "
  "worden afgestaan.",
  "lang rekenen weerlegt", compute=("(1 - 300 / 500) * 100", "%")),
q(NONE, "thd-geen-warmtetransport",
  "Welke van de volgende is GEEN vorm van warmtetransport?",
  ["Geleiding", "Stroming (convectie)", "Straling", "Compressie"], "D",
  "Bij compressie verricht je arbeid op een gas; het is geen manier waarop warmte zich verplaatst. "
  "Geleiding, stroming en straling zijn de drie klassieke vormen van warmtetransport.",
  "negatief weerlegt"),
q(NONE, "thd-molair-volume",
  "Welk volume neemt 1,00 mol ideaal gas in bij 273 K en 100 kPa? (R = 8,314 J/(mol·K))",
  ["2,27 L", "24,5 L", "227 L", "22,7 L"], "D",
  "V = nRT / p = 1,00 × 8,314 × 273 / 100 000 = 0,0227 m³, en 1 m³ is 1000 liter, dus 22,7 liter.",
  "kort rekenen eenheid-woorden", compute=("8.314 * 273 / 100000 * 1000", "L")),
q(NONE, "thd-isotherm-constant",
  "Welke grootheid verandert niet tijdens een isotherm proces?",
  ["De temperatuur", "De druk", "Het volume", "De entropie"], "A",
  "Het gas blijft het hele proces even warm: het staat in contact met een reservoir dat alle toegevoerde of afgevoerde warmte opvangt.",
  "kort parafrase"),
q(NONE, "thd-adiabatisch",
  "Wat kenmerkt een adiabatisch proces?",
  ["De temperatuur blijft gelijk", "Er wordt geen warmte met de omgeving uitgewisseld", "De druk blijft gelijk"], "B",
  "Adiabatisch betekent Q = 0. De temperatuur kan juist flink veranderen, zoals bij een fietspomp die warm wordt; "
  "constante temperatuur heet isotherm en constante druk isobaar.",
  "weerlegt feedback",
  fb=["Dat is isotherm; bij een adiabatisch proces verandert de temperatuur juist.", "Goed zo! Q = 0.", "Dat is isobaar."]),
q(NONE, "thd-entropie-onjuist",
  "Welke bewering over entropie is NIET juist?",
  ["In een geïsoleerd systeem neemt de entropie nooit af", "Warmte stroomt vanzelf van een warm naar een koud voorwerp",
   "Bij het smelten van ijs neemt de entropie van het water toe", "De entropie van een systeem kan nooit afnemen, ook niet als het warmte afgeeft"], "D",
  "De laatste bewering is onjuist: een systeem dat warmte afgeeft, bijvoorbeeld koffie die afkoelt, verliest wel degelijk entropie. "
  "De tweede hoofdwet eist alleen dat de totale entropie van systeem plus omgeving niet daalt. Daarom klopt de eerste "
  "bewering wel: een geïsoleerd systeem wisselt niets uit met een omgeving en kan dus niet afnemen in entropie. "
  "Dat warmte spontaan van warm naar koud stroomt, is de klassieke formulering van dezelfde hoofdwet door Clausius. "
  "En bij smelten gaan de watermoleculen van een geordend kristalrooster naar een vloeistof waarin ze vrij bewegen, "
  "zodat het aantal mogelijke microtoestanden en daarmee de entropie toeneemt.",
  "negatief lang weerlegt"),
q(NONE, "thd-ijs-smelten",
  "Hoeveel energie is nodig om 0,50 kg ijs van 0 °C volledig te laten smelten? (smeltwarmte 334 kJ/kg)",
  ["167 kJ", "334 kJ", "668 kJ"], "A",
  "Q = m · L = 0,50 × 334 = 167 kJ. De temperatuur blijft tijdens het smelten 0 °C.",
  "kort rekenen", compute=("0.5 * 334", "kJ")),
q(NONE, "thd-absolute-nulpunt",
  "Bij welke Celsiustemperatuur ligt het absolute nulpunt?",
  ["−100 °C", "−273,15 °C", "0 °C", "−459,67 °C"], "B",
  "Nul kelvin komt overeen met −273,15 °C. Het getal −459,67 is dezelfde temperatuur, maar dan in graden Fahrenheit.",
  "kort weerlegt getal-woorden"),
q(NONE, "thd-warmtepomp-cop",
  "Een warmtepomp levert 12 kW warmte en neemt daarvoor 3 kW elektrisch vermogen op. Wat is het prestatiegetal (COP)?",
  ["0,25", "9", "15", "4"], "D",
  "COP = geleverde warmte / opgenomen elektrisch vermogen = 12 / 3 = 4.",
  "kort rekenen"),
q(NONE, "thd-arbeid-isobaar",
  "Een gas zet bij een constante druk van 200 kPa uit van 0,010 m³ tot 0,040 m³. Hoeveel arbeid verricht het gas?",
  ["600 J", "6 J", "6 kJ", "60 kJ"], "C",
  "W = p · ΔV = 200 000 Pa × 0,030 m³ = 6000 joule, dus 6 kilojoule.",
  "kort rekenen eenheid-woorden"),
q(NONE, "thd-metaal-voelt-koud",
  "Een metalen stang en een houten plank liggen al uren in dezelfde kamer. Waarom voelt het metaal kouder aan?",
  ["Het metaal heeft werkelijk een lagere temperatuur, omdat het de kou van de nacht langer vasthoudt", "Hout produceert zelf een beetje warmte",
   "Metaal geleidt warmte veel beter en voert de warmte van je hand sneller af", "Metaal straalt kou uit"], "C",
  "Beide hebben de kamertemperatuur. Je huid voelt echter hoe snel er warmte wegstroomt, en metaal trekt die warmte door "
  "zijn grote warmtegeleiding veel sneller weg dan hout. Kou is geen straling die iets kan uitzenden.",
  "parafrase weerlegt feedback",
  fb=["Nee, na uren hebben ze allebei kamertemperatuur.", "Nee, hout is geen warmtebron.",
      "Goed zo! Je voelt de warmtestroom, niet de temperatuur zelf.", "Nee, er bestaat geen ‘koudestraling’."]),
q(NONE, "thd-nulde-hoofdwet",
  "Welke hoofdwet maakt het meten van temperatuur met een thermometer zinvol?",
  ["De nulde hoofdwet", "De eerste hoofdwet", "De tweede hoofdwet", "De derde hoofdwet"], "A",
  "Volgens de nulde hoofdwet zijn twee systemen die elk in *thermisch evenwicht* met een derde zijn, ook onderling in evenwicht. "
  "De thermometer speelt de rol van dat derde systeem.",
  "cursief"),
q(NONE, "thd-fahrenheit-naar-celsius",
  "Hoeveel graden Celsius is 100 °F?",
  ["68 °C", "55,6 °C", "212 °C", "37,8 °C"], "D",
  "Trek 32 af en vermenigvuldig met 5/9: (100 − 32) × 5 / 9 = 68 × 5 / 9 ≈ 37,8 graden Celsius. "
  "68 is de tussenstap zonder de factor 5/9.",
  "rekenen weerlegt eenheid-woorden", compute=("(100 - 32) * 5 / 9", "°C")),
q(NONE, "thd-stefan-boltzmann",
  "Een zwart lichaam wordt van 300 K naar 600 K verwarmd. Met welke factor neemt het uitgestraalde vermogen toe?",
  ["2×", "4×", "8×", "16×"], "D",
  "Volgens de [wet van Stefan-Boltzmann](https://nl.wikipedia.org/wiki/Wet_van_Stefan-Boltzmann) is het vermogen evenredig met T⁴: 2⁴ = 16.",
  "kort rekenen link"),
q(NONE, "thd-geen-toestandsgrootheid",
  "Welke grootheid is GEEN toestandsgrootheid?",
  ["De druk", "De inwendige energie", "De verrichte arbeid", "De entropie"], "C",
  "Arbeid hangt af van de weg die het proces volgt, het oppervlak onder de kromme in het pV-diagram, en is dus een procesgrootheid. "
  "Druk, inwendige energie en entropie liggen vast zodra de toestand bekend is.",
  "negatief weerlegt"),
q(NONE, "thd-koelkast-tweede-hoofdwet",
  "Een koelkast pompt warmte van de koude binnenkant naar de warmere keuken. Waarom is dat niet in strijd met de tweede hoofdwet?",
  ["Omdat de tweede hoofdwet niet geldt voor vloeistoffen", "Omdat de compressor er elektrische arbeid voor levert",
   "Omdat de keuken in werkelijkheid kouder is dan de binnenkant", "Omdat het koelmiddel de warmte vernietigt"], "B",
  "De tweede hoofdwet verbiedt alleen dat warmte vanzelf, zonder iets anders te veranderen, van koud naar warm stroomt. "
  "In een koelkast gebeurt dat niet vanzelf: de compressor verbruikt elektrische energie, en die arbeid komt samen met de "
  "onttrokken warmte achter aan het rooster vrij. De totale entropie neemt daardoor toch toe. De hoofdwet geldt voor alle "
  "stoffen, dus ook voor het vloeibare en gasvormige koelmiddel. De keuken is echt warmer dan de binnenkant, anders zou je "
  "geen koelkast nodig hebben. En warmte vernietigen kan niet: dat zou de eerste hoofdwet schenden.",
  "lang weerlegt parafrase"),
q(NONE, "thd-motor-rendement",
  "Een motor neemt per cyclus 2000 J warmte op en levert 500 J arbeid. Wat is het rendement?",
  ["vijfentwintig procent", "vijftig procent", "vijfenzeventig procent"], "A",
  "Rendement = arbeid / opgenomen warmte = 500 / 2000 = 0,25 = 25 %. De overige 1500 J gaan als warmte naar de omgeving; "
  "75 % is dus het verlies, niet het rendement.",
  "rekenen getal-woorden weerlegt"),

# --- gebrekkig ---
q(SUPPORTS_DISTRACTOR, "thd-kookpunt-kelvin",
  "Bij welke temperatuur in kelvin kookt water onder normale atmosferische druk?",
  ["100 K", "373 K", "212 K"], "B",
  "Water kookt bij 100 °C; tel daar 273 bij op en je komt op ongeveer 373 K.",
  moved="A"),
q(SUPPORTS_DISTRACTOR, "thd-isochoor",
  "Wat blijft gelijk tijdens een isochoor proces?",
  ["De druk", "Het volume", "De temperatuur"], "B",
  "Isochoor betekent dat het volume niet verandert; het gas verricht daardoor geen volumearbeid.",
  moved="C"),
q(SUPPORTS_DISTRACTOR, "thd-soortelijke-warmte-water",
  "Hoeveel energie is nodig om 1 kg water 1 K warmer te maken?",
  ["Ongeveer 4,18 kJ", "Ongeveer 334 kJ", "Ongeveer 2260 kJ", "Ongeveer 1 kJ"], "A",
  "De soortelijke warmte van water is ongeveer 4,18 kJ per kilogram per kelvin. 334 kJ/kg is de smeltwarmte van ijs en 2260 kJ/kg de verdampingswarmte.",
  moved="C"),
]
