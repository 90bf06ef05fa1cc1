from gen import Q
TOPIC = "gebrekkig"
TITLE = "Gemengde oefenvragen"
DESC = "Vragen uit verschillende vakken door elkaar."
SD = "explanation/supports-distractor"
DUP = "answer/duplicate-option"
QS = [
Q("molmassa-koolstofdioxide", "Wat is de molaire massa van koolstofdioxide (CO₂)? Gebruik C = 12,0 u en O = 16,0 u.",
 ["*28,0 g/mol", "44,0 g/mol", "32,0 g/mol"],
 """Een CO₂-molecuul bevat één koolstofatoom en twee zuurstofatomen: 12,0 + 2 × 16,0 = 44,0 g/mol. De 28,0 g/mol is de molaire massa van CO, waarin maar één zuurstofatoom zit.""",
 expect=SD, s="arith refute", supports=1),
Q("kaartschaal-acht-cm", "Op een wandelkaart met schaal 1 : 25 000 meet je 8 cm. Hoeveel is dat in werkelijkheid?",
 ["200 m", "2 km", "*20 km"],
 """8 cm × 25 000 = 200 000 cm. Dat is 2 000 m, dus 2 km.""",
 expect=SD, s="arith", supports=1),
Q("gemiddelde-even-getallen", "Wat is het gemiddelde van 4, 6, 8 en 10?",
 ["8", "7", "*6"],
 """(4 + 6 + 8 + 10) ÷ 4 = 28 ÷ 4 = 7.""",
 expect=SD, s="arith", supports=1),
Q("geen-zoogdier", "Welk dier is GEEN zoogdier?",
 ["walvis", "*vleermuis", "pinguïn", "dolfijn"],
 """De pinguïn is een vogel: hij heeft veren, legt eieren en zoogt zijn jongen niet. De walvis, de vleermuis en de dolfijn zijn wel zoogdieren; ze krijgen levende jongen en geven die melk, ook al vliegt de een en zwemmen de andere twee.""",
 expect=SD, s="neg refute", supports=2),
Q("http-serverfout", "Welke HTTP-statuscode geeft aan dat er op de server zelf iets misging?",
 ["404", "500", "*302"],
 """Codes in de 500-reeks zijn serverfouten; 500 Internal Server Error betekent dat de server een onverwachte fout had. Een 404 betekent dat de pagina niet bestaat, en dat is een fout aan de kant van het verzoek, niet van de server.""",
 expect=SD, s="refute opdiff", supports=1),
Q("chmod-script-iedereen", "De eigenaar moet een script kunnen lezen, schrijven en uitvoeren; groep en anderen mogen het alleen lezen en uitvoeren. Welk commando gebruik je?",
 ["chmod 755 backup.sh", "*chmod 775 backup.sh", "chmod 744 backup.sh"],
 """Eigenaar rwx = 7, groep r-x = 5, anderen r-x = 5: dat geeft `chmod 755`. Met `775` krijgt de groep ook schrijfrecht, en met `744` kunnen groep en anderen het script niet uitvoeren.""",
 expect=SD, s="opdiff arith refute md", md=True, supports=0),
Q("amendement-welke-kamer", "Welk orgaan heeft het recht van amendement op een wetsvoorstel?",
 ["*de Eerste Kamer", "de Tweede Kamer", "de Raad van State", "de Koning"],
 """Bij de totstandkoming van een wet hebben deze organen elk een eigen rol. We bespreken ze alle vier.

De Eerste Kamer behandelt een wetsvoorstel pas nadat de Tweede Kamer het heeft aangenomen. Ze kan het alleen als geheel aannemen of verwerpen. Wijzigen kan ze niet; het recht van amendement heeft zij dus niet.

De Tweede Kamer heeft dat recht wel. Kamerleden kunnen tijdens de behandeling amendementen indienen om de tekst van het wetsvoorstel te veranderen. Neemt een meerderheid het amendement aan, dan wordt het voorstel in gewijzigde vorm verder behandeld. Dat maakt de Tweede Kamer het juiste antwoord.

De Raad van State adviseert de regering over wetsvoorstellen voordat ze naar het parlement gaan. Dat advies kan tot aanpassingen leiden, maar de Raad stelt zelf geen amendementen voor in de Kamer.

De Koning ondertekent als onderdeel van de regering de wet, maar dient geen amendementen in; voor zijn handelen zijn de ministers verantwoordelijk.""",
 expect=SD, s="walk refute", supports=1),
Q("spanning-drie-ampere", "Door een weerstand van 4 Ω loopt 3 A. Hoe groot is de spanning?",
 ["7 V", "12 V", "*0,75 V"],
 """U = I × R = 3 A × 4 Ω = 12 V. Met 7 V heb je stroom en weerstand opgeteld in plaats van vermenigvuldigd.""",
 expect=SD, s="arith refute", supports=1),
Q("hoofdstad-canada", "Wat is de hoofdstad van Canada?",
 ["*Toronto", "Ottawa", "Vancouver"],
 """De hoofdstad van Canada is Ottawa.""",
 expect=SD, s="", supports=1),
Q("sql-distinct", "Welk sleutelwoord gebruik je in SQL om dubbele rijen uit het resultaat te verwijderen?",
 ["UNIQUE", "DISTINCT", "*DELETE"],
 """Het juiste antwoord is B: `SELECT DISTINCT stad FROM klant;` geeft elke stad maar één keer. `UNIQUE` is een constraint bij het aanmaken van een tabel, en `DELETE` verwijdert rijen uit de tabel zelf in plaats van uit het resultaat.""",
 expect=SD, s="letter refute md", md=True, supports=1),
Q("fotosynthese-klopt-niet", "Welke uitspraak over fotosynthese klopt niet?",
 ["*Voor fotosynthese is licht nodig.", "Bij fotosynthese nemen planten zuurstof op en geven ze koolstofdioxide af.", "Bij fotosynthese ontstaat glucose."],
 """Bij fotosynthese gebeurt het omgekeerde: planten nemen koolstofdioxide op en geven zuurstof af. Die uitspraak is dus onjuist. De andere twee kloppen wel: er is licht voor nodig, en uit CO₂ en water ontstaat glucose.""",
 expect=SD, s="neg refute", supports=1),
Q("orgaan-urine", "Welk orgaan filtert afvalstoffen uit het bloed en maakt daar urine van?",
 ["*de lever", "de milt", "de blaas", "de nieren"],
 """Verschillende organen hebben iets met afvalstoffen of bloed te maken, maar urine ontstaat op één plek. We lopen ze langs.

De lever breekt veel stoffen af, zoals alcohol en medicijnen, en maakt ureum van overtollige eiwitten. Het ureum gaat daarna via het bloed verder. De lever maakt zelf geen urine.

De milt ruimt oude rode bloedcellen op en speelt een rol in de afweer. Met urine heeft de milt niets te maken.

De blaas slaat de urine alleen op tot je gaat plassen. De urine komt er via de urineleiders binnen, maar wordt er niet gemaakt.

De nieren filteren per dag zo’n 180 liter bloedplasma. Waardevolle stoffen zoals glucose en het meeste water worden teruggenomen; wat overblijft, met ureum en overtollig zout, vormt de urine. De nieren zijn dus het orgaan dat afvalstoffen uit het bloed filtert en er urine van maakt.""",
 expect=SD, s="walk refute", supports=3),
Q("prijsstijging-50-60", "De prijs van een abonnement stijgt van 50 naar 60 euro. Met hoeveel procent is de prijs gestegen?",
 ["10 %", "20 %", "*16,7 %"],
 """De toename is **10 euro**. Deel die door de oude prijs:

- 10 ÷ 50 = 0,20
- dat is **20 %**

De 16,7 % krijg je als je door de nieuwe prijs deelt (10 ÷ 60), en 10 % is het bedrag in euro, geen percentage.""",
 expect=SD, s="arith refute md", md=True, supports=1),
Q("laatste-regels-bestand", "Met welk commando bekijk je de laatste tien regels van een logbestand?",
 ["*`head syslog`", "`tail syslog`", "`cat syslog`"],
 """`tail` toont standaard de laatste tien regels van een bestand; met `tail -f` volg je zelfs nieuwe regels live. `head` doet hetzelfde voor de eerste tien regels, niet de laatste, en `cat` toont het hele bestand.""",
 expect=SD, s="refute md", md=True, supports=1),
Q("ozonlaag-atmosfeer", "In welke laag van de atmosfeer ligt de ozonlaag?",
 ["troposfeer", "stratosfeer", "*thermosfeer"],
 """De ozonlaag ligt niet in de troposfeer maar in de stratosfeer, op ongeveer 15 tot 35 km hoogte. De troposfeer is de onderste laag, waarin het weer zich afspeelt.""",
 expect=SD, s="refute", supports=1),
Q("hoofdstad-nederland", "Wat is volgens de Grondwet de hoofdstad van Nederland?",
 ["*Amsterdam", "Den Haag", "den Haag"],
 """Artikel 32 van de Grondwet noemt Amsterdam de hoofdstad. Den Haag is de regeringszetel, maar niet de hoofdstad.""",
 expect=DUP, s="refute", dup=(1, 2)),
Q("functie-router", "Wat is de belangrijkste taak van een router?",
 ["*Pakketten doorsturen tussen verschillende netwerken op basis van IP-adressen.", "Apparaten binnen één netwerk verbinden op basis van MAC-adressen", "Apparaten binnen één netwerk verbinden op basis van MAC-adressen."],
 """Een router verbindt netwerken met elkaar en kiest op basis van het IP-adres de route van een pakket. Apparaten binnen één netwerk verbinden op basis van MAC-adressen doet een switch, een router niet.""",
 expect=DUP, s="refute", dup=(1, 2)),
Q("kwart-van-200", "Hoeveel is 25 % van 200 euro?",
 ["40 euro", "*50 euro", "50  euro"],
 """25 % is een kwart, en een kwart van 200 euro is 200 ÷ 4 = 50 euro.""",
 expect=DUP, s="arith", dup=(1, 2)),
Q("sql-sorteren", "Met welk SQL-sleutelwoord sorteer je de rijen van het resultaat?",
 ["*ORDER BY", "GROUP BY", "group by"],
 """`ORDER BY` sorteert het resultaat, bijvoorbeeld `ORDER BY achternaam ASC`. `GROUP BY` groepeert rijen voor aggregatie en sorteert niet gegarandeerd.""",
 expect=DUP, s="refute md", md=True, dup=(1, 2)),
Q("gas-planten-opnemen", "Welk gas ademen mensen uit dat planten opnemen voor fotosynthese?",
 ["zuurstof", "*koolstofdioxide", "Zuurstof."],
 """Wij ademen koolstofdioxide uit, en planten gebruiken dat samen met water en licht om glucose te maken. Zuurstof ademen we juist in; planten geven het af.""",
 expect=DUP, s="refute", dup=(0, 2)),
]
