from common import *

ONDERWERP = "hypotheken"

VRAGEN = [
q(NONE, "lineaire-aflossing-per-maand",
  "Iemand sluit een lineaire hypotheek van € 300.000 met een looptijd van 30 jaar. Hoeveel lost hij elke maand af?",
  ["€ 625,00", "€ 833,33", "€ 1.000,00", "€ 10.000,00"], "B",
  "Bij lineair aflossen is de aflossing elke maand gelijk: € 300.000 / (30 × 12) = € 300.000 / 360 = € 833,33.",
  tags=[REK, KORT]),

q(NONE, "rente-eerste-maand",
  "Over een lening van € 300.000 betaal je 4% rente per jaar. Hoeveel rente betaal je in de eerste maand?",
  ["€ 1.000", "€ 1.200", "€ 12.000", "€ 400"], "A",
  "Jaarrente: 0,04 × € 300.000 = € 12.000; per maand is dat € 12.000 / 12 = € 1.000. Het bedrag van € 12.000 is dus de rente over een heel jaar.",
  tags=[REK, WEER]),

q(NONE, "kenmerk-annuiteitenhypotheek",
  "Wat is kenmerkend voor een annuïteitenhypotheek?",
  ["De bruto maandlast daalt elke maand",
   "Je betaalt tijdens de looptijd alleen rente en lost pas aan het einde van de looptijd in één keer het hele bedrag af",
   "Het bruto maandbedrag blijft gelijk, terwijl het aflossingsdeel steeds groter wordt",
   "De rente stijgt elk jaar automatisch"], "C",
  "Een dalende bruto maandlast hoort bij de lineaire hypotheek, waar je elke maand hetzelfde bedrag aflost en de rente "
  "daardoor steeds kleiner wordt; A beschrijft dus de verkeerde vorm. Alles in één keer aan het eind aflossen is het "
  "kenmerk van een aflossingsvrije lening, dus B valt ook af. Bij de annuïteit betaal je juist steeds hetzelfde bruto "
  "bedrag: in het begin bestaat het vooral uit rente, maar naarmate de schuld kleiner wordt, gaat er een groter deel "
  "naar aflossing. Dat is C. D klopt niet, want de rente ligt vast zolang de rentevaste periode loopt en stijgt niet "
  "vanzelf; pas bij een nieuwe periode kan het percentage hoger of lager uitvallen.",
  tags=[LANG, WEER]),

q(NONE, "renteaftrek-onjuiste-uitspraak",
  "Welke uitspraak over hypotheekrenteaftrek op een nieuwe lening (afgesloten vanaf 2013) is onjuist?",
  ["De lening moet in maximaal 30 jaar ten minste annuïtair worden afgelost",
   "De aftrek geldt alleen voor de woning die je hoofdverblijf is",
   "Voor hogere inkomens is het aftrektarief beperkt tot ongeveer het basistarief",
   "De rente van een volledig aflossingsvrije lening is gewoon aftrekbaar"], "D",
  "Voor leningen vanaf 2013 geldt een aflossingseis, en dat maakt D onjuist: wie niets aflost, krijgt geen aftrek. "
  "De overige uitspraken kloppen. A is precies die aflossingseis: lineair of annuïtair aflossen binnen dertig jaar "
  "is de voorwaarde voor aftrek. B klopt omdat de regeling alleen bedoeld is voor de eigen woning waarin je zelf "
  "woont; een tweede huis of vakantiewoning valt in box 3. C klopt ook: sinds de geleidelijke afbouw mag je de rente "
  "niet meer tegen het toptarief aftrekken, maar alleen tegen een tarief dat ongeveer gelijk is aan dat van de "
  "eerste schijf.",
  tags=[NEG, LANG]),

q(NONE, "overdrachtsbelasting-eigen-woning",
  "Een koper van 40 jaar koopt een woning van € 350.000 om er zelf te gaan wonen en betaalt 2% overdrachtsbelasting. Hoeveel is dat?",
  ["€ 3.500", "€ 7.000", "€ 10.500", "€ 35.000"], "B",
  "2% van € 350.000 = 0,02 × 350.000 = € 7.000.",
  tags=[REK, KORT]),

q(NONE, "nhg-afkorting",
  "Waar staat de afkorting NHG voor?",
  ["Nederlandse Hypotheek Groep", "Nationaal Huizen Gilde", "Nieuwe Hypotheek Garantie", "Nationale Hypotheek Garantie"], "D",
  "NHG betekent Nationale Hypotheek Garantie: een borg voor de lening als je door pech je huis moet verkopen met een restschuld.",
  fb=["Nee, dat is geen bestaande organisatie.",
      "Nee, met gilden heeft het niets te maken.",
      "Bijna: de N staat niet voor 'nieuw'.",
      "Goed zo! De stichting WEW voert de Nationale Hypotheek Garantie uit."],
  tags=[FB, KORT]),

q(NONE, "loan-to-value-berekenen",
  "Een woning is getaxeerd op € 400.000 en de koper leent € 360.000. Hoe hoog is de verhouding tussen lening en woningwaarde?",
  ["40%", "80%", "90%", "111%"], "C",
  "360.000 / 400.000 = 0,90, dus 90%.",
  tags=[REK, KORT], compute=("360000 / 400000 * 100", "%")),

q(NONE, "netto-voordeel-renteaftrek",
  "Iemand betaalt in een jaar € 9.000 hypotheekrente en mag die aftrekken tegen 37%. Hoeveel scheelt dat hem aan belasting?",
  ["€ 3.330", "€ 5.670", "€ 9.000", "€ 900"], "A",
  "0,37 × € 9.000 = € 3.330 teruggaaf. € 5.670 is wat hij na aftrek netto aan rente overhoudt, niet het voordeel.",
  tags=[REK, WEER]),

q(NONE, "eigenwoningforfait-betekenis",
  "Wat is het eigenwoningforfait?",
  ["Een vaste boete bij te laat betalen van de hypotheek",
   "Een subsidie voor starters",
   "Een percentage van de WOZ-waarde dat bij je inkomen wordt opgeteld",
   "De kosten van de notaris"], "C",
  "Omdat je het voordeel hebt van wonen in je eigen huis, telt de fiscus een klein deel van de WOZ-waarde op als bijtelling.",
  tags=[PAR, KORT]),

q(NONE, "eigenwoningforfait-berekenen",
  "De WOZ-waarde van een huis is € 400.000 en het eigenwoningforfait is 0,35%. Welk bedrag wordt bij het inkomen opgeteld?",
  ["€ 140", "€ 1.400", "€ 3.500", "€ 14.000"], "B",
  "0,0035 × € 400.000 = € 1.400.",
  tags=[REK, KORT]),

q(NONE, "wanneer-boeterente",
  "Wanneer moet je bij extra aflossen meestal boeterente (een vergoeding voor rentenadeel) betalen?",
  ["Altijd als je meer dan € 100 extra aflost",
   "Alleen als de marktrente op het moment van aflossen hoger is dan de rente in je eigen contract, ongeacht of de rentevaste periode nog loopt",
   "Nooit; boeterente is in Nederland verboden",
   "Als je binnen de rentevaste periode meer aflost dan de boetevrije ruimte en de marktrente lager is dan je eigen rente"], "D",
  "De bank loopt alleen renteverlies als ze het geld nu tegen een lagere rente moet uitlenen; bij een hogere marktrente "
  "is er geen nadeel en dus geen vergoeding. Boeterente is toegestaan, maar aan regels gebonden.",
  tags=[PAR, WEER]),

q(NONE, "rentevaste-periode-tien-jaar",
  "Wat betekent een rentevaste periode van tien jaar?",
  ["Dat het rentepercentage tien jaar lang niet verandert",
   "Dat de hypotheek in tien jaar moet zijn afgelost",
   "Dat je na tien jaar geen rente meer betaalt"], "A",
  "Gedurende 10 jaar betaal je hetzelfde percentage, wat de marktrente ook doet; daarna doet de bank een nieuw aanbod.",
  tags=[PAR, GW, KORT]),

q(NONE, "lineair-eerste-maandlast",
  "Iemand neemt een lineaire hypotheek van € 240.000 over 30 jaar tegen 4% rente. Wat is de bruto maandlast in de eerste maand?",
  ["€ 666,67", "€ 800,00", "€ 1.466,67", "€ 1.600,00"], "C",
  "De aflossing per maand is € 240.000 / 360 = € 666,67; dat bedrag alleen is optie A, maar daarin ontbreekt de rente. "
  "De rente over de eerste maand is 0,04 × 240.000 / 12 = € 800,00; optie B noemt alleen dat rentedeel en vergeet de "
  "aflossing. De bruto maandlast is de som van beide: € 666,67 + € 800,00 = € 1.466,67, optie C. Optie D ontstaat als "
  "je de rente twee keer telt, of als je denkt dat aflossing en rente even groot zijn; geen van beide klopt. In de "
  "maanden daarna daalt de maandlast, omdat de rente steeds over een kleinere schuld wordt berekend.",
  tags=[REK, LANG, WEER]),

q(NONE, "doel-taxatierapport",
  "Waarom vraagt een geldverstrekker bij een aankoop om een taxatierapport?",
  ["Om de marktwaarde van het onderpand vast te stellen",
   "Om de energierekening te schatten",
   "Om de WOZ-waarde te verlagen"], "A",
  "De bank wil weten wat het huis bij een gedwongen verkoop waard is, want dat bepaalt hoeveel ze veilig kan uitlenen.",
  tags=[PAR, KORT]),

q(NONE, "niet-aftrekbare-aankoopkosten",
  "Welke kosten bij de aankoop van een eigen woning zijn NIET fiscaal aftrekbaar?",
  ["De taxatiekosten", "De notariskosten voor de hypotheekakte", "De overdrachtsbelasting", "De advieskosten"], "C",
  "Overdrachtsbelasting is een kostenpost van de aankoop zelf en geen financieringskost, dus niet aftrekbaar. Taxatie, de hypotheekakte en advies zijn "
  "financieringskosten en mag je wel aftrekken; zie de [uitleg van de Belastingdienst](https://www.belastingdienst.nl/wps/wcm/connect/nl/koopwoning/content/welke-kosten-koopwoning-aftrekken).",
  tags=[NEG, WEER, LINK], markup="markdown"),

q(NONE, "voorwaarde-startersvrijstelling",
  "Onder welke voorwaarde kan een koper gebruikmaken van de startersvrijstelling van overdrachtsbelasting?",
  ["Hij is ouder dan vijfendertig jaar",
   "Hij is jonger dan vijfendertig jaar en gaat er zelf wonen",
   "Het gaat uitsluitend om nieuwbouw"], "B",
  "Jonger dan 35, zelf bewonen en de vrijstelling nog niet eerder gebruikt; bovendien mag de woning niet duurder zijn dan de wettelijke grens.",
  tags=[GW, KORT]),

q(NONE, "woonquote-maandlast",
  "Een bank laat maximaal 25% van het bruto inkomen aan woonlasten toe. Wat is de maximale bruto woonlast per maand bij een bruto jaarinkomen van € 60.000?",
  ["€ 1.250", "€ 1.500", "€ 5.000", "€ 15.000"], "A",
  "0,25 × € 60.000 = € 15.000 per jaar; gedeeld door 12 is dat € 1.250 per maand.",
  tags=[REK, KORT]),

q(NONE, "kenmerk-aflossingsvrij",
  "Wat is kenmerkend voor een aflossingsvrije hypotheek?",
  ["Je lost elke maand een vast bedrag af",
   "Je betaalt alleen rente; de schuld blijft gedurende de looptijd gelijk",
   "De bank scheldt de schuld na dertig jaar kwijt"], "B",
  "Er wordt niets afgelost, dus aan het eind staat nog de volledige lening open.",
  fb=["Nee, dat is lineair aflossen.",
      "Goed zo! Je maandlast bestaat volledig uit rente.",
      "Nee, de schuld blijft gewoon bestaan en moet aan het eind worden voldaan."],
  tags=[FB, KORT, PAR]),

q(NONE, "bod-boven-vraagprijs",
  "De vraagprijs van een huis is € 320.000. Een koper biedt 5% boven de vraagprijs. Hoe hoog is zijn bod?",
  ["€ 304.000", "€ 321.600", "€ 325.000", "€ 336.000"], "D",
  "5% van € 320.000 is € 16.000; € 320.000 + € 16.000 = € 336.000.",
  tags=[REK, KORT]),

q(NONE, "aflossingsdeel-eerste-termijn",
  "Een annuïteitenhypotheek van € 200.000 tegen 3,6% rente heeft een bruto maandlast van € 909,30. Hoeveel van de eerste termijn is aflossing?",
  ["€ 909,30", "€ 600,00", "€ 555,56", "€ 309,30"], "D",
  "Rente in maand één: 0,036 × 200.000 / 12 = € 600. De rest is aflossing: 909,30 − 600 = € 309,30. Het bedrag van "
  "€ 555,56 zou de aflossing bij een lineaire hypotheek zijn.",
  tags=[REK, WEER]),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "dalende-maandlast-vorm",
  "Bij welke hypotheekvorm daalt de bruto maandlast gedurende de looptijd?",
  ["Annuïteitenhypotheek", "Lineaire hypotheek", "Aflossingsvrije hypotheek"], "B",
  "Bij een lineaire hypotheek los je elke maand evenveel af, zodat de rente en daarmee de bruto maandlast steeds lager wordt.",
  move="A"),

q(MOVED, "maandlast-aflossingsvrij",
  "Iemand heeft een aflossingsvrije lening van € 180.000 tegen 5% rente. Wat is de bruto maandlast?",
  ["€ 500", "€ 600", "€ 750", "€ 900"], "C",
  "Alleen rente: 0,05 × 180.000 = € 9.000 per jaar, dus € 9.000 / 12 = € 750 per maand.",
  move="B"),

q(MOVED, "overbruggingskrediet",
  "Waarvoor dient een overbruggingskrediet?",
  ["Om de overwaarde van je huidige huis al te gebruiken voordat dat huis verkocht is",
   "Om verbouwingen te betalen na de aankoop",
   "Om de rente tijdelijk te verlagen",
   "Om een restschuld na verkoop af te lossen"], "A",
  "Het krediet leent je tijdelijk de overwaarde die nog vastzit in je oude woning, zodat je die kunt inbrengen bij "
  "de koop van je nieuwe huis; na de verkoop los je het in één keer af.",
  move="D"),

# --- gebrekkig: dubbele optie ---
q(DUP, "betekenis-overwaarde",
  "Wat bedoelt een hypotheekadviseur met de overwaarde van een woning?",
  ["Het verschil tussen de marktwaarde en de resterende hypotheekschuld",
   "Het bedrag dat je \"extra\" leent boven de koopsom",
   "Het bedrag dat je “extra” leent boven de koopsom",
   "De WOZ-waarde min de koopsom"], "A",
  "Overwaarde is wat er overblijft als je het huis verkoopt en de hypotheek aflost: marktwaarde min schuld.",
  dup=("B", "C"), kind="rechte versus typografische aanhalingstekens"),
]
