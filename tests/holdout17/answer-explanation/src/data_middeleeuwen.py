from common import *

ONDERWERP = "middeleeuwen"

VRAGEN = [
q(NONE, "duur-honderdjarige-oorlog",
  "De Honderdjarige Oorlog tussen Engeland en Frankrijk wordt meestal gedateerd van 1337 tot 1453. Hoe lang duurde hij dus?",
  ["100 jaar", "106 jaar", "116 jaar", "126 jaar"], "C",
  "1453 − 1337 = 116 jaar; de naam is dus een afronding en geen precieze duur.",
  tags=[REK, KORT, WEER]),

q(NONE, "kroning-karel-de-grote",
  "In welk jaar werd Karel de Grote in Rome tot keizer gekroond?",
  ["768", "800", "814", "843"], "B",
  "Paus Leo III zette Karel op eerste kerstdag van het jaar 800 in de Sint-Pieter de keizerskroon op; dat is dus het "
  "juiste jaar. In 768 werd Karel na de dood van zijn vader Pepijn koning der Franken, eerst samen met zijn broer "
  "Karloman, dus dat jaar markeert het begin van zijn koningschap en niet van het keizerschap. In 814 stierf hij in "
  "Aken, na veertien jaar als keizer. En 843 is het jaar van het Verdrag van Verdun, waarin zijn drie kleinzonen het "
  "rijk onderling verdeelden; Karel zelf was toen al bijna dertig jaar dood.",
  tags=[LANG, WEER]),

q(NONE, "eeuw-van-1302",
  "In welke eeuw vond de Guldensporenslag van 1302 plaats?",
  ["In de dertiende eeuw", "In de veertiende eeuw", "In de vijftiende eeuw"], "B",
  "De 14e eeuw loopt van 1301 tot en met 1400, dus 1302 valt daarin.",
  tags=[REK, KORT, GW]),

q(NONE, "niet-in-middeleeuwen",
  "Welke van de volgende gebeurtenissen vond NIET plaats in de middeleeuwen?",
  ["De Slag bij Hastings", "De Zwarte Dood in Europa", "De val van Constantinopel", "De Beeldenstorm in de Nederlanden"], "D",
  "De Beeldenstorm was in 1566 en hoort bij de vroegmoderne tijd. Hastings (1066), de pestgolf van 1347–1351 en de "
  "verovering van Constantinopel door de Ottomanen (1453) liggen allemaal vóór 1500.",
  tags=[NEG, PAR]),

q(NONE, "vazal-ontvangt-leen",
  "Wat ontving een vazal van zijn leenheer in ruil voor trouw en krijgsdienst?",
  ["De tienden van de parochie", "Een leen, meestal een stuk land", "Stadsrechten"], "B",
  "Hij kreeg grond in bruikleen, waarvan de opbrengst zijn uitrusting en levensonderhoud betaalde.",
  tags=[KORT, PAR]),

q(NONE, "bacterie-zwarte-dood",
  "Welke bacterie veroorzaakte de Zwarte Dood in het midden van de veertiende eeuw?",
  ["*Vibrio cholerae*", "*Mycobacterium tuberculosis*", "*Bacillus anthracis*", "*Yersinia pestis*"], "D",
  "De pest werd veroorzaakt door *Yersinia pestis*, die via vlooien van ratten en later ook van mens op mens werd overgedragen.",
  tags=[KORT, CURS], markup="markdown"),

q(NONE, "stad-na-pest",
  "Een stad met vierentwintigduizend inwoners verloor door de pest een derde van haar bevolking. Hoeveel inwoners bleven er over?",
  ["8000", "12 000", "16 000", "18 000"], "C",
  "Een derde van 24 000 is 8000; dat zijn de doden. Over blijven 24 000 − 8000 = 16 000 inwoners.",
  tags=[REK, GW, WEER]),

q(NONE, "kenmerk-gotiek",
  "Welk bouwkundig kenmerk is typisch voor de gotiek?",
  ["De rondboog", "De spitsboog", "Een grote koepel op pendentieven", "Dikke muren met kleine vensters"], "B",
  "De rondboog is het kenmerk van de romaanse stijl die aan de gotiek voorafging; omdat hij zijdelings veel druk geeft, "
  "had die bouwstijl zware muren nodig. Dikke muren met kleine vensters zijn dus ook romaans en juist niet gotisch. "
  "Een grote koepel op pendentieven is Byzantijns, met de Hagia Sophia in Constantinopel als bekendste voorbeeld. De "
  "gotiek gebruikte de spitsboog, die de last steiler naar beneden leidt, samen met kruisribgewelven en luchtbogen. "
  "Daardoor konden de muren dunner en hoger worden en was er ruimte voor grote glas-in-loodramen, zoals in de "
  "kathedralen van Chartres en Reims.",
  tags=[LANG, WEER]),

q(NONE, "koning-magna-carta",
  "Welke Engelse koning moest in 1215 de *Magna Carta* bezegelen?",
  ["Richard Leeuwenhart", "Hendrik II", "Jan zonder Land", "Eduard I"], "C",
  "Jan zonder Land, de jongere broer en opvolger van Richard, werd door opstandige baronnen gedwongen hun rechten "
  "schriftelijk te erkennen. Richard was toen al zestien jaar dood.",
  tags=[WEER, CURS], markup="markdown"),

q(NONE, "eerste-kruistocht-duur",
  "De Eerste Kruistocht werd in 1095 afgekondigd; in 1099 viel Jeruzalem. Hoeveel jaar zat daartussen?",
  ["Twee jaar", "Drie jaar", "Vier jaar", "Vijf jaar"], "C",
  "1099 − 1095 = 4 jaar.",
  tags=[REK, GW, KORT]),

q(NONE, "wat-was-de-hanze",
  "Wat was de Hanze?",
  ["Een samenwerkingsverband van handelssteden rond de Noord- en Oostzee",
   "Een ridderorde die in de dertiende eeuw met steun van de paus tegen de heidense Pruisen en Litouwers vocht",
   "Een Vlaamse munteenheid"], "A",
  "Kooplieden uit onder meer Lübeck, Deventer en Kampen bundelden hun krachten om handelsvoorrechten en veilige routes te krijgen.",
  tags=[PAR]),

q(NONE, "inzet-investituurstrijd",
  "Waar draaide de Investituurstrijd in de elfde en twaalfde eeuw om?",
  ["Over de vraag wie de keizer mocht kiezen",
   "Over de vraag of priesters en andere geestelijken mochten trouwen en hun ambt aan hun zonen mochten nalaten",
   "Over de belastingen op kerkelijke grond",
   "Over de vraag wie bisschoppen mocht benoemen: de paus of de wereldlijke vorst"], "D",
  "Paus Gregorius VII en keizer Hendrik IV botsten over het recht om bisschoppen in hun ambt te zetten; de keizerkeuze "
  "was een zaak van de vorsten, niet van dit conflict.",
  tags=[PAR, WEER]),

q(NONE, "gilde-geen-taak",
  "Welke taak had een middeleeuws ambachtsgilde NIET?",
  ["Het innen van de belastingen voor de landsheer",
   "Regels opstellen voor kwaliteit en prijs van producten",
   "De opleiding van leerling via gezel tot meester regelen",
   "Zorgen voor zieke leden en voor weduwen van leden"], "A",
  "Belastingen inden was een zaak van het stadsbestuur of van de ambtenaren van de landsheer, niet van het gilde; A "
  "is dus het antwoord. De andere drie taken hoorden wel bij een gilde. Het gilde bewaakte de kwaliteit, bijvoorbeeld "
  "door keurmeesters die producten controleerden, en hield prijzen en werktijden in de hand zodat leden elkaar niet "
  "onderboden. Het regelde ook de hele loopbaan: een leerling ging in de leer bij een meester, werd daarna gezel en "
  "kon meester worden met een proefstuk, het meesterstuk. Ten slotte had het gilde een eigen kas waaruit zieke leden, "
  "begrafenissen en weduwen werden ondersteund.",
  tags=[NEG, LANG]),

q(NONE, "kloosterregel-benedictus",
  "Op welke kloosterregel baseerden de meeste West-Europese kloosters in de vroege middeleeuwen zich?",
  ["De regel van Benedictus", "De regel van Franciscus", "De regel van Calvijn"], "A",
  "Benedictus van Nursia schreef rond 530 zijn regel, met *ora et labora* als kern.",
  tags=[KORT, CURS], markup="markdown"),

q(NONE, "drieslagstelsel-braak",
  "Een boer bewerkt 90 hectare akkerland volgens het drieslagstelsel. Hoeveel ligt er elk jaar braak?",
  ["30 ha", "45 ha", "60 ha"], "A",
  "Het land is in drie gelijke delen verdeeld, waarvan één braak ligt: 90 / 3 = 30 ha. 45 ha zou bij het oudere tweeslagstelsel horen.",
  tags=[REK, EW, WEER]),

q(NONE, "stadsrecht-niet-inbegrepen",
  "Welk recht kreeg een middeleeuwse stad met haar stadsrechten meestal NIET?",
  ["Volledige onafhankelijkheid van de landsheer",
   "Het recht om een stadsmuur te bouwen",
   "Een eigen rechtspraak door schepenen",
   "Het recht om markt te houden"], "A",
  "Een stad bleef onder haar graaf of hertog vallen. Muren, schepenbank en markt waren juist de gebruikelijke voorrechten.",
  tags=[NEG, KORT]),

q(NONE, "moord-op-floris-v",
  "Welke graaf van Holland werd in 1296 door opstandige edelen bij Muiden vermoord?",
  ["Willem II", "Floris V", "Jan I", "Dirk III"], "B",
  "Floris V, zie [zijn biografie](https://nl.wikipedia.org/wiki/Floris_V_van_Holland).",
  tags=[KORT, LINK], markup="markdown"),

q(NONE, "romeins-jaartal-1348",
  "Welk jaartal staat er op een grafsteen met MCCCXLVIII?",
  ["1248", "1353", "1368", "1348"], "D",
  "M = 1000, CCC = 300, XL = 40 (50 − 10) en VIII = 8; samen 1348. Wie XL als 60 leest, komt op 1368.",
  tags=[REK, WEER]),

q(NONE, "horige-versus-slaaf",
  "Wat onderscheidde een horige van een slaaf?",
  ["Een horige mocht zelf bepalen waar hij woonde",
   "Een horige hoefde geen diensten voor de heer te verrichten",
   "Een horige was aan de grond gebonden, maar kon niet als persoon worden verkocht",
   "Een horige was altijd van adel"], "C",
  "Hij hoorde bij het land: wie het domein overnam, nam de horigen mee, maar losse verkoop zoals bij een slaaf was er niet. "
  "Verhuizen mocht hij juist niet, en herendiensten moest hij wel leveren.",
  tags=[PAR, WEER]),

q(NONE, "eerste-bisschop-utrecht",
  "Wie werd aan het eind van de zevende eeuw de eerste bisschop van Utrecht?",
  ["Bonifatius", "Liudger", "Lebuïnus", "Willibrord"], "D",
  "Willibrord, een Angelsaksische monnik, kreeg in 695 de wijding. Bonifatius werkte later in Friesland en werd in "
  "754 bij Dokkum vermoord; Liudger werd de eerste bisschop van Münster.",
  tags=[WEER]),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "eerste-karolingische-koning",
  "Wie werd in 751 de eerste koning der Franken uit het Karolingische huis?",
  ["Pepijn de Korte", "Karel Martel", "Karel de Grote", "Clovis"], "A",
  "Pepijn de Korte zette de laatste Merovinger af en liet zich met steun van de paus tot koning zalven; zijn vader "
  "Karel Martel was alleen hofmeier.",
  move="C"),

q(MOVED, "aanvallers-dorestad",
  "Welke aanvallers plunderden in de negende eeuw herhaaldelijk de handelsplaats Dorestad?",
  ["De Hunnen", "De Vikingen", "De Saracenen", "De Magyaren"], "B",
  "Noormannen voeren met hun schepen de rivieren op en overvielen Dorestad tussen 834 en 863 meerdere keren.",
  move="D"),

q(MOVED, "keizerschap-karel-duur",
  "Karel de Grote was keizer van zijn kroning in 800 tot zijn dood in 814. Hoeveel jaar was hij keizer?",
  ["12 jaar", "14 jaar", "16 jaar"], "B",
  "814 − 800 = 14 jaar.",
  move="A"),
]
