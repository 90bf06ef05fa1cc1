from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "kaartlezen"
TITLE = "Kaartlezen en navigeren"
DESCRIPTION = "Topografische kaarten lezen: schaal, hoogtelijnen, coördinaten, noordrichtingen en werken met kaart en kompas in het veld."

QUESTIONS = [
    q(NONE, "schaal-25000-afstand",
      "Op een kaart met schaal 1:25 000 meet je tussen twee kruispunten 6 cm. Hoe groot is de afstand in werkelijkheid?",
      ["150 m", "1,5 km", "2,5 km", "15 km"],
      "6 cm × 25 000 = 150 000 cm = 1500 m = 1,5 km.",
      "B", compute={"expression": "6 * 25000 / 100000", "unit": "km"}, related=["schaal-50000-kaartafstand"]),

    q(NONE, "schaal-50000-kaartafstand",
      "Hoeveel centimeter is een afstand van 800 meter op een kaart met schaal 1:50 000?",
      ["0,16 cm", "1,6 cm", "4 cm", "16 cm"],
      """
800 m is 80 000 cm. Op de kaart wordt dat 80 000 / 50 000 = 1,6 cm. Een handige controle: op 1:50 000 is 1 cm op de kaart 500 m in het terrein, dus 800 m is iets meer dan anderhalve centimeter.""",
      "B", compute={"expression": "800 * 100 / 50000", "unit": "cm"}, related=["schaal-25000-afstand", "grootste-schaal"]),

    q(NONE, "hoogtelijnen-dicht-bijeen",
      "Wat betekent het als hoogtelijnen op een kaart heel dicht bij elkaar liggen?",
      ["Dat het terrein daar steil is",
       "Dat het terrein daar vlak is",
       "Dat daar een rivier of kanaal loopt"],
      "Dicht opeen liggende hoogtelijnen betekenen een groot hoogteverschil over een korte horizontale afstand: een steile helling.",
      "A", related=["equidistantie-betekenis"]),

    q(NONE, "equidistantie-betekenis",
      "Wat is de equidistantie van een topografische kaart?",
      ["De afstand op de kaart tussen twee rasterlijnen",
       "Het hoogteverschil tussen twee opeenvolgende hoogtelijnen",
       "Het verschil tussen het ware en het magnetische noorden"],
      """
De equidistantie is het vaste hoogteverschil tussen twee naast elkaar liggende hoogtelijnen, bijvoorbeeld 5 m op een wandelkaart of 2,5 m op een kaart van een vlak gebied; je vindt de waarde in de legenda. Het is dus een verticale maat. De afstand tussen rasterlijnen is een horizontale maat, meestal 1 km, en het verschil tussen het ware en het magnetische noorden heet declinatie. Hoe kleiner de equidistantie, hoe meer hoogtelijnen er op de kaart staan en hoe nauwkeuriger het reliëf is weergegeven.""",
      "B", related=["hoogtelijnen-dicht-bijeen"]),

    q(NONE, "declinatie-definitie",
      "Wat is de declinatie (miswijzing)?",
      ["De hoek tussen het ware noorden en het magnetische noorden",
       "De hoek tussen de rasterlijnen van de kaart en de meridianen",
       "De hoek tussen je looprichting en het noorden"],
      "De declinatie is het verschil tussen de richting naar de geografische noordpool en de richting waarin de kompasnaald wijst. De hoek tussen rasternoorden en ware noorden heet meridiaanconvergentie, en de hoek van je looprichting ten opzichte van het noorden is een koers of azimut.",
      "A", related=["magnetische-koers-west"]),

    q(NONE, "volgorde-rasterreferentie",
      "In welke volgorde lees je een rasterreferentie (kaartcoördinaat) af?",
      ["Eerst de waarde langs de onderrand (oost), daarna de waarde langs de zijrand (noord)",
       "Eerst de waarde langs de zijrand (noord), daarna de waarde langs de onderrand (oost)",
       "De volgorde maakt niet uit, zolang je beide waarden noemt"],
      "Het ezelsbruggetje is 'eerst door de gang, dan de trap op': eerst naar rechts (de oostwaarde), dan omhoog (de noordwaarde). Omdat 3215 iets anders is dan 1532, maakt de volgorde wel degelijk uit.",
      "A"),

    q(NONE, "nederlands-coordinatenstelsel",
      "Hoe heet het nationale coördinatenstelsel dat in Nederland op topografische kaarten wordt gebruikt?",
      ["Het Rijksdriehoeksstelsel (RD)", "Het Lambertstelsel", "Het Gauss-Krügerstelsel"],
      """
Het Rijksdriehoeksstelsel heeft als oorsprong de Onze Lieve Vrouwetoren in Amersfoort; de coördinaten zijn zo verschoven dat ze in heel Nederland positief zijn en de x-waarde altijd kleiner is dan de y-waarde. Een Lambertprojectie wordt in België gebruikt en Gauss-Krüger van oudsher in Duitsland. Kaarten en luchtfoto's met RD-coördinaten vind je onder meer via [PDOK](https://www.pdok.nl/).""",
      "A", markup="markdown"),

    q(NONE, "terugkoers-70-graden",
      "Je loopt een kompaskoers van 70°. Welke koers moet je aanhouden om langs dezelfde lijn terug te lopen?",
      ["110°", "250°", "290°"],
      "Een terugkoers ligt 180° tegenover de heenkoers: 70° + 180° = 250°.",
      "B", compute={"expression": "70 + 180", "unit": "°"}),

    q(NONE, "hellingspercentage",
      "Een pad stijgt 60 m over een horizontale afstand van 400 m. Hoe groot is het gemiddelde hellingspercentage?",
      ["1,5 %", "6,7 %", "15 %", "60 %"],
      """
Het hellingspercentage is het hoogteverschil gedeeld door de horizontale afstand, keer honderd: 60 / 400 × 100 = 15 %. Wie de breuk omdraait (400 / 60 ≈ 6,7) krijgt geen percentage maar het aantal meter horizontaal per meter stijging.""",
      "C", compute={"expression": "60 / 400 * 100", "unit": "%"}),

    q(NONE, "betekenis-symbolen",
      "Waar vind je op een topografische kaart de betekenis van de gebruikte kleuren en symbolen?",
      ["In de legenda", "In het kaartraster", "In de schaalstok"],
      "De legenda (verklaring) geeft bij elk symbool en elke kleur de betekenis.",
      "A"),

    q(NONE, "niet-af-te-lezen",
      "Wat kun je NIET aflezen van een topografische kaart met hoogtelijnen?",
      ["Hoe hoog een punt ongeveer ligt ten opzichte van NAP",
       "Of een helling steil of flauw is",
       "In welke richting een beek door een dal stroomt",
       "Hoe hoog het water in de rivier op dit moment staat"],
      """
Een kaart is een momentopname van vaste terreinkenmerken en zegt niets over de actuele waterstand. De andere drie kun je wel afleiden. De hoogte van een punt lees je af door tussen de omliggende hoogtelijnen te interpoleren of van een hoogtegetal. De steilheid volgt uit de onderlinge afstand van de hoogtelijnen. En omdat water naar lager terrein stroomt, zie je aan de hoogtelijnen rond een beek welke kant het dal afloopt. Voor de actuele waterstand raadpleeg je bijvoorbeeld de gegevens van Rijkswaterstaat; een kaart toont hooguit de normale loop van de rivier en de ligging van de uiterwaarden.""",
      "D"),

    q(NONE, "richting-meridianen",
      "Hoe lopen de meridianen (lengtecirkels) over de aarde?",
      ["Evenwijdig aan de evenaar",
       "Van pool tot pool",
       "Schuin, onder een hoek van 23,5° met de evenaar"],
      "Meridianen verbinden de noordpool met de zuidpool; de lijnen evenwijdig aan de evenaar zijn de breedtecirkels.",
      "B"),

    q(NONE, "boogminuut-breedte",
      "Hoeveel bedraagt de afstand langs een meridiaan die overeenkomt met één boogminuut breedte?",
      ["Ongeveer 1 km", "Ongeveer 1852 m", "Ongeveer 111 km"],
      "Eén boogminuut breedte komt overeen met één zeemijl, 1852 m. 111 km hoort bij een hele graad (60 minuten).",
      "B"),

    q(NONE, "v-vorm-hoogtelijnen-dal",
      "Hoogtelijnen vormen op een kaart een reeks V's waarvan de punten naar hoger terrein wijzen. Wat stelt dit voor?",
      ["Een bergrug", "Een dal", "Een vlakke top"],
      """
In een dal buigen de hoogtelijnen terug in de richting van de bron, dus bergop: de punt van de V wijst naar het hogere terrein. Bij een bergrug of uitloper is het precies andersom en wijzen de V's (of U's) naar lager terrein. Een vlakke top herken je aan een gesloten hoogtelijn met veel ruimte erbinnen, zonder V-vormen.""",
      "B"),

    q(NONE, "kaart-orienteren",
      "Wat betekent 'de kaart oriënteren'?",
      ["De kaart zo draaien dat de richtingen op de kaart overeenkomen met die in het terrein",
       "Je eigen positie op de kaart aanstrepen",
       "De kaart zo vouwen dat het noorden altijd boven ligt"],
      "Een georiënteerde kaart ligt 'goed': wat op de kaart links van je ligt, ligt in het terrein ook links.",
      "A"),

    q(NONE, "graden-minuten-decimaal",
      "Welke decimale notatie geeft dezelfde breedte als 52° 30′ N?",
      ["52,30° N", "52,5° N", "52,3° N"],
      "Een graad telt 60 boogminuten, dus 30′ is 30 / 60 = 0,5°. De notatie 52,30° leest minuten ten onrechte als honderdsten van een graad.",
      "B"),

    q(NONE, "passen-tellen-260m",
      "Bij het oefenen tel je 65 dubbele passen per 100 m. Hoeveel dubbele passen heb je nodig voor 260 m?",
      ["130", "160", "169", "400"],
      "260 m is 2,6 keer 100 m: 2,6 × 65 = 169 dubbele passen.",
      "C", compute={"expression": "65 * 2.6", "unit": "dubbele passen"}),

    q(NONE, "betekenis-nap",
      "Ten opzichte waarvan worden hoogten op Nederlandse topografische kaarten opgegeven?",
      ["Ten opzichte van het gemiddelde laagwater bij Den Helder",
       "Ten opzichte van het Normaal Amsterdams Peil (NAP)",
       "Ten opzichte van het laagste punt van Nederland"],
      "Hoogten op Nederlandse kaarten staan ten opzichte van NAP, het landelijke referentievlak dat ongeveer overeenkomt met het gemiddelde zeeniveau. Gebieden met een negatieve hoogte liggen onder NAP, wat niet hetzelfde is als 'het laagste punt van Nederland'.",
      "B"),

    q(NONE, "grootste-schaal",
      "Welke kaart heeft de grootste schaal?",
      ["1:10 000", "1:50 000", "1:250 000"],
      """
De schaal is een breuk: 1/10 000 is groter dan 1/50 000 of 1/250 000. Een kaart met een grote schaal laat een klein gebied met veel detail zien; 1:250 000 is juist een kleinschalige overzichtskaart, ook al staat er het grootste getal.""",
      "A", related=["schaal-50000-kaartafstand"]),

    q(NONE, "magnetische-koers-west",
      "Op de kaart meet je een ware koers van 40°. In het gebied is de declinatie 2° west. Welke koers stel je op je kompas in, als je de meridiaanconvergentie verwaarloost?",
      ["38°", "40°", "42°"],
      "Bij westelijke declinatie wijst de naald 2° links van het ware noorden. Gemeten vanaf die naald ligt je doel 2° verder rechtsom: 40° + 2° = 42° ('west is best': optellen).",
      "C", related=["declinatie-definitie"]),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "wat-is-een-hoogtelijn",
      "Wat stelt een hoogtelijn op een topografische kaart voor?",
      ["Een lijn die punten met dezelfde hoogte verbindt",
       "Een lijn die de grens van een hoogteverschil van 100 m aangeeft",
       "Een wandelroute die over een heuvelrug loopt"],
      "Loop je in het terrein precies langs een hoogtelijn, dan ga je niet omhoog en niet omlaag: alle punten op zo'n lijn liggen even hoog.",
      "A", moved_to="C"),

    q(SUPPORTS_DISTRACTOR, "looptijd-9-cm",
      "Op een kaart met schaal 1:50 000 is een route 9 cm lang. Je wandelt 4,5 km per uur. Hoe lang doe je over de route?",
      ["30 minuten", "1 uur", "2 uur"],
      """
9 cm op 1:50 000 is 9 × 50 000 = 450 000 cm = 4,5 km. Met 4,5 km per uur kost dat precies een uur. Een half uur of twee uur krijg je als je de schaal met een factor twee verkeerd omrekent.""",
      "B", moved_to="C"),

    q(SUPPORTS_DISTRACTOR, "kompas-en-metaal",
      "Waarom houd je bij het nemen van een kompaskoers metalen voorwerpen en telefoons uit de buurt van het kompas?",
      ["Omdat ze de kompasnaald kunnen laten afwijken",
       "Omdat het kompas ze kan beschadigen",
       "Omdat ze het kompashuis doen beslaan"],
      "IJzer en de magneten in telefoons en luidsprekers hebben hun eigen magnetisch veld, waardoor de naald niet meer naar het magnetische noorden wijst en je koers enkele graden of meer afwijkt.",
      "A", moved_to="B"),

    # --- gebrekkig: answer/duplicate-option ---
    q(DUPLICATE_OPTION, "noorden-boven",
      "Welke hemelrichting ligt bovenaan een kaart als er niets anders is aangegeven?",
      ["Het zuiden", "Het noorden", "Het oosten", "Het  zuiden"],
      "Volgens de gangbare conventie is een kaart 'noord boven' getekend; wijkt dat af, dan geeft een noordpijl dat aan.",
      "B", dup=("A", "D")),
]
