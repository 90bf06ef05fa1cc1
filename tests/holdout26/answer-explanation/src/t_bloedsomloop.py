from common import onderwerp, q, N, S, D

onderwerp("bloedsomloop", "Bloedsomloop",
          "Hart, bloedvaten en bloed: hoe het bloed door het lichaam stroomt en wat het vervoert.", "schoolvak")

q("vaten-van-het-hart-af", "Welke bloedvaten voeren bloed van het hart weg?",
  ["Slagaders", "Aders", "Haarvaten"],
  "Slagaders (arteriën) vervoeren bloed vanuit het hart naar de organen; aders brengen het terug.",
  "kort weerlegt", N)

q("rechterkamer-naar", "Waar gaat het bloed naartoe dat de rechterkamer verlaat?",
  ["Naar de longen", "Naar de hersenen", "Naar de linkerboezem", "Naar de lever"],
  "De rechterkamer pompt zuurstofarm bloed via de longslagader naar de ademhalingsorganen; daar neemt het zuurstof op en via de longaders komt het pas daarna in de linkerboezem.",
  "kort weerlegt parafrase", N)

q("zuurstofbinder-in-rode-cellen", "Welke stof in rode bloedcellen bindt zuurstof?",
  ["Hemoglobine", "Insuline", "Fibrine", "Glucose"],
  "Hemoglobine bevat ijzer en kan in de longen zuurstof binden en het in de weefsels weer afgeven. Zie [Hemoglobine](https://nl.wikipedia.org/wiki/Hemoglobine).",
  "link", N)

q("taak-bloedplaatjes", "Wat is de belangrijkste taak van bloedplaatjes?",
  ["Meehelpen bij de bloedstolling", "Zuurstof vervoeren", "Bacteriën opruimen", "Voedingsstoffen opslaan"],
  "Bij een wondje klonteren bloedplaatjes samen en zetten ze de vorming van fibrinedraden in gang, zodat het bloeden stopt; zuurstof vervoeren is de taak van rode bloedcellen.",
  "kort weerlegt parafrase", N)

q("nut-van-hartkleppen", "Waarvoor dienen de hartkleppen?",
  ["Ze zorgen dat het bloed maar in één richting stroomt", "Ze wekken de hartslag op",
   "Ze filteren afvalstoffen uit het bloed", "Ze verwarmen het bloed"],
  "De kleppen gaan open als het bloed de goede kant op wordt geduwd en klappen dicht zodra het terug wil stromen.",
  "kort parafrase", N)

q("hartminuutvolume", "Het hart pompt per slag 70 mL bloed en slaat 72 keer per minuut. Hoeveel liter per minuut is dat ongeveer?",
  ["5,0 L", "0,5 L", "50 L", "504 L"],
  "70 mL × 72 = 5040 mL per minuut, afgerond 5,0 L.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("70*72/1000", "L"))

q("polsslagen-tellen", "In 15 seconden tel je 18 polsslagen. Wat is de hartslag per minuut?",
  ["72", "18", "33", "60"],
  "Een minuut is vier keer 15 seconden, dus 4 × 18 = 72 slagen per minuut.",
  "kort rekenen uitgewerkt compute getal-woorden", N, sorteer=True, comp=("18*60/15", "slagen per minuut"))

q("dikke-wand-linkerkamer", "Waarom is de wand van de linkerkamer dikker dan die van de rechterkamer?",
  ["De linkerkamer moet het bloed door de hele grote bloedsomloop pompen",
   "De linkerkamer bevat zuurstofarm bloed",
   "De linkerkamer pompt per slag meer bloed dan de rechterkamer",
   "De linkerkamer ligt dichter bij de ribben"],
  """De linkerkamer moet een hoge druk opbouwen, omdat het bloed vandaar via de aorta naar alle organen, van hoofd tot tenen, moet. De rechterkamer hoeft het bloed alleen naar de nabije longen te pompen en heeft dus minder spierkracht nodig. Zuurstofarm bloed zit juist in de rechterhelft, niet in de linkerkamer. Per slag pompen beide kamers ongeveer dezelfde hoeveelheid, want wat de ene kant uitgaat, moet de andere kant weer binnenkomen. En de ligging ten opzichte van de ribben heeft niets met de wanddikte te maken.""",
  "lang weerlegt", N)

q("aders-klopt-niet", "Welke bewering over aders klopt niet?",
  ["Aders vervoeren altijd zuurstofarm bloed",
   "Aders hebben kleppen, vooral in de benen",
   "Aders voeren bloed naar het hart toe",
   "De wand van een ader is dunner dan die van een slagader"],
  "De longaders zijn de uitzondering: zij brengen juist zuurstofrijk bloed van de longen naar het hart. Een ader wordt benoemd naar de stroomrichting, niet naar het zuurstofgehalte.",
  "neg neg-sleutel weerlegt", N)

q("cel-zonder-kern", "Welke bloedcel heeft GEEN celkern?",
  ["Een rijpe rode bloedcel", "Een lymfocyt", "Een monocyt"],
  "Tijdens het rijpen stoot een menselijke rode bloedcel haar kern uit; zo komt er meer ruimte vrij voor hemoglobine en krijgt de cel haar ingedeukte schijfvorm.",
  "kort neg neg-zonder-niet", N)

q("bloeddruk-120-over-80", "Wat betekent een bloeddruk van 120/80?",
  ["Een bovendruk van 120 en een onderdruk van 80 mmHg",
   "Een hartslag van 120 en een ademhaling van 80 per minuut",
   "120 mL bloed per slag bij 80 slagen per minuut",
   "Een bloedsuiker van 120 voor en 80 na de maaltijd"],
  "De eerste waarde is de druk terwijl het hart samentrekt (systolisch), de tweede de druk terwijl het hart ontspant (diastolisch), allebei in millimeter kwik.",
  "kort parafrase", N)

q("plaats-van-uitwisseling", "Waar vindt de uitwisseling van zuurstof en voedingsstoffen met de weefsels plaats?",
  ["In de haarvaten", "In de aorta", "In de hartboezems"],
  "Haarvaten hebben een wand van maar één cellaag dik, zodat stoffen er makkelijk doorheen kunnen; de aorta heeft juist een dikke, elastische wand.",
  "kort weerlegt getal-woorden", N)

q("donorbloed-voor-iedereen", "Welke bloedgroep kan in noodgevallen aan vrijwel iedereen worden gegeven als transfusie van rode bloedcellen?",
  ["O negatief", "AB positief", "A positief", "B negatief"],
  "Rode bloedcellen van O negatief dragen geen A-, B- of resusantigeen, zodat het afweersysteem van de ontvanger ze niet aanvalt. AB positief is juist de universele ontvanger.",
  "weerlegt", N)

q("grootste-slagader", "Wat is de grootste slagader van het lichaam?",
  ["De aorta", "De halsslagader", "De longslagader", "De dijbeenslagader"],
  "De aorta ontspringt uit de linkerkamer en is bij volwassenen ongeveer 2,5 cm breed.",
  "kort", N)

q("geen-taak-van-bloed", "Welke taak heeft het bloed NIET?",
  ["Het verteren van voedsel", "Warmte door het lichaam verspreiden",
   "Hormonen vervoeren", "Ziekteverwekkers bestrijden"],
  "Bloed verdeelt warmte, brengt hormonen naar hun doelorganen en vervoert witte bloedcellen die ziekteverwekkers opruimen; het verteren gebeurt in het maag-darmkanaal.",
  "kort neg neg-afleiders", N)

q("liters-plasma", "Een volwassene heeft ongeveer 5 liter bloed, waarvan 55% plasma. Hoeveel liter plasma is dat?",
  ["2,75 L", "0,55 L", "2,25 L", "5,5 L"],
  "0,55 × 5 L = 2,75 L; de overige 2,25 L bestaat vooral uit bloedcellen.",
  "kort rekenen uitgewerkt compute procent weerlegt", N, sorteer=True, comp=("0.55*5", "L"))

q("vat-van-long-naar-hart", "Welk bloedvat brengt zuurstofrijk bloed van de longen naar het hart?",
  ["De longader", "De longslagader", "De holle ader", "De kransslagader"],
  "Het vat dat vanuit het ademhalingsorgaan terugloopt naar de linkerboezem is een ader, ook al zit er zuurstofrijk bloed in; het vat van de rechterkamer naar de longen is juist een slagader.",
  "kort samenstelling parafrase weerlegt", N)

q("hart-onjuist", "Welke bewering over het hart is onjuist?",
  ["Het hart heeft drie holten",
   "De hartspier heeft zelf ook bloed nodig",
   "De kransslagaders voorzien de hartspier van bloed",
   "De sinusknoop geeft het ritme van de hartslag aan"],
  "Een mensenhart heeft vier holten: twee boezems en twee kamers. Dat de hartspier eigen bloed krijgt via de kransslagaders en dat de sinusknoop het ritme bepaalt, klopt wel.",
  "neg neg-beide getal-woorden", N)

q("taak-witte-bloedcellen", "Wat is de taak van witte bloedcellen?",
  ["Het lichaam verdedigen tegen ziekteverwekkers", "Zuurstof vervoeren", "Het bloed laten stollen"],
  "Witte bloedcellen ruimen bacteriën en virussen op en maken antistoffen, anders dan rode bloedcellen, die zuurstof vervoeren.",
  "kort contrast parafrase", N)

q("route-langs-de-organen", "Hoe heet de route van het hart via de organen en weefsels terug naar het hart?",
  ["De grote bloedsomloop", "De kleine bloedsomloop", "De poortadersomloop", "De lymfecirculatie"],
  "In de grote bloedsomloop gaat het bloed van de linkerkamer via de aorta naar alle organen en via de holle aders terug, in tegenstelling tot de kleine bloedsomloop, die alleen langs de longen loopt.",
  "kort contrast weerlegt", N)

# --- gebrekkig ---
q("binnenkomst-zuurstofarm-bloed", "In welk deel van het hart komt het zuurstofarme bloed uit het lichaam binnen?",
  ["De rechterboezem", "De linkerboezem", "De linkerkamer", "De rechterkamer"],
  "Via de bovenste en de onderste holle ader stroomt het bloed uit het lichaam de rechterboezem in; pas daarna gaat het naar de rechterkamer.",
  "kort", S, zet=3)

q("meeste-zuurstofvervoer", "Welk bestanddeel van het bloed vervoert de meeste zuurstof?",
  ["Rode bloedcellen", "Witte bloedcellen", "Bloedplaatjes", "Bloedplasma"],
  "Vrijwel alle zuurstof zit gebonden aan hemoglobine in de rode bloedcellen; in het plasma lost maar heel weinig op.",
  "kort weerlegt", S, zet=3)

q("hartslagen-per-uur", "Een hart slaat 60 keer per minuut. Hoe vaak slaat het in een uur?",
  ["3600", "60", "360", "1440"],
  "60 slagen × 60 minuten = 3600 slagen per uur.",
  "kort rekenen uitgewerkt", S, zet=2, sorteer=True)
