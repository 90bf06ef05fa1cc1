from qdata import q

TOPIC = "statistiek"
TITLE = "Beschrijvende statistiek"
DESC = "Centrum- en spreidingsmaten, verdelingen, steekproeven en samenhang."

Q = [
    q("st-gemiddelde-vijf-getallen", 4,
      "Wat is het rekenkundig gemiddelde van 4, 7, 7, 10 en 12?",
      ["7", "8", "10"], "B",
      """Tel de waarnemingen op: 4 + 7 + 7 + 10 + 12 = 40. Deel door het aantal (vijf): 40 / 5 = 8.
7 is de modus en ook de mediaan van deze rij, niet het gemiddelde."""),

    q("st-mediaan-even-aantal", 4,
      "Wat is de mediaan van de getallen 3, 9, 4, 15, 6 en 11?",
      ["7,5", "6", "8"], "A",
      """Zet de getallen eerst op volgorde: 3, 4, 6, 9, 11, 15. Bij zes waarnemingen is de mediaan het
gemiddelde van de twee middelste: (6 + 9) / 2 = 7,5.
8 is het rekenkundig gemiddelde (48 / 6), en 6 is maar één van de twee middelste waarden."""),

    q("st-modus-reeks", 1,
      "Wat is de modus van 2, 5, 5, 6, 8, 8, 8 en 9?",
      ["5", "6,375", "8"], "C",
      "De modus is de waarde die het vaakst voorkomt: 8 staat er drie keer."),

    q("st-spreidingsbreedte", 4,
      "Wat is de spreidingsbreedte van de waarnemingen 12, 18, 7, 25 en 14?",
      ["18", "7", "15,2"], "A",
      """De spreidingsbreedte is de grootste min de kleinste waarneming: 25 − 7 = 18 (achttien).
15,2 is het gemiddelde (76 / 5) en 7 is alleen de kleinste waarde."""),

    q("st-grote-standaardafwijking", 2,
      "Wat zegt een grote standaardafwijking over een reeks meetwaarden?",
      ["De waarden liggen ver verspreid rond het gemiddelde",
       "Het gemiddelde van de reeks is groot",
       "Er zijn veel meetwaarden verzameld"], "A",
      """De standaardafwijking meet hoe ver de waarnemingen gemiddeld van het gemiddelde afliggen.
Is die maat groot, dan zijn de metingen sterk verschillend. Over de hoogte van het gemiddelde of
over de omvang van de steekproef zegt ze op zichzelf niets."""),

    q("st-interkwartielafstand", 3,
      "Welke bewering over de interkwartielafstand is juist?",
      ["Het is het verschil tussen de grootste en de kleinste waarneming",
       "Het is het verschil tussen het derde en het eerste kwartiel",
       "Het is het verschil tussen de mediaan en het gemiddelde",
       "Het is de helft van de standaardafwijking"], "B",
      """We bekijken elke optie.
A beschrijft de spreidingsbreedte. Die gebruikt alleen de twee uiterste waarden en is daardoor erg
gevoelig voor één uitschieter.
B klopt. De interkwartielafstand is Q3 − Q1: de breedte van het gebied waarin de middelste helft
van de gesorteerde waarnemingen ligt. In een boxplot is dat precies de lengte van de doos.
Omdat de buitenste kwarten buiten beschouwing blijven, is deze maat robuust tegen uitschieters.
C vergelijkt twee centrummaten. Het verschil tussen mediaan en gemiddelde kan iets zeggen over de
scheefheid van een verdeling, maar het is geen spreidingsmaat.
D verwart twee maten: de standaardafwijking en de interkwartielafstand worden op een heel andere
manier berekend, en er bestaat geen vaste regel dat de een de helft van de ander is."""),

    q("st-normale-verdeling-68", 4,
      "IQ-scores zijn bij benadering normaal verdeeld met gemiddelde 100 en standaardafwijking 15. Welk percentage van de mensen heeft ongeveer een score tussen 85 en 115?",
      ["95 %", "68 %", "50 %", "99,7 %"], "B",
      """85 en 115 liggen precies één standaardafwijking onder en boven het gemiddelde (100 − 15 en
100 + 15). Volgens de vuistregel ligt bij een normale verdeling ongeveer 68 procent binnen μ ± σ.
95 % hoort bij μ ± 2σ (70 tot 130) en 99,7 % bij μ ± 3σ."""),

    q("st-normale-verdeling-95", 4,
      "De lengte van volwassen mannen is bij benadering normaal verdeeld met gemiddelde 180 cm en standaardafwijking 7 cm. Tussen welke grenzen ligt ongeveer 95 % van de lengtes?",
      ["173 en 187 cm", "166 en 194 cm", "159 en 201 cm"], "B",
      """Ongeveer 95 % ligt binnen twee standaardafwijkingen van het gemiddelde:
180 − 2 × 7 = 166 cm en 180 + 2 × 7 = 194 cm.
173–187 cm is μ ± 1σ (ongeveer 68 %) en 159–201 cm is μ ± 3σ (ongeveer 99,7 %)."""),

    q("st-aselecte-steekproef", 7,
      "Wat is een aselecte steekproef?",
      ["Een steekproef waarbij elk lid van de populatie dezelfde kans heeft om gekozen te worden",
       "Een steekproef waarbij de onderzoeker zelf mensen uitkiest die hem geschikt lijken",
       "Een steekproef die alleen bestaat uit mensen die zich vrijwillig aanmelden"], "A",
      """Aselect betekent niet 'wie je toevallig tegenkomt', maar dat het toeval beslist en iedereen
een gelijke kans heeft. Zelf geschikte personen kiezen is een selecte steekproef, en een groep
vrijwilligers lijdt aan zelfselectie: wie zich aanmeldt, verschilt vaak van wie dat niet doet."""),

    q("st-meetniveau-ordinaal", 3,
      "Tevredenheid wordt gemeten met de antwoorden slecht, matig, goed en uitstekend. Welk meetniveau heeft deze variabele?",
      ["Nominaal", "Ordinaal", "Interval", "Ratio"], "B",
      """De vier meetniveaus bouwen op elkaar voort, en deze variabele past bij het tweede. Nominaal
betekent dat er alleen categorieën zijn zonder volgorde, zoals haarkleur of woonplaats; hier is er
wel een duidelijke volgorde van slecht naar uitstekend, dus nominaal is te laag. Ordinaal klopt: de
antwoorden hebben een rangorde, maar de afstanden ertussen liggen niet vast. De stap van slecht naar
matig hoeft niet even groot te zijn als die van goed naar uitstekend. Interval zou gelijke afstanden
vereisen, zoals bij temperatuur in graden Celsius, en ratio bovendien een echt nulpunt, zoals bij
lengte of gewicht. Geen van beide geldt voor deze antwoordschaal."""),

    q("st-correlatie-niet-juist", 5,
      "Welke bewering over de correlatiecoëfficiënt r is NIET juist?",
      ["r ligt altijd tussen −1 en 1",
       "r = −0,9 wijst op een sterk negatief lineair verband",
       "r = 0,8 bewijst dat de ene variabele de andere veroorzaakt"], "C",
      """Een sterke correlatie laat alleen zien dat twee variabelen samen op- of neergaan; een oorzaak
bewijst ze niet, want een derde factor kan beide beïnvloeden. De andere beweringen kloppen: r kan
per definitie niet buiten het interval van −1 tot 1 komen, en een waarde dicht bij −1 betekent
dat de punten dicht bij een dalende rechte lijn liggen."""),

    q("st-correlatie-teken", 8,
      "Hoe meer uren leerlingen oefenen, hoe minder fouten ze maken op een toets. Welke correlatiecoëfficiënt past hier het best bij?",
      ["r = 0,85", "r = −0,85", "r = 0,05"], "B",
      """Als de ene variabele stijgt terwijl de andere daalt, is het verband negatief; dat geeft een
min-teken. Een sterk dalend verband hoort dus bij r = −0,85. r = 0,85 beschrijft een sterk stijgend
verband en r = 0,05 vrijwel geen verband."""),

    q("st-boxplot-streep", 6,
      "Wat geeft de streep binnen de doos van een boxplot weer?",
      ["Het gemiddelde", "De mediaan", "De modus"], "B",
      """De lijn in de doos is de mediaan: de middelste waarneming. De doos zelf loopt van Q1 tot Q3.
In Python bereken je die waarde bijvoorbeeld met `statistics.median(data)`. Meer uitleg staat op
[Boxplot (Wikipedia)](https://nl.wikipedia.org/wiki/Boxplot).""", md=True),

    q("st-gewogen-gemiddelde-cijfer", 4,
      "Een toets telt twee keer mee en een praktische opdracht één keer. Een leerling haalt een 6,0 voor de toets en een 9,0 voor de opdracht. Wat is het eindcijfer?",
      ["7,5", "7,0", "8,0"], "B",
      """Gewogen gemiddelde = (2 × 6,0 + 1 × 9,0) / (2 + 1) = 21 / 3 = 7,0 (zeven).
7,5 is het ongewogen gemiddelde, waarbij de toets maar één keer wordt geteld."""),

    q("st-procentuele-stijging", 4,
      "Het aantal leden van een vereniging stijgt van 250 naar 300. Met hoeveel procent is het ledental gestegen?",
      ["20 %", "50 %", "16,7 %"], "A",
      """De toename is 300 − 250 = 50 leden. Deel door de oude waarde: 50 / 250 = 0,20, dus twintig procent.
16,7 % ontstaat als je door de nieuwe waarde deelt (50 / 300); 50 % verwart het aantal leden met een percentage."""),

    q("st-rechtsscheef-gemiddelde", 8,
      "Een verdeling van inkomens is rechtsscheef (met een lange staart naar rechts). Wat geldt daar meestal?",
      ["gemiddelde > mediaan", "gemiddelde < mediaan", "gemiddelde = mediaan"], "A",
      """Enkele zeer hoge inkomens trekken het gemiddelde omhoog, terwijl de mediaan alleen naar de
middelste waarde kijkt. Daardoor ligt het gemiddelde boven de mediaan. Het omgekeerde teken, gemiddelde
kleiner dan mediaan, hoort bij een linksscheve verdeling; gelijkheid verwacht je bij een symmetrische."""),

    q("st-steekproefgrootte-foutmarge", 3,
      "Een onderzoeksbureau wil de foutmarge van een peiling halveren. Hoeveel keer zo groot moet de steekproef daarvoor ongeveer worden?",
      ["Twee keer zo groot", "Vier keer zo groot", "Acht keer zo groot", "De steekproefgrootte doet er niet toe"], "B",
      """De foutmarge van een peiling is evenredig met 1 gedeeld door de wortel uit de steekproefgrootte n.
Dat bepaalt welke optie klopt.
A, twee keer zo groot, lijkt logisch, maar verdubbelen van n maakt de foutmarge maar √2 ≈ 1,41 keer
zo klein; ze daalt dan met ongeveer 29 procent, niet met de helft.
B is juist: wil je de marge halveren, dan moet √n verdubbelen, en dat lukt alleen als n vier keer
zo groot wordt (√4 = 2). Van 1.000 naar 4.000 respondenten dus.
C, acht keer zo groot, maakt de marge zelfs √8 ≈ 2,8 keer zo klein; dat is meer dan nodig.
D klopt niet: juist de omvang van de steekproef, en niet de omvang van de populatie, bepaalt bij een
aselecte steekproef hoe nauwkeurig de uitkomst is."""),

    # --- gebrekkig ---
    q("st-uitschieter-robuust", 1,
      "Welke centrummaat is het minst gevoelig voor uitschieters?",
      ["Het gemiddelde", "De mediaan", "De spreidingsbreedte"], "B",
      "De mediaan kijkt alleen naar de middelste waarde; een uitschieter verandert die nauwelijks.",
      flaw="sd", mark="A"),

    q("st-samengevoegd-gemiddelde", 4,
      "Een klas van 20 leerlingen haalt gemiddeld een 6,5. Er komen 5 leerlingen bij die gemiddeld een 8,0 hebben. Wat is het gemiddelde van de hele groep?",
      ["7,25", "6,8", "6,5"], "B",
      """Reken met totalen: 20 × 6,5 = 130 en 5 × 8,0 = 40. Samen 170 punten voor 25 leerlingen:
170 / 25 = 6,8. 7,25 is het gemiddelde van 6,5 en 8,0 zonder rekening te houden met de groepsgrootte.""",
      flaw="sd", mark="A"),

    q("st-p-waarde-betekenis", 7,
      "Bij een toets met significantieniveau 5 % vind je een p-waarde van 0,03. Wat is de juiste conclusie?",
      ["De nulhypothese wordt verworpen",
       "De nulhypothese is met 97 % zekerheid waar",
       "De kans dat de alternatieve hypothese juist is, is 3 %"], "A",
      """Omdat 0,03 kleiner is dan 0,05, verwerp je de nulhypothese. De p-waarde is niet de kans dat
een hypothese waar is, maar de kans op een uitkomst die minstens zo extreem is als de gevonden
uitkomst, gegeven dat de nulhypothese klopt.""", flaw="sd", mark="C"),
]
