from common import *
TOPIC = "paardensport"
TITLE = "Paardensport"
DESC = "Dressuur, springen, eventing, harddraverij en de verzorging van sportpaarden."

q(NONE, "dressuur-rijbaan", "Hoe groot is een grote dressuurrijbaan?",
  ["30 bij 90 meter", "20 bij 60 meter", "20 bij 40 meter"], "B",
  "Op hoger niveau rijdt men in een baan van twintig bij zestig meter; 20 bij 40 m is de kleine baan.", "rekenen getal-woorden eenheid-woorden weerlegt")
q(NONE, "piaffe", "Wat is een *piaffe*?",
  ["Een galopwissel bij elke sprong", "Een zijwaartse beweging in stap waarbij het paard de benen kruist", "Een verzamelde draf op de plaats"], "C",
  "In de *piaffe* draaft het paard ritmisch ter plaatse, met sterk gebogen achterbenen.", "cursief parafrase kort")
q(NONE, "hand-maat", "Een paard meet 16 hands. Hoeveel centimeter is dat ongeveer, met 1 hand = 10,16 cm?",
  ["162,6 cm", "160 cm", "176 cm"], "A",
  "Zestien maal 10,16 cm is 162,56 cm, afgerond 162,6 centimeter.", "rekenen getal-woorden eenheid-woorden", compute=("16*10.16", "cm"))
q(NONE, "fei", "Welke organisatie bestuurt de internationale paardensport, waaronder de olympische disciplines?",
  ["De IOC-paardencommissie", "De FEI", "De KNHS"], "B",
  "De Fédération Equestre Internationale (FEI) stelt de internationale regels op. De KNHS is niet internationaal maar de Nederlandse bond. Zie ook [fei.org](https://www.fei.org).", "acroniem weerlegt link")
q(NONE, "eventing-onderdelen", "Uit welke drie onderdelen bestaat eventing?",
  ["Dressuur, mennen en voltige", "Springen, endurance en reining", "Dressuur, springen en endurance", "Dressuur, cross-country en springen"], "D",
  "Een eventingwedstrijd combineert dressuur, een terreinrit met vaste hindernissen en een parcours springen.", "kort")
q(NONE, "geen-gangsoort", "Welke van deze is GEEN basisgang van het paard?",
  ["Passage", "Stap", "Draf"], "A",
  "Stap, draf en galop zijn de drie natuurlijke basisgangen. Passage is een verzamelde, verheven drafoefening uit de hoge dressuur.", "negatief weerlegt")
q(NONE, "springfout", "Hoeveel strafpunten krijgt een combinatie bij het springen voor een balk die valt?",
  ["8", "4", "3"], "B",
  "Elke afgeworpen hindernis kost vier strafpunten.", "getal-woorden kort")
q(NONE, "tijdfout", "De toegestane tijd is 80 seconden; een ruiter rijdt 84,2 s. Hoeveel tijdstrafpunten krijgt hij bij 1 punt per begonnen 4 seconden overschrijding?",
  ["1", "4", "2"], "C",
  "De overschrijding is 4,2 s: één volledige periode van vier seconden en een begonnen tweede, samen twee strafpunten.", "rekenen eenheid-woorden")
q(NONE, "voerhoeveelheid", "Een paard van 600 kg krijgt dagelijks ruwvoer van 2% van zijn lichaamsgewicht. Hoeveel kilo is dat?",
  ["12 kg", "6 kg", "20 kg"], "A",
  "Twee procent van zeshonderd kilogram is 0,02 × 600 = 12 kg.", "rekenen getal-woorden eenheid-woorden kort", compute=("0.02*600", "kg"))
q(NONE, "koliek", "Wat is koliek bij paarden?",
  ["Een luchtweginfectie", "Buikpijn, vaak door problemen in het maag-darmkanaal", "Een ontsteking van de hoefwand", "Een ontsteking van de pezen in de onderbenen"], "B",
  "Koliek is een verzamelnaam voor buikpijn; een ontstoken hoef heet niet koliek maar hoefbevangenheid.", "weerlegt")
q(NONE, "harddraverij", "Welke gang gebruiken dravers in een harddraverij?",
  ["Galop", "Telgang verplicht voor alle paarden", "Draf", "Stap"], "C",
  "Dravers moeten de hele koers in de tweetaktgang met diagonale beenparen blijven; een paard dat aanslaat in galop moet direct terug in die gang of wordt gediskwalificeerd.", "parafrase")
q(NONE, "hoefsmid-interval", "Hoe vaak wordt een beslagen sportpaard gemiddeld opnieuw beslagen?",
  ["Ongeveer elke 6 tot 8 weken", "Eén keer per jaar, na het weideseizoen in het najaar", "Elke week"], "A",
  "De hoef groeit door, dus na zes à acht weken moet de smid bekappen en nieuwe ijzers zetten.", "getal-woorden kort")
q(NONE, "niet-tuig", "Welk onderdeel hoort NIET bij het hoofdstel?",
  ["Bit", "Singel", "Neusriem"], "B",
  "Neusriem en bit zitten aan het hoofdstel. De singel houdt het zadel op de rug en hoort dus bij het zadel.", "negatief kort")
q(NONE, "kur", "Wat is een *kur op muziek*?",
  ["Een verplichte proef met vaste volgorde", "Een springwedstrijd met muziek in de pauzes", "Een proef waarin alleen de gangen stap en draf voorkomen", "Een vrije dressuurproef met zelfgekozen choreografie op muziek"], "D",
  "In de kur bepaalt de ruiter zelf de volgorde van de verplichte oefeningen en rijdt hij op eigen muziek.", "cursief parafrase")
q(NONE, "endurance", "Wat wordt er bij endurance tijdens de wedstrijd regelmatig gecontroleerd?",
  ["De hartslag en conditie van het paard bij veterinaire controles", "De kleur van het zadeldek", "Het gewicht van de ruiter per kilometer"], "A",
  """Endurance is een langeafstandsrit van soms honderdzestig kilometer, verdeeld in etappes. Na elke etappe moet het paard
een veterinaire controle doorstaan, waarbij de hartslag binnen een vaste tijd onder een grens moet dalen en de dierenarts
let op kreupelheid, uitdroging en stofwisseling. Een paard dat niet voldoet, wordt uit de wedstrijd genomen. De kleur van
het zadeldek is een kwestie van uitrusting en speelt geen rol bij de beoordeling. Het gewicht van de ruiter kan bij de
start een minimum hebben, maar wordt niet per kilometer gecontroleerd. De veterinaire controle is dus de kern.""", "lang weerlegt")
q(NONE, "stal-strooisel", "Een stal is 3,5 bij 4 m. Hoeveel vierkante meter is dat?",
  ["15 m²", "14 m²", "7,5 m²"], "B",
  "3,5 maal 4 is veertien vierkante meter.", "rekenen getal-woorden eenheid-woorden kort", compute=("3.5*4", "m²"))
q(NONE, "kwps", "Wat doet het KWPN?",
  ["Het organiseert de wedstrijden van de harddraverij op de renbaan Duindigt bij Wassenaar", "Het keurt zadels", "Het houdt het stamboek bij van het Nederlandse warmbloedpaard"], "C",
  "Het Koninklijk Warmbloed Paardenstamboek Nederland (KWPN) registreert en keurt warmbloedpaarden voor de sport.", "acroniem kort")
q(NONE, "oprit-galopwissel", "Wat is een vliegende galopwissel?",
  ["Het paard wisselt van leidend been tijdens het zweefmoment van de galop", "Het paard stopt en vertrekt op het andere been", "Het paard gaat van galop over in draf"], "A",
  "In de zweeffase, als alle benen van de grond zijn, wisselt het paard van linker- naar rechtergalop of omgekeerd, zonder tussenpas.", "parafrase feedback",
  fb=["Goed.", "Nee, dat is een eenvoudige wissel via halt of stap.", "Nee, dat is een overgang, geen wissel."])
q(NONE, "polsstok-puissance", "Wat is het doel van een *puissance*-wedstrijd?",
  ["Een dressuurproef zonder zadel rijden", "Zo hoog mogelijk springen over een muur die steeds hoger wordt", "Zo snel mogelijk een lange terreinrit met vaste hindernissen en waterpartijen afleggen"], "B",
  "Bij de *puissance* wordt de muur elke ronde verhoogd; wie foutloos blijft, gaat door.", "cursief kort")
q(NONE, "paardenleeftijd", "Welke minimumleeftijd geldt volgens de FEI voor paarden in een internationale Grand Prix-dressuur?",
  ["4 jaar", "12 jaar", "8 jaar"], "C",
  "Paarden moeten minstens acht jaar oud zijn voor de zwaarste internationale dressuurproeven.", "acroniem getal-woorden")

q(SUPPORTS, "hoefbevangenheid", "Wat is hoefbevangenheid?",
  ["Een ontsteking van de lamellen die het hoefbeen aan de hoefwand verbinden", "Een schimmelinfectie in de straal", "Een breuk van het kootbeen", "Een ontsteking van het neusslijmvlies"], "A",
  "Bij hoefbevangenheid raakt het weefsel tussen hoefbeen en hoefwand ontstoken, wat hevige pijn geeft. Een schimmel in de straal heet rotstraal, en dat is iets anders.", "weerlegt", moved_to="B")
q(SUPPORTS, "niet-kleur", "Welke van deze benamingen is GEEN vachtkleur van een paard?",
  ["Bruin", "Hackney", "Vos"], "B",
  "Hackney is een paardenras uit Engeland. Vos en bruin zijn wel vachtkleuren: een vos is roodbruin met manen en staart in dezelfde of een lichtere tint, een bruin paard heeft zwarte manen en staart.", "negatief weerlegt", moved_to="C")
q(SUPPORTS, "dressuurpercentage", "Een ruiter haalt 273 van de 420 te behalen punten. Wat is zijn score?",
  ["63%", "70%", "65%"], "C",
  "273 gedeeld door 420 is 0,65, dus vijfenzestig procent.", "rekenen getal-woorden kort", moved_to="B")
q(DUP, "hoefijzer-functie", "Waarom krijgt een paard hoefijzers?",
  ["Om de hoef te beschermen tegen overmatige slijtage", "Om het paard sneller te laten groeien", "Om het paard sneller te laten groeien.", "Om het paard rustiger te laten lopen"], "A",
  "Op harde ondergrond slijt de hoefwand sneller dan hij aangroeit; het ijzer beschermt de rand.", "parafrase", dup=("B", "C", "punt"))
