from common import *

ONDERWERP = "landmeten"

VRAGEN = [
q(NONE, "afstand-uit-coordinaatverschillen",
  "Tussen twee punten is het verschil in X 30 m en het verschil in Y 40 m. Hoe groot is de horizontale afstand tussen de punten?",
  ["30 m", "35 m", "50 m", "70 m"], "C",
  "Pythagoras: √(30² + 40²) = √(900 + 1600) = √2500 = 50 m.",
  tags=[REK, KORT], compute=("(30^2 + 40^2)^0.5", "m")),

q(NONE, "hoogteverschil-waterpassing",
  "Bij een waterpassing lees je op de achterwaartse baak 1,532 m af en op de voorwaartse baak 0,987 m. Wat is het hoogteverschil van het achterste naar het voorste punt?",
  ["+0,545 m", "−0,545 m", "+2,519 m", "+0,987 m"], "A",
  "ΔH = achterwaarts − voorwaarts = 1,532 − 0,987 = +0,545 m: het voorste punt ligt hoger, want de baak daar steekt "
  "minder ver boven de kijklijn uit. De som 2,519 m heeft geen betekenis.",
  tags=[REK, WEER]),

q(NONE, "kaartafstand-schaal-25000",
  "Op een kaart met schaal 1 : 25 000 meet je tussen twee kerktorens 8 centimeter. Wat is de werkelijke afstand?",
  ["20 km", "200 m", "2 km", "3,125 km"], "C",
  "8 cm × 25 000 = 200 000 cm = 2000 m = 2 km.",
  tags=[REK, KORT, EW]),

q(NONE, "wat-is-nap",
  "Wat is het NAP?",
  ["Het referentievlak voor hoogtematen in Nederland",
   "De gemiddelde hoogte van alle dijken",
   "Het nulpunt van het Nederlandse coördinatenstelsel voor X en Y",
   "Een meetinstrument voor waterstanden"], "A",
  "Normaal Amsterdams Peil: hoogtes worden uitgedrukt ten opzichte van dit vlak.",
  fb=["Goed zo! Een hoogte van −4 m NAP ligt vier meter onder dat vlak.",
      "Nee, dijkhoogtes worden juist ten opzichte van het NAP opgegeven.",
      "Nee, dat is de oorsprong van het RD-stelsel, en die ligt ver in Frankrijk.",
      "Nee, het is een peil, geen instrument."],
  tags=[FB, KORT]),

q(NONE, "rd-stelsel-naam",
  "Welk coördinatenstelsel wordt in Nederland gebruikt voor onder meer kadastrale kaarten, met de *Onze Lieve Vrouwetoren* in Amersfoort als centraal punt?",
  ["UTM zone 31", "Het ETRS89-stelsel", "Het Gauss-Krüger-stelsel", "Het Rijksdriehoeksstelsel"], "D",
  "Het [Rijksdriehoeksstelsel](https://nl.wikipedia.org/wiki/Rijksdriehoeksco%C3%B6rdinaten) (RD), waarvan de oorsprong "
  "zo is verschoven dat alle coördinaten in Nederland positief zijn.",
  tags=[LINK, CURS], markup="markdown"),

q(NONE, "gon-volle-cirkel",
  "Uit hoeveel gon bestaat een volledige cirkel?",
  ["Driehonderdzestig", "Vierhonderd", "Tweehonderd", "Zeshonderd"], "B",
  "Een cirkel is 400 gon; een rechte hoek is dan 100 gon.",
  tags=[KORT, GW]),

q(NONE, "gon-naar-graden",
  "Een hoek meet 50 gon. Hoeveel graden is dat?",
  ["45°", "50°", "55,6°", "90°"], "A",
  "400 gon = 360°, dus 1 gon = 0,9°. 50 × 0,9 = 45°. De waarde 55,6° krijg je als je door 0,9 deelt in plaats van vermenigvuldigt.",
  tags=[REK, WEER], compute=("50 * 360 / 400", "°")),

q(NONE, "perceel-in-are",
  "Een rechthoekig perceel is 40 m lang en 25 m breed. Hoeveel are is dat?",
  ["1 are", "100 are", "1000 are", "10 are"], "D",
  "40 × 25 = 1000 m²; één are is 100 m², dus 10 are.",
  tags=[REK, KORT]),

q(NONE, "wat-meet-totaalstation",
  "Wat meet een totaalstation?",
  ["Alleen de luchtdruk en temperatuur",
   "Alleen hoogteverschillen met een baak",
   "De positie uitsluitend via satellieten",
   "Horizontale en verticale hoeken én afstanden"], "D",
  "Het combineert een elektronische theodoliet met een afstandsmeter, zodat het uit één richting en afstand direct coördinaten kan afleiden.",
  tags=[PAR]),

q(NONE, "rtk-bij-gnss",
  "Wat doet de RTK-techniek bij GNSS-metingen?",
  ["Ze versterkt het satellietsignaal in bossen",
   "Ze bepaalt met een eigen klok in de ontvanger de tijd nauwkeuriger dan de atoomklokken aan boord van de satellieten",
   "Ze gebruikt correcties van een referentiestation om in real time een nauwkeurigheid op centimeterniveau te halen",
   "Ze vervangt de satellieten door zendmasten"], "C",
  "Een GNSS-ontvanger alleen haalt enkele meters nauwkeurigheid, omdat atmosfeer, klokken en banen fouten veroorzaken. "
  "Bij RTK meet een referentiestation op een bekend punt dezelfde satellieten en stuurt het zijn correcties direct naar "
  "de ontvanger in het veld, die daardoor tot op een paar centimeter nauwkeurig wordt; dat is C. A klopt niet: RTK "
  "verbetert de berekening, niet de signaalsterkte, en onder bladerdak blijft meten lastig. B is onjuist, want de "
  "tijd komt nog steeds uit de atoomklokken van de satellieten zelf. D haalt RTK door elkaar met positiebepaling via "
  "mobiele netwerken; de correcties kunnen via internet binnenkomen, maar de meting blijft op satellieten gebaseerd.",
  tags=[LANG, WEER, PAR]),

q(NONE, "gnss-geen-foutbron",
  "Welke factor heeft GEEN merkbare invloed op de nauwkeurigheid van een GNSS-meting?",
  ["Vertraging van het signaal in de ionosfeer",
   "Reflecties tegen gebouwen (multipath)",
   "De geometrie van de zichtbare satellieten",
   "De kleur van de meetstok"], "D",
  "Kleur doet niets; ionosfeer, reflecties en satellietstand zijn bekende foutbronnen.",
  tags=[NEG, KORT]),

q(NONE, "hoogteverschil-bij-helling",
  "Een weg stijgt over een horizontale afstand van 150 m met een helling van twee procent. Hoeveel hoger ligt het eindpunt?",
  ["0,3 m", "3 m", "7,5 m", "30 m"], "B",
  "Hoogteverschil = helling × horizontale afstand = 0,02 × 150 m = 3 m.",
  tags=[REK, KORT, GW]),

q(NONE, "registratie-eigendom",
  "Welke organisatie registreert in Nederland het eigendom van huizen en grond?",
  ["Het Kadaster", "Rijkswaterstaat", "De Belastingdienst"], "A",
  "Het Kadaster houdt de openbare registers en de kadastrale kaart bij.",
  tags=[KORT]),

q(NONE, "horizontale-afstand-uit-schuine",
  "Een schuine afstand van 100 m is gemeten onder een hellingshoek van 30° ten opzichte van de horizon. Hoe groot is de horizontale afstand?",
  ["50,0 m", "86,6 m", "100,0 m", "115,5 m"], "B",
  "De horizontale component is schuine afstand × cos(hellingshoek) = 100 × cos 30° = 100 × 0,866 = 86,6 m, optie B. "
  "Optie A gebruikt de sinus en geeft daarmee het hoogteverschil van 50 m tussen begin- en eindpunt, niet de "
  "horizontale afstand. Optie C neemt de schuine afstand zonder herleiding over, wat alleen op volkomen vlak terrein "
  "juist zou zijn. Optie D deelt door de cosinus in plaats van ermee te vermenigvuldigen; maar de horizontale afstand "
  "kan nooit groter zijn dan de schuine afstand, want die is de schuine zijde van de rechthoekige driehoek.",
  tags=[REK, LANG, WEER]),

q(NONE, "wat-is-grensreconstructie",
  "Wat is een grensreconstructie door het Kadaster?",
  ["Het door de rechter opnieuw vaststellen van een grens na een burenruzie, waarbij de juridische ligging van de grens verandert",
   "Het verleggen van een grens omdat een buurman dat wil",
   "Het in het terrein opnieuw aanwijzen van een grens die al eerder is gemeten en vastgelegd",
   "Het bouwen van een nieuwe schutting"], "C",
  "De landmeter zet op basis van de oude meetgegevens de vastgelegde grens weer uit; er verandert niets aan de juridische ligging.",
  tags=[PAR]),

q(NONE, "hoekensom-zeshoek",
  "Een gesloten polygoon heeft zes hoekpunten. Wat moet de som van de gemeten binnenhoeken theoretisch zijn?",
  ["360°", "540°", "720°", "1080°"], "C",
  "(n − 2) × 180° = (6 − 2) × 180° = 720°.",
  tags=[REK, KORT, GW], compute=("(6 - 2) * 180", "°")),

q(NONE, "instrument-midden-tussen-baken",
  "Waarom zet een landmeter bij het waterpassen het instrument zo veel mogelijk midden tussen de twee baken?",
  ["Omdat dan fouten door een scheve kijklijn, aardkromming en refractie tegen elkaar wegvallen",
   "Omdat het instrument daar het meest stabiel staat",
   "Omdat je dan minder hoeft te lopen",
   "Omdat de baken anders niet leesbaar zijn"], "A",
  "Staan beide baken even ver weg, dan hebben de aflezingen dezelfde fout door een niet precies horizontale kijklijn, "
  "door de kromming van de aarde en door de breking van licht in de lucht; bij het aftrekken vallen ze weg, en dat "
  "maakt A juist. B klopt niet: hoe stabiel het statief staat, hangt af van de ondergrond en niet van de plek tussen "
  "de baken. C is hooguit een bijkomstigheid en geen meettechnische reden. D is onjuist, want een baak op dertig of "
  "veertig meter is met de kijker prima af te lezen; pas op veel grotere afstand wordt het lastig.",
  tags=[LANG, WEER, PAR]),

q(NONE, "geen-hoogtemeetinstrument",
  "Welk instrument is NIET geschikt om hoogteverschillen te bepalen?",
  ["Een waterpasinstrument", "Een totaalstation", "Een GNSS-ontvanger", "Een planimeter"], "D",
  "Met een planimeter meet je oppervlakken op een kaart. Waterpasinstrument, totaalstation en GNSS kunnen alle drie hoogtes bepalen, elk met een eigen nauwkeurigheid.",
  tags=[NEG, WEER]),

q(NONE, "temperatuurcorrectie-meetlint",
  "Een stalen meetlint van 30 m is gekalibreerd bij 20 graden Celsius en wordt gebruikt bij 35 graden Celsius. De uitzettingscoëfficiënt is 11,5 × 10⁻⁶ per graad. Hoeveel langer is het lint dan?",
  ["0,5 mm", "5 mm", "17 mm", "52 mm"], "B",
  "ΔL = L · α · ΔT = 30 m × 11,5 × 10⁻⁶ /°C × 15 °C = 0,0052 m ≈ 5 mm.",
  tags=[REK, EW, KORT]),

q(NONE, "twee-kijkerstanden",
  "Waarom meet een landmeter een hoek met een theodoliet in twee kijkerstanden?",
  ["Om de meting sneller af te ronden",
   "Om het gemiddelde te nemen, waardoor instrumentfouten zoals collimatiefout tegen elkaar wegvallen",
   "Omdat een theodoliet in één kijkerstand alleen de verticale hoek kan meten en de horizontale hoek pas in de tweede stand",
   "Omdat de batterij anders leegloopt"], "B",
  "In de tweede stand werkt dezelfde instrumentfout precies andersom; het gemiddelde is er dus vrij van.",
  tags=[PAR, KORT]),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "instrument-hoogteverschillen-kort",
  "Welk instrument gebruik je traditioneel om hoogteverschillen over korte afstanden zeer nauwkeurig te meten?",
  ["Een kompas", "Een waterpasinstrument", "Een planimeter", "Een sextant"], "B",
  "Met een waterpasinstrument lees je een horizontale lijn af op twee baken; het verschil is het hoogteverschil, op de millimeter nauwkeurig.",
  move="C"),

q(MOVED, "voorwaartse-insnijding",
  "Hoe heet de methode waarbij je vanaf twee bekende punten de richtingen naar een onbekend punt meet om de positie daarvan te bepalen?",
  ["Voorwaartse insnijding", "Waterpassing", "Achterwaartse insnijding", "Polygonatie"], "A",
  "Bij een voorwaartse insnijding sta je op de bekende punten en snijden de twee gemeten richtingen elkaar in het "
  "onbekende punt; bij de achterwaartse variant sta je juist op het onbekende punt.",
  move="D"),

q(MOVED, "perceel-in-hectare",
  "Een perceel is 120 m lang en 50 m breed. Hoeveel hectare is het?",
  ["0,06 ha", "0,6 ha", "6 ha", "60 ha"], "B",
  "120 × 50 = 6000 m². Een hectare is 10 000 m², dus 6000 / 10 000 = 0,6 ha.",
  move="D"),

# --- gebrekkig: dubbele optie ---
q(DUP, "nauwkeurigheid-rtk",
  "Welke horizontale nauwkeurigheid haal je onder goede omstandigheden typisch met RTK-GNSS?",
  ["Enkele centimeters",
   "Ongeveer 5 m",
   "Ongeveer 5\u00a0m",
   "Ongeveer 100 m"], "A",
  "Met correcties van een referentiestation komt de positie tot op een paar centimeter nauwkeurig; zonder die correcties blijft het bij meters.",
  dup=("B", "C"), kind="harde spatie (no-break space) tussen getal en eenheid"),
]
