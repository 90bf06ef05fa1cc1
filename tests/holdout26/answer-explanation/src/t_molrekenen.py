from common import onderwerp, q, N, S, D

onderwerp("molrekenen", "Molrekenen",
          "Rekenen met de mol: molaire massa, aantallen deeltjes, molair volume, concentratie en rendement.", "rekenen/natuurkunde/scheikunde")

q("molaire-massa-water", "Wat is de molaire massa van water (H₂O)? Gebruik H = 1,0 u en O = 16,0 u.",
  ["18,0 g/mol", "16,0 g/mol", "17,0 g/mol", "34,0 g/mol"],
  "Twee waterstofatomen en één zuurstofatoom: 2 × 1,0 + 16,0 = 18,0 g/mol.",
  "kort rekenen uitgewerkt compute getal-woorden", N, sorteer=True, comp=("2*1.0+16.0", "g/mol"))

q("mol-koolstofdioxide", "Hoeveel mol is 88 g koolstofdioxide (CO₂)? Gebruik C = 12,0 u en O = 16,0 u.",
  ["2,0 mol", "0,5 mol", "1,5 mol", "4,0 mol"],
  "M(CO₂) = 12,0 + 2 × 16,0 = 44,0 g/mol. Dan is n = m / M = 88 / 44,0 = 2,0 mol.",
  "rekenen uitgewerkt compute", N, sorteer=True, comp=("88/(12+2*16)", "mol"))

q("moleculen-in-halve-mol", "Hoeveel moleculen zitten er in een halve mol zuurstofgas (O₂)?",
  ["3,0 × 10²³", "1,5 × 10²³", "6,0 × 10²³", "1,2 × 10²⁴"],
  "Eén mol bevat 6,02 × 10²³ deeltjes, dus 0,50 × 6,02 × 10²³ ≈ 3,0 × 10²³ moleculen.",
  "kort rekenen uitgewerkt getal-woorden", N, sorteer=[3.0e23, 1.5e23, 6.0e23, 1.2e24])

q("molaire-massa-keukenzout", "Wat is de molaire massa van keukenzout (NaCl)? Gebruik Na = 23,0 u en Cl = 35,5 u.",
  ["58,5 g/mol", "23,0 g/mol", "35,5 g/mol"],
  "Een formule-eenheid NaCl bevat één natrium- en één chloride-ion: 23,0 + 35,5 = 58,5 g/mol.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("23.0+35.5", "g/mol"))

q("mol-bewering-niet-juist", "Welke bewering over één mol stof is NIET juist?",
  ["Eén mol van elke stof weegt 12 gram",
   "Eén mol bevat ongeveer 6,02 × 10²³ deeltjes",
   "De massa van één mol in gram is gelijk aan de molecuulmassa in u",
   "Eén mol gas neemt bij 273 K en standaarddruk ongeveer 22,4 L in"],
  "Twaalf gram per mol geldt voor koolstof-12, niet voor elke stof: een mol water weegt 18 gram en een mol zuurstofgas 32 gram.",
  "kort neg neg-sleutel weerlegt getal-woorden", N)

q("volume-twee-mol-stikstof", "Hoeveel liter neemt 2,0 mol stikstofgas in bij 273 K en standaarddruk (Vm = 22,4 L/mol)?",
  ["44,8 L", "11,2 L", "22,4 L", "89,6 L"],
  "V = n × Vm = 2,0 × 22,4 = 44,8 L.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("2.0*22.4", "L"))

q("molariteit-glucose", "Je lost een kwart mol glucose op tot een halve liter oplossing. Wat is de molariteit?",
  ["0,50 mol/L", "0,125 mol/L", "0,25 mol/L", "2,0 mol/L"],
  "c = n / V = 0,25 mol / 0,500 L = 0,50 mol/L.",
  "kort rekenen uitgewerkt compute getal-woorden", N, sorteer=True, comp=("0.25/0.5", "mol/L"))

q("massa-drie-mol-natrium", "Hoeveel gram is 3,0 mol natrium (Na, M = 23,0 g/mol)?",
  ["69 g", "7,7 g", "23 g", "26 g"],
  "m = n × M = 3,0 × 23,0 = 69 g; 7,7 g krijg je als je deelt in plaats van vermenigvuldigt.",
  "kort rekenen uitgewerkt compute weerlegt", N, sorteer=True, comp=("3.0*23.0", "g"))

q("betekenis-constante-avogadro", "Wat geeft de constante van Avogadro aan?",
  ["Het aantal deeltjes in één mol stof", "De massa van één mol stof",
   "Het volume van één mol gas", "Het aantal protonen in een atoomkern"],
  """De constante van Avogadro, ongeveer 6,02 × 10²³ per mol, vertelt hoeveel atomen, moleculen of ionen er in een mol zitten; het is dus een telgetal. De massa van een mol heet de molaire massa en verschilt per stof, van 2 g voor waterstofgas tot 18 g voor water. Het volume van een mol gas is het molair volume, 22,4 L bij 273 K en standaarddruk. Het aantal protonen in een kern is het atoomnummer, en dat staat in het periodiek systeem, niet in de constante van Avogadro. Zie [Constante van Avogadro](https://nl.wikipedia.org/wiki/Constante_van_Avogadro).""",
  "lang link weerlegt", N)

q("geen-44-gram-per-mol", "Welke stof heeft GEEN molaire massa van ongeveer 44 g/mol? (C = 12, H = 1, N = 14, O = 16)",
  ["Stikstof (N₂)", "Koolstofdioxide (CO₂)", "Distikstofoxide (N₂O)", "Propaan (C₃H₈)"],
  "CO₂: 12 + 2 × 16 = 44. N₂O: 2 × 14 + 16 = 44. C₃H₈: 3 × 12 + 8 × 1 = 44. Voor N₂ kom je maar op 2 × 14 = 28 g/mol.",
  "neg neg-beide rekenen uitgewerkt", N)

q("water-uit-waterstof", "Volgens 2 H₂ + O₂ → 2 H₂O: hoeveel mol water ontstaat er uit 3 mol waterstof bij voldoende zuurstof?",
  ["3 mol", "1,5 mol", "6 mol"],
  "De molverhouding H₂ : H₂O is 2 : 2 = 1 : 1, dus uit 3 mol waterstof ontstaat 3 mol water.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("3*2/2", "mol"))

q("massapercentage-zuurstof-in-water", "Wat is het massapercentage zuurstof in water (H₂O)? Gebruik H = 1,0 u en O = 16,0 u.",
  ["88,9%", "11,1%", "33,3%", "66,7%"],
  "16,0 / 18,0 × 100% = 88,9%. Op 33,3% kom je als je atomen telt in plaats van massa's, want een derde van de atomen is zuurstof.",
  "rekenen uitgewerkt compute procent weerlegt getal-woorden", N, sorteer=True, comp=("16/18*100", "%"))

q("verdunnen-tot-400-ml", "Je verdunt 100 mL van een 2,0 M oplossing met water tot 400 mL. Wat is de nieuwe concentratie?",
  ["0,50 mol/L", "0,25 mol/L", "1,0 mol/L", "8,0 mol/L"],
  "De hoeveelheid stof blijft gelijk: 0,100 L × 2,0 mol/L = 0,20 mol.\nIn 0,400 L is de concentratie dan 0,20 / 0,400 = 0,50 mol/L.",
  "rekenen uitgewerkt compute", N, sorteer=True, comp=("0.1*2.0/0.4", "mol/L"))

q("constant-bij-verdunnen", "Welke grootheid verandert NIET als je een oplossing met water verdunt?",
  ["De hoeveelheid opgeloste stof in mol", "De molariteit",
   "Het volume van de oplossing", "Het aantal gram opgeloste stof per liter"],
  "Bij verdunnen voeg je alleen oplosmiddel toe: het aantal mol opgeloste deeltjes blijft gelijk, ze verdelen zich alleen over meer liters.",
  "kort neg neg-zonder-niet parafrase", N)

q("methaan-uit-gasvolume", "Hoeveel gram methaan (CH₄) zit er in 49 L gas bij 298 K en standaarddruk (Vm = 24,5 L/mol)?",
  ["32 g", "16 g", "49 g", "64 g"],
  "n = 49 / 24,5 = 2,0 mol.\nM(CH₄) = 12,0 + 4 × 1,0 = 16,0 g/mol.\nm = 2,0 × 16,0 = 32 g.",
  "rekenen uitgewerkt compute", N, sorteer=True, comp=("49/24.5*16", "g"))

q("eenheid-van-molariteit", "Wat is de eenheid van molariteit?",
  ["mol/L", "g/mol", "g/L"],
  "Molariteit is hoeveelheid stof per volume, dus mol per liter; g/mol is de eenheid van molaire massa.",
  "kort weerlegt", N)

q("atomen-in-ethanol", "Hoeveel atomen bevat één molecuul ethanol (C₂H₅OH)?",
  ["9", "3", "6", "8"],
  "2 C + 6 H + 1 O = 9 atomen; de H van de OH-groep telt ook mee, anders kom je op 8.",
  "kort rekenen uitgewerkt compute weerlegt", N, sorteer=True, comp=("2+6+1", "atomen"))

q("zuurstof-en-waterstof-vergeleken", "Welke bewering over 1,0 mol O₂ en 1,0 mol H₂ bij dezelfde temperatuur en druk is onjuist?",
  ["Ze hebben dezelfde massa", "Ze bevatten evenveel moleculen",
   "Ze nemen hetzelfde volume in", "Het zuurstof is zestien keer zo zwaar als het waterstof"],
  "Evenveel mol betekent evenveel moleculen en, bij gassen onder gelijke omstandigheden, hetzelfde volume. De massa verschilt wel: 32 g zuurstof tegen 2,0 g waterstof, zestien keer zoveel.",
  "neg neg-beide getal-woorden", N)

q("ionen-uit-calciumchloride", "Hoeveel mol ionen ontstaat er als 1,0 mol CaCl₂ volledig oplost in water?",
  ["3,0 mol", "1,0 mol", "2,0 mol"],
  "CaCl₂ valt uiteen in één Ca²⁺-ion en twee Cl⁻-ionen, samen drie mol ionen per mol zout.",
  "kort getal-woorden parafrase", N, sorteer=True)

q("rendement-van-reactie", "Bij een reactie verwacht je 50 g product, maar je krijgt 40 g. Wat is het rendement?",
  ["80%", "20%", "40%", "125%"],
  "Rendement = werkelijke opbrengst / verwachte opbrengst × 100% = 40 / 50 × 100% = 80%.",
  "kort rekenen uitgewerkt compute procent", N, sorteer=True, comp=("40/50*100", "%"))

# --- gebrekkig ---
q("molaire-massa-zuurstofgas", "Wat is de molaire massa van zuurstofgas (O₂)? Gebruik O = 16,0 u.",
  ["32,0 g/mol", "8,0 g/mol", "16,0 g/mol", "64,0 g/mol"],
  "Een molecuul O₂ bevat twee atomen van 16,0 u, dus M = 2 × 16,0 = 32,0 g/mol.",
  "kort rekenen uitgewerkt getal-woorden", S, zet=2, sorteer=True)

q("mol-in-36-gram-water", "Hoeveel mol is 36 g water (M = 18,0 g/mol)?",
  ["2,0 mol", "0,5 mol", "18 mol", "36 mol"],
  "n = m / M = 36 g / 18,0 g/mol = 2,0 mol.",
  "kort rekenen uitgewerkt", S, zet=1, sorteer=True)

q("volume-halve-mol-gas", "Wat is het volume van 0,50 mol gas bij 273 K en standaarddruk (Vm = 22,4 L/mol)?",
  ["11,2 L", "5,6 L", "22,4 L", "44,8 L"],
  "0,50 mol × 22,4 L/mol = 11,2 L, de helft van het molair volume.",
  "kort rekenen uitgewerkt getal-woorden", S, zet=2, sorteer=True)
