from common import q

TOPIC = dict(
    id="klussen-in-huis",
    groep="praktisch",
    title="Klussen in huis",
    description="Boren, bevestigen, schilderen, kitten en kleine reparaties: gereedschap en materiaal goed kiezen en veilig werken.",
)

BANK = [
    q("boor-bij-een-plug",
      "Je wilt een plank ophangen aan een betonnen muur met pluggen van 8 mm. Welke boor gebruik je?",
      ["Een steenboor van 8 mm", "Een houtboor van 8 mm", "Een steenboor van 10 mm", "Een metaalboor van 6 mm"],
      "De plug moet klemvast in het gat zitten, dus de boor is even dik als de plug, en voor beton kies je een boor met een hardmetalen punt.",
      "kort parafrase"),

    q("spiegel-aan-gipsplaat",
      "Welke bevestiging past het best om een zware spiegel op te hangen aan een wand van gipsplaat?",
      ["Hollewandpluggen die zich achter de plaat openvouwen",
       "Gewone nylon pluggen voor steen",
       "Alleen een spijker in de gipsplaat",
       "Dubbelzijdig tape"],
      "In een holle wand heeft een gewone plug niets om tegen uit te zetten, terwijl een hollewandplug achter de plaat openklapt en de last over een groter stuk gips verdeelt.",
      "kort weerlegt"),

    q("verf-voor-twee-muren",
      "Je schildert twee muren van elk 4,0 m breed en 2,5 m hoog, in twee lagen. De verf dekt 10 m² per liter. Hoeveel liter verf heb je nodig?",
      ["4 liter", "1 liter", "2 liter", "8 liter"],
      """
Oppervlakte per muur: 4,0 × 2,5 = 10 m².
Twee muren: 2 × 10 = 20 m².
Twee lagen: 2 × 20 = 40 m² te schilderen.
Bij 10 m² per liter: 40 / 10 = 4 liter.
Wie de tweede laag vergeet, komt op 2 liter uit.""",
      "rekenen uitgewerkt getal-woorden weerlegt", comp=("2*4*2.5*2/10", "liter"), sorteer=True),

    q("naad-langs-het-bad",
      "Welke kit gebruik je om de naad tussen bad en tegelwand waterdicht af te werken?",
      ["Sanitairkit op basis van siliconen", "Acrylaatkit", "Houtlijm", "Montagekit voor plinten"],
      "Sanitairkit blijft elastisch, is waterbestendig en bevat een middel tegen schimmel, terwijl acrylaatkit wel overschilderbaar is maar niet bedoeld voor plekken die steeds nat worden.",
      "kort weerlegt"),

    q("gat-in-een-wandtegel",
      "Hoe boor je het best een gat in een geglazuurde wandtegel?",
      ["Met een tegelboor, zonder klopfunctie, op lage snelheid en met een stukje afplakband op de tegel",
       "Met een steenboor op de hoogste klopstand",
       "Met een houtboor, omdat die scherper is",
       "Eerst met spijker en hamer een deukje slaan en dan doorboren"],
      """
Glazuur is hard en bros. Een tegelboor heeft een speciale punt die het glazuur doorsnijdt, en zonder klopfunctie voorkom je dat de tegel barst; de klopstand uit de tweede optie is dus precies wat je niet moet doen. Het afplakband zorgt dat de boor op het gladde oppervlak niet wegglijdt. Een houtboor is op glazuur binnen een paar seconden bot, en een deuk slaan met spijker en hamer is de snelste manier om de tegel te breken. Ben je door de tegel heen, dan kun je voor de muur erachter wel overstappen op een steenboor.""",
      "lang weerlegt"),

    q("waarvoor-geen-leidingzoeker",
      "Waarvoor is een leidingzoeker NIET bedoeld?",
      ["Om de vochtigheid van een muur te meten",
       "Om elektriciteitskabels in een muur op te sporen",
       "Om metalen waterleidingen in een muur te vinden",
       "Om houten regels achter gipsplaat te vinden, bij modellen die dat kunnen"],
      "Een leidingzoeker waarschuwt voor kabels, leidingen en bij betere modellen ook voor regels achter een wand, zodat je daar niet doorheen boort, terwijl je voor vocht een vochtmeter nodig hebt.",
      "negatief kort weerlegt"),

    q("schuurpapier-voor-de-laatste-ronde",
      "Welk schuurpapier gebruik je voor de laatste, fijne schuurbeurt voordat je hout lakt?",
      ["Korrel 240", "Korrel 40", "Korrel 80", "Korrel 120"],
      "Hoe hoger het korrelgetal, hoe fijner het papier, dus met 40 of 80 haal je oude verf weg en voor het afwerken kies je iets rond 240.",
      "kort weerlegt", sorteer=True),

    q("voorboren-in-hardhout",
      "Waarom boor je in hardhout voor voordat je er een schroef in draait?",
      ["Om te voorkomen dat het hout splijt",
       "Om de schroef sneller te laten roesten",
       "Om de schroef later zonder schroevendraaier te kunnen verwijderen",
       "Omdat schroeven in hardhout anders hun magnetisme verliezen"],
      "Hardhout geeft weinig mee, zodat een schroef die zelf zijn weg moet banen het hout uiteen kan drukken, vooral vlak bij een rand.",
      "kort parafrase"),

    q("radiator-bovenin-koud",
      "Een radiator borrelt en wordt bovenaan niet warm. Wat doe je?",
      ["De radiator ontluchten en daarna de waterdruk van de cv-ketel controleren",
       "De thermostaatkraan helemaal dichtdraaien",
       "De radiator van de muur halen en uitspoelen",
       "De ketel uitzetten en een week wachten"],
      "Lucht verzamelt zich bovenin en houdt het warme water tegen, en na het ontluchten is de druk vaak wat gezakt, zodat je bijvult tot de waarde die de ketel aangeeft, meestal tussen 1,5 en 2 bar.",
      "kort parafrase",
      fb=["Juist: eerst de lucht eruit, dan de druk op peil brengen.",
          "Dichtdraaien maakt de radiator helemaal koud en lost de lucht niet op.",
          "Dat is veel werk voor een probleem dat met een ontluchtingssleutel in een paar minuten is verholpen.",
          "Wachten helpt niet: de lucht blijft bovenin zitten tot je hem eruit laat."]),

    q("druppelende-kraan",
      "Een ouderwetse kraan met een draaiknop blijft druppelen als hij dicht is. Wat is meestal de oorzaak?",
      ["Een versleten kraanleertje", "Te hoge druk in de cv-ketel", "Een verstopte afvoer", "Kalk in de douchekop"],
      "In zo'n kraan drukt een rubbertje op de zitting, en als dat versleten is, sluit het niet meer goed af en sijpelt er water langs.",
      "kort parafrase"),

    q("kier-langs-laminaat",
      "Waarom laat je bij het leggen van laminaat langs de muren een kier van ongeveer een centimeter?",
      ["Omdat het laminaat uitzet en krimpt met temperatuur en luchtvochtigheid",
       "Om kabels onder de vloer te kunnen leggen",
       "Omdat muren nooit recht zijn en je anders niet kunt zagen",
       "Om de vloer beter te ventileren tegen schimmel"],
      "Een zwevende vloer werkt, want bij vochtig weer zet hij uit en zonder ruimte aan de randen gaat hij bol staan, waarna de plinten de kier afdekken.",
      "kort parafrase"),

    q("tegels-voor-de-badkamervloer",
      "Een badkamervloer is 2,4 m bij 1,8 m. Je gebruikt tegels van 30 × 30 cm en rekent 10% extra voor snijverlies. Hoeveel tegels koop je?",
      ["53 tegels", "43 tegels", "48 tegels", "58 tegels"],
      """
Oppervlakte van de vloer: 2,4 × 1,8 = 4,32 m².
Eén tegel: 0,30 × 0,30 = 0,09 m².
Nodig zonder verlies: 4,32 / 0,09 = 48 tegels.
Met 10% extra: 48 × 1,1 = 52,8, naar boven afgerond 53 tegels.""",
      "rekenen uitgewerkt", comp=("2.4*1.8/0.09*1.1", "tegels"), sorteer=True),

    q("lamp-vervangen",
      "Je vervangt een plafondlamp. Welke stap is op zichzelf NIET voldoende om veilig te werken?",
      ["Alleen de lichtschakelaar uitzetten",
       "De juiste groep in de meterkast uitschakelen",
       "Met een spanningzoeker controleren of de draden spanningsloos zijn",
       "Huisgenoten laten weten dat ze de groep uit moeten laten"],
      """
Een schakelaar onderbreekt vaak maar één draad, en soms de verkeerde, zodat er nog spanning op het aansluitpunt kan staan. De groep uitschakelen, nameten en voorkomen dat iemand hem weer aanzet, zijn juist de stappen die wel horen.""",
      "negatief weerlegt"),

    q("grondverf-op-kaal-hout",
      "Waarom breng je op kaal hout eerst een *grondverf* aan voordat je gaat lakken?",
      ["Zodat de lak goed hecht en het hout de verf niet ongelijkmatig opzuigt",
       "Zodat je minder hoeft te schuren",
       "Omdat lak anders niet droogt",
       "Omdat de grondverf de uiteindelijke kleur bepaalt"],
      "Kaal hout zuigt als een spons, en de *grondverf* verzadigt de poriën en geeft de aflak een egale ondergrond waarop hij stevig hecht.",
      "cursief kort parafrase"),

    q("waterpas-aflezen",
      "Hoe zie je met een waterpas dat een plank precies horizontaal hangt?",
      ["De luchtbel staat precies tussen de twee streepjes",
       "De luchtbel zit helemaal aan de linkerkant",
       "De vloeistof is uit het buisje verdwenen",
       "De luchtbel is in twee delen gesplitst"],
      "De bel drijft naar het hoogste punt van het buisje en staat alleen tussen de merkstreepjes als beide uiteinden even hoog zijn.",
      "kort"),

    q("banen-behang",
      "Een muur is 3,6 m breed. Een baan behang is 53 cm breed. Hoeveel banen heb je minstens nodig om de muur te bedekken?",
      ["7 banen", "6 banen", "8 banen", "68 banen"],
      """
3,6 m is 360 cm, en 360 / 53 ≈ 6,8. Met zes banen blijft er een strook kaal, dus je hebt er zeven nodig.""",
      "rekenen uitgewerkt getal-woorden weerlegt", comp=("360/53", "banen"), sorteer=True),

    q("voordeel-van-torx",
      "Waarom zijn schroeven met een torx-kop, een zespuntige ster, populair bij klussers?",
      ["De schroevendraaier glijdt er minder snel uit, zodat je meer kracht kunt zetten",
       "Ze zijn altijd van roestvrij staal",
       "Ze passen op elke schroevendraaier",
       "Ze hoeven nooit te worden voorgeboord"],
      "Door de steile flanken van de ster grijpt het bit goed in de kop en schiet het er bij veel kracht niet uit, wat bij kruiskoppen vaak wel gebeurt ([Torx op Wikipedia](https://en.wikipedia.org/wiki/Torx)).",
      "link kort parafrase weerlegt"),

    q("strakke-kitnaad",
      "Hoe krijg je een strakke naad van siliconenkit?",
      ["Afplakken met schilderstape, kitten, gladstrijken met zeepsop en de tape meteen weghalen",
       "De kit eerst laten uitharden en dan gladstrijken",
       "De kit met een natte spons over de tegels uitsmeren",
       "Een zo dun mogelijke streep aanbrengen zonder glad te strijken"],
      "Tape geeft rechte randen, zeepsop voorkomt dat je vinger of spatel aan de kit blijft plakken, en de tape moet eraf zolang de kit nog zacht is.",
      "kort parafrase"),

    q("spijkergat-dichtmaken",
      "Een oud spijkergat in een gestuukte muur moet weg voordat je gaat schilderen. Wat gebruik je?",
      ["Vulmiddel of plamuur, dat je na het drogen glad schuurt",
       "Siliconenkit",
       "Houtlijm",
       "Niets, want de verf vult het gat wel"],
      "Plamuur kun je na het uitharden glad schuren en overschilderen, terwijl siliconenkit elastisch blijft en verf afstoot, zodat je het gat door de verf heen blijft zien.",
      "kort weerlegt"),

    q("klopfunctie-van-de-boormachine",
      "Welke bewering over de klopfunctie van een boormachine is onjuist?",
      ["De klopfunctie helpt bij het boren in hout en metaal",
       "De klopfunctie helpt bij het boren in baksteen en beton",
       "Bij tegels zet je de klopfunctie uit tot je door het glazuur bent",
       "In gasbeton boor je meestal zonder klop, omdat het zachte materiaal anders uitbrokkelt"],
      """
Bij kloppen slaat de boorkop duizenden keren per minuut kort naar voren, zodat de steenboor het harde materiaal verbrijzelt. In baksteen en beton helpt dat enorm, dus de tweede uitspraak klopt. Bij tegels wil je juist geen schokken tot het glazuur doorboord is, en gasbeton is zo zacht dat kloppen het gat alleen rafelig en te groot maakt; ook die twee uitspraken kloppen dus. In hout en metaal heeft kloppen geen enkel voordeel: daar moet de boor snijden, en de slagen maken het gat onnauwkeurig en slijten de boor.""",
      "negatief lang weerlegt"),
]

GEBREKKIG = [
    q("lekkende-leiding-losschroeven",
      "Wat moet je eerst doen voordat je een lekkende waterleiding onder het aanrecht losschroeft?",
      ["De hoofdkraan of het stopkraantje dichtdraaien",
       "De groep in de meterkast uitzetten",
       "De cv-ketel uitschakelen",
       "De afvoer ontstoppen"],
      "Zolang er druk op de leiding staat, spuit het water eruit zodra je een koppeling losdraait, dus eerst gaat de toevoer dicht.",
      "kort parafrase", lab="explanation/supports-distractor", zet=1),

    q("kop-van-een-pozidriv-schroef",
      "Welke kop heeft een Pozidriv-schroef?",
      ["Een kruiskop met extra fijne ribbels tussen de armen",
       "Een enkele sleuf",
       "Een zeskantig gat",
       "Een zespuntige ster"],
      "Pozidriv lijkt op een gewone kruiskop maar heeft tussen de armen kleine extra ribbels waarin een passend bit beter grijpt, terwijl de zespuntige ster bij torx hoort.",
      "kort weerlegt", lab="explanation/supports-distractor", zet=3),

    q("verf-voor-een-plafond",
      "Je schildert een plafond van 5,0 bij 4,0 m met één laag verf die 8 m² per liter dekt. Hoeveel liter heb je minstens nodig?",
      ["2,5 liter", "1,6 liter", "4,0 liter", "5,0 liter"],
      "Het plafond is 5,0 × 4,0 = 20 m², en 20 / 8 = 2,5 liter.",
      "rekenen uitgewerkt kort", lab="explanation/supports-distractor", zet=2, sorteer=True),
]
