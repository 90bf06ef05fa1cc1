from common import q, VERPLAATST, DUBBEL

ONDERWERP = "darts"
TITEL = "Darts"
BESCHRIJVING = "Het dartbord, scoren en uitgooien in 501, de regels en een beetje geschiedenis van de sport."
GROEP = "dagelijks"

VRAGEN = [
    q("hoogste-beurtscore",
      "Wat is de hoogste score die je met drie pijlen in één beurt kunt gooien?",
      ["180", "150", "170", "171"],
      "Drie keer in de triple 20 levert 3 × 60 = 180 op; 170 is de hoogste uitgooi, omdat je daarbij met een dubbel moet eindigen.",
      "kort rekenen uitgewerkt getal-woorden weerlegt",
      sorteer=True, comp=("3 * 60", "punten")),

    q("waarde-bull",
      "Hoeveel punten levert de bull, de rode binnenste cirkel van het bord, op?",
      ["50", "25", "60", "100"],
      "De binnenste bull telt 50 en geldt als dubbel 25; de groene ring eromheen, de outer bull, is 25 waard.",
      "kort weerlegt", sorteer=True),

    q("laatste-pijl-niet-toegestaan",
      "Op welk vak mag bij double-out de laatste pijl NIET landen als je uitgooit?",
      ["Een triple", "Een dubbel", "De bull (50)"],
      "Bij double-out moet de pijl waarmee je op nul komt in de dubbelring of in de bull landen, die als dubbel 25 telt; eindigen op een triple is bust.",
      "kort negatief weerlegt"),

    q("bust-vanaf-32",
      "Je staat op 32 en gooit eerst een 20 en daarna een 13. Wat gebeurt er?",
      ["Bust: je score gaat terug naar 32 en je beurt is voorbij",
       "Je staat op −1 en moet dat punt later terugwinnen",
       "Je staat op 12 en mag verder gooien",
       "Je hebt de leg gewonnen"],
      "Na de 20 sta je op 12 en de 13 brengt je onder nul, dus alle pijlen van die beurt vervallen en je begint de volgende beurt weer op 32.",
      "kort rekenen weerlegt"),

    q("afstand-tot-oche",
      "Hoe ver ligt de werplijn (oche) volgens de internationale regels, horizontaal gemeten vanaf de voorkant van het bord?",
      ["2,37 m", "1,73 m", "2,44 m", "3,00 m"],
      "De oche ligt op 2,37 meter van de voorkant van het bord, terwijl het midden van de bull op 1,73 meter boven de vloer hangt; zie de regels van de [World Darts Federation](https://www.dartswdf.com).",
      "kort link weerlegt eenheid-woorden eenheid-symbolen", sorteer=True, md=True),

    q("hoogte-van-de-bull",
      "Op welke hoogte boven de vloer hangt het midden van de bull?",
      ["1,73 m", "1,37 m", "1,60 m", "2,37 m"],
      "De bull hangt op 173 centimeter, ongeveer ooghoogte van een volwassene; 2,37 m is de werpafstand tot de oche.",
      "kort weerlegt eenheid-woorden eenheid-symbolen", sorteer=True),

    q("bogeygetal",
      "Welke uitgooi is met drie pijlen NIET mogelijk?",
      ["169", "164", "167", "170"],
      "170 = T20 + T20 + bull, 167 = T20 + T19 + bull en 164 = T20 + T18 + bull zijn uit te gooien; voor 169 bestaat geen combinatie die op een dubbel eindigt, het is een zogenoemd bogeygetal.",
      "kort negatief uitgewerkt weerlegt", sorteer=True),

    q("bovenaan-het-bord",
      "Welk getal staat bovenaan op een standaard dartbord?",
      ["20", "1", "5", "12"],
      "De 20 staat in het midden bovenaan, met de 5 links en de 1 rechts ervan; door die volgorde wisselen hoge en lage getallen elkaar af.",
      "kort weerlegt", sorteer=True),

    q("uitgooien-op-40",
      "Je staat op 40. Met welke pijl gooi je in één keer uit?",
      ["Dubbel 20", "Triple 20", "Enkel 20", "Dubbel 10"],
      "Dubbel 20, bij darters bekend als tops, telt 2 × 20 = 40 en ligt in de dubbelring, dus dat is precies de uitgooi; triple 20 brengt je onder nul en een enkele 20 of dubbel 10 laat 20 punten staan.",
      "kort rekenen uitgewerkt weerlegt"),

    q("wat-is-nine-darter",
      "Wat is een nine-darter?",
      ["Een leg van 501 uitgooien met het minimum van negen pijlen",
       "Een beurt van negen punten",
       "Negen keer achter elkaar 180 gooien",
       "Een wedstrijd van negen sets"],
      "Met drie pijlen gooi je hoogstens 180; twee keer 180 laat 501 − 360 = 141 over, en dat gaat in drie pijlen uit, bijvoorbeeld T20, T19 en dubbel 12, zodat negen pijlen de kortst mogelijke leg vormen.",
      "kort parafrase uitgewerkt getal-woorden"),

    q("outer-bull-geen-dubbel",
      "Welk vak telt NIET als dubbel bij het uitgooien?",
      ["De outer bull (25)", "De bull (50)", "Dubbel 1", "Dubbel 20"],
      "De binnenste bull geldt als dubbel 25 en mag dus de laatste pijl zijn; de groene outer bull is een gewone 25 en telt niet als dubbel.",
      "kort negatief weerlegt"),

    q("gemiddelde-per-beurt",
      "Een speler gooit een leg van 501 uit in precies 15 pijlen. Wat is zijn gemiddelde per drie pijlen?",
      ["100,2", "33,4", "90", "167"],
      "Per pijl is dat 501 / 15 = 33,4 punten, en per drie pijlen 3 × 33,4 = 100,2.",
      "kort rekenen uitgewerkt getal-woorden",
      sorteer=True, comp=("501 / 15 * 3", "punten")),

    q("wat-is-shanghai",
      "Wat is een shanghai in darts?",
      ["In één beurt een enkel, een dubbel en een triple van hetzelfde getal gooien",
       "Drie pijlen in de bull",
       "Uitgooien op dubbel 1",
       "Een pijl die van het bord valt"],
      "Wie bijvoorbeeld een 20, dubbel 20 en triple 20 gooit, heeft een shanghai van samen 20 + 40 + 60 = 120 punten; uitgooien op dubbel 1 heet in het dartjargon het madhouse.",
      "kort uitgewerkt weerlegt"),

    q("het-madhouse",
      "Welke uitgooi noemen darters het madhouse?",
      ["Dubbel 1", "Dubbel 20", "De bull", "Dubbel 16"],
      "Wie op 2 staat, kan alleen nog op het kleinste dubbelvak uitgooien; mist hij en raakt hij een enkele 1, dan is dat bust, zodat spelers daar soms beurtenlang blijven hangen.",
      "kort parafrase"),

    q("gewicht-wedstrijdpijl",
      "Hoe zwaar is een gangbare wedstrijdpijl van wolfraam ongeveer?",
      ["Ongeveer 20 tot 25 gram", "Ongeveer 2 gram", "Ongeveer 100 gram", "Ongeveer 1 kilogram"],
      "De meeste profs gooien met pijlen van rond de twintig tot vijfentwintig gram; de regels staan hoogstens 50 gram toe.",
      "kort getal-woorden eenheid-woorden", sorteer=[22, 2, 100, 1000]),

    q("bord-klopt-niet",
      "Welke uitspraak over het dartbord klopt niet?",
      ["De triplering ligt aan de buitenrand van het bord",
       "Het bord is in twintig segmenten verdeeld",
       "De dubbelring is de buitenste ring waarin gescoord wordt",
       "De bull telt 50 punten"],
      "De triplering is de smalle ring ongeveer halverwege tussen bull en rand; aan de buitenkant ligt de dubbelring, en de andere beweringen kloppen.",
      "kort negatief weerlegt"),

    q("route-vanaf-100",
      "Je staat op 100 en hebt drie pijlen. Welke route is een geldige uitgooi?",
      ["Triple 20 en dubbel 20",
       "Enkel 20, enkel 20 en triple 20",
       "Triple 20, enkel 20 en enkel 20",
       "Triple 20 en dubbel 10"],
      "Triple 20 (60) plus dubbel 20 (40) maakt precies 100 en eindigt op een dubbel.\n"
      "Enkel 20, enkel 20 en triple 20 komt ook op 100, maar eindigt op een triple, dus dat is bust.\n"
      "Triple 20, enkel 20 en enkel 20 eindigt op een enkel vak en is om dezelfde reden ongeldig.\n"
      "Triple 20 en dubbel 10 levert maar 60 + 20 = 80 op en laat 20 staan.",
      "lang rekenen uitgewerkt weerlegt"),

    q("van-barneveld-pdc",
      "Welke Nederlandse darter won in 2007 het PDC-wereldkampioenschap, nadat hij eerder vier BDO-wereldtitels had behaald?",
      ["Raymond van Barneveld", "Michael van Gerwen", "Jelle Klaasen", "Vincent van der Voort"],
      "Van Barneveld werd BDO-wereldkampioen in 1998, 1999, 2003 en 2005 en versloeg in de PDC-finale van 2007 Phil Taylor; Van Gerwen won zijn eerste PDC-titel pas in 2014.",
      "kort weerlegt"),

    q("resterend-na-drie-beurten",
      "Je begint aan een leg van 501 en gooit achtereenvolgens 140, 100 en 85. Hoeveel punten moet je nog?",
      ["176", "166", "186", "225"],
      "Samen gooi je 140 + 100 + 85 = 325, en 501 − 325 = 176.",
      "kort rekenen uitgewerkt",
      sorteer=True, comp=("501 - 140 - 100 - 85", "punten")),

    q("leg-en-set",
      "Wat is in een dartwedstrijd het verschil tussen een leg en een set?",
      ["Een leg is één spel van 501 naar nul; een set bestaat uit meerdere legs",
       "Een set is één spel van 501 naar nul; een leg bestaat uit meerdere sets",
       "Een leg duurt altijd precies drie beurten",
       "Een set is het setje pijlen van een speler"],
      "Op het WK van de PDC moet je bijvoorbeeld drie legs winnen voor een set en een vooraf bepaald aantal sets voor de wedstrijd; dat je pijlen ook een set darts heten, is een ander gebruik van hetzelfde woord.",
      "kort weerlegt getal-woorden"),

    # --- gebrekkig: verplaatste sleutel ---
    q("triple-negentien",
      "Hoeveel punten levert een pijl in de triple 19 op?",
      ["57", "38", "54", "60"],
      "Een triple telt drie keer: 3 × 19 = 57; 38 is de waarde van dubbel 19.",
      "kort rekenen uitgewerkt getal-woorden weerlegt",
      lab=VERPLAATST, zet=3, sorteer=True),

    q("score-een-pijl-onmogelijk",
      "Welke score kun je met één pijl NIET gooien?",
      ["23", "21", "24", "25"],
      "21 is triple 7, 24 is dubbel 12 of triple 8 en 25 is de outer bull, maar 23 is groter dan twintig, oneven en geen drievoud, dus met één pijl onhaalbaar.",
      "kort negatief weerlegt getal-woorden",
      lab=VERPLAATST, zet=3, sorteer=True),

    q("wisselen-naar-negentien",
      "Waarom mikken veel profs op de triple 19 als de triple 20 al vol zit met pijlen?",
      ["Omdat hun eerdere pijlen de weg naar de triple 20 blokkeren, terwijl de triple 19 ook veel punten oplevert",
       "Omdat de triple 19 meer punten waard is dan de triple 20",
       "Omdat de regels na twee pijlen in de 20 een ander getal voorschrijven",
       "Omdat de 19 bovenaan het bord staat"],
      "Twee pijlen in de triple 20 kunnen de derde pijl laten afketsen of de doorgang afschermen; door naar de 19 te wisselen, goed voor 57 punten, omzeil je die hindernis zonder veel te verliezen.",
      "kort parafrase", lab=VERPLAATST, zet=1),

    # --- gebrekkig: dubbele optie ---
    q("hoogste-uitgooi",
      "Wat is de hoogste uitgooi die met drie pijlen mogelijk is?",
      ["170", "160", "180", "Honderdtachtig"],
      "T20 + T20 + bull = 60 + 60 + 50 = 170; 180 is wel de hoogste beurtscore, maar eindigt op een triple en is dus geen uitgooi.",
      "kort rekenen uitgewerkt weerlegt getal-woorden",
      lab=DUBBEL, dup=(2, 3, "getal-woorden-cijfers"), sorteer=[170, 160, 180, 180]),
]
