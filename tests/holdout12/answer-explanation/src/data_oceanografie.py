from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "oceanografie"
TITLE = "Oceanografie"
DESCRIPTION = "De fysica, chemie en bodem van de oceanen: getijden, golven, zeestromen, zoutgehalte en de oceaan als deel van het klimaatsysteem."

QUESTIONS = [
    q(NONE, "gemiddeld-zoutgehalte",
      "Hoe groot is het gemiddelde zoutgehalte van zeewater in de open oceaan ongeveer?",
      ["0,35 %", "3,5 %", "35 %"],
      "Een kilogram zeewater bevat gemiddeld ongeveer 35 gram opgeloste zouten, dus zo'n 3,5 % (35 promille).",
      "B"),

    q(NONE, "twee-hoogwaters-per-dag",
      "Waarom zijn er op de meeste kusten ongeveer twee hoogwaters per dag?",
      ["Omdat de wind twee keer per dag van richting verandert",
       "Omdat de getijdekracht van de maan aan twee tegenover elkaar liggende kanten van de aarde een waterbult vormt, waar de aarde onderdoor draait",
       "Omdat de zon het water overdag verwarmt, waardoor het uitzet"],
      """
De aantrekking van de maan is aan de naar de maan gekeerde kant van de aarde net iets sterker en aan de afgekeerde kant net iets zwakker dan in het middelpunt. Dat verschil, de getijdekracht, trekt het water naar twee bulten: één onder de maan en één aan de overkant. Doordat de aarde in ongeveer een dag onder beide bulten door draait, komt een kust twee keer per dag bij hoogwater. Wind kan de waterstand tijdelijk opstuwen, maar heeft geen vast ritme van twee keer per dag, en de thermische uitzetting door dagelijkse opwarming is veel te klein om een getij te veroorzaken.""",
      "B", related=["springtij-wanneer", "tijd-tussen-hoogwaters"]),

    q(NONE, "springtij-wanneer",
      "Wanneer treedt springtij op?",
      ["Rond nieuwe maan en volle maan",
       "Rond eerste en laatste kwartier",
       "Alleen rond de equinoxen in maart en september"],
      "Bij nieuwe en volle maan staan zon, maan en aarde op één lijn en versterken de getijdekrachten van zon en maan elkaar, waardoor het verschil tussen hoog- en laagwater het grootst is. Bij de kwartieren werken ze elkaar tegen en is het doodtij.",
      "A", related=["twee-hoogwaters-per-dag"]),

    q(NONE, "snelheid-tsunami",
      "Een tsunami plant zich voort over een oceaan die 4000 m diep is. De snelheid van zo'n lange golf is √(g·h) met g = 9,81 m/s². Welke waarde benadert de snelheid het best?",
      ["Ongeveer 20 m/s", "Ongeveer 60 m/s", "Ongeveer 200 m/s", "Ongeveer 2000 m/s"],
      """
v = √(9,81 × 4000) = √39 240 ≈ 198 m/s, dus ongeveer 200 m/s. Dat is ruim 700 km/h, de snelheid van een verkeersvliegtuig.""",
      "C", compute={"expression": "(9.81 * 4000) ^ 0.5", "unit": "m/s"}),

    q(NONE, "aandrijving-thermohaliene-circulatie",
      "Wat drijft de thermohaliene circulatie, de trage wereldwijde diepzeestroming, in de eerste plaats aan?",
      ["Dichtheidsverschillen die ontstaan door verschillen in temperatuur en zoutgehalte",
       "De passaatwinden boven de tropische oceanen",
       "De getijdewerking van de maan"],
      """
De naam zegt het al: *thermo* (temperatuur) en *halien* (zout). In de Noord-Atlantische Oceaan en rond Antarctica koelt oppervlaktewater sterk af en wordt het bij ijsvorming zouter; dat zware water zinkt en stroomt langs de bodem weg. Windgedreven stromingen zoals de passaatstromen spelen zich vooral in de bovenste paar honderd meter af, en het getij veroorzaakt heen-en-weergaande stromen, geen wereldwijde transportband. Een waterdeeltje doet er naar schatting zo'n duizend jaar over om de hele kringloop te doorlopen. Meer uitleg: [Thermohaliene circulatie](https://nl.wikipedia.org/wiki/Thermohaliene_circulatie).""",
      "A", markup="markdown"),

    q(NONE, "richting-ekmantransport",
      "In welke richting gaat het netto ekmantransport van de bovenlaag van de oceaan op het noordelijk halfrond, ten opzichte van de wind?",
      ["Met de wind mee",
       "Ongeveer 90° naar rechts van de windrichting",
       "Ongeveer 90° naar links van de windrichting"],
      "Door de corioliskracht buigt elke laag water op het noordelijk halfrond naar rechts af; over de hele ekmanlaag gemiddeld staat het transport haaks rechts op de wind. Naar links geldt voor het zuidelijk halfrond.",
      "B", related=["upwelling-visrijk"]),

    q(NONE, "golfstroom-niet-juist",
      "Welke bewering over de Golfstroom is NIET juist?",
      ["Hij voert warm water vanuit de Golf van Mexico en de Caribische Zee naar het noordoosten.",
       "Hij maakt deel uit van de subtropische draaikolk (gyre) van de Noord-Atlantische Oceaan.",
       "Hij is een westelijke randstroom: snel, smal en dicht langs de kust van Noord-Amerika.",
       "Hij is een koude stroom die langs de westkust van Afrika naar het zuiden loopt."],
      """
De stroom langs de westkust van Noord-Afrika is de koude Canarische stroom, een oostelijke randstroom van dezelfde draaikolk; de Golfstroom is juist warm en ligt aan de andere kant van de oceaan. De drie andere beweringen kloppen: de Golfstroom voert warm water uit de Golf van Mexico en de Caribische Zee via Florida naar het noordoosten, hij is de westelijke tak van de subtropische gyre die met de klok mee draait, en zoals alle westelijke randstromen is hij smal, snel en diep.""",
      "D"),

    q(NONE, "thermocline-definitie",
      "Wat is een thermocline?",
      ["Een laag waarin het zoutgehalte snel verandert met de diepte",
       "Een laag waarin de temperatuur snel daalt met de diepte",
       "Een lijn op een kaart die punten met gelijke watertemperatuur verbindt"],
      "In de thermocline neemt de temperatuur snel af; daaronder ligt het koude, vrijwel gelijkmatige diepe water. Een snelle verandering van zoutgehalte heet een halocline, en een lijn van gelijke temperatuur op een kaart is een isotherm.",
      "B"),

    q(NONE, "upwelling-visrijk",
      "Waarom zijn upwellinggebieden, zoals voor de kust van Peru, zo rijk aan vis?",
      ["Omdat daar koud, voedselrijk water uit de diepte naar de oppervlakte komt",
       "Omdat het water daar warmer is dan elders op dezelfde breedte",
       "Omdat rivieren daar veel zoet water aanvoeren"],
      """
Aflandige wind en ekmantransport duwen het oppervlaktewater van de kust weg, waarna water uit de diepte opwelt. Dat water is rijk aan nitraat en fosfaat, zodat het plankton hard groeit en daarmee de hele voedselketen. Het opwellende water is juist kouder dan de omgeving, en de Peruaanse kust is woestijnachtig met weinig rivierwater. Zie [What is upwelling?](https://oceanservice.noaa.gov/facts/upwelling.html).""",
      "A", markup="markdown", related=["richting-ekmantransport"]),

    q(NONE, "druk-op-50-meter",
      "Een duiker bevindt zich op 50 m diepte in zee. De luchtdruk aan het oppervlak is 1 bar en per 10 m zeewater komt er ongeveer 1 bar bij. Hoe groot is de absolute druk op die diepte?",
      ["1,5 bar", "5 bar", "6 bar", "50 bar"],
      "De waterkolom levert 50 / 10 = 5 bar; met de 1 bar van de atmosfeer erbij is de absolute druk 6 bar.",
      "C", compute={"expression": "1 + 50 / 10", "unit": "bar"}),

    q(NONE, "diepwatergolf-voorwaarde",
      "Wanneer noemt men een golf een diepwatergolf?",
      ["Als de waterdiepte groter is dan ongeveer de helft van de golflengte",
       "Als de golfhoogte groter is dan de waterdiepte",
       "Als de golf verder dan 200 zeemijl uit de kust is"],
      "Zolang de bodem dieper ligt dan een halve golflengte, merkt de cirkelvormige waterbeweging niets van de bodem en hangt de snelheid alleen van de golflengte af.",
      "A"),

    q(NONE, "oceaanverzuring-ph",
      "Wat gebeurt er met de pH van het oppervlaktewater van de oceaan doordat de oceaan steeds meer CO₂ opneemt?",
      ["De pH stijgt, het water wordt basischer",
       "De pH daalt, het water wordt minder basisch",
       "De pH blijft gelijk, omdat zeewater een perfecte buffer is"],
      "Opgenomen CO₂ vormt koolzuur, dat H⁺-ionen afstaat. Sinds de industriële revolutie is de pH aan het oppervlak gedaald van ongeveer 8,2 naar ongeveer 8,1; het water is nog steeds basisch, maar minder dan vroeger. De buffer van zeewater vangt een deel op, niet alles.",
      "B"),

    q(NONE, "midoceanische-rug",
      "Wat is een midoceanische rug?",
      ["Een plaatgrens waar twee platen uit elkaar bewegen en nieuwe oceaanbodem ontstaat",
       "Een diepe trog waar een oceanische plaat onder een andere plaat duikt",
       "Een keten koraaleilanden op het continentaal plat"],
      """
Langs een midoceanische rug, zoals de Midden-Atlantische Rug, wijken twee platen uiteen; magma uit de mantel stijgt op en stolt tot nieuwe oceaankorst. Een diepe trog waar een plaat onder een andere wegduikt is een subductiezone, het tegenovergestelde type plaatgrens. Koraaleilanden op het plat hebben niets met een rug te maken.""",
      "A"),

    q(NONE, "diepste-punt",
      "Waar ligt het diepste bekende punt van de oceaanbodem?",
      ["In de Puerto Ricotrog in de Atlantische Oceaan",
       "In de Javatrog in de Indische Oceaan",
       "In het Challengerdiep in de Marianentrog"],
      "Het Challengerdiep in de westelijke Grote Oceaan is bijna 11 km diep (circa 10 900 m). De Puerto Ricotrog (ruim 8 km) en de Javatrog (ruim 7 km) zijn wel de diepste punten van hun eigen oceaan.",
      "C"),

    q(NONE, "draairichting-gyre-noord",
      "In welke richting draaien de grote subtropische draaikolken (gyres) op het noordelijk halfrond?",
      ["Met de klok mee", "Tegen de klok in", "Beurtelings, afhankelijk van het seizoen"],
      "Door de passaatwinden in het zuiden, de westenwinden in het noorden en de afbuiging naar rechts draaien ze met de wijzers van de klok mee.",
      "A"),

    q(NONE, "diepte-fotische-zone",
      "Tot welke diepte reikt de fotische zone, waarin genoeg licht doordringt voor fotosynthese, in helder oceaanwater ongeveer?",
      ["Tot ongeveer 20 m", "Tot ongeveer 200 m", "Tot ongeveer 2000 m"],
      "In helder water is na ongeveer tweehonderd meter te weinig licht over voor fotosynthese; in troebel kustwater ligt die grens vaak veel ondieper.",
      "B"),

    q(NONE, "ctd-afkorting",
      "Een CTD is het standaardinstrument waarmee oceanografen een profiel van de waterkolom meten. Waar staat CTD voor?",
      ["Current, Tide, Density",
       "Conductivity, Temperature, Depth",
       "Carbon, Turbidity, Dissolved oxygen"],
      "Een CTD meet geleidbaarheid (waaruit het zoutgehalte volgt), temperatuur en diepte, afgeleid uit de druk. Stroming en getij meet je met andere instrumenten, zoals een ADCP of een getijmeter; extra sensoren voor zuurstof of troebelheid worden wel vaak aan een CTD gehangen, maar zitten niet in de naam.",
      "B"),

    q(NONE, "tijd-tussen-hoogwaters",
      "Hoeveel tijd zit er bij een halfdaags getij gemiddeld tussen twee opeenvolgende hoogwaters?",
      ["Precies 12 uur", "Ongeveer 12 uur en 25 minuten", "Ongeveer 24 uur en 50 minuten"],
      "Een maansdag duurt ongeveer 24 uur en 50 minuten, omdat de maan in een dag een stukje verder in haar baan komt; met twee hoogwaters per maansdag is de tussenpoos de helft daarvan. 24 uur en 50 minuten is dus de tijd tussen twee hoogwaters die elkaar niet direct opvolgen.",
      "B", related=["twee-hoogwaters-per-dag"]),

    q(NONE, "kenmerk-el-nino",
      "Wat kenmerkt een El Niño?",
      ["Sterkere passaatwinden en koeler water voor de kust van Peru",
       "Opwarming van het oppervlaktewater in het centrale en oostelijke deel van de tropische Grote Oceaan, bij verzwakte passaatwinden",
       "Een plotselinge daling van de zeespiegel in de Indische Oceaan"],
      """
Tijdens El Niño zwakken de passaatwinden af, schuift warm water van west naar oost over de Grote Oceaan en neemt de upwelling voor Zuid-Amerika af. Sterkere passaten met koel water voor Peru beschrijven juist het tegenovergestelde, La Niña.""",
      "B"),

    q(NONE, "vriespunt-zeewater",
      "Bij welke temperatuur begint zeewater met een zoutgehalte van 35 promille te bevriezen?",
      ["Bij 0 °C", "Bij ongeveer −1,9 °C", "Bij ongeveer −10 °C"],
      "Opgeloste zouten verlagen het vriespunt; bij 35 g zout per kilogram ligt het rond min 1,9 graden Celsius.",
      "B"),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "doodtij-omschrijving",
      "Wat is doodtij?",
      ["Een getij met een klein verschil tussen hoog- en laagwater, rond eerste en laatste kwartier",
       "Een getij met een groot verschil tussen hoog- en laagwater, rond volle maan",
       "Het moment waarop de stroom kentert en het water even stilstaat"],
      """
Rond eerste en laatste kwartier staan zon en maan, vanaf de aarde gezien, haaks op elkaar en werken hun getijdekrachten elkaar gedeeltelijk tegen. Het getijverschil is dan het kleinst: doodtij. Een groot verschil rond volle (en nieuwe) maan heet springtij, en het korte moment zonder stroom is de kentering, geen doodtij.""",
      "A", moved_to="B"),

    q(SUPPORTS_DISTRACTOR, "echolood-diepte",
      "Een echolood zendt een geluidspuls naar de bodem en ontvangt de echo na 0,8 s. Geluid gaat in zeewater met ongeveer 1500 m/s. Hoe diep is het water?",
      ["300 m", "600 m", "1200 m"],
      "Het geluid legt in 0,8 s 1500 × 0,8 = 1200 m af, maar dat is heen en terug; de diepte is de helft: 600 m.",
      "B", moved_to="C"),

    q(SUPPORTS_DISTRACTOR, "herkomst-zout",
      "Waar komt het zout in de oceaan vooral vandaan?",
      ["Uit zout dat bij de vorming van de aarde in het zeewater aanwezig was en sindsdien onveranderd is",
       "Uit zoutmijnen op de zeebodem die langzaam oplossen",
       "Uit verwering van gesteente op het land, aangevoerd door rivieren, en uit hydrothermale bronnen en vulkanisme"],
      """
Regenwater is licht zuur en lost mineralen uit gesteente op; rivieren voeren die ionen naar zee. Daar komen stoffen uit hydrothermale bronnen bij, en chloor uit vulkanische gassen. Omdat bij verdamping alleen water de zee verlaat, hoopt het zout zich op. Het zoutgehalte is dus niet een onveranderd overblijfsel uit de oertijd, maar een evenwicht tussen aanvoer en afzetting; zoutlagen in de bodem zijn juist het gevolg van verdampt zeewater, niet de bron ervan. Het gemiddelde zoutgehalte van zo'n 35 gram per kilogram is daardoor al zeer lang ongeveer constant.""",
      "C", moved_to="A"),
]
