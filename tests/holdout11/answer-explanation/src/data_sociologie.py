from common import q, NONE, MOVED, DUP

TOPIC = "sociologie"
TITLE = "Sociologie"
DESCRIPTION = "Klassieke denkers, kernbegrippen en onderzoeksmethoden van de sociologie, met voorbeelden uit de Nederlandse samenleving."

QUESTIONS = [
    q(NONE, "durkheim-zelfmoord",
      "Welke socioloog schreef in 1897 *Le Suicide*, waarin zelfdoding wordt verklaard uit de mate van sociale integratie en regulering?",
      ["Émile Durkheim", "Max Weber", "Karl Marx", "Auguste Comte"], 0,
      "Durkheim liet met statistieken zien dat zelfdoding samenhangt met sociale verbanden, niet alleen met individuele psychologie. Het boek geldt als een van de eerste empirische studies in de sociologie.",
      markup="markdown", tags=["klassiekers"], related=["anomie-betekenis"]),

    q(NONE, "comte-naam-sociologie",
      "Wie bedacht de naam 'sociologie'?",
      ["Auguste Comte", "Émile Durkheim", "Herbert Spencer", "Georg Simmel"], 0,
      "De Franse filosoof Auguste Comte introduceerde de term in de eerste helft van de negentiende eeuw. Durkheim maakte van de sociologie later een academisch vak, maar de naam is van Comte.",
      tags=["klassiekers"]),

    q(NONE, "weber-protestantse-ethiek",
      "Welk verband onderzocht Max Weber in *Die protestantische Ethik und der Geist des Kapitalismus*?",
      ["Het verband tussen calvinistische geloofsopvattingen en de opkomst van het moderne kapitalisme",
       "Het verband tussen klassenstrijd en revolutie",
       "Het verband tussen zelfdoding en religie",
       "Het verband tussen stedelijke groei en criminaliteit"], 0,
      """
Weber betoogde dat het calvinisme, met zijn nadruk op hard werken, soberheid en uitverkiezing, een levenshouding opleverde die het kapitalisme in de hand werkte. Klassenstrijd is het thema van Marx; zelfdoding en religie is het onderwerp van Durkheims *Le Suicide*.""",
      markup="markdown", tags=["klassiekers"], related=["weber-geen-gezagstype"]),

    q(NONE, "primaire-socialisatie",
      "Waar vindt de primaire socialisatie vooral plaats?",
      ["In het gezin", "Op school", "Op het werk", "Via de media"], 0,
      "Primaire socialisatie is het eerste leren van taal, normen en waarden in de vroege kindertijd, vooral binnen het gezin. School, werk en media horen bij de secundaire socialisatie.",
      tags=["socialisatie"]),

    q(NONE, "verworven-status",
      "Welke van de volgende is een voorbeeld van een verworven status?",
      ["Huisarts zijn", "Een adellijke titel door geboorte", "Tachtig jaar oud zijn", "Oudste kind in het gezin zijn"], 0,
      "Een verworven status bereik je door eigen inspanning, zoals een opleiding en een beroep. Een adellijke titel door geboorte, leeftijd en geboortevolgorde krijg je zonder eigen toedoen; dat zijn toegeschreven statussen.",
      tags=["begrippen"]),

    q(NONE, "tonnies-gemeinschaft",
      "Wie introduceerde het onderscheid tussen *Gemeinschaft* en *Gesellschaft*?",
      ["Ferdinand Tönnies", "Max Weber", "Norbert Elias", "Talcott Parsons"], 0,
      "Tönnies (1887) plaatste de hechte, persoonlijke gemeenschap van dorp en familie tegenover de zakelijke, onpersoonlijke maatschappij van de moderne stad.",
      markup="markdown", tags=["klassiekers"]),

    q(NONE, "verzuiling-geen-zuil",
      "Welke van de volgende was GEEN van de traditionele zuilen in het verzuilde Nederland van de twintigste eeuw?",
      ["Een islamitische zuil", "De katholieke zuil", "De protestants-christelijke zuil", "De socialistische zuil"], 0,
      """
De klassieke indeling kent een katholieke, een protestants-christelijke en een socialistische zuil, met daarnaast het liberale of 'algemene' blok. Elk had eigen scholen, kranten, omroepen, vakbonden en partijen, zoals de KVP, de ARP en CHU, en de SDAP en later de PvdA. Een islamitische zuil bestond in die periode niet.""",
      tags=["nederland"]),

    q(NONE, "anomie-betekenis",
      "Wat verstond Durkheim onder anomie?",
      ["Een toestand van normloosheid, waarin duidelijke regels en verwachtingen ontbreken",
       "De vervreemding van arbeiders van het product van hun werk",
       "De overgang van een agrarische naar een industriële samenleving",
       "Een sterke binding aan de eigen groep"], 0,
      "Anomie betekent letterlijk 'zonder wet'. Durkheim zag het bij snelle maatschappelijke veranderingen, wanneer oude normen niet meer gelden en nieuwe nog niet zijn gevormd. Vervreemding van arbeid is een begrip van Marx, niet van Durkheim.",
      tags=["begrippen", "klassiekers"], related=["durkheim-zelfmoord"]),

    q(NONE, "enquete-percentage",
      "In een enquête onder 1200 respondenten zeggen er 312 dat ze vrijwilligerswerk doen. Welk percentage is dat?",
      ["3,9 %", "26 %", "31,2 %", "38,5 %"], 1,
      "312 / 1200 = 0,26, dus 26 %.",
      order="num", compute=("312 / 1200 * 100", "%"), tags=["rekenen", "methoden"]),

    q(NONE, "gini-coefficient",
      "Wat betekent een Gini-coëfficiënt van 0?",
      ["Iedereen heeft precies hetzelfde inkomen", "Eén persoon heeft al het inkomen",
       "Er is geen informatie over inkomens", "De inkomensongelijkheid is gemiddeld"], 0,
      "De Gini-coëfficiënt loopt van 0 (volledige gelijkheid) tot 1 (één persoon krijgt alles). Nederland zit voor het besteedbaar inkomen van huishoudens ongeveer tussen 0,28 en 0,30.",
      tags=["ongelijkheid"]),

    q(NONE, "kwalitatieve-methode",
      "Welke onderzoeksmethode is typisch kwalitatief?",
      ["Participerende observatie", "Een gestandaardiseerde enquête onder 2000 mensen",
       "Een analyse van CBS-cijfers", "Een experiment met een controlegroep en statistische toets"], 0,
      "Bij participerende observatie neemt de onderzoeker zelf deel aan het leven van een groep en beschrijft hij betekenissen en gedrag in woorden. De andere methoden werken met getallen en statistiek en zijn dus kwantitatief.",
      tags=["methoden"], related=["panelonderzoek"]),

    q(NONE, "selffulfilling-prophecy",
      "Welke socioloog introduceerde het begrip selffulfilling prophecy?",
      ["Robert K. Merton", "Erving Goffman", "Talcott Parsons", "Pierre Bourdieu"], 0,
      "Merton beschreef in 1948 hoe een onjuiste verwachting gedrag uitlokt dat de verwachting alsnog waar maakt, met als voorbeeld een gezonde bank die failliet gaat omdat iedereen tegelijk zijn geld opneemt.",
      tags=["begrippen"]),

    q(NONE, "bourdieu-cultureel-kapitaal",
      "Met welk begrip duidt Pierre Bourdieu kennis, smaak, omgangsvormen en diploma's aan die iemand sociale voordelen opleveren?",
      ["Cultureel kapitaal", "Economisch kapitaal", "Sociaal kapitaal", "Menselijk kapitaal"], 0,
      """
Bourdieu onderscheidde economisch kapitaal (geld en bezit), sociaal kapitaal (netwerken en relaties) en cultureel kapitaal (kennis, smaak, diploma's). Het gaat hier om het laatste. 'Menselijk kapitaal' is een economisch begrip van onder anderen Gary Becker, niet van Bourdieu.""",
      tags=["begrippen", "ongelijkheid"]),

    q(NONE, "goffman-dramaturgie",
      "Welke socioloog beschreef het sociale leven als toneel, met een voorkant (front stage) en een achterkant (back stage)?",
      ["Erving Goffman", "Karl Marx", "Max Weber", "Auguste Comte"], 0,
      "In *The Presentation of Self in Everyday Life* (1959) laat Goffman zien hoe mensen een rol spelen voor hun publiek en zich achter de schermen anders gedragen.",
      markup="markdown", tags=["klassiekers"]),

    q(NONE, "grijze-druk-berekenen",
      "De grijze druk is hier gedefinieerd als het aantal 65-plussers per 100 mensen van 20 tot 65 jaar. Een land telt 3,6 miljoen 65-plussers en 10,2 miljoen mensen van 20 tot 65 jaar. Hoe groot is de grijze druk?",
      ["ongeveer 26", "ongeveer 35", "ongeveer 54", "ongeveer 283"], 1,
      "3,6 / 10,2 × 100 ≈ 35,3: op elke honderd mensen in de werkzame leeftijd zijn er ongeveer 35 ouderen.",
      order="num", compute=("3.6 / 10.2 * 100", "per 100"), tags=["rekenen", "demografie"], feedback={3: "Je hebt de breuk omgedraaid: ouderen gedeeld door de werkzame leeftijd."}),

    q(NONE, "meritocratie",
      "Wat is een meritocratie?",
      ["Een samenleving waarin iemands positie vooral wordt bepaald door talent en prestaties, niet door afkomst",
       "Een samenleving die wordt bestuurd door de rijkste families",
       "Een samenleving waarin alle inkomens gelijk zijn",
       "Een samenleving waarin religieuze leiders de macht hebben"], 0,
      "De term komt uit de satire *The Rise of the Meritocracy* (1958) van Michael Young, die er juist de schaduwkanten van liet zien. Bestuur door rijke families heet plutocratie en bestuur door religieuze leiders theocratie.",
      markup="markdown", tags=["begrippen", "ongelijkheid"]),

    q(NONE, "weber-geen-gezagstype",
      "Welke van de volgende is GEEN van de drie typen legitiem gezag die Max Weber onderscheidde?",
      ["Democratisch gezag", "Traditioneel gezag", "Charismatisch gezag", "Legaal-rationeel gezag"], 0,
      """
Weber onderscheidde precies drie ideaaltypen: traditioneel gezag (gebaseerd op gewoonte, zoals van een koning), charismatisch gezag (gebaseerd op de buitengewone persoonlijkheid van een leider) en legaal-rationeel gezag (gebaseerd op regels en procedures, zoals in een bureaucratie). 'Democratisch gezag' is geen apart type in zijn indeling.""",
      tags=["klassiekers", "macht"], related=["weber-protestantse-ethiek"]),

    q(NONE, "intergenerationele-mobiliteit",
      "De dochter van een fabrieksarbeider wordt chirurg. Welke vorm van sociale mobiliteit is dit?",
      ["Opwaartse intergenerationele mobiliteit", "Opwaartse intragenerationele mobiliteit",
       "Neerwaartse intergenerationele mobiliteit", "Horizontale intragenerationele mobiliteit"], 0,
      "Er wordt een generatie vergeleken met de vorige (intergenerationeel), en de dochter komt in een hogere beroepspositie terecht dan haar vader (opwaarts). Intragenerationeel zou gaan over veranderingen binnen iemands eigen loopbaan.",
      tags=["ongelijkheid"]),

    q(NONE, "etnocentrisme",
      "Wat is etnocentrisme?",
      ["Andere culturen beoordelen naar de normen en waarden van de eigen cultuur",
       "Andere culturen begrijpen vanuit hun eigen normen en waarden",
       "Het bestuderen van etnische minderheden in steden",
       "Het streven naar een samenleving zonder etnische verschillen"], 0,
      "Bij etnocentrisme is de eigen cultuur de maatstaf. Het tegenovergestelde, een cultuur begrijpen vanuit haar eigen logica, heet cultuurrelativisme.",
      tags=["cultuur", "begrippen"]),

    q(NONE, "panelonderzoek",
      "Wat kenmerkt een panelonderzoek?",
      ["Dezelfde personen worden op meerdere momenten opnieuw ondervraagd",
       "Telkens andere personen worden één keer ondervraagd",
       "Een groep deskundigen beoordeelt een stelling",
       "De onderzoeker observeert zonder vragen te stellen"], 0,
      "Omdat steeds dezelfde respondenten meedoen, kun je veranderingen bij individuen volgen. Bij een herhaald dwarsdoorsnedeonderzoek worden telkens nieuwe steekproeven getrokken.",
      tags=["methoden"], related=["kwalitatieve-methode"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "marx-bourgeoisie",
      "Wat kenmerkt volgens Karl Marx de bourgeoisie?",
      ["Zij bezit de productiemiddelen, zoals fabrieken en machines",
       "Zij verkoopt haar arbeidskracht voor loon",
       "Zij bestaat uit boeren die hun eigen land bewerken",
       "Zij bestaat uit ambtenaren in dienst van de staat"], 0,
      "Voor Marx draait de klassenindeling om de verhouding tot de productiemiddelen: de bourgeoisie bezit ze, het proletariaat bezit alleen zijn arbeidskracht en moet die voor loon verkopen.",
      moved_to=1, tags=["klassiekers"]),

    q(MOVED, "primaire-groep-voorbeeld",
      "Welke van de volgende is het duidelijkste voorbeeld van een primaire groep in de zin van Charles Cooley?",
      ["Een gezin", "Een vakbond met 300 000 leden", "De aandeelhouders van een bedrijf", "De inwoners van een provincie"], 0,
      "Een primaire groep is klein en hecht, met persoonlijke, directe contacten en een sterke emotionele band: gezin en vriendenkring. Een grote vakbond, aandeelhouders of inwoners van een provincie zijn secundaire groepen, gericht op een doel en met onpersoonlijke contacten.",
      moved_to=1),

    q(MOVED, "mediaan-inkomen",
      "Vijf huishoudens hebben een inkomen van 20, 25, 30, 40 en 150 duizend euro. Wat is het mediane inkomen?",
      ["25 duizend euro", "30 duizend euro", "53 duizend euro", "150 duizend euro"], 1,
      "De mediaan is de middelste waarde van de gesorteerde reeks: 30 duizend euro. Het gemiddelde is (20 + 25 + 30 + 40 + 150) / 5 = 53 duizend euro, maar dat wordt sterk omhooggetrokken door het ene hoge inkomen; daarom gebruiken sociologen bij inkomens liever de mediaan.",
      moved_to=2, order="num", tags=["rekenen"]),

    # ---- gebrekkig: dubbele optie ----
    q(DUP, "begrip-socialisatie",
      "Hoe heet het proces waarin iemand de normen, waarden en gewoonten van een samenleving aanleert?",
      ["Socialisatie", "Urbanisatie", "urbanisatie", "Secularisatie"], 0,
      "Dat is socialisatie. Urbanisatie is de trek naar de stad en secularisatie het afnemen van de invloed van godsdienst.",
      dup=(1, 2), tags=["begrippen"]),
]
