from gen import Q
TOPIC = "nederlands"
TITLE = "Nederlands"
DESC = "Grammatica, spelling en literatuur voor de bovenbouw."
QS = [
Q("dt-vindt", "Welke zin is goed gespeld?",
 ["Hij vind het boek erg mooi.", "Hij vint het boek erg mooi.", "*Hij vindt het boek erg mooi."],
 """Het onderwerp is *hij*, dus je gebruikt de stam plus t: vind + t = **vindt**. Zonder t schrijf je de vorm alleen bij *ik* (ik vind) of als *je* achter het werkwoord staat (vind je).""",
 s="md refute", md=True, related=["persoonsvorm-morgen", "verleden-tijd-fietsen"]),
Q("verleden-tijd-fietsen", "Wat is de verleden tijd van ‘fietsen’ bij ‘ik’?",
 ["ik fietsde", "*ik fietste", "ik fietstte"],
 """De stam is *fiets* en eindigt op een s, een medeklinker uit ’t kofschip. Dan krijgt de verleden tijd -te: ik fietste. De uitgang -de hoort bij stammen die niet op een kofschipletter eindigen, zoals *ik woonde*; ‘fietsde’ is dus fout, en ‘fietstte’ heeft een t te veel.""",
 s="refute md", md=True, related=["dt-vindt"]),
Q("onderwerp-zin-fiets", "Wat is het onderwerp in de zin ‘Gisteren kocht mijn zus een nieuwe fiets’?",
 ["gisteren", "een nieuwe fiets", "*mijn zus"],
 """Vraag: wie of wat + persoonsvorm? Wie kocht? Mijn zus. Dat is het onderwerp. ‘Een nieuwe fiets’ is het lijdend voorwerp, en ‘gisteren’ is een bijwoordelijke bepaling van tijd.""",
 s="refute"),
Q("geen-bijvoeglijk-naamwoord", "In welke zin staat GEEN bijvoeglijk naamwoord?",
 ["Het oude huis stond leeg.", "*Wij lopen morgen naar school.", "De soep is heet.", "Ze kocht een rode jas."],
 """In ‘Wij lopen morgen naar school’ staat geen woord dat iets over een zelfstandig naamwoord zegt; ‘morgen’ is een bijwoord. In de andere zinnen staat wel een bijvoeglijk naamwoord: *oude* (huis), *heet* (de soep, als naamwoordelijk deel van het gezegde) en *rode* (jas).""",
 s="neg md", md=True),
Q("auteur-max-havelaar", "Wie schreef ‘Max Havelaar’ (1860)?",
 ["*Multatuli", "Hildebrand", "Gerard Reve"],
 """Max Havelaar is geschreven door Multatuli, het pseudoniem van Eduard Douwes Dekker. Hildebrand (Nicolaas Beets) schreef de Camera Obscura, en Gerard Reve schreef ruim een eeuw later De avonden.""",
 s="refute"),
Q("metafoor-of-vergelijking", "Welke zin bevat een metafoor?",
 ["*Die jongen is een echte vos.", "Zij is zo sterk als een beer.", "Hij rende als een haas weg.", "Ze zong net zo mooi als een nachtegaal."],
 """Bij een metafoor wordt het beeld genoemd zonder vergelijkingswoord: de jongen ís een vos (slim, sluw). De drie andere zinnen gebruiken ‘als’; dat zijn vergelijkingen, geen metaforen.""",
 s="refute"),
Q("regels-sonnet", "Een klassiek sonnet bestaat uit twee kwatrijnen en twee terzinen. Hoeveel regels telt het gedicht?",
 ["twaalf", "zestien", "*veertien"],
 """Een kwatrijn heeft vier regels en een terzine drie: 2 × 4 + 2 × 3 = 8 + 6 = veertien regels. Zestien regels zou je krijgen met vier kwatrijnen.""",
 s="arith refute"),
Q("persoonsvorm-morgen", "Wat is de persoonsvorm in ‘Morgen gaan wij met de trein naar Utrecht’?",
 ["*gaan", "wij", "morgen"],
 """Het juiste antwoord is A. Zet de zin in een andere tijd (‘Gisteren gingen wij…’): het woord dat verandert, is de persoonsvorm, en dat is *gaan*.""",
 s="letter md", md=True, related=["dt-vindt"]),
Q("groter-dan-als", "Welke zin is volgens de standaardtaal correct?",
 ["Mijn broer is groter als ik.", "*Mijn broer is groter dan ik.", "Mijn broer is groter dan mij."],
 """Deze vraag gaat over twee bekende valkuilen tegelijk. Bekijk de opties één voor één.

‘Groter als ik’ hoor je vaak in de spreektaal, maar in de standaardtaal gebruik je na een vergrotende trap *dan*. ‘Als’ hoort bij een gelijkheid: ‘hij is even groot als ik’. Deze zin is dus fout.

‘Groter dan mij’ gebruikt wel het goede woord *dan*, maar daarna staat de verkeerde vorm van het voornaamwoord. De zin is eigenlijk een verkorte versie van ‘Mijn broer is groter dan ik ben’. In die aangevulde zin is *ik* het onderwerp, en een onderwerp staat niet in de voorwerpsvorm *mij*.

‘Groter dan ik’ combineert beide regels correct: *dan* na de vergrotende trap, en de onderwerpsvorm *ik*. Een handige controle is de zin in gedachten af te maken met ‘ben’: ‘groter dan ik ben’ klinkt goed, ‘groter dan mij ben’ niet.

Zo onthoud je het: vergrotende trap plus dan, gelijkheid plus als.""",
 s="walk refute"),
Q("geen-lidwoord", "Welk woord is GEEN lidwoord?",
 ["de", "het", "een", "*dit"],
 """‘Dit’ is een aanwijzend voornaamwoord. ‘De’ en ‘het’ zijn bepaalde lidwoorden en ‘een’ is het onbepaalde lidwoord; dat zijn de enige drie lidwoorden van het Nederlands.""",
 s="neg refute"),
Q("hun-of-hen", "Welk woord hoort op de open plek? ‘Ik heb … gisteren een brief gestuurd.’",
 ["*hun", "hen", "zij", "hullie"],
 """Het verschil tussen *hun* en *hen* is een van de lastigste regels van het Nederlands. We bekijken elke optie.

In de zin ‘Ik heb … gisteren een brief gestuurd’ stuur je de brief áán iemand. Dat zinsdeel is het meewerkend voorwerp. Staat er geen voorzetsel vóór, dan gebruik je in de standaardtaal *hun*: ‘Ik heb hun een brief gestuurd.’ Dat is dus het goede antwoord.

*Hen* gebruik je als lijdend voorwerp (‘Ik zag hen gisteren’) of na een voorzetsel (‘Ik heb een brief aan hen gestuurd’). Hier staat geen voorzetsel en is het geen lijdend voorwerp, dus *hen* past niet.

*Zij* is de onderwerpsvorm: ‘Zij hebben een brief gestuurd.’ Op de open plek staat geen onderwerp, want het onderwerp is al *ik*.

*Hullie* hoor je in sommige dialecten en in de spreektaal, maar het is geen standaardtaal en hoort in een nette tekst dus niet thuis.""",
 s="walk refute"),
Q("cliffhanger-betekenis", "Wat is een cliffhanger in een verhaal?",
 ["Een terugblik naar gebeurtenissen van vroeger.", "Een personage dat zich tegen de hoofdpersoon verzet.", "*Een spannend open einde van een hoofdstuk of aflevering.", "Een samenvatting aan het begin van het boek."],
 """Een **cliffhanger** breekt het verhaal af op het spannendste moment, zodat je wilt doorlezen. Niet verwarren met:

- een *flashback* of terugblik (terug in de tijd);
- een *antagonist* (de tegenspeler van de hoofdpersoon).

Een samenvatting vooraf heeft met spanning niets te maken.""",
 s="md refute", md=True),
Q("werkwoord-herkennen", "Welk woord is een werkwoord?",
 ["snel", "tafel", "*lopen"],
 """‘Lopen’ is een werkwoord: je kunt het vervoegen (ik loop, hij liep).""",
 s=""),
Q("genre-achterhuis", "Tot welk genre behoort ‘Het Achterhuis’ van Anne Frank?",
 ["roman", "*dagboek", "toneelstuk", "gedichtenbundel"],
 """Anne Frank schreef haar tekst tijdens de onderduik, in briefvorm aan de denkbeeldige vriendin Kitty. Laten we alle genres bekijken.

Een roman is een fictief verhaal, door een schrijver verzonnen, met een verteller en vaak een bewust opgebouwde plot. Het Achterhuis is geen verzonnen verhaal: het beschrijft wat Anne zelf meemaakte.

Een toneelstuk is geschreven om opgevoerd te worden, met rolteksten en regieaanwijzingen. Er bestaat wel een toneelbewerking van het boek, maar die is later door anderen gemaakt; de oorspronkelijke tekst is geen toneel.

Een gedichtenbundel bestaat uit poëzie, met versregels en vaak rijm of een vaste vorm. Anne schreef in proza.

Een dagboek is een persoonlijk, gedateerd verslag van wat de schrijver dag na dag beleeft, denkt en voelt. Dat past precies: Anne noteerde met datum haar ervaringen tussen 1942 en 1944. Dat ze haar tekst later zelf herschreef met het oog op publicatie, verandert daar niets aan.""",
 s="walk refute"),
Q("zinsdeel-lijdend-voorwerp", "Wat is het lijdend voorwerp in ‘De leraar geeft de leerlingen een opdracht’?",
 ["de leraar", "de leerlingen", "*een opdracht"],
 """Vraag: wat geeft de leraar? Een opdracht, dus dat is het lijdend voorwerp. ‘De leerlingen’ is het meewerkend voorwerp (áán wie), niet het lijdend voorwerp.""",
 s="refute", related=["onderwerp-zin-fiets"]),
Q("spelling-klopt-niet", "Welke spelling klopt NIET?",
 ["*ik wordt", "hij wordt", "word je"],
 """Bij *ik* schrijf je alleen de stam: ik word. ‘Hij wordt’ (stam + t) en ‘word je’ (je achter het werkwoord, dus zonder t) zijn allebei juist.""",
 s="neg", related=["dt-vindt"]),
]
