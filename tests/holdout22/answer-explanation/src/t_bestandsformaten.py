from common import q

TOPIC = dict(
    id="bestandsformaten",
    groep="IT",
    title="Bestandsformaten",
    description="Afbeeldingen, documenten, audio, video en archieven: hoe formaten gegevens opslaan en comprimeren, en hoeveel ruimte dat kost.",
)

BANK = [
    q("jpeg-en-scherpe-tekst",
      "Waarom is JPEG minder geschikt voor een schermafdruk met scherpe tekst?",
      ["Omdat de verlieslatende compressie rond scherpe randen zichtbare vlekjes veroorzaakt",
       "Omdat JPEG maar 256 kleuren kan opslaan",
       "Omdat JPEG geen afbeeldingen breder dan 1000 pixels toestaat",
       "Omdat JPEG alleen grijstinten kan opslaan"],
      """
JPEG gooit fijne details weg die in foto's nauwelijks opvallen, maar bij harde overgangen tussen letters en achtergrond ontstaan storende artefacten; PNG bewaart zulke randen zonder verlies. De beperking tot 256 kleuren hoort bij GIF, niet bij JPEG.""",
      "parafrase weerlegt it-acroniem"),

    q("logo-met-doorzichtige-rand",
      "Welk formaat bewaart een logo met een gedeeltelijk doorzichtige rand zonder kwaliteitsverlies?",
      ["PNG", "JPEG", "GIF"],
      "PNG kent een alfakanaal met 256 niveaus van doorzichtigheid en comprimeert verliesvrij, terwijl GIF alleen volledig doorzichtig of volledig dekkend kent en JPEG helemaal geen transparantie heeft.",
      "kort weerlegt it-acroniem"),

    q("onbewerkte-afbeelding-full-hd",
      "Een onbewerkte afbeelding van 1920 bij 1080 pixels slaat elke pixel op in 3 bytes (24 bits kleur). Hoe groot is het bestand zonder compressie ongeveer?",
      ["6,2 MB", "2,1 MB", "0,6 MB", "49,8 MB"],
      """
Aantal pixels: 1920 × 1080 = 2 073 600.
Elke pixel kost 3 bytes: 2 073 600 × 3 = 6 220 800 bytes.
Dat is ongeveer 6,2 MB, met 1 MB = 1 000 000 bytes.
Wie op 2,1 MB uitkomt, is de drie bytes per pixel vergeten; 49,8 MB krijg je als je bits en bytes door elkaar haalt.""",
      "rekenen uitgewerkt weerlegt", comp=("1920*1080*3/1e6", "MB"), sorteer=True),

    q("mp3-van-vier-minuten",
      "Een nummer van vier minuten is als MP3 gecodeerd met een constante bitrate van 128 kbit/s. Hoe groot is het bestand ongeveer?",
      ["3,8 MB", "0,5 MB", "15,4 MB", "30,7 MB"],
      """
Vier minuten is 4 × 60 = 240 seconden. Per seconde gaat er 128 kbit door, dus 240 × 128 = 30 720 kbit. Een byte heeft 8 bits: 30 720 / 8 = 3840 kB, ongeveer 3,8 MB. Het antwoord 30,7 MB ontstaat als je kilobits leest als kilobytes.""",
      "rekenen uitgewerkt getal-woorden weerlegt it-acroniem", comp=("4*60*128/8/1000", "MB"), sorteer=True),

    q("svg-voor-iconen",
      "Wat maakt SVG geschikt voor iconen die op elk formaat scherp moeten blijven?",
      ["SVG beschrijft vormen met coördinaten en lijnen in plaats van pixels",
       "SVG slaat elke pixel op met 48 bits kleur",
       "SVG gebruikt een hogere JPEG-kwaliteit",
       "SVG bevat automatisch meerdere resoluties van hetzelfde plaatje"],
      "Een vectorbestand bestaat uit tekeninstructies, zodat de computer het beeld bij elke vergroting opnieuw tekent zonder dat er blokjes ontstaan.",
      "kort parafrase it-acroniem",
      fb=["Juist: een vectorbeeld wordt bij elke schaal opnieuw berekend.",
          "SVG slaat helemaal geen pixels op; meer bits per pixel zou een bitmap alleen groter maken, niet schaalbaar.",
          "SVG heeft niets met JPEG te maken; het is een tekstformaat op basis van XML.",
          "Meerdere resoluties in één bestand is een kenmerk van bijvoorbeeld ICO, niet van SVG."]),

    q("uitspraken-over-zip",
      "Welke bewering over ZIP-compressie is NIET juist?",
      ["Een uitgepakt tekstbestand is iets korter dan het origineel",
       "ZIP comprimeert zonder verlies",
       "Een JPEG-foto wordt in een ZIP-archief nauwelijks kleiner",
       "Een ZIP-bestand kan meerdere bestanden en mappen bevatten"],
      """
Verliesvrij betekent dat het uitgepakte bestand bit voor bit gelijk is aan het origineel, dus korter kan het niet zijn. De andere uitspraken kloppen: ZIP is verliesvrij, een JPEG is al gecomprimeerd zodat er weinig herhaling over is om weg te werken, en een archief kan een hele mappenstructuur bevatten.""",
      "negatief weerlegt it-acroniem"),

    q("pdf-a-voor-archief",
      "Waarvoor is de variant PDF/A van PDF bedoeld?",
      ["Voor het langdurig bewaren van documenten, zodat ze over vele jaren nog hetzelfde worden weergegeven",
       "Voor PDF-bestanden met ingesloten audio en video",
       "Voor PDF-bestanden die alleen op apparaten van Apple werken",
       "Voor formulieren die je online invult en ondertekent"],
      "De *A* staat voor archivering: lettertypen moeten zijn ingesloten en verwijzingen naar externe bronnen zijn verboden, zodat het bestand op zichzelf leesbaar blijft ([PDF/A op Wikipedia](https://en.wikipedia.org/wiki/PDF/A)).",
      "cursief link kort parafrase it-acroniem"),

    q("extensie-hernoemen",
      "Je hernoemt `foto.png` naar `foto.jpg`. Wat gebeurt er met de inhoud van het bestand?",
      ["Niets: het blijft een PNG-bestand met een andere naam",
       "Het bestand wordt omgezet naar JPEG",
       "Het bestand verliest zijn transparantie",
       "Het bestand wordt kleiner door JPEG-compressie"],
      "De extensie is alleen een deel van de naam, dus de bytes in het bestand blijven precies gelijk en veel programma's herkennen het daarom nog steeds als PNG.",
      "code kort parafrase weerlegt it-acroniem"),

    q("herkennen-aan-de-eerste-bytes",
      "Waaraan kan een programma zien dat een bestand een PDF is, ook als de extensie ontbreekt?",
      ["Aan de eerste bytes, die bij een PDF met `%PDF` beginnen",
       "Aan de bestandsgrootte, die bij een PDF altijd een veelvoud van 1024 is",
       "Aan de datum waarop het bestand is aangemaakt",
       "Dat kan niet zonder extensie"],
      "Veel formaten beginnen met een vaste handtekening, een *magic number*, en het Unix-commando `file` gebruikt die om het type te bepalen; bij PDF is dat de tekst `%PDF` gevolgd door het versienummer.",
      "code cursief kort weerlegt it-acroniem"),

    q("kleuren-bij-acht-bits",
      "Hoeveel verschillende kleuren kan een pixel weergeven bij een kleurdiepte van acht bits?",
      ["256 kleuren", "8 kleuren", "64 kleuren", "ruim 16 miljoen kleuren"],
      "Met acht bits zijn er 2⁸ = 256 combinaties, terwijl de ruim zestien miljoen kleuren bij 24 bits horen.",
      "rekenen uitgewerkt getal-woorden kort weerlegt", comp=("2^8", "kleuren"), pos=2),

    q("geneste-gegevens",
      "Welk formaat past het best bij gegevens met een geneste structuur, zoals een klant met een lijst bestellingen die elk weer uit regels bestaan?",
      ["JSON", "CSV", "INI", "TSV"],
      "JSON kent objecten en lijsten die je in elkaar kunt schuiven, terwijl CSV en TSV per regel één platte rij velden bevatten en INI alleen secties met sleutels en waarden kent.",
      "kort weerlegt it-acroniem"),

    q("zip-besparing-in-procenten",
      "Een map met 40 MB aan tekstbestanden wordt ingepakt in een ZIP-archief van 10 MB. Hoeveel procent kleiner is het archief dan het origineel?",
      ["75%", "25%", "30%", "400%"],
      "Het verschil is 40 − 10 = 30 MB en 30 / 40 = 0,75, dus 75% kleiner, terwijl 25% het deel is dat van de oorspronkelijke grootte overblijft.",
      "rekenen uitgewerkt kort weerlegt it-acroniem", comp=("(40-10)/40*100", "%"), sorteer=True),

    q("mogelijkheden-van-webp",
      "Welke uitspraak over WebP klopt?",
      ["WebP kan verlieslatend en verliesvrij comprimeren en ondersteunt transparantie",
       "WebP is een vectorformaat zoals SVG",
       "WebP kan alleen stilstaande beelden zonder transparantie bevatten",
       "WebP wordt door geen enkele gangbare browser getoond"],
      "Google ontwikkelde WebP als alleskunner voor het web: foto's gaan erin met verlies, grafische beelden zonder, met een alfakanaal en zelfs animatie, en alle grote browsers kunnen het tonen.",
      "kort parafrase weerlegt it-acroniem"),

    q("wat-is-een-docx",
      "Wat is een DOCX-bestand van Word eigenlijk?",
      ["Een ZIP-archief met XML-bestanden en eventuele afbeeldingen",
       "Een platte tekst met opmaakcodes",
       "Een gesloten binair formaat dat alleen Word kan lezen",
       "Een PDF-bestand met een andere extensie"],
      """
Sinds Office 2007 gebruikt Word het formaat Office Open XML. Hernoem je een DOCX naar een `.zip` en pak je hem uit, dan vind je onder meer `word/document.xml` met de tekst en een map `media` met de afbeeldingen. Het is dus geen platte tekst met opmaakcodes; dat beschrijft eerder RTF. Het oude binaire formaat heette DOC, en DOCX is juist een gedocumenteerde standaard die ook LibreOffice en Google Docs lezen. Met PDF, een formaat voor pagina's met vaste opmaak, heeft het niets te maken.""",
      "code lang weerlegt it-acroniem"),

    q("jpeg-steeds-opnieuw-opslaan",
      "Wat gebeurt er als je een JPEG-foto tien keer achter elkaar opent, een klein beetje bewerkt en weer als JPEG opslaat?",
      ["De kwaliteit gaat bij elke keer opslaan iets verder achteruit",
       "De kwaliteit blijft gelijk, want JPEG onthoudt het origineel",
       "Het bestand groeit tot de oorspronkelijke onbewerkte grootte",
       "De foto verliest zijn kleuren en wordt zwart-wit"],
      "Bij elke keer opslaan wordt het beeld opnieuw met verlies gecomprimeerd en stapelen de kleine verliezen zich op, dus werk je in een verliesvrij formaat en exporteer je pas aan het eind naar JPEG.",
      "kort parafrase it-acroniem",
      fb=["Juist: de verliezen van elke compressieronde tellen op.",
          "JPEG bewaart geen origineel; wat weggegooid is, komt niet terug.",
          "De bestandsgrootte hangt af van de kwaliteitsinstelling, niet van het aantal keren opslaan.",
          "De kleuren blijven bestaan; het verlies zit in fijne details en blokvormige artefacten."]),

    q("grenzen-van-gif",
      "Welke eigenschap heeft GIF NIET?",
      ["Foto's met miljoenen kleuren opslaan zonder kleurverlies",
       "Korte animaties bevatten",
       "Eén kleur als volledig doorzichtig aanmerken",
       "Verliesvrij comprimeren met LZW"],
      """
Een GIF heeft een palet van hooguit 256 kleuren, dus een foto moet eerst tot zo'n palet worden teruggebracht en verliest daarbij kleuren. Animatie, een doorzichtige paletkleur en LZW-compressie, die binnen dat palet niets weggooit, zijn juist de bekende kenmerken van GIF.""",
      "negatief weerlegt it-acroniem"),

    q("video-van-een-half-uur",
      "Een video van een half uur heeft een gemiddelde bitrate van 4 Mbit/s. Hoeveel opslagruimte kost het bestand ongeveer?",
      ["900 MB", "120 MB", "450 MB", "7200 MB"],
      """
Een half uur is 30 × 60 = 1800 seconden.
Aan gegevens: 1800 × 4 Mbit = 7200 Mbit.
Gedeeld door 8 bits per byte: 7200 / 8 = 900 MB.""",
      "rekenen uitgewerkt getal-woorden", comp=("30*60*4/8", "MB"), sorteer=True),

    q("container-en-codec",
      "Wat is het verschil tussen een container zoals MP4 en een codec zoals H.264?",
      ["De container verpakt beeld, geluid en ondertitels, de codec bepaalt hoe het beeld is gecomprimeerd",
       "Het zijn twee namen voor hetzelfde",
       "De codec is het bestand en de container de speler die het afspeelt",
       "De container comprimeert het geluid en de codec het beeld"],
      """
Een MP4-bestand is een doos met sporen: meestal één voor video, een of meer voor audio en soms ondertitels, plus gegevens over hoe die gelijk lopen. Wat er in het videospoor zit, is gecomprimeerd met een codec zoals H.264 of H.265, en het audiospoor bijvoorbeeld met AAC. Daarom kan een speler een MP4 soms wel openen maar het beeld niet tonen: hij kent de codec niet. Container en codec zijn dus niet hetzelfde, de container is geen speler, en comprimeren doet hij helemaal niet; dat doen de codecs, voor beeld en voor geluid.""",
      "lang parafrase weerlegt it-acroniem"),

    q("raw-of-jpeg",
      "Waarom kiezen veel fotografen voor RAW in plaats van JPEG?",
      ["RAW bewaart de onbewerkte sensorgegevens, wat meer ruimte geeft bij het nabewerken",
       "RAW-bestanden zijn kleiner",
       "Elke website kan RAW-bestanden tonen",
       "RAW verwijdert automatisch ruis"],
      "Een RAW-bestand bevat wat de sensor gemeten heeft, met meer bits per kleur, zodat belichting en witbalans achteraf ruim bij te stellen zijn, en kleiner is het juist niet, eerder een paar keer zo groot.",
      "kort parafrase weerlegt it-acroniem"),

    q("tar-gz-archief",
      "Wat is een bestand met de naam `back-up.tar.gz`?",
      ["Een tar-archief dat daarna met gzip is gecomprimeerd",
       "Een gzip-bestand dat met tar is versleuteld",
       "Een ZIP-bestand met twee extensies om het te verbergen",
       "Een schijfkopie waarvan je direct kunt opstarten"],
      "`tar` voegt bestanden en mappen samen tot één archief zonder te comprimeren, waarna `gzip` dat ene bestand verkleint, en versleutelen doet geen van beide.",
      "code kort weerlegt"),
]

GEBREKKIG = [
    q("document-met-vaste-opmaak",
      "Welk formaat is bedoeld om een document met vaste opmaak te delen, zodat het er op elk apparaat hetzelfde uitziet?",
      ["PDF", "DOCX", "TXT", "HTML"],
      "PDF legt elke pagina vast met de lettertypen en de plaats van elk element, terwijl DOCX en HTML zich aanpassen aan het programma of het scherm waarop je ze opent.",
      "kort weerlegt it-acroniem", lab="explanation/supports-distractor", zet=1),

    q("bits-in-een-byte",
      "Hoeveel bits zitten er in één byte?",
      ["8", "4", "10", "16"],
      "Een byte bestaat uit acht bits, genoeg voor 256 verschillende waarden.",
      "kort getal-woorden", lab="explanation/supports-distractor", zet=3, sorteer=True),

    q("bmp-tegenover-jpeg",
      "Waarom is een BMP van een foto meestal veel groter dan een JPEG van dezelfde foto?",
      ["Omdat BMP de pixels meestal ongecomprimeerd opslaat",
       "Omdat BMP een hogere resolutie afdwingt",
       "Omdat BMP elke pixel twee keer opslaat",
       "Omdat BMP ook geluid bij de foto bewaart"],
      "In een BMP staat doorgaans elke pixel met zijn volledige kleurwaarde achter elkaar, zonder enige vorm van inpakken, terwijl JPEG het beeld sterk samenperst.",
      "kort parafrase it-acroniem", lab="explanation/supports-distractor", zet=1),

    q("compressie-zonder-verlies",
      "Hoe heet compressie waarbij het uitgepakte bestand precies gelijk is aan het origineel?",
      ["Verliesvrije compressie", "Verlieslatende compressie", "Symmetrische compressie", "Verlies-latende compressie"],
      "Bij verliesvrije compressie komt na het uitpakken elke bit terug, terwijl verlieslatend betekent dat er bij het inpakken informatie verdwijnt.",
      "kort weerlegt", lab="answer/duplicate-option", dup=(1, 3)),
]
