from common import onderwerp, q, N, S, D

onderwerp("gaswetten", "Gaswetten",
          "Druk, volume en temperatuur van gassen: de wet van Boyle, de wet van Gay-Lussac, de algemene gaswet en het molecuulmodel.", "rekenen/natuurkunde/scheikunde")

q("spuit-indrukken", "Een gas in een afgesloten spuit heeft bij 100 kPa een volume van 60 mL. Je drukt de zuiger in tot 20 mL, bij gelijke temperatuur. Wat wordt de druk?",
  ["300 kPa", "33 kPa", "120 kPa", "600 kPa"],
  "Bij constante temperatuur is p × V constant: 100 × 60 = p × 20, dus p = 6000 / 20 = 300 kPa.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("100*60/20", "kPa"))

q("kelvin-van-27-graden", "Hoeveel kelvin is 27 °C?",
  ["300 K", "27 K", "327 K"],
  "T = 27 + 273 = 300 K.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("27+273", "K"))

q("fles-verwarmen", "Een afgesloten fles lucht van 300 K en 100 kPa wordt verwarmd tot 360 K. Wat wordt de druk?",
  ["120 kPa", "83 kPa", "100 kPa", "160 kPa"],
  "Bij constant volume is p / T constant: p = 100 × 360 / 300 = 120 kPa.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("100*360/300", "kPa"))

q("ballon-verwarmen", "Een ballon van 3,0 L bij 273 K wordt bij gelijke druk verwarmd tot 364 K. Wat is het nieuwe volume?",
  ["4,0 L", "2,25 L", "3,0 L", "12 L"],
  "Bij constante druk is V / T constant: V = 3,0 × 364 / 273 = 4,0 L.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("3.0*364/273", "L"))

q("absolute-temperatuur-klopt-niet", "Welke bewering over de absolute temperatuur klopt niet?",
  ["Bij 0 °C bewegen de gasmoleculen niet meer",
   "Het absolute nulpunt, 0 K, ligt bij ongeveer −273 °C",
   "Een temperatuurverschil van 1 K is even groot als een verschil van 1 °C",
   "In de gaswetten vul je de temperatuur in kelvin in"],
  "Bij 0 °C is een gas nog 273 K warm en bewegen de moleculen volop; pas richting het absolute nulpunt komt die beweging vrijwel tot stilstand.",
  "kort neg neg-sleutel weerlegt", N)

q("n-in-de-gaswet", "Wat stelt n voor in de algemene gaswet pV = nRT?",
  ["De hoeveelheid gas in mol", "Het aantal losse moleculen", "De dichtheid van het gas", "Het volume in liter"],
  "n is het aantal mol. Wil je met losse moleculen rekenen, dan gebruik je de constante van Boltzmann in plaats van R.",
  "weerlegt", N)

q("warme-autoband", "Waarom stijgt de druk in een autoband als de band tijdens het rijden warm wordt?",
  ["De moleculen bewegen sneller en botsen vaker en harder tegen de wand",
   "Er komt lucht bij via het ventiel",
   "Het rubber krimpt door de warmte",
   "De lucht wordt zwaarder"],
  """Warmte betekent dat de luchtmoleculen gemiddeld sneller bewegen. Ze raken de binnenkant van de band daardoor vaker en met meer kracht, en precies dat merk je als een hogere druk. Via het ventiel komt er onderweg geen lucht bij: dat ventiel laat alleen lucht door als je pompt. Rubber krimpt bij opwarmen niet; het zet eerder een beetje uit, wat de druk juist iets zou verlagen. En de massa van de lucht in de band blijft gelijk, want er komen geen moleculen bij of af.""",
  "lang weerlegt parafrase", N)

q("mol-in-een-vat", "Hoeveel mol gas zit er in een vat van 0,0240 m³ bij 100 kPa en 289 K? (R = 8,31 J/(mol·K))",
  ["1,0 mol", "0,10 mol", "10 mol", "100 mol"],
  "n = p × V / (R × T) = 1,00 × 10⁵ × 0,0240 / (8,31 × 289) ≈ 1,0 mol. Let op: p in pascal en V in kubieke meter.",
  "rekenen uitgewerkt compute", N, sorteer=True, comp=("100000*0.024/(8.31*289)", "mol"))

q("boyle-wat-verandert", "Welke grootheid blijft NIET constant in een situatie waarop de wet van Boyle van toepassing is?",
  ["Het volume", "De temperatuur", "De hoeveelheid gas"],
  "Boyle geldt bij een vaste temperatuur en een vaste hoeveelheid gas; binnen die voorwaarden veranderen druk en volume samen, zodat hun product gelijk blijft.",
  "kort neg neg-beide", N)

q("ballon-op-tien-meter", "Een duiker neemt een afgesloten ballon mee van het wateroppervlak (100 kPa) naar 10 m diepte, waar de druk 200 kPa is. Wat gebeurt er met het volume van de ballon bij gelijke temperatuur?",
  ["Het halveert", "Het verdubbelt", "Het blijft gelijk", "Het wordt een kwart"],
  "De druk wordt twee keer zo groot, en volgens Boyle is het volume omgekeerd evenredig met de druk: de ballon wordt dus half zo groot.",
  "kort parafrase getal-woorden", N)

q("kilopascal-naar-bar", "Hoeveel bar is 250 kPa?",
  ["2,5 bar", "0,25 bar", "25 bar", "250 bar"],
  "1 bar = 100 kPa, dus 250 kPa = 250 / 100 = 2,5 bar.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("250/100", "bar"))

q("druk-stijgt-procent", "Bij gelijk volume stijgt de temperatuur van een gas van 300 K naar 330 K. Met hoeveel procent stijgt de druk?",
  ["10%", "3%", "30%", "110%"],
  "De druk is evenredig met de absolute temperatuur: 330 / 300 = 1,10, dus de druk wordt 10% hoger.",
  "kort rekenen uitgewerkt compute procent", N, sorteer=True, comp=("(330/300-1)*100", "%"))

q("geen-voorbeeld-van-boyle", "Welke situatie is GEEN voorbeeld van de wet van Boyle?",
  ["Een ballon zet uit als hij in de zon ligt",
   "Je houdt de uitgang van een fietspomp dicht en drukt de zuiger in",
   "Luchtbellen van een duiker worden groter als ze opstijgen",
   "Je houdt een spuit dicht en trekt de zuiger uit"],
  "De ballon in de zon zet uit doordat de temperatuur stijgt bij ongeveer gelijke druk: dat is de wet van Charles, waarbij V / T constant blijft.",
  "kort neg neg-zonder-niet", N)

q("luchtdruk-op-zeeniveau", "Wat is de gemiddelde luchtdruk op zeeniveau ongeveer?",
  ["101 kPa", "10,1 kPa", "1013 kPa"],
  "De luchtdruk op zeeniveau is ongeveer 1013 hPa, en dat is 101,3 kPa; het getal 1013 hoort dus bij hectopascal, niet bij kilopascal.",
  "kort weerlegt", N, sorteer=True)

q("druk-en-temperatuur-tegelijk", "Een gas heeft een volume van 2,0 L bij 100 kPa en 300 K. Wat is het volume bij 200 kPa en 450 K?",
  ["1,5 L", "0,67 L", "2,7 L", "6,0 L"],
  "p₁V₁ / T₁ = p₂V₂ / T₂, dus\nV₂ = 2,0 × (100 / 200) × (450 / 300) = 2,0 × 0,5 × 1,5 = 1,5 L.",
  "rekenen uitgewerkt compute", N, sorteer=True, comp=("2.0*(100/200)*(450/300)", "L"))

q("heteluchtballon-stijgt", "Waarom stijgt een heteluchtballon op?",
  ["Warme lucht in de ballon heeft een lagere dichtheid dan de koudere lucht eromheen",
   "Warme lucht bestaat uit lichtere moleculen",
   "De brander duwt de ballon omhoog zoals een raketmotor",
   "De ballonstof wordt lichter als hij opwarmt"],
  "Bij gelijke druk bevat een kubieke meter warme lucht minder moleculen dan een kubieke meter koude lucht. De ballon verdringt dus zwaardere lucht en krijgt een opwaartse kracht; de moleculen zelf worden door verwarming niet lichter.",
  "weerlegt parafrase", N)

q("geen-drukeenheid", "Welke eenheid is GEEN eenheid van druk?",
  ["Joule", "Pascal", "Bar", "Millimeter kwik"],
  "Pascal, bar en millimeter kwik geven alle drie een kracht per oppervlak aan; de joule is de eenheid van energie.",
  "kort neg neg-beide getal-woorden", N)

q("molair-volume-bij-nul-graden", "Welk volume neemt 1,0 mol van een ideaal gas in bij 273 K en 101,3 kPa?",
  ["22,4 L", "1,0 L", "8,31 L", "24,5 L"],
  "V = n × R × T / p = 1,0 × 8,31 × 273 / 101,3 ≈ 22,4 L, ongeacht de soort gas; 24,5 L hoort bij 298 K, niet bij 273 K.",
  "kort rekenen uitgewerkt compute weerlegt", N, sorteer=True, comp=("8.31*273/101.3", "L"))

q("zuiger-kwart-verder", "Een afgesloten spuit bevat 40 mL lucht van 100 kPa. Je trekt de zuiger uit tot het volume 25% groter is, bij gelijke temperatuur. Wat wordt de druk?",
  ["80 kPa", "75 kPa", "120 kPa", "125 kPa"],
  "Het nieuwe volume is 1,25 × 40 = 50 mL, dus p = 100 × 40 / 50 = 80 kPa. Niet 75 kPa: een volume dat 25% groter wordt, geeft een druk die 20% lager wordt.",
  "rekenen uitgewerkt compute procent weerlegt", N, sorteer=True, comp=("100*40/(1.25*40)", "kPa"))

q("oorzaak-van-gasdruk", "Wat veroorzaakt de druk van een gas op de wand van een vat?",
  ["Botsingen van de gasmoleculen tegen de wand",
   "Het gewicht van moleculen die op de bodem liggen",
   "Afstoting tussen de wand en de moleculen op afstand"],
  "Elk deeltje dat tegen de wand stuitert, geeft een piepklein duwtje; al die duwtjes samen, per vierkante meter, vormen de druk.",
  "kort parafrase", N)

# --- gebrekkig ---
q("nul-kelvin-in-celsius", "Hoeveel °C is 0 K?",
  ["−273 °C", "−100 °C", "0 °C", "273 °C"],
  "Het absolute nulpunt ligt bij ongeveer −273 °C, want T in kelvin is de temperatuur in °C plus 273.",
  "kort rekenen", S, zet=3, sorteer=True)

q("volume-halveren", "Wat gebeurt er met de druk van een gas als je het volume halveert bij gelijke temperatuur en hoeveelheid gas?",
  ["De druk verdubbelt", "De druk halveert", "De druk blijft gelijk", "De druk wordt vier keer zo groot"],
  "Volgens de wet van Boyle is p × V constant: een twee keer zo klein volume geeft een twee keer zo grote druk.",
  "kort parafrase getal-woorden", S, zet=3)

q("temperatuur-verdubbelen", "Een gas van 250 K wordt bij gelijke druk verwarmd tot 500 K. Hoe verandert het volume?",
  ["Het verdubbelt", "Het halveert", "Het blijft gelijk"],
  "Bij constante druk is het volume evenredig met de absolute temperatuur; 500 K is het dubbele van 250 K, dus het volume wordt twee keer zo groot.",
  "kort parafrase getal-woorden", S, zet=1)
