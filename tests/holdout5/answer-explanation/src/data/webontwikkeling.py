from lib import Q, topic

T = "webontwikkeling"
topic(T, "Webontwikkeling", "HTML, CSS, JavaScript, HTTP en API's: de basis van websites en webapplicaties.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("html-afkorting",
  "Waar staat de afkorting HTML voor?",
  ["Hyperlink and Text Management Language", "*HyperText Markup Language", "HighText Machine Language"],
  "HTML staat voor HyperText Markup Language.",
  s="q one it")

q("inline-element-html",
  "Welk HTML-element is standaard een inline-element?",
  ["<div>", "<p>", "*<span>", "<section>"],
  """
Een inline-element neemt alleen de ruimte in die zijn inhoud nodig heeft en begint niet op een nieuwe regel; <span> is daar het typische voorbeeld van, bijvoorbeeld om één woord een andere kleur te geven. <div>, <p> en <section> zijn blokelementen: ze beginnen op een nieuwe regel en nemen de volle breedte in.""",
  s="gen all near it", rel=["css-box-model-breedte"])

q("strikte-gelijkheid-javascript",
  "Welke JavaScript-operator vergelijkt waarde én type, zonder typeconversie?",
  ["`==`", "*`===`", "`=`", "`!=`"],
  """
Met `==` zet JavaScript de waarden eerst om naar hetzelfde type; met `===` gebeurt dat niet:

```js
0 == "0"    // true  (de string wordt een getal)
0 === "0"   // false (number en string)
```

`=` is een toewijzing en `!=` de losse ongelijkheid, de tegenhanger van `==`.""",
  s="md near all it", md=True)

q("http-404",
  "Welke HTTP-statuscode betekent dat de gevraagde resource niet gevonden is?",
  ["200", "301", "*404", "500"],
  """
404 Not Found: de server begrijpt het verzoek, maar de resource op die URL bestaat niet. 200 betekent juist dat alles goed ging (OK), 301 is een permanente redirect naar een nieuwe URL, en 500 wijst op een fout aan de kant van de server zelf.""",
  s="kf all it", rel=["rest-nieuwe-resource"])

q("rest-nieuwe-resource",
  "Welke HTTP-methode gebruik je in een REST API normaal gesproken om een nieuwe resource in een collectie aan te maken?",
  ["GET", "*POST", "DELETE", "HEAD"],
  """
Met POST naar bijvoorbeeld /api/boeken stuur je de gegevens van een nieuw boek mee; de server maakt het aan en antwoordt vaak met 201 Created. GET en HEAD lezen alleen, DELETE verwijdert.""",
  s="kf q it", rel=["http-404"])

q("css-specificiteit",
  "Welke CSS-selector heeft de hoogste specificiteit?",
  [".menu", "*#menu", "nav"],
  """
B wint: een ID-selector (#menu) weegt zwaarder dan een class-selector (.menu), en die weer zwaarder dan een elementselector (nav). Staat dezelfde eigenschap in alle drie de regels, dan geldt dus de waarde uit de #menu-regel.""",
  s="let all it near", fix=True)

q("css-box-model-breedte",
  "Een element heeft width: 200px, padding: 10px en border: 2px solid, met box-sizing: content-box. Hoe breed is het element op het scherm, zonder margin?",
  ["200px", "212px", "220px", "*224px"],
  """
Bij content-box geldt de width alleen voor de inhoud. Padding en border komen er aan beide kanten bij:

200 + 2 × 10 + 2 × 2 = 224 pixels.

Met box-sizing: border-box zou het element precies 200px breed zijn.""",
  s="cal it")

q("geldige-json",
  "Welke van deze teksten is geldige JSON?",
  ["{'naam': 'Sara', 'leeftijd': 17}", "*{\"naam\": \"Sara\", \"leeftijd\": 17}", "{naam: \"Sara\", leeftijd: 17}"],
  """
In JSON moeten sleutels en strings tussen dubbele aanhalingstekens staan. Enkele aanhalingstekens en sleutels zonder aanhalingstekens zijn wel toegestaan in een JavaScript-object, maar niet in JSON; JSON.parse() geeft daar een SyntaxError.""",
  s="near gen it")

q("wat-is-de-dom",
  "Wat is de DOM?",
  ["Een database waarin een website haar gebruikers opslaat",
   "*Een boomstructuur van objecten die de browser van een HTML-document maakt en die je met JavaScript kunt aanpassen",
   "Een CSS-framework voor het bouwen van responsive layouts"],
  """
Het Document Object Model is de voorstelling van de pagina in het geheugen van de browser. Elk element, attribuut en stukje tekst is een knoop (node). Met bijvoorbeeld document.querySelector() zoek je een knoop op en met textContent of classList verander je hem; de browser toont het resultaat direct.""",
  s="gen par it")

q("https-klopt-niet",
  "Welke uitspraak over HTTPS klopt NIET?",
  ["HTTPS versleutelt het verkeer met TLS.",
   "De standaardpoort voor HTTPS is 443.",
   "*Bij HTTPS kan iedereen onderweg de inhoud van de pagina gewoon meelezen.",
   "Het certificaat laat zien dat de server echt bij het domein hoort."],
  """
Het hele punt van HTTPS is dat meelezen onderweg niet kan: het verkeer tussen browser en server wordt versleuteld met TLS. Dat gebeurt standaard via poort 443, en het certificaat van een certificaatautoriteit bevestigt dat je echt met de server van dat domein praat. Drie uitspraken zijn dus juist; alleen de bewering over meelezen is onjuist.""",
  s="gen it")

q("media-query-doel",
  "Waarvoor gebruik je een media query in CSS?",
  ["Om gegevens van een server op te halen",
   "*Om stijlregels alleen toe te passen bij bepaalde eigenschappen van het apparaat, zoals de schermbreedte",
   "Om video's automatisch af te spelen"],
  """
Met bijvoorbeeld @media (max-width: 600px) { ... } gelden de regels alleen op smalle schermen. Zo maak je een layout responsive.""",
  s="par it")

q("localstorage-uitspraak",
  "Welke uitspraak over localStorage in de browser is juist?",
  ["Gegevens in localStorage worden gewist zodra het tabblad wordt gesloten.",
   "*Gegevens in localStorage blijven bewaard nadat de browser is gesloten.",
   "Gegevens in localStorage worden bij elk HTTP-verzoek naar de server meegestuurd."],
  """
localStorage bewaart sleutel-waardeparen per origin zonder vervaldatum, dus ook na het afsluiten van de browser. Gewist worden bij het sluiten van het tabblad is het gedrag van sessionStorage. Meegestuurd worden met elk verzoek hoort bij cookies.""",
  s="stmt all it")

q("fetch-geeft-terug",
  "Wat geeft de functie fetch() in JavaScript direct terug?",
  ["*Een Promise", "De JSON-gegevens zelf", "Een string met de HTML van de pagina"],
  """
fetch() is asynchroon. Je krijgt meteen een Promise, die later wordt vervuld met een Response-object; daarvan haal je met await response.json() de gegevens.""",
  s="kf it")

q("alt-attribuut",
  "Waarvoor dient het alt-attribuut van een <img>-element?",
  ["Het geeft de bestandsnaam van de afbeelding",
   "*Het geeft een tekstalternatief voor wie de afbeelding niet kan zien, bijvoorbeeld gebruikers van een schermlezer",
   "Het bepaalt hoe breed de afbeelding wordt getoond"],
  """
Een schermlezer leest de alt-tekst voor, en de browser toont hem als de afbeelding niet laadt. Goede alt-teksten zijn daarom belangrijk voor toegankelijkheid (WCAG). De bestandsnaam staat in src, de breedte regel je met width of CSS.""",
  s="gen it")

q("flexbox-container",
  "Welke CSS-declaratie zet je op een container om flexbox te gebruiken?",
  ["position: flex;", "*display: flex;", "float: flex;"],
  "display: flex; maakt van het element een flexcontainer.",
  s="q one near it")

q("rem-naar-pixels",
  "De font-size van het root-element is 16px. Hoeveel pixels is 1.5rem?",
  ["1.5px", "16px", "*24px"],
  """
rem is relatief aan de lettergrootte van het root-element (html). 1.5 × 16px = 24px.""",
  s="cal it")

q("cors-betekenis",
  "Wat regelt CORS (Cross-Origin Resource Sharing)?",
  ["Hoe een server afbeeldingen comprimeert",
   "*Of JavaScript op een pagina van het ene origin een antwoord van een ander origin mag lezen",
   "Hoe lang een browser bestanden in de cache bewaart"],
  """
Browsers hanteren de same-origin policy. Met headers zoals Access-Control-Allow-Origin geeft een API aan welke andere origins haar antwoorden toch mogen uitlezen.""",
  s="gen par it")

# --- gebrekkig ---
q("hoofdkop-element",
  "Welk HTML-element gebruik je voor de belangrijkste kop van een pagina?",
  ["*<h1>", "<head>", "<header>"],
  """
<h1> is de kop van het hoogste niveau en hoort de hoofdinhoud van de pagina te benoemen. <head> bevat metadata zoals de titel en links naar stylesheets en wordt niet als inhoud getoond; <header> is een container voor het inleidende deel van een pagina of sectie.""",
  s="kf all it", sd=1)

q("http-500",
  "Welke HTTP-statuscode hoort bij een interne serverfout?",
  ["404", "*500", "403"],
  """
Codes in de **5xx**-reeks betekenen dat er iets misging op de server:

- `500 Internal Server Error` is de algemene serverfout.

De 4xx-codes (zoals 403 en 404) gaan over fouten in het verzoek van de client.""",
  s="md it", md=True, sd=2)

q("css-tekstkleur",
  "Met welke CSS-eigenschap verander je de kleur van de tekst?",
  ["*color", "background-color", "font-color", "Background-color"],
  """
De tekstkleur stel je in met color, bijvoorbeeld color: #333;. background-color kleurt de achtergrond, en font-color bestaat in CSS niet.""",
  s="kf it", dup=(1, 3))
