from common import topic, q

SD = "explanation/supports-distractor"
DUP = "answer/duplicate-option"

# ---------------------------------------------------------------- privacy en AVG
T = "privacy-avg"
topic(T, "Privacy en AVG", "De Algemene verordening gegevensbescherming in de praktijk van scholen, bedrijven en zorginstellingen.")

q(T, "datalek-meldtermijn", 1,
  "Binnen welke termijn moet een organisatie een ernstig datalek bij de toezichthouder melden?",
  ["24 uur", "*72 uur", "7 dagen"],
  "Melden moet zonder onredelijke vertraging en uiterlijk binnen 72 uur.")

q(T, "bijzondere-persoonsgegevens", 2,
  "Welke gegevens zijn bijzondere persoonsgegevens volgens de AVG?",
  ["Naam en adres", "*Gegevens over gezondheid of religie", "Een e-mailadres van het werk"],
  "De AVG noemt onder meer gezondheid, godsdienst, etnische afkomst, politieke opvattingen en biometrische "
  "gegevens. Voor zulke gevoelige gegevens geldt in principe een verwerkingsverbod, met uitzonderingen.")

q(T, "bsn-soort-gegeven", 7,
  "Hoe moet je het burgerservicenummer (BSN) onder de privacyregels zien?",
  ["Als een bijzonder persoonsgegeven, net als gezondheidsgegevens",
   "Als een gewoon persoonsgegeven waarvoor geen extra regels gelden",
   "*Als een nationaal identificatienummer, dat alleen mag worden gebruikt als een wet dat toestaat"],
  "Het BSN is geen bijzonder persoonsgegeven, maar het valt ook niet onder de gewone regels alleen: voor "
  "een nationaal identificatienummer geldt dat je het alleen mag verwerken als een wet dat voorschrijft, "
  "bijvoorbeeld in de zorg of bij de loonadministratie.")

q(T, "recht-betrokkene-niet", 5,
  "Welk recht heeft een betrokkene NIET op grond van de AVG?",
  ["Het recht op inzage in zijn gegevens", "Het recht om onjuiste gegevens te laten corrigeren",
   "Het recht om in bepaalde gevallen gegevens te laten wissen",
   "*Het recht op een kopie van de broncode van het systeem dat zijn gegevens verwerkt"],
  "Broncode van software is geen persoonsgegeven en daar geeft de AVG geen recht op. Inzage, rectificatie "
  "en het recht op vergetelheid bestaan wel: je mag zien welke gegevens een organisatie van je heeft, "
  "fouten laten herstellen en onder voorwaarden gegevens laten verwijderen.")

q(T, "maximale-boete-omzet", 4,
  "Een concern heeft een wereldwijde jaaromzet van 2 miljard euro. Wat is het maximum van een boete in de "
  "zwaarste categorie van de AVG (20 miljoen euro of 4% van de jaaromzet, het hoogste bedrag telt)?",
  ["€ 20 miljoen", "€ 40 miljoen", "*€ 80 miljoen"],
  "Vier procent van twee miljard: 0,04 × € 2.000 miljoen = € 80 miljoen. Dat is meer dan twintig miljoen, "
  "dus € 80 miljoen is het maximum. Veertig miljoen zou 2% zijn, het percentage van de lichtere categorie.",
  compute={"expression": "0.04 * 2000", "unit": "miljoen euro"})

q(T, "datalek-melden-waar", 6,
  "Bij welke instantie meldt een Nederlandse organisatie een datalek?",
  ["*De Autoriteit Persoonsgegevens", "De Autoriteit Consument & Markt", "De politie",
   "De Rijksinspectie Digitale Infrastructuur"],
  "Datalekken meld je bij de **Autoriteit Persoonsgegevens**, via het meldformulier op "
  "[autoriteitpersoonsgegevens.nl](https://autoriteitpersoonsgegevens.nl). De ACM gaat over eerlijke "
  "concurrentie en consumentenrechten.", md=True)

q(T, "grondslag-afleveradres", 3,
  "Een webwinkel gebruikt het adres van een klant om een bestelling te bezorgen. Welke grondslag "
  "ligt het meest voor de hand?",
  ["Toestemming", "*Uitvoering van een overeenkomst", "Gerechtvaardigd belang", "Wettelijke verplichting"],
  """Toestemming (A) is hier niet nodig en zelfs onhandig: de klant zou die kunnen intrekken terwijl het pakket nog onderweg is.

Uitvoering van een overeenkomst (B) past precies: zonder adres kan de winkel het koopcontract niet nakomen. Dit is het antwoord.

Gerechtvaardigd belang (C) is een grondslag voor als geen andere past, bijvoorbeeld bij fraudebestrijding, en vraagt een afweging; die is hier overbodig.

Een wettelijke verplichting (D) zou betekenen dat een wet de winkel dwingt het adres te gebruiken, en dat is voor bezorgen niet zo.""")

q(T, "verwerkersovereenkomst", 2,
  "Wat is een verwerkersovereenkomst?",
  ["*Een contract over hoe een externe partij persoonsgegevens verwerkt in opdracht van een organisatie",
   "Een arbeidscontract voor een medewerker van de administratie",
   "Een toestemmingsformulier dat een klant ondertekent"],
  "Als een organisatie bijvoorbeeld haar salarisadministratie uitbesteedt, legt ze in zo'n contract vast wat "
  "de verwerker met de gegevens mag doen en hoe hij ze beveiligt.")

q(T, "afkorting-dpia", 8,
  "Waar staat DPIA voor?",
  ["*Data Protection Impact Assessment", "Data Privacy Internal Audit", "Digital Personal Information Act"],
  "DPIA = Data Protection Impact Assessment; in het Nederlands de gegevensbeschermingseffectbeoordeling.")

q(T, "pseudonimisering-versus-anonimisering", 7,
  "Gegevens worden zo bewerkt dat ze zonder een apart bewaarde sleutel niet meer aan een persoon te koppelen "
  "zijn. Hoe heet dat?",
  ["Anonimiseren", "*Pseudonimiseren", "Aggregeren"],
  "Omdat koppelen met de sleutel nog wel kan, is dit pseudonimiseren. Bij anonimiseren is herleiden "
  "helemaal niet meer mogelijk, en dan valt het buiten de AVG; dat is hier niet zo. Aggregeren betekent "
  "gegevens samenvoegen tot totalen.")

q(T, "situatie-geen-datalek", 5,
  "Welke situatie is GEEN datalek?",
  ["Een onversleutelde usb-stick met klantgegevens raakt zoek",
   "Een e-mail met BSN-nummers wordt naar de verkeerde ontvanger gestuurd",
   "Ransomware versleutelt de klantendatabase",
   "*Een bevoegde medewerker bekijkt een dossier dat hij voor zijn werk nodig heeft"],
  "Wie bevoegd is en gegevens inziet voor zijn taak, doet niets onrechtmatigs. De andere drie zijn wel "
  "datalekken: bij de usb-stick en de verkeerde e-mail kunnen onbevoegden de gegevens zien, en bij "
  "ransomware is de beschikbaarheid van de gegevens aangetast – ook dat telt als inbreuk.")

q(T, "begrip-betrokkene", 1,
  "Hoe noemt de AVG de persoon van wie persoonsgegevens worden verwerkt?",
  ["*De betrokkene", "De verwerker", "De verwerkingsverantwoordelijke"],
  "Degene om wiens gegevens het gaat, heet in de AVG de betrokkene.")

q(T, "termijn-inzageverzoek", 2,
  "Binnen welke termijn moet een organisatie in de regel op een inzageverzoek reageren?",
  ["Binnen twee weken", "*Binnen een maand, die in complexe gevallen met twee maanden kan worden verlengd",
   "Binnen een halfjaar"],
  "De hoofdregel is een maand. Bij veel of ingewikkelde verzoeken mag de organisatie twee maanden extra "
  "nemen, maar dat moet ze dan wel binnen die eerste maand laten weten.")

q(T, "schoolfoto-website", 7,
  "Mag een school foto's van leerlingen van 12 jaar zonder meer op haar openbare website plaatsen?",
  ["Ja, want de school heeft daar een gerechtvaardigd belang bij",
   "*Nee, daarvoor is toestemming nodig, bij deze leeftijd van de ouders",
   "Ja, zolang de foto's maximaal een jaar online blijven"],
  "Voor publicatie van herkenbare foto's is toestemming nodig; een gerechtvaardigd belang is daarvoor niet "
  "genoeg, want het belang van de leerling weegt zwaarder. Omdat deze leerlingen jonger dan zestien zijn, "
  "geven de ouders die toestemming. Een termijn van een jaar maakt het niet rechtmatig.")

q(T, "dataminimalisatie", 2,
  "Wat houdt het beginsel van dataminimalisatie in?",
  ["*Je verzamelt niet meer persoonsgegevens dan nodig is voor het doel",
   "Je bewaart gegevens in een zo klein mogelijk bestandsformaat",
   "Je deelt gegevens met zo weinig mogelijk landen"],
  "Een organisatie mag alleen vragen en bewaren wat ze echt nodig heeft. Een sportschool hoeft bijvoorbeeld "
  "niet je burgerlijke staat te weten.")

q(T, "leeftijd-toestemming-online", 1,
  "Vanaf welke leeftijd mag een kind in Nederland zelf toestemming geven voor het verwerken van zijn gegevens "
  "door een online dienst?",
  ["13 jaar", "*16 jaar", "18 jaar"],
  "Nederland heeft de grens op 16 jaar gelegd; jonger is toestemming van een ouder nodig.")

# gebrekkig
q(T, "rol-functionaris-gegevensbescherming", 2,
  "Wat is de taak van een functionaris gegevensbescherming (FG) binnen een organisatie?",
  ["*Intern toezicht houden op de naleving van de AVG en de organisatie adviseren",
   "!De Autoriteit Persoonsgegevens vertegenwoordigen in rechtszaken",
   "Alle persoonsgegevens zelf invoeren"],
  "De FG is een interne toezichthouder: hij controleert of de organisatie zich aan de AVG houdt en geeft "
  "advies, bijvoorbeeld bij een DPIA.", label=SD)

q(T, "grondslag-loongegevens-belastingdienst", 3,
  "Een werkgever geeft loongegevens van zijn werknemers door aan de Belastingdienst. Op welke grondslag "
  "gebeurt dat?",
  ["!Toestemming van de werknemer", "Gerechtvaardigd belang van de werkgever",
   "*Wettelijke verplichting", "Vitaal belang van de werknemer"],
  "Toestemming (A) past niet: de werknemer kan niet vrij weigeren, want de werkgever moet de gegevens hoe "
  "dan ook doorgeven. Gerechtvaardigd belang (B) is niet nodig als een wet de verwerking al voorschrijft. "
  "Een wettelijke verplichting (C) is de juiste grondslag: de belastingwetgeving verplicht de werkgever om "
  "loonheffingen aan te geven. Een vitaal belang (D) gaat over levensbedreigende situaties, zoals medische "
  "gegevens bij een ongeluk, en speelt hier geen rol. Omdat de plicht in de wet staat, hoeft de werkgever "
  "de werknemer niet eerst om instemming te vragen.", label=SD)

q(T, "afkorting-avg", 8,
  "Waar staat de afkorting AVG voor?",
  ["*Algemene verordening gegevensbescherming", "!Algemene verordening gegevensbeveiliging",
   "Algemene voorwaarden gegevensbescherming"],
  "AVG = Algemene verordening gegevensbescherming, in het Engels de GDPR.", label=SD)

# ---------------------------------------------------------------- financiële rekenvaardigheid
T = "financiele-rekenvaardigheid"
topic(T, "Financiële rekenvaardigheid", "Rekenen met btw, rente, korting en budgetten, en basisbegrippen rond geld.")

q(T, "btw-optellen-21", 4,
  "Een printer kost € 80 exclusief 21% btw. Wat is de prijs inclusief btw?",
  ["€ 16,80", "*€ 96,80", "€ 101,00"],
  "De btw is 21% van € 80: 0,21 × 80 = € 16,80. Inclusief btw: € 80 + € 16,80 = € 96,80, hetzelfde als "
  "1,21 × € 80. € 16,80 is alleen het btw-bedrag.")

q(T, "btw-terugrekenen-fiets", 4,
  "Een fiets kost € 605 inclusief 21% btw. Hoeveel btw zit er in die prijs?",
  ["€ 127,05", "*€ 105", "€ 500"],
  "De prijs inclusief btw is 121% van de prijs zonder btw. Zonder btw: 605 / 1,21 = € 500. "
  "De btw is dan 605 − 500 = € 105 (honderdvijf euro). 21% van 605 rekenen, wat € 127,05 geeft, is de "
  "klassieke fout: de 21% hoort bij de prijs zonder btw.",
  compute={"expression": "605 - 605 / 1.21", "unit": "euro"})

q(T, "samengestelde-rente-twee-jaar", 4,
  "Je zet € 1.000 op een spaarrekening met 5% rente per jaar; de rente wordt jaarlijks bijgeschreven. "
  "Hoeveel staat er na 2 jaar op de rekening?",
  ["€ 1.100,00", "*€ 1.102,50", "€ 1.105,00"],
  "Na jaar 1: 1000 × 1,05 = € 1.050. In jaar 2 krijg je ook rente over de rente: 1050 × 1,05 = € 1.102,50. "
  "€ 1.100 zou enkelvoudige rente zijn, zonder rente-op-rente.")

q(T, "stapelkorting-jas", 4,
  "Een jas van € 120 krijgt 25% korting. Op de nieuwe prijs gaat daarna nog eens 10% af. Wat betaal je?",
  ["€ 78", "*€ 81", "€ 84"],
  "Eerst 25% eraf: 120 × 0,75 = € 90. Dan 10% van die € 90 eraf: 90 × 0,90 = € 81. De kortingen tellen niet "
  "gewoon op tot 35%, want dan kom je op € 78 uit.",
  compute={"expression": "120 * 0.75 * 0.9", "unit": "euro"})

q(T, "budget-onjuiste-bewering", 5,
  "Welke bewering over het maken van een budget klopt niet?",
  ["Vaste lasten zijn elke maand ongeveer even hoog",
   "Reserveringsuitgaven, zoals kleding, komen onregelmatig maar zijn wel te voorzien",
   "Boodschappen zijn huishoudelijke uitgaven die per maand kunnen verschillen",
   "*Huur is een reserveringsuitgave"],
  "Huur is een vaste last: elke maand hetzelfde bedrag. De overige uitspraken kloppen wel: vaste lasten zijn "
  "voorspelbaar, voor kleding en vervanging van spullen reserveer je geld, en boodschappen variëren met wat "
  "je koopt.")

q(T, "bruto-netto-loon", 7,
  "Wat is het verschil tussen brutoloon en nettoloon?",
  ["*Nettoloon is het brutoloon na aftrek van onder andere loonheffing en pensioenpremie",
   "Nettoloon is het brutoloon plus vakantiegeld",
   "Nettoloon is het loon vóór belasting"],
  "Netto is wat er op je rekening komt: het bruto bedrag min loonheffing en eventuele premies. Vakantiegeld "
  "is een aparte uitkering en heeft niets met het verschil tussen bruto en netto te maken. En het loon "
  "vóór belasting is juist het brutoloon, niet het nettoloon.")

q(T, "rood-staan", 2,
  "Wat betekent het als je 'rood staat'?",
  ["*Het saldo op je betaalrekening is negatief", "Je hebt een betalingsachterstand bij de Belastingdienst",
   "Je spaarrekening is leeg"],
  "Je hebt meer uitgegeven dan er op je betaalrekening stond. Over dat negatieve saldo betaal je meestal "
  "een flinke rente.")

q(T, "inflatie-betekenis", 3,
  "Wat is de beste omschrijving van inflatie?",
  ["Een stijging van de lonen", "Een daling van de rente op spaarrekeningen",
   "*Een algemene stijging van het prijspeil, waardoor je met hetzelfde geld minder kunt kopen",
   "De prijsstijging van één bepaald product"],
  "Optie A: lonen kunnen stijgen als reactie op inflatie, maar een loonstijging is zelf geen inflatie. "
  "Optie B: de rente is een ander begrip; centrale banken verhogen de rente juist vaak om inflatie af te "
  "remmen. Optie C: inflatie betekent dat prijzen in het algemeen stijgen, gemeten aan een mandje van "
  "goederen en diensten, waardoor de koopkracht van geld daalt; dit is de juiste omschrijving. Optie D: als "
  "alleen de prijs van bijvoorbeeld koffie stijgt, is dat een prijsverandering van één product en nog geen "
  "inflatie.")

q(T, "nibud-voorbeeldbudget", 6,
  "Welke organisatie publiceert onafhankelijke voorbeeldbudgetten voor huishoudens?",
  ["*Het Nibud", "Het BKR", "De AFM", "De Nederlandsche Bank"],
  "Het [Nibud](https://www.nibud.nl) rekent uit wat huishoudens gemiddeld uitgeven. Het BKR registreert "
  "leningen, de AFM houdt toezicht op financiële markten en DNB is de centrale bank.", md=True)

q(T, "bkr-registratie", 1,
  "Wat registreert het BKR?",
  ["*Leningen en betalingsachterstanden van consumenten", "Alle spaartegoeden in Nederland",
   "Belastingaangiften"],
  "Het BKR houdt kredieten en achterstanden daarop bij.")

q(T, "spaardoel-per-maand", 4,
  "Je wilt over 12 maanden € 1.800 gespaard hebben voor een rijbewijs. Hoeveel moet je per maand opzijzetten?",
  ["€ 120", "*€ 150", "€ 180"],
  "1800 / 12 = 150, dus honderdvijftig euro per maand.",
  compute={"expression": "1800 / 12", "unit": "euro"})

q(T, "bijbaan-bruto-vier-weken", 4,
  "Je werkt 12 uur per week voor € 15 per uur. Hoeveel verdien je bruto in 4 weken?",
  ["€ 600", "€ 180", "*€ 720"],
  "Per week: 12 × € 15 = € 180. In vier weken: 4 × € 180 = € 720.",
  compute={"expression": "12 * 15 * 4", "unit": "euro"})

q(T, "vaste-last-niet", 5,
  "Welke uitgave is GEEN vaste last?",
  ["Huur", "Premie van de zorgverzekering", "Voorschot voor energie", "*Boodschappen"],
  "Boodschappen verschillen per week en per maand, dus ze zijn geen vaste last. Huur, de zorgpremie en het "
  "energievoorschot zijn elke maand hetzelfde bedrag en liggen vast in een contract.")

q(T, "eigen-risico-zorg", 2,
  "Wat houdt het eigen risico van de basisverzekering in?",
  ["*Het deel van de zorgkosten dat je per jaar eerst zelf betaalt voordat de verzekeraar vergoedt",
   "Het bedrag dat je maandelijks aan premie betaalt",
   "Het risico dat je verzekeraar failliet gaat"],
  "Je betaalt per kalenderjaar eerst zelf een deel van bepaalde zorgkosten. Een bezoek aan de huisarts "
  "valt daar niet onder.")

q(T, "procent-versus-procentpunt", 7,
  "De rente op een lening stijgt van 2% naar 3%. Welke bewering klopt?",
  ["De rente is met 1% gestegen",
   "*De rente is met 1 procentpunt gestegen; dat is relatief een stijging van 50%",
   "De rente is met 3 procentpunt gestegen"],
  "Het verschil tussen twee percentages is 3 − 2 = 1 procentpunt, niet 1 procent. Relatief is de rente "
  "met de helft toegenomen: 1 / 2 = 50%. Van drie procentpunt is geen sprake.")

q(T, "korting-percentage-berekenen", 4,
  "Een spelcomputer gaat van € 400 naar € 340. Hoeveel procent korting is dat?",
  ["*15%", "17,6%", "60%"],
  "De korting is 400 − 340 = € 60. Als deel van de oude prijs: 60 / 400 = 0,15, dus 15 procent. "
  "17,6% krijg je als je door de nieuwe prijs deelt, en 60 is het bedrag in euro's, geen percentage.")

# gebrekkig
q(T, "btw-negen-procent", 4,
  "Een boek kost € 50 exclusief 9% btw. Wat is de prijs inclusief btw?",
  ["!€ 45,50", "*€ 54,50", "€ 59,00"],
  "9% van € 50 is € 4,50, dus inclusief btw betaal je 50 + 4,50 = € 54,50.", label=SD)

q(T, "spaarrente-inflatie-koopkracht", 7,
  "Je spaarrekening levert 2% rente op, terwijl de inflatie 3% is. Wat gebeurt er met de koopkracht van je "
  "spaargeld?",
  ["!Die stijgt met ongeveer 2%", "*Die daalt met ongeveer 1%", "Die blijft gelijk"],
  "Het gaat niet om de 2% meer euro's, maar om wat je ervan kunt kopen: 2% − 3% ≈ −1%. De koopkracht daalt "
  "dus met ongeveer één procent; gelijk blijft ze alleen als rente en inflatie even hoog zijn.", label=SD)

q(T, "voorbeeld-vaste-last", 1,
  "Welke uitgave is een vaste last?",
  ["*Huur", "Een bioscoopkaartje", "een bioscoopkaartje", "Een verjaardagscadeau"],
  "Huur betaal je elke maand; de rest is variabel.", label=DUP)

# ---------------------------------------------------------------- algoritmen
T = "algoritmen"
topic(T, "Informatica: algoritmen", "Zoeken, sorteren, complexiteit, recursie en graafalgoritmen.")

q(T, "binair-zoeken-complexiteit", 8,
  "Wat is de tijdcomplexiteit van binair zoeken in een gesorteerde array met n elementen?",
  ["*O(log n)", "O(n)", "O(n log n)", "O(n²)"],
  "Elke stap halveert het zoekgebied, dus O(log n).")

q(T, "quicksort-gemiddeld", 8,
  "Wat is de gemiddelde tijdcomplexiteit van quicksort?",
  ["O(n)", "*O(n log n)", "O(n²)"],
  "Gemiddeld splitst de pivot de lijst redelijk in tweeën, wat O(n log n) oplevert. O(n²) is het slechtste "
  "geval, bijvoorbeeld bij een steeds ongelukkig gekozen pivot, en niet het gemiddelde.")

q(T, "binair-zoeken-miljoen", 4,
  "Hoeveel vergelijkingen heeft binair zoeken hoogstens ongeveer nodig in een gesorteerde lijst van "
  "1.000.000 elementen?",
  ["10", "*20", "1000", "500.000"],
  "Elke vergelijking halveert het aantal kandidaten. Omdat 2^20 = 1.048.576 groter is dan een miljoen, "
  "ben je na twintig halveringen bij één element. 500.000 is het gemiddelde bij lineair zoeken.")

q(T, "stabiel-sorteeralgoritme-nlogn", 3,
  "Welk sorteeralgoritme is stabiel én heeft ook in het slechtste geval een tijdcomplexiteit van O(n log n)?",
  ["Quicksort", "*Mergesort", "Heapsort", "Bubblesort"],
  "A. Quicksort is in de gebruikelijke uitvoering niet stabiel en heeft in het slechtste geval O(n²).\n"
  "B. Mergesort splitst de lijst steeds in twee helften en voegt die geordend samen; dat kost altijd "
  "O(n log n), en bij gelijke sleutels blijft de oorspronkelijke volgorde behouden. Dit is het antwoord.\n"
  "C. Heapsort haalt ook in het slechtste geval O(n log n), maar is niet stabiel: gelijke elementen kunnen "
  "van plaats wisselen.\n"
  "D. Bubblesort is stabiel, maar kost O(n²).\n"
  "Stabiliteit is bijvoorbeeld handig als je een klassenlijst eerst op naam en daarna op klas sorteert: "
  "binnen elke klas blijven de namen dan op alfabet.")

q(T, "python-sorted-reverse", 6,
  "Wat geeft de Python-expressie `sorted([3, 1, 2], reverse=True)` terug?",
  ["*`[3, 2, 1]`", "`[1, 2, 3]`", "`None`"],
  "`sorted` geeft een **nieuwe** gesorteerde lijst terug, en `reverse=True` draait de volgorde om. `None` "
  "krijg je bij `list.sort()`, dat de lijst ter plaatse sorteert. Zie de "
  "[Python-documentatie](https://docs.python.org/3/library/functions.html#sorted).", md=True)

q(T, "geen-kortstepadalgoritme", 5,
  "Welk algoritme is GEEN algoritme voor het vinden van kortste paden?",
  ["Dijkstra", "Bellman-Ford", "Floyd-Warshall", "*Kruskal"],
  "Kruskal vindt een minimale opspannende boom, niet de kortste paden. Dijkstra en Bellman-Ford vinden wel "
  "kortste paden vanaf één startknoop, en Floyd-Warshall berekent ze tussen alle paren knopen.")

q(T, "dijkstra-toepassing", 7,
  "In welke situatie kun je het algoritme van Dijkstra betrouwbaar gebruiken?",
  ["*Voor kortste paden vanaf één knoop in een graaf met niet-negatieve gewichten",
   "Voor kortste paden in een graaf met negatieve gewichten",
   "Voor het sorteren van een lijst getallen"],
  "Dijkstra gaat ervan uit dat een pad nooit korter wordt door er een kant aan toe te voegen. Bij negatieve "
  "gewichten geldt dat niet meer; daarvoor gebruik je Bellman-Ford, niet Dijkstra.")

q(T, "recursie-begrip", 2,
  "Wat is recursie?",
  ["*Een functie die zichzelf aanroept met een kleiner deelprobleem, tot een basisgeval is bereikt",
   "Een lus die een vast aantal keren wordt herhaald",
   "Een programma dat tegelijk op meerdere processors draait"],
  "Bij recursie roept een functie zichzelf aan. Het basisgeval zorgt ervoor dat die aanroepen ooit stoppen.")

q(T, "bfs-datastructuur", 1,
  "Welke datastructuur gebruik je bij breedte-eerst zoeken (BFS)?",
  ["Een stapel (stack)", "*Een wachtrij (queue)", "Een binaire zoekboom"],
  "BFS verwerkt knopen in volgorde van ontdekking, dus met een wachtrij.")

q(T, "bubblesort-vergelijkingen", 4,
  "Een eenvoudige bubblesort doet bij n elementen n(n − 1)/2 vergelijkingen. Hoeveel zijn dat er bij "
  "5 elementen?",
  ["5", "*10", "20", "25"],
  "Invullen geeft 5 × 4 / 2 = 20 / 2 = 10 vergelijkingen (tien). 20 krijg je als je vergeet door twee te "
  "delen, en 25 is n².",
  compute={"expression": "5 * 4 / 2", "unit": "vergelijkingen"})

q(T, "notatie-bovengrens", 8,
  "Welke notatie geeft een asymptotische bovengrens voor de groei van een functie?",
  ["*O(f(n))", "Ω(f(n))", "Θ(f(n))"],
  "Grote O is de bovengrens. Ω (Omega) is een ondergrens en geen bovengrens, en Θ (Theta) geeft een boven- "
  "én ondergrens tegelijk.")

q(T, "hashtabel-onjuist", 5,
  "Welke bewering over hashtabellen klopt NIET?",
  ["Opzoeken kost gemiddeld O(1)", "Twee sleutels kunnen dezelfde hashwaarde krijgen",
   "Een goede hashfunctie verspreidt sleutels gelijkmatig",
   "*Een hashtabel houdt de sleutels altijd gesorteerd"],
  "Een hashtabel plaatst sleutels op basis van hun hashwaarde, dus in een volgorde die niets met sorteren te "
  "maken heeft. De andere beweringen gelden wel: opzoeken gaat gemiddeld in constante tijd, botsingen "
  "(collisions) zijn onvermijdelijk, en een gelijkmatige spreiding houdt de ketens kort.")

q(T, "greedy-algoritme", 2,
  "Wat kenmerkt een gulzig (greedy) algoritme?",
  ["*Het kiest bij elke stap de keuze die op dat moment het beste lijkt",
   "Het probeert alle mogelijke oplossingen uit", "Het gebruikt zoveel mogelijk geheugen"],
  "Een greedy algoritme kijkt niet vooruit: het neemt steeds de lokaal beste stap. Dat levert niet altijd de "
  "beste totaaloplossing op.")

q(T, "dynamisch-programmeren", 3,
  "Wat is de kern van dynamisch programmeren?",
  ["*Overlappende deelproblemen één keer oplossen en de uitkomsten bewaren voor hergebruik",
   "Het probleem splitsen in deelproblemen die niets met elkaar gemeen hebben",
   "Willekeurige oplossingen proberen tot er een goede tussen zit",
   "De code tijdens het draaien aanpassen"],
  "Dynamisch programmeren is nuttig als hetzelfde deelprobleem vaak terugkomt, zoals bij het naïef "
  "berekenen van Fibonaccigetallen: je slaat de uitkomst op (memoisatie of een tabel) en rekent hem nooit "
  "opnieuw uit. Dat is de eerste optie. De tweede beschrijft gewone verdeel-en-heers, zoals bij mergesort, "
  "waar de deelproblemen juist niet overlappen en opslaan dus weinig oplevert. De derde is een vorm van "
  "willekeurig zoeken, die geen garantie op de beste oplossing geeft. De vierde heeft niets met algoritmen "
  "te maken; ondanks het woord 'dynamisch' verandert er tijdens dynamisch programmeren niets aan de code.")

q(T, "kwadratisch-algoritme-looptijd", 4,
  "Een algoritme met tijdcomplexiteit O(n²) doet er bij n = 1000 ongeveer 1 seconde over. Hoe lang duurt "
  "het ongeveer bij n = 3000?",
  ["3 s", "*9 s", "27 s"],
  "Drie keer zoveel invoer geeft bij kwadratische groei 3² = 9 keer zoveel werk, dus ongeveer negen "
  "seconden. 3 s zou bij lineaire groei horen en 27 s bij kubische (n³).",
  compute={"expression": "1 * (3000 / 1000) ^ 2", "unit": "s"})

q(T, "modulo-rest", 8,
  "Wat is de uitkomst van de expressie 17 % 5 in Python of Java?",
  ["*2", "3", "3.4"],
  "% is de rest bij deling: 17 = 3 × 5 + 2, dus de rest is 2. 3 is het quotiënt en 3.4 de gewone deling.")

# gebrekkig
q(T, "binair-zoeken-voorwaarde", 2,
  "Aan welke voorwaarde moet een lijst voldoen voordat je er binair in kunt zoeken?",
  ["*De lijst moet gesorteerd zijn", "!De lijst mag geen dubbele waarden bevatten",
   "De lijst moet een even aantal elementen hebben"],
  "Binair zoeken vergelijkt met het middelste element en gooit dan een helft weg. Dat mag alleen als de "
  "lijst op volgorde staat.", label=SD)

q(T, "mergesort-splitsniveaus", 4,
  "Hoeveel keer moet mergesort een lijst van 8 elementen halveren tot er alleen lijstjes van één element "
  "over zijn (het aantal niveaus)?",
  ["2", "*3", "!8"],
  "8 → 4 → 2 → 1: dat zijn drie halveringen, want 2³ = 8 en dus log₂ 8 = 3.", label=SD)

q(T, "dfs-datastructuur", 3,
  "Welke datastructuur gebruikt diepte-eerst zoeken (DFS), expliciet of via recursie?",
  ["!Een wachtrij (queue)", "*Een stapel (stack)", "Een hashtabel", "Een prioriteitswachtrij"],
  "Een wachtrij (A) verwerkt knopen in de volgorde waarin ze zijn gevonden; dat hoort bij breedte-eerst "
  "zoeken. Een stapel (B) geeft steeds de laatst gevonden knoop terug, zodat DFS eerst zo diep mogelijk "
  "gaat; bij recursie speelt de aanroepstapel die rol. Dit is dus het antwoord. Een hashtabel (C) kan "
  "bijhouden welke knopen al bezocht zijn, maar bepaalt de volgorde niet. Een prioriteitswachtrij (D) "
  "hoort bij Dijkstra en A*. Door die stapel is DFS geschikt om een doolhof af te zoeken: je volgt één "
  "gang tot het einde en keert dan terug naar de laatste splitsing.", label=SD)

q(T, "lineair-zoeken-slechtste-geval", 8,
  "Wat is de tijdcomplexiteit van lineair zoeken in het slechtste geval?",
  ["!O(log n)", "*O(n)", "O(1)"],
  "In het slechtste geval bekijk je alle n elementen: O(n).", label=SD)
