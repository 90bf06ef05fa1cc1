from common import q, VERPLAATST

ONDERWERP = "logische-poorten"
TITEL = "Logische poorten"
BESCHRIJVING = "AND, OR, NOT, XOR en hun varianten, waarheidstabellen en eenvoudige digitale schakelingen."
GROEP = "IT"

VRAGEN = [
    q("and-poort-uitgang",
      "Wanneer is de uitgang van een AND-poort met twee ingangen 1?",
      ["Alleen als beide ingangen 1 zijn",
       "Als minstens één ingang 1 is",
       "Als precies één ingang 1 is",
       "Als beide ingangen 0 zijn"],
      "Een EN-poort geeft alleen een hoog signaal als ingang A én ingang B hoog zijn; 'minstens één' beschrijft de OR-poort en 'precies één' de XOR-poort.",
      "kort parafrase weerlegt it-acroniem"),

    q("xor-twee-enen",
      "Wat is de uitgang van een XOR-poort als beide ingangen 1 zijn?",
      ["0", "1", "Ongedefinieerd", "Gelijk aan de vorige uitgang"],
      "XOR geeft alleen 1 als de ingangen van elkaar verschillen; twee enen zijn gelijk, dus de uitgang is 0.",
      "kort getal-woorden it-acroniem"),

    q("nand-universeel",
      "Waarom noemt men de NAND-poort universeel?",
      ["Met alleen NAND-poorten kun je elke andere logische functie bouwen",
       "Hij werkt op elke voedingsspanning",
       "Hij heeft evenveel ingangen als uitgangen",
       "Hij komt in elke processor precies één keer voor"],
      "Een NAND met beide ingangen verbonden werkt als NOT, een NAND gevolgd door zo'n NOT geeft AND, en via de wetten van De Morgan volgt ook OR; daarmee is elke schakeling te maken.",
      "kort parafrase it-acroniem"),

    q("de-morgan-nand",
      "Welke uitdrukking is volgens De Morgan gelijk aan NOT (A AND B)?",
      ["(NOT A) OR (NOT B)", "(NOT A) AND (NOT B)", "A OR B", "NOT A AND B"],
      "De ontkenning van een EN wordt een OF van de ontkenningen: zodra A of B onwaar is, is A AND B onwaar en de hele uitdrukking waar.",
      "kort it-acroniem"),

    q("rijen-vijf-ingangen",
      "Hoeveel rijen heeft de waarheidstabel van een schakeling met vijf ingangen?",
      ["32", "10", "64", "120"],
      "Elke ingang is 0 of 1, dus 2 × 2 × 2 × 2 × 2 = 32 combinaties; 64 hoort bij zes ingangen.",
      "kort rekenen uitgewerkt getal-woorden weerlegt", sorteer=True),

    q("halve-opteller-poorten",
      "Uit welke poorten bestaat een halve opteller?",
      ["Een XOR-poort voor de som en een AND-poort voor de carry",
       "Twee OR-poorten",
       "Een NOT-poort en een NOR-poort",
       "Een AND-poort voor de som en een XOR-poort voor de carry"],
      "Bij 1 + 1 is de sombit 0 en de carry 1: de som is 1 als precies één ingang 1 is (XOR) en de carry alleen als beide 1 zijn (AND), dus de omgekeerde toewijzing klopt niet.",
      "kort uitgewerkt weerlegt it-acroniem"),

    q("nor-klopt-niet",
      "Welke bewering over een NOR-poort klopt niet?",
      ["De uitgang is 1 als minstens één ingang 1 is",
       "De uitgang is alleen 1 als alle ingangen 0 zijn",
       "Het is een OR-poort gevolgd door een inverter",
       "Ook met alleen NOR-poorten kun je elke logische functie bouwen"],
      "Een NOR is een omgekeerde OR: zodra een ingang 1 is, wordt de uitgang 0, zodat alleen bij allemaal nullen een 1 verschijnt; net als NAND is hij universeel.",
      "kort negatief weerlegt it-acroniem"),

    q("cmos-in-rust",
      "Waarom verbruikt een CMOS-poort in rust nauwelijks stroom?",
      ["In elke stabiele toestand staat een van de twee transistornetwerken uit, zodat er geen doorgaande weg van voeding naar aarde is",
       "CMOS-poorten werken op licht in plaats van op stroom",
       "De software koppelt de transistors in rust los",
       "CMOS werkt alleen bij een voedingsspanning onder 1 volt"],
      "Het pull-upnetwerk van pMOS-transistors en het pull-downnetwerk van nMOS-transistors geleiden in rust nooit tegelijk; stroom loopt vooral tijdens het schakelen, als de aangesloten capaciteit wordt op- of ontladen.",
      "kort parafrase it-acroniem eenheid-woorden"),

    q("wanneer-uitgang-nul",
      "Bij welke ingangen is (A AND B) OR C gelijk aan 0?",
      ["A = 1, B = 0, C = 0",
       "A = 1, B = 1, C = 0",
       "A = 0, B = 0, C = 1",
       "A = 1, B = 1, C = 1"],
      "De uitkomst is alleen 0 als C = 0 en ook A AND B = 0; bij A = 1, B = 0 en C = 0 geldt 1 AND 0 = 0 en 0 OR 0 = 0, terwijl de andere combinaties via C of via A AND B een 1 opleveren.",
      "kort uitgewerkt weerlegt it-acroniem"),

    q("geen-geheugen",
      "Welke schakeling heeft GEEN geheugen?",
      ["Een halve opteller", "Een D-flipflop", "Een SR-latch", "Een schuifregister"],
      "Een halve opteller is zuiver combinatorisch: zijn uitgang volgt direct uit de huidige ingangen; flipflops, latches en schuifregisters houden bits vast via terugkoppeling.",
      "kort negatief weerlegt it-acroniem"),

    q("xor-niet-universeel",
      "Welke poort is GEEN universele poort?",
      ["XOR", "NAND", "NOR"],
      "Met NAND of NOR alleen kun je elke functie bouwen, met XOR-poorten niet: elke schakeling van alleen XOR's blijft een lineaire functie en kan dus nooit een AND vormen.",
      "kort negatief weerlegt it-acroniem"),

    q("or-in-booleaanse-notatie",
      "Welk teken gebruikt de Booleaanse algebra vaak voor de OR-bewerking?",
      ["`+`", "`·`", "`¬`", "`⊕`"],
      "In de klassieke notatie van de [Booleaanse algebra](https://nl.wikipedia.org/wiki/Booleaanse_algebra) schrijf je `A + B` voor OR en `A · B` voor AND; `⊕` staat voor XOR en `¬` voor de ontkenning.",
      "kort link code weerlegt it-acroniem", md=True),

    q("functies-twee-ingangen",
      "Hoeveel verschillende Booleaanse functies met twee ingangen bestaan er?",
      ["16", "4", "8", "256"],
      "De waarheidstabel heeft 2 × 2 = 4 rijen en elke rij kan 0 of 1 opleveren, dus 2^4 = 16 mogelijke functies; 256 = 2^8 hoort bij drie ingangen.",
      "kort rekenen uitgewerkt weerlegt getal-woorden", sorteer=True),

    q("rondje-aan-uitgang",
      "Wat geeft het kleine rondje aan de uitgang van een poortsymbool aan?",
      ["Dat het signaal wordt omgekeerd",
       "Dat de poort een klokingang heeft",
       "Dat de uitgang geaard is",
       "Dat de poort twee uitgangen heeft"],
      "Dat bolletje staat voor inversie: een AND met een rondje is een NAND, een OR met een rondje een NOR.",
      "kort parafrase it-acroniem"),

    q("niet-altijd-a",
      "Welke uitdrukking is NIET altijd gelijk aan A?",
      ["A AND NOT A", "A OR A", "A AND 1", "NOT (NOT A)"],
      "A AND NOT A is altijd 0, omdat A en zijn ontkenning nooit tegelijk 1 zijn; de andere drie leveren steeds A op (idempotentie, het neutrale element en dubbele ontkenning).",
      "kort negatief weerlegt it-acroniem"),

    q("multiplexer-twee-naar-een",
      "Wat doet een 2-naar-1-multiplexer?",
      ["Hij geeft een van twee ingangssignalen door, afhankelijk van een selectiesignaal",
       "Hij telt twee bits bij elkaar op",
       "Hij verdubbelt het ingangssignaal",
       "Hij zet een getal om in zijn negatieve waarde"],
      "Is de selectie-ingang 0, dan verschijnt ingang A op de uitgang, is hij 1, dan ingang B; zo kiest een processor bijvoorbeeld welke bron naar de ALU gaat.",
      "kort parafrase it-acroniem"),

    q("binair-optellen",
      "Wat is 1011 + 0110 in het tweetallig stelsel?",
      ["10001", "1101", "10010", "11101"],
      "Decimaal is dit 11 + 6 = 17, en 17 = 16 + 1 schrijf je binair als 10001; wie de overdrachten vergeet, komt op een te kleine uitkomst.",
      "kort rekenen uitgewerkt weerlegt", sorteer=[17, 13, 18, 29]),

    q("alarm-uitdrukking",
      "Een alarm moet afgaan (uitgang 1) als de deur open is (D = 1) terwijl het systeem is ingeschakeld (S = 1), of als de paniekknop is ingedrukt (P = 1). Welke uitdrukking beschrijft dit?",
      ["(D AND S) OR P", "D AND (S OR P)", "(D OR S) AND P", "D XOR S XOR P"],
      "De deur telt alleen als het systeem aan staat, dus D en S moeten met AND worden gecombineerd, en de paniekknop moet daar los van werken, dus komt P er met OR bij.\n"
      "D AND (S OR P) laat de paniekknop alleen werken als de deur open is.\n"
      "(D OR S) AND P laat het alarm nooit afgaan zonder paniekknop, ook niet bij inbraak.\n"
      "De XOR-keten geeft bij een open deur in een ingeschakeld systeem zonder paniek 1 XOR 1 XOR 0 = 0, dus dan blijft het stil.",
      "lang weerlegt uitgewerkt it-acroniem"),

    q("vertraging-poortketen",
      "Een signaal gaat door een keten van 8 poorten met elk een vertraging van 2,5 ns. Na hoeveel tijd is de uitgang stabiel?",
      ["20 ns", "2,5 ns", "10,5 ns", "25 ns"],
      "De vertragingen tellen op: 8 × 2,5 ns = 20 ns, oftewel twintig nanoseconden.",
      "kort rekenen uitgewerkt getal-woorden eenheid-woorden eenheid-symbolen",
      sorteer=True, comp=("8 * 2.5", "ns")),

    q("xor-in-python",
      "Welke Python-expressie berekent de bitsgewijze XOR van de gehele getallen `a` en `b`?",
      ["`a ^ b`", "`a ** b`", "`a | b`", "`a & b`"],
      "In Python is `^` de bitsgewijze XOR; `|` is OR, `&` is AND en `**` is machtsverheffen.",
      "kort code weerlegt it-acroniem", md=True),

    # --- gebrekkig: verplaatste sleutel ---
    q("nand-twee-enen",
      "Wat is de uitgang van een NAND-poort als beide ingangen 1 zijn?",
      ["0", "1", "Afwisselend 0 en 1"],
      "Een AND geeft bij twee enen een 1, en de NAND keert dat om tot 0; in Python levert `int(not (1 and 1))` dan ook 0 op.",
      "kort getal-woorden it-acroniem code", lab=VERPLAATST, zet=1, md=True),

    q("geen-een-bij-nullen",
      "Welke poort geeft NIET een 1 als beide ingangen 0 zijn?",
      ["OR", "NAND", "NOR", "XNOR"],
      "OR heeft minstens één 1 nodig en geeft bij twee nullen dus 0; NAND, NOR en XNOR leveren bij 0 en 0 juist een 1.",
      "kort negatief weerlegt it-acroniem", lab=VERPLAATST, zet=2),

    q("xor-uit-nand",
      "Hoeveel NAND-poorten zijn minimaal nodig om een XOR-functie te bouwen?",
      ["4", "2", "3", "5"],
      "De bekende schakeling gebruikt vier NAND-poorten: één voor A NAND B en drie om dat resultaat met A en met B te combineren.",
      "kort getal-woorden it-acroniem", lab=VERPLAATST, zet=2, sorteer=True),
]
