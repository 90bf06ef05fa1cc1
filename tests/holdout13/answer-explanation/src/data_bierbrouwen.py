from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "bierbrouwen"
TITLE = "Bierbrouwen"
DESCRIPTION = "Grondstoffen, brouwproces, gisting en rekenwerk van het brouwen van bier."

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "alcoholpercentage-uit-soortelijk-gewicht",
      "Een brouwer meet een begin-SG van 1,050 en een eind-SG van 1,010. Met de vuistregel alcohol (vol%) ≈ (begin-SG − eind-SG) × 131,25: welk alcoholpercentage heeft het bier ongeveer?",
      ["4,0%", "5,3%", "6,6%", "13,1%"],
      "B",
      "Het verschil in soortelijk gewicht is 1,050 − 1,010 = 0,040. Vermenigvuldigd met 131,25 geeft dat 5,25, afgerond 5,3 vol%. "
      "Het antwoord 13,1% ontstaat als je met 0,1 in plaats van 0,040 rekent.",
      style=[R, AFL]),

    q(NONE, "alfazuren-hop-bitterheid",
      "Welke stoffen uit hop zorgen, nadat ze tijdens het koken zijn omgezet, voor de bitterheid van bier?",
      ["Alfazuren", "Bètaglucanen", "Aminozuren"],
      "A",
      "Tijdens het koken isomeriseren de alfazuren uit de hopbellen tot iso-alfazuren, die goed oplossen in het wort en bitter smaken. "
      "Bètaglucanen komen uit het graan en maken wort stroperig; aminozuren zijn voedsel voor de gist.",
      style=[AFL]),

    q(NONE, "pilsgist-ondergistend",
      "Welke gist wordt gebruikt voor ondergistende bieren zoals pils?",
      ["*Saccharomyces cerevisiae*", "*Saccharomyces pastorianus*", "*Brettanomyces bruxellensis*"],
      "B",
      "Lagergist, *Saccharomyces pastorianus*, vergist bij lage temperaturen van ongeveer 8 tot 12 °C en zakt aan het eind naar de bodem van het gistvat. "
      "*S. cerevisiae* is de klassieke bovengist voor ales, en *Brettanomyces* is een wilde gist die onder meer in lambiek voorkomt.",
      markup="markdown",
      style=[CURS, AFL]),

    q(NONE, "maischen-doel",
      "Wat is het doel van het maischen?",
      ["Het zetmeel uit de mout door enzymen laten omzetten in vergistbare suikers",
       "Het wort steriliseren en de hop laten uittrekken",
       "Het bier na de gisting helder maken"],
      "A",
      "Bij het maischen wordt geschroote mout met warm water gemengd en op bepaalde temperaturen gehouden. "
      "Enzymen als alfa- en bèta-amylase knippen het zetmeel dan in kleinere suikers, vooral maltose, die de gist later kan vergisten. "
      "Steriliseren en hop uittrekken gebeurt pas bij het koken van het wort, en helder maken hoort bij het lageren of filtreren.",
      style=[AFL]),

    q(NONE, "eesten-mout",
      "Hoe heet het drogen van gekiemd graan bij het mouten?",
      ["Eesten", "Lageren", "Spoelen"],
      "A",
      "Gekiemd graan wordt op de eest gedroogd; dat stopt de kieming en bepaalt mede de kleur van de mout.",
      style=[KORT]),

    q(NONE, "reinheitsgebot-geen-grondstof",
      "Welke grondstof hoort NIET bij de vier grondstoffen die in de moderne uitleg van het Duitse Reinheitsgebot zijn toegestaan?",
      ["Water", "Mout", "Hop", "Suiker"],
      "D",
      "Het Reinheitsgebot van 1516 noemde alleen water, gerst en hop; gist werd later toegevoegd, toen men begreep wat het deed, en met gerst wordt in de praktijk gerstemout bedoeld. "
      "Suiker staat niet op die lijst; wie suiker toevoegt, brouwt volgens deze regels geen 'rein' bier. Meer achtergrond vind je op [Wikipedia](https://nl.wikipedia.org/wiki/Reinheitsgebot).",
      markup="markdown",
      style=[NEG, LINK]),

    q(NONE, "ibu-bitterheid",
      "Wat geeft de eenheid IBU aan bij bier?",
      ["De bitterheid", "De kleur", "Het alcoholgehalte", "Het koolzuurgehalte"],
      "A",
      "IBU staat voor International Bitterness Units. Eén IBU komt overeen met ongeveer 1 milligram iso-alfazuur per liter bier; een lichte pils zit rond de 20, een sterk gehopte IPA kan boven de 60 uitkomen.",
      style=[ACR]),

    q(NONE, "ebc-kleur",
      "Wat meet de EBC-waarde van een bier?",
      [("De bitterheid", "Nee, bitterheid druk je uit in IBU."),
       ("Het extractgehalte", "Nee, extract meet je in graden Plato of als soortelijk gewicht."),
       ("De kleur", "Klopt: hoe hoger de EBC-waarde, hoe donkerder het bier.")],
      "C",
      "De EBC-schaal van de European Brewery Convention drukt uit hoe donker een bier is: hoe hoger het getal, hoe donkerder. "
      "Bitterheid wordt niet in EBC maar in IBU uitgedrukt, en het extractgehalte in graden Plato of als soortelijk gewicht.",
      style=[ACR, AFL, FB]),

    q(NONE, "hop-opschalen",
      "Een recept voor 20 liter bier schrijft 30 gram hop voor. Hoeveel hop heb je nodig voor 50 liter van hetzelfde bier?",
      ["60 g", "75 g", "90 g", "150 g"],
      "B",
      "Per liter is dat 30 g ÷ 20 L = 1,5 g hop. Voor 50 liter: 50 × 1,5 g = 75 g.",
      compute=("30 * 50 / 20", "g"),
      style=[R, KORT]),

    q(NONE, "wort-koken-geen-doel",
      "Wat is GEEN doel van het koken van het wort?",
      ["De alfazuren uit de hop isomeriseren",
       "Het wort steriliseren",
       "Ongewenste vluchtige stoffen zoals DMS verdrijven",
       "Het zetmeel omzetten in suikers"],
      "D",
      "Het isomeriseren van alfazuren gebeurt wél tijdens het koken: pas bij kooktemperatuur worden ze in redelijke tijd omgezet in bittere iso-alfazuren. "
      "Steriliseren is eveneens een doel, want door een uur te koken worden vrijwel alle bacteriën en wilde gisten gedood voordat de brouwgist wordt toegevoegd. "
      "Ook DMS, dat naar gekookte maïs ruikt, verdampt grotendeels tijdens een open, krachtige kook. "
      "Het omzetten van zetmeel in suikers is daarentegen het werk van de enzymen bij het maischen. "
      "Bij kooktemperatuur zijn die enzymen al lang onwerkzaam geworden, dus dat kan het koken niet meer doen.",
      style=[NEG, LANG]),

    q(NONE, "dms-geur",
      "Aan welke geur herken je de bijsmaak dimethylsulfide (DMS) in bier?",
      ["Boter", "Gekookte maïs", "Groene appel"],
      "B",
      "DMS ruikt naar gekookte maïs of gekookte groente. Een boterachtige geur wijst op diacetyl, en groene appel op acetaldehyde.",
      style=[KORT, AFL]),

    q(NONE, "diacetylrust-doel",
      "Waarom laat een brouwer een ondergistend bier aan het eind van de hoofdgisting enkele dagen iets warmer staan (een 'diacetylrust')?",
      ["Zodat de hopbitterheid sterker wordt",
       "Zodat er meer koolzuur in het bier oplost",
       "Zodat de gist het boterachtig smakende diacetyl weer opneemt en afbreekt"],
      "C",
      "Tijdens de gisting ontstaat diacetyl, dat naar boter smaakt. Bij een wat hogere temperatuur is de gist actiever en ruimt hij die stof grotendeels op, zodat de bijsmaak verdwijnt voordat het bier koud wordt gelagerd.",
      style=[]),

    q(NONE, "bottelsuiker-nagisting",
      "Voor een nagisting op de fles voegt een brouwer 6 gram suiker per liter toe. Hoeveel suiker heeft hij nodig voor 20 liter bier?",
      ["26 g", "60 g", "120 g", "200 g"],
      "C",
      "Reken de dosering om naar de hele partij: 20 L × 6 g/L = 120 g suiker.",
      compute=("20 * 6", "g"),
      style=[R, KORT]),

    q(NONE, "la-trappe-koningshoeven",
      "In welke Nederlandse abdij wordt het trappistenbier La Trappe gebrouwen?",
      ["Abdij Maria Toevlucht in Zundert", "Abdij Onze Lieve Vrouw van Koningshoeven in Berkel-Enschot", "Sint-Sixtusabdij in Westvleteren"],
      "B",
      "La Trappe komt van de brouwerij binnen de muren van Koningshoeven bij Tilburg. "
      "In Maria Toevlucht in Zundert wordt een ander trappistenbier gebrouwen, Zundert, en de Sint-Sixtusabdij ligt in België en brouwt Westvleteren.",
      style=[AFL]),

    q(NONE, "alcohol-in-flesje",
      "Hoeveel milliliter zuivere alcohol bevat een flesje van 330 ml bier met een alcoholpercentage van 5 vol%?",
      ["1,65 ml", "16,5 ml", "33 ml", "165 ml"],
      "B",
      "5 vol% betekent 5 ml alcohol per 100 ml bier. In 330 ml zit dus 3,3 × 5 ml = 16,5 ml zuivere alcohol.",
      style=[R]),

    q(NONE, "lambiek-spontane-gisting",
      "Wat is kenmerkend voor lambiek?",
      ["Het wordt vergist met gecultiveerde lagergist bij lage temperatuur",
       "Het wordt spontaan vergist door wilde gisten en bacteriën die uit de lucht in het wort terechtkomen",
       "Het wordt zonder hop gebrouwen en niet vergist"],
      "B",
      "Bij lambiek voegt de brouwer geen gist toe: het afkoelende wort staat open in een koelschip, zodat micro-organismen uit de omgeving, zoals in het Pajottenland, de gisting op gang brengen. "
      "Daarna rijpt het bier maanden tot jaren op houten vaten.",
      style=[]),

    q(NONE, "gisting-producten",
      "Welke twee hoofdproducten maakt gist bij de alcoholische gisting van glucose?",
      ["Methanol en zuurstof", "Azijnzuur en water", "Ethanol en koolstofdioxide"],
      "C",
      "Gist splitst één molecuul glucose in twee moleculen alcohol en twee moleculen koolzuurgas: C6H12O6 → 2 C2H5OH + 2 CO2.",
      style=[PARA, KORT]),

    q(NONE, "ale-gisttemperatuur",
      "Binnen welk temperatuurbereik vergist een typische bovengistende ale?",
      ["2–4 °C", "8–12 °C", "18–22 °C", "35–40 °C"],
      "C",
      "Bovengist werkt het best bij kamertemperatuur, ongeveer 18 tot 22 °C, en geeft daarbij fruitige esters. "
      "Het bereik van 8 tot 12 °C hoort bij ondergistende lagers, en bij 35 tot 40 °C raakt de meeste biergist gestrest en ontstaan er onaangename bijsmaken.",
      style=[AFL]),

    q(NONE, "whirlpool-functie",
      "Wat is de functie van de whirlpool na het koken van het wort?",
      ["Het wort snel beluchten voor de gist",
       "Eiwit- en hopresten in een kegel in het midden van de ketel laten bezinken",
       "De mout opnieuw spoelen om meer suiker te winnen"],
      "B",
      "Door het wort tangentiaal in te pompen gaat het ronddraaien. Het vaste materiaal, de zogeheten trub, verzamelt zich daardoor in het midden van de bodem, zodat helder wort aan de zijkant kan worden afgetapt.",
      style=[PARA]),

    q(NONE, "gebrande-gerst-stout",
      "Waaraan dankt een stout vooral zijn zwarte kleur en koffieachtige smaak?",
      ["Aan gebrande gerst of zeer donker geroosterde mout",
       "Aan een grote hoeveelheid hop",
       "Aan een extra lange gisting"],
      "A",
      "Gerst of mout die op hoge temperatuur is geroosterd, levert zwarte kleurstoffen en smaken van koffie en pure chocolade. Hop voegt vooral bitterheid en aroma toe, geen kleur.",
      style=[AFL]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "tarwebier-witbier-grondstof",
      "Welke grondstof geeft een Belgisch witbier zijn troebele, lichte uiterlijk?",
      ["Ongemoute tarwe", "Gebrande gerst", "Rogge met karamelmout"],
      "A",
      "Witbier wordt voor een groot deel gebrouwen met ongemoute tarwe, vaak aangevuld met wat haver. De eiwitten uit die tarwe veroorzaken de blijvende, melkachtige troebeling. "
      "Gebrande gerst zou het bier juist zwart kleuren, zoals bij stout.",
      moved_to="B",
      style=[AFL]),

    q(MOVED, "flessen-uit-brouwsel",
      "Een brouwer bottelt 120 liter bier in flesjes van 30 cl. Hoeveel flesjes heeft hij nodig?",
      ["36", "360", "400", "4000"],
      "C",
      "30 cl is 0,3 liter. Het aantal flesjes is 120 ÷ 0,3 = 400. Wie met 33 cl rekent, komt ongeveer op 360 uit, maar dat is niet de maat die hier wordt gebruikt.",
      moved_to="B",
      style=[R, AFL]),

    q(MOVED, "hop-onjuiste-uitspraak",
      "Welke uitspraak over hop is onjuist?",
      ["Hop remt de groei van veel bacteriën en werkt daardoor conserverend",
       "Hop geeft bitterheid en aroma aan bier",
       "Hop levert het grootste deel van de suikers die de gist tot alcohol omzet"],
      "C",
      "Vrijwel alle vergistbare suikers komen uit de mout; hop bevat nauwelijks suikers en draagt dus niets wezenlijks bij aan het alcoholgehalte. "
      "De andere twee uitspraken kloppen: hopbestanddelen werken antibacterieel, en hop is de bron van bitterheid en van het typische hoparoma.",
      moved_to="B",
      style=[NEG]),
]

RELATED = [
    ["alfazuren-hop-bitterheid", "ibu-bitterheid", "hop-opschalen", "wort-koken-geen-doel"],
    ["pilsgist-ondergistend", "ale-gisttemperatuur", "diacetylrust-doel", "lambiek-spontane-gisting"],
    ["maischen-doel", "eesten-mout", "gebrande-gerst-stout"],
    ["ebc-kleur", "gebrande-gerst-stout"],
    ["alcoholpercentage-uit-soortelijk-gewicht", "alcohol-in-flesje", "gisting-producten"],
    ["dms-geur", "whirlpool-functie"],
]
