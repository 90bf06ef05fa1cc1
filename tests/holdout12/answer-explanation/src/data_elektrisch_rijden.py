from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "elektrisch-rijden"
TITLE = "Elektrisch rijden"
DESCRIPTION = "Accu's, laden en verbruik van elektrische auto's: vermogen en energie, laadstandaarden, actieradius en kosten."

QUESTIONS = [
    q(NONE, "actieradius-60-kwh",
      "Een elektrische auto heeft een bruikbare accucapaciteit van 60 kWh en verbruikt 15 kWh per 100 km. Hoe ver kan de auto met een volle accu rijden?",
      ["250 km", "400 km", "900 km"],
      "60 kWh / 15 kWh per 100 km = 4, dus 4 × 100 km = 400 km.",
      "B", compute={"expression": "60 / 15 * 100", "unit": "km"}, related=["verbruik-wh-per-km"]),

    q(NONE, "laadtijd-11-kw",
      "Hoe lang duurt het om 44 kWh te laden aan een laadpaal die 11 kW levert, als je laadverliezen verwaarloost?",
      ["2,5 uur", "4 uur", "5,5 uur"],
      "Energie is vermogen maal tijd, dus tijd = 44 kWh / 11 kW = 4 uur.",
      "B", compute={"expression": "44 / 11", "unit": "uur"}, related=["vermogen-driefase-16a"]),

    q(NONE, "waarom-dc-sneller",
      "Waarom kan een auto aan een DC-snellader veel sneller laden dan aan een gewone AC-laadpaal?",
      ["Omdat gelijkstroom minder energie bevat dan wisselstroom",
       "Omdat de snellader zelf de wisselstroom omzet en de stroom rechtstreeks aan de accu levert, buiten de beperkte boordlader om",
       "Omdat bij DC-laden de accu tijdelijk wordt overgeslagen"],
      """
Een accu kan alleen gelijkstroom opslaan. Aan een AC-paal doet de boordlader in de auto de omzetting, en die is om ruimte, gewicht en kosten te sparen meestal begrensd op 7 à 22 kW. Een snellader heeft een veel grotere omvormer in de paal zelf en levert gelijkstroom van 50 tot 350 kW direct aan de accu. Gelijkstroom 'bevat' niet minder energie dan wisselstroom; het gaat om vermogen. En de accu wordt nooit overgeslagen: het hele doel van laden is juist de accu vullen.""",
      "B", related=["ccs-stekker"]),

    q(NONE, "regeneratief-remmen",
      "Wat gebeurt er bij regeneratief remmen?",
      ["De remschijven worden met een ventilator gekoeld",
       "De elektromotor werkt als generator en laadt met de bewegingsenergie de accu bij",
       "De wielen worden afwisselend geremd om blokkeren te voorkomen"],
      "Bij het afremmen wordt bewegingsenergie via de motor, die dan als dynamo werkt, weer omgezet in elektrische energie. Het afwisselend remmen om blokkeren te voorkomen is het werk van ABS.",
      "B", related=["one-pedal-driving"]),

    q(NONE, "kosten-per-100-km",
      "Een auto verbruikt 18 kWh per 100 km. Thuis laden kost € 0,40 per kWh. Wat kost 100 km rijden aan stroom?",
      ["€ 4,50", "€ 7,20", "€ 72,00"],
      "18 kWh × € 0,40 per kWh = € 7,20 per 100 km.",
      "B", compute={"expression": "18 * 0.40", "unit": "€"}),

    q(NONE, "europese-ac-stekker",
      "Welke stekker is in Europa de standaard voor het laden met wisselstroom (AC)?",
      ["Type 1", "Type 2 (Mennekes)", "CHAdeMO", "Schuko"],
      """
De Europese Unie heeft Type 2, ook Mennekes genoemd naar de ontwikkelaar, als standaard voor openbare AC-laadpunten vastgelegd; hij kan zowel één- als driefasig laden. Type 1 is de eenfasige stekker die vooral in Noord-Amerika en Japan werd gebruikt. CHAdeMO is een Japanse standaard voor snelladen met gelijkstroom, en een Schuko-stopcontact is een gewoon huishoudstopcontact, geschikt voor hooguit langzaam noodladen.""",
      "B", related=["ccs-stekker"]),

    q(NONE, "ccs-stekker",
      "Wat is een CCS-stekker (Combo 2)?",
      ["Een Type 2-stekker met daaronder twee extra dikke pinnen voor gelijkstroom",
       "Een stekker die alleen voor draadloos laden dient",
       "Een adapter om een auto op een huishoudstopcontact aan te sluiten"],
      "Het Combined Charging System combineert de Type 2-aansluiting voor AC met twee DC-contacten voor snelladen in één inlaat.",
      "A", related=["europese-ac-stekker", "waarom-dc-sneller"]),

    q(NONE, "accu-niet-juist",
      "Welke bewering over de lithium-ionaccu van een elektrische auto is NIET juist?",
      ["Bij lage temperaturen laadt de accu aan een snellader langzamer.",
       "De capaciteit neemt met het aantal laadcycli en de leeftijd langzaam af.",
       "Voor een lange levensduur kun je de accu het best altijd tot 100 % laden en zo vaak mogelijk helemaal leeg rijden.",
       "Een goed thermisch beheer van de accu verlengt de levensduur."],
      """
Lithium-ionaccu's verouderen het snelst bij langdurig hoge en zeer lage laadtoestanden; fabrikanten adviseren daarom voor dagelijks gebruik vaak een laadlimiet van ongeveer 80 % en diepe ontlading te vermijden. De andere beweringen zijn juist. In de kou is de inwendige weerstand hoger en beperkt het batterijbeheersysteem het laadvermogen om lithiumafzetting te voorkomen. De capaciteit loopt geleidelijk terug door cycli en kalenderveroudering. En een accu die binnen een gunstig temperatuurbereik wordt gehouden, gaat aantoonbaar langer mee. Bij accu's met LFP-chemie adviseren sommige fabrikanten wel om regelmatig tot 100 % te laden, maar ook daar is het steeds helemaal leeg rijden van de accu af te raden.""",
      "C"),

    q(NONE, "laadvermogen-boven-80",
      "Waarom daalt het laadvermogen aan een snellader sterk zodra de accu ongeveer 80 % vol is?",
      ["Omdat de snellader dan overschakelt op wisselstroom",
       "Omdat het batterijbeheersysteem de stroom terugschroeft om de cellen niet boven hun maximale spanning te belasten",
       "Omdat de laadkabel dan te warm wordt"],
      "Bij een hoge laadtoestand nadert de celspanning haar maximum. Het laden gaat dan over in een fase met constante spanning waarin de stroom steeds verder afneemt; daarom is laden van 80 naar 100 % vaak bijna even traag als van 10 naar 80 %.",
      "B"),

    q(NONE, "kw-en-kwh",
      "Wat is het verschil tussen kW en kWh?",
      ["Er is geen verschil; kWh is alleen een oudere schrijfwijze",
       "kW is een eenheid van vermogen, kWh een eenheid van energie",
       "kW geldt voor wisselstroom en kWh voor gelijkstroom"],
      "Vermogen (kW) zegt hoe snel energie wordt geleverd, energie (kWh) hoeveel er in totaal is geleverd: 1 kW gedurende 1 uur is 1 kWh.",
      "B"),

    q(NONE, "vermogen-driefase-16a",
      "Een laadpaal levert driefasig 16 A per fase bij 230 V fasespanning. Welk laadvermogen hoort daarbij ongeveer?",
      ["3,7 kW", "11 kW", "22 kW"],
      """
Per fase is het vermogen 230 V × 16 A = 3680 W. Met drie fasen: 3 × 3680 W = 11 040 W, ongeveer 11 kW. 3,7 kW is het vermogen bij eenfasig laden met 16 A, en 22 kW hoort bij driefasig 32 A.""",
      "B", compute={"expression": "3 * 230 * 16 / 1000", "unit": "kW"}, related=["laadtijd-11-kw"]),

    q(NONE, "voorverwarmen-aan-lader",
      "Waarom is het in de winter verstandig de auto voor te verwarmen terwijl hij nog aan de laadpaal hangt?",
      ["Omdat de energie voor het verwarmen dan van het net komt in plaats van uit de accu",
       "Omdat de auto tijdens het rijden niet kan verwarmen",
       "Omdat laden alleen werkt als de cabine warm is"],
      "Zo vertrek je met een warme cabine en een volle accu; wie onderweg pas gaat verwarmen, betaalt dat met actieradius.",
      "A", related=["minder-bereik-winter"]),

    q(NONE, "voordeel-warmtepomp",
      "Wat is het voordeel van een warmtepomp boven een elektrische weerstandsverwarming in een elektrische auto?",
      ["De warmtepomp werkt ook als de accu leeg is",
       "De warmtepomp levert meer warmte dan hij aan elektrische energie verbruikt, omdat hij warmte uit de omgeving haalt",
       "De warmtepomp laadt tijdens het rijden de accu bij"],
      """
Een weerstandsverwarming zet 1 kWh elektriciteit om in 1 kWh warmte. Een warmtepomp verplaatst warmte uit de buitenlucht of uit de aandrijving naar de cabine en levert zo, afhankelijk van de temperatuur, twee tot drie keer zoveel warmte als hij aan stroom gebruikt. Dat spaart in de winter merkbaar actieradius. Zonder energie uit de accu werkt een warmtepomp niet, en hij laadt de accu ook niet bij.""",
      "B", related=["minder-bereik-winter"]),

    q(NONE, "vehicle-to-grid",
      "Wat wordt bedoeld met vehicle-to-grid (V2G)?",
      ["Een auto die via internet updates van de fabrikant ontvangt",
       "Een auto die elektriciteit uit zijn accu kan terugleveren aan het elektriciteitsnet",
       "Een navigatiesysteem dat de dichtstbijzijnde laadpaal zoekt"],
      "Bij V2G laadt de auto niet alleen, maar kan hij ook stroom terugleveren, bijvoorbeeld om pieken op het net op te vangen.",
      "B"),

    q(NONE, "laadrendement",
      "Uit het net wordt 50 kWh afgenomen; daarvan komt 45 kWh in de accu terecht. Hoe groot is het laadrendement?",
      ["10 %", "90 %", "111 %"],
      "Rendement is wat er nuttig aankomt gedeeld door wat er in gaat: 45 / 50 × 100 % = 90 %. 10 % is het verlies, en 111 % krijg je als je de breuk omdraait.",
      "B", compute={"expression": "45 / 50 * 100", "unit": "%"}),

    q(NONE, "dynamische-load-balancing",
      "Wat doet dynamische load balancing bij een laadpaal thuis?",
      ["Het verdeelt de laadtijd gelijk over alle dagen van de week",
       "Het past de laadstroom automatisch aan het overige stroomverbruik in huis aan, zodat de hoofdzekering niet wordt overbelast",
       "Het laadt de auto alleen als de zon schijnt"],
      "De laadpaal meet het verbruik bij de meterkast. Staan de oven en de wasmachine aan, dan laadt de auto tijdelijk met minder stroom; is er ruimte, dan weer met meer.",
      "B"),

    q(NONE, "afkorting-soc",
      "Waar staat de afkorting SoC voor bij een elektrische auto?",
      ["State of Charge: de laadtoestand van de accu, in procenten",
       "State of Health: de resterende capaciteit ten opzichte van nieuw",
       "Speed of Charging: het actuele laadvermogen"],
      "SoC is de laadtoestand: hoe vol de accu nu is. De gezondheid van de accu heet State of Health (SoH), en het laadvermogen wordt in kW uitgedrukt.",
      "A"),

    q(NONE, "one-pedal-driving",
      "Wat wordt bedoeld met one-pedal driving?",
      ["Rijden met cruisecontrol, zodat je geen pedaal hoeft in te drukken",
       "Rijden waarbij het loslaten van het gaspedaal de auto via sterke regeneratie afremt, vaak tot stilstand",
       "Een rijstand waarin alleen de voorwielen worden aangedreven"],
      "Door de sterke terugwinning bij het loslaten van het 'gas' hoef je in het dagelijks verkeer het rempedaal nauwelijks te gebruiken.",
      "B", related=["regeneratief-remmen"]),

    q(NONE, "verbruik-wh-per-km",
      "Een auto verbruikt gemiddeld 160 Wh per kilometer. Hoeveel kWh is dat per 100 km?",
      ["1,6 kWh", "16 kWh", "160 kWh"],
      "160 Wh × 100 = 16 000 Wh = 16 kWh per 100 km.",
      "B", compute={"expression": "160 * 100 / 1000", "unit": "kWh"}, related=["actieradius-60-kwh"]),

    q(NONE, "minder-bereik-winter",
      "Waarom neemt de actieradius van een elektrische auto in de winter af?",
      ["Omdat lithium bij vorst bevriest",
       "Omdat verwarming van cabine en accu energie kost en de accu bij kou minder efficiënt werkt",
       "Omdat winterbanden altijd twee keer zoveel rolweerstand hebben"],
      "Anders dan een verbrandingsmotor heeft een elektromotor weinig restwarmte; verwarming komt dus uit de accu. Daarnaast is de inwendige weerstand van de cellen bij kou hoger.",
      "B", related=["voorverwarmen-aan-lader", "voordeel-warmtepomp"]),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "chademo-stekker",
      "Welke snellaadstandaard gebruiken oudere Japanse elektrische auto's zoals de eerste generaties Nissan Leaf?",
      ["CCS", "CHAdeMO", "Type 2"],
      "De Leaf laadt snel via CHAdeMO, de Japanse DC-standaard met een ronde stekker. In Europa is CCS inmiddels de norm, en Type 2 is voor wisselstroom.",
      "B", moved_to="A"),

    q(SUPPORTS_DISTRACTOR, "snelladen-20-80",
      "Een accu van 75 kWh wordt aan een snellader geladen van 20 % naar 80 %, met een gemiddeld vermogen van 90 kW. Hoe lang duurt dat ongeveer?",
      ["30 minuten", "45 minuten", "50 minuten"],
      """
Van 20 naar 80 % is 60 % van 75 kWh = 45 kWh. Met gemiddeld 90 kW duurt dat 45 / 90 = 0,5 uur, dus een half uur. Wie het energiegetal 45 voor minuten aanziet, vergist zich.""",
      "A", moved_to="B"),

    q(SUPPORTS_DISTRACTOR, "range-anxiety",
      "Wat wordt met range anxiety bedoeld?",
      ["De angst om met een lege accu te stranden voordat je een laadpunt bereikt",
       "Het verlies van actieradius door veroudering van de accu",
       "De wachttijd bij een druk laadstation"],
      "Het gaat om een gevoel: de zorg of het bereik wel genoeg is om de volgende laadpaal te halen, die vooral bij nieuwe rijders sterk kan zijn en bij ervaring afneemt.",
      "A", moved_to="C"),

    # --- gebrekkig: answer/duplicate-option ---
    q(DUPLICATE_OPTION, "eenheid-accu-energie",
      "In welke eenheid wordt de hoeveelheid energie die een autoaccu kan opslaan meestal uitgedrukt?",
      ["Kilowatt", "Kilowattuur", "Volt", "kilowatt"],
      "De capaciteit van een autoaccu wordt uitgedrukt in kilowattuur (kWh), een eenheid van energie; kilowatt is vermogen en volt is spanning.",
      "B", dup=("A", "D")),
]
