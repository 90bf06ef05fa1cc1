from lib import Q, topic

T = "verkeer"
topic(T, "Verkeer", "Verkeersregels, borden en rekenen aan snelheid en afstand in het Nederlandse verkeer.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("maximumsnelheid-bebouwde-kom",
  "Wat is in Nederland volgens de verkeersregels de maximumsnelheid binnen de bebouwde kom als er geen bord een andere snelheid aangeeft?",
  ["30 km/h", "*50 km/h", "60 km/h"],
  "Binnen de bebouwde kom geldt standaard 50 km/h; lagere limieten zoals 30 km/h moeten met borden worden aangegeven.",
  s="kf q")

q("snelweg-overdag-2020",
  "Wat is sinds maart 2020 overdag (van 6.00 tot 19.00 uur) de maximumsnelheid op de Nederlandse autosnelwegen?",
  ["*100 km/h", "120 km/h", "130 km/h"],
  """
Om de uitstoot van stikstof te beperken, is de maximumsnelheid op autosnelwegen in maart 2020 overdag verlaagd. Tussen zes uur 's ochtends en zeven uur 's avonds mag je er honderd kilometer per uur rijden. 's Avonds en 's nachts geldt op veel trajecten weer 120 of 130, zoals de borden aangeven.""",
  s="gen par")

q("fietser-van-rechts",
  "Op een gelijkwaardige kruising zonder borden, haaientanden of verkeerslichten komen een auto en een fietser tegelijk aan. De fietser komt voor de automobilist van rechts. Wie moet voorrang krijgen?",
  ["De auto, omdat snelverkeer voorgaat", "*De fietser", "Degene die het eerst remt"],
  """
Op een gelijkwaardige kruising geldt de hoofdregel: verkeer van rechts gaat voor. Dat geldt voor alle bestuurders, dus ook voor fietsers ten opzichte van auto's. Een regel dat snel verkeer voorgaat, bestaat niet.""",
  s="gen")

q("meter-per-seconde-72",
  "Een auto rijdt 72 km/h. Hoeveel meter legt hij in één seconde af?",
  ["7,2 m", "*20 m", "36 m", "72 m"],
  """
Een kilometer per uur is 1000 meter per 3600 seconden, dus je deelt door 3,6. Zo wordt 72 km/h gelijk aan 72 / 3,6 = 20 m/s: twintig meter in elke seconde.""",
  s="cal", rel=["reactieweg-90"])

q("reactieweg-90",
  "Een bestuurder rijdt 90 km/h en heeft een reactietijd van één seconde. Hoe lang is de reactieweg?",
  ["9 m", "*25 m", "90 m"],
  """
In de reactietijd rijdt de auto nog ongeremd door. 90 km/h is 90 / 3,6 = 25 meter per seconde, dus na 1 s is de auto vijfentwintig meter verder voordat het remmen begint.""",
  s="cal", rel=["meter-per-seconde-72", "remweg-dubbele-snelheid"])

q("reistijd-45-km",
  "Je rijdt 45 kilometer met een gemiddelde snelheid van 60 km/h. Hoe lang duurt de rit?",
  ["40 minuten", "*45 minuten", "1 uur en 15 minuten"],
  "45 / 60 = 0,75 uur, en driekwart uur is 45 minuten.",
  s="cal")

q("snorfiets-maximum",
  "Hoe hard mag een snorfiets (blauw kenteken) maximaal rijden?",
  ["*25 km/h", "30 km/h", "45 km/h"],
  """
Een snorfiets is in Nederland begrensd op vijfentwintig kilometer per uur. Een bromfiets met geel kenteken mag 45 km/h, maar dat geldt niet voor de snorfiets.""",
  s="par")

q("alcohollimiet-beginner",
  "Welke alcohollimiet geldt in Nederland voor een beginnende bestuurder, die zijn rijbewijs korter dan vijf jaar heeft?",
  ["*0,2 promille", "0,5 promille", "0,8 promille"],
  """
Voor ervaren bestuurders ligt de grens op 0,5 promille, maar wie korter dan vijf jaar een rijbewijs heeft, mag maximaal 0,2 promille alcohol in het bloed hebben. In de praktijk betekent dat: na één glas al niet meer rijden.""",
  s="gen q")

q("haaientanden-betekenis",
  "Wat betekenen haaientanden op het wegdek?",
  ["*Je moet voorrang verlenen aan het verkeer op de weg die je nadert", "Je hebt voorrang op het kruisende verkeer", "Je mag hier niet stilstaan"],
  "Haaientanden geven aan dat verkeer op de kruisende weg voor jou gaat.",
  s="par one")

q("geen-bestuurder-rvv",
  "Welke weggebruiker is volgens het RVV 1990 GEEN bestuurder?",
  ["Een fietser", "Een automobilist", "*Een voetganger", "Een bromfietser"],
  """
Het Reglement verkeersregels en verkeerstekens noemt iedere weggebruiker een bestuurder, met uitzondering van voetgangers. Fietsers, automobilisten en bromfietsers besturen een voertuig en zijn dus wel bestuurders; zij moeten zich daarom ook aan bijvoorbeeld de voorrangsregels voor bestuurders houden. Alleen de voetganger valt erbuiten.""",
  s="gen")

q("kind-zonder-kinderzitje",
  "Vanaf welke lengte mag een kind in Nederland in de auto zonder kinderzitje met alleen de autogordel?",
  ["1,20 m", "*1,35 m", "1,50 m", "1,65 m"],
  "Onder de 1,35 meter is een goedgekeurd kinderzitje verplicht.",
  s="q")

q("remweg-dubbele-snelheid",
  "Welke uitspraak over de remweg van een auto is juist (bij gelijke weg en remmen)?",
  ["Bij twee keer zo hoge snelheid wordt de remweg ongeveer twee keer zo lang.",
   "*Bij twee keer zo hoge snelheid wordt de remweg ongeveer vier keer zo lang.",
   "Bij twee keer zo hoge snelheid wordt de remweg ongeveer acht keer zo lang."],
  """
De bewegingsenergie die de remmen moeten wegnemen is ½mv², en die groeit met het kwadraat van de snelheid. Bij een gelijke remkracht groeit de remweg dus ook met v²: 2² = 4. Twee keer zo lang geldt voor de reactieweg, niet voor de remweg.""",
  s="stmt cal", rel=["reactieweg-90"])

q("knipperend-geel-licht",
  "Wat betekent een knipperend geel verkeerslicht?",
  ["Je moet stoppen, zoals bij rood", "*Je mag doorrijden, maar moet extra voorzichtig zijn", "Je hebt voorrang op al het andere verkeer"],
  """
Een knipperend geel licht is een waarschuwing, bijvoorbeeld als de installatie buiten werking is. Je mag dus verder, maar met extra aandacht. Wie voorrang heeft, volgt dan uit de borden, de haaientanden of de gewone voorrangsregels.""",
  s="par")

q("rond-blauw-bord-fiets",
  "Wat betekent een rond blauw bord met een witte fiets erop?",
  ["Fietsers verboden", "Fietsstraat, auto te gast", "*Verplicht fietspad", "Fietsenstalling"],
  """
Ronde blauwe borden zijn gebodsborden: ze geven aan wat je moet doen. Met een witte fiets erop is dit het bord voor een verplicht fietspad. Een verbod zou een rode rand hebben, de fietsstraat heeft een eigen rechthoekig bord, en een stalling wordt met een rechthoekig informatiebord aangegeven.""",
  s="gen all")

q("aanwijzingen-rangorde",
  "Op een kruising staat een verkeersregelaar, er zijn verkeerslichten en er staan borden. Welke aanwijzing gaat voor alles?",
  ["Het verkeerslicht", "Het verkeersbord", "De gewone voorrangsregel", "*Het teken van de verkeersregelaar"],
  """
De rangorde is:

1. **aanwijzingen van verkeersregelaars** (politie, verkeersbrigadiers)
2. verkeerslichten
3. verkeersborden
4. de algemene verkeersregels

Een verkeersregelaar kan je dus ook door rood laten rijden. Zie de uitleg bij [bron](https://www.rijksoverheid.nl/onderwerpen/verkeersregels).""",
  s="md par", md=True)

q("brandstofkosten-250-km",
  "Een auto verbruikt 6 liter benzine per 100 km. De benzine kost € 2,00 per liter. Wat kosten de brandstof voor een rit van 250 km?",
  ["€ 12", "€ 15", "*€ 30", "€ 50"],
  """
Voor 250 km heb je 2,5 × 6 = 15 liter nodig. Vijftien liter à € 2,00 is € 30. Met € 15 heb je het aantal liters als bedrag genomen; € 12 is de prijs van 6 liter, dus van 100 km.""",
  s="cal")

q("dode-hoek-vrachtwagen",
  "Wat is de dode hoek van een vrachtwagen?",
  ["De hoek van de voorruit waar de ruitenwisser niet komt",
   "*Het gebied rond de vrachtwagen dat de chauffeur in zijn spiegels en door de ruiten niet kan zien",
   "De bocht die een vrachtwagen niet in één keer kan nemen"],
  """
Vooral rechts naast en vlak voor de cabine kan de chauffeur een fietser of voetganger gemakkelijk missen, ook met extra spiegels. Ga daarom bij een afslaande vrachtwagen nooit rechts naast de cabine staan.""",
  s="par")

# --- gebrekkig: explanation/supports-distractor ---
q("rood-kruis-matrixbord",
  "Wat betekent een rood kruis op een matrixbord boven een rijstrook van de snelweg?",
  ["De rijstrook is alleen voor bussen", "*De rijstrook is afgesloten en je mag er niet (meer) rijden", "Einde van alle eerder aangegeven snelheidslimieten"],
  """
Een rood kruis betekent dat de rijstrook dicht is, bijvoorbeeld door een ongeluk of werkzaamheden verderop. Wie er toch over rijdt, brengt hulpverleners in gevaar en riskeert een hoge boete.""",
  s="kf", sd=2)

q("buiten-bebouwde-kom-80",
  "Wat is buiten de bebouwde kom op een gewone weg (geen autoweg of autosnelweg) de maximumsnelheid voor een personenauto als er geen bord staat?",
  ["60 km/h", "*80 km/h", "100 km/h"],
  """
Zonder bord geldt buiten de bebouwde kom 80 km/h. Op veel kleine wegen staat een bord met 60, en 100 geldt alleen op autowegen.""",
  s="q kf", sd=0)
