from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "imkerij"
TITLE = "Imkerij"
DESCRIPTION = "Het houden van honingbijen: de bouw en ontwikkeling van het volk, volksbeheer, ziekten en de oogst van honing en was."

QUESTIONS = [
    q(NONE, "ontwikkelingsduur-koningin",
      "Hoeveel dagen duurt de ontwikkeling van een koningin, gerekend van het leggen van het ei tot het uitlopen uit de cel?",
      ["16 dagen", "21 dagen", "24 dagen"],
      """
Een koningin loopt na ongeveer 16 dagen uit. 21 dagen is de ontwikkelingsduur van een werkster en 24 dagen die van een dar; de koningin ontwikkelt zich het snelst doordat zij de hele larvetijd rijkelijk met koninginnengelei wordt gevoerd.""",
      "A", related=["dar-onbevrucht-ei"]),

    q(NONE, "dar-onbevrucht-ei",
      "Uit wat voor ei ontwikkelt zich een dar?",
      ["Uit een bevrucht ei dat in een grotere cel is gelegd",
       "Uit een onbevrucht ei",
       "Uit een bevrucht ei waarvan de larve alleen koninginnengelei krijgt"],
      "Darren komen uit onbevruchte eieren en hebben daardoor maar één set chromosomen; uit bevruchte eieren ontstaan vrouwelijke bijen, dus werksters of koninginnen.",
      "B", related=["ontwikkelingsduur-koningin"]),

    q(NONE, "varroa-niet-juist",
      "Welke bewering over de varroamijt (*Varroa destructor*) is NIET juist?",
      ["De mijt plant zich voort in verzegelde broedcellen.",
       "De mijt heeft een voorkeur voor darrenbroed, omdat dat langer verzegeld blijft.",
       "De mijt is van oorsprong een parasiet van de westerse honingbij, *Apis mellifera*.",
       "Mierenzuur wordt gebruikt om de mijt te bestrijden."],
      """
De oorspronkelijke gastheer van de varroamijt is de Aziatische honingbij, *Apis cerana*; pas in de twintigste eeuw sprong de mijt over op *Apis mellifera*, die er slecht tegen bestand is. De overige beweringen kloppen. Een vrouwtjesmijt kruipt vlak voor het verzegelen een broedcel in en legt daar haar eieren, zodat de voortplanting in het gesloten broed plaatsvindt. Darrenbroed blijft ongeveer drie dagen langer verzegeld dan werksterbroed, waardoor er meer jonge mijten volgroeien; daarom zoekt de mijt dat broed bij voorkeur op, en daarom snijden imkers darrenraat uit. Mierenzuur ten slotte is een gangbaar bestrijdingsmiddel dat, anders dan oxaalzuur, ook enigszins door de celdeksels heen werkt.""",
      "C", markup="markdown", related=["oxaalzuur-broedloos"]),

    q(NONE, "suikerwater-3-op-2",
      "Een imker maakt wintervoer van suiker en water in de gewichtsverhouding 3 : 2. Hoeveel kilogram suiker heeft hij nodig voor 15 kg suikeroplossing?",
      ["6 kg", "7,5 kg", "9 kg", "10 kg"],
      "Van elke 5 delen oplossing zijn er 3 suiker: 3/5 × 15 kg = 9 kg suiker (en 6 kg water).",
      "C", compute={"expression": "15 * 3 / 5", "unit": "kg"}),

    q(NONE, "watergehalte-honing",
      "Hoe hoog mag het watergehalte van de meeste honingsoorten volgens de Europese honingrichtlijn ten hoogste zijn?",
      ["12 procent", "20 procent", "25 procent"],
      """
De richtlijn (2001/110/EG) legt voor honing in het algemeen een maximum van twintig procent water vast; voor heidehoning en bakkershoning geldt een ruimere grens. Honing met meer water gaat gemakkelijk gisten. Twaalf procent is geen wettelijke grens maar zou een uitzonderlijk droge honing zijn, en vijfentwintig procent is alleen toegestaan voor bakkershoning van heide.""",
      "B"),

    q(NONE, "bijenruimte",
      "Hoe groot is de zogenoemde bijenruimte, de doorgang die bijen in de kast vrijlaten zonder er raat in te bouwen of haar dicht te kitten?",
      ["1 à 2 mm", "6 à 9 mm", "15 à 20 mm"],
      "Bijen laten een doorgang van ruwweg zes tot negen millimeter open. Een kier die kleiner is, kitten ze dicht met propolis; een ruimte die veel groter is, bouwen ze vol met wilde raat.",
      "B"),

    q(NONE, "teken-zwermneiging",
      "Welke waarneming bij de wekelijkse controle wijst er het sterkst op dat een volk op het punt staat te zwermen?",
      ["Bezette moerdoppen langs de onderrand van de ramen",
       "Veel stuifmeel in de cellen rond het broednest",
       "Werksters die bij de vliegopening staan te ventileren"],
      """
Een volk dat wil zwermen, zet langs de randen van de raat zwermcellen (moerdoppen) aan en laat de koningin daar eieren in leggen; zodra die doppen een ei of larve bevatten, kan de zwerm binnen enkele dagen vertrekken. Een ruime voorraad stuifmeel rond het broednest is normaal in een groeiend volk, en ventilerende werksters bij de vliegopening zie je op iedere warme dag, vooral tijdens een goede dracht. Wie bezette zwermcellen vindt, kan het volk nog splitsen of een kunstzwerm maken voordat de oude koningin met een groot deel van de bijen vertrekt.""",
      "A"),

    q(NONE, "propolis-functie",
      "Waarvoor gebruiken honingbijen propolis?",
      ["Om kieren in de woning af te dichten en ziektekiemen te remmen",
       "Als eiwitrijk voer voor de jongste larven",
       "Als grondstof voor het bouwen van nieuwe raat"],
      "Propolis is een kleverig mengsel van plantenharsen. De bijen kitten er naden en spleten mee dicht en bekleden er de cellen mee; de stof werkt bovendien bacterie- en schimmelwerend. Raat bouwen ze van was, en larven krijgen voedersap en bijenbrood.",
      "A"),

    q(NONE, "wasklieren",
      "Waar wordt bijenwas gemaakt?",
      ["In de voedersapklieren in de kop van jonge werksters",
       "In de wasklieren aan de buikzijde van het achterlijf van werksters",
       "In de honingmaag, uit verteerde nectar"],
      """
Jonge werksters van ongeveer twee à drie weken oud zweten was uit vier paar wasklieren aan de onderkant van het achterlijf; de wasplaatjes worden daarna met de kaken gekneed tot raat. De voedersapklieren in de kop leveren geen was maar koninginnengelei en voedersap voor de larven. De honingmaag is alleen een opslagorgaan voor nectar en water, al verbruikt de waszweting wel veel suiker uit honing.""",
      "B"),

    q(NONE, "kwispeldans-informatie",
      "Wat geeft een haalbij door met de kwispeldans op de raat?",
      ["De richting en de afstand van een voedselbron",
       "Dat de koningin in het volk ontbreekt",
       "Dat er een indringer bij de vliegopening is"],
      """
Bij de kwispeldans loopt de danseres een rechte baan terwijl ze met haar achterlijf kwispelt. De hoek van die baan ten opzichte van de loodlijn komt overeen met de hoek tussen de zon en de voedselbron, en hoe langer de kwispelloop duurt, hoe verder de bron ligt. Het ontbreken van de koningin merken de bijen aan het wegvallen van haar feromonen, niet aan een dans, en een indringer leidt tot alarmferomoon en verdediging aan de vliegopening. Zie ook [Bijendans op Wikipedia](https://nl.wikipedia.org/wiki/Bijendans).""",
      "A", markup="markdown"),

    q(NONE, "koninginnenrooster",
      "Wat is de functie van een koninginnenrooster tussen broedkamer en honingkamer?",
      ["Het houdt mijten tegen die van de bodem omhoog kruipen",
       "Het zorgt ervoor dat de koningin niet in de honingkamer kan komen en daar eieren legt",
       "Het voorkomt dat werksters honing naar de broedkamer terugbrengen",
       "Het houdt in de winter de warmte in de broedkamer vast"],
      "De spleten zijn net wijd genoeg voor werksters en te nauw voor de grotere koningin, zodat de honingkamer vrij blijft van broed.",
      "B"),

    q(NONE, "oxaalzuur-broedloos",
      "Waarom wordt oxaalzuur tegen de varroamijt bij voorkeur toegepast als het volk broedloos is?",
      ["Omdat het middel alleen werkt bij temperaturen onder het vriespunt",
       "Omdat het niet door de celdeksels dringt, terwijl zonder broed alle mijten op de bijen zitten",
       "Omdat de koningin het middel niet verdraagt zolang zij eieren legt"],
      "Oxaalzuur bereikt alleen mijten op de bijen. In een broedloos volk, meestal rond december, verschuilen zich geen mijten in gesloten broed en wordt dus vrijwel de hele mijtenpopulatie getroffen.",
      "B", related=["varroa-niet-juist"]),

    q(NONE, "honingpotten-slingeren",
      "Een imker slingert 12 honingramen die elk gemiddeld 2,25 kg honing opleveren. Hoeveel potten van 450 gram kan hij daarmee vullen?",
      ["48 potten", "54 potten", "60 potten", "66 potten"],
      """
De totale opbrengst is 12 × 2,25 kg = 27 kg, oftewel 27 000 gram. Gedeeld door 450 gram per pot geeft dat 27 000 / 450 = 60 volle potten.""",
      "C", compute={"expression": "12 * 2.25 / 0.45", "unit": "potten"}),

    q(NONE, "levensduur-zomerbij",
      "Hoe lang leeft een werkster die in het hoogseizoen wordt geboren gemiddeld?",
      ["Ongeveer vijf à zes weken", "Ongeveer een half jaar", "Drie tot vijf jaar"],
      """
Zomerbijen slijten snel door het zware haalwerk en leven maar vijf à zes weken. Een half jaar halen alleen de winterbijen, die in de nazomer worden geboren en het volk door de winter brengen. Drie tot vijf jaar is de levensduur van een koningin, niet van een werkster.""",
      "A"),

    q(NONE, "paenibacillus-larvae",
      "Welke broedziekte wordt veroorzaakt door de sporenvormende bacterie *Paenibacillus larvae*?",
      ["Amerikaans vuilbroed", "Europees vuilbroed", "Kalkbroed", "Nosema"],
      """
Amerikaans vuilbroed wordt veroorzaakt door *Paenibacillus larvae*, waarvan de sporen tientallen jaren besmettelijk blijven; de aangetaste larven worden een bruine, draderige massa. Europees vuilbroed heeft een andere verwekker, *Melissococcus plutonius*. Kalkbroed is een schimmelziekte (*Ascosphaera apis*) waarbij de larven tot kalkachtige mummies verharden, en nosema is een darmparasiet van volwassen bijen, geen broedziekte.""",
      "A", markup="markdown"),

    q(NONE, "nectar-wordt-honing",
      "Wat gebeurt er in het volk wanneer nectar wordt omgezet in honing?",
      ["Bijen voegen stuifmeel toe, waardoor de nectar dikker wordt",
       "Het enzym invertase splitst sacharose in glucose en fructose en de bijen laten water verdampen",
       "De nectar gist in de cellen tot de suiker is omgezet in zuren"],
      "Honing is ingedikte nectar waarvan de suikers enzymatisch zijn afgebroken: invertase uit de klieren van de bijen splitst de rietsuiker, en door waaieren daalt het watergehalte tot onder de twintig procent.",
      "B", related=["koolzaadhoning-kristalliseert"]),

    q(NONE, "koolzaadhoning-kristalliseert",
      "Waarom kristalliseert koolzaadhoning al binnen enkele dagen na het slingeren?",
      ["Omdat ze verhoudingsgewijs veel glucose bevat",
       "Omdat ze verhoudingsgewijs veel fructose bevat",
       "Omdat ze te veel water bevat"],
      """
Glucose lost slecht op en slaat gemakkelijk uit als kristallen; koolzaadhoning heeft een hoog glucoseaandeel en wordt daardoor snel vast. Een hoog fructoseaandeel werkt juist andersom: acaciahoning blijft daardoor lang vloeibaar. Een hoog watergehalte leidt vooral tot gisting, niet tot snelle kristallisatie.""",
      "A", related=["nectar-wordt-honing"]),

    q(NONE, "aanwijzing-moerloos-geen",
      "Wat is GEEN aanwijzing dat een volk moerloos is?",
      ["Er zijn geen eitjes en geen jonge larven te vinden",
       "Het volk maakt een klagend, huilend geluid als de kast open is",
       "Op enkele ramen staan noodmoerdoppen op werkstercellen",
       "Er staan eitjes rechtop in de bodem van de cellen, midden in een aaneengesloten broednest"],
      "Verse eitjes zijn hoogstens drie dagen oud; wie ze keurig één per cel in een gesloten broednest ziet staan, weet dat er kort geleden nog een leggende koningin was. Ontbrekende eitjes en jonge larven, het 'huilen' van het volk en noodmoerdoppen zijn juist klassieke tekenen van moerloosheid.",
      "D"),

    q(NONE, "rook-bij-inspectie",
      "Waarom geeft een imker rook bij de vliegopening voordat hij een kast opent?",
      ["Rook doodt de varroamijten die op de bijen zitten",
       "Rook overstemt het alarmferomoon en zet de bijen ertoe aan honing op te nemen, waardoor ze rustiger zijn",
       "Rook verdrijft de koningin naar de honingkamer, zodat de imker haar makkelijk vindt"],
      "Met rook wordt de alarmgeur gemaskeerd en vullen de bijen hun honingmaag; een volle bij steekt minder snel.",
      "B"),

    q(NONE, "darrenslacht",
      "Wanneer worden de darren in een normaal volk door de werksters uit de kast verdreven?",
      ["In het vroege voorjaar, zodra de eerste bloesem bloeit",
       "Tijdens de zwermtijd in mei",
       "In de nazomer, wanneer de dracht afneemt"],
      "Aan het eind van de zomer heeft het volk de darren niet meer nodig voor de paring van jonge koninginnen; om wintervoorraad te sparen worden ze dan niet meer gevoerd en naar buiten gewerkt. In het voorjaar en de zwermtijd worden juist veel darren grootgebracht.",
      "C"),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "voer-koninginnenlarve",
      "Welk voer krijgt een larve die tot koningin moet uitgroeien?",
      ["Eerst koninginnengelei, vanaf de derde dag een mengsel met honing en stuifmeel",
       "Gedurende de hele larvetijd royaal koninginnengelei",
       "Alleen nectar en water, tot de cel wordt verzegeld"],
      """
Een koninginnenlarve ligt haar hele larvetijd in een overvloed aan koninginnengelei. Werksterlarven krijgen dat voer alleen de eerste dagen en schakelen daarna over op een mengsel met honing en stuifmeel; juist dat verschil in voeding bepaalt of uit een bevrucht ei een werkster of een koningin groeit.""",
      "B", moved_to="A"),

    q(SUPPORTS_DISTRACTOR, "wintervoer-verbruik",
      "Een volk verbruikt van oktober tot en met maart gemiddeld 2 kg voer per maand. Hoeveel voer moet er in het najaar ten minste in de kast zitten?",
      ["6 kg", "10 kg", "12 kg"],
      "Van oktober tot en met maart zijn zes maanden; 6 × 2 kg = 12 kg voer.",
      "C", moved_to="B"),

    q(SUPPORTS_DISTRACTOR, "paring-jonge-koningin",
      "Hoe en waar wordt een jonge koningin bevrucht?",
      ["In de kast, door één dar uit het eigen volk",
       "Tijdens één of enkele bruidsvluchten, in de lucht, door meerdere darren op een darrenverzamelplaats",
       "In de zwermtros, direct nadat het volk is uitgezwermd"],
      """
Een jonge koningin vliegt een paar dagen na het uitlopen uit voor haar bruidsvlucht. Op een darrenverzamelplaats paart zij in de lucht met ongeveer tien tot twintig darren, meestal uit andere volken, en slaat het sperma op voor de rest van haar leven. Paring in de kast komt niet voor, en bij een voorzwerm vertrekt juist de oude, al bevruchte koningin. Na de bruidsvluchten gaat de koningin binnen enkele dagen aan de leg en verlaat zij de kast normaal alleen nog bij het zwermen.""",
      "B", moved_to="C", feedback={"A": "Paring in de kast komt bij honingbijen niet voor.", "B": "Juist: de paring vindt in de vlucht plaats, met meerdere darren."}),

    # --- gebrekkig: answer/duplicate-option ---
    q(DUPLICATE_OPTION, "naam-onderste-bak",
      "Hoe heet de bak van een bijenkast waarin de koningin haar eieren legt?",
      ["De honingkamer", "De broedkamer", "De Honingkamer", "De zolder"],
      "De koningin legt in de broedkamer; de honingkamer erboven is bestemd voor de wintervoorraad en de oogst van de imker.",
      "B", dup=("A", "C")),
]
