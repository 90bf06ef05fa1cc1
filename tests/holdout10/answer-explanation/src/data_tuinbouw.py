from common import Q

TOPIC = "tuinbouw"
TITLE = "Tuinbouw"
DESCRIPTION = ("Groente, fruit en sierteelt in tuin en kas: plantengroei, bodem en bemesting, "
               "vermeerdering, gewasbescherming en kasklimaat.")

QUESTIONS = [
    Q("bladgroen-functie", 1,
      "Wat is de functie van bladgroen (chlorofyl) in een plant?",
      ["*Het vangt lichtenergie op voor de fotosynthese",
       "Het beschermt het blad tegen vraat door insecten",
       "Het transporteert water van de wortels naar de bladeren",
       "Het slaat zetmeel op als reserve voor de winter"],
      "Chlorofyl absorbeert vooral rood en blauw licht en levert zo energie voor de fotosynthese.",
      related=["co2-in-kas"]),

    Q("stekken", 2,
      "Wat houdt stekken in?",
      ["*Een afgesneden stukje van een plant laten wortelen tot een nieuwe plant",
       "Zaad laten kiemen op vochtig keukenpapier",
       "Een twijg van de ene plant op de stam van een andere laten vergroeien"],
      "Bij deze vegetatieve vermeerdering knip je bijvoorbeeld een scheut af, steek je die in vochtige "
      "grond en laat je er nieuwe wortels aan groeien. De nieuwe plant is genetisch gelijk aan de "
      "moederplant. Het laten vergroeien van twee planten heet enten."),

    Q("tomaten-dieven", 2,
      "Waarom worden bij stamtomaten de zijscheuten in de bladoksels weggehaald (dieven)?",
      ["*Zodat de plant haar energie in vruchten aan de hoofdstengel steekt in plaats van in extra blad",
       "Zodat bijen beter bij de bloemen kunnen komen",
       "Zodat de plant minder gevoelig wordt voor nachtvorst"],
      "Elke zijscheut groeit uit tot een extra stengel met eigen blad en trossen, en concurreert om licht, "
      "water en voedingsstoffen. Haal je ze weg, dan blijft de plant overzichtelijk en luchtig, en rijpen "
      "de trossen aan de hoofdstengel beter. Bovendien droogt het gewas sneller op, wat schimmels minder "
      "kans geeft."),

    Q("vruchtwisseling", 3,
      "Waarom is vruchtwisseling in de moestuin nuttig?",
      ["*Ziekten en plagen die aan één gewasfamilie gebonden zijn, krijgen minder kans, en de bodem raakt niet eenzijdig uitgeput",
       "Zo krijgt elk gewas om het jaar een plek met meer zon",
       "Zonder wisseling wordt de grond zuurder door het gietwater",
       "Zaden van dezelfde soort remmen elkaars kieming als ze op dezelfde plek worden gezaaid"],
      "Veel bodemziekten en plagen zijn gespecialiseerd: knolvoet tast koolsoorten aan, "
      "aardappelcysteaaltjes leven van aardappel en tomaat. Zet je jaar na jaar dezelfde familie op "
      "hetzelfde bed, dan hopen die belagers zich in de grond op. Door te wisselen verdwijnt hun "
      "waardplant en nemen ze af. Daarnaast vraagt elk gewas iets anders van de bodem; vlinderbloemigen "
      "leggen zelfs stikstof vast die de volgende teelt ten goede komt. Meer zon is geen doel van "
      "vruchtwisseling: de bedden liggen elk jaar op dezelfde plek. Gietwater verzuurt de grond niet "
      "wezenlijk, en wisselen zou dat ook niet verhelpen. Dat zaden van dezelfde soort elkaars kieming "
      "remmen, is evenmin de reden; het probleem zit in ziekten en uitputting, niet in de zaden.",
      related=["geen-vlinderbloemige"]),

    Q("bemesting-bed-gram", 4,
      "Een groentebed is 4 m lang en 1,2 m breed. Je wilt 50 g organische mest per vierkante meter "
      "strooien. Hoeveel mest heb je nodig?",
      ["120 g", "200 g", "*240 g", "480 g"],
      "Het oppervlak is 4 m × 1,2 m = 4,8 m². Bij 50 g/m² wordt dat 4,8 × 50 = 240 gram.",
      order="num", compute=("4 * 1.2 * 50", "g"), related=["verdunning-plantenvoeding"]),

    Q("plantafstand-rij", 4,
      "Je plant slaplanten in een rij van 6 m, met 30 cm tussen de planten. De eerste plant staat aan het "
      "begin en de laatste precies aan het eind. Hoeveel planten heb je nodig?",
      ["20 planten", "*21 planten", "22 planten"],
      "Zes meter bevat 600 cm ÷ 30 cm = 20 tussenruimtes. Met een plant aan beide uiteinden heb je er één "
      "meer nodig dan er tussenruimtes zijn: 20 + 1 = 21 planten.",
      order="num", compute=("600 / 30 + 1", "planten")),

    Q("verdunning-plantenvoeding", 4,
      "Vloeibare plantenvoeding moet worden verdund in een verhouding van 1 op 200. Hoeveel milliliter "
      "voeding doe je in een gieter met 10 liter water?",
      ["20 ml", "*50 ml", "200 ml"],
      "Tien liter is 10.000 ml. Eén deel op tweehonderd geeft 10.000 ÷ 200 = 50 ml, vijftig milliliter.",
      order="num", compute=("10000 / 200", "ml")),

    Q("geen-vlinderbloemige", 5,
      "Welke van deze planten is GEEN vlinderbloemige?",
      ["Erwt", "Tuinboon", "Klaver", "*Spinazie"],
      "A, B en C horen alle drie bij de vlinderbloemenfamilie: ze hebben de typische vlinderbloem en "
      "wortelknolletjes met bacteriën die stikstof uit de lucht vastleggen. D, spinazie, valt daarbuiten; "
      "ze hoort bij de amarantenfamilie, net als biet.",
      order="letters"),

    Q("compost-onjuist", 5,
      "Welke bewering over composteren in de tuin is onjuist?",
      ["Rijpe compost verbetert de structuur van de bodem",
       "Een composthoop heeft zuurstof nodig om goed te verteren",
       "*Vlees- en zuivelresten horen er juist in, omdat ze snel verteren"],
      "Compost maakt zware grond losser en laat zandgrond beter water vasthouden, dus de structuur "
      "verbetert wel degelijk. Ook de zuurstofbehoefte klopt: de bacteriën en schimmels die het werk "
      "doen, hebben lucht nodig, anders gaat de hoop rotten en stinken. Vlees en zuivel horen er echter "
      "niet in; ze trekken ratten aan en geven stankoverlast.",
      related=["cn-verhouding-compost"]),

    Q("npk-kalium", 6,
      "Op een zak kunstmest staat `NPK 12-10-18`. Waar staat de `K` voor?",
      ["*Kalium", "Kalk (calcium)", "Koolstof"],
      "`N` is stikstof, `P` fosfor en `K` kalium, naar het Latijnse *kalium*. De getallen geven het "
      "gehalte in procent, met fosfor en kalium traditioneel uitgedrukt als `P₂O₅` en `K₂O`. Meer bij "
      "[Kunstmest op Wikipedia](https://nl.wikipedia.org/wiki/Kunstmest).",
      md=True, related=["stikstofgebrek-symptoom"]),

    Q("bodem-ph-verhogen", 6,
      "Een bodemonderzoek geeft `pH 5,0`, terwijl je groenten het liefst rond `pH 6,5` staan. Wat strooi "
      "je doorgaans om de pH te verhogen?",
      ["*Kalk", "Turf", "IJzersulfaat"],
      "Kalk (calciumcarbonaat) neutraliseert zuur in de bodem en brengt de pH omhoog. Turf en "
      "`ijzersulfaat` doen juist het tegenovergestelde: ze verzuren de grond, wat handig is voor "
      "rododendrons en bosbessen. Lees meer over [zuurgraad](https://nl.wikipedia.org/wiki/PH).",
      md=True),

    Q("vaste-plant", 7,
      "Wat kenmerkt een vaste plant?",
      ["*Ze leeft meerdere jaren; vaak sterft het bovengrondse deel in de winter af terwijl de wortels overleven",
       "Ze houdt het hele jaar door haar blad",
       "Ze bloeit één keer en sterft daarna af"],
      "Het hele jaar blad houden geldt voor groenblijvende planten, niet voor vaste planten als groep; "
      "veel vaste planten trekken in de winter juist in. Eén keer bloeien en dan afsterven is typisch voor "
      "eenjarigen en tweejarigen. Een vaste plant komt elk voorjaar terug uit haar wortelstelsel."),

    Q("stikstofgebrek-symptoom", 7,
      "Welk symptoom wijst het meest op stikstofgebrek?",
      ["*De oudere, onderste bladeren worden gelijkmatig geel",
       "De jongste bladeren worden geel terwijl de nerven groen blijven",
       "De bladranden worden bruin en lijken verbrand"],
      "Geel jong blad met groene nerven past bij ijzergebrek, niet bij een tekort aan stikstof, en "
      "verbrande bladranden wijzen op kaliumgebrek. Stikstof is mobiel in de plant: bij een tekort haalt "
      "ze het uit de oude bladeren om de jonge te voeden, zodat juist onderaan het blad vergeelt."),

    Q("cn-verhouding-compost", 8,
      "Welke koolstof-stikstofverhouding (C:N) in het uitgangsmateriaal geldt als gunstig voor een goed "
      "verterende composthoop?",
      ["Ongeveer 3:1", "*Ongeveer 30:1", "Ongeveer 300:1"],
      "Bij 25 à 30 delen koolstof per deel stikstof verteert een hoop vlot. Bij 3:1 ontsnapt stikstof als "
      "stinkende ammoniak, bij 300:1 verloopt de vertering heel traag.",
      order="num"),

    Q("co2-buitenlucht", 8,
      "Hoe hoog is de CO₂-concentratie in de buitenlucht tegenwoordig ongeveer?",
      ["Ongeveer 4,2 %", "*Ongeveer 420 ppm", "Ongeveer 42 ppm", "Ongeveer 420 ppb"],
      "Rond 420 delen per miljoen, dus 0,042 %; in kassen gaat men tot zo'n 800 à 1000 ppm.",
      related=["co2-in-kas"],
      order="keep"),

    Q("co2-in-kas", 2,
      "Waarom doseren glastuinders extra CO₂ in hun kassen?",
      ["*Meer koolstofdioxide versnelt de fotosynthese en daarmee de groei",
       "CO₂ doodt schadelijke insecten zoals witte vlieg",
       "CO₂ koelt de kas af op warme dagen"],
      "Planten bouwen suikers op uit koolstofdioxide en water. In een gesloten kas raakt het gas op "
      "zonnige dagen snel uitgeput, en aanvullen tot ruim het dubbele van de buitenconcentratie levert "
      "merkbaar meer productie op. Vaak komt het uit de rookgassen van de eigen ketel of uit een leiding "
      "met industriële CO₂."),

    Q("water-geven-tijdstip", 3,
      "Waarom geeft men in de zomer bij voorkeur 's ochtends vroeg water en niet midden op een zonnige dag?",
      ["*Er verdampt dan minder water, zodat meer ervan bij de wortels komt",
       "Waterdruppels werken als brandglas en verbranden het blad",
       "Planten nemen alleen in het donker water op",
       "Koud water op warme grond doet de wortels barsten"],
      "Midden op de dag is de verdamping het grootst: een flink deel van het gietwater verdwijnt van het\n"
      "bodemoppervlak voordat het de wortels bereikt. 's Ochtends is het koeler en windstiller, zakt het\n"
      "water rustig in en heeft de plant een voorraad voor de warme uren. Dat druppels als brandglas het\n"
      "blad verbranden, is grotendeels een fabel; op gewone, gladde bladeren gebeurt dat in de praktijk\n"
      "nauwelijks. Planten nemen bovendien vooral overdag water op, omdat ze dan via hun huidmondjes\n"
      "verdampen; in het donker is de opname juist klein. En wortels barsten niet van koud gietwater;\n"
      "zo'n temperatuurverschil is voor wortels geen probleem van betekenis."),

    # --- gebrekkig: answer/duplicate-option ---
    Q("hommel-bestuiving", 2,
      "Welk insect zetten tomatentelers in kassen op grote schaal in om de bloemen te bestuiven?",
      ["*De hommel", "De bladluis", "De  bladluis", "De trips"],
      "Hommels schudden met hun vliegspieren het stuifmeel los uit de tomatenbloem, de zogeheten "
      "trilbestuiving. Gespecialiseerde bedrijven kweken ze en leveren complete volken aan de kassen.",
      label="dup"),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("zandgrond-water", 1,
      "Welke grondsoort houdt het minste water vast?",
      ["*Zand", "!Klei", "Veen"],
      "Zandkorrels zijn grof en laten water snel wegzakken; klei en veen houden veel meer vast.",
      label="sd"),

    Q("geen-koolsoort", 5,
      "Welke van deze groenten is GEEN koolsoort?",
      ["Spruitjes", "Boerenkool", "!Koolrabi", "*Rabarber"],
      "Spruitjes, boerenkool en koolrabi zijn alle drie vormen van Brassica oleracea en behoren dus tot de "
      "kolen. Rabarber valt buiten die groep; het is familie van zuring en duizendknoop.",
      label="sd"),

    Q("regenton-dagen", 4,
      "Een regenton bevat 200 liter. Je gebruikt er elke dag 8 liter uit. Na hoeveel dagen is hij leeg, als "
      "het niet regent?",
      ["!20 dagen", "*25 dagen", "30 dagen"],
      "Deel de inhoud door het dagverbruik: 200 l ÷ 8 l per dag = 25 dagen, vijfentwintig dagen.",
      label="sd", order="num"),
]
