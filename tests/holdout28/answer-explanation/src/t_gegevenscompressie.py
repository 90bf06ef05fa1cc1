from common import q, VERPLAATST, DUBBEL

ONDERWERP = "gegevenscompressie"
TITEL = "Gegevenscompressie"
BESCHRIJVING = "Hoe verliesvrije en verlieslatende methoden bestanden, beeld en geluid kleiner maken."
GROEP = "IT"

VRAGEN = [
    q("verliesvrij-kenmerk",
      "Wat kenmerkt verliesvrije (lossless) compressie?",
      ["Na het uitpakken krijg je exact dezelfde gegevens terug als het origineel",
       "Het bestand wordt altijd minstens de helft kleiner",
       "Alleen geluid en beeld kunnen ermee worden gecomprimeerd",
       "Onhoorbare of onzichtbare details worden weggelaten"],
      "Bij verliesvrije compressie kan de decoder het origineel bit voor bit reconstrueren; het weglaten van details die je niet waarneemt is juist het kenmerk van verlieslatende methoden zoals JPEG en MP3.",
      "kort parafrase weerlegt it-acroniem"),

    q("rle-reeks-coderen",
      "Run-length encoding (RLE) schrijft elke reeks gelijke tekens als het aantal gevolgd door het teken. Hoe wordt WWWWWWBBBW dan gecodeerd?",
      ["6W3B1W", "6W4B", "7W3B", "W6B3W1"],
      "RLE telt opeenvolgende gelijke tekens: zes keer W, dan drie keer B en tot slot één losse W, samen 6W3B1W.",
      "kort it-acroniem getal-woorden"),

    q("huffman-basisidee",
      "Wat is het basisidee van Huffmancodering?",
      ["Tekens die vaak voorkomen krijgen een kortere bitcode dan zeldzame tekens",
       "Elk teken krijgt precies acht bits",
       "Herhaalde reeksen worden vervangen door een verwijzing naar een eerdere plek in het bestand",
       "Kleurwaarden worden afgerond op de dichtstbijzijnde kleur uit een palet"],
      "Huffman telt eerst hoe vaak elk symbool voorkomt en bouwt daarmee een boom waarin veelgebruikte symbolen dicht bij de wortel staan en dus een korte code krijgen, terwijl zeldzame symbolen langere codes krijgen.\n"
      "Een vaste lengte van acht bits per teken is gewone ASCII-achtige opslag zonder enige compressie.\n"
      "Verwijzen naar een eerdere plek is het principe van LZ77, een ander algoritme, dat in DEFLATE wel met Huffman wordt gecombineerd.\n"
      "Afronden op een palet is kleurkwantisatie, een verlieslatende stap die je bijvoorbeeld bij GIF tegenkomt.",
      "lang parafrase weerlegt it-acroniem"),

    q("deflate-in-zip",
      "Welk compressiealgoritme gebruiken ZIP-bestanden en gzip standaard?",
      ["DEFLATE", "LZW", "Brotli", "JPEG"],
      "DEFLATE is vastgelegd in [RFC 1951](https://www.rfc-editor.org/rfc/rfc1951) en combineert LZ77 met Huffmancodering; het is de standaardmethode in ZIP en in gzip. LZW kwam vooral in GIF voor, en Brotli is een nieuwer algoritme dat webservers gebruiken.",
      "link weerlegt it-acroniem", md=True),

    q("besparing-in-procenten",
      "Een bestand van 800 kB wordt gecomprimeerd tot 200 kB. Hoeveel procent kleiner is het gecomprimeerde bestand?",
      ["75 %", "25 %", "40 %", "400 %"],
      "De besparing is 800 − 200 = 600 kB, en 600 / 800 = 0,75, dus 75 procent kleiner; 25 % is het deel dat overblijft.",
      "kort rekenen uitgewerkt weerlegt eenheid-symbolen eenheid-woorden",
      sorteer=True, comp=("(800 - 200) / 800 * 100", "%")),

    q("jpeg-ongeschikt",
      "Voor welk soort afbeelding is JPEG GEEN goede keuze?",
      ["Een schermafdruk met scherpe tekst",
       "Een vakantiefoto van een landschap",
       "Een portretfoto met zachte huidtinten",
       "Een foto van een zonsondergang"],
      "Rond harde randen zoals letters veroorzaakt de DCT-compressie van JPEG zichtbare ringen en blokjes, terwijl natuurlijke foto's met geleidelijke overgangen daar nauwelijks last van hebben.",
      "kort negatief parafrase it-acroniem"),

    q("niet-verliesvrij-formaat",
      "Welk van de volgende formaten comprimeert NIET verliesvrij?",
      ["MP3", "FLAC", "PNG", "ZIP"],
      "MP3 laat geluidsinformatie weg die volgens een psychoakoestisch model nauwelijks hoorbaar is en is dus verlieslatend; FLAC, PNG en ZIP geven na het uitpakken precies de oorspronkelijke data terug.",
      "kort negatief weerlegt it-acroniem"),

    q("lz77-herhaling",
      "Wat slaat LZ77 op wanneer een stuk tekst eerder in het bestand al voorkwam?",
      ["Een verwijzing met afstand en lengte naar de eerdere plek",
       "Een frequentietabel van alle tekens",
       "Het stuk tekst in omgekeerde volgorde",
       "Een controlegetal om fouten op te sporen"],
      "LZ77 werkt met een schuivend venster: een herhaling wordt vervangen door een paar dat zegt hoe ver terug en hoeveel tekens, zodat de decoder die tekens kan kopiëren uit wat hij al heeft uitgepakt.",
      "kort parafrase it-acroniem"),

    q("jpeg-in-zip-archief",
      "Waarom wordt een JPEG-foto nauwelijks kleiner als je hem in een ZIP-archief stopt?",
      ["De gegevens zijn al gecomprimeerd en bevatten weinig herhaling meer",
       "ZIP kan geen afbeeldingen openen",
       "ZIP werkt alleen met tekstbestanden",
       "De foto wordt eerst teruggezet naar onbewerkte pixels"],
      "Na JPEG-compressie lijkt de bitstroom bijna willekeurig, en in data zonder patronen vindt een verliesvrij algoritme als DEFLATE niets meer om in te korten.",
      "kort parafrase it-acroniem"),

    q("entropie-ondergrens",
      "Wat is volgens de informatietheorie de ondergrens voor het gemiddelde aantal bits per symbool bij verliesvrije codering van een bron?",
      ["De entropie van de bron",
       "De helft van het oorspronkelijke aantal bits",
       "Eén bit per bestand",
       "De wortel uit het aantal verschillende tekens"],
      "Shannon liet zien dat de entropie, de gemiddelde hoeveelheid informatie per symbool, niet te onderbieden is zonder verlies; een vaste grens als de helft bestaat niet, want hoeveel je wint hangt van de gegevens af.",
      "kort weerlegt"),

    q("niet-alles-kleiner",
      "Waarom kan geen enkel verliesvrij compressieprogramma elk willekeurig bestand kleiner maken?",
      ["Er zijn meer mogelijke bestanden van een bepaalde lengte dan kortere bestanden, dus sommige invoer moet even groot blijven of groeien",
       "Computers hebben te weinig werkgeheugen om grote bestanden te comprimeren",
       "Compressie werkt alleen bij tekst, niet bij andere bestanden",
       "De bestandsnaam moet altijd ongecomprimeerd worden opgeslagen"],
      "Er bestaan 2^n bestanden van n bits, maar samen maar 2^n − 1 bestanden die korter zijn (1 + 2 + 4 + … + 2^(n−1)).\n"
      "Als elk bestand korter zou worden, moeten twee verschillende invoerbestanden dezelfde uitvoer krijgen, en dan weet de decoder niet meer welk origineel hij moet teruggeven.",
      "parafrase uitgewerkt"),

    q("png-compressiemethode",
      "Welke compressie gebruikt het PNG-formaat?",
      ["Verliesvrije DEFLATE-compressie, na een filterstap per beeldregel",
       "Verlieslatende DCT-compressie, net als JPEG",
       "LZW-compressie, net als GIF",
       "Geen compressie: PNG slaat de ruwe pixels op"],
      "PNG voorspelt elke pixel eerst uit zijn buren met een van vijf filters en comprimeert het verschil daarna met DEFLATE, zonder dat er iets verloren gaat.\n"
      "De discrete cosinustransformatie met kwantisatie hoort bij JPEG en is verlieslatend.\n"
      "LZW was juist de reden om PNG te ontwikkelen: het patent op LZW maakte het gebruik van GIF halverwege de jaren negentig onzeker.\n"
      "Ongecomprimeerde pixels vind je bijvoorbeeld in de meeste BMP-bestanden, niet in PNG.",
      "lang parafrase weerlegt it-acroniem getal-woorden"),

    q("mp3-bestandsgrootte",
      "Een nummer van 4 minuten is gecodeerd als MP3 met een constante bitrate van 128 kbit/s. Hoe groot is het bestand ongeveer?",
      ["Ongeveer 3,8 MB", "Ongeveer 0,48 MB", "Ongeveer 7,7 MB", "Ongeveer 30,7 MB"],
      "Vier minuten is 240 s, en 240 × 128 kbit/s = 30 720 kbit.\n"
      "Gedeeld door acht bits per byte is dat 3840 kB, ongeveer 3,8 MB. Wie de deling door acht vergeet, komt op 30,7 MB uit.",
      "rekenen uitgewerkt weerlegt getal-woorden eenheid-symbolen it-acroniem",
      sorteer=True, comp=("4 * 60 * 128 / 8 / 1000", "MB")),

    q("logbestand-comprimeren",
      "Welk bestand laat zich met gzip doorgaans het sterkst comprimeren?",
      ["Een groot logbestand met veel terugkerende regels",
       "Een versleuteld archief",
       "Een MP4-video",
       "Een bestand met willekeurige bytes"],
      "Logregels herhalen steeds dezelfde opbouw van tijdstempels en meldingen, wat LZ77 en Huffman goed benutten; versleutelde, al gecomprimeerde en willekeurige data bevatten nauwelijks nog patronen.",
      "kort parafrase weerlegt it-acroniem"),

    q("chroma-subsampling",
      "Wat houdt chroma-subsampling 4:2:0 in bij JPEG en bij videocodecs?",
      ["Kleurinformatie wordt met een lagere resolutie opgeslagen dan helderheid",
       "Alleen elk vierde beeld wordt opgeslagen",
       "De helderheid wordt op een kwart van de resolutie opgeslagen",
       "Het beeld wordt omgezet naar zwart-wit"],
      "Het oog is gevoeliger voor verschillen in licht en donker dan voor kleurverschillen; daarom bewaart 4:2:0 de twee kleurkanalen op halve resolutie in beide richtingen, terwijl de luminantie volledig blijft.",
      "kort parafrase it-acroniem getal-woorden"),

    q("verlieslatend-onjuist",
      "Welke bewering over verlieslatende compressie is onjuist?",
      ["Door opnieuw te comprimeren met een hogere kwaliteit komen weggegooide details terug",
       "Het bestand kan bij een aanvaardbare kwaliteit veel kleiner zijn dan bij verliesvrije compressie",
       "Steeds opnieuw bewerken en opslaan kan de kwaliteit verder verlagen",
       "De mate van compressie is vaak instelbaar"],
      "Wat bij verlieslatende compressie is weggegooid, is definitief verdwenen: een hogere kwaliteitsinstelling bij een volgende keer opslaan bewaart alleen de al beschadigde versie nauwkeuriger.\n"
      "De andere drie beweringen kloppen wel. Juist doordat details mogen verdwijnen, wordt een foto of muziekstuk vaak tien keer kleiner dan met een verliesvrije methode. Elke nieuwe opslagronde kan extra fouten toevoegen, wat generatieverlies heet. En bij JPEG, MP3 en de meeste videocodecs kies je zelf een kwaliteit of bitrate.",
      "lang negatief weerlegt it-acroniem getal-woorden"),

    q("lzw-woordenboek",
      "Wat bouwt LZW tijdens het comprimeren op?",
      ["Een woordenboek van reeksen die al zijn tegengekomen",
       "Een lijst met kwantisatietabellen",
       "Een boom van kleurwaarden",
       "Een index van bestandsnamen"],
      "LZW voegt elke nieuwe reeks toe aan een genummerde tabel en geeft daarna alleen nog het nummer door; de decoder bouwt dezelfde tabel vanzelf op, zodat die niet hoeft te worden meegestuurd.",
      "kort parafrase it-acroniem"),

    q("vaste-codelengte-acht-tekens",
      "Een tekst gebruikt slechts acht verschillende tekens. Hoeveel bits per teken zijn minimaal nodig als elk teken een code van dezelfde lengte krijgt?",
      ["3 bits", "4 bits", "5 bits", "8 bits"],
      "Met drie bits maak je 2 × 2 × 2 = 8 verschillende codes, precies genoeg voor acht tekens; meer bits per teken is bij een vaste lengte pure verspilling.",
      "kort rekenen uitgewerkt getal-woorden eenheid-woorden", sorteer=True),

    q("videocodec-niet-gebruikt",
      "Welke techniek gebruikt een moderne videocodec zoals H.264 NIET om ruimte te besparen?",
      ["Elk beeld afzonderlijk verliesvrij opslaan als PNG",
       "Bewegingscompensatie tussen opeenvolgende beelden",
       "Blokken pixels omzetten naar frequentiecomponenten",
       "Kwantisatie van de frequentiecoëfficiënten"],
      "Voorspelling uit naburige beelden met bewegingsvectoren, een blokgewijze transformatie en kwantisatie zijn de kern van H.264; elk frame los en verliesvrij bewaren zou juist enorme bestanden opleveren.",
      "kort negatief weerlegt it-acroniem"),

    q("gz-bestand-uitpakken",
      "Met welk commando pak je onder Linux het bestand `data.txt.gz` uit?",
      ["`gunzip data.txt.gz`", "`gzip data.txt.gz`", "`unzip data.txt.gz`", "`tar -c data.txt.gz`"],
      "`gunzip` (hetzelfde als `gzip -d`) pakt een gzip-bestand uit en laat `data.txt` achter; `unzip` is bedoeld voor ZIP-archieven, een ander formaat, en `gzip` zonder `-d` wil juist comprimeren.",
      "kort code weerlegt it-acroniem", md=True),

    # --- gebrekkig: verplaatste sleutel ---
    q("gif-aantal-kleuren",
      "Hoeveel kleuren kan het palet van een GIF-afbeelding maximaal bevatten?",
      ["256", "16", "65 536", "16 777 216"],
      "GIF gebruikt hoogstens 8 bits per pixel als index in een kleurentabel, en 2^8 = 256 kleuren.",
      "kort rekenen uitgewerkt it-acroniem", lab=VERPLAATST, zet=2, sorteer=True),

    q("geen-verliesvrije-audio",
      "Welk formaat is GEEN verliesvrij audioformaat?",
      ["AAC", "FLAC", "ALAC", "WavPack"],
      "AAC is net als MP3 een perceptuele, verlieslatende codec; [FLAC](https://xiph.org/flac/), ALAC en WavPack reconstrueren de samples exact.",
      "kort negatief weerlegt it-acroniem link", lab=VERPLAATST, zet=1, md=True),

    q("kwantisatie-in-jpeg",
      "Wat doet de kwantisatiestap in JPEG?",
      ["Ze rondt de frequentiecoëfficiënten af, waardoor fijne details verloren gaan",
       "Ze zet de pixels om van RGB naar grijstinten",
       "Ze telt hoe vaak elke kleur voorkomt",
       "Ze voegt een controlegetal toe tegen transmissiefouten"],
      "Na de DCT deelt JPEG elke coëfficiënt van een blok van acht bij acht pixels door een waarde uit een kwantisatietabel en rondt het resultaat af. Vooral de hoge frequenties, de fijnste details, worden zo nul, en op dat punt verdwijnt informatie definitief.\n"
      "De omzetting van RGB gebeurt eerder en gaat naar helderheid en kleur (YCbCr), niet naar grijstinten. Tellen hoe vaak symbolen voorkomen hoort bij de Huffmancodering aan het eind, en die stap is verliesvrij. Een controlegetal tegen transmissiefouten voegt JPEG helemaal niet toe; dat regelen de netwerkprotocollen.",
      "lang parafrase weerlegt it-acroniem getal-woorden", lab=VERPLAATST, zet=2),

    # --- gebrekkig: dubbele optie ---
    q("kortere-code-frequent",
      "Welke codering geeft vaker voorkomende symbolen kortere bitcodes?",
      ["Huffmancodering", "Run-length encoding", "Base64-codering", "base64-codering"],
      "Huffman stemt de codelengte af op de frequentie: hoe vaker een symbool voorkomt, hoe korter zijn code.",
      "kort parafrase", lab=DUBBEL, dup=(2, 3, "hoofdletters")),
]
