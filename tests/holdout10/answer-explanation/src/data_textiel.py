from common import Q

TOPIC = "textiel"
TITLE = "Textiel"
DESCRIPTION = ("Vezels, garens en stoffen: natuurlijke en synthetische vezels, weven en breien, "
               "garennummering, afwerking en onderhoudssymbolen.")

QUESTIONS = [
    Q("linnen-vlas", 1,
      "Van welke plant wordt linnen gemaakt?",
      ["*Vlas", "Katoen", "Jute"],
      "Linnen wordt gesponnen uit de bastvezels van de vlasplant.",
      related=["katoen-zaadharen"]),

    Q("weven-breien", 2,
      "Wat is het wezenlijke verschil tussen weven en breien?",
      ["*Bij weven kruisen twee draadsystemen elkaar haaks; bij breien vormt een draad lussen die in elkaar grijpen",
       "Bij weven wordt altijd wol gebruikt, bij breien altijd katoen",
       "Weven gebeurt met de hand, breien alleen met een machine"],
      "Een weefsel ontstaat doordat dwarsdraden over en onder gespannen lengtedraden door gaan, wat een "
      "vrij stevige, weinig rekbare stof oplevert. Een breisel bestaat uit rijen lusjes die door de vorige "
      "rij zijn gehaald. Die lussen kunnen vervormen, en daarom rekt een trui of T-shirt veel meer mee dan "
      "een overhemd.",
      related=["ketting-inslag", "denim-weefsel"]),

    Q("wol-krimpen", 2,
      "Waarom kan een wollen trui in een hete wasbeurt flink krimpen?",
      ["*Door warmte, vocht en beweging haken de schubben van de wolvezels in elkaar en vervilt de stof",
       "Door de hitte smelten de vezels gedeeltelijk samen",
       "Het wasmiddel lost een deel van de wol op"],
      "Een wolvezel heeft aan de buitenkant kleine schubjes, vergelijkbaar met dakpannen. In warm water "
      "gaan die openstaan, en door het wringen en draaien in de machine schuiven de vezels langs elkaar en "
      "haken ze vast. Het weefsel trekt daarbij onomkeerbaar samen tot een dichte, kleinere lap: vilt.",
      related=["wassymbool-40-streep"]),

    Q("viscose-cellulose", 3,
      "Tot welke groep vezels behoort viscose?",
      ["*Kunstmatig vervaardigde vezels uit natuurlijke cellulose, meestal uit hout",
       "Dierlijke vezels, net als wol en zijde",
       "Synthetische vezels op basis van aardolie, net als polyester",
       "Minerale vezels, net als glasvezel"],
      "Voor viscose wordt cellulose uit houtpulp opgelost en daarna door fijne openingen geperst, waarna "
      "het als draad weer stolt. Het uitgangsmateriaal is dus natuurlijk, maar de vezel zelf wordt in een "
      "fabriek gevormd; men spreekt van een geregenereerde of kunstmatige cellulosevezel. Een dierlijke "
      "vezel is het niet: wol en zijde bestaan uit eiwitten, viscose uit een plantaardig koolhydraat. Met "
      "polyester heeft viscose alleen gemeen dat beide in een fabriek worden gesponnen; polyester wordt "
      "echter uit aardolie gemaakt. En minerale vezels als glasvezel ontstaan uit gesmolten gesteente of "
      "glas, wat met viscose niets te maken heeft.",
      related=["geen-natuurlijke-vezel"]),

    Q("stofgewicht-kg", 4,
      "Een stof is 1,5 m breed en weegt 200 g/m². Hoeveel weegt een lap van 4 m lang?",
      ["0,8 kg", "*1,2 kg", "1,6 kg"],
      "Het oppervlak is 1,5 m × 4 m = 6 m². Bij 200 gram per vierkante meter weegt dat 6 × 200 g = 1200 g, "
      "oftewel 1,2 kg.",
      order="num", compute=("1.5 * 4 * 200 / 1000", "kg")),

    Q("tex-2-km", 4,
      "Een garen heeft een fijnheid van 30 tex. Hoeveel weegt 2 km van dit garen?",
      ["15 g", "*60 g", "600 g"],
      "Tex is het gewicht in gram van 1000 meter garen. Twee kilometer is 2 × 1000 m, dus "
      "2 × 30 g = 60 gram.",
      order="num", compute=("30 * 2", "g"), related=["denier-definitie", "ne-30-garen"]),

    Q("geen-natuurlijke-vezel", 5,
      "Welke van de volgende vezels is GEEN natuurlijke vezel?",
      ["Wol", "Zijde", "Katoen", "*Polyamide"],
      "A, B en C komen uit de natuur: wol is het haar van schapen, zijde wordt gewonnen uit de cocons van de "
      "zijderups en katoen groeit aan de katoenplant. D, polyamide, is een synthetisch polymeer dat in een "
      "fabriek uit petrochemische grondstoffen wordt gemaakt.",
      order="letters"),

    Q("zijde-onjuist", 5,
      "Welke uitspraak over zijde is onjuist?",
      ["Zijde is een eiwitvezel",
       "Zijde wordt gewonnen uit de cocons van de zijderups",
       "*Zijde kun je zonder risico met chloorbleekmiddel wassen"],
      "Zijde bestaat grotendeels uit het eiwit fibroïne en wordt inderdaad afgewikkeld van de cocons die de "
      "zijderups spint. Juist omdat het een eiwitvezel is, wordt ze door chloorbleekmiddel aangetast: ze "
      "vergeelt en verliest sterkte.",
      related=["bleeksymbool-strepen"]),

    Q("wassymbool-40-streep", 6,
      "Op het waslabel staat een wastobbe met `40` erin en één streep eronder. Wat betekent dat?",
      ["*Wassen op maximaal 40 °C met een mild programma",
       "Wassen op maximaal 40 °C met een normaal programma",
       "Alleen met de hand wassen op 40 °C"],
      "Het getal in de tobbe, hier `40`, is de maximale temperatuur in °C. Eén streep eronder betekent een mild programma "
      "(bijvoorbeeld voor synthetica), twee strepen een zeer mild programma (zoals voor wol); een hand in "
      "de tobbe staat voor handwas. Zie de [uitleg van GINETEX](https://www.ginetex.net/).",
      md=True),

    Q("ne-30-garen", 6,
      "Katoengaren wordt vaak aangeduid met het Engelse nummer `Ne`. Wat kun je zeggen over `Ne 30` ten "
      "opzichte van `Ne 10`?",
      ["*`Ne 30` is fijner", "`Ne 30` is dikker", "`Ne 30` heeft drie keer zoveel twist per inch"],
      "`Ne` is een lengtenummering: het aantal strengen van 840 yard dat samen één Engels pond weegt. Hoe "
      "hoger het getal, hoe meer lengte per gewicht en dus hoe **fijner** het garen. Bij `tex` is het net "
      "andersom. Zie [Units of textile measurement](https://en.wikipedia.org/wiki/Units_of_textile_measurement).",
      md=True),

    Q("denim-weefsel", 7,
      "Wat is denim?",
      ["*Een katoenen keperweefsel met een blauw geverfde kettingdraad en een ongeverfde inslag",
       "Een gebreide katoenen stof",
       "Een wollen stof in linnenbinding"],
      "Denim wordt soms voor een breisel aangezien omdat spijkerbroeken kunnen rekken, maar het is een "
      "weefsel. De schuine ribbels komen van de keperbinding; omdat alleen de ketting met indigo is "
      "geverfd, is de binnenkant van een spijkerbroek lichter dan de buitenkant. Een gebreide katoenen "
      "stof heet tricot of jersey."),

    Q("ketting-inslag", 7,
      "Wat is het verschil tussen ketting en inslag in een weefsel?",
      ["*De ketting loopt in de lengterichting en wordt op het weefgetouw gespannen; de inslag loopt dwars",
       "De inslag loopt in de lengterichting, de ketting dwars",
       "De ketting is de zelfkant van de stof, de inslag het middenstuk"],
      "De lengte- en dwarsrichting worden vaak verwisseld, maar de ketting is het stel draden dat van "
      "tevoren in de lengte op het getouw wordt gespannen. De inslag wordt daar met een schietspoel of "
      "grijper dwars doorheen gevoerd. De zelfkant is alleen de stevige rand langs de lengte."),

    Q("denier-definitie", 8,
      "Wat is de definitie van de garennummering denier?",
      ["*Het gewicht in gram van 9000 meter garen", "Het gewicht in gram van 1000 meter garen",
       "Het gewicht in gram van 9000 yard garen", "Het aantal meter garen per gram"],
      "Denier is gram per 9000 m; gram per 1000 m heet tex. Een panty van 20 denier is dus heel fijn."),

    Q("bleeksymbool-strepen", 8,
      "Wat betekent op een waslabel een driehoek met twee schuine strepen erin?",
      ["*Alleen zuurstofbleekmiddel gebruiken, geen chloor", "Elk bleekmiddel is toegestaan", "Niet bleken",
       "Alleen chloorbleekmiddel gebruiken"],
      "Een lege driehoek staat elk bleekmiddel toe, een driehoek met twee schuine strepen alleen "
      "zuurstofbleek, en een doorgekruiste driehoek betekent niet bleken."),

    Q("pilling-trui", 2,
      "Waardoor ontstaan pluisbolletjes (pilling) op een trui?",
      ["*Losse vezeluiteinden raken door wrijving in elkaar verstrikt en blijven als bolletjes aan de stof hangen",
       "Het garen krimpt bij het wassen en trekt de stof samen",
       "Motten vreten kleine gaatjes waaromheen vezels opkrullen"],
      "Bij dragen en wassen schuren de vezels langs elkaar en komen korte uiteinden los uit het garen. Die "
      "rollen op tot kleine knoedeltjes. Vooral bij sterke synthetische vezels blijven ze hangen, omdat de "
      "vezel die ze vasthoudt niet snel breekt."),

    Q("merinowol-onderkleding", 3,
      "Waarom is merinowol populair als onderkleding bij wandelen en skiën in de kou?",
      ["*De fijne vezels prikken nauwelijks en blijven warm houden, ook als ze wat vocht hebben opgenomen",
       "Merinowol neemt helemaal geen vocht op",
       "Merinowol droogt sneller dan polyester"],
      "Merinoschapen leveren zeer fijne vezels, vaak rond of onder de 20 micrometer, die veel minder\n"
      "prikken dan grove wol en daardoor prettig op de huid liggen. Wol kan bovendien een aanzienlijke\n"
      "hoeveelheid vocht in de vezel zelf opnemen, tot ongeveer een derde van het eigen gewicht, zonder\n"
      "nat aan te voelen, en blijft daarbij isoleren. De bewering dat merinowol geen vocht opneemt, is\n"
      "dus onjuist: het neemt wel degelijk vocht op, en dat is een van zijn sterke punten. Ook droogt\n"
      "wol niet sneller dan polyester. Polyester neemt nauwelijks vocht in de vezel op en is daardoor\n"
      "juist sneller droog, maar voelt nat kouder aan en gaat sneller ruiken.",
      wrap="bs"),

    Q("katoen-zaadharen", 1,
      "Welke vezel groeit als pluis rond de zaden van een plant?",
      ["*Katoen", "Vlas", "Jute"],
      "Katoen zit als pluis rond de zaden in de zaaddoos; vlas en jute zijn bastvezels."),

    # --- gebrekkig: answer/duplicate-option ---
    Q("nylon-polyamide", 2,
      "Tot welke groep synthetische vezels behoort nylon?",
      ["*Polyamide", "Polyester", "polyester", "Acryl"],
      "Nylon is de bekendste polyamide; het werd in de jaren dertig bij DuPont ontwikkeld. Polyester en "
      "acryl zijn andere synthetische vezels met een eigen chemische opbouw.",
      label="dup"),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("geen-basisbinding", 5,
      "Welke van deze bindingen is GEEN van de drie basisbindingen bij het weven?",
      ["Linnenbinding", "!Keperbinding", "Satijnbinding", "*Tricotbinding"],
      "Linnen-, keper- en satijnbinding zijn de drie klassieke weefbindingen waarvan alle andere zijn "
      "afgeleid: het eenvoudige over-onderpatroon, de diagonale ribbel en het gladde oppervlak met lange "
      "flotteringen. Tricot is geen weefbinding maar een breistructuur.",
      label="sd"),

    Q("mercerisatie", 2,
      "Wat doet mercerisatie met katoen?",
      ["*Een behandeling met natronloog onder spanning maakt de vezel glanzender, sterker en beter verfbaar",
       "!Bleken verwijdert de natuurlijke gelige kleur van de vezel",
       "Een coating maakt de stof waterafstotend"],
      "Bij deze behandeling wordt het garen of de stof onder spanning door geconcentreerde loog gehaald. De "
      "platte, gedraaide katoenvezel zwelt op en wordt ronder, waardoor hij het licht beter weerkaatst en "
      "kleurstof beter opneemt. Gemerceriseerd katoen is daardoor herkenbaar aan zijn zijdeachtige glans.",
      label="sd"),
]
