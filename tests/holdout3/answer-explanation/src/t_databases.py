from gen import Q
TOPIC = "databases"
TITLE = "Databases en SQL"
DESC = "Relationele databases: tabellen, sleutels, SQL-query's, normalisatie en transacties."
QS = [
Q("primary-key-doel", "Wat is de belangrijkste eigenschap van een primary key in een relationele tabel?",
 ["*Hij identificeert elke rij uniek en mag niet NULL zijn.", "Hij verwijst naar een rij in een andere tabel.", "Hij versnelt alleen zoekopdrachten en heeft verder geen betekenis.", "Hij bestaat altijd uit een automatisch oplopend getal."],
 """Sleutels zijn de basis van elk relationeel model. Hier een bespreking van alle opties.

Een primary key (primaire sleutel) identificeert elke rij in de tabel uniek. Geen twee rijen mogen dezelfde waarde hebben, en de waarde mag niet NULL zijn, want een onbekende waarde kan niets identificeren. Dat is de kern, dus dit is het juiste antwoord.

Verwijzen naar een rij in een andere tabel is de taak van een **foreign key**. Een foreign key in `bestelling` wijst bijvoorbeeld naar de primary key van `klant`. Dat is een ander begrip.

Het klopt dat de database meestal automatisch een index op de primary key legt, zodat zoeken op de sleutel snel gaat. Maar dat is een bijkomend voordeel. De sleutel heeft wel degelijk betekenis: hij bewaakt de uniciteit.

Een automatisch oplopend getal (`AUTO_INCREMENT`, `SERIAL`) is een veelgebruikte keuze, maar geen verplichting. Een primary key kan ook een natuurlijke sleutel zijn, zoals een ISBN, of uit meerdere kolommen bestaan (een samengestelde sleutel).""",
 s="walk refute", related=["foreign-key-doel", "null-klopt-niet"]),
Q("foreign-key-doel", "Waarvoor gebruik je een foreign key?",
 ["Om een kolom automatisch te laten optellen.", "Om wachtwoorden versleuteld op te slaan.", "*Om een kolom te laten verwijzen naar de primary key van een andere tabel."],
 """Een foreign key legt een relatie tussen tabellen: de waarde in `bestelling.klant_id` moet voorkomen als `klant.id`. Zo bewaakt de database de **referentiële integriteit**. Automatisch optellen doet een `AUTO_INCREMENT`- of `IDENTITY`-kolom, en met versleuteling heeft een foreign key niets te maken.""",
 s="refute md", md=True, related=["primary-key-doel"]),
Q("where-behalve-utrecht", "Welke query geeft alle klanten, behalve die uit Utrecht?",
 ["SELECT * FROM klant WHERE stad = 'Utrecht';", "*SELECT * FROM klant WHERE stad <> 'Utrecht';", "SELECT * FROM klant WHERE stad IN ('Utrecht');"],
 """De operator `<>` betekent ‘is niet gelijk aan’, dus `WHERE stad <> 'Utrecht'` houdt alle andere steden over. Met `=` en met `IN ('Utrecht')` krijg je juist alleen de klanten uit Utrecht. Let op: klanten met `stad` NULL vallen bij `<>` ook weg.""",
 s="opdiff refute md", md=True),
Q("count-kolom-null", "Een tabel `klant` heeft 120 rijen. In 30 rijen is de kolom `email` NULL. Wat geeft `SELECT COUNT(email) FROM klant;`?",
 ["120", "*90", "30"],
 """`COUNT(kolom)` telt alleen de rijen waarin die kolom niet NULL is: 120 − 30 = 90. Het getal 120 krijg je met `COUNT(*)`, dat alle rijen telt, ongeacht NULL-waarden.""",
 s="arith refute md", md=True, related=["null-klopt-niet"]),
Q("inner-vs-left-join", "Je wilt alle klanten zien, ook de klanten die nog nooit iets hebben besteld. Welke join gebruik je tussen `klant` (links) en `bestelling`?",
 ["INNER JOIN", "CROSS JOIN", "*LEFT JOIN"],
 """Een LEFT JOIN houdt alle rijen van de linkertabel, en vult de kolommen van `bestelling` met NULL als er geen match is. Een INNER JOIN laat juist de klanten zonder bestelling weg, en een CROSS JOIN koppelt elke klant aan elke bestelling, wat hier geen zin heeft.""",
 s="refute md", md=True),
Q("eerste-normaalvorm", "Aan welke eis voldoet een tabel in de eerste normaalvorm (1NF)?",
 ["*Elke cel bevat één enkele (atomaire) waarde.", "Elke niet-sleutelkolom hangt af van de hele samengestelde sleutel.", "Er zijn geen transitieve afhankelijkheden."],
 """In 1NF bevat elke cel één waarde: geen lijstjes zoals ‘06-123, 06-456’ in één kolom telefoon. Volledige afhankelijkheid van de hele sleutel is de eis van 2NF, en het ontbreken van transitieve afhankelijkheden hoort bij 3NF.""",
 s="refute"),
Q("geen-aggregatiefunctie", "Welke functie is GEEN aggregatiefunctie in SQL?",
 ["SUM", "AVG", "MAX", "*UPPER"],
 """`UPPER` werkt per rij: het zet één tekstwaarde om naar hoofdletters. `SUM`, `AVG` en `MAX` vatten juist een hele groep rijen samen tot één waarde; dat zijn aggregatiefuncties, die je vaak samen met `GROUP BY` gebruikt.""",
 s="neg refute md", md=True),
Q("acid-atomicity", "Waar staat de A in ACID voor, bij databasetransacties?",
 ["*Atomicity", "Availability", "Authentication", "Aggregation"],
 """De A staat voor **Atomicity**: een transactie wordt óf helemaal uitgevoerd óf helemaal niet. Een overboeking schrijft dus nooit alleen het geld af zonder het ook bij te schrijven.

*Availability* komt uit het CAP-theorema, niet uit ACID, en authenticatie gaat over wie je bent, niet over transacties. Aggregatie ten slotte hoort bij `GROUP BY`, niet bij ACID.""",
 s="refute md", md=True),
Q("prijs-minstens-tien", "Welke voorwaarde selecteert producten met een prijs van minstens 10 euro?",
 ["WHERE prijs > 10", "*WHERE prijs >= 10", "WHERE prijs <= 10"],
 """‘Minstens 10’ betekent 10 of meer, dus `>=`. Met `>` valt een product van precies 10 euro weg, en `<=` selecteert juist de goedkope producten.""",
 s="opdiff refute md", md=True),
Q("opslag-twee-miljoen-rijen", "Een tabel heeft twee miljoen rijen van gemiddeld 200 bytes. Hoeveel ruimte nemen de gegevens ongeveer in, zonder indexen?",
 ["400 kB", "*400 MB", "400 GB"],
 """2 000 000 × 200 bytes = 400 000 000 bytes. Dat is 400 MB (met 1 MB = 10⁶ bytes). 400 kB is duizend keer te weinig en 400 GB duizend keer te veel.""",
 s="arith opdiff refute"),
Q("index-effect", "Je maakt een index aan op de kolom `achternaam` van een grote tabel. Wat is het gevolg?",
 ["Elke query op de tabel wordt sneller, ook INSERT en UPDATE.", "*Zoeken op achternaam wordt sneller, maar schrijven wordt iets trager en de index kost extra opslag.", "De tabel wordt automatisch gesorteerd opgeslagen op achternaam, zodat geen extra ruimte nodig is.", "Er kunnen daarna geen twee klanten met dezelfde achternaam meer worden opgeslagen."],
 """Een index werkt als het register achterin een boek. Laten we alle opties nalopen.

De eerste optie klopt niet. Een index helpt bij lezen, zoals `WHERE achternaam = 'Jansen'` of een `ORDER BY achternaam`. Bij elke INSERT, UPDATE of DELETE moet de database de index echter óók bijwerken. Schrijven wordt daardoor juist iets trager.

De tweede optie is juist. Zoeken wordt sneller omdat de database niet meer de hele tabel hoeft te scannen (een *full table scan*), maar via een B-tree snel bij de juiste rijen uitkomt. De prijs is extra schrijfwerk en extra opslag voor de indexstructuur.

De derde optie haalt de index door elkaar met een *clustered index*. Een gewone (secundaire) index is een aparte structuur naast de tabel en kost dus wel degelijk extra ruimte.

De vierde optie beschrijft een UNIQUE-index of UNIQUE-constraint. Een gewone index staat dubbele waarden gewoon toe; er kunnen dus best tien keer Jansen in de tabel staan.""",
 s="walk refute md", md=True),
Q("null-klopt-niet", "Welke uitspraak over NULL in SQL klopt niet?",
 ["NULL betekent dat de waarde onbekend of afwezig is.", "Je test op NULL met IS NULL.", "*De vergelijking NULL = NULL levert TRUE op."],
 """`NULL = NULL` levert in SQL niet TRUE op maar UNKNOWN, omdat je twee onbekende waarden niet gelijk kunt verklaren. Daarom bestaat `IS NULL`. De andere twee uitspraken kloppen.""",
 s="neg md", md=True, related=["count-kolom-null"]),
Q("ddl-create-table", "Tot welke categorie SQL-opdrachten behoort CREATE TABLE?",
 ["*DDL (Data Definition Language)", "DML (Data Manipulation Language)", "DCL (Data Control Language)"],
 """CREATE TABLE definieert de structuur van de database en hoort dus bij DDL, net als ALTER en DROP. INSERT, UPDATE en DELETE zijn DML, en GRANT en REVOKE zijn DCL.""",
 s="refute"),
Q("having-na-group-by", "Welke clausule gebruik je om groepen te filteren na een GROUP BY, bijvoorbeeld alleen klanten met meer dan vijf bestellingen?",
 ["WHERE", "ORDER BY", "*HAVING", "LIMIT"],
 """Het juiste antwoord is C: HAVING filtert op het resultaat van de groepering, zoals `HAVING COUNT(*) > 5`. WHERE filtert rijen vóór het groeperen en kan geen aggregaat gebruiken.""",
 s="letter refute md", md=True),
Q("sql-afkorting", "Waar staat de afkorting SQL voor?",
 ["*Structured Query Language", "Simple Question Logic", "Sequential Query List"],
 """SQL staat voor Structured Query Language.""",
 s=""),
Q("cross-join-aantal-rijen", "Tabel A heeft 12 rijen en tabel B heeft 5 rijen. Hoeveel rijen levert `SELECT * FROM A CROSS JOIN B;` op?",
 ["*60", "17", "12"],
 """Een CROSS JOIN combineert elke rij van A met elke rij van B: 12 × 5 = 60 rijen. 17 is de som, die je zou krijgen bij een `UNION ALL` van twee tabellen met dezelfde kolommen.""",
 s="arith refute md", md=True),
]
