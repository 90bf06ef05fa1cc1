from common import Q

TOPIC = "akoestiek"
TITLE = "Akoestiek"
DESCRIPTION = ("Geluid als golf: voortplanting, frequentie en toonhoogte, decibels, nagalm, "
               "ruisonderdrukking en digitale audio.")

QUESTIONS = [
    Q("geluidssnelheid-lucht", 1,
      "Hoe snel plant geluid zich ongeveer voort in lucht van 20 °C?",
      ["*343 m/s", "1480 m/s", "5900 m/s"],
      "Ongeveer 343 m/s; in water gaat het ruim vier keer zo snel.",
      order="num", related=["onweer-afstand", "golflengte-440-hz"]),

    Q("doppler-ambulance", 2,
      "Waarom klinkt de sirene van een ambulance lager zodra die je is gepasseerd?",
      ["*Doordat de bron van je af beweegt, komen de golffronten met grotere tussenpozen bij je aan",
       "De sirene schakelt na het passeren automatisch over op een lagere toon",
       "Hoge tonen worden door de lucht sterker gedempt naarmate de bron verder weg is"],
      "Een rijdende bron zendt elke volgende golf uit vanaf een plek die verder van jou af ligt. De golven "
      "worden daardoor uitgerekt, en je oor ontvangt minder trillingen per seconde dan de sirene maakt. "
      "Nadert de ambulance, dan gebeurt het omgekeerde en klinkt hij hoger. Dit heet het dopplereffect."),

    Q("nagalmtijd-rt60", 2,
      "Wat geeft de nagalmtijd (RT60) van een ruimte aan?",
      ["*Hoe lang het duurt voordat het geluidsniveau na het stoppen van de bron 60 dB is gedaald",
       "Hoe lang het duurt voordat een echo van de achterwand terugkomt",
       "Na hoeveel seconden het geluid is gedaald tot 60 % van zijn sterkte"],
      "Zet je een geluidsbron abrupt uit, dan sterft de klank in de zaal geleidelijk weg. De tijd tot de "
      "intensiteit nog maar een miljoenste van de beginwaarde is, heet de nagalmtijd. Een concertzaal zit "
      "vaak rond de twee seconden, een klaslokaal liever onder een seconde.",
      related=["lege-kamer-galm"]),

    Q("geluid-boven-meer", 3,
      "Waarom draagt geluid op een windstille avond boven een meer vaak opvallend ver?",
      ["*Koele lucht vlak boven het water ligt onder warmere lucht, waardoor geluid terug naar beneden buigt",
       "In koude lucht gaat geluid sneller, zodat het minder tijd heeft om te verzwakken",
       "Geluid reist door het water en komt aan de overkant weer boven"],
      "Geluid gaat in warme lucht sneller dan in koude. Koelt de lucht vlak boven het water 's avonds af "
      "terwijl hogere lagen nog warm zijn, dan ontstaat een temperatuurinversie. Een geluidsgolf die "
      "schuin omhoog gaat, komt in snellere lucht terecht en buigt daardoor geleidelijk terug naar het "
      "wateroppervlak, in plaats van de lucht in te verdwijnen. Het vlakke water kaatst het geluid "
      "bovendien goed terug. Dat koude lucht geluid sneller zou maken, is precies omgekeerd: per graad "
      "koeler daalt de geluidssnelheid met ongeveer 0,6 m/s. En geluid dat uit de lucht op water valt, "
      "wordt grotendeels teruggekaatst; er dringt nauwelijks energie het water in, dus een route door het "
      "water verklaart niets."),

    Q("twee-bronnen-60-db", 4,
      "Twee even luide machines produceren elk 60 dB op een bepaalde plek. Welk geluidsniveau meet je daar "
      "als ze samen draaien?",
      ["60 dB", "*63 dB", "120 dB"],
      "Decibels tel je niet gewoon op. Twee gelijke bronnen geven twee keer zoveel intensiteit, en "
      "10 × log₁₀(2) ≈ 3 dB. Het totaal wordt dus 60 + 3 = 63 dB, niet 120 dB.",
      order="num", related=["decibel-onjuist"]),

    Q("golflengte-440-hz", 4,
      "Een stemvork trilt met 440 Hz in lucht waarin geluid 343 m/s gaat. Hoe groot is de golflengte?",
      ["*0,78 m", "1,28 m", "7,8 m"],
      "Golflengte = snelheid ÷ frequentie: λ = 343 m/s ÷ 440 Hz ≈ 0,78 m, ongeveer achtenzeventig "
      "centimeter.",
      order="num", compute=("343 / 440", "m")),

    Q("onweer-afstand", 4,
      "Je ziet een bliksemflits en hoort 6 seconden later de donder. Hoe ver weg was de inslag ongeveer? "
      "(geluidssnelheid 343 m/s)",
      ["ongeveer 0,6 km", "*ongeveer 2 km", "ongeveer 6 km"],
      "Het licht komt vrijwel meteen aan, het geluid doet er 6 s over: 6 × 343 m ≈ 2058 m, dus ruim 2 km. "
      "Vuistregel: elke drie seconden is ongeveer één kilometer.",
      order="num", compute=("6 * 343 / 1000", "km")),

    Q("decibel-onjuist", 5,
      "Welke uitspraak over decibels is NIET juist?",
      ["Een toename van 10 dB betekent tien keer zoveel geluidsintensiteit",
       "De decibelschaal is logaritmisch",
       "0 dB SPL ligt ongeveer bij de gehoordrempel van een jong oor bij 1 kHz",
       "*Een verdubbeling van de afstand tot een puntbron halveert het niveau in dB"],
      "De eerste drie uitspraken kloppen: elke 10 dB erbij is een factor tien in intensiteit, wat precies "
      "het logaritmische karakter van de schaal laat zien, en het nulpunt van dB SPL (20 µPa) is gekozen "
      "bij de gehoordrempel. De vierde is onjuist. Bij een puntbron in de vrije ruimte daalt het niveau "
      "bij dubbele afstand met ongeveer 6 dB; van 80 dB ga je dus naar 74 dB, niet naar 40 dB.",
      order="letters", related=["kwadratenwet-intensiteit"]),

    Q("geen-geluidsgeleiding", 5,
      "Door welk van de volgende kan geluid zich NIET voortplanten?",
      ["Staal", "Water", "Lucht", "*Vacuüm"],
      "Geluid is een trilling die van deeltje op deeltje wordt doorgegeven. In staal, water en lucht zijn "
      "zulke deeltjes aanwezig, en in vaste stoffen en vloeistoffen gaat geluid zelfs sneller dan in "
      "lucht. In een vacuüm ontbreken ze, zodat er niets is om de trilling door te geven."),

    Q("nyquist-44-1-khz", 6,
      "Een audiobestand is bemonsterd met `44,1 kHz`. Wat is volgens het bemonsteringstheorema de hoogste "
      "frequentie die het kan bevatten?",
      ["*`22,05 kHz`", "`44,1 kHz`", "`88,2 kHz`"],
      "Het theorema van Nyquist-Shannon zegt dat je meer dan twee monsters per periode nodig hebt. De "
      "hoogste vast te leggen frequentie is dus de helft van de bemonsteringsfrequentie: "
      "`44,1 / 2 = 22,05 kHz`, net boven de grens van het menselijk gehoor. Zie het "
      "[bemonsteringstheorema](https://en.wikipedia.org/wiki/Nyquist%E2%80%93Shannon_sampling_theorem).",
      md=True, order="num", compute=("44.1 / 2", "kHz"), related=["gehoorgrens-20-khz"]),

    Q("dba-weging", 6,
      "Wat is het verschil tussen een meting in `dB(A)` en een ongewogen meting in `dB`?",
      ["*Bij `dB(A)` tellen lage en zeer hoge frequenties minder mee, zoals bij het menselijk oor",
       "`dB(A)` is een absolute maat, `dB` altijd een relatieve",
       "`dB(A)` meet alleen geluid boven 1 kHz"],
      "De A-weging is een filter dat de gevoeligheid van het oor bij zachte geluiden nabootst: rond "
      "`1–4 kHz` horen we het best, lage tonen veel slechter. Daarom wordt verkeers- en werkplaatslawaai "
      "meestal in `dB(A)` opgegeven. Zie [A-weighting](https://en.wikipedia.org/wiki/A-weighting).",
      md=True),

    Q("resonantie", 7,
      "Wat is resonantie?",
      ["*Het sterk meetrillen van een voorwerp dat wordt aangestoten met zijn eigenfrequentie",
       "Het terugkaatsen van geluid tegen een harde wand",
       "Het uitdoven van twee golven die in tegenfase samenkomen"],
      "Terugkaatsing tegen een wand heet reflectie of echo, en uitdoving in tegenfase is destructieve "
      "interferentie; geen van beide is resonantie. Bij resonantie past de aandrijving precies bij de "
      "eigenfrequentie, zodat elke duw de trilling versterkt, zoals bij een wijnglas dat door een zuivere "
      "toon gaat zingen."),

    Q("actieve-ruisonderdrukking", 7,
      "Hoe werkt actieve ruisonderdrukking in een koptelefoon?",
      ["*Microfoons meten het omgevingsgeluid en de luidspreker speelt een signaal in tegenfase af",
       "Extra dik schuim in de oorschelpen dempt alle frequenties",
       "De muziek wordt automatisch harder gezet als het om je heen lawaaiig is"],
      "Dik schuim is passieve isolatie, niet actief; het helpt vooral tegen hoge tonen. Het actieve deel "
      "gebruikt elektronica: het tegengeluid dooft het omgevingsgeluid gedeeltelijk uit, wat het best "
      "werkt bij een constant laag gebrom zoals in een vliegtuig."),

    Q("gehoorgrens-20-khz", 8,
      "Wat is ongeveer de bovengrens van het gehoor bij jonge mensen?",
      ["20 Hz", "2 kHz", "*20 kHz", "20 MHz"],
      "Jonge mensen horen van ongeveer 20 Hz tot 20 kHz; 20 Hz is dus de ondergrens. Met de leeftijd zakt "
      "de bovengrens.",
      order="keep"),

    Q("kwadratenwet-intensiteit", 8,
      "Hoe hangt de geluidsintensiteit I van een puntbron in de vrije ruimte af van de afstand r?",
      ["*I ∝ 1/r²", "I ∝ 1/r", "I ∝ r²"],
      "Het vermogen verdeelt zich over een boloppervlak van 4πr²; bij dubbele afstand is de intensiteit "
      "dus een kwart."),

    Q("octaaf-frequentie", 1,
      "Wat gebeurt er met de frequentie als een toon een octaaf hoger klinkt?",
      ["*Die verdubbelt", "Die neemt met 100 Hz toe", "Die wordt anderhalf keer zo groot", "Die halveert"],
      "Een octaaf hoger betekent een twee keer zo hoge frequentie, zoals van 440 naar 880 Hz."),

    Q("lege-kamer-galm", 3,
      "Waarom klinkt een lege kamer galmender dan dezelfde kamer met meubels, gordijnen en een vloerkleed?",
      ["*Harde, kale oppervlakken kaatsen geluid terug, terwijl zachte en onregelmatige materialen het absorberen en verstrooien",
       "De lucht in een lege kamer is ijler, zodat geluid er sneller gaat",
       "Meubels warmen de lucht op, waardoor echo's sneller uitdoven",
       "Het vloerkleed en de gordijnen versterken de lage tonen, die de galm overstemmen"],
      "In een lege kamer treft het geluid vooral gladde muren, een harde vloer en glas. Die materialen\n"
      "kaatsen bijna alle energie terug, zodat het geluid vele keren heen en weer gaat voordat het is\n"
      "uitgedoofd: de nagalmtijd is lang. Textiel, kussens en een vloerkleed zijn poreus en zetten\n"
      "geluidsenergie om in een klein beetje warmte, terwijl kasten en banken het geluid bovendien in\n"
      "alle richtingen verstrooien. Dat de lucht in een lege kamer ijler zou zijn, klopt niet; de\n"
      "luchtdruk is dezelfde. Meubels warmen de lucht ook niet merkbaar op, en de temperatuur zou de\n"
      "galm nauwelijks veranderen. Gordijnen en kleden absorberen juist vooral hoge en middentonen, in\n"
      "plaats van lage tonen te versterken.",
      related=["nagalmtijd-rt60"]),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("toonhoogte-frequentie", 2,
      "Welke eigenschap van een geluidsgolf bepaalt vooral welke toonhoogte we horen?",
      ["*De frequentie", "!De amplitude", "De golfvorm"],
      "Hoe vaak de luchtdruk per seconde heen en weer gaat, bepaalt of we een toon als hoog of laag "
      "ervaren. De grootte van de drukschommeling gaat over luidheid, en de precieze vorm van de golf "
      "geeft de klankkleur. Zo kunnen een viool en een fluit dezelfde noot spelen en toch anders klinken.",
      label="sd"),

    Q("tienvoudige-intensiteit-db", 4,
      "De intensiteit van een geluid wordt tien keer zo groot. Met hoeveel decibel stijgt het "
      "geluidsniveau?",
      ["1 dB", "*10 dB", "!20 dB"],
      "Het niveau in dB is 10 × log₁₀ van de intensiteitsverhouding. Tienmaal zoveel intensiteit geeft "
      "10 × log₁₀(10) = 10 × 1 = 10 dB erbij.",
      label="sd", order="num"),

    Q("eigen-stem-opname", 3,
      "Waarom klinkt je eigen stem op een opname anders dan wanneer je spreekt?",
      ["!Een microfoon vervormt altijd de lage tonen van een stem",
       "*Tijdens het spreken hoor je jezelf ook via de schedelbotten, die lage tonen goed doorgeven",
       "Een opname wordt standaard iets sneller afgespeeld dan ze is opgenomen"],
      "Als je praat, bereikt je stem je binnenoor langs twee wegen: via de lucht en het trommelvlies, en "
      "rechtstreeks via trillingen in de schedel. Die botgeleiding draagt vooral lage frequenties goed "
      "over, zodat je jezelf voller en dieper hoort dan anderen je horen. Een opname bevat alleen het "
      "geluid dat via de lucht gaat, en daarom klinkt je stem dan hoger en dunner. Een fatsoenlijke "
      "microfoon vervormt de lage tonen niet noemenswaardig; ook met een dure studiomicrofoon blijft het "
      "verschil bestaan. En opnames worden niet sneller afgespeeld dan ze zijn opgenomen, want dan zouden "
      "alle stemmen op de opname hoger klinken, niet alleen die van jezelf.",
      label="sd"),
]
