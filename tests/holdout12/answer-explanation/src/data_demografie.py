from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "demografie"
TITLE = "Demografie"
DESCRIPTION = "Bevolkingsvraagstukken zoals in het vak aardrijkskunde: geboorte, sterfte en migratie, bevolkingsopbouw, vergrijzing, verstedelijking en de maten waarmee demografen rekenen."

QUESTIONS = [
    q(NONE, "geboortecijfer-berekenen",
      "In een land met 1,2 miljoen inwoners worden in een jaar 18 000 kinderen geboren. Hoe hoog is het geboortecijfer?",
      ["1,5 ‰", "15 ‰", "66,7 ‰", "150 ‰"],
      "Het geboortecijfer is het aantal geboorten per 1000 inwoners: 18 000 / 1 200 000 × 1000 = 15 promille.",
      "B", compute={"expression": "18000 / 1200000 * 1000", "unit": "‰"}, related=["natuurlijke-aanwas-definitie"]),

    q(NONE, "natuurlijke-aanwas-definitie",
      "Wat is de natuurlijke aanwas van een bevolking?",
      ["Het aantal geboorten min het aantal sterfgevallen",
       "Het aantal immigranten min het aantal emigranten",
       "De totale bevolkingsgroei inclusief migratie"],
      "Natuurlijke aanwas is het geboorteoverschot: geboorten min sterfgevallen. Immigratie min emigratie is het migratiesaldo, en beide samen geven de totale groei.",
      "A", related=["geboortecijfer-berekenen", "migratiesaldo-berekenen"]),

    q(NONE, "vervangingsniveau",
      "Hoeveel kinderen per vrouw zijn in een land met een lage sterfte gemiddeld nodig om de bevolking op lange termijn op peil te houden, zonder migratie?",
      ["Ongeveer 1,5", "Ongeveer 2,1", "Ongeveer 3,0"],
      """
Elke vrouw moet gemiddeld zichzelf en een partner 'vervangen', dus twee kinderen. Daar komt iets bij omdat er iets meer jongens dan meisjes worden geboren en omdat niet alle meisjes de vruchtbare leeftijd bereiken; in landen met een lage sterfte komt dat uit op ongeveer 2,1. Nederland zit met ongeveer 1,5 kind per vrouw ruim onder dat vervangingsniveau; 3,0 zou een groeiende bevolking opleveren.""",
      "B"),

    q(NONE, "transitie-fase-twee",
      "Wat kenmerkt de tweede fase van het demografisch transitiemodel?",
      ["Hoge geboortecijfers en hoge sterftecijfers, weinig groei",
       "Hoge geboortecijfers en snel dalende sterftecijfers, sterke groei",
       "Lage geboortecijfers en lage sterftecijfers, weinig groei"],
      """
In fase 1 zijn geboorte- en sterftecijfer allebei hoog en groeit de bevolking nauwelijks. In fase 2 daalt de sterfte snel door betere voeding, hygiëne en gezondheidszorg, terwijl het geboortecijfer nog hoog blijft; het verschil geeft een bevolkingsexplosie. In fase 3 gaat ook het geboortecijfer omlaag, en in fase 4 zijn beide laag en is de groei weer klein. Het patroon 'laag en laag' hoort dus bij het einde van de transitie, niet bij fase 2. West-Europa doorliep fase 2 in de negentiende eeuw; verschillende landen in Afrika ten zuiden van de Sahara bevinden zich nog in de overgang van fase 2 naar fase 3.""",
      "B"),

    q(NONE, "urnvormige-piramide",
      "Een bevolkingspiramide is onderaan smaller dan in het midden (een urnvorm). Wat zegt dat over de bevolking?",
      ["Het geboortecijfer is de laatste jaren gedaald en de bevolking vergrijst",
       "De bevolking groeit snel door een hoog geboortecijfer",
       "Er is veel sterfte onder jonge volwassenen"],
      "Smalle onderste balken betekenen dat er minder kinderen worden geboren dan een generatie eerder; de bevolking ontgroent en vergrijst, en kan op termijn krimpen.",
      "A", related=["vergrijzing-niet"]),

    q(NONE, "verdubbelingstijd",
      "Een bevolking groeit met 2 % per jaar. Na hoeveel jaar is zij ongeveer verdubbeld, volgens de vuistregel van 70?",
      ["Na ongeveer 14 jaar", "Na ongeveer 35 jaar", "Na ongeveer 50 jaar", "Na ongeveer 140 jaar"],
      "Volgens de regel van 70 is de verdubbelingstijd ongeveer 70 gedeeld door het groeipercentage: 70 / 2 = 35 jaar. Wie 100 / 2 = 50 rekent, vergeet dat de groei elk jaar over een grotere bevolking gaat.",
      "B", compute={"expression": "70 / 2", "unit": "jaar"}),

    q(NONE, "migratiesaldo-berekenen",
      "In een jaar vestigen zich 25 000 mensen in een regio en vertrekken er 18 000. Hoe groot is het migratiesaldo?",
      ["−7 000", "+7 000", "+43 000"],
      "Het migratiesaldo is vestiging min vertrek: 25 000 − 18 000 = +7 000.",
      "B", related=["natuurlijke-aanwas-definitie"]),

    q(NONE, "vergrijzing-niet",
      "Welke ontwikkeling leidt NIET tot vergrijzing van een bevolking?",
      ["Een dalend aantal kinderen per vrouw",
       "Een stijgende levensverwachting",
       "Het ouder worden van een grote geboortegeneratie, zoals de babyboomers",
       "Een sterk stijgend geboortecijfer"],
      """
Vergrijzing betekent dat het aandeel ouderen in de bevolking toeneemt. Een sterk stijgend geboortecijfer vergroot juist het aandeel jongeren en werkt dus tegen vergrijzing in. De andere drie dragen er wel aan bij: minder kinderen per vrouw verkleint de jongste leeftijdsgroepen (ontgroening), een hogere levensverwachting zorgt dat meer mensen een hoge leeftijd bereiken, en wanneer een grote geboortegeneratie zoals de babyboomers de 65 passeert, stijgt het aandeel ouderen in korte tijd. Let op: vergrijzing gaat over het aandeel ouderen, niet over hun absolute aantal.""",
      "D", related=["urnvormige-piramide", "grijze-druk-betekenis"]),

    q(NONE, "levensverwachting-bij-geboorte",
      "Wat geeft de levensverwachting bij geboorte in een bepaald jaar weer?",
      ["De leeftijd die de helft van de bevolking bereikt",
       "Het gemiddelde aantal jaren dat een pasgeborene zou leven als de sterftekansen van dat jaar de rest van zijn leven zouden blijven gelden",
       "De gemiddelde leeftijd van de mensen die in dat jaar zijn overleden"],
      """
De levensverwachting is een rekenmaat: je past de sterftekansen per leeftijd van één kalenderjaar toe op een denkbeeldige groep pasgeborenen. Omdat de sterfte in de praktijk blijft dalen, worden echte pasgeborenen gemiddeld meestal ouder dan de levensverwachting van hun geboortejaar aangeeft. De gemiddelde leeftijd van de overledenen is iets anders, omdat die ook van de leeftijdsopbouw afhangt: in een jonge bevolking sterven relatief veel jonge mensen, ook bij dezelfde sterftekansen. De leeftijd die de helft haalt is de mediane levensduur.""",
      "B"),

    q(NONE, "zuigelingensterfte-definitie",
      "Hoe wordt de zuigelingensterfte gewoonlijk uitgedrukt?",
      ["Als het aantal kinderen dat voor de vijfde verjaardag overlijdt, per 1000 inwoners",
       "Als het aantal kinderen dat voor de eerste verjaardag overlijdt, per 1000 levendgeborenen",
       "Als het percentage doodgeboren kinderen"],
      "Zuigelingensterfte telt de sterfte in het eerste levensjaar, per duizend levendgeborenen. Sterfte tot vijf jaar heet kindersterfte (onder-vijfsterfte), en doodgeborenen tellen niet mee.",
      "B"),

    q(NONE, "demografische-druk",
      "In een land zijn 3,8 miljoen mensen jonger dan 20 jaar, 10,2 miljoen tussen 20 en 65 jaar en 3,5 miljoen 65 jaar of ouder. Hoe groot is de totale demografische druk (jongeren plus ouderen per 100 personen van 20 tot 65 jaar)?",
      ["Ongeveer 34", "Ongeveer 72", "Ongeveer 140"],
      """
Jongeren en ouderen samen: 3,8 + 3,5 = 7,3 miljoen. Per 100 personen in de leeftijd van 20 tot 65: 7,3 / 10,2 × 100 ≈ 71,6, dus ongeveer 72. De waarde 34 is alleen de grijze druk (3,5 / 10,2 × 100), en 140 krijg je door de breuk om te draaien.""",
      "B", compute={"expression": "(3.8 + 3.5) / 10.2 * 100", "unit": "per 100"}, related=["grijze-druk-betekenis"]),

    q(NONE, "bron-bevolkingscijfers",
      "Uit welke bron haalt het CBS de Nederlandse bevolkingscijfers tegenwoordig hoofdzakelijk?",
      ["Uit een volkstelling die elke tien jaar huis aan huis wordt gehouden",
       "Uit de Basisregistratie Personen (BRP) van de gemeenten",
       "Uit de aangiften inkomstenbelasting"],
      """
Nederland houdt sinds 1971 geen traditionele volkstelling meer. Het CBS baseert de bevolkingsstatistiek op de Basisregistratie Personen, waarin gemeenten geboorte, overlijden, verhuizing en migratie van iedere ingezetene bijhouden, en combineert die voor de tienjaarlijkse Europese census met andere registers. Belastingaangiften dekken lang niet iedereen en zijn geen bevolkingsregister. Cijfers vind je op [StatLine van het CBS](https://opendata.cbs.nl/statline/).""",
      "B", markup="markdown"),

    q(NONE, "voorbeeld-pullfactor",
      "Welke van de volgende is een pullfactor bij migratie?",
      ["Werkloosheid in het land van herkomst",
       "Oorlog in het land van herkomst",
       "Goedbetaald werk in het land van bestemming"],
      "Pullfactoren trekken migranten naar een bestemming; pushfactoren zoals werkloosheid en oorlog duwen hen weg uit het herkomstland.",
      "C"),

    q(NONE, "begrip-cohort",
      "Wat verstaan demografen onder een cohort?",
      ["Een groep mensen die in dezelfde periode dezelfde gebeurtenis meemaakte, bijvoorbeeld iedereen die in 1990 is geboren",
       "Alle inwoners van één gemeente",
       "Een groep migranten uit hetzelfde land"],
      "Een geboortecohort volg je door de tijd heen; zo kun je bijvoorbeeld zien hoeveel kinderen vrouwen uit één geboortejaar uiteindelijk kregen.",
      "A"),

    q(NONE, "grijze-druk-betekenis",
      "Wat drukt de grijze druk uit?",
      ["Het aandeel 65-plussers in de totale bevolking",
       "De verhouding tussen het aantal ouderen en het aantal mensen in de werkzame leeftijd",
       "Het aantal sterfgevallen per 1000 ouderen"],
      "De grijze druk zet de ouderen (bij het CBS: 65 jaar en ouder) af tegen de mensen van 20 tot 65 jaar, de groep die de meeste premies en belastingen opbrengt.",
      "B", related=["demografische-druk", "vergrijzing-niet"]),

    q(NONE, "geslachtsverhouding-bij-geboorte",
      "Hoe groot is de geslachtsverhouding bij geboorte in de meeste landen van nature ongeveer?",
      ["Ongeveer 95 jongens per 100 meisjes",
       "Ongeveer 100 jongens per 100 meisjes",
       "Ongeveer 105 jongens per 100 meisjes"],
      "Er worden van nature iets meer jongens dan meisjes geboren, ongeveer 105 op 100; doordat mannen op alle leeftijden een iets hogere sterfte hebben, zijn er op hoge leeftijd juist meer vrouwen.",
      "C"),

    q(NONE, "stelling-malthus",
      "Wat was de kern van de bevolkingstheorie van Thomas Malthus (1798)?",
      ["De bevolking groeit meetkundig, terwijl de voedselproductie slechts rekenkundig toeneemt, zodat hongersnood en ellende de groei uiteindelijk afremmen",
       "Welvaart leidt vanzelf tot minder kinderen per gezin",
       "Migratie naar de steden verhoogt het geboortecijfer"],
      """
Malthus stelde dat een bevolking zonder rem in een vast ritme verdubbelt (1, 2, 4, 8 …), terwijl de voedselproductie per periode met een vast bedrag groeit (1, 2, 3, 4 …). Vroeg of laat zou er dus te weinig voedsel zijn, en zouden honger, ziekte en oorlog de bevolking terugdringen. Het idee dat welvaart vanzelf tot kleinere gezinnen leidt, hoort bij het latere demografisch transitiemodel, en over migratie naar steden deed zijn theorie geen uitspraak. Dat zijn somberste voorspellingen in Europa uitbleven, kwam vooral door de sterke stijging van de landbouwproductiviteit.""",
      "A"),

    q(NONE, "bevolkingsdichtheid-gemeente",
      "Een gemeente heeft 84 000 inwoners en een landoppervlakte van 35 km². Hoe groot is de bevolkingsdichtheid?",
      ["240 inwoners per km²", "2 400 inwoners per km²", "2 940 000 inwoners per km²"],
      "84 000 / 35 = 2400 inwoners per vierkante kilometer.",
      "B", compute={"expression": "84000 / 35", "unit": "inwoners per km²"}),

    q(NONE, "groei-twee-jaar",
      "Een stad telt 500 000 inwoners en groeit met 1 % per jaar. Hoeveel inwoners zijn er na twee jaar?",
      ["510 000", "510 050", "520 000"],
      """
Na één jaar: 500 000 × 1,01 = 505 000. Na het tweede jaar: 505 000 × 1,01 = 510 050. De groei in het tweede jaar is iets groter dan in het eerste, omdat de 1 % over een grotere bevolking wordt berekend; 510 000 gaat uit van twee keer 5 000 erbij.""",
      "B"),

    q(NONE, "suburbanisatie",
      "Wat wordt bedoeld met suburbanisatie?",
      ["Het verhuizen van stedelingen naar dorpen en nieuwe woonwijken rond de stad, terwijl ze vaak in de stad blijven werken",
       "Het verdwijnen van dorpen doordat de landbouw minder arbeid vraagt",
       "De groei van de binnenstad door de bouw van hoge flats"],
      "Bij suburbanisatie verhuizen vooral gezinnen naar het groenere gebied rond de stad en pendelen ze naar hun werk; in Nederland gebeurde dat onder meer in groeikernen zoals Purmerend en Zoetermeer.",
      "A"),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "bruto-sterftecijfer",
      "Wat is het bruto sterftecijfer?",
      ["Het aantal sterfgevallen per 1000 inwoners in een jaar",
       "Het aantal sterfgevallen per 1000 levendgeborenen in een jaar",
       "Het percentage van de bevolking dat ouder is dan 80 jaar"],
      "Het bruto (ruwe) sterftecijfer deelt alle sterfgevallen in een jaar door de totale bevolking en drukt dat uit in promille, zonder rekening te houden met de leeftijdsopbouw. Sterfte per 1000 levendgeborenen hoort bij de zuigelingensterfte.",
      "A", moved_to="B"),

    q(SUPPORTS_DISTRACTOR, "natuurlijke-aanwas-berekenen",
      "Een land heeft 10 miljoen inwoners, een geboortecijfer van 12 ‰ en een sterftecijfer van 9 ‰. Hoe groot is de natuurlijke aanwas in dat jaar?",
      ["30 000", "210 000", "300 000"],
      """
Het verschil tussen geboorte- en sterftecijfer is 12 − 9 = 3 promille. 3 per 1000 van 10 000 000 is 30 000 mensen. 210 000 krijg je door de cijfers op te tellen in plaats van af te trekken, en 300 000 door met procenten in plaats van promilles te rekenen.""",
      "A", moved_to="B"),

    q(SUPPORTS_DISTRACTOR, "wat-is-babyboom",
      "Wat wordt met een babyboom bedoeld?",
      ["Een periode waarin de zuigelingensterfte sterk daalt",
       "Een periode met een opvallend hoog aantal geboorten, zoals in de jaren na de Tweede Wereldoorlog",
       "Een generatie die later dan gemiddeld kinderen krijgt"],
      "Na de oorlog werden veel uitgestelde kinderwensen in korte tijd vervuld, waardoor het aantal geboorten in Nederland jarenlang uitzonderlijk hoog lag. Die grote geboortegolf heet de babyboom.",
      "B", moved_to="C"),

    # --- gebrekkig: answer/duplicate-option ---
    q(DUPLICATE_OPTION, "verstedelijking-naam",
      "Hoe heet het proces waarbij een steeds groter deel van de bevolking in steden gaat wonen?",
      ["Ontgroening", "Verstedelijking", "Vergrijzing", "Ontgroening."],
      "Verstedelijking (urbanisatie) is de toename van het aandeel stedelingen in de bevolking; ontgroening en vergrijzing gaan over de leeftijdsopbouw.",
      "B", dup=("A", "D")),
]
