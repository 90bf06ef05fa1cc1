from common import q, VERPLAATST

ONDERWERP = "verbranding-en-co2"
TITEL = "Verbranding en CO2"
BESCHRIJVING = "Wat er bij verbranding gebeurt, reactievergelijkingen, en hoeveel CO2 brandstoffen opleveren, met rekenvoorbeelden."
GROEP = "rekenen"

VRAGEN = [
    q("verbrandingsdriehoek",
      "Welke drie voorwaarden vormen samen de verbrandingsdriehoek?",
      ["Brandstof, zuurstof en een voldoende hoge temperatuur",
       "Brandstof, koolstofdioxide en water",
       "Zuurstof, stikstof en licht",
       "Brandstof, water en een vonk"],
      "Zonder iets brandbaars, zonder zuurstof of onder de ontbrandingstemperatuur gaat een vuur uit; blussen komt neer op het wegnemen van één van die drie.",
      "kort parafrase getal-woorden"),

    q("methaan-vergelijking",
      "Welke reactievergelijking beschrijft de volledige verbranding van methaan juist?",
      ["CH4 + 2 O2 → CO2 + 2 H2O",
       "CH4 + O2 → CO2 + H2O",
       "CH4 + 2 O2 → CO + 2 H2O",
       "2 CH4 + O2 → 2 CO2 + 4 H2"],
      "Links en rechts moeten evenveel atomen staan, namelijk één C, vier H en vier O; de versie met één O2 klopt niet, want daar staan links twee en rechts drie zuurstofatomen, en CO hoort bij onvolledige verbranding.",
      "kort weerlegt getal-woorden"),

    q("molmassa-co2",
      "Wat is de molaire massa van CO2 (C = 12 g/mol, O = 16 g/mol)?",
      ["44 g/mol", "28 g/mol", "32 g/mol", "60 g/mol"],
      "12 + 2 × 16 = 44 g/mol.",
      "kort rekenen uitgewerkt eenheid-symbolen",
      sorteer=True, comp=("12 + 2 * 16", "g/mol")),

    q("co2-uit-kilo-koolstof",
      "Hoeveel CO2 ontstaat er bij de volledige verbranding van 1 kg zuivere koolstof?",
      ["3,67 kg", "1 kg", "2,67 kg", "12 kg"],
      "Per mol koolstof (12 g) ontstaat één mol CO2 (44 g).\n"
      "De massa neemt dus toe met een factor 44 / 12 ≈ 3,67, omdat zuurstof uit de lucht wordt ingebouwd: 1 kg koolstof levert ongeveer 3,67 kilogram CO2.\n"
      "De afleider van 2,67 kg is alleen de opgenomen zuurstof (32 / 12).",
      "rekenen uitgewerkt weerlegt eenheid-symbolen eenheid-woorden getal-woorden",
      sorteer=True, comp=("44 / 12", "kg")),

    q("giftig-gas-zuurstoftekort",
      "Welk giftig gas ontstaat vooral bij onvolledige verbranding door zuurstoftekort?",
      ["Koolstofmonoxide (CO)", "Koolstofdioxide (CO2)", "Stikstof (N2)", "Ozon (O3)"],
      "Is er te weinig zuurstof, dan wordt koolstof maar half geoxideerd en ontstaat het reukloze koolmonoxide, dat zich veel sterker aan hemoglobine bindt dan zuurstof.",
      "kort parafrase"),

    q("geen-product-volledig",
      "Welke stof ontstaat NIET bij de volledige verbranding van een koolwaterstof?",
      ["Koolstofmonoxide", "Koolstofdioxide", "Waterdamp"],
      "Bij volledige verbranding worden alle C-atomen tot CO2 en alle H-atomen tot H2O geoxideerd; koolmonoxide verschijnt alleen als de zuurstof tekortschiet.",
      "kort negatief weerlegt parafrase"),

    q("auto-co2-per-kilometer",
      "Een auto verbruikt 6 liter benzine per 100 km, en 1 liter benzine levert bij verbranding ongeveer 2,3 kg CO2 op. Hoeveel CO2 stoot de auto per kilometer uit?",
      ["138 g", "23 g", "60 g", "230 g"],
      "Per 100 km is dat 6 × 2,3 = 13,8 kg CO2, en per kilometer 13,8 / 100 = 0,138 kg, oftewel 138 gram.",
      "kort rekenen uitgewerkt eenheid-symbolen eenheid-woorden",
      sorteer=True, comp=("6 * 2.3 / 100 * 1000", "g")),

    q("exotherme-reactie",
      "Waarom noemen we verbranding een exotherme reactie?",
      ["Er komt netto energie vrij, meestal als warmte en licht",
       "Er moet voortdurend warmte van buitenaf worden toegevoerd",
       "Er ontstaan uitsluitend gassen",
       "De reactie kan alleen in de buitenlucht plaatsvinden"],
      "De producten CO2 en water bevatten samen minder chemische energie dan brandstof en zuurstof; het verschil komt vrij en houdt bovendien de vlam op temperatuur, zodat je na het aansteken geen warmte meer hoeft toe te voeren.",
      "kort parafrase weerlegt"),

    q("geen-co2-bij-verbranding",
      "Welke brandstof levert bij volledige verbranding GEEN CO2 op?",
      ["Waterstof (H2)", "Methaan (CH4)", "Ethanol (C2H5OH)", "Houtskool (C)"],
      "Waterstof bevat geen koolstof: 2 H2 + O2 → 2 H2O, dus het enige product is water; de andere drie brandstoffen bevatten koolstofatomen die tot CO2 verbranden.",
      "kort negatief weerlegt"),

    q("aardgas-huishouden",
      "Bij de verbranding van 1 m³ aardgas ontstaat ongeveer 1,8 kg CO2. Een huishouden stookt 1200 m³ gas per jaar. Hoeveel CO2 is dat?",
      ["2160 kg", "667 kg", "1200 kg", "21 600 kg"],
      "1200 × 1,8 = 2160 kg, ruim twee ton CO2 per jaar.",
      "kort rekenen uitgewerkt eenheid-symbolen getal-woorden eenheid-woorden",
      sorteer=True, comp=("1200 * 1.8", "kg")),

    q("lucht-voor-zuurstof",
      "Lucht bestaat voor ongeveer 21 % uit zuurstof. Hoeveel lucht bevat 42 liter zuurstof?",
      ["200 liter", "63 liter", "420 liter"],
      "42 / 0,21 = 200 liter lucht, want slechts ruim een vijfde van de lucht is zuurstof.",
      "kort rekenen uitgewerkt eenheid-woorden getal-woorden",
      sorteer=True, comp=("42 / 0.21", "liter")),

    q("molair-volume",
      "Welk volume neemt één mol van een ideaal gas in bij 0 °C en 1013 hPa?",
      ["Ongeveer 22,4 liter", "Ongeveer 11,2 liter", "Ongeveer 44 liter", "Ongeveer 100 liter"],
      "Met de ideale-gaswet is V = nRT / p = 1 × 8,314 × 273 / 101 300 ≈ 0,0224 m³, dus 22,4 liter; zie ook het [molair volume](https://nl.wikipedia.org/wiki/Molair_volume).",
      "kort link rekenen uitgewerkt eenheid-woorden eenheid-symbolen",
      sorteer=True, md=True, comp=("8.314 * 273 / 101300 * 1000", "liter")),

    q("aardgas-in-kwh",
      "Aardgas heeft een verbrandingswaarde van ongeveer 32 MJ per m³. Hoeveel kWh is dat, als 1 kWh gelijk is aan 3,6 MJ?",
      ["8,9 kWh", "0,11 kWh", "32 kWh", "115 kWh"],
      "32 / 3,6 ≈ 8,9 kWh per kubieke meter.",
      "kort rekenen uitgewerkt eenheid-symbolen eenheid-woorden",
      sorteer=True, comp=("32 / 3.6", "kWh")),

    q("co2-klopt-niet",
      "Welke uitspraak over CO2 klopt niet?",
      ["CO2 is net als CO al bij lage concentraties dodelijk giftig",
       "CO2 is een broeikasgas",
       "CO2 is kleurloos en reukloos",
       "Planten nemen CO2 op bij fotosynthese"],
      "In de concentratie van de buitenlucht, ruim 400 ppm, is CO2 onschadelijk; pas bij enkele procenten in de ingeademde lucht wordt het gevaarlijk, doordat het de ademhaling ontregelt.\n"
      "Koolstofmonoxide is wel al bij een paar honderd ppm gevaarlijk, omdat het zich aan hemoglobine bindt en het zuurstoftransport blokkeert.\n"
      "Dat CO2 een kleurloos en reukloos broeikasgas is dat planten bij de fotosynthese opnemen, klopt allemaal.",
      "lang negatief weerlegt"),

    q("kaars-massa-producten",
      "Een kaars van 20 g brandt helemaal op. Waarom is de totale massa van de verbrandingsproducten groter dan 20 g?",
      ["Omdat zuurstof uit de lucht in de producten wordt opgenomen",
       "Omdat warmte massa heeft die je kunt wegen",
       "Omdat de wet van behoud van massa bij verbranding niet geldt",
       "Omdat de kaars vocht uit de lucht haalt"],
      "De atomen uit het kaarsvet binden zich aan zuurstofmoleculen tot CO2 en water; de massa van die ingebouwde zuurstof komt erbij, terwijl de massa van alle stoffen samen gelijk blijft.",
      "kort parafrase weerlegt"),

    q("octaan-co2",
      "Octaan (C8H18, 114 g/mol) verbrandt volgens 2 C8H18 + 25 O2 → 16 CO2 + 18 H2O. Hoeveel CO2 ontstaat er uit 114 g octaan?",
      ["352 g", "44 g", "114 g", "704 g"],
      "114 g octaan is precies 1 mol.\n"
      "Volgens de vergelijking geeft 2 mol octaan 16 mol CO2, dus 1 mol octaan geeft 8 mol CO2.\n"
      "Dat is 8 × 44 = 352 gram. Wie met twee mol octaan rekent, komt op 704 g uit.",
      "rekenen uitgewerkt weerlegt eenheid-woorden eenheid-symbolen getal-woorden",
      sorteer=True, comp=("8 * 44", "g")),

    q("walmende-kaars",
      "Waarom walmt een kaarsvlam in een kleine, afgesloten pot vlak voordat hij dooft?",
      ["Door zuurstoftekort verbrandt de brandstof onvolledig en ontstaan roetdeeltjes",
       "De pot wordt zo heet dat het glas verbrandt",
       "Het kaarsvet verandert in water",
       "De lont krijgt te veel zuurstof"],
      "Als de zuurstof opraakt, kan niet alle koolstof meer tot CO2 reageren; een deel blijft over als onverbrande koolstof, die je als zwarte rook ziet.",
      "kort parafrase"),

    q("geen-fossiele-brandstof",
      "Welke brandstof is GEEN fossiele brandstof?",
      ["Houtpellets", "Steenkool", "Aardolie", "Aardgas"],
      "Steenkool, aardolie en aardgas zijn in miljoenen jaren uit resten van planten en micro-organismen ontstaan; geperst hout van bomen van nu rekenen we tot de biomassa.",
      "kort negatief parafrase"),

    q("water-uit-methaan",
      "Hoeveel water ontstaat er bij de volledige verbranding van 8 g methaan (CH4 + 2 O2 → CO2 + 2 H2O; C = 12, H = 1, O = 16)?",
      ["18 g", "9 g", "36 g", "44 g"],
      "Met een molaire massa van 16 g/mol is 8 g methaan 8 / 16 = 0,5 mol, en omdat per mol methaan twee mol water ontstaat, levert dat 0,5 × 2 = 1 mol water op, oftewel 18 gram.",
      "kort rekenen uitgewerkt getal-woorden eenheid-woorden eenheid-symbolen",
      sorteer=True, comp=("8 / 16 * 2 * 18", "g")),

    q("hout-klimaatneutraal",
      "Waarom wordt de CO2 uit duurzaam geteeld hout vaak als bijna klimaatneutraal gezien?",
      ["Nieuwe bomen nemen ongeveer evenveel CO2 op als er bij het verbranden vrijkomt",
       "Hout stoot bij verbranding geen CO2 uit",
       "Houtrook bestaat alleen uit waterdamp",
       "CO2 uit hout is lichter en verdwijnt sneller uit de atmosfeer"],
      "Hout stoot bij verbranding wel degelijk CO2 uit, per eenheid energie zelfs meer dan aardgas. Het argument is dat die koolstof kort geleden uit de lucht is gehaald en weer wordt vastgelegd als er opnieuw wordt aangeplant.\n"
      "Houtrook bevat behalve waterdamp ook CO2, fijnstof en andere stoffen, en een CO2-molecuul uit hout is precies hetzelfde als een uit aardgas, dus het blijft even lang in de atmosfeer. De winst hangt wel af van de tijd die het nieuwe bos nodig heeft om te groeien.",
      "lang weerlegt parafrase"),

    # --- gebrekkig: verplaatste sleutel ---
    q("glas-over-vlam",
      "Wat gebeurt er met een kaarsvlam als je er een glas overheen zet?",
      ["Hij dooft zodra de zuurstof onder het glas grotendeels is verbruikt",
       "Hij wordt feller, omdat de warmte binnen blijft",
       "Hij brandt onbeperkt door",
       "Hij dooft meteen, omdat glas warmte afvoert"],
      "Onder het glas komt geen verse lucht meer bij; na enkele seconden is het zuurstofgehalte te laag en gaat de vlam uit.",
      "kort parafrase", lab=VERPLAATST, zet=1),

    q("zuurstof-voor-methaan",
      "Hoeveel mol O2 is nodig voor de volledige verbranding van 3 mol methaan (CH4 + 2 O2 → CO2 + 2 H2O)?",
      ["6 mol", "2 mol", "3 mol", "9 mol"],
      "Per mol methaan is twee mol zuurstof nodig: 3 × 2 = 6 mol O2.",
      "kort rekenen uitgewerkt getal-woorden",
      lab=VERPLAATST, zet=2, sorteer=True),

    q("blussen-niet-zuurstof",
      "Welke manier van blussen werkt NIET doordat ze de zuurstoftoevoer afsnijdt?",
      ["Brandend hout met water natmaken",
       "Een blusdeken over een pan met brandende olie leggen",
       "Een deksel op een brandende pan schuiven",
       "Een brandende prullenbak afdekken met een metalen plaat"],
      "Water blust hout vooral door het af te koelen tot onder de ontbrandingstemperatuur; een blusdeken, een deksel of een plaat sluiten juist de zuurstof af.",
      "kort negatief weerlegt", lab=VERPLAATST, zet=2),
]
