from qdata import q

TOPIC = "cryptografie"
TITLE = "Cryptografie"
DESC = "Versleuteling, hashfuncties, digitale handtekeningen en beveiligde verbindingen."

Q = [
    q("cr-symmetrisch-kenmerk", 7,
      "Wat kenmerkt symmetrische versleuteling?",
      ["Voor versleutelen en ontsleutelen wordt dezelfde geheime sleutel gebruikt",
       "Elke deelnemer heeft een publieke en een privésleutel",
       "Er is helemaal geen sleutel nodig"], "A",
      """Een sleutelpaar van publieke en privésleutel hoort bij asymmetrische versleuteling, zoals RSA,
niet bij symmetrische. Bij symmetrische algoritmen zoals AES delen zender en ontvanger één geheime
sleutel."""),

    q("cr-aes-soort", 8,
      "Wat voor soort algoritme is AES?",
      ["Een asymmetrisch algoritme op basis van priemfactoren", "Een symmetrisch blokcijfer", "Een hashfunctie"], "B",
      """AES (Advanced Encryption Standard) versleutelt blokken van 128 bits met één gedeelde sleutel
van 128, 192 of 256 bits. Priemfactoren horen bij RSA, en een hashfunctie zoals SHA-256 gebruikt
geen sleutel en is niet terug te draaien."""),

    q("cr-rsa-wiskundig-probleem", 8,
      "Op welk wiskundig probleem berust de veiligheid van RSA?",
      ["Het ontbinden van een groot getal in zijn priemfactoren",
       "Het discrete-logaritmeprobleem op elliptische krommen",
       "Het vinden van botsingen in een hashfunctie"], "A",
      """De publieke sleutel van RSA bevat het product van twee grote priemgetallen. Wie dat product
snel in factoren kan ontbinden, kan de privésleutel berekenen. Elliptische krommen horen bij ECC,
niet bij RSA."""),

    q("cr-hash-eigenschap", 6,
      "Welke eigenschap moet een cryptografische hashfunctie hebben?",
      ["Uit de hashwaarde is de oorspronkelijke invoer praktisch niet terug te vinden",
       "De uitvoer is altijd even lang als de invoer",
       "Met de juiste sleutel kun je de invoer weer terughalen"], "A",
      """Een goede hashfunctie werkt maar één kant op: `hashlib.sha256(b"hallo").hexdigest()` rekent
snel een hash uit, maar van die hash terug naar "hallo" is ondoenlijk. De uitvoer heeft bovendien
een vaste lengte, en er bestaat geen sleutel om terug te rekenen. Zie de
[documentatie van hashlib](https://docs.python.org/3/library/hashlib.html).""", md=True),

    q("cr-caesar-kat", 4,
      "Met een caesarcijfer met verschuiving 3 naar rechts wordt het woord KAT versleuteld. Wat is de uitkomst?",
      ["HXQ", "NDW", "LBU"], "B",
      """Elke letter schuift drie plaatsen op in het alfabet: K → N, A → D en T → W, dus NDW.
HXQ is drie plaatsen terug (ontsleutelen) en LBU maar één plaats vooruit."""),

    q("cr-extra-sleutelbit", 4,
      "Een sleutel wordt verlengd van 128 naar 129 bits. Met welke factor neemt het aantal mogelijke sleutels toe?",
      ["Ongeveer 1,008 keer", "2 keer", "128 keer"], "B",
      """Bij 128 bits zijn er 2¹²⁸ sleutels, bij 129 bits 2¹²⁹. De verhouding is 2¹²⁹ / 2¹²⁸ = 2: elke
extra bit verdubbelt het aantal. 129 / 128 ≈ 1,008 vergelijkt alleen de lengtes, niet de aantallen."""),

    q("cr-digitale-handtekening-sleutel", 3,
      "Met welke sleutel zet de afzender een digitale handtekening onder een bericht?",
      ["Met zijn eigen privésleutel", "Met zijn eigen publieke sleutel",
       "Met de publieke sleutel van de ontvanger", "Met de privésleutel van de ontvanger"], "A",
      """Een handtekening moet aantonen dat alleen de afzender haar gezet kan hebben, en iedereen moet
haar kunnen controleren. Daarom ondertekent de afzender met iets wat alleen hij bezit: zijn eigen
privésleutel, optie A. Iedereen controleert daarna met de bijbehorende publieke sleutel.
Optie B kan niet werken, want de publieke sleutel is van iedereen; een handtekening daarmee zou
iedereen kunnen namaken.
Optie C, de publieke sleutel van de ontvanger, gebruik je om een bericht te versleutelen zodat
alleen de ontvanger het kan lezen. Dat regelt vertrouwelijkheid, geen herkomst.
Optie D is onmogelijk in de praktijk: de afzender hoort de privésleutel van een ander nooit te
hebben. Zou hij die wel hebben, dan is het systeem al gebroken."""),

    q("cr-https-tls", 8,
      "Welk protocol zorgt bij HTTPS voor de versleuteling van de verbinding?",
      ["FTP", "DNS", "TLS"], "C",
      """HTTPS is HTTP over TLS (Transport Layer Security), de opvolger van SSL. FTP is een protocol om
bestanden over te dragen en DNS vertaalt domeinnamen naar IP-adressen; geen van beide versleutelt
webverkeer."""),

    q("cr-md5-niet-juist", 5,
      "Welke bewering over MD5 is NIET juist?",
      ["MD5 levert een hashwaarde van 128 bits",
       "Voor MD5 zijn in de praktijk botsingen gevonden",
       "MD5 is geschikt om wachtwoorden veilig op te slaan"], "C",
      """MD5 is snel en gebroken, en daarom ongeschikt voor wachtwoorden; daarvoor gebruik je een trage
functie met salt, zoals bcrypt of Argon2. De eerste twee beweringen kloppen: een MD5-hash is 128
bits lang, en onderzoekers kunnen al jaren twee verschillende bestanden met dezelfde hash maken."""),

    q("cr-salt-doel", 6,
      "Waarom voeg je een salt toe aan een wachtwoord voordat je het hasht?",
      ["Zodat gelijke wachtwoorden verschillende hashes krijgen en vooraf berekende tabellen niet werken",
       "Zodat de hashwaarde korter wordt",
       "Zodat je het wachtwoord later weer kunt terughalen"], "A",
      """Een salt is een willekeurige waarde die per gebruiker wordt opgeslagen en meegehasht. Twee
mensen met hetzelfde wachtwoord krijgen daardoor een andere hash, en een aanvaller kan geen
kant-en-klare rainbow table meer gebruiken. Functies als `bcrypt` doen dit automatisch. Zie
[Salt (cryptografie)](https://en.wikipedia.org/wiki/Salt_(cryptography)).""", md=True),

    q("cr-sha256sum-gebruik", 6,
      "Wat doet het commando `sha256sum ubuntu.iso`?",
      ["Het berekent de SHA-256-hash van het bestand, zodat je kunt controleren of de download ongeschonden is",
       "Het versleutelt het bestand met een wachtwoord",
       "Het comprimeert het bestand tot een kleiner formaat"], "A",
      """`sha256sum` drukt de hash van het bestand af. Vergelijk die met de waarde op de downloadpagina:
komen ze overeen, dan is het bestand onderweg niet veranderd. Versleutelen of comprimeren doet het
commando niet. Zie de [handleiding van sha256sum](https://man7.org/linux/man-pages/man1/sha256sum.1.html).""",
      md=True),

    q("cr-sha256-hex-lengte", 4,
      "Hoeveel hexadecimale tekens telt een SHA-256-hash?",
      ["32", "64", "256"], "B",
      """SHA-256 geeft 256 bits. Eén hexadecimaal teken stelt 4 bits voor, dus 256 / 4 = 64 tekens.
32 is het aantal bytes (256 / 8) en 256 het aantal bits."""),

    q("cr-brute-force-pincode", 4,
      "Een aanvaller probeert 10 pincodes van 4 cijfers per seconde. Hoe lang duurt het maximaal om alle codes te proberen?",
      ["Ongeveer 1,7 minuut", "Ongeveer 17 minuten", "Ongeveer 2,8 uur"], "B",
      """Er zijn 10⁴ = 10.000 codes. Bij 10 pogingen per seconde kost dat 10.000 / 10 = 1000 s, en
1000 s / 60 ≈ 16,7 minuten, dus ongeveer zeventien minuten.
2,8 uur hoort bij 10.000 seconden, alsof er maar één poging per seconde werd gedaan."""),

    q("cr-certificaatautoriteit", 2,
      "Wat bevestigt een certificaatautoriteit (CA) met een certificaat voor een website?",
      ["Dat de publieke sleutel echt bij de genoemde domeinnaam of organisatie hoort",
       "Dat de website vrij is van virussen",
       "Dat de verbinding sneller wordt"], "A",
      """Een certificaat koppelt een publieke sleutel aan een naam, en de CA zet daar haar handtekening
onder. Je browser vertrouwt die handtekening en weet daardoor dat hij met de echte site praat, niet
met een bedrieger. Over virussen of snelheid zegt een certificaat niets."""),

    q("cr-enigma", 1,
      "Met welke machine versleutelde het Duitse leger veel berichten in de Tweede Wereldoorlog?",
      ["De Colossus", "De ENIAC", "De Enigma"], "C",
      "Dat was de Enigma; Colossus en ENIAC waren vroege computers."),

    q("cr-diffie-hellman-doel", 7,
      "Waarvoor dient het Diffie-Hellman-protocol?",
      ["Twee partijen spreken via een onveilig kanaal een gedeelde geheime sleutel af",
       "Het digitaal ondertekenen van documenten",
       "Het veilig hashen van wachtwoorden"], "A",
      """Diffie-Hellman is een methode voor sleuteluitwisseling, geen handtekeningschema: ondertekenen
doe je met bijvoorbeeld RSA of ECDSA, en wachtwoorden hash je met bcrypt of Argon2. Met
Diffie-Hellman komen twee partijen op dezelfde geheime sleutel uit zonder die ooit te versturen."""),

    q("cr-one-time-pad-onjuist", 5,
      "Welke bewering over het one-time pad is onjuist?",
      ["De sleutel moet minstens even lang zijn als het bericht",
       "De sleutel mag maar één keer worden gebruikt",
       "Je mag dezelfde sleutel veilig voor meerdere berichten hergebruiken"], "C",
      """Hergebruik is juist de bekende fout: met twee berichten onder dezelfde sleutel kan een
aanvaller de berichten tegen elkaar wegstrepen. De eerste twee beweringen zijn de voorwaarden die
het one-time pad onbreekbaar maken: een volledig willekeurige sleutel van minstens de lengte van
het bericht, die daarna wordt weggegooid."""),

    # --- gebrekkig ---
    q("cr-ssh-afkorting", 8,
      "Waar staat de afkorting SSH voor?",
      ["Secure Shell", "Simple Server Hosting", "Secure Socket HTTP"], "A",
      """SSH betekent Secure Shell: een protocol om versleuteld op afstand in te loggen en opdrachten
te geven, standaard via TCP-poort 22.""", flaw="sd", mark="C"),

    q("cr-geen-asymmetrisch", 5,
      "Welk algoritme is GEEN asymmetrisch algoritme?",
      ["RSA", "ElGamal", "AES"], "C",
      """AES gebruikt één gedeelde sleutel en is dus symmetrisch. RSA en ElGamal werken wel met een
publieke en een privésleutel: RSA steunt op factorisatie, ElGamal op de discrete logaritme.""",
      flaw="sd", mark="A"),

    q("cr-man-in-the-middle", 1,
      "Wat is een man-in-the-middle-aanval?",
      ["Een aanvaller onderschept en wijzigt mogelijk de communicatie tussen twee partijen",
       "Een aanvaller raadt wachtwoorden door alle combinaties te proberen",
       "Een virus dat zich via een usb-stick verspreidt"], "A",
      "De aanvaller zit ongezien tussen twee partijen en onderschept of verandert hun berichten.",
      flaw="sd", mark="B"),
]
