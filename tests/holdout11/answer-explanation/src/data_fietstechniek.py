from common import q, NONE, MOVED, DUP

TOPIC = "fietstechniek"
TITLE = "Fietstechniek"
DESCRIPTION = "Overbrenging, banden, remmen en elektrische ondersteuning van de fiets, met rekenwerk aan verzetten, snelheid en accu's."

QUESTIONS = [
    q(NONE, "overbrengingsverhouding",
      "Een fiets heeft een kettingblad met 48 tanden en een achtertandwiel met 16 tanden. Hoe vaak draait het achterwiel rond bij één omwenteling van de trappers?",
      ["0,33 keer", "1 keer", "3 keer", "64 keer"], 2,
      "De overbrengingsverhouding is 48 / 16 = 3: bij elke trapomwenteling trekt de ketting 48 schakels door, en dat is drie keer het achtertandwiel rond.",
      order="num", compute=("48 / 16", "keer"), tags=["rekenen", "overbrenging"],
      related=["afstand-per-trapomwenteling"], feedback={0: "Je hebt de verhouding omgedraaid: deel het aantal tanden voor door het aantal tanden achter."}),

    q(NONE, "afstand-per-trapomwenteling",
      "Met een verhouding van 48 op 16 en een wielomtrek van 2,1 m: hoe ver rijd je per trapomwenteling?",
      ["0,7 m", "2,1 m", "6,3 m", "100,8 m"], 2,
      "Het wiel draait 48 / 16 = 3 keer rond, dus je rijdt 3 × 2,1 m = 6,3 m per omwenteling van de trappers (de 'ontwikkeling').",
      order="num", compute=("48 / 16 * 2.1", "m"), tags=["rekenen", "overbrenging"],
      related=["overbrengingsverhouding", "snelheid-uit-cadans"]),

    q(NONE, "snelheid-uit-cadans",
      "Een fietser trapt 80 omwentelingen per minuut en legt per omwenteling 6,3 m af. Hoe snel rijdt hij ongeveer?",
      ["8,4 km/h", "18 km/h", "30 km/h", "50 km/h"], 2,
      """
80 × 6,3 m = 504 m per minuut. Per uur is dat 504 × 60 = 30 240 m, dus ongeveer 30 km/h.""",
      order="num", compute=("80 * 6.3 * 60 / 1000", "km/h"), tags=["rekenen", "overbrenging"],
      related=["afstand-per-trapomwenteling"]),

    q(NONE, "etrto-bandmaat",
      "Wat betekent de ETRTO-aanduiding 37-622 op een fietsband?",
      ["De band is 37 mm breed en past op een velg met een hieldiameter van 622 mm",
       "De band is 37 cm hoog en weegt 622 g",
       "De band mag tot 3,7 bar worden opgepompt en is 622 mm breed",
       "De band is 622 mm breed en heeft een diameter van 37 inch"], 0,
      "In de ETRTO-notatie (ook ISO 5775) staat eerst de bandbreedte in millimeters en dan de diameter van de velgzitting. 622 mm is de maat van de meeste '28 inch'-wielen en van racefietsen met 700C-wielen.",
      tags=["banden"]),

    q(NONE, "naafdynamo",
      "Welk soort stroom levert een naafdynamo in een fiets?",
      ["Wisselstroom, meestal 6 V en 3 W", "Gelijkstroom van 12 V", "Wisselstroom van 230 V", "Gelijkstroom van 1,5 V"], 0,
      "Een naafdynamo is een kleine wisselstroomgenerator met permanente magneten. De gangbare norm is 6 V en 3 W; moderne led-lampen bevatten een gelijkrichter.",
      tags=["verlichting"]),

    q(NONE, "pedelec-grenzen",
      "Tot welke snelheid en welk nominaal vermogen mag de motor van een gewone elektrische fiets (pedelec) in de EU ondersteunen om als fiets te gelden?",
      ["Tot 25 km/h en 250 W", "Tot 45 km/h en 4000 W", "Tot 25 km/h en 500 W", "Tot 32 km/h en 750 W"], 0,
      """
Een pedelec ondersteunt alleen als je trapt, tot 25 km/h, met een continu vermogen van hooguit 250 W. Een speed pedelec gaat tot 45 km/h en 4 kW, maar geldt dan als bromfiets. De 32 km/h en 750 W komen uit de Amerikaanse regels.""",
      tags=["e-bike", "regels"], related=["speed-pedelec-geen-plicht"]),

    q(NONE, "speed-pedelec-geen-plicht",
      "Welke van de volgende is GEEN verplichting voor een speed pedelec (tot 45 km/h) in Nederland?",
      ["Een jaarlijkse APK-keuring", "Een kenteken", "Een WA-verzekering", "Een bromfietsrijbewijs (AM)"], 0,
      """
Bromfietsen en speed pedelecs hoeven niet gekeurd te worden; een APK geldt alleen voor auto's en zwaardere voertuigen.

De andere drie zijn wel verplicht. Een speed pedelec is wettelijk een bromfiets, en heeft dus een (geel) kenteken, een WA-verzekering en een berijder met minstens een AM-rijbewijs nodig. Ook een goedgekeurde helm is verplicht.""",
      tags=["e-bike", "regels"], related=["pedelec-grenzen"]),

    q(NONE, "accu-energie",
      "Een e-bike-accu heeft een spanning van 36 V en een capaciteit van 14 Ah. Hoeveel energie kan hij opslaan?",
      ["50 Wh", "252 Wh", "504 Wh", "5040 Wh"], 2,
      "Energie = spanning × lading: 36 V × 14 Ah = 504 Wh.",
      order="num", compute=("36 * 14", "Wh"), tags=["rekenen", "e-bike"], related=["actieradius-e-bike"]),

    q(NONE, "actieradius-e-bike",
      "Een accu van 504 Wh levert gemiddeld 12 Wh per kilometer. Wat is de actieradius ongeveer?",
      ["4,2 km", "24 km", "42 km", "6048 km"], 2,
      "504 Wh / 12 Wh per km = 42 km. In de praktijk hangt het verbruik sterk af van wind, hellingen, bandenspanning en de gekozen ondersteuningsstand.",
      order="num", compute=("504 / 12", "km"), tags=["rekenen", "e-bike"], related=["accu-energie"]),

    q(NONE, "kruislings-schakelen",
      "Waarom wordt 'kruislings schakelen' afgeraden: voor het grote blad en achter het grootste tandwiel?",
      ["De ketting loopt dan sterk schuin, wat meer wrijving, slijtage en lawaai geeft",
       "Het is dan onmogelijk om te trappen",
       "De achterrem werkt dan niet meer",
       "De ketting wordt dan te kort en breekt direct"], 0,
      "Bij een schuine kettinglijn worden de schakels zijdelings gebogen en schuren ze langs de tandwielen. Je kunt wel trappen en de ketting breekt niet meteen, maar je verspilt energie en alles slijt sneller. Met het kleine blad voor haal je vrijwel dezelfde verhouding met een rechtere ketting.",
      tags=["overbrenging"]),

    q(NONE, "schijfrem-nat",
      "Wat is een belangrijk voordeel van schijfremmen ten opzichte van velgremmen?",
      ["Ze remmen bij nat weer veel betrouwbaarder, en de velg slijt niet door het remmen",
       "Ze zijn altijd lichter dan velgremmen",
       "Ze hebben nooit onderhoud nodig",
       "Ze werken zonder remblokken"], 0,
      "De schijf zit dicht bij de naaf, ver van het opspattende water en vuil bij de velg, en wordt snel droog gewreven. Velgremmen slijten bovendien de velg zelf. Schijfremmen zijn meestal juist wat zwaarder en hebben wel degelijk remblokjes die je moet vervangen.",
      tags=["remmen"]),

    q(NONE, "terugtraprem",
      "Waar zit het remmechanisme van een terugtraprem?",
      ["In de achternaaf", "Bij de trapas", "Tegen de velg van het achterwiel", "Op de voorvork"], 0,
      "Bij een terugtraprem zet het achteruit trappen een mechanisme in de achternaaf in werking dat remschoenen of een remkegel tegen de binnenkant van de naafhuls drukt.",
      tags=["remmen"]),

    q(NONE, "hollands-ventiel",
      "Welk ventieltype vind je traditioneel op Nederlandse stadsfietsen?",
      ["Het Dunlopventiel (Hollands ventiel)", "Het Prestaventiel (Frans ventiel)",
       "Het Schraderventiel (autoventiel)", "Het tubelessventiel"], 0,
      "Op klassieke Nederlandse fietsen zit het Dunlopventiel met het losse ventielrubbertje of een binnenwerk. Het slanke Prestaventiel zie je vooral op racefietsen en het Schraderventiel op mountainbikes en auto's.",
      tags=["banden"]),

    q(NONE, "bar-naar-psi",
      "Een band moet op 4 bar. Hoeveel psi is dat ongeveer? (1 bar ≈ 14,5 psi)",
      ["4 psi", "29 psi", "58 psi", "400 psi"], 2,
      "4 bar × 14,5 psi per bar = 58 psi.",
      order="num", compute=("4 * 14.5", "psi"), tags=["rekenen", "banden"]),

    q(NONE, "derailleur-geen-onderdeel",
      "Welk onderdeel hoort NIET bij een derailleursysteem?",
      ["Een planetair tandwielstelsel in de achternaaf",
       "Een achterderailleur",
       "Een cassette met meerdere tandwielen",
       "Een schakelhendel met kabel"], 0,
      """
Een planetair stelsel in de naaf is het hart van een naafversnelling, het andere systeem om te schakelen.

De andere drie vormen samen juist een derailleursysteem: de schakelhendel trekt via de kabel aan de achterderailleur, die de ketting over de verschillende tandwielen van de cassette laat lopen.""",
      tags=["overbrenging"], related=["naafversnelling-voordeel"]),

    q(NONE, "naafversnelling-voordeel",
      "Wat is een voordeel van een naafversnelling ten opzichte van een derailleur?",
      ["Je kunt schakelen terwijl je stilstaat, en het mechanisme zit beschermd tegen vuil in de naaf",
       "Een naafversnelling is altijd lichter",
       "Een naafversnelling heeft altijd meer versnellingen",
       "Met een naafversnelling heb je geen ketting meer nodig"], 0,
      "Omdat de tandwielen in de naaf zitten, kun je bij een stoplicht al terugschakelen en kan de ketting in een gesloten kettingkast blijven. Naafversnellingen zijn meestal juist zwaarder, hebben vaak minder versnellingen dan een derailleur, en een ketting (of riem) blijft nodig.",
      tags=["overbrenging"], related=["derailleur-geen-onderdeel"]),

    q(NONE, "kettingsteek",
      "Wat is de steek (de afstand tussen twee pennen) van een standaard fietsketting?",
      ["8 mm", "10 mm", "12,7 mm", "25,4 mm"], 2,
      "Fietskettingen hebben een steek van een halve inch: 25,4 mm / 2 = 12,7 mm. Kettingen voor 8, 9, 10, 11 of 12 versnellingen verschillen in breedte, niet in steek.",
      order="num", compute=("25.4 / 2", "mm"), tags=["overbrenging"]),

    q(NONE, "trapas-betekenis",
      "Wat is de trapas van een fiets?",
      ["De as met lagers in het frame waaraan de cranks met de trappers vastzitten",
       "De as van het achterwiel",
       "De buis tussen zadel en trapper",
       "De as waarom het stuur draait"], 0,
      "De trapas zit onderin het frame, in de trapashuls. De buis naar het zadel heet de zitbuis, en het stuur draait in de balhoofdbuis.",
      tags=["frame"]),

    q(NONE, "koppel-op-crank",
      "Een fietser duwt met 500 N loodrecht op een trapper aan een crank van 170 mm. Hoe groot is het koppel op de trapas?",
      ["8,5 Nm", "85 Nm", "850 Nm", "85 000 Nm"], 1,
      "Koppel = kracht × arm = 500 N × 0,170 m = 85 Nm. Wie de cranklengte in millimeters laat staan, komt uit op 85 000 en zit er een factor 1000 naast.",
      order="num", compute=("500 * 0.17", "Nm"), tags=["rekenen"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "lichtste-verzet",
      "Met welke combinatie fiets je het makkelijkst tegen een steile helling op?",
      ["Klein kettingblad voor en grootste tandwiel achter",
       "Groot kettingblad voor en kleinste tandwiel achter",
       "Groot kettingblad voor en grootste tandwiel achter",
       "Klein kettingblad voor en kleinste tandwiel achter"], 0,
      "Het lichtste verzet krijg je met weinig tanden voor en veel tanden achter: het wiel draait dan het minst rond per trapomwenteling, zodat je minder kracht hoeft te zetten. Groot voor en klein achter is juist het zwaarste verzet, voor hoge snelheid.",
      moved_to=1, related=["overbrengingsverhouding"]),

    q(MOVED, "trapkrachtsensor",
      "Wat meet de trapkrachtsensor (torquesensor) van een e-bike?",
      ["Hoe hard de fietser op de pedalen duwt, zodat de motor naar verhouding bijspringt",
       "Hoe snel het achterwiel draait",
       "Hoe vol de accu is",
       "Hoe steil de weg omhoog loopt"], 0,
      "Een trapkrachtsensor meet het koppel dat de fietser op de trapas zet. Duw je harder, dan geeft de motor meer ondersteuning, wat een natuurlijk rijgevoel geeft. Een rotatiesensor kijkt alleen óf je trapt; de wielsnelheid wordt met een aparte snelheidssensor gemeten.",
      moved_to=1, tags=["e-bike"]),

    q(MOVED, "wielomtrek",
      "Een wiel met band heeft een buitendiameter van 0,7 m. Hoe groot is de omtrek ongeveer?",
      ["0,7 m", "1,1 m", "2,2 m", "4,4 m"], 2,
      "Omtrek = π × diameter = 3,14 × 0,7 m ≈ 2,2 m. 1,1 m krijg je met π × straal, en 4,4 m met 2π × diameter.",
      moved_to=3, order="num", tags=["rekenen"]),

    q(MOVED, "tangentiele-spaken",
      "Waarom zijn de spaken van een achterwiel meestal gekruist (tangentieel) gespaakt en niet radiaal?",
      ["Omdat gekruiste spaken het aandrijf- en remkoppel van de naaf goed op de velg kunnen overbrengen",
       "Omdat radiale spaken niet in een achterwiel passen",
       "Omdat gekruiste spaken het wiel lichter maken",
       "Omdat radiale spaken alleen bij schijfremmen zijn toegestaan"], 0,
      "Het trapkoppel grijpt aan op de naaf. Radiale spaken staan loodrecht op die draairichting en kunnen het koppel slecht doorgeven; gekruiste spaken vertrekken schuin uit de naafflens en trekken de velg mee. Gewicht is daarbij niet de reden: gekruiste spaken zijn juist iets langer.",
      moved_to=2, tags=["wielen"]),
]
