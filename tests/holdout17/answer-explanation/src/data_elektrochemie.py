from common import *

ONDERWERP = "elektrochemie"

VRAGEN = [
q(NONE, "koper-afzetten-faraday",
  "Door een oplossing van kopersulfaat loopt 965 s lang een stroom van 2,00 A. Hoeveel gram koper wordt er aan de kathode afgezet? (F = 96 500 C/mol, M(Cu) = 63,5 g/mol)",
  ["0,318 g", "0,635 g", "1,27 g", "63,5 g"], "B",
  "Eerst de lading: Q = I × t = 2,00 × 965 = 1930 C, dat is 1930 / 96 500 = 0,0200 mol elektronen. Voor elk Cu²⁺-ion "
  "zijn twee elektronen nodig, dus er slaat 0,0100 mol koper neer, ofwel 0,0100 × 63,5 = 0,635 g; dat is optie B. "
  "Optie A ontstaat als je door vier deelt in plaats van door twee, een rekenfout die nergens op de reactie "
  "gebaseerd is. Optie C krijg je als je vergeet dat koper twee elektronen per atoom nodig heeft en 0,0200 mol koper "
  "rekent. Optie D is gewoon de molaire massa van koper en zou pas gelden bij een volle mol koper, dus bij honderd "
  "keer zoveel lading.",
  tags=[REK, LANG, WEER]),

q(NONE, "daniell-cel-spanning",
  "Hoeveel volt levert een Daniell-cel (Zn | Zn²⁺ || Cu²⁺ | Cu) onder standaardomstandigheden? E°(Cu²⁺/Cu) = +0,34 V en E°(Zn²⁺/Zn) = −0,76 V.",
  ["1,10 V", "0,42 V", "0,34 V", "−1,10 V"], "A",
  "E°cel = E°kathode − E°anode = 0,34 V − (−0,76 V) = 1,10 V.",
  tags=[REK, KORT, EW]),

q(NONE, "oxidatie-definitie",
  "Wat gebeurt er met een deeltje dat geoxideerd wordt?",
  ["Het neemt elektronen op", "Het staat elektronen af", "Het neemt protonen op"], "B",
  "Bij oxidatie verliest het deeltje elektronen, waardoor zijn oxidatiegetal stijgt.",
  tags=[KORT, PAR]),

q(NONE, "anode-galvanische-cel",
  "Welk proces vindt plaats aan de anode van een galvanische cel?",
  ["Reductie", "Neerslag van metaal", "Oxidatie"], "C",
  "Ezelsbruggetje: *AnOx* en *RedKat*, oxidatie aan de anode en reductie aan de kathode.",
  tags=[KORT, CURS], markup="markdown"),

q(NONE, "elektrolyse-niet-juist",
  "Welke bewering over elektrolyse is NIET juist?",
  ["Er is een externe spanningsbron nodig",
   "Aan de kathode vindt reductie plaats",
   "Het is een spontaan verlopende redoxreactie",
   "De omgezette hoeveelheid stof is evenredig met de doorgevoerde lading"], "C",
  "Bij elektrolyse dwing je een reactie af die uit zichzelf niet verloopt, dus C is de onjuiste bewering. A klopt: "
  "juist omdat de reactie niet spontaan is, moet een spanningsbron de elektronen van de anode naar de kathode pompen; "
  "zonder bron gebeurt er niets. B klopt ook: aan de kathode nemen deeltjes elektronen op, bijvoorbeeld Cu²⁺-ionen die "
  "als koper neerslaan of water dat waterstof vormt, en dat is per definitie reductie. D is de eerste wet van Faraday: "
  "twee keer zoveel lading levert twee keer zoveel product. Een spontane redoxreactie hoort bij een galvanische cel, "
  "die juist stroom levert in plaats van verbruikt.",
  tags=[NEG, LANG]),

q(NONE, "oxidatiegetal-mangaan-permanganaat",
  "Wat is het oxidatiegetal van mangaan in KMnO₄?",
  ["+2", "+4", "+6", "+7"], "D",
  "K is +1, vier O's zijn samen −8; de som moet 0 zijn: 1 + x − 8 = 0, dus x = +7.",
  tags=[REK, KORT]),

q(NONE, "nernst-koper-verdund",
  "Wat is de elektrodepotentiaal van een koperelektrode in een 0,010 M Cu²⁺-oplossing bij 25 °C? (E° = +0,34 V; E = E° + (0,0592/n) · log[Cu²⁺])",
  ["0,22 V", "0,28 V", "0,34 V", "0,40 V"], "B",
  "Met n = 2 en log 0,010 = −2: E = 0,34 + 0,0296 × (−2) = 0,34 − 0,059 ≈ 0,28 V. Wie 0,40 V vindt, heeft het "
  "minteken van de logaritme laten vallen; een verdundere oplossing geeft juist een lagere potentiaal.",
  tags=[REK, WEER]),

q(NONE, "loodaccu-ontladen-product",
  "Welke stof ontstaat tijdens het ontladen van een loodaccu op beide elektroden?",
  ["Lood(II)sulfaat", "Lood(IV)oxide", "Zwavelzuur"], "A",
  "Zowel de loodplaat als de looddioxideplaat worden omgezet in PbSO₄; het zuur raakt daarbij juist op, dus de accu "
  "wordt ontladen doordat beide platen hetzelfde sulfaat vormen.",
  tags=[PAR]),

q(NONE, "opofferingsanode-zink",
  "Waarom worden blokken zink op de stalen romp van een schip gelast?",
  ["Zink is edeler dan ijzer en trekt daardoor de corrosie naar zich toe",
   "Zink vormt een isolerende laag die stroom tegenhoudt",
   "Zink maakt het zeewater rond de romp minder zout",
   "Zink is onedeler dan ijzer en wordt daarom in plaats van het staal geoxideerd"], "D",
  "Het onedelere metaal offert zich op: zink staat de elektronen af en het staal blijft gespaard.",
  fb=["Nee, het is precies andersom: zink is onedeler dan ijzer.",
      "Nee, de bescherming werkt juist doordat er wél stroom loopt tussen zink en staal.",
      "Nee, het zoutgehalte van de zee verandert er niet door.",
      "Goed zo! Daarom heet het een opofferingsanode: het zink lost langzaam op."],
  tags=[FB, KORT]),

q(NONE, "constante-van-faraday",
  "De constante van Faraday is ongeveer 96 485 coulomb per mol. Wat stelt die waarde voor?",
  ["De lading van één elektron",
   "De lading die nodig is om één gram metaal af te zetten",
   "De spanning van een standaardcel",
   "De lading van één mol elektronen"], "D",
  "F = N_A × e = 6,022 × 10²³ mol⁻¹ × 1,602 × 10⁻¹⁹ C ≈ 96 485 C/mol: het getal van Avogadro maal de elementaire lading.",
  tags=[REK, EW, PAR]),

q(NONE, "standaardwaterstofelektrode",
  "Welke potentiaal heeft de standaardwaterstofelektrode per afspraak?",
  ["0,00 V", "1,00 V", "−0,76 V"], "A",
  "Nul volt, per definitie; alle andere standaardpotentialen zijn daartegen gemeten ([achtergrond](https://nl.wikipedia.org/wiki/Standaardwaterstofelektrode)).",
  tags=[KORT, LINK], markup="markdown"),

q(NONE, "zilver-afzetten-tijd",
  "Hoe lang moet een stroom van 5,0 A lopen om 0,10 mol zilver (uit Ag⁺) af te zetten? (F ≈ 96 500 C/mol)",
  ["3,2 minuten", "16 minuten", "32 minuten", "64 minuten"], "C",
  "Eén elektron per Ag⁺: Q = 0,10 × 96 500 = 9650 C. t = Q / I = 9650 / 5,0 = 1930 s ≈ 32 min. De 64 minuten "
  "gaan uit van twee elektronen per ion, zoals bij koper.",
  tags=[REK, WEER]),

q(NONE, "kathode-teken-elektrolyse",
  "Welke lading heeft de kathode in een elektrolysecel?",
  ["Positief", "Negatief", "Geen lading"], "B",
  "De spanningsbron duwt elektronen naar de kathode, die dus de minpool is. In een galvanische cel is de kathode "
  "juist de pluspool, en daar komt de verwarring met A vandaan.",
  tags=[WEER, PAR]),

q(NONE, "zoutbrug-functie",
  "Wat is de functie van de zoutbrug in een galvanische cel?",
  ["Elektronen van de anode via de oplossing naar de kathode geleiden, zodat er geen uitwendige draad nodig is",
   "De beginstoffen aanvullen die tijdens de reactie opraken",
   "De elektrische neutraliteit in beide halfcellen bewaren doordat er ionen doorheen kunnen",
   "De spanning van de cel verhogen"], "C",
  "De elektronen gaan niet door de zoutbrug maar door de draad van het uitwendige circuit, dus A valt af. Aanvullen "
  "van beginstoffen doet de zoutbrug evenmin: hij bevat meestal een inert zout zoals KNO₃ of KCl dat niet aan de "
  "reactie meedoet, zodat B niet klopt. Zonder zoutbrug zou de anodehalfcel positief geladen raken door de gevormde "
  "metaalionen en de kathodehalfcel negatief door het verdwijnen van kationen; de ionen uit de brug heffen dat op, zodat "
  "de stroom kan blijven lopen. Dat maakt C het juiste antwoord. De spanning wordt bepaald door de twee redoxkoppels en "
  "de concentraties, niet door de brug, dus D is onjuist.",
  tags=[LANG, WEER]),

q(NONE, "metaal-niet-in-zoutzuur",
  "Welk van de volgende metalen lost NIET op in verdund zoutzuur?",
  ["Zink", "IJzer", "Magnesium", "Koper"], "D",
  "Zink, ijzer en magnesium hebben een negatieve standaardpotentiaal en reduceren H⁺ tot waterstofgas. Koper heeft "
  "+0,34 V en is daarvoor niet onedel genoeg.",
  tags=[NEG, PAR]),

q(NONE, "accu-energie-kwh",
  "Hoeveel energie bevat een volle accu van 12 volt en 60 ampère-uur?",
  ["0,072 kWh", "0,72 kWh", "5 kWh", "720 kWh"], "B",
  "E = U × Q = 12 V × 60 Ah = 720 Wh = 0,72 kWh.",
  tags=[REK, KORT, EW]),

q(NONE, "elektrolyse-water-volumeverhouding",
  "Bij de elektrolyse van water ontstaat aan de kathode tien milliliter waterstofgas. Hoeveel zuurstofgas ontstaat er tegelijk aan de anode (bij gelijke druk en temperatuur)?",
  ["5 mL", "10 mL", "20 mL"], "A",
  "2 H₂O → 2 H₂ + O₂: de verhouding H₂ : O₂ is 2 : 1, dus 10 mL / 2 = 5 mL.",
  tags=[REK, GW, EW, KORT]),

q(NONE, "reductor-zink-koper",
  "Welk deeltje is de reductor in de reactie Zn + Cu²⁺ → Zn²⁺ + Cu?",
  ["Cu²⁺", "Zn²⁺", "Cu", "Zn"], "D",
  "Zink geeft twee elektronen af aan Cu²⁺ en is dus de reductor; Cu²⁺ is de oxidator.",
  tags=[KORT, WEER]),

q(NONE, "brandstofcel-product",
  "Welk reactieproduct ontstaat in een waterstof-zuurstofbrandstofcel?",
  ["Koolstofdioxide", "Waterstofperoxide", "Water", "Ozon"], "C",
  "Waterstof en zuurstof reageren tot H₂O; koolstof doet niet mee.",
  tags=[KORT]),

q(NONE, "gibbs-energie-daniell",
  "Hoe groot is ΔG° van de Daniell-cel (n = 2, E°cel = 1,10 V, F = 96 485 C/mol)?",
  ["−212 kJ/mol", "−106 kJ/mol", "−2,12 kJ/mol", "+212 kJ/mol"], "A",
  "ΔG° = −n·F·E° = −2 × 96 485 × 1,10 = −212 267 J/mol ≈ −212 kJ/mol. Het positieve teken in D zou betekenen dat de "
  "cel niet spontaan stroom levert, en −106 kJ/mol vergeet de factor n = 2.",
  tags=[REK, WEER]),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "pluspool-galvanische-cel",
  "Welke elektrode is in een galvanische cel de pluspool?",
  ["De anode", "De kathode", "De zoutbrug"], "B",
  "De kathode trekt elektronen aan omdat daar reductie plaatsvindt; daardoor is zij in een galvanische cel positief.",
  move="A"),

q(MOVED, "elektronen-voor-aluminium",
  "Hoeveel mol elektronen is er nodig om 1 mol Al³⁺ tot aluminium te reduceren?",
  ["1 mol", "2 mol", "3 mol", "6 mol"], "C",
  "Elk Al³⁺-ion heeft drie elektronen nodig: Al³⁺ + 3 e⁻ → Al, dus 3 mol elektronen per mol aluminium.",
  move="A"),

q(MOVED, "edelste-metaal",
  "Welk van deze metalen heeft de hoogste standaardreductiepotentiaal?",
  ["Zink", "IJzer", "Zilver", "Goud"], "D",
  "Goud staat met ongeveer +1,5 V bovenaan de spanningsreeks en is daarmee het edelst; zilver komt met +0,80 V niet zo hoog.",
  move="B"),
]
