from common import *

TOPIC = {
    "id": "kernenergie",
    "title": "Kernenergie",
    "description": "Kernsplijting en kernfusie, de werking en veiligheid van kernreactoren, en radioactief afval.",
}

QUESTIONS = [
    q(NONE, "kernsplijting-uranium",
      "Wat gebeurt er bij de splijting van een uranium-235-kern?",
      ["Twee lichte kernen versmelten onder hoge druk en temperatuur tot één zwaardere kern",
       "De kern vangt een neutron in en splijt in twee lichtere kernen, neutronen en veel energie",
       "Het uranium verbrandt met zuurstof tot uraniumoxide, waarbij veel warmte vrijkomt"],
      "B",
      "Na het invangen van een neutron wordt de kern instabiel en breekt hij in twee brokstukken; de twee of drie vrijgekomen "
      "neutronen kunnen nieuwe splijtingen veroorzaken. Het samensmelten van lichte kernen is kernfusie, en met "
      "chemische verbranding heeft het proces niets te maken.",
      [WEERLEGT]),

    q(SUPPORTS, "geen-moderator",
      "Welk materiaal wordt NIET als moderator in een kernreactor gebruikt?",
      ["Gewoon water", "Grafiet", "Cadmium"],
      "C",
      "Cadmium vangt neutronen juist weg en wordt daarom in regelstaven gebruikt. Gewoon water en grafiet zijn wel "
      "moderatoren: water in de drukwaterreactor van Borssele, grafiet bijvoorbeeld in de RBMK van Tsjernobyl en in "
      "Britse gasgekoelde reactoren.",
      [NEG, ACR], moved_to="A"),

    q(NONE, "u235-in-natuurlijk-uranium",
      "Natuurlijk uranium bevat ongeveer 0,7% uranium-235. Hoeveel uranium-235 zit er in 500 kg natuurlijk uranium?",
      ["0,35 kg", "3,5 kg", "35 kg"],
      "B",
      "Zeven tiende procent van vijfhonderd kilo is drie en een halve kilo.",
      [REKEN, KORT, GETAL_WOORD],
      compute=("500 * 0.007", "kg")),

    q(NONE, "massa-energie-een-gram",
      "Hoeveel energie komt vrij als 1 g massa volledig in energie wordt omgezet? Neem c = 3 × 10⁸ m/s.",
      ["9 × 10¹⁰ J", "9 × 10¹³ J", "9 × 10¹⁶ J"],
      "B",
      "Met E = mc² geldt 0,001 kg × (3 × 10⁸ m/s)² = 9 × 10¹³ J. De waarde 9 × 10¹⁶ J hoort bij een hele kilogram, "
      "niet bij een gram.",
      [REKEN, WEERLEGT]),

    q(NONE, "reactortype-borssele",
      "Welk type reactor staat in de kerncentrale Borssele?",
      ["Een drukwaterreactor (PWR)", "Een kokendwaterreactor (BWR)", "Een snelle kweekreactor"],
      "A",
      "In Borssele staat het water in het primaire circuit onder zo'n hoge druk dat het niet kookt; de stoom voor de "
      "turbine ontstaat in een apart circuit. De kokendwaterreactor was het type van de gesloten centrale in Dodewaard. "
      "Zie [Kerncentrale Borssele](https://nl.wikipedia.org/wiki/Kerncentrale_Borssele).",
      [ACR, LINK, WEERLEGT]),

    q(NONE, "cesium-137-na-90-jaar",
      "Cesium-137 heeft een halveringstijd van ongeveer 30 jaar. Welk deel van de oorspronkelijke hoeveelheid is na 90 jaar nog over?",
      ["12,5%", "25%", "33%"],
      "A",
      "Negentig jaar zijn drie halveringstijden: de helft van de helft van de helft is een achtste deel.",
      [REKEN, KORT, GETAL_WOORD],
      compute=("100 / 2^3", "%")),

    q(NONE, "regelstaven-materiaal",
      "Van welk soort materiaal worden regelstaven in een kernreactor gemaakt?",
      ["Van lood, omdat dat zwaar is en alle straling tegenhoudt",
       "Van grafiet, omdat dat de neutronen afremt en zo de reactie dempt",
       "Van stoffen als boor of cadmium, die neutronen sterk absorberen"],
      "C",
      "Regelstaven moeten neutronen wegvangen om de kettingreactie te temperen. Grafiet doet juist het omgekeerde: het "
      "is een moderator. Lood schermt gammastraling af, maar vangt weinig neutronen.",
      [WEERLEGT]),

    q(NONE, "rbmk-tsjernobyl",
      "Welke eigenschap van de RBMK-reactor droeg bij aan de ramp in Tsjernobyl in 1986?",
      ["Bij meer stoombellen in het koelwater nam de reactiviteit toe in plaats van af",
       "De reactor had geen regelstaven en kon dus niet worden stilgelegd",
       "De reactor werd met zwaar water gemodereerd",
       "De reactor werd met vloeibaar natrium gekoeld, dat fel reageert met water"],
      "A",
      "Optie A is juist: in de RBMK zorgde het grafiet voor de moderatie en absorbeerde het koelwater vooral neutronen; "
      "verdampte er water, dan werden er minder neutronen weggevangen en steeg het vermogen verder, een zichzelf "
      "versterkend effect. Optie B klopt niet: de reactor had wel regelstaven, al droeg het ontwerp met grafiet aan de "
      "punt ertoe bij dat het inschieten ervan het vermogen eerst nog verhoogde. Optie C is onjuist, want de moderator "
      "was grafiet en het koelmiddel gewoon water. Optie D beschrijft snelle kweekreactoren, niet de RBMK. "
      "De combinatie van dit ontwerp met een slecht uitgevoerde test leidde tot de explosie.",
      [LANG, ACR, WEERLEGT]),

    q(SUPPORTS, "reactor-kritisch",
      "Wanneer noemt men een kernreactor kritisch?",
      ["Wanneer de reactor oververhit raakt en er een ernstig ongeluk dreigt te gebeuren",
       "Wanneer alle regelstaven volledig zijn ingeschoven",
       "Wanneer elke splijting gemiddeld precies één nieuwe splijting veroorzaakt"],
      "C",
      "In de reactorfysica is kritisch een normale bedrijfstoestand: de kettingreactie houdt zichzelf in stand zonder "
      "aan te zwellen of uit te doven, zodat het vermogen constant blijft. Bij volledig ingeschoven regelstaven is de "
      "reactor juist onderkritisch.",
      [PARAFRASE, WEERLEGT], moved_to="A"),

    q(NONE, "radioactief-afval-nederland",
      "Waar wordt het Nederlandse radioactieve afval opgeslagen?",
      ["In zoutkoepels onder Groningen",
       "Bij de COVRA in Vlissingen-Oost",
       "Op de bodem van de Noordzee"],
      "B",
      "De COVRA slaat al het Nederlandse radioactieve afval bovengronds op, in afwachting van een definitieve berging. "
      "Zoutkoepels zijn onderzocht als mogelijke plek voor eindberging, maar zijn niet in gebruik; storten in zee is "
      "internationaal verboden.",
      [ACR, WEERLEGT]),

    q(NONE, "jaarproductie-kerncentrale",
      "Een kerncentrale levert 485 MW elektrisch vermogen en draait 90% van de 8760 uur in een jaar op vol vermogen. "
      "Hoeveel elektrische energie produceert zij in dat jaar?",
      ["436.500 MWh", "3.823.740 MWh", "4.248.600 MWh"],
      "B",
      "485 MW × 8760 h × 0,9 = 3.823.740 MWh. Zonder de factor 0,9 krijg je 4.248.600 MWh, wat alleen klopt als de "
      "centrale het hele jaar zonder onderbreking draait.",
      [REKEN, WEERLEGT],
      compute=("485 * 8760 * 0.9", "MWh")),

    q(NONE, "rendement-kerncentrale",
      "Een reactor produceert 1360 MW aan warmte en de centrale levert daarmee 450 MW elektriciteit. Hoe groot is het rendement ongeveer?",
      ["33%", "50%", "67%"],
      "A",
      "450 / 1360 ≈ 0,33. De overige 67% is warmte die via het koelwater wordt afgevoerd.",
      [REKEN, KORT, WEERLEGT],
      compute=("450 / 1360 * 100", "%")),

    q(NONE, "kernfusie-onjuist",
      "Welke bewering over kernfusie is onjuist?",
      ["Kernfusie is de energiebron van de zon",
       "In het internationale project ITER wordt een fusiereactor van het type tokamak gebouwd",
       "Commerciële fusiecentrales leveren al sinds de jaren tachtig stroom aan het net"],
      "C",
      "Er bestaat nog geen enkele fusiecentrale die stroom aan het net levert. De andere uitspraken kloppen: in de kern "
      "van de zon versmelt waterstof tot helium, en ITER in Zuid-Frankrijk is een tokamak die moet aantonen dat fusie op "
      "grote schaal netto energie kan opleveren.",
      [NEG, ACR]),

    q(NONE, "straling-papier",
      "Welk type straling wordt al door een vel papier tegengehouden?",
      ["Alfastraling", "Bètastraling", "Gammastraling"],
      "A",
      "Alfadeeltjes zijn zwaar en dubbel geladen en verliezen hun energie binnen enkele centimeters lucht.",
      [KORT]),

    q(NONE, "jodiumtabletten",
      "Waarom worden bij een ernstig kernongeval jodiumtabletten verstrekt?",
      [("Omdat jodium het hele lichaam beschermt tegen alle soorten straling uit de wolk",
        "Nee: jodium beschermt alleen de schildklier, en alleen tegen radioactief jodium."),
       ("Omdat stabiel jodium de schildklier verzadigt, zodat radioactief jodium niet wordt opgenomen",
        "Juist."),
       ("Omdat jodium radioactief cesium in het lichaam bindt en onschadelijk maakt",
        "Nee: jodium heeft geen invloed op cesium.")],
      "B",
      "De schildklier slaat jodium op. Is die al vol met gewoon jodium uit een tablet, dan wordt het radioactieve "
      "jodium-131 uit de lucht grotendeels weer uitgescheiden in plaats van opgeslagen.",
      [FEEDBACK, PARAFRASE]),

    q(NONE, "mox-brandstof",
      "Wat is MOX-brandstof?",
      ["Brandstof van zuiver natuurlijk uranium",
       "Een koelmiddel voor snelle reactoren",
       "Een mengsel van uraniumoxide en plutoniumoxide"],
      "C",
      "MOX staat voor mengoxide; het plutonium komt meestal uit opgewerkte gebruikte splijtstof.",
      [ACR, KORT]),

    q(NONE, "candu-natuurlijk-uranium",
      "Waarom kan een CANDU-reactor werken met natuurlijk, niet-verrijkt uranium?",
      ["Omdat hij met snelle neutronen werkt die elk uraniumatoom kunnen splijten",
       "Omdat zwaar water als moderator veel minder neutronen wegvangt dan gewoon water",
       "Omdat hij op een veel hogere temperatuur draait"],
      "B",
      "Deuterium vangt nauwelijks neutronen in, zodat er genoeg over blijven om ook met de lage concentratie uranium-235 "
      "in natuurlijk uranium een kettingreactie in stand te houden.",
      [ACR, PARAFRASE]),

    q(SUPPORTS, "restwarmte-vermogen",
      "Direct na het afschakelen levert het verval van splijtingsproducten nog ongeveer 6% van het thermisch vermogen. "
      "Hoeveel is dat bij een reactor van 1360 MW thermisch?",
      ["Ongeveer 8 MW", "Ongeveer 82 MW", "Ongeveer 816 MW"],
      "B",
      "Zes procent van 1360 MW is 0,06 × 1360 ≈ 82 MW: genoeg om de kern zonder koeling binnen korte tijd te laten "
      "oververhitten, zoals in Fukushima gebeurde.",
      [REKEN, GETAL_WOORD], moved_to="C"),

    q(NONE, "u235-versus-u238",
      "Wat is het verschil tussen uranium-235 en uranium-238?",
      ["Uranium-238 heeft drie protonen meer",
       "Uranium-238 heeft drie elektronen meer",
       "Uranium-238 heeft drie neutronen meer"],
      "C",
      "Beide hebben 92 protonen, anders zouden het geen uraniumisotopen zijn; ze verschillen alleen in het aantal neutronen.",
      [KORT, WEERLEGT]),

    q(NONE, "smr-betekenis",
      "Wat wordt bedoeld met een SMR?",
      ["Een reactor die alleen voor onderzoek en de productie van medische isotopen dient",
       "Een kleine, modulair gebouwde reactor waarvan grote delen in een fabriek worden gemaakt",
       "Een systeem om radioactief afval te meten"],
      "B",
      "Small modular reactors hebben een vermogen tot ongeveer 300 MW elektrisch, een fractie van een grote centrale, "
      "en moeten door serieproductie goedkoper en sneller te bouwen zijn.",
      [ACR, PARAFRASE]),

    q(NONE, "geen-atoombom",
      "Waarom kan een kerncentrale niet exploderen zoals een atoombom?",
      ["Omdat er in een kerncentrale veel minder uranium aanwezig is dan in een atoombom",
       "Omdat de reactor in een dikwandig betonnen gebouw staat dat elke explosie opvangt",
       "Omdat de brandstof maar licht verrijkt is, waardoor een explosieve kettingreactie onmogelijk is"],
      "C",
      "Optie A klopt niet: een reactorkern bevat juist tientallen tonnen uranium, veel meer dan een bom. Optie B noemt "
      "het reactorgebouw, dat wel beschermt tegen het vrijkomen van radioactieve stoffen, maar een nucleaire explosie "
      "niet zou kunnen tegenhouden; het is dus niet de reden dat die uitblijft. Optie C is juist: de brandstof bevat "
      "maar enkele procenten uranium-235, terwijl een bom sterk verrijkt materiaal nodig heeft dat in een fractie van "
      "een microseconde tot een superkritische massa wordt samengedrukt. In een reactor warmt de brandstof bij een "
      "vermogensstijging op en gaat de kettingreactie eerder uit elkaar dan dat hij zich explosief versnelt. Een "
      "stoom- of waterstofexplosie, zoals in Tsjernobyl en Fukushima, is wel mogelijk.",
      [LANG, WEERLEGT]),

    q(DUP, "neutronen-u235",
      "Een kern van uranium-235 bevat 92 protonen. Hoeveel neutronen bevat hij?",
      ["92", "143", "235", "235."],
      "B",
      "Het massagetal telt protonen en neutronen samen: 235 − 92 = 143 neutronen.",
      [REKEN, KORT], dup=("C", "D", PUNT)),

    q(NONE, "geen-splijtbaar-thermisch",
      "Welke isotoop kan GEEN kettingreactie met trage, thermische neutronen onderhouden?",
      ["Uranium-235", "Plutonium-239", "Uranium-233", "Uranium-238"],
      "D",
      "Uranium-238 splijt alleen door snelle neutronen en dan nog te weinig om een kettingreactie te dragen. De andere "
      "drie zijn splijtbaar met thermische neutronen: uranium-235 is de gewone reactorbrandstof, plutonium-239 ontstaat "
      "in de reactor uit uranium-238 en uranium-233 wordt uit thorium gekweekt.",
      [NEG]),

    q(NONE, "koeltoren-wolk",
      "Wat komt er uit de koeltoren van een kerncentrale?",
      ["Rook van de verbranding van uranium",
       "Radioactief gas uit de reactor",
       "Waterdamp"],
      "C",
      "De witte wolk is condenserende waterdamp uit het koelcircuit; er wordt niets verbrand en het water komt niet in "
      "contact met de reactor.",
      [KORT, WEERLEGT]),
]
