from common import q, NONE, MOVED, DUP

TOPIC = "hydrologie"
TITLE = "Hydrologie"
DESCRIPTION = "De waterkringloop, grondwater en rivieren: begrippen, meetmethoden en rekenen met debieten, neerslag en waterbalansen."

QUESTIONS = [
    q(NONE, "debiet-rivier",
      "Een rivier heeft op een meetpunt een natte doorsnede van 50 m² en een gemiddelde stroomsnelheid van 1,2 m/s. Hoe groot is het debiet?",
      ["41,7 m³/s", "50 m³/s", "60 m³/s", "120 m³/s"], 2,
      "Debiet = oppervlakte × snelheid: Q = A · v = 50 m² × 1,2 m/s = 60 m³/s.",
      order="num", compute=("50 * 1.2", "m³/s"), tags=["rekenen", "rivieren"], related=["rijnafvoer-lobith"]),

    q(NONE, "neerslagvolume-perceel",
      "Op een perceel van 2 hectare valt 25 mm regen. Hoeveel water is dat?",
      ["50 m³", "500 m³", "5000 m³", "50 000 m³"], 1,
      """
2 ha is 20 000 m², en 25 mm is 0,025 m. Het volume is 20 000 m² × 0,025 m = 500 m³. Het helpt om te onthouden dat 1 mm regen op 1 m² precies 1 liter is: 25 L/m² × 20 000 m² = 500 000 L = 500 m³.""",
      order="num", compute=("20000 * 0.025", "m³"), tags=["rekenen", "neerslag"], related=["mm-neerslag-liter"]),

    q(NONE, "waterbalans-afvoer",
      "In een stroomgebied valt per jaar 800 mm neerslag en verdampt 500 mm. De berging in bodem en grondwater blijft over het jaar gelijk. Hoeveel mm voert het gebied per jaar af?",
      ["300 mm", "500 mm", "800 mm", "1300 mm"], 0,
      "Volgens de waterbalans is P = E + Q + ΔS. Met ΔS = 0 is de afvoer Q = 800 − 500 = 300 mm per jaar.",
      order="num", compute=("800 - 500", "mm"), tags=["rekenen", "waterbalans"]),

    q(NONE, "freatisch-grondwater",
      "Wat is freatisch grondwater?",
      ["Grondwater in een watervoerend pakket zonder afsluitende laag erboven, met een vrije grondwaterspiegel",
       "Grondwater onder een ondoorlatende kleilaag dat onder druk staat",
       "Water dat door capillaire werking boven de grondwaterspiegel in de bodem hangt",
       "Zout grondwater onder de duinen"], 0,
      """
Freatisch grondwater staat in open verbinding met de lucht in de bodem; het bovenste oppervlak is de grondwaterspiegel (het freatisch vlak). Grondwater onder een afsluitende laag dat onder druk staat, heet juist spanningswater. Het capillaire water hoort bij de onverzadigde zone, boven de grondwaterspiegel.""",
      tags=["grondwater"], related=["artesische-put"]),

    q(NONE, "wet-van-darcy",
      "Door een zandlaag met doorlatendheid k = 10 m/dag stroomt grondwater door een doorsnede van 100 m² bij een verhang van 0,01. Hoeveel water stroomt er volgens de wet van Darcy per dag door?",
      ["0,1 m³/dag", "1 m³/dag", "10 m³/dag", "1000 m³/dag"], 2,
      "De wet van Darcy: Q = k · A · i = 10 m/dag × 100 m² × 0,01 = 10 m³/dag.",
      order="num", compute=("10 * 100 * 0.01", "m³/dag"), tags=["rekenen", "grondwater"]),

    q(NONE, "nap-betekenis",
      "Waar staat de afkorting NAP voor?",
      ["Normaal Amsterdams Peil", "Nationaal Afvoer Peil", "Nieuw Algemeen Peilmerk", "Noordzee Afvoer Punt"], 0,
      "NAP is het Normaal Amsterdams Peil, het referentievlak voor hoogtes in Nederland. Het ligt ongeveer op het gemiddelde zeeniveau en is ook de basis van het Europese hoogtereferentiesysteem.",
      tags=["nederland", "afkortingen"]),

    q(NONE, "kwel-betekenis",
      "Wat wordt in Nederland met kwel bedoeld?",
      ["Grondwater dat in een laaggelegen gebied omhoog komt, doordat het waterpeil in de omgeving hoger is",
       "Regenwater dat via de riolering wordt afgevoerd",
       "Water dat in hooggelegen gebieden in de bodem wegzakt",
       "Water dat uit een dijk lekt doordat er een gat in zit"], 0,
      """
Kwel is water dat van onderen opwelt, typisch in diepe polders naast rivieren, meren of hogere gronden: door het hogere peil ernaast wordt grondwater onder de dijk door de polder in geperst. Het omgekeerde, water dat in hoge gebieden naar beneden wegzakt, heet wegzijging of infiltratie.""",
      tags=["grondwater", "nederland"]),

    q(NONE, "stroomgebied-definitie",
      "Wat is een stroomgebied?",
      ["Het gebied waarvan al het neerslagoverschot via één rivier naar hetzelfde uitstroompunt afwatert",
       "Het deel van een rivier waar het water het snelst stroomt",
       "De strook land langs een rivier die bij hoogwater onderloopt",
       "Het gebied waarin een waterschap de peilen beheert"], 0,
      "Een stroomgebied wordt begrensd door waterscheidingen: aan de ene kant stroomt het water naar deze rivier, aan de andere kant naar een andere. De strook die bij hoog water onderloopt, heet de uiterwaard of het winterbed.",
      tags=["rivieren"]),

    q(NONE, "rijnafvoer-lobith",
      "Hoe groot is de gemiddelde afvoer van de Rijn bij Lobith, waar de rivier Nederland binnenkomt, ongeveer?",
      ["22 m³/s", "220 m³/s", "2200 m³/s", "22 000 m³/s"], 2,
      "Gemiddeld stroomt er ongeveer 2200 m³/s de grens over; bij extreme hoogwaters zoals in 1995 was dat zo'n 12 000 m³/s, bij lage standen minder dan 1000 m³/s.",
      order="num", tags=["rivieren", "nederland"], related=["debiet-rivier"]),

    q(NONE, "evapotranspiratie",
      "Wat is evapotranspiratie?",
      ["De totale verdamping: verdamping van bodem- en wateroppervlak plus de transpiratie door planten",
       "Het opnemen van water door plantenwortels",
       "Het condenseren van waterdamp tot wolken",
       "Het wegzakken van regenwater naar het grondwater"], 0,
      "Evapotranspiratie telt beide verdampingsroutes op: directe evaporatie uit bodem en open water en transpiratie via de huidmondjes van planten.",
      tags=["waterkringloop"]),

    q(NONE, "infiltratie-niet-hoger",
      "Welke factor zorgt er NIET voor dat meer regenwater in de bodem infiltreert?",
      ["Verharding van het oppervlak met asfalt en tegels",
       "Een zandige bodem met grote poriën",
       "Begroeiing met wortels en wormgangen",
       "Een vlak terrein waarop het water blijft staan"], 0,
      """
Verharding doet het tegenovergestelde: het water kan er niet in en stroomt direct af naar goot en riool. De andere factoren bevorderen infiltratie wel. Grote poriën in zand laten water snel door, wortels en wormgangen vormen kanaaltjes naar de diepte, en op een vlak terrein stroomt het water niet weg maar heeft het tijd om in te zakken.""",
      tags=["waterkringloop"], related=["verstedelijking-afvoerpiek"]),

    q(NONE, "verstedelijking-afvoerpiek",
      "Wat gebeurt er meestal met de afvoergolf van een beek als het stroomgebied sterk verstedelijkt?",
      ["De piek wordt hoger en komt eerder",
       "De piek wordt lager en komt later",
       "De piek blijft gelijk, alleen het totale volume neemt af",
       "De beek valt droog omdat het regenwater in riolen verdwijnt"], 0,
      "Door verharding infiltreert minder water en stroomt het via goten en riolen snel naar de beek. De hydrograaf krijgt daardoor een hogere en eerdere piek. Daarom leggen gemeenten wadi's en bergingsvijvers aan.",
      tags=["rivieren"], related=["infiltratie-niet-hoger"]),

    q(NONE, "porositeit-monster",
      "Een bodemmonster van 1 liter bevat 0,3 liter poriën. Wat is de porositeit?",
      ["0,3 %", "3 %", "30 %", "70 %"], 2,
      "Porositeit = poriënvolume / totaal volume = 0,3 L / 1 L = 0,30, oftewel 30 %. 70 % is het aandeel vaste delen.",
      order="num", compute=("0.3 / 1 * 100", "%"), tags=["rekenen", "grondwater"]),

    q(NONE, "artesische-put",
      "Waardoor stroomt water uit een artesische put vanzelf naar boven?",
      ["Doordat het watervoerend pakket onder een afsluitende laag zit en het water onder een druk staat die hoger reikt dan het maaiveld",
       "Doordat de put dieper is dan de zeespiegel",
       "Doordat er een pomp onder in de put zit",
       "Doordat warm grondwater lichter is en opstijgt"], 0,
      "In een artesisch pakket staat spanningswater; de stijghoogte ligt boven het maaiveld, bijvoorbeeld doordat het pakket elders hoger in het landschap wordt gevoed. Boor je de afsluitende laag aan, dan stroomt het water uit zichzelf omhoog.",
      tags=["grondwater"], related=["freatisch-grondwater"]),

    q(NONE, "herhalingstijd-kans",
      "Een hoogwater heeft een herhalingstijd van 100 jaar (kans 1 % per jaar). Hoe groot is de kans dat het in een periode van 30 jaar minstens één keer voorkomt?",
      ["1 %", "26 %", "30 %", "100 %"], 1,
      """
De kans dat het in één jaar níet gebeurt is 0,99. Over 30 onafhankelijke jaren is dat 0,99³⁰ ≈ 0,74. De kans op minstens één keer is dus 1 − 0,74 ≈ 0,26, oftewel 26 %.

30 % is fout omdat je kansen niet zomaar mag optellen; 1 % is de kans per jaar en 100 % zou betekenen dat het zeker gebeurt, wat een herhalingstijd niet zegt.""",
      order="num", compute=("(1 - 0.99^30) * 100", "%"), tags=["rekenen", "hoogwater"], feedback={0: "1 % is de kans in één jaar, niet in dertig jaar.", 2: "Kansen per jaar mag je niet zomaar optellen; reken met de kans dat het níet gebeurt."}),

    q(NONE, "ghyben-herzberg",
      "Volgens de vuistregel van Badon Ghijben-Herzberg ligt het grensvlak tussen zoet en zout grondwater onder de duinen ongeveer 40 keer zo diep onder zeeniveau als de grondwaterspiegel erboven uitsteekt. Hoe diep ligt dat grensvlak als de grondwaterspiegel 1,5 m boven zeeniveau staat?",
      ["1,5 m", "15 m", "40 m", "60 m"], 3,
      """
40 × 1,5 m = 60 m onder zeeniveau. De factor 40 volgt uit het kleine dichtheidsverschil tussen zoet water (1000 kg/m³) en zeewater (1025 kg/m³): 1000 / 25 = 40.""",
      order="num", compute=("40 * 1.5", "m"), tags=["rekenen", "grondwater", "nederland"]),

    q(NONE, "rijkswaterstaat-beheer",
      "Welke overheidsorganisatie beheert de grote rivieren en het IJsselmeer?",
      ["Rijkswaterstaat", "Het waterschap", "De provincie", "De gemeente"], 0,
      """
Rijkswaterstaat beheert het hoofdwatersysteem: de grote rivieren, het IJsselmeer, de kust en de zeegaten. Waterschappen zijn verantwoordelijk voor het regionale water, zoals polders, sloten en de meeste dijken, en voor het zuiveren van afvalwater. Gemeenten zorgen voor de riolering.""",
      tags=["nederland", "organisaties"]),

    q(NONE, "peilbuis-grondwaterstand",
      "Met welk instrument meet je de grondwaterstand?",
      ["Een peilbuis", "Een regenmeter", "Een lysimeter", "Een stroomsnelheidsmeter"], 0,
      "In een peilbuis, een geperforeerde buis in de grond, stelt het water zich in op de grondwaterstand of stijghoogte, die je met een meetlint of drukopnemer meet. Een lysimeter meet juist de verdamping en doorsijpeling van een bodemkolom.",
      tags=["meten", "grondwater"]),

    q(NONE, "mm-neerslag-liter",
      "Met hoeveel liter water per vierkante meter komt 1 mm neerslag overeen?",
      ["0,1 liter", "1 liter", "10 liter", "1000 liter"], 1,
      "1 mm × 1 m² = 0,001 m³ = 1 liter.",
      order="num", compute=("0.001 * 1000", "liter"), tags=["rekenen", "neerslag"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "verblijftijd-meer",
      "Een meer bevat 2 miljoen m³ water. Er stroomt gemiddeld 5 m³/s uit, en evenveel in. Wat is de gemiddelde verblijftijd van het water ongeveer?",
      ["0,4 dag", "4,6 dagen", "46 dagen", "4,6 jaar"], 1,
      """
Verblijftijd = volume / debiet = 2 000 000 m³ / 5 m³/s = 400 000 s. Een dag heeft 86 400 s, dus 400 000 / 86 400 ≈ 4,6 dagen.""",
      moved_to=2, order="num", tags=["rekenen"]),

    q(MOVED, "wegzijging-betekenis",
      "Wat is wegzijging?",
      ["Water dat vanuit het oppervlaktewater of ondiep grondwater naar diepere lagen wegzakt",
       "Grondwater dat in een laaggelegen polder omhoog komt",
       "Water dat via de bladeren van planten verdampt",
       "Regenwater dat over het oppervlak naar een beek stroomt"], 0,
      "Wegzijging is de neerwaartse stroming naar diepere lagen, zoals in hoge gebieden of in polders die hoger liggen dan hun omgeving. Het opwellen in een lage polder heet juist kwel; verdamping via planten is transpiratie en water dat over het oppervlak stroomt is oppervlakkige afstroming.",
      moved_to=1, related=["kwel-betekenis"]),

    q(MOVED, "neerslagintensiteit",
      "Tijdens een onweersbui valt in 2 uur 30 mm regen. Wat is de gemiddelde neerslagintensiteit?",
      ["15 mm/h", "30 mm/h", "60 mm/h"], 0,
      "Intensiteit = hoeveelheid / duur = 30 mm / 2 h = 15 mm/h.",
      moved_to=2, order="num", tags=["rekenen", "neerslag"]),
]
