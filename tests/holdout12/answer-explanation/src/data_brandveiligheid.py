from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "brandveiligheid"
TITLE = "Brandveiligheid en BHV"
DESCRIPTION = "Hoe brand ontstaat en zich ontwikkelt, blusmiddelen en brandklassen, rookmelders, vluchten en ontruimen, op het niveau van een cursus bedrijfshulpverlening."

QUESTIONS = [
    q(NONE, "branddriehoek",
      "Welke drie elementen vormen samen de branddriehoek?",
      ["Brandstof, zuurstof en ontbrandingstemperatuur",
       "Vuur, rook en warmte",
       "Brandstof, water en koolstofdioxide"],
      """
Een brand kan alleen ontstaan en blijven bestaan als er brandbare stof, voldoende zuurstof en een voldoende hoge temperatuur tegelijk aanwezig zijn. Blussen komt neer op het wegnemen van één van de drie: koelen (temperatuur), verstikken (zuurstof) of de brandstof weghalen. Vuur, rook en warmte zijn verschijnselen van een brand, geen voorwaarden, en water en koolstofdioxide zijn juist blusmiddelen.""",
      "A", related=["werking-blusdeken"]),

    q(NONE, "brandklasse-vloeistoffen",
      "Tot welke brandklasse behoort een brand van brandbare vloeistoffen zoals benzine of verf?",
      ["Klasse A", "Klasse B", "Klasse C", "Klasse F"],
      "Klasse B staat voor vloeistoffen en stoffen die bij verhitting vloeibaar worden. A is voor vaste stoffen zoals hout en papier, C voor gassen en F voor spijsoliën en -vetten in frituur en pan.",
      "B", related=["schuim-op-vloeistofbrand"]),

    q(NONE, "water-op-vetbrand",
      "Waarom mag je brandend frituurvet nooit met water blussen?",
      ["Omdat water het vet afkoelt tot onder het vlampunt",
       "Omdat het water onder het hete vet explosief verdampt en brandend vet meesleurt",
       "Omdat water met vet een giftig gas vormt"],
      "Water zinkt onder het vet van zo'n 300 °C en verdampt in een fractie van een seconde tot ruim 1600 keer zijn volume; de stoom rukt het vet mee als een vuurbal.",
      "B"),

    q(NONE, "co2-bij-elektra",
      "Waarom is een CO₂-blusser geschikt voor een brand in elektrische apparatuur, zoals een serverkast?",
      ["Omdat CO₂ de elektriciteit uitschakelt",
       "Omdat CO₂ niet geleidt en geen resten achterlaat",
       "Omdat CO₂ de apparatuur sterk afkoelt tot onder nul"],
      "Koolzuursneeuw verdringt de zuurstof, geleidt geen stroom en verdampt zonder residu, zodat apparatuur niet vervuild raakt. De stroom gaat er niet van af: schakel die waar mogelijk zelf uit.",
      "B"),

    q(NONE, "plaats-rookmelder",
      "Waar hang je een rookmelder in een gang of op een overloop het best op?",
      ["Aan het plafond, op minstens 30 cm van de muur",
       "Laag aan de muur, vlak boven de vloer",
       "In de hoek tussen muur en plafond"],
      """
Rook stijgt op en verspreidt zich eerst onder het plafond, dus daar wordt hij het snelst gedetecteerd. In de hoek tussen muur en plafond blijft een laagje stilstaande lucht hangen waar de rook pas laat komt; houd daarom afstand tot de muur. Laag bij de vloer komt de rook pas aan als de ruimte al grotendeels vol is. Meer adviezen staan op [brandweer.nl](https://www.brandweer.nl/onderwerpen/rookmelders/).""",
      "A", markup="markdown", related=["rookmelderplicht-2022"]),

    q(NONE, "gevaar-koolmonoxide",
      "Waarom is koolmonoxide (CO) zo gevaarlijk?",
      ["Omdat het een scherpe geur heeft die paniek veroorzaakt",
       "Omdat het kleurloos en reukloos is en veel sterker aan hemoglobine bindt dan zuurstof",
       "Omdat het zwaarder is dan lucht en daardoor altijd bij de vloer blijft hangen"],
      "Je merkt CO niet op, en het verdringt zuurstof in het bloed doordat het ruim tweehonderd keer sterker aan hemoglobine bindt. Het gas is ongeveer even zwaar als lucht en mengt zich goed, dus een CO-melder hoeft niet bij de vloer te hangen.",
      "B"),

    q(NONE, "rookmelderplicht-2022",
      "Wat is sinds 1 juli 2022 in Nederland verplicht in alle woningen, ook bestaande?",
      ["Een blusdeken in de keuken",
       "Een rookmelder op elke woonlaag, in de vluchtroute",
       "Een brandblusser bij de voordeur",
       "Een koolmonoxidemelder bij elke cv-ketel"],
      "Sinds die datum moet elke woning op iedere verdieping met een verblijfsruimte een rookmelder hebben in de ruimte waardoor je naar buiten vlucht, zoals de hal of de overloop. Blusdekens, blussers en CO-melders worden sterk aangeraden, maar zijn voor woningen niet verplicht.",
      "B", related=["plaats-rookmelder"]),

    q(NONE, "helpt-niet-brandpreventie",
      "Welke gewoonte helpt NIET om een woningbrand te voorkomen of de gevolgen ervan te beperken?",
      ["'s Nachts de binnendeuren sluiten",
       "De rookmelders maandelijks testen",
       "De telefoon 's nachts onder het kussen laten opladen",
       "Met het gezin een vluchtplan afspreken"],
      """
Een telefoon onder een kussen kan zijn warmte niet kwijt en het dekbed eromheen is brandbaar; dat vergroot de kans op brand juist. De andere gewoonten helpen wel. Een gesloten binnendeur houdt rook en vuur een tijd tegen en geeft je meer tijd om te vluchten. Een rookmelder die je maandelijks test, werkt ook echt als het erop aankomt. En wie vooraf afspreekt welke route iedereen neemt en waar je buiten verzamelt, verliest bij brand geen kostbare seconden. Laad telefoons en andere apparaten daarom op een harde, onbrandbare ondergrond.""",
      "C"),

    q(NONE, "vuurlast-berekenen",
      "In een opslagruimte van 20 m² ligt 600 kg hout. De verbrandingswarmte van hout is ongeveer 18 MJ/kg. Hoe groot is de vuurlast van de ruimte?",
      ["30 MJ/m²", "360 MJ/m²", "540 MJ/m²", "10 800 MJ/m²"],
      """
De totale energie is 600 kg × 18 MJ/kg = 10 800 MJ. De vuurlast is die energie per vierkante meter vloer: 10 800 MJ / 20 m² = 540 MJ/m². 10 800 MJ is dus de totale warmte, nog niet gedeeld door het vloeroppervlak, en 30 MJ/m² is alleen de massa per vierkante meter (30 kg/m²) met de verkeerde eenheid.""",
      "C", compute={"expression": "600 * 18 / 20", "unit": "MJ/m²"}),

    q(NONE, "laag-blijven-bij-rook",
      "Waarom moet je bij het vluchten door een ruimte met rook zo laag mogelijk blijven?",
      ["Omdat hete rook opstijgt en de lucht vlak boven de vloer het langst helder en koel blijft",
       "Omdat vlammen alleen op ooghoogte branden",
       "Omdat rook zwaarder is dan lucht"],
      "Rook is heet en stijgt daarom op; onderin de ruimte blijft het 't langst ademhaalbaar en zie je het meest.",
      "A"),

    q(NONE, "betekenis-ei-30",
      "Wat betekent de classificatie EI 30 bij een brandwerende deur?",
      ["Dat de deur 30 minuten lang vlammen en rook tegenhoudt (E) en de warmte aan de andere kant beperkt blijft (I)",
       "Dat de deur 30 minuten lang haar dragende functie behoudt",
       "Dat de deur na 30 seconden automatisch sluit"],
      """
Volgens de Europese norm EN 13501-2 staat E voor integriteit (er komen geen vlammen of hete gassen door) en I voor isolatie (de niet-verhitte kant blijft onder een temperatuurgrens). Het getal geeft het aantal minuten. Het behoud van draagvermogen heet R en is bij een deur niet van toepassing; een automatische deurdranger is een ander kenmerk, vaak aangeduid met C.""",
      "A"),

    q(NONE, "werking-blusdeken",
      "Hoe blust een blusdeken een beginnende brand?",
      ["Door de brand te koelen",
       "Door de zuurstoftoevoer af te sluiten",
       "Door de brandstof chemisch te veranderen"],
      "Een blusdeken verstikt het vuur: hij sluit de brandhaard af van de omringende lucht.",
      "B", related=["branddriehoek"]),

    q(NONE, "taken-bhv",
      "Wat hoort NIET bij de taken van een bedrijfshulpverlener (BHV'er) bij een beginnende brand?",
      ["De brand met een kleine blusser bestrijden als dat veilig kan",
       "De hulpdiensten alarmeren",
       "Medewerkers en bezoekers laten ontruimen",
       "Blijven blussen tot de brandweer er is, ook als de rook de ruimte vult"],
      "Een BHV'er doet een eerste bluspoging alleen zolang het veilig is; wordt het te heet of te rokerig, dan trekt hij zich terug en sluit hij de deur. Alarmeren, ontruimen en beginnende branden bestrijden zijn precies de kerntaken uit de Arbowet.",
      "D"),

    q(NONE, "vlampunt-definitie",
      "Wat is het vlampunt van een vloeistof?",
      ["De temperatuur waarbij de vloeistof kookt",
       "De laagste temperatuur waarbij de vloeistof genoeg damp afgeeft om met een ontstekingsbron te ontbranden",
       "De temperatuur waarbij de vloeistof zonder vlam of vonk vanzelf ontbrandt"],
      "Boven het vlampunt vormt zich boven de vloeistof een brandbaar damp-luchtmengsel dat een vonk of vlam nodig heeft. Vanzelf ontbranden zonder ontstekingsbron gebeurt pas boven de (veel hogere) zelfontbrandingstemperatuur.",
      "B"),

    q(NONE, "lithium-accu-blussen",
      "Waarom is een brandende lithium-ionaccu, bijvoorbeeld van een e-bike, zo lastig te blussen?",
      ["Omdat de cellen bij thermal runaway zelf warmte en brandbare gassen blijven produceren",
       "Omdat lithium-ionaccu's alleen met zand te blussen zijn",
       "Omdat de accu door de brand onder hoogspanning komt te staan"],
      """
Bij thermal runaway loopt in een beschadigde of oververhitte cel een chemische reactie uit de hand, die zichzelf in stand houdt en naburige cellen verhit. Afsluiten van zuurstof helpt daardoor weinig; langdurig koelen met veel water is het doeltreffendst. Zand of een blusdeken kunnen een kleine accu afdekken, maar zijn niet 'de enige' methode, en de spanning van een e-bikeaccu (meestal 36 of 48 V) verandert door brand niet in hoogspanning. Een accu die heeft gebrand, kan uren later opnieuw ontbranden; de brandweer dompelt hem daarom soms onder in een bak water.""",
      "A"),

    q(NONE, "onderhoud-blusser",
      "Hoe vaak moet een draagbaar blustoestel volgens NEN 2559 worden onderhouden door een deskundig bedrijf?",
      ["Eens per maand", "Eens per jaar", "Eens per vijf jaar"],
      "NEN 2559 schrijft jaarlijks onderhoud voor; daarnaast volgen na een aantal jaren een grotere revisie en een herkeuring van het reservoir.",
      "B"),

    q(NONE, "ontruimingstijd-twee-deuren",
      "Een zaal wordt ontruimd via twee deuren die elk 40 personen per minuut doorlaten. Hoe lang duurt het minimaal voordat 220 personen buiten zijn?",
      ["2,45 minuten", "2 minuten en 45 seconden", "5,5 minuten"],
      """
Samen laten de deuren 2 × 40 = 80 personen per minuut door. 220 / 80 = 2,75 minuten, en 0,75 minuut is 45 seconden: 2 minuten en 45 seconden. Rekenen met één deur geeft 5,5 minuten, en '2,45 minuten' verwart seconden met honderdsten van een minuut.""",
      "B"),

    q(NONE, "schuim-op-vloeistofbrand",
      "Hoe blust schuim een brand van een brandbare vloeistof?",
      ["Het vormt een afdekkende laag die de zuurstof afsluit en het vrijkomen van brandbare dampen tegengaat",
       "Het lost de brandbare vloeistof op in water",
       "Het verdrijft de vlammen door de druk van de straal"],
      "De schuimdeken scheidt de vloeistof van de lucht en houdt de dampen binnen; het water in het schuim koelt bovendien.",
      "A", related=["brandklasse-vloeistoffen"]),

    q(NONE, "eerste-actie-bij-brand-thuis",
      "Je ontdekt 's nachts thuis brand. Wat doe je als eerste?",
      ["De brand proberen te blussen voordat hij groter wordt",
       "Je huisgenoten waarschuwen en met z'n allen naar buiten gaan",
       "Spullen van waarde verzamelen"],
      "Bij een woningbrand heb je vaak maar enkele minuten. Waarschuw iedereen, ga naar buiten, sluit deuren achter je en bel vanaf buiten 112.",
      "B"),

    q(NONE, "deur-voelen",
      "Waarom voel je bij brand met de rug van je hand aan een gesloten deur voordat je die opent?",
      ["Om te voelen of de deur op slot zit",
       "Om na te gaan of er achter de deur brand woedt; is de deur warm, dan open je hem niet",
       "Om statische elektriciteit af te voeren"],
      "Een warme deur of deurkruk wijst op vuur of hete rookgassen aan de andere kant. Met de rug van je hand, omdat je handpalm nodig blijft om te vluchten.",
      "B"),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "pan-met-vet",
      "Een pan met frituurvet vat vlam op het fornuis. Wat is het beste blusmiddel?",
      ["Een emmer water",
       "Een passend deksel of een blusdeken, na het uitzetten van het vuur",
       "Een poederblusser van dichtbij"],
      """
Zet het vuur uit en leg een deksel of blusdeken over de pan: zonder zuurstof dooft de brand, en het vet kan onder de afdekking afkoelen. Water veroorzaakt een steekvlam doordat het onder het hete vet explosief verdampt. Een poederblusser van dichtbij blaast het brandende vet juist uit de pan.""",
      "B", moved_to="C", feedback={"A": "Nooit water op brandend vet: dat geeft een steekvlam.", "C": "De straal kan brandend vet uit de pan blazen."}),

    q(SUPPORTS_DISTRACTOR, "massaverlies-co2-blusser",
      "Een CO₂-blusser met een vulling van 5 kg bevat bij controle nog 4,3 kg CO₂. Hoeveel procent van de vulling is verloren gegaan?",
      ["0,7 %", "7 %", "14 %"],
      "Het verlies is 5 − 4,3 = 0,7 kg. Als percentage van de vulling: 0,7 / 5 × 100 = 14 %. 0,7 is het verlies in kilogram, geen percentage.",
      "C", moved_to="A"),

    q(SUPPORTS_DISTRACTOR, "wat-is-flashover",
      "Wat is een flashover?",
      ["Een explosieve verbranding die optreedt als een deur wordt geopend naar een ruimte waarin het vuur door zuurstofgebrek smeult",
       "De vrijwel gelijktijdige ontbranding van alle brandbare materialen in een ruimte, doordat de warmtestraling van de rooklaag ze tot hun ontbrandingstemperatuur verhit",
       "Het overslaan van een brand naar een naastgelegen gebouw via vliegvuur"],
      """
Bij een flashover stralen de hete rookgassen onder het plafond zoveel warmte uit dat alle brandbare oppervlakken in de ruimte vrijwel tegelijk ontbranden; de brand gaat dan in één klap over van een lokale brand naar een volledig ontwikkelde kamerbrand. De explosieve verbranding bij het openen van een deur naar een zuurstofarme ruimte is iets anders: dat heet een backdraft. Overslag via vliegvuur is branduitbreiding naar een belending, geen flashover. Voor wie binnen is, betekent een naderende flashover dat de ruimte onmiddellijk moet worden verlaten: daarna is overleven in die ruimte vrijwel onmogelijk.""",
      "B", moved_to="A"),
]
