from common import *

TOPIC = {
    "id": "edelsmeden",
    "title": "Edelsmeden",
    "description": "Het bewerken van goud, zilver en platina: legeringen, gehaltes, vormtechnieken en afwerking.",
}

QUESTIONS = [
    q(NONE, "achttien-karaat-percentage",
      "Hoeveel procent goud bevat 18-karaats goud?",
      ["58,5%", "75%", "91,6%"],
      "B",
      "Karaat telt in vierentwintigsten: achttien van de vierentwintig delen is driekwart, dus vijfenzeventig procent goud.",
      [REKEN, KORT, GETAL_WOORD],
      compute=("18 / 24 * 100", "%")),

    q(NONE, "gehalteteken-585",
      "Met welk gehalte in karaat komt een gouden sieraad met het gehalteteken 585 overeen?",
      ["14 karaat", "18 karaat", "22 karaat"],
      "A",
      "Het teken 585 staat voor 585 duizendste goud, de gangbare norm voor 14-karaats goud.",
      [KORT]),

    q(NONE, "sterlingzilver-gehalte",
      "Welk gehalte heeft sterlingzilver?",
      ["800 duizendste", "835 duizendste", "925 duizendste"],
      "C",
      "Sterlingzilver bestaat voor 92,5% uit zilver; de rest is meestal koper, dat het metaal harder maakt.",
      [KORT]),

    q(NONE, "solderen-versus-lassen",
      "Waarin verschilt hard solderen van lassen?",
      ["Bij solderen worden de randen van de werkstukken zelf gesmolten en in elkaar gevloeid",
       "Bij solderen smelt alleen een toevoegmetaal met een lager smeltpunt, niet de werkstukken zelf",
       "Bij solderen is geen warmte nodig, omdat het soldeer chemisch uithardt"],
      "B",
      "Het soldeer vloeit in de naad en bindt zich aan de onderdelen, die zelf vast blijven. Dat de werkstukken "
      "samensmelten, is juist wat er bij lassen gebeurt; en zonder warmte vloeit geen enkel hardsoldeer.",
      [WEERLEGT]),

    q(SUPPORTS, "vloeimiddel-solderen",
      "Waarvoor dient een vloeimiddel zoals borax bij het hard solderen?",
      ["Het voorkomt dat er een oxidelaag ontstaat, zodat het soldeer goed vloeit en hecht",
       "Het kleurt het soldeer in de tint van het metaal, zodat de naad onzichtbaar wordt",
       "Het koelt de soldeerplek af zodat het metaal niet vervormt"],
      "A",
      "Verhit metaal reageert met de zuurstof uit de lucht. Het vloeimiddel smelt tot een glasachtig laagje dat die "
      "lucht buitensluit en de naad schoon houdt, waardoor het gesmolten soldeer de naad in kan trekken. Zie ook "
      "[Solderen](https://nl.wikipedia.org/wiki/Solderen).",
      [PARAFRASE, LINK], moved_to="C"),

    q(NONE, "uitgloeien-zilver",
      "Waarom gloeit een edelsmid zilver regelmatig uit tijdens het walsen of smeden?",
      ["Om het oppervlak glad en glanzend te maken voordat het gepolijst wordt",
       "Om het zilvergehalte te verhogen",
       "Om het metaal een gelijkmatige, donkere kleur te geven die lang blijft zitten",
       "Om het door de vervorming hard geworden metaal weer zacht en buigzaam te maken"],
      "D",
      "Optie A klopt niet: uitgloeien laat juist een dof, geoxideerd oppervlak achter dat daarna gebeitst en gepolijst "
      "moet worden. Optie B is ook onjuist, want verhitten verandert de samenstelling van de legering niet; het gehalte "
      "blijft gelijk. Optie C verwart uitgloeien met patineren, een aparte afwerking met chemicaliën. Optie D is juist: "
      "door walsen, hameren of buigen raakt de kristalstructuur vervormd, waardoor het metaal hard en bros wordt en kan "
      "scheuren. Door het zilver tot een dofrode gloed te verhitten vormen zich nieuwe, ongestoorde kristallen en wordt "
      "het weer soepel, zodat de edelsmid verder kan vervormen.",
      [LANG, WEERLEGT]),

    q(NONE, "verloren-wasmethode",
      "Hoe verloopt het gieten volgens de verloren-wasmethode (*cire perdue*)?",
      ["Het metaal wordt in een open zandvorm gegoten en daarna met was gepolijst",
       "Een wasmodel wordt met een dun laagje metaal bekleed door het in een metaalbad te dompelen",
       "Een wasmodel wordt ingebed in gips, de was wordt uitgestookt en de holte wordt met metaal gevuld"],
      "C",
      "Bij *cire perdue* gaat het wasmodel verloren: het smelt en verbrandt in de oven, waarna de lege vorm precies de "
      "afdruk van het model bevat en het gesmolten metaal die holte opvult.",
      [CURSIEF, PARAFRASE]),

    q(NONE, "fijngoud-voor-18-karaat",
      "Een edelsmid wil 30 g 18-karaats goud maken uit fijngoud en een legering van andere metalen. Hoeveel fijngoud heeft hij nodig?",
      ["7,5 g", "18 g", "22,5 g"],
      "C",
      "Achttien karaat is 18/24 = 0,75 goud, dus 0,75 × 30 g = 22,5 g. De overige 7,5 g is het aandeel van de andere metalen.",
      [REKEN, WEERLEGT, GETAL_WOORD],
      compute=("30 * 18 / 24", "g")),

    q(NONE, "ringmaat-diameter",
      "De binnenomtrek van een ring is 56 mm. Hoe groot is de binnendiameter ongeveer?",
      ["17,8 mm", "28 mm", "35,6 mm"],
      "A",
      "De diameter is de omtrek gedeeld door pi: 56 gedeeld door 3,14 geeft bijna achttien millimeter.",
      [REKEN, KORT, EENHEID_WOORD],
      compute=("56 / 3.14159", "mm", 0.02)),

    q(NONE, "toetssteen",
      "Waarvoor gebruikt een edelsmid een toetssteen met toetszuren?",
      ["Om het gehalte van goud te schatten",
       "Om vijlen en beitels scherp te slijpen",
       "Om sieraden op te poetsen"],
      "A",
      "Het metaal wordt over de zwarte steen gestreken; zuren van verschillende sterkte laten zien welke streep blijft "
      "staan en welke oplost, en daaruit volgt hoeveel karaat het voorwerp ongeveer heeft.",
      [PARAFRASE]),

    q(SUPPORTS, "witgoud-rhodineren",
      "Waarom worden witgouden sieraden vaak gerhodineerd?",
      ["Om ze zwaarder en daardoor kostbaarder te laten aanvoelen bij het dragen",
       "Om het goudgehalte te verhogen, zodat het sieraad als 18 karaat mag worden gestempeld",
       "Omdat witgoud van zichzelf licht geelachtig is en een laagje rhodium het helderwit maakt"],
      "C",
      "Witgoud is een legering van goud met onder meer palladium of zilver en houdt een zweem geel. Een flinterdun laagje "
      "rhodium geeft een koele witte glans. Het gewicht en het goudgehalte veranderen daar niet door.",
      [WEERLEGT], moved_to="A"),

    q(NONE, "smeltpunt-goud",
      "Bij welke temperatuur smelt zuiver goud?",
      ["962 °C", "1064 °C", "1768 °C"],
      "B",
      "Fijngoud smelt bij ongeveer 1064 graden Celsius. 962 graden is het smeltpunt van zilver en 1768 graden dat van platina.",
      [EENHEID_WOORD, WEERLEGT]),

    q(NONE, "vormen-zonder-smelten",
      "Welke techniek is GEEN manier om metaal koud te vormen?",
      ["Drijven", "Ciseleren", "Gieten", "Walsen"],
      "C",
      "Bij gieten wordt het metaal gesmolten en in een vorm gegoten. De andere technieken werken met vast metaal: bij "
      "drijven wordt een vlakke plaat met hamers tot een holle vorm geklopt, bij ciseleren wordt met punzen een reliëf in "
      "het oppervlak gebracht en bij walsen wordt metaal tussen rollen dunner gemaakt.",
      [NEG]),

    q(NONE, "filigraan",
      "Wat is filigraan?",
      ["Sierwerk van fijne, gedraaide draadjes die tot een patroon aan elkaar worden gesoldeerd",
       "Een laag glas die op metaal wordt gesmolten",
       "Een versiering van fijne lijntjes die met een graveerstift in het metaal worden gekrast"],
      "A",
      "Bij filigraan vormt de edelsmid kantachtig werk uit dun getwijnd goud- of zilverdraad.",
      [KORT, PARAFRASE]),

    q(NONE, "email-techniek",
      "Wat is email in de edelsmeedkunst?",
      ["Een laag gekleurde verf die na het polijsten met een penseel wordt aangebracht",
       "Een glaslaag die ontstaat door glaspoeder op het metaal te smelten",
       "Een kunststoflak die het metaal tegen aanslag beschermt"],
      "B",
      "Email is geen verf of lak maar glas: het poeder wordt in een oven op ruim 700 graden gesmolten. Bij *cloisonné* "
      "houden opgesoldeerde draadjes de kleuren van elkaar gescheiden.",
      [CURSIEF, WEERLEGT]),

    q(NONE, "zilver-aanslag",
      "Waardoor wordt zilver na verloop van tijd zwart?",
      ["Door een reactie met zwavelverbindingen uit de lucht",
       "Door een reactie met zuurstof tot zilveroxide",
       "Door een reactie met stikstof uit de lucht"],
      "A",
      "De zwarte aanslag is zilversulfide. Niet de zuurstof maar sporen van waterstofsulfide en andere zwavelverbindingen, "
      "bijvoorbeeld uit eieren, rubber of vervuilde lucht, tasten het zilver aan.",
      [WEERLEGT]),

    q(NONE, "zilverlegering-gehalte",
      "Een edelsmid smelt 40 g zuiver zilver samen met 3,25 g koper. Welk gehalte heeft de legering ongeveer?",
      ["875 duizendste", "925 duizendste", "960 duizendste"],
      "B",
      "De legering weegt 43,25 g, waarvan 40 g zilver: 40 / 43,25 ≈ 0,925, dus sterlingzilver.",
      [REKEN, KORT],
      compute=("40 / 43.25 * 1000", "duizendste", 0.02)),

    q(NONE, "meesterteken",
      "Wat geeft het meesterteken op een Nederlands zilveren voorwerp aan?",
      ["Wie het voorwerp heeft gemaakt of in de handel heeft gebracht",
       "Welk zilvergehalte het voorwerp volgens de keuring heeft",
       "In welk jaar het voorwerp door de waarborg is gekeurd"],
      "A",
      "Het meesterteken wijst de verantwoordelijke maker of importeur aan. Het gehalte blijkt niet uit dat teken maar uit "
      "het gehalteteken, en het jaar uit de jaarletter. Zie ook [Edelsmid](https://nl.wikipedia.org/wiki/Edelsmid).",
      [LINK, WEERLEGT]),

    q(SUPPORTS, "zilver-in-sterling-armband",
      "Hoeveel gram zuiver zilver bevat een armband van sterlingzilver die 40 g weegt?",
      ["3 g", "32 g", "37 g"],
      "C",
      "Sterling is 925 duizendste zilver: 0,925 × 40 g = 37 g. De overige 3 g is vooral koper; 32 g zou horen bij "
      "zilver van 800 duizendste.",
      [REKEN, WEERLEGT], moved_to="B"),

    q(NONE, "beitsen-na-solderen",
      "Waarom legt een edelsmid zilver na het solderen in een beitsbad?",
      [("Om het zilver harder te maken",
        "Nee: het beitsbad verandert de hardheid niet; dat doen bewerkingen als walsen of hameren."),
       ("Om het soldeer zacht te maken zodat het kan worden bijgewerkt",
        "Nee: het soldeer is na afkoelen vast en blijft dat in het bad."),
       ("Om oxiden en resten van het vloeimiddel te verwijderen",
        "Juist: het licht zure bad lost de aanslag op.")],
      "C",
      "Door het verhitten ontstaat een donkere laag van koperoxide en glasachtige restjes vloeimiddel. Een warm bad met "
      "verdund zuur, bijvoorbeeld citroenzuur, lost die op, zodat het werkstuk weer schoon en wit is.",
      [FEEDBACK, PARAFRASE]),

    q(NONE, "goudwaarde-ketting",
      "Fijngoud kost € 60 per gram. Wat is de goudwaarde van een 14-karaats ketting (585 duizendste) die 20 g weegt?",
      ["€ 702", "€ 900", "€ 1200"],
      "A",
      "De ketting bevat 20 × 0,585 = 11,7 g fijngoud, en 11,7 × € 60 = € 702. Het bedrag van € 900 hoort bij 18 karaat "
      "en € 1200 bij zuiver goud.",
      [REKEN, WEERLEGT],
      compute=("20 * 0.585 * 60", "€")),

    q(NONE, "granulatie",
      "Wat verstaat een edelsmid onder granulatie?",
      ["Het ruw maken van een oppervlak met een staalborstel",
       "Het vermalen van oud goud tot poeder voor verf",
       "Het bevestigen van minuscule goudbolletjes op een oppervlak"],
      "C",
      "Bij deze eeuwenoude techniek, al bekend bij de Etrusken, worden piepkleine bolletjes goud zonder zichtbaar soldeer "
      "op een gouden ondergrond vastgezet, zodat een fijn korrelpatroon ontstaat.",
      [PARAFRASE]),

    q(NONE, "draad-dunner-maken",
      "Met welk gereedschap maakt een edelsmid draad dunner?",
      ["Een ciseleerhamer", "Een trekijzer", "Een toetssteen"],
      "B",
      "De draad wordt door steeds kleinere gaten in een trekijzer getrokken en wordt daarbij dunner en langer.",
      [KORT]),
]
