from qdata import q

TOPIC = "elektrotechniek"
TITLE = "Elektrotechniek"
DESC = "Spanning, stroom, weerstand, vermogen en veiligheid in huis en op de werkbank."

Q = [
    q("el-wet-van-ohm-stroom", 4,
      "Over een weerstand van 220 Ω staat een spanning van 11 V. Hoe groot is de stroom?",
      ["50 mA", "20 A", "2,42 kA"], "A",
      """Volgens de wet van Ohm is I = U / R = 11 V / 220 Ω = 0,05 ampère, oftewel 50 mA.
20 A krijg je als je R door U deelt, en 2,42 kA is U × R (2420 A)."""),

    q("el-waterkoker-stroom", 4,
      "Een waterkoker van 2000 W is aangesloten op 230 V. Hoe groot is de stroom ongeveer?",
      ["0,115 A", "8,7 A", "460 kA"], "B",
      """Uit P = U × I volgt I = P / U = 2000 W / 230 V ≈ 8,7 ampère.
0,115 A is de omgekeerde deling (230 / 2000) en 460 kA is het product 2000 × 230."""),

    q("el-serieschakeling-weerstand", 4,
      "Weerstanden van 100 Ω en 300 Ω worden in serie geschakeld. Wat is de vervangingsweerstand?",
      ["75 Ω", "200 Ω", "400 Ω"], "C",
      """In serie tel je weerstanden gewoon op: 100 Ω + 300 Ω = 400 ohm.
75 Ω hoort bij een parallelschakeling van deze twee (1 / (1/100 + 1/300)) en 200 Ω is hun gemiddelde."""),

    q("el-parallel-twee-gelijke", 4,
      "Twee weerstanden van elk 60 Ω staan parallel. Hoe groot is de vervangingsweerstand?",
      ["120 Ω", "30 Ω", "60 Ω"], "B",
      """Voor parallel geldt 1/R = 1/60 + 1/60 = 2/60, dus R = 30 Ω. Twee gelijke weerstanden parallel
geven altijd de helft. 120 Ω zou de waarde in serie zijn."""),

    q("el-energie-lamp-kwh", 4,
      "Een lamp van 10 W brandt 30 dagen lang 5 uur per dag. Hoeveel elektrische energie verbruikt de lamp in die periode?",
      ["15 kWh", "1,5 kWh", "150 kWh"], "B",
      """Het aantal branduren is 5 × 30 = 150 uur. Energie = vermogen × tijd = 10 W × 150 h = 1500 Wh.
Omgerekend is dat 1,5 kWh (anderhalve kilowattuur)."""),

    q("el-goede-geleider", 1,
      "Welk materiaal is een goede elektrische geleider?",
      ["Rubber", "Glas", "Koper"], "C",
      "Koper heeft veel vrije elektronen en geleidt daardoor uitstekend; rubber en glas isoleren."),

    q("el-amperemeter-aansluiten", 2,
      "Hoe sluit je een ampèremeter aan om de stroom door een lampje te meten?",
      ["In serie met het lampje", "Parallel over het lampje", "Direct tussen de plus- en de minpool van de bron, zonder lampje"], "A",
      """De stroom die je wilt meten moet door de meter zelf lopen, dus de meter komt in de stroomkring,
achter of voor het lampje. Parallel meet je spanning, en een ampèremeter rechtstreeks op de bron
veroorzaakt bijna kortsluiting, omdat de meter zelf vrijwel geen weerstand heeft."""),

    q("el-serie-stroom-overal-gelijk", 7,
      "Twee verschillende lampjes zijn in serie aangesloten op een batterij. Wat geldt voor deze schakeling?",
      ["De stroom is overal in de kring even groot",
       "Over elk lampje staat de volledige spanning van de batterij",
       "De stroom verdeelt zich over de twee lampjes"], "A",
      """Dat elk onderdeel de volledige bronspanning krijgt en dat de stroom zich verdeelt, zijn
kenmerken van een parallelschakeling, niet van een serieschakeling. In serie is er maar één pad,
dus dezelfde stroom gaat door beide lampjes, terwijl de spanning over de lampjes wordt verdeeld."""),

    q("el-aardlekschakelaar-functie", 3,
      "Wat doet een aardlekschakelaar in de meterkast?",
      ["Hij schakelt uit als de stroom in een groep te groot wordt door overbelasting",
       "Hij schakelt uit als er stroom weglekt naar aarde, bijvoorbeeld via iemand die een defect apparaat aanraakt",
       "Hij zet de wisselspanning van het net om in gelijkspanning",
       "Hij houdt bij hoeveel kilowattuur er wordt verbruikt"], "B",
      """Bekijk wat elk onderdeel in de meterkast doet.
A beschrijft een installatieautomaat of zekering. Die reageert op een te grote stroom, zoals bij
te veel apparaten op één groep of bij kortsluiting, en beschermt zo vooral de bedrading tegen
oververhitting.
B is de taak van de aardlekschakelaar. Hij vergelijkt de stroom die via de fase naar een apparaat
gaat met de stroom die via de nul terugkomt. Is er een verschil van ongeveer 30 mA, dan lekt er
stroom weg, mogelijk door een mens, en schakelt hij binnen een fractie van een seconde af.
C is het werk van een gelijkrichter of adapter, niet van een onderdeel in de meterkast dat
beveiligt.
D doet de kWh-meter of slimme meter; die meet het verbruik, maar beschermt niemand. De
aardlekschakelaar is er dus om personen te beschermen tegen een elektrische schok."""),

    q("el-netfrequentie", 1,
      "Wat is de frequentie van de netspanning in Nederland?",
      ["50 Hz", "60 Hz", "230 Hz"], "A",
      "Het Europese net werkt met 50 hertz; 60 Hz is gebruikelijk in Noord-Amerika."),

    q("el-led-niet-juist", 5,
      "Welke bewering over een led is NIET juist?",
      ["Een led laat de stroom maar in één richting door",
       "Een led heeft meestal een voorschakelweerstand nodig",
       "Een led geeft licht, ongeacht in welke richting je hem aansluit"], "C",
      """Een led is een diode: verkeerd om aangesloten spert hij en geeft hij geen licht. De andere twee
beweringen zijn juist. Juist omdat het een diode is, geleidt hij maar in één richting, en zonder
voorschakelweerstand kan de stroom zo groot worden dat de led doorbrandt."""),

    q("el-transformator-spanning", 3,
      "Een transformator heeft 1000 windingen aan de primaire kant en 50 windingen aan de secundaire kant. De primaire spanning is 230 V. Wat is de secundaire spanning?",
      ["4600 V", "11,5 V", "23 V", "230 V"], "B",
      """Bij een ideale transformator verhouden de spanningen zich als de aantallen windingen:
Us / Up = Ns / Np. Dat geeft Us = 230 V × 50 / 1000 = 11,5 volt. Loop de opties daarmee langs.
4600 V krijg je als je de verhouding omdraait (230 × 1000 / 50). Dan zou de transformator de
spanning twintig keer verhogen, terwijl de secundaire spoel juist veel minder windingen heeft.
11,5 V is de juiste uitkomst: twintig keer zo weinig windingen betekent twintig keer zo weinig spanning.
23 V zou gelden bij een verhouding van 1 op 10, dus bij 100 secundaire windingen in plaats van 50.
230 V blijft alleen gelijk als beide spoelen evenveel windingen hebben; een transformator met
verschillende spoelen verandert de spanning altijd."""),

    q("el-formule-vermogen", 8,
      "Welke formule geeft het elektrisch vermogen van een apparaat?",
      ["P = U / I", "P = U · I", "P = I / U"], "B",
      """Vermogen is spanning maal stroom: P = U · I, in watt. U / I is volgens de wet van Ohm de
weerstand R, en I / U is het omgekeerde daarvan."""),

    q("el-arduino-digitalwrite", 6,
      "Op een Arduino Uno staat de regel `digitalWrite(13, HIGH);`. Wat gebeurt er?",
      ["Pin 13 wordt hoog gezet, op een Uno is dat 5 V",
       "Pin 13 wordt als ingang ingesteld",
       "De spanning op pin 13 wordt gemeten"], "A",
      """`digitalWrite` zet een digitale uitgang aan of uit; met `HIGH` komt er op een Uno 5 V op de
pin, zodat bijvoorbeeld de ingebouwde led op pin 13 gaat branden. Een pin als ingang instellen doe
je met `pinMode(13, INPUT)` en meten met `digitalRead` of `analogRead`. Zie de
[Arduino-referentie](https://docs.arduino.cc/language-reference/en/functions/digital-io/digitalwrite/).""",
      md=True),

    q("el-rendement-motor", 4,
      "Een elektromotor neemt 500 W elektrisch vermogen op en levert 400 W mechanisch vermogen. Wat is het rendement?",
      ["80 %", "125 %", "20 %"], "A",
      """Rendement = nuttig vermogen / opgenomen vermogen × 100 % = 400 / 500 × 100 % = 80 procent.
De overige 100 W gaat vooral als warmte verloren. Een rendement van 125 % is onmogelijk, en 20 % is het verlies."""),

    q("el-kortsluiting-begrip", 2,
      "Wat is kortsluiting?",
      ["De stroom loopt via een weg met vrijwel geen weerstand, waardoor hij heel groot wordt",
       "De spanning valt weg doordat een elektriciteitscentrale uitvalt",
       "Er staan te veel lampjes in serie, waardoor ze zwak branden"], "A",
      """Bij kortsluiting vindt de stroom een 'kortere' route zonder de gewone belasting, bijvoorbeeld
doordat twee draden elkaar raken. Omdat die route bijna geen weerstand heeft, wordt de stroom heel
groot, en dan moet een zekering of installatieautomaat ingrijpen."""),

    q("el-isolator-niet", 5,
      "Welk materiaal is GEEN goede elektrische isolator?",
      ["Porselein", "Pvc", "Aluminium", "Droog hout"], "C",
      """Aluminium is een metaal met veel vrije elektronen en geleidt stroom goed; het wordt zelfs in
hoogspanningskabels gebruikt. Porselein, pvc en droog hout laten nauwelijks stroom door: porselein
zit in isolatoren van hoogspanningsmasten, pvc om elektriciteitsdraden, en droog hout geleidt
slecht zolang het niet nat wordt."""),

    # --- gebrekkig ---
    q("el-kosten-apparaat", 4,
      "Een apparaat van 1500 W staat 2 uur aan. Elektriciteit kost € 0,30 per kWh. Wat kost dat?",
      ["€ 0,90", "€ 900", "€ 0,45"], "A",
      """Energie = 1,5 kW × 2 h = 3 kWh. Kosten = 3 kWh × € 0,30 = € 0,90 (negentig cent).
€ 900 ontstaat als je vergeet watt om te rekenen naar kilowatt, en € 0,45 rekent maar met één uur.""",
      flaw="sd", mark="C"),

    q("el-zekering-functie", 7,
      "Wat doet een smeltzekering in een stroomkring?",
      ["Hij onderbreekt de stroom als die te groot wordt",
       "Hij beschermt tegen lekstroom naar aarde",
       "Hij verlaagt de spanning naar een veilige waarde"], "A",
      """Bescherming tegen lekstroom is de taak van de aardlekschakelaar, niet van de zekering, en een
spanning verlagen doet een transformator. Een smeltzekering bevat een dun draadje dat doorsmelt als
de stroom te groot wordt, bijvoorbeeld bij overbelasting of kortsluiting.""",
      flaw="sd", mark="B"),

    q("el-lading-opslaan", 2,
      "Welk onderdeel kan elektrische lading opslaan?",
      ["Condensator", "Weerstand", "weerstand", "Diode"], "A",
      """Een condensator bestaat uit twee geleidende platen met een isolator ertussen. Als er spanning
op staat, verzamelt zich lading op de platen, die hij later weer kan afgeven.""", flaw="dup"),
]
