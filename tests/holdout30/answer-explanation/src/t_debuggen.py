from common import onderwerp
q = onderwerp('debuggen', 'Debuggen en foutopsporing',
              'Fouten in programma\'s vinden en begrijpen: debuggers, breakpoints, foutmeldingen en logging.', 'IT')

q('wat-is-een-breakpoint', 'A', "Wat is een breakpoint bij het debuggen?",
  ["Een punt in de code waar de debugger de uitvoering van het programma pauzeert",
   "Een fout die het programma direct laat crashen",
   "Een regel die de compiler overslaat",
   "Een opmerking die de programmeur voor collega's achterlaat"],
  "Met een breakpoint (onderbrekingspunt) zet de debugger het programma stil op die regel, zodat je variabelen kunt bekijken voordat de regel wordt uitgevoerd.",
  'kort par')
q('afkorting-ide', 'B', "Waar staat de afkorting IDE voor?",
  ["Internal Debug Engine", "Integrated Development Environment", "Interactive Data Editor", "Integrated Deployment Extension"],
  "IDE betekent Integrated Development Environment: één programma, zoals IntelliJ IDEA of Eclipse, dat een editor, een koppeling met compiler of interpreter en een debugger combineert.",
  'kort acr')
q('geen-stapknop-in-debugger', 'C', "Welke knop hoort NIET bij het stapsgewijs doorlopen van code in een debugger?",
  ["Step over", "Step into", "Minify", "Step out"],
  "Step over voert de huidige regel uit zonder in een aangeroepen functie te stappen, step into stapt juist wel die functie binnen, en step out laat de rest van de huidige functie doorlopen en stopt weer bij de aanroeper. Minify is geen debuggerfunctie maar een bouwstap die JavaScript- of CSS-code verkleint door witruimte en lange namen te verwijderen; dat maakt code eerder moeilijker dan makkelijker te debuggen.",
  'neg lang weer acr')
q('python-breakpoint-functie', 'D', "Wat doet de Python-aanroep `breakpoint()`, beschikbaar sinds Python 3.7?",
  ["Het stopt het programma definitief met een foutmelding",
   "Het slaat de rest van de functie over",
   "Het schrijft de waarden van alle variabelen naar een logbestand",
   "Het start de ingebouwde debugger pdb op die plek in de code"],
  "Standaard roept `breakpoint()` de functie `pdb.set_trace()` aan, zodat het programma op die regel stilstaat in de interactieve debugger [pdb](https://docs.python.org/3/library/pdb.html).",
  'code link kort')
q('wat-is-een-stack-trace', 'C', "Wat is een stack trace?",
  ["Een lijst met alle variabelen die in het geheugen staan",
   "Een overzicht van de wijzigingen in de laatste commit",
   "Een overzicht van de reeks functieaanroepen die actief was op het moment dat de fout optrad",
   "Een meting van hoeveel CPU-tijd elke functie gebruikt"],
  "Een stack trace, in Python traceback genoemd, toont de aanroepketen: welke functie welke andere functie aanriep, tot en met de regel waar de uitzondering ontstond. Een meting van de CPU-tijd per functie is werk van een profiler, niet van een stack trace.",
  'weer acr par')
q('gehele-deling-python', 'D', "Welke waarde heeft `x` na het uitvoeren van de Python-code `x = 7 // 2`?",
  ["`3.5`", "`4`", "`1`", "`3`"],
  "De operator `//` is in Python de gehele deling met afronding naar beneden: 7 ÷ 2 = 3,5, en naar beneden afgerond geeft dat 3; `1` is de rest, die je met `7 % 2` krijgt.",
  'code kort rek uitg weer')
q('uitleggen-aan-een-badeend', 'A', "Een programmeur zoekt een fout door zijn code regel voor regel hardop uit te leggen aan een plastic eendje op zijn bureau. Hoe heet deze techniek?",
  ["Rubber duck debugging", "Pair programming", "Code freeze", "Test-driven development"],
  "Door je redenering aan een badeend uit te leggen, een idee uit het boek The Pragmatic Programmer, ontdek je vaak zelf welke aanname niet klopt; bij pair programming werk je juist samen met een echte collega.",
  'kort par weer')
q('onjuist-over-debugger', 'B', "Welke uitspraak over een debugger is ONJUIST?",
  ["Je kunt ermee de waarde van variabelen bekijken terwijl het programma gepauzeerd is",
   "Een debugger vindt en herstelt fouten automatisch, zonder dat de programmeur iets hoeft te doen",
   "Je kunt ermee stap voor stap door de code lopen",
   "Je kunt ermee de aanroepstapel bekijken"],
  "Een debugger is een hulpmiddel om een draaiend programma te onderzoeken: pauzeren, stappen, variabelen en de aanroepstapel bekijken kan allemaal, maar het bedenken en doorvoeren van de oplossing blijft werk van de programmeur.",
  'neg kort par')
q('afkorting-repl', 'B', "Wat betekent de afkorting REPL?",
  ["Remote Error Prevention Layer", "Read-Eval-Print Loop", "Runtime Exception Printing Library", "Recursive Evaluation of Program Lines"],
  "Een REPL leest een invoerregel (read), voert die uit (eval), toont het resultaat (print) en wacht dan op de volgende invoer (loop), zoals de interactieve Python-prompt met `>>>`.",
  'kort acr code')
q('oorzaak-indexerror', 'A', "Een Python-programma stopt met de melding `IndexError: list index out of range`. Wat is de meest waarschijnlijke oorzaak?",
  ["Er wordt een positie in een lijst opgevraagd die niet bestaat",
   "Er wordt een tekst bij een getal opgeteld",
   "Een variabele wordt gebruikt voordat hij een waarde heeft gekregen",
   "Een bestand kan niet worden gevonden"],
  "Een `IndexError` ontstaat als je bijvoorbeeld `lijst[5]` opvraagt terwijl de lijst maar vijf elementen heeft, met de posities 0 tot en met 4. Een tekst bij een getal optellen geeft een `TypeError`, een variabele gebruiken die nog niet bestaat geeft een `NameError` (of binnen een functie een `UnboundLocalError`), en een ontbrekend bestand levert een `FileNotFoundError` op. Lees dus altijd eerst het type van de uitzondering: dat wijst al de richting waarin je moet zoeken.",
  'code lang weer par gw')
q('laagste-logniveau', 'D', "Welk logniveau uit de Python-module `logging` is het minst ernstig van deze vier?",
  ["`WARNING`", "`ERROR`", "`CRITICAL`", "`DEBUG`"],
  "De standaardniveaus hebben oplopende getalswaarden: `DEBUG` is 10, `INFO` 20, `WARNING` 30, `ERROR` 40 en `CRITICAL` 50, dus DEBUG is het laagste en is bedoeld voor gedetailleerde diagnostische berichten.",
  'code kort')
q('wat-is-een-heisenbug', 'C', "Wat is een heisenbug?",
  ["Een fout die alleen optreedt op computers met een bepaald merk processor",
   "Een fout die ontstaat door een verkeerd afgerond kommagetal",
   "Een fout die verdwijnt of verandert zodra je hem probeert te onderzoeken, bijvoorbeeld met een debugger of extra printregels",
   "Een fout die door een computervirus in de code is gezet"],
  "De naam verwijst naar het onzekerheidsprincipe van Heisenberg, waarbij het waarnemen het resultaat beïnvloedt. Zulke fouten hebben vaak met timing te maken, zoals een race condition tussen threads, waarbij een debugger of een extra uitvoerregel de volgorde van gebeurtenissen net genoeg verschuift.",
  'par')
q('niet-in-een-bugrapport', 'D', "Welke informatie hoort NIET in een goed foutrapport (bugreport)?",
  ["De stappen om de fout te reproduceren",
   "Het verwachte en het werkelijke gedrag",
   "De softwareversie en het besturingssysteem",
   "Het wachtwoord van de gebruiker die de fout vond"],
  "Reproductiestappen, verwacht tegenover werkelijk gedrag en versie-informatie helpen een ontwikkelaar de fout na te spelen, maar inloggegevens horen nooit in een rapport, omdat zo'n rapport door veel mensen wordt gelezen en soms openbaar is.",
  'neg kort par')
q('git-bisect-doel', 'C', "Wat doet het commando `git bisect` bij het zoeken naar een fout?",
  ["Het splitst een te groot bestand in twee delen",
   "Het maakt de laatste commit ongedaan",
   "Het zoekt met een binaire zoekactie tussen een goede en een slechte commit naar de commit die de fout introduceerde",
   "Het vergelijkt twee branches regel voor regel"],
  "Je markeert een commit waarin alles werkte als `good` en een commit met de fout als `bad`; git checkt dan telkens de commit halverwege uit en halveert na jouw oordeel het zoekgebied. Bij 1000 commits heb je zo na ongeveer tien stappen de schuldige te pakken, want 2 tot de macht 10 = 1024. Zie de [documentatie van git bisect](https://git-scm.com/docs/git-bisect).",
  'code link uitg par gw')
q('tijdelijke-printregels', 'B', "Een functie geeft een verkeerde uitkomst. Je voegt tijdelijk `print(totaal)` toe om de tussenwaarde te zien. Hoe heet deze eenvoudige techniek?",
  ["Refactoring", "Printdebugging", "Profiling", "Linting"],
  "Bij printdebugging (ook wel printf-debugging genoemd, naar de C-functie `printf`) zet je tijdelijk uitvoerregels in de code om te zien welke waarden variabelen hebben en welke paden worden doorlopen. Refactoring is het herstructureren van code zonder het gedrag te veranderen, profiling meet waar een programma tijd en geheugen gebruikt, en linting controleert broncode automatisch op verdachte constructies en stijlfouten zonder het programma uit te voeren. Vergeet niet de printregels daarna weer te verwijderen.",
  'code lang weer')
q('som-met-range', 'A', "Welke waarde heeft `totaal` na deze Python-code: `totaal = 0`, gevolgd door `for i in range(1, 4): totaal += i`?",
  ["`6`", "`10`", "`0`", "`4`"],
  "`range(1, 4)` levert 1, 2 en 3 op, want de bovengrens 4 telt niet mee, dus totaal = 1 + 2 + 3 = 6. Wie 10 kiest, telt de 4 ten onrechte mee (1 + 2 + 3 + 4).",
  'code rek uitg weer')
q('off-by-one-fout', 'A', "Wat is een off-by-one-fout?",
  ["Een fout waarbij een lus of index precies één stap te veel of te weinig telt",
   "Een fout die alleen optreedt als de computer één processorkern heeft",
   "Een fout die ontstaat wanneer één bit in het geheugen omvalt",
   "Een fout die pas na één dag gebruik zichtbaar wordt"],
  "Het klassieke voorbeeld is een lus die met `<=` in plaats van `<` tot de lengte van een lijst doorloopt en daardoor één element te ver gaat.",
  'code kort par')
q('geen-debugger', 'B', "Welke van de volgende is GEEN debugger?",
  ["GDB", "CSS", "pdb", "LLDB"],
  "GDB (de GNU Debugger) en LLDB (uit het LLVM-project) zijn debuggers voor onder meer C en C++, en pdb is de debugger van Python; CSS (Cascading Style Sheets) is een opmaaktaal voor webpagina's.",
  'neg acr kort weer')
q('conditioneel-breakpoint', 'C', "Waarvoor dient een conditioneel breakpoint?",
  ["Het pauzeert het programma alleen in de releaseversie",
   "Het verwijdert zichzelf nadat het één keer is geraakt",
   "Het pauzeert het programma alleen als een opgegeven voorwaarde waar is, bijvoorbeeld `i == 500`",
   "Het pauzeert het programma op een willekeurig moment"],
  "In een lus die duizend keer draait, hoef je dan niet 499 keer op doorgaan te klikken: de debugger stopt pas bij de iteratie waarin de voorwaarde geldt, terwijl een breakpoint dat zichzelf na één keer verwijdert juist een tijdelijk breakpoint heet.",
  'code kort weer par')
q('wat-is-een-geheugenlek', 'D', "Wat betekent het als een programma een memory leak (geheugenlek) heeft?",
  ["Het programma stuurt gevoelige gegevens over het netwerk",
   "Het programma leest geheugen van andere programma's",
   "Het programma gebruikt alleen het werkgeheugen en nooit de schijf",
   "Het programma reserveert geheugen dat het daarna niet meer vrijgeeft, zodat het geheugengebruik steeds verder oploopt"],
  "Bij een geheugenlek blijft gereserveerd geheugen bezet terwijl het programma het niet meer nodig heeft, bijvoorbeeld omdat in C een `free()` ontbreekt na `malloc()`, of omdat in Java of Python nog ergens een verwijzing naar een grote lijst blijft bestaan. Na uren draaien loopt het RAM-gebruik dan op. Gevoelige gegevens over het netwerk sturen is een datalek, geen geheugenlek; geheugen van andere programma's lezen verhindert het besturingssysteem normaal gesproken; en alleen werkgeheugen gebruiken is op zich geen fout.",
  'code lang weer par acr')

# gebrekkig: verplaatste sleutel
q('wat-is-een-watchpoint', 'B', "Wat is een watchpoint (ook wel data breakpoint genoemd) in een debugger?",
  ["Een breakpoint dat alleen in de testomgeving werkt",
   "Een breakpoint dat het programma pauzeert zodra de waarde van een bepaalde variabele of geheugenplek verandert",
   "Een venster dat de temperatuur van de CPU toont",
   "Een teller van het aantal regels code"],
  "Een watchpoint bewaakt geen regel maar een geheugenplek: de debugger stopt op het moment dat die waarde wordt gewijzigd, wat handig is als je niet weet welke code een variabele overschrijft.",
  'kort par', zet='D')
q('afkorting-npe', 'A', "Waar staat de afkorting NPE voor, een foutmelding die Java-programmeurs vaak tegenkomen?",
  ["`NullPointerException`", "Network Protocol Error", "New Process Exception", "Nested Parameter Error"],
  "NPE staat voor `NullPointerException`: die ontstaat als je een methode aanroept of een veld opvraagt via een verwijzing die `null` is.",
  'acr code kort', zet='C')
q('lengte-van-een-string', 'B', "Welke uitvoer geeft de Python-code `print(len(\"debug\"))`?",
  ["`4`", "`5`", "`6`", "`debug`"],
  "`len()` telt het aantal tekens van de string, en debug bestaat uit de vijf letters d, e, b, u en g, dus er wordt 5 afgedrukt.",
  'code rek gw kort', zet='A')
