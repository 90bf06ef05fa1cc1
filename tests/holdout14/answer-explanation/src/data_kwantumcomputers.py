from common import *

TOPIC = {
    "id": "kwantumcomputers",
    "title": "Kwantumcomputers",
    "description": "Qubits, kwantumpoorten en kwantumalgoritmen, en de technische uitdagingen van het bouwen van een kwantumcomputer.",
}

QUESTIONS = [
    q(NONE, "qubit-versus-bit",
      "Wat onderscheidt een qubit van een klassieke bit?",
      ["Een qubit kan drie waarden aannemen, 0, 1 en 2, en slaat dus meer op dan een bit",
       "Een qubit kan in een superpositie van 0 en 1 verkeren, maar een meting levert één van beide op",
       "Een qubit slaat 0 en 1 tegelijk op, en je kunt beide waarden uitlezen"],
      "B",
      "De toestand van een qubit is een combinatie van 0 en 1 met bepaalde amplitudes. Beide waarden tegelijk uitlezen "
      "kan niet: bij meting valt de toestand terug op één uitkomst, met een kans die de amplitudes bepalen.",
      [WEERLEGT]),

    q(NONE, "amplitudes-tien-qubits",
      "Hoeveel complexe amplitudes zijn nodig om een willekeurige toestand van 10 qubits volledig te beschrijven?",
      ["10", "20", "1024"],
      "C",
      "Elk van de twee tot de macht tien mogelijke bitpatronen krijgt een eigen amplitude: 2¹⁰ = 1024.",
      [REKEN, KORT],
      compute=("2^10", "amplitudes")),

    q(NONE, "meetkans-amplitude",
      "Een qubit is in de toestand `0,6|0⟩ + 0,8|1⟩`. Hoe groot is de kans dat een meting 1 oplevert?",
      ["36%", "64%", "80%"],
      "B",
      "De kans is het kwadraat van de amplitude: 0,8² = 0,64. De amplitude zelf (0,8) is geen kans, dus 80% klopt niet, en 36% is de kans op 0.",
      [REKEN, CODE, WEERLEGT],
      compute=("0.8^2 * 100", "%")),

    q(NONE, "geheugen-dertig-qubits",
      "Hoeveel geheugen kost het ongeveer om de toestand van 30 qubits op een gewone computer op te slaan, als elke "
      "amplitude 16 bytes in beslag neemt?",
      ["480 bytes", "Ongeveer 17 GB", "Ongeveer 17 TB"],
      "B",
      "Er zijn 2³⁰, ruim een miljard, amplitudes; maal 16 bytes is dat zo'n 17 miljard bytes. 480 bytes zou kloppen als "
      "er maar één amplitude per qubit nodig was.",
      [REKEN, WEERLEGT, GETAL_WOORD]),

    q(NONE, "hadamard-op-nul",
      "Welke toestand ontstaat als een Hadamard-poort werkt op `|0⟩`?",
      ["`(|0⟩ + |1⟩)/√2`", "`|1⟩`", "`|0⟩`"],
      "A",
      "De Hadamard-poort maakt van `|0⟩` een gelijke superpositie van `|0⟩` en `|1⟩`.",
      [CODE, KORT]),

    q(NONE, "verstrengeling-betekenis",
      "Wat betekent het dat twee qubits verstrengeld zijn?",
      ["Dat ze met een supergeleidende draad aan elkaar vastzitten en zo stroom uitwisselen",
       "Dat je er sneller dan het licht berichten mee kunt versturen",
       "Dat ze altijd dezelfde meetuitkomst geven, ongeacht hun toestand en de gekozen meetbasis",
       "Dat hun gezamenlijke toestand niet te splitsen is in twee losse toestanden, zodat metingen samenhangen"],
      "D",
      "Optie A verwart verstrengeling met een fysieke koppeling: verstrengelde deeltjes kunnen kilometers van elkaar "
      "verwijderd zijn. Optie B is onjuist, want de uitkomst aan één kant is willekeurig; pas als de twee partijen hun "
      "resultaten via een gewoon kanaal vergelijken, zien ze de samenhang, dus informatie reist niet sneller dan het "
      "licht. Optie C gaat te ver: er zijn verstrengelde toestanden waarin de uitkomsten juist altijd verschillen, en "
      "het verband hangt af van de toestand en van de gekozen meetbasis. Optie D is juist: een toestand als de "
      "Bell-toestand laat zich niet ontbinden in een deel voor de eerste en een deel voor de tweede qubit, en daardoor "
      "zijn de metingen sterker gecorreleerd dan klassiek mogelijk is.",
      [LANG, WEERLEGT]),

    q(NONE, "shor-algoritme",
      "Welk probleem lost het algoritme van Shor efficiënt op?",
      ["Het ontbinden van grote getallen in priemfactoren",
       "Het doorzoeken van een ongesorteerde lijst",
       "Het exact oplossen van het handelsreizigersprobleem"],
      "A",
      "Shor vindt de priemfactoren van een getal in polynomiale tijd, wat RSA-versleuteling bedreigt. Het doorzoeken van "
      "een ongesorteerde lijst is het terrein van het algoritme van Grover, en voor het handelsreizigersprobleem is geen "
      "efficiënt kwantumalgoritme bekend.",
      [WEERLEGT, IT_ACR]),

    q(NONE, "grover-stappen",
      "Het algoritme van Grover doorzoekt een ongesorteerde lijst van N elementen in ongeveer √N stappen. Hoeveel stappen "
      "zijn dat ongeveer bij een lijst van een miljoen elementen?",
      ["Ongeveer 20", "Ongeveer 1000", "Ongeveer 500.000"],
      "B",
      "De wortel uit een miljoen is duizend. Een klassieke zoektocht heeft gemiddeld zo'n 500.000 stappen nodig, en 20 "
      "stappen is wat binair zoeken in een gesorteerde lijst zou kosten.",
      [REKEN, KORT, GETAL_WOORD, WEERLEGT],
      compute=("1e6^0.5", "stappen")),

    q(SUPPORTS, "poorten-binnen-coherentietijd",
      "Een qubit heeft een coherentietijd van 100 µs en één poortoperatie duurt 50 ns. Hoeveel poorten passen er "
      "ongeveer achter elkaar binnen die tijd?",
      ["20", "200", "2000"],
      "C",
      "Honderd microseconde is honderdduizend nanoseconde; gedeeld door vijftig geeft dat tweeduizend poorten.",
      [REKEN, KORT, GETAL_WOORD, EENHEID_WOORD], moved_to="A"),

    q(NONE, "nisq-tijdperk",
      "Wat typeert het NISQ-tijdperk van kwantumcomputers?",
      ["Computers met miljoenen foutgecorrigeerde qubits die foutloos lange berekeningen uitvoeren",
       "Computers die uitsluitend met licht werken en daardoor geen koeling nodig hebben",
       "Computers met tientallen tot honderden qubits die last hebben van ruis, zonder volledige foutcorrectie"],
      "C",
      "NISQ staat voor noisy intermediate-scale quantum, een term van John Preskill uit 2018 voor de huidige generatie apparaten.",
      [IT_ACR, KORT]),

    q(NONE, "koeling-supergeleidende-qubits",
      "Waarom worden supergeleidende qubits gekoeld tot ongeveer 10 mK?",
      ["Omdat warmte de toestand verstoort en het materiaal alleen zeer koud supergeleidend is",
       "Omdat het aluminium van de qubits anders bij kamertemperatuur zou smelten",
       "Omdat een lagere temperatuur de kloksnelheid van de besturingselektronica verhoogt"],
      "A",
      "Tien millikelvin is een honderdste graad boven het absolute nulpunt. Bij die temperatuur zijn er vrijwel geen "
      "thermische trillingen meer die de qubits kunnen verstoren, en het aluminium of niobium van de schakelingen is supergeleidend.",
      [EENHEID_WOORD, GETAL_WOORD, PARAFRASE]),

    q(SUPPORTS, "no-cloning",
      "Wat zegt het *no-cloning*-theorema?",
      ["Dat twee qubits nooit in dezelfde toestand kunnen zijn",
       "Dat een kwantumcomputer geen klassieke computer kan nabootsen",
       "Dat een onbekende kwantumtoestand niet perfect kan worden gekopieerd"],
      "C",
      "Het is onmogelijk een apparaat te bouwen dat van elke willekeurige toestand een exacte kopie maakt. Twee qubits "
      "kunnen wel in dezelfde toestand worden gebracht, maar alleen als die toestand bekend is.",
      [CURSIEF, WEERLEGT], moved_to="A"),

    q(NONE, "cnot-op-10",
      "Welke toestand levert een CNOT-poort op als de invoer `|10⟩` is en de eerste qubit de controlequbit is?",
      ["`|10⟩`", "`|11⟩`", "`|01⟩`"],
      "B",
      "De controlequbit staat op 1, dus de doelqubit wordt omgeklapt van 0 naar 1.",
      [CODE, IT_ACR, KORT]),

    q(NONE, "qiskit-bell-toestand",
      "Welke toestand maakt het volgende circuit vanuit `|00⟩`?\n\n"
      "```python\nfrom qiskit import QuantumCircuit\n\nqc = QuantumCircuit(2)\nqc.h(0)\nqc.cx(0, 1)\n```",
      ["De Bell-toestand `(|00⟩ + |11⟩)/√2`",
       "De toestand `|11⟩`",
       "Een toestand waarin alleen qubit 0 in superpositie is en qubit 1 op 0 blijft"],
      "A",
      "Optie A is juist: `h(0)` brengt qubit 0 in een gelijke superpositie en `cx(0, 1)` klapt qubit 1 om precies in de "
      "tak waarin qubit 0 op 1 staat, zodat de twee qubits verstrengeld raken. Optie B klopt niet, want na de "
      "Hadamard-poort is de uitkomst niet zeker; bij meting vind je de helft van de keren 00 en de helft 11, nooit "
      "alleen 11. Optie C beschrijft de toestand na alleen de eerste poort: zonder de `cx` blijft qubit 1 inderdaad op 0, "
      "maar de CNOT verandert dat. Dit is het standaardrecept voor een Bell-paar, de bouwsteen van onder meer "
      "kwantumteleportatie.",
      [CODE, LANG, WEERLEGT]),

    q(NONE, "surface-code-afstand-7",
      "Een logische qubit in een surface code met codeafstand d kost ongeveer 2d² fysieke qubits. Hoeveel fysieke qubits "
      "zijn dat ongeveer bij d = 7?",
      ["14", "49", "98"],
      "C",
      "Twee keer zeven in het kwadraat is 2 × 49 = 98: ongeveer de helft zijn dataqubits en de andere helft meetqubits "
      "die fouten opsporen.",
      [REKEN, KORT, GETAL_WOORD],
      compute=("2 * 7^2", "qubits")),

    q(NONE, "blochbol-een",
      "Waar ligt de toestand `|1⟩` op de blochbol, volgens de gangbare afspraak?",
      ["Op de noordpool", "Op de evenaar", "Op de zuidpool"],
      "C",
      "`|0⟩` staat bovenaan, `|1⟩` recht daartegenover onderaan; de evenaar is voor gelijke superposities.",
      [CODE, KORT]),

    q(SUPPORTS, "bb84-afluisteren",
      "Waarom kan een afluisteraar bij kwantumsleuteldistributie volgens BB84 niet ongemerkt meeluisteren?",
      ["Omdat de fotonen vooraf met RSA versleuteld zijn, zodat aftappen niets oplevert",
       "Omdat meten de toestand van de fotonen verstoort, wat zichtbare fouten in de sleutel geeft",
       "Omdat de glasvezel elk afgetapt foton direct vernietigt, zodat er niets te meten valt"],
      "B",
      "Optie A klopt niet: BB84 gebruikt geen klassieke versleuteling zoals RSA; de veiligheid berust op natuurkunde, "
      "niet op rekenkundige moeilijkheid. Optie B is juist: wie onderweg een foton meet, kiest vaak de verkeerde "
      "basis en stuurt dan een veranderde toestand door. Zender en ontvanger vergelijken daarna openlijk een deel van "
      "hun bits; een verhoogd foutpercentage verraadt de afluisteraar, en dan gooien ze de sleutel weg. Optie C is "
      "onjuist, want aftappen vernietigt een foton niet vanzelf; het probleem voor de afluisteraar is juist dat hij de "
      "toestand niet kan kopiëren zonder haar te verstoren.",
      [IT_ACR, LANG, WEERLEGT], moved_to="C"),

    q(NONE, "kwantumcomputers-niet-juist",
      "Welke bewering over de huidige kwantumcomputers is NIET juist?",
      ["Ze vervangen al voor vrijwel alle taken de klassieke computer",
       "Ze zijn erg gevoelig voor ruis uit hun omgeving, zoals warmte en trillingen",
       "Ze worden vaak via de cloud beschikbaar gesteld"],
      "A",
      "Klassieke computers blijven voor bijna alles sneller en goedkoper. De andere uitspraken kloppen: qubits verliezen "
      "door kleine storingen snel hun toestand, en omdat de apparaten extreme koeling vragen, bieden fabrikanten toegang "
      "op afstand via de cloud.",
      [NEG]),

    q(NONE, "sycamore-2019",
      "Wat beweerde Google in 2019 met de Sycamore-processor te hebben bereikt?",
      ["Het kraken van een RSA-sleutel van 2048 bits in ongeveer tweehonderd seconden",
       "Een specifieke rekentaak sneller uitvoeren dan met de snelste supercomputer haalbaar leek",
       "De eerste logische qubit die dankzij foutcorrectie volledig foutloos werkte"],
      "B",
      "Sycamore trok steekproeven uit de uitvoer van willekeurige circuits, een taak zonder praktisch nut maar klassiek "
      "zwaar. RSA is daarmee niet gekraakt. Zie [Kwantumcomputer](https://nl.wikipedia.org/wiki/Kwantumcomputer).",
      [LINK, IT_ACR, WEERLEGT]),

    q(NONE, "poort-plus-naar-min",
      "Welke poort verandert `|+⟩` in `|−⟩`?",
      ["De X-poort", "De Hadamard-poort", "De Z-poort"],
      "C",
      "Z draait het teken van de `|1⟩`-component om. X laat `|+⟩` ongemoeid en Hadamard maakt er `|0⟩` van.",
      [CODE, KORT, WEERLEGT]),

    q(NONE, "meten-plus-duizend-keer",
      "Je bereidt een qubit 1000 keer voor in de toestand `|+⟩` en meet hem telkens. Hoe vaak verwacht je ongeveer de uitkomst 0?",
      ["250 keer", "500 keer", "1000 keer"],
      "B",
      "In `|+⟩` zijn 0 en 1 even waarschijnlijk, dus ongeveer de helft van de metingen geeft 0.",
      [REKEN, CODE, KORT],
      compute=("1000 * 0.5", "keer")),

    q(NONE, "niet-altijd-sneller",
      "Waarom is een kwantumcomputer niet voor elk probleem sneller dan een klassieke computer?",
      [("Omdat qubits een veel lagere kloksnelheid hebben dan de transistors in een processor",
        "Nee: de kloksnelheid is niet de kern; het gaat om het algoritme."),
       ("Omdat kwantumcomputers alleen met gehele getallen kunnen rekenen",
        "Nee: dat is geen beperking van kwantumcomputers."),
       ("Omdat versnelling alleen kan bij problemen met een structuur die een kwantumalgoritme benut",
        "Juist.")],
      "C",
      "Een kwantumcomputer wint alleen als een algoritme interferentie zo kan inzetten dat foute antwoorden uitdoven en "
      "het goede antwoord versterkt wordt. Voor veel alledaagse taken bestaat zo'n algoritme niet.",
      [FEEDBACK, PARAFRASE]),

    q(NONE, "geen-qubittechniek",
      "Welke techniek wordt GEEN gebruikt om qubits te bouwen?",
      ["Supergeleidende circuits van aluminium op een chip", "Gevangen ionen", "Fotonen", "Ferrietkernen uit ouderwets kerngeheugen"],
      "D",
      "Ferrietkernen zijn klassieke magnetische geheugenelementen. De andere drie zijn gangbare platforms: supergeleidende "
      "circuits worden onder meer door Google en IBM gebruikt, ionen worden in een elektromagnetische val vastgehouden "
      "en met lasers gestuurd, en fotonen dragen kwantuminformatie in bijvoorbeeld hun polarisatie.",
      [NEG, IT_ACR]),
]
