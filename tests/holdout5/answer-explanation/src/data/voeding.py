from lib import Q, topic

T = "voeding"
topic(T, "Voeding", "Voedingsstoffen, energie uit voeding en de Nederlandse voedingsadviezen.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("schijf-van-vijf-vakken",
  "Uit hoeveel vakken bestaat de Schijf van Vijf van het Voedingscentrum?",
  ["Vier", "*Vijf", "Zes"],
  "Zoals de naam al zegt: vijf vakken.",
  s="par one")

q("energie-per-gram-vet",
  "Hoeveel kilocalorieën levert één gram vet ongeveer?",
  ["4 kcal", "7 kcal", "*9 kcal", "12 kcal"],
  """
Vet is de meest energierijke voedingsstof: één gram levert ongeveer negen kilocalorieën. Koolhydraten en eiwitten leveren elk ongeveer 4 kcal per gram, alcohol ongeveer 7 kcal. Een waarde van 12 kcal per gram komt bij geen enkele voedingsstof voor.""",
  s="kf all", rel=["energie-product-100-gram"])

q("energie-product-100-gram",
  "Een product bevat per 100 gram: 10 g vet, 20 g koolhydraten en 5 g eiwit. Hoeveel energie levert 100 gram ongeveer?",
  ["105 kcal", "140 kcal", "*190 kcal", "350 kcal"],
  """
Reken per voedingsstof:

- vet: 10 g × 9 kcal = 90 kcal
- koolhydraten: 20 g × 4 kcal = 80 kcal
- eiwit: 5 g × 4 kcal = 20 kcal

Samen is dat **190 kcal** per 100 gram.""",
  s="cal md", md=True, rel=["energie-per-gram-vet"])

q("vitamine-d-zonlicht",
  "Welke vitamine maakt het lichaam zelf aan in de huid onder invloed van zonlicht?",
  ["Vitamine C", "*Vitamine D", "Vitamine B12"],
  """
Onder invloed van uv-B-straling wordt in de huid een voorloper van vitamine D gemaakt. Vitamine C en vitamine B12 moeten we uit de voeding halen.""",
  s="gen")

q("scheurbuik-tekort",
  "Een tekort aan welke vitamine veroorzaakt scheurbuik?",
  ["Vitamine A", "Vitamine K", "*Vitamine C"],
  "Scheurbuik ontstaat door een gebrek aan vitamine C.",
  s="q one")

q("ijzer-uitspraak-niet",
  "Welke uitspraak over ijzer klopt NIET?",
  ["IJzer is nodig voor de aanmaak van hemoglobine in rode bloedcellen.",
   "Vitamine C bij de maaltijd bevordert de opname van ijzer uit plantaardige producten.",
   "*IJzer uit plantaardige producten wordt beter opgenomen dan ijzer uit vlees.",
   "Thee en koffie bij de maaltijd kunnen de opname van ijzer remmen."],
  """
Het is precies andersom: het zogenoemde heemijzer uit vlees en vis neemt het lichaam veel beter op dan het non-heemijzer uit groente, peulvruchten en graan. De andere drie uitspraken kloppen. Hemoglobine bevat ijzer en vervoert zuurstof; vitamine C maakt non-heemijzer beter opneembaar; en stoffen in thee en koffie, zoals polyfenolen, binden ijzer en remmen zo de opname.""",
  s="kf")

q("bmi-berekenen",
  "Iemand weegt 80 kg en is 1,60 m lang. Wat is zijn BMI (gewicht in kilogram gedeeld door het kwadraat van de lengte in meter)?",
  ["*31,3", "25,0", "50,0"],
  """
BMI = 80 / (1,60 × 1,60) = 80 / 2,56 ≈ 31,3 kg/m². Wie alleen door 1,60 deelt, vindt 50,0; wie door 2 × 1,60 deelt, vindt 25,0. Beide zijn fout, want de lengte moet in het kwadraat.""",
  s="cal all q")

q("vezels-per-dag",
  "Hoeveel voedingsvezel per dag wordt volwassenen in Nederland aangeraden?",
  ["5 tot 10 gram", "*30 tot 40 gram", "100 tot 120 gram"],
  """
De Gezondheidsraad en het Voedingscentrum adviseren volwassenen dagelijks 30 tot 40 gram voedingsvezel, bijvoorbeeld uit volkorenproducten, groente, fruit en peulvruchten. Veel mensen halen dat niet.""",
  s="kf q")

q("zout-maximum-per-dag",
  "Wat is het advies voor de maximale hoeveelheid zout per dag voor volwassenen in Nederland?",
  ["3 gram", "*6 gram", "12 gram", "1 gram"],
  """
De Gezondheidsraad adviseert maximaal zes gram zout per dag, ongeveer een theelepel. Gemiddeld krijgen Nederlanders meer binnen, vooral via brood, kaas, vleeswaren en kant-en-klaarmaaltijden.""",
  s="par")

q("essentiele-aminozuren",
  "Wat zijn essentiële aminozuren?",
  ["Aminozuren die alleen in vlees en vis voorkomen", "*Aminozuren die het lichaam niet zelf kan maken en dus uit de voeding moeten komen",
   "Aminozuren waarvan het lichaam de grootste hoeveelheid nodig heeft"],
  """
'Essentieel' betekent hier: onmisbaar in de voeding, omdat het lichaam ze niet zelf kan aanmaken. Het gaat om negen aminozuren. Ze zitten ook in plantaardige producten zoals soja, peulvruchten en graan, dus niet alleen in vlees en vis.""",
  s="gen")

q("lactose-intolerantie-enzym",
  "Mensen met lactose-intolerantie maken te weinig van welk enzym aan?",
  ["Amylase", "*Lactase", "Lipase", "Pepsine"],
  """
Lactase splitst melksuiker (lactose) in de dunne darm in glucose en galactose. Amylase breekt zetmeel af, lipase vetten en pepsine eiwitten in de maag. Bij een tekort aan lactase komt de lactose onverteerd in de dikke darm, waar bacteriën het vergisten.""",
  s="kf all")

q("kilocalorie-naar-kilojoule",
  "Hoeveel kilojoule is 500 kilocalorie? (1 kcal = 4,184 kJ)",
  ["Ongeveer 120 kJ", "Ongeveer 500 kJ", "*Ongeveer 2100 kJ"],
  """
Vermenigvuldig met 4,184: 500 × 4,184 = 2092 kilojoule, afgerond ongeveer 2100 kJ. Wie door 4,184 deelt, komt op ongeveer 120 kJ uit; dat is de verkeerde richting.""",
  s="cal")

q("brandstof-hersenen",
  "Welke stof gebruiken de hersenen onder normale omstandigheden als belangrijkste energiebron?",
  ["*Glucose", "Vetzuren", "Aminozuren"],
  """
Glucose is de normale brandstof van de hersenen. Pas bij langdurig vasten gaan ze deels over op ketonlichamen, die de lever uit vetzuren maakt.""",
  s="kf q")

q("verzadigd-vet-ldl",
  "Welke uitspraak over verzadigd vet is juist?",
  ["*Verzadigd vet verhoogt het LDL-cholesterol in het bloed.", "Verzadigd vet verlaagt het LDL-cholesterol in het bloed.",
   "Verzadigd vet heeft geen invloed op het LDL-cholesterol in het bloed."],
  """
Veel verzadigd vet, zoals in vette vleeswaren, roomboter en volle kaas, doet het LDL-cholesterol stijgen en vergroot zo het risico op hart- en vaatziekten. Vervang het daarom zoveel mogelijk door onverzadigd vet.""",
  s="stmt par")

q("vetoplosbare-vitamines",
  "Welke vitamines zijn vetoplosbaar?",
  ["*A, D, E en K", "B en C", "A, B, C en D"],
  """
De **vetoplosbare** vitamines zijn:

- vitamine A
- vitamine D
- vitamine E
- vitamine K

De B-vitamines en vitamine C lossen op in water. Vetoplosbare vitamines kan het lichaam opslaan, onder meer in de lever; daardoor kun je er bij supplementen ook te veel van binnenkrijgen.""",
  s="md q", md=True)

q("vocht-per-dag",
  "Hoeveel vocht raadt het Voedingscentrum volwassenen ongeveer per dag aan?",
  ["0,5 liter", "*1,5 tot 2 liter", "4 tot 5 liter"],
  "Anderhalf tot twee liter per dag, inclusief thee, koffie en soep.",
  s="par one")

q("suikerpercentage-reep",
  "Een reep van 50 gram bevat 30 gram suiker. Welk percentage van de reep is suiker?",
  ["15 %", "30 %", "40 %", "*60 %"],
  """
Het percentage is deel gedeeld door geheel, maal honderd: 30 / 50 × 100 = 60 procent.""",
  s="cal")

# --- gebrekkig: explanation/supports-distractor ---
q("spieren-opbouw-voedingsstof",
  "Welke voedingsstof is vooral nodig voor de opbouw en het herstel van spieren?",
  ["Koolhydraten", "*Eiwitten", "Voedingsvezels"],
  """
Spierweefsel bestaat voor een groot deel uit eiwit. Na inspanning gebruikt het lichaam aminozuren uit eiwitten om beschadigde spiervezels te herstellen en nieuwe op te bouwen.""",
  s="gen", sd=0)

q("calcium-functie",
  "Waarvoor heeft het lichaam calcium vooral nodig?",
  ["Voor het vervoer van zuurstof in het bloed", "Voor het zien bij weinig licht", "*Voor sterke botten en tanden"],
  """
Calcium is het belangrijkste mineraal in botten en tanden; bijna al het calcium in het lichaam zit daar. Zuurstofvervoer is een taak van ijzer in hemoglobine, en het zien bij weinig licht hangt vooral af van vitamine A. De derde optie is dus de goede.""",
  s="all gen", sd=1)
