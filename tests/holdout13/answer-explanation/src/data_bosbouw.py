from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "bosbouw"
TITLE = "Bosbouw"
DESCRIPTION = "Bosbeheer, boomsoorten, houtmeting, verjonging en bosgezondheid in Nederland en daarbuiten."

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "diameter-borsthoogte",
      "Op welke hoogte boven de grond meet men in Nederland de stamdiameter op borsthoogte?",
      ["1,00 m", "1,30 m", "1,50 m", "2,00 m"],
      "B",
      "De diameter op borsthoogte wordt volgens afspraak op 1,30 m boven het maaiveld gemeten.",
      style=[KORT]),

    q(NONE, "grondvlak-enkele-boom",
      "Een boom heeft op borsthoogte een diameter van 40 cm. Hoe groot is zijn grondvlak, de oppervlakte van de stamdoorsnede op die hoogte?",
      ["Ongeveer 0,04 m²", "Ongeveer 0,13 m²", "Ongeveer 0,50 m²", "Ongeveer 1,26 m²"],
      "B",
      "De straal is 20 cm = 0,20 m. De oppervlakte van een cirkel is π × r² = 3,14 × 0,20 × 0,20 ≈ 0,126 m², afgerond 0,13 m². "
      "Wie de diameter in plaats van de straal kwadrateert, komt op 0,50 m² uit.",
      compute=("3.14159 * 0.2^2", "m²"),
      style=[R, AFL]),

    q(NONE, "dunning-doel",
      "Wat is het belangrijkste doel van een dunning in een opgaand bos?",
      ["Het hele bos in één keer kappen en opnieuw inplanten",
       "Dode bomen laten staan voor spechten",
       "Ruimte en licht geven aan de beste bomen door een deel van hun concurrenten te kappen"],
      "C",
      "Bij een dunning haalt de beheerder een deel van de bomen weg, zodat de overblijvers meer licht, water en voedingsstoffen krijgen en dikker en stabieler worden. "
      "Het bos blijft daarbij bestaan; alles tegelijk kappen heet kaalslag.",
      style=[AFL]),

    q(NONE, "uitkap-beheer",
      "Wat kenmerkt uitkapbeheer?",
      ["Alle bomen op een perceel worden tegelijk geoogst",
       "Er worden steeds enkele bomen of kleine groepjes geoogst, zodat er altijd een bos met bomen van verschillende leeftijden staat",
       "Er wordt nooit hout geoogst"],
      "B",
      "Bij uitkap wordt het bos nooit in zijn geheel weggehaald: de beheerder oogst hier en daar een boom of een groepje, en in de ontstane gaten groeit jonge aanwas op. "
      "Zo ontstaat een gevarieerd, ongelijkjarig bos.",
      style=[PARA]),

    q(NONE, "fsc-afkorting",
      "Waar staat de afkorting van het houtkeurmerk FSC voor?",
      ["Forest Stewardship Council", "Forest Safety Certificate", "Federation of Sustainable Carpentry"],
      "A",
      "FSC is de Forest Stewardship Council, een internationale organisatie die keurmerken geeft aan hout uit verantwoord beheerde bossen. Een vergelijkbaar keurmerk is PEFC.",
      style=[ACR, KORT]),

    q(NONE, "douglas-geslacht",
      "Tot welk geslacht behoort de douglasspar?",
      ["*Pseudotsuga*", "*Picea*", "*Abies*", "*Pinus*"],
      "A",
      "De douglasspar heet wetenschappelijk *Pseudotsuga menziesii*. Ondanks zijn Nederlandse naam is hij geen echte spar: de sparren vormen het geslacht *Picea*, de zilversparren *Abies* en de dennen *Pinus*.",
      markup="markdown",
      style=[CURS, AFL]),

    q(NONE, "jaarring-ontstaan",
      "Waardoor is in de doorsnede van een boomstam uit een gematigd klimaat een jaarring te zien?",
      ["Door het verschil tussen licht, wijdvatig voorjaarshout en donker, dicht zomerhout",
       "Doordat de boom elk jaar een nieuwe schorslaag naar binnen toe vormt",
       "Doordat de stam in de winter iets inkrimpt en barst"],
      "A",
      "In het voorjaar groeit de boom snel en vormt hij hout met wijde vaten en dunne celwanden; later in het seizoen wordt het hout dichter en donkerder. "
      "De scherpe overgang naar het lichte hout van het volgende voorjaar is de grens van een jaarring.",
      style=[]),

    q(NONE, "amerikaanse-eik-exoot",
      "Welke van de volgende boomsoorten is een van oorsprong Noord-Amerikaanse soort die in Nederland veel is aangeplant?",
      ["Zomereik", "Wintereik", "Amerikaanse eik", "Ruwe berk"],
      "C",
      "De Amerikaanse eik, *Quercus rubra*, werd vanaf de negentiende eeuw in Nederland aangeplant, onder meer vanwege zijn snelle groei. "
      "Zomereik, wintereik en ruwe berk zijn inheemse soorten.",
      markup="markdown",
      style=[CURS, AFL]),

    q(NONE, "bospest-vogelkers",
      "Welke uitheemse struik of boom werd door boswachters 'bospest' genoemd, omdat hij zich explosief verspreidt?",
      ["Amerikaanse vogelkers", "Hulst", "Lijsterbes"],
      "A",
      "De Amerikaanse vogelkers werd begin twintigste eeuw aangeplant om de bodem te verbeteren en als brandgordel, maar woekerde zo sterk dat hij de verjonging van andere soorten onderdrukt. Hulst en lijsterbes zijn inheems.",
      style=[AFL]),

    q(NONE, "stamvolume-vormgetal",
      "Een boom heeft een grondvlak van 0,2 m², een hoogte van 25 m en een vormgetal van 0,5. Hoe groot is het stamvolume?",
      ["1,25 m³", "2,5 m³", "5 m³", "10 m³"],
      "B",
      "Het volume is grondvlak × hoogte × vormgetal: 0,2 × 25 × 0,5 = 2,5 m³. "
      "Zonder vormgetal zou je de stam als cilinder rekenen en op 5 m³ uitkomen, maar een stam loopt naar boven toe taps toe.",
      compute=("0.2 * 25 * 0.5", "m³"),
      style=[R, AFL]),

    q(NONE, "geen-naaldboom",
      "Welke van de volgende bomen is GEEN naaldboom?",
      ["Grove den", "Fijnspar", "Europese lariks", "Gewone esdoorn"],
      "D",
      "De grove den draagt naalden in bundels van twee en blijft het hele jaar groen; hij is dus een naaldboom. "
      "Ook de fijnspar is een naaldboom, met korte, stekelige naalden die afzonderlijk rondom de twijg staan. "
      "De Europese lariks verliest in de herfst weliswaar zijn naalden, maar het zijn wel echte naalden en hij hoort bij de coniferen; hij is een bladverliezende naaldboom. "
      "De gewone esdoorn is het enige antwoord dat geen naaldboom is: het is een loofboom met handvormig gelobde bladeren en gevleugelde vruchten.",
      style=[NEG, LANG]),

    q(NONE, "koolstof-in-hout",
      "Welk deel van de droge massa van hout bestaat ongeveer uit koolstof?",
      ["10%", "25%", "50%", "90%"],
      "C",
      "Droog hout bestaat voor ongeveer de helft uit koolstof; de rest is vooral zuurstof en waterstof.",
      style=[KORT]),

    q(NONE, "koolstof-naar-co2",
      "In een bos is 2 ton koolstof in hout vastgelegd. Met hoeveel ton CO2 komt dat overeen? (molaire massa C = 12, CO2 = 44)",
      ["2 ton", "5,3 ton", "7,3 ton", "12 ton"],
      "C",
      "Elke 12 ton koolstof komt overeen met 44 ton CO2, een factor 44 ÷ 12 ≈ 3,67. Voor 2 ton koolstof is dat 2 × 3,67 ≈ 7,3 ton CO2.",
      compute=("2 * 44 / 12", "ton"),
      style=[R]),

    q(NONE, "natuurlijke-verjonging",
      "Wat verstaat men onder natuurlijke verjonging van een bos?",
      ["Het aanplanten van jonge boompjes uit een kwekerij",
       "Jonge bomen die opkomen uit zaad van bomen die al in of bij het bos staan",
       "Het snoeien van oude bomen zodat ze weer uitlopen"],
      "B",
      "Bij natuurlijke verjonging zorgt het bos zelf voor de volgende generatie: zaden vallen of waaien uit de aanwezige bomen en kiemen op de bosbodem. Aanplant uit een kwekerij heet kunstmatige verjonging.",
      style=[AFL]),

    q(NONE, "essentaksterfte-oorzaak",
      "Wat veroorzaakt essentaksterfte?",
      ["Een schorskever die onder de bast gangen vreet",
       "Langdurige droogte alleen",
       "Een uit Azië afkomstige schimmel"],
      "C",
      "Essentaksterfte wordt veroorzaakt door de schimmel *Hymenoscyphus fraxineus*, die via sporen de bladeren infecteert en van daaruit twijgen en takken laat afsterven. "
      "Schorskevers zijn de boosdoeners bij andere ziekten, zoals de letterzetter bij fijnspar.",
      markup="markdown",
      style=[CURS, AFL]),

    q(NONE, "letterzetter-fijnspar",
      "Welke boomsoort wordt vooral aangetast door de letterzetter, een schorskever?",
      ["Fijnspar", "Beuk", "Zomereik"],
      "A",
      "De letterzetter vreet zijn gangen onder de schors van sparren, vooral van door droogte verzwakte fijnsparren.",
      style=[KORT]),

    q(NONE, "spinthout-betekenis",
      "Wat is spinthout?",
      ["Het donkere hout in het hart van de stam",
       "De binnenste laag van de schors",
       "Het jonge, meestal lichtere hout aan de buitenkant van de stam, dat nog water transporteert"],
      "C",
      "Spinthout is het levende, buitenste deel van het houtlichaam, waardoor water en voedingszouten omhoog worden gevoerd. "
      "Het donkere, niet meer geleidende hart van de stam heet kernhout.",
      style=[AFL]),

    q(NONE, "hakhout-betekenis",
      "Wat is hakhout?",
      ["Bos waarvan de bomen periodiek vlak boven de grond worden afgezet, waarna de stobben opnieuw uitlopen",
       "Hout dat na de kap in blokken is gehakt voor de kachel",
       "Bos dat bestaat uit één leeftijdsklasse van hoge bomen"],
      "A",
      "Bij hakhoutbeheer worden bomen als eik, es of els om de zoveel jaar afgezet. Uit de stobbe groeien nieuwe, dunne stammen, die vroeger dienden als brandhout, geriefhout of, bij eikenhakhout, voor de looierij.",
      style=[]),

    q(NONE, "staatsbosbeheer-rijk",
      "Welke organisatie beheert namens het Rijk de meeste bos- en natuurterreinen in Nederland?",
      ["Natuurmonumenten", "Staatsbosbeheer", "Rijkswaterstaat"],
      "B",
      "[Staatsbosbeheer](https://www.staatsbosbeheer.nl) is een zelfstandig bestuursorgaan dat de natuur- en bosgebieden van de staat beheert. "
      "Natuurmonumenten is een particuliere vereniging, en Rijkswaterstaat beheert vooral wegen en waterwegen.",
      markup="markdown",
      style=[LINK, AFL]),

    q(NONE, "plantverband-per-hectare",
      "Een perceel van één hectare wordt ingeplant in een plantverband van 2 × 2 m. Hoeveel plantjes zijn daarvoor nodig?",
      ["250", "2500", "5000", "10.000"],
      "B",
      "Eén hectare is 10.000 m². Elk plantje krijgt 2 × 2 = 4 m², dus 10.000 ÷ 4 = 2500 plantjes.",
      style=[R, KORT]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "naalden-per-twee",
      "Bij welke boomsoort staan de naalden in bundeltjes van twee?",
      ["Fijnspar", "Grove den", "Europese lariks", "Taxus"],
      "B",
      "De grove den heeft twee naalden per kortlot, die samen uit één schede komen. "
      "Fijnspar en taxus hebben afzonderlijk staande naalden, en de lariks draagt zijn naalden in dichte bosjes van twintig of meer.",
      moved_to="C",
      style=[AFL]),

    q(MOVED, "bijgroei-perceel",
      "Een perceel van 12 ha heeft een gemiddelde bijgroei van 8 m³ hout per hectare per jaar. Hoeveel hout groeit er per jaar bij op het hele perceel?",
      ["20 m³", "80 m³", "96 m³", "150 m³"],
      "C",
      "Vermenigvuldig de bijgroei per hectare met de oppervlakte: 12 × 8 = 96 m³ per jaar.",
      moved_to="B",
      style=[R, KORT]),

    q(MOVED, "klimaatbestendig-bos-niet",
      "Welke maatregel draagt NIET bij aan een bos dat beter bestand is tegen klimaatverandering?",
      ["Verschillende boomsoorten door elkaar laten groeien",
       "Diepwortelende soorten aanplanten",
       "Het bos omvormen tot een monocultuur van fijnspar"],
      "C",
      "Een bos met maar één soort, zeker met de ondiep wortelende en droogtegevoelige fijnspar, is extra kwetsbaar: een droge zomer of een plaag van de letterzetter kan het dan in één keer treffen. "
      "Menging en diepwortelende soorten spreiden dat risico juist.",
      moved_to="A",
      style=[NEG]),
]

RELATED = [
    ["diameter-borsthoogte", "grondvlak-enkele-boom", "stamvolume-vormgetal", "plantverband-per-hectare"],
    ["dunning-doel", "uitkap-beheer", "natuurlijke-verjonging", "hakhout-betekenis"],
    ["douglas-geslacht", "geen-naaldboom", "amerikaanse-eik-exoot", "bospest-vogelkers"],
    ["koolstof-in-hout", "koolstof-naar-co2", "jaarring-ontstaan", "spinthout-betekenis"],
    ["essentaksterfte-oorzaak", "letterzetter-fijnspar"],
    ["fsc-afkorting", "staatsbosbeheer-rijk"],
]
