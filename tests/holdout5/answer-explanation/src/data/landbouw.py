from lib import Q, topic

T = "landbouw"
topic(T, "Landbouw", "Akkerbouw, veehouderij, tuinbouw en de bodem, met rekenwerk uit de bedrijfspraktijk.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("vruchtwisseling-doel",
  "Waarom passen akkerbouwers vruchtwisseling toe?",
  ["Om meer gewassen tegelijk op één perceel te telen",
   "*Om bodemziekten en plagen minder kans te geven en de bodem vruchtbaar te houden",
   "Om het land sneller te kunnen ploegen"],
  """
Als je elk jaar hetzelfde gewas op dezelfde grond zet, hopen ziekteverwekkers en plagen die op dat gewas leven zich in de bodem op, zoals aardappelcystenaaltjes. Door af te wisselen met andere gewassen breek je die cyclus. Bovendien gebruiken gewassen de bodem verschillend, wat de structuur en de voedingstoestand ten goede komt.""",
  s="gen par", rel=["vlinderbloemigen-stikstof"])

q("vlinderbloemigen-stikstof",
  "Waardoor verrijken vlinderbloemigen, zoals klaver en luzerne, de bodem met stikstof?",
  ["Ze nemen stikstof uit regenwater op via hun bladeren",
   "*Bacteriën in knolletjes aan hun wortels binden stikstof uit de lucht",
   "Ze breken de kunstmest in de bodem sneller af"],
  """
De plant leeft samen met Rhizobium-bacteriën in wortelknolletjes. Die bacteriën zetten stikstofgas (N₂) uit de bodemlucht om in verbindingen die de plant kan gebruiken. Na de oogst of het onderploegen blijft een deel daarvan in de bodem achter voor het volgende gewas.""",
  s="par", rel=["vruchtwisseling-doel"])

q("npk-kunstmest",
  "Waar staan de letters N, P en K op een zak kunstmest voor?",
  ["Natrium, fosfor en kalk", "*Stikstof, fosfor en kalium", "Nikkel, fosfor en kalium", "Stikstof, fosfor en koolstof"],
  """
Het zijn de scheikundige symbolen van de drie hoofdvoedingsstoffen: N van stikstof (nitrogenium), P van fosfor en K van kalium. Natrium heeft het symbool Na, nikkel Ni en koolstof C.""",
  s="gen all")

q("melkproductie-lactatie",
  "Een melkkoe geeft gemiddeld 28 liter melk per dag. Hoeveel liter geeft zij in een lactatie van 305 dagen?",
  ["7250 liter", "*8540 liter", "10 220 liter"],
  """
28 × 305 = 8540 liter. Met 10 220 liter reken je met een heel jaar van 365 dagen, maar een koe staat ongeveer twee maanden droog voor ze opnieuw kalft.""",
  s="cal q")

q("opbrengst-per-hectare",
  "Een akkerbouwer oogst van een perceel van 12 hectare in totaal 540 ton aardappelen. Wat is de opbrengst per hectare?",
  ["4,5 ton per hectare", "*45 ton per hectare", "6480 ton per hectare"],
  "540 ton / 12 ha = 45 ton per hectare.",
  s="cal q one")

q("hectare-vierkante-meter",
  "Hoeveel vierkante meter is één hectare?",
  ["10³ m²", "*10⁴ m²", "10⁵ m²"],
  """
Een hectare is een vierkant van 100 bij 100 meter: 100 × 100 = 10 000 m², oftewel tien tot de macht vier vierkante meter.""",
  s="cal near par")

q("biologisch-niet-toegestaan",
  "Welke maatregel hoort NIET bij de biologische landbouw?",
  ["Vruchtwisseling toepassen", "Bemesten met dierlijke mest en compost",
   "*Chemisch-synthetische bestrijdingsmiddelen spuiten", "Dieren uitloop of weidegang geven"],
  """
In de biologische landbouw zijn chemisch-synthetische bestrijdingsmiddelen en kunstmest niet toegestaan. Vruchtwisseling, dierlijke mest en compost, en ruimte voor dieren om naar buiten te gaan horen er juist bij: ze houden de bodem gezond en de dieren in hun natuurlijke gedrag.""",
  s="kf")

q("precisielandbouw-betekenis",
  "Wat wordt bedoeld met precisielandbouw?",
  ["Alleen gewassen telen die exact volgens een zaaischema groeien",
   "*Met sensoren, gps en data per plek in het perceel bepalen hoeveel water, mest of middel nodig is",
   "Landbouw op heel kleine percelen van minder dan een hectare"],
  """
Een perceel is niet overal gelijk: de ene hoek is natter of armer dan de andere. Bij precisielandbouw meet de boer die verschillen, bijvoorbeeld met drones, bodemsensoren en opbrengstkaarten, en laat hij een gps-gestuurde machine per vierkante meter precies de benodigde hoeveelheid strooien of spuiten.""",
  s="gen par")

q("co2-doseren-kas",
  "Waarom doseren tuinders vaak extra CO₂ in hun kassen?",
  ["Om insecten te bestrijden", "*Om de fotosynthese en dus de groei te versnellen", "Om de kas te verwarmen", "Om de bloei te remmen"],
  """
Planten gebruiken CO₂ bij de fotosynthese. Bij voldoende licht is de CO₂-concentratie in een gesloten kas vaak de beperkende factor. Door de concentratie te verhogen tot bijvoorbeeld 800 tot 1000 ppm groeien gewassen als tomaat en komkommer sneller.""",
  s="gen")

q("drainage-doel",
  "Wat is het doel van drainage van landbouwgrond?",
  ["Water aanvoeren in droge perioden", "*Overtollig water afvoeren zodat de grond niet te nat is", "Bodemdieren verjagen"],
  "Drainagebuizen voeren overtollig water af, zodat de grond niet te nat is.",
  s="q one")

q("koe-aantal-magen",
  "Uit hoeveel maagafdelingen bestaat de maag van een koe?",
  ["Eén", "Twee", "Drie", "*Vier"],
  """
Een koe is een herkauwer met vier maagafdelingen: de pens, de netmaag, de boekmaag en de lebmaag. Alleen de lebmaag is vergelijkbaar met de maag van de mens.""",
  s="kf", rel=["methaan-koe-herkomst"])

q("methaan-koe-herkomst",
  "Langs welke weg komt het meeste methaan van een melkkoe vrij?",
  ["*Via de bek, bij het oprispen en uitademen", "Via de darmen, als winden", "Via de kunstmest die op het land wordt gestrooid"],
  """
Methaan ontstaat vooral bij de vergisting van voer door micro-organismen in de pens. Het grootste deel verlaat de koe via de bek: bij het oprispen en met de uitgeademde lucht. Via winden gaat maar een klein deel weg, en kunstmest produceert geen methaan.""",
  s="gen all", rel=["koe-aantal-magen"])

q("ammoniak-landbouw-bron",
  "Welke uitspraak over de uitstoot van ammoniak in de landbouw is juist?",
  ["*Ammoniak komt vooral vrij uit mest en urine van landbouwdieren.",
   "Ammoniak komt vooral vrij uit de uitlaat van tractoren.",
   "Ammoniak komt vooral vrij bij het ploegen van de grond."],
  """
Als mest en urine met elkaar in contact komen, zet een enzym ureum om in ammoniak, dat vervolgens vervliegt. Stallen, mestopslag en het uitrijden van mest zijn daarom de grote bronnen. Uitlaatgassen van tractoren bevatten vooral stikstofoxiden (NOx), geen ammoniak van betekenis.""",
  s="stmt gen")

q("bodemdeeltjes-volgorde",
  "Welke volgorde van minerale bodemdeeltjes, van klein naar groot, is juist?",
  ["Zand – silt – klei", "Silt – klei – zand", "*Klei – silt – zand"],
  """
Naar korrelgrootte:

| deeltje | korrelgrootte |
|---|---|
| klei | kleiner dan 2 µm |
| silt | 2 tot 50 µm |
| zand | 50 µm tot 2 mm |

Klei is dus het fijnst en zand het grofst.""",
  s="md par", md=True)

q("kalk-zure-grond",
  "Waarom strooit een boer kalk op zure grond?",
  ["Om de pH te verlagen", "*Om de pH te verhogen", "Om onkruid te doden"],
  """
Kalk neutraliseert zuur en verhoogt daarmee de pH. In een minder zure bodem zijn voedingsstoffen als fosfaat beter beschikbaar en blijft de bodemstructuur beter. De pH verlagen is dus het omgekeerde van wat kalk doet.""",
  s="kf near")

q("veevoer-met-btw",
  "Een veehouder koopt 4 ton veevoer van € 350 per ton exclusief btw. Het btw-tarief op veevoer is 9 %. Wat betaalt hij inclusief btw?",
  ["€ 1274", "€ 1400", "*€ 1526", "€ 1652"],
  """
Eerst het bedrag zonder btw: 4 × € 350 = € 1400. Daar komt negen procent btw bij: € 1400 × 0,09 = € 126. Totaal: € 1400 + € 126 = € 1526. € 1274 krijg je als je de btw aftrekt in plaats van optelt.""",
  s="cal")

q("glastuinbouw-regio",
  "Welke streek in Nederland staat bekend om de grootste concentratie glastuinbouw?",
  ["De Veenkoloniën", "*Het Westland", "De Achterhoek", "De Noordoostpolder"],
  """
Het Westland, tussen Den Haag, Rotterdam en Hoek van Holland, is bijna helemaal bedekt met kassen: het 'glazen stad'-gebied van de Nederlandse tuinbouw. De Veenkoloniën zijn bekend om zetmeelaardappelen, de Achterhoek om veehouderij en de Noordoostpolder om akkerbouw.""",
  s="kf all")

# --- gebrekkig ---
q("ploegen-bovenlaag",
  "Hoe heet de grondbewerking waarbij de bovenlaag van de akker wordt omgekeerd?",
  ["Eggen", "Zaaien", "*Ploegen"],
  """
Bij ploegen snijdt de ploeg een strook grond los en keert die om, zodat gewasresten en onkruid ondergewerkt worden. Eggen maakt de bovenste laag alleen fijn en vlak.""",
  s="kf", sd=0)

q("kuilvoer-silage",
  "Wat is kuilvoer (silage)?",
  ["Gedroogd gras (hooi)", "*Gras of maïs dat luchtdicht is opgeslagen en door melkzuurgisting houdbaar blijft",
   "gedroogd gras (hooi)", "Krachtvoer van gemalen granen"],
  """
Bij inkuilen wordt vers gras of gehakselde maïs stevig aangereden en luchtdicht afgedekt. Zonder zuurstof zetten melkzuurbacteriën suikers om in melkzuur; de pH daalt en het voer bederft niet. Hooi wordt juist gedroogd en krachtvoer is een mengsel van onder meer granen.""",
  s="gen", dup=(0, 2))
