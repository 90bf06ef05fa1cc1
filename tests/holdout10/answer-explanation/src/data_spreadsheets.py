from common import Q

TOPIC = "spreadsheets"
TITLE = "Spreadsheets"
DESCRIPTION = ("Werken met rekenbladen zoals Excel en LibreOffice Calc: celverwijzingen, formules en "
               "functies (Nederlandstalige namen), foutwaarden, sorteren en draaitabellen.")

QUESTIONS = [
    Q("dollarteken-absoluut", 1,
      "Wat doen de dollartekens in de celverwijzing $A$1?",
      ["*Ze houden kolom en rij vast wanneer de formule wordt gekopieerd",
       "Ze tonen de waarde van A1 als bedrag in dollars",
       "Ze maken cel A1 alleen-lezen"],
      "Een $ maakt het deel erachter absoluut, zodat kopiëren de verwijzing niet verschuift.",
      related=["gemengde-verwijzing-kolom", "formule-kopieren-c2-d3"]),

    Q("gemengde-verwijzing-kolom", 8,
      "Welke verwijzing houdt bij het kopiëren van een formule alleen de kolom vast en laat de rij "
      "meeschuiven?",
      ["*$A1", "A$1", "$A$1", "A1"],
      "Het dollarteken staat vóór het deel dat vastligt: in $A1 is dat de kolom. A$1 zet de rij vast en "
      "$A$1 beide."),

    Q("aantal-als-groter-dan", 8,
      "Welke formule telt hoeveel cellen in A1:A10 een waarde groter dan 100 bevatten?",
      ['*=AANTAL.ALS(A1:A10;">100")', '=AANTAL.ALS(A1:A10;"<100")', '=SOM.ALS(A1:A10;">100")',
       '=AANTAL.ALS(A1:A10;">=100")'],
      'AANTAL.ALS telt cellen die aan het criterium voldoen, en ">100" betekent strikt groter dan 100. '
      'Met "<100" tel je juist de kleinere waarden en met ">=100" tellen cellen met precies 100 ook mee; '
      'SOM.ALS telt de waarden op in plaats van de cellen te tellen.'),

    Q("btw-inclusief-80", 4,
      "Een artikel kost € 80,00 exclusief 21 % btw. Wat is de prijs inclusief btw?",
      ["€ 16,80", "*€ 96,80", "€ 101,00"],
      "De btw is 21 % van € 80,00 = 0,21 × 80 = € 16,80. Inclusief btw wordt dat € 80,00 + € 16,80 = "
      "€ 96,80; in één stap: 80 × 1,21. In een rekenblad schrijf je =A1*1,21.",
      order="num", compute=("80 * 1.21", "€"), related=["provisie-4-procent"]),

    Q("procentuele-toename", 4,
      "In A1 staat een omzet van 250 en in B1 de omzet van het jaar erna, 300. Welke uitkomst geeft "
      "=(B1-A1)/A1, weergegeven als percentage?",
      ["16,7 %", "*20 %", "50 %"],
      "Het verschil is 300 − 250 = 50, en dat delen door de oude waarde geeft 50 ÷ 250 = 0,2, ofwel "
      "twintig procent. 16,7 % krijg je als je ten onrechte door de nieuwe waarde deelt (50 ÷ 300).",
      order="num", compute=("(300 - 250) / 250 * 100", "%"), related=["btw-inclusief-80"]),

    Q("vert-zoeken-onjuist", 5,
      "Welke uitspraak over de functie VERT.ZOEKEN is NIET juist?",
      ["Ze zoekt de opgegeven waarde in de eerste kolom van het bereik",
       "Met ONWAAR als laatste argument zoekt ze een exacte overeenkomst",
       "Het kolomnummer telt vanaf de eerste kolom van het opgegeven bereik",
       "*Ze kan een waarde teruggeven uit een kolom links van de zoekkolom"],
      "VERT.ZOEKEN zoekt inderdaad altijd in de meest linkse kolom van het bereik, en het kolomnummer "
      "wordt vanaf die kolom geteld. Met ONWAAR als vierde argument vraag je om een exacte overeenkomst. "
      "Een kolom links van de zoekkolom kan ze echter niet teruggeven; daarvoor gebruik je X.ZOEKEN of "
      "INDEX met VERGELIJKEN."),

    Q("ongeldig-celadres", 5,
      "Welk van de volgende is GEEN geldig celadres in een werkblad van Excel (versie 2007 of later)?",
      ["B7", "XFD1048576", "*AA0", "ZZ99"],
      "B7 is een gewone cel, XFD1048576 is de allerlaatste cel van een werkblad (16.384 kolommen en "
      "1.048.576 rijen) en kolom ZZ valt ruim binnen die grens. Rijnummers beginnen echter bij 1, dus "
      "een rij 0 bestaat niet."),

    Q("als-functie-uitkomst", 6,
      'Cel B2 bevat 5,4. Wat toont `=ALS(B2>=5,5;"voldoende";"onvoldoende")`?',
      ["voldoende", "*onvoldoende", "ONWAAR"],
      "`ALS` test eerst de voorwaarde `B2>=5,5`. Omdat 5,4 kleiner is dan 5,5, is die voorwaarde onwaar "
      "en toont de cel het derde argument: `onvoldoende`. `ONWAAR` zou alleen verschijnen als je het "
      "derde argument weglaat. Zie de [Excel-hulp van Microsoft](https://support.microsoft.com/nl-nl/excel).",
      md=True),

    Q("som-met-tekst", 6,
      "In A1 staat 4, in A2 de tekst `tien` en in A3 staat 6. Wat is de uitkomst van `=SOM(A1:A3)`?",
      ["*10", "`#WAARDE!`", "0"],
      "`SOM` slaat tekst in een bereik gewoon over en telt alleen de getallen op: 4 + 6 = 10. Een formule "
      "als `=A1+A2+A3` geeft wél `#WAARDE!`, omdat je dan rechtstreeks met tekst rekent. Meer in de "
      "[Excel-ondersteuning van Microsoft](https://support.microsoft.com/nl-nl/excel).",
      md=True, related=["fout-deling-door-nul"]),

    Q("fout-deling-door-nul", 6,
      "Welke foutwaarde toont de Nederlandstalige versie van Excel bij de formule `=1/0`?",
      ["*`#DEEL/0!`", "`#WAARDE!`", "`#GETAL!`", "`#N/B`"],
      "Delen door nul levert `#DEEL/0!` op (in het Engels `#DIV/0!`). `#WAARDE!` wijst op een verkeerd "
      "gegevenstype, `#GETAL!` op een ongeldig getal en `#N/B` op een waarde die niet gevonden is. Zie "
      "[Microsoft Ondersteuning](https://support.microsoft.com/nl-nl/excel).",
      md=True),

    Q("mediaan-uitschieter", 7,
      "Een kolom bevat de waarden 2, 3, 4 en 100. Welke functie geeft een uitkomst die het minst wordt "
      "beïnvloed door de uitschieter 100?",
      ["*MEDIAAN", "GEMIDDELDE", "SOM"],
      "Het gemiddelde wordt door de 100 flink omhooggetrokken, tot 27,25; dat geldt voor GEMIDDELDE en nog "
      "sterker voor SOM, niet voor MEDIAAN. De mediaan is het midden van de gesorteerde waarden, hier "
      "(3 + 4) ÷ 2 = 3,5."),

    Q("titels-blokkeren", 7,
      "Wat doet de functie Titels blokkeren in Excel?",
      ["*Ze houdt gekozen rijen of kolommen in beeld tijdens het scrollen",
       "Ze beschermt cellen tegen wijzigingen door andere gebruikers",
       "Ze zet formules om in vaste waarden",
       "Ze verbergt de geselecteerde rijen of kolommen"],
      "Cellen beschermen tegen wijzigen doet bladbeveiliging, niet blokkeren. Met blokkeren blijven "
      "bijvoorbeeld de kopregel of de eerste kolom staan terwijl je door een lange tabel scrolt. Formules "
      "omzetten in waarden doe je met Plakken speciaal."),

    Q("draaitabel", 2,
      "Wat is een draaitabel?",
      ["*Een overzicht dat gegevens groepeert en samenvat zonder de brongegevens te veranderen",
       "Een tabel waarvan rijen en kolommen zijn verwisseld",
       "Een grafiek die je in drie dimensies kunt roteren"],
      "Met een draaitabel zet je bijvoorbeeld regio's in de rijen en maanden in de kolommen, waarna Excel "
      "de omzet per combinatie optelt of telt. Door velden te verslepen krijg je snel een andere "
      "doorsnede. De ruwe gegevens blijven daarbij onaangeroerd; rijen en kolommen verwisselen heet "
      "transponeren."),

    Q("voorwaardelijke-opmaak", 2,
      "Waarvoor gebruik je voorwaardelijke opmaak?",
      ["*Om de opmaak van cellen af te laten hangen van hun waarde",
       "Om te voorkomen dat gebruikers ongeldige waarden invoeren",
       "Om formules alleen uit te voeren als aan een voorwaarde is voldaan"],
      "Je stelt een regel in, bijvoorbeeld 'kleiner dan nul', en Excel kleurt elke cel die daaraan voldoet "
      "automatisch. Verandert de waarde, dan past de kleur zich vanzelf aan. Invoer tegenhouden is een "
      "taak van gegevensvalidatie."),

    Q("formule-kopieren-c2-d3", 3,
      "Cel C2 bevat de formule =A1*B$1. Je kopieert deze cel naar D3. Welke formule staat dan in D3?",
      ["*=B2*C$1", "=A2*C$1", "=B2*C$2", "=B2*B$1"],
      "Van C2 naar D3 is één kolom naar rechts en één rij omlaag. Alle relatieve delen schuiven mee, de\n"
      "delen met een dollarteken niet. A1 is volledig relatief en wordt dus B2. In B$1 ligt de rij vast,\n"
      "maar de kolom schuift wel op: B wordt C, zodat C$1 ontstaat. Antwoord A, =B2*C$1, is daarom\n"
      "juist. B laat de kolom van A1 staan, alsof de formule alleen omlaag was gekopieerd. C verandert\n"
      "de vastgezette rij 1 in 2, wat het dollarteken juist verhindert. D laat de kolom van B$1\n"
      "ongewijzigd, terwijl alleen een dollarteken vóór de B dat zou doen.",
      order="letters", related=["gemengde-verwijzing-kolom"]),

    Q("formule-begint-met", 1,
      "Met welk teken begin je een formule in een Excel-cel?",
      ["*=", "&", "#"],
      "Een formule begint met een isgelijkteken, gevolgd door de berekening."),

    Q("sorteren-huidige-selectie", 2,
      "Je selecteert in een tabel alleen kolom A en kiest bij de sorteerwaarschuwing 'Doorgaan met de "
      "huidige selectie'. Wat is het gevolg?",
      ["*Alleen kolom A wordt gesorteerd, zodat de waarden niet meer bij de juiste rijen horen",
       "Excel sorteert automatisch alle kolommen van de tabel mee",
       "Excel weigert te sorteren zolang er aangrenzende gegevens zijn"],
      "Met die keuze verplaatst Excel uitsluitend de cellen in de selectie. De andere kolommen blijven "
      "staan, waardoor bijvoorbeeld namen en bedragen door elkaar raken. Wil je de rijen intact houden, "
      "kies dan 'De selectie uitbreiden'."),

    Q("provisie-4-procent", 4,
      "Een verkoper krijgt 4 % provisie over een omzet van € 12.500. Hoeveel provisie is dat?",
      ["€ 50", "*€ 500", "€ 5.000"],
      "Vier procent is 0,04. De provisie bedraagt dus 0,04 × € 12.500 = € 500, vijfhonderd euro.",
      order="num", compute=("12500 * 0.04", "€")),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("gemiddelde-bereik", 8,
      "Welke formule berekent het gemiddelde van alle cellen B2 tot en met B20?",
      ["*=GEMIDDELDE(B2:B20)", "!=GEMIDDELDE(B2;B20)", "=GEMIDDELDE(B2-B20)"],
      "De dubbele punt maakt van B2 en B20 een bereik met alle cellen ertussen. Een puntkomma scheidt "
      "losse argumenten, zodat alleen B2 en B20 zouden meetellen; een minteken trekt de twee cellen van "
      "elkaar af.",
      label="sd"),

    Q("afronden-een-decimaal", 2,
      "Wat is de uitkomst van =AFRONDEN(2,567;1)?",
      ["!2,5", "*2,6", "3"],
      "Het tweede argument geeft het aantal decimalen, dus er blijft één cijfer achter de komma over. "
      "Omdat het cijfer daarna een 6 is, wordt naar boven afgerond: 2,6.",
      label="sd", order="num"),

    Q("lengte-met-spatie", 6,
      'Wat geeft de formule `=LENGTE("Excel ")`, met een spatie na het woord?',
      ["!5", "*6", "7"],
      "`LENGTE` telt alle tekens in de tekst, dus ook spaties. `Excel` heeft 5 letters en daar komt de "
      "spatie aan het eind bij: 5 + 1 = 6. Gebruik `SPATIES.WISSEN` als je overbodige spaties wilt "
      "verwijderen. Zie de [functieoverzichten van Microsoft](https://support.microsoft.com/nl-nl/excel).",
      label="sd", md=True, order="num"),
]
