from lib import Q, topic

T = "filosofie"
topic(T, "Filosofie", "Denkers, stromingen en basisbegrippen uit ethiek, kennisleer en logica.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("ik-denk-dus-ik-ben",
  "Van welke filosoof is de uitspraak 'Ik denk, dus ik ben'?",
  ["John Locke", "*René Descartes", "Immanuel Kant"],
  "Descartes schreef het als 'je pense, donc je suis' in zijn Discours de la méthode (1637).",
  s="kf")

q("allegorie-van-de-grot",
  "In welk werk van Plato staat de allegorie van de grot?",
  ["*Politeia (De staat)", "Symposium", "Phaedo"],
  """
De gevangenen in de grot, die alleen schaduwen op de wand zien en die voor de werkelijkheid houden, komen voor in boek VII van de Politeia. Plato laat Socrates daar uitleggen hoe de filosoof zich losmaakt van de schijn en de wereld van de ideeën leert kennen. Het Symposium gaat over de liefde, de Phaedo over de laatste dag van Socrates en de onsterfelijkheid van de ziel.""",
  s="gen")

q("categorische-imperatief-kant",
  "Wat houdt de categorische imperatief van Kant in zijn bekendste formulering in?",
  ["Handel zo dat het grootste geluk voor het grootste aantal mensen ontstaat",
   "*Handel alleen volgens een regel waarvan je tegelijk kunt willen dat die een algemene wet wordt",
   "Handel zoals een deugdzaam mens in jouw situatie zou handelen",
   "Handel zo dat je er later geen spijt van krijgt"],
  """
Kant zoekt een plicht die onvoorwaardelijk geldt, los van wat het jou oplevert. Zijn toets: kan ik de regel achter mijn handeling tot algemene wet voor iedereen verheffen zonder tegenspraak? Wie bijvoorbeeld liegt als het uitkomt, kan niet willen dat iedereen dat doet, want dan gelooft niemand nog een belofte. Het grootste geluk voor het grootste aantal is de kern van het utilitarisme van Bentham en Mill, de deugdzame mens als maatstaf hoort bij de deugdethiek van Aristoteles, en spijt vermijden is een kwestie van eigenbelang, geen plicht.""",
  s="gen all", rel=["utilitarisme-past-niet"])

q("tabula-rasa-locke",
  "Welke filosoof beschreef de menselijke geest bij de geboorte als een onbeschreven blad (tabula rasa)?",
  ["René Descartes", "Gottfried Wilhelm Leibniz", "Plato", "*John Locke"],
  """
Het gaat om Locke. Als empirist stelde hij dat alle kennis uit ervaring voortkomt; er zijn geen aangeboren ideeën. Descartes en Leibniz waren rationalisten die juist aangeboren ideeën aannamen, en volgens Plato herinnert de ziel zich bij het leren wat ze vóór de geboorte al kende.""",
  s="kf all")

q("spinoza-ethica",
  "Welke filosoof schreef de Ethica, 'op geometrische wijze uiteengezet'?",
  ["Hugo de Groot", "Desiderius Erasmus", "*Baruch de Spinoza"],
  """
Spinoza bouwde zijn hoofdwerk op als een meetkundeboek: definities, axioma's en stellingen met bewijzen. Het werd na zijn dood in 1677 uitgegeven.""",
  s="par")

q("socratische-methode-kern",
  "Wat is de kern van de socratische methode?",
  ["*Door gericht door te vragen tegenstrijdigheden in iemands opvattingen blootleggen",
   "Een doorlopend betoog houden waarin de leraar de waarheid uitlegt",
   "Een stelling stap voor stap bewijzen uit vaste axioma's"],
  """
Socrates beweerde zelf niets te weten. Hij stelde zijn gesprekspartners vragen tot bleek dat hun definitie van bijvoorbeeld rechtvaardigheid of moed niet klopte. Die verwarring was voor hem het begin van echt denken.""",
  s="par")

q("utilitarisme-past-niet",
  "Welke uitspraak past NIET bij het klassieke utilitarisme?",
  ["Het gaat om de gevolgen van een handeling.", "Ieders geluk telt even zwaar mee.",
   "*Een handeling is goed als ze uit plicht voortkomt, ongeacht de gevolgen.",
   "Het doel is zoveel mogelijk welzijn en zo weinig mogelijk leed."],
  """
Het utilitarisme van Bentham en Mill is een gevolgenethiek: je beoordeelt een handeling op wat ze oplevert aan geluk en leed, en daarbij telt ieders geluk even zwaar. Uitspraken over gevolgen, gelijkheid en het maximaliseren van welzijn passen daar dus precies bij. Dat de gevolgen er niet toe doen en alleen de plicht telt, is de opvatting van Kant en staat lijnrecht tegenover het utilitarisme.""",
  s="gen", rel=["categorische-imperatief-kant"])

q("existentie-voor-essentie",
  "'De existentie gaat aan de essentie vooraf.' Met welke stroming wordt deze uitspraak verbonden?",
  ["Het stoïcisme", "*Het existentialisme", "De scholastiek"],
  """
Sartre bedoelde hiermee dat de mens eerst bestaat en pas door zijn keuzes bepaalt wat hij is; er is geen vooraf gegeven menselijke natuur. Dat is de kerngedachte van het existentialisme.""",
  s="gen")

q("scheermes-van-ockham",
  "Wat zegt het scheermes van Ockham?",
  ["Een bewering is alleen zinvol als ze empirisch te verifiëren is",
   "Een theorie is pas wetenschappelijk als ze weerlegd kan worden",
   "*Kies bij gelijke verklaringskracht de verklaring met de minste aannames"],
  """
Het principe is genoemd naar de veertiende-eeuwse monnik Willem van Ockham: je moet niet meer entiteiten aannemen dan nodig is. Het 'scheermes' snijdt overbodige veronderstellingen weg. De eerste optie is het verificatiebeginsel van de logisch-positivisten van de Wiener Kreis, de tweede is het falsificatiecriterium van Karl Popper. Beide gaan over wat wetenschap of zinvolle taal is, niet over eenvoud.""",
  s="gen all", rel=["popper-wetenschappelijk"])

q("popper-wetenschappelijk",
  "Wanneer is een theorie volgens Karl Popper wetenschappelijk?",
  ["Als ze door zoveel mogelijk waarnemingen bevestigd is",
   "*Als ze in principe door waarnemingen weerlegd kan worden",
   "Als de meeste wetenschappers haar aanvaarden",
   "Als ze uit wiskundige axioma's kan worden afgeleid"],
  """
Popper zag dat bevestigingen altijd te vinden zijn; duizend witte zwanen bewijzen niet dat alle zwanen wit zijn, één zwarte zwaan weerlegt het wel. Een wetenschappelijke theorie moet daarom risico lopen: er moeten waarnemingen denkbaar zijn die haar onderuithalen. Dit heet falsifieerbaarheid.""",
  s="gen par", rel=["scheermes-van-ockham"])

q("syllogisme-socrates",
  "Alle mensen zijn sterfelijk. Socrates is een mens. Welke conclusie volgt hier logisch geldig uit?",
  ["Alles wat sterfelijk is, is een mens.", "*Socrates is sterfelijk.", "Sommige mensen zijn niet sterfelijk."],
  """
Antwoord B klopt: als de groep mensen helemaal binnen de groep sterfelijken valt en Socrates in de groep mensen zit, zit hij ook bij de sterfelijken. A draait de eerste premisse om; dat volgt niet, want ook dieren zijn sterfelijk. C is zelfs in tegenspraak met de eerste premisse.""",
  s="let all", fix=True)

q("modus-tollens",
  "Uit 'als p, dan q' en 'niet q' concludeer je 'niet p'. Hoe heet deze redeneervorm?",
  ["Modus ponens", "Bevestigen van de consequent", "*Modus tollens"],
  """
Modus ponens gaat de andere kant op: uit 'als p, dan q' en 'p' volgt 'q'. Het bevestigen van de consequent (uit 'q' concluderen dat 'p') is een drogreden. De hier beschreven geldige vorm, waarbij het ontkennen van het gevolg de voorwaarde ontkent, is modus tollens.""",
  s="all q")

q("aristoteles-juiste-midden",
  "Wat bedoelt Aristoteles met het 'juiste midden' bij deugden?",
  ["*Een deugd ligt tussen twee ondeugden in, zoals moed tussen lafheid en roekeloosheid",
   "Een deugd is wat de meeste mensen in een samenleving gemiddeld doen",
   "Een mens wordt pas deugdzaam in het midden van zijn leven"],
  "Moed ligt voor Aristoteles tussen te weinig (lafheid) en te veel (roekeloosheid).",
  s="par")

q("hobbes-natuurtoestand",
  "Hoe beschreef Thomas Hobbes in Leviathan de natuurtoestand, de toestand zonder staat?",
  ["Als een vreedzame toestand waarin de mens van nature goed is",
   "*Als een oorlog van allen tegen allen",
   "Als een toestand van goddelijke orde en harmonie"],
  """
Volgens Hobbes leeft de mens zonder staat in voortdurende angst en wantrouwen: ieder moet zichzelf beschermen en het leven is 'eenzaam, armoedig, smerig, beestachtig en kort'. Daarom dragen mensen hun macht over aan een soeverein. Het beeld van de van nature goede mens hoort bij Rousseau.""",
  s="kf")

q("logica-conjunctie",
  "Welke formule is waar als p en q allebei waar zijn, en in alle andere gevallen onwaar?",
  ["p ∨ q", "*p ∧ q", "p → q", "¬p ∧ q"],
  """
De conjunctie p ∧ q ('p en q') is alleen waar als beide delen waar zijn. De disjunctie p ∨ q is ook waar als maar één van beide waar is. De implicatie p → q is bovendien waar als p onwaar is. En ¬p ∧ q vereist juist dat p onwaar is.""",
  s="near all q")

q("waarheidstabel-rijen",
  "Hoeveel rijen heeft een volledige waarheidstabel voor een formule met drie verschillende atomaire proposities?",
  ["6", "9", "*8"],
  """
Elke propositie kan waar of onwaar zijn, dus twee mogelijkheden per propositie. Bij drie proposities zijn dat 2 × 2 × 2 = 2³ = acht combinaties, en dus acht rijen.""",
  s="cal")

q("kant-1781",
  "Welk filosofisch hoofdwerk verscheen in 1781?",
  ["Also sprach Zarathustra", "*Kritik der reinen Vernunft", "Phänomenologie des Geistes", "Sein und Zeit"],
  """
- Also sprach Zarathustra is van Nietzsche en verscheen in delen vanaf 1883; te laat.
- Phänomenologie des Geistes publiceerde Hegel in 1807.
- Sein und Zeit is het hoofdwerk van Heidegger uit 1927.
- Kants Kritik der reinen Vernunft kwam in 1781 uit, met een sterk herziene tweede druk in 1787.

Alleen het werk van Kant past dus bij het jaartal.""",
  s="all md", md=True)

# --- gebrekkig: explanation/supports-distractor ---
q("gedoemd-vrij-te-zijn",
  "Welke filosoof stelde dat de mens 'gedoemd is om vrij te zijn'?",
  ["*Jean-Paul Sartre", "Søren Kierkegaard", "Albert Camus"],
  """
De zin komt uit de lezing L'existentialisme est un humanisme (1945) van Sartre. Omdat er volgens hem geen God en geen vaste menselijke natuur is, moet de mens zelf kiezen en draagt hij de volle verantwoordelijkheid voor die keuzes; aan die vrijheid kan hij niet ontsnappen.""",
  s="gen", sd=2)

q("methodische-twijfel-descartes",
  "Wat bedoelde Descartes met zijn methodische twijfel?",
  ["*Alles in twijfel trekken wat niet absoluut zeker is, om een onbetwijfelbaar fundament voor kennis te vinden",
   "Zich van elk oordeel onthouden, omdat de mens toch nooit iets zeker kan weten",
   "Alleen twijfelen aan wat de Kerk leert en de rest als zeker aannemen"],
  """
Antwoord A klopt. Descartes twijfelde niet omdat hij een scepticus was, maar als middel: hij verwierp alles waaraan ook maar enigszins te twijfelen viel, tot hij uitkwam bij iets wat zeker was, namelijk dat hij zelf denkt. B beschrijft het klassieke scepticisme van Pyrrho, en C is geen standpunt van Descartes.""",
  s="let all", sd=1)
