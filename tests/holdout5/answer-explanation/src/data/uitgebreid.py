"""Second pass: longer explanations that go through every option (100-200 words).

Applied by build.py on top of the topic files: each entry replaces the explanation of the
question with that id; 'let' marks explanations that name option letters (those questions keep
their written option order, so the letters below refer to the order in the topic file).
"""

LONG = {}


def L(id, text, let=False):
    LONG[id] = dict(explanation=text.strip("\n"), let=let)


L("caravaggio-licht-donker", """
C is juist. Caravaggio (1571–1610) liet zijn figuren uit een bijna zwarte ruimte oplichten, alsof er één scherpe lichtbundel van opzij op valt. Gezichten, handen en plooien van kleding springen daardoor naar voren, terwijl de rest van het doek in het donker verdwijnt. Die werking van licht en donker heet clair-obscur; bij Caravaggio en zijn navolgers is ze zo extreem dat men van tenebrisme spreekt, naar het Italiaanse 'tenebroso', duister. Rembrandt nam het idee later op zijn eigen manier over.

A is onjuist: sfumato is bijna het omgekeerde. Leonardo da Vinci liet licht en schaduw juist heel geleidelijk en rokerig in elkaar overlopen, zonder harde grenzen.

B hoort bij een andere eeuw en een andere kunstenaar: het pointillisme van Georges Seurat en Paul Signac (eind negentiende eeuw) bouwt een voorstelling op uit losse stippen zuivere kleur, die pas in het oog van de kijker mengen.""", let=True)

L("kubisme-grondleggers", """
Kijk per duo naar de stroming waar het bij hoort.

Matisse en Derain exposeerden in 1905 in Parijs werk met felle, onnatuurlijke kleuren en werden door een criticus 'fauves', wilde beesten, genoemd. Zij horen dus bij het fauvisme, niet bij het kubisme.

Dalí en Magritte zijn surrealisten. Zij schilderden droomachtige, onmogelijke situaties vaak juist heel precies en realistisch, en zij werkten vooral in de jaren twintig en dertig, ruim na het ontstaan van het kubisme.

Monet en Renoir waren impressionisten. Hun interesse lag bij het vastleggen van licht en kleur op een bepaald moment, en hun belangrijkste werk ligt een generatie eerder, in de jaren 1870 en 1880.

Picasso en Braque werkten vanaf ongeveer 1907–1908 zo nauw samen dat hun schilderijen uit die jaren soms moeilijk uit elkaar te houden zijn. Zij braken voorwerpen op in hoekige vlakken en lieten ze tegelijk van verschillende kanten zien. Zij zijn dus de grondleggers van het kubisme.""")

L("categorische-imperatief-kant", """
Kant onderscheidt hypothetische imperatieven ('als je X wilt, doe dan Y') van een categorische imperatief, die altijd en voor iedereen geldt, los van wat je wilt bereiken. Zijn bekendste formulering is een toets: handel alleen volgens een maxime waarvan je tegelijk kunt willen dat die een algemene wet wordt. Wie een belofte breekt zodra het hem uitkomt, kan niet willen dat iedereen dat doet, want dan heeft een belofte geen betekenis meer.

De optie over het grootste geluk voor het grootste aantal is onjuist; dat is het uitgangspunt van het utilitarisme van Bentham en Mill, een ethiek die juist naar de gevolgen kijkt. De optie over de deugdzame mens hoort bij de deugdethiek van Aristoteles, waarin karakter centraal staat en niet een regel. En handelen om later geen spijt te hebben is een raad van voorzichtigheid in je eigen belang: dat is bij Kant hooguit een hypothetische imperatief en geen plicht.""")

L("scheermes-van-ockham", """
Het antwoord is C. Willem van Ockham, een Engelse franciscaan uit de veertiende eeuw, stelde dat je niet meer zaken moet aannemen dan nodig is om iets te verklaren. Als twee verklaringen iets even goed verklaren, verdient de eenvoudigste de voorkeur: het 'scheermes' snijdt overbodige aannames weg. Het is een vuistregel, geen bewijs dat de eenvoudigste verklaring ook waar is.

A klopt niet: het idee dat alleen empirisch verifieerbare uitspraken zinvol zijn, is het verificatiebeginsel van de logisch-positivisten van de Wiener Kreis, uit de jaren twintig en dertig van de twintigste eeuw.

B is evenmin juist. Dat een theorie weerlegbaar moet zijn om wetenschappelijk te heten, is het falsificatiecriterium van Karl Popper, die zich juist tegen de Wiener Kreis afzette.

A en B gaan dus over de vraag wat zinvolle taal of wetenschap is; alleen C gaat over eenvoud.""", let=True)

L("rond-blauw-bord-fiets", """
Verkeersborden zijn in te delen naar vorm en kleur. Ronde borden met een rode rand zijn verbodsborden, ronde blauwe borden zijn gebodsborden en rechthoekige blauwe borden geven informatie.

- Fietsers verboden: dat bord is rond en wit met een rode rand en een zwarte fiets. Dit is het omgekeerde van wat het blauwe bord zegt, dus onjuist.
- Fietsstraat, auto te gast: daarvoor bestaat een rechthoekig bord, geen rond gebodsbord.
- Fietsenstalling: ook dat wordt met een rechthoekig informatiebord aangegeven.
- Verplicht fietspad: dit is het ronde blauwe bord met een witte fiets. Fietsers moeten het pad dan gebruiken, en auto's mogen er niet rijden.

Alleen de betekenis 'verplicht fietspad' past dus bij dit bord.""")

L("brandstofkosten-250-km", """
C klopt. Reken eerst uit hoeveel liter je nodig hebt. Het verbruik is 6 liter per 100 km, en 250 km is tweeënhalf keer 100 km. Je hebt dus 2,5 × 6 = 15 liter nodig. Die kosten elk € 2,00, samen 15 × € 2,00 = € 30.

A is te laag: € 12 is de prijs van 6 liter, en dus van één keer 100 km in plaats van 250 km.

B is ook te laag. Vijftien is het juiste aantal liters, maar dat is nog geen bedrag: je moet het nog met de literprijs vermenigvuldigen.

D is te hoog. Voor € 50 zou je 25 liter tanken, en dat past bij een verbruik van 10 liter per 100 km, niet bij 6.

Een snelle controle: 100 km kost 6 × € 2 = € 12, dus 250 km kost 2,5 × € 12 = € 30.""", let=True)

L("energie-per-gram-vet", """
Om te weten hoeveel energie een product levert, gebruik je vaste omrekenfactoren per gram voedingsstof. Ze gaan allemaal terug op metingen van hoeveel warmte het lichaam bij de verbranding van die stof vrijmaakt.

- 4 kcal per gram geldt voor koolhydraten en voor eiwitten, niet voor vet. Die waarde is te laag.
- 7 kcal per gram hoort bij alcohol, dat daarmee tussen koolhydraten en vet in zit.
- 12 kcal per gram is te hoog: geen enkele voedingsstof levert zoveel.
- 9 kcal per gram is de waarde voor vet.

Vet levert dus per gram ruim twee keer zoveel energie als koolhydraten of eiwit. Daarom verandert een klein beetje extra olie of boter de energie-inhoud van een maaltijd al flink, en bevatten vette snacks veel energie in weinig gewicht. Voedingsvezels leveren overigens ook iets energie, ongeveer 2 kcal per gram, maar die staan niet tussen de opties.""")

L("lactose-intolerantie-enzym", """
B is het goede antwoord. Lactose, melksuiker, is een dubbele suiker. De darm kan hem pas opnemen als hij is gesplitst in glucose en galactose, en dat doet het enzym lactase, dat in de wand van de dunne darm wordt gemaakt. Bij veel volwassenen daalt de aanmaak van lactase na de kindertijd. Onverteerde lactose komt dan in de dikke darm, waar bacteriën hem vergisten; dat geeft gasvorming, buikpijn en diarree.

A is onjuist: amylase zit in speeksel en in sap uit de alvleesklier en breekt zetmeel af, niet melksuiker.

C is ook onjuist. Lipase splitst vetten in vetzuren en glycerol.

D klopt evenmin: pepsine werkt in de zure maag en knipt eiwitten in kleinere stukken.

Dat het enzym bijna zo heet als de stof waar het op werkt, is geen toeval: veel enzymnamen bestaan uit de naam van hun substraat met de uitgang -ase.""", let=True)

L("glastuinbouw-regio", """
Bij een vraag als deze helpt het om per streek te weten waar de landbouw er om draait.

De Veenkoloniën in Groningen en Drenthe zijn ontstaan door het afgraven van veen. Op de zanderige, venige grond die overbleef, worden vooral zetmeelaardappelen, suikerbieten en granen geteeld; kassen zijn er weinig.

De Achterhoek is vooral een gebied van melkveehouderij en varkens- en pluimveehouderij op zandgrond.

De Noordoostpolder is drooggelegd in de jaren veertig en heeft grote kavels vruchtbare kleigrond. Daar overheerst de open akkerbouw, met onder meer pootaardappelen, uien en tulpenbollen.

Het Westland, tussen Den Haag, Rotterdam en Hoek van Holland, is het hart van de Nederlandse glastuinbouw. Het gebied is zo dicht bebouwd met kassen voor tomaten, paprika's, komkommers en bloemen dat het de Glazen Stad wordt genoemd. Het antwoord is dus het Westland.""")

L("methaan-koe-herkomst", """
A is juist. Een koe kan gras en ander ruwvoer verteren dankzij de enorme hoeveelheid micro-organismen in haar pens. Bij die vergisting ontstaat waterstof, dat methaanvormende micro-organismen omzetten in methaan. Dat gas verlaat de pens vooral langs de bek: de koe rispt het op, en een deel komt via het bloed in de longen terecht en wordt uitgeademd. Zo komt ongeveer negen tiende van het methaan uit de spijsvertering via de voorkant van het dier naar buiten.

B klopt niet. Er ontstaat ook wat methaan verderop in de darmen, maar dat is maar een klein deel; het beeld van 'windende koeien' is dus misleidend.

C is onjuist. Kunstmest bevat stikstof, fosfaat en kalium en vormt geen methaan. Wel komt er methaan vrij uit dierlijke mest die in een put of kelder ligt, maar ook die bron is bij een melkkoe kleiner dan de pens.""", let=True)

L("kernsplijting-uitspraak", """
Het juiste antwoord is B. In de reactor vangt een uranium-235-kern een neutron in. De kern wordt instabiel en valt uiteen in twee middelzware kernen, bijvoorbeeld barium en krypton, plus twee of drie nieuwe neutronen. De massa van de brokstukken is samen iets kleiner dan die van de oorspronkelijke kern en het neutron; dat massaverschil komt volgens E = mc² vrij als energie. De nieuwe neutronen kunnen weer andere kernen splijten, zodat een kettingreactie ontstaat die met regelstaven wordt beheerst.

A beschrijft kernfusie. Dat proces levert de energie van de zon, maar het lukt nog niet om er op aarde een werkende centrale mee te bouwen. Het is dus juist het omgekeerde van wat in een kerncentrale gebeurt.

C is onjuist: verbranden is een chemische reactie met zuurstof, waarbij de atoomkernen niet veranderen. In een kerncentrale wordt niets verbrand; de warmte komt uit de kernen zelf.""", let=True)

L("rendement-elektromotor", """
Rendement geeft aan welk deel van het opgenomen vermogen nuttig wordt gebruikt. De formule is: rendement = nuttig vermogen / opgenomen vermogen × 100 %.

Hier is het opgenomen vermogen het elektrische vermogen van 500 W en het nuttige vermogen de 400 W mechanisch vermogen aan de as. Dus: 400 / 500 × 100 % = 80 %.

- 80 % klopt dus.
- 125 % is te hoog en ook natuurkundig onmogelijk: een motor kan niet meer energie afgeven dan hij opneemt. Dit getal krijg je als je de breuk omdraait (500 / 400).
- 20 % is het deel dat niet nuttig wordt gebruikt. Die 100 W gaat vooral verloren als warmte in de wikkelingen en door wrijving in de lagers.
- 8 % volgt uit geen enkele juiste berekening met deze getallen; waarschijnlijk is bij het omrekenen naar procenten een factor tien zoekgeraakt.

Een controle: 80 % van 500 W is 0,8 × 500 = 400 W, precies het nuttige vermogen.""")

L("golfstroom-west-europa", """
C is het juiste antwoord. De Golfstroom voert warm water uit de Golf van Mexico langs de oostkust van Noord-Amerika naar het noorden; als Noord-Atlantische Stroom buigt die af naar Europa. Het zeewater geeft onderweg warmte af aan de lucht, en de overheersende westenwinden blazen die zachte zeelucht over West-Europa. Oost-Canada ligt juist aan de andere kant: daar komt de wind vaak over het koude continent, en langs de kust loopt de koude Labradorstroom.

A is onjuist. Het verschil in afstand tot de zon tussen plaatsen op aarde is verwaarloosbaar; breedtegraad en zeestromen bepalen de temperatuur, en beide gebieden liggen op dezelfde breedte.

B klopt ook niet. De Alpen liggen in het zuiden en schermen West-Europa niet af van noordelijke lucht.

D is onjuist: broeikasgassen mengen zich binnen een paar jaar over de hele aarde, dus de concentratie is boven Canada vrijwel gelijk aan die boven Europa.""", let=True)

L("pragmatiek-onderwerp", """
De taalkunde kent een aantal deelgebieden, die elk naar een ander niveau van taal kijken.

- De klanken van een taal en welke klankverschillen betekenis hebben, worden bestudeerd in de fonetiek en de fonologie. Dat is dus niet de pragmatiek.
- De opbouw van zinnen, zoals de volgorde van onderwerp, persoonsvorm en voorwerpen, hoort bij de syntaxis.
- De betekenis van woorden en zinnen op zich, los van wie ze in welke situatie gebruikt, is het terrein van de semantiek.
- De pragmatiek kijkt naar taal in gebruik: wat bedoelt een spreker in een bepaalde context, en hoe begrijpt de luisteraar dat?

Een voorbeeld: als iemand aan tafel vraagt 'Kun je het zout aangeven?', is dat letterlijk een vraag naar je vermogen. Iedereen begrijpt het echter als verzoek, en een antwoord als 'ja' zonder het zout te geven, voelt als een grap. Zulke verschillen tussen wat er letterlijk staat en wat er bedoeld wordt, zijn precies waar de pragmatiek over gaat.""")

L("sterk-werkwoord-definitie", """
B is juist. Nederlandse werkwoorden vormen hun verleden tijd op twee manieren. Sterke werkwoorden veranderen van klinker: lopen – liep – gelopen, zingen – zong – gezongen, schrijven – schreef – geschreven. Hun voltooid deelwoord eindigt bovendien meestal op -en. Het gaat om een beperkte, oude groep werkwoorden, die je grotendeels uit het hoofd moet leren.

A beschrijft juist de zwakke werkwoorden. Die houden hun klinker en krijgen -te of -de achter de stam, zoals werken – werkte en spelen – speelde. Welke van de twee je gebruikt, bepaal je met 't kofschip. Deze optie is dus het omgekeerde van wat gevraagd wordt.

C is onjuist. Of een werkwoord in de voltooide tijd 'hebben' of 'zijn' krijgt, staat los van sterk of zwak: 'ik heb gelopen' en 'ik ben gegaan' bevatten allebei een sterk werkwoord, en 'ik heb gewerkt' en 'ik ben verhuisd' allebei een zwak werkwoord.""", let=True)

L("platte-organisatie", """
B is het goede antwoord. In een platte organisatie zitten tussen de directie en de werkvloer maar weinig managementlagen. Elke leidinggevende stuurt daardoor veel medewerkers aan: de span of control is groot. Voordelen zijn korte lijnen en snelle besluiten; een nadeel is dat een manager minder tijd per medewerker heeft.

A is het omgekeerde. Een hoge of steile organisatie heeft veel lagen boven elkaar, met per leidinggevende een kleine span of control.

C gaat over iets anders. In een matrixorganisatie heeft een medewerker twee leidinggevenden, bijvoorbeeld een afdelingshoofd en een projectleider. Dat zegt niets over het aantal lagen.

D geldt alleen voor tijdelijke situaties. Een projectorganisatie wordt rond een opdracht opgezet en na afloop weer opgeheven; ook die kan zowel plat als hoog zijn.

Let dus op het kenmerk in de vraag: weinig lagen en een brede span of control horen samen.""", let=True)

L("brutowinst-verkoopprijs", """
Bij winstpercentages is altijd de vraag: percentage waarvan? Hier wordt gevraagd naar de brutowinst als deel van de verkoopprijs, de brutowinstmarge.

De brutowinst per artikel is € 50 − € 40 = € 10. Als percentage van de verkoopprijs is dat 10 / 50 × 100 % = 20 %.

- 20 % is dus juist.
- 25 % hoort bij een andere vraag. Dat is de brutowinstopslag, berekend over de inkoopprijs: 10 / 40 × 100 %. Winkeliers gebruiken die opslag vaak om hun verkoopprijs vast te stellen, maar hier is naar de verkoopprijs als basis gevraagd.
- 80 % is het aandeel van de inkoopprijs in de verkoopprijs (40 / 50), dus niet de winst.
- 10 % ontstaat als je het bedrag van € 10 als percentage leest, zonder te delen.

Controle: 20 % van € 50 is € 10, precies het verschil tussen verkoopprijs en inkoopprijs.""")

L("functie-diode", """
B klopt. Een diode bestaat uit een p-type en een n-type halfgeleider die tegen elkaar aan liggen. In de doorlaatrichting, met de plus aan de anode, gaat de diode geleiden zodra de spanning boven de drempel komt, bij silicium ongeveer 0,7 V. In de sperrichting loopt er vrijwel geen stroom. Daarom gebruik je diodes bijvoorbeeld in een gelijkrichter, die wisselspanning omzet in gelijkspanning, of als beveiliging tegen het verkeerd om aansluiten van een batterij. Een LED is ook een diode, die bij geleiden licht geeft.

A is onjuist: een zwak signaal versterken doet een transistor of een versterker-IC. Een diode heeft geen aansluiting waarmee je een grotere stroom kunt sturen.

C hoort bij een condensator. Die bestaat uit twee geleidende platen met een isolator ertussen en slaat lading op; een diode doet dat niet.""", let=True)

L("voorschakelweerstand-led", """
Een LED mag je niet direct op een voeding aansluiten: boven de drempelspanning stijgt de stroom heel snel en brandt hij door. Een weerstand in serie begrenst de stroom. De stappen:

1. Over de LED staat de drempelspanning, 2 V. De rest van de voedingsspanning moet over de weerstand staan: 5 V − 2 V = 3 V.
2. Door de weerstand loopt dezelfde stroom als door de LED, want ze staan in serie: 20 mA = 0,020 A.
3. Met de wet van Ohm: R = U / I = 3 / 0,020 = 150 Ω.

De andere waarden:

- 250 Ω: de LED-spanning is vergeten (5 / 0,020). De LED krijgt dan te weinig stroom en brandt zwakker.
- 350 Ω: de spanningen zijn opgeteld in plaats van afgetrokken.
- 100 Ω: alleen de LED-spanning is gebruikt (2 / 0,020); dan loopt er 30 mA, wat te veel is.""")

L("localstorage-uitspraak", """
B is juist. localStorage is een onderdeel van de Web Storage API. Een pagina kan er per origin (protocol, domein en poort) sleutel-waardeparen in bewaren, bijvoorbeeld met localStorage.setItem("thema", "donker"). Die gegevens hebben geen vervaldatum: ze blijven staan als je het tabblad of de hele browser sluit, totdat de pagina of de gebruiker ze verwijdert.

A klopt niet voor localStorage. Gegevens die verdwijnen als het tabblad wordt gesloten, horen bij sessionStorage, de tweelingbroer met dezelfde methoden maar een kortere levensduur.

C is ook onjuist. Gegevens in localStorage blijven in de browser; ze gaan alleen naar de server als je JavaScript ze zelf meestuurt, bijvoorbeeld in de body van een fetch-verzoek. Automatisch meesturen met elk HTTP-verzoek is het gedrag van cookies. Daarom zijn cookies handig voor sessies, maar ook de reden dat je er niet te veel gegevens in moet zetten.""", let=True)

L("http-404", """
HTTP-statuscodes zijn ingedeeld in reeksen: 2xx betekent succes, 3xx een omleiding, 4xx een fout van de client en 5xx een fout van de server.

- 200 OK is het normale antwoord als alles goed gaat; de resource is dan juist wel gevonden.
- 301 Moved Permanently geeft aan dat de resource permanent naar een andere URL is verhuisd. De browser volgt dan de Location-header. Ook dit is dus geen 'niet gevonden'.
- 500 Internal Server Error hoort bij de server: er ging iets mis bij het verwerken van een verzoek dat op zich in orde kan zijn, bijvoorbeeld een crash in de code.
- 404 Not Found betekent dat de server het verzoek heeft begrepen, maar dat er op die URL niets te vinden is. Dat is precies wat de vraag beschrijft.

Een REST API geeft daarom bijvoorbeeld 404 terug bij GET /api/boeken/9999 als er geen boek met id 9999 bestaat.""")

L("unit-test-doel", """
Een unit test controleert het kleinste zinvolle stuk code, meestal één functie, methode of klasse, los van de rest van het systeem. Afhankelijkheden zoals een database of een externe API worden vervangen door een mock of stub. Daardoor is een unit test snel (milliseconden), kun je er duizenden van draaien bij elke commit, en wijst een falende test meteen naar de plek van de fout.

De andere opties beschrijven iets anders:

- De hele applicatie via de gebruikersinterface testen is end-to-end testen, bijvoorbeeld met een tool als Playwright of Selenium. Dat is waardevol, maar traag en ver van één unit.
- De samenwerking met de echte database controleren hoort bij integratietesten: daar gaat het juist om de koppeling tussen onderdelen.
- Of de code aan de stijlregels voldoet, controleer je met een linter of formatter. Daarbij wordt de code niet eens uitgevoerd, dus dat is helemaal geen test van het gedrag.

De optie over een klein, afgebakend stuk code is dus de juiste.""")

L("black-box-testen", """
A klopt. Bij black-boxtesten behandel je het systeem als een gesloten doos. Je kijkt naar de specificatie, de user stories of de acceptatiecriteria, kiest daarbij invoer en bepaalt vooraf welke uitvoer er moet komen. Technieken als equivalentieklassen, grenswaardenanalyse en beslissingstabellen zijn typische black-boxtechnieken. Een tester hoeft de programmeertaal niet eens te kennen.

B is het omgekeerde: tests ontwerpen op basis van de interne structuur van de code, bijvoorbeeld om elke tak van een if-statement minstens één keer te raken, heet white-boxtesten (of glass-boxtesten). Coverage-metingen horen daar ook bij.

C is onjuist omdat het veel te beperkt is. Alleen controleren of de applicatie opstart zonder te crashen, is een smoke test: een snelle eerste controle of het zin heeft om verder te testen. Een smoke test kan best black-box zijn, maar is niet wat black-boxtesten kenmerkt.""", let=True)

L("natuurlijk-broeikaseffect", """
De zon verwarmt het aardoppervlak vooral met zichtbaar licht. Het warme oppervlak straalt die energie weer uit, maar dan als infrarode straling. Gassen als waterdamp, CO₂ en methaan absorberen een deel van dat infrarood en stralen het in alle richtingen weer uit, dus ook terug naar de grond. Zonder dat natuurlijke broeikaseffect zou de gemiddelde temperatuur rond −18 °C liggen in plaats van ongeveer +15 °C. De mens versterkt het effect door extra broeikasgassen uit te stoten.

De optie over het gat in de ozonlaag is onjuist. De ozonlaag houdt ultraviolette straling tegen; het ozongat laat meer uv door, maar is geen verklaring voor het broeikaseffect.

Ook de optie over de afstand tot de zon klopt niet. De seizoenen ontstaan door de scheve stand van de aardas; in de noordelijke zomer staat de aarde juist het verst van de zon.

Het broeikaseffect is dus het vasthouden van uitgestraalde warmte door gassen in de atmosfeer.""")
