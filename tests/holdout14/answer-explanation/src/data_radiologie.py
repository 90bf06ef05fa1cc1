from common import *

TOPIC = {
    "id": "radiologie",
    "title": "Radiologie",
    "description": "Medische beeldvorming met röntgenstraling, CT, MRI, echografie en nucleaire technieken, en de bescherming tegen straling.",
}

QUESTIONS = [
    q(NONE, "ct-werking",
      "Hoe maakt een CT-scanner zijn beelden?",
      ["Een röntgenbuis draait om de patiënt heen en een computer berekent uit de gemeten verzwakking dwarsdoorsneden",
       "Een sterk magneetveld en radiogolven brengen waterstofkernen in het lichaam in beweging",
       "Geluidsgolven worden door de weefsels teruggekaatst en door een ontvanger rond het lichaam opgevangen"],
      "A",
      "Bij CT meten detectoren uit honderden richtingen hoeveel röntgenstraling door het lichaam komt. Magneetveld en "
      "radiogolven horen bij MRI, niet bij CT, en teruggekaatste geluidsgolven zijn het principe van echografie.",
      [ACR, WEERLEGT]),

    q(NONE, "mri-niet-juist",
      "Welke bewering over MRI is NIET juist?",
      ["Bij MRI wordt geen ioniserende straling gebruikt",
       "De scanner werkt met een zeer sterk magneetveld, vele duizenden keren sterker dan dat van de aarde",
       "MRI is zonder voorzorgen geschikt voor iedere patiënt met een oudere pacemaker"],
      "C",
      "Oudere pacemakers zijn niet MRI-veilig: het magneetveld kan ze ontregelen of verhitten, dus zo'n patiënt mag niet "
      "zomaar de scanner in. De andere uitspraken kloppen: MRI werkt met een magneetveld van meestal 1,5 of 3 tesla en "
      "met radiogolven, die geen ioniserende straling zijn.",
      [NEG, ACR]),

    q(SUPPORTS, "echo-zwangerschap",
      "Waarom wordt bij zwangerschapscontroles echografie gebruikt en geen röntgenfoto of CT-scan?",
      ["Echografie werkt met geluidsgolven en belast de foetus niet met ioniserende straling",
       "Echografie geeft altijd scherpere beelden dan elke andere techniek, ook bij een dikke buikwand",
       "Röntgenstraling kan niet door de buikwand heen"],
      "A",
      "Optie A is juist: een echoapparaat zendt hoogfrequent geluid uit en vangt de echo's op, zonder straling die het "
      "ongeboren kind kan schaden; bovendien kan de verloskundige zo direct beweging en hartslag zien. Optie B klopt "
      "niet, want een echo is niet altijd scherper: MRI en CT geven van veel organen gedetailleerdere beelden, en bij "
      "een dikke buikwand of weinig vruchtwater wordt het echobeeld juist minder duidelijk. Optie C is onjuist: "
      "röntgenstraling gaat wel door de buik heen, anders zou er geen buikfoto of CT van de buik bestaan; juist omdat "
      "die straling de foetus bereikt, vermijdt men haar tijdens de zwangerschap.",
      [LANG, ACR, WEERLEGT], moved_to="B"),

    q(NONE, "hounsfield-water",
      "Welke waarde heeft water op de Hounsfieldschaal die bij CT wordt gebruikt?",
      ["−1000 HU", "0 HU", "+1000 HU"],
      "B",
      "De schaal is zo gedefinieerd dat water op nul ligt. Lucht ligt rond −1000 HU, niet water, en dicht bot kan boven "
      "+1000 HU uitkomen.",
      [ACR, WEERLEGT]),

    q(NONE, "ct-dosis-achtergrond",
      "Stel dat de natuurlijke achtergrondstraling 2,5 mSv per jaar bedraagt. Met hoeveel jaar achtergrondstraling komt "
      "een CT-scan van de buik van 10 mSv overeen?",
      ["0,25 jaar", "2,5 jaar", "4 jaar"],
      "C",
      "Tien millisievert gedeeld door tweeënhalve millisievert per jaar geeft vier jaar.",
      [REKEN, KORT, EENHEID_WOORD, GETAL_WOORD, ACR],
      compute=("10 / 2.5", "jaar")),

    q(NONE, "kwadratenwet-afstand",
      "Op 1 m van een stralingsbron meet je 40 µSv/h. Welk dosistempo meet je op 2 m, als alleen de afstand telt?",
      ["10 µSv/h", "20 µSv/h", "40 µSv/h"],
      "A",
      "Volgens de kwadratenwet geeft twee keer zo ver een kwart van het dosistempo: 40 / 4 = 10 µSv/h.",
      [REKEN, KORT],
      compute=("40 / 2^2", "µSv/h")),

    q(NONE, "technetium-verval",
      "Technetium-99m heeft een halveringstijd van ongeveer 6 uur. Hoeveel procent van de oorspronkelijke activiteit is "
      "na 24 uur nog over?",
      ["3,125%", "6,25%", "25%"],
      "B",
      "24 uur zijn vier halveringstijden: 100% → 50% → 25% → 12,5% → 6,25%. Wie op 25% uitkomt, halveert maar twee "
      "keer; 3,125% hoort bij vijf halveringen, dus bij 30 uur.",
      [REKEN, WEERLEGT],
      compute=("100 / 2^4", "%")),

    q(NONE, "jodium-contrast-ct",
      "Waarom krijgt een patiënt bij een CT-angiografie een jodiumhoudend contrastmiddel?",
      ["Jodium maakt het bloed magnetisch, zodat de vaten oplichten",
       "Jodium vertraagt de bloedstroom, zodat de scanner meer tijd heeft om de vaten vast te leggen",
       "Jodium absorbeert röntgenstraling sterk, zodat de bloedvaten contrastrijk afsteken"],
      "C",
      "Jodium heeft een hoog atoomnummer en houdt daardoor veel röntgenstraling tegen; gevulde vaten worden fel wit. "
      "Magnetische contrastmiddelen, op basis van gadolinium, horen niet bij CT maar bij MRI.",
      [ACR, WEERLEGT]),

    q(NONE, "pet-tracer",
      "Welke stof wordt bij een PET-scan het vaakst toegediend om tumoren op te sporen?",
      ["Bariumsulfaat, een wit contrastpapje", "FDG, een met fluor-18 gemerkte suiker", "Gadolinium, een magnetisch contrastmiddel"],
      "B",
      "Tumorcellen nemen veel glucose op en dus ook FDG, waarvan het radioactieve fluor positronen uitzendt. Bariumsulfaat "
      "wordt gebruikt bij röntgenonderzoek van het maag-darmkanaal en gadolinium bij MRI.",
      [ACR, WEERLEGT]),

    q(NONE, "bot-wit-rontgenfoto",
      "Waarom is bot wit te zien op een röntgenfoto?",
      ["Omdat bot zelf licht uitzendt wanneer het door röntgenstraling wordt getroffen",
       "Omdat bot de röntgenstraling terugkaatst naar de buis",
       "Omdat bot veel water bevat, dat röntgenstraling sterk tegenhoudt",
       "Omdat bot door het calcium veel straling absorbeert en weinig straling de detector bereikt"],
      "D",
      "Optie A klopt niet: bot gaat niet zelf oplichten; het wit op de foto ontstaat op de detector. Optie B is onjuist, "
      "want röntgenstraling wordt in het lichaam vooral geabsorbeerd of verstrooid en niet als een spiegelbeeld "
      "teruggekaatst. Optie C draait de zaak om: weefsels met veel water, zoals spieren en organen, laten juist meer "
      "straling door en worden grijs. Optie D is juist: calcium en fosfor hebben een hoger atoomnummer dan de elementen "
      "in weke delen, waardoor bot veel straling tegenhoudt. Achter het bot komt dus weinig straling op de detector "
      "terecht, en die plekken worden op het beeld licht weergegeven.",
      [LANG, WEERLEGT]),

    q(SUPPORTS, "equivalente-dosis-alfa",
      "Een orgaan krijgt een geabsorbeerde dosis van 2 mGy aan alfastraling, met een stralingsweegfactor van 20. "
      "Hoe groot is de equivalente dosis?",
      ["0,1 mSv", "2 mSv", "40 mSv"],
      "C",
      "Voor alfadeeltjes telt elke milligray twintig keer zo zwaar: twee maal twintig geeft veertig millisievert.",
      [REKEN, KORT, GETAL_WOORD, EENHEID_WOORD], moved_to="A"),

    q(NONE, "t2-vocht",
      "Hoe ziet vocht, zoals hersenvocht, eruit op een T2-gewogen MRI-beeld?",
      ["Helder wit", "Egaal zwart", "Het is niet te onderscheiden van vet"],
      "A",
      "Op T2-gewogen beelden geeft vocht een sterk signaal en is het dus licht; op T1 is het donker.",
      [KORT, ACR]),

    q(NONE, "alara-principe",
      "Wat houdt het stralingsbeschermingsprincipe ALARA in?",
      ["Altijd de laagst denkbare dosis gebruiken, ook als het beeld daardoor onbruikbaar wordt",
       "De dosis zo laag houden als redelijkerwijs haalbaar is",
       "Iedere patiënt dezelfde standaarddosis geven"],
      "B",
      "De afkorting staat voor *as low as reasonably achievable*: geen straling meer dan nodig, maar wel genoeg voor een "
      "bruikbaar beeld. Een onbruikbaar beeld leidt tot een herhaling en dus tot meer dosis.",
      [ACR, CURSIEF, WEERLEGT]),

    q(NONE, "loodschort",
      "Waarom draagt radiologiepersoneel bij doorlichting een loodschort?",
      ["Om de patiënt tegen besmetting te beschermen",
       "Om verstrooide röntgenstraling tegen te houden",
       "Om het magneetveld van de scanner af te schermen"],
      "B",
      "Lood absorbeert de straling die vanuit de patiënt alle kanten op verstrooid wordt.",
      [KORT, PARAFRASE]),

    q(SUPPORTS, "mammografie-compressie",
      "Waarom wordt de borst bij een mammografie samengedrukt?",
      [("Omdat dunner, stilgehouden weefsel een scherper beeld geeft bij een lagere dosis",
        "Juist: compressie spreidt het weefsel en beperkt de benodigde straling."),
       ("Omdat afwijkingen door de druk naar de rand van de borst verschuiven, waar ze beter opvallen",
        "Nee: compressie verplaatst afwijkingen niet naar een vaste plek."),
       ("Omdat het weefsel door de druk afkoelt en dan beter zichtbaar is",
        "Nee: de temperatuur van het weefsel speelt geen rol.")],
      "A",
      "Door de compressie wordt de borst dunner en gelijkmatiger dik: er is minder straling nodig, overlappende structuren "
      "schuiven uit elkaar en de borst kan niet bewegen, zodat het beeld niet onscherp wordt.",
      [FEEDBACK, PARAFRASE], moved_to="C"),

    q(NONE, "ontdekker-rontgenstraling",
      "Wie ontdekte in 1895 de röntgenstraling?",
      ["Marie Curie", "Henri Becquerel", "Wilhelm Conrad Röntgen"],
      "C",
      "Röntgen zag in Würzburg een scherm oplichten naast een afgedekte ontladingsbuis. Becquerel ontdekte een jaar later "
      "de radioactiviteit van uranium en Curie onderzocht daarna polonium en radium. Zie "
      "[Röntgenstraling](https://nl.wikipedia.org/wiki/R%C3%B6ntgenstraling).",
      [LINK, WEERLEGT]),

    q(NONE, "dexa-doel",
      "Waarvoor wordt een DEXA-scan vooral gebruikt?",
      ["Om de botdichtheid te meten", "Om het hartritme te registreren", "Om de hersenactiviteit te meten"],
      "A",
      "Een DEXA-scan bepaalt met twee röntgenenergieën hoeveel mineraal het bot bevat, om osteoporose op te sporen.",
      [KORT, ACR]),

    q(NONE, "hypodens-betekenis",
      "Wat bedoelt een radioloog als hij een afwijking op een CT-beeld *hypodens* noemt?",
      ["De afwijking is lichter dan het omliggende weefsel",
       "De afwijking is donkerder dan het omliggende weefsel",
       "De afwijking heeft dezelfde grijswaarde als het omliggende weefsel"],
      "B",
      "Een *hypodens* gebied verzwakt de röntgenstraling minder dan zijn omgeving en krijgt daardoor een lagere "
      "Hounsfieldwaarde en een donkerder grijstint. Een lichter gebied heet *hyperdens*.",
      [CURSIEF, ACR, WEERLEGT]),

    q(NONE, "mri-lawaai",
      "Waardoor maakt een MRI-scanner tijdens het scannen veel lawaai?",
      ["De gradiëntspoelen schakelen snel aan en uit en trillen daarbij in het sterke magneetveld",
       "De röntgenbuis in de tunnel draait met hoge snelheid rond de patiënt",
       "De onderzoekstafel beweegt tijdens het scannen met schokjes door de tunnel heen"],
      "A",
      "De kloppende en zoemende geluiden ontstaan doordat elektrische stromen in de spoelen krachten ondervinden in het "
      "magneetveld. Een draaiende röntgenbuis hoort bij CT, niet bij MRI.",
      [ACR, WEERLEGT]),

    q(NONE, "ct-aantal-plakken",
      "Een CT-scan beslaat 36 cm van het lichaam en wordt gereconstrueerd in plakken van 1,5 mm zonder overlap. "
      "Hoeveel plakken levert dat op?",
      ["24", "120", "240"],
      "C",
      "Zesendertig centimeter is 360 millimeter; gedeeld door anderhalve millimeter per plak geeft dat 240 plakken.",
      [REKEN, KORT, EENHEID_WOORD, GETAL_WOORD, ACR],
      compute=("360 / 1.5", "plakken")),

    q(NONE, "geen-ioniserende-straling",
      "Welke van deze beeldvormende technieken gebruikt GEEN ioniserende straling?",
      ["CT", "PET", "Echografie", "Een gewone röntgenfoto"],
      "C",
      "Echografie werkt met geluidsgolven. CT en de gewone röntgenfoto gebruiken allebei röntgenstraling, en bij PET komen "
      "gammafotonen vrij wanneer de positronen van de tracer met elektronen annihileren; dat is allemaal ioniserende straling.",
      [NEG, ACR]),

    q(DUP, "knie-kruisband",
      "Welk onderzoek is het meest geschikt om een gescheurde voorste kruisband in de knie aan te tonen?",
      ["Een MRI-scan", "Een röntgenfoto", "Een Röntgenfoto", "Een botscan"],
      "A",
      "MRI geeft weke delen zoals banden en menisci scherp weer; een röntgenfoto laat vooral bot zien.",
      [KORT, ACR], dup=("B", "C", HOOFDLETTERS)),

    q(NONE, "metaalsplinters-mri",
      "Waarom wordt bij iemand die met metaal heeft gewerkt soms eerst een röntgenfoto van de oogkassen gemaakt voordat "
      "er een MRI volgt?",
      ["Omdat metaal in het lichaam de stralingsdosis van de MRI sterk verhoogt",
       "Omdat metaalsplinters in het magneetveld kunnen bewegen en het oog beschadigen",
       "Omdat metaal het contrastmiddel giftig maakt"],
      "B",
      "Een ongemerkt ijzersplintertje in het oog kan door het magneetveld gaan verschuiven. Van een hogere stralingsdosis is geen "
      "sprake, want MRI gebruikt helemaal geen ioniserende straling.",
      [ACR, WEERLEGT]),

    q(NONE, "buisspanning-fotonenergie",
      "Een röntgenbuis werkt met een buisspanning van 100 kV. Hoe groot is de maximale energie van de fotonen die zij uitzendt?",
      ["10 keV", "100 keV", "1000 keV"],
      "B",
      "Een elektron dat door honderd kilovolt versneld wordt, krijgt honderd kilo-elektronvolt aan energie; meer kan een "
      "remstralingsfoton niet meekrijgen.",
      [REKEN, KORT, EENHEID_WOORD, GETAL_WOORD],
      compute=("100", "keV")),
]
