from lib import Q, topic

T = "softwaretesten"
topic(T, "Softwaretesten", "Testniveaus, testtechnieken, testautomatisering en CI in de softwareontwikkeling.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("unit-test-doel",
  "Wat test een unit test?",
  ["De hele applicatie via de gebruikersinterface",
   "De samenwerking tussen de applicatie en de echte database",
   "*Een klein, afgebakend stuk code, zoals één functie of klasse, los van de rest",
   "Of de code aan de stijlregels van het team voldoet"],
  """
Een unit test controleert één unit geïsoleerd, zodat een falende test meteen naar de oorzaak wijst. Testen via de gebruikersinterface is end-to-end testen, de samenwerking met een echte database hoort bij integratietesten, en stijlregels controleer je met een linter, niet met een test.""",
  s="kf all it", rel=["mock-gebruiken", "testpiramide-uitspraak"])

q("mock-gebruiken",
  "Waarom gebruik je een mock in een unit test?",
  ["Om de code coverage te verhogen zonder extra tests te schrijven",
   "*Om een afhankelijkheid, zoals een externe API, te vervangen door een nagebootst object waarvan je het gedrag bepaalt",
   "Om de test sneller te laten falen als de database traag is"],
  """
Een echte betaal-API of mailserver wil je in een unit test niet aanroepen: dat is traag, kost soms geld en maakt de test afhankelijk van iets buiten je code. Een mock speelt die afhankelijkheid na. Je bepaalt wat hij teruggeeft en kunt achteraf controleren of en hoe hij is aangeroepen.""",
  s="gen par it", rel=["unit-test-doel"])

q("regressietest-betekenis",
  "Wat is een regressietest?",
  ["Een test die alleen nieuwe functionaliteit controleert",
   "*Een test die controleert of bestaande functionaliteit na een wijziging nog steeds werkt",
   "Een test die meet hoe snel de applicatie reageert",
   "Een statistische test op de resultaten van een enquête"],
  """
Bij regressie gaat iets wat eerst werkte, kapot door een latere wijziging. Regressietests voer je daarom na elke aanpassing opnieuw uit, bij voorkeur automatisch in de CI-pipeline.""",
  s="gen par it")

q("continuous-integration-doel",
  "Wat is het doel van continuous integration (CI)?",
  ["*Wijzigingen vaak samenvoegen en bij elke wijziging automatisch bouwen en testen",
   "Eens per kwartaal alle wijzigingen van het team tegelijk samenvoegen",
   "De software direct na elke commit zonder tests in productie zetten"],
  """
Ontwikkelaars integreren hun werk vaak, meestal meerdere keren per dag, in de hoofdbranch. Een CI-server bouwt dan automatisch de code en draait de tests, zodat fouten snel zichtbaar zijn. Zonder tests naar productie gaan is geen CI; dat is gewoon riskant.""",
  s="kf it")

q("line-coverage-percentage",
  "Een testsuite voert 450 van de 600 regels code uit. Hoe hoog is de line coverage?",
  ["25 %", "45 %", "*75 %", "133 %"],
  """
Line coverage is het aantal uitgevoerde regels gedeeld door het totaal: 450 / 600 = 0,75, dus vijfenzeventig procent. 25 % is het niet-geteste deel, en 133 % krijg je als je de breuk omdraait.""",
  s="cal it")

q("grenswaardenanalyse-leeftijd",
  "Een invoerveld accepteert leeftijden van 18 tot en met 65. Welke set testwaarden past het best bij grenswaardenanalyse?",
  ["*17, 18, 65 en 66", "20, 40 en 60", "0, 100 en 1000", "18 en 65"],
  """
Fouten zitten vaak precies op de rand, bijvoorbeeld doordat `<` is geschreven waar `<=` bedoeld was. Je test daarom de grenzen zelf én de waarden er net buiten:

- **17** (net te jong, moet worden geweigerd)
- **18** (ondergrens, geldig)
- **65** (bovengrens, geldig)
- **66** (net te oud, moet worden geweigerd)

Alleen 18 en 65 testen mist de ongeldige kant van de grens.""",
  s="md it", md=True, rel=["equivalentieklassen-aantal"])

q("equivalentieklassen-aantal",
  "Een veld accepteert gehele getallen van 1 tot en met 100. Hoeveel equivalentieklassen voor de getalwaarde onderscheid je minimaal?",
  ["2", "*3", "100"],
  """
Er is één geldige klasse (1 tot en met 100) en er zijn twee ongeldige: kleiner dan 1 en groter dan 100. Samen zijn dat drie klassen, met uit elke klasse één representatieve testwaarde.""",
  s="cal", rel=["grenswaardenanalyse-leeftijd"])

q("testautomatisering-niet",
  "Welke uitspraak over testautomatisering klopt NIET?",
  ["Geautomatiseerde tests kunnen bij elke wijziging in een CI-pipeline draaien.",
   "Het onderhouden van geautomatiseerde tests kost tijd.",
   "*Met geautomatiseerde tests is handmatig en verkennend testen overbodig.",
   "Geautomatiseerde tests zijn geschikt om regressie snel op te sporen."],
  """
Geautomatiseerde tests controleren alleen wat iemand vooraf heeft bedacht. Verkennend testen door een mens vindt juist de onverwachte problemen, zoals verwarrende schermen of vreemde combinaties van invoer. De andere uitspraken zijn wel waar: tests draaien automatisch in CI, ze moeten worden bijgehouden als de code verandert, en ze zijn bij uitstek geschikt om regressie te vangen.""",
  s="gen it")

q("tdd-volgorde",
  "Wat is de juiste volgorde van de stappen in test-driven development (TDD)?",
  ["Green – red – refactor", "*Red – green – refactor", "Refactor – red – green"],
  """
1. **Red**: schrijf eerst een test die faalt.
2. **Green**: schrijf net genoeg code om de test te laten slagen.
3. **Refactor**: ruim de code op terwijl de tests groen blijven.

Dan begint de cyclus opnieuw met de volgende test.""",
  s="md it", md=True)

q("falende-assert-pytest",
  "Welke assert faalt als je hem in Python uitvoert?",
  ["`assert 2 ** 3 == 8`", "`assert \"ab\" * 2 == \"abab\"`", "*`assert 0.1 + 0.2 == 0.3`"],
  """
Drijvendekommagetallen worden binair opgeslagen, en 0,1 en 0,2 zijn daarin niet exact te schrijven:

```python
>>> 0.1 + 0.2
0.30000000000000004
```

Vergelijk zulke waarden daarom met een marge, bijvoorbeeld `pytest.approx(0.3)`. De andere twee asserts slagen: `2 ** 3` is 8, en een string maal 2 herhaalt hem.""",
  s="md near it", md=True)

q("black-box-testen",
  "Wat is kenmerkend voor black-boxtesten?",
  ["*Je ontwerpt tests op basis van de specificatie, zonder naar de interne code te kijken",
   "Je ontwerpt tests op basis van de interne structuur van de code",
   "Je test alleen of de applicatie opstart zonder te crashen"],
  """
Bij black-boxtesten is het systeem een doos waar je niet in kijkt: je kiest invoer op grond van de eisen en vergelijkt de uitvoer met wat verwacht wordt. Testen vanuit de code, bijvoorbeeld om elke tak te raken, heet white-boxtesten; dat is het omgekeerde. Alleen controleren of iets opstart is een smoke test.""",
  s="all it")

q("flaky-test",
  "Wat is een flaky test?",
  ["Een test die altijd faalt", "*Een test die bij dezelfde code soms slaagt en soms faalt", "Een test zonder asserts"],
  """
Oorzaken zijn bijvoorbeeld afhankelijkheid van tijd, van de volgorde waarin tests draaien of van een trage netwerkverbinding. Zulke tests ondermijnen het vertrouwen in de CI, omdat een rode build dan niet meer betrouwbaar op een echte fout wijst.""",
  s="par it")

q("testpiramide-uitspraak",
  "Welke uitspraak over de testpiramide is juist?",
  ["*Onderin staan veel snelle unit tests, bovenin weinig trage end-to-end-tests.",
   "Onderin staan weinig snelle unit tests, bovenin veel trage end-to-end-tests.",
   "Onderin staan veel trage end-to-end-tests, bovenin weinig snelle unit tests."],
  """
De piramide is breed aan de basis: unit tests zijn goedkoop en snel, dus daar schrijf je er veel van. Naar boven toe, via integratietests naar end-to-end-tests, worden tests trager en kwetsbaarder, en heb je er minder van nodig.""",
  s="stmt gen it", rel=["unit-test-doel"])

q("defecten-per-kloc",
  "In een sprint worden 8 bugs gevonden in 2000 regels nieuwe code. Hoeveel defecten per 1000 regels (KLOC) is dat?",
  ["0,4", "*4", "16"],
  """
2000 regels is 2 KLOC. Acht defecten gedeeld door twee KLOC geeft vier defecten per KLOC.""",
  s="cal it")

q("severity-en-priority",
  "Wat is het verschil tussen severity en priority van een bug?",
  ["*Severity is hoe groot de impact op het systeem is, priority hoe snel de bug moet worden opgelost",
   "Severity is hoe snel de bug moet worden opgelost, priority hoe groot de impact op het systeem is",
   "Er is geen verschil; het zijn twee woorden voor hetzelfde"],
  """
Een spelfout in de bedrijfsnaam op de homepage heeft een lage severity (er gaat niets stuk), maar kan een hoge priority krijgen omdat iedere bezoeker hem ziet. Een crash in een zelden gebruikt beheerscherm is ernstig maar kan soms wachten. De tweede optie is het omgekeerde, en de twee begrippen zijn dus ook niet hetzelfde.""",
  s="gen all it")

q("gebruikersacceptatietest-uitvoerder",
  "Wie voert een gebruikersacceptatietest (UAT) meestal uit?",
  ["De ontwikkelaar die de code heeft geschreven",
   "*Eindgebruikers of vertegenwoordigers van de opdrachtgever",
   "De CI-server, zonder menselijke tussenkomst",
   "Een externe auditor die de broncode controleert"],
  """
In een acceptatietest beoordelen de mensen voor wie het systeem gemaakt is of het hun werk ondersteunt en aan de afgesproken eisen voldoet. Pas na hun akkoord gaat het systeem live.""",
  s="par it")

q("statement-en-branch-coverage",
  "Een functie bevat één if-statement zonder else. De enige test zorgt ervoor dat de conditie waar is. Welke uitspraak is juist?",
  ["Branch coverage is 100 % terwijl statement coverage 50 % is.",
   "*Statement coverage kan 100 % zijn terwijl branch coverage 50 % is.",
   "Statement coverage en branch coverage zijn allebei 100 %."],
  """
Omdat de conditie waar is, wordt de body van de if uitgevoerd en kunnen alle statements geraakt zijn. Maar de if heeft twee takken, waar en onwaar, en alleen de ware tak is getest: één van de twee, dus 50 % branch coverage.""",
  s="stmt gen it")

# --- gebrekkig ---
q("integratietest-niveau",
  "Welk testniveau controleert of losse modules correct samenwerken?",
  ["Unit test", "*Integratietest", "Acceptatietest", "Systeemtest"],
  """
Integratietests richten zich op de koppelvlakken: geeft module A de gegevens in het formaat dat module B verwacht, en werkt de aanroep van de database of een andere service echt? Unit tests kijken naar één onderdeel afzonderlijk.""",
  s="gen it", sd=2)

q("stub-definitie",
  "Wat is een stub bij het testen?",
  ["*Een vervangend object dat vooraf vastgelegde antwoorden teruggeeft",
   "Een vervangend object dat vooral controleert welke aanroepen erop zijn gedaan",
   "Een test die alleen de gebruikersinterface controleert"],
  """
A klopt. Een stub levert ingeblikte antwoorden, zodat de code die je test verder kan; of en hoe vaak de stub is aangeroepen, controleer je er niet mee. Een object dat juist de aanroepen verifieert, is een mock.""",
  s="let it", sd=1)
