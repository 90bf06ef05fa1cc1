from gen import Q
TOPIC = "maatschappijleer"
TITLE = "Maatschappijleer"
DESC = "De Nederlandse rechtsstaat en parlementaire democratie: Kamers, verkiezingen, grondrechten en rechtspraak."
QS = [
Q("zetels-tweede-kamer", "Hoeveel zetels heeft de Tweede Kamer?",
 ["75", "100", "*150"],
 """De Tweede Kamer telt 150 leden. Het getal 75 hoort bij de Eerste Kamer, niet bij de Tweede Kamer.""",
 s="refute", related=["meerderheid-tweede-kamer", "kiesdeler-berekenen"]),
Q("verkiezing-eerste-kamer", "Hoe worden de leden van de Eerste Kamer gekozen?",
 ["Rechtstreeks door alle kiesgerechtigde Nederlanders.", "Ze worden benoemd door de Koning.", "*Door de leden van Provinciale Staten (en de kiescolleges)."],
 """De Eerste Kamer wordt **indirect** gekozen: de leden van Provinciale Staten, samen met de kiescolleges voor de BES-eilanden en Nederlanders in het buitenland, kiezen de 75 senatoren. Rechtstreekse verkiezingen door alle kiezers gelden voor de Tweede Kamer, niet voor de Eerste Kamer.""",
 s="refute md", md=True, related=["eerste-kamer-klopt-niet"]),
Q("trias-politica-rechter", "Bij welke macht uit de trias politica hoort de rechter?",
 ["de wetgevende macht", "de uitvoerende macht", "*de rechterlijke macht"],
 """De rechter hoort bij de rechterlijke macht: hij beoordeelt geschillen en strafzaken aan de hand van de wet. Wetten maken is de taak van regering en parlement samen (wetgevende macht), en de regering voert ze uit.""",
 s="refute"),
Q("kiesdeler-berekenen", "Bij Tweede Kamerverkiezingen zijn 10 500 000 geldige stemmen uitgebracht. Hoe groot is de kiesdeler, het aantal stemmen voor één zetel?",
 ["7 000 stemmen", "*70 000 stemmen", "700 000 stemmen"],
 """De kiesdeler is het aantal geldige stemmen gedeeld door het aantal zetels: 10 500 000 ÷ 150 = 70 000 stemmen.""",
 s="arith", related=["zetels-tweede-kamer"]),
Q("meerderheid-tweede-kamer", "Hoeveel zetels heeft een coalitie minimaal nodig voor een meerderheid in de Tweede Kamer?",
 ["75", "*76", "100"],
 """De helft van 150 is 75; een meerderheid is meer dan de helft, dus 75 + 1 = 76 zetels. Met 75 zetels staken de stemmen bij volledige opkomst.""",
 s="arith refute"),
Q("opkomstpercentage", "Er zijn dertien miljoen kiesgerechtigden. Bij de verkiezingen brengen 10,4 miljoen mensen hun stem uit. Wat is het opkomstpercentage?",
 ["*80 %", "75 %", "104 %"],
 """Opkomst = uitgebrachte stemmen ÷ kiesgerechtigden × 100 % = 10,4 ÷ 13 × 100 % = 80 %.""",
 s="arith"),
Q("geen-klassiek-grondrecht", "Welk recht staat GEEN deel uit van de klassieke grondrechten in de Grondwet?",
 ["vrijheid van meningsuiting", "vrijheid van godsdienst", "*recht op een betaalde baan", "recht op privacy"],
 """Een recht op een betaalde baan staat niet in de Grondwet; artikel 19 zegt alleen dat de overheid zorgt voor ‘bevordering van voldoende werkgelegenheid’, en dat is een sociaal grondrecht, een inspanningsplicht. Vrijheid van meningsuiting, vrijheid van godsdienst en het recht op privacy zijn wel klassieke grondrechten: ze beschermen je tegen inmenging van de overheid.""",
 s="neg refute"),
Q("leeftijd-actief-kiesrecht", "Vanaf welke leeftijd mag je stemmen bij de Tweede Kamerverkiezingen?",
 ["16 jaar", "*18 jaar", "21 jaar"],
 """Actief kiesrecht voor de Tweede Kamer heb je vanaf 18 jaar.""",
 s=""),
Q("ministeriele-verantwoordelijkheid", "Wat betekent ‘de Koning is onschendbaar, de ministers zijn verantwoordelijk’?",
 ["*Ministers leggen verantwoording af aan het parlement voor alles wat de Koning als staatshoofd doet.", "De Koning mag wetten tegenhouden zonder dat iemand dat kan controleren.", "Ministers zijn onschendbaar zolang de Koning hen steunt."],
 """Dit is de **ministeriële verantwoordelijkheid** (artikel 42 Grondwet). De Koning kan niet door het parlement worden aangesproken; daarom zijn de ministers verantwoordelijk voor zijn handelen als staatshoofd. Zo blijft alles wat de regering doet onder democratische controle. Een Koning die ongecontroleerd wetten tegenhoudt, past juist *niet* in dit systeem. Meer weten? Zie [artikel 42 op denederlandsegrondwet.nl](https://www.denederlandsegrondwet.nl/).""",
 s="md refute", md=True),
Q("strafrecht-versus-civiel", "De buurman van Yusuf weigert een rekening te betalen voor een schutting die ze samen lieten bouwen. Bij welk soort rechtszaak hoort dit geschil?",
 ["*civiel recht (privaatrecht)", "strafrecht", "staatsrecht", "bestuursrecht"],
 """Om te bepalen bij welk rechtsgebied een zaak hoort, kijk je naar wie tegenover wie staat. We bespreken alle vier de gebieden.

Het civiel recht, ook wel privaatrecht, regelt de verhoudingen tussen burgers en bedrijven onderling. Afspraken, koop, huur en schulden vallen daaronder. Yusuf en zijn buurman hebben samen een afspraak gemaakt over een schutting, en de buurman betaalt zijn deel niet. Yusuf kan zelf naar de kantonrechter stappen. Dit is dus het juiste antwoord.

Het strafrecht gaat over strafbare feiten, zoals diefstal of mishandeling. Dan vervolgt het Openbaar Ministerie de verdachte namens de samenleving. Een onbetaalde rekening is geen strafbaar feit.

Het staatsrecht beschrijft de inrichting van de staat: de Grondwet, de bevoegdheden van regering en parlement, en de verkiezingen. Een burenruzie over geld valt daar niet onder.

Het bestuursrecht regelt de verhouding tussen burger en overheid, bijvoorbeeld bij een geweigerde vergunning of een boete van de gemeente. Hier is geen overheid betrokken, dus ook dat past niet.""",
 s="walk refute"),
Q("eerste-kamer-klopt-niet", "Welke uitspraak over de Eerste Kamer klopt niet?",
 ["De Eerste Kamer heeft 75 leden.", "De Eerste Kamer kan een wetsvoorstel aannemen of verwerpen.", "*De Eerste Kamer kan amendementen indienen om een wetsvoorstel te wijzigen."],
 """De Eerste Kamer heeft geen recht van amendement: ze kan een wetsvoorstel alleen in zijn geheel aannemen of verwerpen. Dat recht heeft alleen de Tweede Kamer. De andere twee uitspraken zijn wel juist.""",
 s="neg refute", related=["verkiezing-eerste-kamer", "recht-van-amendement"]),
Q("recht-van-amendement", "Wie mag een aanhangig wetsvoorstel wijzigen door een amendement in te dienen?",
 ["de Eerste Kamer", "*de Tweede Kamer", "de Raad van State", "de Hoge Raad"],
 """Bij het maken van een wet spelen al deze instellingen een rol, maar niet dezelfde. We bekijken ze alle vier.

De Eerste Kamer beoordeelt een wetsvoorstel nadat de Tweede Kamer het heeft aangenomen. Ze let vooral op de kwaliteit en uitvoerbaarheid. Ze kan het voorstel aannemen of verwerpen, maar niet wijzigen; een amendement indienen kan de Eerste Kamer dus niet.

De Tweede Kamer heeft het recht van amendement. Een Kamerlid kan voorstellen de tekst aan te passen, en als een meerderheid instemt, wordt het wetsvoorstel gewijzigd. Dat is het juiste antwoord.

De Raad van State geeft vóór de behandeling in het parlement advies over een wetsvoorstel. Dat advies is belangrijk, maar het is geen amendement: de Raad kan de tekst niet zelf veranderen.

De Hoge Raad is de hoogste rechter in civiele zaken, strafzaken en belastingzaken. Hij spreekt recht op basis van bestaande wetten en speelt geen rol bij het wijzigen van wetsvoorstellen.""",
 s="walk refute", related=["eerste-kamer-klopt-niet"]),
Q("benoeming-burgemeester", "Hoe wordt een burgemeester in Nederland aangesteld?",
 ["Hij wordt rechtstreeks gekozen door de inwoners.", "Hij wordt gekozen door de Tweede Kamer.", "*Hij wordt benoemd door de Kroon, op aanbeveling van de gemeenteraad."],
 """Antwoord C klopt: de burgemeester wordt bij koninklijk besluit benoemd. De gemeenteraad stelt via een vertrouwenscommissie een aanbeveling op, die de minister vrijwel altijd overneemt.""",
 s="letter"),
Q("aantal-provincies", "Hoeveel provincies heeft Nederland?",
 ["tien", "*twaalf", "veertien"],
 """Nederland heeft twaalf provincies; Flevoland kwam er in 1986 als laatste bij.""",
 s=""),
Q("toetsing-aan-grondwet", "Een burger vindt dat een nieuwe wet in strijd is met de Grondwet. Welke rechter mag een formele wet aan de Grondwet toetsen?",
 ["de Hoge Raad", "de Raad van State", "het Constitutioneel Hof", "*geen enkele Nederlandse rechter"],
 """Dit is een bijzonder kenmerk van het Nederlandse systeem. Bekijk de opties.

Artikel 120 van de Grondwet zegt dat de rechter niet treedt in de beoordeling van de grondwettigheid van wetten. Dat geldt voor alle rechters, ook voor de Hoge Raad. Het eerste antwoord vervalt daarmee.

De Raad van State adviseert vooraf over wetsvoorstellen en kijkt daarbij ook naar de Grondwet, maar dat is advies vóórdat de wet er is, geen rechterlijke toetsing achteraf. Als bestuursrechter mag de Afdeling bestuursrechtspraak een formele wet evenmin aan de Grondwet toetsen.

Een Constitutioneel Hof bestaat in Nederland niet. Duitsland en België hebben zo’n hof wel; daar komt die optie vandaan.

Geen enkele Nederlandse rechter mag dus een formele wet aan de Grondwet toetsen. Wel mag de rechter een wet toetsen aan verdragen met een ieder verbindende bepalingen, zoals het Europees Verdrag voor de Rechten van de Mens. Daarom speelt het EVRM in de praktijk een grote rol.""",
 s="walk refute"),
Q("zetels-twaalf-procent", "Een partij krijgt bij de Tweede Kamerverkiezingen 12 procent van de geldige stemmen. Op hoeveel zetels kan ze ongeveer rekenen?",
 ["12", "*18", "24"],
 """12 procent van 150 zetels is 0,12 × 150 = 18 zetels. Twaalf zetels zou je krijgen als je het percentage direct als aantal zetels leest.""",
 s="arith refute", related=["kiesdeler-berekenen"]),
]
