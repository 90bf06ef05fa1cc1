from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "verloskunde"
TITLE = "Verloskunde"
DESCRIPTION = "Zwangerschap, bevalling en kraambed: termijnen, controles, complicaties en zorg voor moeder en kind."

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "naegele-uitgerekende-datum",
      "De eerste dag van de laatste menstruatie van een zwangere vrouw met een regelmatige cyclus van 28 dagen was 1 maart. Welke uitgerekende datum vind je met de regel van Naegele?",
      ["1 december", "8 december", "15 december", "8 november"],
      "B",
      "Volgens de regel van Naegele tel je bij de eerste dag van de laatste menstruatie zeven dagen op en trek je drie maanden af: 1 maart + 7 dagen = 8 maart, en drie maanden terug geeft 8 december. "
      "Wie de zeven dagen vergeet, komt op 1 december uit.",
      style=[R, AFL]),

    q(NONE, "a-terme-37-weken",
      "Vanaf welke zwangerschapsduur spreekt men van een à terme geboorte?",
      ["34 weken", "37 weken", "40 weken", "42 weken"],
      "B",
      "Een baby die tussen 37+0 en 42+0 weken wordt geboren, is à terme. Vóór 37 weken spreekt men van vroeggeboorte; 40 weken is de uitgerekende datum en na 42 weken heet de zwangerschap serotien.",
      style=[AFL]),

    q(NONE, "apgar-geen-criterium",
      "Welk criterium hoort NIET bij de Apgar-score van een pasgeborene?",
      ["Hartfrequentie", "Ademhaling", "Huidskleur", "Geboortegewicht"],
      "D",
      "De hartfrequentie hoort er wel bij: een hartslag boven de 100 per minuut levert 2 punten op, onder de 100 één punt en geen hartslag nul. "
      "Ook de ademhaling wordt beoordeeld, van afwezig via onregelmatig en zwak tot krachtig huilen. "
      "De huidskleur is eveneens een van de vijf onderdelen: een geheel roze kind scoort hoger dan een kind met blauwe handen en voeten of een bleek, blauw kind. "
      "Het geboortegewicht is daarentegen geen onderdeel van de score. Het is belangrijk voor de zorg rond het kind, maar zegt niets over hoe goed het zich in de eerste minuten aanpast. "
      "De andere twee onderdelen van de Apgar-score zijn spierspanning en reactie op prikkels.",
      style=[NEG, LANG]),

    q(NONE, "apgar-maximum",
      "Wat is de hoogst mogelijke Apgar-score?",
      ["5", "10", "12"],
      "B",
      "Vijf onderdelen van elk 0 tot 2 punten geven samen maximaal 10.",
      style=[KORT]),

    q(NONE, "gravida-para-notatie",
      "Een vrouw is opnieuw zwanger. Eerder had zij een miskraam bij 8 weken en een voldragen bevalling van een gezonde zoon. Hoe noteer je haar obstetrische voorgeschiedenis?",
      ["G2P1", "G3P2", "G1P2", "G3P1"],
      "D",
      "Gravida telt alle zwangerschappen, de huidige meegerekend: dat zijn er drie. "
      "Para telt de bevallingen na een zwangerschapsduur van minstens 16 weken (in andere landen ligt die grens vaak bij 20 of 24 weken); de miskraam bij 8 weken telt dus niet mee, zodat zij één keer is bevallen.",
      style=[PARA]),

    q(NONE, "volledige-ontsluiting",
      "Bij hoeveel centimeter ontsluiting spreekt men van volledige ontsluiting?",
      ["4 cm", "7 cm", "10 cm"],
      "C",
      "Bij ongeveer 10 cm is de baarmoedermond volledig geopend en kan de uitdrijving beginnen.",
      style=[KORT]),

    q(NONE, "foliumzuur-neuralebuis",
      "Waarom wordt vrouwen met een kinderwens aangeraden al vóór de conceptie dagelijks 400 microgram foliumzuur te slikken?",
      ["Het voorkomt zwangerschapsmisselijkheid",
       "Het verhoogt de kans op een tweeling",
       "Het verkleint de kans op een neuralebuisdefect, zoals een open ruggetje"],
      "C",
      "De neurale buis sluit zich al in de eerste weken van de zwangerschap, vaak voordat een vrouw weet dat ze zwanger is. "
      "Voldoende foliumzuur in die periode maakt een open ruggetje (spina bifida) en andere sluitingsdefecten een stuk minder waarschijnlijk. "
      "Het [RIVM](https://www.rivm.nl) adviseert daarom te beginnen minstens vier weken vóór de bevruchting en door te gaan tot en met de tiende week van de zwangerschap.",
      markup="markdown",
      style=[LINK, PARA]),

    q(NONE, "pre-eclampsie-kenmerken",
      "Welke combinatie van bevindingen past het best bij pre-eclampsie?",
      ["Lage bloeddruk en veel suiker in de urine in het eerste trimester",
       "Koorts en pijn bij het plassen",
       "Hoge bloeddruk vanaf 20 weken zwangerschap, samen met eiwit in de urine"],
      "C",
      "Pre-eclampsie is zwangerschapshypertensie (vanaf 140/90 mmHg) die na 20 weken ontstaat en gepaard gaat met eiwitverlies in de urine of andere orgaanschade. "
      "Koorts met pijn bij het plassen past bij een urineweginfectie, niet bij pre-eclampsie.",
      style=[AFL]),

    q(NONE, "hellp-afkorting",
      "Waar staat de H in het HELLP-syndroom voor?",
      ["Hemolyse", "Hypertensie", "Hyperemesis", "Hypoglykemie"],
      "A",
      "HELLP staat voor Hemolysis, Elevated Liver enzymes en Low Platelets: afbraak van rode bloedcellen, verhoogde leverenzymen en een laag aantal bloedplaatjes. "
      "Hoge bloeddruk komt er vaak bij voor, maar is niet waar de H voor staat.",
      style=[ACR, AFL]),

    q(NONE, "placenta-praevia-bloedverlies",
      "Welk verschijnsel past het meest bij een placenta praevia in de tweede helft van de zwangerschap?",
      ["Plotselinge hevige buikpijn met een plankharde buik",
       "Groen verkleurd vruchtwater",
       "Pijnloos, helderrood vaginaal bloedverlies"],
      "C",
      "Bij placenta praevia ligt de placenta (gedeeltelijk) voor de baarmoedermond. Als de onderste baarmoederwand zich uitrekt, laat een stukje placenta los en ontstaat bloedverlies zonder pijn. "
      "Heftige pijn met een harde buik wijst eerder op een loslating van een normaal liggende placenta (abruptio placentae); groen vruchtwater wijst op meconium.",
      style=[AFL]),

    q(NONE, "uitwendige-versie",
      "Wat is een uitwendige versie?",
      ["Het via de buikwand draaien van een kind in stuitligging naar hoofdligging",
       "Een keizersnede waarbij het kind met de stuit eerst wordt geboren",
       "Het inwendig onderzoeken van de ontsluiting"],
      "A",
      "Bij een uitwendige versie probeert een gynaecoloog of verloskundige het kind, meestal rond 35 à 36 weken, met de handen op de buik een koprol te laten maken, zodat het met het hoofd naar beneden komt te liggen.",
      style=[]),

    q(NONE, "gewichtsverlies-pasgeborene-procent",
      "Een pasgeborene weegt bij de geboorte 3500 gram en op dag drie 3220 gram. Hoeveel procent van het geboortegewicht is het kind kwijt?",
      ["2,8%", "8%", "12%", "28%"],
      "B",
      "Het kind is 3500 − 3220 = 280 gram kwijt. Dat is 280 ÷ 3500 = 0,08, dus 8% van het geboortegewicht. "
      "Een verlies tot ongeveer 10% in de eerste dagen is gebruikelijk; daarna groeit het kind weer aan.",
      compute=("(3500 - 3220) / 3500 * 100", "%"),
      style=[R]),

    q(NONE, "oxytocine-weeen",
      "Welk hormoon zet de baarmoeder aan tot samentrekken tijdens de bevalling en zorgt ook voor de toeschietreflex bij borstvoeding?",
      ["Prolactine", "Oxytocine", "Progesteron"],
      "B",
      "Oxytocine laat zowel de baarmoederspier als de spiercellen rond de melkklieren samentrekken. "
      "Prolactine stimuleert de melkproductie zelf, en progesteron houdt tijdens de zwangerschap de baarmoeder juist rustig.",
      style=[AFL]),

    q(NONE, "kraambed-duur",
      "Hoe lang duurt het kraambed (puerperium) ongeveer?",
      ["Zes dagen", "Zes weken", "Zes maanden"],
      "B",
      "Het kraambed duurt ongeveer zes weken: zo lang duurt het voordat de baarmoeder en de andere organen grotendeels zijn hersteld van de zwangerschap en de bevalling.",
      style=[KORT]),

    q(NONE, "lochia-kraamvloed",
      "Hoe heet het bloederige vaginale vocht dat een vrouw in de weken na de bevalling verliest?",
      ["Lochia", "Meconium", "Vernix"],
      "A",
      "De kraamvloed of lochia komt uit de wondplek van de placenta en verandert in de loop van de weken van rood naar bruin en geelwit. "
      "Meconium is de eerste ontlasting van de baby en vernix is het witte smeer op de huid van een pasgeborene.",
      style=[AFL]),

    q(NONE, "hielprik-tijdstip",
      "Wanneer wordt in Nederland bij voorkeur de hielprik bij een pasgeborene gedaan?",
      ["Binnen het eerste uur na de geboorte", "Tussen 72 en 168 uur na de geboorte", "Als het kind zes weken oud is"],
      "B",
      "Voor een betrouwbare uitslag moet de baby al een paar dagen melk hebben gehad, maar de ziekten die worden opgespoord moeten ook vroeg behandeld worden. "
      "Daarom wordt het bloed afgenomen tussen de derde en de zevende levensdag.",
      style=[PARA]),

    q(NONE, "nipt-betekenis",
      "Wat is de NIPT?",
      ["Een bloedtest bij de zwangere waarmee DNA-fragmenten van de placenta worden onderzocht op onder meer trisomie 21",
       "Een echo bij 12 weken om de nekplooi te meten",
       "Een vruchtwaterpunctie waarbij cellen van het kind worden gekweekt"],
      "A",
      "NIPT staat voor niet-invasieve prenatale test. Er is alleen bloed van de moeder nodig, waarin vrij DNA van de placenta circuleert. "
      "Een vruchtwaterpunctie is juist invasief en geeft een kleine kans op een miskraam.",
      style=[ACR, AFL]),

    q(NONE, "twintigwekenecho-geen-doel",
      "Wat is GEEN doel van het structureel echoscopisch onderzoek rond 20 weken (de 20-wekenecho)?",
      ["Zoeken naar een open ruggetje", "Zoeken naar hartafwijkingen", "De ligging van de placenta beoordelen", "De uitgerekende datum vaststellen"],
      "D",
      "De zwangerschapsduur en dus de uitgerekende datum worden eerder bepaald, bij de termijnecho rond 10 à 12 weken, omdat de groei dan nog weinig verschilt tussen kinderen. "
      "Bij de 20-wekenecho wordt gekeken naar lichamelijke afwijkingen zoals een open ruggetje of een hartafwijking, en ook naar de plek van de placenta.",
      style=[NEG]),

    q(NONE, "voeding-ml-per-kilogram",
      "Een baby van 3,6 kg krijgt volgens het voedingsschema 150 ml flesvoeding per kilogram lichaamsgewicht per dag. Hoeveel ml voeding krijgt hij per dag?",
      ["150 ml", "360 ml", "540 ml", "600 ml"],
      "C",
      "Vermenigvuldig het gewicht met de hoeveelheid per kilogram: 3,6 × 150 ml = 540 ml per dag. Het getal 150 ml is alleen de hoeveelheid voor één kilogram.",
      compute=("3.6 * 150", "ml"),
      style=[R, AFL]),

    q(NONE, "meconium-betekenis",
      "Wat is meconium?",
      ["Het vocht dat na de bevalling uit de baarmoeder komt",
       "De eerste moedermelk",
       "De eerste, donkergroene tot zwarte ontlasting van een pasgeborene"],
      "C",
      "Meconium is de eerste ontlasting van een baby, taai en bijna zwart, opgebouwd uit ingeslikt vruchtwater, huidcellen en gal. De eerste moedermelk heet colostrum.",
      style=[KORT, AFL]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "meest-voorkomende-ligging",
      "Welke ligging van het kind komt aan het eind van de zwangerschap het meest voor?",
      ["Stuitligging", "Hoofdligging", "Dwarsligging"],
      "B",
      "Ongeveer 95% van de kinderen ligt bij een voldragen zwangerschap met het hoofd naar beneden. "
      "Een stuitligging komt bij ongeveer 3 à 4% voor, en een dwarsligging is aan het eind van de zwangerschap zeldzaam.",
      moved_to="A",
      style=[AFL]),

    q(MOVED, "dagen-tot-uitgerekende-datum",
      "Een vrouw is 26 weken en 3 dagen zwanger. Hoeveel dagen duurt het nog tot de uitgerekende datum bij 40 weken en 0 dagen?",
      ["88 dagen", "95 dagen", "101 dagen", "109 dagen"],
      "B",
      "Van 26+3 naar 40+0 is 13 weken en 4 dagen. Dat zijn 13 × 7 + 4 = 95 dagen.",
      moved_to="C",
      style=[R, KORT]),

    q(MOVED, "eerste-trimester-geen-normale-klacht",
      "Welke klacht is in het eerste trimester GEEN normaal zwangerschapsverschijnsel en vraagt om direct contact met de verloskundige?",
      ["Misselijkheid in de ochtend",
       "Vaker moeten plassen",
       "Hevige eenzijdige buikpijn met bloedverlies"],
      "C",
      "Heftige pijn aan één kant van de onderbuik, samen met bloedverlies, kan wijzen op een buitenbaarmoederlijke zwangerschap en moet direct worden beoordeeld. "
      "Misselijkheid en vaak plassen zijn daarentegen gewone, onschuldige klachten in de eerste maanden.",
      moved_to="B",
      style=[NEG]),
]

RELATED = [
    ["naegele-uitgerekende-datum", "a-terme-37-weken", "twintigwekenecho-geen-doel"],
    ["apgar-geen-criterium", "apgar-maximum", "hielprik-tijdstip", "meconium-betekenis"],
    ["pre-eclampsie-kenmerken", "hellp-afkorting"],
    ["placenta-praevia-bloedverlies", "uitwendige-versie", "volledige-ontsluiting"],
    ["kraambed-duur", "lochia-kraamvloed", "oxytocine-weeen"],
    ["gewichtsverlies-pasgeborene-procent", "voeding-ml-per-kilogram"],
    ["foliumzuur-neuralebuis", "nipt-betekenis", "gravida-para-notatie"],
]
