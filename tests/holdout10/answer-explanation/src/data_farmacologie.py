from common import Q

TOPIC = "farmacologie"
TITLE = "Farmacologie"
DESCRIPTION = ("Hoe geneesmiddelen worden opgenomen, werken en uit het lichaam verdwijnen: "
               "farmacokinetiek, receptoren, doseren en veelvoorkomende interacties.")

QUESTIONS = [
    Q("halfwaardetijd-definitie", 1,
      "Wat is de eliminatiehalfwaardetijd van een geneesmiddel?",
      ["*De tijd waarin de plasmaconcentratie tot de helft daalt",
       "De tijd tot de hoogste plasmaconcentratie is bereikt",
       "De helft van de totale werkingsduur"],
      "Na één halfwaardetijd is de concentratie in het bloed gehalveerd.",
      related=["halfwaardetijd-24-uur"]),

    Q("first-pass-effect", 2,
      "Wat wordt bedoeld met het first-pass-effect?",
      ["*Afbraak in darmwand en lever voordat een geslikt middel de grote circulatie bereikt",
       "De eerste dosis van een kuur werkt sterker dan de volgende doses",
       "Een middel wordt via het mondslijmvlies sneller opgenomen dan via de maag"],
      "Wat via de darm wordt opgenomen, gaat eerst via de poortader naar de lever. Daar en in de darmwand "
      "zelf kan een flink deel van de stof worden omgezet, zodat er minder werkzame stof in de rest van "
      "het lichaam aankomt. Bij sommige middelen is dat verlies zo groot dat de orale dosis veel hoger "
      "moet zijn dan de intraveneuze.",
      related=["nitroglycerine-sublinguaal", "biobeschikbaarheid-iv"]),

    Q("nitroglycerine-sublinguaal", 3,
      "Waarom wordt nitroglycerine bij een aanval van angina pectoris onder de tong toegediend?",
      ["*Via het mondslijmvlies komt het snel in de bloedbaan en ontloopt het de afbraak in de lever",
       "In de maag wordt het door het zuur omgezet in een sterker werkzame vorm",
       "Onder de tong ligt het middel het dichtst bij de kransslagaders, die het direct opnemen"],
      "Nitroglycerine wordt bij doorslikken grotendeels afgebroken tijdens de eerste passage door de lever, "
      "zodat er nauwelijks werkzame stof overblijft. Het slijmvlies onder de tong is dun en sterk "
      "doorbloed; het bloed daarvan stroomt via de halsaders rechtstreeks naar het hart en de grote "
      "circulatie. Het middel werkt daardoor binnen enkele minuten en ontloopt de leverafbraak. Dat "
      "maagzuur het middel sterker zou maken, klopt niet: het probleem bij slikken is juist verlies van "
      "werkzame stof, niet activering. En hoewel de pijn in de borst zit, liggen de kransslagaders niet "
      "onder de tong; de stof bereikt ze pas nadat ze met het bloed is verspreid, waarna ze de bloedvaten "
      "verwijdt en het hart ontlast.",
      related=["first-pass-effect"]),

    Q("halfwaardetijd-24-uur", 4,
      "Een middel heeft een halfwaardetijd van 6 uur. Welk percentage van de beginconcentratie is na 24 uur "
      "nog over, als er niets wordt bijgegeven?",
      ["3,125 %", "*6,25 %", "12,5 %", "25 %"],
      "24 uur is 24 ÷ 6 = 4 halfwaardetijden. De concentratie halveert vier keer: 100 % → 50 % → 25 % → "
      "12,5 % → 6,25 %. Er is dus een zestiende over.",
      order="num", compute=("100 / 2^4", "%")),

    Q("dosis-kind-20-kg", 4,
      "Een kind van 20 kg krijgt een middel voorgeschreven in een dosis van 15 mg per kilogram "
      "lichaamsgewicht per gift. Hoeveel milligram is één gift?",
      ["35 mg", "150 mg", "*300 mg", "3000 mg"],
      "De dosis per gift is 15 mg/kg × 20 kg = 300 mg, driehonderd milligram.",
      order="num", compute=("15 * 20", "mg"), related=["drank-250-mg-per-5-ml"]),

    Q("drank-250-mg-per-5-ml", 4,
      "Een drank bevat 250 mg werkzame stof per 5 ml. Hoeveel milliliter moet worden afgemeten voor een "
      "dosis van 400 mg?",
      ["6 ml", "*8 ml", "10 ml"],
      "Per milliliter zit er 250 ÷ 5 = 50 mg in. Voor 400 mg is dan 400 ÷ 50 = 8 ml nodig, acht milliliter.",
      order="num", compute=("400 / 250 * 5", "ml")),

    Q("antibiotica-onjuist", 5,
      "Welke uitspraak over antibiotica is NIET juist?",
      ["Ze remmen de groei van bacteriën of doden ze",
       "Onnodig gebruik bevordert het ontstaan van resistente bacteriën",
       "*Ze verkorten een gewone verkoudheid doordat ze het virus doden"],
      "Antibiotica grijpen inderdaad aan op bacteriën, bijvoorbeeld op hun celwand of hun eiwitsynthese, "
      "en elke kuur geeft resistente stammen een voordeel, dus onnodig gebruik werkt resistentie in de "
      "hand. Een verkoudheid wordt echter door virussen veroorzaakt, en daar hebben antibiotica geen vat op."),

    Q("nsaid-geen-bijwerking", 5,
      "Welke van de volgende is GEEN bekende bijwerking van NSAID's zoals ibuprofen en naproxen?",
      ["Beschadiging van het maagslijmvlies", "Verminderde doorbloeding van de nieren",
       "*Onderdrukking van de ademhaling", "Vasthouden van vocht"],
      "NSAID's remmen de aanmaak van prostaglandinen. Die beschermen normaal het maagslijmvlies en houden "
      "de nierdoorbloeding op peil; zonder die bescherming ontstaan maagschade, nierproblemen en "
      "vochtretentie. Ademhalingsonderdrukking hoort bij opioïden, niet bij NSAID's."),

    Q("atc-code-letter-n", 6,
      "Paracetamol heeft de ATC-code `N02BE01`. Waar staat de eerste letter `N` voor?",
      ["*De anatomische hoofdgroep zenuwstelsel (*nervous system*)",
       "Niet-receptplichtig (zelfzorgmiddel)",
       "Natuurlijke oorsprong van de werkzame stof"],
      "Het ATC-systeem van de WHO deelt geneesmiddelen eerst in naar het orgaan of systeem waarop ze "
      "werken. `N` is het zenuwstelsel; daarbinnen is `N02` de groep analgetica en `N02BE` de aniliden, "
      "waartoe paracetamol behoort. Over receptplicht of herkomst zegt de code niets. Zie de "
      "[ATC/DDD-index van het WHO-centrum](https://www.whocc.no/atc_ddd_index/).",
      md=True),

    Q("voorschrift-dd", 6,
      "Op een recept staat `2 dd 1 tablet`. Wat betekent dat?",
      ["*Twee keer per dag één tablet", "Eén keer per dag twee tabletten", "Om de twee dagen één tablet"],
      "`dd` is de afkorting van het Latijnse *de die*, 'per dag'. Het getal vóór `dd` geeft aan hoe vaak "
      "per dag, het getal erna hoeveel eenheden per keer. Meer over doseringen vind je in het "
      "[Farmacotherapeutisch Kompas](https://www.farmacotherapeutischkompas.nl/).",
      md=True),

    Q("agonist-definitie", 7,
      "Wat is een agonist?",
      ["*Een stof die aan een receptor bindt en die daarbij activeert",
       "Een stof die een receptor bezet zonder hem te activeren",
       "Een stof die de afbraak van andere middelen in de lever versnelt"],
      "Binden zonder te activeren is kenmerkend voor een antagonist, niet voor een agonist. Een agonist "
      "bootst het lichaamseigen signaalmolecuul na en zet de receptor aan het werk; morfine doet dat "
      "bijvoorbeeld bij opioïdreceptoren. Versnelde afbraak in de lever heet enzyminductie.",
      related=["betablokker-afbouwen"]),

    Q("therapeutische-breedte", 7,
      "Wat verstaat men onder de therapeutische breedte van een geneesmiddel?",
      ["*De marge tussen de werkzame en de toxische dosis",
       "Het aantal aandoeningen waarvoor het middel is geregistreerd",
       "De periode tussen inname en het begin van de werking"],
      "Het gaat niet om het aantal indicaties, en ook niet om tijd: de term beschrijft hoe ver de "
      "werkzame en de giftige concentratie uit elkaar liggen. Bij middelen met een smalle breedte, zoals "
      "lithium en digoxine, worden de bloedspiegels daarom vaak gecontroleerd."),

    Q("microgram-omrekenen", 8,
      "Hoeveel is 500 µg?",
      ["*0,5 mg", "5 mg", "50 mg", "0,5 g"],
      "Eén milligram is 1000 microgram, dus 500 µg = 0,5 mg. 0,5 g zou 500 mg zijn, duizend keer zo veel.",
      order="keep"),

    Q("afkorting-im", 8,
      "Met welke afkorting wordt toediening in een spier aangeduid?",
      ["*i.m.", "i.v.", "s.c.", "i.c."],
      "i.m. staat voor intramusculair; i.v. is intraveneus (in een ader) en s.c. subcutaan (onder de huid)."),

    Q("placebo-effect", 2,
      "Wat is het placebo-effect?",
      ["*Verbetering door de verwachting van behandeling, zonder werkzame stof",
       "Een bijwerking die door de hulpstoffen in een tablet wordt veroorzaakt",
       "Gewenning waardoor een middel bij herhaald gebruik minder goed werkt"],
      "Ook een tablet zonder actieve stof kan klachten als pijn of misselijkheid doen afnemen, omdat de "
      "patiënt erop vertrouwt dat hij behandeld wordt. Daarom vergelijken klinische studies een nieuw "
      "middel met een nepbehandeling die er precies hetzelfde uitziet. Alleen het verschil daarmee "
      "schrijft men toe aan het middel zelf."),

    Q("grapefruitsap-interactie", 2,
      "Waarom wordt bij sommige middelen, zoals simvastatine, afgeraden grapefruitsap te drinken?",
      ["*Grapefruitsap remt een afbrekend enzym in de darmwand, waardoor de bloedspiegel van het middel stijgt",
       "Grapefruitsap versnelt de afbraak in de lever, zodat het middel minder werkt",
       "Grapefruitsap bindt het middel in de maag, zodat het niet wordt opgenomen"],
      "Stoffen in de grapefruit schakelen het enzym CYP3A4 in de darmwand uit. Een groter deel van de "
      "dosis komt dan onveranderd in het bloed, wat neerkomt op een onbedoelde overdosering. Bij "
      "simvastatine vergroot dat de kans op spierschade.",
      related=["first-pass-effect"]),

    Q("biobeschikbaarheid-iv", 1,
      "Wat is de biologische beschikbaarheid van een middel dat intraveneus wordt toegediend?",
      ["*100 %", "Ongeveer de helft", "Afhankelijk van de leverfunctie"],
      "Intraveneus komt de volledige dosis direct in de bloedbaan, dus 100 %."),

    Q("betablokker-afbouwen", 3,
      "Waarom mag een bètablokker na langdurig gebruik niet abrupt worden gestopt?",
      ["Omdat het middel zich in vetweefsel ophoopt en bij stoppen in één keer vrijkomt",
       "*Omdat het hart gevoeliger is geworden voor adrenaline, zodat plots stoppen hartkloppingen of angina kan uitlokken",
       "Omdat het stoppen een allergische reactie op de hulpstoffen opwekt",
       "Omdat bètablokkers op dezelfde manier verslavend zijn als opioïden"],
      "De tweede optie is juist. Tijdens het gebruik past het lichaam zich aan de blokkade aan: er\n"
      "komen meer bèta-receptoren op de hartcellen. Valt de bètablokker plotseling weg, dan reageert\n"
      "het hart heftig op adrenaline, met een snelle hartslag, een hoge bloeddruk of zelfs een\n"
      "angina-aanval; dat heet het reboundfenomeen. Daarom wordt de dosis over een à twee weken\n"
      "afgebouwd. De eerste optie klopt niet: ophoping in vet speelt bij het stoppen geen rol. Ook de\n"
      "derde optie is onjuist, want een allergie ontstaat niet door te stoppen. De vierde optie\n"
      "verwart gewenning met verslaving: er is geen sprake van hunkering of roes zoals bij opioïden.",
      order="letters"),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("generiek-middel", 2,
      "Wat is een generiek geneesmiddel?",
      ["*Een middel met dezelfde werkzame stof en sterkte als het merkmiddel",
       "!Een middel met een andere werkzame stof die hetzelfde effect heeft als het merkmiddel",
       "Een middel dat zonder recept bij de drogist verkrijgbaar is"],
      "Na afloop van het octrooi mogen andere fabrikanten precies dezelfde werkzame stof op de markt "
      "brengen. Ze moeten aantonen dat hun versie in het lichaam even snel en even volledig wordt "
      "opgenomen. Vaak draagt zo'n middel de naam van de stof, zoals omeprazol, in plaats van een merknaam.",
      label="sd"),

    Q("infuus-ml-per-uur", 4,
      "Een infuus van 1000 ml moet in 8 uur inlopen. Op hoeveel milliliter per uur stel je de pomp in?",
      ["!100 ml/uur", "*125 ml/uur", "150 ml/uur"],
      "1000 ml verdeeld over 8 uur geeft 1000 ÷ 8 = 125 ml per uur.",
      label="sd", order="num"),

    Q("first-pass-niet-omzeild", 5,
      "Welke toedieningsweg omzeilt het first-pass-effect in de lever NIET?",
      ["*Oraal (slikken)", "Sublinguaal (onder de tong)", "Intraveneus", "!Transdermaal (via een pleister)"],
      "Onder de tong, via een ader en via de huid komt de stof direct in de grote circulatie en hoeft ze "
      "niet eerst door de lever: die routes omzeilen het first-pass-effect dus wel. Een geslikt middel "
      "wordt in de darm opgenomen en gaat via de poortader eerst naar de lever.",
      label="sd"),
]
