from gen import Q
TOPIC = "scheikunde"
TITLE = "Scheikunde"
DESC = "Stoffen, reacties, molrekenen en zuren en basen op havo/vwo-niveau."
QS = [
Q("molmassa-water", "Wat is de molaire massa van water (H₂O)? Gebruik H = 1,0 u en O = 16,0 u.",
 ["*18,0 g/mol", "17,0 g/mol", "20,0 g/mol", "34,0 g/mol"],
 """Een watermolecuul bevat twee waterstofatomen en één zuurstofatoom: 2 × 1,0 + 16,0 = 18,0 g/mol. Wie op 17,0 g/mol uitkomt, heeft maar één H-atoom geteld; dat is de massa van het OH⁻-ion, niet van water. En 34,0 g/mol hoort bij waterstofperoxide, H₂O₂.""",
 s="arith refute", related=["mol-water-36-gram", "avogadro-getal"]),
Q("formule-waterstofperoxide", "Wat is de molecuulformule van waterstofperoxide?",
 ["H₂O", "HO₂", "*H₂O₂"],
 """Waterstofperoxide heeft twee zuurstofatomen die aan elkaar vastzitten, met aan elk een waterstofatoom: H₂O₂. H₂O is gewoon water, en HO₂ is geen stabiele stof die je in een flesje kunt kopen.""",
 s="opdiff refute"),
Q("ph-zure-oplossing", "Welke pH hoort bij een zure oplossing bij 25 °C?",
 ["*pH < 7", "pH = 7", "pH > 7"],
 """Bij 25 °C is een oplossing zuur als de pH lager is dan 7.""",
 s="opdiff"),
Q("mol-water-36-gram", "Je weegt 36 gram water af. Hoeveel mol water is dat? (M = 18 g/mol)",
 ["een halve mol", "één mol", "*twee mol", "36 mol"],
 """Het aantal mol is de massa gedeeld door de molaire massa: 36 g ÷ 18 g/mol = 2 mol. Een halve mol krijg je als je de deling omdraait (18 ÷ 36), en 36 mol zou betekenen dat je de massa in gram voor het aantal mol aanziet.""",
 s="arith refute", related=["molmassa-water"]),
Q("geen-edelgas", "Welke van deze stoffen is GEEN edelgas?",
 ["helium", "neon", "argon", "*stikstof"],
 """Stikstof (N₂) staat in groep 15 van het periodiek systeem en vormt moleculen met een drievoudige binding. Helium, neon en argon staan wél in groep 18: het zijn edelgassen met een volle buitenste schil, die als losse atomen voorkomen.""",
 s="neg refute"),
Q("verbranding-methaan", "Welke stoffen ontstaan bij de volledige verbranding van methaan (CH₄)?",
 ["*koolstofdioxide en water", "koolstofmonoxide en waterstof", "koolstof en water"],
 """Bij een volledige verbranding reageert al het koolstof tot CO₂ en al het waterstof tot H₂O: CH₄ + 2 O₂ → CO₂ + 2 H₂O. Koolstofmonoxide en roet (koolstof) ontstaan bij een *onvolledige* verbranding, als er te weinig zuurstof is; dat is juist wat een kapotte cv-ketel gevaarlijk maakt.""",
 s="refute md", md=True),
Q("concentratie-zoutoplossing", "Je lost 5,0 g keukenzout op en vult aan tot 250 mL oplossing. Wat is de concentratie in gram per liter?",
 ["1,25 g/L", "50 g/L", "*20 g/L"],
 """Reken eerst het volume om naar liter: **250 mL = 0,250 L**. Daarna:

- concentratie = massa ÷ volume
- 5,0 g ÷ 0,250 L = **20 g/L**

Je komt op 1,25 g/L uit als je vermenigvuldigt in plaats van deelt (5,0 × 0,250).""",
 s="arith md refute", md=True, related=["verdunning-zoutzuur"]),
Q("ionbinding-stof", "In welke stof komt een ionbinding voor?",
 ["*natriumchloride", "methaan", "zuurstofgas"],
 """Natriumchloride bestaat uit Na⁺- en Cl⁻-ionen die elkaar aantrekken: dat is een ionbinding tussen een metaal en een niet-metaal. Methaan en zuurstofgas zijn opgebouwd uit alleen niet-metalen; daar vind je atoombindingen, geen ionbindingen.""",
 s="refute"),
Q("celsius-naar-kelvin", "Hoeveel kelvin is 25 °C?",
 ["*298 K", "248 K", "273 K"],
 """Tel 273 op bij de temperatuur in graden Celsius: 25 + 273 = 298 K.""",
 s="arith"),
Q("exotherm-onjuist", "Welke uitspraak over een exotherme reactie is onjuist?",
 ["Er komt energie vrij, vaak als warmte.", "De reactieproducten hebben minder chemische energie dan de beginstoffen.", "*De omgeving koelt af tijdens de reactie.", "Een verbranding is een voorbeeld."],
 """Bij een exotherme reactie stroomt energie van de reagerende stoffen náár de omgeving, dus de omgeving wordt warmer, niet kouder. Afkoelen van de omgeving hoort bij een endotherme reactie. De andere uitspraken kloppen: er komt energie vrij, de producten liggen lager in energie dan de beginstoffen, en een verbranding is het bekendste voorbeeld.""",
 s="neg refute"),
Q("neutronen-koolstof-14", "Hoeveel neutronen heeft een atoom koolstof-14? (atoomnummer 6)",
 ["zes", "veertien", "*acht"],
 """Het massagetal 14 is het aantal protonen plus neutronen. Koolstof heeft zes protonen, dus 14 − 6 = acht neutronen. Zes is het aantal protonen en veertien het massagetal zelf.""",
 s="arith refute"),
Q("zoutoplossing-geleiding", "Waarom geleidt een oplossing van keukenzout in water elektrische stroom, terwijl vast keukenzout dat niet doet?",
 ["Omdat water zelf een goede geleider is.", "Omdat er bij het oplossen vrije elektronen ontstaan.", "*Omdat de ionen in de oplossing vrij kunnen bewegen.", "Omdat het zout bij het oplossen uiteenvalt in natrium- en chlooratomen."],
 """Om stroom te geleiden heb je beweeglijke geladen deeltjes nodig. Loop de opties even langs.

Water zelf is juist een heel slechte geleider: gedestilleerd water geleidt vrijwel niet. Dat verklaart dus niet waarom de zoutoplossing wel geleidt.

Vrije elektronen zorgen voor geleiding in metalen. In een zoutoplossing komen geen vrije elektronen vrij; de elektronen blijven bij de ionen horen.

Het zout valt ook niet uiteen in neutrale atomen. Natriumatomen zouden meteen heftig met water reageren, en neutrale deeltjes dragen geen lading.

Wat er wel gebeurt: in vast zout zitten de Na⁺- en Cl⁻-ionen vast in een ionrooster. Ze hebben lading, maar kunnen niet bewegen. Bij het oplossen komen de ionen los van elkaar en worden ze omringd door watermoleculen. Die vrij bewegende ionen transporteren de lading door de oplossing. Daarom geleidt de oplossing wel en het vaste zout niet; ook gesmolten zout geleidt om dezelfde reden.""",
 s="walk refute", related=["ionbinding-stof"]),
Q("katalysator-werking", "Wat doet een katalysator bij een chemische reactie?",
 ["*Hij verlaagt de activeringsenergie, zodat de reactie sneller verloopt.", "Hij wordt tijdens de reactie opgebruikt.", "Hij verschuift het evenwicht naar de kant van de producten."],
 """Een katalysator biedt een andere reactieroute met een **lagere activeringsenergie**. Daardoor verloopt de reactie sneller, terwijl de katalysator zelf aan het eind onveranderd terug is. Het evenwicht verschuift níet: heen- en teruggaande reactie worden evenveel versneld. Meer lezen? Zie [katalyse op Wikipedia](https://nl.wikipedia.org/wiki/Katalyse).""",
 s="md refute", md=True),
Q("verdunning-zoutzuur", "Je verdunt 100 mL zoutzuur van 2,0 mol/L met water tot een totaal volume van 500 mL. Wat is de nieuwe concentratie?",
 ["*0,40 mol/L", "1,0 mol/L", "10 mol/L"],
 """De hoeveelheid opgelost HCl blijft gelijk: 0,100 L × 2,0 mol/L = 0,20 mol. Verdeeld over 0,500 L geeft dat 0,20 ÷ 0,500 = 0,40 mol/L. Het volume wordt vijf keer zo groot, dus de concentratie wordt vijf keer zo klein; 10 mol/L zou juist vijf keer zo sterk zijn.""",
 s="arith refute", related=["concentratie-zoutoplossing"]),
Q("zuren-klopt-niet", "Welke bewering over zuren klopt NIET?",
 ["*Een zure oplossing kleurt rode lakmoes blauw.", "Een zuur staat H⁺-ionen af.", "Zoutzuur is een oplossing van waterstofchloride in water.", "Hoe lager de pH, hoe zuurder de oplossing."],
 """Bij een vraag met ‘klopt NIET’ zoek je de ene bewering die fout is. We bekijken ze alle vier.

Lakmoes is een indicator die blauw is in een basische oplossing en rood in een zure. Een zure oplossing kleurt blauwe lakmoes dus rood. Rode lakmoes blauw kleuren kan alleen een base. Deze bewering draait het om en is daarom de onjuiste.

Dat een zuur H⁺-ionen afstaat, is precies de definitie van Brønsted: een zuur is een protondonor. Die bewering klopt.

Zoutzuur is inderdaad een oplossing van het gas waterstofchloride (HCl) in water. Het HCl splitst daarbij vrijwel volledig in H₃O⁺ en Cl⁻, en daarom is zoutzuur een sterk zuur. Ook dit klopt.

De pH is een maat voor de concentratie H₃O⁺: hoe meer H₃O⁺, hoe lager de pH. Een oplossing met pH 2 is dus zuurder dan een met pH 5. Ook deze bewering is juist.

Alleen de bewering over de lakmoes is dus fout.""",
 s="walk neg refute"),
Q("avogadro-getal", "Hoeveel moleculen zitten er in één mol van een stof?",
 ["6,02 × 10²²", "*6,02 × 10²³", "6,02 × 10²⁶"],
 """Het juiste antwoord is B: één mol bevat 6,02 × 10²³ deeltjes, het getal van Avogadro. De waarde 10²⁶ hoort bij een kilomol, niet bij een mol.""",
 s="opdiff letter refute", related=["molmassa-water"]),
]
