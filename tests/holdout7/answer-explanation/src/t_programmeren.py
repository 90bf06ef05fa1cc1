from qdata import q

TOPIC = "programmeren"
TITLE = "Programmeren in Python en Java"
DESC = "Basisbegrippen: datatypen, lussen, functies, complexiteit en versiebeheer."

Q = [
    q("pr-gehele-deling", 8,
      "Wat is de uitkomst van `7 // 2` in Python 3?",
      ["`3`", "`3.5`", "`4`"], "A",
      """`//` is de gehele deling: Python rondt af naar beneden, dus 7 // 2 geeft 3. Met een enkele
schuine streep, `7 / 2`, krijg je de kommagetal-uitkomst 3.5.""", md=True),

    q("pr-lijst-index-een", 1,
      "Wat levert `[10, 20, 30][1]` op in Python?",
      ["`10`", "`20`", "`30`"], "B",
      "Python telt indexen vanaf 0, dus index 1 is het tweede element: 20.", md=True),

    q("pr-teller-verhogen", 8,
      "Welke regel verhoogt de variabele `i` met één?",
      ["`i -= 1`", "`i *= 1`", "`i += 1`"], "C",
      """`i += 1` is kort voor `i = i + 1`. Met `-=` verlaag je de teller en `*= 1` vermenigvuldigt met
één, waardoor er niets verandert.""", md=True),

    q("pr-complexiteit-binair-zoeken", 8,
      "Wat is de tijdcomplexiteit van binair zoeken in een gesorteerde lijst van n elementen?",
      ["O(n)", "O(log n)", "O(n²)"], "B",
      """Bij elke stap valt de helft van het overgebleven deel af. Na k stappen zijn er nog n / 2ᵏ
kandidaten over, dus na ongeveer log₂ n stappen ben je klaar: O(log n). O(n) hoort bij lineair
zoeken, waarbij je elk element afloopt."""),

    q("pr-complexiteit-bubble-sort", 8,
      "Wat is de tijdcomplexiteit van bubble sort in het slechtste geval?",
      ["O(n²)", "O(n log n)", "O(n)"], "A",
      """In het slechtste geval vergelijkt bubble sort in elke ronde bijna alle paren, en er zijn
ongeveer n rondes: samen in de orde van n × n, dus O(n²). O(n log n) haal je met algoritmen als
mergesort; O(n) alleen in het beste geval, als de lijst al gesorteerd is."""),

    q("pr-dict-sleutel-waarde", 6,
      "Welke ingebouwde gegevensstructuur in Python koppelt sleutels aan waarden?",
      ["list", "tuple", "dict", "set"], "C",
      """Een dictionary slaat paren op: bij elke unieke sleutel hoort een waarde, bijvoorbeeld
`voorraad = {"appel": 3, "peer": 5}`, en met `voorraad["peer"]` vind je die waarde snel terug. Een
list en een tuple werken met genummerde posities, en een set bewaart alleen losse unieke elementen.
Zie [Dictionaries in de Python-tutorial](https://docs.python.org/3/tutorial/datastructures.html#dictionaries).""",
      md=True),

    q("pr-string-niet-juist", 5,
      "Welke bewering over strings in Python is NIET juist?",
      ["Strings zijn onveranderlijk (immutable)",
       "Met `+` plak je twee strings aan elkaar",
       "Met `s[0] = \"x\"` verander je de eerste letter van de string `s`"], "C",
      """Omdat strings onveranderlijk zijn, geeft `s[0] = "x"` een `TypeError`; je moet een nieuwe
string maken, bijvoorbeeld `"x" + s[1:]`. De eerste bewering is dus juist, en ook de tweede klopt:
`"ab" + "cd"` levert `"abcd"` op.""", md=True),

    q("pr-range-aantal", 6,
      "Hoeveel getallen levert `range(2, 10, 3)` op?",
      ["8", "3", "4"], "B",
      """Het bereik begint bij 2, telt steeds 3 op en stopt vóór 10: `list(range(2, 10, 3))` geeft
`[2, 5, 8]`. De volgende waarde, 11, valt er al buiten, dus het zijn er drie. Zie
[range in de documentatie](https://docs.python.org/3/library/stdtypes.html#range).""", md=True),

    q("pr-java-strings-vergelijken", 7,
      "Hoe vergelijk je in Java of de strings `a` en `b` dezelfde tekst bevatten?",
      ["`a == b`", "`a.equals(b)`", "`a = b`"], "B",
      """`==` kijkt in Java bij objecten of beide variabelen naar hetzelfde object verwijzen, niet of de
tekst gelijk is. `=` is geen vergelijking maar een toewijzing. Voor de inhoud gebruik je
`a.equals(b)`.""", md=True),

    q("pr-recursie-basisgeval", 3,
      "Wat is nodig om te voorkomen dat een recursieve functie zichzelf eindeloos blijft aanroepen?",
      ["Een basisgeval waarin de functie zichzelf niet meer aanroept",
       "Een globale variabele die het aantal aanroepen bijhoudt",
       "Een try/except-blok om de functie heen",
       "De functie in een aparte module plaatsen"], "A",
      """Een recursieve functie lost een probleem op door zichzelf aan te roepen met een kleiner
probleem. Optie A is juist: er moet een basisgeval zijn, bijvoorbeeld n == 0 bij het berekenen van
een faculteit, waarin de functie direct een antwoord geeft. Elke aanroep moet dichter bij dat
basisgeval komen.
Optie B kan in theorie als noodrem werken, maar is niet nodig en geen nette oplossing; zonder
basisgeval blijft de logica fout.
Optie C vangt hooguit de `RecursionError` op die Python geeft als de stapel vol raakt; het
voorkomt de eindeloze recursie niet.
Optie D verandert alleen waar de code staat. In welke module een functie staat, heeft geen invloed
op hoe vaak zij zichzelf aanroept.""", md=True),

    q("pr-modulo-rest", 4,
      "Wat is de waarde van `17 % 5` in Python?",
      ["`2`", "`3`", "`3.4`"], "A",
      """`%` geeft de rest bij deling. 17 = 3 × 5 + 2, dus de rest is 2 (twee). 3 is het quotiënt
(`17 // 5`) en 3.4 de gewone deling `17 / 5`.""", md=True),

    q("pr-and-operator", 1,
      "Wat is de waarde van `True and False` in Python?",
      ["`True`", "`False`", "`None`"], "B",
      "`and` is alleen waar als beide kanten waar zijn, dus de uitkomst is `False`.", md=True),

    q("pr-git-clone", 6,
      "Welk Git-commando maakt een lokale kopie van een bestaande repository op een server?",
      ["`git commit`", "`git push`", "`git clone`"], "C",
      """`git clone <url>` haalt de hele repository met geschiedenis binnen. `git commit` legt
wijzigingen lokaal vast en `git push` stuurt ze naar de server. Zie
[git-clone in de Git-documentatie](https://git-scm.com/docs/git-clone).""", md=True),

    q("pr-compiler-interpreter", 7,
      "Wat is het verschil tussen een compiler en een interpreter?",
      ["Een compiler vertaalt het hele programma vooraf; een interpreter voert de broncode stap voor stap uit tijdens het draaien",
       "Een interpreter vertaalt het hele programma vooraf; een compiler voert de broncode stap voor stap uit tijdens het draaien",
       "Er is geen verschil: het zijn twee namen voor hetzelfde programma"], "A",
      """De tweede optie draait de rollen om: vooraf alles vertalen naar een uitvoerbaar bestand is
typisch voor een compiler, zoals bij C. Een interpreter, zoals die van Python, leest en voert de
code uit terwijl het programma loopt."""),

    q("pr-object-instantie", 6,
      "Wat is een object in objectgeoriënteerd programmeren?",
      ["Een exemplaar (instantie) van een klasse",
       "Een bestand met broncode",
       "Een functie zonder parameters"], "A",
      """Een klasse is het bouwplan; een object is een concreet exemplaar dat volgens dat plan is
gemaakt, met eigen waarden voor zijn attributen. In Java maak je met `new Auto("AB-12-CD")` een
object van de klasse `Auto`. Meer in de
[Java-tutorial van Oracle](https://docs.oracle.com/javase/tutorial/java/concepts/object.html).""",
      md=True),

    q("pr-http-404", 8,
      "Welke HTTP-statuscode krijg je als de opgevraagde pagina niet bestaat?",
      ["200", "301", "404", "500"], "C",
      """404 Not Found betekent dat de server de gevraagde URL niet kent. 200 is OK, 301 een permanente
doorverwijzing en 500 een interne fout van de server zelf."""),

    q("pr-java-int-overflow", 3,
      "In Java tel je 1 op bij `Integer.MAX_VALUE` (2.147.483.647) en sla je het resultaat op in een `int`. Wat is het resultaat?",
      ["`2147483648`", "`-2147483648`", "Er wordt een exception gegooid", "`0`"], "B",
      """Een `int` in Java is 32 bits met een teken, dus het bereik loopt van −2.147.483.648 tot en met
2.147.483.647. Bekijk de opties.
A, `2147483648`, past niet in een `int`: het is precies één groter dan het maximum. Dat getal
zou je alleen krijgen met een `long`.
B is juist. Java rekent bij gehele getallen modulo 2³², zonder controle: na het grootste positieve
getal 'loopt de teller rond' naar het kleinste negatieve getal. Dat heet overflow.
C klopt niet voor gewone optelling. Java gooit hier geen exception; wie dat wil, moet
`Math.addExact` gebruiken, die wel een `ArithmeticException` geeft.
D, `0`, zou pas ontstaan als alle bits wegvallen, wat bij het optellen van 1 niet gebeurt.""",
      md=True),

    # --- gebrekkig ---
    q("pr-machtsverheffen", 8,
      "Wat is de uitkomst van `2 ** 3` in Python?",
      ["`8`", "`6`", "`9`"], "A",
      "`**` is machtsverheffen: 2 × 2 × 2 = 8. Met `*` zou je 6 krijgen.", md=True,
      flaw="sd", mark="B"),

    q("pr-append-lijst", 6,
      "Welke methode voegt in Python één element toe aan het eind van een lijst?",
      ["`lijst.append(x)`", "`lijst.pop()`", "`lijst.remove(x)`"], "A",
      """`append(x)` zet `x` achteraan in de lijst. `pop()` haalt juist het laatste element weg en
`remove(x)` verwijdert de eerste `x` die gevonden wordt. Zie de
[Python-tutorial over lijsten](https://docs.python.org/3/tutorial/datastructures.html).""",
      md=True, flaw="sd", mark="C"),

    q("pr-lijst-index-complexiteit", 8,
      "Wat is de tijdcomplexiteit van het opvragen van een element via de index in een Python-lijst, zoals lijst[i]?",
      ["O(1)", "O(n)", "O(log n)", "O(Log n)"], "A",
      """Een Python-lijst is intern een array. Het adres van element i kan direct worden berekend,
dus opvragen kost constante tijd, O(1), ongeacht de lengte van de lijst.""", flaw="dup"),
]
