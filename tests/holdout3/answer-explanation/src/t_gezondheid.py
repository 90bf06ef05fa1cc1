from gen import Q
TOPIC = "gezondheid"
TITLE = "Gezondheid"
DESC = "Het menselijk lichaam, voeding en eerste hulp."
QS = [
Q("bmi-berekenen", "Iemand weegt 72 kg en is 1,80 m lang. Wat is ongeveer zijn BMI?",
 ["*22", "40", "13"],
 """BMI = gewicht ÷ lengte² = 72 ÷ (1,80 × 1,80) = 72 ÷ 3,24 ≈ 22 kg/m². Wie 40 vindt, heeft gedeeld door 1,80 in plaats van door 1,80 in het kwadraat.""",
 s="arith refute", related=["energie-vet"]),
Q("hartslag-per-uur", "Het hart van Lisa klopt in rust zeventig keer per minuut. Hoe vaak klopt het in een uur?",
 ["700 keer", "*4 200 keer", "42 000 keer"],
 """Een uur heeft 60 minuten: 70 × 60 = 4 200 slagen.""",
 s="arith", related=["hartminutenvolume"]),
Q("energie-vet", "Eén gram vet levert ongeveer 9 kcal, één gram koolhydraten ongeveer 4 kcal. Hoeveel energie levert 20 gram vet?",
 ["80 kcal", "*180 kcal", "29 kcal"],
 """20 g × 9 kcal/g = 180 kcal. 80 kcal is wat 20 gram koolhydraten zou opleveren, niet 20 gram vet.""",
 s="arith refute"),
Q("reanimatie-verhouding", "Wat is bij reanimatie van een volwassene de verhouding tussen borstcompressies en beademingen?",
 ["15 : 2", "*30 : 2", "30 : 5"],
 """Volgens de richtlijn geef je 30 borstcompressies en daarna 2 beademingen, en dat herhaal je. De verhouding 15 : 2 werd vroeger gebruikt, maar geldt niet meer voor leken bij volwassenen.""",
 s="refute", related=["bewusteloos-eerste-stap"]),
Q("niet-spijsvertering", "Welk orgaan hoort NIET bij het spijsverteringsstelsel?",
 ["maag", "dunne darm", "lever", "*longen"],
 """De longen horen bij het ademhalingsstelsel. Maag, dunne darm en lever horen wel bij de spijsvertering: de lever maakt bijvoorbeeld gal, die helpt bij het verteren van vet.""",
 s="neg refute"),
Q("insuline-orgaan", "Welk orgaan maakt het hormoon insuline?",
 ["de lever", "de nieren", "de schildklier", "*de alvleesklier"],
 """Insuline wordt gemaakt in de eilandjes van Langerhans in de alvleesklier. De lever slaat onder invloed van insuline glucose op als glycogeen, maar maakt het hormoon niet zelf. De schildklier maakt wel hormonen, maar andere: thyroxine, dat de stofwisseling regelt.""",
 s="refute"),
Q("universele-donor", "Welke bloedgroep heet de universele donor voor rode bloedcellen?",
 ["*O−", "O+", "AB+"],
 """Bloed van groep O-negatief heeft geen A-, B- of resusantigenen op de rode bloedcellen, en kan daardoor in noodgevallen aan vrijwel iedereen worden gegeven. AB+ is juist de universele *ontvanger*, en O+ kun je niet geven aan iemand die resusnegatief is.""",
 s="opdiff refute md", md=True),
Q("brandwond-koelen", "Wat is de juiste eerste hulp bij een kleine brandwond aan je hand?",
 ["Er meteen boter of zalf op smeren.", "*De wond ongeveer tien minuten koelen met lauw, zacht stromend water.", "De blaar direct openprikken."],
 """Bij een brandwond is **koelen** het belangrijkste:

1. koel zo snel mogelijk met lauw, zacht stromend water;
2. houd dat ongeveer tien minuten vol;
3. dek de wond daarna af met een steriel verband.

Boter of zalf houdt de warmte juist vast, en een blaar prik je niet door vanwege infectiegevaar. Zie ook [de eerstehulpinstructies van het Rode Kruis](https://www.rodekruis.nl/).""",
 s="md refute", md=True),
Q("rode-bloedcellen-functie", "Wat is de belangrijkste functie van rode bloedcellen?",
 ["Ziekteverwekkers opruimen.", "Het bloed laten stollen bij een wond.", "*Zuurstof vervoeren van de longen naar de weefsels.", "Voedingsstoffen uit de darm opnemen."],
 """Het bloed bevat verschillende soorten cellen, elk met een eigen taak. We lopen alle opties door.

Ziekteverwekkers opruimen is de taak van de witte bloedcellen. Sommige witte bloedcellen eten bacteriën op, andere maken antistoffen. Rode bloedcellen doen dat niet.

Bloedstolling begint bij de bloedplaatjes. Zij klonteren samen bij een beschadigd bloedvat en zetten samen met stollingseiwitten een korstje in gang.

Zuurstofvervoer is wel de taak van de rode bloedcellen. Ze zitten vol hemoglobine, een eiwit met ijzer dat in de longen zuurstof bindt en die in de weefsels weer afgeeft. Ze hebben zelfs geen celkern, zodat er meer ruimte is voor hemoglobine. Een tekort aan rode bloedcellen of aan ijzer (bloedarmoede) maakt je daardoor snel moe.

Voedingsstoffen uit de darm worden opgenomen door de darmwand, via de darmvlokken. Het bloedplasma vervoert ze daarna door het lichaam, niet de rode bloedcellen.""",
 s="walk refute"),
Q("vitamine-d-klopt-niet", "Welke uitspraak over vitamine D klopt niet?",
 ["Je huid maakt vitamine D aan onder invloed van zonlicht.", "Vitamine D is nodig voor sterke botten.", "*Je krijgt vitamine D uitsluitend binnen door groente te eten."],
 """Groente bevat juist weinig vitamine D; het zit vooral in vette vis, en je huid maakt het zelf aan in zonlicht. De andere twee uitspraken kloppen: zonlicht zorgt voor aanmaak, en vitamine D helpt bij de opname van calcium voor sterke botten.""",
 s="neg refute"),
Q("water-per-week", "Je drinkt elke dag anderhalve liter water. Hoeveel liter is dat in een week?",
 ["7,5 liter", "*10,5 liter", "15 liter"],
 """1,5 L × 7 dagen = 10,5 liter. 7,5 liter zou gelden voor vijf dagen.""",
 s="arith refute"),
Q("hartminutenvolume", "Het hart pompt per slag 70 mL bloed weg en klopt 70 keer per minuut. Hoeveel bloed pompt het per minuut?",
 ["140 mL", "*4,9 L", "49 L"],
 """Hartminutenvolume = slagvolume × hartslag = 70 mL × 70 = 4 900 mL per minuut, oftewel 4,9 L. Met 140 mL heb je opgeteld in plaats van vermenigvuldigd.""",
 s="arith refute", related=["hartslag-per-uur"]),
Q("slagader-richting", "Welk bloedvat vervoert bloed van het hart weg?",
 ["*een slagader", "een ader", "een haarvat"],
 """Antwoord A klopt: een slagader (arterie) voert bloed van het hart weg. Aders brengen bloed terug naar het hart.""",
 s="letter refute"),
Q("aantal-botten", "Hoeveel botten heeft een volwassen mens ongeveer?",
 ["ongeveer 150", "*ongeveer 206", "ongeveer 300"],
 """Een volwassene heeft ongeveer 206 botten.""",
 s=""),
Q("neusbloeding-geen-goede", "Welke maatregel is GEEN goede eerste hulp bij een neusbloeding?",
 ["Rechtop gaan zitten met het hoofd iets voorover.", "*Het hoofd achterover houden.", "De neus ongeveer tien minuten dichtknijpen onder het harde deel."],
 """Met het hoofd achterover loopt het bloed je keel in; je kunt je verslikken of misselijk worden. Rechtop zitten met het hoofd licht voorover en de neusvleugels dichtknijpen zijn wel de juiste maatregelen.""",
 s="neg refute"),
Q("bewusteloos-eerste-stap", "Je vindt op straat iemand die niet reageert. Wat doe je als allereerste?",
 ["*Zorgen dat het voor jou, het slachtoffer en omstanders veilig is.", "Direct beginnen met borstcompressies.", "Het slachtoffer in de stabiele zijligging leggen.", "Het slachtoffer wat water te drinken geven."],
 """In de eerste hulp is de volgorde belangrijk. We bespreken elke optie.

De eerste stap is altijd: let op gevaar. Staat het slachtoffer midden op de weg, ligt er een stroomkabel of is er brand? Als jij zelf gewond raakt, kun je niemand meer helpen. Pas als de situatie veilig is, ga je verder. Dit is dus het juiste antwoord.

Borstcompressies geef je pas als je hebt vastgesteld dat het slachtoffer niet normaal ademt, en nadat je 112 hebt gebeld of laten bellen. Direct beginnen zonder te controleren is niet de juiste volgorde.

De stabiele zijligging is bedoeld voor iemand die bewusteloos is maar wél normaal ademt. Ook daarvoor moet je eerst het bewustzijn en de ademhaling controleren.

Water geven aan iemand die niet reageert is gevaarlijk. Het slachtoffer kan niet slikken en kan stikken. Geef een bewusteloos slachtoffer nooit iets te eten of te drinken.""",
 s="walk refute", related=["reanimatie-verhouding"]),
]
