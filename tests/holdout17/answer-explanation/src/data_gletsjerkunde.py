from common import *

ONDERWERP = "gletsjerkunde"

VRAGEN = [
q(NONE, "gletsjersnelheid-per-dag",
  "Een dalgletsjer stroomt met 120 meter per jaar. Hoeveel is dat ongeveer per dag?",
  ["3 cm", "33 cm", "1,2 m", "3,3 m"], "B",
  "120 m / 365 d ≈ 0,33 m, dus zo'n 33 cm per dag.",
  tags=[REK, KORT, EW]),

q(NONE, "overgang-sneeuw-ijs",
  "Hoe heet de korrelige, samengeperste sneeuw die minstens één zomer heeft overleefd maar nog geen gletsjerijs is?",
  ["Firn", "Rijp", "Hagel"], "A",
  "Dat is firn, ook wel *névé* genoemd; het zit tussen verse sneeuw en compact ijs in.",
  tags=[KORT, CURS], markup="markdown"),

q(NONE, "sneeuw-voor-een-meter-ijs",
  "Verse sneeuw heeft een dichtheid van ongeveer 100 kg/m³ en gletsjerijs van ongeveer 900 kg/m³. Hoeveel meter verse sneeuw levert ongeveer één meter ijs op?",
  ["0,9 m", "1,1 m", "9 m", "90 m"], "C",
  "De massa blijft gelijk: 900 / 100 = 9, dus er is ongeveer 9 m sneeuw nodig voor 1 m ijs.",
  tags=[REK, KORT]),

q(NONE, "puinwal-aan-de-tong",
  "Hoe heet de wal van puin die een gletsjer vóór zijn tong opstuwt en achterlaat op het verste punt dat hij bereikte?",
  ["Zijmorene", "Middenmorene", "Eindmorene", "Grondmorene"], "C",
  "Een zijmorene ligt langs de flanken van de gletsjer, waar puin van de dalwanden op het ijs valt en mee wordt "
  "gevoerd; die hoort dus niet bij de tong. Een middenmorene ontstaat waar twee gletsjers samenvloeien en hun "
  "zijmorenen één donkere streep midden op het ijs vormen. De grondmorene is het mengsel van klei, zand en stenen dat "
  "onder het ijs wordt meegesleept en bij het smelten als een deken achterblijft, zoals keileem. Alleen de eindmorene "
  "markeert het verste punt: het ijs duwt en laat puin liggen aan zijn front, en na het terugtrekken blijft daar een "
  "boogvormige wal over, soms met een meer erachter.",
  tags=[LANG, WEER]),

q(NONE, "geen-glaciale-erosievorm",
  "Welke landvorm is GEEN gevolg van erosie door gletsjers?",
  ["Een U-vormig dal", "Een kaar", "Een fjord", "Een rivierdelta"], "D",
  "Een delta bouwt een rivier op met afgezet sediment. U-dalen, karen en fjorden zijn juist door ijs uitgeschuurd; "
  "een fjord is een uitgesleten dal waar later de zee in liep.",
  tags=[NEG, PAR]),

q(NONE, "netto-massabalans",
  "Op een gletsjer valt in een jaar 2,4 m waterequivalent aan sneeuw, terwijl 3,1 m waterequivalent wegsmelt. Wat is de netto massabalans?",
  ["+0,7 m", "−0,7 m", "−5,5 m", "+5,5 m"], "B",
  "2,4 − 3,1 = −0,7 m waterequivalent: de gletsjer verliest massa. Optellen (5,5 m) is niet zinvol.",
  tags=[REK, KORT, WEER]),

q(NONE, "wat-is-een-drumlin",
  "Wat is een drumlin?",
  ["Een diep meer in een kaar",
   "Een diepe geul die smeltwater onder het ijs in de rotsbodem heeft uitgesleten, evenwijdig aan de ijsstroom",
   "Een langgerekte heuvel van keileem, gestroomlijnd in de stroomrichting van het ijs",
   "Een rotspunt die boven een ijskap uitsteekt"], "C",
  "Het is een ovale, walvisvormige bult die het ijs onder zich heeft gevormd; de steile kant wijst tegen de ijsstroom in.",
  tags=[PAR]),

q(NONE, "stof-versnelt-smelten",
  "Waarom smelt een gletsjer sneller wanneer het oppervlak bedekt raakt met stof en roet?",
  ["Omdat stof het ijs chemisch oplost",
   "Omdat het stof het ijs zwaarder maakt, zodat het sneller stroomt",
   "Omdat stof de luchttemperatuur boven het ijs verlaagt",
   "Omdat een donker oppervlak minder zonlicht weerkaatst en meer warmte opneemt"], "D",
  "Het albedo daalt: vuil ijs absorbeert meer zonnestraling dan schone sneeuw. Chemisch oplossen speelt geen rol, en "
  "het extra gewicht van een dun laagje stof is verwaarloosbaar.",
  tags=[PAR, WEER]),

q(NONE, "stuwwal-saalien",
  "Welke Nederlandse landvorm ontstond doordat landijs in het Saalien de bodem opstuwde?",
  ["De Utrechtse Heuvelrug", "De Waddeneilanden", "Het Zuid-Limburgse heuvelland", "De kustduinen"], "A",
  "De Heuvelrug is een [stuwwal](https://nl.wikipedia.org/wiki/Stuwwal): het ijs duwde rivierzand en grind op tot heuvels. "
  "De duinen en Waddeneilanden zijn door zee en wind gevormd, lang na die ijstijd.",
  tags=[LINK, WEER], markup="markdown"),

q(NONE, "ontstaan-gletsjerspleten",
  "Waardoor ontstaan gletsjerspleten?",
  ["Door trekspanning in de bovenste, brosse laag van het ijs",
   "Door aardbevingen onder de gletsjer",
   "Door regenwater dat het ijs oplost",
   "Door het gewicht van sneeuw op het oppervlak"], "A",
  "Bovenin is het ijs bros; waar het versnelt of over een drempel buigt, scheurt het open.",
  tags=[PAR, KORT]),

q(NONE, "terugtrekking-per-jaar",
  "Een gletsjertong trok in twintig jaar zeshonderd meter terug. Hoeveel is dat gemiddeld per jaar?",
  ["12 m", "30 m", "60 m", "300 m"], "B",
  "600 m / 20 jaar = 30 m per jaar.",
  tags=[REK, KORT, GW]),

q(NONE, "basaal-glijden",
  "Waardoor kan een gematigde gletsjer over zijn rotsbodem glijden?",
  ["Doordat het ijs aan de onderkant bevroren is aan de rots",
   "Doordat de aarde onder de gletsjer draait",
   "Doordat een laagje smeltwater aan de basis de wrijving vermindert",
   "Doordat wind het ijs vooruit duwt"], "C",
  "Bij een gematigde gletsjer ligt de basis op het smeltpunt; het water daar werkt als smeermiddel. Bij ijs dat aan "
  "de rots vastgevroren is, komt glijden juist nauwelijks voor.",
  tags=[PAR, WEER]),

q(NONE, "armstoelvormige-uitholling",
  "Hoe heet de armstoelvormige uitholling hoog op een berghelling waar een dalgletsjer begint?",
  ["Een drumlin", "Een esker", "Een moulin", "Een kaar"], "D",
  "Een kaar, in het Frans *cirque*; vaak ligt er na het smelten een meertje in.",
  tags=[KORT, CURS], markup="markdown"),

q(NONE, "zeespiegel-onjuiste-bewering",
  "Welke bewering over ijs en zeespiegel is onjuist?",
  ["Als drijvend zee-ijs smelt, stijgt de zeespiegel nauwelijks",
   "Als landijs op Groenland smelt, stijgt de zeespiegel",
   "Antarctica bevat het grootste deel van het zoete water op aarde",
   "Als het drijvende ijs rond de Noordpool smelt, stijgt de zeespiegel meters"], "D",
  "Het Noordpoolijs drijft al en verplaatst zijn eigen gewicht aan water, dus D is de onjuiste bewering. A klopt om "
  "dezelfde reden: drijvend ijs dat smelt, vult ongeveer precies het volume dat het al onder water innam, afgezien van "
  "een klein effect doordat zoet smeltwater iets lichter is dan zeewater. B klopt, want het Groenlandse ijs ligt op "
  "land; als het smelt of in zee glijdt, komt er water bij in de oceaan. C klopt ook: de Antarctische ijskap bevat "
  "naar schatting zo'n zeventig procent van al het zoete water op aarde, genoeg voor tientallen meters stijging.",
  tags=[NEG, LANG]),

q(NONE, "druk-onder-ijs",
  "Hoe groot is de druk van het ijs aan de basis van een 300 m dikke gletsjer, uitgedrukt in megapascal? (dichtheid ijs 900 kg/m³, g = 9,81 m/s²)",
  ["0,26", "2,6", "26", "265"], "B",
  "p = ρ·g·h = 900 × 9,81 × 300 ≈ 2,65 × 10⁶ Pa ≈ 2,6 MPa.",
  tags=[REK, KORT, EW]),

q(NONE, "getijdengletsjer",
  "Wat is een getijdengletsjer?",
  ["Een gletsjer die in zee eindigt en daar ijsbergen afkalft",
   "Een gletsjer die alleen bij vloed beweegt",
   "Een gletsjer op de bodem van de oceaan"], "A",
  "Zijn front staat in zee, zodat er stukken afbreken en wegdrijven.",
  fb=["Goed zo! Het afbreken van die ijsbergen heet kalven.",
      "Nee, het getij beïnvloedt het front wel, maar de gletsjer beweegt het hele jaar.",
      "Nee, gletsjers ontstaan op land uit sneeuw."],
  tags=[FB, KORT, PAR]),

q(NONE, "procentuele-oppervlakteafname",
  "Het oppervlak van een gletsjer nam af van 12 km² tot 9 km². Met hoeveel procent kromp het oppervlak?",
  ["3%", "25%", "33%", "75%"], "B",
  "De afname is 3 km² ten opzichte van de beginwaarde 12 km²: 3 / 12 = 0,25 = 25%. Wie door 9 deelt, krijgt 33%.",
  tags=[REK, WEER], compute=("(12 - 9) / 12 * 100", "%")),

q(NONE, "zwerfkeien-drenthe",
  "Hoe kwamen de Scandinavische zwerfkeien in Drenthe terecht?",
  ["Ze werden door de Rijn aangevoerd",
   "Ze zijn door vulkanen uitgeworpen",
   "Het landijs heeft ze vanuit Scandinavië meegevoerd",
   "Mensen hebben ze als ballast op schepen meegebracht"], "C",
  "Het landijs van het Saalien nam rotsblokken mee en liet ze bij het smelten achter, waarvan later de hunebedden gebouwd werden.",
  fb=["Nee, de Rijn voerde zand en grind uit het zuiden aan, geen Scandinavisch graniet.",
      "Nee, in Noord-Nederland zijn geen vulkanen geweest.",
      "Goed zo! Het ijs fungeerde als een enorme lopende band.",
      "Nee, daarvoor zijn het er veel te veel en liggen ze te ver landinwaarts."],
  tags=[FB]),

q(NONE, "evenwichtslijn-gletsjer",
  "Wat geeft de evenwichtslijn van een gletsjer aan?",
  ["De grens tussen gletsjer en rotsbodem",
   "De plaats in het lengteprofiel waar de gletsjer het snelst stroomt, meestal halverwege de tong",
   "Het laagste punt van de gletsjertong",
   "De hoogte waarop jaarlijkse aanwas en afsmelting elkaar opheffen"], "D",
  "Daarboven groeit het ijs netto aan, daaronder smelt er meer weg dan er bijkomt.",
  tags=[PAR, KORT]),

q(NONE, "reistijd-ijs-door-gletsjer",
  "Het ijs in een gletsjer van acht kilometer lang stroomt gemiddeld 50 m per jaar. Hoe lang doet een ijskristal erover om van de top naar de tong te komen?",
  ["160 jaar", "1600 jaar", "16 jaar", "6,25 jaar"], "A",
  "8 km = 8000 m; 8000 / 50 = 160 jaar.",
  tags=[REK, KORT, GW, EW]),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "ablatiezone-betekenis",
  "Wat is de ablatiezone van een gletsjer?",
  ["Het hoogste deel, waar sneeuw zich ophoopt",
   "De spleet tussen gletsjer en rotswand",
   "Het lagere deel, waar per jaar meer ijs verdwijnt dan er bijkomt",
   "De laag smeltwater onder het ijs"], "C",
  "In de ablatiezone overheerst het verlies door smelten, verdampen en kalven; zij ligt onder de evenwichtslijn.",
  move="A"),

q(MOVED, "wat-is-een-esker",
  "Wat is een esker?",
  ["Een rotsblok dat door het ijs is meegevoerd",
   "Een kronkelende rug van zand en grind, afgezet door een smeltwaterrivier in of onder het ijs",
   "Een steile wand achter in een kaar"], "B",
  "Een esker is de opvulling van een oude smeltwatertunnel: toen het ijs verdween, bleef de bedding als een lange, "
  "slingerende wal van gesorteerd zand en grind over.",
  move="C"),

q(MOVED, "dunner-na-twaalf-jaar",
  "Een gletsjer wordt elk jaar gemiddeld 1,5 m dunner. Hoeveel dunner is hij na 12 jaar?",
  ["8 m", "13,5 m", "15 m", "18 m"], "D",
  "Per jaar 1,5 m, dus na 12 jaar: 1,5 m × 12 = 18 m.",
  move="B"),
]
