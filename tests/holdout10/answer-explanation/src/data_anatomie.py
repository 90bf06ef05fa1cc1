from common import Q

TOPIC = "anatomie"
TITLE = "Anatomie en fysiologie van de mens"
DESCRIPTION = ("Bouw en werking van het menselijk lichaam: skelet, hart en bloedvaten, ademhaling, "
               "spijsvertering, zenuwstelsel en zintuigen.")

QUESTIONS = [
    Q("langste-bot", 1,
      "Wat is het langste bot van het menselijk lichaam?",
      ["*Het dijbeen", "Het scheenbeen", "Het opperarmbeen"],
      "Het dijbeen (femur) is het langste en ook het sterkste bot van het lichaam."),

    Q("hartkamers-aantal", 1,
      "Uit hoeveel holten, boezems en kamers samen, bestaat het menselijk hart?",
      ["2", "3", "*4"],
      "Twee boezems en twee kamers: samen vier holten.",
      order="num", related=["longslagader-zuurstofarm", "hartminuutvolume"]),

    Q("alveoli-functie", 2,
      "Wat is de functie van de longblaasjes (alveoli)?",
      ["*Het uitwisselen van zuurstof en koolstofdioxide tussen lucht en bloed",
       "Het verwarmen en bevochtigen van de ingeademde lucht",
       "Het afvoeren van stof met behulp van slijm en trilhaartjes"],
      "In de longblaasjes liggen lucht en bloed slechts door een flinterdunne wand van elkaar gescheiden. "
      "Zuurstof diffundeert daar naar de haarvaten, koolstofdioxide de andere kant op. Het enorme totale "
      "oppervlak, tientallen vierkante meters, maakt die uitwisseling efficiënt.",
      related=["ademminuutvolume"]),

    Q("milt-functie", 2,
      "Welke taak heeft de milt?",
      ["*Het opruimen van verouderde rode bloedcellen en het ondersteunen van de afweer",
       "Het opslaan en indikken van gal",
       "Het aanmaken van groeihormoon"],
      "Het orgaan links boven in de buikholte filtert het bloed: versleten rode bloedcellen worden er "
      "afgebroken. Daarnaast bevat het veel witte bloedcellen die ziekteverwekkers in het bloed herkennen. "
      "Gal wordt door de galblaas opgeslagen en groeihormoon komt uit de hypofyse."),

    Q("longslagader-zuurstofarm", 3,
      "Welk bloedvat vervoert zuurstofarm bloed van het hart naar de longen?",
      ["De longader", "*De longslagader", "De aorta", "De onderste holle ader"],
      "B, de longslagader, is juist. Slagaders worden benoemd naar de richting van de stroom: ze voeren "
      "bloed van het hart af, ongeacht het zuurstofgehalte. De longslagader vertrekt uit de rechterkamer "
      "en brengt zuurstofarm bloed naar de longen. A, de longader, doet het omgekeerde: zij brengt "
      "zuurstofrijk bloed van de longen terug naar de linkerboezem. C, de aorta, verlaat de linkerkamer "
      "en verdeelt zuurstofrijk bloed over het hele lichaam. D, de onderste holle ader, voert wel "
      "zuurstofarm bloed, maar in de richting van het hart: vanuit de onderste helft van het lichaam naar "
      "de rechterboezem. Alleen de longslagader combineert dus zuurstofarm bloed met de route van hart "
      "naar longen.",
      order="letters", related=["hartkamers-aantal"]),

    Q("hartminuutvolume", 4,
      "Het hart pompt in rust 70 ml bloed per slag bij 72 slagen per minuut. Hoe groot is het "
      "hartminuutvolume ongeveer?",
      ["1,0 l/min", "*5,0 l/min", "7,2 l/min", "50 l/min"],
      "Het hartminuutvolume is slagvolume × hartfrequentie: 70 ml × 72 = 5040 ml per minuut. Dat is "
      "ongeveer vijf liter per minuut, 5,0 l/min.",
      order="num", compute=("70 * 72 / 1000", "l/min")),

    Q("ademminuutvolume", 4,
      "Een volwassene ademt in rust 12 keer per minuut met een teugvolume van 500 ml. Hoeveel lucht ademt "
      "hij per minuut in?",
      ["0,6 l", "*6 l", "12 l"],
      "Per minuut is dat 12 × 500 ml = 6000 ml, dus zes liter (6 l).",
      order="num", compute=("12 * 500 / 1000", "l")),

    Q("geen-deel-spijsverteringskanaal", 5,
      "Welk orgaan maakt GEEN deel uit van het spijsverteringskanaal, de buis waar het voedsel doorheen "
      "gaat?",
      ["De slokdarm", "De maag", "De twaalfvingerige darm", "*De lever"],
      "Slokdarm, maag en twaalfvingerige darm vormen achter elkaar een deel van de doorgang van mond tot "
      "anus, en voedsel passeert ze alle drie. De lever ligt erbuiten: ze levert gal via de galwegen aan "
      "de darm, maar er komt geen voedsel doorheen."),

    Q("rode-bloedcellen-onjuist", 5,
      "Welke bewering over rode bloedcellen van de mens is onjuist?",
      ["Ze bevatten hemoglobine, dat zuurstof bindt",
       "Ze hebben in rijpe vorm geen celkern",
       "*Ze leven gemiddeld ongeveer twee jaar"],
      "Rode bloedcellen zitten vol hemoglobine, het eiwit dat zuurstof vervoert, en ze stoten hun kern af "
      "tijdens het rijpen in het beenmerg. Hun levensduur is echter ongeveer 120 dagen, geen twee jaar."),

    Q("lateraal-term", 6,
      "Welke anatomische term betekent 'verder van de middellijn van het lichaam af'?",
      ["*`lateraal`", "`mediaal`", "`proximaal`"],
      "`Lateraal` betekent naar de zijkant, weg van de middellijn: het oor ligt lateraal van het oog. "
      "`Mediaal` is juist dichter bij de middellijn, en `proximaal` betekent dichter bij de romp of het "
      "aanhechtingspunt. Zie het "
      "[overzicht van anatomische liggingstermen](https://en.wikipedia.org/wiki/Anatomical_terms_of_location).",
      md=True),

    Q("halswervels-aantal", 6,
      "Hoeveel halswervels heeft een mens?",
      ["5", "*7", "12"],
      "De halswervels worden genummerd als `C1` tot en met `C7`; `C1` heet de atlas en `C2` de draaier "
      "(axis). Twaalf is het aantal borstwervels (`T1`–`T12`). Opvallend genoeg heeft ook een giraffe "
      "zeven halswervels. Zie [Cervical vertebrae](https://en.wikipedia.org/wiki/Cervical_vertebrae).",
      md=True, order="num"),

    Q("pezen-functie", 7,
      "Wat is de functie van pezen?",
      ["*Ze verbinden spieren met botten", "Ze verbinden botten met elkaar",
       "Ze geleiden zenuwprikkels naar de spieren"],
      "Botten onderling verbinden is het werk van gewrichtsbanden (ligamenten), niet van pezen. Een pees "
      "draagt de trekkracht van een spier over op het bot, zoals de achillespees bij de kuitspier. "
      "Zenuwprikkels lopen via zenuwen.",
      related=["langste-bot"]),

    Q("insuline-productie", 7,
      "Welk orgaan maakt insuline aan?",
      ["*De alvleesklier", "De lever", "De bijnieren", "De schildklier"],
      "Niet de lever, die onder invloed van insuline glucose opslaat als glycogeen, maar de bètacellen in "
      "de eilandjes van Langerhans in de alvleesklier maken het hormoon. De bijnieren produceren onder "
      "meer adrenaline en cortisol."),

    Q("bloeddruk-normaal", 8,
      "Welke waarde geldt bij volwassenen als een normale bloeddruk in rust?",
      ["*Ongeveer 120/80 mmHg", "Ongeveer 120/80 kPa", "Ongeveer 80/120 mmHg"],
      "De bovendruk (systolisch, ongeveer 120) staat vóór de onderdruk (diastolisch, ongeveer 80), in "
      "millimeter kwik. Omgerekend naar kPa is dat ongeveer 16/10,7."),

    Q("lichaamstemperatuur", 8,
      "Wat is de normale kerntemperatuur van het menselijk lichaam ongeveer?",
      ["98,6 °C", "*37 °C", "37 °F", "37 K"],
      "Ongeveer 37 °C, wat overeenkomt met 98,6 °F; 37 °F ligt net boven het vriespunt.",
      order="keep"),

    Q("myelineschede", 2,
      "Wat doet de myelineschede rond een zenuwvezel?",
      ["*Ze isoleert het axon en versnelt de geleiding van prikkels",
       "Ze voorziet de zenuwcel van glucose en zuurstof",
       "Ze maakt de neurotransmitters aan die de prikkel doorgeven"],
      "De vetrijke laag om het axon werkt als isolatie. De prikkel springt daardoor van de ene onderbreking "
      "(knoop van Ranvier) naar de volgende, wat veel sneller gaat dan geleiding over de hele lengte. Bij "
      "multiple sclerose raakt deze laag beschadigd en vertraagt de geleiding."),

    Q("slakkenhuis", 3,
      "Welk deel van het oor zet trillingen om in zenuwsignalen?",
      ["Het trommelvlies", "De gehoorbeentjes", "*Het slakkenhuis", "De halfcirkelvormige kanalen"],
      "Het slakkenhuis, met de Latijnse naam cochlea, is een met vloeistof gevuld, opgerold kanaal in het\n"
      "binnenoor. Trillingen van de vloeistof bewegen het basilair membraan, en haarcellen op dat\n"
      "membraan zetten die beweging om in elektrische signalen voor de gehoorzenuw. Het trommelvlies\n"
      "vangt de luchttrillingen wel op, maar geeft ze alleen mechanisch door. Ook de gehoorbeentjes\n"
      "(hamer, aambeeld en stijgbeugel) zijn louter doorgevers: ze versterken de druk en brengen de\n"
      "trilling naar het ovale venster. De halfcirkelvormige kanalen horen bij het evenwichtsorgaan;\n"
      "ze registreren draaiingen van het hoofd en hebben met horen niets te maken.",
      related=["myelineschede"]),

    # --- gebrekkig: answer/duplicate-option ---
    Q("gal-productie", 2,
      "Welk orgaan maakt gal aan?",
      ["*De lever", "De galblaas", "De galblaas.", "De milt"],
      "Levercellen produceren de gal. De galblaas slaat die alleen op en dikt haar in tot ze na een "
      "maaltijd nodig is.",
      label="dup"),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("middenrif-functie", 2,
      "Wat is de belangrijkste functie van het middenrif?",
      ["*Het is de voornaamste ademhalingsspier", "!Het scheidt de maag van de darmen",
       "Het beschermt het hart tegen stoten"],
      "Bij het aanspannen trekt de koepelvormige spier zich plat en zakt ze omlaag. De borstholte wordt "
      "daardoor groter, de druk in de longen daalt en er stroomt lucht naar binnen. Bij rustige "
      "uitademing ontspant ze weer.",
      label="sd"),

    Q("erytrocyt-levensduur-weken", 4,
      "Een rode bloedcel leeft ongeveer 120 dagen. Hoeveel weken is dat ongeveer?",
      ["!12 weken", "*17 weken", "24 weken"],
      "Een week telt 7 dagen, dus 120 ÷ 7 ≈ 17,1. Een rode bloedcel gaat ongeveer zeventien weken mee.",
      label="sd", order="num"),

    Q("mitralisklep", 7,
      "Welke hartklep ligt tussen de linkerboezem en de linkerkamer?",
      ["*De mitralisklep", "!De tricuspidalisklep", "De aortaklep"],
      "Niet de driepuntige of tricuspidalisklep, want die zit rechts tussen boezem en kamer, maar de "
      "tweeslippige mitralisklep. De aortaklep ligt tussen de linkerkamer en de aorta.",
      label="sd"),
]
