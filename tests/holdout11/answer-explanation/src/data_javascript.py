from common import q, NONE, MOVED, DUP

TOPIC = "javascript"
TITLE = "JavaScript"
DESCRIPTION = "De taal van de browser: typen, scope, de event loop, asynchroon programmeren en het ecosysteem rond Node.js."

QUESTIONS = [
    q(NONE, "js-typeof-null",
      "Wat levert de expressie `typeof null` op in JavaScript?",
      ['"object"', '"null"', '"undefined"', '"number"'], 0,
      """
`typeof null` geeft `"object"`. Dat is een historische fout uit de eerste versie van de taal die nooit is hersteld, omdat bestaande websites erop rekenen. `null` is wel degelijk een primitieve waarde. Wie op `null` wil testen, schrijft daarom `waarde === null`.

Zie ook [typeof op MDN](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/typeof).""",
      markup="markdown", tags=["typen"], related=["js-geen-primitief-type"], feedback={1: "Logisch gedacht, maar typeof geeft voor null om historische redenen \"object\"."}),

    q(NONE, "js-const-block-scope",
      "Met welk sleutelwoord declareer je een variabele die block scope heeft en na de declaratie niet opnieuw kan worden toegewezen?",
      ["const", "let", "var", "function"], 0,
      """
`const` geeft block scope en verbiedt een nieuwe toewijzing. `let` heeft ook block scope, maar daar mag je de variabele later wel een andere waarde geven. `var` is niet aan het blok gebonden maar aan de omliggende functie, en `function` declareert een functie, geen gewone variabele.""",
      markup="markdown"),

    q(NONE, "js-losse-en-strikte-gelijkheid",
      'Wat is de uitkomst van respectievelijk `0 == "0"` en `0 === "0"`?',
      ["true en false", "false en true", "true en true", "false en false"], 0,
      """
Bij `==` zet JavaScript de string `"0"` eerst om naar het getal 0, zodat de vergelijking `true` oplevert. `===` vergelijkt zonder omzetting; een getal en een string zijn van verschillend type, dus het resultaat is `false`.""",
      markup="markdown", tags=["typen", "vergelijken"]),

    q(NONE, "js-array-length-gat",
      "Na `const a = [1, 2, 3]; a[9] = 10;` vraag je `a.length` op. Welke waarde krijg je?",
      ["3", "4", "9", "10"], 3,
      """
`length` is altijd één meer dan de hoogste index. Door op index 9 te schrijven wordt de lengte 10; de plaatsen 3 tot en met 8 zijn lege 'gaten' in de array.""",
      markup="markdown", order="num"),

    q(NONE, "js-json-afkorting",
      "Waar staat de afkorting JSON voor?",
      ["JavaScript Object Notation", "Java Serialized Object Network",
       "JavaScript Online Namespace", "Joined String Object Notation"], 0,
      "JSON betekent JavaScript Object Notation: een tekstformaat dat is afgeleid van de letterlijke objectnotatie van JavaScript.",
      tags=["afkortingen"]),

    q(NONE, "js-dom-betekenis",
      "Wat is het DOM waarmee een script in de browser werkt?",
      ["Het Document Object Model: een boomstructuur van de pagina die scripts kunnen lezen en wijzigen",
       "Een database in de browser waarin websites gegevens permanent opslaan",
       "Een opmaaktaal die de kleuren en lettertypen van een pagina bepaalt",
       "Een servermodule die HTML-pagina's genereert voordat ze naar de browser gaan"], 0,
      """
DOM staat voor Document Object Model. De browser zet de HTML om in een boom van knooppunten, en via `document.querySelector()` en verwante functies kan een script die boom lezen en aanpassen.

De andere opties beschrijven iets anders: opslag in de browser gaat via onder meer `localStorage` en IndexedDB, opmaak is het terrein van CSS, en pagina's op de server genereren is geen taak van het DOM.""",
      markup="markdown", tags=["browser", "afkortingen"]),

    q(NONE, "js-event-loop-settimeout",
      """
Wat verschijnt er in de console, en in welke volgorde?

```js
console.log("A");
setTimeout(() => console.log("B"), 0);
console.log("C");
```""",
      ["A, C, B", "A, B, C", "B, A, C"], 0,
      """
Ook met een vertraging van 0 ms plaatst `setTimeout` de callback in de takenwachtrij. De event loop voert die pas uit als de lopende code helemaal klaar is. Eerst verschijnen dus A en C, daarna B.""",
      markup="markdown", tags=["event-loop"], related=["js-microtaak-volgorde"]),

    q(NONE, "js-microtaak-volgorde",
      """
Welke uitvoer geeft deze code?

```js
setTimeout(() => console.log("2"), 0);
Promise.resolve().then(() => console.log("1"));
console.log("3");
```""",
      ["3, 1, 2", "3, 2, 1", "1, 3, 2", "2, 1, 3"], 0,
      """
Eerst draait alle synchrone code, dus "3" komt als eerste. Daarna leegt de event loop de wachtrij met microtaken, waar de callback van `.then()` in staat: "1". Pas daarna volgt de volgende gewone taak, de callback van `setTimeout`: "2".

De volgorde waarin `setTimeout` en `.then()` in de code staan maakt dus niet uit; microtaken gaan altijd vóór de volgende taak.""",
      markup="markdown", tags=["event-loop", "promises"], related=["js-event-loop-settimeout", "js-async-functie-retour"]),

    q(NONE, "js-nan-eigenschappen",
      "Welke uitspraak over `NaN` in JavaScript is juist?",
      ["`NaN === NaN` levert `false` op; met `Number.isNaN()` test je er betrouwbaar op",
       "`NaN === NaN` levert `true` op, zoals bij elke andere waarde",
       '`typeof NaN` levert `"NaN"` op',
       "`NaN` ontstaat alleen bij delen door nul"], 0,
      """
`NaN` is de enige waarde die niet gelijk is aan zichzelf; daarom gebruik je `Number.isNaN()`. Het type is gewoon `"number"`. Delen door nul geeft bovendien meestal `Infinity`; alleen `0 / 0` levert `NaN` op, net als bijvoorbeeld `Number("abc")`.""",
      markup="markdown", tags=["typen"]),

    q(NONE, "js-geen-primitief-type",
      "Welke van de volgende is GEEN primitief type in JavaScript?",
      ["Array", "symbol", "bigint", "undefined"], 0,
      """
Een array is een object (`typeof [] === "object"`), geen primitieve waarde. De drie andere zijn wel primitief: `symbol` bestaat sinds ES2015, `bigint` sinds ES2020 en `undefined` is er al sinds het begin. Samen met string, number, boolean en null zijn er zeven primitieve typen.""",
      markup="markdown", tags=["typen"], related=["js-typeof-null"]),

    q(NONE, "js-ecma-standaard",
      "Welke organisatie beheert de standaard ECMAScript, waarop JavaScript is gebaseerd?",
      ["Ecma International", "W3C", "IETF", "Mozilla Foundation"], 0,
      """
ECMAScript wordt beheerd door Ecma International; de commissie TC39 werkt de taal elk jaar bij. Het W3C schrijft standaarden voor het web zoals CSS, de IETF standaardiseert internetprotocollen zoals HTTP, en Mozilla bouwt een browser met een eigen JavaScript-engine maar beheert de taal niet.""",
      tags=["geschiedenis"]),

    q(NONE, "js-es2015-nieuw",
      "In welke editie van ECMAScript zijn `let`, `const`, pijlfuncties en `class` ingevoerd?",
      ["ES3 (1999)", "ES5 (2009)", "ES2015 (ES6)", "ES2020"], 2,
      "ES2015, ook bekend als ES6, was de grote vernieuwing die onder meer `let`, `const`, pijlfuncties, klassen en modules bracht.",
      markup="markdown", order="fixed", tags=["geschiedenis"]),

    q(NONE, "js-pijlfunctie-this",
      "Welke uitspraak over `this` binnen een pijlfunctie (arrow function) is juist?",
      ["Een pijlfunctie heeft geen eigen `this`, maar gebruikt de `this` van de omliggende code",
       "`this` verwijst in een pijlfunctie altijd naar het globale object",
       "`this` verwijst in een pijlfunctie naar de functie zelf",
       "Met `call()` of `bind()` kun je `this` van een pijlfunctie veranderen"], 0,
      """
Pijlfuncties binden `this` lexicaal: ze nemen de waarde over van de plek waar ze gedefinieerd zijn. Daarom werken ze prettig als callback binnen een methode.

- Het globale object krijg je alleen als de omliggende code zelf op het hoogste niveau staat; het is dus niet 'altijd' zo.
- `this` wijst nooit naar de functie zelf.
- `call()`, `apply()` en `bind()` negeren het `this`-argument bij een pijlfunctie.""",
      markup="markdown", tags=["functies"]),

    q(NONE, "js-plus-en-min-met-string",
      'Wat leveren `"5" + 3` en `"5" - 3` op?',
      ['"53" en 2', '8 en 2', '"53" en "53"', '8 en "2"'], 0,
      """
De operator `+` voegt strings samen zodra een van beide kanten een string is, dus `"5" + 3` wordt `"53"`. Voor `-` bestaat geen stringbetekenis; JavaScript zet `"5"` om naar een getal en rekent 5 − 3 = 2.""",
      markup="markdown", tags=["typen"]),

    q(NONE, "js-hoisting-var",
      """
Wat gebeurt er bij het uitvoeren van deze code?

```js
console.log(x);
var x = 5;
```""",
      ["Er wordt `undefined` gelogd", "Er wordt `5` gelogd",
       "Er treedt een ReferenceError op", "Er wordt `null` gelogd"], 0,
      """
Declaraties met `var` worden 'gehesen' (hoisting): de variabele bestaat al vanaf het begin van de functie, maar de toewijzing van 5 gebeurt pas op de tweede regel. Op het moment van loggen is de waarde daarom `undefined`.

Met `let` of `const` zou je hier wel een ReferenceError krijgen, omdat de variabele vóór de declaratie in de 'temporal dead zone' zit.""",
      markup="markdown", tags=["scope"]),

    q(NONE, "js-filter-map",
      "Wat is het resultaat van `[1, 2, 3, 4].filter(n => n % 2 === 0).map(n => n * 10)`?",
      ["[20, 40]", "[10, 30]", "[2, 4]", "[10, 20, 30, 40]"], 0,
      "`filter` houdt de even getallen over ([2, 4]) en `map` vermenigvuldigt die met tien: [20, 40].",
      markup="markdown", tags=["arrays"]),

    q(NONE, "js-package-json",
      "In welk bestand legt een Node.js-project vast van welke npm-pakketten het afhankelijk is?",
      ["package.json", "index.html", ".npmrc", "Makefile"], 0,
      """
De afhankelijkheden staan in `package.json` onder `dependencies` en `devDependencies`; de exacte geïnstalleerde versies komen in `package-lock.json`. Het bestand `.npmrc` bevat instellingen voor npm zelf, zoals het register, maar geen lijst met pakketten.""",
      markup="markdown", tags=["node", "npm"]),

    q(NONE, "js-async-functie-retour",
      "Welke uitspraak over een functie die met `async` is gedeclareerd, is juist?",
      ["Ze geeft altijd een Promise terug, ook als je er een gewone waarde uit teruggeeft",
       "`await` binnen de functie blokkeert de hele thread tot de Promise klaar is",
       "Ze wordt automatisch in een aparte thread uitgevoerd",
       "`await` mag je ook in elke gewone, niet-async functie gebruiken"], 0,
      """
Een async-functie verpakt haar resultaat altijd in een Promise: `return 5` levert een Promise die met 5 wordt vervuld. `await` pauzeert alleen die ene functie; de event loop gaat intussen gewoon door met ander werk. Er komt geen extra thread aan te pas. `await` mag alleen in async-functies en op het hoogste niveau van een ES-module.""",
      markup="markdown", tags=["promises"], related=["js-microtaak-volgorde"]),

    q(NONE, "js-cors-mechanisme",
      "Een script op `https://a.example` haalt met `fetch()` gegevens op bij `https://api.b.example`. Welk mechanisme bepaalt of de browser het antwoord aan het script doorgeeft?",
      ["CORS", "HSTS", "DNSSEC", "een CSRF-token"], 0,
      """
Dat is CORS (Cross-Origin Resource Sharing): de server van `api.b.example` moet met een header zoals `Access-Control-Allow-Origin` aangeven dat `https://a.example` het antwoord mag lezen. HSTS dwingt HTTPS af, DNSSEC beveiligt DNS-antwoorden en een CSRF-token beschermt formulieren tegen vervalste verzoeken; geen van drieën regelt leestoegang over origins heen.""",
      markup="markdown", tags=["browser", "afkortingen"]),

    q(NONE, "js-strict-mode-toewijzing",
      'In een bestand dat begint met `"use strict";` staat `teller = 1;`, terwijl `teller` nergens is gedeclareerd. Wat gebeurt er?',
      ["Er treedt een ReferenceError op",
       "Er wordt stilzwijgend een globale variabele `teller` aangemaakt",
       "De browser toont alleen een waarschuwing en gaat verder",
       "`teller` krijgt de waarde `undefined`"], 0,
      "In strict mode is toewijzen aan een niet-gedeclareerde variabele een ReferenceError. Alleen zonder strict mode (de 'sloppy mode') ontstaat stilzwijgend een globale variabele.",
      markup="markdown", tags=["scope"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "js-const-object-wijzigen",
      "Wat gebeurt er bij `const obj = { a: 1 }; obj.a = 2;`?",
      ["De eigenschap wordt gewoon gewijzigd: `obj.a` is daarna 2",
       "Er treedt een TypeError op: Assignment to constant variable",
       "De toewijzing wordt genegeerd; `obj.a` blijft 1",
       "Er ontstaat een kopie van `obj` met `a` gelijk aan 2"], 0,
      """
`const` maakt alleen de binding vast: `obj` mag niet naar een ander object gaan wijzen. Het object zelf blijft veranderbaar, dus `obj.a = 2` werkt gewoon. Een TypeError krijg je pas bij `obj = {}`. Wil je het object zelf bevriezen, gebruik dan `Object.freeze(obj)`.""",
      moved_to=1, markup="markdown", related=["js-const-block-scope"]),

    q(MOVED, "js-parseint-tekst-erachter",
      'Wat levert `parseInt("08abc")` op in een moderne browser?',
      ["0", "8", "80", "NaN"], 1,
      """
`parseInt` leest cijfers vanaf het begin van de string en stopt bij het eerste teken dat geen cijfer is. De voorloopnul wordt sinds ES5 niet meer als octaal opgevat, dus de uitkomst is 8. `NaN` krijg je alleen als de string niet met een cijfer begint, zoals bij `parseInt("abc8")`.""",
      moved_to=3, markup="markdown", order="fixed"),

    q(MOVED, "js-lege-arrays-vergelijken",
      "Wat is de uitkomst van `[] === []`?",
      ["false", "true", "Er treedt een TypeError op"], 0,
      """
Elke `[]` maakt een nieuw array-object. Bij objecten vergelijkt `===` de verwijzing, niet de inhoud; twee verschillende objecten zijn dus nooit gelijk, ook al zijn ze allebei leeg. De uitkomst is `false`, zonder fout.""",
      moved_to=1, markup="markdown"),

    # ---- gebrekkig: dubbele optie ----
    q(DUP, "js-bundler-taak",
      "Wat is de belangrijkste taak van een bundler zoals webpack of esbuild?",
      ["Broncode en afhankelijkheden samenvoegen tot een paar bestanden die de browser efficiënt kan laden",
       "JavaScript-code uitvoeren op de server",
       "JavaScript-code uitvoeren op de server.",
       "De pagina op het scherm tekenen"], 0,
      """
Een bundler volgt alle `import`-verwijzingen vanaf een startbestand en voegt de modules samen tot één of enkele bundels, vaak verkleind en met ongebruikte code verwijderd. Code uitvoeren op de server doet Node.js, en tekenen op het scherm is het werk van de rendering-engine van de browser.""",
      dup=(1, 2), markup="markdown", tags=["tooling"]),
]
