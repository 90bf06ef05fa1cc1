from common import q, NONE, MOVED, DUP

TOPIC = "spoorwegen"
TITLE = "Spoorwegen"
DESCRIPTION = "Spoor, treinen, beveiliging en energievoorziening, met rekenwerk aan snelheden, remwegen en capaciteit."

QUESTIONS = [
    q(NONE, "normaalspoor-breedte",
      "Hoe groot is de spoorwijdte van normaalspoor, zoals in Nederland?",
      ["1000 mm", "1067 mm", "1435 mm", "1668 mm"], 2,
      """
Normaalspoor meet 1435 mm tussen de binnenkanten van de spoorstaven. 1000 mm is meterspoor, 1067 mm het zogeheten kaapspoor (onder meer in Japan op de gewone lijnen) en 1668 mm is het Iberische breedspoor in Spanje en Portugal.""",
      order="num", tags=["spoor"]),

    q(NONE, "bovenleidingspanning-nl",
      "Welke spanning staat er op de bovenleiding van het grootste deel van het Nederlandse hoofdspoorwegnet?",
      ["1500 V gelijkspanning", "25 kV wisselspanning van 50 Hz",
       "15 kV wisselspanning van 16,7 Hz", "750 V gelijkspanning"], 0,
      """
Het klassieke Nederlandse net werkt met 1500 V gelijkspanning. Alleen nieuwere lijnen zoals de HSL-Zuid en de Betuweroute hebben 25 kV bij 50 Hz. 15 kV bij 16,7 Hz is het systeem in Duitsland, Oostenrijk en Zwitserland, en 750 V gelijkspanning kom je tegen bij trams en metro's.""",
      tags=["energie"], related=["pantograaf-stroomafname"]),

    q(NONE, "reistijd-gemiddelde-snelheid",
      "Een intercity legt 180 km af met een gemiddelde snelheid van 120 km/h. Hoeveel minuten duurt de rit?",
      ["60 minuten", "80 minuten", "90 minuten", "150 minuten"], 2,
      "t = s / v = 180 km / 120 km/h = 1,5 h = 90 minuten.",
      order="num", compute=("180 / 120 * 60", "minuten"), tags=["rekenen"]),

    q(NONE, "remweg-trein",
      "Een trein rijdt 144 km/h en remt met een constante vertraging van 0,8 m/s². Hoe lang is de remweg?",
      ["50 m", "500 m", "1000 m", "2000 m"], 2,
      """
Reken eerst om: 144 km/h / 3,6 = 40 m/s. Bij constante vertraging geldt s = v² / (2a) = 40² / (2 × 0,8) = 1600 / 1,6 = 1000 m. Wie 144 in plaats van 40 invult, of de factor 2 vergeet, komt ver naast het juiste antwoord uit.""",
      order="num", compute=("40^2 / (2 * 0.8)", "m"), tags=["rekenen", "remmen"], feedback={3: "Heb je de factor 2 in s = v² / (2a) vergeten?"}),

    q(NONE, "ertms-afkorting",
      "Waar staat de afkorting ERTMS voor?",
      ["European Rail Traffic Management System", "European Railway Ticketing and Mobility Service",
       "Electronic Route and Train Monitoring Standard", "European Regional Train Maintenance Scheme"], 0,
      """
ERTMS is het European Rail Traffic Management System, de Europese standaard voor treinbeveiliging en verkeersleiding. Het beveiligingsdeel heet ETCS (European Train Control System); in Nederland vervangt het op termijn ATB.""",
      tags=["beveiliging", "afkortingen"], related=["atb-functie"]),

    q(NONE, "atb-functie",
      "Wat doet ATB (Automatische Treinbeïnvloeding) op het Nederlandse spoor?",
      ["Het grijpt in en remt de trein als de machinist te hard rijdt voor wat de seinen toestaan en niet tijdig reageert",
       "Het regelt automatisch de verwarming in de rijtuigen",
       "Het opent en sluit de deuren op het juiste moment",
       "Het verkoopt en controleert vervoerbewijzen"], 0,
      "ATB vergelijkt de snelheid van de trein met de snelheid die via de spoorstaven wordt doorgegeven. Reageert de machinist niet op een waarschuwing, dan volgt een automatische remming.",
      tags=["beveiliging"], related=["ertms-afkorting"]),

    q(NONE, "eerste-spoorlijn-nl",
      "Tussen welke steden reed in 1839 de eerste trein van Nederland?",
      ["Amsterdam en Haarlem", "Amsterdam en Utrecht", "Rotterdam en Den Haag", "Utrecht en Arnhem"], 0,
      """
Op 20 september 1839 reed de locomotief De Arend van Amsterdam naar Haarlem. De lijn Amsterdam–Utrecht volgde pas in 1843.""",
      tags=["geschiedenis"]),

    q(NONE, "bloksysteem",
      "Wat is het principe van het bloksysteem in de treinbeveiliging?",
      ["Het spoor is verdeeld in blokken waarin zich steeds maar één trein tegelijk mag bevinden",
       "Treinen worden per blok van tien rijtuigen samengesteld",
       "Op elk blok spoor geldt dezelfde maximumsnelheid",
       "Elke trein krijgt een vast tijdsblok van vijf minuten"], 0,
      "Seinen aan het begin van elk blok tonen rood zolang het blok bezet is. Zo houden opvolgende treinen altijd minstens een blok afstand.",
      tags=["beveiliging"], related=["opvolgtijd-capaciteit"]),

    q(NONE, "wisseltongen",
      "Welk onderdeel van een gewoon wissel wordt verplaatst om de rijrichting te kiezen?",
      ["De wisseltongen", "Het puntstuk", "De strijkregel", "De dwarsliggers"], 0,
      """
De twee beweegbare wisseltongen bepalen welk spoor het wiel volgt. Het puntstuk (het 'hart' waar twee spoorstaven elkaar kruisen) ligt bij een gewoon wissel vast, de strijkregel leidt de wielen langs het puntstuk en dwarsliggers dragen het spoor.""",
      tags=["spoor"]),

    q(NONE, "prorail-beheer",
      "Welke organisatie beheert in Nederland het hoofdspoorwegnet?",
      ["ProRail", "NS", "Arriva", "Inspectie Leefomgeving en Transport"], 0,
      "ProRail beheert het spoor, de seinen en de verkeersleiding. NS en Arriva zijn vervoerders die over dat spoor rijden, en de ILT houdt toezicht op de veiligheid.",
      tags=["organisaties"]),

    q(NONE, "ballast-geen-functie",
      "Welke van de volgende is GEEN functie van het ballastbed (steenslag) onder het spoor?",
      ["De tractiestroom naar de trein geleiden",
       "De belasting van de trein spreiden over de ondergrond",
       "Regenwater snel laten afvoeren",
       "De dwarsliggers op hun plaats houden"], 0,
      """
Steenslag geleidt geen stroom naar de trein; die komt uit de bovenleiding (en gaat via de spoorstaven terug). De andere drie zijn wel taken van ballast: de scherpe stenen verdelen de druk van de dwarsliggers over de ondergrond, de open structuur laat water wegzakken zodat het spoor niet verzakt, en de stenen klemmen de dwarsliggers in langs- en dwarsrichting vast.""",
      tags=["spoor"]),

    q(NONE, "conische-wielen",
      "Waarom zijn de loopvlakken van treinwielen licht conisch (kegelvormig)?",
      ["Zodat een wielstel zichzelf centreert en in bochten vanzelf stuurt, doordat het buitenwiel op een grotere straal loopt",
       "Om het gewicht van het wiel te verlagen",
       "Zodat het wiel minder slijt aan de flens",
       "Om de trein stiller te laten remmen"], 0,
      """
De wielen zitten vast op één as en draaien dus even snel rond. In een bocht schuift het wielstel naar buiten, waardoor het buitenwiel op een grotere diameter loopt en een langere weg aflegt dan het binnenwiel. Zo stuurt het wielstel zichzelf de bocht door. De flens is alleen een vangnet.""",
      tags=["materieel"]),

    q(NONE, "opvolgtijd-capaciteit",
      "Op een spoor is de minimale opvolgtijd tussen twee treinen 3 minuten. Hoeveel treinen kunnen er per uur maximaal over dat spoor in één richting?",
      ["3", "12", "20", "30"], 2,
      "60 minuten / 3 minuten = 20 treinen per uur.",
      order="num", compute=("60 / 3", "treinen"), tags=["rekenen", "capaciteit"], related=["bloksysteem"]),

    q(NONE, "snelheidsrecord-wiel-rail",
      "Welk snelheidsrecord vestigde een Franse TGV in 2007 voor een trein op gewone rails (wiel op rail)?",
      ["357 km/h", "431 km/h", "574,8 km/h", "603 km/h"], 2,
      """
De TGV V150 haalde op 3 april 2007 574,8 km/h. 603 km/h is het record van een Japanse magneetzweeftrein uit 2015, dus geen wiel op rail. 431 km/h is de dienstsnelheid van de maglev in Sjanghai.""",
      order="num", tags=["geschiedenis", "hogesnelheid"]),

    q(NONE, "uitzetting-spoorstaaf",
      "Een losse spoorstaaf van 100 m warmt 30 °C op. De lineaire uitzettingscoëfficiënt van staal is 12 × 10⁻⁶ per kelvin. Hoeveel wordt de staaf langer?",
      ["0,36 mm", "3,6 mm", "36 mm", "360 mm"], 2,
      """
ΔL = α · L · ΔT = 12 × 10⁻⁶ × 100 m × 30 = 0,036 m = 36 mm. Bij doorgaand gelast spoor kan die uitzetting niet optreden; daar ontstaan in plaats daarvan grote drukspanningen, reden waarom het spoor stevig in de ballast moet liggen.""",
      order="num", compute=("12e-6 * 100 * 30 * 1000", "mm"), tags=["rekenen", "spoor"]),

    q(NONE, "ahob-afkorting",
      "Waar staat de afkorting AHOB bij een spoorwegovergang voor?",
      ["Automatische Halve Overwegbomen", "Alarm Hek Op Baan",
       "Automatisch Hoorbaar Overwegsignaal Binnen", "Afgesloten Handbediende Overweg met Bomen"], 0,
      "Een AHOB is een overweg met automatische halve overwegbomen, lichten en bellen. Een overweg met alleen knipperlichten heet een AKI (Automatische Knipperlichtinstallatie).",
      tags=["overwegen", "afkortingen"]),

    q(NONE, "maglev-verschil",
      "Wat onderscheidt een magneetzweeftrein (maglev) van een gewone trein?",
      ["Hij zweeft door magnetische krachten boven de baan, zonder contact tussen wiel en rail",
       "Hij rijdt op gewone rails maar met magnetische remmen",
       "Hij wordt voortgetrokken door een kabel onder de baan",
       "Hij gebruikt magneten alleen om de deuren te sluiten"], 0,
      "Een maglev zweeft en wordt voortbewogen door magnetische velden in de geleidebaan. Daardoor is er geen rolweerstand van wielen, wel luchtweerstand. Magnetische railremmen bestaan ook bij gewone treinen, maar die maken er nog geen maglev van.",
      tags=["hogesnelheid"]),

    q(NONE, "pantograaf-stroomafname",
      "Via welk onderdeel neemt een elektrische trein stroom af van de bovenleiding?",
      ["De pantograaf (stroomafnemer)", "Het draaistel", "De buffer", "De koppeling"], 0,
      "De pantograaf op het dak drukt een sleepstuk tegen de rijdraad. De stroom gaat via de motoren en de wielen terug door de spoorstaven.",
      tags=["energie", "materieel"], related=["bovenleidingspanning-nl"]),

    q(NONE, "regeneratief-remmen",
      "Wat houdt elektrisch (recuperatief) remmen bij een elektrische trein in?",
      ["De tractiemotoren werken als generator en zetten bewegingsenergie om in elektrische energie, die kan worden teruggeleverd aan de bovenleiding",
       "De trein remt door stroom door de remblokken te sturen, zodat die hard worden",
       "De bovenleiding wordt kortgesloten zodat de trein stilvalt",
       "Magneten trekken de trein aan de spoorstaven vast"], 0,
      "Bij recuperatief remmen draaien de motoren als dynamo. De opgewekte stroom gaat terug naar het net, waar een andere trein hem kan gebruiken, of wordt in weerstanden omgezet in warmte (dan heet het weerstandsremmen).",
      tags=["energie", "remmen"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "trein-passeert-perron",
      "Een trein van 200 m lang rijdt met een constante snelheid van 72 km/h langs een perron van 300 m. Hoe lang duurt het vanaf het moment dat de kop het begin van het perron bereikt tot de achterkant het einde van het perron passeert?",
      ["10 s", "15 s", "25 s", "50 s"], 2,
      """
72 km/h is 20 m/s. De trein moet niet alleen de lengte van het perron afleggen, maar ook zijn eigen lengte: 300 m + 200 m = 500 m. 500 m / 20 m/s = 25 s. Alleen de treinlengte (200 / 20 = 10 s) of alleen het perron (300 / 20 = 15 s) is te kort gerekend.""",
      moved_to=0, order="num", tags=["rekenen"], feedback={0: "Dan reken je alleen met de lengte van de trein; ook het perron moet worden gepasseerd."}),

    q(MOVED, "betuweroute-doel",
      "Waarvoor is de Betuweroute aangelegd?",
      ["Voor goederenvervoer tussen de haven van Rotterdam en Duitsland",
       "Voor hogesnelheidstreinen naar Keulen en Frankfurt",
       "Voor stoptreinen tussen de dorpen in de Betuwe",
       "Als museumlijn voor stoomtreinen"], 0,
      "De Betuweroute, geopend in 2007, is een speciale goederenlijn van de Maasvlakte naar de Duitse grens bij Zevenaar. Reizigerstreinen rijden er niet.",
      moved_to=1),

    q(MOVED, "draaistel-betekenis",
      "Wat is een draaistel bij een treinrijtuig?",
      ["Een onderstel met (meestal) twee wielstellen dat ten opzichte van de wagenbak kan draaien",
       "Een draaischijf waarop locomotieven worden gekeerd",
       "Het stuurwiel van de machinist",
       "Een wissel dat 360 graden kan draaien"], 0,
      """
Een rijtuig rust meestal op twee draaistellen. Doordat ze kunnen draaien ten opzichte van de wagenbak, kunnen lange rijtuigen soepel door bochten. Een draaischijf is iets anders: dat is een stuk draaibaar spoor om locomotieven te keren.""",
      moved_to=1, tags=["materieel"]),
]
