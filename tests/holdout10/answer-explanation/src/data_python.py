from common import Q

TOPIC = "python"
TITLE = "Programmeren in Python"
DESCRIPTION = ("De taal Python 3: operatoren, ingebouwde typen, functies, uitzonderingen, "
               "virtuele omgevingen en het gedrag van de CPython-interpreter.")

QUESTIONS = [
    Q("gehele-deling-7-2", 1,
      "Wat levert de expressie 7 // 2 op in Python 3?",
      ["*3", "3.5", "4"],
      "De operator // deelt en rondt naar beneden af op een geheel getal: 3.",
      order="num", related=["machtsverheffen-operator"]),

    Q("machtsverheffen-operator", 8,
      "Welke expressie heeft in Python de waarde 8?",
      ["*2 ** 3", "2 ^ 3", "2 * 3"],
      "** is machtsverheffen: 2 ** 3 = 8. De ^ is een bitsgewijze XOR (2 ^ 3 = 1) en 2 * 3 = 6.",
      related=["gehele-deling-7-2"]),

    Q("is-versus-gelijk", 8,
      "Wat is het verschil tussen de operatoren == en is in Python?",
      ["*== vergelijkt waarden, is controleert of het om hetzelfde object gaat",
       "== controleert of het om hetzelfde object gaat, is vergelijkt waarden",
       "is vergelijkt typen, == vergelijkt waarden",
       "Er is geen verschil; is is alleen een leesbaardere schrijfwijze van =="],
      "Twee lijsten [1] en [1] zijn gelijk volgens ==, maar is geeft False omdat het twee aparte objecten "
      "zijn.",
      related=["lijst-alias-append"]),

    Q("lijst-negatieve-index", 6,
      "Wat drukt `print([1, 2, 3][-1])` af?",
      ["*`3`", "`1`", "`IndexError`"],
      "Een negatieve index telt vanaf het eind: `-1` is het laatste element, `-2` het voorlaatste. Er volgt "
      "dus geen fout, en het resultaat is `3`. Zie de "
      "[Python-tutorial over lijsten](https://docs.python.org/3/tutorial/introduction.html#lists).",
      md=True),

    Q("set-lengte-dubbel", 6,
      "Wat geeft `len({1, 2, 2, 3})`?",
      ["*`3`", "`4`", "`TypeError`"],
      "Accolades met losse waarden maken een `set`, en een set bewaart elke waarde maar één keer. De "
      "dubbele `2` valt weg, zodat er drie elementen overblijven. Zie "
      "[set-typen in de documentatie](https://docs.python.org/3/library/stdtypes.html#set-types-set-frozenset).",
      md=True, related=["niet-muteerbaar-type"]),

    Q("str-join-streepje", 6,
      'Wat is de waarde van `"-".join(["a", "b", "c"])`?',
      ["*`'a-b-c'`", "`'-a-b-c-'`", "`['a', '-', 'b', '-', 'c']`"],
      "`str.join` plakt de elementen aan elkaar met de string waarop je de methode aanroept als "
      "scheidingsteken, en dat alleen *tussen* de elementen. Het resultaat is één string, geen lijst. Zie "
      "[`str.join`](https://docs.python.org/3/library/stdtypes.html#str.join).",
      md=True),

    Q("niet-muteerbaar-type", 5,
      "Welk van de volgende ingebouwde typen is GEEN muteerbaar type?",
      ["list", "dict", "set", "*tuple"],
      "Een list kun je uitbreiden met append, in een dict voeg je sleutels toe en een set krijgt nieuwe "
      "elementen met add; die drie zijn dus muteerbaar. Een tuple ligt na het aanmaken vast en kan "
      "daardoor bijvoorbeeld als sleutel in een dict dienen.",
      related=["standaardargument-lijst"]),

    Q("lijst-uitspraak-onjuist", 5,
      "Welke uitspraak over Python-lijsten is onjuist?",
      ["Een lijst kan elementen van verschillende typen bevatten",
       "De eerste index van een lijst is 0",
       "*lijst[1:3] geeft de elementen op index 1, 2 en 3"],
      "Een lijst als [1, 'twee', 3.0] is toegestaan, en het eerste element heeft index 0. Bij slicen is de "
      "eindgrens echter exclusief: lijst[1:3] levert alleen de elementen op index 1 en 2.",
      related=["lijst-negatieve-index"]),

    Q("numpy-float64-geheugen", 4,
      "Hoeveel geheugen nemen de gegevens van een NumPy-array van 1000 × 1000 elementen van het type "
      "float64 ongeveer in?",
      ["1 MB", "4 MB", "*8 MB", "64 MB"],
      "Een float64 is 64 bits, dus 8 bytes. Er zijn 1000 × 1000 = 1.000.000 elementen, samen 8.000.000 "
      "bytes: acht megabyte (8 MB).",
      order="num", compute=("1000 * 1000 * 8 / 1e6", "MB")),

    Q("range-stap-3", 4,
      "Hoe vaak wordt de body van de lus for i in range(2, 20, 3) uitgevoerd?",
      ["5 keer", "*6 keer", "7 keer"],
      "range(2, 20, 3) begint bij 2 en telt met stappen van 3 op zolang de waarde kleiner is dan 20: 2, 5, "
      "8, 11, 14 en 17. Dat zijn zes waarden; (20 − 2) ÷ 3 = 6.",
      order="num", compute=("(20 - 2) / 3", "keer")),

    Q("try-except-doel", 7,
      "Waarvoor dient een try/except-blok in Python?",
      ["*Om een uitzondering op te vangen en af te handelen, zodat het programma niet afbreekt",
       "Om automatisch te testen of een functie de juiste uitvoer geeft",
       "Om een stuk code net zo lang te herhalen tot het zonder fout verloopt"],
      "Automatisch testen is het werk van unittest of pytest, niet van try/except, en herhalen gebeurt "
      "alleen als je zelf een lus schrijft. Het blok vangt een exception die in het try-deel optreedt en "
      "voert dan de code onder except uit.",
      related=["with-open-doel"]),

    Q("standaardargument-lijst", 7,
      "Wat gebeurt er met het standaardargument in def voeg_toe(x, lijst=[])?",
      ["*De lijst wordt één keer aangemaakt bij het definiëren van de functie en door alle aanroepen gedeeld",
       "Bij elke aanroep zonder tweede argument wordt een nieuwe lege lijst gemaakt",
       "Python weigert een lijst als standaardwaarde en geeft een SyntaxError"],
      "Een nieuwe lijst per aanroep krijg je pas met lijst=None en een controle in de functie, niet met "
      "lijst=[]. De standaardwaarde wordt één keer geëvalueerd, bij het uitvoeren van def, waardoor "
      "elementen van een eerdere aanroep in de volgende terugkomen."),

    Q("venv-doel", 2,
      "Wat is het nut van een virtuele omgeving (venv) in Python?",
      ["*Elk project krijgt zijn eigen set geïnstalleerde pakketten, los van andere projecten",
       "Python draait dan in een virtuele machine met een eigen besturingssysteem",
       "De code wordt vooraf gecompileerd, zodat hij sneller draait"],
      "Met python -m venv maak je een map met een eigen site-packages en een verwijzing naar een "
      "interpreter. Wat je daarin met pip installeert, staat los van andere projecten en van het systeem. "
      "Zo kan het ene project Django 4 gebruiken en het andere Django 5."),

    Q("list-comprehension", 2,
      "Wat doet de list comprehension [x * x for x in getallen if x > 0]?",
      ["*Ze maakt een nieuwe lijst met de kwadraten van alle positieve getallen",
       "Ze vervangt in getallen elk positief getal door zijn kwadraat",
       "Ze geeft True terug als alle kwadraten positief zijn"],
      "De uitdrukking loopt over getallen, laat alleen de waarden boven nul door en zet van elk daarvan het "
      "kwadraat in een nieuwe lijst. De oorspronkelijke lijst blijft ongewijzigd. Het is een compacte vorm "
      "van een for-lus met append."),

    Q("gil-threads", 3,
      "Wat is het gevolg van de Global Interpreter Lock (GIL) in de standaardbuild van CPython?",
      ["*Slechts één thread tegelijk voert Python-bytecode uit, zodat threads weinig winst geven bij rekenwerk",
       "Threads kunnen niet tegelijk op invoer of uitvoer wachten",
       "Processen van multiprocessing delen één GIL en lopen dus ook na elkaar",
       "De GIL voorkomt alle race conditions in je eigen code"],
      "De GIL is een slot in de interpreter: een thread moet het vasthouden om bytecode uit te voeren. "
      "Daardoor rekenen twee threads in een rekenintensief programma niet echt tegelijk, en levert een "
      "extra thread nauwelijks snelheidswinst op. Bij wachten op invoer of uitvoer laat een thread de GIL "
      "juist los, zodat andere threads doorgaan; threads zijn daar dus wel nuttig, bijvoorbeeld voor veel "
      "netwerkverzoeken. Processen uit multiprocessing hebben elk een eigen interpreter met een eigen GIL "
      "en kunnen daarom wel parallel rekenen op meerdere kernen. Tot slot beschermt de GIL alleen de "
      "interne toestand van de interpreter. Een bewerking als teller += 1 bestaat uit meerdere stappen, "
      "dus in je eigen code blijven locks nodig."),

    Q("def-sleutelwoord", 1,
      "Met welk sleutelwoord definieer je een functie in Python?",
      ["*def", "function", "fun", "func"],
      "Een functiedefinitie begint met def, gevolgd door de naam en de parameters."),

    Q("lijst-alias-append", 3,
      "Na a = [1, 2] en b = a volgt b.append(3). Wat is daarna de waarde van a?",
      ["[1, 2]", "*[1, 2, 3]", "[3]"],
      "Antwoord B is juist. De toewijzing b = a maakt geen kopie: beide namen verwijzen daarna naar\n"
      "hetzelfde lijstobject in het geheugen. Voeg je via b een element toe, dan zie je die wijziging\n"
      "dus ook via a, en a is [1, 2, 3]. Antwoord A zou kloppen als b een kopie was, bijvoorbeeld via\n"
      "b = a.copy() of b = list(a); dan blijft a ongewijzigd. Antwoord C gaat ervan uit dat append de\n"
      "lijst vervangt door een nieuwe lijst met alleen het toegevoegde element, maar append voegt\n"
      "achteraan toe en behoudt de bestaande elementen.",
      order="letters", related=["is-versus-gelijk"]),

    Q("with-open-doel", 2,
      'Wat is het voordeel van with open("data.txt") as f: boven een losse aanroep van open()?',
      ["*Het bestand wordt altijd gesloten, ook als er binnen het blok een fout optreedt",
       "Het bestand wordt automatisch in binaire modus geopend",
       "Het bestand wordt in één keer volledig in het geheugen geladen"],
      "Het with-statement gebruikt het bestandsobject als contextmanager. Bij het verlaten van het blok, "
      "normaal of door een exception, roept Python zelf close() aan. Je hoeft dus geen try/finally te "
      "schrijven om te voorkomen dat bestanden open blijven."),

    # --- gebrekkig: answer/duplicate-option ---
    Q("type-functie", 6,
      "Welke ingebouwde functie geeft de klasse van een object terug?",
      ["*`type()`", "`typeof()`", "`TypeOf()`", "`isinstance()`"],
      "`type(x)` geeft de klasse van `x`, bijvoorbeeld `<class 'int'>`. `isinstance(x, int)` test alleen "
      "of `x` een instantie van een klasse is en geeft `True` of `False`. Zie de "
      "[lijst met ingebouwde functies](https://docs.python.org/3/library/functions.html).",
      label="dup", md=True),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("bool-lege-lijst", 1,
      "Wat geeft bool([]) in Python?",
      ["*False", "!True", "None"],
      "Een lege lijst geldt als onwaar, dus bool([]) is False.",
      label="sd"),

    Q("lege-dict-maken", 5,
      "Welke van de volgende expressies maakt GEEN lege dict?",
      ["{}", "dict()", "*set()", "!dict([])"],
      "Lege accolades zijn in Python een lege dict, niet een lege set. Ook dict() en dict([]), een dict "
      "uit een lege lijst van paren, leveren een lege dict op. set() maakt daarentegen een lege set.",
      label="sd"),

    Q("name-main-blok", 3,
      'Wat doet het blok if __name__ == "__main__": onderaan een Python-bestand?',
      ["!Het definieert de hoofdfunctie die Python bij elke import als eerste uitvoert",
       "Het controleert of het bestand main.py heet",
       "*Het voert de code eronder alleen uit als het bestand direct als script wordt gestart"],
      'C is juist. Python geeft elke module de variabele __name__. Start je een bestand direct, '
      'bijvoorbeeld met python rapport.py, dan krijgt die de waarde "__main__"; importeer je het bestand '
      'vanuit een andere module, dan is __name__ gelijk aan de modulenaam. Zo kun je in één bestand '
      'functies aanbieden om te importeren en toch testcode meegeven die alleen bij direct starten '
      'draait. A klopt niet: Python kent geen speciale hoofdfunctie die automatisch wordt aangeroepen, '
      'en bij een import wordt de code onder het blok juist overgeslagen. B klopt evenmin, want de '
      'bestandsnaam doet er niet toe; ook main.py krijgt bij importeren gewoon de naam main.',
      label="sd", order="letters"),
]
