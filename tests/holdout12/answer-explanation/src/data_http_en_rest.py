from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "http-en-rest"
TITLE = "HTTP en REST-API's"
DESCRIPTION = "Het HTTP-protocol en het ontwerp van REST-API's: methoden, statuscodes, headers, caching, authenticatie en CORS."

QUESTIONS = [
    q(NONE, "statuscode-404",
      "Wat betekent de HTTP-statuscode 404?",
      ["De server heeft een interne fout", "De gevraagde resource is niet gevonden", "De client moet eerst inloggen"],
      "404 Not Found: de server kent geen resource onder deze URL. Een interne fout is 500 en ontbrekende authenticatie is 401.",
      "B", related=["statuscode-201"]),

    q(NONE, "statuscode-201",
      "Een client maakt met `POST /klanten` een nieuwe klant aan en de server slaagt daarin. Welke response is volgens de HTTP-semantiek het meest passend?",
      ["`200 OK` zonder verdere headers",
       "`201 Created` met een `Location`-header die naar de nieuwe klant wijst",
       "`202 Accepted` met een lege body",
       "`204 No Content` met een `Location`-header"],
      """
`201 Created` meldt dat er een nieuwe resource is aangemaakt, en de `Location`-header vertelt de client waar die te vinden is, bijvoorbeeld `/klanten/42`. `200 OK` is niet fout, maar zegt niets over een nieuwe resource. `202 Accepted` betekent dat het verzoek is aangenomen maar nog niet verwerkt, wat past bij asynchrone taken en niet bij een klant die al bestaat. `204 No Content` geeft aan dat er geen body volgt, en zegt evenmin dat er iets nieuws is aangemaakt. Zie [201 Created op MDN](https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/201).""",
      "B", markup="markdown", related=["statuscode-404", "statuscode-204"]),

    q(NONE, "niet-idempotente-methode",
      "Welke HTTP-methode is NIET idempotent?",
      ["`GET`", "`PUT`", "`DELETE`", "`POST`"],
      """
Een methode is idempotent als het meerdere keren uitvoeren van hetzelfde verzoek hetzelfde effect op de server heeft als één keer. `GET` leest alleen. `PUT` zet de resource op een bepaalde toestand; nog een keer dezelfde `PUT` verandert niets meer. Na een `DELETE` is de resource weg, en een tweede `DELETE` laat dat zo (ook al kan de statuscode dan `404` zijn). Twee keer dezelfde `POST /bestellingen` kan daarentegen twee bestellingen opleveren; daarom is `POST` niet idempotent. Een client mag een mislukt idempotent verzoek daarom veilig herhalen; voor `POST` gebruiken sommige API's een `Idempotency-Key`-header om dubbele verwerking te voorkomen.""",
      "D", markup="markdown", related=["veilige-methode", "put-versus-patch"]),

    q(NONE, "verschil-401-403",
      "Wat is het verschil tussen statuscode 401 en 403?",
      ["401 betekent dat de client niet (geldig) is geauthenticeerd; 403 dat de server weet wie de client is, maar de toegang weigert",
       "401 betekent dat de resource niet bestaat; 403 dat de server overbelast is",
       "Er is geen verschil; beide betekenen 'verboden'"],
      "Bij 401 Unauthorized ontbreken geldige inloggegevens en stuurt de server een `WWW-Authenticate`-header mee; opnieuw proberen met juiste gegevens kan helpen. Bij 403 Forbidden helpt opnieuw inloggen niet: deze gebruiker mag hier gewoon niet bij.",
      "A", markup="markdown"),

    q(NONE, "statuscode-304",
      "Wanneer stuurt een server `304 Not Modified`?",
      ["Als de resource permanent naar een andere URL is verhuisd",
       "Als een voorwaardelijk verzoek, bijvoorbeeld met `If-None-Match`, laat zien dat de client al de actuele versie heeft",
       "Als de client de resource niet mag wijzigen"],
      "De client stuurt de ETag van zijn gecachte versie mee; komt die overeen, dan antwoordt de server met 304 zonder body en gebruikt de client zijn cache. Een permanente verhuizing is 301 of 308.",
      "B", markup="markdown", related=["no-store-versus-no-cache"]),

    q(NONE, "put-versus-patch",
      "Wat is het verschil tussen `PUT` en `PATCH`?",
      ["`PUT` vervangt de volledige toestand van de resource; `PATCH` past alleen de meegestuurde onderdelen aan",
       "`PUT` maakt altijd een nieuwe resource aan; `PATCH` verwijdert velden",
       "`PATCH` is de oude naam van `PUT`"],
      "Met `PUT` stuur je de complete nieuwe representatie; velden die je weglaat, horen daarna niet meer bij de resource. `PATCH` beschrijft alleen een gedeeltelijke wijziging, bijvoorbeeld in JSON Merge Patch-formaat.",
      "A", markup="markdown", related=["niet-idempotente-methode"]),

    q(NONE, "statuscode-429",
      "Een API-client krijgt de statuscode 429 terug. Wat is er aan de hand?",
      ["De client heeft in korte tijd te veel verzoeken gestuurd",
       "De body van het verzoek is te groot",
       "De server ondersteunt de gevraagde methode niet"],
      "429 Too Many Requests hoort bij rate limiting; vaak geeft de header `Retry-After` aan wanneer de client het opnieuw mag proberen. Een te grote body is 413, een niet-ondersteunde methode 405. Zie [429 op MDN](https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/429).",
      "A", markup="markdown", related=["rate-limit-rekenen"]),

    q(NONE, "cors-preflight",
      "Met welke HTTP-methode doet een browser een CORS-preflightverzoek?",
      ["`HEAD`", "`OPTIONS`", "`GET`", "`CONNECT`"],
      """
Voordat een browser een 'niet-eenvoudig' cross-originverzoek verstuurt, bijvoorbeeld een `PUT` of een verzoek met `Content-Type: application/json`, vraagt hij met `OPTIONS` aan de server of dat mag, met de headers `Access-Control-Request-Method` en `Access-Control-Request-Headers`. De server antwoordt met `Access-Control-Allow-*`-headers. `HEAD` en `GET` worden voor het eigenlijke ophalen van gegevens gebruikt en `CONNECT` voor het opzetten van een tunnel via een proxy. Eenvoudige verzoeken, zoals een `GET` zonder bijzondere headers, gaan zonder preflight.""",
      "B", markup="markdown"),

    q(NONE, "content-type-json",
      "Welke `Content-Type` hoort bij een body in JSON-formaat?",
      ["`text/json`", "`application/json`", "`application/x-www-form-urlencoded`"],
      "Het geregistreerde mediatype voor JSON is `application/json`; `application/x-www-form-urlencoded` is de standaardcodering van HTML-formulieren.",
      "B", markup="markdown"),

    q(NONE, "rest-stateless",
      "Wat betekent het dat een REST-API stateless is?",
      ["Dat de API geen database gebruikt",
       "Dat elk verzoek alle informatie bevat die nodig is om het te verwerken, en de server tussen verzoeken geen sessietoestand van de client bijhoudt",
       "Dat de API alleen `GET`-verzoeken accepteert"],
      """
Statelessness is een van de beperkingen die Fielding voor REST formuleerde. De server onthoudt geen gesprekscontext: een token, de gevraagde pagina of een filter gaat bij elk verzoek opnieuw mee. Dat maakt schalen eenvoudig, omdat elk verzoek door elke server kan worden afgehandeld. De resources zelf hebben natuurlijk wel een toestand die in een database kan staan, en een stateless API kan prima gegevens wijzigen met `POST`, `PUT` of `DELETE`.""",
      "B", markup="markdown", related=["hateoas"]),

    q(NONE, "statuscode-204",
      "Wat betekent `204 No Content`?",
      ["Het verzoek is gelukt, maar de response heeft geen body",
       "De resource is leeg en wordt verwijderd",
       "De server heeft geen antwoord gestuurd binnen de time-out"],
      "204 is een succescode; hij wordt veel gebruikt na een geslaagde `DELETE` of `PUT` waarbij niets hoeft te worden teruggestuurd.",
      "A", markup="markdown", related=["statuscode-201"]),

    q(NONE, "statuscode-503",
      "Welke statuscode geeft een server die tijdelijk overbelast is of in onderhoud is?",
      ["`500 Internal Server Error`", "`502 Bad Gateway`", "`503 Service Unavailable`"],
      "503 meldt een tijdelijke onbeschikbaarheid, eventueel met `Retry-After`. 500 is een onverwachte fout in de server zelf en 502 een ongeldig antwoord van een achterliggende server aan een gateway of proxy.",
      "C", markup="markdown"),

    q(NONE, "standaardpoort-https",
      "Op welke TCP-poort luistert een webserver standaard voor HTTPS?",
      ["80", "443", "8080"],
      "HTTPS gebruikt standaard poort 443; poort 80 is voor onversleuteld HTTP, en 8080 is een veelgebruikte alternatieve poort zonder officiële status.",
      "B"),

    q(NONE, "veilige-methode",
      "Welke methode is volgens RFC 9110 'safe', dat wil zeggen: bedoeld om niets op de server te veranderen?",
      ["`POST`", "`DELETE`", "`HEAD`", "`PATCH`"],
      "`HEAD` is gelijk aan `GET` zonder body en dus alleen-lezen. `POST`, `DELETE` en `PATCH` zijn juist bedoeld om iets te veranderen. Zie [RFC 9110, Safe Methods](https://www.rfc-editor.org/rfc/rfc9110#name-safe-methods).",
      "C", markup="markdown", related=["niet-idempotente-methode"]),

    q(NONE, "no-store-versus-no-cache",
      "Wat is het verschil tussen `Cache-Control: no-store` en `Cache-Control: no-cache`?",
      ["`no-store` verbiedt opslaan in elke cache; `no-cache` staat opslaan toe, maar de cache moet de response vóór hergebruik bij de server hervalideren",
       "`no-cache` verbiedt opslaan; `no-store` staat opslaan toe zonder voorwaarden",
       "Er is geen verschil"],
      """
De namen zijn verwarrend. `no-store` is de strengste: de response mag nergens worden bewaard, wat past bij gevoelige gegevens. `no-cache` betekent niet 'niet cachen', maar 'niet zonder controle hergebruiken': de cache mag een kopie bewaren, maar moet eerst bij de server navragen, bijvoorbeeld met `If-None-Match`, of die nog actueel is. Daardoor kan de server met een goedkope `304` antwoorden.""",
      "A", markup="markdown", related=["statuscode-304"]),

    q(NONE, "statuscode-308",
      "Een resource is permanent verhuisd en clients moeten ook `POST`-verzoeken met dezelfde methode en body naar de nieuwe URL sturen. Welke statuscode is daarvoor bedoeld?",
      ["`301 Moved Permanently`", "`302 Found`", "`307 Temporary Redirect`", "`308 Permanent Redirect`"],
      """
`308` is permanent en verbiedt uitdrukkelijk dat de client de methode wijzigt. Bij `301` en `302` hebben browsers van oudsher een `POST` omgezet in een `GET`, zodat de body verloren gaat. `307` behoudt de methode wel, maar geeft een tijdelijke omleiding aan; de client hoort dan de oude URL te blijven gebruiken.""",
      "D", markup="markdown"),

    q(NONE, "hateoas",
      "Wat houdt het REST-principe HATEOAS in?",
      ["Dat responses links bevatten naar de vervolgacties en gerelateerde resources, zodat de client die niet hoeft te kennen",
       "Dat elke API met OAuth moet zijn beveiligd",
       "Dat alle responses in XML worden geleverd"],
      "Hypermedia as the Engine of Application State: de client ontdekt via links in de response wat hij vervolgens kan doen, zoals een bestelling annuleren of de volgende pagina ophalen.",
      "A", related=["rest-stateless"]),

    q(NONE, "rate-limit-rekenen",
      "Een API staat 100 verzoeken per minuut toe. Een script moet 1500 verzoeken versturen. Hoe lang duurt dat minimaal zonder de limiet te overschrijden?",
      ["1,5 minuut", "15 minuten", "150 minuten"],
      "1500 / 100 = 15 minuten.",
      "B", compute={"expression": "1500 / 100", "unit": "minuten"}, related=["statuscode-429"]),

    q(NONE, "downloadtijd-12-mb",
      "Een API-response van 12 MB wordt gedownload over een verbinding van 8 Mbit/s. Hoe lang duurt het overdragen minimaal, als je overhead en latency verwaarloost?",
      ["1,5 s", "12 s", "96 s"],
      """
12 MB is 12 × 8 = 96 megabit. Bij 8 megabit per seconde kost dat 96 / 8 = 12 seconden. Wie bytes en bits door elkaar haalt, komt op 1,5 s (12 / 8) of 96 s.""",
      "B", compute={"expression": "12 * 8 / 8", "unit": "s"}),

    q(NONE, "url-ontwerp",
      "Welke URL past het best bij de conventies van een REST-API om de bestellingen van klant 42 op te halen?",
      ["`GET /getBestellingenVanKlant?id=42`",
       "`GET /klanten/42/bestellingen`",
       "`POST /klanten/42/haalBestellingenOp`"],
      "In REST staat de URL voor een resource (een zelfstandig naamwoord) en drukt de HTTP-methode de actie uit; werkwoorden in het pad en `POST` voor het lezen passen daar niet bij.",
      "B", markup="markdown"),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "ongeldige-json-body",
      "Een client stuurt een `POST` met een body die geen geldige JSON is. Welke statuscode hoort de API terug te geven?",
      ["`400 Bad Request`", "`404 Not Found`", "`500 Internal Server Error`"],
      "De fout zit bij de client: het verzoek is syntactisch onjuist en kan niet worden verwerkt. Daarvoor is `400 Bad Request` bedoeld. Een 5xx-code zou ten onrechte suggereren dat de server iets fout deed, en de resource bestaat wel, dus 404 klopt ook niet.",
      "A", moved_to="C", markup="markdown"),

    q(SUPPORTS_DISTRACTOR, "header-cacheduur",
      "Met welke response-header geeft een server aan hoeveel seconden een response in een cache mag worden hergebruikt?",
      ["`Content-Length`", "`Cache-Control: max-age=...`", "`Accept`"],
      "Met `max-age` in `Cache-Control` geeft de server de versheidsduur in seconden; zolang die niet is verstreken, mag een cache de opgeslagen response gebruiken zonder de server te raadplegen. `Content-Length` geeft de grootte van de body en `Accept` is een request-header. Zie [RFC 9111](https://www.rfc-editor.org/rfc/rfc9111).",
      "B", moved_to="A", markup="markdown"),

    q(SUPPORTS_DISTRACTOR, "statuscode-409",
      "Wat betekent de HTTP-statuscode 409?",
      ["Gone: de resource bestond, maar is permanent verwijderd",
       "Conflict: het verzoek botst met de huidige toestand van de resource",
       "Precondition Failed: een voorwaarde in de headers klopt niet"],
      """
409 Conflict gebruik je bijvoorbeeld als twee gebruikers tegelijk dezelfde resource bewerken, of als iemand een gebruikersnaam wil registreren die al bestaat: het verzoek is op zich geldig, maar botst met de toestand op de server. Een permanent verwijderde resource meld je met 410 Gone, en een niet-vervulde voorwaarde uit bijvoorbeeld `If-Match` met 412 Precondition Failed.""",
      "B", moved_to="C", markup="markdown"),
]
