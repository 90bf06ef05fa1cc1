from common import *

TOPIC = {
    "id": "wielrennen",
    "title": "Wielrennen",
    "description": "Wegwielrennen en baanwielrennen: koersen, tactiek, materiaal, training en de natuurkunde van het fietsen.",
}

QUESTIONS = [
    q(NONE, "gele-trui-betekenis",
      "Wie draagt de gele trui in de Tour de France?",
      ["De renner met de laagste totale tijd in het algemeen klassement",
       "De renner met de meeste punten in het puntenklassement",
       "De beste klimmer van de ronde"],
      "A",
      "Geel is voor de leider in het algemeen klassement. De leider van het puntenklassement rijdt niet in geel maar in "
      "het groen, en de beste klimmer draagt de witte trui met rode bollen.",
      [WEERLEGT]),

    q(SUPPORTS, "waaier-zijwind",
      "Wat is een waaier in het wegwielrennen?",
      ["Een schuine rij renners die bij zijwind elkaars beschutting zoeken",
       "Een ploeg die op kop van het peloton het tempo hoog houdt",
       "Een groep achtergebleven renners die samen naar de finish rijdt"],
      "A",
      "Waait de wind van opzij, dan zit de luwte niet achter maar schuin naast de voorganger. De renners schuiven daarom "
      "diagonaal over de weg, en wie aan het eind van die rij geen plek meer vindt, rijdt vol in de wind. Meer over "
      "koerstactiek: [Wielersport](https://nl.wikipedia.org/wiki/Wielersport).",
      [PARAFRASE, LINK], moved_to="C"),

    q(NONE, "peloton-luwte",
      "Waarom rijden renners in een peloton dicht achter elkaar?",
      ["Omdat het reglement voorschrijft dat renners in koers bij elkaar moeten blijven",
       "Omdat wie in de luwte rijdt flink minder vermogen nodig heeft tegen de luchtweerstand",
       "Omdat ze zo beter kunnen zien waar de bochten komen"],
      "B",
      "Achter een andere renner is de luchtweerstand veel kleiner, wat tot ongeveer een derde aan vermogen kan schelen.",
      [KORT, PARAFRASE]),

    q(NONE, "tijdrit-gemiddelde-snelheid",
      "Een renner rijdt een tijdrit van 45 km in 54 minuten. Wat is zijn gemiddelde snelheid?",
      ["50 km/h", "54 km/h", "83 km/h"],
      "A",
      "Vierenvijftig minuten is 0,9 uur, en vijfenveertig kilometer gedeeld door 0,9 uur geeft vijftig kilometer per uur. "
      "Wie 54 minuten als 0,54 uur leest, komt ten onrechte op 83 uit.",
      [REKEN, GETAL_WOORD, EENHEID_WOORD, WEERLEGT],
      compute=("45 / (54 / 60)", "km/h")),

    q(NONE, "watt-per-kilo",
      "Een renner van 64 kg levert op een klim een vermogen van 320 W. Hoeveel is dat per kilogram lichaamsgewicht?",
      ["3,2 W/kg", "4 W/kg", "5 W/kg"],
      "C",
      "Driehonderdtwintig watt gedeeld door vierenzestig kilo is vijf watt per kilo.",
      [REKEN, KORT, GETAL_WOORD, EENHEID_WOORD],
      compute=("320 / 64", "W/kg")),

    q(NONE, "verzet-53-11",
      "Een renner rijdt met een kettingblad van 53 tanden en een achtertandwiel van 11 tanden. Hoeveel keer draait het "
      "achterwiel rond bij één omwenteling van de trappers?",
      ["0,21 keer", "4,82 keer", "64 keer"],
      "B",
      "De overbrenging is 53 / 11 ≈ 4,82: elke trapomwenteling trekt 53 schakels door, genoeg voor bijna vijf rondjes van "
      "het tandwiel van 11. Het omgekeerde, 11 / 53, geeft 0,21, en 64 is de som van de tanden.",
      [REKEN, WEERLEGT],
      compute=("53 / 11", "keer")),

    q(NONE, "afstand-per-trapomwenteling",
      "Een renner rijdt met een verzet van 50 × 25 op een wiel met een omtrek van 2,1 m. Hoeveel meter legt hij af per "
      "omwenteling van de trappers?",
      ["4,2 m", "5,25 m", "8,4 m"],
      "A",
      "Het verzet 50 × 25 laat het achterwiel twee keer ronddraaien per trapomwenteling, dus 2 × 2,1 m = 4,2 m.",
      [REKEN, KORT],
      compute=("50 / 25 * 2.1", "m")),

    q(SUPPORTS, "dichte-achterschijf",
      "Waarom rijden tijdrijders vaak met een dichte schijf als achterwiel?",
      ["Omdat een zwaarder achterwiel meer grip geeft in de bochten van het parcours",
       "Omdat de UCI spaakwielen in tijdritten verbiedt",
       "Omdat een gesloten wiel minder luchtwervelingen veroorzaakt dan draaiende spaken"],
      "C",
      "Spaken slaan bij elke omwenteling door de lucht en maken turbulentie. Een dicht wiel laat de lucht gladder langs "
      "stromen en kost dus minder energie; op een vlak parcours weegt dat ruim op tegen het iets hogere gewicht.",
      [PARAFRASE, ACR], moved_to="A"),

    q(NONE, "uci-reglementen",
      "Welke organisatie stelt de internationale reglementen voor de wielersport vast?",
      ["Het IOC", "De UCI", "De UEFA"],
      "B",
      "De UCI is de wereldwielerbond; het IOC organiseert de Spelen en de UEFA gaat over Europees voetbal.",
      [KORT, ACR, WEERLEGT]),

    q(NONE, "werelduurrecord",
      "Wat houdt het werelduurrecord in het wielrennen in?",
      ["Zo snel mogelijk een afstand van 100 km afleggen",
       "Zo lang mogelijk achter elkaar fietsen zonder af te stappen",
       "In één uur een zo groot mogelijke afstand afleggen op de wielerbaan"],
      "C",
      "De renner rijdt alleen op een wielerbaan en telt na zestig minuten hoeveel kilometer hij heeft afgelegd.",
      [KORT, PARAFRASE]),

    q(NONE, "geen-monument",
      "Welke wedstrijd is GEEN van de vijf wielermonumenten?",
      ["Milaan-Sanremo", "De Ronde van Vlaanderen", "De Amstel Gold Race", "Luik-Bastenaken-Luik"],
      "C",
      "De Amstel Gold Race bestaat pas sinds 1966 en hoort niet bij de monumenten. De andere drie wel: Milaan-Sanremo is "
      "de langste eendagskoers, de Ronde van Vlaanderen de bekendste hellingenkoers en Luik-Bastenaken-Luik de oudste "
      "klassieker; samen met Parijs-Roubaix en de Ronde van Lombardije vormen ze de vijf monumenten.",
      [NEG]),

    q(NONE, "kasseienklassieker-wielerbaan",
      "Welke klassieker staat bekend om zijn lange kasseistroken en eindigt op een wielerbaan?",
      ["Milaan-Sanremo", "Parijs-Roubaix", "De Ronde van Lombardije"],
      "B",
      "Parijs-Roubaix voert over tientallen kilometers Noord-Franse kasseien en finisht in het velodroom van Roubaix. "
      "Milaan-Sanremo eindigt op de Via Roma en de Ronde van Lombardije is een klimmerskoers.",
      [WEERLEGT]),

    q(NONE, "hongerklop",
      "Wat is een hongerklop?",
      ["Een plotselinge inzinking doordat de koolhydraatvoorraad op is",
       "Een hevige spierkramp door een tekort aan zout na veel zweten",
       "De flinke trek die een renner na de finish krijgt"],
      "A",
      "Na enkele uren hard rijden zonder te eten raakt het glycogeen op; de renner wordt slap en duizelig. Een kramp door "
      "zoutgebrek is iets anders en ontstaat niet door een lege energievoorraad.",
      [PARAFRASE, WEERLEGT]),

    q(NONE, "ftp-betekenis",
      "Wat geeft de FTP van een wielrenner aan?",
      ["Zijn hoogste sprintvermogen gedurende enkele seconden",
       "Het hoogste vermogen dat hij ongeveer een uur kan volhouden",
       "Zijn hartslag in rust"],
      "B",
      "FTP staat voor functional threshold power, een maat voor duurvermogen die trainers gebruiken om trainingszones in te delen.",
      [ACR, KORT]),

    q(SUPPORTS, "ritduur-180-km",
      "Een renner legt een etappe van 180 km af met een gemiddelde snelheid van 40 km/h. Hoe lang is hij onderweg?",
      ["4 uur en 18 minuten", "4 uur en 30 minuten", "4 uur en 50 minuten"],
      "B",
      "Honderdtachtig gedeeld door veertig is 4,5 uur, en een half uur is dertig minuten. Wie 4,5 uur leest als 4 uur "
      "en 50 minuten, haalt decimalen en minuten door elkaar.",
      [REKEN, GETAL_WOORD, WEERLEGT], moved_to="C"),

    q(NONE, "epo-gevaar",
      "Waarom is het gebruik van EPO als doping niet alleen verboden maar ook gevaarlijk?",
      ["Omdat het de spieren zo snel laat groeien dat pezen en banden het niet bijhouden en scheuren",
       "Omdat het de lever direct vergiftigt",
       "Omdat het alleen werkt in combinatie met alcohol",
       "Omdat het bloed door de vele rode bloedcellen stroperig wordt, met kans op stolsels"],
      "D",
      "Optie A beschrijft eerder een risico dat met anabole steroïden wordt geassocieerd; EPO werkt niet op de spieren zelf. "
      "Optie B is onjuist: EPO is een lichaamseigen hormoon dat de lever niet vergiftigt. Optie C slaat nergens op, "
      "want EPO werkt onafhankelijk van alcohol. Optie D is juist: EPO zet het beenmerg aan tot het maken van extra rode "
      "bloedcellen, waardoor het bloed meer zuurstof kan dragen. Tegelijk wordt het dikker, zeker als een renner door "
      "zweten ook nog vocht verliest. Dat vergroot de kans op trombose, een herseninfarct of een hartstilstand, en in de "
      "jaren negentig werden verschillende plotselinge sterfgevallen onder jonge renners met EPO in verband gebracht.",
      [LANG, ACR, WEERLEGT]),

    q(NONE, "eerste-tour-de-france",
      "In welk jaar werd de eerste Tour de France verreden?",
      ["1896", "1903", "1919"],
      "B",
      "De krant *L'Auto* organiseerde de eerste Tour in 1903. In 1919 werd niet de Tour maar de gele trui ingevoerd. Zie "
      "[Tour de France](https://nl.wikipedia.org/wiki/Tour_de_France).",
      [LINK, CURSIEF, WEERLEGT]),

    q(NONE, "stijgingspercentage-klim",
      "Een klim overbrugt 840 m hoogteverschil over een afstand van 12 km. Wat is het gemiddelde stijgingspercentage?",
      ["7%", "8,4%", "14%"],
      "A",
      "Twaalf kilometer is twaalfduizend meter; 840 gedeeld door 12.000 is 0,07, dus gemiddeld zeven procent.",
      [REKEN, KORT, EENHEID_WOORD, GETAL_WOORD],
      compute=("840 / 12000 * 100", "%")),

    q(NONE, "banden-parijs-roubaix",
      "Waarom kiezen renners in Parijs-Roubaix voor bredere banden met een lagere bandenspanning?",
      [("Omdat smalle banden in Frankrijk verboden zijn",
        "Nee: er is geen regel die smalle banden verbiedt."),
       ("Omdat ze zo aan het eind sneller kunnen sprinten op de wielerbaan van Roubaix",
        "Nee: op de vlakke baan zou een hogere spanning juist voordeliger zijn."),
       ("Omdat ze op de kasseien meer comfort en grip geven en minder stuiteren",
        "Juist.")],
      "C",
      "Een brede, zachter opgepompte band vangt de schokken van de kasseien op in plaats van de renner omhoog te laten "
      "stuiteren. Dat spaart het lichaam, geeft meer houvast en verkleint de kans op een lekke band.",
      [FEEDBACK, PARAFRASE]),

    q(NONE, "cadans-betekenis",
      "Wat bedoelt men met de cadans van een renner?",
      ["Het aantal omwentelingen van de trappers per minuut",
       "Het aantal versnellingen dat zijn fiets heeft",
       "Zijn gemiddelde snelheid over een etappe"],
      "A",
      "Cadans is de trapfrequentie, meestal uitgedrukt in omwentelingen per minuut.",
      [KORT]),

    q(NONE, "domestique-rol",
      "Wat doet een *domestique* in een wielerploeg?",
      ["Hij bepaalt vanuit de volgwagen de tactiek van de hele ploeg",
       "Hij is de vaste sprinter van de ploeg",
       "Hij offert zijn eigen kansen op om de kopman te helpen"],
      "C",
      "Zo'n knecht haalt bidons bij de volgwagen, rijdt op kop om het tempo te bepalen en geeft zo nodig zijn wiel af als "
      "de kopman lek rijdt.",
      [CURSIEF, PARAFRASE]),

    q(NONE, "bolletjestrui-onjuist",
      "Welke uitspraak over de bolletjestrui in de Tour de France is onjuist?",
      ["De trui beloont de beste klimmer",
       "Punten worden verdiend op de top van gecategoriseerde beklimmingen",
       "De trui gaat altijd naar de winnaar van het algemeen klassement"],
      "C",
      "De bolletjestrui hoort bij een apart klassement en valt lang niet altijd samen met geel. De andere twee uitspraken "
      "kloppen: het is de trui van de beste klimmer, en die verzamelt punten door als eerste boven te komen op "
      "gecategoriseerde hellingen, met meer punten voor zwaardere cols.",
      [NEG]),

    q(NONE, "schijfremmen-voordeel",
      "Wat is een voordeel van schijfremmen ten opzichte van velgremmen?",
      ["Ze zijn lichter",
       "Ze remmen bij regen beter en gelijkmatiger",
       "Ze hebben nooit onderhoud of nieuwe remblokjes nodig"],
      "B",
      "Het remvlak zit bij de naaf en wordt minder nat en vuil dan de velg. Schijfremmen zijn juist iets zwaarder en "
      "vragen ook onderhoud, zoals het vervangen van remblokjes.",
      [WEERLEGT]),
]
