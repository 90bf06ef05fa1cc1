"""Aanvulling: extra vragen in stijl 6 (Markdown) en stijl 8 (IT, afkortingen, harde afleiders)."""
from common import q

q("linux-beheer", "chmod-uitvoerbaar-eigenaar", 8,
  "Met welk commando maak je `backup.sh` uitvoerbaar voor alleen de eigenaar, zonder andere rechten te wijzigen?",
  ["*`chmod u+x backup.sh`", "`chmod u-x backup.sh`", "`chmod o+x backup.sh`"],
  "`u` staat voor de eigenaar (user) en `+x` voegt het uitvoerrecht toe. `u-x` haalt dat recht juist weg, "
  "en `o+x` geeft het aan anderen (others) in plaats van aan de eigenaar.", md=True)

q("linux-beheer", "ssh-standaardpoort", 8,
  "Op welke TCP-poort luistert een SSH-server standaard?",
  ["21", "*22", "23"],
  "SSH gebruikt standaard poort 22. Poort 21 hoort bij FTP en poort 23 bij het onversleutelde Telnet.")

q("linux-beheer", "stderr-naar-stdout", 8,
  "Wat doet `2>&1` aan het eind van een commando in bash?",
  ["*Het stuurt de foutuitvoer (stderr) naar dezelfde plek als de standaarduitvoer (stdout)",
   "Het stuurt de standaarduitvoer naar de foutuitvoer",
   "Het schrijft de foutuitvoer naar een bestand met de naam 1"],
  "Bestandsdescriptor 2 is stderr en 1 is stdout; `2>&1` koppelt 2 aan 1. Het omgekeerde is `1>&2`, en "
  "zonder het `&`-teken (`2>1`) schrijf je inderdaad naar een bestand dat 1 heet.", md=True)

q("algoritmen", "vergelijking-gelijkheid-python", 8,
  "Welke Python-expressie test of de variabele x gelijk is aan 10?",
  ["`x = 10`", "*`x == 10`", "`x === 10`", "`x != 10`"],
  "`==` vergelijkt. `=` is een toekenning, `===` bestaat in Python niet (wel in JavaScript) en `!=` test "
  "juist op ongelijkheid.", md=True)

q("algoritmen", "waarden-tien-bits", 8,
  "Hoeveel verschillende waarden kun je met 10 bits weergeven?",
  ["20", "100", "*1024"],
  "Elke bit verdubbelt het aantal mogelijkheden: 2^10 = 1024. 100 is 10^2, met grondtal en exponent "
  "verwisseld, en 20 is 2 × 10.")

q("algoritmen", "geneste-lussen-complexiteit", 8,
  "Een functie vergelijkt met twee geneste lussen elk element van een lijst van n elementen met elk ander "
  "element. Welke tijdcomplexiteit hoort daarbij?",
  ["O(n)", "*O(n²)", "O(2ⁿ)"],
  "Twee lussen van elk n stappen geven n × n = n² vergelijkingen. O(2ⁿ) is exponentieel, met n in de "
  "exponent in plaats van als grondtal, en hoort bij bijvoorbeeld het afgaan van alle deelverzamelingen.")

q("privacy-avg", "https-versleuteling", 8,
  "Welk protocol versleutelt het verkeer tussen browser en website, herkenbaar aan het slotje in de adresbalk?",
  ["HTTP", "*HTTPS", "FTP"],
  "HTTPS is HTTP over een met TLS versleutelde verbinding. Gewoon HTTP en FTP versturen gegevens "
  "onversleuteld, wat bij persoonsgegevens geen passende beveiliging is.")

q("privacy-avg", "betekenis-2fa", 8,
  "Wat betekent 2FA bij het inloggen?",
  ["*Inloggen met twee verschillende soorten bewijs, zoals een wachtwoord en een code op je telefoon",
   "Twee keer hetzelfde wachtwoord invoeren", "Twee accounts aanmaken voor één persoon"],
  "2FA staat voor tweefactorauthenticatie: iets wat je weet plus iets wat je hebt of bent. Zo is een "
  "gestolen wachtwoord alleen niet genoeg om binnen te komen.")

q("zorg-en-welzijn", "bewaartermijn-medisch-dossier", 6,
  "Hoe lang moet een zorgverlener een medisch dossier volgens de WGBO in principe bewaren?",
  ["5 jaar", "15 jaar", "*20 jaar"],
  "Sinds 2020 is de bewaartermijn **twintig jaar**, gerekend vanaf de laatste wijziging in het dossier; "
  "daarvoor was het vijftien jaar. De regel staat in de WGBO, te vinden op "
  "[wetten.overheid.nl](https://wetten.overheid.nl).", md=True)

q("arbeidsrecht", "maximale-dienstduur", 6,
  "Hoe lang mag een volwassen werknemer volgens de Arbeidstijdenwet maximaal per dienst werken?",
  ["9 uur", "10 uur", "*12 uur", "14 uur"],
  "Het maximum is **12 uur per dienst**, met daarnaast een grens van 60 uur per week. Meer uitleg staat op "
  "[rijksoverheid.nl](https://www.rijksoverheid.nl/onderwerpen/arbeidstijden).", md=True)

q("weerkunde", "eenheid-luchtdruk-weerkaart", 6,
  "In welke eenheid staat de luchtdruk op de weerkaarten van het KNMI?",
  ["*hPa", "mmHg", "bar"],
  "Weerkaarten gebruiken **hectopascal** (`hPa`); de gemiddelde druk op zeeniveau is ongeveer `1013 hPa`. "
  "Zie [knmi.nl](https://www.knmi.nl).", md=True)

q("duits", "warten-auf", 6,
  "Vul in: 'Ich warte ___ den Bus.'",
  ["*`auf`", "`für`", "`an`"],
  "Het werkwoord *warten* gaat samen met `auf` plus Akkusativ: *Ich warte auf den Bus.* "
  "Controleer het op [duden.de](https://www.duden.de).", md=True)

q("algoritmen", "python-len-string", 6,
  "Wat drukt `print(len(\"hallo\"))` af in Python?",
  ["`4`", "*`5`", "`6`"],
  "`len` telt de tekens van de string: h, a, l, l, o zijn er **vijf**. Zie "
  "[len() in de Python-documentatie](https://docs.python.org/3/library/functions.html#len).", md=True)

q("financiele-rekenvaardigheid", "excel-formule-btw", 6,
  "In cel A1 staat een bedrag exclusief btw. Welke formule in een Nederlandstalige Excel berekent 21% btw "
  "over dat bedrag?",
  ["*`=A1*0,21`", "`=A1*21`", "`=A1/0,21`"],
  "Eenentwintig procent is `0,21`, en je vermenigvuldigt het bedrag daarmee. `=A1*21` geeft een bedrag dat "
  "honderd keer te groot is, en delen door `0,21` is een heel andere bewerking. Over formules: "
  "[support.microsoft.com](https://support.microsoft.com/nl-nl/excel).", md=True)

# hard negatives bij bestaande onderwerpen: stijl 8 zonder IT-context
