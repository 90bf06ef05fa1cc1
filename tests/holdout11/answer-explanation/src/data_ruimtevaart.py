from common import q, NONE, MOVED, DUP

TOPIC = "ruimtevaart"
TITLE = "Ruimtevaart"
DESCRIPTION = "Raketten, banen om de aarde en de geschiedenis van de bemande en onbemande ruimtevaart."

QUESTIONS = [
    q(NONE, "ontsnappingssnelheid-aarde",
      "Hoe groot is de ontsnappingssnelheid vanaf het aardoppervlak, zonder luchtweerstand?",
      ["3,1 km/s", "7,9 km/s", "11,2 km/s", "16,7 km/s"], 2,
      """
De ontsnappingssnelheid van de aarde is ongeveer 11,2 km/s. 7,9 km/s is de snelheid voor een cirkelbaan vlak boven het oppervlak (de eerste kosmische snelheid), en 16,7 km/s is nodig om vanaf de aarde ook aan de zon te ontsnappen. 3,1 km/s is ongeveer de baansnelheid van een geostationaire satelliet.""",
      order="num", tags=["banen"], related=["iss-omlopen-per-dag"]),

    q(NONE, "iss-omlopen-per-dag",
      "Het ISS doet ongeveer 92 minuten over één omloop om de aarde. Hoeveel omlopen maakt het station ongeveer per etmaal?",
      ["ongeveer 4", "ongeveer 10", "ongeveer 16", "ongeveer 24"], 2,
      "Een etmaal telt 24 × 60 = 1440 minuten; 1440 / 92 ≈ 15,7, dus ongeveer zestien omlopen.",
      order="num", compute=("1440 / 92", "omlopen", 0.05), tags=["banen", "rekenen"]),

    q(NONE, "geostationaire-hoogte",
      "Op welke hoogte boven de evenaar draait een geostationaire satelliet?",
      ["ongeveer 400 km", "ongeveer 20 200 km", "ongeveer 35 800 km", "ongeveer 384 400 km"], 2,
      """
Een geostationaire baan ligt op ongeveer 35 786 km boven de evenaar; de omlooptijd is daar precies één siderische dag, zodat de satelliet boven hetzelfde punt lijkt te hangen. 400 km is de hoogte van het ISS, 20 200 km die van de GPS-satellieten, en 384 400 km is de gemiddelde afstand tot de maan.""",
      order="num", tags=["banen"]),

    q(NONE, "raketvergelijking-e",
      "Een raket heeft een uitstroomsnelheid van 3 km/s. De massa bij de start is e ≈ 2,72 keer zo groot als de massa na het opbranden van de brandstof. Welke snelheidswinst Δv levert dat op volgens de raketvergelijking van Tsiolkovski?",
      ["1,1 km/s", "2,7 km/s", "3 km/s", "8,2 km/s"], 2,
      """
De raketvergelijking luidt Δv = v_e · ln(m₀ / m₁). Met m₀ / m₁ = e is ln(e) = 1, dus Δv = 3 km/s × 1 = 3 km/s.

8,2 km/s krijg je als je de massaverhouding vermenigvuldigt in plaats van de logaritme te nemen (3 × 2,72), en 1,1 km/s als je deelt (3 / 2,72).""",
      order="num", compute=("3 * 1", "km/s"), tags=["rekenen", "raketten"]),

    q(NONE, "eerste-kunstmaan",
      "Wat was de eerste kunstmaan in een baan om de aarde?",
      ["Spoetnik 1", "Explorer 1", "Vostok 1", "Vanguard 1"], 0,
      """
Spoetnik 1 werd op 4 oktober 1957 door de Sovjet-Unie gelanceerd. Explorer 1 was in januari 1958 de eerste Amerikaanse satelliet en Vanguard 1 volgde in maart 1958. Vostok 1 was in 1961 het ruimteschip van Joeri Gagarin.""",
      tags=["geschiedenis"], related=["apollo-11-niet-op-maan"]),

    q(NONE, "apollo-11-niet-op-maan",
      "Welke astronaut van Apollo 11 zette GEEN voet op de maan?",
      ["Michael Collins", "Neil Armstrong", "Buzz Aldrin"], 0,
      "Collins bleef in de commandomodule Columbia in een baan om de maan, terwijl Armstrong en Aldrin op 20 juli 1969 met de maanlander Eagle landden en allebei over het oppervlak liepen.",
      tags=["geschiedenis"]),

    q(NONE, "jwst-positie",
      "Waar bevindt de James Webb-ruimtetelescoop zich?",
      ["In een lage baan om de aarde op ruim 500 km hoogte",
       "Rond het lagrangepunt L2 van het systeem zon-aarde, ongeveer 1,5 miljoen km van de aarde",
       "In een baan om de maan",
       "In een geostationaire baan"], 1,
      """
JWST draait rond L2, ongeveer 1,5 miljoen km van de aarde aan de kant die van de zon is afgekeerd. Daar kan één zonnescherm zon, aarde en maan tegelijk afschermen, zodat de telescoop koud genoeg blijft voor infraroodwaarnemingen. De lage baan op ruim 500 km is die van de Hubble-telescoop, niet van JWST.""",
      tags=["telescopen"]),

    q(NONE, "estec-noordwijk",
      "In welke Nederlandse plaats staat ESTEC, het technische centrum van de Europese ruimtevaartorganisatie ESA?",
      ["Noordwijk", "Delft", "Leiden", "Den Haag"], 0,
      "ESTEC staat in Noordwijk aan Zee en is de grootste vestiging van ESA; daar worden satellieten ontworpen en getest.",
      tags=["esa"]),

    q(NONE, "signaal-naar-mars",
      "Mars staat 225 miljoen km van de aarde. Hoe lang doet een radiosignaal erover om Mars te bereiken? (Lichtsnelheid: 300 000 km/s.)",
      ["ongeveer 1,3 seconde", "ongeveer 8,3 minuten", "ongeveer 12,5 minuten", "ongeveer 2 uur"], 2,
      """
225 000 000 km / 300 000 km/s = 750 s, en 750 s / 60 = 12,5 minuten. Ter vergelijking: licht doet ongeveer 1,3 seconde over de afstand aarde-maan en ongeveer 8,3 minuten over de afstand zon-aarde. Omdat de afstand tot Mars varieert, varieert ook de vertraging, van enkele minuten tot ruim twintig minuten.""",
      order="num", tags=["rekenen"]),

    q(NONE, "hohmannbaan",
      "Wat kenmerkt een hohmannbaan?",
      ["Het is een elliptische overgangsbaan die de begin- en de eindbaan raakt, met één stuwstoot bij vertrek en één bij aankomst",
       "Het is een cirkelbaan precies boven de polen",
       "Het is een baan waarin de motor voortdurend brandt",
       "Het is de baan van een satelliet die altijd boven hetzelfde punt op aarde hangt"], 0,
      """
Een hohmannbaan verbindt twee cirkelbanen met een halve ellips. Met een stuwstoot op de binnenste baan kom je op de ellips, en op het verste punt daarvan geef je een tweede stoot om de buitenste cirkelbaan te bereiken. Voor twee cirkelbanen is dit meestal de zuinigste manier met twee stoten, al kost hij meer tijd dan snellere overgangen.""",
      tags=["banen"]),

    q(NONE, "gewichtloosheid-iss",
      "Waarom zweven astronauten in het ISS?",
      ["Omdat het station en de astronauten samen in een vrije val om de aarde zijn, terwijl de zwaartekracht op die hoogte nog ongeveer 90 % van die aan het oppervlak is",
       "Omdat er op 400 km hoogte geen zwaartekracht meer is",
       "Omdat het ISS buiten het magnetisch veld van de aarde ligt",
       "Omdat het vacuüm buiten het station hen omhoog trekt"], 0,
      """
Niet het ontbreken van zwaartekracht maar de vrije val veroorzaakt de gewichtloosheid. Op 400 km hoogte is de afstand tot het middelpunt van de aarde maar ongeveer 6 % groter dan aan het oppervlak, zodat de zwaartekracht ongeveer 0,89 keer zo groot is. Het station valt voortdurend naar de aarde toe, maar beweegt zo snel zijwaarts dat het telkens 'mist'. Omdat alles in het station even snel valt, lijkt alles te zweven.""",
      tags=["banen", "zwaartekracht"], feedback={1: "Op 400 km hoogte is de zwaartekracht nog bijna even sterk als op de grond."}),

    q(NONE, "eerste-nederlander-ruimte",
      "Wie was in 1985 de eerste astronaut met de Nederlandse nationaliteit in de ruimte?",
      ["Wubbo Ockels", "André Kuipers", "Frank De Winne", "Dirk Frimout"], 0,
      """
Wubbo Ockels vloog in oktober 1985 met de spaceshuttle Challenger (missie STS-61-A). André Kuipers volgde pas in 2004 en opnieuw in 2011-2012. Frank De Winne en Dirk Frimout zijn Belgen. Eerder in 1985 vloog wel de in Nederland geboren Lodewijk van den Berg, maar hij had toen de Amerikaanse nationaliteit.""",
      tags=["geschiedenis", "nederland"]),

    q(NONE, "startversnelling-raket",
      "Een raket heeft bij de start een massa van 500 ton en een stuwkracht van 7500 kN. Hoe groot is de versnelling direct na de start? (g = 9,81 m/s²)",
      ["1,5 m/s²", "5,2 m/s²", "9,8 m/s²", "15 m/s²"], 1,
      """
De netto kracht is stuwkracht min gewicht: 7 500 000 N − 500 000 kg × 9,81 m/s² = 7 500 000 − 4 905 000 = 2 595 000 N. Gedeeld door 500 000 kg geeft dat a ≈ 5,2 m/s². Wie het gewicht vergeet, komt op 15 m/s² uit.""",
      order="num", compute=("(7500000 - 500000 * 9.81) / 500000", "m/s²"), tags=["rekenen", "raketten"]),

    q(NONE, "specifieke-impuls",
      "Wat betekent het als een raketmotor een hogere specifieke impuls (Isp) heeft?",
      ["De motor levert meer impuls per kilogram verbruikte stuwstof en is dus zuiniger",
       "De motor levert altijd meer stuwkracht",
       "De motor kan langer branden zonder te oververhitten",
       "De motor is lichter dan andere motoren"], 0,
      """
Isp is een maat voor de efficiëntie: hoeveel impuls je krijgt per hoeveelheid stuwstof, uitgedrukt in seconden. Een hoge Isp zegt niets over de stuwkracht; ionenmotoren hebben een zeer hoge Isp maar een piepkleine stuwkracht.""",
      tags=["raketten"], related=["ionenmotor-niet-juist"]),

    q(NONE, "ionenmotor-niet-juist",
      "Welke uitspraak over ionenmotoren is NIET juist?",
      ["Ze leveren genoeg stuwkracht om een raket vanaf het aardoppervlak te lanceren",
       "Ze hebben een veel hogere specifieke impuls dan chemische raketmotoren",
       "Ze gebruiken vaak xenon als stuwstof",
       "Hun stuwkracht ligt in de orde van millinewtons tot enkele tienden van een newton"], 0,
      """
Een ionenmotor geeft maar een heel kleine duw, veel te weinig om tegen de zwaartekracht in op te stijgen; hij werkt alleen in de ruimte, waar hij maanden achtereen kan branden.

De andere uitspraken kloppen: de uitstroomsnelheid van de ionen is zeer hoog, dus de Isp ook (vaak meer dan 3000 s tegen hooguit ongeveer 460 s voor chemische motoren); xenon is een veelgebruikte stuwstof omdat het zwaar en inert is; en de stuwkracht is inderdaad klein, bijvoorbeeld bij Dawn en BepiColombo.""",
      tags=["raketten"], related=["specifieke-impuls"]),

    q(NONE, "kepler-derde-wet",
      "De halve lange as van een baan wordt vier keer zo groot. Hoeveel keer zo lang wordt de omlooptijd volgens de derde wet van Kepler?",
      ["2 keer", "4 keer", "8 keer", "16 keer"], 2,
      "Volgens Kepler geldt T² ∝ a³. Met a vier keer zo groot wordt T² = 4³ = 64 keer zo groot, dus T = √64 = 8 keer zo lang.",
      order="num", compute=("4 ^ 1.5", "keer"), tags=["banen", "rekenen"]),

    q(NONE, "lanceren-kourou",
      "Waarom lanceert Europa zijn raketten vanaf Kourou in Frans-Guyana?",
      ["Omdat het dicht bij de evenaar ligt: de draaiing van de aarde geeft daar de meeste extra snelheid en banen boven de evenaar zijn goedkoper te bereiken",
       "Omdat de zwaartekracht bij de evenaar nul is",
       "Omdat de lucht daar dunner is dan in Europa",
       "Omdat raketten alleen boven de Atlantische Oceaan mogen vliegen"], 0,
      """
Kourou ligt op ongeveer 5° noorderbreedte. Het aardoppervlak beweegt daar met ongeveer 460 m/s naar het oosten, snelheid die een raket gratis meekrijgt. Bovendien hoeft een satelliet voor een geostationaire baan minder van baanhelling te veranderen. De zwaartekracht is er maar een fractie kleiner, zeker niet nul.""",
      tags=["esa", "raketten"]),

    q(NONE, "hitte-bij-terugkeer",
      "Waarom wordt de buitenkant van een capsule bij terugkeer in de dampkring zo heet?",
      ["Omdat de lucht vóór de capsule door de hoge snelheid sterk wordt samengedrukt en daardoor extreem heet wordt",
       "Omdat de zon buiten de dampkring veel feller schijnt",
       "Omdat de motoren bij terugkeer opnieuw worden ontstoken",
       "Omdat het in de ruimte zelf zeer heet is"], 0,
      """
Bij snelheden van zo'n 7 à 11 km/s ontstaat voor de capsule een schokgolf waarin de lucht wordt samengeperst tot duizenden graden. Die hete laag verwarmt het hitteschild; wrijving speelt een veel kleinere rol dan vaak wordt gedacht.""",
      tags=["terugkeer"]),

    q(NONE, "rakettrappen",
      "Waarom bestaan draagraketten meestal uit meerdere trappen?",
      ["Door lege tanks en motoren af te werpen hoeft de rest van de vlucht geen dode massa meer te worden versneld",
       "Omdat elke trap een andere brandstof nodig heeft om te kunnen werken",
       "Omdat één grote motor niet in een fabriekshal past",
       "Om de raket bij een storing te kunnen splitsen in kleinere raketten"], 0,
      "De raketvergelijking laat zien dat Δv afhangt van de verhouding tussen begin- en eindmassa. Wie de lege trap dumpt, verbetert die verhouding voor het vervolg en haalt met dezelfde stuwstof een veel hogere eindsnelheid.",
      tags=["raketten"], related=["raketvergelijking-e"]),

    q(NONE, "gps-vier-satellieten",
      "Van hoeveel GPS-satellieten moet een ontvanger minimaal signalen ontvangen om zijn positie in drie dimensies te bepalen?",
      ["1", "2", "3", "4"], 3,
      "Vier: de ontvanger moet niet alleen drie coördinaten bepalen maar ook de afwijking van zijn eigen, goedkope klok. Vier onbekenden vragen vier metingen.",
      order="num", tags=["satellieten"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "eerste-mens-in-de-ruimte",
      "Wie was de eerste mens in de ruimte?",
      ["Joeri Gagarin", "Alan Shepard", "Valentina Teresjkova", "John Glenn"], 0,
      """
Joeri Gagarin maakte op 12 april 1961 met Vostok 1 een volledige omloop om de aarde. Alan Shepard volgde op 5 mei 1961 met een suborbitale vlucht, Valentina Teresjkova was in 1963 de eerste vrouw in de ruimte en John Glenn was in 1962 de eerste Amerikaan in een baan om de aarde.""",
      moved_to=1, tags=["geschiedenis"], related=["eerste-kunstmaan"]),

    q(MOVED, "baansnelheid-leo",
      "Met welke snelheid draait het ISS, op ongeveer 400 km hoogte, rond de aarde?",
      ["ongeveer 0,5 km/s", "ongeveer 3 km/s", "ongeveer 7,7 km/s", "ongeveer 11,2 km/s"], 2,
      "In een lage baan is ongeveer 7,7 km/s nodig (zo'n 27 600 km/h). 11,2 km/s is de ontsnappingssnelheid: daarmee zou het station de aarde verlaten in plaats van eromheen te draaien.",
      moved_to=3, order="num", related=["ontsnappingssnelheid-aarde"]),

    q(MOVED, "lichttijd-maan",
      "Hoe lang doet een radiosignaal ongeveer over de afstand van de aarde naar de maan?",
      ["ongeveer 0,13 seconde", "ongeveer 1,3 seconde", "ongeveer 8 minuten", "ongeveer 1 uur"], 1,
      "De maan staat gemiddeld 384 400 km weg. Gedeeld door 300 000 km/s geeft dat ongeveer 1,3 seconde. Acht minuten is de lichttijd van de zon naar de aarde.",
      moved_to=2, order="num"),

    # ---- gebrekkig: dubbele optie ----
    q(DUP, "apogeum-naam",
      "Hoe heet het punt van een baan om de aarde dat het verst van de aarde ligt?",
      ["Apogeum", "Perigeum", "Perihelium", "perihelium"], 0,
      "Het verste punt van een baan om de aarde heet apogeum, het dichtstbijzijnde perigeum. Perihelium is het punt van een baan om de zon dat het dichtst bij de zon ligt.",
      dup=(2, 3), tags=["banen"]),
]
