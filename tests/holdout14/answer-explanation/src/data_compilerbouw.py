from common import *

TOPIC = {
    "id": "compilerbouw",
    "title": "Compilerbouw",
    "description": "Hoe een compiler broncode analyseert, omzet in een tussenrepresentatie, optimaliseert en vertaalt naar machinecode.",
}

QUESTIONS = [
    q(NONE, "lexer-taak",
      "Wat doet de lexer, ook scanner genoemd, van een compiler?",
      ["Hij zet de reeks tekens van de broncode om in een reeks tokens",
       "Hij bouwt uit de tokens een syntaxboom volgens de grammatica",
       "Hij vertaalt de tussenrepresentatie naar machinecode voor de processor"],
      "A",
      "De lexer groepeert tekens tot woorden als namen, getallen en operatoren. Het bouwen van de boom is het werk van "
      "de parser, niet van de lexer, en machinecode komt pas aan het eind, bij de codegeneratie.",
      [WEERLEGT]),

    q(SUPPORTS, "ast-haakjes",
      "Welk onderdeel van de expressie `(a + b) * c` krijgt in een AST GEEN eigen knoop?",
      ["De haakjes", "De vermenigvuldiging", "De variabele `c`"],
      "A",
      "De haakjes zijn alleen nodig om de tekst eenduidig te lezen; in de boom blijkt de volgorde al uit de structuur, "
      "omdat de optelling als kind onder de vermenigvuldiging hangt. De vermenigvuldiging is wel een knoop, namelijk de "
      "wortel, en ook `c` krijgt als blad een eigen knoop.",
      [NEG, CODE, IT_ACR], moved_to="C"),

    q(NONE, "tokens-tellen",
      "Hoeveel tokens levert een gangbare lexer voor C op bij de regel `x = y + 42;`?",
      ["4", "6", "7"],
      "B",
      "De tokens zijn `x`, `=`, `y`, `+`, `42` en `;`: zes stuks. De spaties vallen weg en `42` is één getaltoken, "
      "geen twee cijfers.",
      [CODE, GETAL_WOORD]),

    q(NONE, "constant-folding",
      "Welke optimalisatie vervangt `x = 3 * 4;` door `x = 12;` tijdens het compileren?",
      ["Loop unrolling", "Inlining", "Constant folding"],
      "C",
      "Bij constant folding rekent de compiler expressies met alleen constanten alvast uit.",
      [CODE, KORT]),

    q(NONE, "ssa-kenmerk",
      "Wat is kenmerkend voor een tussenrepresentatie in SSA-vorm?",
      ["Alle variabelen zijn globaal en dus overal in het programma zichtbaar",
       "Elke variabele krijgt één keer een waarde; φ-functies voegen versies samen waar paden samenkomen",
       "Er komen geen sprongen of lussen meer in voor, omdat alle lussen zijn uitgerold tot rechte code",
       "Elke instructie heeft hoogstens één operand, net als bij een stackmachine of accumulator"],
      "B",
      "Optie A klopt niet: SSA zegt niets over de zichtbaarheid van variabelen, het gaat om het aantal toekenningen. "
      "Optie B is juist: *static single assignment* betekent dat elke naam één definitie heeft; een variabele die twee keer "
      "wordt toegekend, splitst in twee versies, en na een vertakking voegt een φ-functie die versies samen. Optie C is "
      "onjuist, want lussen en sprongen blijven gewoon bestaan in de controlestroomgraaf. Optie D verwart SSA met "
      "accumulatorarchitecturen of stackcode; in SSA kan een instructie zoals een optelling gewoon twee operanden hebben. "
      "Doordat elke waarde één bron heeft, worden analyses als constantepropagatie en het verwijderen van dode code veel eenvoudiger.",
      [LANG, IT_ACR, WEERLEGT, CURSIEF]),

    q(NONE, "jit-versus-aot",
      "Wat onderscheidt een JIT-compiler van een AOT-compiler?",
      ["Een JIT-compiler maakt geen machinecode maar alleen bytecode voor een virtuele machine",
       "Een AOT-compiler werkt alleen voor geïnterpreteerde talen",
       "Een JIT-compiler vertaalt code tijdens het uitvoeren, een AOT-compiler vooraf"],
      "C",
      "Just in time betekent dat de vertaling pas gebeurt op het moment dat de code nodig is, terwijl ahead of time alles "
      "vóór het starten omzet. Een JIT maakt wel degelijk machinecode; bytecode is juist zijn invoer.",
      [IT_ACR, WEERLEGT]),

    q(NONE, "dangling-else",
      "Welk klassiek parseerprobleem illustreert de volgende code?\n\n```c\nif (a) if (b) s1(); else s2();\n```",
      ["Het dangling-else-probleem", "Linksrecursie", "Een ongesloten commentaarblok"],
      "A",
      "Uit de grammatica volgt niet of de `else` bij de eerste of de tweede `if` hoort; de meeste talen kiezen voor de "
      "dichtstbijzijnde `if`.",
      [CODE, KORT]),

    q(NONE, "linksrecursie-recursive-descent",
      "Waarom kan een recursive-descent-parser de regel `E → E + T | T` niet zomaar overnemen?",
      ["Omdat de regel dubbelzinnig is en dus twee verschillende bomen kan opleveren",
       "Omdat de functie voor `E` zichzelf aanroept zonder invoer te lezen en nooit stopt",
       "Omdat `+` in deze grammatica geen geldig token is en de lexer het weigert"],
      "B",
      "De regel is linksrecursief: om `E` te herkennen moet de parser eerst `E` herkennen, en zo verder. Het probleem zit "
      "dus niet in dubbelzinnigheid of in het token `+`; de regel wordt herschreven naar `E → T E'` met `E' → + T E' | ε`.",
      [CODE, WEERLEGT]),

    q(NONE, "lr1-betekenis",
      "Wat betekenen de letters en het getal in LR(1)?",
      ["Lexer en resolver: de twee fasen van de parser, die samen één doorgang maken",
       "Links- en rechtsrecursieve regels zijn toegestaan, met één startsymbool",
       "Van links naar rechts lezen, rechtse afleiding omgekeerd opbouwen, één token vooruitkijken"],
      "C",
      "De L slaat op de leesrichting, de R op de rechtse afleiding die de parser van onderop reconstrueert en de 1 op de "
      "lookahead van één token.",
      [IT_ACR, KORT]),

    q(SUPPORTS, "registers-delen-levensduur",
      "Waarom kunnen `a` en `c` in het volgende fragment hetzelfde register delen?\n\n"
      "```c\na = x + y;\nb = a * 2;\nc = x - 1;\nreturn b + c;\n```",
      ["Omdat `a` niet meer nodig is voordat `c` een waarde krijgt",
       "Omdat `a` en `c` hetzelfde type hebben en dus in hetzelfde soort register passen",
       "Omdat `a` en `c` allebei van `x` afhangen"],
      "A",
      "De levensduur van `a` eindigt op de tweede regel, waar `b` wordt berekend; die van `c` begint pas op de derde. "
      "Omdat de twee nooit tegelijk levend zijn, is er in de interferentiegraaf geen kant tussen hen en mogen ze "
      "dezelfde kleur, dus hetzelfde register, krijgen.",
      [CODE, PARAFRASE], moved_to="B"),

    q(NONE, "lus-uitrollen-iteraties",
      "De lus `for (i = 0; i < 1000; i++) a[i] = 0;` wordt met factor 4 uitgerold. Hoeveel iteraties voert de uitgerolde lus uit?",
      ["4", "250", "4000"],
      "B",
      "Elke iteratie doet nu vier toekenningen, dus duizend gedeeld door vier is tweehonderdvijftig iteraties.",
      [REKEN, CODE, KORT, GETAL_WOORD],
      compute=("1000 / 4", "iteraties")),

    q(NONE, "stackframe-uitlijning",
      "Een functie heeft 5 lokale variabelen van 8 bytes. De ruimte voor lokale variabelen moet een veelvoud van 16 bytes "
      "zijn. Hoeveel bytes reserveert de compiler daarvoor minimaal?",
      ["32 bytes", "40 bytes", "48 bytes"],
      "C",
      "Vijf keer acht is veertig bytes; het eerstvolgende veelvoud van zestien is achtenveertig. Met 32 bytes "
      "passen de variabelen er niet in.",
      [REKEN, GETAL_WOORD, WEERLEGT],
      compute=("5 * 8 + 8", "bytes")),

    q(NONE, "dode-code",
      "Welke optimalisatie verwijdert de toekenning aan `y` in deze functie?\n\n"
      "```c\nint f(int x) {\n    int y = x * 2;\n    return x + 1;\n}\n```",
      ["Dead-code elimination", "Constant propagation", "Strength reduction"],
      "A",
      "De waarde van `y` wordt nergens gebruikt, dus de berekening mag weg.",
      [CODE, KORT]),

    q(NONE, "strength-reduction",
      "Welke optimalisatie vervangt `i * 8` door `i << 3`?",
      ["Common subexpression elimination", "Tail call optimization", "Strength reduction"],
      "C",
      "Een dure bewerking, hier vermenigvuldigen, wordt vervangen door een goedkopere: schuiven over drie bits.",
      [CODE, KORT, PARAFRASE]),

    q(NONE, "semantische-analyse-geen",
      "Welke taak hoort GEEN onderdeel te zijn van de semantische analyse?",
      ["Controleren of de types van operanden bij elkaar passen",
       "Controleren of variabelen gedeclareerd zijn voordat ze worden gebruikt",
       "De broncode opsplitsen in tokens",
       "Elk gebruik van een naam koppelen aan de bijbehorende declaratie"],
      "C",
      "Tokens maken gebeurt eerder, in de lexicale analyse. De andere drie taken horen wel bij de semantische analyse: "
      "typecontrole, nagaan of namen bestaan voordat ze gebruikt worden en naamresolutie vragen allemaal kennis van de "
      "betekenis, die een parser alleen niet heeft.",
      [NEG]),

    q(NONE, "llvm-ir",
      "Wat is LLVM IR?",
      ["De tussentaal van het LLVM-project, waarop optimalisaties draaien vóór de codegeneratie",
       "Een virtuele machine die Java-bytecode uitvoert en tijdens het draaien optimaliseert",
       "Het formaat waarin uitvoerbare programma's en bibliotheken onder Linux worden opgeslagen"],
      "A",
      "Frontends zoals Clang vertalen naar deze tussentaal in SSA-vorm; daarna maken backends er code voor x86, ARM of andere "
      "processors van. Java-bytecode draait op de JVM en uitvoerbare bestanden onder Linux gebruiken ELF. Zie de "
      "[LLVM Language Reference](https://llvm.org/docs/LangRef.html).",
      [IT_ACR, LINK, WEERLEGT]),

    q(SUPPORTS, "self-hosting-compiler",
      "Wat betekent het dat een compiler *self-hosting* is?",
      ["Dat hij alleen op de computer van de ontwikkelaar draait",
       "Dat hij zonder besturingssysteem rechtstreeks op de hardware kan draaien",
       "Dat hij in zijn eigen brontaal geschreven is en zijn eigen broncode kan compileren"],
      "C",
      "Zo'n compiler vertaalt zichzelf: de eerste versie wordt met een andere compiler gebouwd, daarna kan elke nieuwe "
      "versie met de vorige worden gecompileerd. Dat proces heet bootstrappen.",
      [CURSIEF, PARAFRASE], moved_to="A"),

    q(NONE, "staartrecursie",
      "Welke optimalisatie voorkomt dat deze recursieve functie bij een grote `n` de stack laat overlopen?\n\n"
      "```scheme\n(define (som n acc)\n  (if (= n 0) acc (som (- n 1) (+ acc n))))\n```",
      ["Inlining", "TCO (tail call optimization)", "Loop unrolling"],
      "B",
      "De recursieve aanroep is het laatste wat de functie doet, dus de compiler kan het huidige stackframe hergebruiken "
      "en de recursie in feite als een lus uitvoeren. Inlining zou een recursieve functie eindeloos blijven uitschrijven.",
      [CODE, IT_ACR, WEERLEGT]),

    q(NONE, "peephole-optimalisatie",
      "Wat doet een peephole-optimalisatie?",
      ["Ze bekijkt een klein venster opeenvolgende instructies en vervangt die door een efficiëntere reeks",
       "Ze analyseert het hele programma in één keer om functies te vinden die nergens worden aangeroepen",
       "Ze zoekt naar fouten in de broncode voordat die geparseerd wordt"],
      "A",
      "Door een paar instructies tegelijk te bekijken vindt de compiler bijvoorbeeld een overbodige load na een store.",
      [KORT, PARAFRASE]),

    q(NONE, "tokens-beschrijven",
      "Met welk formalisme worden de tokens van een programmeertaal meestal beschreven?",
      ["Contextvrije grammatica's", "Reguliere expressies", "Turingmachines"],
      "B",
      "Tokens laten zich vangen in patronen die een eindige automaat herkent. Contextvrije grammatica's beschrijven de "
      "syntaxis op een hoger niveau, niet de tokens zelf.",
      [WEERLEGT]),

    q(DUP, "token-soort-42",
      "Tot welke soort token behoort `42` in de regel `int x = 42;`?",
      ["Een literal", "Een sleutelwoord", "Een Sleutelwoord", "Een operator"],
      "A",
      "`42` is een constante die letterlijk in de broncode staat. Het sleutelwoord in deze regel is `int`, en `=` is de operator.",
      [CODE, KORT, WEERLEGT], dup=("B", "C", HOOFDLETTERS)),

    q(NONE, "inlining-werking",
      "Wat gebeurt er als een compiler een functieaanroep inlinet?",
      [("De functie wordt naar een apart bestand verplaatst",
        "Nee: inlining verandert niets aan de indeling in bestanden."),
       ("De aanroep wordt vervangen door een kopie van de functie-inhoud",
        "Juist: de sprong naar de functie en de terugkeer vallen weg."),
       ("De functie wordt pas tijdens het uitvoeren gecompileerd",
        "Nee: dat is wat een JIT-compiler doet, niet wat inlining is.")],
      "B",
      "Op de plek van de aanroep komt de romp van de functie, met de argumenten ingevuld. Zo verdwijnen de kosten van de "
      "aanroep en krijgt de compiler meer ruimte om verder te optimaliseren.",
      [FEEDBACK, PARAFRASE]),

    q(NONE, "inlining-nadeel",
      "Wat is het voornaamste nadeel van heel agressief inlinen?",
      ["De code wordt groter, wat de instructiecache zwaarder belast",
       "Het programma wordt altijd trager",
       "Recursieve functies geven daarna altijd een stack overflow"],
      "A",
      "Elke ingevoegde kopie kost ruimte; wordt het programma te groot, dan past het hete deel niet meer in de cache. Het "
      "programma wordt daardoor niet altijd trager, en een compiler inlinet recursieve functies gewoon niet oneindig diep.",
      [WEERLEGT]),

    q(NONE, "niet-compiletijd-berekenbaar",
      "Welke van deze C-expressies kan de compiler NIET tijdens het compileren uitrekenen?",
      ["`3 + 4 * 2`", "`sizeof(int)`", "`10 / 2`", "`rand() % 6`"],
      "D",
      "De uitkomst van `rand()` is pas bekend als het programma draait. De andere drie zijn constante expressies: "
      "`3 + 4 * 2` en `10 / 2` bevatten alleen letterlijke getallen, en `sizeof(int)` ligt vast zodra de doelarchitectuur "
      "bekend is.",
      [NEG, CODE]),
]
