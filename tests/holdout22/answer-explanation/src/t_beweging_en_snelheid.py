from common import q

TOPIC = dict(
    id="beweging-en-snelheid",
    groep="rekenen/natuurkunde",
    title="Beweging en snelheid",
    description="Snelheid, versnelling, vallen en remmen: rekenen met afstand, tijd en kracht in meters, seconden en kilometers per uur.",
)

BANK = [
    q("fietser-gemiddelde-snelheid",
      "Een fietser legt 18 km af in 45 minuten. Wat is zijn gemiddelde snelheid?",
      ["24 km/h", "0,4 km/h", "13,5 km/h", "40 km/h"],
      """
Reken eerst de tijd om naar uren: 45 / 60 = 0,75 h.
Gemiddelde snelheid = afstand / tijd = 18 km / 0,75 h = 24 km/h.
Wie 45 minuten als 0,45 uur invult, komt op 40 km/h uit.""",
      "rekenen uitgewerkt weerlegt", comp=("18/(45/60)", "km/h"), sorteer=True),

    q("kmh-omrekenen-naar-ms",
      "Een auto rijdt 90 km/h. Hoeveel is dat in meter per seconde?",
      ["25 m/s", "1,5 m/s", "90 m/s", "324 m/s"],
      "Van km/h naar m/s deel je door 3,6, dus 90 / 3,6 = 25 m/s.",
      "rekenen uitgewerkt kort", comp=("90/3.6", "m/s"), sorteer=True),

    q("versnelling-van-een-scooter",
      "Een scooter trekt in 4,0 s op van stilstand tot 12 m/s. Hoe groot is de gemiddelde versnelling?",
      ["3,0 m/s²", "0,33 m/s²", "8,0 m/s²", "48 m/s²"],
      "a = Δv / Δt = (12 − 0) / 4,0 = 3,0 m/s², terwijl vermenigvuldigen 48 oplevert en tijd gedeeld door snelheid 0,33 geeft, en geen van beide is een versnelling.",
      "rekenen uitgewerkt kort weerlegt", comp=("12/4", "m/s²"), sorteer=True),

    q("remweg-bij-eenparig-vertragen",
      "Een auto rijdt 20 m/s en remt in vier seconden eenparig af tot stilstand. Hoe lang is de remweg?",
      ["40 m", "5 m", "20 m", "80 m"],
      """
Bij eenparig vertragen daalt de snelheid gelijkmatig van 20 m/s naar 0, dus de gemiddelde snelheid is (20 + 0) / 2 = 10 m/s. De remweg is dan 10 m/s × 4 s = 40 m. Het antwoord 80 m krijg je als je met de beginsnelheid rekent, alsof de auto de hele tijd 20 m/s bleef rijden. 20 m is gewoon de snelheid met een verkeerde eenheid erachter, en 5 m ontstaat als je 20 door 4 deelt; dat levert de vertraging van 5 m/s² op en geen afstand.""",
      "rekenen uitgewerkt getal-woorden lang weerlegt", comp=("(20+0)/2*4", "m"), sorteer=True),

    q("rechte-lijn-in-plaats-tijddiagram",
      "In een plaats-tijddiagram is de grafiek van een voorwerp een rechte, stijgende lijn. Wat weet je dan over de beweging?",
      ["Het voorwerp beweegt met constante snelheid",
       "Het voorwerp versnelt gelijkmatig",
       "Het voorwerp staat stil",
       "Het voorwerp vertraagt"],
      "De steilheid van een plaats-tijdgrafiek is de snelheid, en een rechte lijn is overal even steil.",
      "kort parafrase"),

    q("oppervlakte-onder-snelheidsgrafiek",
      "Wat stelt de oppervlakte onder een snelheid-tijdgrafiek voor?",
      ["De afgelegde afstand", "De versnelling", "De gemiddelde snelheid"],
      "Snelheid maal tijd levert een afstand op, dus de oppervlakte tussen grafiek en tijdas is de verplaatsing, terwijl je de versnelling juist aan de helling afleest.",
      "kort weerlegt"),

    q("snelheid-na-drie-seconden-vallen",
      "Een steen valt vanuit stilstand. Hoe groot is zijn snelheid na 3,0 s als je de luchtweerstand verwaarloost (g = 9,8 m/s²)?",
      ["29 m/s", "3,3 m/s", "9,8 m/s", "44 m/s"],
      """
v = g × t = 9,8 × 3,0 = 29,4 m/s, afgerond 29 m/s. Het getal 44 is de valafstand na drie seconden (½ × 9,8 × 3,0² ≈ 44 m) en dus geen snelheid.""",
      "rekenen uitgewerkt weerlegt", comp=("9.8*3", "m/s"), sorteer=True),

    q("valafstand-na-twee-seconden",
      "Een steen wordt vanuit stilstand losgelaten. Hoe ver is hij na 2,0 s gevallen als je de luchtweerstand verwaarloost (g = 9,8 m/s²)?",
      ["20 m", "4,9 m", "9,8 m", "39 m"],
      "s = ½ × g × t² = 0,5 × 9,8 × 2,0² = 0,5 × 9,8 × 4,0 = 19,6 m, dus ongeveer 20 m, en wie de ½ vergeet, komt op 39 m uit.",
      "rekenen uitgewerkt kort weerlegt", comp=("0.5*9.8*2^2", "m"), sorteer=True),

    q("traagheidswet",
      "Welke uitspraak over de eerste wet van Newton is NIET juist?",
      ["Een voorwerp heeft een resulterende kracht nodig om met constante snelheid te blijven bewegen",
       "Een voorwerp in rust blijft in rust als er geen resulterende kracht op werkt",
       "Zonder resulterende kracht blijft de snelheid gelijk in grootte en richting",
       "De wet wordt ook wel de traagheidswet genoemd"],
      "Volgens Newton is een kracht nodig om de snelheid te veranderen en niet om haar te behouden, en de andere drie uitspraken geven precies weer wat de traagheidswet zegt.",
      "negatief kort weerlegt"),

    q("reistijd-van-een-trein",
      "Een trein rijdt met een constante snelheid van 120 km/h. Hoe lang doet hij over 300 km?",
      ["2 uur en 30 minuten", "2 uur en 5 minuten", "2 uur en 50 minuten", "3 uur"],
      "t = s / v = 300 / 120 = 2,5 uur, en een half uur is dertig minuten, dus wie 2,5 leest als 2 uur en 50 minuten, vergist zich.",
      "rekenen uitgewerkt getal-woorden kort weerlegt"),

    q("twee-autos-naar-elkaar-toe",
      "Twee auto's rijden op een rechte weg naar elkaar toe, de ene met 80 km/h en de andere met 70 km/h. Ze zijn drie kilometer van elkaar. Na hoeveel tijd komen ze elkaar tegen?",
      ["72 s", "7,2 s", "144 s", "720 s"],
      """
De afstand tussen de auto's neemt af met 80 + 70 = 150 km/h.
De tijd is 3 km / 150 km/h = 0,02 h.
In seconden: 0,02 × 3600 = 72 s.""",
      "rekenen uitgewerkt getal-woorden", comp=("3/(80+70)*3600", "s"), sorteer=True),

    q("bal-op-het-hoogste-punt",
      "Een bal wordt recht omhoog gegooid. Welke uitspraak over het hoogste punt van de baan is juist, als je de luchtweerstand verwaarloost?",
      ["De snelheid is daar nul, maar de versnelling is nog steeds 9,8 m/s² omlaag",
       "Snelheid en versnelling zijn daar allebei nul",
       "De versnelling is daar het grootst",
       "De snelheid is daar het grootst"],
      """
Op het hoogste punt keert de bal om: de snelheid gaat door nul, van omhoog naar omlaag. De zwaartekracht blijft echter gewoon werken, dus de versnelling is de hele vlucht 9,8 m/s² naar beneden, ook op dat ene moment. Zou de versnelling daar nul zijn, dan bleef de bal met snelheid nul in de lucht hangen. Een grootste versnelling is er evenmin, want zonder luchtweerstand is die overal even groot. En de snelheid is juist het grootst bij het loslaten en het weer opvangen, niet bovenin.""",
      "lang weerlegt"),

    q("heen-en-terug-gemiddelde",
      "Je fietst 10 km heen met 20 km/h en dezelfde 10 km terug met 10 km/h. Wat is je gemiddelde snelheid over de hele rit?",
      ["13,3 km/h", "6,7 km/h", "15,0 km/h", "30,0 km/h"],
      """
Heen duurt 10 / 20 = 0,5 h en terug 10 / 10 = 1 h. In totaal leg je 20 km af in 1,5 h, dus 20 / 1,5 ≈ 13,3 km/h. Het gewone gemiddelde van 20 en 10, dus 15 km/h, klopt niet, omdat je langer met de lage snelheid onderweg bent.""",
      "rekenen uitgewerkt weerlegt", comp=("20/(10/20+10/10)", "km/h"), sorteer=True),

    q("eenheid-van-versnelling",
      "In welke eenheid druk je versnelling uit in het SI-stelsel?",
      ["m/s²", "m/s", "N/m", "km/h"],
      "Versnelling is de verandering van de snelheid per seconde, dus meter per seconde per seconde.",
      "kort parafrase",
      fb=["Goed: (m/s) per s is m/s².",
          "Dit is de eenheid van snelheid, niet van de verandering ervan.",
          "Newton per meter is de eenheid van bijvoorbeeld een veerconstante.",
          "Kilometer per uur is een snelheid, en bovendien geen SI-eenheid."]),

    q("versnelling-van-een-kar",
      "Op een kar van 50 kg werkt een resulterende kracht van 150 N. Hoe groot is de versnelling?",
      ["3,0 m/s²", "0,33 m/s²", "200 m/s²", "7500 m/s²"],
      "Uit F = m × a volgt a = F / m = 150 / 50 = 3,0 m/s².",
      "rekenen uitgewerkt kort", comp=("150/50", "m/s²"), sorteer=True),

    q("reactieafstand-halve-seconde",
      "Een automobilist rijdt 72 km/h en heeft een reactietijd van een halve seconde. Hoeveel meter legt hij af voordat hij begint te remmen?",
      ["10 m", "20 m", "36 m", "144 m"],
      """
Eerst omrekenen: 72 / 3,6 = 20 m/s. In een halve seconde rijdt de auto 20 × 0,5 = 10 m, nog voordat de rem wordt ingetrapt. Met 36 m reken je met 72 alsof het al meter per seconde was.""",
      "rekenen uitgewerkt getal-woorden weerlegt", comp=("72/3.6*0.5", "m"), sorteer=True),

    q("geen-vectorgrootheid",
      "Welke van deze grootheden is GEEN vector?",
      ["Afgelegde afstand", "Verplaatsing", "Snelheid met een richting", "Versnelling"],
      "Verplaatsing, snelheid en versnelling hebben naast een grootte ook een richting en zijn daarom vectoren, terwijl de afgelegde afstand alleen de meters telt, ongeacht de richting.",
      "negatief kort weerlegt",
      fb=["Juist: afstand heeft alleen een grootte en is een scalar.",
          "Verplaatsing heeft wel een richting: van het beginpunt naar het eindpunt.",
          "Een snelheid met richting is per definitie een vector.",
          "Versnelling heeft een richting, bijvoorbeeld omlaag bij vallen."]),

    q("eenparig-vertraagd",
      "Wat betekent *eenparig vertraagd* bij een beweging?",
      ["De snelheid neemt elke seconde met hetzelfde bedrag af",
       "De snelheid blijft constant",
       "De versnelling wordt steeds groter",
       "Het voorwerp beweegt in een cirkel"],
      "*Eenparig* wijst op gelijkmatigheid: bij een eenparig vertraagde beweging zakt de snelheid elke seconde met evenveel, bijvoorbeeld 2 m/s per seconde.",
      "cursief kort parafrase"),

    q("veer-en-hamer-op-de-maan",
      "Een astronaut laat op de maan een veer en een hamer tegelijk vallen. Wat gebeurt er?",
      ["Ze komen tegelijk op de grond",
       "De hamer komt eerst neer",
       "De veer komt eerst neer",
       "De veer blijft zweven"],
      "Zonder lucht remt niets de veer af en krijgen alle voorwerpen dezelfde valversnelling, wat David Scott in 1971 liet zien ([uitleg en video bij NASA](https://nssdc.gsfc.nasa.gov/planetary/lunar/apollo_15_feather_drop.html)).",
      "link kort parafrase"),

    q("tempo-van-een-hardloper",
      "Een hardloper loopt 10 km in 50 minuten. Wat is zijn tempo in minuten per kilometer?",
      ["5 min/km", "0,2 min/km", "8 min/km", "12 min/km"],
      "Tempo is tijd gedeeld door afstand, dus 50 / 10 = 5 minuten per kilometer, en 12 is zijn snelheid in km/h, een andere grootheid.",
      "rekenen uitgewerkt kort weerlegt", comp=("50/10", "min/km"), sorteer=True),
]

GEBREKKIG = [
    q("afstand-van-een-bus",
      "Een bus rijdt 2,5 uur met een gemiddelde snelheid van 80 km/h. Hoeveel kilometer legt hij af?",
      ["200 km", "32 km", "82,5 km", "320 km"],
      "Afstand is snelheid maal tijd: 80 × 2,5 = 200 km.",
      "rekenen uitgewerkt kort", lab="explanation/supports-distractor", zet=3, sorteer=True),

    q("eenheid-van-kracht",
      "Wat is de eenheid van kracht?",
      ["newton", "joule", "watt", "pascal"],
      "Kracht meet je in newton (1 N = 1 kg·m/s²), terwijl joule de eenheid van energie is en watt die van vermogen.",
      "kort weerlegt", lab="explanation/supports-distractor", zet=1),

    q("naar-voren-in-de-bus",
      "Waarom schiet je in een bus naar voren als de bus plotseling remt?",
      ["Je lichaam wil door zijn traagheid met dezelfde snelheid doorgaan",
       "De bus duwt je naar voren",
       "De zwaartekracht wordt tijdens het remmen groter",
       "De voorruit trekt je aan"],
      "Niemand duwt je naar voren: de bus vertraagt, maar jouw lichaam houdt zijn snelheid vast tot de stoel of je voeten het afremmen.",
      "kort parafrase weerlegt", lab="explanation/supports-distractor", zet=1),

    q("honderd-meter-in-kmh",
      "Een sprinter loopt 100 m in 10 s. Wat is zijn gemiddelde snelheid in km/h?",
      ["36 km/h", "10 km/h", "2,8 km/h", "2,8km/h"],
      "Zijn snelheid is 100 / 10 = 10 m/s, en 10 × 3,6 = 36 km/h; 2,8 ontstaat als je door 3,6 deelt in plaats van ermee vermenigvuldigt.",
      "rekenen uitgewerkt kort weerlegt", lab="answer/duplicate-option", dup=(2, 3)),
]
