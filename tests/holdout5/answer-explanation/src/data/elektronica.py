from lib import Q, topic

T = "elektronica"
topic(T, "Elektronica", "Spanning, stroom, weerstand en vermogen, componenten en eenvoudige digitale schakelingen.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("stroom-door-weerstand",
  "Over een weerstand van 220 Ω staat een spanning van 11 V. Hoe groot is de stroom door de weerstand?",
  ["5 mA", "20 mA", "*50 mA", "2,42 kA"],
  """
Volgens de wet van Ohm is I = U / R = 11 V / 220 Ω = 0,05 A, oftewel 50 mA. Twintig milliampère krijg je als je R / U uitrekent, en 2,42 kA als je U en R vermenigvuldigt.""",
  s="cal near it", rel=["wet-van-ohm-uitspraak"])

q("vermogen-lamp-12-volt",
  "Een lamp werkt op twaalf volt en er loopt een stroom van twee ampère door. Hoeveel vermogen neemt de lamp op?",
  ["6 W", "10 W", "*24 W"],
  """
Vermogen is spanning maal stroom: P = U × I = 12 V × 2 A = 24 W. De andere twee waarden ontstaan door te delen (12 / 2) of af te trekken (12 − 2).""",
  s="cal")

q("weerstanden-in-serie",
  "Twee weerstanden van 100 Ω en 220 Ω staan in serie. Wat is de vervangingsweerstand?",
  ["68,75 Ω", "120 Ω", "*320 Ω", "100 Ω"],
  """
In serie tel je weerstanden gewoon op: 100 Ω + 220 Ω = 320 Ω. De 68,75 Ω is de waarde die je zou krijgen als ze parallel stonden.""",
  s="cal", rel=["weerstanden-parallel-gelijk"])

q("weerstanden-parallel-gelijk",
  "Twee gelijke weerstanden van 1 kΩ staan parallel. Wat is de vervangingsweerstand?",
  ["*500 Ω", "1 kΩ", "2 kΩ"],
  """
Bij parallelschakeling geldt 1/R = 1/R₁ + 1/R₂ = 1/1000 + 1/1000 = 2/1000, dus R = 500 Ω. Bij twee gelijke weerstanden parallel is de vervangingsweerstand altijd de helft van één weerstand; 2 kΩ zou het in serie zijn.""",
  s="cal near", rel=["weerstanden-in-serie"])

q("functie-diode",
  "Wat doet een diode in een schakeling?",
  ["Hij versterkt een zwak signaal", "*Hij laat stroom in één richting door en blokkeert de andere richting", "Hij slaat elektrische lading op"],
  """
Een diode werkt als een soort terugslagklep voor stroom: in de doorlaatrichting geleidt hij (na ongeveer 0,7 V bij silicium), in de sperrichting nauwelijks. Versterken doet een transistor, en lading opslaan is de taak van een condensator.""",
  s="par all it")

q("voorschakelweerstand-led",
  "Een LED met een drempelspanning van 2 V moet bij 20 mA branden op een voeding van 5 V. Welke voorschakelweerstand is nodig?",
  ["100 Ω", "*150 Ω", "250 Ω", "350 Ω"],
  """
Over de weerstand moet het verschil tussen de voeding en de LED staan: 5 V − 2 V = 3 V. Met I = 20 mA = 0,020 A wordt R = U / I = 3 / 0,020 = 150 Ω.

- 250 Ω: de LED-spanning vergeten (5 / 0,020).
- 350 Ω: de spanningen opgeteld in plaats van afgetrokken.
- 100 Ω: alleen de LED-spanning gebruikt (2 / 0,020).""",
  s="cal all near it")

q("eenheid-capaciteit",
  "Wat is de eenheid van capaciteit van een condensator?",
  ["De henry (H)", "*De farad (F)", "De ohm (Ω)"],
  "Capaciteit meet je in farad, in de praktijk meestal in µF, nF of pF.",
  s="kf one")

q("kleurcode-bruin-zwart-rood",
  "Een weerstand heeft de kleurringen bruin – zwart – rood – goud. Wat is de waarde?",
  ["*1 kΩ (5 %)", "102 Ω (5 %)", "10 kΩ (5 %)"],
  """
Bruin = 1, zwart = 0, en de derde ring rood is de vermenigvuldiger × 10². Dus 10 × 100 = 1000 Ω = 1 kΩ. Goud geeft een tolerantie van 5 %.""",
  s="cal")

q("serieschakeling-niet",
  "Welke uitspraak over een serieschakeling van weerstanden klopt NIET?",
  ["De stroom is overal in de schakeling even groot.",
   "De totale weerstand is de som van de afzonderlijke weerstanden.",
   "*De spanning over elke weerstand is altijd even groot.",
   "De bronspanning is gelijk aan de som van de deelspanningen."],
  """
In een serieschakeling loopt één stroom door alle weerstanden, tellen de weerstanden op, en verdeelt de bronspanning zich over de weerstanden. Die verdeling is evenredig met de weerstand: over een grote weerstand staat meer spanning dan over een kleine. De spanningen zijn dus alleen gelijk als de weerstanden gelijk zijn, en dat maakt 'altijd even groot' onjuist.""",
  s="gen")

q("transistor-digitaal",
  "Waarvoor wordt een transistor in digitale schakelingen vooral gebruikt?",
  ["*Als elektronische schakelaar", "Als spanningsbron", "Als weerstand met een vaste waarde"],
  """
In een processor zitten miljarden MOSFET's die als aan/uit-schakelaar werken; met combinaties daarvan maak je logische poorten en geheugencellen.""",
  s="par it")

q("netfrequentie-nederland",
  "Wat is de frequentie van het elektriciteitsnet in Nederland?",
  ["*50 Hz", "60 Hz", "230 Hz"],
  "Vijftig hertz; 230 is de netspanning in volt, en 60 Hz gebruikt men onder meer in Noord-Amerika.",
  s="par")

q("wet-van-ohm-uitspraak",
  "Welke uitspraak over de wet van Ohm is juist?",
  ["Bij een constante weerstand is de stroom omgekeerd evenredig met de spanning.",
   "*Bij een constante weerstand is de stroom recht evenredig met de spanning.",
   "Bij een constante weerstand is de stroom evenredig met het kwadraat van de spanning."],
  """
Uit I = U / R volgt: als R vast is en je de spanning verdubbelt, verdubbelt ook de stroom. De I,U-grafiek is dan een rechte lijn door de oorsprong.""",
  s="stmt gen", rel=["stroom-door-weerstand"])

q("vermogen-uit-stroom-en-weerstand",
  "Welke formule geeft het vermogen dat in een weerstand wordt omgezet als je alleen de stroom I en de weerstand R kent?",
  ["P = I · R²", "*P = I² · R", "P = I / R", "P = R / I²"],
  """
Combineer `P = U · I` met `U = I · R`:

```
P = (I · R) · I = I² · R
```

De **stroom** staat dus in het kwadraat, niet de weerstand.""",
  s="md near cal it", md=True)

q("and-poort",
  "Welke logische poort geeft alleen een 1 als beide ingangen 1 zijn?",
  ["OR", "XOR", "NAND", "*AND"],
  """
- OR geeft 1 als minstens één ingang 1 is.
- XOR geeft 1 als precies één ingang 1 is; bij 1 en 1 geeft hij dus 0.
- NAND is het omgekeerde van wat gevraagd wordt: hij geeft alleen 0 als beide ingangen 1 zijn.
- AND geeft alleen 1 als A en B allebei 1 zijn.""",
  s="all it md", md=True)

q("binair-1011",
  "Welk decimaal getal hoort bij het binaire getal 1011?",
  ["7", "*11", "13"],
  """
Van rechts naar links hebben de posities de waarden 1, 2, 4 en 8. 1011 is dus 8 + 0 + 2 + 1 = 11.""",
  s="cal it")

q("topwaarde-netspanning",
  "De netspanning van 230 V is een effectieve waarde. Wat is de topwaarde ongeveer?",
  ["163 V", "*325 V", "460 V"],
  """
Voor een sinusvormige spanning is de topwaarde √2 keer de effectieve waarde: 230 × 1,414 ≈ 325 V. Met 163 V deel je door √2 in plaats van te vermenigvuldigen.""",
  s="cal")

q("amperemeter-aansluiten",
  "Hoe sluit je een ampèremeter aan om de stroom door een lampje te meten?",
  ["*In serie met het lampje", "Parallel over het lampje", "Tussen de plus en de min van de batterij, zonder lampje"],
  """
De stroom die je wilt meten, moet door de meter lopen, dus de meter komt in de stroomkring achter of voor het lampje. Een ampèremeter heeft een heel kleine weerstand: parallel of direct over de batterij ontstaat bijna kortsluiting en kan de zekering in de meter doorslaan.""",
  s="par")

# --- gebrekkig ---
q("condensator-lading",
  "Welke component slaat elektrische lading op?",
  ["Een spoel", "*Een condensator", "Een diode"],
  """
Een condensator bestaat uit twee geleidende platen met een isolator ertussen. Bij het laden hoopt zich op de ene plaat positieve en op de andere negatieve lading op. Een spoel slaat energie op in een magnetisch veld, niet als lading.""",
  s="gen", sd=0)

q("drie-weerstanden-parallel",
  "Drie weerstanden van elk 30 Ω staan parallel. Wat is de vervangingsweerstand?",
  ["*10 Ω", "90 Ω", "30 Ω", "90Ω"],
  """
1/R = 1/30 + 1/30 + 1/30 = 3/30, dus R = 10 Ω. Bij n gelijke weerstanden parallel deel je één weerstand door n. Negentig ohm is de waarde in serie.""",
  s="cal", dup=(1, 3))
