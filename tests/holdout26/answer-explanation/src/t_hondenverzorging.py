from common import onderwerp, q, N, S, D

onderwerp("hondenverzorging", "Hondenverzorging",
          "Voeding, gezondheid, vachtverzorging en opvoeding van de hond in huis.", "praktisch")

q("chocolade-voor-honden", "Waarom is chocolade gevaarlijk voor honden?",
  ["Het bevat theobromine, dat honden veel langzamer afbreken dan mensen",
   "Het bevat te veel vitamine C",
   "Het plakt aan hun tanden",
   "Het bevat alcohol"],
  "Theobromine stapelt zich in een hond op en kan braken, hartritmestoornissen en zelfs de dood veroorzaken; pure chocolade bevat er het meest van.",
  "kort", N)

q("oorzaak-nierfalen", "Welk voedingsmiddel kan bij honden acuut nierfalen veroorzaken?",
  ["Druiven en rozijnen", "Gekookte wortel", "Gekookte rijst"],
  "Zelfs een kleine hoeveelheid druiven of gedroogde druiven kan bij sommige honden de nieren ernstig beschadigen.",
  "kort", N)

q("te-lange-nagels", "Hoe merk je dat de nagels van je hond te lang zijn?",
  ["Je hoort ze tikken op een harde vloer", "De hond kwispelt minder", "De nagels worden wit"],
  "Als de nagels bij elke stap hoorbaar op tegels of parket klikken, raken ze de grond en moeten ze worden ingekort.",
  "kort parafrase", N)

q("ontwormen-hoe-vaak", "Hoe vaak adviseert men een volwassen hond met een gemiddeld risico meestal te ontwormen?",
  ["Ongeveer vier keer per jaar", "Eén keer in zijn leven", "Elke week", "Alleen als je wormen ziet"],
  "Omdat een besmetting vaak onzichtbaar is, luidt het gangbare advies voor een gemiddelde volwassen hond: eens per drie maanden een wormenkuur. Wachten tot je wormen ziet, is dus te laat.",
  "parafrase getal-woorden weerlegt", N)

q("droogvoer-per-dag", "Een hond van 20 kg krijgt volgens de verpakking 15 g droogvoer per kg lichaamsgewicht per dag. Hoeveel gram is dat per dag?",
  ["300 g", "35 g", "150 g", "400 g"],
  "20 kg × 15 g per kg = 300 g per dag; 35 krijg je als je de getallen optelt.",
  "kort rekenen uitgewerkt compute weerlegt", N, sorteer=True, comp=("20*15", "g"))

q("streefgewicht", "Een hond weegt 30 kg en moet 10% afvallen. Wat is zijn streefgewicht?",
  ["27 kg", "20 kg", "33 kg"],
  "10% van 30 kg is 3 kg, dus 30 − 3 = 27 kg; 33 kg krijg je als je die 3 kg erbij optelt.",
  "kort rekenen uitgewerkt compute procent weerlegt", N, sorteer=True, comp=("30*0.9", "kg"))

q("voer-per-maaltijd", "Een pup van 14 weken krijgt vier maaltijden per dag en in totaal 240 g voer. Hoeveel gram per maaltijd is dat?",
  ["60 g", "40 g", "80 g", "960 g"],
  "240 g / 4 = 60 g per maaltijd.",
  "kort rekenen uitgewerkt compute getal-woorden", N, sorteer=True, comp=("240/4", "g"))

q("hond-in-warme-auto", "Waarom is het gevaarlijk een hond op een warme dag in de auto achter te laten, ook met een raam op een kier?",
  ["De auto warmt snel op en een hond kan zijn warmte bijna alleen door hijgen kwijt",
   "Honden worden misselijk in een stilstaande auto",
   "Door de kier krijgt de hond tocht en wordt hij verkouden",
   "De hond raakt in de auto zijn richtingsgevoel kwijt"],
  "In de zon kan het binnen een halfuur ver boven de 40 °C worden in een auto. Een hond heeft maar weinig zweetklieren, vooral in de voetzolen, en koelt vooral af door te hijgen; in zo'n hete ruimte raakt hij snel oververhit.",
  "parafrase", N)

q("geen-veilige-snack", "Welk product is GEEN veilige snack voor de meeste honden?",
  ["Een ui", "Een stukje gekookte kip zonder bot", "Een schijfje komkommer", "Een worteltje"],
  "Uien bevatten zwavelverbindingen die de rode bloedcellen van honden beschadigen, rauw én gebakken. Kip zonder bot, komkommer en wortel zijn in kleine hoeveelheden prima.",
  "neg neg-beide", N)

q("tandenpoetsen-klopt-niet", "Welke bewering over het poetsen van hondentanden klopt niet?",
  ["Je gebruikt daarvoor het best gewone tandpasta voor mensen",
   "Dagelijks poetsen helpt tandsteen te voorkomen",
   "Er bestaan vingertandenborstels voor honden",
   "Het gaat het makkelijkst als de hond er als pup al aan went"],
  "Tandpasta voor mensen bevat vaak fluoride en soms xylitol, en een hond spuugt niet uit maar slikt alles door; xylitol is voor honden giftig. Gebruik daarom tandpasta die voor honden gemaakt is.",
  "neg neg-sleutel", N)

q("rennen-na-het-eten", "Waarom laat je een grote hond na een flinke maaltijd beter niet meteen wild rennen?",
  ["Om het risico op een maagkanteling te verkleinen",
   "Omdat hij dan te snel weer honger krijgt",
   "Omdat hij anders geen voedingsstoffen uit het voer opneemt",
   "Omdat rennen na het eten zijn tanden beschadigt"],
  """Bij vooral grote honden met een diepe borst kan een volle maag tijdens wild bewegen om zijn as draaien. Die maagdraaiing sluit de maag af, hij loopt vol gas en zonder snelle operatie kan de hond overlijden; daarom raadt men aan na het eten een tijd rustig aan te doen. Sneller honger krijgen is geen bekend gevolg van bewegen na het eten. De darmen nemen de voedingsstoffen ook op als de hond daarna beweegt, alleen minder prettig. En met de tanden heeft rennen niets te maken.""",
  "lang weerlegt parafrase", N)

q("teek-verwijderen", "Waarmee verwijder je een teek het veiligst bij een hond?",
  ["Een tekentang", "Een aansteker", "Een klodder vaseline", "Een nagelschaar"],
  "Met dat speciale tangetje pak je het beestje vlak bij de huid en draai je het er in één beweging uit; branden of insmeren kan de teek laten overgeven, waardoor de kans op ziekteoverdracht juist groter wordt.",
  "kort samenstelling parafrase weerlegt", N)

q("poten-tegen-strooizout", "Wat beschermt de poten van een hond in de winter het best tegen strooizout?",
  ["Hondenschoentjes", "Een regenjas", "Een halsband", "Een muilkorf"],
  "Kleine laarsjes om de voeten houden het bijtende zout en de kou weg van de voetzolen; na de wandeling kun je de poten ook afspoelen met lauw water.",
  "kort samenstelling parafrase", N)

q("standaard-puppyvaccinatie", "Tegen welke ziekte wordt een pup in Nederland standaard ingeënt?",
  ["Parvovirus", "Hooikoorts", "Suikerziekte", "Artrose"],
  "De gewone puppyvaccinatie beschermt onder meer tegen parvo, hondenziekte en de ziekte van Weil. Hooikoorts, suikerziekte en gewrichtsslijtage zijn geen infectieziekten, dus daar bestaat geen entingsprik tegen.",
  "weerlegt", N)

q("chip-voor-pup", "Wat moet in Nederland geregeld zijn voordat een pup 7 weken oud is?",
  ["Een chip en een registratie in een erkende databank", "Een hondenpenning van de gemeente",
   "Een verzekering tegen ziektekosten", "Een diploma van de puppycursus"],
  "Sinds 2013 moet elke hond in Nederland binnen zeven weken na de geboorte gechipt en geregistreerd zijn, zodat een weggelopen hond terug te vinden is bij zijn eigenaar.",
  "kort getal-woorden", N)

q("niet-ontspannen", "Welk lichaamssignaal hoort NIET bij een ontspannen hond?",
  ["Een ingetrokken staart en platte oren", "Een losse, kwispelende staart",
   "Zachte, half dichtgeknepen ogen", "Een open bek met een ontspannen tong"],
  "Een staart tussen de poten en oren plat tegen de kop zijn signalen van angst of onderdanigheid.",
  "kort neg neg-zonder-niet parafrase", N)

q("tabletten-per-dosis", "Een dierenarts schrijft 5 mg per kg lichaamsgewicht voor. De hond weegt 12 kg en een tablet bevat 20 mg. Hoeveel tabletten geef je per dosis?",
  ["3", "1", "2", "4"],
  "Dosis: 5 mg × 12 kg = 60 mg.\nTabletten: 60 mg / 20 mg = 3.",
  "rekenen uitgewerkt compute", N, sorteer=True, comp=("5*12/20", "tabletten"))

q("wassen-onjuist", "Welke bewering over het wassen van een hond is onjuist?",
  ["Een hond moet je elke dag met shampoo wassen",
   "Je gebruikt het best shampoo die voor honden bedoeld is",
   "Je moet de shampoo goed uitspoelen",
   "Te vaak wassen kan de huid uitdrogen"],
  "Dagelijks shampooën haalt het natuurlijke huidvet weg en maakt de huid droog en schilferig; de meeste honden hebben maar een paar keer per jaar een wasbeurt nodig, met hondenshampoo die goed wordt uitgespoeld.",
  "kort neg neg-beide", N)

q("normale-temperatuur-hond", "Wat is de normale lichaamstemperatuur van een volwassen hond?",
  ["Ongeveer 38 tot 39 °C", "Ongeveer 36 tot 37 °C", "Ongeveer 40 tot 41 °C"],
  "Een hond is iets warmer dan een mens: rond 38 tot 39 graden is normaal, en vanaf ongeveer 39,5 °C spreek je van koorts.",
  "kort", N, sorteer=True)

q("socialisatieperiode", "In welke leeftijdsperiode is socialisatie van een pup het belangrijkst?",
  ["Tussen ongeveer 3 en 12 weken", "Tussen 1 en 2 jaar", "Pas na het eerste levensjaar", "Tussen 6 en 8 maanden"],
  "In de eerste drie maanden leert een pup het snelst dat mensen, andere honden, geluiden en nieuwe situaties niet eng zijn; wat hij dan mist, is later moeilijk in te halen.",
  "kort parafrase getal-woorden", N)

# --- gebrekkig ---
q("giftig-zoetmiddel", "Welke stof, die in suikervrije kauwgom zit, is zeer giftig voor honden?",
  ["Xylitol", "Zetmeel", "Calcium", "Gelatine"],
  "Xylitol laat bij honden de insulinespiegel sterk stijgen, waardoor de bloedsuiker gevaarlijk daalt; ook leverschade kan optreden.",
  "kort", S, zet=3)

q("zindelijkheid-pup", "Wanneer breng je een pup het best naar buiten om hem zindelijk te maken?",
  ["Direct na het slapen, spelen en eten", "Alleen 's avonds voor het slapengaan",
   "Eén keer per dag op een vast tijdstip", "Alleen nadat hij al in huis heeft geplast"],
  "Na een dutje, een spelletje of een maaltijd moet een pup bijna altijd kort daarna plassen; als je hem op die momenten meteen buiten zet, leert hij snel waar het hoort.",
  "kort parafrase", S, zet=2)

q("medicijn-per-kilo", "Een hond van 24 kg krijgt 4 mg per kg van een medicijn. Hoeveel mg is dat?",
  ["96 mg", "6 mg", "28 mg", "100 mg"],
  "4 mg × 24 kg = 96 mg.",
  "kort rekenen uitgewerkt", S, zet=2, sorteer=True)

q("drinken-op-warme-wandeling", "Wat geef je je hond het best te drinken tijdens een lange wandeling op een warme dag?",
  ["Regelmatig een beetje vers water uit een meegenomen bakje", "Melk, omdat dat extra energie geeft",
   "Water uit een sloot of plas", "Water uit een  sloot of plas"],
  "Vers water in kleine porties houdt de hond op temperatuur zonder dat hij te veel tegelijk opslokt; slootwater kan bacteriën en blauwalg bevatten, en van melk krijgen veel honden diarree.",
  "kort weerlegt", D, dup=(2, 3))
