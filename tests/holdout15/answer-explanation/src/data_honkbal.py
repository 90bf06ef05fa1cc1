from common import *
TOPIC = "honkbal"
TITLE = "Honkbal"
DESC = "Spelregels, posities, statistieken en geschiedenis van honkbal."

q(NONE, "aantal-innings", "Hoeveel innings telt een reguliere honkbalwedstrijd?",
  ["Negen", "Twaalf", "Zeven"], "A",
  "Een wedstrijd duurt 9 innings; staat het dan gelijk, dan volgen extra innings.", "getal-woorden kort feedback",
  fb=["Klopt.", "Nee, twaalf is te veel.", "Nee, zeven innings speelt men bijvoorbeeld in softbal en jeugdhonkbal."])
q(NONE, "drie-slag", "Wanneer is een slagman uit door slag?",
  ["Na twee fouten slagen", "Na drie slag", "Na vier wijd"], "B",
  "Bij de derde slag is de slagman uit. Vier wijd levert juist een vrije loop naar het eerste honk op.", "weerlegt kort")
q(NONE, "era-berekenen", "Een werper staat 54 innings op de heuvel en laat 18 verdiende punten toe. Wat is zijn ERA?",
  ["3,33", "2,00", "3,00"], "C",
  "ERA = verdiende punten × 9 / innings = 18 × 9 / 54 = 3,00 verdiende punten per negen innings.", "rekenen acroniem", compute=("18*9/54", "punten"))
q(NONE, "slaggemiddelde", "Een slagman heeft 45 honkslagen in 150 slagbeurten. Wat is zijn slaggemiddelde?",
  [".300", ".333", ".450"], "A",
  "45 gedeeld door 150 is 0,300; in honkbal noteert men dat traditioneel als .300.", "rekenen kort")
q(NONE, "korte-stop", "Waar staat de korte stop?",
  ["Achter de thuisplaat", "Naast de werpheuvel, aan de kant van het eerste honk", "Tussen het eerste en tweede honk", "Tussen het tweede en derde honk"], "D",
  "De korte stop verdedigt het gat tussen het tweede en derde honk. Tussen eerste en tweede staat niet de korte stop maar de tweede honkman.", "weerlegt")
q(NONE, "geen-honkslag", "In welk geval krijgt een slagman GEEN honkslag toegekend?",
  ["Hij slaat de bal over het hek binnen de lijnen", "Hij slaat een grondbal en bereikt veilig het eerste honk zonder fout van de verdediging", "Hij bereikt het eerste honk door vier wijd"], "C",
  "Een homerun telt als honkslag, en een veilig bereikt eerste honk na een schone grondbal ook. Vier wijd is een vrije loop en geen honkslag.", "negatief")
q(NONE, "rbi", "Wat registreert de statistiek RBI?",
  ["Punten die binnenkomen door de actie van de slagman", "Het aantal honken dat een loper in de hele wedstrijd op eigen kracht heeft gestolen", "Het aantal werpen per inning"], "A",
  "Een RBI (run batted in) krijgt de slagman voor elke loper die door zijn slag, opoffering of vrije loop met volle honken scoort.", "acroniem parafrase")
q(NONE, "infield-fly", "Wat is het doel van de infield-flyregel?",
  ["Slagmannen beschermen tegen wilde worpen", "Voorkomen dat de verdediging een makkelijke vangbal expres laat vallen voor een dubbelspel", "Het tempo van de werper verhogen"], "B",
  """Met lopers op het eerste en tweede honk en minder dan twee uit zou een binnenvelder een hoge, makkelijk te vangen bal
bewust kunnen laten vallen. De lopers, die bij een vangbal moeten terugkeren, staan dan klem en de verdediging kan
twee of zelfs drie man uit spelen. De regel verklaart de slagman daarom direct uit, waardoor het truc-dubbelspel
onmogelijk wordt. Met het tempo van de werper heeft de regel niets te maken; daarvoor bestaat tegenwoordig de pitchklok.
Wilde worpen horen evenmin bij deze regel: die gaan over ballen die de achtervanger niet kan houden. Het doel is dus
eerlijk spel bij een vangbal in het binnenveld.""", "lang weerlegt")
q(NONE, "thuisplaat-honkafstand", "Hoe groot is de afstand tussen twee opeenvolgende honken in het profhonkbal?",
  ["60 voet", "120 voet", "90 voet"], "C",
  "De honken liggen negentig voet (27,43 meter) uit elkaar; 60 voet en 6 inch is de werpafstand.", "rekenen getal-woorden weerlegt")
q(NONE, "mlb-divisies", "Uit welke twee competities bestaat de MLB?",
  ["American League en National League", "Eastern League en Western League", "Major League en Minor League"], "A",
  "De MLB bestaat uit de American League en de National League, die elk drie divisies hebben en in de World Series tegen elkaar uitkomen.", "acroniem kort")
q(NONE, "gestolen-honk", "Wanneer steelt een honkloper een honk?",
  ["Als hij een bal uit het veld vangt", "Als hij het volgende honk bereikt doordat de werper vier wijd gooit", "Als hij een honk overslaat", "Als hij naar het volgende honk loopt terwijl de werper werpt en het haalt zonder slag"], "D",
  "Stelen is het honk bereiken op eigen kracht, zonder dat de slagman de bal raakt of een fout van de verdediging helpt.", "parafrase")
q(NONE, "hoofdklasse-nl", "Hoe heet de hoogste honkbalcompetitie in Nederland?",
  ["De Eredivisie", "De Topklasse", "De Hoofdklasse"], "C",
  "De hoogste Nederlandse competitie is de Hoofdklasse, met clubs als Neptunus uit Rotterdam en HCAW uit Bussum.", "kort")
q(NONE, "nohitter", "Wat is een *no-hitter*?",
  ["Een wedstrijd waarin een werper geen enkele honkslag toestaat", "Een wedstrijd waarin geen van beide teams ook maar één punt weet te scoren", "Een slagman die nooit raakt"], "A",
  "Bij een *no-hitter* slaat de tegenpartij in de hele wedstrijd geen honkslag tegen die werper, al kunnen lopers wel via vier wijd of fouten op de honken komen.", "cursief parafrase")
q(NONE, "slagzone", "Wat bepaalt de onderkant van de slagzone?",
  ["De enkels van de slagman", "De holte onder de knieschijf van de slagman", "De thuisplaat zelf"], "B",
  "De zone loopt van het midden tussen schouders en broekband tot net onder de knie.", "kort")
q(NONE, "niet-verdediger", "Welke van deze spelers is GEEN buitenvelder?",
  ["Linksvelder", "Midvelder", "Derde honkman"], "C",
  "Links- en midvelder staan in het buitenveld, net als de rechtsvelder. De derde honkman hoort bij het binnenveld.", "negatief kort")
q(NONE, "obp", "Welke gebeurtenissen tellen mee voor de OBP (on-base percentage)?",
  ["Honkslagen, vier wijd en geraakt door een werp", "Alleen honkslagen, omdat vrije lopen en geraakt worden niet als eigen verdienste tellen", "Alleen homeruns"], "A",
  "De OBP telt elke manier om op het honk te komen zonder fout of keuzeworp: honkslagen, vrije lopen en geraakt worden.", "acroniem parafrase")
q(NONE, "werpsnelheid", "Een worp gaat 150 km/h. Hoeveel meter per seconde is dat ongeveer?",
  ["15,0 m/s", "41,7 m/s", "54,0 m/s"], "B",
  "150 kilometer per uur is 150.000 meter per 3600 seconden, ongeveer 41,7 meter per seconde.", "rekenen eenheid-woorden", compute=("150/3.6", "m/s"))
q(NONE, "opofferingsstootslag", "Wat is het doel van een opofferingsstootslag?",
  ["Een homerun slaan", "De werper vermoeien", "Een loper een honk laten opschuiven ten koste van een uit", "De binnenvelders dwingen om achteruit te gaan staan"], "C",
  "De slagman legt de bal zacht neer en laat zich bewust uitgooien, zodat de lopers verder komen.", "parafrase kort")
q(NONE, "winstpercentage", "Een team wint 99 van de 162 wedstrijden. Wat is het winstpercentage?",
  ["0,611", "0,599", "0,661"], "A",
  "Negenennegentig gedeeld door honderdtweeënzestig is ongeveer 0,611.", "rekenen getal-woorden kort", compute=("99/162", "fractie"))
q(NONE, "balk", "Wat is een *balk* in honkbal?",
  ["Een slaghout dat breekt", "Een onreglementaire beweging van de werper met lopers op de honken", "Een bal die op de lijn valt"], "B",
  "Bij een balk doet de werper alsof hij gooit of onderbreekt zijn beweging; alle lopers mogen dan een honk opschuiven.", "cursief feedback",
  fb=["Nee: een gebroken knuppel heeft geen eigen term in de regels.", "Klopt.", "Nee: een bal op de lijn heet fair."])

q(SUPPORTS, "dubbelspel", "Wat is een dubbelspel?",
  ["Twee honkslagen achter elkaar", "Twee wedstrijden tussen dezelfde teams op één dag", "Twee uit in één aaneengesloten spelsituatie"], "C",
  "Een dubbelspel is een actie van de verdediging waarbij binnen één spelmoment twee aanvallers uit worden gemaakt.", "parafrase kort feedback", moved_to="B",
  fb=["Nee: twee honkslagen na elkaar zijn gewoon twee honkslagen.", "Nee: dat heet een doubleheader.", "Ja: twee uit in één actie."])
q(SUPPORTS, "slugging", "Een slagman heeft in 20 slagbeurten 4 honkslagen van één honk, 2 tweehonkslagen en 1 homerun. Wat is zijn slugging percentage?",
  [".600", ".350", ".400"], "A",
  "Tel de totale honken: 4 × 1 + 2 × 2 + 1 × 4 = 12. Twaalf honken uit twintig slagbeurten is .600.", "rekenen getal-woorden", moved_to="C")
q(SUPPORTS, "niet-werper-taak", "Welke uitspraak over de achtervanger is onjuist?",
  ["Hij geeft tekens voor het soort worp", "Hij staat in het midveld", "Hij vangt de worpen van de werper"], "B",
  "De achtervanger zit gehurkt achter de thuisplaat, niet in het buitenveld. Hij vangt wel de worpen en geeft de werper met tekens aan welke worp hij verwacht.", "negatief weerlegt", moved_to="C")
