from common import *

ONDERWERP = "optometrie"

VRAGEN = [
q(NONE, "sterkte-lens-vijftig-centimeter",
  "Wat is de sterkte van een positieve lens met een brandpuntsafstand van 50 centimeter?",
  ["+0,50 dpt", "+2,00 dpt", "+5,00 dpt", "+50,00 dpt"], "B",
  "S = 1 / f = 1 / 0,50 m = +2,00 dpt.",
  tags=[REK, KORT, EW]),

q(NONE, "lens-voor-bijziendheid",
  "Welk type brillenglas corrigeert bijziendheid?",
  ["Een positieve (bolle) lens", "Een negatieve (holle) lens", "Een prismaglas", "Een vlak glas met filter"], "B",
  "Het bijziende oog breekt te sterk; een minlens spreidt het licht eerst wat uit.",
  fb=["Nee, een pluslens is voor verziendheid en ouderdomsverziendheid.",
      "Goed zo! Zo valt het beeld weer op het netvlies in plaats van ervoor.",
      "Nee, een prisma verschuift het beeld maar verandert de scherpstelling niet.",
      "Nee, een filter verandert niets aan de brekingsfout."],
  tags=[FB, KORT]),

q(NONE, "decimale-visus-6-12",
  "Bij een oogmeting wordt een visus van 6/12 genoteerd. Welke decimale visus is dat?",
  ["0,5", "2,0", "0,6", "0,12"], "A",
  "6 / 12 = 0,5: de persoon leest op 6 m wat iemand met normale visus op 12 m kan lezen.",
  tags=[REK, KORT]),

q(NONE, "oorzaak-ouderdomsverziendheid",
  "Wat is de belangrijkste oorzaak van ouderdomsverziendheid (presbyopie)?",
  ["Het hoornvlies wordt met de jaren platter",
   "De oogbol wordt korter",
   "De ooglens wordt stugger, zodat het oog minder goed kan accommoderen",
   "Het netvlies verliest lichtgevoelige cellen"], "C",
  "Presbyopie is een gevolg van het verlies van accommodatievermogen, dus C. Vanaf ongeveer veertig jaar is de lens "
  "zo stug geworden dat hij niet meer bol genoeg wordt om dichtbij scherp te stellen; daarom houden mensen de krant "
  "steeds verder weg. A klopt niet: het hoornvlies verandert met de leeftijd nauwelijks van vorm, en een platter "
  "hoornvlies zou bovendien ook het zien in de verte beïnvloeden. B beschrijft de oorzaak van gewone verziendheid, die "
  "meestal al vanaf de geboorte bestaat en niets met ouderdom te maken heeft. D gaat over netvliesaandoeningen, "
  "bijvoorbeeld maculadegeneratie, en die zijn met een leesbril niet te corrigeren.",
  tags=[LANG, WEER, PAR]),

q(NONE, "wat-is-astigmatisme",
  "Wat is astigmatisme?",
  ["Een troebeling van de ooglens die geleidelijk ontstaat en het zicht wazig en kleurloos maakt",
   "Een te hoge oogdruk",
   "Een lui oog",
   "Een brekingsfout doordat het hoornvlies in verschillende richtingen ongelijk gekromd is"], "D",
  "Het hoornvlies is meer rugbybal dan voetbal, zodat het licht in twee richtingen verschillend breekt; een cilinderglas compenseert dat.",
  tags=[PAR]),

q(NONE, "correctie-vertepunt-25cm",
  "Een bijziende ziet zonder bril alleen scherp tot op 25 cm afstand. Welke lenssterkte corrigeert dat voor de verte (afstand bril–oog verwaarlozen)?",
  ["−0,25 dpt", "−2,50 dpt", "−4,00 dpt", "+4,00 dpt"], "C",
  "De lens moet een ver voorwerp afbeelden op het vertepunt van 0,25 m: S = −1 / 0,25 = −4,00 dpt. Een pluslens "
  "zou de bijziendheid juist erger maken.",
  tags=[REK, WEER]),

q(NONE, "geen-onderdeel-oogmeting",
  "Welk onderzoek hoort NIET bij een standaard oogmeting bij de opticien voor een nieuwe bril?",
  ["Een objectieve meting met de autorefractor",
   "Subjectieve refractie met voorzetglazen",
   "Het meten van de pupilafstand",
   "Een MRI-scan van de oogzenuw"], "D",
  "Een MRI hoort in het ziekenhuis. De andere drie zijn de vaste onderdelen van een brilmeting.",
  tags=[NEG, KORT]),

q(NONE, "pupilafstand-betekenis",
  "Wat meet de opticien als hij de pupilafstand bepaalt?",
  ["De afstand tussen de middens van beide pupillen",
   "De diameter van de pupil in het donker",
   "De afstand van het glas tot het hoornvlies"], "A",
  "Het gaat om de afstand van pupilmidden tot pupilmidden, meestal 55 tot 70 mm.",
  tags=[KORT, PAR]),

q(NONE, "leesbijtelling-berekenen",
  "Iemand met een goed gecorrigeerd vertezicht heeft zijn nabijheidspunt op 50 cm. Hij wil lezen op 25 cm. Welke leesbijtelling (add) heeft hij minimaal nodig?",
  ["+1,00 dpt", "+2,00 dpt", "+4,00 dpt", "+6,00 dpt"], "B",
  "Voor lezen op 25 cm is 1 / 0,25 = 4 dpt accommodatie nodig; hij heeft zelf nog 1 / 0,50 = 2 dpt. De bril moet het "
  "verschil leveren: 4 − 2 = +2,00 dpt, dus B. Met +1,00 dpt (A) zou hij samen met zijn eigen accommodatie maar 3 "
  "dpt hebben, zodat de tekst pas op ongeveer 33 cm scherp is. +4,00 dpt (C) is de volledige behoefte, alsof hij "
  "helemaal niet meer kan accommoderen; dan ligt het scherpe leesgebied te dichtbij en wordt lezen vermoeiend. "
  "+6,00 dpt (D) telt beide waarden op en is veel te sterk: daarmee zou hij pas op zo'n 12,5 cm scherp zien.",
  tags=[REK, LANG, WEER]),

q(NONE, "wat-meet-tonometer",
  "Wat meet een tonometer?",
  ["De sterkte van het hoornvlies", "De kleurwaarneming", "De druk in het oog", "Het gezichtsveld"], "C",
  "De oogdruk, bijvoorbeeld met een luchtstootje.",
  fb=["Nee, de kromming van het hoornvlies meet je met een keratometer.",
      "Nee, kleurzien test je met kleurenplaten.",
      "Goed zo! Een verhoogde oogdruk kan wijzen op glaucoom.",
      "Nee, daarvoor gebruik je een perimeter."],
  tags=[FB, KORT]),

q(NONE, "glaucoom-onjuist",
  "Welke bewering over glaucoom is onjuist?",
  ["Het beschadigt de oogzenuw",
   "Het gaat vaak samen met een verhoogde oogdruk",
   "Het gezichtsveldverlies begint meestal aan de randen",
   "De meest voorkomende vorm doet altijd pijn en valt daardoor direct op"], "D",
  "D is onjuist: de meest voorkomende vorm, het chronisch openkamerhoekglaucoom, geeft juist geen pijn en wordt vaak "
  "pas laat ontdekt; daarom heet het ook wel de sluipende dief van het zicht. A klopt: bij glaucoom gaan de "
  "zenuwvezels in de oogzenuw geleidelijk verloren, en die schade is blijvend. B klopt ook, want een verhoogde "
  "oogdruk is de belangrijkste risicofactor, al bestaat er ook glaucoom bij een normale druk. C is eveneens juist: "
  "het verlies begint aan de randen van het gezichtsveld en het centrale zien blijft lang intact, waardoor mensen het "
  "zelf niet merken. Alleen de zeldzame acute vorm is pijnlijk.",
  tags=[NEG, LANG]),

q(NONE, "wat-is-amblyopie",
  "Wat is amblyopie?",
  ["Een ontsteking van het bindvlies",
   "Een oog dat ondanks de beste bril minder goed ziet, doordat het zien zich in de kindertijd niet goed ontwikkelde",
   "Een aangeboren vorm van kleurenblindheid waarbij rood en groen, vooral bij weinig licht, nauwelijks van elkaar te onderscheiden zijn",
   "Een aangeboren troebele lens"], "B",
  "Het 'luie oog': de hersenen hebben tijdens de ontwikkeling het andere oog voorgetrokken.",
  tags=[PAR, KORT]),

q(NONE, "cilinder-transponeren",
  "Een brilvoorschrift luidt S −1,00 / C −2,00 × 90. Hoe luidt hetzelfde voorschrift in pluscilindervorm?",
  ["S −3,00 / C +2,00 × 180", "S +1,00 / C +2,00 × 90", "S −3,00 / C +2,00 × 90", "S −1,00 / C +2,00 × 180"], "A",
  "Nieuwe sfeer = sfeer + cilinder = −1,00 + (−2,00) = −3,00; de cilinder verandert van teken (+2,00) en de as draait "
  "90°: 90 + 90 = 180. Bij C is de as vergeten.",
  tags=[REK, WEER]),

q(NONE, "test-kleurenzien",
  "Welke test wordt het meest gebruikt om rood-groenkleurenblindheid op te sporen?",
  ["De Snellenkaart", "Het amslerrooster", "De tonometrie", "De Ishihara-platen"], "D",
  "De [Ishihara-test](https://nl.wikipedia.org/wiki/Ishihara-test) met gekleurde stippen.",
  tags=[KORT, LINK], markup="markdown"),

q(NONE, "lenzen-niet-met-kraanwater",
  "Waarom mag je zachte contactlenzen niet met kraanwater afspoelen of bewaren?",
  ["Omdat kraanwater micro-organismen zoals *Acanthamoeba* kan bevatten, die een ernstige hoornvliesontsteking veroorzaken",
   "Omdat de kalk en het chloor uit kraanwater zich in het materiaal van zachte lenzen ophopen, waardoor de lenzen stug worden en over het hoornvlies gaan schuren",
   "Omdat kraanwater te koud is"], "A",
  "Leidingwater is niet steriel: een eencellige als *Acanthamoeba* kan zich aan de lens hechten en een zeldzame maar "
  "zeer ernstige keratitis geven.",
  tags=[CURS, PAR], markup="markdown"),

q(NONE, "lenssterkte-bij-contactlens",
  "Een brillenglas van −10,00 dpt zit op 12 mm voor het hoornvlies. Welke sterkte heeft de bijbehorende contactlens ongeveer? (F_c = F / (1 − d·F))",
  ["−8,00 dpt", "−9,00 dpt", "−10,00 dpt", "−11,00 dpt"], "B",
  "F_c = −10 / (1 − 0,012 × −10) = −10 / 1,12 ≈ −8,93 dpt, afgerond −9,00. Voor sterke minglazen is de contactlens dus "
  "zwakker, niet gelijk.",
  tags=[REK, WEER]),

q(NONE, "verziendheid-juist",
  "Welke uitspraak over verziendheid (hypermetropie) is juist?",
  ["Het beeld van een ver voorwerp valt zonder accommodatie achter het netvlies",
   "Het oog is meestal te lang",
   "Het wordt gecorrigeerd met een minlens"], "A",
  "Een verziend oog is juist te kort of te zwak brekend, zodat het brandpunt achter het netvlies ligt; met accommoderen "
  "of een pluslens komt het beeld wel scherp.",
  tags=[PAR, WEER]),

q(NONE, "prisma-verschuiving-twee-meter",
  "Een prisma van drie prismadioptrie buigt een lichtbundel af. Hoe groot is de verschuiving van het beeld op twee meter afstand?",
  ["1,5 cm", "3 cm", "6 cm", "60 cm"], "C",
  "1 Δ verschuift 1 cm per meter: 3 × 2 = 6 cm.",
  tags=[REK, KORT, GW, EW], compute=("3 * 2", "cm")),

q(NONE, "cellen-voor-kleurzien",
  "Welke cellen in het netvlies zorgen voor het zien van kleur?",
  ["Staafjes", "Bipolaire cellen", "Kegeltjes", "Pigmentcellen"], "C",
  "Kegeltjes, in drie soorten; staafjes zien alleen licht en donker.",
  tags=[KORT, WEER]),

q(NONE, "betekenis-oct",
  "Waar staat OCT voor bij een netvliesscan?",
  ["Oculaire Contrast Test", "Optische Cilinder Therapie", "Objectieve Correctie Techniek", "Optische coherentietomografie"], "D",
  "OCT = optische coherentietomografie, een scan van de netvlieslagen met licht.",
  tags=[KORT]),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "sterkst-brekende-deel",
  "Welk deel van het oog levert de grootste bijdrage aan de lichtbreking?",
  ["Het hoornvlies", "De ooglens", "Het glasachtig lichaam", "De iris"], "A",
  "Het hoornvlies levert met ruim 40 dioptrie ongeveer twee derde van de totale breking; de lens doet de rest en zorgt voor het bijstellen.",
  move="B"),

q(MOVED, "doel-prismaglas",
  "Waarvoor schrijft een optometrist een prismaglas voor?",
  ["Voor bijziendheid", "Voor kleurenblindheid", "Voor klachten door een afwijkende oogstand, zoals dubbelzien", "Voor droge ogen"], "C",
  "Een prisma verschuift het beeld, zodat beide ogen ondanks een kleine standafwijking weer hetzelfde punt zien en het dubbelzien verdwijnt.",
  move="D"),

q(MOVED, "brandpunt-plus-vier",
  "Wat is de brandpuntsafstand van een lens van +4,00 dioptrie?",
  ["4 cm", "25 cm", "40 cm", "2,5 m"], "B",
  "f = 1 / S = 1 / 4 = 0,25 m = 25 cm.",
  move="A"),

# --- gebrekkig: dubbele optie ---
q(DUP, "wat-doet-corneatopograaf",
  "Wat doet een corneatopograaf?",
  ["Hij brengt de kromming van het hoornvlies in kaart",
   "Hij maakt met twee camera's een beeld van de oogzenuw",
   "Hij maakt met twee camera’s een beeld van de oogzenuw",
   "Hij meet de oogdruk"], "A",
  "Het apparaat projecteert ringen op het hoornvlies en berekent uit hun vervorming de vorm van het oppervlak.",
  dup=("B", "C"), kind="rechte versus typografische apostrof"),
]
