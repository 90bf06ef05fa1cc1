from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "tandheelkunde"
TITLE = "Tandheelkunde"
DESCRIPTION = "Bouw van het gebit, tandnotatie, cariës en tandvleesaandoeningen, preventie en veelvoorkomende behandelingen, op het niveau van de opleiding tot tandartsassistent."

QUESTIONS = [
    q(NONE, "aantal-melktanden",
      "Uit hoeveel tanden en kiezen bestaat een volledig melkgebit?",
      ["20", "24", "28", "32"],
      "Een melkgebit telt per kaakhelft twee snijtanden, één hoektand en twee melkmolaren, in totaal 4 × 5 = 20 elementen. Het blijvende gebit telt er 32, inclusief de verstandskiezen.",
      "A", related=["fdi-element-36"]),

    q(NONE, "fdi-element-36",
      "Welk element wordt in de FDI-notatie met 36 aangeduid?",
      ["De eerste blijvende molaar rechtsboven",
       "De eerste blijvende molaar linksonder",
       "De hoektand linksonder",
       "De tweede melkmolaar linksonder"],
      """
Het eerste cijfer geeft het kwadrant aan, gezien vanuit de patiënt: 1 rechtsboven, 2 linksboven, 3 linksonder en 4 rechtsonder. Het tweede cijfer telt vanaf het midden: 1 en 2 zijn snijtanden, 3 is de hoektand, 4 en 5 zijn premolaren en 6 is de eerste molaar. Element 36 is dus de eerste blijvende molaar in de linker onderkaak. De eerste molaar rechtsboven is 16, de hoektand linksonder 33, en melkelementen krijgen kwadrantnummers 5 tot en met 8, zodat de tweede melkmolaar linksonder 75 heet.""",
      "B", related=["aantal-melktanden", "nummers-verstandskiezen"]),

    q(NONE, "hardste-weefsel",
      "Wat is het hardste weefsel van het menselijk lichaam?",
      ["Dentine", "Tandglazuur", "Wortelcement", "Kaakbot"],
      "Glazuur bestaat voor ongeveer 96 % uit hydroxyapatietkristallen en is daarmee harder dan dentine, cement en bot.",
      "B"),

    q(NONE, "ontstaan-caries",
      "Hoe ontstaat cariës?",
      ["Bacteriën in de tandplaque zetten suikers om in zuren die het glazuur demineraliseren",
       "Harde voedseldeeltjes schuren het glazuur langzaam weg",
       "Een tekort aan vitamine C verweekt het glazuur van binnenuit"],
      "Plaquebacteriën zoals *Streptococcus mutans* vergisten suikers tot zuren; daalt de pH in de plaque onder ongeveer 5,5, dan lost glazuur op. Mechanisch wegschuren heet abrasie, en vitamine-C-gebrek (scheurbuik) tast vooral het tandvlees aan.",
      "A", markup="markdown", related=["werking-fluoride"]),

    q(NONE, "werking-fluoride",
      "Hoe beschermt fluoride uit tandpasta het glazuur vooral?",
      ["Het doodt alle bacteriën in de mond",
       "Het bevordert remineralisatie en maakt het glazuuroppervlak minder oplosbaar in zuur",
       "Het vormt een kunststof laagje over de kiezen"],
      "Fluoride helpt calcium en fosfaat na een zuuraanval terug te zetten en vormt daarbij zuurbestendiger fluorapatiet. Bacteriën worden er hooguit wat door geremd, en een kunststof laagje is een sealant.",
      "B", related=["ontstaan-caries", "fluoride-per-gram"]),

    q(NONE, "parodontitis-kenmerk",
      "Wat onderscheidt parodontitis van gingivitis?",
      ["Bij parodontitis bloedt het tandvlees niet",
       "Bij parodontitis gaat er aanhechting en kaakbot rond de tanden verloren",
       "Parodontitis komt alleen bij kinderen voor"],
      """
Gingivitis is een ontsteking van alleen het tandvlees: rood, gezwollen, snel bloedend, en volledig omkeerbaar als de plaque goed wordt verwijderd. Bij parodontitis breidt de ontsteking zich uit naar het steunweefsel; er ontstaan pockets, het kaakbot wordt afgebroken en tanden kunnen los gaan staan. Dat verlies is niet vanzelf herstelbaar. Bloeden komt bij parodontitis juist ook voor (al kan roken het maskeren), en de aandoening treft vooral volwassenen, niet alleen kinderen. Zie ook [Parodontitis](https://nl.wikipedia.org/wiki/Parodontitis).""",
      "B", markup="markdown", related=["gingivitis-niet-juist"]),

    q(NONE, "gingivitis-niet-juist",
      "Welke bewering over gingivitis is NIET juist?",
      ["Gingivitis is omkeerbaar bij goede mondhygiëne.",
       "Bloeden bij het poetsen is een kenmerkend verschijnsel.",
       "Gingivitis gaat altijd gepaard met verlies van kaakbot.",
       "Gingivitis ontstaat door plaque langs de tandvleesrand."],
      """
Botverlies hoort bij parodontitis, niet bij gingivitis; bij gingivitis is alleen het tandvlees ontstoken. De overige uitspraken zijn juist: zodra de plaque weer dagelijks goed wordt verwijderd, herstelt het tandvlees binnen enkele weken; bloeden bij poetsen of flossen is het bekendste signaal; en de oorzaak is bacteriële plaque die zich langs en net onder de tandvleesrand ophoopt.""",
      "C", related=["parodontitis-kenmerk"]),

    q(NONE, "fluoride-per-gram",
      "Een tandpasta bevat 1450 ppm fluoride. Hoeveel milligram fluoride zit er in 1 gram tandpasta?",
      ["0,145 mg", "1,45 mg", "14,5 mg"],
      "1 ppm is 1 mg per kilogram, dus 1450 ppm is 1450 mg/kg = 1,45 mg per gram.",
      "B", compute={"expression": "1450 / 1000", "unit": "mg"}, related=["werking-fluoride"]),

    q(NONE, "indicatie-wortelkanaalbehandeling",
      "Wanneer is een wortelkanaalbehandeling nodig?",
      ["Als het glazuur is verkleurd door koffie of thee",
       "Als de pulpa onherstelbaar ontstoken of afgestorven is",
       "Als er tandsteen onder het tandvlees zit"],
      "Bij een wortelkanaalbehandeling wordt het ontstoken of dode zenuwweefsel uit het kanaal verwijderd en het kanaal gereinigd en afgevuld, zodat de tand behouden blijft.",
      "B", related=["inhoud-pulpa"]),

    q(NONE, "doel-bitewing",
      "Waarvoor maakt een tandarts vooral bitewingfoto's?",
      ["Om het hele gebit met beide kaken en kaakgewrichten in één beeld te zien",
       "Om de wortelpunt van één element en het bot eromheen te beoordelen",
       "Om cariës tussen de kiezen en het botniveau tussen de elementen op te sporen"],
      """
Bij een bitewing bijt de patiënt op een vleugeltje aan de sensor, zodat de kronen van boven- en onderkiezen tegelijk in beeld komen. Daarop zie je goed cariës op de contactvlakken, die met het blote oog vaak onzichtbaar is, en de hoogte van het kaakbot. Een overzicht van het hele gebit met beide kaken en de kaakgewrichten is een panoramische opname (OPT). Voor de wortelpunt en het bot daaromheen gebruikt men een periapicale (solo)opname, omdat een bitewing de wortels maar gedeeltelijk laat zien.""",
      "C"),

    q(NONE, "nummers-verstandskiezen",
      "Welke FDI-nummers hebben de verstandskiezen?",
      ["15, 25, 35 en 45", "17, 27, 37 en 47", "18, 28, 38 en 48"],
      "De verstandskies is het achtste element vanaf het midden, dus in elk kwadrant nummer 8.",
      "C", related=["fdi-element-36"]),

    q(NONE, "inhoud-pulpa",
      "Wat bevindt zich in de pulpa van een tand?",
      ["Zenuwen, bloedvaten en bindweefsel",
       "Alleen glazuurvormende cellen",
       "Speeksel en bacteriën"],
      "De pulpa is het levende binnenste van de tand, met zenuwen en bloedvaten.",
      "A", related=["indicatie-wortelkanaalbehandeling"]),

    q(NONE, "wat-is-tandsteen",
      "Wat is tandsteen?",
      ["Verkalkte tandplaque", "Een harde laag glazuur die bij het ouder worden ontstaat", "Een restant van een oude vulling"],
      "Tandsteen ontstaat als plaque mineralen uit het speeksel opneemt en verhardt; met poetsen krijg je het niet meer weg.",
      "A"),

    q(NONE, "amalgaam-metaal",
      "Welk metaal wordt in tandheelkundig amalgaam gemengd met een poeder van zilver, tin en koper?",
      ["Lood", "Kwik", "Aluminium"],
      "Amalgaam is een legering van kwik met zilver, tin en koper. Vanwege het kwik is het gebruik ervan in de Europese Unie sinds 1 januari 2025 in principe verboden.",
      "B"),

    q(NONE, "uitharden-composiet",
      "Hoe wordt een composietvulling gewoonlijk uitgehard?",
      ["Met warme lucht uit het luchtpistool",
       "Met blauw licht uit een polymerisatielamp",
       "Door de vulling 24 uur niet te belasten"],
      "De fotoinitiator in composiet reageert op blauw licht (ongeveer 450 tot 470 nm); onder de lamp polymeriseert het materiaal in enkele seconden.",
      "B"),

    q(NONE, "behandeltijd-dagdeel",
      "Een tandarts plant op een dag acht behandelingen van 25 minuten en drie behandelingen van 40 minuten. Hoeveel behandeltijd is dat in totaal?",
      ["4 uur en 40 minuten", "5 uur en 20 minuten", "5 uur en 33 minuten"],
      """
8 × 25 = 200 minuten en 3 × 40 = 120 minuten, samen 320 minuten. Dat is 5 × 60 = 300 minuten plus 20 minuten: 5 uur en 20 minuten. Wie 320 / 60 = 5,33 leest als 5 uur en 33 minuten, verwart een decimaal deel van een uur met minuten.""",
      "B"),

    q(NONE, "zesjaarskies",
      "Waarom wordt de eerste blijvende molaar ook wel zesjaarskies genoemd?",
      ["Omdat hij rond het zesde jaar doorbreekt, achter de laatste melkmolaar, zonder dat er een melkelement voor wisselt",
       "Omdat hij na zes jaar wordt vervangen door een premolaar",
       "Omdat hij het zesde element vanaf het midden is in het melkgebit"],
      "Rond de leeftijd van zes jaar verschijnt deze kies achter de melkmolaren; ouders zien hem vaak aan voor een melkkies, terwijl hij een blijvende kies is die goed moet worden gepoetst.",
      "A"),

    q(NONE, "doel-sealant",
      "Wat is een sealant?",
      ["Een tijdelijke vulling na een wortelkanaalbehandeling",
       "Een dunne kunststof laag in de putjes en groeven van kiezen, als bescherming tegen cariës",
       "Een beschermende plaat tegen tandenknarsen"],
      "Met een sealant worden de moeilijk te poetsen groeven in het kauwvlak afgesloten, zodat plaque zich er niet kan nestelen.",
      "B"),

    q(NONE, "erosie-attritie-abrasie",
      "Een patiënt drinkt dagelijks veel frisdrank en heeft glad, hol uitgesleten glazuur zonder cariës. Hoe heet dit soort slijtage?",
      ["Attritie", "Abrasie", "Erosie"],
      """
Erosie is het chemisch oplossen van tandweefsel door zuren die niet van bacteriën afkomstig zijn, bijvoorbeeld uit frisdrank, vruchtensap of opgegeven maagzuur; het glazuur wordt glad, glanzend en hol. Attritie is slijtage door tand-op-tandcontact, zoals bij knarsen, en geeft vlakke slijtfacetten op de kauwvlakken. Abrasie is mechanische slijtage door iets anders dan tanden, zoals te hard poetsen met een harde borstel, en zie je vooral als wigvormige defecten bij de tandhals. Bij erosie luidt het advies om na een zure drank niet direct te poetsen, omdat het verweekte glazuur dan extra snel wegslijt.""",
      "C"),

    q(NONE, "gevoelige-tandhals",
      "Waarom is een tand vaak gevoelig voor kou als het tandvlees zich heeft teruggetrokken?",
      ["Omdat het wortelcement warmte beter geleidt dan glazuur",
       "Omdat het blootliggende dentine kanaaltjes bevat die prikkels naar de pulpa doorgeven",
       "Omdat het tandvlees zelf gevoelig is voor kou"],
      "Dentine zit vol microscopisch kleine kanaaltjes (tubuli); liggen die open, dan verplaatst een koude prikkel de vloeistof erin en reageren de zenuwuiteinden in de pulpa.",
      "B"),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "bedekking-tandwortel",
      "Welk weefsel bedekt de buitenkant van de tandwortel?",
      ["Glazuur", "Wortelcement", "Tandvlees"],
      "De wortel is niet met glazuur bedekt maar met een dunne laag cement, waarin de vezels van het parodontale ligament zijn verankerd. Glazuur bedekt alleen de kroon; het tandvlees ligt als zacht weefsel om de tandhals heen.",
      "B", moved_to="A"),

    q(SUPPORTS_DISTRACTOR, "tube-tandpasta-dagen",
      "Een tube bevat 75 ml tandpasta. Iemand gebruikt 0,5 ml per poetsbeurt en poetst twee keer per dag. Na hoeveel dagen is de tube leeg?",
      ["37 dagen", "75 dagen", "150 dagen"],
      "Per dag gaat er 2 × 0,5 ml = 1 ml doorheen, dus 75 ml is na 75 / 1 = 75 dagen op. Rekenen met 0,5 ml per dag geeft ten onrechte 150 dagen.",
      "B", moved_to="C"),

    q(SUPPORTS_DISTRACTOR, "attritie-versus-abrasie",
      "Wat is het verschil tussen attritie en abrasie?",
      ["Attritie is slijtage door zuur, abrasie is slijtage door bacteriën",
       "Attritie is slijtage door tand-op-tandcontact, abrasie is slijtage door iets anders, zoals een harde tandenborstel",
       "Er is geen verschil; beide woorden betekenen tandslijtage door ouderdom"],
      """
Bij attritie schuren tanden tegen elkaar, zoals bij knarsen of klemmen, en ontstaan vlakke facetten op de kauwvlakken en snijranden. Bij abrasie veroorzaakt een ander voorwerp de slijtage: te hard poetsen, schurende tandpasta of een pijp tussen de tanden. Slijtage door zuur heet erosie, en bacteriën veroorzaken cariës, geen slijtage.""",
      "B", moved_to="A"),
]
