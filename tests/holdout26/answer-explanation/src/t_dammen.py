from common import onderwerp, q, N, S, D

onderwerp("dammen", "Dammen",
          "De regels en begrippen van het internationale damspel op het bord van 10 bij 10 velden.", "praktisch")

q("velden-op-het-dambord", "Uit hoeveel velden bestaat het bord voor internationaal dammen?",
  ["100", "64", "81", "144"],
  "Het dambord telt 10 × 10 = 100 velden, waarvan alleen de 50 donkere worden gebruikt; 64 velden heeft een schaakbord. Meer over de regels vind je bij de [KNDB](https://www.kndb.nl/).",
  "rekenen uitgewerkt compute weerlegt link", N, sorteer=True, comp=("10*10", "velden"))

q("schijven-per-speler", "Met hoeveel schijven begint elke speler?",
  ["20", "12", "15", "25"],
  "Elke speler begint met twintig schijven op de vier rijen aan zijn kant; twaalf schijven horen bij het kleinere dammen op een bord van 8 bij 8.",
  "kort getal-woorden weerlegt", N, sorteer=True)

q("wie-begint", "Wie doet bij dammen de eerste zet?",
  ["Wit", "Zwart", "De jongste speler"],
  "Bij het dammen opent de speler met de witte schijven altijd de partij.",
  "kort", N)

q("wat-is-een-dam", "Wat is een dam?",
  ["Een schijf die de achterste rij van de tegenstander heeft bereikt en gekroond is",
   "Een schijf die twee stukken tegelijk slaat",
   "Een rij van drie schijven naast elkaar",
   "Een schijf die geen zet meer kan doen"],
  "Eindigt een schijf zijn zet op de laatste rij aan de overkant, dan leg je er een tweede schijf bovenop; die dubbele schijf heet een dam.",
  "kort parafrase", N)

q("slaan-is-verplicht", "Wat geldt er als je een stuk van de tegenstander kunt slaan?",
  ["Slaan is verplicht", "Je mag zelf kiezen of je slaat",
   "Je mag alleen slaan met een dam", "Je mag alleen vooruit slaan"],
  "Slaan gaat voor alles: als het kan, moet het, en een gewone schijf mag daarbij ook achteruit slaan.",
  "kort parafrase weerlegt", N)

q("grootste-slag-kiezen", "Je kunt kiezen tussen een slag van één schijf en een slag van drie schijven. Wat moet je doen?",
  ["De slag van drie schijven uitvoeren", "De slag van één schijf uitvoeren",
   "Zelf kiezen welke slag je doet", "Geen van beide slagen uitvoeren"],
  "Volgens de meerslagregel moet je de slag kiezen die de meeste stukken oplevert; een dam telt daarbij even zwaar als een schijf.",
  "kort getal-woorden parafrase", N)

q("bereik-van-een-dam", "Hoe ver mag een dam in één zet bewegen bij internationaal dammen?",
  ["Zoveel velden als vrij zijn langs een diagonaal", "Eén veld", "Twee velden", "Hoogstens vier velden"],
  "De dam is een vliegende dam: hij schuift over een hele diagonaal zolang er geen stukken in de weg staan, anders dan bij het Engelse checkers, waar een dam maar één veld per keer gaat.",
  "kort contrast weerlegt", N)

q("lege-velden-bij-begin", "Hoeveel speelvelden zijn er leeg bij de beginopstelling?",
  ["10", "20", "40", "60"],
  "Er zijn 50 speelvelden en 2 × 20 = 40 schijven, dus 50 − 40 = 10 lege velden: de twee middelste rijen.",
  "kort rekenen uitgewerkt compute getal-woorden", N, sorteer=True, comp=("50-2*20", "velden"))

q("schijf-klopt-niet", "Welke bewering over een gewone schijf klopt niet?",
  ["Een schijf mag zonder te slaan een veld achteruit zetten",
   "Een schijf mag achteruit slaan",
   "Een schijf zet schuin vooruit naar een leeg veld",
   "Een schijf kan in één beurt meerdere stukken slaan"],
  "Gewone zetten doet een schijf altijd schuin naar voren; achteruit gaat hij alleen als hij daarbij slaat.",
  "kort neg neg-sleutel", N)

q("wat-is-remise", "Wat is een remise bij dammen?",
  ["Een gelijkspel", "Een verloren partij door tijdsoverschrijding", "Een verplichte slag"],
  "Bij remise wint niemand, en in een toernooi krijgen beide spelers dan meestal één van de twee te verdienen punten.",
  "kort parafrase getal-woorden", N)

q("turkse-slag", "Waarom haal je geslagen schijven pas van het bord als de hele slag klaar is?",
  ["Zodat je niet twee keer over dezelfde schijf kunt springen",
   "Zodat de tegenstander de zet kan terugnemen",
   "Omdat het tijd bespaart",
   "Omdat geslagen schijven anders terug in het spel komen"],
  """Tijdens een meerslag blijven de geslagen schijven nog even op het bord liggen. Daardoor kan de slaande schijf er in dezelfde beurt geen tweede keer overheen springen: een geslagen stuk dat blijft liggen, blokkeert de weg, wat soms de Turkse slag wordt genoemd. Met het terugnemen van een zet heeft dit niets te maken; een zet is gewoon gespeeld. Tijd bespaart het ook niet, want wegnemen moet toch gebeuren. En een geslagen schijf komt nooit terug in het spel, hoe en wanneer je haar ook weghaalt.""",
  "lang weerlegt", N)

q("niet-verloren", "Welke situatie leidt NIET tot verlies van de partij?",
  ["Je hebt nog één dam over en de tegenstander ook één dam",
   "Je hebt geen stukken meer",
   "Al je stukken zitten vast en je kunt geen zet doen",
   "Je geeft op"],
  "Wie geen stukken meer heeft, niet meer kan zetten of opgeeft, verliest. Een dam tegen een dam eindigt vrijwel altijd in remise, omdat geen van beiden de ander kan dwingen.",
  "neg neg-beide", N)

q("nummering-van-velden", "Hoe zijn de speelvelden bij internationaal dammen genummerd?",
  ["Van 1 tot en met 50", "Met letters a tot en met j en cijfers 1 tot en met 10",
   "Van 1 tot en met 100", "Van 0 tot en met 49"],
  "Elk donker veld krijgt een nummer, te beginnen linksboven gezien vanuit wit; een zet noteer je dan als twee veldnummers, zoals 32-28.",
  "kort parafrase", N)

q("fase-met-weinig-stukken", "Hoe heet de fase van een partij waarin nog maar weinig stukken op het bord staan?",
  ["Het eindspel", "De opening", "Het middenspel", "De slotzet"],
  "Als de meeste stukken geslagen zijn, gaat de partij haar laatste deel in; dan draait alles om het halen van een dam en om precies tellen.",
  "kort samenstelling parafrase", N)

q("jeugdleden-van-damclub", "Een damclub heeft 40 leden, van wie 30% jeugdlid is. Hoeveel jeugdleden zijn dat?",
  ["12", "3", "10", "30"],
  "0,30 × 40 = 12 jeugdleden.",
  "kort rekenen uitgewerkt compute procent", N, sorteer=True, comp=("0.3*40", "leden"))

q("punten-in-toernooi", "In een toernooi krijg je 2 punten voor winst, 1 voor remise en 0 voor verlies. Iemand wint vijf partijen, speelt drie keer remise en verliest er één. Hoeveel punten heeft hij?",
  ["13", "8", "11", "16"],
  "5 × 2 + 3 × 1 + 1 × 0 = 10 + 3 + 0 = 13 punten.",
  "kort rekenen uitgewerkt compute getal-woorden", N, sorteer=True, comp=("5*2+3*1+1*0", "punten"))

q("geen-dobbelstenen", "Wat heb je NIET nodig bij een officiële damwedstrijd?",
  ["Dobbelstenen", "Een dambord", "Een damklok", "Een notatieformulier"],
  "Dammen is een puur denkspel zonder toeval: elke zet volgt uit een keuze van de speler, en dobbelstenen zouden juist geluk in het spel brengen.",
  "kort neg neg-zonder-niet", N)

q("meerslag-klopt-niet", "Welke bewering over de meerslagregel klopt niet?",
  ["Een dam telt bij het bepalen van de grootste slag dubbel",
   "Je moet de slag nemen die de meeste stukken slaat",
   "Bij twee slagen van gelijke omvang mag je kiezen",
   "De regel geldt ook als je met een dam slaat"],
  "Voor de meerslag telt alleen het aantal geslagen stukken: een dam weegt daarbij even zwaar als een gewone schijf.",
  "kort neg neg-sleutel", N)

q("doorslaan-over-laatste-rij", "Een schijf komt tijdens een slag op de laatste rij, maar moet daarna verder slaan en eindigt weer lager. Wordt hij een dam?",
  ["Nee, want hij moet zijn zet op de laatste rij beëindigen",
   "Ja, het passeren van de laatste rij is genoeg",
   "Alleen als hij minstens drie stukken heeft geslagen"],
  "Een schijf promoveert alleen als hij op de laatste rij blijft staan aan het einde van zijn beurt; passeert hij die rij tijdens een slag en slaat hij verder, dan blijft hij een gewone schijf.",
  "kort parafrase weerlegt", N)

q("doel-van-de-damklok", "Waarvoor dient de klok bij een damwedstrijd?",
  ["Om de bedenktijd van beide spelers apart bij te houden",
   "Om het aantal gespeelde zetten te tellen",
   "Om te bepalen wie mag beginnen",
   "Om de pauzes tussen partijen aan te geven"],
  "Na elke zet druk je op je eigen knop, waardoor jouw tijd stopt en die van de tegenstander gaat lopen; wie door zijn tijd heen is, verliest.",
  "kort parafrase", N)

# --- gebrekkig ---
q("richting-gewone-zet", "In welke richting zet een gewone schijf als hij niet slaat?",
  ["Schuin vooruit", "Schuin achteruit", "Recht vooruit", "Opzij"],
  "Een schijf gaat diagonaal één veld naar voren, in de richting van de tegenstander.",
  "kort parafrase", S, zet=2)

q("schijven-in-totaal", "Hoeveel schijven staan er bij het begin van een partij in totaal op het bord?",
  ["40", "20", "24", "50"],
  "Beide spelers hebben twintig schijven, samen 40.",
  "kort getal-woorden", S, zet=3, sorteer=True)

q("geen-zet-meer", "Wie wint er als een speler aan zet is maar geen zet meer kan doen?",
  ["Zijn tegenstander", "Hijzelf", "Niemand, want het is remise"],
  "Wie aan zet is maar geen enkele geldige zet meer heeft, verliest de partij, ook als er nog stukken van hem op het bord staan.",
  "kort parafrase", S, zet=2)

q("stuk-offeren", "Hoe noem je het als een speler bewust stukken weggeeft om daarna meer stukken terug te slaan?",
  ["Een combinatie", "Een remise", "Een opsluiting", "Een Opsluiting"],
  "Bij zo'n zet, in de damwereld ook een schot genoemd, dwing je de tegenstander om te slaan, waarna jij een grotere slag krijgt.",
  "kort parafrase", D, dup=(2, 3))
