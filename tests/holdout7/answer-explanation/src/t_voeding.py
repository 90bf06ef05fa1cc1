from qdata import q

TOPIC = "voeding"
TITLE = "Voeding en gezondheid"
DESC = "Voedingsstoffen, energie, vitamines en de adviezen voor een gezond eetpatroon."

Q = [
    q("vo-energie-uit-vet", 4,
      "Hoeveel energie levert 10 gram vet ongeveer?",
      ["40 kcal", "70 kcal", "90 kcal"], "C",
      """Vet levert ongeveer 9 kcal per gram: 10 g × 9 kcal/g = 90 kcal (negentig kilocalorieën).
40 kcal zou gelden voor 10 gram koolhydraten of eiwit (4 kcal per gram) en 70 kcal voor alcohol (7 kcal per gram)."""),

    q("vo-energie-eiwit", 1,
      "Hoeveel kilocalorieën levert 1 gram eiwit ongeveer?",
      ["4 kcal", "7 kcal", "9 kcal"], "A",
      "Eiwit levert ongeveer 4 kcal per gram, net als koolhydraten."),

    q("vo-schijf-van-vijf", 6,
      "Wat is de Schijf van Vijf?",
      ["Het voedingsmodel van het Voedingscentrum dat laat zien welke producten in een gezond eetpatroon passen",
       "Een dieet met vijf kleine maaltijden per dag",
       "Een keurmerk voor biologisch geteelde groenten"], "A",
      """De Schijf van Vijf verdeelt gezonde producten over vijf vakken, zoals groente en fruit of
smeer- en kookvetten, en geeft aan hoeveel je daarvan nodig hebt. Het is een hulpmiddel om
gevarieerd te eten, geen dieet en geen keurmerk. Zie
[de uitleg van het Voedingscentrum](https://www.voedingscentrum.nl/nl/gezond-eten-met-de-schijf-van-vijf.aspx).""",
      md=True),

    q("vo-tekort-vitamine-c", 7,
      "Welke ziekte ontstaat bij een ernstig en langdurig tekort aan vitamine C?",
      ["Rachitis", "Scheurbuik", "Beriberi"], "B",
      """Rachitis hoort bij een tekort aan vitamine D en beriberi bij een tekort aan vitamine B1.
Scheurbuik, met bloedend tandvlees en slecht genezende wonden, is het gevolg van te weinig
vitamine C; vroeger kwam het veel voor onder zeelieden."""),

    q("vo-vitamine-d-aanmaak", 2,
      "Waardoor maakt het lichaam zelf vitamine D aan?",
      ["Door zonlicht op de huid", "Door het eten van vezels", "Door veel water te drinken"], "A",
      """Onder invloed van uv-straling uit zonlicht vormt de huid vitamine D. Daarom krijgen mensen die
weinig buiten komen het advies om extra vitamine D te nemen; vezels en water spelen hierbij geen rol."""),

    q("vo-bmi-berekenen", 3,
      "Iemand weegt 81 kg en is 1,80 m lang. Wat is de BMI?",
      ["45,0", "25,0", "13,9", "22,5"], "B",
      """De BMI (body mass index) is het gewicht in kilogram gedeeld door het kwadraat van de lengte in
meter. Hier: 81 / (1,80 × 1,80) = 81 / 3,24 = 25,0. Zo verklaar je ook de andere uitkomsten.
De eerste optie, 45,0, ontstaat als je maar één keer door de lengte deelt: 81 / 1,80 = 45. Het
kwadraat wordt dan vergeten.
De tweede optie, 25,0, is de juiste berekening. Die waarde ligt precies op de grens tussen een
gezond gewicht en overgewicht.
De derde optie, 13,9, krijg je met 81 / (1,80 × 1,80 × 1,80): een macht te veel.
De vierde optie, 22,5, hoort bij een gewicht van ongeveer 73 kg bij dezelfde lengte en volgt niet
uit de gegeven getallen."""),

    q("vo-zout-pizza-percentage", 4,
      "Het advies is om maximaal 6 gram zout per dag te eten. Een diepvriespizza bevat 4,5 gram zout. Welk percentage van het maximum is dat?",
      ["75 %", "45 %", "133 %"], "A",
      """4,5 / 6 = 0,75, dus de pizza levert al vijfenzeventig procent van het dagmaximum.
133 % ontstaat als je de deling omdraait (6 / 4,5)."""),

    q("vo-nut-van-vezels", 2,
      "Waarom zijn voedingsvezels belangrijk?",
      ["Ze helpen de darmen goed te werken en geven een verzadigd gevoel",
       "Ze zijn de belangrijkste bron van vitamine C",
       "Ze leveren de meeste eiwitten in ons eten"], "A",
      """Vezels worden in de dunne darm niet verteerd. Ze nemen vocht op, zorgen voor een regelmatige
stoelgang en vullen de maag, zodat je minder snel honger krijgt. Als bron van vitamine C of eiwit
betekenen ze weinig."""),

    q("vo-ijzer-hemoglobine", 3,
      "Welke voedingsstof is nodig om hemoglobine aan te maken, het eiwit dat zuurstof door het bloed vervoert?",
      ["IJzer", "Calcium", "Natrium", "Vitamine K"], "A",
      """Hemoglobine zit in de rode bloedcellen en bindt zuurstof. In het midden van elk
hemoglobinemolecuul zit ijzer; daarom leidt een ijzertekort tot bloedarmoede, met vermoeidheid en
een bleke huid als gevolg. Optie A is dus juist. Goede bronnen zijn vlees, peulvruchten en
volkorenbrood.
Optie B, calcium, is vooral nodig voor botten en tanden en speelt een rol bij het samentrekken van
spieren, maar niet bij het zuurstoftransport.
Optie C, natrium, regelt samen met kalium de vochtbalans en de prikkelgeleiding in zenuwen; we
krijgen het vooral binnen via zout.
Optie D, vitamine K, is nodig voor de bloedstolling. Dat heeft wel met bloed te maken, maar niet met
het vervoer van zuurstof."""),

    q("vo-geen-koolhydraatbron", 5,
      "Welk product is GEEN belangrijke bron van koolhydraten?",
      ["Volkorenbrood", "Aardappelen", "Pasta", "Kipfilet"], "D",
      """Kipfilet bestaat vooral uit eiwit en bevat vrijwel geen koolhydraten. Volkorenbrood, aardappelen
en pasta leveren juist veel zetmeel, en dat is een koolhydraat."""),

    q("vo-vocht-tekort", 4,
      "Het advies is ongeveer 1,5 liter vocht per dag. Iemand drinkt 6 glazen van 200 ml. Hoeveel ml komt hij nog tekort?",
      ["900 ml", "300 ml", "1300 ml"], "B",
      """6 × 200 ml = 1200 ml. Het advies is 1,5 L = 1500 ml, dus er ontbreekt 1500 − 1200 = 300 milliliter."""),

    q("vo-e300-etiket", 6,
      "Op het etiket van een vruchtensap staat `E300`. Wat is dat?",
      ["Ascorbinezuur (vitamine C)", "Een kleurstof", "Een zoetstof"], "A",
      """E-nummers van `E300` tot en met `E399` zijn vooral antioxidanten en zuurteregelaars; `E300` zelf
is ascorbinezuur, ofwel vitamine C. Kleurstoffen hebben nummers vanaf `E100`. Zie
[E-nummers op Wikipedia](https://nl.wikipedia.org/wiki/E-nummer).""", md=True),

    q("vo-plantaardig-eiwit", 1,
      "Welk plantaardig product is een goede bron van eiwit?",
      ["Komkommer", "Linzen", "Appel"], "B",
      "Peulvruchten zoals linzen bevatten veel eiwit; komkommer en appel nauwelijks."),

    q("vo-verzadigd-vet", 7,
      "Welk soort vet kun je volgens het voedingsadvies beter vervangen door onverzadigd vet?",
      ["Verzadigd vet, zoals in roomboter en vet vlees", "Het vet in ongezouten noten", "De omega-3-vetzuren in vette vis"], "A",
      """Noten en vette vis leveren juist onverzadigde vetten, die het advies aanraadt. Het gaat om
verzadigd vet: dat verhoogt het LDL-cholesterol en daarmee het risico op hart- en vaatziekten."""),

    q("vo-calcium-functie", 2,
      "Waarvoor heeft het lichaam calcium vooral nodig?",
      ["Voor sterke botten en tanden", "Voor het vervoer van zuurstof in het bloed", "Voor het verteren van vetten"], "A",
      """Het grootste deel van het calcium in ons lichaam zit in het skelet en het gebit. Zuivel,
groene groenten en noten zijn goede bronnen. Zuurstofvervoer is een taak van ijzerhoudend
hemoglobine, en bij de vertering van vet helpt gal."""),

    q("vo-energietekort-maand", 4,
      "Iemand verbruikt 2400 kcal per dag en eet 2100 kcal per dag. Hoe groot is het totale energietekort na 30 dagen?",
      ["300 kcal", "9000 kcal", "72.000 kcal"], "B",
      """Per dag is het tekort 2400 − 2100 = 300 kcal. Na 30 dagen: 30 × 300 = 9000 kcal.
72.000 kcal is het totale verbruik (30 × 2400), niet het tekort."""),

    q("vo-kj-per-kcal", 4,
      "Op een etiket staat per 100 gram: energie 1500 kJ / 358 kcal. Hoeveel kilojoule komt ongeveer overeen met 1 kilocalorie?",
      ["0,24 kJ", "4,2 kJ", "1142 kJ"], "B",
      """Deel de twee getallen: 1500 kJ / 358 kcal ≈ 4,2 kJ per kcal. Eén kilocalorie is dus ruim vier
kilojoule. 0,24 is het omgekeerde (kcal per kJ) en 1142 is 1500 − 358."""),

    # --- gebrekkig ---
    q("vo-vitamine-bloedstolling", 7,
      "Welke vitamine is vooral nodig voor de bloedstolling?",
      ["Vitamine K", "Vitamine C", "Vitamine A"], "A",
      """Vitamine A is belangrijk voor het zien in het donker en vitamine C voor de weerstand en de
opname van ijzer. Voor de bloedstolling draait het om vitamine K.""", flaw="sd", mark="C"),

    q("vo-chocolade-vet-kcal", 4,
      "Een reep chocolade van 100 g bevat 30 g vet. Hoeveel kilocalorieën komen uit het vet?",
      ["120 kcal", "270 kcal", "210 kcal"], "B",
      """Vet levert 9 kcal per gram: 30 × 9 = 270 kcal. 120 kcal zou gelden bij 4 kcal per gram, zoals
bij koolhydraten.""", flaw="sd", mark="A"),

    q("vo-groente-per-dag", 6,
      "Hoeveel groente per dag adviseert het Voedingscentrum voor volwassenen?",
      ["250 gram", "100 gram", "500 gram"], "A",
      """Het advies voor volwassenen is **250 gram** groente per dag, naast twee porties fruit. Zie
[de Schijf van Vijf](https://www.voedingscentrum.nl/nl/gezond-eten-met-de-schijf-van-vijf.aspx).""",
      md=True, flaw="sd", mark="C"),
]
