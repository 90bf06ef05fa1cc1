from gen import Q
TOPIC = "aardrijkskunde"
TITLE = "Aardrijkskunde"
DESC = "Kaartvaardigheden, klimaat, landschap en bevolking, van Nederland tot de wereld."
QS = [
Q("kaartschaal-vier-cm", "Op een kaart met schaal 1 : 50 000 meet je tussen twee kerken 4 cm. Hoe groot is de afstand in werkelijkheid?",
 ["200 m", "20 km", "*2 km"],
 """Elke centimeter op de kaart is 50 000 cm in het echt. 4 × 50 000 cm = 200 000 cm, en dat is 2 000 m, dus 2 km. Wie 200 m antwoordt, is bij het omrekenen van centimeter naar meter een nul kwijtgeraakt.""",
 s="arith refute", related=["nap-betekenis"]),
Q("bevolkingsdichtheid-gemeente", "Een gemeente heeft 60 000 inwoners en een oppervlakte van 40 km². Wat is de bevolkingsdichtheid?",
 ["150 inwoners per km²", "2 400 inwoners per km²", "*1 500 inwoners per km²"],
 """Bevolkingsdichtheid = aantal inwoners ÷ oppervlakte = 60 000 ÷ 40 = 1 500 inwoners per km². De 2 400 ontstaat als je 60 000 door 25 deelt in plaats van door 40.""",
 s="arith"),
Q("tijdzone-45-graden-oost", "In Greenwich is het 12.00 uur zonnetijd. Hoe laat is het dan in een plaats op 45° oosterlengte?",
 ["*15.00 uur", "09.00 uur", "12.45 uur"],
 """De aarde draait in 24 uur 360°, dus 15° per uur. 45° ÷ 15° = drie uur. Naar het oosten is het later, dus 12.00 + 3 = 15.00 uur. Negen uur 's ochtends zou gelden voor 45° *westerlengte*.""",
 s="arith refute md", md=True),
Q("temperatuur-berghelling", "Aan de kust is het 20 °C. De temperatuur daalt met 0,6 °C per 100 meter stijging. Hoe warm is het ongeveer in een bergdorp op 1 500 meter hoogte?",
 ["14 °C", "29 °C", "*11 °C"],
 """1 500 m is vijftien keer 100 m, dus de temperatuur daalt 15 × 0,6 = 9 graden. 20 − 9 = 11 °C. Met 29 °C heb je de daling opgeteld in plaats van afgetrokken.""",
 s="arith refute"),
Q("geen-exogene-kracht", "Welke van de volgende is GEEN exogene kracht?",
 ["wind", "ijs", "*vulkanisme", "stromend water"],
 """Vulkanisme komt voort uit processen binnen in de aarde (magma dat omhoog komt) en is dus een endogene kracht. Wind, ijs en stromend water werken aan het aardoppervlak: ze verweren, eroderen en zetten materiaal af. Dat zijn alle drie exogene krachten.""",
 s="neg refute"),
Q("ligging-amsterdam", "Welke coördinaten geven ongeveer de ligging van Amsterdam?",
 ["*52° NB, 5° OL", "52° ZB, 5° OL", "52° NB, 5° WL"],
 """Amsterdam ligt ten noorden van de evenaar en ten oosten van de nulmeridiaan van Greenwich, dus op ongeveer 52° noorderbreedte en 5° oosterlengte. Met 52° ZB zou je op het zuidelijk halfrond uitkomen, ten zuiden van Nieuw-Zeeland; 5° WL ligt in de Atlantische Oceaan ten westen van Frankrijk.""",
 s="opdiff refute"),
Q("oorzaak-seizoenen", "Wat is de belangrijkste oorzaak van de seizoenen op aarde?",
 ["De afstand tussen de aarde en de zon verandert in de loop van het jaar.", "De aarde draait in 24 uur om haar eigen as.", "*De aardas staat scheef ten opzichte van de baan om de zon."],
 """Veel mensen denken dat het in de zomer warmer is omdat we dichter bij de zon staan, maar dat klopt niet. We bespreken de drie opties.

De afstand tot de zon varieert wel een beetje, maar de aarde staat begin januari het dichtst bij de zon, midden in de Nederlandse winter. Bovendien hebben het noordelijk en zuidelijk halfrond tegelijkertijd tegengestelde seizoenen; met de afstand valt dat niet te verklaren.

De draaiing om de eigen as in 24 uur zorgt voor dag en nacht. Die draaiing is het hele jaar hetzelfde en kan dus geen verschil tussen zomer en winter veroorzaken.

De scheve stand van de aardas, ongeveer 23,5°, is wel de oorzaak. Doordat de as steeds in dezelfde richting wijst, is in juni het noordelijk halfrond naar de zon gekanteld. De zon staat dan hoger, de stralen vallen steiler in en de dagen zijn langer. Een half jaar later is het omgekeerd en is het zomer op het zuidelijk halfrond.""",
 s="walk refute"),
Q("rivier-niet-delta", "Welke rivier mondt NIET uit in de Nederlandse delta?",
 ["Rijn", "Maas", "Schelde", "*Donau"],
 """De Donau stroomt oostwaarts en mondt uit in de Zwarte Zee, in Roemenië. Rijn, Maas en Schelde komen allemaal in het zuidwesten van Nederland samen in de Noordzee; samen vormen ze de delta.""",
 s="neg refute"),
Q("polder-definitie", "Wat is een polder?",
 ["*Een laaggelegen stuk land met een eigen, kunstmatig geregeld waterpeil, omringd door dijken.", "Een natuurlijke zandrug langs de kust.", "Een buitendijks gebied dat bij vloed onderloopt."],
 """Een **polder** is een door dijken omsloten gebied waar het waterpeil kunstmatig wordt beheerst, vroeger met windmolens en nu met gemalen. Let op het verschil:

- een natuurlijke zandrug langs de kust is een *strandwal* of duinrij;
- buitendijks land dat bij vloed onderloopt is een *kwelder* of schor.

Zie ook [Droogmakerij de Beemster](https://whc.unesco.org/en/list/899), werelderfgoed.""",
 s="md refute", md=True),
Q("divergente-plaatgrens", "Wat gebeurt er bij een divergente plaatgrens?",
 ["De platen schuiven onder elkaar.", "De platen schuiven langs elkaar.", "De platen botsen en vormen een hooggebergte.", "*De platen bewegen uit elkaar."],
 """Er zijn drie soorten plaatgrenzen, en de opties beschrijven ze alle drie. We lopen ze langs.

Platen die onder elkaar schuiven, vind je bij een convergente grens met subductie. Een zware oceanische plaat duikt dan onder een andere plaat, zoals voor de kust van Japan en Chili. Daar ontstaan diepzeetroggen, vulkanen en zware aardbevingen.

Platen die langs elkaar schuiven, vormen een transforme grens. Er verdwijnt en ontstaat geen korst, maar de platen haken achter elkaar en schieten dan ineens los. De San Andreasbreuk in Californië is het bekendste voorbeeld.

Botsende platen die een hooggebergte vormen, horen ook bij een convergente grens, maar dan tussen twee continentale platen. Zo zijn de Himalaya en de Alpen ontstaan.

Bij een divergente grens bewegen de platen van elkaar af. In de opening stijgt magma op dat stolt tot nieuwe oceanische korst. Dat gebeurt bij de Mid-Atlantische Rug, die dwars door IJsland loopt. Dat is dus het juiste antwoord.""",
 s="walk refute"),
Q("bevolkingsgroei-twee-procent", "Een land heeft tien miljoen inwoners en groeit met 2 procent per jaar. Hoeveel inwoners zijn er na één jaar?",
 ["10,02 miljoen", "*10,2 miljoen", "12 miljoen"],
 """Twee procent van tien miljoen is 0,02 × 10 000 000 = 200 000. Daarmee kom je op 10 200 000, dus 10,2 miljoen inwoners.""",
 s="arith"),
Q("klimaat-nederland", "Welk klimaattype heeft Nederland volgens Köppen?",
 ["*Cfb, gematigd zeeklimaat", "Dfb, landklimaat", "BSk, steppeklimaat"],
 """Nederland heeft zachte winters, koele zomers en het hele jaar neerslag: een gematigd zeeklimaat (Cfb). Een landklimaat (Dfb) met strenge winters vind je in Oost-Europa, niet in Nederland; een steppeklimaat is te droog.""",
 s="refute"),
Q("randstad-klopt-niet", "Welke uitspraak over de Randstad klopt niet?",
 ["Amsterdam, Rotterdam, Den Haag en Utrecht liggen in de Randstad.", "In het midden van de Randstad ligt het Groene Hart.", "*Eindhoven is een van de vier grote steden van de Randstad."],
 """Eindhoven ligt in Noord-Brabant, ver buiten de Randstad. De andere uitspraken kloppen wel: de vier grote steden vormen samen de ring van de Randstad, en het landelijke gebied in het midden heet het Groene Hart.""",
 s="neg refute"),
Q("hoofdstad-australie", "Wat is de hoofdstad van Australië?",
 ["Sydney", "Melbourne", "*Canberra"],
 """Canberra is speciaal als hoofdstad gebouwd, als compromis tussen Sydney en Melbourne.""",
 s="refute"),
Q("nap-betekenis", "Waar staat de afkorting NAP voor?",
 ["Nationaal Aardrijkskundig Punt", "Nieuw Amsterdams Polderpeil", "*Normaal Amsterdams Peil"],
 """Antwoord C klopt: NAP is het Normaal Amsterdams Peil, het referentievlak waarmee hoogtes in Nederland worden gemeten.""",
 s="letter"),
Q("suburbanisatie-term", "Steeds meer gezinnen verhuizen van de grote stad naar nieuwe woonwijken in dorpen rond de stad, maar blijven in de stad werken. Hoe heet dit verschijnsel?",
 ["urbanisatie", "*suburbanisatie", "reurbanisatie", "deurbanisatie"],
 """De vier termen lijken op elkaar, maar beschrijven verschillende fasen. Een overzicht.

Urbanisatie is de trek van het platteland naar de stad: de stad groeit, vaak omdat daar werk is. Dat gebeurde in Nederland vooral in de negentiende en vroege twintigste eeuw. Het past niet bij de beschrijving, want de gezinnen vertrekken juist uit de stad.

Suburbanisatie is het verhuizen uit de stad naar de randgemeenten, terwijl de mensen voor werk en voorzieningen op de stad gericht blijven. Dat is precies wat de vraag beschrijft: wonen in een groeikern, werken in de stad. Denk aan Almere en Zoetermeer.

Reurbanisatie is de omgekeerde beweging, terug naar de stad, bijvoorbeeld van jongeren en hoogopgeleiden die juist het stadsleven zoeken.

Deurbanisatie gaat verder dan suburbanisatie: mensen vertrekken naar het platteland ver buiten de stad en verbreken ook de band met de stad voor werk.

Het juiste antwoord is dus suburbanisatie.""",
 s="walk refute"),
]
