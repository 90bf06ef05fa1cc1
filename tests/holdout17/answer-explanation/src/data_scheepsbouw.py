from common import *

ONDERWERP = "scheepsbouw"

VRAGEN = [
q(NONE, "waterverplaatsing-zeewater",
  "Een schip verplaatst 5000 kubieke meter zeewater met een dichtheid van 1,025 ton per kubieke meter. Hoe groot is de waterverplaatsing in massa?",
  ["4878 ton", "5000 ton", "5125 ton", "5250 ton"], "C",
  "Massa = volume × dichtheid = 5000 m³ × 1,025 t/m³ = 5125 t.",
  tags=[REK, KORT, EW], compute=("5000 * 1.025", "ton")),

q(NONE, "spanten-dwarsribben",
  "Hoe heten de dwarsribben die de vorm van de romp bepalen en de huidbeplating van bodem en zijden dragen?",
  ["Stringers", "Schotten", "Dekbalken", "Spanten"], "D",
  "Dat zijn de spanten; stringers lopen juist in de lengterichting en dekbalken dragen het dek, niet de huid.",
  tags=[KORT, WEER]),

q(NONE, "aanvangsstabiliteit-niet-vergroten",
  "Welke maatregel vergroot de aanvangsstabiliteit (de metacentrische hoogte GM) van een schip NIET?",
  ["Het schip breder ontwerpen",
   "Ballast laag in het schip aanbrengen",
   "Zware lading hoog op het dek plaatsen",
   "Slack tanks geheel vullen of leegpompen"], "C",
  "Gevraagd wordt welke maatregel GM niet vergroot. A vergroot haar wel: een bredere romp geeft een veel groter "
  "traagheidsmoment van het waterlijnvlak, waardoor de metacentrische straal BM en dus GM toeneemt. B helpt ook: "
  "ballast laag in het schip trekt het gewichtszwaartepunt G omlaag, zodat de afstand tot het metacentrum groter "
  "wordt. D werkt eveneens gunstig: in een half gevulde tank stroomt de vloeistof bij slagzij naar de lage kant, "
  "wat werkt als een virtuele verhoging van G; een volle of lege tank heeft dat effect niet. Alleen C verkleint GM: "
  "zware lading hoog op het dek tilt het zwaartepunt op, zodat het schip ranker wordt en minder krachtig terugricht.",
  tags=[NEG, LANG]),

q(NONE, "metacentrische-hoogte-berekenen",
  "Van een schip is gegeven: KB = 2,1 m, BM = 3,4 m en KG = 4,8 m. Hoe groot is de metacentrische hoogte GM?",
  ["0,7 m", "1,5 m", "10,3 m", "−0,7 m"], "A",
  "KM = KB + BM = 2,1 + 3,4 = 5,5 m. Dan GM = KM − KG = 5,5 − 4,8 = 0,7 m, positief dus stabiel.",
  tags=[REK, KORT]),

q(NONE, "knopen-naar-kilometers",
  "Een coaster vaart zes uur lang met een constante snelheid van veertien knopen. Hoeveel kilometer legt het schip af?",
  ["84 km", "126 km", "155,6 km", "168 km"], "C",
  "Een knoop is één zeemijl per uur, dus 14 × 6 = 84 zeemijl. Een zeemijl is 1852 m, zodat 84 × 1,852 km ≈ 155,6 km. "
  "Wie 84 km kiest, is vergeten om zeemijlen naar kilometers om te rekenen.",
  tags=[REK, GW, WEER]),

q(NONE, "uitwateringsmerk-betekenis",
  "Wat geeft het uitwateringsmerk (Plimsoll-merk) op de zijkant van een vrachtschip aan?",
  ["Tot welke diepgang het schip mag worden afgeladen, afhankelijk van seizoen en waterdichtheid",
   "Hoe ver het metacentrum boven de kiel ligt wanneer het schip volgeladen en zonder slagzij in vlak water drijft",
   "Op welke hoogte de schroefas door de romp gaat"], "A",
  "De lijnen van het [uitwateringsmerk](https://nl.wikipedia.org/wiki/Uitwateringsmerk) laten zien hoe diep een "
  "schip in verschillende omstandigheden maximaal mag liggen: in zoet water en in de tropische zomer mag het dieper "
  "insteken dan in de winter op de Noord-Atlantische Oceaan.",
  tags=[PAR, LINK], markup="markdown"),

q(NONE, "blokcoefficient-berekenen",
  "Een schip heeft op de waterlijn een lengte van 100 m, een breedte van 16 m en een diepgang van 6 m. Het onderwatervolume is 7200 m³. Wat is de blokcoëfficiënt Cb?",
  ["0,60", "0,75", "0,80", "1,33"], "B",
  "Cb = V / (L × B × T) = 7200 / (100 × 16 × 6) = 7200 / 9600 = 0,75. De waarde 1,33 is de omgekeerde breuk; "
  "een blokcoëfficiënt is altijd kleiner dan 1, want de romp past in het omhullende blok.",
  tags=[REK, WEER]),

q(NONE, "rompmateriaal-koopvaardij",
  "Van welk materiaal wordt de romp van grote koopvaardijschepen tegenwoordig vrijwel altijd gebouwd?",
  ["Aluminium", "Glasvezelversterkt polyester", "Hout", "Scheepsbouwstaal"], "D",
  "Staal: sterk, goed lasbaar en goedkoop genoeg voor rompen van honderden meters.",
  tags=[KORT, PAR]),

q(NONE, "rood-zijlicht-bakboord",
  "Aan welke kant van een varend schip brandt 's nachts het rode zijlicht?",
  ["Aan stuurboord", "Aan bakboord", "Op het achterschip"], "B",
  "Rood hoort aan bakboord, de linkerkant als je naar voren kijkt. Stuurboord krijgt groen en op het achterschip staat een wit heklicht.",
  tags=[KORT, WEER]),

q(NONE, "dubbele-bodem-onjuist",
  "Welke bewering over een dubbele bodem in een vrachtschip is onjuist?",
  ["Hij beschermt het schip bij een lichte grondaanraking",
   "De ruimte ertussen wordt vaak gebruikt voor ballastwater of brandstof",
   "Hij draagt bij aan de langsscheepse sterkte van de romp",
   "Hij maakt het schip onzinkbaar"], "D",
  "Een dubbele bodem verkleint het risico, maar geen enkele constructie maakt een schip onzinkbaar: bij een grote "
  "aanvaring in de zijkant helpt hij niets. De andere drie uitspraken kloppen wel: de binnenbodem houdt het water "
  "tegen als alleen de buitenhuid lek is, de tussenruimte is een handige tank, en de twee platen met de wrangen "
  "ertussen vormen een stijve kokerconstructie.",
  tags=[NEG, PAR]),

q(NONE, "bulbsteven-doel",
  "Waarom hebben veel grote vrachtschepen een bulbsteven?",
  ["Om de golfweerstand bij de ontwerpsnelheid te verkleinen",
   "Om door zee-ijs te kunnen breken",
   "Om extra laadruimte voorin te creëren",
   "Om het anker veilig op te bergen"], "A",
  "De bolle neus onder de waterlijn, in het Engels *bulbous bow*, wekt een eigen golfsysteem op dat de boeggolf "
  "grotendeels uitdooft; daardoor daalt de golfweerstand en dus het brandstofverbruik, vooral rond de snelheid "
  "waarvoor de vorm ontworpen is. Ijsbreken is het tegenovergestelde doel: ijsbrekers hebben juist een schuin "
  "oplopende voorsteven die op het ijs klimt en het met zijn gewicht breekt. Laadruimte levert de bulb nauwelijks "
  "op, want hij is klein en zit vol verstevigingen of ballast. Het anker ligt in de kluis aan de zijkant van het "
  "voorschip, niet in de bulb; een bulb moet juist vrij blijven van de ankerketting.",
  tags=[LANG, WEER, CURS], markup="markdown"),

q(NONE, "rompsnelheid-36-voet",
  "Een verplaatsingsjacht heeft een waterlijnlengte van 36 voet. Welke rompsnelheid geeft de vuistregel rompsnelheid ≈ 1,34 × √(waterlijnlengte in voet) ongeveer?",
  ["6,0 knopen", "7,2 knopen", "8,0 knopen", "48,2 knopen"], "C",
  "√36 ft = 6, en 1,34 × 6 ≈ 8,0 kn.",
  tags=[REK, KORT, EW], compute=("1.34 * 36^0.5", "knopen")),

q(NONE, "brutotonnage-betekenis",
  "Wat drukt de brutotonnage (GT) van een schip uit?",
  ["De omvang van alle gesloten ruimten van het schip",
   "Het gewicht van het lege schip in ton",
   "Hoeveel ton lading het schip mag vervoeren"], "A",
  "GT is een dimensieloos getal dat uit het ingesloten volume wordt berekend. Het is dus geen massa: het "
  "gewicht van het lege schip heet het leeggewicht en het draagvermogen heet deadweight.",
  tags=[PAR, WEER]),

q(NONE, "deadweight-berekenen",
  "Een schip heeft volgeladen een waterverplaatsing van 12000 t. Het leeggewicht is 3500 t. Hoe groot is het draagvermogen (deadweight)?",
  ["3500 t", "8500 t", "12000 t", "15500 t"], "B",
  "Deadweight = waterverplaatsing − leeggewicht = 12000 − 3500 = 8500 t.",
  tags=[REK, KORT], compute=("12000 - 3500", "t")),

q(NONE, "waterdicht-schot",
  "Wat is een waterdicht schot in een schip?",
  ["Een luik in het dek dat waterdicht kan worden gesloten",
   "Een wand dwars door de romp die het schip in compartimenten verdeelt",
   "De bovenste rand van de romp",
   "Een scheur in de huidbeplating onder de waterlijn"], "B",
  "Schotten delen de romp op, zodat bij een lek maar één ruimte volloopt.",
  fb=["Nee, een luik sluit een opening in het dek af; een schot is een wand.",
      "Goed zo! Dankzij die compartimenten blijft het schip bij één lek drijven.",
      "Nee, die rand heet het dolboord of de verschansing.",
      "Nee, een scheur is een lek; het schot moet juist voorkomen dat zo'n lek het hele schip vult."],
  tags=[FB, KORT, PAR]),

q(NONE, "trim-berekenen",
  "De diepgang voor is 5,20 m en de diepgang achter is 6,00 m. Wat is de trim van het schip?",
  ["0,80 m kopzwaar", "5,60 m", "11,20 m", "0,80 m stuurlastig"], "D",
  "Trim is het verschil tussen de diepgang achter en voor: 6,00 − 5,20 = 0,80 m. Het achterschip ligt dieper, dus "
  "het schip is stuurlastig en niet kopzwaar. 5,60 m is de gemiddelde diepgang en 11,20 m de som, geen trim.",
  tags=[REK, WEER]),

q(NONE, "lassen-verving-klinken",
  "Welke verbindingstechniek verving rond en na de Tweede Wereldoorlog grotendeels het klinken van stalen rompplaten?",
  ["Lijmen", "Bouten", "Lassen"], "C",
  "Gelaste rompen, zoals die van de Liberty-schepen, waren sneller en lichter te bouwen dan geklonken rompen.",
  tags=[KORT, PAR]),

q(NONE, "vrijboord-definitie",
  "Wat verstaat men onder het vrijboord van een schip?",
  ["De afstand van de onderkant van de kiel tot de waterlijn",
   "De verticale afstand van de waterlijn tot de bovenkant van het vrijboorddek",
   "De hoogte van de mast boven het water",
   "De breedte van het schip op de waterlijn"], "B",
  "Het vrijboord is het stuk romp dat boven water uitsteekt, gemeten tot het doorlopende dek. De eerste optie "
  "beschrijft de diepgang.",
  tags=[PAR, WEER]),

q(NONE, "catamaran-geen-kenmerk",
  "Welke van de volgende is GEEN kenmerk van een zeilcatamaran vergeleken met een eenrompsjacht van dezelfde lengte?",
  ["Een grotere aanvangsstabiliteit",
   "Een groter dekoppervlak",
   "Meestal een geringere diepgang",
   "Een zware ballastkiel die nodig is voor de stabiliteit"], "D",
  "Een catamaran haalt zijn stabiliteit uit de grote afstand tussen de twee rompen, niet uit ballast. Daardoor is hij "
  "aanvankelijk zeer stijf, heeft hij veel dek tussen de rompen en kan hij zonder diepe kiel ondiep varen.",
  tags=[NEG, PAR]),

q(NONE, "modelproef-froude-schaling",
  "Een schip van 16 knopen wordt getest met een model dat vijfentwintig keer zo klein is. Met welke snelheid moet het model volgens de wet van Froude worden gesleept?",
  ["3,2 knopen", "0,64 knopen", "16 knopen", "80 knopen"], "A",
  "Bij gelijk Froudegetal schaalt de snelheid met de wortel van de lengteschaal: 16 / √25 = 16 / 5 = 3,2 knopen. "
  "Optie B deelt door de volle schaal 25 in plaats van door de wortel, wat het model veel te langzaam laat varen. "
  "Optie C neemt de snelheid van het echte schip over; dan zou het golfpatroon rond het model veel te lang zijn in "
  "verhouding tot de romp. Optie D vermenigvuldigt met 5 in plaats van te delen en geeft zo een snelheid die in "
  "geen enkele sleeptank haalbaar is. Alleen met 3,2 knopen krijgt het model hetzelfde golfbeeld als het schip.",
  tags=[REK, LANG, WEER, GW]),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "voorsteven-benaming",
  "Hoe heet het voorste constructiedeel van de romp, dat het water doorklieft?",
  ["De spiegel", "De voorsteven", "De kim", "Het zaathout"], "B",
  "Dat is de voorsteven. De spiegel is het vlakke achtervlak van het hek, de kim de ronding tussen bodem en zijkant.",
  move="A"),

q(MOVED, "kim-van-de-romp",
  "Wat is de kim van een schip?",
  ["De overgang van de bodem naar de zijwand van de romp",
   "De bovenste rand van het dek",
   "De koker waardoor de schroefas naar buiten gaat"], "A",
  "De kim is de bocht waar de vlakke bodem overgaat in de zijkant; schepen met een ronde kim rollen anders dan "
  "schepen met een scherpe knik daar.",
  move="C"),

q(MOVED, "zeemijlen-in-tweeenhalf-uur",
  "Een vrachtschip vaart 18 knopen. Hoeveel zeemijl legt het af in 2,5 uur?",
  ["36 zeemijl", "45 zeemijl", "50 zeemijl", "83 zeemijl"], "B",
  "Afstand = snelheid × tijd = 18 × 2,5 = 45 zeemijl.",
  move="D"),

# --- gebrekkig: dubbele optie ---
q(DUP, "functie-van-het-roer",
  "Wat is de belangrijkste functie van het roer van een schip?",
  ["Het schip van koers laten veranderen",
   "Het schip stabiliseren tegen slingeren",
   "het schip stabiliseren tegen slingeren",
   "Het schip voortstuwen"], "A",
  "Het roer buigt de waterstroom af, zodat er een dwarskracht op het achterschip ontstaat en het schip draait.",
  dup=("B", "C"), kind="kleine letter aan het begin van de zin"),
]
