from common import *

TOPIC = {
    "id": "beeldhouwkunst",
    "title": "Beeldhouwkunst",
    "description": "Ruimtelijke kunst in steen, brons, hout en klei: technieken, materialen en bekende werken.",
}

QUESTIONS = [
    q(NONE, "contrapposto",
      "Wat verstaat men in de beeldhouwkunst onder *contrapposto*?",
      ["Een houding waarbij het gewicht op één been rust, zodat heupen en schouders tegengesteld kantelen",
       "Een beeldengroep van twee figuren die met hun gezicht naar elkaar toe gedraaid staan",
       "Een techniek om een groot bronzen beeld in twee delen te gieten en daarna te verbinden"],
      "A",
      "Bij *contrapposto* draagt één been de last terwijl het andere ontspannen is; daardoor zakt de ene heup en compenseren "
      "de schouders in omgekeerde richting, wat een figuur levendig en natuurlijk laat staan.",
      [CURSIEF, PARAFRASE]),

    q(NONE, "david-michelangelo-materiaal",
      "Uit welk materiaal hakte Michelangelo zijn David?",
      ["Brons", "Marmer", "Graniet"],
      "B",
      "Michelangelo werkte een groot blok marmer uit Carrara uit; de David in brons is van Donatello, niet van Michelangelo.",
      [KORT, WEERLEGT]),

    q(NONE, "additieve-techniek",
      "Welke van deze technieken is additief, dat wil zeggen dat de vorm ontstaat door materiaal toe te voegen?",
      ["Hakken in steen", "Boetseren in klei", "Snijden in hout"],
      "B",
      "Bij boetseren bouwt de kunstenaar de vorm laag voor laag op. Hakken en snijden zijn subtractief: daar wordt "
      "materiaal weggehaald tot de vorm overblijft.",
      [WEERLEGT]),

    q(NONE, "bronsgieten-niet-juist",
      "Welke bewering over het gieten van bronzen beelden is NIET juist?",
      ["Brons is een legering van vooral koper en tin",
       "Grote beelden worden meestal hol gegoten, met een wand van enkele millimeters, om metaal en gewicht te sparen",
       "Brons krimpt niet bij het afkoelen, zodat het beeld precies de maat van het model houdt"],
      "C",
      "Brons krimpt bij het stollen een paar procent, waar de gieter rekening mee moet houden. De andere uitspraken "
      "kloppen: het metaal bestaat in hoofdzaak uit koper met tin, en een hol beeld met een wand van enkele millimeters "
      "is lichter, goedkoper en koelt gelijkmatiger af dan een massief beeld.",
      [NEG]),

    q(NONE, "patina-brons",
      "Wat is het patina van een bronzen beeld?",
      ["Het gipsmodel waarvan de gieterij het bronzen beeld heeft afgegoten",
       "De stenen of houten sokkel waarop het beeld wordt tentoongesteld",
       "Een gekleurde oppervlaktelaag door oxidatie of chemische behandeling"],
      "C",
      "Door weer en wind of door bewerking met chemicaliën krijgt brons een bruine, groene of zwarte huid.",
      [KORT, PARAFRASE]),

    q(SUPPORTS, "punteerapparaat",
      "Waarvoor gebruikten beeldhouwers een punteerapparaat?",
      ["Om maten van een gipsmodel nauwkeurig over te brengen naar een blok steen",
       "Om het marmer na het hakken met steeds fijnere stenen te polijsten",
       "Om brons in de gieterij gelijkmatig tot de giettemperatuur te verhitten"],
      "A",
      "Met het apparaat prikt de beeldhouwer op het model een reeks vaste punten af en boort hij die punten op dezelfde "
      "afstanden in het blok. Zo kan een assistent een kleimodel of gipsmodel vrijwel exact in steen kopiëren.",
      [PARAFRASE], moved_to="B"),

    q(NONE, "maquette-opschalen",
      "Een maquette van 40 cm hoog wordt vijf keer zo groot uitgevoerd. Hoe hoog wordt het definitieve beeld?",
      ["0,8 m", "2 m", "20 m"],
      "B",
      "Vijf keer veertig centimeter is tweehonderd centimeter, oftewel twee meter.",
      [REKEN, KORT, EENHEID_WOORD, GETAL_WOORD],
      compute=("40 * 5 / 100", "m")),

    q(NONE, "beeld-driemaal-groter-gewicht",
      "Een massief beeld wordt in alle richtingen drie keer zo groot uitgevoerd, in hetzelfde materiaal. Hoeveel keer zo zwaar wordt het?",
      ["3 keer", "9 keer", "27 keer"],
      "C",
      "Optie A zou kloppen als alleen de hoogte telde, maar het beeld groeit ook in breedte en diepte. Optie B geeft "
      "de toename van een oppervlak: drie in de lengte maal drie in de breedte is negen, en zo groeit bijvoorbeeld de "
      "hoeveelheid patina of verf die nodig is. Optie C is juist: het gewicht hangt af van het volume, en dat groeit "
      "in drie richtingen tegelijk, dus 3 × 3 × 3 = 27. Dat verklaart waarom een vergroting van een klein model al snel "
      "een zware constructie vraagt, met een binnenskelet of een holle uitvoering om het gewicht te beperken en de "
      "sokkel niet te overbelasten.",
      [REKEN, LANG, WEERLEGT],
      compute=("3^3", "keer")),

    q(NONE, "marmerblok-massa",
      "Een massief blok marmer meet 0,5 m × 0,5 m × 2 m. Marmer heeft een dichtheid van ongeveer 2700 kg/m³. "
      "Hoe zwaar is het blok?",
      ["1350 kg", "2700 kg", "13.500 kg"],
      "A",
      "Het volume is een halve kubieke meter, en een halve kubieke meter maal 2700 kilo per kubieke meter is 1350 kilo.",
      [REKEN, KORT, EENHEID_WOORD],
      compute=("0.5 * 0.5 * 2 * 2700", "kg")),

    q(NONE, "extase-theresia",
      "Welke beeldhouwer maakte de *Extase van de heilige Theresia* in Rome?",
      ["Auguste Rodin", "Gian Lorenzo Bernini", "Donatello"],
      "B",
      "Bernini voltooide de marmeren groep rond 1652, een barok samenspel van beeld, licht en architectuur. Donatello werkte "
      "in de vroege renaissance en Rodin pas in de negentiende eeuw.",
      [CURSIEF, WEERLEGT]),

    q(NONE, "denker-rodin-oorsprong",
      "Van welk groter werk maakte *De denker* van Rodin oorspronkelijk deel uit?",
      ["*De burgers van Calais*", "*Het monument voor Balzac*", "*De Hellepoort*"],
      "C",
      "De figuur zat oorspronkelijk boven de deuren van *De Hellepoort*, geïnspireerd op Dantes *Goddelijke Komedie*, "
      "en werd pas later als zelfstandig beeld vergroot.",
      [CURSIEF]),

    q(NONE, "relief-definitie",
      "Wat is een reliëf?",
      ["Een beeld dat uit een achtergrond naar voren komt en niet volledig vrijstaat",
       "Een vrijstaand beeld dat je van alle kanten kunt bekijken",
       "Een beeld van losse delen dat door de wind in beweging wordt gebracht"],
      "A",
      "Een reliëf blijft verbonden met een vlak, zoals bij een gevelsteen of een munt.",
      [KORT, PARAFRASE]),

    q(NONE, "uitvinder-mobile",
      "Welke kunstenaar staat bekend als de bedenker van de mobile, een hangend beeld dat door luchtstromen beweegt?",
      ["Alexander Calder", "Henry Moore", "Constantin Brâncuși"],
      "A",
      "Calder maakte vanaf de jaren dertig hangende constructies van draad en metalen plaatjes; Moore en Brâncuși werkten "
      "vooral met massieve vormen.",
      [KORT, WEERLEGT]),

    q(NONE, "beitels-volgorde",
      "In welke volgorde gebruikt een steenbeeldhouwer zijn beitels meestal, van grof naar fijn?",
      ["Platte beitel, puntbeitel, tandbeitel",
       "Tandbeitel, platte beitel, puntbeitel",
       "Puntbeitel, tandbeitel, platte beitel"],
      "C",
      "Met de puntbeitel wordt grof weggehakt, de tandbeitel verfijnt de vorm en de platte beitel maakt het oppervlak strak.",
      [KORT]),

    q(SUPPORTS, "verloren-vorm-gips",
      "Wat is een verloren vorm bij het afgieten van een kleimodel in gips?",
      ["Een mal uit meerdere losse delen die na elk afgietsel weer in elkaar wordt gezet en opnieuw dient",
       "Een mal van een materiaal dat na het uitharden van het afgietsel vanzelf in water oplost",
       "Een mal die maar één keer dient, omdat hij wordt stukgehakt om het afgietsel vrij te krijgen"],
      "C",
      "De gipsmal wordt om het kleimodel gegoten, de klei wordt eruit gehaald en de holte met gips gevuld. Om het "
      "afgietsel vrij te krijgen moet de buitenvorm worden weggebikt, zodat er maar één afgietsel uit komt.",
      [PARAFRASE], moved_to="A"),

    q(NONE, "klei-krimp",
      "Klei krimpt bij drogen en bakken samen ongeveer 10% in elke richting. Een kunstenaar wil een gebakken beeld van "
      "45 cm hoog. Hoe hoog moet zij het natte kleimodel maken?",
      ["40,5 cm", "49,5 cm", "50 cm"],
      "C",
      "Na krimp blijft 90% van de hoogte over, dus 45 / 0,9 = 50 cm. Wie 10% bij 45 cm optelt, komt op 49,5 cm en maakt "
      "het beeld net te klein, omdat de krimp over de grotere natte maat wordt berekend.",
      [REKEN, WEERLEGT],
      compute=("45 / 0.9", "cm", 0.005)),

    q(NONE, "beeldentuin-hoge-veluwe",
      "Welke beeldentuin ligt in Nationaal Park De Hoge Veluwe?",
      ["De beeldentuin van het Kröller-Müller Museum", "Middelheim", "De beeldentuin van Museum Beelden aan Zee"],
      "A",
      "De beeldentuin van het [Kröller-Müller Museum](https://nl.wikipedia.org/wiki/Kr%C3%B6ller-M%C3%BCller_Museum) is een "
      "van de grootste van Europa. Middelheim ligt in Antwerpen en Beelden aan Zee in Scheveningen.",
      [LINK, WEERLEGT]),

    q(NONE, "houten-beeld-uithollen",
      "Waarom worden grote houten beelden uit één stamstuk vaak aan de achterkant uitgehold?",
      [("Om het hout harder te maken",
        "Nee: uithollen verandert de hardheid van het hout niet."),
       ("Om scheuren door ongelijkmatig drogen te voorkomen",
        "Juist: een dunnere wand droogt gelijkmatiger."),
       ("Om het beeld aan de achterkant donkerder van kleur te laten worden",
        "Nee: de kleur hangt af van houtsoort en afwerking.")],
      "B",
      "Een dikke stam droogt aan de buitenkant sneller dan in de kern; de spanning die daardoor ontstaat, laat het hout "
      "barsten. Door het beeld hol te maken wordt de wand overal ongeveer even dik en krimpt het hout gelijkmatiger.",
      [FEEDBACK, PARAFRASE]),

    q(NONE, "geen-natuursteen",
      "Welk materiaal is GEEN natuursteen?",
      ["Marmer", "Graniet", "Beton", "Zandsteen"],
      "C",
      "Beton is een kunstmatig mengsel van cement, zand, grind en water. De andere drie komen uit de natuur: marmer is "
      "een metamorf gesteente, graniet een stollingsgesteente en zandsteen een afzettingsgesteente.",
      [NEG]),

    q(SUPPORTS, "kouros",
      "Wat is een *kouros*?",
      ["Een Romeins bronzen ruiterstandbeeld van een keizer te paard, zoals op het Capitool",
       "Een archaïsch Grieks beeld van een staande naakte jongeman met één voet naar voren",
       "Een Egyptische sfinx met een leeuwenlijf en een mensenhoofd"],
      "B",
      "Optie A klopt niet: ruiterstandbeelden, zoals dat van Marcus Aurelius in Rome, tonen een heerser te paard en "
      "komen uit een veel latere periode. Optie B is juist: een *kouros* is een vrijstaand beeld uit de zesde eeuw voor "
      "Christus van een jonge man die frontaal staat, met de armen langs het lichaam en het linkerbeen iets vooruit. "
      "Zulke beelden stonden in heiligdommen of op graven. Optie C is onjuist, want een sfinx is een liggend wezen met "
      "een leeuwenlijf en een mensenhoofd; wel ontleenden de Grieken de strenge, frontale houding van de *kouros* aan "
      "Egyptische staande beelden.",
      [CURSIEF, LANG, WEERLEGT], moved_to="C"),

    q(NONE, "griekse-bronzen-kopieen",
      "Waarom kennen we veel beroemde Griekse bronzen beelden alleen uit Romeinse kopieën in marmer?",
      ["Omdat de Grieken alleen kleine modellen maakten en de grote beelden aan de Romeinen overlieten",
       "Omdat brons in de buitenlucht binnen een eeuw volledig wegroest en uiteenvalt",
       "Omdat de Romeinen Griekse beelden uitsluitend in schilderijen vastlegden",
       "Omdat bronzen later vaak werden omgesmolten, terwijl Romeinen veel Griekse werken in marmer lieten kopiëren"],
      "D",
      "Optie A klopt niet: Griekse beeldhouwers maakten wel degelijk levensgrote en zelfs kolossale bronzen. Optie B is "
      "onjuist, want brons is zeer duurzaam; bronzen die in zee of in de grond bewaard bleven, zoals de krijgers van "
      "Riace, zijn na meer dan tweeduizend jaar nog gaaf. Optie C gaat voorbij aan de vele marmeren kopieën die juist "
      "bewaard zijn gebleven. Optie D is juist: metaal was kostbaar en werd in latere eeuwen omgesmolten voor wapens, munten "
      "of klokken, terwijl marmer als grondstof weinig waard was om te hergebruiken. De Romeinse verzamelaars "
      "bestelden massaal kopieën van Griekse meesterwerken, en die overleefden vaker.",
      [LANG, WEERLEGT]),

    q(DUP, "kleine-zeemeermin-maker",
      "Welke beeldhouwer maakte *De kleine zeemeermin* in Kopenhagen?",
      ["Edvard Eriksen", "Gustav Vigeland", "Bertel Thorvaldsen", "Gustav  Vigeland"],
      "A",
      "Eriksen maakte het bronzen beeld in 1913, naar het sprookje van Andersen.",
      [KORT, CURSIEF], dup=("B", "D", SPATIE)),

    q(NONE, "zadkine-rotterdam",
      "Welk beeld van Ossip Zadkine in Rotterdam verwijst naar het bombardement van mei 1940?",
      ["*De denker*", "*De verwoeste stad*", "*Manneken Pis*"],
      "B",
      "Zadkines figuur met het opengereten lijf staat sinds 1953 bij de Leuvehaven.",
      [KORT, CURSIEF]),

    q(NONE, "buste-definitie",
      "Wat is een buste?",
      ["Een beeld van hoofd, hals en bovenkant van de borst",
       "Een beeld van een liggende figuur op een grafmonument",
       "Een beeld dat alleen de handen van een persoon toont"],
      "A",
      "Een buste toont iemands hoofd met de schouders of het bovenlijf, vaak op een voet.",
      [KORT, PARAFRASE]),
]
