from common import *

TOPIC = {
    "id": "kaasmaken",
    "title": "Kaasmaken",
    "description": "Van melk tot rijpe kaas: stremmen, wrongel bewerken, pekelen en rijpen.",
}

QUESTIONS = [
    q(NONE, "stremsel-enzym",
      "Welk enzym in stremsel zorgt ervoor dat melk stremt?",
      ["Lactase", "Chymosine", "Amylase"],
      "B",
      "Chymosine knipt het eiwit kappa-caseïne door, waarna de caseïnedeeltjes samenklonteren tot een gel. "
      "Lactase splitst melksuiker en amylase breekt zetmeel af; geen van beide laat melk stremmen.",
      [WEERLEGT]),

    q(SUPPORTS, "zuursel-functie",
      "Wat doet het zuursel dat een kaasmaker aan de melk toevoegt?",
      ["Het maakt de melk zoeter, zodat de kaas later een mildere en rondere smaak krijgt",
       "Het doodt de bacteriën die van nature in de melk zitten, zodat alleen steriele melk overblijft",
       "Het laat melkzuurbacteriën melksuiker omzetten in melkzuur, waardoor de zuurgraad daalt"],
      "C",
      "Optie A draait het om: de bacteriën in het zuursel verbruiken juist melksuiker, zodat de melk minder zoet en "
      "zuurder wordt. Optie B is ook onjuist, want zuursel bestaat zelf uit levende bacteriën; het doden van ongewenste "
      "bacteriën gebeurt vooral door pasteuriseren. Optie C is juist: de melkzuurbacteriën vergisten lactose tot "
      "melkzuur. De dalende zuurgraad helpt het stremsel zijn werk te doen, laat de wrongel beter wei afstoten en "
      "remt bederfbacteriën. Tijdens het rijpen breken enzymen van dezelfde bacteriën eiwitten af tot stoffen die de "
      "smaak van de kaas bepalen, zodat de keuze van het zuursel mede het karakter van de kaas vormt.",
      [LANG, WEERLEGT], moved_to="A"),

    q(NONE, "melk-voor-kaas-12-kg",
      "Uit 100 l melk maakt een kaasmaker ongeveer 10 kg Goudse kaas. Hoeveel melk heeft hij nodig voor een kaas van 12 kg?",
      ["12 l", "100 l", "120 l"],
      "C",
      "Per kilo kaas is ongeveer tien liter melk nodig, dus voor twaalf kilo ongeveer honderdtwintig liter.",
      [REKEN, KORT, EENHEID_WOORD, GETAL_WOORD],
      compute=("12 / 10 * 100", "l")),

    q(NONE, "pekelbad-doel",
      "Waarom legt men een Goudse kaas na het persen een paar dagen in een pekelbad?",
      ["Om zout op te nemen, wat de smaak, de korstvorming en de houdbaarheid bevordert",
       "Om hem snel af te koelen en te laten stollen voordat hij de rijpingsruimte in gaat",
       "Om in de kaas van binnenuit gaatjes te laten ontstaan"],
      "A",
      "In de pekel trekt zout de kaas in en wordt vocht aan de buitenkant onttrokken. Dat geeft smaak, laat een stevige "
      "korst ontstaan en remt ongewenste micro-organismen.",
      [PARAFRASE]),

    q(SUPPORTS, "emmentaler-gaten",
      "Waardoor ontstaan de grote gaten in Emmentaler?",
      ["Door luchtbellen die tijdens het roeren in de wrongel worden gevangen",
       "Door gas van propionzuurbacteriën tijdens de rijping in een warme ruimte",
       "Door gisten die in de korst groeien"],
      "B",
      "De gaten zijn niet het gevolg van ingesloten lucht maar van koolzuurgas: propionzuurbacteriën zetten melkzuur om "
      "in propionzuur en koolzuurgas zodra de kaas een paar weken in een warme kelder ligt. Het gas verzamelt zich in de "
      "elastische kaasmassa tot ronde ogen.",
      [WEERLEGT], moved_to="C"),

    q(NONE, "roquefort-naalden",
      "Waarom prikt een kaasmaker gaatjes met naalden in een jonge roquefort?",
      ["Zodat het overtollige zout uit de pekel via de gaatjes kan weglopen",
       "Zodat de warmte uit de kern van de kaas sneller weg kan en de kaas niet gaat broeien",
       "Zodat er lucht binnendringt en *Penicillium roqueforti* binnen in de kaas kan groeien"],
      "C",
      "De blauwe schimmel heeft zuurstof nodig. Via de prikkanalen komt lucht tot diep in de kaas, waar *Penicillium "
      "roqueforti* dan de kenmerkende blauwgroene aders vormt.",
      [CURSIEF]),

    q(NONE, "rauwmelkse-kaas",
      "Welke bewering over rauwmelkse kaas is NIET juist?",
      ["Hij wordt gemaakt van melk die niet is gepasteuriseerd",
       "Hij heeft vaak een uitgesprokener smaak dan kaas van gepasteuriseerde melk",
       "Hij mag in de Europese Unie nergens worden verkocht"],
      "C",
      "Rauwmelkse kaas is in de EU gewoon te koop; veel beschermde kazen, zoals Comté en Parmigiano Reggiano, moeten zelfs "
      "van rauwe melk zijn. De andere uitspraken kloppen: de melk wordt niet boven de pasteurisatietemperatuur verhit, "
      "waardoor de eigen bacteriën en enzymen van de melk bijdragen aan een rijkere smaak.",
      [NEG]),

    q(NONE, "gewichtsverlies-rijping",
      "Een kaas van 12 kg verliest tijdens het rijpen 8% van zijn gewicht. Hoeveel weegt hij daarna?",
      ["9,6 kg", "11,04 kg", "11,92 kg"],
      "B",
      "Acht procent van 12 kg is 0,96 kg; er blijft 12 − 0,96 = 11,04 kg over. 11,92 kg ontstaat als je 0,08 kg aftrekt "
      "in plaats van 8% van het gewicht.",
      [REKEN, WEERLEGT, GETAL_WOORD],
      compute=("12 * (1 - 0.08)", "kg")),

    q(NONE, "cheddaren",
      "Wat verstaat men onder cheddaren?",
      ["Het opstapelen en keren van wrongelblokken, zodat wei uitloopt en de wrongel vezelig wordt",
       "Het inwrijven van de korst met reuzel of boter en het inwikkelen in een doek",
       "Het oranje kleuren van de kaas met een plantaardige kleurstof",
       "Het laten rijpen van de kaas in de koele, vochtige grotten rond het dorp Cheddar"],
      "A",
      "Optie A is juist: bij cheddaren wordt de samengeklitte wrongel in plakken gesneden die herhaaldelijk gekeerd en op "
      "elkaar gestapeld worden; het eigen gewicht perst wei uit en intussen zuurt de massa verder, tot de structuur op "
      "gekookte kipfilet lijkt. Optie B beschrijft een manier van korstverzorging die bij sommige traditionele cheddars "
      "voorkomt, maar die heet niet zo. Optie C gaat over het kleuren met annatto, wat bij rode cheddar gebeurt maar "
      "niets met de bewerking van de wrongel te maken heeft. Optie D verwijst naar het dorp Cheddar, waar kaas vroeger "
      "in grotten rijpte, maar het werkwoord slaat op de wrongelbehandeling.",
      [LANG, WEERLEGT]),

    q(NONE, "annatto-kleur",
      "Waarmee wordt kaas als Mimolette of rode Leicester traditioneel oranje gekleurd?",
      ["Saffraan", "Wortelsap", "Annatto"],
      "C",
      "Annatto komt uit de zaden van de achiotestruik en kleurt kaas al eeuwen oranje.",
      [KORT]),

    q(NONE, "wei-definitie",
      "Wat is wei?",
      ["De vloeistof die overblijft nadat de wrongel zich heeft gevormd",
       "Het vetrijke deel dat na het staan bovenop de melk drijft",
       "Het zoutbad waarin de geperste kaas een paar dagen wordt gelegd"],
      "A",
      "Na het stremmen scheidt de melk zich in een vaste massa en een groengele vloeistof vol lactose en wei-eiwitten.",
      [KORT, PARAFRASE]),

    q(NONE, "wrongel-fijner-snijden",
      "Waarom snijdt een kaasmaker de wrongel voor een harde kaas fijner dan voor een zachte kaas?",
      ["Kleine stukjes verliezen meer wei, zodat de kaas droger en steviger wordt",
       "Kleine stukjes nemen later in het pekelbad meer zout op, wat de kaas harder maakt",
       "Kleine stukjes laten de kaas sneller schimmelen"],
      "A",
      "Hoe kleiner de wrongeldeeltjes, hoe groter het oppervlak waardoor vocht kan ontsnappen. Minder vocht in de "
      "kaasmassa geeft een vaste, lang houdbare kaas; grof gesneden wrongel houdt water vast en blijft zacht.",
      [PARAFRASE]),

    q(NONE, "bob-aanduiding",
      "Wat houdt de Europese aanduiding BOB (Beschermde Oorsprongsbenaming) in voor een kaas?",
      ["Alleen één van de productiestappen hoeft in het gebied plaats te vinden",
       "Het is een Europees keurmerk voor kaas van biologisch gehouden koeien",
       "De hele productie vindt plaats in het omschreven gebied, volgens vastgelegde methoden"],
      "C",
      "Een BOB vraagt dat melk, kaasbereiding en rijping allemaal uit het gebied komen. Dat één productiestap volstaat, geldt voor "
      "de BGA (Beschermde Geografische Aanduiding), niet voor de BOB; biologische productie heeft een eigen EU-logo.",
      [ACR, WEERLEGT]),

    q(NONE, "pasteuriseren-kaasmelk",
      "Bij welke combinatie van temperatuur en tijd wordt kaasmelk doorgaans gepasteuriseerd?",
      ["63 °C gedurende 15 seconden", "72 °C gedurende 15 seconden", "100 °C gedurende 15 minuten"],
      "B",
      "Kortstondig pasteuriseren gebeurt op ongeveer tweeënzeventig graden Celsius gedurende een kwart minuut. Een kwart "
      "minuut op 63 graden is thermiseren, een mildere behandeling; een kwartier koken zou de melk ongeschikt maken om te stremmen.",
      [EENHEID_WOORD, GETAL_WOORD, WEERLEGT]),

    q(SUPPORTS, "zoutopname-pekelbad",
      "Een kaas van 10 kg neemt in het pekelbad zout op tot 2% van zijn gewicht. Hoeveel zout heeft de kaas dan opgenomen?",
      ["20 g", "200 g", "2000 g"],
      "B",
      "Twee procent van tien kilo is 0,2 kilogram, oftewel tweehonderd gram zout.",
      [REKEN, KORT, GETAL_WOORD, EENHEID_WOORD], moved_to="A"),

    q(NONE, "pasta-filata",
      "Wat kenmerkt kazen van het type *pasta filata*, zoals mozzarella?",
      ["De verse kaas wordt in houtas gerold, zodat er een grijze korst ontstaat",
       "De korst wordt regelmatig met wijn gewassen",
       "De wrongel wordt in heet water gekneed en uitgerekt tot hij draderig wordt"],
      "C",
      "*Pasta filata* betekent letterlijk gesponnen deeg: de aangezuurde wrongel wordt in heet water plastisch en kan dan "
      "gerekt en gevouwen worden tot een vezelige massa.",
      [CURSIEF, PARAFRASE]),

    q(NONE, "ricotta-grondstof",
      "Waarvan wordt ricotta traditioneel gemaakt?",
      ["Van de wei die bij het maken van andere kaas overblijft", "Van room die met melkzuurbacteriën is aangezuurd", "Van wrongel van schapenmelk die een paar weken heeft gerijpt"],
      "A",
      "Wei wordt opnieuw verhit en aangezuurd, waarna de wei-eiwitten uitvlokken; vandaar de naam, die nogmaals gekookt betekent.",
      [KORT]),

    q(NONE, "gouda-naam",
      "Waarom draagt Goudse kaas de naam van de stad Gouda?",
      ["Omdat de kaas er vanouds op de markt werd verhandeld en gewogen",
       "Omdat de kaas alleen binnen de stadsgrenzen mag worden gemaakt",
       "Omdat een kaasmaker uit Gouda het recept rond 1900 heeft bedacht"],
      "A",
      "Boeren uit de omgeving brachten hun kazen naar de Goudse Waag, waar ze gekeurd en verkocht werden; zo raakte de "
      "stad met de kaas verbonden. Zie [Goudse kaas](https://nl.wikipedia.org/wiki/Goudse_kaas).",
      [LINK, PARAFRASE]),

    q(NONE, "stremsel-dosering",
      "Een recept schrijft 25 ml stremsel voor per 100 l melk. Hoeveel stremsel is nodig voor 640 l melk?",
      ["16 ml", "64 ml", "160 ml"],
      "C",
      "640 l is 6,4 keer 100 l, dus 6,4 × 25 ml = 160 ml stremsel.",
      [REKEN, KORT],
      compute=("640 / 100 * 25", "ml")),

    q(NONE, "vet-in-kaas-48plus",
      "Een kaas met het opschrift 48+ bevat 48% vet in de droge stof. De kaas bestaat voor 40% uit vocht. "
      "Hoeveel procent vet bevat de kaas als geheel?",
      ["19,2%", "28,8%", "48%", "88%"],
      "B",
      "Optie A ontstaat als je 48% neemt van het vochtgehalte van 40% in plaats van van de droge stof; dat is de verkeerde "
      "basis. Optie B is juist: als 40% van de kaas vocht is, bestaat 60% uit droge stof, en daarvan is 48% vet, dus "
      "0,48 × 0,60 = 0,288 of 28,8% van de hele kaas. Optie C verwart het vet in de droge stof met het vet in de kaas; "
      "het opschrift 48+ zegt juist iets over de droge stof, omdat het vochtgehalte tijdens het rijpen verandert. "
      "Optie D telt de twee percentages bij elkaar op, wat rekenkundig nergens op slaat.",
      [REKEN, LANG, WEERLEGT],
      compute=("48 * (1 - 0.40)", "%")),

    q(NONE, "kaas-keren",
      "Waarom keert een kaasmaker jonge kazen tijdens het rijpen regelmatig om?",
      [("Om het vocht gelijkmatig te verdelen en de kaas zijn vorm te laten houden",
        "Juist: zonder keren zakt het vocht naar de onderkant en wordt de kaas scheef."),
       ("Om de kaas aan beide kanten even vaak te laten zien aan kopers",
        "Nee: het keren gebeurt in de rijpingsruimte, ver van de winkel."),
       ("Om de kaas sneller te laten rijpen dan de voorgeschreven termijn",
        "Nee: keren versnelt de rijping niet; die hangt vooral af van temperatuur en tijd.")],
      "A",
      "Een jonge kaas bevat nog veel vocht dat door de zwaartekracht naar beneden trekt. Door hem te draaien blijven vocht "
      "en zout evenwichtig verdeeld, plakt hij niet aan de plank vast en blijft de vorm mooi rond.",
      [FEEDBACK, PARAFRASE]),

    q(NONE, "goudse-kaas-geen-stap",
      "Welke stap hoort GEEN onderdeel te zijn van het maken van een Goudse kaas?",
      ["De melk stremmen met stremsel",
       "De wrongel wassen door een deel van de wei door warm water te vervangen",
       "De kaas een paar dagen in een pekelbad leggen",
       "De kaas inenten met blauwschimmel"],
      "D",
      "Goudse kaas is geen blauwe kaas. Stremmen is bij vrijwel elke kaas de eerste stap; het wassen van de wrongel "
      "hoort typisch bij Goudse kaas en haalt melksuiker weg, wat een zachte, minder zure smaak geeft; en het pekelbad "
      "levert zout en korstvorming.",
      [NEG]),

    q(NONE, "belegen-rijpingstijd",
      "Hoe lang rijpt een Goudse kaas die als belegen wordt verkocht minimaal?",
      ["4 weken", "16 weken", "52 weken"],
      "B",
      "Belegen kaas rijpt minstens zestien weken, zo'n vier maanden. Na 4 weken mag kaas als jong worden verkocht, en pas "
      "na een jaar of langer als overjarig.",
      [GETAL_WOORD, WEERLEGT]),
]
