from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "veeteelt"
TITLE = "Veeteelt"
DESCRIPTION = "Het houden van runderen, varkens, schapen en pluimvee: voeding, voortplanting, gezondheid en bedrijfscijfers."

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "draagtijd-koe",
      "Hoe lang is de draagtijd van een koe ongeveer?",
      ["114 dagen", "150 dagen", "280 dagen", "340 dagen"],
      "C",
      "Een koe is ongeveer negen maanden drachtig, zo'n 280 tot 285 dagen, vergelijkbaar met een mens. "
      "114 dagen is de draagtijd van een zeug, ongeveer 150 dagen die van een schaap of geit, en circa 340 dagen die van een merrie.",
      style=[AFL]),

    q(NONE, "maagdelen-koe-niet",
      "Welk orgaan is GEEN onderdeel van de maag van een koe?",
      ["Pens", "Netmaag", "Boekmaag", "Krop"],
      "D",
      "De maag van een herkauwer bestaat uit pens, netmaag, boekmaag en lebmaag. Een krop is een verwijding van de slokdarm die je bij vogels aantreft, zoals bij kippen en duiven.",
      style=[NEG, AFL]),

    q(NONE, "lebmaag-echte-maag",
      "Welk deel van de maag van een rund komt het meest overeen met de enkelvoudige maag van een varken of mens?",
      ["De pens", "De lebmaag", "De netmaag"],
      "B",
      "In de lebmaag worden maagzuur en verteringsenzymen afgegeven, net als in een enkelvoudige maag. "
      "Pens en netmaag zijn voormagen waarin vooral microben het voer afbreken.",
      style=[AFL]),

    q(NONE, "voederconversie-vleesvarken",
      "Een vleesvarken groeit van 25 kg naar 115 kg en eet in die periode 252 kg voer. Wat is de voederconversie?",
      ["2,2", "2,8", "3,6", "10,1"],
      "B",
      "De voederconversie is de hoeveelheid voer per kilogram groei. De groei is 115 − 25 = 90 kg, dus 252 ÷ 90 = 2,8 kg voer per kg groei. "
      "Wie ten onrechte door het eindgewicht deelt, komt op ongeveer 2,2 uit.",
      style=[R, AFL]),

    q(NONE, "melkproductie-305-dagen",
      "Een koe geeft gemiddeld 28 kg melk per dag. Hoeveel melk levert zij in een standaardlactatie van 305 dagen?",
      ["7000 kg", "8540 kg", "9150 kg", "10.220 kg"],
      "B",
      "28 kg × 305 dagen = 8540 kg melk. De 10.220 kg hoort bij een heel jaar van 365 dagen, maar een koe staat ongeveer twee maanden per jaar droog.",
      compute=("28 * 305", "kg"),
      style=[R, AFL]),

    q(NONE, "biest-kalf",
      "Waarom moet een pasgeboren kalf zo snel mogelijk biest krijgen?",
      ["Omdat het kalf anders niet leert drinken",
       "Omdat biest het kalf helpt om sneller te herkauwen",
       "Omdat biest antistoffen bevat die de darm van het kalf alleen in de eerste uren na de geboorte goed opneemt"],
      "C",
      "Een kalf wordt geboren zonder eigen afweer tegen ziekteverwekkers. De eerste melk bevat veel immunoglobulinen, maar de darmwand laat die grote eiwitten maar korte tijd door; na ongeveer een dag is dat vermogen grotendeels verdwenen.",
      style=[PARA]),

    q(NONE, "ibr-afkorting",
      "Waar staat de afkorting IBR voor in de rundveehouderij?",
      ["Intensieve Bedrijfsmatige Rundveehouderij",
       "Internationaal Bureau voor Rassenregistratie",
       "Infectieuze Bovine Rhinotracheïtis"],
      "C",
      "IBR is een besmettelijke virusziekte van de luchtwegen bij runderen, veroorzaakt door bovien herpesvirus type 1.",
      style=[ACR, KORT]),

    q(NONE, "celgetal-uierontsteking",
      "Waar wijst een verhoogd celgetal in de melk van een koe meestal op?",
      ["Een uierontsteking", "Een te hoog vetgehalte in het rantsoen", "Een drachtigheid"],
      "A",
      "Het celgetal meet vooral witte bloedcellen in de melk. Die stijgen als het uier een infectie bestrijdt, dus bij mastitis, ook als er nog niets aan de melk te zien is.",
      style=[PARA]),

    q(NONE, "mrij-dubbeldoelras",
      "Welk runderras is een Nederlands dubbeldoelras, gehouden voor zowel melk als vlees?",
      ["Maas-Rijn-IJssel (MRIJ)", "Holstein-Friesian", "Belgisch witblauw", "Jersey"],
      "A",
      "Het roodbonte MRIJ-rund komt uit het oosten en zuiden van Nederland en is gefokt op een combinatie van melkproductie en vleesaanzet. "
      "Holstein-Friesian en Jersey zijn echte melkrassen, en Belgisch witblauw is juist een uitgesproken vleesras.",
      style=[ACR, AFL]),

    q(NONE, "ooi-vrouwelijk-schaap",
      "Hoe heet een volwassen vrouwelijk schaap?",
      ["Ram", "Geit", "Ooi"],
      "C",
      "Een vrouwelijk schaap is een ooi; het mannetje heet ram.",
      style=[KORT]),

    q(NONE, "gelt-betekenis",
      "Wat is een gelt in de varkenshouderij?",
      ["Een jonge zeug die nog niet heeft geworpen", "Een gecastreerde beer", "Een big die net gespeend is"],
      "A",
      "Een gelt is een opfokzeugje dat nog geen biggen heeft gehad; na haar eerste worp heet zij zeug.",
      style=[KORT]),

    q(NONE, "legpercentage-eieren-per-dag",
      "Een stal telt 20.000 leghennen met een legpercentage van 90%. Hoeveel eieren worden er per dag geraapt?",
      ["1800", "18.000", "20.000", "22.000"],
      "B",
      "Een legpercentage van 90% betekent dat per dag 90 van elke 100 hennen een ei leggen: 0,90 × 20.000 = 18.000 eieren.",
      style=[R]),

    q(NONE, "droogstand-betekenis",
      "Wat verstaat men onder de droogstand van een melkkoe?",
      ["De periode waarin de koe alleen droog voer krijgt",
       "Een zomer waarin de weide door droogte geen gras levert",
       "De periode vóór het afkalven waarin de koe niet wordt gemolken"],
      "C",
      "In de laatste weken van de dracht, meestal zes à acht, wordt het melken gestopt. Het uierweefsel kan zich dan herstellen en vernieuwen, zodat de koe na het kalven weer goed melk geeft.",
      style=[PARA]),

    q(NONE, "oormerken-rvo",
      "Waarom draagt een rund in Nederland twee oormerken met hetzelfde levensnummer?",
      ["Zodat het dier identificeerbaar blijft als er één oormerk verloren gaat",
       "Omdat elk oor een ander bedrijf vertegenwoordigt",
       "Omdat het linkeroormerk de moeder en het rechter het dier zelf aangeeft"],
      "A",
      "Elk rund wordt geregistreerd bij de [RVO](https://www.rvo.nl) met een uniek levensnummer, zodat verplaatsingen en ziekte-uitbraken te traceren zijn. "
      "Het tweede oormerk zorgt ervoor dat het dier herkenbaar blijft als het ene uitscheurt of verloren gaat.",
      markup="markdown",
      style=[LINK]),

    q(NONE, "herkauwen-onjuiste-uitspraak",
      "Welke uitspraak over het herkauwen van een koe is onjuist?",
      ["De koe brengt voer uit de pens terug naar de bek om het opnieuw te kauwen",
       "Microben in de pens breken cellulose af",
       "Bij de vertering in de pens ontstaat methaan",
       "Het herkauwen vindt plaats in de lebmaag"],
      "D",
      "De eerste uitspraak klopt: een koe brengt steeds een portie voer, een bol, uit de pens omhoog en kauwt die uitgebreid opnieuw fijn. "
      "Ook de tweede uitspraak is juist: bacteriën, schimmels en protozoën in de pens kunnen cellulose afbreken, iets wat de koe zelf niet kan. "
      "De derde uitspraak is eveneens waar: bij die microbiële vergisting ontstaat methaan, dat de koe vooral via de bek uitboert. "
      "Alleen de vierde uitspraak is onjuist. Herkauwen begint bij de pens en netmaag, niet bij de lebmaag; de lebmaag is het laatste maagdeel, waar de eigenlijke vertering met maagzuur en enzymen plaatsvindt.",
      style=[NEG, LANG]),

    q(NONE, "tussenkalftijd-schrikkeljaar",
      "Een koe kalft op 1 maart 2023 en opnieuw op 10 april 2024. Hoe lang was de tussenkalftijd?",
      ["365 dagen", "396 dagen", "406 dagen", "436 dagen"],
      "C",
      "Van 1 maart 2023 tot 1 maart 2024 zijn het 366 dagen, omdat februari 2024 een schrikkeldag heeft. "
      "Van 1 maart tot 10 april 2024 komen er nog 31 + 9 = 40 dagen bij, samen 406 dagen.",
      compute=("366 + 40", "dagen"),
      style=[R]),

    q(NONE, "ebergeur-castratie",
      "Waarom werden mannelijke biggen in de varkenshouderij van oudsher gecastreerd?",
      ["Om ebergeur in het vlees te voorkomen", "Om ze sneller te laten groeien", "Om de kans op darmziekten te verkleinen"],
      "A",
      "Vlees van geslachtsrijpe beren kan bij verhitting een onaangename geur verspreiden, vooral door de stoffen androstenon en skatol. "
      "Castratie voorkomt dat; groei bevordert het juist niet, want beren groeien efficiënter dan borgen.",
      style=[AFL]),

    q(NONE, "kuilvoer-luchtdicht",
      "Waarom wordt gras voor kuilvoer luchtdicht afgedekt?",
      ["Zodat melkzuurbacteriën zonder zuurstof de zuurgraad laten dalen en het gras zo geconserveerd wordt",
       "Zodat het gras sneller droogt",
       "Zodat er meer eiwit in het gras ontstaat"],
      "A",
      "Zonder zuurstof kunnen schimmels en rottingsbacteriën niet groeien, terwijl melkzuurbacteriën suikers omzetten in melkzuur. "
      "De pH daalt dan tot ongeveer 4 à 5 en het voer blijft maandenlang goed. Drogen gebeurt juist vóór het inkuilen, op het land.",
      style=[PARA, AFL]),

    q(NONE, "vetgehalte-koemelk",
      "Wat is het gemiddelde vetgehalte van de melk die Nederlandse melkkoeien geven?",
      ["Ongeveer 1,5%", "Ongeveer 4,4%", "Ongeveer 9%", "Ongeveer 13%"],
      "B",
      "Nederlandse koemelk bevat gemiddeld rond de 4,4% vet en 3,6% eiwit.",
      style=[KORT]),

    q(NONE, "onthoornen-kalveren",
      "Wat is het belangrijkste doel van het onthoornen van jonge kalveren?",
      ["De melkproductie verhogen",
       "Het vlees malser maken",
       "Verwondingen bij andere dieren en bij de veehouder voorkomen"],
      "C",
      "Runderen met hoorns kunnen elkaar, vooral in een loopstal, ernstig verwonden en zijn ook gevaarlijker voor de mensen die met ze werken. Op melk of vlees heeft het verwijderen van de hoornaanleg geen wezenlijk effect.",
      style=[AFL]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "draagtijd-zeug",
      "Hoe lang is de draagtijd van een zeug ongeveer?",
      ["114 dagen", "150 dagen", "280 dagen"],
      "A",
      "De bekende vuistregel is 'drie maanden, drie weken en drie dagen', ongeveer 114 dagen. "
      "150 dagen is de draagtijd van een schaap en 280 dagen die van een koe.",
      moved_to="B",
      style=[AFL]),

    q(MOVED, "melkgeld-per-dag",
      "Een melkveehouder heeft 60 koeien die elk gemiddeld 25 kg melk per dag geven. Hij krijgt € 0,50 per kg melk. Wat is de melkopbrengst per dag?",
      ["€ 300", "€ 750", "€ 1500"],
      "B",
      "De koeien geven samen 60 × 25 = 1500 kg melk per dag. Tegen € 0,50 per kg levert dat 1500 × 0,50 = € 750 per dag op. "
      "Het bedrag van € 1500 ontstaat als je de kilogrammen aanziet voor euro's.",
      moved_to="C",
      style=[R, AFL]),

    q(MOVED, "weidegang-eisen",
      "Welke minimumeis stelt de gangbare Nederlandse definitie van weidegang, zoals vastgelegd in het Convenant Weidegang?",
      ["Minstens 120 dagen per jaar en minstens 6 uur per dag weidegang",
       "Minstens 30 dagen per jaar en minstens 1 uur per dag weidegang",
       "Het hele jaar dag en nacht weidegang"],
      "A",
      "Volgens de norm moeten de koeien minimaal 120 dagen per jaar ten minste 6 uur per dag in de wei lopen, de zogeheten 120/6-regel. "
      "Dertig dagen is veel te weinig, en jaarrond weiden wordt niet geëist.",
      moved_to="B",
      style=[AFL]),

    # ------------------------------------------------------------ dubbele optie
    q(DUP, "functie-pens",
      "Wat is de belangrijkste functie van de pens van een koe?",
      ["Het opslaan van melk.",
       "Het produceren van gal",
       "Het opslaan van melk",
       "Het vergisten van celwanden, zoals cellulose, door microben"],
      "D",
      "In de pens, een gistingskuip van wel 150 liter, breken bacteriën en andere microben plantencelwanden af tot vluchtige vetzuren die de koe als energiebron gebruikt.",
      dup=("A", "C"),
      style=[]),
]

RELATED = [
    ["draagtijd-koe", "tussenkalftijd-schrikkeljaar", "droogstand-betekenis", "biest-kalf"],
    ["maagdelen-koe-niet", "lebmaag-echte-maag", "herkauwen-onjuiste-uitspraak", "kuilvoer-luchtdicht"],
    ["melkproductie-305-dagen", "vetgehalte-koemelk", "celgetal-uierontsteking"],
    ["voederconversie-vleesvarken", "gelt-betekenis", "ebergeur-castratie"],
    ["ibr-afkorting", "mrij-dubbeldoelras", "oormerken-rvo", "onthoornen-kalveren"],
    ["ooi-vrouwelijk-schaap", "legpercentage-eieren-per-dag"],
]
