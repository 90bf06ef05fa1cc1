from qdata import q

TOPIC = "meetkunde"
TITLE = "Meetkunde en goniometrie"
DESC = "Oppervlakte, inhoud, hoeken, gelijkvormigheid en rekenen in rechthoekige driehoeken."

Q = [
    q("me-pythagoras-6-8", 4,
      "Een rechthoekige driehoek heeft rechthoekszijden van 6 cm en 8 cm. Hoe lang is de schuine zijde?",
      ["10 cm", "14 cm", "48 cm"], "A",
      """Met de stelling van Pythagoras: c² = 6² + 8² = 36 + 64 = 100, dus c = √100 = 10 cm (tien centimeter).
14 cm is de som van de rechthoekszijden en 48 is hun product."""),

    q("me-oppervlakte-cirkel-r5", 4,
      "Wat is de oppervlakte van een cirkel met een straal van 5 cm, afgerond op één decimaal?",
      ["31,4 cm²", "78,5 cm²", "15,7 cm²"], "B",
      """Oppervlakte = π × r² = π × 5² = 25π ≈ 78,5 cm².
31,4 is de omtrek (2π × 5) en 15,7 is π × 5; die horen bovendien bij een lengte in cm, niet bij vierkante centimeters."""),

    q("me-omtrek-cirkel-eenheid", 8,
      "Wat is de omtrek van een cirkel met een diameter van 10 cm?",
      ["31,4 cm", "31,4 cm²", "78,5 cm"], "A",
      """Omtrek = π × d = π × 10 ≈ 31,4. Een omtrek is een lengte en krijgt dus de eenheid cm, niet
cm²; dat is een oppervlakte-eenheid. 78,5 hoort bij de oppervlakte van deze cirkel."""),

    q("me-hoekensom-driehoek", 1,
      "Hoeveel graden is de som van de hoeken van een driehoek?",
      ["90°", "180°", "360°"], "B",
      "In elke vlakke driehoek tellen de drie hoeken op tot 180 graden."),

    q("me-hoekensom-vijfhoek", 4,
      "Hoe groot is de som van de binnenhoeken van een vijfhoek?",
      ["360°", "540°", "720°"], "B",
      """Een n-hoek kun je vanuit één hoekpunt verdelen in n − 2 driehoeken. Voor een vijfhoek zijn dat
er 3, dus de som is 3 × 180° = 540 graden. 360° is de hoekensom van een vierhoek."""),

    q("me-kubus-liter", 4,
      "Een kubusvormige bak heeft ribben van 3 dm. Hoeveel liter water past erin?",
      ["9 liter", "2,7 liter", "27 liter"], "C",
      """Inhoud = ribbe³ = 3 dm × 3 dm × 3 dm = 27 dm³. Omdat 1 dm³ precies 1 liter is, past er 27 L in.
9 is de oppervlakte van één zijvlak in dm²."""),

    q("me-gelijkvormig-oppervlakte", 2,
      "Twee driehoeken zijn gelijkvormig met vergrotingsfactor 3. Hoeveel keer zo groot is de oppervlakte van de grote driehoek?",
      ["3 keer", "6 keer", "9 keer"], "C",
      """Bij vergroten worden zowel de basis als de hoogte drie keer zo lang. De oppervlakte groeit
daardoor met de factor in het kwadraat: negen keer zo groot."""),

    q("me-parallellogram-eigenschap", 3,
      "Welke eigenschap heeft elk parallellogram?",
      ["Alle zijden zijn even lang", "De diagonalen staan loodrecht op elkaar",
       "De overstaande zijden zijn evenwijdig en even lang", "Alle hoeken zijn 90°"], "C",
      """Een parallellogram is een vierhoek waarvan beide paren overstaande zijden evenwijdig zijn.
Daaruit volgt dat die overstaande zijden ook even lang zijn. Dat is optie C, en die geldt voor
elk parallellogram.
Optie A, alle zijden even lang, is een extra eis die alleen voor een ruit geldt. Een gewoon
parallellogram van 4 cm bij 7 cm voldoet er niet aan.
Optie B, diagonalen die loodrecht op elkaar staan, is eveneens een kenmerk van de ruit. In een
parallellogram snijden de diagonalen elkaar wel middendoor, maar meestal niet onder een rechte hoek.
Optie D, vier rechte hoeken, maakt van het parallellogram een rechthoek. Een scheef parallellogram
heeft twee scherpe en twee stompe hoeken.
Ruit, rechthoek en vierkant zijn dus bijzondere parallellogrammen, maar hun extra eigenschappen
gelden niet voor elk parallellogram."""),

    q("me-ruit-niet-juist", 5,
      "Welke bewering over een ruit is NIET juist?",
      ["Alle vier de zijden zijn even lang",
       "De diagonalen snijden elkaar loodrecht",
       "De diagonalen zijn altijd even lang"], "C",
      """Alleen bij een vierkant, een bijzondere ruit, zijn de diagonalen even lang; bij een platte ruit
is de ene diagonaal duidelijk langer. De andere twee beweringen gelden voor elke ruit: vier gelijke
zijden is de definitie, en daaruit volgt dat de diagonalen elkaar loodrecht middendoor snijden."""),

    q("me-sinus-definitie", 7,
      "Hoe is sin(α) gedefinieerd in een rechthoekige driehoek?",
      ["Overstaande rechthoekszijde gedeeld door de schuine zijde",
       "Aanliggende rechthoekszijde gedeeld door de schuine zijde",
       "Overstaande rechthoekszijde gedeeld door de aanliggende rechthoekszijde"], "A",
      """Aanliggend gedeeld door schuin is de cosinus en overstaand gedeeld door aanliggend de tangens.
De sinus is overstaand gedeeld door schuin; het ezelsbruggetje SOS-CAS-TOA helpt bij het onthouden."""),

    q("me-hellingspercentage", 4,
      "Een weg stijgt 12 meter over een horizontale afstand van 100 meter. Wat is het hellingspercentage?",
      ["12 %", "1,2 %", "8,3 %"], "A",
      """Hellingspercentage = hoogteverschil / horizontale afstand × 100 % = 12 / 100 × 100 % = 12 procent.
8,3 ontstaat als je de deling omdraait (100 / 12 ≈ 8,3); 1,2 % verschuift de komma."""),

    q("me-afstand-twee-punten", 4,
      "Hoe groot is de afstand tussen de punten (1, 2) en (4, 6)?",
      ["7", "25", "5"], "C",
      """Het horizontale verschil is 4 − 1 = 3 en het verticale 6 − 2 = 4. Met Pythagoras:
√(3² + 4²) = √25 = 5. 7 is de som 3 + 4 en 25 is het kwadraat van de afstand."""),

    q("me-lijn-door-twee-punten", 8,
      "Welke vergelijking hoort bij de lijn door (0, 3) en (2, −1)?",
      ["y = 2x + 3", "y = −2x + 3", "y = −2x − 3"], "B",
      """Richtingscoëfficiënt = (−1 − 3) / (2 − 0) = −4 / 2 = −2, en het snijpunt met de y-as is (0, 3).
Dus y = −2x + 3. Met +2x zou de lijn stijgen, en met −3 zou hij de y-as in (0, −3) snijden."""),

    q("me-cilinder-inhoud", 8,
      "Een cilinder heeft een straal van 2 cm en een hoogte van 10 cm. Wat is de inhoud, afgerond op één decimaal?",
      ["125,7 cm²", "125,7 cm³", "251,3 cm³"], "B",
      """Inhoud = π × r² × h = π × 4 × 10 = 40π ≈ 125,7 cm³. Een inhoud meet je in kubieke centimeters;
dat de mantel toevallig 125,7 cm² groot is (2π × 2 × 10), maakt die eenheid nog niet juist.
251,3 cm³ is het dubbele van de inhoud: daar is ten onrechte met 2πr²h gerekend."""),

    q("me-python-hypot", 6,
      "Wat is de uitkomst van `math.hypot(3, 4)` in Python?",
      ["`5.0`", "`7.0`", "`25.0`"], "A",
      """`math.hypot(x, y)` geeft de lengte √(x² + y²), dus de schuine zijde van een rechthoekige
driehoek: √(9 + 16) = 5.0. Zie de [Python-documentatie](https://docs.python.org/3/library/math.html#math.hypot).""",
      md=True),

    q("me-congruent-betekenis", 2,
      "Wat betekent het dat twee driehoeken congruent zijn?",
      ["Ze hebben dezelfde vorm, maar mogelijk een andere grootte",
       "Ze zijn precies even groot en hebben dezelfde vorm",
       "Ze hebben dezelfde oppervlakte"], "B",
      """Congruente figuren passen precies op elkaar, eventueel na draaien, verschuiven of spiegelen.
Alleen dezelfde vorm hebben heet gelijkvormig, en een gelijke oppervlakte kan ook bij heel
verschillende driehoeken voorkomen."""),

    q("me-sinus-niet-groter-dan-een", 5,
      "Welke uitspraak over sinus en cosinus van een hoek in een rechthoekige driehoek is onjuist?",
      ["sin(30°) = 0,5", "cos(60°) = 0,5", "De sinus van een scherpe hoek kan groter zijn dan 1"], "C",
      """De sinus is een rechthoekszijde gedeeld door de schuine zijde, en de schuine zijde is altijd de
langste; de uitkomst kan dus nooit boven de 1 komen. De eerste twee uitspraken kloppen: in een
driehoek met hoeken van 30°, 60° en 90° is de kortste zijde de helft van de schuine zijde, en die
zijde ligt tegenover 30° en naast 60°."""),

    # --- gebrekkig ---
    q("me-gelijkbenige-driehoek", 3,
      "Hoe heet een driehoek waarvan precies twee zijden even lang zijn?",
      ["Gelijkzijdig", "Gelijkbenig", "Ongelijkzijdig", "Rechthoekig"], "B",
      """Loop de namen een voor een langs. Een gelijkzijdige driehoek (A) heeft drie gelijke zijden en
drie hoeken van 60°; daar zijn het er dus niet precies twee. Een gelijkbenige driehoek (B) heeft
twee gelijke zijden, de benen, en twee gelijke basishoeken: dat is precies wat de vraag beschrijft.
Een ongelijkzijdige driehoek (C) heeft juist drie verschillende zijden. Rechthoekig (D) zegt iets
over een hoek van 90°, niet over de lengte van de zijden; een rechthoekige driehoek kan gelijkbenig
zijn, zoals de helft van een vierkant, maar vaak is hij dat niet. Het antwoord is dus gelijkbenig.""",
      flaw="sd", mark="D"),

    q("me-oppervlakte-rechthoek", 8,
      "Wat is de oppervlakte van een rechthoekig terras van 4 m bij 2,5 m?",
      ["10 m", "10 m²", "13 m"], "B",
      """Oppervlakte = lengte × breedte = 4 m × 2,5 m = 10 m². De eenheid is vierkante meter, omdat je
twee lengtes vermenigvuldigt. 13 m is de omtrek: 2 × (4 + 2,5).""", flaw="sd", mark="A"),

    q("me-python-cirkel-oppervlakte", 6,
      "Wat levert `round(math.pi * 3**2, 1)` op in Python?",
      ["`28.3`", "`18.8`", "`9.4`"], "A",
      """De expressie berekent π × 3² = 9π ≈ 28,27, afgerond op één decimaal `28.3`: de oppervlakte van
een cirkel met straal 3. `18.8` zou de omtrek 2π × 3 zijn. Zie
[round() in de documentatie](https://docs.python.org/3/library/functions.html#round).""",
      md=True, flaw="sd", mark="B"),
]
