from common import onderwerp, q, N, S, D

onderwerp("dichtvormen", "Dichtvormen",
          "Vaste en vrije vormen in de poëzie: sonnet, haiku, limerick en rondeel, strofen, rijmschema's en versvoeten.", "schoolvak")

q("regels-van-een-sonnet", "Hoeveel regels heeft een sonnet?",
  ["14", "10", "12", "16"],
  "Een sonnet telt veertien regels, meestal verdeeld in twee kwatrijnen en twee terzinen. Zie [Sonnet op Wikipedia](https://nl.wikipedia.org/wiki/Sonnet).",
  "getal-woorden link", N, sorteer=True)

q("wat-is-een-kwatrijn", "Wat is een kwatrijn?",
  ["Een strofe van vier regels", "Een strofe van drie regels", "Een gedicht van zeven regels"],
  "Een kwatrijn telt vier versregels; een strofe van drie regels heet een terzine.",
  "kort weerlegt getal-woorden", N)

q("lettergrepen-haiku", "Hoeveel lettergrepen telt een klassieke haiku per regel?",
  ["5, 7 en 5", "7, 5 en 7", "3, 5 en 3", "4, 6 en 4"],
  "De haiku komt uit Japan en telt drie regels van vijf, zeven en vijf lettergrepen, samen zeventien.",
  "kort getal-woorden parafrase", N)

q("rijmschema-limerick", "Welk rijmschema heeft een limerick?",
  ["aabba", "abab", "aabb", "abba"],
  "De eerste, tweede en vijfde regel rijmen op elkaar, en de kortere derde en vierde regel op een tweede klank.",
  "kort parafrase getal-woorden", N)

q("naam-van-aabb", "Hoe heet het rijmschema aabb?",
  ["Gepaard rijm", "Gekruist rijm", "Omarmend rijm", "Slagrijm"],
  "Bij gepaard rijm rijmen steeds twee opeenvolgende regels op elkaar; abab heet gekruist rijm en abba omarmend rijm.",
  "kort weerlegt", N)

q("wending-in-sonnet", "Hoe heet de wending in een sonnet, meestal tussen het octaaf en het sextet?",
  ["De volta", "Het refrein", "Het motto"],
  "Na de eerste acht regels verandert vaak de toon of het gezichtspunt van het gedicht; die draai heet volta, in het Nederlands ook wel wending.",
  "kort parafrase getal-woorden", N)

q("wat-is-enjambement", "Wat is een enjambement?",
  ["Een zin die over het einde van een versregel doorloopt naar de volgende regel",
   "Een herhaling van dezelfde klinker",
   "Een regel die op dezelfde klank eindigt als de vorige",
   "Een gedicht zonder titel"],
  "Bij een enjambement valt het einde van de regel niet samen met het einde van de zin: je moet verder lezen op de volgende regel om de zin af te maken.",
  "kort", N)

q("alliteratie-beginrijm", "Hoe heet rijm waarbij woorden met dezelfde medeklinker beginnen, zoals in melk en meel?",
  ["Alliteratie", "Assonantie", "Eindrijm", "Binnenrijm"],
  "Bij alliteratie klinkt het begin van de woorden gelijk; assonantie gaat over gelijke klinkers, zoals in heet en week.",
  "kort weerlegt", N)

q("niet-bij-sonnet", "Welk kenmerk hoort NIET bij een klassiek sonnet?",
  ["Een vast refrein dat na elke strofe terugkomt", "Veertien regels",
   "Een wending in de loop van het gedicht", "Een verdeling in octaaf en sextet"],
  "Veertien regels, de verdeling in acht en zes regels en de volta zijn alle drie kenmerkend voor het sonnet; een refrein hoort eerder bij een lied of een rondeel.",
  "kort neg neg-beide getal-woorden", N)

q("vorm-van-het-rondeel", "Welke dichtvorm telt acht regels, waarbij de eerste regel drie keer voorkomt?",
  ["Het rondeel", "Het sonnet", "De haiku", "Het kwatrijn"],
  "Een rondeel heeft 8 regels op maar twee rijmklanken; regel 1 komt terug als regel 4 en regel 7, en regel 2 keert terug als regel 8.",
  "kort getal-woorden", N)

q("kenmerk-vrij-vers", "Wat kenmerkt vrij vers?",
  ["Het heeft geen vast metrum of rijmschema", "Het rijmt altijd gepaard",
   "Het bestaat uit precies drie strofen", "Het is bedoeld om voor te dragen, niet om te lezen"],
  "Wie vrij vers schrijft, laat regellengte en klank afhangen van de betekenis en het ritme van de zin, zonder vaste regels voor maat of rijm.",
  "kort parafrase", N)

q("wat-is-een-jambe", "Wat is een jambe?",
  ["Een versvoet van een onbeklemtoonde gevolgd door een beklemtoonde lettergreep",
   "Een versvoet van een beklemtoonde gevolgd door een onbeklemtoonde lettergreep",
   "Een strofe van twee regels",
   "Een woord dat op een ander woord rijmt"],
  "Een jambe klinkt als ta-TAM, zoals in ge-DICHT; het omgekeerde, TAM-ta, heet een trochee.",
  "kort weerlegt parafrase", N)

q("haiku-klopt-niet", "Welke bewering over de haiku klopt niet?",
  ["Een haiku moet altijd rijmen", "Een haiku bestaat uit drie regels",
   "Een haiku verwijst vaak naar een seizoen", "De haiku komt oorspronkelijk uit Japan"],
  "Rijm is juist geen kenmerk van de haiku; de vorm draait om een kort, beeldend moment, vaak met een woord dat naar een seizoen verwijst.",
  "kort neg neg-sleutel", N)

q("octaaf-en-sextet", "Wat is het verschil tussen het octaaf en het sextet van een sonnet?",
  ["Het octaaf bestaat uit de eerste acht regels, het sextet uit de laatste zes",
   "Het octaaf heeft acht lettergrepen per regel, het sextet zes",
   "Het octaaf is het rijmschema, het sextet het metrum",
   "Het octaaf is de Italiaanse vorm, het sextet de Engelse vorm"],
  """In een Italiaans sonnet vormen twee kwatrijnen samen het octaaf en twee terzinen samen het sextet; het gaat dus om groepen regels. Over het aantal lettergrepen zeggen de namen niets: sonnetten hebben meestal regels van tien tot twaalf lettergrepen, niet van acht of zes. Rijmschema en metrum zijn eigenschappen die in beide delen voorkomen, geen namen voor de delen zelf. En de Engelse vorm van Shakespeare is geen sextet, maar bestaat uit drie kwatrijnen en een slotkoeplet van twee regels.""",
  "lang weerlegt getal-woorden", N)

q("regels-van-een-terzine", "Hoeveel regels telt een terzine?",
  ["3", "2", "4"],
  "Een terzine is een strofe van drie regels, zoals de laatste twee strofen van een Italiaans sonnet.",
  "kort getal-woorden", N, sorteer=True)

q("beginletters-vormen-woord", "Hoe heet een gedicht waarin de beginletters van de regels samen een woord vormen?",
  ["Een acrostichon", "Een epigram", "Een ode", "Een elegie"],
  "In een naamdicht lees je van boven naar beneden bijvoorbeeld de naam van de jarige; een elegie is juist een klaagdicht en een ode een lofdicht.",
  "kort weerlegt parafrase", N)

q("geen-vaste-vorm", "Welke dichtvorm heeft GEEN voorgeschreven aantal regels?",
  ["Het vrije vers", "Het sonnet", "De limerick", "Het rondeel"],
  "Een dichter die in vrij vers schrijft, bepaalt zelf hoeveel regels het gedicht krijgt en hoe lang elke regel is.",
  "kort neg neg-zonder-niet", N)

q("wat-is-een-elegie", "Wat is een elegie?",
  ["Een klaaggedicht, vaak over een overledene", "Een spotgedicht", "Een liefdesgedicht van veertien regels"],
  "In een elegie rouwt de dichter om een verlies, meestal de dood van iemand die hem dierbaar was.",
  "kort parafrase", N)

q("regels-tellen-in-gedicht", "Een gedicht heeft 5 strofen van elk 4 regels en daarna nog één slotregel. Hoeveel regels telt het?",
  ["21", "9", "20", "24"],
  "5 × 4 = 20 regels, plus de slotregel maakt 21.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("5*4+1", "regels"))

q("limerick-heeft-niet", "Welk kenmerk heeft een limerick NIET?",
  ["Een ernstige, plechtige toon", "Vijf regels", "Het rijmschema aabba", "Een grappige clou in de laatste regel"],
  "Een limerick is een kort, komisch gedicht van vijf regels met rijmschema aabba en een pointe aan het slot; een plechtige toon past daar niet bij.",
  "kort neg neg-beide getal-woorden", N)

# --- gebrekkig ---
q("regels-van-een-limerick", "Hoeveel regels heeft een limerick?",
  ["5", "4", "6", "8"],
  "Een limerick telt vijf regels, waarvan de derde en de vierde korter zijn.",
  "kort getal-woorden", S, zet=1, sorteer=True)

q("omarmend-rijm", "Welk rijmschema hoort bij omarmend rijm?",
  ["abba", "abab", "aabb", "aaaa"],
  "Bij omarmend rijm sluiten de buitenste regels de middelste in: de eerste regel rijmt op de vierde en de tweede op de derde.",
  "kort parafrase", S, zet=1)

q("wat-is-een-epigram", "Wat is een epigram?",
  ["Een kort, puntig gedicht met een verrassende wending", "Een lang verhalend gedicht over helden",
   "Een gedicht van veertien regels", "Een lied met een refrein"],
  "Het epigram is een puntdicht: in een paar regels werkt het toe naar een geestige of scherpe slotsom.",
  "kort parafrase", S, zet=1)

q("wat-is-binnenrijm", "Wat is binnenrijm?",
  ["Rijm tussen woorden binnen dezelfde versregel", "Rijm aan het einde van twee regels",
   "Rijm van de beginmedeklinkers, zoals in melk en meel", "Rijm van de beginmedeklinkers zoals in melk en meel"],
  "Bij binnenrijm rijmt een woord midden in de regel op een ander woord in diezelfde regel, in plaats van alleen op de regeleinden.",
  "kort parafrase", D, dup=(2, 3))
