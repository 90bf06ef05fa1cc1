from common import onderwerp, q, N, S, D

onderwerp("oppervlakte-en-inhoud", "Oppervlakte en inhoud",
          "Rekenen met oppervlakte en inhoud van vloeren, muren, bakken en blikken, in de juiste eenheden.", "rekenen/natuurkunde/scheikunde")

q("vloer-van-een-kamer", "Een kamer is 4,5 m lang en 3,2 m breed. Hoe groot is de vloeroppervlakte?",
  ["14,4 m²", "7,7 m²", "12,8 m²", "15,4 m²"],
  "4,5 × 3,2 = 14,4 m². Op 7,7 kom je als je lengte en breedte optelt in plaats van vermenigvuldigt.",
  "rekenen uitgewerkt compute weerlegt", N, sorteer=True, comp=("4.5*3.2", "m²"))

q("cirkel-met-straal-tien", "Wat is de oppervlakte van een cirkel met een straal van 10 cm (π ≈ 3,14)?",
  ["314 cm²", "31,4 cm²", "62,8 cm²", "628 cm²"],
  "A = π × r² = 3,14 × 10² = 314 cm². 62,8 is de omtrek in cm (2 × π × r), geen oppervlakte.",
  "rekenen uitgewerkt compute weerlegt", N, sorteer=True, comp=("3.14*10^2", "cm²"))

q("liters-in-kubieke-meter", "Hoeveel liter is 1 m³?",
  ["1000 L", "10 L", "100 L"],
  "1 m³ = 10 dm × 10 dm × 10 dm = 1000 dm³, en 1 dm³ is precies 1 liter.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("10*10*10", "L"))

q("aquarium-vullen", "Een aquarium is 80 cm lang, 35 cm breed en 40 cm hoog. Hoeveel liter water past erin als het tot de rand vol is?",
  ["112 L", "11,2 L", "155 L", "1120 L"],
  "80 × 35 × 40 = 112.000 cm³.\nEen liter is 1000 cm³, dus 112.000 / 1000 = 112 liter.",
  "rekenen uitgewerkt compute", N, sorteer=True, comp=("80*35*40/1000", "L"))

q("driehoek-basis-twaalf", "Een driehoek heeft een basis van 12 cm en een hoogte van 5 cm. Wat is de oppervlakte?",
  ["30 cm²", "17 cm²", "34 cm²", "60 cm²"],
  "A = ½ × basis × hoogte = ½ × 12 × 5 = 30 cm²; zonder de factor een half kom je op 60 cm².",
  "kort rekenen uitgewerkt compute getal-woorden weerlegt", N, sorteer=True, comp=("0.5*12*5", "cm²"))

q("omrekening-niet-juist", "Welke omrekening is NIET juist?",
  ["1 m² = 100 cm²", "1 dm³ = 1 L", "1 cm³ = 1 mL", "1 ha = 10.000 m²"],
  "Een vierkante meter is 100 cm bij 100 cm, dus 100 × 100 = 10.000 cm². De factor 100 geldt voor lengte, niet voor oppervlakte.",
  "neg neg-sleutel weerlegt uitgewerkt", N)

q("ribbe-verdubbelen", "Hoeveel keer zo groot wordt het volume van een kubus als je de ribbe twee keer zo lang maakt?",
  ["8", "2", "4"],
  "Het volume is ribbe × ribbe × ribbe, dus 2 × 2 × 2 = 8 keer zo groot; vier keer zo groot geldt voor de oppervlakte van een zijvlak.",
  "kort rekenen uitgewerkt compute getal-woorden weerlegt", N, sorteer=True, comp=("2^3", "keer"))

q("verf-voor-twee-lagen", "Een muur van 5,0 m bij 2,6 m krijgt twee lagen verf. Eén liter verf is genoeg voor 10 m². Hoeveel liter heb je nodig?",
  ["2,6 L", "1,3 L", "5,2 L", "13 L"],
  "Oppervlakte: 5,0 × 2,6 = 13 m².\nTwee lagen: 2 × 13 = 26 m².\nVerf: 26 / 10 = 2,6 L.",
  "rekenen uitgewerkt compute getal-woorden", N, sorteer=True, comp=("5*2.6*2/10", "L"))

q("tegels-voor-douchevloer", "Hoeveel tegels van 20 cm bij 20 cm heb je nodig voor een vloer van 2,0 m bij 1,6 m, zonder snijverlies?",
  ["80", "8", "40", "800"],
  "Langs 2,0 m passen 200 / 20 = 10 tegels en langs 1,6 m passen er 160 / 20 = 8; samen 10 × 8 = 80 tegels.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("200*160/(20*20)", "tegels"))

q("zwembadje-in-liters", "Een opblaaszwembadje heeft een inhoud van 2,4 m³. Hoeveel liter is dat?",
  ["2400 L", "24 L", "240 L", "24.000 L"],
  """Een kubieke meter is 1000 liter, dus 2,4 m³ = 2,4 × 1000 = 2400 liter. De andere uitkomsten ontstaan door een verkeerde omrekenfactor. Wie met 10 vermenigvuldigt, de factor voor lengte van dm naar cm, komt op 24 liter. De factor 100, die bij lengte van meter naar centimeter hoort, geeft 240 liter. En 24.000 liter volgt uit de factor 10.000, de factor voor oppervlakte van vierkante meter naar vierkante centimeter. Bij inhoud hoort tussen kubieke meter en liter steeds de factor 1000.""",
  "lang rekenen uitgewerkt compute weerlegt", N, sorteer=True, comp=("2.4*1000", "L"))

q("inhoud-van-een-blik", "Een blik is een cilinder met een straal van 4 cm en een hoogte van 10 cm. Wat is de inhoud (π ≈ 3,14)?",
  ["502 cm³", "126 cm³", "251 cm³", "1005 cm³"],
  "V = π × r² × h = 3,14 × 4² × 10 ≈ 502 cm³, ongeveer een halve liter. Het getal 251 is de oppervlakte van de mantel (2 × π × r × h) in cm², geen inhoud.",
  "rekenen uitgewerkt compute weerlegt getal-woorden", N, sorteer=True, comp=("3.14*4^2*10", "cm³"))

q("geen-oppervlakte-eenheid", "Welke eenheid is GEEN eenheid van oppervlakte?",
  ["Kubieke meter", "Hectare", "Vierkante kilometer", "Are"],
  "Hectare (10.000 m²), are (100 m²) en vierkante kilometer meten alle drie een stuk grond of vlak.",
  "kort neg neg-afleiders getal-woorden", N)

q("gras-in-de-tuin", "Een tuin van 120 m² bestaat voor 35% uit gras. Hoeveel m² gras is dat?",
  ["42 m²", "35 m²", "78 m²", "85 m²"],
  "0,35 × 120 = 42 m²; 78 m² is juist het deel dat geen gras is.",
  "kort rekenen uitgewerkt compute procent weerlegt", N, sorteer=True, comp=("0.35*120", "m²"))

q("vierkant-uit-omtrek", "Een vierkant heeft een omtrek van 24 cm. Wat is de oppervlakte?",
  ["36 cm²", "24 cm²", "144 cm²"],
  "Elke zijde is 24 / 4 = 6 cm, dus A = 6 × 6 = 36 cm²; 144 krijg je als je de hele omtrek kwadrateert.",
  "kort rekenen uitgewerkt compute weerlegt", N, sorteer=True, comp=("(24/4)^2", "cm²"))

q("geen-liter-inhoud", "Welk voorwerp heeft GEEN inhoud van ongeveer één liter?",
  ["Een theelepel", "Een melkpak uit de supermarkt", "Een kubus met ribben van 10 cm", "Een fles van 100 cl"],
  "Een lepeltje om je thee mee te roeren bevat ongeveer 5 mL, een tweehonderdste liter. Een pak melk, een fles van honderd centiliter en een kubus van een decimeter bij een decimeter bij een decimeter bevatten elk een liter.",
  "neg neg-beide samenstelling parafrase getal-woorden", N)

q("plattegrond-schaal-1-op-100", "Op een plattegrond met schaal 1:100 is een kamer 5 cm bij 4 cm. Wat is de werkelijke oppervlakte?",
  ["20 m²", "0,2 m²", "2 m²", "200 m²"],
  "1 cm op de kaart is 100 cm = 1 m in het echt, dus de kamer is 5 m bij 4 m, en 5 × 4 = 20 m².",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("5*4", "m²"))

q("perceel-in-hectare", "Hoeveel hectare is een perceel van 300 m bij 200 m?",
  ["6 ha", "0,6 ha", "60 ha", "600 ha"],
  "300 × 200 = 60.000 m², en 1 ha = 10.000 m², dus 60.000 / 10.000 = 6 ha.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("300*200/10000", "ha"))

q("halve-liter-in-cm3", "Hoeveel cm³ is een halve liter?",
  ["500 cm³", "50 cm³", "5000 cm³"],
  "Een liter is 1000 cm³, dus de helft daarvan is 1000 / 2 = 500 cm³.",
  "kort rekenen uitgewerkt compute getal-woorden", N, sorteer=True, comp=("1000/2", "cm³"))

q("rechthoek-klopt-niet", "Welke bewering over een rechthoek van 6 cm bij 4 cm klopt niet?",
  ["De omtrek is 24 cm", "De oppervlakte is 24 cm²", "De omtrek is 20 cm", "De diagonaal is langer dan 6 cm"],
  "De omtrek is 2 × (6 + 4) = 20 cm, dus 24 cm is fout; 24 is wel de oppervlakte in cm² (6 × 4). De diagonaal is √(36 + 16) = √52 ≈ 7,2 cm en dus langer dan 6 cm.",
  "neg neg-beide rekenen uitgewerkt", N)

q("zand-voor-zandbak", "Een zandbak is 2 m bij 1,5 m en krijgt een laag zand van 20 cm. Hoeveel m³ zand is nodig?",
  ["0,6 m³", "3 m³", "6 m³", "60 m³"],
  "Reken eerst de dikte om naar meters: 20 cm = 0,2 m. Dan is het volume 2 × 1,5 × 0,2 = 0,6 m³; wie 20 invult in plaats van 0,2, komt op 60.",
  "rekenen uitgewerkt compute weerlegt", N, sorteer=True, comp=("2*1.5*0.2", "m³"))

# --- gebrekkig ---
q("terras-van-zes-meter", "Een rechthoekig terras is 6 m bij 3,5 m. Hoe groot is het?",
  ["21 m²", "9,5 m²", "19 m²", "24 m²"],
  "Oppervlakte = lengte × breedte = 6 × 3,5 = 21 m².",
  "kort rekenen uitgewerkt", S, zet=2, sorteer=True)

q("milliliter-in-kubieke-centimeter", "Hoeveel milliliter is 1 cm³?",
  ["1 mL", "0,1 mL", "10 mL", "1000 mL"],
  "Een kubieke centimeter en een milliliter zijn even groot, want 1 L = 1000 mL = 1000 cm³.",
  "kort rekenen", S, zet=3, sorteer=True)

q("cirkel-met-diameter-zes", "Wat is de oppervlakte van een cirkel met een diameter van 6 cm (π ≈ 3,14)?",
  ["28,3 cm²", "9,4 cm²", "18,8 cm²", "113 cm²"],
  "De straal is de helft van de diameter, 3 cm, dus A = 3,14 × 3² ≈ 28,3 cm²; met 6 als straal zou je op 113 uitkomen.",
  "kort rekenen uitgewerkt weerlegt getal-woorden", S, zet=3, sorteer=True)

q("vloer-acht-bij-zes", "Een vloer is 8 m bij 6 m. Wat is de oppervlakte?",
  ["48 m²", "28 m²", "14 m²", "14m²"],
  "8 × 6 = 48 m²; 28 zou de omtrek in meters zijn.",
  "kort rekenen uitgewerkt weerlegt", D, dup=(2, 3), sorteer=True)
