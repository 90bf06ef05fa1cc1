from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "reguliere-expressies"
TITLE = "Reguliere expressies"
DESCRIPTION = "Patronen lezen en schrijven: tekenklassen, kwantoren, ankers, groepen en valkuilen."

MD = "markdown"

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "regex-caret-anker",
      "Wat betekent `^` aan het begin van een patroon, buiten een tekenklasse?",
      ["Het begin van de tekst, of van een regel als multiline-modus aanstaat",
       "Een willekeurig teken",
       "Dat het voorgaande teken mag ontbreken",
       "Een letterlijk dakje"],
      "A",
      "Buiten een tekenklasse is `^` een anker: het matcht geen teken, maar een positie, namelijk het begin.",
      markup=MD, style=[CODE, IT, KORT]),

    q(NONE, "regex-ontkende-tekenklasse",
      "Welke tekens matcht de tekenklasse `[^0-9]`?",
      ["Alleen cijfers aan het begin van de tekst", "Elk teken dat geen cijfer is", "Precies één cijfer van 0 tot en met 9"],
      "B",
      "Staat `^` direct na de openingshaak van een tekenklasse, dan keert het de klasse om: `[^0-9]` matcht één teken dat níét tussen 0 en 9 ligt. "
      "Het is hier dus geen anker voor het begin van de tekst, ook al ziet het teken er hetzelfde uit.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "regex-drie-cijfers-eerste-match",
      r"Wat is de eerste match van `\d{3}` in de tekst `12345`?",
      ["`123`", "`12345`", "`345`", "Er is geen match"],
      "A",
      r"`{3}` vraagt precies drie cijfers. De engine begint links te zoeken en vindt meteen `123`. "
      r"De hele tekst `12345` bestaat uit vijf cijfers, te veel voor `{3}`, en `345` is nooit een match: na `123` blijven alleen `45` over, te weinig voor een tweede match.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "regex-lui-kwantor",
      "Wat is de eerste match van `<.+?>` in de tekst `<b>vet</b>`?",
      ["`<b>`", "`<b>vet</b>`", "`<b>vet<`", "`vet`"],
      "A",
      "Het vraagteken achter `+` maakt de kwantor lui: hij neemt zo weinig mogelijk tekens. "
      "`<b>` is daarom de eerste match: na de `<` is één teken, de `b`, al genoeg om bij de eerstvolgende `>` te kunnen eindigen. "
      "`<b>vet</b>` is wat de gretige variant `<.+>` zou opleveren, die zo veel mogelijk tekens pakt en pas bij de laatste `>` stopt. "
      "`<b>vet<` kan nooit een match zijn, omdat het patroon op een `>` moet eindigen. "
      "`vet` ten slotte begint niet met een `<` en voldoet dus evenmin. "
      "Voor het verwerken van HTML is een echte parser overigens betrouwbaarder dan zo'n patroon.",
      markup=MD, style=[CODE, IT, LANG]),

    q(NONE, "regex-aantal-matches-a-plus",
      "Hoeveel matches vindt een zoekfunctie die alle niet-overlappende matches teruggeeft voor `a+` in de tekst `caaabaa`?",
      ["Twee", "Drie", "Vijf"],
      "A",
      "`a+` pakt telkens een zo lang mogelijke reeks a's: eerst `aaa`, dan na de `b` nog `aa`. Dat zijn twee matches; vijf is het aantal losse letters a.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "regex-woordgrens-kat",
      "Welk patroon vindt `kat` als los woord, maar niet binnen `katten` of `rekat`?",
      [r"`\bkat\b`", r"`kat`", r"`^kat`", r"`kat+`"],
      "A",
      r"`\b` is een woordgrens: de overgang tussen een woordteken en iets anders. Met een woordgrens aan beide kanten moet `kat` een heel woord zijn. "
      r"Het kale `kat` matcht ook binnen `katten`, en `^kat` kijkt alleen naar het begin van de tekst.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "regex-hoofdletters-niet",
      r"Welke tekst wordt NIET gematcht door `^[A-Z]{2}\d{2}$` als er geen vlaggen zijn gezet?",
      ["`XY12`", "`AB99`", "`nl34`", "`ZZ00`"],
      "C",
      r"Zonder de vlag `i` maakt het patroon onderscheid tussen hoofd- en kleine letters. `[A-Z]` laat alleen hoofdletters toe, dus `nl34` valt af.",
      markup=MD, style=[CODE, IT, NEG, KORT]),

    q(NONE, "regex-terugverwijzing-dubbel-woord",
      r"Wat vindt het patroon `\b(\w+) \1\b`?",
      ["Twee willekeurige woorden met een spatie ertussen",
       "Een woord dat direct na een spatie nog eens herhaald wordt, zoals `de de`",
       "Een woord dat gevolgd wordt door een spatie en het cijfer 1"],
      "B",
      r"`\1` is een terugverwijzing: het moet precies dezelfde tekst matchen die groep 1 al heeft gevangen. "
      r"Zo spoort het patroon per ongeluk verdubbelde woorden op, een handige controle bij het redigeren van tekst. Een letterlijk cijfer 1 zou je zonder backslash schrijven.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "regex-niet-vangende-groep",
      "Wat is het verschil tussen `(ab)+` en `(?:ab)+`?",
      ["`(?:ab)+` matcht `ab` hoogstens één keer",
       "`(?:ab)+` matcht alleen teksten waarin `ab` niet voorkomt",
       "Ze matchen dezelfde teksten, maar alleen de eerste bewaart de gevonden tekst in een genummerde groep"],
      "C",
      "De constructie `(?:...)` groepeert alleen, zodat de kwantor op het hele stuk `ab` werkt, maar onthoudt niet wat er gevonden is. "
      "Het resultaat van de zoekactie is dus gelijk; je bespaart alleen een vangende groep en houdt de nummering van de andere groepen overzichtelijk.",
      markup=MD, style=[CODE, IT, PARA]),

    q(NONE, "regex-lookahead-bedrag",
      r"Wat levert `\d+(?= euro)` op in de tekst `prijs: 25 euro`?",
      ["`25`", "`25 euro`", "` euro`", "Geen match"],
      "A",
      r"`(?= euro)` is een lookahead: er moet ` euro` volgen, maar die tekens worden niet in de match opgenomen. Alleen de cijfers `25` blijven dus over.",
      markup=MD, style=[CODE, IT, KORT]),

    q(NONE, "regex-optioneel-s-https",
      "Welke van deze teksten matcht `^https?://`?",
      ["`http://voorbeeld.nl`", "`https//voorbeeld.nl`", "`ftp://voorbeeld.nl`", "`httpss://voorbeeld.nl`"],
      "A",
      "`s?` betekent dat de `s` één keer mag voorkomen of mag ontbreken; daarna moet letterlijk `://` volgen. "
      "Een adres dat met `http://` begint voldoet dus. In `https//` ontbreekt de dubbele punt, `ftp` begint verkeerd en bij `httpss` staat er één `s` te veel.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "regex-punt-escapen",
      r"Welke tekst matcht `^3.14$` maar NIET `^3\.14$`?",
      ["`3.14`", "`3514`", "`3.141`"],
      "B",
      r"Een onbeschermde punt matcht elk teken, dus `^3.14$` accepteert ook `3514`. Met `\.` moet er een echte punt staan. "
      r"`3.14` matcht beide patronen, en `3.141` geen van beide, omdat `$` na de 4 het einde van de tekst eist.",
      markup=MD, style=[CODE, IT, NEG, AFL]),

    q(NONE, "regex-vlag-hoofdletterongevoelig",
      "Welke vlag maakt een reguliere expressie in bijvoorbeeld JavaScript of PCRE ongevoelig voor hoofdletters?",
      ["`g`", "`i`", "`m`", "`s`"],
      "B",
      "De vlag `g` (global) bepaalt in JavaScript dat alle matches worden gezocht in plaats van alleen de eerste; aan hoofdletters verandert hij niets. "
      "De vlag `i` (ignore case) is de juiste: daarmee matcht `[a-z]` ook hoofdletters en vindt `kat` ook `Kat` en `KAT`. "
      "Met `m` (multiline) gaan `^` en `$` aan het begin en einde van elke regel matchen in plaats van alleen aan het begin en einde van de hele tekst. "
      "De vlag `s` (dotall) zorgt ervoor dat de punt ook een regeleinde matcht. "
      "Alleen `i` heeft dus met hoofd- en kleine letters te maken.",
      markup=MD, style=[CODE, IT, LANG]),

    q(NONE, "regex-witruimte-klasse",
      r"Welke tekens vallen onder de klasse `\s`?",
      ["Witruimte zoals spatie, tab en regeleinde",
       "Alleen de gewone spatie",
       "Alle leestekens",
       "Letters en cijfers"],
      "A",
      r"`\s` staat voor whitespace: spatie, tab, regeleinde, carriage return en nog enkele verwante tekens.",
      markup=MD, style=[CODE, IT, KORT]),

    q(NONE, "regex-alternatie-voorrang",
      "Welke tekst wordt gematcht door `^kat|hond$`?",
      ["`de kat`", "`katapult`", "`hondje`"],
      "B",
      "De alternatie `|` heeft de laagste voorrang, dus het patroon betekent: `^kat` óf `hond$`. "
      "`katapult` begint met `kat` en voldoet aan de eerste helft. In `de kat` staat `kat` niet aan het begin, en in `hondje` staat `hond` niet aan het eind. "
      "Wie beide ankers op beide woorden wil laten werken, schrijft `^(kat|hond)$`.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "regex-catastrofale-backtracking",
      "Waarom is het patroon `(a+)+$` riskant bij een lange invoer als `aaaaaaaaaaaaaaaaaaaaaaaaaaab`?",
      ["Het patroon is syntactisch ongeldig en wordt geweigerd",
       "Een backtrackende engine probeert een exponentieel aantal manieren om de a's over de geneste groepen te verdelen, wat tot een ReDoS kan leiden",
       "Het patroon matcht de `b` ten onrechte als een `a`"],
      "B",
      "Omdat er geen match is, moet de engine alle opsplitsingen van de reeks a's over de binnenste en buitenste kwantor uitproberen voordat hij opgeeft. "
      "Dat aantal verdubbelt met elke extra a. Een aanvaller kan zo met een korte tekst een server lamleggen: regular expression denial of service, kortweg ReDoS.",
      markup=MD, style=[CODE, IT, PARA]),

    q(NONE, "regex-postcode-nederland",
      "Welk patroon accepteert de postcodes `1234 AB` en `1234AB`, maar weigert `0123 AB`?",
      [r"`^\d{4} [A-Z]{2}$`", r"`^[1-9]\d{3} ?[A-Z]{2}$`", r"`^[1-9]\d{3}\s+[a-z]{2}$`"],
      "B",
      r"Het eerste patroon, `^\d{4} [A-Z]{2}$`, eist altijd een spatie, zodat `1234AB` wordt geweigerd, en laat met `\d` ook een voorloopnul toe, zodat `0123 AB` juist wordt geaccepteerd. "
      r"Het tweede patroon doet wat gevraagd wordt: `[1-9]` sluit een nul als eerste cijfer uit, `\d{3}` levert de overige drie cijfers, ` ?` maakt de spatie optioneel en `[A-Z]{2}` vraagt twee hoofdletters. "
      r"Het derde patroon begint goed, maar `\s+` eist minstens één witruimteteken, en `[a-z]{2}` laat alleen kleine letters toe; daardoor weigert het beide geldige postcodes. "
      r"Alleen het tweede patroon voldoet dus aan alle drie de eisen.",
      markup=MD, style=[CODE, IT, LANG]),

    q(NONE, "regex-woordteken-niet",
      r"Welk teken valt NIET onder `\w` in ASCII-modus?",
      ["`_`", "`7`", "`q`", "`-`"],
      "D",
      r"In ASCII-modus is `\w` gelijk aan `[A-Za-z0-9_]`. Letters, cijfers en de underscore horen erbij; het koppelteken niet.",
      markup=MD, style=[CODE, IT, NEG, KORT]),

    q(NONE, "regex-python-match-vs-search",
      r'Wat geeft `re.match(r"\d+", "abc123")` in Python terug?',
      ["Een match-object voor `123`", "Een `re.error`-uitzondering", "`None`"],
      "C",
      r"`re.match` probeert alleen aan het begin van de tekst te matchen, en daar staat een `a`. Er is dus geen match. "
      r"Wie het getal ergens in de tekst wil vinden, gebruikt `re.search`; zie de [documentatie van de module re](https://docs.python.org/3/library/re.html).",
      markup=MD, style=[CODE, IT, LINK, AFL]),

    q(NONE, "regex-binaire-teksten-tellen",
      "Hoeveel van deze vijf teksten matchen volledig met `^[01]+$`: `0101`, de lege tekst, `2`, `1` en `10a`?",
      ["1", "2", "3", "4"],
      "B",
      "Alleen `0101` en `1` bestaan uitsluitend uit nullen en enen. De lege tekst valt af omdat `+` minstens één teken eist, `2` is geen 0 of 1, en `10a` bevat een letter.",
      markup=MD, style=[CODE, IT, R]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "regex-punt-geen-regeleinde",
      "Welk teken matcht een punt `.` standaard, dus zonder de vlag `s` (DOTALL), NIET?",
      ["Een spatie", "Een tab", "Een regeleinde (`\\n`)", "Een letterlijke punt"],
      "C",
      "Zonder DOTALL matcht de punt elk teken behalve het regeleinde. Een spatie, een tab en een letterlijke punt worden dus gewoon gematcht; pas met de vlag `s` hoort ook `\\n` erbij.",
      moved_to="A",
      markup=MD, style=[CODE, IT, NEG]),

    q(MOVED, "regex-ster-nul-keer",
      "Welke tekst matcht `^ab*c$`?",
      ["`ac`", "`a*c`", "`abcb`", "`bc`"],
      "A",
      "`b*` betekent: nul of meer keer een `b`. Een `a` direct gevolgd door een `c` voldoet dus ook. "
      "In `a*c` staat een letterlijke asterisk, die het patroon niet toestaat; `abcb` eindigt niet op `c` en `bc` begint niet met `a`.",
      moved_to="B",
      markup=MD, style=[CODE, IT, AFL]),

    q(MOVED, "regex-getallen-in-zin",
      r"Hoeveel matches levert `\d+` op in de tekst `Kamer 12, bed 3 en 45`?",
      [("2", "Te weinig: ook het losse cijfer 3 is een reeks van minstens één cijfer."),
       ("3", "Goed: `12`, `3` en `45`."),
       ("5", "Dat is het aantal cijfers, maar `+` neemt aangrenzende cijfers samen in één match.")],
      "B",
      r"`\d+` pakt steeds een aaneengesloten reeks cijfers: `12`, `3` en `45`. Dat zijn drie matches, ook al staan er vijf cijfers in de tekst.",
      moved_to="C",
      markup=MD, style=[CODE, IT, R, AFL, FB]),

    # ------------------------------------------------------------ dubbele optie
    q(DUP, "regex-plus-kwantor",
      "Wat betekent de kwantor `+` in een reguliere expressie?",
      ["Eén of meer keer het voorgaande element",
       "Nul of meer keer het voorgaande element",
       "Nul of één keer het voorgaande element",
       "Nul of één  keer het voorgaande element"],
      "A",
      "`+` eist minstens één voorkomen: `a+` matcht `a`, `aa` en `aaa`, maar niet de lege tekst.",
      dup=("C", "D"),
      markup=MD, style=[CODE, IT]),
]

RELATED = [
    ["regex-caret-anker", "regex-ontkende-tekenklasse", "regex-alternatie-voorrang", "regex-hoofdletters-niet"],
    ["regex-drie-cijfers-eerste-match", "regex-lui-kwantor", "regex-aantal-matches-a-plus", "regex-binaire-teksten-tellen"],
    ["regex-woordgrens-kat", "regex-witruimte-klasse", "regex-woordteken-niet"],
    ["regex-terugverwijzing-dubbel-woord", "regex-niet-vangende-groep", "regex-lookahead-bedrag"],
    ["regex-optioneel-s-https", "regex-punt-escapen", "regex-postcode-nederland"],
    ["regex-vlag-hoofdletterongevoelig", "regex-python-match-vs-search", "regex-catastrofale-backtracking"],
]
