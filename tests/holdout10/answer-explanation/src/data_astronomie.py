from common import Q

TOPIC = "astronomie-instrumenten"
TITLE = "Sterrenkundige instrumenten"
DESCRIPTION = ("Telescopen en andere instrumenten waarmee de hemel wordt waargenomen: lenzen en "
               "spiegels, monteringen, ruimtetelescopen, spectrografen en radio-interferometrie.")

QUESTIONS = [
    Q("spiegeltelescoop-licht", 1,
      "Welk onderdeel verzamelt bij een spiegeltelescoop het licht?",
      ["*De holle hoofdspiegel", "De objectieflens", "Het oculair", "De zoeker"],
      "Een holle hoofdspiegel vangt het licht op en bundelt het; een lenzenkijker gebruikt daarvoor een "
      "objectieflens.",
      related=["grootste-telescopen-spiegels"]),

    Q("telescoop-op-berg", 2,
      "Waarom staan grote optische telescopen vaak op hoge bergen?",
      ["*Er zit minder, drogere en rustigere atmosfeer boven hen en er is weinig kunstlicht",
       "Op grotere hoogte zijn de sterren merkbaar dichterbij",
       "Bergtoppen draaien sneller mee met de aarde, zodat sterren langer zichtbaar blijven"],
      "Hoe hoger de telescoop staat, hoe minder lucht het sterlicht hoeft te passeren. Op plekken als "
      "Mauna Kea of in de Chileense Andes is de lucht bovendien zeer droog en stabiel, wat scherpere "
      "beelden en betere infraroodwaarnemingen oplevert. Afgelegen toppen hebben daarnaast weinig last van "
      "verlichting uit steden.",
      related=["adaptieve-optiek"]),

    Q("oculair-functie", 2,
      "Welke rol speelt het oculair van een telescoop?",
      ["*Het vergroot het beeld dat het objectief vormt, zodat je het met het oog kunt bekijken",
       "Het verzamelt het licht van de ster",
       "Het compenseert de draaiing van de aarde"],
      "Het objectief of de hoofdspiegel maakt in het brandvlak een klein beeld. Het oculair werkt als een "
      "loep waarmee je dat beeld vergroot bekijkt. Door oculairs te wisselen verander je de vergroting van "
      "dezelfde telescoop; het volgen van de sterren is een taak van de montering.",
      related=["vergroting-1200-25"]),

    Q("rontgentelescoop-ruimte", 3,
      "Waarom moeten röntgentelescopen, zoals Chandra, in de ruimte worden geplaatst?",
      ["*De aardatmosfeer houdt röntgenstraling uit de ruimte tegen",
       "Röntgenbronnen staan alleen buiten het zonnestelsel en zijn vanaf de aarde niet te zien",
       "In de ruimte staat de telescoop dichter bij de sterren, wat nodig is voor zwakke röntgenstraling",
       "Röntgendetectoren werken alleen in gewichtloosheid"],
      "Röntgenfotonen worden hoog in de atmosfeer geabsorbeerd door atomen van stikstof en zuurstof; aan "
      "het aardoppervlak komt vrijwel niets van die straling aan. Dat is gunstig voor ons, maar het "
      "betekent dat röntgenastronomie alleen met raketten, ballonnen op grote hoogte of satellieten "
      "mogelijk is. Dat röntgenbronnen alleen buiten het zonnestelsel zouden staan, klopt niet: ook de zon "
      "zendt röntgenstraling uit, en toch is die vanaf de grond niet waar te nemen. De paar honderd "
      "kilometer die een satelliet dichter bij de sterren staat, is verwaarloosbaar ten opzichte van "
      "afstanden van lichtjaren. En detectoren werken in een laboratorium op aarde prima; gewichtloosheid "
      "is voor de meting niet nodig.",
      related=["jwst-spectrum"]),

    Q("vergroting-1200-25", 4,
      "Een telescoop heeft een brandpuntsafstand van 1200 mm en je gebruikt een oculair van 25 mm. Hoe "
      "groot is de vergroting?",
      ["24×", "*48×", "1225×"],
      "Vergroting = brandpuntsafstand objectief ÷ brandpuntsafstand oculair = 1200 mm ÷ 25 mm = 48, dus "
      "achtenveertig keer. Met een oculair van 10 mm zou het 120× worden.",
      order="num", compute=("1200 / 25", "×")),

    Q("lichtopvang-20-cm", 4,
      "Hoeveel keer meer licht verzamelt een telescoop met een opening van 20 cm dan het aan het donker "
      "gewende oog met een pupil van 7 mm?",
      ["ongeveer 29 keer", "*ongeveer 820 keer", "ongeveer 5700 keer"],
      "Het verzamelde licht schaalt met het oppervlak, dus met het kwadraat van de diameter. "
      "200 mm ÷ 7 mm ≈ 28,6, en 28,6² ≈ 816: ruwweg achthonderd keer zo veel licht.",
      order="num", compute=("(200 / 7)^2", "keer")),

    Q("dawes-100-mm", 4,
      "Volgens de vuistregel van Dawes is het oplossend vermogen van een telescoop ongeveer 116 gedeeld "
      "door de opening in millimeter, uitgedrukt in boogseconden. Wat is dat voor een opening van 100 mm?",
      ["0,116 boogseconde", "*1,16 boogseconde", "11,6 boogseconde"],
      "116 ÷ 100 mm = 1,16 boogseconde. Twee sterren die minstens zo ver uit elkaar staan, zijn als twee "
      "punten te zien; een telescoop van 200 mm haalt de helft, 0,58″.",
      order="num", compute=("116 / 100", "boogseconde")),

    Q("hubble-geen-voordeel", 5,
      "Welke eigenschap is GEEN voordeel van de Hubble-ruimtetelescoop ten opzichte van telescopen op "
      "aarde?",
      ["Geen beeldvervaging door turbulentie in de atmosfeer",
       "Waarnemingen in het ultraviolet, dat de atmosfeer tegenhoudt",
       "Geen last van bewolking en weer",
       "*Een grotere hoofdspiegel dan de grootste telescopen op aarde"],
      "A, B en C zijn echte voordelen: boven de atmosfeer is er geen turbulentie die sterren laat "
      "twinkelen, ultraviolet licht bereikt de telescoop wel, en wolken spelen geen rol. D klopt niet: "
      "Hubble heeft een spiegel van 2,4 m, terwijl telescopen als Keck en de Gran Telescopio Canarias "
      "spiegels van rond de 10 m hebben.",
      order="letters"),

    Q("equatoriale-montering-onjuist", 5,
      "Welke uitspraak over een equatoriale (parallactische) montering is NIET juist?",
      ["Eén van de assen staat evenwijdig aan de draaiingsas van de aarde",
       "Je kunt een ster volgen door om slechts één as te draaien",
       "*Je hoeft de montering niet op de hemelpool uit te lijnen"],
      "Bij deze montering staat de poolas inderdaad evenwijdig aan de aardas, en daardoor volstaat draaien "
      "om die ene as om de schijnbare beweging van een ster te volgen. Dat werkt echter alleen als de as "
      "nauwkeurig op de hemelpool is gericht, op het noordelijk halfrond vlak bij de Poolster."),

    Q("brandpunt-f10-200", 6,
      "Een telescoop heeft een openingsverhouding van `f/10` en een opening van `200 mm`. Wat is de "
      "brandpuntsafstand?",
      ["`20 mm`", "`210 mm`", "*`2000 mm`"],
      "De openingsverhouding is brandpuntsafstand gedeeld door diameter. Dus brandpuntsafstand = "
      "`10 × 200 mm = 2000 mm`, twee meter. Zie [F-number](https://en.wikipedia.org/wiki/F-number) voor de "
      "definitie.",
      md=True, order="num", compute=("10 * 200", "mm"), related=["vergroting-1200-25"]),

    Q("jwst-spectrum", 6,
      "In welk deel van het elektromagnetisch spectrum neemt de James Webb-ruimtetelescoop vooral waar?",
      ["*Infrarood", "Röntgenstraling", "Radiogolven"],
      "Webb is gebouwd voor het infrarood, van ongeveer `0,6` tot `28 µm`. Zijn instrumenten, zoals "
      "`NIRCam` en `MIRI`, moeten daarvoor zeer koud blijven, vandaar het grote zonnescherm. Zie "
      "[James Webb Space Telescope](https://en.wikipedia.org/wiki/James_Webb_Space_Telescope).",
      md=True),

    Q("spectrograaf", 7,
      "Wat doet een spectrograaf aan een telescoop?",
      ["*Hij splitst het licht op in golflengten, zodat samenstelling, temperatuur en snelheid van een object te bepalen zijn",
       "Hij meet hoe de helderheid van een ster in de loop van de tijd verandert",
       "Hij maakt met een groothoeklens een foto van de hele hemel"],
      "Helderheid door de tijd volgen is het werk van een fotometer, en een opname van de hele hemel maakt "
      "een allsky-camera; geen van beide is een spectrograaf. Een spectrograaf spreidt het licht uit met "
      "een prisma of tralie. Uit de absorptielijnen leid je af welke elementen er zijn, en uit hun "
      "verschuiving of het object naar ons toe of van ons af beweegt."),

    Q("radio-interferometrie", 7,
      "Waarom koppelen radioastronomen vaak schotels die kilometers uit elkaar staan (interferometrie)?",
      ["*Het scheidend vermogen hangt af van de onderlinge afstand, zodat een virtuele schotel zo groot als die afstand ontstaat",
       "Zo kunnen ze meer verschillende radiofrequenties tegelijk ontvangen",
       "Eén losse schotel kan een radiosignaal niet versterken"],
      "Het gaat niet om meer frequenties of om versterking: ook één schotel ontvangt en versterkt signalen "
      "prima. Bij interferometrie bepaalt de grootste afstand tussen de schotels, de basislijn, hoe fijne "
      "details je kunt onderscheiden. Zo maakte de Event Horizon Telescope met schotels verspreid over de "
      "aarde een beeld van een zwart gat.",
      related=["dawes-100-mm"]),

    Q("parsec-omrekening", 8,
      "Welke omrekening van de parsec is juist?",
      ["*1 pc ≈ 3,26 lichtjaar", "1 pc ≈ 3,26 lichtminuut", "1 pc ≈ 3,26 AE"],
      "Een parsec is ongeveer 3,26 lichtjaar, ruim 206.000 astronomische eenheden."),

    Q("magnitude-verschil-5", 8,
      "Hoeveel keer helderder is een ster van magnitude 1 dan een ster van magnitude 6?",
      ["*100 keer helderder", "100 keer zwakker", "5 keer helderder", "5 keer zwakker"],
      "Een verschil van vijf magnitudes is per definitie een factor 100; een lagere magnitude betekent een "
      "helderdere ster."),

    Q("adaptieve-optiek", 2,
      "Wat doet adaptieve optiek in een grote telescoop?",
      ["*Een vervormbare spiegel corrigeert honderden keren per seconde de verstoring door luchtturbulentie",
       "De telescoop past automatisch zijn vergroting aan het waargenomen object aan",
       "De koepel opent en sluit vanzelf bij wisselend weer"],
      "Turbulente lucht vervormt het golffront van sterlicht, waardoor sterren vanaf de grond als trillende "
      "vlekjes verschijnen. Een sensor meet die vervorming aan een heldere ster of een lasergidsster, en "
      "kleine actuatoren buigen een dunne spiegel precies in de tegengestelde vorm. Zo benadert een "
      "telescoop op aarde de scherpte die hij in de ruimte zou hebben."),

    Q("grootste-telescopen-spiegels", 3,
      "Waarom zijn alle zeer grote optische telescopen spiegeltelescopen en geen lenzenkijkers?",
      ["*Een spiegel kan over zijn hele achterkant worden ondersteund en geeft geen kleurfouten, terwijl een grote lens doorzakt en licht absorbeert",
       "Een spiegel vergroot altijd sterker dan een lens met dezelfde diameter",
       "Lenzen laten alleen bij daglicht genoeg licht door"],
      "Een lens kan alleen aan de rand worden vastgehouden, want het licht moet erdoorheen. Boven ongeveer\n"
      "een meter diameter zakt zo'n zware glasschijf onder zijn eigen gewicht door en vervormt het beeld;\n"
      "de lenzenkijker van het Yerkes-observatorium, met een lens van 102 cm, is een van de grootste ooit.\n"
      "Dik glas absorbeert bovendien licht en breekt elke kleur anders. Een spiegel weerkaatst alle\n"
      "golflengten op dezelfde manier en kan van achteren over het hele oppervlak worden gesteund, of uit\n"
      "segmenten worden opgebouwd. Dat een spiegel sterker zou vergroten, klopt niet: de vergroting hangt\n"
      "af van de brandpuntsafstanden van objectief en oculair, niet van het type. En lenzen werken 's\n"
      "nachts net zo goed als overdag; het probleem zit in hun grootte, niet in de hoeveelheid licht.",
      related=["spiegeltelescoop-licht"]),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("hubble-lancering", 1,
      "Welke ruimtetelescoop werd in 1990 met de spaceshuttle Discovery gelanceerd?",
      ["*Hubble", "!James Webb", "Spitzer"],
      "Hubble ging in april 1990 met de Discovery de ruimte in; Webb volgde pas in 2021.",
      label="sd"),

    Q("lichtvervuiling", 2,
      "Waarom is lichtvervuiling een probleem voor sterrenkundige waarnemingen?",
      ["*Kunstlicht verlicht de hemelachtergrond, waardoor zwakke objecten er niet meer bovenuit komen",
       "!Straatverlichting laat stof neerslaan op de telescoopspiegel",
       "Kunstlicht verandert de kleur van de sterren zelf"],
      "Lantaarns, reclameborden en kassen stralen licht omhoog dat in de atmosfeer wordt verstrooid. De "
      "nachtlucht wordt daardoor grijs of oranje in plaats van zwart. Zwakke sterrenstelsels en nevels "
      "hebben dan te weinig contrast om nog gezien of gefotografeerd te worden.",
      label="sd"),
]
