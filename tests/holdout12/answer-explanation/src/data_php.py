from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "php"
TITLE = "PHP"
DESCRIPTION = "Programmeren in PHP 8: typen en vergelijkingen, strings en arrays, functies en klassen, veilig omgaan met invoer, sessies en Composer."

QUESTIONS = [
    q(NONE, "vergelijking-nul-met-string",
      "Wat is in PHP 8 de uitvoer van `var_dump(0 == \"a\");`?",
      ["`bool(true)`", "`bool(false)`", "Een `TypeError`"],
      """
Sinds PHP 8.0 wordt een getal met een niet-numerieke string vergeleken door het getal naar een string om te zetten; `"0" == "a"` is onwaar, dus `bool(false)`. In PHP 7 werd `"a"` nog naar het getal 0 omgezet en was de uitkomst `bool(true)`, een beruchte valkuil. Een losse vergelijking met `==` gooit nooit een `TypeError`. Zie de RFC [Saner string to number comparisons](https://wiki.php.net/rfc/string_to_number_comparison).""",
      "B", markup="markdown", related=["identiek-operator"]),

    q(NONE, "identiek-operator",
      "Wanneer geeft `$a === $b` in PHP `true`?",
      ["Als `$a` en `$b` na typeconversie dezelfde waarde hebben",
       "Als `$a` en `$b` dezelfde waarde én hetzelfde type hebben",
       "Als `$a` en `$b` naar hetzelfde geheugenadres verwijzen"],
      "`===` is de identiteitsoperator: geen typeconversie, dus `1 === \"1\"` is `false`, terwijl `1 == \"1\"` `true` is.",
      "B", markup="markdown", related=["vergelijking-nul-met-string", "match-expressie"]),

    q(NONE, "null-coalescing",
      "Wat staat er in `$naam` na `$naam = $_GET['naam'] ?? 'gast';` als de URL geen parameter `naam` bevat?",
      ["`null`", "`'gast'`", "Een lege string", "Er treedt een waarschuwing op en `$naam` blijft ongedefinieerd"],
      """
De null-coalescingoperator `??` geeft de linkerkant terug als die bestaat en niet `null` is, en anders de rechterkant. Omdat `$_GET['naam']` niet bestaat, krijgt `$naam` de waarde `'gast'`. De operator gedraagt zich als `isset()`: een ontbrekende sleutel levert geen waarschuwing op, anders dan bij een gewone toegang tot `$_GET['naam']`. Een lege string of `null` zou je alleen krijgen als de parameter wel aanwezig was, respectievelijk als er geen standaardwaarde was opgegeven. Sinds PHP 7.4 bestaat ook de verkorte toewijzing `$naam ??= 'gast';`.""",
      "B", markup="markdown"),

    q(NONE, "count-geneste-array",
      "Wat geeft `count([1, 2, [3, 4]])` terug?",
      ["`2`", "`3`", "`4`"],
      "`count()` telt standaard alleen de elementen op het bovenste niveau: 1, 2 en de geneste array. Met `COUNT_RECURSIVE` als tweede argument zou het 5 zijn. Zie [count() in de handleiding](https://www.php.net/manual/en/function.count.php).",
      "B", markup="markdown"),

    q(NONE, "strlen-utf8",
      "Een PHP-bestand is in UTF-8 opgeslagen. Wat geeft `strlen(\"café\")`?",
      ["`4`", "`5`", "`8`"],
      """
`strlen()` telt bytes, geen tekens. In UTF-8 kost de `é` twee bytes en de andere drie letters elk één, samen vijf. Wie het aantal tekens wil, gebruikt `mb_strlen("café")`, dat 4 geeft.""",
      "B", markup="markdown"),

    q(NONE, "geen-php-commentaar",
      "Welke van de volgende is GEEN geldige manier om in PHP-code commentaar te schrijven?",
      ["`// commentaar`", "`# commentaar`", "`/* commentaar */`", "`<!-- commentaar -->`"],
      "`<!-- -->` is HTML-commentaar; binnen een PHP-blok geeft het een syntaxfout. PHP kent `//` en `#` voor één regel en `/* */` voor meerdere regels.",
      "D", markup="markdown"),

    q(NONE, "sql-injectie-pdo",
      "Wat is met PDO de beste verdediging tegen SQL-injectie?",
      ["De invoer door `addslashes()` halen",
       "De invoer door `htmlspecialchars()` halen",
       "Prepared statements met gebonden parameters gebruiken"],
      """
Met een prepared statement stuur je de query met plaatshouders (`?` of `:naam`) en de waarden los van elkaar naar de database; de waarden kunnen de structuur van de query dus nooit veranderen. `addslashes()` houdt geen rekening met de tekenset en de syntaxis van de database en is daardoor te omzeilen. `htmlspecialchars()` is bedoeld tegen XSS bij het tonen van gegevens in HTML en beschermt niet tegen SQL-injectie. Zet daarnaast `PDO::ATTR_EMULATE_PREPARES` op `false`, zodat de database zelf de scheiding tussen query en waarden uitvoert.""",
      "C", markup="markdown", related=["doel-htmlspecialchars"]),

    q(NONE, "doel-htmlspecialchars",
      "Waarvoor gebruik je `htmlspecialchars()`?",
      ["Om tekens als `<`, `>`, `&` en aanhalingstekens om te zetten in HTML-entiteiten, zodat gebruikersinvoer veilig in een pagina kan worden getoond",
       "Om HTML-tags uit een string te verwijderen",
       "Om een string te versleutelen voordat hij in de database gaat"],
      "Door speciale tekens te escapen wordt `<script>` als tekst getoond in plaats van uitgevoerd; zo voorkom je XSS. Tags verwijderen doet `strip_tags()`.",
      "A", markup="markdown", related=["sql-injectie-pdo"]),

    q(NONE, "wachtwoord-opslaan",
      "Met welke functie sla je in PHP een wachtwoord veilig op in de database?",
      ["`md5()`", "`password_hash()`", "`base64_encode()`"],
      "`password_hash()` gebruikt een trage, gezouten hashfunctie (standaard bcrypt); controleren doe je met `password_verify()`. MD5 is veel te snel en zonder zout, en Base64 is een codering, geen hash.",
      "B", markup="markdown"),

    q(NONE, "match-expressie",
      "Welke bewering over de `match`-expressie in PHP 8 is juist?",
      ["`match` vergelijkt met `==`, net als `switch`",
       "`match` vergelijkt strikt (`===`), levert een waarde op en gooit een `UnhandledMatchError` als geen enkele tak past",
       "`match` valt net als `switch` door naar de volgende tak als je `break` weglaat"],
      """
`match` is een expressie: het resultaat kun je direct toekennen, bijvoorbeeld `$tekst = match($code) { 200 => 'OK', 404 => 'Niet gevonden' };`. De vergelijking is strikt, er is geen doorvallen en dus geen `break`, en als geen tak past en er geen `default` is, volgt een `UnhandledMatchError`. `switch` vergelijkt daarentegen los met `==` en valt wel door. Meerdere waarden in één tak scheid je met komma's, zoals `301, 308 => 'Verhuisd'`. Zie [match in de handleiding](https://www.php.net/manual/en/control-structures.match.php).""",
      "B", markup="markdown", related=["identiek-operator"]),

    q(NONE, "modulo-17-5",
      "Wat is de uitvoer van `echo 17 % 5;`?",
      ["`2`", "`3`", "`3.4`"],
      "`%` geeft de rest van de deling: 17 = 3 × 5 + 2.",
      "A", markup="markdown"),

    q(NONE, "string-samenvoegen",
      "Met welke operator voeg je in PHP twee strings samen?",
      ["`+`", "`.`", "`&`"],
      "In PHP is de punt de concatenatieoperator, bijvoorbeeld `'Hallo ' . $naam`; `+` is altijd een rekenkundige optelling.",
      "B", markup="markdown"),

    q(NONE, "wat-is-composer",
      "Wat is Composer?",
      ["Een dependency manager die de pakketten van een PHP-project installeert en een autoloader genereert",
       "Een PHP-extensie voor het samenstellen van HTML-sjablonen",
       "De ingebouwde webserver van PHP"],
      "Composer leest `composer.json`, haalt de benodigde pakketten (meestal van Packagist) op, legt de versies vast in `composer.lock` en maakt `vendor/autoload.php` aan. De ingebouwde webserver start je met `php -S`.",
      "A", markup="markdown", related=["psr-4-autoloading"]),

    q(NONE, "psr-4-autoloading",
      "Wat legt de standaard PSR-4 vast?",
      ["Een codeerstijl voor inspringing en accolades",
       "Hoe namespaces en klassenamen worden vertaald naar mappen en bestanden, zodat klassen automatisch kunnen worden geladen",
       "Een interface voor het loggen van berichten"],
      """
PSR-4 is de autoloadingstandaard van de PHP-FIG: een namespaceprefix, zoals `App\\`, wordt gekoppeld aan een basismap, zoals `src/`, en de rest van de volledige klassenaam volgt de mappenstructuur, zodat `App\\Model\\Klant` in `src/Model/Klant.php` staat. De codeerstijl is vastgelegd in PSR-12 en de loginterface in PSR-3. Zie [PSR-4](https://www.php-fig.org/psr/psr-4/).""",
      "B", markup="markdown", related=["wat-is-composer"]),

    q(NONE, "self-versus-static",
      "Wat is het verschil tussen `self::maak()` en `static::maak()` in een methode van een basisklasse?",
      ["Er is geen verschil; beide verwijzen altijd naar de klasse waarin de code staat",
       "`self::` verwijst naar de klasse waarin de code staat, `static::` naar de klasse waarop de methode werkelijk is aangeroepen (late static binding)",
       "`static::` kan alleen statische eigenschappen gebruiken, `self::` alleen methoden"],
      "Met `static::` wordt pas tijdens het uitvoeren bepaald welke klasse bedoeld is; roep je de methode via een subklasse aan, dan wordt de versie van die subklasse gebruikt. `self::` ligt vast op de klasse waarin het staat. Zie [late static bindings](https://www.php.net/manual/en/language.oop5.late-static-bindings.php).",
      "B", markup="markdown"),

    q(NONE, "include-versus-require",
      "Wat gebeurt er als het bestand dat je met `require` laadt niet bestaat, vergeleken met `include`?",
      ["`require` geeft een fatale fout en stopt het script; `include` geeft een waarschuwing en het script gaat verder",
       "`include` geeft een fatale fout; `require` geeft alleen een waarschuwing",
       "Beide geven alleen een waarschuwing"],
      "Dat is het enige verschil tussen de twee: gebruik `require` voor bestanden zonder welke het script niet kan werken.",
      "A", markup="markdown"),

    q(NONE, "strict-types",
      "Wat doet `declare(strict_types=1);` bovenaan een bestand?",
      ["Het maakt alle variabelen in het bestand onveranderlijk",
       "Het zorgt ervoor dat scalaire typedeclaraties bij functieaanroepen vanuit dat bestand strikt worden gecontroleerd, zonder automatische conversie",
       "Het verplicht een typedeclaratie bij elke variabele"],
      """
Zonder `strict_types` zet PHP bijvoorbeeld de string `"5"` stilzwijgend om als een functie een `int` verwacht. Met `strict_types=1` levert dat een `TypeError` op. De instelling geldt per bestand, voor aanroepen die vanuit dat bestand worden gedaan (en voor returnwaarden van functies die erin staan). Variabelen worden er niet onveranderlijk van, en PHP kent geen verplichte typedeclaratie voor gewone variabelen.""",
      "B", markup="markdown"),

    q(NONE, "superglobal-post",
      "In welke superglobal komen de velden van een formulier met `method=\"post\"` terecht?",
      ["`$_GET`", "`$_POST`", "`$_SERVER`"],
      "Velden uit de body van een POST-verzoek met een formulier staan in `$_POST`; `$_GET` bevat de parameters uit de querystring.",
      "B", markup="markdown"),

    q(NONE, "array-map-verdubbelen",
      "Wat is het resultaat van `array_map(fn($x) => $x * 2, [1, 2, 3])`?",
      ["`[2, 4, 6]`", "`[1, 2, 3, 1, 2, 3]`", "`12`"],
      "`array_map()` past de functie toe op elk element en geeft een nieuwe array met de resultaten terug.",
      "A", markup="markdown"),

    q(NONE, "session-start-volgorde",
      "Waarom moet `session_start()` worden aangeroepen voordat er uitvoer naar de browser is gestuurd?",
      ["Omdat de sessie anders automatisch verloopt",
       "Omdat de functie HTTP-headers kan versturen, zoals de sessiecookie, en headers vóór de body moeten komen",
       "Omdat `echo` niet werkt zolang er geen sessie is"],
      "Zodra er uitvoer is verstuurd, zijn de headers al weg en volgt de waarschuwing 'headers already sent'; de `Set-Cookie`-header voor het sessie-id kan dan niet meer mee.",
      "B", markup="markdown"),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "array-filter-zonder-callback",
      "Wat doet `array_filter($rij)` als je geen callback meegeeft?",
      ["Het geeft een kopie van `$rij` terug zonder wijzigingen",
       "Het verwijdert alle elementen die als `false` gelden, zoals `0`, `''`, `null` en `'0'`, en behoudt de sleutels",
       "Het verwijdert dubbele waarden en nummert de sleutels opnieuw"],
      """
Zonder callback houdt `array_filter()` alleen de elementen over die bij omzetting naar boolean `true` opleveren; `0`, `''`, `'0'`, `null`, `false` en lege arrays vallen weg. De oorspronkelijke sleutels blijven staan, dus wie een doorlopende lijst wil, roept daarna `array_values()` aan. Dubbele waarden verwijderen is het werk van `array_unique()`.""",
      "B", moved_to="C", markup="markdown"),

    q(SUPPORTS_DISTRACTOR, "numerieke-string-optellen",
      "Wat is de uitvoer van `var_dump(\"10\" + 5);`?",
      ["`int(15)`", "`string(3) \"105\"`", "`int(105)`"],
      "De `+` is in PHP altijd een rekenkundige optelling; de numerieke string `\"10\"` wordt omgezet naar het getal 10, zodat de uitkomst het geheel getal 15 is. Samenvoegen tot `\"105\"` doe je met de punt.",
      "A", moved_to="B", markup="markdown"),

    q(SUPPORTS_DISTRACTOR, "isset-bij-null-voorbeeld",
      "Wat geeft `isset($x)` terug na `$x = null;`?",
      ["`true`", "`false`", "Een waarschuwing 'undefined variable'"],
      "`isset()` controleert of een variabele bestaat én niet `null` is. Een variabele met de waarde `null` telt dus als niet gezet, en omdat `isset()` een taalconstructie is, volgt er geen waarschuwing.",
      "B", moved_to="A", markup="markdown", related=["null-coalescing"]),

    # --- gebrekkig: answer/duplicate-option ---
    q(DUPLICATE_OPTION, "aantal-elementen-array",
      "Welke functie geeft het aantal elementen in een array?",
      ["`array_sum()`", "`count()`", "`strlen()`", "`array_sum()`."],
      "`count()` telt de elementen; `array_sum()` telt de waarden bij elkaar op, en `strlen()` geeft de lengte van een string in bytes.",
      "B", dup=("A", "D"), markup="markdown"),
]
