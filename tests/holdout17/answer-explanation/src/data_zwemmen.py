from common import *

ONDERWERP = "zwemmen"

VRAGEN = [
q(NONE, "banen-anderhalve-kilometer",
  "Hoeveel banen moet je zwemmen om anderhalve kilometer af te leggen in een bad van 25 meter?",
  ["60 banen", "30 banen", "75 banen"], "A",
  "1500 m / 25 m = 60 banen.",
  tags=[REK, KORT, GW, EW]),

q(NONE, "gemiddelde-tijd-per-100",
  "Een zwemmer legt 400 m af in 6:00 minuten. Wat is zijn gemiddelde tijd per 100 m?",
  ["1:15", "1:30", "1:40", "2:00"], "B",
  "6:00 is 360 s; 360 / 4 = 90 s per 100 m, dus 1:30.",
  tags=[REK, KORT]),

q(NONE, "geen-onderdeel-wisselslag",
  "Welke zwemslag is GEEN onderdeel van de individuele wisselslag?",
  ["Vlinderslag", "Rugslag", "Schoolslag", "Zijslag"], "D",
  "De wisselslag bestaat uit vlinder, rug, school en vrije slag; de zijslag hoort daar niet bij.",
  tags=[NEG, KORT]),

q(NONE, "volgorde-wisselslag-individueel",
  "In welke volgorde worden de slagen gezwommen bij de individuele wisselslag?",
  ["Rug, school, vlinder, vrij",
   "Vlinder, rug, school, vrij",
   "School, rug, vlinder, vrij",
   "Vrij, rug, school, vlinder"], "B",
  "A is de volgorde van de wisselslagestafette: daar begint de rugslagzwemmer, omdat die in het water start en "
  "anders niet met de andere zwemmers kan wisselen. Bij de individuele wisselslag begint de zwemmer juist met "
  "vlinderslag vanaf het startblok, gevolgd door rug, school en vrije slag; dat is B. C wisselt rug en school om en "
  "zet vlinder op de derde plek, wat in geen enkel reglement voorkomt. D begint met vrije slag, maar in de wisselslag "
  "moet de vrije slag als laatste komen, omdat 'vrij' daar betekent: elke slag behalve de drie die al gezwommen "
  "zijn. Wie de volgorde wil onthouden: individueel VRSV, estafette RSVV.",
  tags=[LANG, WEER]),

q(NONE, "start-rugslag",
  "Hoe begint een wedstrijd op de rugslag?",
  ["Met een duik van het startblok, waarna de zwemmer zich onder water op zijn rug draait",
   "Met een sprong vanaf de kant",
   "In het water, met de handen aan de startgrepen en het gezicht naar de wand"], "C",
  "De rugslagzwemmer ligt al in het bad en zet bij het startsignaal af tegen de muur; een duik zou hem op zijn buik laten landen.",
  tags=[PAR]),

q(NONE, "schoolslag-keerpunt-aantikken",
  "Hoe moet een schoolslagzwemmer bij een keerpunt de wand aantikken?",
  ["Met één hand, naar keuze", "Met de voeten", "Met het hoofd", "Met beide handen tegelijk"], "D",
  "Bij schoolslag en vlinderslag geldt: twee handen tegelijk tegen de wand.",
  fb=["Nee, met één hand aantikken geeft een diskwalificatie bij schoolslag.",
      "Nee, met de voeten tegen de wand mag alleen bij een koprolkeerpunt in de vrije slag.",
      "Nee, dat zou geen geldige aantikking zijn.",
      "Goed zo! Beide handen, gelijktijdig en los van elkaar."],
  tags=[FB, KORT]),

q(NONE, "inhoud-olympisch-bad",
  "Een olympisch bad is 50 m lang, 25 m breed en overal 2 m diep. Hoeveel liter water bevat het?",
  ["Twee en een half miljoen liter", "Tweehonderdvijftigduizend liter", "Vijfentwintig miljoen liter", "Tweeduizend vijfhonderd liter"], "A",
  "50 × 25 × 2 = 2500 m³. Een kubieke meter is 1000 L, dus 2500 × 1000 = 2 500 000 L.",
  tags=[REK, GW, EW, KORT]),

q(NONE, "vrije-slag-betekenis",
  "Wat betekent 'vrije slag' bij een individuele wedstrijd vrije slag?",
  ["Dat alleen borstcrawl is toegestaan",
   "Dat de zwemmer mag pauzeren op de bodem",
   "Dat de zwemmer niet hoeft te keren",
   "Dat de zwemmer elke slag mag gebruiken"], "D",
  "De zwemmer is vrij in zijn keuze; iedereen kiest in de praktijk borstcrawl omdat die het snelst is, maar verplicht is dat niet.",
  tags=[PAR, WEER]),

q(NONE, "beenslag-vlinderslag",
  "Welke beenbeweging hoort bij de vlinderslag?",
  ["Schaarslag", "Schoolslagbeenslag", "Dolfijnslag"], "C",
  "Beide benen tegelijk op en neer, als de staart van een dolfijn.",
  tags=[KORT, PAR]),

q(NONE, "hyperventileren-gevaar",
  "Waarom is hyperventileren vóór een lange afstand onder water zwemmen gevaarlijk?",
  ["Omdat het CO₂-gehalte daalt, waardoor de ademprikkel te laat komt en je bewusteloos kunt raken",
   "Omdat je longen te vol raken en kunnen scheuren",
   "Omdat je daardoor te veel zuurstof opslaat en zuurstofvergiftiging krijgt",
   "Omdat je drijfvermogen afneemt en je naar de bodem zakt"], "A",
  "De drang om te ademen komt vooral van een stijgend koolstofdioxidegehalte, niet van zuurstoftekort. Wie vooraf "
  "diep en snel ademt, blaast veel CO₂ af; onder water daalt de zuurstof dan tot een gevaarlijk laag niveau voordat de "
  "ademprikkel komt, zodat je zonder waarschuwing bewusteloos raakt. Dat maakt A juist. B klopt niet: snel ademen "
  "vergroot het longvolume nauwelijks en scheurt geen longweefsel. C is een misvatting, want het bloed is bij normale "
  "ademhaling al vrijwel verzadigd met zuurstof; extra ademen voegt er bijna niets aan toe en vergiftiging speelt "
  "aan de oppervlakte geen rol. D is onjuist omdat het drijfvermogen door hyperventilatie niet merkbaar verandert.",
  tags=[LANG, WEER]),

q(NONE, "hartslag-zeventig-procent",
  "Een zwemmer van 20 jaar schat zijn maximale hartslag met de vuistregel 220 min leeftijd. Welke hartslag hoort bij 70% daarvan?",
  ["100 slagen per minuut", "120 slagen per minuut", "130 slagen per minuut", "140 slagen per minuut"], "D",
  "220 − 20 = 200 slagen/min; 0,70 × 200 = 140 slagen/min.",
  tags=[REK, KORT], compute=("(220 - 20) * 0.7", "slagen per minuut")),

q(NONE, "borstcrawl-onjuist",
  "Welke bewering over de borstcrawl is onjuist?",
  ["De benen maken een schaarbeweging zoals bij de schoolslag",
   "Je ademt in door het hoofd opzij te draaien",
   "De armen bewegen afwisselend",
   "Het is meestal de snelste slag"], "A",
  "De borstcrawl heeft een op-en-neergaande wisselbeenslag vanuit de heup. Opzij ademen, een afwisselende armslag "
  "en de hoogste snelheid van alle slagen horen er wel bij.",
  tags=[NEG, PAR]),

q(NONE, "swolf-score",
  "Een zwemmer maakt in één baan 18 armslagen en doet er 22 seconden over. Wat is zijn SWOLF-score voor die baan?",
  ["4", "22", "40", "396"], "C",
  "SWOLF = slagen + seconden = 18 + 22 = 40; vermenigvuldigen (396) is niet de bedoeling.",
  tags=[REK, KORT, WEER]),

q(NONE, "onderwater-na-start",
  "Hoe ver mag een wedstrijdzwemmer bij de vrije slag na de start of een keerpunt maximaal onder water blijven?",
  ["5 m", "10 m", "15 m", "25 m"], "C",
  "Uiterlijk op 15 m moet het hoofd door het wateroppervlak zijn gebroken; dat staat in de "
  "[wedstrijdregels van World Aquatics](https://www.worldaquatics.com/rules).",
  tags=[LINK, PAR], markup="markdown"),

q(NONE, "lengte-olympisch-bad",
  "Hoe lang is een olympisch wedstrijdbad?",
  ["Vijfentwintig meter", "Vijftig meter", "Honderd meter"], "B",
  "Een lang bad is 50 m; het korte bad van 25 m wordt gebruikt voor de kortebaanwedstrijden.",
  tags=[KORT, GW, EW, WEER]),

q(NONE, "drenkeling-herkennen",
  "Waaraan herken je een drenkeling die in acute nood is?",
  ["Hij ligt rechtop in het water, de mond net boven het oppervlak, en maakt nauwelijks geluid",
   "Hij roept luid en herhaaldelijk om hulp en zwaait met beide armen boven zijn hoofd om de badmeester te waarschuwen",
   "Hij drijft ontspannen op zijn rug"], "A",
  "Bij de *instinctive drowning response* gebruikt iemand al zijn energie om adem te halen: roepen en zwaaien lukt "
  "dan niet meer. Wie nog roept, is wel in paniek maar nog niet aan het verdrinken.",
  tags=[PAR, WEER, CURS], markup="markdown"),

q(NONE, "tweede-vijftig-meter",
  "Een zwemmer zwemt de 100 m vrije slag in 58,40 s. Zijn tussentijd na 50 m is 27,90 s. Hoe lang deed hij over de tweede 50 m?",
  ["28,40 s", "29,20 s", "29,90 s", "30,50 s"], "D",
  "58,40 − 27,90 = 30,50 s.",
  tags=[REK, KORT]),

q(NONE, "chloorlucht-zwembad",
  "Waardoor ruikt een binnenzwembad soms sterk naar 'chloor'?",
  ["Doordat er te veel vrij chloor in het water zit",
   "Doordat chloor met zweet en urine chlooramines vormt",
   "Doordat de watertemperatuur te laag is",
   "Doordat de ramen te vaak openstaan"], "B",
  "De scherpe lucht komt van gebonden chloor, ontstaan uit de reactie met stikstofverbindingen van badgasten. "
  "Een sterke geur wijst dus eerder op te weinig verversing dan op te veel vrij chloor.",
  tags=[PAR, WEER]),

q(NONE, "rugslag-keerpunt-buik",
  "Mag een rugslagzwemmer bij het keerpunt naar zijn buik draaien?",
  ["Nee, hij moet altijd op zijn rug blijven",
   "Ja, en hij mag daarna zo lang op zijn buik zwemmen als hij wil",
   "Ja, als onderdeel van één doorgaande keerbeweging"], "C",
  "Het reglement staat toe dat de zwemmer tijdens het keren op de buik draait en één doorlopende armslag gebruikt om "
  "de keerbeweging in te zetten. Hij moet bij het verlaten van de wand wel weer op zijn rug liggen, dus B mag niet.",
  tags=[WEER]),

q(NONE, "drijven-in-zeewater",
  "Waarom drijf je gemakkelijker in zeewater dan in zoet water?",
  ["Omdat zeewater kouder is",
   "Omdat er golven zijn",
   "Omdat je in zout water minder weegt",
   "Omdat zeewater een grotere dichtheid heeft"], "D",
  "Opgelost zout maakt elke liter water zwaarder, dus de opwaartse kracht is groter.",
  fb=["Nee, temperatuur verandert de dichtheid maar heel weinig.",
      "Nee, golven helpen niet bij het drijven.",
      "Nee, je eigen gewicht blijft gelijk; de opwaartse kracht verandert.",
      "Goed zo! Meer massa per liter betekent meer opwaartse kracht."],
  tags=[FB, KORT, PAR]),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "lengte-kort-bad",
  "Hoe lang is een zogenoemd kort bad bij wedstrijdzwemmen?",
  ["25 m", "33 m", "50 m"], "A",
  "Kortebaanwedstrijden worden gezwommen in een bad van 25 m, de helft van een olympisch bad.",
  move="C"),

q(MOVED, "vlinderslag-ontstaan",
  "Welke slag ontstond in de jaren dertig als variant van de schoolslag en werd later een aparte wedstrijdslag?",
  ["Rugslag", "Borstcrawl", "Vlinderslag", "Zijslag"], "C",
  "Zwemmers ontdekten dat ze bij de schoolslag sneller waren door de armen boven water naar voren te zwaaien; "
  "daaruit groeide de vlinderslag, die in 1953 een eigen slag werd.",
  move="B"),

q(MOVED, "trainingsafstand-optellen",
  "Een training bestaat uit 400 m inzwemmen en daarna 8 × 100 m. Hoe lang is de training in totaal?",
  ["800 m", "1200 m", "1400 m", "1600 m"], "B",
  "8 × 100 = 800 m, plus 400 m inzwemmen geeft 1200 m.",
  move="D"),

# --- gebrekkig: dubbele optie ---
q(DUP, "doel-pull-buoy",
  "Waarvoor gebruik je een pull buoy tussen je bovenbenen?",
  ["Om de benen te laten drijven, zodat je alleen met de armen zwemt",
   "Om de armen te ontlasten",
   "Om de armen te ontlasten.",
   "Om beter te leren duiken"], "A",
  "Met de drijver tussen de benen hoef je niet te trappen en train je gericht de armslag.",
  dup=("B", "C"), kind="punt aan het eind"),
]
