from common import *

ONDERWERP = "olieverfschilderen"

VRAGEN = [
q(NONE, "vet-over-mager",
  "Wat houdt de regel 'vet over mager' in bij het opbouwen van een olieverfschilderij?",
  ["Je begint met dikke lagen en eindigt met dunne",
   "Je gebruikt onderin alleen donkere kleuren",
   "Elke volgende laag bevat meer olie dan de laag eronder",
   "Je schildert pas verder als de vorige laag nog nat is"], "C",
  "Bovenlagen moeten soepeler blijven dan onderlagen; anders scheuren ze wanneer de onderlaag nog beweegt.",
  tags=[PAR, KORT]),

q(NONE, "meest-gebruikte-bindmiddel",
  "Welke olie is het meest gebruikte bindmiddel in olieverf?",
  ["Olijfolie", "Lijnolie", "Kokosolie"], "B",
  "Lijnolie, geperst uit vlaszaad. Olijfolie droogt niet en blijft plakken.",
  tags=[KORT, WEER]),

q(NONE, "hoe-droogt-olieverf",
  "Hoe droogt olieverf?",
  ["De olie neemt zuurstof op en vormt een vaste film",
   "Het water in de verf verdampt",
   "De verf trekt volledig in het doek",
   "De terpentijn in de tube verhardt"], "A",
  "Olieverf droogt niet door verdamping maar door een chemische reactie: de onverzadigde vetzuren in de olie nemen "
  "zuurstof uit de lucht op en verknopen tot een taaie film. Daarom is A juist en duurt het dagen tot weken voor een "
  "laag droog is. B kan niet kloppen, want olieverf bevat geen water; dat is het droogmechanisme van aquarel en "
  "acryl. C is onjuist: een goede grondlaag voorkomt juist dat de olie in het doek wegzakt, anders wordt de verf mat "
  "en het linnen broos. D klopt evenmin: in een tube zit meestal alleen pigment en olie, en terpentijn die je als "
  "verdunner toevoegt, verdampt gewoon in plaats van te verharden.",
  tags=[LANG, WEER, PAR]),

q(NONE, "mengverhouding-ultramarijn",
  "Een schilder mengt titaanwit en ultramarijn in de verhouding 3 : 1. Hoeveel milliliter ultramarijn zit er in 60 milliliter van dit mengsel?",
  ["15 ml", "20 ml", "45 ml", "180 ml"], "A",
  "3 + 1 = 4 delen; één deel is 60 / 4 = 15 ml ultramarijn.",
  tags=[REK, KORT, EW], compute=("60 / 4", "ml")),

q(NONE, "oppervlak-doek",
  "Een doek meet 80 bij 60 centimeter. Hoe groot is het oppervlak in vierkante meter?",
  ["0,048 m²", "0,48 m²", "4,8 m²", "48 m²"], "B",
  "0,80 m × 0,60 m = 0,48 m²; wie in cm rekent krijgt 4800 cm², en dat is ook 0,48 m².",
  tags=[REK, KORT, EW]),

q(NONE, "wat-is-imprimatura",
  "Wat verstaat een schilder onder een *imprimatura*?",
  ["De handtekening op de achterkant van het doek",
   "De vernislaag die als laatste wordt aangebracht",
   "Een stevige houten lijst",
   "Een dunne, transparante gekleurde laag over de witte grond"], "D",
  "Het is een eerste toon over de hele grond, zodat je niet tegen verblindend wit in hoeft te schilderen.",
  tags=[CURS, PAR, KORT], markup="markdown"),

q(NONE, "techniek-leonardo-rook",
  "Welke techniek, bekend van Leonardo da Vinci, laat de overgangen tussen licht en donker vervagen als rook, zonder harde contouren?",
  ["Chiaroscuro", "Sfumato", "Impasto", "Pointillisme"], "B",
  "*Chiaroscuro* gaat over sterke contrasten tussen licht en donker, zoals bij Caravaggio; dat is bijna het "
  "tegenovergestelde van vervagen, al kunnen beide technieken in één werk samengaan. *Sfumato*, van het Italiaanse "
  "woord voor rook, bouwt met vele flinterdunne lagen overgangen op die zo geleidelijk zijn dat je geen rand meer ziet; "
  "de glimlach van de Mona Lisa is het schoolvoorbeeld. *Impasto* is dik opgebrachte verf met zichtbare "
  "penseelstreken en dus juist heel tastbaar. Pointillisme werkt met losse stippen pure kleur die pas in het oog "
  "mengen; het ontstond pas eeuwen later bij Seurat en heeft met Leonardo niets te maken.",
  tags=[LANG, WEER, CURS], markup="markdown"),

q(NONE, "geen-verdunner-olieverf",
  "Welke van de volgende is GEEN geschikte verdunner voor traditionele olieverf?",
  ["Balsemterpentijn", "Geurloze terpentine", "White spirit", "Water"], "D",
  "Olie en water mengen niet. De drie andere zijn oplosmiddelen die olie wel verdunnen.",
  tags=[NEG, KORT]),

q(NONE, "perfectioneerde-olieverf",
  "Welke schilder wordt vaak ten onrechte de uitvinder van de olieverf genoemd, maar bracht de techniek in de 15e eeuw tot grote hoogte?",
  ["Rembrandt van Rijn", "Johannes Vermeer", "Jan van Eyck", "Giotto"], "C",
  "Jan van Eyck: olie als bindmiddel bestond al eerder, maar zijn lagen en glaceringen in de vijftiende eeuw maakten "
  "de techniek beroemd. Rembrandt en Vermeer werkten pas in de zeventiende eeuw.",
  tags=[WEER, GW]),

q(NONE, "prijs-per-milliliter",
  "Een tube van 40 ml kost € 12,00 en een tube van 200 ml kost € 48,00. Hoeveel procent goedkoper per milliliter is de grote tube?",
  ["12%", "20%", "25%", "60%"], "B",
  "Klein: 12,00 / 40 = € 0,30 per ml. Groot: 48,00 / 200 = € 0,24 per ml. Verschil 0,06 / 0,30 = 20%. De 25% "
  "krijg je als je ten onrechte door de prijs van de grote tube deelt.",
  tags=[REK, WEER], compute=("(12/40 - 48/200) / (12/40) * 100", "%")),

q(NONE, "wat-is-impasto",
  "Wat is impasto?",
  ["Een dunne, doorschijnende laag verf die over een droge onderlaag wordt gelegd om de kleur te verdiepen",
   "Een lijm om het doek op te spannen",
   "Verf die zo dik is opgebracht dat de sporen van penseel of mes zichtbaar blijven",
   "Een vernis met een matte afwerking"], "C",
  "Dikke, reliëfrijke verf, zoals bij Van Gogh.",
  fb=["Nee, dat is een glacis.",
      "Nee, daarvoor gebruik je spijkers of nietjes en soms huidlijm.",
      "Goed zo! De verf krijgt echt reliëf.",
      "Nee, vernis komt pas als het schilderij droog is."],
  tags=[FB, KORT, PAR]),

q(NONE, "wat-is-glaceren",
  "Wat is glaceren?",
  ["Een dunne, transparante laag verf over een droge onderlaag aanbrengen",
   "Het schilderij afsluiten met een dikke laag was",
   "Verf met een mes dik opbrengen"], "A",
  "De onderlaag schemert door het kleurvlies heen en krijgt zo diepte en gloed; dik opbrengen met een mes is juist impasto.",
  tags=[PAR, WEER]),

q(NONE, "waarom-doek-gronderen",
  "Waarom brengt men een grondlaag aan op linnen voordat men er met olieverf op schildert?",
  ["Om het doek zwaarder te maken",
   "Om het doek waterdicht te maken, zodat het schilderij later ook buiten of in een vochtige ruimte kan hangen",
   "Om te voorkomen dat de olie het linnen aantast en om een egale ondergrond te krijgen",
   "Om de verf sneller te laten drogen"], "C",
  "Onbehandeld linnen zuigt de olie op, wordt daardoor broos en rot op den duur. Een grondlaag sluit het af en geeft "
  "een gelijkmatige ondergrond. Sneller drogen of waterdichtheid is niet het doel.",
  tags=[WEER, PAR]),

q(NONE, "loodwit-onjuiste-bewering",
  "Welke bewering over loodwit is onjuist?",
  ["Het is giftig bij inslikken of inademen",
   "Het vormt een relatief soepele en taaie verffilm",
   "Het werd eeuwenlang als belangrijkste wit gebruikt",
   "Het is in de EU zonder beperkingen in elke hobbywinkel te koop"], "D",
  "Omdat lood giftig is, is de verkoop van loodwit in de Europese Unie sterk aan banden gelegd; het is alleen met "
  "uitzonderingen, bijvoorbeeld voor restauratoren en professionals, verkrijgbaar. Daarom is D onjuist. A is juist: "
  "loodverbindingen hopen zich op in het lichaam en zijn vooral gevaarlijk als stof of bij inslikken. B klopt ook: "
  "loodwit droogt vrij snel en vormt een buigzame film die minder snel scheurt dan zinkwit, wat het populair maakte "
  "voor de grondlaag. C is historisch juist: van de Romeinen tot de negentiende eeuw was het het standaardwit van "
  "vrijwel elke schilder, tot zink- en titaanwit het terrein overnamen.",
  tags=[NEG, LANG]),

q(NONE, "schets-vergroten",
  "Een schets van 20 cm breed en 15 cm hoog wordt in dezelfde verhouding vergroot tot een doek van 100 cm breed. Hoe hoog wordt het doek?",
  ["70 cm", "80 cm", "95 cm", "75 cm"], "D",
  "De vergrotingsfactor is 100 / 20 = 5, dus de hoogte wordt 15 × 5 = 75 cm. Bij 95 cm is er ten onrechte 80 cm bij opgeteld.",
  tags=[REK, WEER], compute=("15 * 100 / 20", "cm")),

q(NONE, "gereedschap-stalen-kling",
  "Hoe heet het gereedschap met een buigzame stalen kling waarmee je verf mengt op het palet en dik op het doek zet?",
  ["Paletmes", "Waaierpenseel", "Ezel"], "A",
  "Dat is het paletmes.",
  tags=[KORT]),

q(NONE, "grootste-dekkracht-wit",
  "Welk wit heeft de grootste dekkracht?",
  ["Zinkwit", "Titaanwit", "Loodwit"], "B",
  "Titaanwit dekt het sterkst. Zinkwit is juist vrij transparant en handig voor zachte mengtinten.",
  tags=[KORT, WEER]),

q(NONE, "olieaandeel-in-verf",
  "Een schilder wrijft zijn eigen verf met 100 g pigment en 25 g lijnolie. Welk percentage van de totale massa van de verf is olie?",
  ["20%", "25%", "33%", "80%"], "A",
  "Totaal 125 g, waarvan 25 g olie: 25 / 125 = 0,20 = 20%. De 25% vergelijkt olie met alleen het pigment.",
  tags=[REK, WEER], compute=("25 / 125 * 100", "%")),

q(NONE, "vergelen-in-donker",
  "Een schilderij dat maandenlang in een donkere kast stond, is geler geworden. Wat is daarvan de oorzaak?",
  ["Het pigment is door schimmel aangetast",
   "De vernis is verdampt",
   "Het doek heeft in de kast vocht opgenomen, waardoor de vezels verkleuren en die gele tint door de verf heen schemert",
   "De lijnolie vergeelt in het donker, een effect dat in daglicht grotendeels terugloopt"], "D",
  "Drogende olie kleurt in donkere omstandigheden wat geel; zet je het werk weer in het licht, dan bleekt het meestal weer bij.",
  tags=[PAR]),

q(NONE, "oorzaak-craquele",
  "Wat is een veelvoorkomende oorzaak van scheurtjes in de verflaag van een olieverfschilderij?",
  ["Een te dikke vernislaag, aangebracht op een schilderij dat al maanden helemaal droog was",
   "Het gebruik van een paletmes",
   "Een snel drogende, magere laag over een vettere, langzaam drogende onderlaag"], "C",
  "Als de onderlaag nog krimpt terwijl de bovenlaag al hard is, trekt die bovenlaag open.",
  tags=[PAR, KORT]),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "blauw-uit-lapis-lazuli",
  "Welk blauw pigment werd vroeger gewonnen uit de halfedelsteen lapis lazuli?",
  ["Pruisisch blauw", "Ultramarijn", "Kobaltblauw", "Indigo"], "B",
  "Echt ultramarijn kwam uit vermalen lapis lazuli uit Afghanistan en was duurder dan goud.",
  move="C"),

q(MOVED, "betekenis-alla-prima",
  "Wat betekent *alla prima* schilderen?",
  ["Nat-in-nat werken en het schilderij in één zitting voltooien",
   "Eerst een monochrome onderschildering maken",
   "Alleen primaire kleuren gebruiken"], "A",
  "Bij *alla prima* wacht je niet tot lagen drogen: je zet alles in één keer neer, nat in nat.",
  move="B", markup="markdown"),

q(MOVED, "latten-voor-spieraam",
  "Een spieraam wordt 50 cm breed en 70 cm hoog. Hoeveel centimeter lat is er minimaal nodig voor de vier zijden?",
  ["120 cm", "200 cm", "240 cm", "350 cm"], "C",
  "De omtrek is 2 × (50 + 70) = 2 × 120 = 240 cm.",
  move="A"),
]
