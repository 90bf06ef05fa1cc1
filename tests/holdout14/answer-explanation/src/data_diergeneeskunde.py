from common import *

TOPIC = {
    "id": "diergeneeskunde",
    "title": "Diergeneeskunde",
    "description": "Gezondheid en ziekte van gezelschapsdieren, paarden en landbouwhuisdieren: anatomie, vergiftigingen, infectieziekten en dosering.",
}

QUESTIONS = [
    q(NONE, "chocolade-hond",
      "Welke stof in chocolade is vooral giftig voor honden?",
      ["Theobromine", "Suiker", "Capsaïcine"],
      "A",
      "Honden breken theobromine heel traag af; suiker is ongezond maar niet acuut giftig en capsaïcine zit in pepers.",
      [KORT, WEERLEGT]),

    q(NONE, "tabletten-hond-24-kg",
      "Een hond van 24 kg moet 5 mg/kg van een middel krijgen. Eén tablet bevat 40 mg. Hoeveel tabletten krijgt de hond per keer?",
      ["2", "3", "4,8"],
      "B",
      "De dosis is 24 × 5 = 120 mg, en 120 / 40 = 3 tabletten. Het getal 4,8 ontstaat door 24 kg door 5 te delen, wat geen "
      "betekenis heeft.",
      [REKEN, WEERLEGT],
      compute=("24 * 5 / 40", "tabletten")),

    q(NONE, "onderhoudsvocht-kat",
      "Een kat van 4 kg krijgt een infuus met onderhoudsvocht van 2 ml/kg per uur. Hoeveel vocht krijgt zij in 24 uur?",
      ["48 ml", "96 ml", "192 ml"],
      "C",
      "Per uur is dat 4 × 2 = 8 milliliter, dus in een etmaal 8 × 24 = 192 milliliter.",
      [REKEN, KORT, EENHEID_WOORD],
      compute=("4 * 2 * 24", "ml")),

    q(SUPPORTS, "maagtorsie-rassen",
      "Welke honden lopen het grootste risico op een maagtorsie?",
      ["Grote rassen met een diepe borstkas, zoals de Duitse dog",
       "Kleine, tengere rassen zoals de chihuahua en de dwergpinscher",
       "Kortsnuitige rassen zoals de mopshond"],
      "A",
      "Bij forse honden met een smalle, diepe borst hangt de maag ruim in de buikholte en kan hij gemakkelijker om zijn "
      "as draaien, zeker na een grote maaltijd gevolgd door inspanning.",
      [PARAFRASE], moved_to="C"),

    q(NONE, "herkauwers-niet-juist",
      "Welke bewering over runderen is NIET juist?",
      ["Hun maag bestaat uit vier compartimenten: pens, netmaag, boekmaag en lebmaag",
       "In de pens breken micro-organismen cellulose af",
       "Ze hebben zowel in de boven- als in de onderkaak snijtanden"],
      "C",
      "Runderen missen snijtanden in de bovenkaak; daar zit een stevige tandplaat waartegen de ondersnijtanden het gras "
      "afklemmen. De andere uitspraken kloppen: pens, netmaag, boekmaag en lebmaag vormen samen de maag, en de microben "
      "in de pens verteren de celwanden van planten, wat de koe zelf niet kan.",
      [NEG]),

    q(NONE, "rabies-overdracht",
      "Hoe wordt rabiës (hondsdolheid) meestal overgedragen?",
      ["Via steken van muggen die eerder een besmet dier staken", "Via speeksel bij een beet van een besmet dier", "Via drinkwater dat met uitwerpselen is verontreinigd"],
      "B",
      "Het virus zit in het speeksel van een ziek dier en komt via de bijtwond in het lichaam. Zie "
      "[Hondsdolheid](https://nl.wikipedia.org/wiki/Hondsdolheid).",
      [LINK, KORT]),

    q(NONE, "fiv-overdracht",
      "Hoe wordt FIV tussen katten vooral overgedragen?",
      ["Via diepe bijtwonden bij vechtpartijen",
       "Via gedeelde voerbakken en het elkaar wassen",
       "Via vlooien"],
      "A",
      "Het kattenimmunodeficiëntievirus zit vooral in speeksel en komt via diepe beten in het bloed; daarom zijn "
      "ongecastreerde, vechtende katers het vaakst besmet. Overdracht via voerbakken en likken speelt vooral bij FeLV, "
      "niet bij FIV.",
      [ACR, WEERLEGT]),

    q(NONE, "paard-braken",
      "Waarom kan een paard zijn maag niet door braken legen, bijvoorbeeld bij een overvolle maag?",
      ["Omdat een paard geen echte maag heeft maar het voer in een grote blindedarm laat gisten",
       "Omdat het voedsel bij paarden rechtstreeks naar de dunne darm gaat",
       "Omdat paarden hun voedsel herkauwen en daardoor nooit een volle maag krijgen",
       "Omdat een sterke sluitspier en de schuine inmonding van de slokdarm terugstromen verhinderen"],
      "D",
      "Optie A klopt niet: een paard heeft wel degelijk een maag, al is die klein; de grote blindedarm is een aparte "
      "gistingskamer achter de dunne darm. Optie B is onjuist, want het voer passeert gewoon eerst de maag voordat het "
      "de dunne darm bereikt. Optie C verwart paarden met herkauwers: paarden herkauwen niet, en juist omdat ze niet "
      "kunnen braken is een overvolle maag zo gevaarlijk. Optie D is juist: de sluitspier bij de maagingang is bij het "
      "paard uitzonderlijk sterk en de slokdarm komt onder een schuine hoek de maag binnen, waardoor de maagwand de opening "
      "bij druk dichtdrukt. Een overvulde maag kan daardoor zelfs scheuren, wat meestal dodelijk is.",
      [LANG, WEERLEGT]),

    q(NONE, "xylitol-hond",
      "Waarom is xylitol, een zoetstof in onder meer kauwgom, gevaarlijk voor honden?",
      ["Het tast binnen een dag het tandglazuur aan, waardoor ernstig tandbederf ontstaat",
       "Het laat de alvleesklier veel insuline afgeven, waardoor de bloedsuiker gevaarlijk daalt",
       "Het veroorzaakt een allergische reactie van de huid met hevige jeuk"],
      "B",
      "Bij honden werkt de zoetstof als een sterke prikkel voor de insulineproductie; binnen korte tijd kan een hypoglykemie "
      "met zwakte en stuipen ontstaan, en bij grotere hoeveelheden ook leverschade.",
      [PARAFRASE]),

    q(NONE, "lelie-kat",
      "Welke plant is zo giftig voor katten dat zelfs wat stuifmeel tot nierfalen kan leiden?",
      ["Kattenkruid", "Kattengras", "De lelie"],
      "C",
      "Alle delen van lelies, ook het stuifmeel en het water in de vaas, kunnen bij katten acuut nierfalen veroorzaken.",
      [KORT]),

    q(NONE, "draagtijd-zeug",
      "De draagtijd van een zeug wordt vaak omschreven als 3 maanden, 3 weken en 3 dagen. Hoeveel dagen is dat ongeveer?",
      ["99 dagen", "114 dagen", "123 dagen"],
      "B",
      "Drie maanden van ongeveer dertig dagen, plus drie weken van zeven dagen, plus nog drie dagen: negentig plus "
      "eenentwintig plus drie is honderdveertien dagen.",
      [REKEN, GETAL_WOORD],
      compute=("3 * 30 + 3 * 7 + 3", "dagen")),

    q(NONE, "temperatuur-hond",
      "Wat is de normale lichaamstemperatuur van een volwassen hond in rust?",
      ["36,0 tot 37,0 °C", "37,5 tot 39,0 °C", "40,0 tot 41,0 °C"],
      "B",
      "Een gezonde hond zit tussen zevenendertigenhalf en negenendertig graden Celsius, dus iets warmer dan een mens. "
      "Vanaf ongeveer negenendertigenhalve graad spreekt men van koorts.",
      [EENHEID_WOORD, GETAL_WOORD]),

    q(NONE, "bvd-pi-kalf",
      "Wat is een PI-kalf in de context van BVD bij runderen?",
      ["Een kalf dat in de baarmoeder besmet raakte en het virus levenslang uitscheidt",
       "Een kalf dat na vaccinatie levenslang immuun is en het virus nooit meer oploopt",
       "Een kalf dat te vroeg is geboren"],
      "A",
      "PI staat niet voor permanent immuun maar voor persistent geïnfecteerd: het kalf raakte besmet in de eerste maanden "
      "van de dracht, herkent het virus niet als vreemd en verspreidt het de rest van zijn leven.",
      [ACR, WEERLEGT]),

    q(SUPPORTS, "paracetamol-kat",
      "Waarom mag een kat geen paracetamol krijgen?",
      ["Omdat paracetamol bij katten helemaal geen pijnstillend effect heeft",
       "Omdat katten paracetamol slecht kunnen afbreken, waardoor het giftig wordt",
       "Omdat katten altijd allergisch zijn voor paracetamol"],
      "B",
      "Katten missen een belangrijk leverenzym om dit middel onschadelijk te maken. Er stapelen zich dan giftige "
      "afbraakproducten op die de rode bloedcellen en de lever beschadigen; al een halve tablet kan dodelijk zijn.",
      [PARAFRASE], moved_to="A"),

    q(NONE, "mkz-diersoorten",
      "Welke dieren zijn vatbaar voor mond-en-klauwzeer (MKZ)?",
      ["Eenhoevigen zoals paarden en ezels", "Vleeseters zoals honden en katten die besmet vlees hebben gegeten", "Evenhoevigen zoals runderen, varkens, schapen en geiten"],
      "C",
      "MKZ treft dieren met gespleten hoeven. Paarden zijn onevenhoevig en niet vatbaar, en ook honden en katten worden "
      "er niet ziek van.",
      [ACR, WEERLEGT]),

    q(NONE, "paardentanden-raspen",
      "Waarom moeten de kiezen van een paard regelmatig worden bijgewerkt?",
      ["Omdat ze levenslang doorschuiven en ongelijk slijten, waardoor scherpe randen ontstaan",
       "Omdat paardenkiezen geen glazuur hebben en daardoor snel gaan rotten",
       "Omdat paardenkiezen elk jaar wisselen en de nieuwe kiezen scheef doorkomen"],
      "A",
      "Paardenkiezen komen steeds verder uit de kaak naarmate ze afslijten; ongelijke slijtage laat haken en randen "
      "achter die wangen en tong verwonden.",
      [PARAFRASE]),

    q(NONE, "hartworm-parasiet",
      "Welke parasiet veroorzaakt hartworm bij honden en wordt door muggen overgedragen?",
      ["*Toxocara canis*", "*Dirofilaria immitis*", "*Giardia intestinalis*"],
      "B",
      "*Dirofilaria immitis* nestelt zich als volwassen worm in hart en longslagaders. *Toxocara canis* is de spoelworm "
      "van de hond en *Giardia* een eencellige darmparasiet; geen van beide wordt door muggen verspreid.",
      [CURSIEF, WEERLEGT]),

    q(NONE, "kalf-melkgift",
      "Een kalf van 45 kg krijgt per dag melk ter hoeveelheid van 10% van zijn lichaamsgewicht, verdeeld over 2 voedingen. "
      "Hoeveel liter krijgt het per voeding (reken 1 kg melk als 1 l)?",
      ["2,25 l", "4,5 l", "9 l"],
      "A",
      "Tien procent van 45 kg is 4,5 l per dag; verdeeld over twee voedingen is dat 2,25 l per keer.",
      [REKEN, KORT],
      compute=("45 * 0.10 / 2", "l")),

    q(NONE, "uitdroging-hond",
      "Hoe kun je bij een hond snel inschatten of hij uitgedroogd is?",
      [("Door te kijken of de vacht dof en donkerder van kleur is geworden",
        "Nee: de vacht verandert niet van kleur door vochtgebrek."),
       ("Door met een oorthermometer te meten of de temperatuur verhoogd is",
        "Nee: temperatuur zegt iets over koorts of onderkoeling, niet over de vochtbalans."),
       ("Door een huidplooi in de nek op te tillen en te kijken hoe snel die terugvalt",
        "Juist: een plooi die blijft staan wijst op vochttekort.")],
      "C",
      "Goed gehydrateerde huid is elastisch en veert direct terug. Bij vochtgebrek blijft de opgetrokken huid even als "
      "een tentje staan; ook droog tandvlees is een aanwijzing.",
      [FEEDBACK, PARAFRASE]),

    q(NONE, "geen-gevaar-hond",
      "Welk voedingsmiddel is GEEN bekend gevaar voor honden?",
      ["Druiven en rozijnen", "Uien", "Gekookte wortel", "Macadamianoten"],
      "C",
      "Gekookte wortel is een veilige snack. Druiven en rozijnen kunnen acuut nierfalen veroorzaken, uien beschadigen de "
      "rode bloedcellen, en macadamianoten geven zwakte van de achterpoten, trillen en koorts.",
      [NEG]),

    q(SUPPORTS, "geen-zoonose",
      "Welke van deze ziekten is GEEN zoönose?",
      ["Rabiës", "Q-koorts", "Kattenziekte (panleukopenie)"],
      "C",
      "Kattenziekte wordt veroorzaakt door een parvovirus dat alleen katachtigen en enkele verwante dieren treft, niet "
      "de mens. De andere twee gaan wel van dier op mens over: rabiës via de beet van een besmet dier, Q-koorts via "
      "stof en lucht rond besmette geiten en schapen.",
      [NEG], moved_to="A"),

    q(NONE, "ibr-verwekker",
      "Door welk type ziekteverwekker wordt IBR bij runderen veroorzaakt?",
      ["Een bacterie", "Een herpesvirus", "Een prion"],
      "B",
      "IBR wordt veroorzaakt door boviene herpesvirus type 1, dat na infectie levenslang in het dier achterblijft.",
      [ACR, KORT]),

    q(NONE, "melkziekte-oorzaak",
      "Wat is de oorzaak van melkziekte bij koeien rond het afkalven?",
      ["Een bacteriële infectie van de uier die vlak na het afkalven opvlamt",
       "Een overmaat aan eiwit in het rantsoen tijdens de droogstand",
       "Een acuut tekort aan calcium in het bloed doordat de melkproductie op gang komt"],
      "C",
      "Met de biest verdwijnt in korte tijd veel calcium uit het bloed, sneller dan de koe het kan aanvullen, waardoor "
      "spieren verslappen en ze kan gaan liggen. Een bacteriële infectie van de uier heet mastitis en heeft een heel andere oorzaak.",
      [WEERLEGT]),
]
