from qdata import q

TOPIC = "bedrijfseconomie"
TITLE = "Bedrijfseconomie en boekhouden"
DESC = "Balans, resultaat, kosten en kengetallen voor het mbo en de bovenbouw van havo/vwo."

Q = [
    q("be-balans-voorraad-debet", 2,
      "Welke post staat op de balans aan de debetkant, bij de activa?",
      ["Eigen vermogen", "Voorraad handelsgoederen", "Crediteuren", "Lening o/g"], "B",
      """Aan de debetkant staan de bezittingen van de onderneming. Goederen die in het magazijn
liggen te wachten op verkoop zijn zo'n bezitting. Eigen vermogen, crediteuren en een opgenomen
lening laten juist zien waarmee die bezittingen zijn betaald en horen dus aan de creditkant."""),

    q("be-brutowinst-opslag-inkoop", 4,
      "Een kledingzaak koopt een jas in voor € 60 en verkoopt hem voor € 90 (beide zonder btw). Hoeveel procent van de inkoopprijs bedraagt de brutowinst?",
      ["33 %", "30 %", "50 %", "150 %"], "C",
      """Brutowinst = verkoopprijs − inkoopprijs = € 90 − € 60 = € 30.
Als percentage van de inkoopprijs: 30 / 60 × 100 % = 50 procent.
Wie door de verkoopprijs deelt, krijgt 30 / 90 ≈ 33 %; dat is de marge op de verkoopprijs, niet de opslag op de inkoopprijs.
150 % is de verkoopprijs uitgedrukt als percentage van de inkoopprijs."""),

    q("be-btw-uit-prijs-halen", 4,
      "Een fiets kost € 121 inclusief 21 % btw. Hoeveel btw zit er in deze prijs?",
      ["€ 21,00", "€ 25,41", "€ 100,00"], "A",
      """Een prijs inclusief btw is 121 % van de prijs zonder btw. Zonder btw kost de fiets dus
€ 121 / 1,21 = € 100, en de btw is € 121 − € 100 = € 21.
€ 25,41 krijg je als je ten onrechte 21 procent van het bedrag inclusief btw neemt, en € 100 is de prijs zonder btw."""),

    q("be-lineaire-afschrijving", 4,
      "Een machine kost € 50.000. De verwachte restwaarde is € 10.000 en de levensduur 8 jaar. Hoeveel is de lineaire afschrijving per jaar?",
      ["€ 6.250", "€ 5.000", "€ 1.250"], "B",
      """Bij lineair afschrijven verdeel je het af te schrijven bedrag gelijk over de jaren:
(€ 50.000 − € 10.000) / 8 = € 40.000 / 8 = € 5.000 per jaar.
€ 6.250 vergeet de restwaarde (50.000 / 8) en € 1.250 is alleen de restwaarde gedeeld door acht."""),

    q("be-vaste-kosten-bakkerij", 6,
      "Welke kosten zijn voor een bakkerij vaste kosten?",
      ["De huur van het bedrijfspand", "Het meel voor elk gebakken brood", "De papieren zakjes per verkocht brood"], "A",
      """Vaste kosten blijven gelijk, hoeveel broden er ook gebakken worden. De maandhuur van het pand
moet de bakker altijd betalen, ook in een rustige week. Meel en zakjes nemen toe met elk extra brood
en zijn daarom variabel. Zie ook [Vaste kosten op Wikipedia](https://nl.wikipedia.org/wiki/Vaste_kosten).""",
      md=True),

    q("be-break-even-afzet", 4,
      "Een bedrijf heeft € 40.000 vaste kosten per jaar. Het product wordt verkocht voor € 25 per stuk en de variabele kosten zijn € 15 per stuk. Wat is de break-evenafzet?",
      ["1.600 stuks", "2.667 stuks", "4.000 stuks"], "C",
      """Elk verkocht stuk levert een dekkingsbijdrage van € 25 − € 15 = € 10 op. Om € 40.000 vaste
kosten te dekken zijn 40.000 / 10 = 4.000 stuks nodig.
1.600 stuks (40.000 / 25) en 2.667 stuks (40.000 / 15) delen door de prijs of door de variabele kosten in plaats van door de dekkingsbijdrage."""),

    q("be-solvabiliteit-betekenis", 3,
      "Wat geeft de solvabiliteit van een onderneming aan?",
      ["Of de onderneming haar rekeningen op korte termijn kan betalen",
       "In hoeverre de onderneming op lange termijn aan al haar schulden kan voldoen",
       "Hoeveel winst er overblijft van elke euro omzet",
       "Hoe vaak per jaar de voorraad wordt verkocht en weer aangevuld"], "B",
      """Loop de opties een voor een na.
A beschrijft de liquiditeit: kan het bedrijf met zijn kas, bank en vorderingen de schulden betalen
die binnenkort vervallen? Dat is een kortetermijnvraag, gemeten met bijvoorbeeld de current ratio.
B is juist. Solvabiliteit gaat over de vraag of de totale bezittingen groot genoeg zijn om alle
schulden, ook die op lange termijn, af te lossen. Een veelgebruikt kengetal is eigen vermogen
gedeeld door totaal vermogen: hoe groter dat aandeel, hoe beter de buffer voor schuldeisers.
C gaat over de winstgevendheid, de nettowinstmarge; die zegt iets over het resultaat, niet over
de schuldenpositie.
D ten slotte is de omloopsnelheid van de voorraad, een maat voor hoe efficiënt het bedrijf met zijn
voorraden werkt. Alleen B past dus bij het begrip solvabiliteit."""),

    q("be-current-ratio", 3,
      "Een onderneming heeft € 150.000 aan vlottende activa en € 100.000 aan kortlopende schulden. Hoe groot is de current ratio?",
      ["0,67", "1,5", "2,5", "50.000"], "B",
      """De current ratio meet de liquiditeit: vlottende activa gedeeld door kortlopende schulden.
150.000 / 100.000 = 1,5. Bekijk nu elke optie.
A, 0,67, is de omgekeerde deling (100.000 / 150.000). Dan zou het lijken alsof de onderneming te
weinig vlottende middelen heeft, terwijl het omgekeerde waar is.
B, 1,5, is juist: voor elke euro kortlopende schuld staat anderhalve euro aan vlottende middelen
klaar. Vaak geldt een waarde rond 1,5 tot 2 als gezond.
C, 2,5, ontstaat als je beide bedragen optelt en door 100.000 deelt; zo'n som heeft geen betekenis.
D, € 50.000, is het verschil tussen beide posten. Dat heet het werkkapitaal; het is een bedrag en
geen verhoudingsgetal, dus geen current ratio."""),

    q("be-debiteuren-begrip", 7,
      "Wat zijn debiteuren?",
      ["Leveranciers aan wie de onderneming nog moet betalen",
       "Klanten die de onderneming nog geld schuldig zijn",
       "Aandeelhouders die dividend ontvangen"], "B",
      """Debiteuren zijn afnemers die op rekening hebben gekocht en nog moeten betalen; voor de
onderneming is dat een vordering en dus een bezitting. Leveranciers die nog geld tegoed hebben zijn
geen debiteuren maar crediteuren, en staan als schuld aan de creditkant."""),

    q("be-eigen-vermogen-balans", 4,
      "De bezittingen van een eenmanszaak zijn samen € 200.000 waard en het vreemd vermogen bedraagt € 120.000. Hoe groot is het eigen vermogen?",
      ["€ 320.000", "€ 120.000", "€ 80.000"], "C",
      """Volgens de balansvergelijking geldt: bezittingen = eigen vermogen + vreemd vermogen.
Eigen vermogen = € 200.000 − € 120.000 = € 80.000 (tachtigduizend euro).
€ 320.000 telt de bedragen ten onrechte op."""),

    q("be-geen-vaste-activa", 5,
      "Welke post hoort NIET bij de vaste activa?",
      ["Bedrijfsgebouw", "Machines", "Voorraad grondstoffen", "Inventaris"], "C",
      """Vaste activa blijven langer dan een jaar in het bedrijf en worden niet verkocht in de gewone
bedrijfsvoering. Dat geldt voor het gebouw, de machines en de inventaris: die gebruikt het bedrijf
jarenlang. Grondstoffen worden binnen korte tijd verwerkt en horen daarom bij de vlottende activa."""),

    q("be-journaalpost-kas-naar-bank", 6,
      "Een ondernemer stort € 500 uit de kas op de zakelijke bankrekening. Welke journaalpost hoort hierbij?",
      ["`Bank € 500 aan Kas € 500`", "`Kas € 500 aan Bank € 500`", "`Bank € 500 aan Eigen vermogen € 500`"], "A",
      """In een journaalpost komt eerst de rekening die gedebiteerd wordt. Het banksaldo neemt toe
(debet) en de kas neemt af (credit), dus `Bank € 500 aan Kas € 500`. Het eigen vermogen verandert
niet: het geld verhuist alleen van de ene bezitting naar de andere.
Zie ook [Journaalpost op Wikipedia](https://nl.wikipedia.org/wiki/Journaalpost).""", md=True),

    q("be-rentabiliteit-eigen-vermogen", 4,
      "Een bv maakt € 30.000 nettowinst. Het gemiddeld eigen vermogen is € 200.000. Wat is de rentabiliteit van het eigen vermogen?",
      ["15 %", "6,67 %", "30 %"], "A",
      """REV = nettowinst / gemiddeld eigen vermogen × 100 % = 30.000 / 200.000 × 100 % = 15 procent.
6,67 % ontstaat als je de deling omdraait (200.000 / 30.000 ≈ 6,67), en 30 % zou alleen gelden bij een eigen vermogen van € 100.000."""),

    q("be-integrale-kostprijs", 1,
      "Wat rekent men mee in de integrale kostprijs van een product?",
      ["Alleen de variabele kosten per product", "Zowel de vaste als de variabele kosten per product", "De verkoopprijs inclusief btw"], "B",
      "Integraal betekent alles: vaste én variabele kosten per eenheid tellen mee."),

    q("be-variabele-kosten-onjuist", 5,
      "Welke bewering over variabele kosten is onjuist?",
      ["De totale variabele kosten stijgen als er meer wordt geproduceerd",
       "Bij een gelijkblijvende inkoopprijs blijven de variabele kosten per stuk gelijk",
       "Ook bij een productie van nul zijn de totale variabele kosten hoog"], "C",
      """Variabele kosten ontstaan pas als er geproduceerd wordt; bij een productie van nul zijn ze
ook nul. De eerste bewering klopt wel, want elk extra product brengt extra grondstof- of
inkoopkosten mee. De tweede klopt ook: kost elk stuk evenveel materiaal tegen dezelfde prijs,
dan blijven de kosten per stuk gelijk terwijl het totaal meegroeit."""),

    q("be-omzet-en-winst", 7,
      "Wat is het verschil tussen omzet en winst?",
      ["Omzet is de opbrengst van de verkopen; winst is wat daarvan overblijft na aftrek van alle kosten",
       "Omzet is de winst na aftrek van belastingen",
       "Omzet is het geld dat de eigenaar in het bedrijf stopt; winst is de opbrengst van de verkopen"], "A",
      """Omzet is niet hetzelfde als winst: een winkel met € 1 miljoen omzet kan verlies lijden als de
kosten hoger zijn. Omzet is simpelweg aantal verkochte producten maal de prijs. Geld dat de eigenaar
inbrengt is een storting in het eigen vermogen, geen omzet, en belasting wordt van de winst
afgetrokken, niet van de omzet."""),

    q("be-inkoopwaarde-omzet", 3,
      "Een winkel had op 1 januari een voorraad van € 20.000, kocht in het jaar voor € 80.000 in en had op 31 december nog € 25.000 voorraad. Wat was de inkoopwaarde van de omzet?",
      ["€ 75.000", "€ 85.000", "€ 100.000", "€ 80.000"], "A",
      """De inkoopwaarde van de omzet is wat de verkochte goederen bij inkoop hebben gekost. Je rekent:
beginvoorraad + inkopen − eindvoorraad = € 20.000 + € 80.000 − € 25.000 = € 75.000. Optie A is dus juist.
Optie B, € 85.000, ontstaat als je de eindvoorraad optelt bij de inkopen en de beginvoorraad aftrekt:
dan draai je de rol van begin- en eindvoorraad om. Optie C, € 100.000, is de totale hoeveelheid
goederen die het hele jaar beschikbaar was; daarin zit ook de voorraad die op 31 december nog op
de plank ligt en dus niet verkocht is. Optie D, € 80.000, zijn alleen de inkopen van dit jaar.
Die zouden alleen gelijk zijn aan de inkoopwaarde van de omzet als de voorraad het hele jaar
niet was veranderd, en hier is de voorraad met € 5.000 gegroeid."""),

    # --- gebrekkig ---
    q("be-crediteur-begrip", 2,
      "Wat is een crediteur voor een onderneming?",
      ["Een klant die nog moet betalen", "Een leverancier aan wie de onderneming nog moet betalen", "Een werknemer met een vast contract"], "B",
      """Een crediteur heeft nog geld tegoed van de onderneming, meestal omdat hij goederen op
rekening heeft geleverd. Het openstaande bedrag is voor de onderneming een schuld en staat aan de
creditkant van de balans.""", flaw="sd", mark="A"),

    q("be-boekwaarde-bestelbus", 4,
      "Een bestelbus kost € 36.000, heeft een restwaarde van € 6.000 en wordt in 5 jaar lineair afgeschreven. Wat is de boekwaarde na 2 jaar?",
      ["€ 24.000", "€ 30.000", "€ 21.600"], "A",
      """Afschrijving per jaar = (€ 36.000 − € 6.000) / 5 = € 6.000.
Na twee jaar is er 2 × € 6.000 = € 12.000 afgeschreven, dus de boekwaarde is € 36.000 − € 12.000 = € 24.000.
€ 21.600 hoort bij een afschrijving zonder restwaarde (36.000 / 5 = 7.200 per jaar).""", flaw="sd", mark="C"),

    q("be-niet-creditzijde", 5,
      "Welke post staat NIET aan de creditzijde van de balans?",
      ["Eigen vermogen", "Kas", "Crediteuren", "crediteuren."], "B",
      """Kas is een bezitting en staat dus aan de debetkant. Eigen vermogen en crediteuren zijn
bronnen van vermogen: ze laten zien hoe de bezittingen zijn gefinancierd en staan daarom credit.""", flaw="dup"),
]
