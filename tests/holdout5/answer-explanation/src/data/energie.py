from lib import Q, topic

T = "energie"
topic(T, "Energie", "Vermogen, energie en kosten, energiebronnen en de energietransitie in Nederland.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("waterkoker-energie",
  "Een waterkoker van 2000 W staat 3 minuten aan. Hoeveel energie verbruikt hij?",
  ["0,1 kW", "*0,1 kWh", "6 kWh", "100 kWh"],
  """
Energie is vermogen maal tijd. 2000 W = 2 kW en 3 minuten = 3/60 = 0,05 uur, dus E = 2 kW × 0,05 h = 0,1 kWh. Let op de eenheid: kW is een vermogen, geen energie, dus '0,1 kW' is geen antwoord op deze vraag. Zes kWh vind je als je 2 kW met 3 uur vermenigvuldigt in plaats van met 3 minuten.""",
  s="cal near", rel=["eenheid-van-vermogen", "stroomkosten-apparaat"])

q("eenheid-van-vermogen",
  "Wat is de SI-eenheid van vermogen?",
  ["De joule", "*De watt", "Het kilowattuur"],
  "Vermogen meet je in watt (joule per seconde); joule en kilowattuur zijn eenheden van energie.",
  s="kf", rel=["waterkoker-energie"])

q("stroomkosten-apparaat",
  "Een apparaat van 100 W staat 30 dagen lang elke dag 10 uur aan. De stroom kost € 0,30 per kWh. Wat kost dat?",
  ["€ 0,90", "*€ 9,00", "€ 30,00", "€ 90,00"],
  """
- uren: 30 × 10 = 300 h
- energie: 100 W × 300 h = 30 000 Wh = **30 kWh**
- kosten: 30 kWh × € 0,30 = **€ 9,00**

Het antwoord € 30,00 is het aantal kWh, niet het bedrag.""",
  s="cal md", md=True, rel=["waterkoker-energie"])

q("zonnepaneel-omzetting",
  "Welke energieomzetting vindt plaats in een fotovoltaïsch zonnepaneel?",
  ["*Stralingsenergie van licht wordt direct omgezet in elektrische energie",
   "Licht wordt eerst warmte, die daarna een kleine turbine aandrijft",
   "Licht wordt omgezet in chemische energie die in het paneel wordt opgeslagen"],
  """
In de halfgeleider (meestal silicium) maken fotonen elektronen los, en door de opbouw van de cel gaan die als stroom lopen. Er komt geen warmte of bewegend onderdeel aan te pas, en een paneel slaat zelf geen energie op.""",
  s="gen")

q("rendement-elektromotor",
  "Een elektromotor neemt 500 W elektrisch vermogen op en levert 400 W mechanisch vermogen. Wat is het rendement?",
  ["20 %", "*80 %", "125 %", "8 %"],
  """
Rendement = nuttig vermogen / opgenomen vermogen × 100 % = 400 / 500 × 100 % = 80 %. Een rendement boven de 100 % is onmogelijk (dat krijg je als je de deling omdraait), 20 % is het deel dat als warmte verloren gaat, en 8 % volgt uit geen enkele juiste berekening met deze getallen.""",
  s="cal q all")

q("niet-hernieuwbare-bron",
  "Welke energiebron is GEEN hernieuwbare energiebron?",
  ["Windenergie", "Zonne-energie", "Waterkracht", "*Aardgas"],
  """
Aardgas is een fossiele brandstof die in miljoenen jaren is ontstaan; wat we opstoken, komt niet terug. Wind, zon en stromend water worden voortdurend aangevuld door de zon en de waterkringloop en raken dus niet op.""",
  s="kf")

q("warmtepomp-cop",
  "Een warmtepomp heeft een COP van 4. Hoeveel warmte levert hij als hij 2 kWh elektriciteit gebruikt?",
  ["0,5 kWh", "2 kWh", "*8 kWh"],
  """
De COP (coefficient of performance) is de geleverde warmte gedeeld door de gebruikte elektriciteit. Warmte = COP × elektriciteit = 4 × 2 kWh = 8 kWh. De extra energie haalt de pomp uit de buitenlucht, de bodem of het grondwater.""",
  s="cal gen")

q("kilowattuur-in-joule",
  "Hoeveel joule is 1 kWh?",
  ["3,6 × 10³ J", "*3,6 × 10⁶ J", "3,6 × 10⁻³ J"],
  """
1 kWh = 1000 W × 3600 s = 3 600 000 J, dus 3,6 × 10⁶ J. De waarde met 10³ vergeet de factor duizend van 'kilo', en de negatieve exponent is helemaal de verkeerde kant op.""",
  s="cal near q")

q("windvermogen-verdubbeling",
  "Hoe verandert het vermogen dat in de wind zit als de windsnelheid twee keer zo groot wordt?",
  ["Het wordt twee keer zo groot", "Het wordt vier keer zo groot", "*Het wordt acht keer zo groot"],
  """
Het vermogen in de wind is evenredig met de derde macht van de windsnelheid: per seconde stroomt er twee keer zoveel lucht door de rotor, en elke kilogram lucht heeft vier keer zoveel bewegingsenergie. Samen 2 × 4 = 2³ = 8.""",
  s="cal par")

q("gaswinning-groningen-gestopt",
  "Waarom is de gaswinning uit het Groningenveld beëindigd?",
  ["Omdat het gasveld helemaal leeg was",
   "*Omdat de winning aardbevingen veroorzaakte met schade en onveiligheid voor bewoners",
   "Omdat de Europese Unie aardgas heeft verboden"],
  """
Door de winning daalde de druk in het gasveld en klonk het gesteente in; dat leidde tot steeds meer aardbevingen, zoals die bij Huizinge in 2012. Na jaren van schade en onrust besloot het kabinet de winning te stoppen; in 2024 is de sluiting wettelijk vastgelegd. Er zat toen nog gas in het veld.""",
  s="par gen")

q("kernsplijting-uitspraak",
  "Welke uitspraak over kernenergie in een kerncentrale is juist?",
  ["Er komt energie vrij doordat lichte atoomkernen samensmelten tot zwaardere kernen.",
   "*Er komt energie vrij doordat zware atoomkernen splijten in lichtere kernen.",
   "Er komt energie vrij doordat uranium met zuurstof verbrandt."],
  """
In een kerncentrale worden uranium-235-kernen door een neutron gespleten in twee lichtere kernen, waarbij energie en nieuwe neutronen vrijkomen. Samensmelten van lichte kernen is kernfusie, wat in de zon gebeurt maar nog niet in een centrale. Verbranding is een chemisch proces en speelt hier geen rol.""",
  s="stmt all")

q("rc-waarde-isolatie",
  "Wat betekent een hogere Rc-waarde van een gevel- of dakconstructie?",
  ["*De constructie isoleert beter", "De constructie isoleert slechter", "De constructie is zwaarder"],
  "Rc is een warmteweerstand: hoe hoger, hoe minder warmte erdoorheen lekt.",
  s="par one")

q("netcongestie-betekenis",
  "Wat wordt bedoeld met netcongestie?",
  ["Dat er in heel Nederland te weinig elektriciteit wordt opgewekt",
   "*Dat het elektriciteitsnet op een plek de gevraagde hoeveelheid stroom niet kan transporteren",
   "Dat de stroomprijs 's avonds hoger is dan overdag",
   "Dat zonnepanelen op bewolkte dagen minder leveren"],
  """
Netcongestie is een fileprobleem op het stroomnet. Er is vaak genoeg stroom, maar kabels en transformatorstations in een regio hebben een maximale capaciteit. Als bedrijven, laadpalen en zonneparken daar meer willen afnemen of terugleveren dan past, moet de netbeheerder nieuwe aansluitingen weigeren of uitstellen.""",
  s="gen par")

q("energie-inhoud-per-kilogram",
  "Welke brandstof heeft per kilogram de hoogste verbrandingswaarde?",
  ["Steenkool", "Benzine", "Aardgas", "*Waterstof"],
  """
Ongeveer (onderste verbrandingswaarde):

- waterstof: **ca. 120 MJ/kg**
- aardgas (methaan): ca. 50 MJ/kg
- benzine: ca. 43 MJ/kg
- steenkool: ca. 25–30 MJ/kg

Per kilogram wint waterstof dus ruim. Per *liter* is het juist ongunstig, omdat waterstof zo'n lage dichtheid heeft.""",
  s="md kf", md=True)

q("thuisbatterij-duur",
  "Een thuisbatterij van 10 kWh is helemaal vol. Hoe lang kan hij een constant verbruik van 500 W leveren, als je verliezen verwaarloost?",
  ["5 uur", "*20 uur", "50 uur"],
  """
Tijd = energie / vermogen = 10 kWh / 0,5 kW = 20 h. Reken 500 W eerst om naar 0,5 kW; wie 10 × 0,5 uitrekent, komt op vijf, maar dan vermenigvuldig je in plaats van te delen.""",
  s="cal")

q("salderen-betekenis",
  "Wat betekent salderen bij zonnepanelen, zoals dat in Nederland tot 1 januari 2027 mogelijk is?",
  ["Je krijgt per geïnstalleerd paneel een vast bedrag van de overheid",
   "*De stroom die je teruglevert, wordt verrekend met de stroom die je van het net afneemt",
   "Je mag geen zelf opgewekte stroom aan het net terugleveren"],
  """
Bij salderen trekt de energieleverancier de teruggeleverde kilowatturen af van de afgenomen kilowatturen; je betaalt alleen over het verschil. Een zomeroverschot compenseert zo het verbruik in de winter. De salderingsregeling stopt op 1 januari 2027.""",
  s="gen")

q("kilowattpiek-betekenis",
  "Wat geeft het aantal kilowattpiek (kWp) van een set zonnepanelen aan?",
  ["De energie die de panelen gemiddeld in een jaar opwekken",
   "*Het vermogen dat de panelen onder standaard testomstandigheden leveren",
   "De energie die de panelen op de zonnigste dag van het jaar opwekken"],
  """
Een wattpiek is een vermogen: wat een paneel levert bij 1000 W/m² instraling en 25 °C celtemperatuur. De jaaropbrengst is een energie in kWh en ligt in Nederland rond de 900 kWh per kWp.""",
  s="near par")

# --- gebrekkig ---
q("waterkrachtcentrale",
  "Welke centrale zet de energie van vallend of stromend water om in elektriciteit?",
  ["Een kerncentrale", "*Een waterkrachtcentrale", "Een geothermische centrale", "Een steenkoolcentrale"],
  """
In een waterkrachtcentrale drijft water dat van een hoger naar een lager niveau stroomt een turbine aan, die op zijn beurt een generator laat draaien. Een geothermische centrale gebruikt warmte uit de diepe ondergrond.""",
  s="gen", sd=0)

q("lamp-maandverbruik",
  "Een lamp van 10 W brandt 5 uur per dag. Hoeveel energie verbruikt hij in 30 dagen?",
  ["0,15 kWh", "*1,5 kWh", "15 kWh"],
  """
10 W × 5 h × 30 = 1500 Wh. Omgerekend naar kilowattuur is dat 1500 / 1000 = 1,5 kWh.""",
  s="cal", sd=2)
