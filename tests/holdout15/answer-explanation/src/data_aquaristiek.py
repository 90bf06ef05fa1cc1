from common import *
TOPIC = "aquaristiek"
TITLE = "Aquaristiek"
DESC = "Inrichting, waterkwaliteit, vissen en planten in het aquarium."

q(NONE, "stikstofcyclus", "Welke omzetting voeren nitrificerende bacteriën in het filter uit?",
  ["Nitraat via nitriet naar stikstofgas", "Nitraat naar ammoniak", "Zuurstof naar koolzuur", "Ammoniak via nitriet naar nitraat"], "D",
  "Bacteriën zetten giftige ammoniak eerst om in nitriet en daarna in veel minder schadelijk nitraat.", "parafrase kort")
q(NONE, "inhoud-aquarium", "Een aquarium is 100 cm lang, 40 cm breed en 50 cm hoog. Hoeveel liter water past er maximaal in?",
  ["2000 liter", "200 liter", "20 liter"], "B",
  "100 × 40 × 50 = 200.000 cm³; duizend kubieke centimeter is een liter, dus 200 l.", "rekenen eenheid-woorden", compute=("100*40*50/1000", "liter"))
q(NONE, "inlopen", "Waarom laat je een nieuw aquarium enkele weken inlopen voordat je vissen plaatst?",
  ["Zodat het water op kamertemperatuur komt", "Zodat het chloor volledig verdampt", "Zodat zich voldoende bacteriën in het filter kunnen vestigen", "Zodat de siliconenkit van de bak volledig kan uitharden"], "C",
  "Zonder bacteriekolonie hoopt ammoniak en nitriet zich op. Een paar uur volstaat voor de temperatuur, weken zijn nodig voor de bacteriën.", "weerlegt")
q(NONE, "ph-neutraal", "Welke pH-waarde geldt als neutraal?",
  ["7", "5", "9"], "A",
  "Een pH van zeven is neutraal; lager is zuur en hoger is basisch.", "getal-woorden kort feedback",
  fb=["Goed.", "Nee: pH 5 is zuur.", "Nee: pH 9 is basisch."])
q(NONE, "gh-kh", "Wat meet de KH-waarde van aquariumwater?",
  ["Het zoutgehalte", "De carbonaathardheid, die de pH buffert", "De totale hoeveelheid kalk en magnesium"], "B",
  "KH staat voor carbonaathardheid: hoe hoger, hoe beter het water schommelingen in de pH opvangt. De totale hardheid is niet de KH maar de GH.", "acroniem weerlegt")
q(NONE, "waterverversen", "Een aquarium bevat 240 liter. Je ververst wekelijks 25%. Hoeveel liter is dat?",
  ["48 liter", "80 liter", "60 liter"], "C",
  "Een kwart van 240 l is 60 liter.", "rekenen getal-woorden eenheid-woorden kort", compute=("240*0.25", "liter"))
q(NONE, "geen-scholenvis", "Welke vis is GEEN scholenvis?",
  ["Kempvis", "Neontetra", "Zebravis"], "A",
  "Neontetra's en zebravissen voelen zich pas veilig in een groep van minstens zes tot tien dieren. De kempvis is juist een territoriale vis; mannetjes vechten met elkaar.", "negatief")
q(NONE, "co2-planten", "Waarom dienen veel plantenliefhebbers CO2 toe aan hun aquarium?",
  ["Omdat CO2 algen doodt", "Omdat koolstofdioxide in water vaak de groei van planten beperkt", "Omdat vissen koolstofdioxide uit het water nodig hebben om goed te kunnen ademen"], "B",
  "Planten gebruiken koolstofdioxide voor fotosynthese en in water is daar vaak te weinig van. Vissen hebben er geen baat bij: zij ademen zuurstof.", "acroniem weerlegt")
q(NONE, "nitriet-gevaar", "Waarom is nitriet gevaarlijk voor vissen?",
  ["Het maakt het water troebel", "Het verlaagt de watertemperatuur", "Het laat de pH snel stijgen", "Het hindert het zuurstoftransport in het bloed"], "D",
  "Nitriet zet hemoglobine om in een vorm die geen zuurstof kan binden, waardoor vissen naar adem happen.", "parafrase")
q(NONE, "temperatuur-tropisch", "Welke watertemperatuur past bij de meeste tropische gezelschapsvissen?",
  ["24 tot 26 °C", "14 tot 16 °C", "32 tot 34 °C"], "A",
  "De meeste tropische soorten doen het goed tussen vierentwintig en zesentwintig graden Celsius.", "rekenen eenheid-woorden getal-woorden kort")
q(NONE, "verwarmer-vermogen", "Vuistregel: 1 watt verwarmingsvermogen per liter. Welk vermogen kies je voor een bak van 150 liter?",
  ["300 W", "150 W", "50 W"], "B",
  "Honderdvijftig liter maal één watt per liter geeft 150 W.", "rekenen eenheid-woorden getal-woorden", compute=("150*1", "W"))
q(NONE, "niet-filtermedium", "Welk materiaal is NIET bedoeld als biologisch filtermedium?",
  ["Keramische ringetjes", "Sinterglas", "Actieve kool"], "C",
  """Keramische ringetjes hebben een ruw, poreus oppervlak waarop nitrificerende bacteriën zich in grote aantallen vestigen,
en daarom vind je ze in bijna elk biologisch filter. Sinterglas werkt op dezelfde manier: door de vele kleine poriën is
het inwendige oppervlak enorm groot, wat ruimte geeft aan een dichte bacteriekolonie. Actieve kool heeft weliswaar ook
een groot oppervlak, maar wordt gebruikt om stoffen chemisch te binden, zoals medicijnresten, kleurstoffen uit hout of
geuren. Na enkele weken is de kool verzadigd en moet hij worden vervangen. Het is dus een chemisch en geen biologisch
filtermedium.""", "negatief lang")
q(NONE, "quarantaine", "Waarom zet je nieuwe vissen eerst in een quarantainebak?",
  ["Om ziekten op te sporen voordat ze de bestaande bevolking besmetten", "Om ze sneller te laten groeien", "Om ze aan kunstlicht te laten wennen", "Om ze te laten wennen aan de kleur van de bodem"], "A",
  "Een aparte bak van enkele weken laat ziekten als witte stip aan het licht komen zonder dat de hele bak besmet raakt.", "parafrase")
q(NONE, "bodembedekker", "Waarvoor dienen *Corydoras*-meervallen in een gezelschapsaquarium?",
  ["Ze houden de waterspiegel algvrij", "Ze zoeken voedselresten op de bodem", "Ze eten de slakken en hun eitjes van de voorruit en van de bladeren van planten"], "B",
  "*Corydoras* zijn bodemvissen die met hun baarddraden de grond afzoeken naar voedselresten.", "cursief parafrase")
q(NONE, "aantal-vissen", "Vuistregel: 1 cm volwassen vislengte per 2 liter water. Hoeveel neontetra's van 4 cm passen in 80 liter?",
  ["20", "40", "10"], "C",
  "Tachtig liter gedeeld door twee geeft 40 cm vis; gedeeld door vier centimeter per vis zijn dat 10 neontetra's.", "rekenen getal-woorden eenheid-woorden", compute=("80/2/4", "vissen"))
q(NONE, "zeewater-dichtheid", "Welke soortelijke dichtheid wordt in een rifaquarium meestal nagestreefd?",
  ["1,025", "1,000", "1,100"], "A",
  "Rifaquaria worden rond 1,025 gehouden, vergelijkbaar met natuurlijk zeewater; 1,000 is zoet water.", "rekenen weerlegt kort")
q(NONE, "blauwalg", "Wat is 'blauwalg' in een aquarium eigenlijk?",
  ["Een schimmel", "Een laag cyanobacteriën", "Een groenalg"], "B",
  "Ondanks de naam is het geen alg maar een kolonie cyanobacteriën, die vaak bij slechte stroming en veel fosfaat ontstaat.", "weerlegt kort")
q(NONE, "ledverlichting", "Wat is een voordeel van led-verlichting boven tl-buizen voor een aquarium?",
  ["Ledlicht bevat geen blauw licht", "Led-lampen warmen het water zo sterk op dat een verwarmer overbodig wordt", "Een lager stroomverbruik en een langere levensduur"], "C",
  "Leds zetten meer stroom om in licht en gaan jaren mee; tl-buizen verliezen na ongeveer een jaar merkbaar aan lichtopbrengst.", "acroniem parafrase")
q(NONE, "vissen-voeren", "Hoe vaak en hoeveel voer je volwassen gezelschapsvissen meestal?",
  ["Een- of tweemaal daags zoveel als ze binnen enkele minuten opeten", "Eenmaal per week een grote portie", "Zoveel als er in het voerbakje past"], "A",
  "Kleine porties die snel op zijn voorkomen dat voerresten gaan rotten en het water belasten.", "parafrase feedback",
  fb=["Goed.", "Niet goed: te lang zonder voer en dan te veel ineens.", "Niet goed: overvoeren vervuilt het water."])
q(NONE, "hydrometer", "Met welk instrument meet je het zoutgehalte in een zeewateraquarium het nauwkeurigst?",
  ["Een pH-meter", "Een druppeltest voor de GH", "Een thermometer", "Een refractometer"], "D",
  "Een refractometer meet de lichtbreking van een druppel water, die rechtstreeks samenhangt met het zoutgehalte.", "kort")

q(SUPPORTS, "nitraat-verlagen", "Wat is de eenvoudigste manier om een te hoog nitraatgehalte te verlagen?",
  ["Meer voer geven", "Het filter uitzetten", "Regelmatig een deel van het water verversen"], "C",
  "Nitraat verdwijnt niet via het filter; door een deel van het water te vervangen door schoon water daalt de concentratie direct.", "parafrase kort", moved_to="B")
q(SUPPORTS, "ammoniak-ph", "Bij welke pH is het aandeel vrije, giftige ammoniak in het totale ammonium het grootst?",
  ["Bij pH 8,5", "Bij pH 6", "Bij pH 7"], "A",
  "Hoe basischer het water, hoe meer ammonium overgaat in vrije ammoniak; bij pH 8,5 is het giftige deel dus het grootst, en bij pH 6 vrijwel verwaarloosbaar.", "rekenen weerlegt", moved_to="B")
q(SUPPORTS, "niet-plant", "Welke van deze is GEEN aquariumplant?",
  ["Cryptocoryne", "Anemoonvis", "Javavaren"], "B",
  "De anemoonvis is een zeevis die in anemonen leeft. Javavaren en cryptocoryne zijn wel bekende, makkelijke aquariumplanten.", "negatief weerlegt", moved_to="A")
q(DUP, "uv-c", "Waarvoor gebruiken aquarianen een UV-C-lamp in het filtercircuit?",
  ["Om het water te verwarmen", "Om het water te verwarmen ", "Om zwevende algen en ziektekiemen in het water te doden"], "C",
  "Het ultraviolette licht beschadigt het erfelijk materiaal van zwevende algen en bacteriën die langs de lamp stromen.", "acroniem parafrase", dup=("A", "B", "spatie"))
