from common import *
TOPIC = "kledingontwerp"
TITLE = "Kledingontwerp"
DESC = "Patroontekenen, stoffen, pasvorm en productie van kleding."

q(NONE, "draadrichting", "Waarom leg je patroondelen met de pijl evenwijdig aan de zelfkant op de stof?",
  ["Zodat je zo weinig mogelijk stof nodig hebt en de restjes bruikbaar blijven", "Zodat de naden onzichtbaar worden", "Zodat het kledingstuk recht valt en niet gaat draaien"], "C",
  "De pijl geeft de draadrichting aan. Volg je die, dan lopen de kettingdraden in de lengte en hangt het stuk zoals bedoeld.", "parafrase")
q(NONE, "schuin-van-de-draad", "Wat is het effect van stof schuin van de draad knippen?",
  ["De stof rekt en valt soepel over rondingen", "De stof wordt stugger en houdt daardoor beter zijn vorm bij kragen en manchetten", "De stof rafelt niet meer"], "A",
  "Onder 45 graden geeft geweven stof mee, ideaal voor soepel vallende jurken en biaisband.", "kort")
q(NONE, "nadentoeslag", "Een patroondeel is 40 cm breed zonder naadtoeslag. Je voegt aan beide zijden 1,5 cm toe. Hoe breed knip je het?",
  ["41,5 cm", "43 cm", "46 cm"], "B",
  "Twee keer anderhalve centimeter is drie centimeter extra: 40 + 3 = 43 cm.", "rekenen getal-woorden eenheid-woorden", compute=("40+2*1.5", "cm"))
q(NONE, "coupe", "Wat doet een figuurnaad (coupenaad)?",
  ["Hij verstevigt de zoom", "Hij voorkomt rafelen", "Hij verbindt voering en buitenstof langs de halslijn", "Hij geeft platte stof vorm rond borst, taille of heup"], "D",
  "Door een wigvormig stuk weg te nemen ontstaat een driedimensionale vorm die het lichaam volgt.", "parafrase kort")
q(NONE, "tricot-naald", "Welke naald gebruik je bij voorkeur voor tricot?",
  ["Een naald met een kogelpunt (stretchnaald)", "Een leernaald met snijpunt", "Een jeansnaald", "Een naald met een extra dikke schacht voor canvas"], "A",
  "Een afgeronde punt schuift tussen de lussen door in plaats van ze te doorboren, zodat er geen ladders ontstaan. Een snijpunt is bedoeld voor leer, niet voor breisel.", "weerlegt")
q(NONE, "geen-natuurvezel", "Welke vezel is GEEN natuurlijke vezel?",
  ["Wol", "Polyester", "Linnen"], "B",
  "Linnen komt uit vlas en wol van schapen; het zijn dus natuurlijke vezels. Polyester wordt uit aardolie gemaakt.", "negatief kort")
q(NONE, "stofverbruik", "Voor een rok is 1,40 m stof nodig. Hoeveel meter stof heb je nodig voor een serie van 25 rokken?",
  ["3,5 m", "350 m", "35 m"], "C",
  "Vijfentwintig keer 1,40 m is 35 meter.", "rekenen getal-woorden eenheid-woorden kort", compute=("25*1.4", "m"))
q(NONE, "toile", "Wat is een *toile*?",
  ["Een proefmodel in goedkope stof om de pasvorm te testen", "De definitieve stof van een jurk", "Een soort borduursteek", "Een doorzichtige stof voor sluiers"], "A",
  "Met een *toile*, vaak van ongebleekt katoen, kun je de pasvorm keuren en aanpassen voordat je de dure stof aansnijdt.", "cursief parafrase")
q(NONE, "gradering", "Wat is gradering in patroontekenen?",
  ["Het verven van stof in verschillende tinten", "Het aanbrengen van een kleurverloop op de stof", "Het kiezen van de stofkwaliteit", "Het omzetten van een basispatroon naar andere maten"], "D",
  "Bij graderen worden de patroonlijnen volgens vaste stappen vergroot of verkleind, zodat een hele maatreeks ontstaat.", "parafrase")
q(NONE, "lockmachine", "Wat doet een lockmachine (overlock)?",
  ["Hij borduurt motieven", "Hij zet knopen aan", "Hij stikt, werkt de rand af en snijdt het overtollige weg in één doorgang"], "C",
  """Een overlockmachine werkt met meerdere draden tegelijk en een mesje dat vlak voor de naald de stofrand bijknipt.
Zo wordt de naad in één beweging gestikt en tegen rafelen beschermd, wat vooral bij tricot handig is omdat de steek
meerekt. Borduren doe je niet met een lockmachine maar met een borduurmachine of een naaimachine met een speciale
borduurvoet en een raam. Knopen aanzetten is een taak voor een knopenaanzetmachine of de zigzagsteek van een gewone
naaimachine. De lockmachine is dus gespecialiseerd in het afwerken en tegelijk doorstikken van naden.""", "lang weerlegt")
q(NONE, "gsm-stof", "Wat betekent een stofgewicht van 200 g/m²?",
  ["Eén vierkante meter van de stof weegt 200 gram", "De stof is 200 cm breed", "Er zitten 200 inslagdraden per centimeter in, wat een dichte weving aangeeft"], "A",
  "De aanduiding geeft het gewicht per vierkante meter: tweehonderd gram. Breedte en draaddichtheid worden apart opgegeven.", "eenheid-woorden getal-woorden rekenen")
q(NONE, "kostprijs-marge", "Een blouse kost € 24 om te maken. De ontwerper wil 40% winst op de kostprijs. Wat wordt de verkoopprijs zonder btw?",
  ["€ 28,00", "€ 33,60", "€ 40,00"], "B",
  "Veertig procent van € 24 is € 9,60; opgeteld bij de kostprijs wordt dat € 33,60.", "rekenen getal-woorden acroniem", compute=("24*1.4", "euro"))
q(NONE, "canvas-kraag", "Waarom wordt in een kraag vaak tussenvoering (vlieseline) verwerkt?",
  ["Om de kraag warmer te maken", "Om kleurverlies te voorkomen", "Om te voorkomen dat de kraag bij het strijken gaat glimmen", "Om de kraag stevigheid en vorm te geven"], "D",
  "Tussenvoering geeft de stof body, zodat de kraag overeind blijft en niet slap gaat hangen.", "parafrase kort")
q(NONE, "niet-geweven", "Welke stof is NIET geweven?",
  ["Jersey", "Denim", "Satijn"], "A",
  "Denim heeft een keperbinding en satijn een satijnbinding; beide zijn geweven. Jersey is gebreid.", "negatief kort")
q(NONE, "haute-couture", "Wat onderscheidt *haute couture* van *prêt-à-porter*?",
  ["Haute couture is altijd goedkoper", "Haute couture wordt op maat en grotendeels met de hand gemaakt voor individuele klanten", "Haute couture wordt in grote series in fabrieken gemaakt"], "B",
  "*Haute couture* is maatwerk volgens strenge regels van de Parijse Chambre Syndicale. Seriematig fabriekswerk is niet couture maar *prêt-à-porter*.", "cursief weerlegt")
q(NONE, "krimp-wol", "Een wollen stof krimpt 4% bij wassen. Hoe lang wordt een stuk van 2,50 m na wassen?",
  ["2,46 m", "2,10 m", "2,40 m"], "C",
  "Vier procent van 250 cm is 10 cm; er blijft 240 cm over.", "rekenen eenheid-woorden getal-woorden kort", compute=("2.5*0.96", "m"))
q(NONE, "cad-patroon", "Waarvoor gebruiken patroonmakers CAD-software?",
  ["Om patronen digitaal te tekenen, te graderen en efficiënt op de stof te leggen", "Om stof te verven", "Om de afgewerkte kleding via een eigen webwinkel aan klanten te verkopen en te verzenden"], "A",
  "Met CAD (computer-aided design) worden patronen digitaal bewerkt en zo zuinig mogelijk op de stofbaan gelegd.", "it-acroniem parafrase")
q(NONE, "zoom-blind", "Wat is een blinde zoom?",
  ["Een zoom die alleen aan de binnenkant van de voering zit", "Een zoom waarvan de steken aan de goede kant nauwelijks zichtbaar zijn", "Een zoom zonder draad"], "B",
  "Bij een blindzoom pakt de naald telkens maar een paar draadjes van de buitenstof, zodat de steek vrijwel verdwijnt.", "parafrase feedback",
  fb=["Onjuist: de zoom zit in de buitenstof.", "Juist.", "Onjuist: elke zoom wordt met draad vastgezet."])
q(NONE, "kleur-pantone", "Waarvoor gebruiken ontwerpers een Pantone-code?",
  ["Om de maat van een kledingstuk aan te geven", "Om op het waslabel de vezelsamenstelling en het wasvoorschrift te vermelden", "Om een kleur eenduidig door te geven aan leveranciers"], "C",
  "Een Pantone-nummer verwijst naar een vastgelegde kleur, zodat ververij en ontwerper dezelfde tint bedoelen.", "kort")

q(NONE, "zigzag-rafelen", "Welke steek van een gewone naaimachine gebruik je om een rafelende stofrand af te werken als je geen lockmachine hebt?",
  ["Rechte steek", "Zigzagsteek", "Knoopsgatsteek"], "B",
  "Een zigzag die net over de rand valt, omsluit de losse draden zodat ze niet verder uitrafelen. Een rechte steek houdt de rand niet vast.", "weerlegt")

q(SUPPORTS, "smok", "Wat is smokwerk?",
  ["Een techniek waarbij stof met elastische of decoratieve steken in plooitjes wordt samengetrokken", "Het bedrukken van stof met een sjabloon", "Het aanzetten van een rits"], "A",
  "Bij smokken wordt de stof met rijen steken samengerimpeld tot een rekbaar, plooiend vlak, bijvoorbeeld op een kinderjurkje.", "parafrase", moved_to="C")
q(SUPPORTS, "stofbreedte-banen", "Een gordijn is 3,60 m breed en wordt gemaakt van stof van 1,40 m breed. Hoeveel hele banen stof heb je minstens nodig?",
  ["2", "3", "4"], "B",
  "Twee banen halen 2,80 m en zijn te smal; met drie banen heb je 4,20 m en is de breedte gedekt.", "rekenen weerlegt", moved_to="A")
q(SUPPORTS, "niet-pasvorm", "Welke maat heb je NIET nodig om een basispatroon voor een rok te tekenen?",
  ["Taillewijdte", "Heupwijdte", "Halsomtrek"], "C",
  """Een rok begint in de taille en valt over de heupen, dus voor het basispatroon zijn die twee omtrekken onmisbaar. De
taillewijdte bepaalt de band en de figuurnaden, en de heupwijdte bepaalt hoe ruim de rok over het breedste deel van het
onderlichaam moet zijn, meestal met een paar centimeter bewegingsruimte erbij. Daarnaast meet je de rok- of zijlengte
en vaak de heuphoogte, de afstand van taille tot breedste punt. De halsomtrek is voor een rok niet van belang: die maat
gebruik je bij bovenstukken, zoals blouses en jurken met een halslijn of een kraag.""", "negatief lang", moved_to="B")
q(DUP, "keperbinding", "Waaraan herken je een keperbinding?",
  ["Aan de schuine ribbels op het weefsel", "Aan een glanzend, glad oppervlak", "Aan een glanzend,  glad oppervlak"], "A",
  "Bij keper verspringt het kruispunt van de draden elke rij één plaats, waardoor diagonale lijnen ontstaan, zoals bij denim.", "parafrase", dup=("B", "C", "spatie"))
