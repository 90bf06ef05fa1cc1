from common import q, NONE, MOVED, DUP

TOPIC = "boekhouden"
TITLE = "Boekhouden"
DESCRIPTION = "Balans, winst-en-verliesrekening, journaalposten, btw en eenvoudige kengetallen voor het mkb."

QUESTIONS = [
    q(NONE, "balansvergelijking",
      "Welke gelijkheid geldt altijd voor een balans?",
      ["Activa = eigen vermogen + vreemd vermogen",
       "Activa = eigen vermogen − vreemd vermogen",
       "Eigen vermogen = activa + vreemd vermogen",
       "Activa + passiva = eigen vermogen"], 0,
      "Alles wat een onderneming bezit (activa) is gefinancierd met eigen of vreemd vermogen; samen vormen die de passiva. Daarom zijn beide kanten van de balans altijd even groot.",
      tags=["balans"], related=["eigen-vermogen-berekenen"]),

    q(NONE, "debet-toename-activa",
      "Aan welke kant van een grootboekrekening boek je een toename van een activapost, zoals de bank?",
      ["Debet", "Credit", "Aan beide kanten tegelijk"], 0,
      "Activarekeningen nemen toe aan de debetkant en af aan de creditkant. Bij passivarekeningen (eigen vermogen, schulden) is het omgekeerd. Een boeking komt op één rekening aan één kant; de tegenboeking staat op een andere rekening.",
      tags=["grootboek"]),

    q(NONE, "btw-uit-inclusief-bedrag",
      "Een factuur vermeldt €605 inclusief 21 % btw. Hoeveel btw zit er in dat bedrag?",
      ["€100,00", "€105,00", "€121,00", "€127,05"], 1,
      """
Het bedrag inclusief btw is 121 % van het bedrag exclusief btw: 605 / 1,21 = €500. De btw is dus 605 − 500 = €105.

€127,05 krijg je als je ten onrechte 21 % van €605 neemt; dan reken je btw over de btw.""",
      order="num", compute=("605 - 605 / 1.21", "€"), tags=["btw", "rekenen"], feedback={3: "Dat is 21 % van het bedrag inclusief btw, maar de btw wordt berekend over het bedrag exclusief btw."}),

    q(NONE, "lineaire-afschrijving",
      "Een machine kost €50 000, heeft na 5 jaar een restwaarde van €5 000 en wordt lineair afgeschreven. Hoeveel is de jaarlijkse afschrijving?",
      ["€9 000", "€10 000", "€11 000", "€45 000"], 0,
      "Afschrijving per jaar = (aanschafwaarde − restwaarde) / levensduur = (50 000 − 5 000) / 5 = €9 000. Wie de restwaarde vergeet, komt op €10 000.",
      order="num", compute=("(50000 - 5000) / 5", "€"), tags=["afschrijving", "rekenen"], feedback={1: "Je bent de restwaarde vergeten: die wordt niet afgeschreven."}),

    q(NONE, "current-ratio",
      "Een onderneming heeft €150 000 aan vlottende activa en €100 000 aan kortlopende schulden. Wat is de current ratio?",
      ["0,67", "1,5", "2,5", "50 000"], 1,
      "Current ratio = vlottende activa / kortlopende schulden = 150 000 / 100 000 = 1,5. Het verschil van €50 000 is het werkkapitaal, geen ratio.",
      order="num", tags=["kengetallen", "rekenen"]),

    q(NONE, "eigen-vermogen-berekenen",
      "Een bedrijf heeft €800 000 aan activa en €500 000 aan vreemd vermogen. Hoe groot is het eigen vermogen?",
      ["€300 000", "€500 000", "€800 000", "€1 300 000"], 0,
      "Eigen vermogen = activa − vreemd vermogen = 800 000 − 500 000 = €300 000.",
      order="num", compute=("800000 - 500000", "€"), tags=["balans", "rekenen"],
      related=["balansvergelijking", "solvabiliteit-berekenen"]),

    q(NONE, "post-resultatenrekening",
      "Welke post staat op de winst-en-verliesrekening en NIET op de balans?",
      ["Omzet", "Voorraad", "Debiteuren", "Crediteuren"], 0,
      """
Omzet is een opbrengst over een periode en hoort dus op de winst-en-verliesrekening. Voorraad en debiteuren zijn bezittingen op een bepaald moment (activa), crediteuren zijn schulden (passiva); die drie staan op de balans.""",
      tags=["resultatenrekening"]),

    q(NONE, "debiteuren-betekenis",
      "Wat zijn debiteuren?",
      ["Klanten die nog moeten betalen voor geleverde goederen of diensten",
       "Leveranciers die het bedrijf nog moet betalen",
       "Aandeelhouders die dividend ontvangen",
       "Medewerkers die nog salaris tegoed hebben"], 0,
      "Debiteuren zijn vorderingen op klanten en staan aan de activazijde. Leveranciers die nog geld krijgen, zijn juist crediteuren, een schuld aan de passivazijde.",
      tags=["balans"]),

    q(NONE, "vooruitbetaalde-huur",
      "Een bedrijf betaalt op 1 december de huur voor december, januari en februari vooruit, €2 000 per maand. Welk bedrag staat op 31 december als vooruitbetaalde huur op de balans?",
      ["€0", "€2 000", "€4 000", "€6 000"], 2,
      """
Van de €6 000 hoort €2 000 bij december en is dat jaar kosten. De huur voor januari en februari (2 × €2 000 = €4 000) hoort bij het volgende jaar en staat daarom als vooruitbetaalde kosten (overlopende activa) op de balans.""",
      order="num", compute=("2 * 2000", "€"), tags=["periodetoerekening", "rekenen"],
      related=["toerekeningsbeginsel"]),

    q(NONE, "ifrs-afkorting",
      "Waar staat de afkorting IFRS voor?",
      ["International Financial Reporting Standards", "International Fiscal Revenue System",
       "Internal Finance and Reporting Scheme", "International Fund for Risk and Solvency"], 0,
      "IFRS zijn de internationale standaarden voor financiële verslaggeving. Beursgenoteerde ondernemingen in de EU moeten hun geconsolideerde jaarrekening daarnaar opstellen.",
      tags=["afkortingen", "verslaggeving"]),

    q(NONE, "geen-activapost",
      "Welke post hoort NIET aan de activazijde van de balans?",
      ["Een lening van de bank", "Voorraad goederen", "Debiteuren", "Inventaris"], 0,
      """
Een banklening is een schuld en staat dus aan de passivazijde, bij het vreemd vermogen.

De andere drie zijn bezittingen: voorraad (vlottende activa), debiteuren (vorderingen op klanten) en inventaris (vaste activa, zoals meubilair en computers).""",
      tags=["balans"], related=["balansvergelijking"]),

    q(NONE, "afschrijving-kasstroom",
      "Waarom wordt bij de indirecte methode van het kasstroomoverzicht de afschrijving bij de winst opgeteld?",
      ["Omdat afschrijving wel een kostenpost is, maar in dat jaar geen geld kost",
       "Omdat afschrijving een opbrengst is",
       "Omdat afschrijving altijd contant aan de bank wordt betaald",
       "Omdat de winst anders te hoog zou uitvallen"], 0,
      "De uitgave voor een machine vond plaats bij de aankoop. Afschrijving verdeelt die kosten over de jaren en verlaagt de winst, maar er gaat geen geld meer de deur uit. Om van winst naar kasstroom te komen, tel je haar daarom weer op.",
      tags=["kasstroom", "afschrijving"], related=["lineaire-afschrijving"]),

    q(NONE, "brutowinstmarge",
      "Een winkel heeft een omzet van €200 000 en een inkoopwaarde van de omzet van €120 000. Wat is de brutowinstmarge?",
      ["40 %", "60 %", "66,7 %", "150 %"], 0,
      "De brutowinst is 200 000 − 120 000 = €80 000. Als percentage van de omzet is dat 80 000 / 200 000 = 40 %. (66,7 % is de opslag op de inkoopwaarde: 80 000 / 120 000.)",
      order="num", compute=("80000 / 200000 * 100", "%"), tags=["kengetallen", "rekenen"]),

    q(NONE, "fifo-kostprijs",
      "Een winkel koopt eerst 100 stuks in voor €10 en later 100 stuks voor €12. Hij verkoopt er 150. Wat is de inkoopwaarde van de verkochte goederen volgens FIFO?",
      ["€1 500", "€1 600", "€1 700", "€1 800"], 1,
      "FIFO (first in, first out) gaat ervan uit dat de oudste voorraad eerst wordt verkocht: 100 × €10 + 50 × €12 = €1 000 + €600 = €1 600.",
      order="num", compute=("100 * 10 + 50 * 12", "€"), tags=["voorraad", "rekenen"]),

    q(NONE, "pacioli-dubbel-boekhouden",
      "Welke Italiaanse monnik beschreef in 1494 als eerste in druk het systeem van dubbel boekhouden?",
      ["Luca Pacioli", "Leonardo Fibonacci", "Niccolò Machiavelli", "Galileo Galilei"], 0,
      "Pacioli nam in zijn *Summa de arithmetica* een hoofdstuk op over de Venetiaanse methode van boekhouden met debet en credit. Fibonacci leefde drie eeuwen eerder en bracht de Arabische cijfers naar Europa.",
      markup="markdown", tags=["geschiedenis"]),

    q(NONE, "journaalpost-verkoop-op-rekening",
      "Een bedrijf verkoopt op rekening voor €1 000 exclusief 21 % btw. Welke journaalpost is juist?",
      ["Debiteuren €1 210 aan Omzet €1 000 en aan Te betalen btw €210",
       "Omzet €1 210 aan Debiteuren €1 210",
       "Debiteuren €1 000 aan Omzet €1 000",
       "Bank €1 210 aan Omzet €1 000 en aan Te betalen btw €210"], 0,
      """
- De klant moet het volledige bedrag inclusief btw betalen, dus debiteuren neemt toe met €1 210 (debet).
- De omzet is het bedrag exclusief btw: €1 000 (credit).
- De btw van €210 moet je aan de Belastingdienst afdragen: een schuld (credit).

Er komt nog geen geld binnen, dus de bankrekening verandert niet; die boeking volgt pas als de klant betaalt.""",
      markup="markdown", tags=["journaalposten", "btw"], related=["debiteuren-betekenis"]),

    q(NONE, "solvabiliteit-berekenen",
      "Een onderneming heeft €300 000 eigen vermogen en een balanstotaal van €800 000. Hoeveel is de solvabiliteit, gemeten als eigen vermogen gedeeld door totaal vermogen?",
      ["37,5 %", "60 %", "62,5 %", "166,7 %"], 0,
      "300 000 / 800 000 = 0,375, dus 37,5 %. 62,5 % is het aandeel vreemd vermogen.",
      order="num", compute=("300000 / 800000 * 100", "%"), tags=["kengetallen", "rekenen"],
      related=["eigen-vermogen-berekenen"]),

    q(NONE, "toerekeningsbeginsel",
      "Wat houdt het toerekeningsbeginsel (matchingprincipe) in?",
      ["Kosten en opbrengsten worden verantwoord in de periode waarop ze betrekking hebben, los van het moment van betalen",
       "Kosten worden geboekt op het moment dat ze worden betaald",
       "Opbrengsten worden pas geboekt als het geld op de bank staat",
       "Elke kostenpost moet door een accountant worden goedgekeurd"], 0,
      "Wie in december de huur van januari betaalt, boekt die als kosten in januari. Alleen boeken bij betaling heet het kasstelsel; voor een jaarrekening geldt het baten-lastenstelsel.",
      tags=["periodetoerekening"], related=["vooruitbetaalde-huur"]),

    q(NONE, "fiscale-bewaarplicht",
      "Hoe lang moet een ondernemer in Nederland zijn administratie in het algemeen bewaren voor de Belastingdienst?",
      ["2 jaar", "5 jaar", "7 jaar", "10 jaar"], 2,
      "De fiscale bewaarplicht is in het algemeen 7 jaar. Voor gegevens over onroerende zaken geldt een langere termijn van 10 jaar.",
      order="num", tags=["regels"]),

    q(NONE, "break-even-afzet",
      "Een bedrijf heeft €60 000 vaste kosten per jaar. Een product kost €50 en heeft €30 variabele kosten per stuk. Bij welke afzet is het resultaat nul?",
      ["1200 stuks", "2000 stuks", "3000 stuks", "7500 stuks"], 2,
      "Elke verkoop levert een dekkingsbijdrage van 50 − 30 = €20. Om €60 000 vaste kosten te dekken zijn 60 000 / 20 = 3000 stuks nodig.",
      order="num", compute=("60000 / (50 - 30)", "stuks"), tags=["kostprijs", "rekenen"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "crediteuren-zijde",
      "Aan welke zijde van de balans staan de crediteuren?",
      ["Aan de passivazijde, als vreemd vermogen", "Aan de activazijde, als vlottende activa",
       "Aan de activazijde, als vaste activa", "Ze staan niet op de balans, maar op de winst-en-verliesrekening"], 0,
      "Crediteuren zijn leveranciers die de onderneming nog moet betalen. Dat is een kortlopende schuld, dus vreemd vermogen aan de passivazijde.",
      moved_to=1, related=["debiteuren-betekenis"]),

    q(MOVED, "btw-laag-tarief",
      "Wat is sinds 1 januari 2019 het verlaagde btw-tarief in Nederland, bijvoorbeeld voor voedingsmiddelen?",
      ["6 %", "9 %", "19 %", "21 %"], 1,
      "Op 1 januari 2019 ging het verlaagde tarief van 6 % naar 9 %. Het algemene tarief is 21 %.",
      moved_to=0, order="num", tags=["btw"]),

    q(MOVED, "winst-en-eigen-vermogen",
      "Wat is het effect van een behaalde nettowinst die niet wordt uitgekeerd?",
      ["Het eigen vermogen neemt toe", "Het vreemd vermogen neemt af",
       "De activa nemen af", "De balans is niet meer in evenwicht"], 0,
      "Ingehouden winst komt bij het eigen vermogen, bijvoorbeeld als algemene reserve. Het vreemd vermogen verandert er niet door; daarvoor zou je een schuld moeten aflossen. De balans blijft in evenwicht, omdat tegenover de winst meer bezittingen (of minder schulden) staan.",
      moved_to=1, tags=["balans"]),
]
