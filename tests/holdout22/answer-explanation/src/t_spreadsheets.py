from common import q

TOPIC = dict(
    id="spreadsheets",
    groep="IT",
    title="Rekenen met spreadsheets",
    description="Formules, verwijzingen, functies en bestandsformaten in Excel, LibreOffice Calc en vergelijkbare programma's, met Nederlandse functienamen.",
)

BANK = [
    q("absolute-verwijzing-kopieren",
      "Je kopieert de formule `=B2*$E$1` van cel C2 naar C3. Welke formule staat er dan in C3?",
      ["`=B3*$E$1`", "`=B3*$E$2`", "`=B2*$E$1`", "`=C3*$E$1`"],
      "De dollartekens zetten zowel de kolom als de rij van E1 vast, terwijl de relatieve verwijzing B2 één rij mee omlaag schuift naar B3.",
      "code kort"),

    q("gemengde-verwijzing",
      "Wat betekent de verwijzing `A$1` in een formule die je naar andere cellen kopieert?",
      ["Het rijnummer blijft 1, de kolomletter schuift mee",
       "De kolom blijft A, het rijnummer schuift mee",
       "Zowel kolom als rij liggen vast",
       "De verwijzing wijst naar een ander werkblad"],
      """
Het dollarteken staat alleen vóór het getal, dus alleen de rij ligt vast: kopieer je de formule een cel naar rechts, dan wordt `A$1` een `B$1`, en een rij lager blijft het `A$1`. Met `$A1` zou het andersom zijn en met `$A$1` lag alles vast.""",
      "code parafrase weerlegt"),

    q("gemiddelde-maandbedrag",
      "In B2 tot en met B5 staan de maandbedragen € 120, € 80, € 95 en € 105. Welk bedrag toont `=GEMIDDELDE(B2:B5)`?",
      ["€ 100", "€ 95", "€ 133", "€ 400"],
      "Het gemiddelde is de som gedeeld door het aantal: (120 + 80 + 95 + 105) / 4 = 400 / 4 = 100 euro.",
      "rekenen uitgewerkt code kort", comp=("(120+80+95+105)/4", "€"), sorteer=True),

    q("aantal-telt-getallen",
      "Het bereik A1:A5 bevat achtereenvolgens: het getal 10, de tekst nvt, een lege cel, het getal 0 en het getal 25. Wat geeft `=AANTAL(A1:A5)`?",
      ["3", "2", "4", "5"],
      "AANTAL telt alleen cellen met een getal, en ook de nul is een getal; de tekst en de lege cel tellen niet mee, anders dan bij AANTALARG, dat op 4 zou uitkomen.",
      "code kort weerlegt", sorteer=True),

    q("als-met-grenswaarde",
      'Cel B2 bevat het cijfer 5,5. Wat toont `=ALS(B2>=5,5;"voldoende";"onvoldoende")`?',
      ["voldoende", "onvoldoende", "WAAR", "#WAARDE!"],
      "Omdat 5,5 groter dan of gelijk is aan 5,5, is de voorwaarde waar en geeft ALS het tweede argument terug.",
      "code kort"),

    q("vert-zoeken-exact",
      "Waarom zet je in `=VERT.ZOEKEN(A2;Prijzen!A:C;3;ONWAAR)` het laatste argument op ONWAAR?",
      ["Zodat alleen een exacte overeenkomst met A2 wordt geaccepteerd",
       "Zodat de derde kolom wordt overgeslagen",
       "Zodat de tabel van onder naar boven wordt doorzocht",
       "Zodat foutmeldingen zoals #N/B worden onderdrukt"],
      """
Het vierde argument bepaalt wat voor overeenkomst VERT.ZOEKEN zoekt. Met ONWAAR moet de waarde in de eerste kolom precies gelijk zijn aan A2; staat die er niet, dan volgt #N/B. Met WAAR, of zonder vierde argument, zoekt de functie bij benadering en moet de eerste kolom oplopend gesorteerd zijn, anders krijg je zonder waarschuwing een verkeerde rij terug. Het getal 3 wijst de kolom aan waaruit het resultaat komt; er wordt dus niets overgeslagen. Van onder naar boven zoeken kan VERT.ZOEKEN niet, en #N/B wegwerken doe je met ALS.FOUT of ALS.NB, niet met dit argument.""",
      "code lang weerlegt"),

    q("foutmelding-bij-delen",
      "Welke foutmelding geeft een Nederlandstalige Excel als een formule deelt door een lege cel?",
      ["#DEEL/0!", "#N/B", "#NAAM?", "#VERW!"],
      "Een lege cel telt als nul, zodat de deling #DEEL/0! oplevert, terwijl #NAAM? bij een onbekende functienaam hoort en #VERW! bij een verwijzing naar een verwijderde cel.",
      "kort weerlegt"),

    q("opslaan-als-csv",
      "Wat gaat er verloren als je een werkmap met drie werkbladen opslaat als CSV-bestand?",
      ["De opmaak, de formules en alle werkbladen behalve het actieve",
       "Alleen de cijfers achter de komma",
       "Niets, want CSV bewaart alles wat XLSX bewaart",
       "Alleen de kolombreedtes; de formules blijven werken"],
      "CSV is platte tekst met gescheiden waarden, dus per cel blijft alleen de getoonde waarde van één werkblad over, zonder kleuren, randen of rekenregels.",
      "kort parafrase it-acroniem"),

    q("puntkomma-als-scheidingsteken",
      "Waarom gebruikt een Nederlandstalige spreadsheet in CSV-bestanden vaak een puntkomma in plaats van een komma als scheidingsteken?",
      ["Omdat de komma in het Nederlands al als decimaalteken dient",
       "Omdat een puntkomma minder opslagruimte kost",
       "Omdat UTF-8 geen komma's kan opslaan",
       "Omdat komma's in Nederlandse teksten niet voorkomen"],
      """
In een bedrag als 3,75 is de komma het decimaalteken; zou diezelfde komma ook de velden scheiden, dan viel 3,75 uiteen in twee kolommen. Met UTF-8 heeft het niets te maken, want een komma is gewoon een ASCII-teken dat elke codering kan opslaan.""",
      "weerlegt it-acroniem"),

    q("datums-aftrekken",
      "In A1 staat de datum 1-3-2026 en in A2 de datum 15-3-2026. Wat toont `=A2-A1` als de cel als getal is opgemaakt?",
      ["14 dagen", "2 dagen", "13 dagen", "15 dagen"],
      "Een spreadsheet bewaart een datum als volgnummer van een dag, dus het verschil is 15 − 1 = 14 dagen.",
      "rekenen uitgewerkt code kort", comp=("15-1", "dagen"), sorteer=True),

    q("afronden-op-honderdtallen",
      "Wat is de uitkomst van `=AFRONDEN(1234,5;-2)`?",
      ["1200", "1230", "1235", "1234,50"],
      "Een negatief aantal decimalen rondt links van de komma af: met -2 wordt er op honderdtallen afgerond, en 1234,5 ligt dichter bij 1200 dan bij 1300.",
      "code kort parafrase"),

    q("prijs-inclusief-btw",
      "In B2 staat een bedrag exclusief btw van € 80 en in E1 het btw-percentage 21%. Welk bedrag toont `=B2*(1+$E$1)`?",
      ["€ 96,80", "€ 16,80", "€ 81,21", "€ 101,00"],
      "Eerst 1 + 21% = 1,21 en dan 80 × 1,21 = 96,80 euro, terwijl 80 × 0,21 = 16,80 alleen het btw-bedrag zelf is.",
      "rekenen uitgewerkt code kort weerlegt", comp=("80*1.21", "€"), sorteer=True),

    q("formule-diagonaal-kopieren",
      "De formule `=A1+B1` staat in C1 en wordt gekopieerd naar D2. Wat staat er in D2?",
      ["`=B2+C2`", "`=A2+B2`", "`=B1+C1`", "`=A1+B1`"],
      "Relatieve verwijzingen schuiven evenveel mee als de formule zelf, hier één kolom naar rechts en één rij omlaag, zodat A1 verandert in B2 en B1 in C2.",
      "code kort"),

    q("regels-voor-formules",
      "Welke uitspraak over formules in een spreadsheet is NIET juist?",
      ["Een formule moet met een hoofdletter beginnen",
       "Een formule begint met een isgelijkteken",
       "Functienamen mag je in kleine letters typen",
       "Het bereik A1:A10 omvat tien cellen"],
      """
Wat telt, is het isgelijkteken vooraan. Of je daarna `som` of `SOM` typt, maakt niet uit, want het programma zet de functienaam zelf om naar hoofdletters. En van A1 tot en met A10 zijn het inderdaad tien cellen.""",
      "code negatief weerlegt"),

    q("waarvoor-een-draaitabel",
      "Waarvoor gebruik je een draaitabel?",
      ["Om veel rijen gegevens samen te vatten, zoals totalen per categorie",
       "Om een werkblad een kwartslag te draaien voor het afdrukken",
       "Om rijen en kolommen van een bereik blijvend te verwisselen",
       "Om formules te beveiligen tegen wijzigingen"],
      "Een draaitabel groepeert en telt of sommeert gegevens, bijvoorbeeld de omzet per maand en per regio, terwijl rijen en kolommen verwisselen transponeren heet en daar niets mee te maken heeft.",
      "kort parafrase weerlegt"),

    q("negatief-saldo-rood",
      "Je wilt dat cellen met een negatief saldo automatisch rood kleuren. Welke functie van het programma gebruik je?",
      ["Voorwaardelijke opmaak", "Gegevensvalidatie", "Celbeveiliging", "Sorteren"],
      "Opmaak die afhangt van de inhoud van een cel, zoals rood bij een getal onder nul, stel je in met een regel voor voorwaardelijke opmaak.",
      "kort",
      fb=["Klopt: je maakt een regel als celwaarde kleiner dan 0 en kiest een rode opvulling of letterkleur.",
          "Gegevensvalidatie beperkt wat iemand mag invoeren, maar kleurt bestaande waarden niet.",
          "Celbeveiliging voorkomt wijzigingen en zegt niets over de kleur van een cel.",
          "Sorteren verandert de volgorde van rijen, niet de opmaak van afzonderlijke cellen."]),

    q("som-als-boodschappen",
      'Kolom A bevat categorieën en kolom B bedragen: boodschappen € 40, vervoer € 15, boodschappen € 25, huur € 700 en boodschappen € 10. Welk bedrag geeft `=SOM.ALS(A1:A5;"boodschappen";B1:B5)`?',
      ["€ 75", "€ 3", "€ 65", "€ 790"],
      "SOM.ALS telt alleen de bedragen op in de rijen waarin de categorie boodschappen staat: 40 + 25 + 10 = 75 euro.",
      "rekenen uitgewerkt code kort", comp=("40+25+10", "€"), sorteer=True),

    q("cellen-in-een-bereik",
      "Uit hoeveel cellen bestaat het bereik B2:D5?",
      ["12 cellen", "8 cellen", "9 cellen", "15 cellen"],
      "Het bereik omvat drie kolommen (B, C en D) en vier rijen (2 tot en met 5), dus 3 × 4 = 12 cellen.",
      "rekenen uitgewerkt getal-woorden kort", comp=("3*4", "cellen"), sorteer=True),

    q("xlsx-en-ods",
      "Welke uitspraak over de bestandsformaten XLSX en ODS is juist?",
      ["Beide zijn ZIP-archieven met XML; ODS is de open standaard die onder meer LibreOffice gebruikt",
       "XLSX is platte tekst en ODS een binair formaat",
       "ODS kan geen formules bevatten",
       "XLSX kan alleen door Excel worden geopend"],
      """
Een XLSX-bestand is in feite een ZIP-archief met XML-bestanden volgens de standaard Office Open XML, en een ODS-bestand is eveneens een ZIP met XML, volgens de OpenDocument-standaard waarmee LibreOffice standaard werkt. Geen van beide is dus platte tekst; dat is CSV. Formules bewaren kunnen ze allebei, anders zou ODS voor rekenbladen onbruikbaar zijn. En XLSX is weliswaar het formaat van Microsoft, maar LibreOffice, Google Spreadsheets en veel andere programma's openen het zonder problemen.""",
      "lang weerlegt it-acroniem"),

    q("index-met-vergelijken",
      "Wat doet de combinatie `=INDEX(C:C;VERGELIJKEN(F1;A:A;0))`?",
      ["Ze zoekt F1 op in kolom A en geeft de waarde uit kolom C op dezelfde rij",
       "Ze telt hoe vaak F1 in kolom A voorkomt",
       "Ze sorteert kolom C op de waarden in kolom A",
       "Ze vergelijkt kolom A met kolom C en geeft WAAR als ze gelijk zijn"],
      """
VERGELIJKEN levert het rijnummer op waar F1 in kolom A staat (de 0 vraagt om een *exacte* overeenkomst), en INDEX haalt op die positie de waarde uit kolom C. Zo kun je ook links van de zoekkolom kijken, wat met VERT.ZOEKEN niet lukt. Meer voorbeelden staan in de [Excel-hulp van Microsoft](https://support.microsoft.com/nl-nl/excel).""",
      "code cursief link parafrase"),
]

GEBREKKIG = [
    q("f4-voor-dollartekens",
      "Welke toets zet in Excel de verwijzing A1 in de formulebalk snel om in $A$1?",
      ["F4, met de cursor in de verwijzing", "F2", "F9", "F1"],
      "Met F4 wissel je de verwijzing waarin de cursor staat tussen relatief, absoluut en gemengd, terwijl F2 alleen de cel opent om te bewerken.",
      "kort weerlegt", lab="explanation/supports-distractor", zet=1),

    q("verschil-max-en-min",
      "Wat toont `=MAX(4;9;2)-MIN(4;9;2)`?",
      ["7", "2", "9", "11"],
      "Het grootste getal is 9 en het kleinste 2, en het verschil daartussen is zeven.",
      "code kort getal-woorden", lab="explanation/supports-distractor", zet=3, sorteer=True),

    q("titels-blokkeren",
      "Waarom blokkeert men in een lange tabel vaak de bovenste rij?",
      ["Zodat de kolomkoppen zichtbaar blijven tijdens het scrollen",
       "Zodat niemand de koppen kan wijzigen",
       "Zodat de rij bij sorteren bovenaan blijft",
       "Zodat de rij niet wordt afgedrukt"],
      "Blokkeren gaat alleen over wat je op het scherm ziet: de bovenste rij blijft staan terwijl de rest eronder door schuift, zodat je bij rij 500 nog weet welke kolom wat bevat.",
      "kort parafrase", lab="explanation/supports-distractor", zet=2),

    q("som-van-een-bereik",
      "Met welke formule tel je de getallen in A1 tot en met A4 bij elkaar op?",
      ["`=SOM(A1:A4)`", "`=SOM(A1;A4)`", "`=AANTAL(A1:A4)`", "`=som(A1;A4)`"],
      "De dubbele punt maakt er een bereik van vier cellen van; met een puntkomma tel je alleen A1 en A4 op, en AANTAL telt cellen in plaats van hun waarden op te tellen.",
      "code kort weerlegt", lab="answer/duplicate-option", dup=(1, 3)),
]
