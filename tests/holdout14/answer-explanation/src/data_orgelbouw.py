from common import *

TOPIC = {
    "id": "orgelbouw",
    "title": "Orgelbouw",
    "description": "De bouw en werking van het pijporgel: pijpen, registers, windvoorziening, traktuur en klank.",
}

QUESTIONS = [
    q(NONE, "labiaalpijp-toon",
      "Hoe ontstaat de toon in een labiaalpijp?",
      ["Een dunne metalen tong trilt tegen een opening aan de voet van de pijp",
       "Lucht wordt tegen een scherpe lip geblazen en zet de luchtkolom in de pijp in trilling",
       "Een gespannen snaar in de pijp wordt door de langsstromende wind aangeslagen"],
      "B",
      "Een labiaalpijp werkt als een blokfluit: de luchtband slaat om beurten binnen en buiten de lip en zet de lucht in "
      "de pijp in beweging. Een trillende tong hoort bij tongwerken, niet bij labiaalpijpen.",
      [WEERLEGT]),

    q(NONE, "voetmaat-octaaf-hoger",
      "Een open labiaalpijp die half zo lang is, klinkt een octaaf hoger. Welke voetmaat heeft een register dat een octaaf "
      "hoger klinkt dan een 8-voetsregister?",
      ["2 voet", "4 voet", "16 voet"],
      "B",
      "Een octaaf hoger betekent de halve pijplengte: de helft van acht voet is vier voet.",
      [REKEN, KORT, GETAL_WOORD],
      compute=("8 / 2", "voet")),

    q(NONE, "gedekte-pijp-lengte",
      "Een gedekte pijp, die bovenaan is afgesloten, klinkt een octaaf lager dan een open pijp van dezelfde lengte. Hoe lang "
      "moet een gedekte pijp zijn om dezelfde toon te geven als een open pijp van 2,4 m?",
      ["1,2 m", "2,4 m", "4,8 m"],
      "A",
      "Omdat de gedekte pijp een octaaf lager klinkt, volstaat de halve lengte: 1,2 meter in plaats van 2,4 meter. "
      "Een pijp van 4,8 meter zou het verschil de verkeerde kant op rekenen.",
      [REKEN, EENHEID_WOORD, WEERLEGT],
      compute=("2.4 / 2", "m")),

    q(NONE, "frequentie-16-voet",
      "De laagste C van een open 8-voetsregister heeft een frequentie van ongeveer 65 Hz. Welke frequentie heeft de laagste "
      "C van een 16-voetsregister?",
      ["Ongeveer 33 Hz", "Ongeveer 65 Hz", "Ongeveer 131 Hz"],
      "A",
      "Een twee keer zo lange pijp klinkt een octaaf lager, dus op de halve frequentie: 65 / 2 ≈ 33 Hz.",
      [REKEN, KORT],
      compute=("65 / 2", "Hz", 0.03)),

    q(NONE, "winddruk-pascal",
      "Een orgel speelt op een winddruk van 80 mm waterkolom. Hoeveel pascal is dat ongeveer, als 1 mm waterkolom 9,81 Pa is?",
      ["8 Pa", "785 Pa", "7848 Pa"],
      "B",
      "Tachtig millimeter waterkolom maal 9,81 pascal per millimeter geeft ongeveer 785 pascal.",
      [REKEN, KORT, EENHEID_WOORD, GETAL_WOORD],
      compute=("80 * 9.81", "Pa")),

    q(SUPPORTS, "geen-windvoorziening",
      "Welk onderdeel hoort NIET bij de windvoorziening van een orgel?",
      ["De balg", "Het windkanaal", "Het pedaalklavier"],
      "C",
      "Het pedaalklavier is het klavier voor de voeten en hoort bij de speeltafel. Balg en windkanaal horen wel bij de "
      "windvoorziening: de balg houdt de winddruk gelijkmatig en het windkanaal voert de lucht naar de windladen.",
      [NEG], moved_to="B"),

    q(NONE, "register-uittrekken",
      "Wat gebeurt er in een sleeplade wanneer de organist een register uittrekt?",
      ["Er wordt een extra klavier aangesloten waarop de organist dat register kan bespelen",
       "De windmachine gaat harder blazen, zodat alle pijpen luider klinken",
       "Een schuif met gaten verschuift onder één rij pijpen, zodat die wind kunnen krijgen"],
      "C",
      "De sleep is een lat met gaten onder alle pijpen van één register. In de ene stand sluit hij de pijpvoeten af, in "
      "de andere liggen de gaten recht onder de pijpen en kan de lucht erdoor.",
      [PARAFRASE]),

    q(NONE, "mechanische-traktuur",
      "Wat is een mechanische traktuur?",
      ["Een verbinding waarbij elektrische contacten en magneten de ventielen openen",
       "Een verbinding waarbij luchtdruk door dunne loden buisjes de ventielen opent",
       "Een verbinding waarbij latjes, wippen en assen de toets met het ventiel verbinden"],
      "C",
      "Bij een mechanische traktuur voelt de organist in de toets hoe het ventiel opengaat. Elektrische en pneumatische "
      "trakturen bestaan ook, maar dat zijn juist de alternatieven voor de mechanische.",
      [WEERLEGT]),

    q(NONE, "arp-schnitger",
      "Welke orgelbouwer bouwde rond 1700 talrijke orgels in Noord-Duitsland en in de provincie Groningen?",
      ["Arp Schnitger", "Aristide Cavaillé-Coll", "Dirk Andries Flentrop"],
      "A",
      "[Arp Schnitger](https://nl.wikipedia.org/wiki/Arp_Schnitger) werkte vanuit Hamburg en leverde onder meer orgels "
      "voor Groningse dorpskerken. Cavaillé-Coll was een negentiende-eeuwse Franse bouwer van symfonische orgels en "
      "Flentrop een orgelmaker uit de twintigste eeuw.",
      [LINK, WEERLEGT]),

    q(NONE, "tremulant-werking",
      "Wat doet een tremulant?",
      ["Hij stemt het orgel automatisch bij wisselende temperaturen",
       "Hij laat de wind regelmatig golven, zodat de toon gaat beven",
       "Hij zet alle registers tegelijk aan"],
      "B",
      "Een tremulant brengt periodieke drukschommelingen in de wind, wat een vibrato-achtig effect geeft.",
      [KORT, PARAFRASE]),

    q(NONE, "mixtuur",
      "Wat is een mixtuur in een orgel?",
      ["Een register dat het geluid van andere instrumenten nabootst, zoals hobo of trompet",
       "Een mechanisme dat twee klavieren koppelt",
       "Een register waarvan de pijpen allemaal een octaaf lager klinken",
       "Een register met meerdere pijpen per toets, die hoge boventonen laten meeklinken"],
      "D",
      "Optie A beschrijft imitatieregisters zoals de hobo of de viola da gamba; een mixtuur imiteert niets. Optie B gaat "
      "over een koppel, een mechanisch onderdeel en geen register. Optie C klopt niet, want een mixtuur voegt juist hoge "
      "tonen toe in plaats van lage; voor een octaaf lager gebruikt men een 16-voetsregister. Optie D is juist: bij elke "
      "toets spreken meerdere kleine pijpen aan die octaven en kwinten boven de grondtoon laten horen. Samen met de "
      "principalen geeft dat de heldere, glanzende klank van het volle werk, die een groot kerkgebouw kan vullen.",
      [LANG, WEERLEGT]),

    q(NONE, "prestant-front",
      "Welk register staat meestal zichtbaar in het front van het orgel?",
      ["De bourdon", "De roerfluit", "De prestant"],
      "C",
      "De prestant is de belangrijkste principaal; zijn glanzende tinnen pijpen staan letterlijk vooraan.",
      [KORT]),

    q(SUPPORTS, "intonateur-taak",
      "Wat is de taak van een intonateur bij de bouw van een orgel?",
      ["Het ontwerpen en bouwen van de houten orgelkast waarin de pijpen komen te staan",
       "Het bespelen van het nieuwe orgel tijdens de feestelijke inwijding",
       "Het afstemmen van klankkleur, aanspraak en sterkte van elke pijp op de ruimte"],
      "C",
      "De intonateur bewerkt onder meer de kern, de lip en de voetopening van iedere pijp tot die in de kerk de gewenste "
      "klank geeft. Het bouwen van de kast en het bespelen horen bij andere vakmensen.",
      [PARAFRASE, WEERLEGT], moved_to="A"),

    q(NONE, "tongwerk-stemmen",
      "Hoe stemt een orgelbouwer een tongwerkpijp?",
      ["Door de binnenkant van de pijp met een laklaag te verven, zodat de lucht sneller stroomt",
       "Door de stemkrul te verschuiven, waardoor de trillende lengte van de tong verandert",
       "Door de winddruk van het hele orgel aan te passen tot de toon klopt"],
      "B",
      "De stemkrul drukt tegen de tong; schuift hij omlaag, dan wordt het trillende deel korter en de toon hoger.",
      [KORT, PARAFRASE]),

    q(NONE, "pijporgel-niet-juist",
      "Welke bewering over een pijporgel is NIET juist?",
      ["Elke pijp geeft maar één toonhoogte",
       "Een register bestaat uit een rij pijpen met dezelfde klankkleur",
       "De organist maakt een toon luider door harder op de toets te drukken"],
      "C",
      "Een orgeltoets opent alleen een ventiel: hoe hard je drukt, verandert niets aan de sterkte. De andere uitspraken "
      "kloppen: een pijp heeft een vaste lengte en dus een vaste toon, en daarom bestaat een register uit een hele reeks "
      "pijpen, één per toets, in dezelfde bouwwijze en klankkleur.",
      [NEG]),

    q(NONE, "orgel-dynamiek",
      "Hoe kan een organist binnen een stuk toch zachter en luider spelen?",
      [("Door de toetsen zachter of harder aan te slaan, zoals op een piano",
        "Nee: de aanslagkracht heeft geen invloed op de sterkte van een pijp."),
       ("Door registers bij te trekken of af te stoten, of met de zwelkast",
        "Juist."),
       ("Door tijdens het spelen de pijpen met de hand gedeeltelijk af te dekken",
        "Nee: de pijpen zijn vanaf de speeltafel niet te bereiken.")],
      "B",
      "Meer registers laten meer pijpen tegelijk klinken. Een zwelkast is een kast rond een deel van de pijpen waarvan "
      "de luiken met een pedaal open en dicht kunnen, zodat het geluid geleidelijk aanzwelt of wegsterft.",
      [FEEDBACK, PARAFRASE]),

    q(NONE, "plenum-betekenis",
      "Wat bedoelt een organist met het *plenum*?",
      ["De combinatie van principaalregisters met mixturen, het volle werk",
       "Alleen de zachte fluitregisters, zonder principalen of mixturen",
       "Het uitschakelen van alle registers"],
      "A",
      "Het *plenum* is de krachtige, heldere klank van de principalen in verschillende voetmaten, bekroond door de mixturen.",
      [CURSIEF, KORT, PARAFRASE]),

    q(NONE, "pijpmetaal-lood",
      "Welk metaal wordt naast tin het meest gebruikt voor metalen orgelpijpen?",
      ["Koper", "Lood", "IJzer"],
      "B",
      "Orgelmetaal is een legering van tin en lood; meer lood geeft een warmere, zachtere klank.",
      [KORT]),

    q(SUPPORTS, "koppel-functie",
      "Wat doet een koppel op een orgel?",
      ["Hij verbindt een klavier met een ander klavier of het pedaal, zodat beider registers klinken",
       "Hij verbindt het koororgel en het grote orgel in dezelfde kerk, zodat één organist beide kan bespelen",
       "Hij zet de tremulant aan, zodat de wind van alle klavieren gaat beven"],
      "A",
      "Met een koppel bespeelt de organist vanaf één klavier ook de pijpen die bij een ander werk horen.",
      [KORT, PARAFRASE], moved_to="C"),

    q(NONE, "pijpen-tellen",
      "Een orgel heeft 2 manualen van 54 toetsen en een pedaal van 30 toetsen. Het eerste manuaal heeft 10 registers, het "
      "tweede 8 en het pedaal 5, elk met één pijp per toets. Hoeveel pijpen telt het orgel?",
      ["972", "1122", "1242"],
      "B",
      "De manualen tellen samen 18 registers van 54 pijpen, dus 972 pijpen, en het pedaal 5 × 30 = 150 pijpen. In totaal "
      "zijn dat 1122 pijpen; 972 is alleen het aantal manuaalpijpen.",
      [REKEN, WEERLEGT],
      compute=("10 * 54 + 8 * 54 + 5 * 30", "pijpen")),

    q(NONE, "blinde-pijpen",
      "Waarom staan er in sommige orgelfronten blinde pijpen?",
      ["Omdat ze de hoogste tonen leveren, die achter in het orgel niet te horen zouden zijn",
       "Omdat ze het orgel stemmen",
       "Omdat ze alleen het front symmetrisch en compleet maken, zonder geluid te geven"],
      "C",
      "Blinde pijpen hebben geen functie in de klank en dienen als vulling voor het aanzicht.",
      [KORT, PARAFRASE]),

    q(DUP, "geen-speeltafelonderdeel",
      "Welk onderdeel zit NIET aan de speeltafel van een orgel?",
      ["Het pedaalklavier", "De registerknoppen", "De registerknoppen ", "De balg"],
      "D",
      "De balg hoort bij de windvoorziening en staat meestal achter of onder het orgel. Pedaalklavier en registerknoppen "
      "zitten wel aan de speeltafel: met het pedaal speelt de organist met zijn voeten en met de registerknoppen kiest "
      "hij de klankkleuren.",
      [NEG], dup=("B", "C", SPATIE)),

    q(NONE, "mozart-haarlem",
      "In welke kerk staat het Müller-orgel waarop de jonge Mozart in 1766 speelde?",
      ["De Oude Kerk in Amsterdam", "De Martinikerk in Groningen", "De Grote of Sint-Bavokerk in Haarlem"],
      "C",
      "Het orgel van Christian Müller in de Bavokerk was bij voltooiing in 1738 een van de grootste ter wereld.",
      [KORT]),

    q(NONE, "balgtreder",
      "Wat deed een balgtreder vroeger bij een orgel?",
      ["Hij bediende de blaasbalgen om de wind voor de pijpen te leveren",
       "Hij sloeg tijdens de dienst de bladzijden van de muziek voor de organist om",
       "Hij stemde de pijpen voor elke dienst"],
      "A",
      "Zonder menselijke spierkracht geen orgelwind: de balgtreder trapte de balgen op, een taak die nu een elektrische "
      "ventilator overneemt.",
      [PARAFRASE]),
]
