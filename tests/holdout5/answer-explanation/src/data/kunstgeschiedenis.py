from lib import Q, topic

T = "kunstgeschiedenis"
topic(T, "Kunstgeschiedenis", "Stijlperioden, kunstenaars en technieken in de westerse beeldende kunst en bouwkunst.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("nachtwacht-schilder",
  "Wie schilderde De Nachtwacht, het groepsportret dat in 1642 werd voltooid?",
  ["*Rembrandt van Rijn", "Johannes Vermeer", "Frans Hals"],
  "Rembrandt voltooide De Nachtwacht in 1642 voor de Amsterdamse kloveniers.",
  s="kf", rel=["schuttersstuk-betekenis"])

q("meisje-met-de-parel-museum",
  "In welk museum hangt Het meisje met de parel van Johannes Vermeer?",
  ["Het Rijksmuseum in Amsterdam", "*Het Mauritshuis in Den Haag", "Museum Boijmans Van Beuningen in Rotterdam"],
  """
Het schilderij hoort al sinds 1903 bij de collectie van het Mauritshuis in Den Haag. De verzamelaar Arnoldus des Tombe had het aan het museum nagelaten. In het Rijksmuseum hangen wel andere werken van Vermeer, zoals Het melkmeisje, maar niet dit portret.""",
  s="kf")

q("impressionisme-naamgever",
  "Aan welk schilderij dankt het impressionisme zijn naam?",
  ["*Impression, soleil levant van Claude Monet", "Le Déjeuner sur l'herbe van Édouard Manet", "Bal du moulin de la Galette van Auguste Renoir"],
  """
Op de eerste groepstentoonstelling van de kunstenaars rond Monet, in 1874 in Parijs, zag de criticus Louis Leroy een haastig geschilderd havengezicht in de ochtendzon. Hij maakte de hele groep in zijn recensie belachelijk als 'impressionisten', naar de titel van dat doek. De kunstenaars namen het scheldwoord later zelf over. De naam komt dus van Monets Impression, soleil levant.""",
  s="gen q")

q("lineair-perspectief-ontdekker",
  "Welke kunstenaar wordt algemeen gezien als degene die in het begin van de vijftiende eeuw het lineair perspectief met één verdwijnpunt experimenteel aantoonde?",
  ["Giotto di Bondone", "*Filippo Brunelleschi", "Michelangelo Buonarroti", "Sandro Botticelli"],
  """
Rond 1415–1420 liet de Florentijnse architect Brunelleschi met een beschilderd paneel en een spiegel zien dat evenwijdige lijnen in een afbeelding naar één punt moeten lopen om diepte overtuigend weer te geven. Leon Battista Alberti legde de regels in 1435 vast in De pictura. Giotto werkte een eeuw eerder en suggereerde diepte nog op het oog, zonder vaste constructie. Botticelli en Michelangelo gebruikten het perspectief later wel, maar hebben het niet ontdekt.""",
  s="all par")

q("gotiek-kenmerk-niet",
  "Welk kenmerk hoort NIET bij de gotische bouwkunst?",
  ["Spitsbogen", "Luchtbogen aan de buitenkant", "*Ronde bogen en dikke muren met kleine vensters", "Kruisribgewelven"],
  """
Gotische bouwmeesters wilden hoge, lichte kerken. De spitsboog leidt het gewicht van het dak steiler naar beneden dan een ronde boog, het kruisribgewelf bundelt dat gewicht op een paar punten, en luchtbogen aan de buitenkant vangen de zijwaartse druk op. Daardoor konden de muren dun blijven en grote glas-in-loodramen krijgen. Ronde bogen met zware muren en kleine ramen horen juist bij de romaanse stijl die aan de gotiek voorafging.""",
  s="gen all", rel=["romaanse-bouwstijl-uitspraak"])

q("mondriaan-kleuren",
  "Welke kleuren gebruikte Piet Mondriaan in zijn bekende composities uit de De Stijl-periode, naast zwart, wit en grijs?",
  ["*Rood, geel en blauw", "Rood, groen en blauw", "Oranje, groen en paars"],
  """
Antwoord A klopt: Mondriaan beperkte zich tot de drie primaire kleuren rood, geel en blauw, aangevuld met de 'niet-kleuren' zwart, wit en grijs. B noemt de drie kleuren waaruit licht op een beeldscherm wordt opgebouwd (RGB); die hebben met De Stijl niets te maken. C somt de secundaire kleuren op, die Mondriaan in deze composities juist vermeed.""",
  s="let all", fix=True)

q("caravaggio-licht-donker",
  "Welke schilderwijze, met scherpe tegenstellingen tussen fel licht en diepe schaduw, is kenmerkend voor Caravaggio?",
  ["Sfumato", "Pointillisme", "*Clair-obscur (tenebrisme)"],
  """
Sfumato is de zachte, rokerige overgang zonder harde contouren die bij Leonardo da Vinci hoort; dat is het omgekeerde van wat hier wordt gevraagd. Pointillisme hoort bij Georges Seurat en Paul Signac, die eind negentiende eeuw met losse stippen zuivere kleur werkten. Caravaggio liet zijn figuren als door een schijnwerper uit een bijna zwarte achtergrond oplichten. Die dramatische licht-donkerwerking heet clair-obscur; in zijn extreme vorm spreekt men van tenebrisme.""",
  s="all gen")

q("guernica-aanleiding",
  "Waarop reageerde Pablo Picasso met zijn schilderij Guernica uit 1937?",
  ["De Duitse inval in Polen", "*Het bombardement op het Baskische stadje Guernica tijdens de Spaanse Burgeroorlog", "De slag bij Verdun in de Eerste Wereldoorlog"],
  """
Op 26 april 1937 bombardeerden Duitse en Italiaanse vliegtuigen, ter ondersteuning van Franco, het Baskische stadje Guernica. Picasso werkte op dat moment aan een opdracht voor het Spaanse paviljoen op de wereldtentoonstelling in Parijs en maakte van die aanval zijn onderwerp. De inval in Polen was pas in 1939, dus na het schilderij, en Verdun (1916) speelt er geen rol in.""",
  s="gen")

q("kubisme-grondleggers",
  "Welke twee kunstenaars gelden samen als de grondleggers van het kubisme?",
  ["Henri Matisse en André Derain", "Salvador Dalí en René Magritte", "*Pablo Picasso en Georges Braque", "Claude Monet en Auguste Renoir"],
  """
Rond 1907–1908 ontwikkelden Picasso en Braque, in nauw contact met elkaar, een manier van schilderen waarbij een onderwerp tegelijk van meerdere kanten in hoekige vlakken wordt getoond. Matisse en Derain zijn de bekendste namen van het fauvisme, dat om felle, onnatuurlijke kleur draaide. Dalí en Magritte horen bij het surrealisme van de jaren twintig en dertig. Monet en Renoir waren impressionisten en werkten een generatie eerder.""",
  s="kf all")

q("fresco-techniek",
  "Wat is kenmerkend voor een echt fresco (buon fresco)?",
  ["*De verf wordt op natte kalkpleister aangebracht en hecht zich bij het drogen aan de muur",
   "De verf wordt op droge kalkpleister aangebracht met ei als bindmiddel",
   "De verf wordt op een houten paneel aangebracht met lijnolie als bindmiddel"],
  """
Het woord fresco komt van het Italiaanse 'fresco', vers. De schilder werkt in stukken die hij op één dag af kan krijgen (giornate), omdat de pigmenten in water alleen in nog vochtige kalk worden opgenomen. Bij het uitharden van de kalk worden ze onderdeel van de muur. Schilderen op droge pleister heet fresco secco en is minder duurzaam; olieverf op paneel is een heel andere techniek.""",
  s="gen par stmt")

q("gulden-snede-verhouding",
  "Bij de gulden snede verhoudt het grote deel van een lijnstuk zich tot het kleine deel als het geheel tot het grote deel. Welke verhouding klein : groot hoort daar ongeveer bij?",
  ["1 : 1,414", "*1 : 1,618", "1 : 1,5"],
  """
Noem het kleine deel 1 en het grote deel x. Dan moet x / 1 = (x + 1) / x, dus x² = x + 1. De positieve oplossing is x = (1 + √5) / 2 ≈ 1,618: het getal phi. De verhouding 1 : 1,414 (√2) is die van een A4-vel, en 1 : 1,5 is een eenvoudige benadering die niet aan de voorwaarde voldoet.""",
  s="cal")

q("van-gogh-uitspraak-niet",
  "Welke uitspraak over Vincent van Gogh klopt NIET?",
  ["Hij schilderde De aardappeleters in Nuenen.", "Hij woonde een tijd in Arles in Zuid-Frankrijk.",
   "Zijn broer Theo werkte in de kunsthandel en steunde hem financieel.",
   "*Hij verkocht tijdens zijn leven tientallen schilderijen aan grote musea."],
  """
Van Gogh had tijdens zijn leven nauwelijks commercieel succes: hij verkocht heel weinig werk (de verkoop van De rode wijngaard in 1890 is het bekendste voorbeeld), en musea kochten niets van hem. De andere uitspraken kloppen wel. De aardappeleters ontstond in 1885 in Nuenen, waar zijn vader dominee was. In 1888 verhuisde hij naar Arles, waar onder meer de zonnebloemen en Het gele huis ontstonden. Theo was kunsthandelaar in Parijs en stuurde hem jarenlang geld.""",
  s="kf")

q("romaanse-bouwstijl-uitspraak",
  "Welke uitspraak over de romaanse bouwstijl is juist?",
  ["Romaanse kerken hebben meestal spitse bogen en dunne muren.", "*Romaanse kerken hebben meestal ronde bogen en dikke muren.",
   "Romaanse kerken hebben meestal ronde bogen en dunne muren."],
  "Romaanse kerken zijn zwaar gebouwd: halfronde bogen, massieve muren en kleine ramen.",
  s="stmt par", rel=["gotiek-kenmerk-niet"])

q("art-nouveau-nederland",
  "Onder welke naam staat de art nouveau in Nederland ook bekend?",
  ["De Amsterdamse School", "*De Nieuwe Kunst", "De Nieuwe Zakelijkheid", "De Haagse School"],
  """
In Nederland sprak men rond 1900 van Nieuwe Kunst, een variant van de art nouveau met vaak strakkere, meer geometrische vormen dan in Frankrijk en België. De Amsterdamse School is een latere, expressieve bouwstijl (ongeveer 1910–1930), de Nieuwe Zakelijkheid een functionele richting uit het interbellum en de Haagse School een groep realistische schilders uit de negentiende eeuw.""",
  s="q all")

q("vermeer-aantal-werken",
  "Hoeveel schilderijen worden tegenwoordig ongeveer aan Johannes Vermeer toegeschreven?",
  ["Ongeveer 350", "Ongeveer 3500", "*Ongeveer 35"],
  "Van Vermeer zijn maar zo'n vijfendertig werken bekend.",
  s="par")

q("stijlperioden-volgorde",
  "Welke volgorde van stijlperioden is chronologisch juist, van oud naar jong?",
  ["*Romaans – gotiek – renaissance – barok", "Gotiek – romaans – renaissance – barok",
   "Romaans – renaissance – gotiek – barok", "Barok – renaissance – gotiek – romaans"],
  """
Ongeveer (voor West-Europa):

- **Romaans**: ca. 1000–1200
- **Gotiek**: ca. 1150–1500
- **Renaissance**: ca. 1400–1600 (in Italië het eerst)
- **Barok**: ca. 1600–1750

De periodes overlappen per land, maar de volgorde is dus *romaans – gotiek – renaissance – barok*. De laatste optie geeft precies de omgekeerde volgorde.""",
  s="md q", md=True)

q("schuttersstuk-betekenis",
  "Wat is een schuttersstuk?",
  ["Een schilderij van een veldslag", "*Een groepsportret van leden van een schutterij", "Een stilleven met jachtwapens en wild"],
  """
Schutterijen waren burgerwachten die de stad moesten verdedigen. De leden lieten zich in de zeventiende eeuw graag samen vereeuwigen, zoals in De Nachtwacht of de stukken van Frans Hals in Haarlem.""",
  s="par", rel=["nachtwacht-schilder"])

# --- gebrekkig: explanation/supports-distractor ---
q("sfumato-leonardo",
  "Welke techniek, met zachte, rokerige overgangen zonder scherpe contouren, gebruikte Leonardo da Vinci in de Mona Lisa?",
  ["*Sfumato", "Clair-obscur", "Impasto"],
  """
Leonardo liet licht en schaduw in de Mona Lisa in flinterdunne lagen glacis in elkaar overlopen, zodat geen harde lijn te zien is, bijvoorbeeld rond de mondhoeken. Dat heet sfumato, van het Italiaanse 'fumo', rook. Impasto is juist het dik opbrengen van verf, zodat penseelstreken reliëf hebben.""",
  s="kf q", sd=2)

q("david-marmer-florence",
  "Welke kunstenaar hakte het marmeren beeld David (1501–1504) dat in Florence staat?",
  ["Donatello", "*Michelangelo", "Gian Lorenzo Bernini", "Andrea del Verrocchio"],
  """
Michelangelo maakte zijn ruim vijf meter hoge David uit één groot blok marmer dat al decennia ongebruikt in de werkplaats van de dom lag. Donatello maakte decennia eerder een bronzen David, en Bernini's David (1623–1624) is een barok beeld in Rome.""",
  s="kf all", sd=0)
