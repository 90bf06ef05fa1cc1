from common import *
TOPIC = "parfumerie"
TITLE = "Parfumerie"
DESC = "Grondstoffen, opbouw en concentraties van geurstoffen en parfums."

q(NONE, "topnoot", "Welke noten van een parfum ruik je het eerst, direct na het opbrengen?",
  ["Hartnoten", "Basisnoten", "Topnoten"], "C",
  "De vluchtigste geurstoffen verdampen het snelst en bepalen daarom de eerste indruk van de geur.", "kort parafrase")
q(NONE, "edt-concentratie", "Welke concentratie geurolie heeft een eau de toilette doorgaans?",
  ["Ongeveer 5 tot 15%", "Ongeveer 25 tot 40%", "Ongeveer 1 tot 3%"], "A",
  "Een eau de toilette bevat meestal vijf tot vijftien procent parfumolie. Een paar procent hoort niet bij eau de toilette maar bij eau de cologne, en boven de twintig procent spreek je van extrait.", "rekenen getal-woorden weerlegt")
q(NONE, "basisnoot-musk", "Welke grondstof wordt vooral als basisnoot gebruikt?",
  ["Bergamot", "Grapefruit", "Citroen", "Muskus"], "D",
  "Muskusgeuren verdampen traag en blijven uren op de huid, zoals een basisnoot hoort. Bergamot en citroen zijn vluchtige citrusgeuren voor de top.", "weerlegt")
q(NONE, "enfleurage", "Wat is enfleurage?",
  ["Het destilleren van bloemen met stoom", "Het uitpersen van citrusschillen", "Het drogen van bloemblaadjes in de zon voordat ze worden gemalen", "Het opnemen van bloemengeur in koud vet"], "D",
  "Bij enfleurage worden tere bloemen zoals jasmijn op een laag vet gelegd, dat hun geur langzaam opneemt.", "kort")
q(NONE, "geen-citrus", "Welke van deze grondstoffen is GEEN citrusgeur?",
  ["Vetiver", "Bergamot", "Mandarijn"], "A",
  "Bergamot en mandarijn zijn citrusvruchten waarvan de schil geperst wordt, dus beide leveren wel citrusgeuren. Vetiver is een gras met een aardse, houtige wortelgeur.", "negatief")
q(NONE, "verdunnen-parfum", "Je mengt 20 ml parfumolie met 180 ml alcohol. Welk percentage parfumolie heeft de oplossing?",
  ["20%", "10%", "11%"], "B",
  "Het totaal is 200 milliliter, waarvan 20 ml olie: 20 / 200 = 0,10, dus tien procent.", "rekenen eenheid-woorden getal-woorden", compute=("20/200*100", "%"))
q(NONE, "ifra", "Wat doet de IFRA in de parfumerie?",
  ["Ze kent sterren toe aan parfumhuizen", "Ze registreert wereldwijd de merknamen en flaconontwerpen van nieuwe parfums", "Ze stelt normen op voor het veilig gebruik van geurstoffen"], "C",
  "De IFRA (International Fragrance Association) legt vast welke geurstoffen in welke maximale hoeveelheid mogen worden gebruikt; zie de [website van de IFRA](https://ifrafragrance.org).", "acroniem link")
q(NONE, "chypre", "Welke combinatie is kenmerkend voor een chypre-akkoord?",
  ["Bergamot, labdanum en eikenmos", "Vanille, tonka en kaneel", "Lavendel, coumarine en geranium"], "A",
  """Het chypre-akkoord, genoemd naar een parfum van Coty uit 1917, rust op de tegenstelling tussen frisse bergamot in
de top en een donkere basis van labdanum en eikenmos. Vanille, tonka en kaneel vormen samen eerder een oriëntaals of
gourmand akkoord, met een zoete en warme indruk die weinig te maken heeft met de droge, mossige chypre. Lavendel,
coumarine en geranium zijn de klassieke bouwstenen van de fougère, de familie van veel herenparfums met een kruidige
en groene uitstraling. Alleen de eerste combinatie bevat dus de drie elementen die een chypre maken.""", "lang weerlegt")
q(NONE, "stoomdestillatie", "Met welke methode wordt lavendelolie meestal gewonnen?",
  ["Koude persing", "Stoomdestillatie", "Extractie met koud vet"], "B",
  "Stoom voert de vluchtige olie uit de bloeiende toppen mee; na afkoelen scheidt de olie zich van het water.", "parafrase")
q(NONE, "absolue", "Wat is een absolue?",
  ["Een parfum dat geen alcohol bevat en daarom rechtstreeks op de huid wordt gedept", "De hoogste concentratie van een parfum", "Een geurextract dat via oplosmiddelen en daarna alcohol wordt gewonnen"], "C",
  "Eerst wordt met een oplosmiddel een concrète gemaakt; die wordt met alcohol gewassen en wat overblijft na indampen is de absolue.", "parafrase")
q(NONE, "sillage", "Wat bedoelt een parfumeur met *sillage*?",
  ["De manier waarop een parfum bij het opbrengen over de huid wordt verdeeld", "De houdbaarheid van een fles", "Het vullen van de flacon", "Het geurspoor dat iemand achterlaat"], "D",
  "*Sillage* (Frans voor kielzog) is de geurwolk die rond een drager hangt en achterblijft als die voorbijloopt.", "cursief parafrase")
q(NONE, "iso-e-super", "Tot welke geurfamilie wordt de synthetische stof Iso E Super meestal gerekend?",
  ["Aquatisch", "Houtig", "Citrus"], "B",
  "Iso E Super heeft een zachte, cederachtige en fluweelachtige houtgeur.", "kort")
q(NONE, "prijs-per-ml", "Een flacon van 75 ml kost € 90. Wat is de prijs per milliliter?",
  ["€ 1,50", "€ 0,83", "€ 1,20", "€ 0,90"], "C",
  "Negentig euro gedeeld door vijfenzeventig milliliter geeft € 1,20 per ml.", "rekenen getal-woorden eenheid-woorden", compute=("90/75", "euro"))
q(NONE, "neus-betekenis", "Wie wordt in de parfumwereld een *neus* genoemd?",
  ["Een parfumeur die geuren componeert", "Een verkoper in een parfumerie", "Een geurtester voor de voedingsindustrie"], "A",
  "Zo heet de maker die de formule bedenkt en de grondstoffen afweegt; niet de verkoper maar de componist van het parfum.", "cursief weerlegt")
q(NONE, "niet-fixatief", "Welke stof dient NIET als fixatief dat de verdamping van een parfum vertraagt?",
  ["Ambroxan", "Ethanol", "Benzoëhars"], "B",
  "Benzoëhars en ambroxan zijn zware, traag verdampende stoffen die lichtere geuren vasthouden, dus wel fixatieven. Ethanol is het vluchtige oplosmiddel dat juist snel verdwijnt.", "negatief")
q(NONE, "coumarine", "Naar welk product ruikt coumarine vooral?",
  ["Zeewater", "Rozen", "Vers gemaaid hooi", "Verse munt"], "C",
  "Coumarine, oorspronkelijk uit tonkabonen, geeft de zoete geur van gedroogd gras en hooi.", "kort")
q(NONE, "huidtest", "Waarom test een parfumeur een geur bij voorkeur ook op de huid en niet alleen op een strookje papier?",
  ["Omdat huidtemperatuur en huidvet de verdamping en de geur veranderen", "Omdat papier de alcohol niet opneemt, zodat de geur op een strookje niet kan ontwikkelen", "Omdat geur op papier niet waarneembaar is"], "A",
  "Warmte en de eigen chemie van de huid bepalen mee hoe snel en in welke volgorde noten vrijkomen, wat op een blotter niet te zien is.", "parafrase")
q(NONE, "ambergris", "Waar komt natuurlijke ambergrijs vandaan?",
  ["Uit fossiele barnsteen", "Uit de darmen van de potvis", "Uit de hars van de amberboom", "Uit de klieren van het muskushert"], "B",
  "Ambergrijs ontstaat in het spijsverteringskanaal van potvissen. Met barnsteen heeft het ondanks de naam niets te maken: dat is fossiele hars.", "weerlegt")
q(NONE, "druppels-verdunning", "Een recept vraagt 3% geurolie in 50 g basis. Hoeveel gram geurolie is dat?",
  ["15 g", "0,15 g", "1,5 g"], "C",
  "Drie procent van vijftig gram is 0,03 × 50 = 1,5 g.", "rekenen getal-woorden kort", compute=("0.03*50", "g"),)
q(NONE, "maceratie", "Waarom laat men een vers gemengd parfum enkele weken rusten (macereren)?",
  ["Zodat de geurstoffen en alcohol samensmelten tot een evenwichtig geheel", "Zodat de alcohol volledig verdampt", "Zodat de kleur verdwijnt"], "A",
  "Tijdens het rijpen reageren en vermengen de componenten, waardoor scherpe randen afronden. De alcohol blijft gewoon in de fles.", "parafrase feedback",
  fb=["Goed: rijping maakt de compositie ronder.", "Fout: de alcohol moet juist blijven.", "Fout: kleur is niet het doel van rijping."])

q(SUPPORTS, "hartnoten", "Welke noten bepalen het karakter van een parfum in de uren na de eerste indruk?",
  ["Topnoten", "Hartnoten", "Alleen de alcohol"], "B",
  "Zodra de vluchtige topnoten verdwenen zijn, komt het hart naar voren; die middelste noten, vaak bloemig of kruidig, dragen het parfum enkele uren.", "parafrase weerlegt", moved_to="C")
q(SUPPORTS, "edp-ml-olie", "Een eau de parfum van 100 ml bevat 18% parfumolie. Hoeveel milliliter olie zit erin?",
  ["82 ml", "1,8 ml", "18 ml"], "C",
  "Achttien procent van honderd milliliter is 18 ml; 82 ml is het aandeel alcohol en water.", "rekenen getal-woorden eenheid-woorden weerlegt", moved_to="A")
q(SUPPORTS, "niet-natuurlijk", "Welke van deze geurstoffen is NIET van natuurlijke oorsprong?",
  ["Calone", "Rozenolie", "Sandelhoutolie"], "A",
  """Calone is een synthetische molecule uit de jaren zestig die de frisse, zilte geur van zeelucht en meloen geeft en veel
werd gebruikt in aquatische parfums uit de jaren negentig. Rozenolie wordt door stoomdestillatie van rozenblaadjes gewonnen,
meestal van de damascusroos, en is dus een natuurproduct. Sandelhoutolie wordt eveneens gedestilleerd, uit het kernhout
en de wortels van de sandelboom, en is daarmee ook van natuurlijke oorsprong. De enige stof die niet uit de natuur wordt
gewonnen maar in een laboratorium is ontworpen, is daarom calone.""", "negatief lang", moved_to="B")
