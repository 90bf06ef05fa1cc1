from common import Q

TOPIC = "webbeveiliging"
TITLE = "Webbeveiliging"
DESCRIPTION = ("Veelvoorkomende aanvallen op webapplicaties en de verdediging ertegen: injectie, XSS, "
               "CSRF, veilige cookies, beveiligingsheaders, TLS en het opslaan van wachtwoorden.")

QUESTIONS = [
    Q("https-verschil", 1,
      "Wat voegt HTTPS toe aan HTTP?",
      ["*Versleuteling en serverauthenticatie via TLS", "Snellere overdracht door compressie",
       "Een wachtwoord voor elke webpagina"],
      "HTTPS is HTTP over TLS: het verkeer is versleuteld en het certificaat bewijst de identiteit van de "
      "server.",
      related=["hsts-header", "tls-certificaat-onjuist"]),

    Q("cookie-httponly", 8,
      "Welk attribuut van een cookie voorkomt dat JavaScript in de pagina het cookie kan uitlezen?",
      ["*HttpOnly", "Secure", "SameSite", "Path"],
      "HttpOnly verbergt het cookie voor document.cookie. Secure beperkt verzending tot HTTPS en SameSite "
      "regelt het meesturen bij verzoeken vanaf andere sites.",
      related=["csrf-maatregel-niet"]),

    Q("hsts-header", 8,
      "Welke HTTP-header vertelt de browser dat hij een site voortaan alleen via HTTPS mag bezoeken?",
      ["*Strict-Transport-Security", "Content-Security-Policy", "X-Frame-Options"],
      "Met Strict-Transport-Security (HSTS) onthoudt de browser gedurende de opgegeven max-age dat alleen "
      "HTTPS is toegestaan. CSP beperkt de bronnen van scripts en andere inhoud; X-Frame-Options regelt "
      "het laden in frames."),

    Q("xss-afkorting", 8,
      "Waar staat de afkorting XSS voor?",
      ["*Cross-Site Scripting", "Cross-Site Request Forgery", "Cross-Server Session Sharing", "Extended Style Sheets"],
      "XSS is Cross-Site Scripting; de X voorkomt verwarring met CSS. Cross-Site Request Forgery heet CSRF."),

    Q("sql-injectie-definitie", 2,
      "Wat is SQL-injectie?",
      ["*Een aanval waarbij invoer van een gebruiker als deel van de SQL-opdracht wordt uitgevoerd",
       "Het vullen van een database met nepaccounts door bots",
       "Het overbelasten van een databaseserver met te veel gelijktijdige verzoeken"],
      "Plakt een applicatie gebruikersinvoer rechtstreeks in een query, dan kan een aanvaller met slim "
      "gekozen tekens de betekenis van die query veranderen. Zo kan hij bijvoorbeeld een inlogcontrole "
      "omzeilen of hele tabellen uitlezen. De database ziet immers niet welk deel van de opdracht van de "
      "programmeur kwam en welk deel van de gebruiker.",
      related=["sql-injectie-verdediging", "sql-injectie-invoer"]),

    Q("wachtwoord-salt", 2,
      "Waarom voeg je een unieke salt toe voordat je een wachtwoord hasht?",
      ["*Zodat gelijke wachtwoorden verschillende hashes krijgen en vooraf berekende tabellen onbruikbaar worden",
       "Zodat het wachtwoord later weer te ontsleutelen is",
       "Zodat de hash korter wordt en minder opslagruimte kost"],
      "Zonder salt hebben twee gebruikers met het wachtwoord welkom123 exact dezelfde hash, en een "
      "aanvaller die één hash kraakt, kent ze allebei. Een willekeurige toevoeging per gebruiker maakt elke "
      "hash uniek. Daarmee zijn rainbow tables en andere vooraf gemaakte lijsten waardeloos, en moet elke "
      "hash afzonderlijk worden aangevallen.",
      related=["md5-wachtwoorden"]),

    Q("sql-injectie-verdediging", 3,
      "Wat is de beste verdediging tegen SQL-injectie?",
      ["*Geparametriseerde queries (prepared statements) gebruiken",
       "Aanhalingstekens uit de invoer filteren met een zwarte lijst",
       "De databaseserver achter een firewall plaatsen",
       "Foutmeldingen van de database voor gebruikers verbergen"],
      "Bij een geparametriseerde query stuurt de applicatie de SQL-opdracht en de gegevens los van elkaar "
      "naar de database. De invoer wordt daardoor altijd als waarde behandeld en nooit als code, hoe vreemd "
      "de tekens ook zijn. Een zwarte lijst die aanhalingstekens wegfiltert, lijkt hetzelfde te doen, maar "
      "aanvallers vinden vaak een omweg via andere coderingen of via numerieke velden zonder "
      "aanhalingstekens. Een firewall helpt niet, want de aanval komt binnen via de webapplicatie zelf, "
      "die de database legitiem mag benaderen. Foutmeldingen verbergen is verstandig omdat het de "
      "aanvaller minder informatie geeft, maar het lek blijft bestaan; blinde SQL-injectie werkt ook "
      "zonder foutmeldingen."),

    Q("wachtwoord-combinaties-26-8", 4,
      "Een wachtwoord bestaat uit precies 8 kleine letters (a tot en met z). Hoeveel verschillende "
      "wachtwoorden zijn er dan mogelijk?",
      ["ongeveer 21 miljard", "*ongeveer 209 miljard", "ongeveer 2088 miljard"],
      "Elke positie heeft 26 mogelijkheden, dus het aantal is 26⁸ = 208.827.064.576, ongeveer 209 miljard. "
      "Dat klinkt veel, maar bij een snelle hashfunctie probeert een kraakopstelling ze allemaal in korte "
      "tijd.",
      order="num", compute=("26^8 / 1e9", "miljard"), related=["brute-force-tijd"]),

    Q("brute-force-tijd", 4,
      "Een aanvaller kan 1 miljoen wachtwoorden per seconde proberen. Hoe lang duurt het maximaal om alle "
      "10¹⁰ mogelijke wachtwoorden af te gaan?",
      ["ongeveer 0,28 uur", "*ongeveer 2,8 uur", "ongeveer 28 uur"],
      "10¹⁰ ÷ 10⁶ per seconde = 10⁴ = 10.000 seconden. Gedeeld door 3600 s per uur is dat ongeveer 2,8 uur, "
      "nog geen drie uur.",
      order="num", compute=("1e10 / 1e6 / 3600", "uur")),

    Q("csrf-maatregel-niet", 5,
      "Welke maatregel beschermt NIET tegen cross-site request forgery (CSRF)?",
      ["Een geheim CSRF-token in elk formulier dat de server controleert",
       "Sessiecookies met SameSite=Lax of SameSite=Strict",
       "De Origin-header van binnenkomende verzoeken controleren",
       "*Gebruikers verplichten een langer wachtwoord te kiezen"],
      "A, B en C helpen allemaal: een token dat een andere site niet kent, maakt vervalste formulieren "
      "ongeldig; SameSite zorgt dat de browser het sessiecookie niet meestuurt bij verzoeken die van een "
      "andere site komen; en met de Origin-header ziet de server waar een verzoek vandaan komt. D doet "
      "niets tegen CSRF, omdat de aanval de al ingelogde sessie van het slachtoffer misbruikt en het "
      "wachtwoord dus nooit nodig heeft.",
      order="letters"),

    Q("tls-certificaat-onjuist", 5,
      "Welke uitspraak over TLS-certificaten van websites is NIET juist?",
      ["Een certificaat koppelt een publieke sleutel aan een domeinnaam",
       "Het wordt ondertekend door een certificaatautoriteit die de browser vertrouwt",
       "*Het bevat de privésleutel van de server, zodat de browser het verkeer kan ontsleutelen"],
      "Een certificaat verbindt inderdaad een publieke sleutel met een domein, en de handtekening van een "
      "vertrouwde certificaatautoriteit maakt die koppeling geloofwaardig. De privésleutel blijft echter "
      "altijd geheim op de server; wie hem kent, kan zich als de site voordoen."),

    Q("csp-script-src-self", 6,
      "Wat doet de header `Content-Security-Policy: script-src 'self'`?",
      ["*De browser voert alleen scripts van dezelfde origin uit en blokkeert inline scripts",
       "De browser blokkeert alle JavaScript op de pagina",
       "De browser laadt scripts van elke origin, mits via HTTPS"],
      "`'self'` staat voor de eigen origin (schema, host en poort). Omdat `'unsafe-inline'` ontbreekt, "
      "worden ook `<script>`-blokken in de HTML en inline event handlers geweigerd, wat XSS veel moeilijker "
      "maakt. Zie de "
      "[MDN-documentatie over CSP](https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Content-Security-Policy).",
      md=True),

    Q("sql-injectie-invoer", 6,
      "Een applicatie plakt de invoer tussen enkele aanhalingstekens in "
      "`SELECT * FROM users WHERE name = '...'`. Welke invoer levert alle rijen op?",
      ["*`' OR '1'='1`", "`<script>alert(1)</script>`", "`../../etc/passwd`"],
      "Met `' OR '1'='1` wordt de voorwaarde `name = '' OR '1'='1'`, en die is voor elke rij waar. "
      "`<script>alert(1)</script>` is een XSS-poging en `../../etc/passwd` een *path traversal*; in deze "
      "query zoeken ze alleen naar een vreemde naam. Zie [SQL Injection bij OWASP](https://owasp.org/www-community/attacks/SQL_Injection).",
      md=True),

    Q("clickjacking", 7,
      "Wat is clickjacking?",
      ["*Een aanval waarbij jouw pagina onzichtbaar in een frame wordt geladen, zodat gebruikers onbedoeld op knoppen klikken",
       "Het verzamelen van klikgedrag via cookies van advertentienetwerken",
       "Het afluisteren van verkeer op een openbaar wifinetwerk"],
      "Klikgedrag verzamelen is tracking en afluisteren op wifi is een man-in-the-middle-aanval; geen van "
      "beide is clickjacking. Bij clickjacking legt de aanvaller een doorzichtig frame met jouw site over "
      "zijn eigen lokpagina. Je verdedigt je met frame-ancestors in CSP of met X-Frame-Options."),

    Q("authenticatie-autorisatie", 7,
      "Wat is het verschil tussen authenticatie en autorisatie?",
      ["*Authenticatie stelt vast wie je bent; autorisatie bepaalt wat je mag",
       "Authenticatie bepaalt wat je mag; autorisatie stelt vast wie je bent",
       "Het zijn twee namen voor hetzelfde proces"],
      "Het is niet zo dat autorisatie je identiteit controleert; dat doet authenticatie, bijvoorbeeld met "
      "wachtwoord en tweede factor. Daarna bepaalt autorisatie of die geïdentificeerde gebruiker een "
      "bepaalde pagina of actie mag gebruiken."),

    Q("mfa-bescherming", 2,
      "Waartegen beschermt multifactorauthenticatie vooral?",
      ["*Tegen inloggen door iemand die alleen het wachtwoord heeft buitgemaakt",
       "Tegen het onderscheppen van verkeer zonder HTTPS",
       "Tegen SQL-injectie in het inlogformulier"],
      "Bij meerdere factoren moet je naast iets wat je weet ook iets bezitten, zoals je telefoon, of iets "
      "zijn, zoals je vingerafdruk. Een uitgelekt of geraden wachtwoord is dan op zichzelf niet genoeg om "
      "een account over te nemen. Tegen kwetsbaarheden in de applicatie zelf helpt het niet.",
      related=["authenticatie-autorisatie"]),

    Q("md5-wachtwoorden", 3,
      "Waarom is een snelle hashfunctie als MD5 ongeschikt om wachtwoorden op te slaan?",
      ["*Aanvallers kunnen er miljarden pogingen per seconde mee doen, zodat gestolen hashes snel te kraken zijn",
       "MD5-hashes zijn met de juiste sleutel terug te rekenen naar het wachtwoord",
       "MD5 werkt alleen voor wachtwoorden van hooguit acht tekens"],
      "Een hashfunctie voor wachtwoorden moet juist traag zijn. MD5 is ontworpen om grote hoeveelheden\n"
      "gegevens snel te verwerken, en een moderne videokaart berekent er vele miljarden per seconde. Wie\n"
      "een database met MD5-hashes buitmaakt, probeert dan in korte tijd complete woordenlijsten en\n"
      "alle korte wachtwoorden uit. Speciale algoritmen als bcrypt, scrypt en Argon2 zijn bewust\n"
      "traag en vaak geheugenintensief, en werken met een salt. Dat MD5 met een sleutel terug te rekenen\n"
      "zou zijn, klopt niet: een hash heeft geen sleutel en is niet bedoeld om om te keren; aanvallers\n"
      "raden en vergelijken. MD5 kent ook geen grens van acht tekens; het verwerkt invoer van willekeurige\n"
      "lengte.",
      wrap="bs", related=["wachtwoord-salt"]),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("https-poort", 8,
      "Welke TCP-poort gebruikt HTTPS standaard?",
      ["!80", "*443", "8080"],
      "HTTPS luistert standaard op poort 443; poort 80 is voor onversleuteld HTTP.",
      label="sd", order="num"),

    Q("samesite-cookie", 3,
      "Wat regelt het attribuut SameSite van een cookie?",
      ["*Of de browser het cookie meestuurt bij verzoeken die vanaf een andere site worden gestart",
       "!Of het cookie versleuteld in de browser wordt opgeslagen",
       "Of JavaScript het cookie mag lezen"],
      "Met SameSite bepaalt de server of de browser het cookie meestuurt als een verzoek van een andere site "
      "komt, bijvoorbeeld via een formulier of een afbeelding op een kwaadaardige pagina. Met Strict gaat "
      "het cookie alleen mee bij verzoeken vanaf de eigen site, met Lax ook bij gewone navigatie via een "
      "link, en met None altijd, mits Secure is gezet. Zo beperkt het attribuut cross-site request "
      "forgery. Versleutelde opslag is geen taak van SameSite; cookies staan gewoon in de browser, en het "
      "transport wordt door HTTPS versleuteld. Het lezen door JavaScript wordt geregeld met HttpOnly, een "
      "apart attribuut.",
      label="sd"),

    Q("x-content-type-nosniff", 6,
      "Wat doet de responseheader `X-Content-Type-Options: nosniff`?",
      ["*De browser mag het opgegeven `Content-Type` niet negeren door zelf het type te raden",
       "!De browser mag de pagina niet in een frame op een andere site tonen",
       "De server verbergt welke webserversoftware hij gebruikt"],
      "Zonder deze header kan een browser aan de inhoud 'ruiken' welk type een bestand heeft, waardoor een "
      "geüploade tekst toch als script of HTML wordt uitgevoerd. Met `nosniff` houdt hij zich aan het "
      "`Content-Type` van de server. Zie "
      "[X-Content-Type-Options op MDN](https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-Content-Type-Options).",
      label="sd", md=True),
]
