from qdata import q

TOPIC = "filosofie"
TITLE = "Filosofie"
DESC = "Grote denkers, ethiek, kennisleer en logica voor het schoolvak filosofie."

Q = [
    q("fi-ik-weet-dat-ik-niets-weet", 1,
      "Aan welke filosoof wordt de uitspraak 'Ik weet dat ik niets weet' toegeschreven?",
      ["Descartes", "Kant", "Socrates"], "C",
      "De uitspraak wordt via de dialogen van Plato aan Socrates toegeschreven."),

    q("fi-cogito-ergo-sum", 7,
      "Van welke filosoof is de uitspraak 'Ik denk, dus ik besta' (cogito, ergo sum)?",
      ["Spinoza", "René Descartes", "John Locke"], "B",
      """De uitspraak is niet van Spinoza of Locke, maar van René Descartes. Hij zocht naar iets wat niet
te betwijfelen viel en concludeerde dat hij, zelfs als hij overal aan twijfelde, in elk geval
moest bestaan als iemand die twijfelt."""),

    q("fi-grot-van-plato", 2,
      "Wat wil Plato duidelijk maken met zijn allegorie van de grot?",
      ["Dat wat we met onze zintuigen waarnemen slechts een schaduw is van de ware werkelijkheid",
       "Dat mensen het best in kleine gemeenschappen kunnen leven",
       "Dat het volk zelf de staat moet besturen"], "A",
      """De gevangenen in de grot zien alleen schaduwen op de wand en houden die voor de werkelijkheid.
Zo is volgens Plato ook onze zintuiglijke wereld maar een afspiegeling van de ideeën, die je
alleen met het verstand kunt kennen."""),

    q("fi-utilisme", 7,
      "Welke ethische stroming beoordeelt een handeling naar de gevolgen voor het geluk van zo veel mogelijk mensen?",
      ["Het utilisme", "De plichtethiek", "De deugdethiek"], "A",
      """De plichtethiek van Kant kijkt naar de regel achter een handeling, niet naar de gevolgen, en de
deugdethiek van Aristoteles naar het karakter van de handelende persoon. Het utilisme van Bentham en
Mill weegt juist de gevolgen: goed is wat het meeste geluk voor de meeste mensen oplevert."""),

    q("fi-categorische-imperatief", 3,
      "Wat houdt de categorische imperatief van Kant in?",
      ["Handel alleen volgens een regel waarvan je kunt willen dat die een algemene wet wordt",
       "Handel zo dat er zo veel mogelijk geluk ontstaat",
       "Volg altijd je gevoel, omdat dat het betrouwbaarst is",
       "Gehoorzaam altijd de wetten van de staat"], "A",
      """Kant zocht een morele plicht die voor elk redelijk wezen geldt, ongeacht wat iemand wil bereiken.
Optie A geeft de bekendste formulering weer: toets je handelingsregel door je af te vragen of
iedereen zo zou kunnen handelen. Liegen valt bijvoorbeeld af, omdat een wereld waarin iedereen
liegt het vertrouwen onmogelijk maakt waarop liegen juist rekent.
Optie B is de kern van het utilisme. Kant wees juist af dat de gevolgen bepalen of een handeling
goed is.
Optie C botst met Kants nadruk op de rede; gevoelens noemde hij een onbetrouwbare grondslag voor
moraal.
Optie D verwart moraal met recht. Een wet van de staat kan volgens Kant zelf moreel verkeerd zijn,
en dan blijft de categorische imperatief de maatstaf."""),

    q("fi-aristoteles-deugd", 6,
      "Wat is volgens Aristoteles een deugd?",
      ["Het juiste midden tussen twee uitersten, zoals moed tussen lafheid en roekeloosheid",
       "Het strikt en zonder uitzondering volgen van regels",
       "Het vermijden van elke vorm van plezier"], "A",
      """Aristoteles zag een deugd als een goede karaktereigenschap die je door oefening ontwikkelt en
die tussen te veel en te weinig in ligt. Moed ligt zo tussen lafheid en overmoed. Regels blindelings
volgen of plezier mijden is niet wat hij bedoelde. Zie
[Deugdethiek op Wikipedia](https://nl.wikipedia.org/wiki/Deugdethiek).""", md=True),

    q("fi-spinoza-verbanning", 1,
      "Welke filosoof werd in 1656 uit de Portugees-Joodse gemeente van Amsterdam verbannen?",
      ["Erasmus", "Spinoza", "Descartes"], "B",
      "Baruch de Spinoza kreeg in 1656 de ban van de Amsterdamse Portugees-Joodse gemeente."),

    q("fi-lof-der-zotheid", 7,
      "Welk werk is van de hand van Erasmus?",
      ["Ethica", "Leviathan", "Lof der Zotheid"], "C",
      """De Ethica is van Spinoza en Leviathan van Thomas Hobbes. Erasmus schreef de Lof der Zotheid,
een satire waarin de Zotheid zelf aan het woord is en de kerk en de geleerden van zijn tijd op de
hak neemt."""),

    q("fi-empirisme", 2,
      "Wat is de kerngedachte van het empirisme?",
      ["Kennis komt voort uit zintuiglijke ervaring",
       "Kennis komt uit het verstand alleen, los van de ervaring",
       "Zekere kennis is voor de mens helemaal onmogelijk"], "A",
      """Empiristen als Locke en Hume stellen dat alles wat we weten uiteindelijk teruggaat op wat we
zien, horen en voelen. De gedachte dat het verstand op eigen kracht kennis oplevert, hoort bij het
rationalisme, en totale twijfel bij het scepticisme."""),

    q("fi-ad-hominem", 2,
      "Wat is een drogreden op de man (ad hominem)?",
      ["De persoon aanvallen in plaats van diens argument",
       "Een beroep doen op een deskundige",
       "De conclusie al als premisse gebruiken"], "A",
      """Bij deze drogreden wordt niet het standpunt bestreden, maar de persoon die het inneemt, zoals:
'Jij rookt zelf, dus je advies om te stoppen telt niet.' Of het advies klopt, staat daar los van.
Een beroep op autoriteit en een cirkelredenering zijn andere drogredenen."""),

    q("fi-geldig-argument-niet", 5,
      "Welke bewering over een geldig deductief argument is NIET juist?",
      ["Als alle premissen waar zijn, is de conclusie ook waar",
       "Geldigheid hangt af van de vorm van het argument",
       "Een geldig argument heeft altijd een ware conclusie, ook als de premissen onwaar zijn"], "C",
      """Geldigheid belooft alleen dat waarheid van de premissen wordt doorgegeven; met een onware premisse
kan ook een geldig argument een onware conclusie opleveren. De eerste twee beweringen kloppen: dat
de conclusie volgt uit ware premissen is precies wat geldig betekent, en dat volgt uit de vorm van
de redenering, niet uit de inhoud."""),

    q("fi-hobbes-natuurtoestand", 2,
      "Hoe beschrijft Hobbes de natuurtoestand, het leven zonder staat?",
      ["Als een oorlog van allen tegen allen", "Als een vredig paradijs", "Als een toestand waarin iedereen vanzelf rechtvaardig handelt"], "A",
      """Zonder gezag dat orde bewaart, zijn mensen volgens Hobbes voortdurend bang voor elkaar. Het leven
is dan 'eenzaam, armoedig, smerig, beestachtig en kort'. Om daaraan te ontsnappen dragen mensen hun
macht over aan een vorst, de Leviathan."""),

    q("fi-waarheidstabel-rijen", 4,
      "Hoeveel rijen heeft een volledige waarheidstabel voor een formule met 3 verschillende proposities?",
      ["6", "8", "9"], "B",
      """Elke propositie kan waar of onwaar zijn: twee mogelijkheden. Bij drie proposities zijn er
2 × 2 × 2 = 2³ = 8 combinaties, dus acht rijen. 6 is 3 × 2 en 9 is 3²."""),

    q("fi-logica-disjunctie", 8,
      "Stel: p is waar en q is onwaar. Welke uitdrukking is dan waar?",
      ["p ∧ q", "p ∨ q", "¬p"], "B",
      """p ∨ q ('p of q') is waar zodra minstens één van beide waar is, en p is waar. p ∧ q ('p en q')
vraagt dat beide waar zijn, en ¬p is de ontkenning van een ware uitspraak, dus onwaar."""),

    q("fi-trolleyprobleem", 6,
      "Wat is het trolleyprobleem?",
      ["Een gedachte-experiment over de vraag of je één persoon mag opofferen om er vijf te redden",
       "Een vraagstuk uit de verkeerskunde over de capaciteit van trambanen",
       "Een logische paradox over oneindige verzamelingen"], "A",
      """Een op hol geslagen tram rijdt op vijf mensen af; door een wissel om te zetten red je hen, maar
dan sterft één ander. Het experiment, bedacht door Philippa Foot, zet utilisme en plichtethiek
scherp tegenover elkaar. Zie [Trolleyprobleem](https://nl.wikipedia.org/wiki/Trolleyprobleem).""",
      md=True),

    q("fi-existentie-voor-essentie", 7,
      "Welke uitspraak hoort bij het existentialisme van Jean-Paul Sartre?",
      ["'De existentie gaat vooraf aan de essentie'", "'Zijn is waargenomen worden'", "'De mens is de maat van alle dingen'"], "A",
      """'Zijn is waargenomen worden' komt van Berkeley, en 'de mens is de maat van alle dingen' van de
sofist Protagoras. Sartre stelde dat de mens eerst bestaat en daarna zelf, door zijn keuzes,
bepaalt wie hij is."""),

    q("fi-rationalisme-niet", 5,
      "Welke filosoof hoort NIET bij het rationalisme?",
      ["René Descartes", "Baruch de Spinoza", "Gottfried Leibniz", "David Hume"], "D",
      """Hume was een empirist: volgens hem is alle kennis terug te voeren op indrukken die via de
zintuigen binnenkomen. Descartes, Spinoza en Leibniz zijn juist de bekende rationalisten, die het
verstand als de bron van zekere kennis zagen."""),

    # --- gebrekkig ---
    q("fi-leraar-aristoteles", 1,
      "Wie was de leraar van Aristoteles?",
      ["Plato", "Socrates", "Alexander de Grote"], "A",
      "Aristoteles studeerde twintig jaar aan de Academie van Plato.", flaw="sd", mark="B"),

    q("fi-hellend-vlak", 3,
      "Welke omschrijving past bij de drogreden van het hellend vlak?",
      ["Beweren dat een kleine stap onvermijdelijk leidt tot een reeks steeds ergere gevolgen",
       "De persoon aanvallen in plaats van zijn argument",
       "Iets voor waar houden omdat de meerderheid het gelooft",
       "Het standpunt van de ander verdraaien en dan die verdraaiing bestrijden"], "A",
      """Alleen A beschrijft het hellend vlak. Daarbij wordt gesteld dat een bescheiden maatregel
'onvermijdelijk' uitloopt op iets rampzaligs, zonder dat de tussenstappen worden onderbouwd:
'Als we de supermarkt op zondag openen, staat straks niemand meer in de kerk en valt de samenleving
uit elkaar.'
B is een andere drogreden, de aanval op de persoon (ad hominem).
C heet het beroep op de meerderheid: dat veel mensen iets vinden, maakt het nog niet waar.
D is de stropopredenering: je valt niet het echte standpunt aan, maar een zwakkere versie die je
zelf hebt bedacht. Die drie drogredenen verschillen dus van het hellend vlak, dat draait om een
niet onderbouwde kettingreactie.""", flaw="sd", mark="D"),

    q("fi-wat-is-ethiek", 7,
      "Wat is ethiek?",
      ["Het filosofisch nadenken over goed en kwaad handelen", "De leer van het geldig redeneren", "De leer van het geldig redeneren.", "De studie van schoonheid en kunst"], "A",
      """Ethiek onderzoekt hoe we goed kunnen handelen en waarom. De leer van het geldig redeneren heet
logica, niet ethiek, en de studie van schoonheid is de esthetica.""", flaw="dup"),
]
