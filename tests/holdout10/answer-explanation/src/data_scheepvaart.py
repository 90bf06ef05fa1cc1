from common import Q

TOPIC = "scheepvaart"
TITLE = "Scheepvaart en navigatie"
DESCRIPTION = ("Scheepsbouwkundige begrippen, getijden, betonning, marifoon en navigatie op zee en "
               "binnenwater.")

QUESTIONS = [
    Q("zijlicht-stuurboord", 1,
      "Welke kleur heeft het zijlicht aan stuurboord van een schip?",
      ["*Groen", "Rood", "Geel", "Wit"],
      "Stuurboord, de rechterkant, voert een groen zijlicht; bakboord een rood."),

    Q("diepgang-definitie", 2,
      "Wat wordt verstaan onder de diepgang van een schip?",
      ["*De verticale afstand van de waterlijn tot het laagste punt van de kiel",
       "De verticale afstand van de waterlijn tot het dek",
       "De hoogte van het hoogste punt van het schip boven water"],
      "Diepgang zegt hoe ver het schip onder water steekt, gemeten vanaf het wateroppervlak omlaag tot de "
      "onderkant van de romp. Het deel tussen waterlijn en dek heet vrijboord, en de hoogte boven water is "
      "van belang bij bruggen. Een schipper vergelijkt de diepgang met de waterdiepte op de kaart.",
      related=["zoet-zout-diepgang"]),

    Q("zoet-zout-diepgang", 3,
      "Een vrachtschip vaart vanuit zee een rivier op. Waarom komt het daar dieper in het water te liggen?",
      ["*Zoet water heeft een lagere dichtheid, dus er moet meer water worden verplaatst om hetzelfde gewicht te dragen",
       "Zoet water is kouder en stroperiger, waardoor het schip verder wegzakt",
       "Op een rivier ontbreekt de getijstroom die het schip op zee omhoog duwt"],
      "Volgens de wet van Archimedes draagt het water een schip met een kracht die gelijk is aan het "
      "gewicht van het verplaatste water. Zeewater weegt ongeveer 1025 kg per kubieke meter, zoet water "
      "ongeveer 1000 kg. Om hetzelfde scheepsgewicht te dragen moet in zoet water dus een groter volume "
      "worden verplaatst, en het schip zakt een paar procent dieper weg; daarom staan op de romp aparte "
      "laadmerken voor zoet water. De gedachte dat koud of stroperig water een schip laat wegzakken "
      "klopt niet: viscositeit beïnvloedt de weerstand bij het varen, niet het drijfvermogen. Ook een "
      "getijstroom tilt een schip niet op; stroming verplaatst het schip horizontaal, terwijl de "
      "diepgang alleen door gewicht en dichtheid wordt bepaald."),

    Q("afstand-12-knopen", 4,
      "Een schip vaart met 12 knopen. Hoeveel zeemijl legt het af in 2 uur en 30 minuten?",
      ["24 zeemijl", "*30 zeemijl", "36 zeemijl"],
      "Twaalf knopen is 12 zeemijl per uur. In 2,5 uur wordt dat 12 × 2,5 = 30 zeemijl, ongeveer 55,6 km.",
      order="num", compute=("12 * 2.5", "zeemijl"),
      related=["knopen-naar-kmh", "zeemijl-meters"]),

    Q("knopen-naar-kmh", 4,
      "Een veerboot vaart 20 knopen. Hoeveel kilometer per uur is dat ongeveer? (1 zeemijl = 1852 m)",
      ["ongeveer 32 km/h", "*ongeveer 37 km/h", "ongeveer 44 km/h"],
      "Twintig knopen betekent 20 zeemijl per uur. Met 1852 m per zeemijl is dat 20 × 1,852 km = "
      "37,04 km/h, afgerond 37 km/h.",
      order="num", compute=("20 * 1.852", "km/h"), related=["zeemijl-meters"]),

    Q("uitwijkregel-onjuist", 5,
      "Welke uitspraak over de uitwijkregels van de Bepalingen ter voorkoming van aanvaringen op zee (BVA) "
      "is NIET juist?",
      ["Twee motorschepen die recht op elkaar af varen, wijken allebei naar stuurboord uit",
       "*Bij kruisende koersen moet het motorschip dat de ander aan zijn bakboordzijde ziet uitwijken",
       "Een schip dat een ander oploopt, moet vrijblijven van het schip dat wordt ingehaald",
       "Een motorschip moet in het algemeen uitwijken voor een zeilschip"],
      "A, C en D geven de regels juist weer: bij tegengestelde koersen wijken beide schepen naar "
      "stuurboord uit, een oplopend schip blijft altijd vrij van het schip dat het inhaalt, en een "
      "motorschip wijkt in de regel uit voor een zeilschip (met uitzonderingen, bijvoorbeeld in nauw "
      "vaarwater). B draait de kruisingsregel om: uitwijken moet het schip dat de ander aan zijn "
      "stuurboordzijde heeft.",
      order="letters"),

    Q("ais-geen-functie", 5,
      "Welke van de volgende is GEEN functie van AIS (Automatic Identification System)?",
      ["Het uitzenden van positie, koers en snelheid",
       "Het identificeren van schepen met naam en MMSI-nummer",
       "*Het meten van de waterdiepte onder de kiel"],
      "AIS zendt via VHF-radio wel degelijk positie, koers en vaart uit en maakt schepen herkenbaar met "
      "hun naam en MMSI-nummer, zodat anderen ze op hun kaartplotter zien. De waterdiepte meet het "
      "echolood; AIS heeft daar geen sensor voor."),

    Q("breedte-boogminuten", 6,
      "Een positie staat genoteerd als `52°22,5'N 004°53,0'E`. Hoe lees je het deel `22,5'`?",
      ["*22 boogminuten en 30 boogseconden", "22 boogminuten en 5 boogseconden", "22,5 graden"],
      "Het teken `'` staat voor boogminuten, en het deel na de komma is een decimale fractie van een "
      "minuut: `0,5'` is een halve minuut, dus 30 boogseconden. Handig op zee: één boogminuut breedte is "
      "ongeveer één [zeemijl](https://nl.wikipedia.org/wiki/Zeemijl) van 1852 m.",
      md=True),

    Q("marifoon-kanaal-16", 6,
      "Waarvoor wordt `VHF-kanaal 16` op de marifoon gebruikt?",
      ["*Als internationaal nood-, spoed- en aanroepkanaal",
       "Voor afspraken tussen schepen over het passeren in een vaargeul",
       "Voor het uitzenden van weerberichten door de kustwacht"],
      "Kanaal 16 (`156,800 MHz`) wordt continu uitgeluisterd door de kustwacht en door andere schepen. "
      "Je gebruikt het voor noodoproepen (*MAYDAY*), spoedberichten (*PAN-PAN*) en om een ander schip "
      "aan te roepen, waarna je naar een werkkanaal overstapt. Zie ook "
      "[Marifoon op Wikipedia](https://nl.wikipedia.org/wiki/Marifoon).",
      md=True, related=["ais-geen-functie"]),

    Q("noordkardinaal", 7,
      "Je nadert een zwart-gele kardinale boei met als topteken twee kegels die allebei met de punt omhoog "
      "wijzen. Waar ligt het veilige vaarwater?",
      ["*Ten noorden van de boei",
       "Ten zuiden van de boei",
       "Recht onder de boei, die het midden van de vaargeul aangeeft",
       "Aan elke kant van de boei, want die markeert alleen een wrak"],
      "Niet ten zuiden: dat geldt voor de zuidkardinaal, met beide kegels omlaag. Twee kegels met de "
      "punten omhoog vormen de noordkardinaal, en die zegt dat je aan de noordkant van de boei veilig "
      "water vindt. Het midden van een vaargeul wordt met een rood-witte boei voor veilig vaarwater "
      "aangegeven, niet met een kardinale boei.",
      related=["lichtkarakteristiek-fl3"]),

    Q("springtij", 7,
      "Wat is springtij?",
      ["*Getij met een extra groot verschil tussen hoog- en laagwater, rond nieuwe en volle maan",
       "Uitzonderlijk hoog water dat ontstaat door een storm",
       "Getij met een extra klein verschil tussen hoog- en laagwater, rond eerste en laatste kwartier"],
      "Springtij wordt vaak verward met stormvloed, maar een stormvloed komt door de wind; springtij is "
      "een astronomisch verschijnsel. Bij nieuwe en volle maan staan zon, aarde en maan op één lijn en "
      "versterken hun getijdenkrachten elkaar. Het kleine getijverschil rond het eerste en laatste "
      "kwartier heet doodtij."),

    Q("zeemijl-meters", 8,
      "Hoe lang is één internationale zeemijl?",
      ["1000 m", "1609 m", "*1852 m", "1852 km"],
      "Een zeemijl is 1852 meter. 1609 m is de Engelse landmijl, en 1852 km is duizend keer te lang.",
      order="keep"),

    Q("lichtkarakteristiek-fl3", 8,
      "Welke lichtkarakteristiek op een zeekaart beschrijft een groep van drie flitsen die elke tien "
      "seconden terugkeert?",
      ["*Fl(3) 10s", "Fl 3s", "Oc(3) 10s", "Q(3) 10s"],
      "Fl staat voor flitslicht en (3) voor een groep van drie flitsen; 10s is de periode. Oc is een "
      "onderbroken licht, waarbij juist de donkere perioden kort zijn, en Q een snel flikkerlicht."),

    Q("kiel-functie", 2,
      "Waarom heeft een zeiljacht een kiel?",
      ["*Om zijwaarts wegdrijven tegen te gaan en het schip met zijn gewicht stabiel te houden",
       "Om de snelheid bij wind recht van achteren te verhogen",
       "Om bij laag water rechtop op de bodem te kunnen staan"],
      "Zonder kiel zou de wind een zeilboot vooral opzij duwen. Het diepe, vlakke aanhangsel onder de "
      "romp biedt veel weerstand tegen die zijdelingse beweging, zodat het jacht ook aan de wind kan "
      "varen. Doordat er vaak lood in zit, ligt het zwaartepunt laag en richt de boot zich na het "
      "overhellen weer op."),

    Q("gegist-bestek", 2,
      "Wat houdt navigeren op gegist bestek in?",
      ["*De positie berekenen uit vertrekpunt, koers, vaart en verstreken tijd",
       "De positie bepalen met kruispeilingen op twee of meer bakens",
       "De positie schatten aan de hand van de gelode waterdiepte"],
      "Bij gissen gebruik je geen waarneming van buitenaf: je zet vanaf het laatste vaste punt de "
      "afgelegde afstand uit in de richting die je hebt gestuurd. Stroming en wind maken zo'n gegiste "
      "positie gaandeweg onnauwkeuriger. Een peiling op bakens levert daarentegen een waargenomen "
      "positie op.",
      related=["afstand-12-knopen"]),

    Q("hek-achterkant", 1,
      "Hoe heet de achterkant van een schip?",
      ["*Het hek", "De boeg", "De kim"],
      "De achterkant heet het hek of de achtersteven; de boeg is de voorkant."),

    Q("ballasttank-functie", 3,
      "Waarvoor dienen de ballasttanks van een vrachtschip?",
      ["*Om water in te nemen of te lozen en zo diepgang, trim en stabiliteit te regelen",
       "Om drinkwater voor de bemanning aan boord te hebben",
       "Om lekwater uit de machinekamer op te vangen",
       "Om extra brandstof mee te nemen voor lange reizen"],
      "Een leeg vrachtschip ligt hoog op het water en kan dan instabiel worden; de schroef komt soms\n"
      "zelfs boven water. Door zeewater in de ballasttanks te pompen komt het schip dieper te liggen en\n"
      "zakt het zwaartepunt. Met tanks voor en achter regelt de bemanning ook de trim, en met tanks aan\n"
      "beide zijden een eventuele slagzij. Drinkwater wordt juist in aparte, schone tanks bewaard,\n"
      "omdat ballastwater uit havens en zee komt. Lekwater en olieresten uit de machinekamer verzamelen\n"
      "zich in de bilge en worden apart opgeslagen en afgegeven. Brandstof zit ten slotte in\n"
      "bunkertanks, die los staan van het ballastsysteem.",
      wrap="bs", related=["diepgang-definitie"]),

    Q("kaartschaal-50000", 4,
      "Op een kaart met schaal 1:50.000 meet je tussen twee boeien 6 cm. Hoe groot is de werkelijke afstand?",
      ["0,3 km", "*3 km", "30 km", "300 km"],
      "Eén centimeter op de kaart is 50.000 cm in werkelijkheid, dus 500 m. Zes centimeter geeft "
      "6 × 500 m = 3000 m, oftewel drie kilometer.",
      order="num", compute=("6 * 50000 / 100000", "km")),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("bakboord-zijde", 1,
      "Welke kant van een schip is bakboord?",
      ["*De linkerkant, gezien naar de boeg", "!De rechterkant, gezien naar de boeg", "De achterkant"],
      "Bakboord is links als je naar voren kijkt; stuurboord is rechts.",
      label="sd"),

    Q("afstand-formule-knopen", 8,
      "Welke formule geeft de afgelegde afstand d in zeemijl bij een snelheid v in knopen en een vaartijd "
      "t in uren?",
      ["*d = v × t", "!d = v ÷ t", "d = t ÷ v"],
      "Knopen zijn zeemijlen per uur; vermenigvuldig je die met het aantal uren, dan valt de eenheid uur "
      "weg en hou je zeemijlen over.",
      label="sd"),

    Q("anker-krabben", 2,
      "Wat bedoelt een schipper als hij zegt dat het anker krabt?",
      ["*Het anker sleept over de bodem, zodat het schip langzaam wegdrijft",
       "!Het anker zit verstrikt in zijn eigen ketting",
       "Het anker graaft zich bij toenemende wind steeds dieper in"],
      "Een krabbend anker houdt niet meer: het schuift over de grond en het schip verlaat langzaam zijn "
      "plek. Dat gebeurt vaak bij harde wind of op slechte houdgrond. De remedie is meer ketting steken "
      "of opnieuw ankeren.",
      label="sd"),
]
