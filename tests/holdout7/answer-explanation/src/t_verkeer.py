from qdata import q

TOPIC = "verkeer"
TITLE = "Verkeersregels en rijbewijstheorie"
DESC = "Voorrang, snelheid, verkeersborden en veilig rijgedrag volgens de Nederlandse regels."

Q = [
    q("ve-snelheid-bebouwde-kom", 1,
      "Wat is binnen de bebouwde kom de maximumsnelheid voor een personenauto als er geen borden anders aangeven?",
      ["30 km/u", "50 km/u", "60 km/u"], "B",
      "Zonder borden geldt binnen de bebouwde kom een maximum van 50 km/u."),

    q("ve-snelweg-overdag", 2,
      "Welke maximumsnelheid geldt sinds 2020 overdag, tussen 6.00 en 19.00 uur, op de Nederlandse autosnelwegen?",
      ["100 km/u", "120 km/u", "130 km/u"], "A",
      """Overdag mag je op alle autosnelwegen niet harder dan 100 km/u, tenzij borden een lagere
snelheid aangeven. Pas 's avonds en 's nachts mag het op een deel van de trajecten harder, tot 120
of 130 km/u, als dat met borden is aangegeven."""),

    q("ve-reactieafstand-90", 4,
      "Een automobilist rijdt 90 km/u en heeft een reactietijd van 1 seconde. Welke afstand legt hij af voordat hij begint te remmen?",
      ["9 m", "90 m", "25 m"], "C",
      """Reken de snelheid om naar meter per seconde: 90 km/u / 3,6 = 25 m/s. In één seconde
reactietijd rijdt de auto dus 25 meter door. 90 m verwart km/u met m/s."""),

    q("ve-omrekenen-72-kmu", 8,
      "Hoeveel is een snelheid van 72 km/u?",
      ["20 m/s", "20 km/u", "72 m/s"], "A",
      """72 km/u = 72.000 m per 3600 s = 20 meter per seconde. Je kunt ook direct door 3,6 delen.
20 km/u en 72 m/s gebruiken het juiste getal met de verkeerde eenheid."""),

    q("ve-alcohol-beginner", 7,
      "Welke alcohollimiet geldt in Nederland voor een beginnende bestuurder van een auto?",
      ["0,2 promille", "0,5 promille", "0,8 promille"], "A",
      """0,5 promille geldt voor ervaren bestuurders, niet voor beginners. Wie nog als beginnend
bestuurder geldt, in de regel de eerste vijf jaar na het halen van het rijbewijs, mag niet meer
dan 0,2 promille alcohol in het bloed hebben. 0,8 promille is
in Nederland voor geen enkele bestuurder toegestaan."""),

    q("ve-gelijkwaardig-kruispunt", 2,
      "Op een kruispunt zonder verkeersborden, haaientanden of verkeerslichten naderen twee auto's tegelijk. Wie moet voorrang verlenen?",
      ["De bestuurder die het verkeer van rechts heeft", "De bestuurder die het verkeer van links heeft", "De bestuurder die het langzaamst rijdt"], "A",
      """Op een gelijkwaardig kruispunt heeft verkeer van rechts voorrang. Komt er iemand van rechts,
dan laat je die dus eerst gaan. Dat geldt ook voor fietsers die van rechts komen. Snelheid speelt
bij de voorrang geen rol."""),

    q("ve-haaientanden", 2,
      "Wat betekenen haaientanden op het wegdek?",
      ["Je moet voorrang verlenen aan het verkeer op de weg die je nadert",
       "Je moet altijd volledig stoppen",
       "Je rijdt op een voorrangsweg"], "A",
      """De driehoekjes met de punt naar je toe betekenen dat het verkeer op de kruisende weg voorgaat.
Stoppen is alleen nodig als er verkeer aankomt; een verplichte stop hoort bij het stopbord."""),

    q("ve-stopbord", 7,
      "Wat moet je doen bij een stopbord (B7)?",
      ["Volledig stoppen en voorrang verlenen",
       "Alleen voorrang verlenen; stoppen hoeft niet als de weg vrij is",
       "Afremmen tot 30 km/u en doorrijden"], "A",
      """Alleen voorrang verlenen zonder verplichting om te stoppen hoort bij haaientanden en bord B6,
niet bij het stopbord. Bij B7 moet je altijd helemaal tot stilstand komen, ook als er niemand
aankomt, en daarna voorrang verlenen."""),

    q("ve-volgafstand-twee-seconden", 4,
      "Je rijdt 108 km/u en houdt je aan de tweesecondenregel. Hoeveel meter volgafstand is dat?",
      ["30 m", "60 m", "216 m"], "B",
      """108 km/u / 3,6 = 30 m/s. In twee seconden leg je 2 × 30 = 60 meter af.
216 m krijg je als je 108 met 2 vermenigvuldigt zonder eerst om te rekenen naar m/s."""),

    q("ve-gordel-niet-juist", 5,
      "Welke bewering over de autogordel is NIET juist?",
      ["De bestuurder moet tijdens het rijden een gordel dragen",
       "Passagiers op de achterbank moeten een gordel dragen als die aanwezig is",
       "Achterin hoef je bij korte ritten binnen de bebouwde kom geen gordel te dragen"], "C",
      """De gordelplicht geldt ook achterin en ook bij korte ritten; er bestaat geen uitzondering voor
de bebouwde kom. De andere twee beweringen kloppen: zowel bestuurder als passagiers, voor en achter,
moeten de aanwezige gordel dragen."""),

    q("ve-remweg-dubbele-snelheid", 3,
      "Bij 50 km/u is de remweg van een auto ongeveer 12 m. Hoe lang is de remweg ongeveer bij 100 km/u onder dezelfde omstandigheden?",
      ["24 m", "36 m", "48 m", "144 m"], "C",
      """De remweg is evenredig met het kwadraat van de snelheid, omdat de bewegingsenergie die de remmen
moeten wegwerken met v² groeit. Bekijk de vier mogelijkheden.
24 m gaat ervan uit dat de remweg gewoon meegroeit met de snelheid: twee keer zo hard, twee keer zo
lang. Dat onderschat het gevaar flink.
36 m, drie keer zo lang, past bij geen enkele natuurkundige regel; het is een gok tussen twee en vier.
48 m is juist. De snelheid verdubbelt, dus de remweg wordt 2² = 4 keer zo lang: 4 × 12 m = 48 meter.
144 m ontstaat als je de remweg zelf kwadrateert (12 × 12) in plaats van de verhouding tussen de
snelheden. Houd bovendien in gedachten dat de reactieafstand daar nog bij komt."""),

    q("ve-verkeerslicht-geel", 2,
      "Wat moet je doen als het verkeerslicht van groen op geel springt?",
      ["Stoppen, tenzij dat niet meer veilig kan", "Gas geven om nog door te kunnen rijden", "Gewoon doorrijden, want geel betekent hetzelfde als groen"], "A",
      """Geel is een stopteken: je moet stoppen. Alleen als je al zo dichtbij bent dat remmen gevaarlijk
zou zijn, mag je doorrijden. Versnellen om het licht nog te halen is dus niet de bedoeling."""),

    q("ve-rijbewijs-bromfiets", 1,
      "Welk rijbewijs heb je minimaal nodig voor een bromfiets?",
      ["AM", "A1", "BE"], "A",
      "Voor bromfiets en snorfiets is rijbewijs AM het minimum."),

    q("ve-telefoon-in-auto", 7,
      "Wat is een automobilist in Nederland tijdens het rijden toegestaan?",
      ["Handsfree bellen met een telefoon in een houder",
       "Een telefoon in de hand houden om te navigeren",
       "Een bericht typen op de telefoon terwijl hij voor een rood licht wacht"], "A",
      """Het verbod gaat over het vasthouden van een mobiel apparaat, niet over bellen op zich. Handsfree
bellen mag dus. Een telefoon in de hand houden is ook voor navigatie niet toegestaan, en voor een
rood licht neem je nog steeds deel aan het verkeer, dus daar geldt het verbod evengoed."""),

    q("ve-rvv-reglement", 6,
      "In welk reglement staan de Nederlandse verkeersregels en de betekenis van de verkeersborden?",
      ["In het Reglement verkeersregels en verkeerstekens 1990 (RVV 1990)", "In het Burgerlijk Wetboek", "In de Algemene wet bestuursrecht"], "A",
      """De regels voor weggebruikers en de borden, zoals `B6` en `B7`, staan in het **RVV 1990**. Het
Burgerlijk Wetboek regelt onder meer contracten en aansprakelijkheid, en de Awb gaat over de
verhouding tussen burger en overheid. Lees het reglement op
[wetten.overheid.nl](https://wetten.overheid.nl/BWBR0004825).""", md=True),

    q("ve-dode-hoek-vrachtwagen", 3,
      "Waarom is de dode hoek van een vrachtwagen gevaarlijk voor fietsers?",
      ["De chauffeur kan fietsers rechts naast de cabine slecht of niet zien, vooral bij rechtsaf slaan",
       "Vrachtwagens rijden bijna altijd harder dan is toegestaan",
       "Fietsers mogen wettelijk nooit naast een vrachtwagen rijden",
       "Een dode hoek bestaat alleen als de vrachtwagen achteruitrijdt"], "A",
      """A is juist. Rechts naast en vlak voor de cabine ligt een gebied dat de chauffeur ondanks
spiegels slecht of helemaal niet kan zien. Slaat de vrachtwagen rechtsaf, dan kan hij een fietser
die rechtdoor wil raken. Daarom is het advies: blijf achter een vrachtwagen en ga er niet rechts
naast staan bij een kruispunt.
B is een bewering zonder grond; de gevaren van de dode hoek spelen juist bij lage snelheid, op
kruispunten.
C klopt niet: er is geen algemeen verbod om naast een vrachtwagen te fietsen, het is alleen
verstandig om het bij het afslaan te vermijden.
D is onjuist, want een dode hoek is er bij vooruitrijden en afslaan evengoed als bij achteruitrijden."""),

    q("ve-autosnelweg-niet-toegestaan", 5,
      "Welk voertuig mag NIET op de autosnelweg rijden?",
      ["Een personenauto", "Een vrachtwagen", "Een bromfiets", "Een motor"], "C",
      """Op de autosnelweg zijn alleen motorvoertuigen toegestaan die minstens 60 km/u kunnen en mogen
rijden. Een bromfiets mag hooguit 45 km/u en valt daarom af. Een personenauto, een vrachtwagen en
een motor halen die grens wel, en mogen er dus rijden."""),

    # --- gebrekkig ---
    q("ve-afstand-in-anderhalve-seconde", 4,
      "Een auto rijdt 120 km/u. Hoeveel meter legt hij af in 1,5 seconde?",
      ["50 m", "180 m", "80 m"], "A",
      """120 km/u / 3,6 ≈ 33,3 m/s. In 1,5 s is dat 33,3 × 1,5 = 50 meter (vijftig meter).
180 m ontstaat als je 120 met 1,5 vermenigvuldigt zonder om te rekenen.""", flaw="sd", mark="B"),

    q("ve-doorgetrokken-streep", 2,
      "Wat betekent een doorgetrokken streep tussen twee rijstroken?",
      ["Je mag de streep niet overschrijden", "Je mag de streep overschrijden om in te halen", "Alleen vrachtwagens mogen de streep niet overschrijden"], "A",
      """Een doorgetrokken streep mag je niet overschrijden en je mag er ook niet op rijden. Inhalen
over zo'n streep is dus verboden, voor elke bestuurder; daarvoor moet de streep onderbroken zijn.""",
      flaw="sd", mark="B"),

    q("ve-vorm-verbodsbord", 7,
      "Welke vorm heeft een verbodsbord meestal?",
      ["Rond met een rode rand", "Driehoekig met een rode rand", "driehoekig met een rode rand.", "Rechthoekig en blauw"], "A",
      """Een driehoek met rode rand is een waarschuwingsbord, geen verbodsbord, en blauwe rechthoekige
borden geven informatie. Verbodsborden zijn rond en hebben een rode rand.""", flaw="dup"),
]
