from qdata import q

TOPIC = "kansrekening"
TITLE = "Kansrekening en combinatoriek"
DESC = "Kansen berekenen met dobbelstenen, munten, kaarten, bomen en telregels."

Q = [
    q("ka-dobbelsteen-zes", 1,
      "Hoe groot is de kans om met één eerlijke dobbelsteen een 6 te gooien?",
      ["1/6", "1/3", "1/2"], "A",
      "Precies één van de zes even waarschijnlijke uitkomsten is een zes."),

    q("ka-twee-munten-een-kop", 4,
      "Je gooit twee eerlijke munten. Hoe groot is de kans op precies één keer kop?",
      ["1/4", "1/2", "3/4"], "B",
      """De vier even waarschijnlijke uitkomsten zijn KK, KM, MK en MM. Precies één kop komt voor bij
KM en MK: 2 van de 4, dus 2/4 = 1/2 (vijftig procent).
3/4 is de kans op minstens één kop en 1/4 de kans op twee keer kop."""),

    q("ka-som-zeven-twee-dobbelstenen", 4,
      "Je gooit met twee eerlijke dobbelstenen. Hoe groot is de kans dat de som van de ogen 7 is?",
      ["1/6", "7/36", "1/12"], "A",
      """Er zijn 6 × 6 = 36 even waarschijnlijke combinaties. Som 7 krijg je met (1,6), (2,5), (3,4),
(4,3), (5,2) en (6,1): zes combinaties. De kans is 6/36 = 1/6."""),

    q("ka-complement-regen", 4,
      "De kans dat het morgen regent is 35 %. Hoe groot is de kans dat het morgen niet regent?",
      ["35 %", "0,35 %", "65 %"], "C",
      """Regen en geen regen vullen samen alle mogelijkheden, dus hun kansen tellen op tot 100 %.
De kans op geen regen is 100 % − 35 % = 65 procent."""),

    q("ka-onafhankelijk-beide-treinen", 4,
      "De kans dat trein A te laat is, is 0,1; voor trein B is dat 0,2. De vertragingen zijn onafhankelijk. Hoe groot is de kans dat beide treinen te laat zijn?",
      ["0,3", "0,02", "0,15"], "B",
      """Bij onafhankelijke gebeurtenissen vermenigvuldig je de kansen: 0,1 × 0,2 = 0,02, oftewel 2 %.
0,3 is de som van de kansen; optellen hoort bij 'of' voor elkaar uitsluitende gebeurtenissen, niet bij 'en'."""),

    q("ka-boeken-op-plank", 4,
      "Op hoeveel verschillende manieren kun je 5 verschillende boeken naast elkaar op een plank zetten?",
      ["25", "120", "3125"], "B",
      """Voor de eerste plek heb je 5 keuzes, dan 4, dan 3, dan 2 en ten slotte 1:
5! = 5 × 4 × 3 × 2 × 1 = 120 (honderdtwintig).
3125 = 5⁵ zou gelden als je elk boek vaker mocht gebruiken."""),

    q("ka-groepjes-van-drie", 3,
      "Hoeveel verschillende groepjes van 3 leerlingen kun je kiezen uit 7 leerlingen?",
      ["21", "210", "35", "343"], "C",
      """In een groepje maakt de volgorde niet uit: Ahmed, Bo en Cas vormen hetzelfde groepje als Cas,
Ahmed en Bo. Je hebt dus een combinatie nodig. Bekijk elke uitkomst.
21 is 7 boven 2, het aantal tweetallen. Dat beantwoordt een andere vraag.
210 is 7 × 6 × 5: het aantal manieren om een voorzitter, secretaris en penningmeester te kiezen,
waarbij de volgorde wél telt. Elk groepje wordt zo 3 × 2 × 1 = 6 keer geteld.
35 is juist: 210 / 6 = 35, oftewel 7 boven 3.
343 is 7³. Dat zou kloppen als dezelfde leerling meerdere plekken in één groepje kon innemen, en dat
kan natuurlijk niet."""),

    q("ka-gokkersdrogreden", 7,
      "Een eerlijke munt valt vijf keer achter elkaar op kop. Hoe groot is de kans op kop bij de zesde worp?",
      ["Kleiner dan 1/2, want de munt moet de reeks compenseren", "Precies 1/2", "Groter dan 1/2, want kop zit in de lift"], "B",
      """De munt heeft geen geheugen: elke worp staat los van de vorige, dus de kans blijft 1/2. Dat
een reeks 'gecompenseerd' moet worden, is de gokkersdrogreden; die verwart het gedrag op de lange
termijn met een belofte voor de volgende worp."""),

    q("ka-verwachte-winst-lot", 8,
      "Een lot kost € 2. Met kans 1/100 win je € 150, anders niets. Wat is de verwachte winst per gekocht lot?",
      ["−€ 0,50", "€ 0,50", "€ 1,50"], "A",
      """De verwachte uitbetaling is 1/100 × € 150 = € 1,50. Trek de prijs van het lot eraf:
€ 1,50 − € 2 = −€ 0,50. Gemiddeld verlies je dus vijftig cent per lot; het minteken doet ertoe.
€ 1,50 is de verwachte uitbetaling zonder de inleg."""),

    q("ka-knikkers-zonder-terugleggen", 3,
      "Een vaas bevat 3 rode en 2 blauwe knikkers. Je pakt zonder terugleggen twee knikkers. Hoe groot is de kans dat ze allebei rood zijn?",
      ["9/25", "3/10", "3/5", "1/2"], "B",
      """Werk de trekkingen stap voor stap uit. Bij de eerste greep zijn 3 van de 5 knikkers rood, dus
die kans is 3/5. Als dat gelukt is, liggen er nog 2 rode en 2 blauwe in de vaas; de kans op weer
rood is dan 2/4. Samen: 3/5 × 2/4 = 6/20 = 3/10. Dat is optie B.
Optie A, 9/25, is 3/5 × 3/5. Die berekening klopt alleen als je de eerste knikker teruglegt, en
dat gebeurt hier niet.
Optie C, 3/5, is alleen de kans dat de eerste knikker rood is; de tweede trekking wordt vergeten.
Optie D, 1/2, is de kans op rood bij de tweede greep als de eerste rood was, of een gok op 'half
om half'; geen van beide beantwoordt de vraag naar twee rode knikkers."""),

    q("ka-kansen-niet-juist", 5,
      "Welke bewering over kansen is NIET juist?",
      ["Een kans ligt altijd tussen 0 en 1",
       "De kansen van alle mogelijke uitkomsten samen zijn 1",
       "Een kans van 0,5 betekent dat de gebeurtenis bij twee pogingen zeker één keer optreedt"], "C",
      """Een kans van 0,5 garandeert niets voor een klein aantal pogingen: bij twee worpen met een munt
krijg je in een kwart van de gevallen twee keer munt. De andere beweringen gelden wel: een kans kan
niet negatief zijn of boven de 1 uitkomen, en omdat er altijd precies één uitkomst optreedt, tellen
de kansen van alle uitkomsten op tot 1."""),

    q("ka-minstens-een-zes", 4,
      "Je gooit drie keer met een eerlijke dobbelsteen. Hoe groot is de kans op minstens één zes?",
      ["1/2", "91/216", "3/6"], "B",
      """Reken via de complementregel. De kans op geen enkele zes is (5/6)³ = 125/216.
Dan is de kans op minstens één zes 1 − 125/216 = 91/216 ≈ 0,42, ongeveer 42 procent.
3/6 telt de kansen per worp op, maar dan telt een worp met meerdere zessen dubbel."""),

    q("ka-math-comb-python", 6,
      "Wat geeft de Python-aanroep `math.comb(10, 2)` terug?",
      ["`45`", "`90`", "`20`"], "A",
      """`math.comb(n, k)` telt het aantal manieren om k elementen uit n te kiezen zonder volgorde:
10 × 9 / 2 = 45. Met volgorde krijg je `math.perm(10, 2)`, en dat is 90.
Zie de [documentatie van de module math](https://docs.python.org/3/library/math.html#math.comb).""", md=True),

    q("ka-somregel-uitsluitend", 7,
      "Wanneer mag je de kansen P(A) en P(B) gewoon optellen om de kans op 'A of B' te krijgen?",
      ["Als A en B elkaar uitsluiten", "Als A en B onafhankelijk zijn", "Altijd"], "A",
      """Optellen mag alleen als A en B niet tegelijk kunnen gebeuren; anders tel je de overlap dubbel.
Onafhankelijkheid hoort bij een andere regel, namelijk vermenigvuldigen voor 'A en B'."""),

    q("ka-aas-trekken", 1,
      "Hoe groot is de kans om uit een volledig spel van 52 kaarten een aas te trekken?",
      ["1/52", "1/13", "1/4"], "B",
      "Er zitten vier azen in 52 kaarten: 4/52 = 1/13."),

    q("ka-kansboom-doel", 2,
      "Waarvoor gebruik je een kansboom?",
      ["Om de uitkomsten van een experiment in opeenvolgende stappen met hun kansen overzichtelijk te tekenen",
       "Om het gemiddelde van een reeks meetwaarden te berekenen",
       "Om te bewijzen dat twee gebeurtenissen onafhankelijk zijn"], "A",
      """Een kansboom zet elke stap van een experiment uit als een vertakking met de bijbehorende kans.
Door langs een pad te vermenigvuldigen vind je de kans op een combinatie van uitkomsten. Met
gemiddelden of bewijzen van onafhankelijkheid heeft het schema niets te maken."""),

    q("ka-wachtwoord-lengte", 3,
      "Een code bestaat uit 3 hoofdletters (A–Z, herhaling toegestaan). Hoeveel verschillende codes zijn er mogelijk?",
      ["78", "15.600", "17.576", "2.600"], "C",
      """Voor elke positie zijn er 26 letters beschikbaar, en omdat herhaling mag, blijft dat aantal
steeds 26. Volgens de vermenigvuldigingsregel kom je dan op 26 × 26 × 26 = 26³ = 17.576 codes, optie C.
Optie A, 78, is 3 × 26: dan tel je de keuzes op in plaats van ze te vermenigvuldigen.
Optie B, 15.600, is 26 × 25 × 24. Dat aantal zou kloppen als elke letter maar één keer mocht
voorkomen, maar de vraag staat herhaling uitdrukkelijk toe.
Optie D, 2.600, is 26 boven 3: dat telt groepjes van drie verschillende letters zonder op de volgorde
te letten. Bij een code maakt de volgorde juist wel uit, want ABC is een andere code dan CBA."""),

    # --- gebrekkig ---
    q("ka-pincode-aantal", 4,
      "Een pincode bestaat uit 4 cijfers (0 tot en met 9) en cijfers mogen vaker voorkomen. Hoeveel verschillende pincodes zijn er?",
      ["10.000", "5.040", "40"], "A",
      """Elke positie heeft tien mogelijkheden: 10 × 10 × 10 × 10 = 10⁴ = 10.000.
5.040 = 10 × 9 × 8 × 7 geldt alleen als elk cijfer maar één keer mag voorkomen.""",
      flaw="sd", mark="B"),

    q("ka-niet-onafhankelijk", 5,
      "Bij welk paar gebeurtenissen is er GEEN sprake van onafhankelijkheid?",
      ["Twee keer achter elkaar een munt opgooien",
       "Twee kaarten na elkaar trekken uit een stapel, zonder de eerste terug te leggen",
       "Met een dobbelsteen gooien en tegelijk een munt opgooien"], "B",
      """Zonder terugleggen verandert de samenstelling van de stapel na de eerste kaart, dus de kans
bij de tweede trekking hangt af van wat eerst getrokken is. Bij twee muntworpen en bij een
dobbelsteen met een munt beïnvloedt de ene uitkomst de andere op geen enkele manier.""",
      flaw="sd", mark="C"),

    q("ka-even-getal", 1,
      "Hoe groot is de kans om met één eerlijke dobbelsteen een even getal te gooien?",
      ["1/2", "1/3", "1/6", "2/3"], "A",
      "Drie van de zes uitkomsten (2, 4 en 6) zijn even: 3/6 = 1/2.", flaw="sd", mark="B"),
]
