from qdata import q

TOPIC = "engelse-grammatica"
TITLE = "Engelse grammatica"
DESC = "Werkwoordstijden, voorzetsels, woordsoorten en zinsbouw in het Engels, uitgelegd in het Nederlands."

Q = [
    q("en-present-simple-s", 1,
      "Welke zin is grammaticaal correct?",
      ["She play tennis every Saturday.", "She plays tennis every Saturday.", "She playing tennis every Saturday."], "B",
      "In de present simple krijgt de derde persoon enkelvoud een -s: she plays."),

    q("en-present-continuous-gebruik", 6,
      "Wanneer gebruik je in het Engels de present continuous (bijvoorbeeld I am reading)?",
      ["Voor iets wat op dit moment aan de gang is", "Voor vaste gewoonten", "Voor afgeronde handelingen in het verleden"], "A",
      """De present continuous beschrijft een handeling die nu bezig is, zoals `I am reading a book`
op het moment dat je het zegt. Gewoonten gaan in de present simple (`I read every evening`) en
afgeronde zaken in de past simple. Zie
[Cambridge Dictionary](https://dictionary.cambridge.org/grammar/british-grammar/present-continuous-i-am-working).""",
      md=True),

    q("en-past-simple-ago", 7,
      "Welke werkwoordstijd gebruik je bij een tijdsbepaling als 'two years ago'?",
      ["De present perfect", "De past simple", "De future simple"], "B",
      """Een afgesloten moment in het verleden, zoals 'ago', 'yesterday' of 'in 2019', vraagt om de past
simple, niet om de present perfect: 'I moved here two years ago.' De present perfect gebruik je
juist als het tijdstip niet genoemd wordt of nog doorloopt."""),

    q("en-since-of-for", 7,
      "Vul in: 'I have lived in Utrecht ___ 2015.'",
      ["for", "ago", "since"], "C",
      """'For' hoort bij een tijdsduur, zoals 'for ten years'; 'since' bij een beginpunt, zoals 'since
2015'. Omdat hier een jaartal staat, is 'since' juist. 'Ago' kan niet samen met de present perfect."""),

    q("en-past-van-go", 1,
      "Wat is de past simple van het werkwoord 'to go'?",
      ["went", "goed", "gone"], "A",
      "Go is onregelmatig: go, went, gone. Gone is het voltooid deelwoord."),

    q("en-first-conditional", 3,
      "Kies de juiste vorm: 'If it ___ tomorrow, we will stay inside.'",
      ["rains", "will rain", "rained", "would rain"], "A",
      """Dit is een first conditional: een reële mogelijkheid in de toekomst. In de if-zin staat dan de
present simple en in de hoofdzin 'will' met het hele werkwoord.
A, 'rains', is daarom juist: 'If it rains tomorrow, we will stay inside.'
B, 'will rain', is een typische fout van Nederlandstaligen, omdat je in het Nederlands ook 'als
het morgen gaat regenen' kunt zeggen. In een Engelse if-zin over de toekomst komt 'will' echter
normaal niet voor.
C, 'rained', hoort bij de second conditional, voor onwaarschijnlijke of denkbeeldige situaties:
'If it rained, we would stay inside.' Dan moet de hoofdzin ook 'would' hebben.
D, 'would rain', past in geen van de gewone conditionele zinnen in de if-zin zelf."""),

    q("en-any-in-vraag", 2,
      "Welk woord past in de zin: 'Do you have ___ brothers?'",
      ["much", "some", "any"], "C",
      """In vragen en ontkennende zinnen gebruik je meestal 'any'. 'Some' hoort vooral bij bevestigende
zinnen en bij aanbiedingen, zoals 'Would you like some tea?'. 'Much' past niet, omdat 'brothers'
telbaar is."""),

    q("en-much-money", 7,
      "Vul in: 'How ___ money do you have?'",
      ["many", "much", "lot"], "B",
      """'Many' gebruik je bij telbare zelfstandige naamwoorden in het meervoud, zoals 'how many coins';
'money' is ontelbaar en krijgt daarom 'much'. 'Lot' kan alleen in de vaste combinatie 'a lot of'."""),

    q("en-vergrotende-trap-good", 1,
      "Wat is de vergrotende trap van 'good'?",
      ["gooder", "best", "better"], "C",
      "Good is onregelmatig: good, better, best."),

    q("en-its-of-its", 8,
      "Vul in: 'The dog wagged ___ tail.'",
      ["it's", "its", "its'"], "B",
      """'Its' zonder apostrof is het bezittelijk voornaamwoord: de staart van de hond. 'It's' is een
samentrekking van 'it is' of 'it has', en 'its'' bestaat niet."""),

    q("en-passive-present", 2,
      "Zet in de passive: 'The chef cooks the meal.'",
      ["The meal is cooked by the chef.", "The meal was cooked by the chef.", "The meal is cooking by the chef."], "A",
      """De oorspronkelijke zin staat in de present simple, dus de lijdende vorm gebruikt 'is' met het
voltooid deelwoord 'cooked'. Met 'was' verschuif je de zin naar het verleden, en 'is cooking' is
een actieve vorm die niet samengaat met 'by the chef'."""),

    q("en-zin-niet-correct", 5,
      "Welke zin is NIET correct?",
      ["I have seen that film.", "He doesn't like coffee.", "She don't know the answer."], "C",
      """Bij 'she' hoort in de ontkenning 'doesn't': 'She doesn't know the answer.' De andere zinnen
kloppen wel: 'have seen' is een correcte present perfect, en 'he doesn't like' gebruikt de juiste
vorm van 'do' voor de derde persoon enkelvoud."""),

    q("en-bijwoord-beautifully", 7,
      "Vul in: 'She sings ___.'",
      ["beautiful", "beautifully", "beauty"], "B",
      """'Beautiful' is een bijvoeglijk naamwoord en zegt iets over een zelfstandig naamwoord ('a
beautiful song'); 'beauty' is zelf een zelfstandig naamwoord. Een werkwoord als 'sings' krijgt een
bijwoord, en dat is 'beautifully'."""),

    q("en-there-are", 6,
      "Welke vorm is juist in: 'There ___ three apples on the table.'?",
      ["is", "are", "be"], "B",
      """Bij een meervoud na het werkwoord gebruik je `there are`; bij een enkelvoud `there is`. 'Three
apples' is meervoud. Zie de uitleg op
[Cambridge Dictionary](https://dictionary.cambridge.org/grammar/british-grammar/there-is-there-are).""",
      md=True),

    q("en-three-dozen", 4,
      "Een recept vraagt om 'three dozen eggs'. Hoeveel eieren zijn dat?",
      ["30", "36", "12"], "B",
      """'A dozen' is een dozijn, 12 stuks. Three dozen is dus 3 × 12 = 36, thirty-six eggs.
12 is maar één dozijn en 30 ontstaat als je 'dozen' met tien verwart."""),

    q("en-question-tag", 2,
      "Vul de question tag in: 'You're coming tonight, ___?'",
      ["don't you", "aren't you", "isn't it"], "B",
      """Een question tag herhaalt het hulpwerkwoord en het onderwerp uit de zin, maar dan ontkennend.
'You're' is 'you are', dus de tag wordt 'aren't you'. 'Don't you' past bij een zin zonder
hulpwerkwoord en 'isn't it' bij het onderwerp 'it'."""),

    q("en-present-perfect-onjuist", 5,
      "Welke uitspraak over de present perfect is onjuist?",
      ["Je vormt haar met have/has en het voltooid deelwoord",
       "Je gebruikt haar vaak met woorden als 'ever', 'never' en 'already'",
       "Je gebruikt haar bij een precies genoemd tijdstip in het verleden, zoals 'last Monday'"], "C",
      """Bij een afgesloten, genoemd tijdstip zoals 'last Monday' hoort de past simple. De eerste twee
uitspraken kloppen: 'She has finished' laat de vorm zien met has en het voltooid deelwoord, en
woorden als 'ever', 'never' en 'already' passen goed bij de present perfect, omdat die het verleden
met nu verbindt."""),

    # --- gebrekkig ---
    q("en-geen-present-perfect", 5,
      "Welke zin staat NIET in de present perfect?",
      ["I have finished my homework.", "She has never been to London.", "We went to Paris last summer."], "C",
      """'Went' is de past simple van 'go', passend bij het afgesloten tijdstip 'last summer'. De andere
twee zinnen gebruiken 'have' of 'has' met een voltooid deelwoord ('finished', 'been') en staan dus
wel in de present perfect.""", flaw="sd", mark="A"),

    q("en-interested-in", 7,
      "Vul in: 'She is very interested ___ modern art.'",
      ["in", "on", "at"], "A",
      """'Interested' gaat altijd samen met 'in'. 'On' hoort bijvoorbeeld bij 'keen on' en 'at' bij
'good at', niet bij 'interested'.""", flaw="sd", mark="B"),

    q("en-meervoud-child", 1,
      "Wat is het meervoud van 'child'?",
      ["childs", "children", "childrens", "childes"], "B",
      "Child heeft een onregelmatig meervoud: children.", flaw="sd", mark="C"),
]
