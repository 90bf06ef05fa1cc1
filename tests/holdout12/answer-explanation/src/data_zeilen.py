from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "zeilen"
TITLE = "Zeilen"
DESCRIPTION = "Basiskennis voor zeilers: termen aan boord, koersen en manoeuvres, voorrangsregels, wind en weer, verlichting en marifoon, op het niveau van het vaarbewijs en de eerste zeilbrevetten."

QUESTIONS = [
    q(NONE, "betekenis-bakboord",
      "Wat is bakboord?",
      ["De linkerkant van het schip, gezien van achteren naar voren",
       "De rechterkant van het schip, gezien van achteren naar voren",
       "De achterkant van het schip"],
      "Bakboord is links als je naar de boeg kijkt; rechts is stuurboord en de achterkant heet het hek.",
      "A", related=["kleur-stuurboordlicht"]),

    q(NONE, "voorrang-verschillende-boeg",
      "Twee zeilboten naderen elkaar. De ene heeft de wind over bakboord, de andere over stuurboord. Welke boot moet uitwijken?",
      ["De boot met de wind over stuurboord",
       "De boot met de wind over bakboord",
       "De boot die het hoogst aan de wind vaart"],
      """
Volgens de bepalingen voor het voorkomen van aanvaringen op zee en het Binnenvaartpolitiereglement moet een zeilschip dat de wind over bakboord heeft uitwijken voor een zeilschip met de wind over stuurboord. De stuurboordboot is dus de voorrangsboot en houdt koers en snelheid aan. 'Hoogst aan de wind' speelt geen rol bij verschillende boeg; de regel loef wijkt voor lij geldt alleen als beide boten de wind van dezelfde kant hebben. Een boot met de wind over bakboord die niet kan zien over welke boeg een loefwaartse boot vaart, moet volgens de regels eveneens uitwijken.""",
      "B", related=["voorrang-zelfde-boeg"]),

    q(NONE, "voorrang-zelfde-boeg",
      "Twee zeilboten hebben allebei de wind over stuurboord en naderen elkaar. Welke boot moet uitwijken?",
      ["De loefwaartse boot", "De lijwaartse boot", "De grootste boot"],
      "Bij dezelfde boeg geldt: loef wijkt voor lij. De boot aan de windkant moet uit de weg blijven.",
      "A", related=["voorrang-verschillende-boeg", "wat-is-lij"]),

    q(NONE, "overstag-gaan",
      "Wat doe je als je overstag gaat?",
      ["Je draait met de boeg door de wind naar de andere boeg",
       "Je draait met het hek door de wind naar de andere boeg",
       "Je laat de zeilen zakken om stil te gaan liggen"],
      "Overstag gaan is wenden met de boeg door de wind; draaien met het hek door de wind heet gijpen.",
      "A"),

    q(NONE, "koers-halve-wind",
      "Welke koers vaar je als de wind dwars, haaks op de lengterichting van de boot, inkomt?",
      ["Aan de wind", "Halve wind", "Voor de wind"],
      "Bij halve wind komt de wind van opzij, ongeveer 90° ten opzichte van de koers. Aan de wind vaar je schuin tegen de wind in, voor de wind komt de wind recht van achteren.",
      "B"),

    q(NONE, "afstand-6-knopen",
      "Een jacht vaart 2,5 uur met een constante snelheid van 6 knopen. Welke afstand legt het af?",
      ["2,4 zeemijl", "8,5 zeemijl", "15 zeemijl"],
      "Een knoop is één zeemijl per uur: 6 × 2,5 = 15 zeemijl.",
      "C", compute={"expression": "6 * 2.5", "unit": "zeemijl"}, related=["knopen-naar-kmh"]),

    q(NONE, "knopen-naar-kmh",
      "Hoeveel kilometer per uur is 10 knopen?",
      ["Ongeveer 5,4 km/h", "Ongeveer 16,1 km/h", "Ongeveer 18,5 km/h", "Precies 10 km/h"],
      """
Een knoop is één zeemijl per uur en een zeemijl is 1852 m. 10 knopen is dus 10 × 1,852 = 18,52 km/h. 16,1 km/h krijg je als je met landmijlen van 1609 m rekent, en 5,4 km/h is het resultaat van delen in plaats van vermenigvuldigen.""",
      "C", compute={"expression": "10 * 1.852", "unit": "km/h"}, related=["afstand-6-knopen"]),

    q(NONE, "waarom-reven",
      "Waarom reeft een zeiler?",
      ["Om het zeiloppervlak te verkleinen bij toenemende wind",
       "Om het zeil te repareren",
       "Om sneller te kunnen gijpen"],
      "Door te reven verklein je het zeil; de boot helt minder over en blijft bij veel wind bestuurbaar.",
      "A", related=["beaufort-6"]),

    q(NONE, "geen-knoop",
      "Welke term is GEEN naam van een knoop?",
      ["Paalsteek", "Mastworp", "Grootschoot", "Achtknoop"],
      """
De grootschoot is een lijn: het touw waarmee je de giek en dus het grootzeil bedient. De paalsteek geeft een vaste lus die niet kan inlopen, de mastworp is een snel te leggen knoop om een lijn aan een paal of reling vast te maken, en de achtknoop is een stopknoop die voorkomt dat een schoot uit een blok of oog schiet. Alle drie leer je in de eerste zeillessen. Andere lijnen aan boord zijn bijvoorbeeld de fokkenschoot en de vallen, waarmee je de zeilen hijst.""",
      "C"),

    q(NONE, "beaufort-6",
      "Hoe wordt windkracht 6 op de schaal van Beaufort omschreven?",
      ["Matige wind", "Krachtige wind", "Storm"],
      "Windkracht 6 is krachtige wind, ongeveer 22 tot 27 knopen. Matige wind is windkracht 4 en storm windkracht 9.",
      "B", related=["waarom-reven"]),

    q(NONE, "functie-zwaard",
      "Wat is de belangrijkste functie van het zwaard of de kiel van een zeilboot?",
      ["Het tegengaan van zijdelings wegdrijven (verlijeren)",
       "Het sturen van de boot",
       "Het opvangen van golven aan de voorkant"],
      """
Het zwaard of de kiel biedt een grote weerstand tegen zijwaartse beweging, zodat de zijwaartse kracht van de wind op het zeil voor een groot deel wordt omgezet in voorwaartse beweging. Zonder zwaard zou een boot aan de wind vooral zijwaarts wegdrijven. Een kiel draagt met zijn gewicht bovendien bij aan de stabiliteit. Sturen doe je met het roer, en golven worden door de vorm van de boeg opgevangen.""",
      "A"),

    q(NONE, "schijnbare-wind",
      "Wat is de schijnbare wind?",
      ["De wind zoals de weerberichten die voorspellen",
       "De wind die je aan boord voelt: de combinatie van de ware wind en de vaartwind",
       "De wind die vlak boven het wateroppervlak waait"],
      "Door je eigen vaart voel je aan boord een wind die in sterkte en richting afwijkt van de ware wind; op die schijnbare wind trim je de zeilen.",
      "B"),

    q(NONE, "kleur-stuurboordlicht",
      "Welke kleur heeft het boordlicht aan stuurboord?",
      ["Rood", "Groen", "Wit"],
      "Stuurboord is groen, bakboord rood en het heklicht wit.",
      "B", related=["betekenis-bakboord"]),

    q(NONE, "hoog-aan-de-wind",
      "Wat betekent 'hoog aan de wind' zeilen?",
      ["Zo scherp mogelijk tegen de wind in varen, bij de meeste jachten onder ongeveer 45° met de ware wind",
       "Recht tegen de wind in varen",
       "Met de wind schuin van achteren varen"],
      "Recht tegen de wind in kan een zeilboot niet varen; hoog aan de wind is zo dicht mogelijk bij die richting, met de zeilen strak dichtgetrokken.",
      "A"),

    q(NONE, "snelheid-tegen-stroom",
      "Je vaart 5 knopen door het water, recht tegen een stroom van 1,5 knoop in. Hoe groot is je snelheid over de grond?",
      ["3,5 knopen", "5 knopen", "6,5 knopen"],
      "Tegen de stroom in trek je de stroomsnelheid af: 5 − 1,5 = 3,5 knopen. Met de stroom mee zou het 6,5 knopen zijn.",
      "A", compute={"expression": "5 - 1.5", "unit": "knopen"}),

    q(NONE, "wat-is-lij",
      "Wat is de lijzijde van een boot?",
      ["De kant waar de wind vandaan komt",
       "De kant die van de wind af ligt",
       "De voorkant van de boot"],
      "Lij is de kant van de wind af; de kant waar de wind vandaan komt heet loef.",
      "B", related=["voorrang-zelfde-boeg"]),

    q(NONE, "wat-is-genua",
      "Wat is een genua?",
      ["Een klein stormzeil",
       "Een groot voorzeil dat achter de mast overlapt met het grootzeil",
       "Het onderste deel van het grootzeil"],
      "Een genua is groter dan de driehoek tussen voorstag, mast en dek en reikt daardoor voorbij de mast; een klein, stevig voorzeil voor zwaar weer is een stormfok.",
      "B"),

    q(NONE, "mayday-of-pan-pan",
      "Wanneer zend je over de marifoon een MAYDAY-oproep uit?",
      ["Als een schip of een persoon in ernstig en direct gevaar verkeert en onmiddellijk hulp nodig heeft",
       "Als je motorpech hebt maar veilig voor anker ligt",
       "Als je een drijvend obstakel wilt melden aan andere schepen"],
      """
MAYDAY is de noodoproep en is alleen bedoeld voor ernstig en onmiddellijk gevaar voor een schip of mensenlevens, zoals brand, zinken of een opvarende die over boord is geslagen. Motorpech terwijl je veilig ligt, is hooguit een spoedmelding: daarvoor gebruik je PAN PAN. Een drijvend obstakel of andere navigatie-informatie meld je met SÉCURITÉ, de veiligheidsmelding.""",
      "A", related=["kanaal-16"]),

    q(NONE, "kanaal-16",
      "Op welk marifoonkanaal wordt internationaal uitgeluisterd voor nood-, spoed- en veiligheidsverkeer?",
      ["Kanaal 6", "Kanaal 16", "Kanaal 70"],
      "Kanaal 16 is het internationale aanroep- en noodkanaal voor spraak. Kanaal 70 wordt gebruikt voor digitale selectieve oproep (DSC), niet voor spraak, en kanaal 6 is een kanaal voor verkeer tussen schepen.",
      "B", related=["mayday-of-pan-pan"]),

    q(NONE, "gebruik-spinnaker",
      "Op welke koersen wordt een spinnaker vooral gebruikt?",
      ["Hoog aan de wind", "Op ruime koersen en voor de wind", "Alleen bij windkracht 7 of meer"],
      "De bolle, lichte spinnaker vangt veel wind van achteren en werkt het best op ruime koersen; aan de wind is hij onbruikbaar.",
      "B"),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "betekenis-stuurboord",
      "Wat is stuurboord?",
      ["De linkerkant van het schip, gezien naar de boeg",
       "De rechterkant van het schip, gezien naar de boeg",
       "De kant van het schip die naar de wal ligt"],
      "Kijk je vanaf het achterschip naar voren, dan is rechts stuurboord. Vroeger zat het stuurriem aan die kant, vandaar de naam; links is bakboord.",
      "B", moved_to="A"),

    q(SUPPORTS_DISTRACTOR, "vaartijd-24-zeemijl",
      "Hoe lang doe je over 24 zeemijl bij een gemiddelde snelheid van 4 knopen?",
      ["4 uur", "6 uur", "8 uur"],
      "Tijd is afstand gedeeld door snelheid: 24 / 4 = 6 uur.",
      "B", moved_to="C"),

    q(SUPPORTS_DISTRACTOR, "wat-is-gijpen",
      "Wat is gijpen?",
      ["Met de boeg door de wind draaien, zodat de fok naar de andere kant gaat",
       "Met het hek door de wind draaien, zodat de giek naar de andere kant overslaat",
       "De zeilen verkleinen bij harde wind"],
      """
Bij een gijp draait de boot met het achterschip door de wind. De wind komt dan plotseling aan de andere kant van het grootzeil, waardoor de giek in één klap overslaat; daarom haal je de grootschoot eerst in en waarschuw je de bemanning. Met de boeg door de wind draaien heet overstag gaan, en het zeil verkleinen heet reven. Bij veel wind kiezen zeilers daarom soms liever voor overstag gaan en een rondje draaien dan voor een gijp.""",
      "B", moved_to="A"),
]
