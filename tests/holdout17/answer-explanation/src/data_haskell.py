from common import *

ONDERWERP = "haskell"

VRAGEN = [
q(NONE, "head-van-lege-lijst",
  "Wat gebeurt er als je in GHCi `head []` evalueert?",
  ["Het resultaat is `Nothing`",
   "Het resultaat is een lege lijst",
   "Het resultaat is `0`",
   "Er treedt een uitzondering op tijdens het uitvoeren"], "D",
  "`head` is een partiële functie: voor een lege lijst bestaat geen eerste element, dus je krijgt een runtimefout. "
  "`Nothing` zou je alleen krijgen met een veilige variant zoals `listToMaybe`.",
  tags=[CODE, WEER, IT], markup="markdown"),

q(NONE, "type-van-map",
  "Wat is het type van `map`?",
  ["`(a -> b) -> [a] -> [b]`", "`[a] -> (a -> b) -> [b]`", "`(a -> a) -> a`", "`a -> [a]`"], "A",
  "Eerst de functie, dan de lijst: `map :: (a -> b) -> [a] -> [b]`.",
  tags=[CODE, KORT], markup="markdown"),

q(NONE, "oneindige-lijst-take",
  "Wat levert `take 3 [1..]` op?",
  ["Het programma blijft eindeloos rekenen", "`[1,2,3]`", "Een typefout", "`[0,1,2]`"], "B",
  "Door luie evaluatie wordt van de oneindige lijst alleen berekend wat `take` nodig heeft, dus de eerste drie elementen.",
  tags=[CODE, PAR, WEER], markup="markdown"),

q(NONE, "foldr-som-tot-tien",
  "Wat is de waarde van `foldr (+) 0 [1..10]`?",
  ["10", "45", "55", "100"], "C",
  "Dit telt 1 tot en met 10 op: 10 × 11 / 2 = 55.",
  tags=[REK, CODE, KORT], markup="markdown"),

q(NONE, "lengte-even-getallen",
  "Wat is de waarde van `length [x | x <- [1..20], even x]`?",
  ["Tien", "Twintig", "Elf", "Negen"], "A",
  "De even getallen 2, 4, …, 20 zijn er 20 / 2 = 10.",
  tags=[REK, CODE, GW, KORT], markup="markdown"),

q(NONE, "functor-typeklasse",
  "Wat drukt de typeklasse `Functor` uit?",
  ["Dat waarden van een type onderling kunnen worden vergeleken op gelijkheid met `==` en `/=`, zoals bij getallen en tekst",
   "Dat je een functie kunt toepassen op de waarden binnen een structuur, met behoud van die structuur",
   "Dat een type naar tekst kan worden omgezet",
   "Dat een type een getal is"], "B",
  "Met `fmap` bewerk je wat er ín de doos zit, terwijl de doos zelf (lijst, `Maybe`, boom) dezelfde vorm houdt. "
  "Vergelijken is `Eq` en naar tekst omzetten is `Show`.",
  tags=[PAR, WEER, CODE], markup="markdown"),

q(NONE, "bind-operator",
  "Welke operator is de 'bind' van een monade?",
  ["`>>=`", "`<$>`", "`++`", "`.`"], "A",
  "`>>=` geeft het resultaat van een monadische berekening door aan de volgende.",
  tags=[CODE, KORT], markup="markdown"),

q(NONE, "afkorting-ghc",
  "Waar staat de afkorting GHC voor?",
  ["General Haskell Code", "Glasgow Haskell Compiler", "Generic Higher-order Calculus", "Graph Haskell Checker"], "B",
  "GHC is de Glasgow Haskell Compiler, de gangbare compiler.",
  fb=["Nee, het gaat om een concreet programma.",
      "Goed zo! GHCi is de interactieve omgeving erbij.",
      "Nee, dat klinkt als een theorie, maar GHC is een compiler.",
      "Nee, zo'n hulpmiddel bestaat niet onder die naam."],
  tags=[IT, FB, KORT]),

q(NONE, "haskell-onjuiste-bewering",
  "Welke bewering over Haskell is onjuist?",
  ["Functies hebben geen bijwerkingen, behalve via typen als `IO`",
   "Het is statisch getypeerd, met type-inferentie",
   "Expressies worden standaard lui geëvalueerd",
   "Een variabele kun je na de definitie een nieuwe waarde geven met `:=`"], "D",
  "Haskell kent geen toewijzing: een naam is één keer aan een waarde gebonden en blijft dat, dus D is onjuist en "
  "`:=` bestaat niet als toewijzingsoperator. A klopt, want functies zijn puur en acties met de buitenwereld worden "
  "in het type `IO` vastgelegd, zodat je aan de signatuur ziet of een functie iets met de buitenwereld doet. B klopt "
  "ook: elke expressie heeft tijdens het compileren een vast type, maar dankzij inferentie hoef je dat zelden zelf "
  "op te schrijven. C is eveneens juist: een waarde wordt pas berekend op het moment dat iets hem nodig heeft, "
  "wat oneindige lijsten mogelijk maakt.",
  tags=[NEG, LANG, CODE], markup="markdown"),

q(NONE, "doel-van-maybe",
  "Waarvoor gebruik je het type `Maybe a`?",
  ["Om een waarde weer te geven die mogelijk ontbreekt, zonder null-verwijzingen",
   "Om willekeurige getallen te maken",
   "Om een berekening parallel uit te voeren op meerdere processorkernen en het eerste resultaat terug te geven",
   "Om een lijst met twee elementen te maken"], "A",
  "Een functie die kan mislukken geeft `Just x` of `Nothing` terug; de compiler dwingt je beide gevallen te behandelen.",
  tags=[PAR, CODE], markup="markdown"),

q(NONE, "div-plus-mod",
  "Wat is de waarde van ``17 `div` 5 + 17 `mod` 5``?",
  ["3", "5", "5.4", "7"], "B",
  "``17 `div` 5`` = 3 (gehele deling) en ``17 `mod` 5`` = 2, samen 5. 5.4 zou uit gewone deling komen, maar `div` en `mod` werken met gehele getallen.",
  tags=[REK, CODE, WEER], markup="markdown"),

q(NONE, "type-van-gedeeltelijke-toepassing",
  "Wat is het type van `(+) 3`?",
  ["`Num a => a`", "`Num a => a -> a -> a`", "`Num a => a -> a`", "`Int`"], "C",
  "Door currying is `(+) 3` een functie die nog één getal verwacht en er drie bij optelt.",
  tags=[CODE, PAR, KORT], markup="markdown"),

q(NONE, "werking-seq",
  "Wat doet `seq a b`?",
  ["Het voert `a` en `b` parallel uit",
   "Het evalueert `a` tot WHNF voordat `b` wordt teruggegeven",
   "Het sorteert `a` en `b`",
   "Het maakt van `a` en `b` een lijst"], "B",
  "`seq` dwingt af dat `a` tot *weak head normal form* (WHNF) wordt uitgerekend, bijvoorbeeld om een ophoping van "
  "thunks in een accumulator te voorkomen; daarna geeft het gewoon `b` terug. Dat is B. Parallel uitvoeren, zoals A "
  "stelt, doet `par` uit een aparte bibliotheek, niet `seq`; `seq` regelt alleen wanneer iets geëvalueerd wordt. "
  "Sorteren heeft er niets mee te maken; daarvoor bestaat `sort` uit `Data.List`, dus C valt af. D beschrijft eerder "
  "`[a, b]`: de naam doet aan een reeks denken, maar `seq` bouwt geen lijst. Let op: WHNF betekent alleen de "
  "buitenste constructor, dus van een lijst wordt alleen de eerste cel bepaald.",
  tags=[LANG, WEER, CODE, IT, CURS], markup="markdown"),

q(NONE, "algebraisch-datatype",
  "Wat is een algebraïsch datatype (ADT) zoals `data Vorm = Cirkel Double | Rechthoek Double Double`?",
  ["Een type dat is opgebouwd uit alternatieven (som) van constructors met velden (product)",
   "Een type voor matrixberekeningen",
   "Een klasse met veranderlijke velden die je na het aanmaken van een waarde nog kunt aanpassen, zoals in Java",
   "Een type dat alleen getallen kan bevatten"], "A",
  "Een waarde is óf een cirkel met een straal, óf een rechthoek met twee zijden: keuze plus combinatie.",
  tags=[IT, CODE, PAR], markup="markdown"),

q(NONE, "geen-monad-instantie",
  "Welk van de volgende typen is GEEN instantie van `Monad` in de standaardbibliotheek?",
  ["`Maybe`", "`[]` (lijst)", "`IO`", "`Int`"], "D",
  "`Int` heeft niet eens een typeparameter en kan dus geen monade zijn; de andere drie zijn de bekendste monaden.",
  tags=[NEG, CODE, KORT], markup="markdown"),

q(NONE, "som-van-verdubbelde-lijst",
  "Wat is de waarde van `sum (map (*2) [1,2,3])`?",
  ["6", "8", "12", "14"], "C",
  "`map (*2)` geeft `[2,4,6]`; 2 + 4 + 6 = 12.",
  tags=[REK, CODE, KORT], markup="markdown"),

q(NONE, "zip-ongelijke-lengte",
  "Wat levert `zip [1,2,3] \"ab\"` op?",
  ["`[(1,'a'),(2,'b'),(3,' ')]`", "Een foutmelding omdat de lijsten ongelijk lang zijn", "`[(1,'a'),(2,'b')]`", "`[1,'a',2,'b',3]`"], "C",
  "`zip` stopt bij de kortste lijst; het element 3 valt weg. Een fout geeft het niet, en opvullen met een spatie doet het ook niet.",
  tags=[CODE, WEER, KORT], markup="markdown"),

q(NONE, "zoeken-op-typesignatuur",
  "Met welke zoekmachine kun je Haskell-functies vinden op hun typesignatuur, bijvoorbeeld `[a] -> Int`?",
  ["Hackage", "Stack", "Cabal", "Hoogle"], "D",
  "[Hoogle](https://hoogle.haskell.org) zoekt op naam én type.",
  tags=[LINK, KORT, CODE], markup="markdown"),

q(NONE, "waarschuwing-onvolledige-patronen",
  "Met welke GHC-optie krijg je een waarschuwing als een functie niet alle constructors van een type afhandelt?",
  ["`-O2`", "`-threaded`", "`-prof`", "`-Wincomplete-patterns`"], "D",
  "Deze waarschuwing valt ook onder `-Wall`; `-O2` optimaliseert alleen, `-prof` is voor profileren.",
  tags=[IT, CODE, WEER], markup="markdown"),

q(NONE, "lengte-van-concat-replicate",
  "Wat is de waarde van `length (concat (replicate 3 \"ab\"))`?",
  ["3", "5", "6", "9"], "C",
  "`replicate 3 \"ab\"` geeft drie keer `\"ab\"`; `concat` plakt ze tot `\"ababab\"`, dus 3 × 2 = 6 tekens. De 3 is de lengte vóór `concat`.",
  tags=[REK, CODE, WEER], markup="markdown"),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "filter-oneven",
  "Wat levert `filter odd [1..6]` op?",
  ["`[1,3,5]`", "`[2,4,6]`", "`[1,2,3]`", "`3`"], "A",
  "`filter` houdt de elementen waarvoor `odd` waar is: 1, 3 en 5.",
  move="C", markup="markdown"),

q(MOVED, "sleutelwoord-nieuw-datatype",
  "Met welk sleutelwoord definieer je in Haskell een nieuw algebraïsch datatype met eigen constructors?",
  ["`type`", "`data`", "`class`"], "B",
  "`data` introduceert een nieuw type met constructors; `type` maakt alleen een synoniem en `class` een typeklasse.",
  move="A", markup="markdown"),

q(MOVED, "lengte-rekenkundige-reeks",
  "Wat is de waarde van `length [1,3..11]`?",
  ["4", "5", "6", "11"], "C",
  "De lijst is `[1,3,5,7,9,11]`: zes elementen.",
  move="D", markup="markdown"),
]
