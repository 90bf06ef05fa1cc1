from common import q, VERPLAATST

ONDERWERP = "foutdetectie-en-correctie"
TITEL = "Foutdetectie en foutcorrectie"
BESCHRIJVING = "Pariteit, controlecijfers, CRC, hashes en codes die fouten in gegevens opmerken of herstellen."
GROEP = "IT"

VRAGEN = [
    q("even-pariteit-woord",
      "Bij even pariteit wordt achter de bits 1011001 een pariteitsbit gezet. Welk woord van acht bits wordt verzonden?",
      ["10110010", "10110011", "01001101", "00110010"],
      "De reeks bevat vier enen, al een even aantal, dus de pariteitsbit wordt 0; met een 1 erachter kom je op vijf enen, en dat hoort bij oneven pariteit.",
      "kort weerlegt getal-woorden"),

    q("pariteit-twee-fouten",
      "Waarom merkt een enkele pariteitsbit niet op dat er twee bits zijn omgeklapt?",
      ["Twee omgeklapte bits laten het aantal enen even of oneven, net zoals het was",
       "De pariteitsbit herstelt twee fouten automatisch",
       "De ontvanger controleert alleen de eerste helft van het woord",
       "Twee fouten heffen de spanning op de lijn op"],
      "Elke omgeklapte bit verandert het aantal enen met één; bij twee fouten verspringt de pariteit dus twee keer en komt ze weer op de oorspronkelijke waarde uit.",
      "kort parafrase getal-woorden"),

    q("crc-in-ethernetframe",
      "Waarvoor dient de CRC aan het eind van een Ethernet-frame?",
      ["Om te controleren of het frame onderweg is beschadigd",
       "Om het frame te versleutelen",
       "Om het MAC-adres van de ontvanger op te slaan",
       "Om de frames op volgorde te zetten"],
      "De ontvanger berekent de [cyclische redundantiecontrole](https://nl.wikipedia.org/wiki/Cyclic_redundancy_check) opnieuw over de ontvangen bits; wijkt de uitkomst af van het meegestuurde controleveld, dan is er onderweg iets misgegaan en wordt het frame weggegooid.",
      "kort link parafrase it-acroniem", md=True),

    q("elfproef-geldig",
      "Bij de klassieke elfproef voor een rekeningnummer van negen cijfers vermenigvuldig je de cijfers van links naar rechts met 9, 8, …, 1 en tel je de uitkomsten op. Wanneer is het nummer geldig?",
      ["Als de som deelbaar is door 11",
       "Als de som even is",
       "Als de som op een 0 eindigt",
       "Als de som groter is dan 100"],
      "Vandaar de naam: de gewogen som moet een elfvoud zijn, zoals 165 = 15 × 11, terwijl bijvoorbeeld 160 de proef niet doorstaat.",
      "kort parafrase uitgewerkt"),

    q("elfproef-gewogen-som",
      "Wat is de gewogen som bij de elfproef voor het nummer 123456789, met gewichten 9 tot en met 1 van links naar rechts?",
      ["165", "155", "175", "285"],
      "1×9 + 2×8 + 3×7 + 4×6 + 5×5 + 6×4 + 7×3 + 8×2 + 9×1\n"
      "= 9 + 16 + 21 + 24 + 25 + 24 + 21 + 16 + 9 = 165.\n"
      "Dat is 15 × 11, dus het nummer doorstaat de elfproef.",
      "rekenen uitgewerkt", sorteer=True),

    q("hamming-afstand-bits",
      "Wat is de Hamming-afstand tussen 1011101 en 1001001?",
      ["2", "1", "3", "4"],
      "De woorden verschillen op de derde en de vijfde positie en nergens anders, dus de afstand is twee.",
      "kort rekenen getal-woorden", sorteer=True),

    q("hamming-7-4-pariteitsbits",
      "Hoeveel controlebits voegt de Hamming(7,4)-code toe aan elk blok van vier databits?",
      ["3", "1", "4", "7"],
      "Een codewoord telt zeven bits, waarvan vier data: 7 − 4 = 3 controlebits.",
      "kort rekenen uitgewerkt getal-woorden", sorteer=True),

    q("minimale-afstand-drie",
      "Een code heeft een minimale Hamming-afstand van 3. Wat kan een ontvanger daarmee per codewoord?",
      ["Eén fout corrigeren, of twee fouten opmerken",
       "Drie fouten corrigeren",
       "Eén fout opmerken, maar niet corrigeren",
       "Twee fouten corrigeren"],
      "Met een minimale afstand d kun je d − 1 fouten opmerken en (d − 1) / 2 fouten herstellen, naar beneden afgerond. Bij d = 3 zijn dat twee fouten die je opmerkt of één fout die je herstelt.\n"
      "Drie fouten corrigeren vraagt een afstand van minstens zeven, twee fouten corrigeren minstens vijf.\n"
      "Alleen opmerken zonder te kunnen corrigeren is de situatie bij d = 2, zoals bij een enkele pariteitsbit.",
      "lang weerlegt uitgewerkt getal-woorden"),

    q("hash-bij-download",
      "Waarom publiceert een website vaak een SHA-256-hash naast een downloadbestand?",
      ["Zodat je kunt nagaan dat het gedownloade bestand niet is veranderd of beschadigd",
       "Zodat het bestand sneller downloadt",
       "Omdat het bestand anders niet kan worden uitgepakt",
       "Omdat de hash het wachtwoord van het bestand is"],
      "Reken je zelf de hash van je download uit en komt die overeen met de gepubliceerde waarde, dan is de inhoud bit voor bit gelijk aan het origineel; één afwijkende bit geeft een totaal andere hash.",
      "kort parafrase it-acroniem"),

    q("alleen-opmerken",
      "Welke methode kan een bitfout NIET herstellen, maar alleen opmerken?",
      ["Een enkele pariteitsbit",
       "De Hamming(7,4)-code",
       "Een Reed-Solomon-code",
       "ECC-geheugen met SECDED"],
      "Een pariteitsbit zegt alleen dát er iets mis is, niet wélke bit; Hamming-, Reed-Solomon- en SECDED-codes bevatten genoeg redundantie om de foute bits te vinden en terug te zetten.",
      "kort negatief weerlegt it-acroniem"),

    q("ecc-geheugen-niet",
      "Wat doet ECC-geheugen in een server NIET?",
      ["Het beschermt de gegevens tegen uitlezen door andere programma's",
       "Het corrigeert een enkele omgeklapte bit in een geheugenwoord",
       "Het meldt een dubbele bitfout",
       "Het gebruikt extra controlebits per geheugenwoord"],
      "ECC voegt controlebits toe waarmee het een enkelbitsfout herstelt en een dubbele fout meldt; afscherming tussen programma's regelen het besturingssysteem en de processor, niet de foutcode.",
      "kort negatief weerlegt it-acroniem"),

    q("qr-code-met-vlek",
      "Waarom is een QR-code vaak nog leesbaar als er een vlek over een deel van de code zit?",
      ["Hij bevat Reed-Solomon-foutcorrectie die ontbrekende stukken kan reconstrueren",
       "De scanner raadt de inhoud op basis van de kleur",
       "Elke QR-code bevat zijn inhoud twee keer",
       "De telefoon haalt de inhoud via internet op"],
      "Een QR-code heeft vier correctieniveaus (L, M, Q en H), gebaseerd op Reed-Solomon-codes; op het hoogste niveau kan ongeveer 30 procent van de codewoorden beschadigd raken zonder dat de inhoud verloren gaat.",
      "kort parafrase it-acroniem getal-woorden eenheid-woorden"),

    q("isbn13-controlecijfer",
      "De eerste twaalf cijfers van een ISBN-13 zijn 978030640615. Met de gewichten afwisselend 1 en 3 is de gewogen som 93. Wat is het controlecijfer?",
      ["7", "3", "5", "9"],
      "Het controlecijfer vult de gewogen som aan tot een tienvoud: 93 + 7 = 100, dus het is 7; een 3 zou alleen het laatste cijfer van 93 herhalen.",
      "kort rekenen uitgewerkt weerlegt it-acroniem", sorteer=True),

    q("tcp-foute-checksum",
      "Wat gebeurt er als TCP een segment met een foute checksum ontvangt?",
      ["Het segment wordt weggegooid, zodat de zender het later opnieuw verstuurt",
       "De ontvanger repareert het segment met behulp van de checksum",
       "Het segment wordt met een waarschuwing aan de toepassing doorgegeven",
       "De verbinding wordt direct verbroken"],
      "De 16-bits checksum van TCP kan fouten alleen opmerken, niet herstellen; herstel gebeurt door herhaling, want zonder bevestiging stuurt de afzender het segment na een time-out nog een keer.",
      "kort parafrase weerlegt it-acroniem"),

    q("md5-klopt-niet",
      "Welke bewering over MD5 als controlesom klopt niet?",
      ["MD5 is nog steeds geschikt om bestanden te beschermen tegen opzettelijke vervalsing",
       "MD5 is geschikt om toevallige beschadiging bij een download op te merken",
       "Er bestaan praktische methoden om twee bestanden met dezelfde MD5-hash te maken",
       "Een MD5-hash is 128 bits lang"],
      "MD5 levert een hash van 128 bits en merkt toevallige beschadiging nog steeds betrouwbaar op.\n"
      "Tegen opzet schiet hij tekort: al sinds 2004 zijn methoden bekend om twee verschillende bestanden met dezelfde MD5-hash te maken, zodat een aanvaller een vervalst bestand kan laten doorgaan voor het echte.\n"
      "Wie zich wil beschermen tegen vervalsing, gebruikt daarom SHA-256 of een digitale handtekening.",
      "lang negatief weerlegt it-acroniem"),

    q("iban-controlegetal",
      "Wat is de functie van de twee cijfers direct na de landcode in een IBAN, zoals 91 in NL91ABNA0417164300?",
      ["Het zijn controlegetallen die tikfouten in het rekeningnummer opsporen",
       "Het zijn de laatste twee cijfers van het geboortejaar van de rekeninghouder",
       "Ze geven het filiaal van de bank aan",
       "Ze geven het soort rekening aan"],
      "Die twee cijfers worden zo gekozen dat het hele IBAN, na omzetting van de letters in getallen, bij deling door 97 rest 1 geeft; een verkeerd getypt cijfer of twee verwisselde cijfers vallen daardoor vrijwel altijd op.",
      "kort parafrase getal-woorden it-acroniem"),

    q("isbn-gewichten-een-en-drie",
      "Waarom gebruikt de ISBN-13-controle afwisselend de gewichten 1 en 3 in plaats van overal 1?",
      ["Zodat ook het verwisselen van twee naast elkaar staande cijfers meestal wordt opgemerkt",
       "Zodat de gewogen som altijd even is",
       "Omdat een ISBN uit drie delen bestaat",
       "Zodat het controlecijfer nooit 0 kan zijn"],
      "Met gelijke gewichten verandert de som niet als je twee buurcijfers a en b omwisselt; met gewichten 1 en 3 verschuift de som met 2 × (a − b), en dat is alleen een tienvoud als a en b precies 5 verschillen.",
      "kort parafrase uitgewerkt it-acroniem"),

    q("ruimtesonde-fec",
      "Waarom gebruikt een ruimtesonde bij Mars vooral voorwaartse foutcorrectie (FEC) in plaats van opnieuw verzenden?",
      ["Een verzoek om herhaling zou door de lange looptijd van het signaal veel te lang duren",
       "Een ruimtesonde heeft geen ontvanger aan boord",
       "FEC verbruikt minder bandbreedte dan helemaal geen foutcontrole",
       "Opnieuw verzenden is in de ruimte verboden"],
      "Een radiosignaal tussen Mars en de aarde is afhankelijk van de stand van de planeten tussen ongeveer 3 en 22 minuten onderweg, zodat een verzoek om herhaling plus het nieuwe antwoord tot bijna drie kwartier kan duren; met FEC herstelt de ontvanger de fout zelf, zonder terug te vragen.",
      "kort parafrase it-acroniem eenheid-woorden"),

    q("geen-foutcorrectie",
      "Welke van deze technieken is GEEN foutcorrigerende code?",
      ["Base64", "Reed-Solomon", "Hamming-code", "LDPC-code"],
      "Base64 zet binaire gegevens om in leesbare tekens en voegt geen redundantie toe om fouten te herstellen; Reed-Solomon-, Hamming- en LDPC-codes doen dat wel.",
      "kort negatief weerlegt it-acroniem"),

    q("sha256sum-controleren",
      "Met welk commando controleer je onder Linux je downloads tegen de lijst met SHA-256-hashes in het bestand `SHA256SUMS`?",
      ["`sha256sum -c SHA256SUMS`", "`sha256sum SHA256SUMS`", "`md5sum -c SHA256SUMS`", "`sort SHA256SUMS`"],
      "Met de optie `-c` (check) leest het programma de verwachte hashes uit het bestand en meldt per bestand OK of FAILED; zonder `-c` berekent `sha256sum` alleen de hash van de lijst zelf.",
      "kort code weerlegt it-acroniem", md=True),

    # --- gebrekkig: verplaatste sleutel ---
    q("crc32-burstfouten",
      "Welke fouten merkt een CRC-32 gegarandeerd op?",
      ["Elke foutburst van hoogstens 32 opeenvolgende bits",
       "Elke denkbare combinatie van fouten",
       "Alleen fouten in de eerste byte",
       "Alleen fouten die de lengte van het frame veranderen"],
      "Een CRC met een generatorpolynoom van graad 32 vangt gegarandeerd elke foutburst van hoogstens 32 opeenvolgende bits.\n"
      "Elke denkbare combinatie van fouten vangen kan geen enkele controlewaarde van 32 bits: er zijn veel meer mogelijke frames dan controlewaarden, dus sommige foutpatronen leveren toevallig dezelfde CRC op, al is de kans daarop bij willekeurige fouten maar ongeveer 1 op 4 miljard.\n"
      "De CRC wordt over het hele frame berekend en beperkt zich dus niet tot de eerste byte, en hij reageert op veranderingen in de inhoud, niet alleen op een veranderde lengte.",
      "lang weerlegt it-acroniem getal-woorden", lab=VERPLAATST, zet=1),

    q("pariteitsbit-onjuist",
      "Welke bewering over een pariteitsbit is onjuist?",
      ["Hij geeft aan welke bit verkeerd is ontvangen",
       "Hij merkt elke enkele bitfout op",
       "Hij kost één extra bit per woord",
       "Bij even pariteit is het totale aantal enen, inclusief de pariteitsbit, even"],
      "Een pariteitsbit meldt alleen dat het aantal enen niet klopt; welke bit er omklapte, blijft onbekend, terwijl de andere drie beweringen kloppen.",
      "kort negatief weerlegt getal-woorden", lab=VERPLAATST, zet=2),

    q("hamming-afstand-roos-roes",
      "Wat is de Hamming-afstand tussen de woorden ROOS en ROES?",
      ["Eén", "Twee", "Drie", "Vier"],
      "Alleen de derde letter verschilt (O tegenover E); de Hamming-afstand telt het aantal posities waarop twee even lange woorden verschillen, dus die is hier één.",
      "kort rekenen getal-woorden", lab=VERPLAATST, zet=1, sorteer=[1, 2, 3, 4]),
]
