from common import onderwerp, q, N, S, D

onderwerp("volleybal", "Volleybal",
          "Spelregels, posities en technieken van zaal- en beachvolleybal.", "praktisch")

q("spelers-in-het-veld", "Hoeveel spelers staan er bij zaalvolleybal per team in het veld?",
  ["6", "4", "5", "7"],
  "Een team speelt met zes spelers in het veld: drie in de voorste en drie in de achterste rij.",
  "kort getal-woorden", N, sorteer=True)

q("maximaal-aantal-contacten", "Hoeveel keer mag een team de bal maximaal raken voordat hij over het net moet?",
  ["3", "2", "4"],
  "Drie balcontacten: meestal een pass, een set-up en een aanval; een blokcontact telt daarbij niet mee.",
  "kort getal-woorden", N, sorteer=True)

q("lengte-van-een-set", "Tot hoeveel punten wordt een gewone set in de zaal gespeeld?",
  ["25", "15", "21", "30"],
  "Een set gaat tot 25 punten met minstens twee punten verschil; alleen de beslissende vijfde set gaat tot 15, en 21 is de setlengte bij beachvolleybal. Zie de spelregels op [nevobo.nl](https://www.nevobo.nl/).",
  "weerlegt getal-woorden link", N, sorteer=True)

q("wat-is-een-libero", "Wat is een libero?",
  ["Een verdedigende specialist in een afwijkend shirt die achterin speelt",
   "De aanvoerder van het team",
   "De speler die altijd opslaat",
   "De speler die alleen blokkeert"],
  "De libero draagt een shirt in een andere kleur dan de rest, wordt ingezet voor verdediging en pass, en mag niet blokkeren of boven de netrand aanvallen.",
  "kort parafrase weerlegt", N)

q("richting-van-doordraaien", "In welke richting draaien de spelers door als hun team de opslag terugwint?",
  ["Met de klok mee", "Tegen de klok in", "Voor- en achterrij wisselen om"],
  "Iedereen schuift één positie op zoals de wijzers van een uurwerk: wie rechtsvoor stond, gaat rechtsachter staan en slaat op.",
  "kort parafrase", N)

q("nethoogte-heren", "Hoe hoog hangt het net bij zaalvolleybal voor senior heren?",
  ["2,43 m", "2,24 m", "2,35 m", "2,55 m"],
  "Bij de heren hangt het net op 2,43 m; 2,24 m is de hoogte bij de dames.",
  "kort weerlegt", N, sorteer=True)

q("afmetingen-zaalveld", "Hoe groot is het speelveld bij zaalvolleybal?",
  ["18 m bij 9 m", "16 m bij 8 m", "20 m bij 10 m", "24 m bij 12 m"],
  "Het veld is 18 bij 9 meter, zodat elke helft een vierkant van 9 bij 9 is; 16 bij 8 meter is de maat van een beachveld.",
  "kort weerlegt", N, sorteer=True)

q("helft-van-het-veld", "Wat is de oppervlakte van één helft van een zaalvolleybalveld van 18 m bij 9 m?",
  ["81 m²", "27 m²", "40,5 m²", "162 m²"],
  "Eén helft is 9 m × 9 m = 81 m²; 162 m² is het hele veld.",
  "kort rekenen uitgewerkt compute weerlegt", N, sorteer=True, comp=("9*9", "m²"))

q("scoringspercentage-aanvaller", "Een aanvaller slaat 40 keer aan en scoort daarvan 18 keer direct. Wat is zijn scoringspercentage?",
  ["45%", "18%", "40%", "55%"],
  "18 / 40 = 0,45, dus 45%; de overige 55% van de aanvallen levert geen direct punt op.",
  "kort rekenen uitgewerkt compute procent weerlegt", N, sorteer=True, comp=("18/40*100", "%"))

q("niet-toegestaan", "Welke actie is bij zaalvolleybal NIET toegestaan?",
  ["De bal vangen en daarna weggooien", "De bal met de voet spelen",
   "Bovenhands opslaan", "Na een blokcontact nog drie keer de bal spelen"],
  "Spelen met de voet, een bovenhandse opslag en drie contacten na een blok zijn allemaal volgens de regels; de bal moet kort worden geraakt en mag nooit worden vastgehouden of gegooid.",
  "kort neg neg-beide getal-woorden", N)

q("libero-klopt-niet", "Welke bewering over de libero klopt niet?",
  ["De libero draagt hetzelfde shirt als zijn teamgenoten",
   "De libero mag niet blokkeren",
   "Wisselen met de libero telt niet als gewone wissel",
   "De libero speelt in de achterste rij"],
  "De libero valt op door een shirt in een contrasterende kleur, zodat de scheidsrechters hem direct herkennen.",
  "kort neg neg-zonder-niet parafrase", N)

q("spelers-bij-beach", "Met hoeveel spelers speelt een team bij beachvolleybal?",
  ["2", "3", "4"],
  "Beachvolleybal is een duosport: twee spelers die samen een helft van 8 bij 8 meter moeten verdedigen.",
  "kort getal-woorden parafrase", N, sorteer=True)

q("opslag-raakt-het-net", "Wat gebeurt er als de bal bij de opslag het net raakt en daarna in het veld van de tegenstander valt?",
  ["Het spel gaat door, want de opslag is geldig",
   "De opslag moet worden overgedaan",
   "De tegenstander krijgt een punt",
   "De opslaander krijgt een gele kaart"],
  """Sinds een regelwijziging van de internationale bond in 2009 is een opslag die het net raakt en toch overgaat gewoon geldig; de ontvangende ploeg moet de bal spelen. Overdoen hoort er dus niet meer bij, in tegenstelling tot bij tennis, waar een let wordt overgespeeld. De tegenstander krijgt alleen een punt als de bal in het net blijft hangen, terugvalt of buiten het veld landt. En een gele kaart is een straf voor onsportief gedrag, niet voor een netbal.""",
  "lang weerlegt contrast", N)

q("wie-is-de-spelverdeler", "Wie is de spelverdeler?",
  ["De speler die meestal de tweede bal speelt en de aanvallers aanspeelt",
   "De speler die altijd de eerste bal ontvangt",
   "De scheidsrechter op de stoel",
   "De coach die de wissels bepaalt"],
  "De spelverdeler, ook setter genoemd, is het brein van de aanval: hij legt de bal klaar voor de smashers.",
  "kort parafrase", N)

q("telling-van-punten", "Hoe worden punten geteld in het huidige volleybal?",
  ["Elke rally levert een punt op, ongeacht wie opsloeg",
   "Alleen het team dat opslaat, kan een punt scoren",
   "Een punt telt alleen na een smash",
   "Punten tellen dubbel in de laatste set"],
  "Sinds eind jaren negentig wint wie de rally wint ook het punt, anders dan vroeger, toen alleen de serverende ploeg kon scoren.",
  "kort contrast parafrase", N)

q("lengte-vijfde-set", "Tot hoeveel punten gaat de beslissende vijfde set?",
  ["15", "21", "25"],
  "De tiebreak gaat tot vijftien, met twee punten verschil.",
  "kort getal-woorden", N, sorteer=True)

q("bescherming-bij-duiken", "Welke bescherming dragen veel spelers om hun knieën te sparen als ze naar de bal duiken?",
  ["Kniebeschermers", "Scheenbeschermers", "Polsbandjes", "Enkelbraces"],
  "Dikke, verende kussentjes rond het gewricht tussen boven- en onderbeen vangen de klap op als een speler op de vloer valt of glijdt.",
  "kort samenstelling parafrase", N)

q("wie-mag-niet-aanvallen", "Welke speler mag een bal die geheel boven de netrand is NIET aanvallend over het net slaan?",
  ["De libero", "De spelverdeler in de voorste rij", "Een buitenaanvaller in de voorste rij", "Een middenaanvaller in de voorste rij"],
  "De libero is een verdedigingsspecialist die uitsluitend in de achterste rij wordt ingezet, met een eigen shirtkleur en beperkte aanvalsrechten.",
  "kort neg neg-zonder-niet", N)

q("tijd-voor-opslag", "Hoeveel seconden heeft een speler na het fluitsignaal om op te slaan?",
  ["8", "5", "10", "15"],
  "Na het fluitsignaal van de eerste scheidsrechter moet de opslag binnen acht seconden worden uitgevoerd.",
  "kort getal-woorden", N, sorteer=True)

q("wedstrijd-onjuist", "Welke bewering over een volleybalwedstrijd is onjuist?",
  ["Een wedstrijd kan in een gelijkspel eindigen",
   "Het team dat als eerste drie sets wint, wint de wedstrijd",
   "Een set moet met minstens twee punten verschil worden gewonnen",
   "De vijfde set wordt gespeeld tot 15 punten"],
  "Omdat elke set doorgaat tot er twee punten verschil is en een wedstrijd gaat tot drie gewonnen sets, is er altijd één winnaar. De andere drie beweringen beschrijven precies die regels.",
  "neg neg-beide getal-woorden", N)

# --- gebrekkig ---
q("harde-opslag-aannemen", "Welke techniek gebruik je meestal om een harde opslag aan te nemen?",
  ["De onderhandse pass (bagger)", "De smash", "Het blok", "De lob"],
  "Met de onderarmen tegen elkaar vang je de kracht van een harde bal op en stuur je hem naar de spelverdeler; smashen en blokkeren zijn aanvals- en netacties.",
  "kort parafrase weerlegt", S, zet=2)

q("sets-voor-winst", "Hoeveel sets moet een team winnen om een wedstrijd in de zaal te winnen?",
  ["3", "2", "4", "5"],
  "Een zaalwedstrijd duurt hoogstens vijf sets; wie er drie wint, is de winnaar.",
  "kort getal-woorden", S, zet=3, sorteer=True)

q("wat-is-een-ace", "Wat is een ace bij volleybal?",
  ["Een opslag die direct een punt oplevert", "Een smash die door het blok gaat",
   "Een bal die net over het net valt", "Een fout van de spelverdeler"],
  "Bij een ace scoort de opslaander rechtstreeks, omdat de ontvangers de bal niet of niet goed kunnen spelen.",
  "kort parafrase", S, zet=1)
