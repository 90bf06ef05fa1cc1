from common import q, NONE, MOVED, DUP

TOPIC = "bakkerij"
TITLE = "Bakkerij"
DESCRIPTION = "Vakkennis voor de bakker: grondstoffen, deegbereiding, rijzen en bakken, en rekenen met bakkerspercentages."

QUESTIONS = [
    q(NONE, "bakkerspercentage-water",
      "Een recept gebruikt 1000 g bloem en 65 % water in bakkerspercentages. Hoeveel water is dat?",
      ["350 g", "600 g", "650 g", "1650 g"], 2,
      "In bakkerspercentages is de bloem altijd 100 %. 65 % van 1000 g is 650 g water.",
      order="num", compute=("1000 * 0.65", "g"), tags=["rekenen", "bakkerspercentages"], related=["zout-op-bloem"], feedback={3: "Je hebt bloem en water bij elkaar opgeteld; gevraagd wordt alleen het water."}),

    q(NONE, "zout-op-bloem",
      "Hoeveel zout heb je nodig voor 2,5 kg bloem als het recept 2 % zout voorschrijft?",
      ["5 g", "25 g", "50 g", "500 g"], 2,
      "2 % van 2500 g = 0,02 × 2500 = 50 g.",
      order="num", compute=("2500 * 0.02", "g"), tags=["rekenen", "bakkerspercentages"], related=["bakkerspercentage-water"]),

    q(NONE, "gist-werking",
      "Waardoor laat bakkersgist deeg rijzen?",
      ["De gist zet suikers om in koolzuurgas en alcohol; het gas wordt in het glutennetwerk vastgehouden",
       "De gist zet zetmeel om in stoom",
       "De gist maakt het deeg warmer, waardoor de lucht erin uitzet",
       "De gist breekt het gluten af, waardoor het deeg luchtiger wordt"], 0,
      "Bij de vergisting maakt gist koolstofdioxide en ethanol. De gasbelletjes worden vastgehouden door het rekbare glutennetwerk, waardoor het deeg opzwelt. De alcohol verdampt grotendeels tijdens het bakken.",
      tags=["gist"], related=["zuurdesem"]),

    q(NONE, "gluten-vorming",
      "Hoe ontstaat gluten in brooddeeg?",
      ["De eiwitten gliadine en glutenine uit tarwebloem vormen met water en door kneden een rekbaar netwerk",
       "Gluten wordt door de gist aangemaakt tijdens het rijzen",
       "Gluten ontstaat uit zetmeel als het deeg wordt verwarmd",
       "Gluten wordt als losse grondstof aan elk deeg toegevoegd"], 0,
      "Gliadine maakt het deeg rekbaar, glutenine maakt het elastisch. Samen met water en mechanische energie van het kneden vormen ze het netwerk dat gas vasthoudt. Er bestaat wel los tarwegluten als hulpstof, maar in gewoon brood komt het uit de bloem zelf.",
      tags=["grondstoffen"]),

    q(NONE, "maillardreactie-korst",
      "Welke reactie is vooral verantwoordelijk voor de bruine kleur en het aroma van de broodkorst?",
      ["De maillardreactie tussen aminozuren en reducerende suikers",
       "De vergisting door gist",
       "De verdamping van gluten",
       "De oxidatie van zout"], 0,
      "Boven ongeveer 140 °C reageren aminozuren met suikers en ontstaan bruine kleurstoffen en honderden aromastoffen. Karamellisatie van suikers draagt ook bij. In de kruim wordt het niet zo heet, daarom blijft die licht.",
      tags=["bakken"]),

    q(NONE, "verse-naar-droge-gist",
      "Een recept vraagt 21 g verse gist. Je hebt alleen instant droge gist, waarvan je ongeveer een derde van de hoeveelheid verse gist gebruikt. Hoeveel droge gist neem je?",
      ["3 g", "7 g", "21 g", "63 g"], 1,
      "21 g / 3 = 7 g instant gist, precies één standaardzakje.",
      order="num", compute=("21 / 3", "g"), tags=["rekenen", "gist"]),

    q(NONE, "watertemperatuur-deeg",
      "Een bakker wil een deegtemperatuur van 26 °C. De bloem is 20 °C, de bakkerij 22 °C, en het kneden verhoogt de temperatuur met 12 °C. Met de regel watertemperatuur = 3 × gewenste deegtemperatuur − (bloem + ruimte + kneedopwarming): hoe warm moet het water zijn?",
      ["14 °C", "24 °C", "26 °C", "34 °C"], 1,
      "3 × 26 = 78; 20 + 22 + 12 = 54; 78 − 54 = 24 °C.",
      order="num", compute=("3 * 26 - (20 + 22 + 12)", "°C"), tags=["rekenen", "deegbereiding"]),

    q(NONE, "zuurdesem",
      "Wat zit er in een actieve zuurdesemstarter?",
      ["Wilde gisten en melkzuurbacteriën", "Alleen bakkersgist uit de winkel",
       "Bakpoeder en azijn", "Alleen melkzuurbacteriën, geen gisten"], 0,
      """
Zuurdesem is een spontane cultuur van wilde gisten en melkzuurbacteriën. De gisten maken vooral het gas waardoor het deeg rijst, de bacteriën zorgen voor melk- en azijnzuur en dus voor de typische zure smaak. Zonder gisten zou het deeg nauwelijks rijzen.""",
      tags=["gist"], related=["gist-werking"]),

    q(NONE, "bladerdeeg-rijzen",
      "Waardoor rijst bladerdeeg in de oven?",
      ["Door stoom uit het water in de dunne laagjes deeg en boter",
       "Door de gist in het deeg",
       "Door bakpoeder dat tussen de lagen wordt gestrooid",
       "Door eiwit dat luchtig is opgeklopt"], 0,
      "Gewoon bladerdeeg bevat geen gist en geen bakpoeder. Door het vaak toeren ontstaan honderden laagjes deeg en boter; in de hete oven verdampt het vocht en duwt de stoom de lagen uit elkaar. Croissantdeeg en Deens deeg zijn wél gerezen bladerdeeg met gist.",
      tags=["deegsoorten"], related=["soezendeeg"]),

    q(NONE, "zout-geen-functie",
      "Welke functie heeft zout in brooddeeg NIET?",
      ["Het is de belangrijkste voedingsbron voor de gist",
       "Het versterkt het glutennetwerk",
       "Het remt de gisting af",
       "Het geeft smaak aan het brood"], 0,
      """
Gist leeft van suikers, niet van zout; te veel zout remt de gist juist.

De andere drie zijn wel functies van zout. Het maakt het glutennetwerk steviger, zodat het deeg beter gas vasthoudt. Het vertraagt de vergisting, zodat het deeg rustiger rijst. En zonder zout smaakt brood flauw.""",
      tags=["grondstoffen"]),

    q(NONE, "autolyse",
      "Wat is autolyse bij het maken van brooddeeg?",
      ["Bloem en water mengen en laten rusten voordat gist en zout worden toegevoegd",
       "Het deeg automatisch laten kneden door een machine",
       "Het brood na het bakken laten afkoelen op een rooster",
       "Het deeg een nacht in de koelcel laten rijzen"], 0,
      "Tijdens de autolyse, meestal twintig minuten tot een uur, begint het gluten zich al te vormen en breken enzymen een deel van het zetmeel en de eiwitten af. Het deeg wordt daardoor soepeler en hoeft korter te worden gekneed.",
      tags=["deegbereiding"]),

    q(NONE, "kerntemperatuur-brood",
      "Bij welke kerntemperatuur is een brood ongeveer gaar?",
      ["60 °C", "75 °C", "96 °C", "120 °C"], 2,
      """
Een brood is gaar als de kern ongeveer 96 °C bereikt: het zetmeel is dan verstijfseld en de eiwitten zijn gestold. 120 °C haalt de kern niet, omdat het vocht in de kruim de temperatuur rond het kookpunt van water houdt.""",
      order="num", tags=["bakken"]),

    q(NONE, "bloem-eiwitgehalte",
      "Welke bloem is het meest geschikt voor luchtig tarwebrood?",
      ["Bloem met een hoog eiwitgehalte, ongeveer 12 tot 13 %",
       "Bloem met een laag eiwitgehalte, ongeveer 8 %",
       "Rijstmeel",
       "Maizena"], 0,
      "Meer eiwit betekent meer gluten en dus een sterker netwerk dat veel gas kan vasthouden. Bloem met weinig eiwit is juist geschikt voor cake en koekjes. Rijstmeel en maizena bevatten geen gluten.",
      tags=["grondstoffen"]),

    q(NONE, "bakpoeder-samenstelling",
      "Hoe werkt bakpoeder?",
      ["Het bevat natriumbicarbonaat en een zuur, die met vocht en warmte koolzuurgas vormen",
       "Het bevat gedroogde gistcellen die in de oven weer tot leven komen",
       "Het is gemalen eierschaal die lucht in het beslag brengt",
       "Het bevat stikstof dat bij verhitting vrijkomt"], 0,
      "Bakpoeder is een mengsel van een base (natriumbicarbonaat), een zuur zout (bijvoorbeeld een difosfaat) en wat zetmeel als droogmiddel. Zodra het beslag nat wordt en opwarmt, reageren base en zuur en ontstaat CO₂. Er komt geen gist aan te pas.",
      tags=["grondstoffen"]),

    q(NONE, "bakverlies-deeggewicht",
      "Een brood moet na het bakken 800 g wegen. Het bakverlies (vooral verdampt water) is 12,5 %. Hoeveel deeg moet je afwegen?",
      ["700 g", "800 g", "914 g", "1000 g"], 2,
      """
Na het bakken blijft 100 − 12,5 = 87,5 % over. Het deeggewicht is dus 800 g / 0,875 ≈ 914 g.

Let op: 800 g + 12,5 % van 800 g = 900 g is net te weinig, omdat het verlies over het deeggewicht wordt berekend en niet over het brood.""",
      order="num", compute=("800 / 0.875", "g", 0.01), tags=["rekenen"]),

    q(NONE, "haccp-afkorting",
      "Waar staat de afkorting HACCP voor?",
      ["Hazard Analysis and Critical Control Points", "Health and Catering Control Protocol",
       "Hygiene Audit for Certified Culinary Production", "Hazard Assessment of Chemical Contaminants in Products"], 0,
      "HACCP is een systeem waarin een levensmiddelenbedrijf de gevaren in zijn productieproces analyseert en de kritische punten bewaakt, zoals de kerntemperatuur en de koeltemperatuur van room.",
      tags=["hygiene", "afkortingen"]),

    q(NONE, "soezendeeg",
      "Welk deeg wordt eerst op het vuur gekookt voordat de eieren worden toegevoegd?",
      ["Soezendeeg", "Zanddeeg", "Bladerdeeg", "Brooddeeg"], 0,
      "Voor soezendeeg (pâte à choux) breng je water of melk met boter aan de kook, roer je de bloem erdoor en droog je het deeg even af op het vuur. Daarna klop je de eieren er een voor een door.",
      tags=["deegsoorten"], related=["bladerdeeg-rijzen"]),

    q(NONE, "een-twee-drie-deeg",
      "Voor 1-2-3-deeg (zanddeeg) gebruik je 1 deel suiker, 2 delen boter en 3 delen bloem. Hoeveel boter hoort bij 300 g bloem?",
      ["100 g", "150 g", "200 g", "300 g"], 2,
      "Eén deel is 300 g / 3 = 100 g. Boter is twee delen, dus 200 g (en suiker 100 g).",
      order="num", compute=("300 / 3 * 2", "g"), tags=["rekenen", "deegsoorten"]),

    q(NONE, "stoom-in-oven",
      "Waarom geven bakkers aan het begin van het bakken stoom in de oven?",
      ["Zodat de korst langer soepel blijft, het brood beter kan uitzetten en de korst gaat glanzen",
       "Om het brood sneller gaar te krijgen",
       "Om de gist in het brood te doden",
       "Om te voorkomen dat het brood aan de plaat plakt"], 0,
      "Stoom condenseert op het koude deeg en houdt het oppervlak even vochtig en rekbaar. Het brood kan dan in de eerste minuten goed rijzen (ovenrijs) en de verstijfselde zetmeellaag geeft een glanzende korst.",
      tags=["bakken"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "hydratatie-water",
      "Een deeg heeft een hydratatie van 70 % en wordt gemaakt met 500 g bloem. Hoeveel water gaat erin?",
      ["150 g", "350 g", "700 g", "850 g"], 1,
      "Hydratatie is het water als percentage van de bloem: 0,70 × 500 g = 350 g water.",
      moved_to=0, order="num", compute=("500 * 0.7", "g"), tags=["rekenen", "bakkerspercentages"]),

    q(MOVED, "kneden-doel",
      "Wat is het belangrijkste doel van het kneden van brooddeeg?",
      ["Het ontwikkelen van het glutennetwerk, zodat het deeg gas kan vasthouden",
       "Het doden van bacteriën in de bloem",
       "Het laten verdampen van overtollig water",
       "Het smelten van de boter in het deeg"], 0,
      "Door het kneden worden de glutenmoleculen uitgerekt en op één lijn gelegd, zodat een sterk, rekbaar netwerk ontstaat. Bacteriën doden gebeurt pas in de oven, en water verdampt nauwelijks tijdens het kneden.",
      moved_to=2, related=["gluten-vorming"]),

    q(MOVED, "gist-sterft",
      "Vanaf welke temperatuur sterft bakkersgist vrijwel volledig af?",
      ["boven ongeveer 15 °C", "boven ongeveer 35 °C", "boven ongeveer 60 °C", "boven ongeveer 120 °C"], 2,
      "Gist is het actiefst rond 30 à 35 °C. Boven ongeveer 50 °C neemt de activiteit snel af en rond 60 °C sterft de gist af. Daarom stopt het rijzen in de oven zodra de kern van het brood die temperatuur bereikt.",
      moved_to=1, order="num", related=["gist-werking"]),

    # ---- gebrekkig: dubbele optie ----
    q(DUP, "maltose-uit-zetmeel",
      "Welke suiker ontstaat vooral wanneer amylase-enzymen in deeg zetmeel afbreken?",
      ["Maltose", "Lactose", "lactose", "Sacharose"], 0,
      "Amylasen knippen zetmeel in stukken; het belangrijkste product is maltose (moutsuiker), dat de gist daarna kan vergisten. Lactose is melksuiker en sacharose is gewone kristalsuiker; die ontstaan niet uit zetmeel.",
      dup=(1, 2), tags=["grondstoffen"]),
]
