from common import *
TOPIC = "vertaalkunde"
TITLE = "Vertaalkunde"
DESC = "Theorie, strategieën, hulpmiddelen en beroepspraktijk van het vertalen."

q(NONE, "brontaal", "Wat is de brontaal bij een vertaling?",
  ["De taal waarin vertaald wordt", "De moedertaal van de lezer voor wie de vertaling uiteindelijk bedoeld is", "De taal waaruit vertaald wordt"], "C",
  "De brontaal is de taal van het origineel; de taal waarin vertaald wordt heet niet brontaal maar doeltaal.", "weerlegt kort")
q(NONE, "vals-vriend", "Wat is een *valse vriend* bij het vertalen?",
  ["Een woord dat op een woord in de andere taal lijkt maar iets anders betekent", "Een vertaler die plagiaat pleegt", "Een woord waarvoor in de doeltaal geen enkel equivalent bestaat, zodat het onvertaald blijft"], "A",
  "Zo betekent het Engelse *eventually* uiteindelijk en niet eventueel, ook al lijken de woorden op elkaar.", "cursief parafrase")
q(NONE, "skopos", "Wat staat centraal in de skopostheorie?",
  ["De vorm van het origineel is heilig", "De vertaler moet zo onzichtbaar mogelijk blijven in de tekst", "Elk woord moet letterlijk worden weergegeven", "Het doel van de vertaling bepaalt de vertaalstrategie"], "D",
  "Volgens Vermeer en Reiss hangt de aanpak af van de functie die de doeltekst moet vervullen voor zijn lezers.", "parafrase")
q(NONE, "cat-tool", "Wat doet een vertaalgeheugen in een CAT-tool?",
  ["Het vertaalt automatisch zonder menselijke controle", "Het controleert alleen de spelling", "Het slaat eerder vertaalde zinnen op en stelt ze voor bij gelijke of gelijkende zinnen"], "C",
  "Een translation memory hergebruikt bestaande vertalingen per segment; volledig automatisch vertalen is niet de taak van het geheugen maar van MT.", "it-acroniem weerlegt")
q(NONE, "woordprijs", "Een vertaler rekent € 0,12 per woord. Wat kost een tekst van 3500 woorden?",
  ["€ 420", "€ 350", "€ 4200"], "A",
  "3500 maal twaalf cent is € 420.", "rekenen getal-woorden kort", compute=("3500*0.12", "euro"))
q(NONE, "domesticatie", "Wat bedoelt Venuti met *domesticatie*?",
  ["Het vertalen van huishoudelijke teksten", "Een vertaling die de vreemde tekst aanpast aan de normen van de doelcultuur", "Een vertaling die vreemde elementen bewust zichtbaar laat", "Het vertalen van een tekst binnen dezelfde taal"], "B",
  "Domesticeren maakt de tekst vertrouwd voor de lezer. Het zichtbaar laten van het vreemde is niet domesticatie maar *foreignization*.", "cursief weerlegt")
q(NONE, "geen-vertaalstrategie", "Welke van deze is GEEN gebruikelijke strategie om een cultuurspecifiek begrip te vertalen?",
  ["Een uitleg toevoegen", "Het begrip door een bekend doelcultuurbegrip vervangen", "Het begrip vervangen door een willekeurig ander woord"], "C",
  "Toelichten en vervangen door een cultureel equivalent zijn beide erkende strategieën. Een willekeurig woord kiezen is geen strategie maar een vertaalfout.", "negatief")
q(NONE, "beedigd", "Wat is kenmerkend voor een beëdigde vertaling in Nederland?",
  ["Ze wordt gemaakt door een vertaler ingeschreven in het Rbtv, die de juistheid verklaart", "Ze wordt altijd door een rechter nagekeken", "Ze mag alleen in het Engels"], "A",
  "Een beëdigd vertaler uit het register (Rbtv) voegt een verklaring en stempel toe dat de vertaling getrouw is.", "acroniem parafrase")
q(NONE, "post-editing", "Wat is *post-editing*?",
  ["Het opmaken van een vertaling voor druk", "Het nakijken en verbeteren van machinevertaalde tekst", "Het redigeren en vereenvoudigen van de brontekst vóórdat die naar de vertaler of het systeem gaat"], "B",
  "Bij *post-editing* bewerkt een vertaler de uitvoer van een MT-systeem tot die aan de kwaliteitseisen voldoet.", "cursief acroniem kort")
q(NONE, "ondertiteling-tekens", "Een ondertitel mag 42 tekens per regel tellen en twee regels hebben. Hoeveel tekens zijn er maximaal per ondertitel?",
  ["42", "64", "84"], "C",
  "Twee regels van tweeënveertig tekens geven samen 84 tekens.", "rekenen getal-woorden kort", compute=("42*2", "tekens"))
q(NONE, "equivalentie-nida", "Wat bedoelde Nida met dynamische equivalentie?",
  ["De doeltekst moet op de lezer hetzelfde effect hebben als het origineel op de oorspronkelijke lezer", "De zinsbouw moet gelijk blijven", "Elk woord krijgt een vaste vertaling"], "A",
  """Eugene Nida, die veel werkte aan bijbelvertalingen, onderscheidde formele en dynamische equivalentie. Bij formele
equivalentie staat de vorm centraal en blijft de vertaling dicht bij zinsbouw en woordkeus van het origineel. Bij
dynamische equivalentie gaat het om de reactie van de lezer: die moet zo veel mogelijk gelijk zijn aan de reactie van
de oorspronkelijke lezers, ook als daarvoor andere woorden of beelden nodig zijn. Een gelijke zinsbouw hoort dus bij
de formele kant, en een vaste vertaling per woord past bij geen van beide benaderingen goed, want context bepaalt de
keuze. Het effect op de lezer is de kern van het begrip.""", "lang weerlegt")
q(NONE, "woorden-per-dag", "Een vertaler haalt 2400 woorden per dag. Hoeveel werkdagen heeft hij nodig voor 18.000 woorden?",
  ["8,5", "7,5", "6"], "B",
  "18.000 gedeeld door 2400 is 7,5 werkdagen.", "rekenen kort", compute=("18000/2400", "dagen"))
q(NONE, "niet-mt", "Welke uitspraak over neurale machinevertaling is NIET juist?",
  ["Ze wordt getraind op grote hoeveelheden parallelle teksten", "Ze levert vaak vloeiende zinnen op", "Ze maakt nooit inhoudelijke fouten"], "C",
  "Neurale systemen leren wel van parallelle corpora en schrijven meestal vloeiend; juist die vloeiendheid kan verhullen dat ze soms de betekenis verkeerd weergeven.", "negatief")
q(NONE, "lokalisatie", "Wat houdt lokalisatie van software in?",
  ["Het aanpassen van taal, datums, valuta en conventies aan een doelmarkt", "Het installeren van software op een lokale schijf in plaats van op een server in de cloud", "Het vertalen van de broncode"], "A",
  "Lokaliseren gaat verder dan vertalen: ook datumnotatie, decimaalteken en culturele verwijzingen worden aangepast.", "parafrase")
q(NONE, "tolk-vs-vertaler", "Wat is het verschil tussen een tolk en een vertaler?",
  ["Er is geen verschil", "Een tolk zet gesproken taal om, een vertaler geschreven tekst", "Een tolk werkt alleen voor rechtbanken", "Een vertaler werkt altijd met twee talen, een tolk met één"], "B",
  "Tolken werken mondeling en direct; vertalers werken met geschreven teksten en hebben tijd voor naslag.", "kort")
q(NONE, "simultaan", "Hoe lang werkt een simultaantolk doorgaans achter elkaar voordat een collega het overneemt?",
  ["Ongeveer 3 uur", "Ongeveer 5 minuten", "Ongeveer 30 minuten"], "C",
  "Omdat simultaantolken zeer inspannend is, wisselen tolken meestal om het halfuur af.", "getal-woorden")
q(NONE, "ttr-deel", "Van 12.000 woorden in een tekst komen 3000 als exacte match uit het vertaalgeheugen. Welk percentage is dat?",
  ["25%", "40%", "30%"], "A",
  "Drieduizend van twaalfduizend woorden is een kwart, oftewel 25%.", "rekenen getal-woorden", compute=("3000/12000*100", "%"))
q(NONE, "terminologiebank", "Waarvoor dient een termbase?",
  ["Om audio te transcriberen", "Om vastgestelde vertalingen van vakterminologie consequent te gebruiken", "Om facturen te maken"], "B",
  "In een termbase staan goedgekeurde termen per taal, zodat een vakterm in een hele tekst steeds gelijk wordt vertaald.", "parafrase feedback",
  fb=["Fout: transcriptie is een andere taak.", "Goed.", "Fout: daarvoor dient boekhoudsoftware."])
q(NONE, "iate", "Wat is IATE?",
  ["Een opleiding voor tolken", "Een internationale norm met eisen aan de werkprocessen en kwaliteitscontrole van vertaalbureaus", "De terminologiedatabank van de EU-instellingen"], "C",
  "IATE (Interactive Terminology for Europe) bevat honderdduizenden termen in alle officiële EU-talen. Een norm voor vertaalbureaus is niet IATE maar ISO 17100. De databank is vrij te raadplegen op [iate.europa.eu](https://iate.europa.eu).", "acroniem weerlegt link")
q(NONE, "explicitering", "Wat is explicitering in een vertaling?",
  ["Een idioom letterlijk overnemen", "Een tekst inkorten", "Vloeken weglaten", "Informatie die in het origineel impliciet is, expliciet maken"], "D",
  "De vertaler zegt met zoveel woorden wat de bronlezer uit de context begreep, bijvoorbeeld door een afkorting uit te schrijven.", "parafrase kort")

q(SUPPORTS, "doeltaal", "In welke taal vertalen professionele vertalers volgens de gangbare beroepsnorm bij voorkeur?",
  ["In de taal met de hoogste woordprijs", "In hun moedertaal", "Uit hun moedertaal naar een vreemde taal"], "B",
  "Vertalers werken het liefst naar hun eerste taal, omdat ze daarin idioom en stijl het best beheersen.", "parafrase kort feedback", moved_to="A",
  fb=["Onjuist: de woordprijs bepaalt niet in welke richting je vertaalt.", "Juist: in je eerste taal beheers je idioom en stijl het best.", "Onjuist: naar een vreemde taal vertalen levert meestal minder natuurlijke tekst op."])
q(SUPPORTS, "regelkosten", "Een vertaalbureau rekent € 1,50 per regel van 55 aanslagen. Wat kost een tekst van 22.000 aanslagen?",
  ["€ 400", "€ 550", "€ 600"], "C",
  "22.000 aanslagen zijn 22.000 / 55 = 400 regels; tegen € 1,50 per regel kost dat € 600. Het getal 400 is dus het aantal regels, niet het bedrag.", "rekenen weerlegt", moved_to="A")
q(SUPPORTS, "niet-cat", "Welke functie heeft een CAT-tool doorgaans NIET?",
  ["Het automatisch beëdigen van vertalingen", "Een vertaalgeheugen", "Een terminologiebeheer"], "A",
  "Vertaalgeheugens en terminologiebeheer zijn kernfuncties van CAT-software. Beëdigen kan alleen een bevoegde, ingeschreven vertaler doen.", "negatief it-acroniem", moved_to="B")
q(DUP, "calque", "Wat is een leenvertaling (calque)?",
  ["Een woord dat ongewijzigd wordt overgenomen.", "Een uitdrukking die deel voor deel letterlijk uit een andere taal is overgenomen", "Een woord dat ongewijzigd wordt overgenomen"], "B",
  "Zo is *wolkenkrabber* een letterlijke vertaling van *skyscraper*.", "cursief kort", dup=("A", "C", "punt"))
