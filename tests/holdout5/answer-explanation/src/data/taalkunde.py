from lib import Q, topic

T = "taalkunde"
topic(T, "Taalkunde", "Klanken, woordvorming, zinsbouw, spelling en taalgebruik, met het Nederlands als voorbeeld.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("wordt-of-word",
  "Welke zin is correct gespeld?",
  ["Hij word morgen dertig.", "*Hij wordt morgen dertig.", "Hij wort morgen dertig."],
  """
De stam van 'worden' is 'word'. In de tegenwoordige tijd krijgt de derde persoon enkelvoud stam + t, dus 'hij wordt'. Dat de d en de t samen als één t klinken, verandert daar niets aan. 'Wort' bestaat als werkwoordsvorm helemaal niet.""",
  s="gen near", rel=["verleden-tijd-fietsen"])

q("foneem-definitie",
  "Wat is een foneem?",
  ["De kleinste betekenisdragende eenheid van een woord",
   "*De kleinste klankeenheid die in een taal betekenis onderscheidt",
   "Een letter van het alfabet",
   "Een lettergreep met klemtoon"],
  """
'Pen' en 'ben' verschillen in één klank, en dat verschil maakt een ander woord; /p/ en /b/ zijn daarom aparte fonemen in het Nederlands. De kleinste betekenisdragende eenheid is het morfeem. Een letter is een teken op papier: 'ch' is twee letters maar één klank. En een beklemtoonde lettergreep bestaat meestal uit meerdere klanken.""",
  s="gen all", rel=["morfemen-onvriendelijkheid"])

q("morfemen-onvriendelijkheid",
  "Uit hoeveel morfemen bestaat het woord 'onvriendelijkheid'?",
  ["3", "*4", "5"],
  "on + vriend + elijk + heid: vier morfemen.",
  s="cal one", rel=["foneem-definitie"])

q("lijdend-voorwerp-boek",
  "Wat is het lijdend voorwerp in de zin 'De leraar gaf de leerling een boek'?",
  ["De leraar", "De leerling", "*Een boek"],
  """
Vraag eerst naar het onderwerp en het gezegde: wie gaf? De leraar (onderwerp). Daarna: wat gaf de leraar? Een boek; dat is het lijdend voorwerp. 'De leerling' is degene aan wie iets gegeven wordt, het meewerkend voorwerp; je kunt er 'aan' voor zetten. Het antwoord is dus C.""",
  s="gen all let", fix=True)

q("taalfamilie-nederlands",
  "Tot welke taalfamilie behoort het Nederlands?",
  ["De Romaanse talen", "*De Germaanse tak van de Indo-Europese talen", "De Fins-Oegrische talen", "De Slavische talen"],
  """
Het Nederlands is een West-Germaanse taal, net als het Duits, het Fries en het Engels, en hoort daarmee bij de grote Indo-Europese familie.""",
  s="par")

q("fries-rijkstaal",
  "Welke taal is naast het Nederlands een officiële taal in de provincie Fryslân?",
  ["Het Nedersaksisch", "*Het Fries", "Het Limburgs"],
  """
Het Fries (Frysk) is bij wet erkend als tweede rijkstaal; in Fryslân mag je het bijvoorbeeld bij de rechter en de gemeente gebruiken. Het Nedersaksisch en het Limburgs zijn wel erkend als regionale talen onder het Europees Handvest, maar hebben niet die officiële status.""",
  s="kf")

q("geen-samenstelling",
  "Welk woord is GEEN samenstelling?",
  ["Voetbal", "Zonnebril", "Boekenkast", "*Vriendelijkheid"],
  """
Een samenstelling bestaat uit twee (of meer) woorden die ook los kunnen voorkomen: voet + bal, zon + bril, boek + kast. 'Vriendelijkheid' is een afleiding: aan het woord 'vriend' zijn de achtervoegsels -elijk en -heid geplakt, en die kunnen niet zelfstandig als woord voorkomen.""",
  s="gen")

q("woordsoort-en",
  "Welke woordsoort is 'en' in 'brood en kaas'?",
  ["Een voorzetsel", "*Een voegwoord", "Een bijwoord"],
  "'En' is een nevenschikkend voegwoord: het verbindt twee gelijkwaardige delen.",
  s="kf one")

q("bomen-een-o",
  "Waarom schrijf je 'bomen' met één o, terwijl 'boom' er twee heeft?",
  ["*De o staat aan het eind van een lettergreep (bo-men) en klinkt daardoor al lang",
   "'Boom' is een uitzondering op de gewone spellingregels",
   "In een meervoud staan nooit dubbele klinkers"],
  """
Een lange klank schrijf je met één letter als hij aan het einde van een lettergreep staat, een open lettergreep. In 'boom' staat de klinker in een gesloten lettergreep (hij wordt gevolgd door de m), dus daar zijn twee o's nodig. Het meervoud kan wel dubbele klinkers hebben, zoals in 'kaarten'.""",
  s="gen par")

q("sterk-werkwoord-definitie",
  "Wat is een sterk werkwoord?",
  ["Een werkwoord dat de verleden tijd vormt met -te of -de",
   "*Een werkwoord dat in de verleden tijd van klinker verandert, zoals lopen – liep",
   "Een werkwoord dat altijd met 'zijn' wordt vervoegd"],
  """
Zwakke werkwoorden maken de verleden tijd met -te of -de (werkte, speelde), sterke werkwoorden door een klinkerwisseling (lopen – liep – gelopen, zingen – zong – gezongen). Welk hulpwerkwoord een werkwoord krijgt, staat daar los van.""",
  s="all par")

q("verleden-tijd-fietsen",
  "Wat is de verleden tijd van 'fietsen' in 'Gisteren ... hij naar school'?",
  ["Fietsde", "*Fietste", "Fietstte"],
  """
De stam is 'fiets' en eindigt op een s. Die letter zit in 't kofschip, dus de verleden tijd krijgt -te: fietste.""",
  s="gen near q", rel=["wordt-of-word"])

q("pragmatiek-onderwerp",
  "Wat bestudeert de pragmatiek?",
  ["De klanken van een taal",
   "De opbouw van zinnen",
   "De betekenis van woorden los van de situatie",
   "*Hoe taal in een context wordt gebruikt en wat sprekers ermee bedoelen"],
  """
Als iemand aan tafel zegt 'Kun je het zout aangeven?', vraagt hij niet naar je vermogen, maar doet hij een verzoek. Zulke betekenissen, die afhangen van context en bedoeling, zijn het terrein van de pragmatiek. Klanken horen bij de fonologie, zinsbouw bij de syntaxis en woordbetekenis op zich bij de semantiek.""",
  s="gen all")

q("percentage-woord-de",
  "In een tekst van 1200 woorden komt het woord 'de' 84 keer voor. Hoeveel procent van de woorden is 'de'?",
  ["0,7 %", "*7 %", "8,4 %", "14 %"],
  """
84 / 1200 = 0,07. Maal honderd geeft zeven procent. De andere uitkomsten ontstaan door een komma verkeerd te zetten of door 84 alleen door 1000 te delen.""",
  s="cal")

q("pannenkoek-spelling",
  "Welk woord is correct gespeld volgens de officiële Woordenlijst?",
  ["Pannekoek", "Pannenkoeck", "*Pannenkoek"],
  """
De regel voor de **tussen-n**:

- schrijf `-en-` als het eerste deel een zelfstandig naamwoord is met alleen een meervoud op *-en*;
- 'pan' heeft als meervoud alleen *pannen*, dus: **pannenkoek**.

De vorm *pannekoek* was vóór de spellingwijziging van 1995 correct. Controleer het in de [Woordenlijst](https://woordenlijst.org).""",
  s="md", md=True)

q("leenwoord-definitie",
  "Wat is een leenwoord?",
  ["Een woord dat maar een korte tijd in de mode is",
   "*Een woord dat uit een andere taal is overgenomen, zoals 'computer' of 'bureau'",
   "Een woord dat alleen in een dialect voorkomt"],
  """
Het Nederlands heeft door de eeuwen heen woorden van andere talen overgenomen: uit het Latijn (muur, venster), het Frans (bureau, trottoir) en tegenwoordig vooral het Engels (computer, deadline). Zo'n woord is geleend.""",
  s="gen par")

q("onderwerp-lijdende-vorm",
  "Wat is het onderwerp in de zin 'Gisteren werd het pakket door de postbode bezorgd'?",
  ["Gisteren", "*Het pakket", "Door de postbode", "Werd bezorgd"],
  """
In een lijdende zin is het onderwerp niet degene die iets doet. Vervang het getal om het te testen: 'Gisteren werden de pakketten bezorgd' – de persoonsvorm verandert mee met 'het pakket', dus dat is het onderwerp. 'Door de postbode' is de door-bepaling, die noemt wie de handeling uitvoert. 'Gisteren' is een bijwoordelijke bepaling van tijd en 'werd bezorgd' is het gezegde.""",
  s="gen all")

q("lettergrepen-onbegrijpelijk",
  "Hoeveel lettergrepen heeft het woord 'onbegrijpelijk'?",
  ["4", "*5", "6"],
  "On-be-grij-pe-lijk: vijf lettergrepen.",
  s="cal one")

# --- gebrekkig ---
q("antoniem-definitie",
  "Hoe heet een woord met de tegengestelde betekenis van een ander woord, zoals 'groot' en 'klein'?",
  ["*Een antoniem", "Een synoniem", "Een homoniem"],
  """
Een antoniem is een tegenstelling: groot – klein, warm – koud. Een synoniem heeft juist (bijna) dezelfde betekenis, en een homoniem is een woord met dezelfde vorm maar een andere betekenis, zoals 'bank'.""",
  s="kf all", sd=1)

q("meewerkend-voorwerp-moeder",
  "Welk zinsdeel is 'aan zijn moeder' in de zin 'Hij gaf een bos bloemen aan zijn moeder'?",
  ["Lijdend voorwerp", "*Meewerkend voorwerp", "lijdend voorwerp.", "Onderwerp"],
  """
Wie gaf? Hij: het onderwerp. Wat gaf hij? Een bos bloemen: het lijdend voorwerp. Aan wie gaf hij het? Aan zijn moeder: dat is het meewerkend voorwerp.""",
  s="gen", dup=(0, 2))
