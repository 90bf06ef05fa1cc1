from gen import Q
TOPIC = "statistiek"
TITLE = "Statistiek en kansrekening"
DESC = "Gemiddelden, percentages, spreiding en kansen, met voorbeelden uit het dagelijks leven."
QS = [
Q("gemiddelde-vier-cijfers", "Sanne haalt voor vier toetsen een 6, een 7, een 8 en een 9. Wat is haar gemiddelde cijfer?",
 ["7,0", "*7,5", "8,0"],
 """Tel de cijfers op en deel door het aantal: (6 + 7 + 8 + 9) ÷ 4 = 30 ÷ 4 = 7,5.""",
 s="arith", related=["gewogen-gemiddelde-toetsen", "mediaan-vijf-getallen"]),
Q("mediaan-vijf-getallen", "Wat is de mediaan van de getallen 3, 8, 5, 10 en 4?",
 ["*5", "6", "8"],
 """Zet de getallen eerst op volgorde: 3, 4, 5, 8, 10. De middelste waarde is 5, dus de mediaan is 5. Het getal 6 is het gemiddelde (30 ÷ 5), niet de mediaan, en 8 is de middelste waarde als je vergeet te sorteren.""",
 s="arith refute", related=["mediaan-klopt-niet"]),
Q("btw-terugrekenen", "Een fiets kost € 121 inclusief 21 % btw. Wat is de prijs exclusief btw?",
 ["€ 95,59", "*€ 100", "€ 99,79"],
 """De prijs inclusief btw is 121 % van de prijs zonder btw. Dus: € 121 ÷ 1,21 = € 100. Het bedrag € 95,59 krijg je als je 21 % van € 121 aftrekt (121 × 0,79); dat is een veelgemaakte fout, want de 21 % is berekend over de prijs zonder btw, niet over € 121.""",
 s="arith refute"),
Q("korting-jas", "Een jas van 80 euro is in de uitverkoop met 25 procent korting. Wat betaal je?",
 ["55 euro", "75 euro", "*60 euro"],
 """25 procent is een kwart. Een kwart van 80 euro is 20 euro, dus je betaalt 80 − 20 = 60 euro.""",
 s="arith"),
Q("procentuele-toename-40-50", "Het aantal leden van een club stijgt van 40 naar 50. Met hoeveel procent is het ledental gestegen?",
 ["10 %", "20 %", "*25 %"],
 """De toename is 10 leden. Die deel je door de **oude** waarde: 10 ÷ 40 = 0,25 = 25 %.

- 10 % is de absolute toename, ten onrechte als percentage gelezen.
- 20 % krijg je als je door de nieuwe waarde deelt (10 ÷ 50).""",
 s="arith refute md", md=True, related=["procentpunt-rente"]),
Q("kans-zes-dobbelsteen", "Je gooit één keer met een gewone dobbelsteen. Hoe groot is de kans dat je een zes gooit?",
 ["*een zesde", "een derde", "een half"],
 """Een dobbelsteen heeft zes even waarschijnlijke uitkomsten, en er is er maar één een zes: de kans is dus een zesde. Een derde zou de kans zijn op een vijf óf een zes.""",
 s="arith refute", related=["kans-twee-keer-kop"]),
Q("kans-twee-keer-kop", "Je gooit twee keer met een eerlijke munt. Hoe groot is de kans dat je twee keer kop gooit?",
 ["*een kwart", "een half", "een achtste", "drie kwart"],
 """De worpen zijn onafhankelijk, dus je vermenigvuldigt: ½ × ½ = ¼. Van de vier uitkomsten KK, KM, MK en MM is er precies één met twee keer kop: een kwart.""",
 s="arith"),
Q("mediaan-klopt-niet", "Welke uitspraak over de mediaan klopt niet?",
 ["Bij een oneven aantal gesorteerde waarnemingen is de mediaan de middelste waarde.", "De helft van de waarnemingen ligt onder of op de mediaan.", "*De mediaan wordt sterk beïnvloed door één extreem hoge uitschieter."],
 """Een uitschieter verschuift het gemiddelde flink, maar de mediaan bijna niet: die hangt alleen af van de middelste waarde. De andere twee uitspraken zijn juist; ze beschrijven precies hoe de mediaan is gedefinieerd.""",
 s="neg refute", related=["mediaan-vijf-getallen"]),
Q("kans-onafhankelijk-en", "A en B zijn onafhankelijke gebeurtenissen. Welke formule geeft de kans dat A en B allebei optreden?",
 ["P(A) + P(B)", "*P(A) × P(B)", "P(A) − P(B)"],
 """Bij onafhankelijke gebeurtenissen is P(A en B) = P(A) × P(B). Optellen, P(A) + P(B), gebruik je bij ‘A of B’ als A en B elkaar uitsluiten; dat is een andere vraag.""",
 s="opdiff refute"),
Q("procentpunt-rente", "De rente op een spaarrekening gaat van 2 % naar 3 %. Welke beschrijving van die verandering is juist?",
 ["De rente is met 1 % gestegen.", "De rente is met 1,5 procentpunt gestegen.", "*De rente is met 1 procentpunt gestegen, en dat is een stijging van 50 %.", "De rente is met 33 % gestegen."],
 """Hier loopt het verschil tussen *procent* en *procentpunt* door elkaar. Een voor een:

Optie A zegt ‘1 % gestegen’. Een stijging van 1 % van 2 % zou betekenen dat de rente naar 2,02 % gaat. Dat is niet wat er gebeurde; het is een veelgemaakte, maar onnauwkeurige manier van spreken.

Optie B noemt 1,5 procentpunt. Het verschil tussen 3 en 2 is gewoon 1, dus 1,5 klopt niet.

Optie C is juist. Het absolute verschil tussen twee percentages druk je uit in procentpunten: 3 − 2 = 1 procentpunt. Relatief is de rente gestegen met (3 − 2) ÷ 2 = 0,5, dus 50 %. Beide beschrijvingen in deze optie kloppen.

Optie D rekent met 33 %. Dat krijg je als je het verschil deelt door de nieuwe waarde (1 ÷ 3). Voor een stijging deel je door de oude waarde, dus ook dit is fout.

Onthoud: verschil tussen percentages = procentpunt; relatieve verandering = procent.""",
 s="walk arith refute letter md", md=True, related=["procentuele-toename-40-50"]),
Q("normale-verdeling-68", "Bij een normale verdeling ligt ongeveer welk deel van de waarnemingen binnen één standaarddeviatie van het gemiddelde?",
 ["50 %", "*68 %", "95 %", "99,7 %"],
 """Volgens de **vuistregel** van de normale verdeling:

1. binnen μ ± 1σ ligt ongeveer **68 %**;
2. binnen μ ± 2σ ongeveer 95 %;
3. binnen μ ± 3σ ongeveer 99,7 %.

De 95 % en 99,7 % horen dus bij twee en drie standaarddeviaties, niet bij één. Zie [de 68-95-99,7-regel](https://nl.wikipedia.org/wiki/Normale_verdeling).""",
 s="md refute", md=True),
Q("drie-kwart-procent", "Hoeveel procent is drie kwart?",
 ["34 procent", "*75 procent", "80 procent"],
 """Drie kwart is 3 ÷ 4 = 0,75, dus 75 procent.""",
 s="arith"),
Q("gewogen-gemiddelde-toetsen", "Een toets met weging 1 levert een 6 op, een toets met weging 3 een 8. Wat is het gewogen gemiddelde?",
 ["7,0", "*7,5", "7,8"],
 """Antwoord B klopt: (1 × 6 + 3 × 8) ÷ (1 + 3) = (6 + 24) ÷ 4 = 30 ÷ 4 = 7,5. Het gewone gemiddelde van 6 en 8 is 7,0, maar dat negeert de weging.""",
 s="arith letter refute", related=["gemiddelde-vier-cijfers"]),
Q("geen-spreidingsmaat", "Welke van de volgende is GEEN spreidingsmaat?",
 ["variatiebreedte", "standaarddeviatie", "interkwartielafstand", "*modus"],
 """De modus is de waarde die het vaakst voorkomt: een centrummaat, net als het gemiddelde en de mediaan. Variatiebreedte, standaarddeviatie en interkwartielafstand zeggen allemaal iets over hoe ver de waarnemingen uit elkaar liggen; dat zijn wel spreidingsmaten.""",
 s="neg refute"),
Q("kans-twee-rode-knikkers", "In een zak zitten 3 rode en 2 blauwe knikkers. Je pakt zonder terugleggen twee knikkers. Hoe groot is de kans dat ze allebei rood zijn?",
 ["*3/10", "9/25", "3/5", "2/5"],
 """Bij trekken zonder terugleggen verandert de kans na de eerste trekking. We lopen de vier uitkomsten langs.

De eerste knikker is rood met kans 3/5: drie van de vijf knikkers zijn rood. Daarna liggen er nog vier knikkers in de zak, waarvan twee rood. De kans dat de tweede ook rood is, is dus 2/4. Samen geeft dat 3/5 × 2/4 = 6/20 = 3/10. Dat is het juiste antwoord.

De breuk 9/25 krijg je met 3/5 × 3/5. Dat zou kloppen als je de eerste knikker terug zou leggen, maar dat staat er nadrukkelijk niet.

De breuk 3/5 is alleen de kans dat de eerste knikker rood is. Je hebt dan de tweede trekking vergeten.

De breuk 2/5 is het aandeel blauwe knikkers in de zak. Die hoort bij een heel andere vraag, namelijk de kans dat de eerste knikker blauw is.

Controle: het aantal manieren om twee rode te pakken is 3, van de 10 mogelijke paren. Ook dat geeft 3/10.""",
 s="walk arith refute"),
Q("aselecte-steekproef", "Een onderzoeker wil weten hoeveel uur scholieren in Nederland per week gamen. Welke manier van steekproeftrekken geeft de beste aselecte steekproef?",
 ["*Uit een landelijke leerlingenlijst door loting 500 leerlingen kiezen.", "Op één middelbare school in Utrecht alle leerlingen ondervragen.", "Een oproep plaatsen op een gameforum en iedereen laten reageren die wil."],
 """Bij een aselecte steekproef heeft iedere persoon uit de populatie dezelfde kans om gekozen te worden. Toets elke optie daaraan.

Loten uit een landelijke lijst van alle leerlingen geeft precies dat: elke scholier in Nederland maakt evenveel kans. De uitkomst is dan in principe representatief, en met 500 leerlingen is de steekproef ook groot genoeg voor een redelijke schatting.

Alle leerlingen van één school in Utrecht ondervragen is een gemakssteekproef. Leerlingen buiten Utrecht, of op een ander schooltype, hebben geen enkele kans om mee te doen. Als die school bijvoorbeeld veel gymnasiasten heeft, krijg je een vertekend beeld.

Een oproep op een gameforum is het slechtst. Je bereikt vooral fanatieke gamers, en alleen wie zin heeft reageert: dat heet zelfselectie. De gemiddelde speeltijd wordt zo vrijwel zeker overschat.

Alleen de loting uit de landelijke lijst voldoet dus aan de eis van een aselecte steekproef.""",
 s="walk refute"),
]
