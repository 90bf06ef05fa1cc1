from common import onderwerp, q, N, S, D

onderwerp("zoekmachines", "Zoekmachines",
          "Hoe zoekmachines het web doorzoeken, indexeren en rangschikken, en hoe je er slim mee zoekt.", "IT")

q("crawler-taak", "Wat doet de crawler van een zoekmachine?",
  ["Hij haalt webpagina's op en volgt de links erop om nieuwe pagina's te ontdekken",
   "Hij rangschikt de zoekresultaten op relevantie",
   "Hij toont advertenties naast de zoekresultaten",
   "Hij bewaart de wachtwoorden van bezoekers"],
  "Een crawler, ook wel spider of bot genoemd, bezoekt adres na adres, bewaart de inhoud voor de index en gebruikt elke gevonden hyperlink als volgend adres om te bezoeken; het rangschikken gebeurt pas later, als iemand een zoekopdracht intikt.",
  "kort weerlegt parafrase", N)

q("bestand-voor-crawlerregels", "Welk bestand in de hoofdmap van een website vertelt crawlers welke delen ze niet mogen bezoeken?",
  ["`robots.txt`", "`sitemap.xml`", "`index.html`", "`favicon.ico`"],
  "In `robots.txt` staan regels als `Disallow: /intern/`. Een `sitemap.xml` doet ongeveer het omgekeerde: die somt juist de pagina's op die een crawler mag vinden. Meer uitleg staat op [robotstxt.org](https://www.robotstxt.org/).",
  "code link weerlegt", N)

q("omgekeerde-index", "Hoe heet de datastructuur waarin een zoekmachine per woord bijhoudt in welke documenten het voorkomt?",
  ["Een omgekeerde index (inverted index)", "Een wachtrij van te bezoeken URL's",
   "Een lijst met IP-adressen van servers", "Een cache van schermafdrukken"],
  "Bij deze structuur is het woord de ingang en de lijst met documenten de inhoud, zodat een zoekopdracht meteen de passende pagina's vindt; de wachtrij met adressen hoort bij de crawler, niet bij de index.",
  "kort weerlegt parafrase acroniem", N)

q("geen-rangschikkingsfactor", "Welke factor gebruikt een zoekmachine NIET om de volgorde van de zoekresultaten te bepalen?",
  ["De kleur van het logo van de website", "Hoeveel andere pagina's naar de pagina linken",
   "Of de zoekwoorden in de titel van de pagina staan", "Hoe snel de pagina laadt"],
  "Inkomende links, zoekwoorden in de titel en de laadsnelheid wegen alle drie mee bij het rangschikken. Welke kleur een logo heeft, zegt niets over de inhoud van de pagina en telt daarom niet mee.",
  "neg neg-beide", N)

q("idee-achter-pagerank", "Waarop is het oorspronkelijke PageRank-algoritme van Google gebaseerd?",
  ["Op de links tussen pagina's, waarbij een link van een belangrijke pagina zwaarder telt",
   "Op hoe vaak het zoekwoord op de pagina staat",
   "Op de leeftijd van de domeinnaam",
   "Op het aantal bezoekers per dag"],
  "PageRank behandelt elke verwijzing als een stem: een pagina is belangrijk als veel andere pagina's ernaar verwijzen die zelf ook belangrijk zijn. Het tellen van zoekwoorden was juist de oudere aanpak, en die was makkelijk te misleiden. Zie ook [PageRank op Wikipedia](https://nl.wikipedia.org/wiki/PageRank).",
  "link weerlegt parafrase", N)

q("aanhalingstekens-om-zoekopdracht", "Wat doen aanhalingstekens rond een zoekopdracht, zoals rond rode fiets, bij de meeste zoekmachines?",
  ["Ze beperken de resultaten tot pagina's met precies die woorden in die volgorde",
   "Ze sluiten die woorden uit", "Ze zoeken alleen naar afbeeldingen"],
  "Tussen aanhalingstekens zoekt de machine naar de exacte woordgroep, dus een pagina over een fiets die rood is maar nergens rode fiets zegt, valt af.",
  "kort parafrase", N)

q("woord-uitsluiten", "Welk teken zet je bij Google direct voor een woord om pagina's met dat woord uit te sluiten?",
  ["Een minteken", "Een plusteken", "Een hekje", "Een apenstaartje"],
  "Met jaguar -auto krijg je pagina's over het dier zonder die over het automerk. Het plusteken gebruikte Google vroeger om een woord juist verplicht te maken, maar die functie verdween in 2011.",
  "weerlegt", N)

q("zoeken-binnen-een-site", "Welke zoekopdracht beperkt de resultaten tot pagina's van de website `rijksoverheid.nl`?",
  ["`zonnepanelen site:rijksoverheid.nl`", "`zonnepanelen filetype:rijksoverheid.nl`",
   "`zonnepanelen intitle:rijksoverheid`", "`zonnepanelen define:rijksoverheid`"],
  "De operator `site:` filtert op domein. Met `filetype:` kies je een bestandsformaat, zoals `filetype:pdf`, en `intitle:` kijkt alleen naar de titel van een pagina.",
  "code weerlegt", N)

q("alleen-pdf-zoeken", "Je zoekt alleen PDF-bestanden over zonnepanelen. Welke toevoeging gebruik je?",
  ["`filetype:pdf`", "`site:pdf`", "`format=pdf`"],
  "De operator `filetype:` beperkt de resultaten tot één bestandsformaat, hier PDF, terwijl `site:` een domeinnaam verwacht.",
  "kort code acroniem weerlegt", N)

q("betekenis-seo", "Waar staat de afkorting SEO voor?",
  ["Search Engine Optimization", "Secure Encrypted Output", "Search Engine Operator", "Server Error Overview"],
  "SEO is het zo inrichten van een website dat zoekmachines haar goed kunnen lezen en hoog plaatsen: optimaliseren voor zoekmachines dus.",
  "kort parafrase acroniem", N)

q("seo-truc-die-averechts-werkt", "Welke maatregel helpt een webpagina GEEN betere plaats in de zoekresultaten te krijgen?",
  ["Honderden keren hetzelfde zoekwoord in witte tekst op een witte achtergrond zetten",
   "Een duidelijke, beschrijvende paginatitel gebruiken",
   "Ervoor zorgen dat de pagina snel laadt op een telefoon",
   "Nuttige inhoud schrijven waar andere sites naar verwijzen"],
  "Verborgen tekst vol zoekwoorden heet keyword stuffing en geldt als misleiding. Zoekmachines herkennen de truc en kunnen de pagina daarvoor juist lager zetten of uit de index halen.",
  "neg neg-sleutel parafrase", N)

q("duckduckgo-verschil", "Waarmee onderscheidt de zoekmachine DuckDuckGo zich vooral van Google?",
  ["Ze legt geen persoonlijk profiel van je zoekgedrag aan",
   "Ze doorzoekt alleen Nederlandstalige sites",
   "Ze werkt zonder internetverbinding",
   "Ze toont uitsluitend betaalde resultaten"],
  "DuckDuckGo maakt reclame met privacy: zoekopdrachten worden er niet aan een persoon gekoppeld, in tegenstelling tot Google, dat zoekgedrag gebruikt om advertenties en resultaten af te stemmen op de gebruiker.",
  "kort contrast parafrase", N)

q("featured-snippet", "Wat is een featured snippet in de zoekresultaten van Google?",
  ["Een kader boven de gewone resultaten met een kort antwoord dat uit een webpagina is overgenomen",
   "Een betaalde advertentie met een opvallende rand",
   "Een lijst met pagina's die je eerder hebt bezocht",
   "Een voorvertoning van een video op de pagina"],
  """Een featured snippet is een uitgelicht fragment: Google knipt een stukje tekst uit een pagina die de vraag goed lijkt te beantwoorden en zet dat met de bron bovenaan. Het is geen advertentie; betaalde resultaten krijgen het label Gesponsord en staan los daarvan. Een lijst met eerder bezochte pagina's is je browsergeschiedenis, en die verschijnt niet in de resultaten. Een videovoorvertoning kan wel in de resultaten staan, maar heet dan een videoresultaat en geen featured snippet.""",
  "lang weerlegt parafrase", N)

q("meta-noindex", "Welke regel in de kop van een HTML-pagina vraagt zoekmachines de pagina niet in de resultaten op te nemen?",
  ['`<meta name="robots" content="noindex">`', '`<meta name="robots" content="nofollow">`',
   '`<meta name="description" content="archief">`', '`<meta charset="utf-8">`'],
  "Met `noindex` mag de crawler de pagina wel lezen, maar toont de zoekmachine haar niet. De waarde `nofollow` gaat over het volgen van de links op de pagina, niet over de pagina zelf.",
  "code weerlegt acroniem", N)

q("doorklikratio-berekenen", "Een zoekresultaat wordt 8000 keer getoond en 240 keer aangeklikt. Wat is de doorklikratio (CTR)?",
  ["3%", "0,3%", "2,4%", "30%"],
  "CTR = klikken / vertoningen = 240 / 8000 = 0,03, dus 3 procent.",
  "kort rekenen uitgewerkt compute procent acroniem", N, sorteer=True, comp=("240/8000*100", "%"))

q("mythe-live-zoeken", "Welke bewering over zoekmachines klopt niet?",
  ["Een zoekmachine doorzoekt bij elke zoekopdracht live het hele internet",
   "Een zoekmachine zoekt in een eerder opgebouwde index",
   "Resultaten kunnen per land en taal verschillen",
   "Advertenties staan vaak tussen of boven de gewone resultaten"],
  "Het hele web afzoeken op het moment dat je op Enter drukt zou veel te lang duren. De zoekmachine raadpleegt haar eigen index, die crawlers vooraf hebben gevuld; daarom toont een net gewijzigde pagina soms nog de oude tekst.",
  "neg neg-sleutel parafrase", N)

q("bron-van-zoeksuggesties", "Waarop baseert een zoekmachine vooral de suggesties die verschijnen terwijl je typt?",
  ["Op wat veel mensen eerder zochten na dezelfde beginletters",
   "Op een woordenboek in alfabetische volgorde",
   "Op willekeurig gekozen woorden"],
  "Automatisch aanvullen voorspelt je zoekopdracht uit populaire eerdere zoekopdrachten, soms aangevuld met je eigen zoekgeschiedenis.",
  "kort parafrase", N)

q("katten-of-honden", "Welke zoekopdracht geeft bij Google pagina's over katten of over honden (of over allebei)?",
  ["`katten OR honden`", "`katten AND honden`", "`katten -honden`"],
  "`OR` in hoofdletters vraagt om minstens een van de twee woorden; `-honden` sluit honden juist uit en `AND` eist beide woorden, wat Google standaard al doet.",
  "kort code weerlegt", N)

q("geen-taak-van-zoekmachine", "Welke taak hoort NIET bij het werk van een zoekmachine?",
  ["Het hosten van de websites die in de resultaten staan", "Het crawlen van pagina's",
   "Het indexeren van de gevonden tekst", "Het rangschikken van de resultaten"],
  "Websites draaien op servers van hun eigenaar of van een hostingbedrijf; de zoekmachine bewaart alleen een kopie van de tekst om erin te kunnen zoeken.",
  "kort neg neg-zonder-niet parafrase", N)

q("betekenis-url", "Wat betekent de afkorting URL?",
  ["Uniform Resource Locator", "Universal Routing Link", "User Registration Login", "Unified Remote Library"],
  "Een URL is het volledige webadres van een bron, zoals https://www.knmi.nl; zoekmachines gebruiken dat adres om elke gevonden pagina eenduidig aan te wijzen.",
  "kort acroniem", N)

# --- gebrekkig ---
q("doel-van-sitemap", "Wat is het doel van een sitemap voor zoekmachines?",
  ["Hij geeft crawlers een overzicht van de pagina's van de site",
   "Hij verbiedt crawlers bepaalde mappen",
   "Hij versleutelt de verbinding met de site",
   "Hij versnelt het laden van afbeeldingen"],
  "Een sitemap, meestal sitemap.xml, somt de adressen van de pagina's op, zodat de crawler ook pagina's vindt waar weinig links naartoe gaan; iets verbieden doe je in robots.txt.",
  "kort weerlegt", S, zet=1)

q("betaald-zoekresultaat", "Welk soort zoekresultaat is betaald?",
  ["Een resultaat met het label Gesponsord", "Een organisch resultaat",
   "Een featured snippet", "Een resultaat uit de kennisvenster-kaart"],
  "Adverteerders betalen per klik voor een plek met het label Gesponsord; organische resultaten kun je niet kopen, die volgen uit de rangschikking van de zoekmachine zelf.",
  "kort weerlegt", S, zet=1)

q("bezoekers-uit-zoekvolume", "Een zoekwoord wordt 12.000 keer per maand gezocht en 5% van die zoekers komt op jouw pagina. Hoeveel bezoekers zijn dat per maand?",
  ["600", "60", "240", "6000"],
  "5% van 12.000 is 0,05 × 12.000 = 600 bezoekers.",
  "kort rekenen uitgewerkt procent", S, zet=3, sorteer=True)
