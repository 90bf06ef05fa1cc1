from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "belastingen"
TITLE = "Belastingen"
DESCRIPTION = "Het Nederlandse belastingstelsel: btw, inkomstenbelasting, lokale heffingen en rekenen met tarieven."

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "btw-erbij-optellen",
      "Een fiets kost € 200 exclusief 21% btw. Wat is de prijs inclusief btw?",
      ["€ 221", "€ 242", "€ 258", "€ 420"],
      "B",
      "21% van € 200 is € 42, dus de prijs inclusief btw is € 200 + € 42 = € 242.",
      compute=("200 * 1.21", "€"),
      style=[R, KORT]),

    q(NONE, "btw-terugrekenen",
      "Op een factuur staat een bedrag van € 121 inclusief 21% btw. Hoeveel btw zit er in dat bedrag?",
      ["€ 12,10", "€ 21,00", "€ 25,41"],
      "B",
      "Het bedrag inclusief btw is 121% van de prijs exclusief btw. Die prijs is dus € 121 ÷ 1,21 = € 100, en de btw is € 21. "
      "€ 25,41 is 21% van € 121; dat is een veelgemaakte fout, omdat je dan btw over de btw berekent.",
      compute=("121 - 121 / 1.21", "€"),
      style=[R, AFL]),

    q(NONE, "verlaagd-btw-tarief",
      "Hoe hoog is sinds 1 januari 2019 het verlaagde btw-tarief in Nederland, dat onder meer voor de meeste levensmiddelen geldt?",
      ["6%", "9%", "12%", "21%"],
      "B",
      "Het verlaagde tarief werd per 1 januari 2019 verhoogd van 6% naar 9%. Het algemene tarief is 21%.",
      style=[AFL]),

    q(NONE, "box-aanmerkelijk-belang",
      "In welke box van de inkomstenbelasting valt inkomen uit aanmerkelijk belang, zoals dividend dat een directeur-grootaandeelhouder uit zijn eigen bv ontvangt?",
      ["Box 1", "Box 2", "Box 3", "In geen enkele box; het is onbelast"],
      "B",
      "Box 1 is bedoeld voor inkomen uit werk en woning: loon, winst uit onderneming, uitkeringen en het eigenwoningforfait. Dividend uit een eigen bv hoort daar niet bij. "
      "Box 2 is de box voor inkomen uit aanmerkelijk belang, dus voor dividend en verkoopwinst uit een belang van ten minste 5% in een vennootschap; dat is hier het geval. "
      "Box 3 belast sparen en beleggen op basis van een verondersteld rendement, maar aandelen die een aanmerkelijk belang vormen, vallen daar juist niet onder. "
      "Onbelast is dit inkomen evenmin: de Belastingdienst heft er in box 2 een apart tarief over.",
      style=[LANG]),

    q(NONE, "aanmerkelijk-belang-grens",
      "Vanaf welk aandelenbelang in een vennootschap is er in de inkomstenbelasting sprake van een aanmerkelijk belang?",
      ["1%", "5%", "10%", "25%"],
      "B",
      "Wie, al dan niet samen met zijn partner, minstens 5% van de aandelen van een vennootschap bezit, heeft een aanmerkelijk belang.",
      style=[KORT]),

    q(NONE, "heffingskorting-betekenis",
      "Wat is een heffingskorting?",
      ["Een bedrag dat van het inkomen wordt afgetrokken voordat de belasting wordt berekend",
       "Een korting op de btw voor kleine ondernemers",
       "Een bedrag dat rechtstreeks van de verschuldigde belasting wordt afgetrokken"],
      "C",
      "Een heffingskorting, zoals de algemene heffingskorting of de arbeidskorting, verlaagt niet het inkomen maar het bedrag dat je uiteindelijk aan belasting moet betalen. "
      "Een aftrekpost werkt anders: die verlaagt eerst het inkomen waarover de belasting wordt berekend.",
      style=[PARA, AFL]),

    q(NONE, "aftrekpost-voordeel",
      "Iemand heeft een aftrekpost van € 1000 die wordt afgetrokken tegen een tarief van 37%. Hoeveel belasting bespaart hij daardoor?",
      ["€ 37", "€ 370", "€ 630", "€ 1000"],
      "B",
      "Een aftrekpost verlaagt het belastbaar inkomen. Over die € 1000 hoeft hij dus geen 37% te betalen: 0,37 × € 1000 = € 370 minder belasting. "
      "€ 630 is het deel dat hij zelf blijft dragen.",
      compute=("1000 * 0.37", "€"),
      style=[R, AFL]),

    q(NONE, "vennootschapsbelasting-wie",
      "Wie betaalt vennootschapsbelasting?",
      ["Een eenmanszaak", "Een bv of nv", "Een werknemer in loondienst"],
      "B",
      "Vennootschapsbelasting wordt geheven van lichamen, zoals besloten en naamloze vennootschappen. "
      "De winst van een eenmanszaak wordt bij de ondernemer zelf belast in box 1 van de inkomstenbelasting.",
      style=[AFL]),

    q(NONE, "kor-betekenis",
      "Wat houdt de kleineondernemersregeling (KOR) in?",
      ["Kleine ondernemers betalen geen inkomstenbelasting",
       "Kleine ondernemers mogen hun aangifte om de vijf jaar doen",
       "Ondernemers met een jaaromzet van maximaal € 20.000 kunnen kiezen voor vrijstelling van btw"],
      "C",
      "Wie voor de KOR kiest, brengt geen btw in rekening en doet geen btw-aangifte, maar mag dan ook geen btw op inkopen terugvragen. Inkomstenbelasting blijft gewoon verschuldigd.",
      style=[ACR, AFL]),

    q(NONE, "erfbelasting-plichtige",
      "Wie is belastingplichtig voor de erfbelasting?",
      ["De overledene", "De erfgenaam die iets uit de nalatenschap verkrijgt", "De notaris die de nalatenschap afwikkelt"],
      "B",
      "Erfbelasting wordt geheven van degene die iets verkrijgt; elke erfgenaam betaalt over zijn eigen erfdeel. "
      "De notaris doet vaak de aangifte, maar is zelf niet belastingplichtig.",
      style=[AFL]),

    q(NONE, "ozb-grondslag",
      "Waarop is de hoogte van de onroerendezaakbelasting (OZB) gebaseerd?",
      ["Op de WOZ-waarde van de woning of het gebouw", "Op het inkomen van de eigenaar", "Op het aantal bewoners"],
      "A",
      "De gemeente bepaalt jaarlijks de WOZ-waarde, de waarde volgens de Wet waardering onroerende zaken, en rekent daar een percentage over.",
      style=[ACR, KORT]),

    q(NONE, "ozb-bedrag-berekenen",
      "Een woning heeft een WOZ-waarde van € 300.000. Het OZB-tarief voor eigenaren is 0,1% van de WOZ-waarde. Hoeveel OZB betaalt de eigenaar?",
      ["€ 30", "€ 300", "€ 3000"],
      "B",
      "0,1% van € 300.000 is 0,001 × 300.000 = € 300.",
      compute=("300000 * 0.001", "€"),
      style=[R, KORT]),

    q(NONE, "geen-rijksbelasting",
      "Welke belasting is GEEN rijksbelasting?",
      ["Inkomstenbelasting", "Omzetbelasting (btw)", "Accijns", "Hondenbelasting"],
      "D",
      "Hondenbelasting is een gemeentelijke belasting: elke gemeente beslist zelf of en hoeveel zij heft. De andere drie worden door de Belastingdienst voor het Rijk geïnd.",
      style=[NEG, AFL]),

    q(NONE, "accijns-betekenis",
      "Wat is accijns?",
      ["Een belasting op het bezit van een woning",
       "Een verbruiksbelasting op bepaalde producten, zoals brandstof, alcohol en tabak, die per hoeveelheid wordt geheven",
       "Een belasting op de winst van bedrijven"],
      "B",
      "Accijns drukt op het gebruik van specifieke goederen: per liter benzine of bier en per hoeveelheid tabak wordt een vast bedrag geheven, los van de verkoopprijs. Het wordt via de prijs doorberekend aan de consument.",
      style=[PARA]),

    q(NONE, "progressief-tarief",
      "Wat betekent het dat de inkomstenbelasting in box 1 een progressief tarief heeft?",
      ["Iedereen betaalt hetzelfde percentage over zijn inkomen",
       "Over het deel van het inkomen boven een bepaalde grens geldt een hoger percentage",
       "Het tarief stijgt elk jaar automatisch"],
      "B",
      "Het inkomen wordt in schijven verdeeld, en hoe hoger de schijf, hoe hoger het percentage over dat stuk. Wie meer verdient, betaalt daardoor gemiddeld een groter deel van zijn inkomen. "
      "Een gelijk percentage voor iedereen heet een vlaktaks.",
      style=[PARA, AFL]),

    q(NONE, "schijventarief-berekenen",
      "In een vereenvoudigd stelsel geldt 36% belasting over het inkomen tot € 40.000 en 50% over het meerdere. Hoeveel belasting betaalt iemand met een inkomen van € 50.000?",
      ["€ 18.000", "€ 19.400", "€ 20.400", "€ 25.000"],
      "B",
      "Over de eerste € 40.000 is 36% verschuldigd: € 14.400. Over de resterende € 10.000 geldt 50%: € 5000. Samen is dat € 19.400. "
      "€ 18.000 krijg je als je 36% over het hele inkomen rekent, en € 25.000 bij 50% over het hele inkomen.",
      compute=("40000 * 0.36 + 10000 * 0.50", "€"),
      style=[R, AFL]),

    q(NONE, "aangifte-voor-1-mei",
      "Vóór welke datum moet je de aangifte inkomstenbelasting over het afgelopen jaar normaal gesproken indienen, als je geen uitstel hebt gekregen?",
      ["1 januari", "1 april", "1 mei", "1 juli"],
      "C",
      "De [Belastingdienst](https://www.belastingdienst.nl) verwacht de aangifte vóór 1 mei. Wie meer tijd nodig heeft, kan vóór die datum uitstel aanvragen.",
      markup="markdown",
      style=[LINK, KORT]),

    q(NONE, "voorlopige-aanslag",
      "Wat is een voorlopige aanslag inkomstenbelasting?",
      ["Een boete voor het te laat indienen van de aangifte",
       "De definitieve afrekening na controle van de aangifte",
       "Een aanslag die vooraf wordt opgelegd op basis van een schatting van het inkomen, vaak te betalen of te ontvangen in maandelijkse termijnen"],
      "C",
      "Met een voorlopige aanslag betaalt of ontvangt iemand al in de loop van het jaar wat hij naar verwachting verschuldigd is of terugkrijgt, bijvoorbeeld de hypotheekrenteaftrek. Na de aangifte volgt de definitieve aanslag, waarin het verschil wordt verrekend.",
      style=[AFL]),

    q(NONE, "loonheffingen-verzamelnaam",
      "Wat zijn loonheffingen?",
      ["Alleen de belasting die een zelfstandige over zijn winst betaalt",
       "Een heffing die werknemers zelf jaarlijks aan de gemeente betalen",
       "De verzamelnaam voor loonbelasting, premies volksverzekeringen, premies werknemersverzekeringen en de inkomensafhankelijke bijdrage Zvw"],
      "C",
      "De werkgever houdt deze heffingen in op het loon of betaalt ze zelf, en draagt ze af aan de Belastingdienst. Zelfstandigen hebben er voor hun eigen winst niet mee te maken.",
      style=[ACR]),

    q(NONE, "btw-verlegd",
      "Wat betekent de vermelding 'btw verlegd' op een factuur?",
      ["De factuur is vrijgesteld van btw",
       "De btw mag een jaar later worden betaald",
       "De afnemer moet de btw aangeven en afdragen in plaats van de leverancier"],
      "C",
      "Bij verlegging schuift de plicht om btw af te dragen door naar de klant. Dat komt onder meer voor bij onderaanneming in de bouw en bij leveringen aan ondernemers in andere EU-landen. "
      "Het is geen vrijstelling: er wordt wel degelijk btw betaald, alleen door een ander.",
      style=[AFL]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "algemeen-btw-tarief",
      "Welk btw-tarief geldt in Nederland voor de meeste goederen en diensten?",
      [("9%", "Nee, 9% is het verlaagde tarief, bijvoorbeeld voor levensmiddelen."),
       ("19%", "Nee, 19% gold in Nederland alleen tot oktober 2012."),
       ("21%", "Goed, dit is het algemene tarief.")],
      "C",
      "Het algemene btw-tarief is sinds 1 oktober 2012 21%. Het getal 19% is het oude Nederlandse tarief van vóór die datum en is nog steeds het algemene tarief in Duitsland; 9% is het verlaagde tarief.",
      moved_to="B",
      style=[AFL, FB]),

    q(MOVED, "btw-afdragen-ondernemer",
      "Een ondernemer verkoopt in een kwartaal voor € 5000 exclusief btw en koopt voor € 2000 exclusief btw in. Op alles is 21% btw van toepassing. Hoeveel btw moet hij over dat kwartaal afdragen?",
      ["€ 420", "€ 630", "€ 1050"],
      "B",
      "Over zijn verkopen brengt hij 21% van € 5000 = € 1050 btw in rekening. Op zijn inkopen heeft hij 21% van € 2000 = € 420 betaald, die hij als voorbelasting mag aftrekken. "
      "Af te dragen is dus € 1050 − € 420 = € 630.",
      moved_to="C",
      style=[R]),

    q(MOVED, "niet-aftrekbaar-ib",
      "Welke uitgave is in de aangifte inkomstenbelasting NIET aftrekbaar?",
      ["Hypotheekrente voor de eigen woning", "Giften aan een ANBI boven de drempel", "Specifieke zorgkosten", "Een verkeersboete"],
      "D",
      "Boetes, zoals een bekeuring voor te hard rijden, kun je nooit van je inkomen aftrekken. "
      "Hypotheekrente voor de eigen woning, giften aan een algemeen nut beogende instelling en specifieke zorgkosten zijn onder voorwaarden wel aftrekbaar.",
      moved_to="B",
      style=[NEG]),
]

RELATED = [
    ["btw-erbij-optellen", "btw-terugrekenen", "verlaagd-btw-tarief", "btw-verlegd", "kor-betekenis"],
    ["box-aanmerkelijk-belang", "aanmerkelijk-belang-grens", "vennootschapsbelasting-wie"],
    ["heffingskorting-betekenis", "aftrekpost-voordeel", "progressief-tarief", "schijventarief-berekenen"],
    ["aangifte-voor-1-mei", "voorlopige-aanslag", "loonheffingen-verzamelnaam"],
    ["ozb-grondslag", "ozb-bedrag-berekenen", "geen-rijksbelasting", "accijns-betekenis"],
    ["erfbelasting-plichtige", "geen-rijksbelasting"],
]
