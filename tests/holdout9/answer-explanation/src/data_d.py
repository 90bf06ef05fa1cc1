from common import topic, q

SD = "explanation/supports-distractor"
DUP = "answer/duplicate-option"

# ---------------------------------------------------------------- linux-beheer
T = "linux-beheer"
topic(T, "Linux-beheer", "Bestanden, rechten, processen, diensten en logbestanden op een Linux-server.")

q(T, "ls-rechten-tonen", 8,
  "Welk commando toont de rechten, eigenaar en grootte van de bestanden in een map?",
  ["*`ls -l`", "`ls -a`", "`ls -r`"],
  "De optie `-l` geeft de lange weergave met rechten, eigenaar en grootte; `-a` toont ook verborgen "
  "bestanden en `-r` keert alleen de sorteervolgorde om.", md=True)

q(T, "chmod-754-rechten", 4,
  "Welke rechten krijgt een bestand na `chmod 754 script.sh`?",
  ["*rwxr-xr--", "rwxr-x--x", "rwxrw-r--"],
  "Elk cijfer is een som van lezen (4), schrijven (2) en uitvoeren (1). Eigenaar: 7 = 4 + 2 + 1 = rwx. "
  "Groep: 5 = 4 + 1 = r-x. Anderen: 4 = r--. Samen dus rwxr-xr--.", md=True)

q(T, "chmod-644-betekenis", 7,
  "Wat doet `chmod 644 notities.txt`?",
  ["*De eigenaar mag lezen en schrijven; groep en anderen mogen alleen lezen",
   "Iedereen mag lezen, schrijven en uitvoeren",
   "Alleen de eigenaar mag het bestand lezen"],
  "6 is lezen plus schrijven (4 + 2) voor de eigenaar, en 4 is alleen lezen voor groep en anderen. Uitvoeren "
  "mag dus niemand; volledige rechten voor iedereen zou 777 zijn, niet 644. Als alleen de eigenaar mag lezen, "
  "is het 600 of 400.", md=True)

q(T, "handleiding-grep", 6,
  "Met welk commando open je de handleiding van `grep`?",
  ["*`man grep`", "`cat grep`", "`which grep`"],
  "`man` toont de manpagina; die staat ook online op [man7.org](https://man7.org/linux/man-pages/man1/grep.1.html). "
  "`which grep` geeft alleen het pad van het programma, en `cat grep` probeert een bestand met de naam "
  "*grep* in de huidige map te tonen.", md=True)

q(T, "fhs-onjuiste-bewering", 5,
  "Welke bewering over de standaardmappen van een Linux-systeem klopt niet?",
  ["`/etc` bevat systeembrede configuratiebestanden", "`/home` bevat de persoonlijke mappen van gebruikers",
   "`/var` bevat variabele gegevens zoals logbestanden", "*`/bin` is de vaste plek voor logbestanden"],
  "In `/bin` staan uitvoerbare basisprogramma's zoals `ls` en `cp`, geen logbestanden; die staan onder "
  "`/var/log`. De andere mappen kloppen: configuratie in `/etc`, gebruikersmappen in `/home` en wisselende "
  "gegevens als logs, caches en wachtrijen in `/var`.", md=True)

q(T, "logbestand-volgen", 3,
  "Je wilt de laatste regels van `/var/log/syslog` zien en nieuwe regels direct zien verschijnen. "
  "Welk commando gebruik je?",
  ["`cat /var/log/syslog`", "`head -f /var/log/syslog`", "*`tail -f /var/log/syslog`", "`less /var/log/syslog`"],
  "`cat` (A) drukt het hele bestand in één keer af en stopt dan; nieuwe regels zie je niet. `head` (B) toont "
  "het begin van een bestand in plaats van het einde, en kent geen optie om te blijven volgen. `tail -f` (C) "
  "toont de laatste tien regels en blijft daarna wachten op nieuwe regels, die meteen verschijnen: precies "
  "wat je zoekt. `less` (D) opent het bestand om door te bladeren, vanaf het begin; volgen kan alleen als je "
  "er eerst een extra toets of optie voor gebruikt. Het antwoord is C.", md=True)

q(T, "kill-9-signaal", 8,
  "Welk signaal stuurt `kill -9 <pid>` naar een proces?",
  ["SIGTERM", "*SIGKILL", "SIGHUP"],
  "Signaal 9 is SIGKILL: het proces wordt direct beëindigd en kan het niet afvangen. SIGTERM is nummer 15, "
  "de standaard van `kill` zonder optie, en SIGHUP is nummer 1.")

q(T, "sudo-functie", 2,
  "Wat doet `sudo`?",
  ["*Een commando uitvoeren met de rechten van een andere gebruiker, standaard root",
   "Een gebruiker definitief root maken", "De computer opnieuw opstarten"],
  "Met sudo voer je één commando uit met verhoogde rechten. Welke gebruikers dat mogen, staat in het "
  "bestand /etc/sudoers.")

q(T, "schijfruimte-vrij", 4,
  "Een partitie van 500 GB is voor 85% gevuld. Hoeveel ruimte is er nog vrij?",
  ["15 GB", "*75 GB", "425 GB"],
  "Vrij is 100% − 85% = 15%. 15% van 500 GB = 0,15 × 500 = 75 GB (vijfenzeventig gigabyte). 425 GB is "
  "juist de bezette ruimte, en 15 GB verwart het percentage met gigabytes.",
  compute={"expression": "500 * 0.15", "unit": "GB"})

q(T, "redirect-toevoegen", 8,
  "Met welke operator voeg je de uitvoer van een commando toe aan het einde van een bestand, zonder het "
  "bestand te overschrijven?",
  ["`>`", "*`>>`", "`<`", "`|`"],
  "`>>` voegt toe. `>` overschrijft het bestand, `<` leest invoer uit een bestand en `|` stuurt de uitvoer "
  "door naar een volgend commando.", md=True)

q(T, "cron-dagelijks-half-drie", 8,
  "Welke crontab-regel draait een script elke dag om 02:30?",
  ["`2 30 * * *`", "*`30 2 * * *`", "`30 2 * * 0`"],
  "De volgorde van de velden is minuut, uur, dag van de maand, maand, dag van de week. Dus `30 2 * * *`: "
  "minuut 30 van uur 2. `2 30 * * *` draait de velden om en is ongeldig, want uur 30 bestaat niet. "
  "`30 2 * * 0` draait alleen op zondag, niet elke dag.", md=True)

q(T, "bestand-gebruikersaccounts", 1,
  "In welk bestand staat de lijst met gebruikersaccounts?",
  ["*/etc/passwd", "/etc/group", "/etc/hosts"],
  "Elke regel in /etc/passwd beschrijft één gebruiker.")

q(T, "commando-wijzigt-geen-rechten", 5,
  "Welk commando verandert GEEN eigenaar, groep of rechten van een bestand?",
  ["chmod", "chown", "chgrp", "*touch"],
  "touch maakt een leeg bestand aan of past de tijdstempel aan. De andere drie gaan wel over toegang: chmod "
  "wijzigt de rechten, chown de eigenaar (en eventueel de groep), en chgrp alleen de groep.")

q(T, "systemctl-enable", 2,
  "Wat doet `systemctl enable nginx` (zonder extra opties)?",
  ["Het start nginx meteen", "*Het zorgt dat nginx automatisch start bij het opstarten van het systeem",
   "Het installeert nginx"],
  "Enable regelt alleen het automatisch starten bij de volgende boot. Wil je de dienst nu ook starten, dan "
  "gebruik je `systemctl start nginx` of `enable --now`.", md=True)

q(T, "umask-022-bestanden", 4,
  "Nieuwe bestanden krijgen standaard de rechten 666, en de umask is 022. Welke rechten krijgt een nieuw "
  "bestand?",
  ["*644", "622", "755"],
  "De umask haalt rechten weg: 666 min 022 geeft 644, dus rw-r--r--. Voor groep en anderen verdwijnt de "
  "schrijfbit (2). 755 is wat een nieuwe map krijgt, uitgaande van 777.")

q(T, "exitcode-nul", 3,
  "Een shellcommando eindigt met exitcode 0. Wat betekent dat?",
  ["*Het commando is geslaagd", "Er trad een algemene fout op",
   "Het commando werd niet gevonden", "Het commando werd met Ctrl-C afgebroken"],
  "Exitcode 0 betekent succes; elke andere waarde wijst op een probleem. "
  "Een algemene fout wordt meestal met 1 gemeld, niet met 0. "
  "Een commando dat niet bestaat, levert in bash code 127 op. "
  "Afbreken met Ctrl-C stuurt SIGINT (signaal 2) en geeft 128 + 2 = 130. "
  "Alleen de eerste optie past dus bij 0. "
  "In een script vraag je de exitcode van het laatste commando op met $? en kun je er met if, && of || "
  "op reageren. Zo voert make && ./test de tests alleen uit als het bouwen met code 0 is geëindigd.")

# gebrekkig
q(T, "huidige-map-tonen", 8,
  "Welk commando toont het volledige pad van de map waarin je nu werkt?",
  ["*`pwd`", "!`cd`", "`ls`"],
  "`pwd` (print working directory) drukt het pad van de huidige map af.", label=SD, md=True)

q(T, "chmod-640-rechten", 8,
  "Welke rechten horen bij `chmod 640`?",
  ["*rw-r-----", "!rw-r--r--", "rwxr-----"],
  "6 = 4 + 2 = rw- voor de eigenaar, 4 = r-- voor de groep en 0 = --- voor anderen: rw-r-----.",
  label=SD, md=True)

q(T, "gehashte-wachtwoorden", 7,
  "In welk bestand bewaart een Linux-systeem de gehashte wachtwoorden van gebruikers?",
  ["!/etc/passwd", "*/etc/shadow", "/etc/group"],
  "Niet in /etc/passwd, dat voor iedereen leesbaar is, maar in /etc/shadow, dat alleen root kan lezen. "
  "/etc/group bevat de groepen.", label=SD)

# ---------------------------------------------------------------- weerkunde
T = "weerkunde"
topic(T, "Weerkunde", "Luchtdruk, wind, wolken, fronten en meetinstrumenten: de basis van de meteorologie.")

q(T, "instrument-luchtdruk", 1,
  "Met welk instrument meet je de luchtdruk?",
  ["Hygrometer", "*Barometer", "Anemometer"],
  "Luchtdruk meet je met een barometer.")

q(T, "dauwpunt-begrip", 2,
  "Wat is het dauwpunt?",
  ["*De temperatuur waarbij lucht bij afkoeling verzadigd raakt en waterdamp begint te condenseren",
   "De laagste temperatuur van een etmaal", "De temperatuur waarbij water bevriest"],
  "Koelt lucht verder af dan het dauwpunt, dan kan ze de waterdamp niet meer vasthouden. Er ontstaan dan "
  "dauw, mist of wolken.")

q(T, "droogadiabatisch-afkoelen", 4,
  "Een droog luchtpakket van 20 °C stijgt 1.500 m op zonder dat er condensatie optreedt. "
  "Hoe warm is het pakket dan ongeveer?",
  ["*5 °C", "11 °C", "15 °C"],
  "Onverzadigde lucht koelt bij stijgen ongeveer 1 °C per 100 m af. Over 1500 meter is dat 15 graden: "
  "20 °C − 15 °C = 5 °C. 11 °C krijg je met de natadiabatische waarde van circa 0,6 °C per 100 m, maar die "
  "geldt alleen als er condensatie is.",
  compute={"expression": "20 - 1500 / 100", "unit": "°C"})

q(T, "windsnelheid-omrekenen", 4,
  "De wind waait met 36 km/h. Hoeveel meter per seconde is dat?",
  ["*10 m/s", "36 m/s", "130 m/s"],
  "1 m/s = 3,6 km/h, dus 36 / 3,6 = 10 meter per seconde. 130 m/s is het resultaat van vermenigvuldigen "
  "in plaats van delen.",
  compute={"expression": "36 / 3.6", "unit": "m/s"})

q(T, "draairichting-lagedrukgebied", 7,
  "Hoe stroomt de lucht op het noordelijk halfrond rond een lagedrukgebied?",
  ["Met de wijzers van de klok mee", "*Tegen de wijzers van de klok in", "Recht naar het centrum toe"],
  "Door de draaiing van de aarde buigt de wind af, en rond een depressie ontstaat een draaiing tegen de "
  "klok in. Met de klok mee is het patroon rond een hogedrukgebied, niet rond een lagedrukgebied. Recht "
  "naar het centrum stroomt de lucht alleen zonder corioliseffect, vlak bij de evenaar.")

q(T, "geen-hoge-wolk", 5,
  "Welk wolkengeslacht is GEEN hoge wolk?",
  ["Cirrus", "Cirrostratus", "Cirrocumulus", "*Stratus"],
  "Stratus is een lage, grijze laagbewolking, vaak vlak boven de grond. De andere drie horen wel bij de "
  "hoge wolken: het voorvoegsel 'cirro-' of 'cirrus' wijst op ijswolken op grote hoogte.")

q(T, "koufront-passage", 3,
  "Wat merk je meestal als een koufront over Nederland trekt?",
  ["Urenlang lichte regen of motregen, met een langzaam stijgende temperatuur",
   "*Buien, soms met onweer, een temperatuurdaling en een wind die ruimt",
   "Helder en windstil weer met nachtvorst",
   "Plotseling warme, droge valwind"],
  "De eerste optie beschrijft een warmtefront: warme lucht glijdt geleidelijk over koude lucht, wat langdurige "
  "lichte neerslag geeft, en na de passage wordt het warmer. De tweede optie hoort bij het koufront: koude "
  "lucht duwt de warme lucht snel omhoog, waardoor buien, soms met onweer en windstoten, ontstaan; daarna "
  "daalt de temperatuur en draait de wind met de klok mee. De derde optie past bij een hogedrukgebied. De "
  "vierde is een föhnwind, die aan de lijzijde van een gebergte ontstaat en in Nederland geen rol speelt. "
  "Het antwoord is dus de tweede optie.")

q(T, "knmi-weerswaarschuwing", 6,
  "Welke instantie geeft in Nederland de officiële weerswaarschuwingen met code geel, oranje en rood uit?",
  ["*Het KNMI", "Het RIVM", "Rijkswaterstaat"],
  "De waarschuwingen komen van het **KNMI**, zie [knmi.nl](https://www.knmi.nl). Het RIVM gaat over "
  "volksgezondheid en milieu.", md=True)

q(T, "fohn-begrip", 2,
  "Wat is föhn?",
  ["*Een warme, droge valwind aan de lijzijde van een gebergte", "Een koude zeewind in de zomer",
   "Een tropische cycloon"],
  "Vochtige lucht stijgt aan de loefzijde, koelt af en verliest regen. Aan de andere kant daalt de "
  "opgedroogde lucht en warmt ze sterk op.")

q(T, "heldere-nacht-kouder", 7,
  "Waarom koelt het op een heldere nacht meestal sterker af dan op een bewolkte nacht?",
  ["*Zonder wolken straalt de aarde haar warmte vrijwel ongehinderd uit naar de ruimte",
   "Wolken geven zelf warmte af doordat ze door de zon zijn opgewarmd",
   "Bij helder weer waait het altijd harder"],
  "Het gaat om uitstraling: wolken houden een deel van de warmtestraling tegen en kaatsen die terug. De "
  "opvatting dat wolken 's nachts nog zonnewarmte afgeven, klopt niet, en heldere nachten zijn juist vaak "
  "windstil.")

q(T, "luchtdruk-hoogte-vuistregel", 4,
  "Op zeeniveau is de luchtdruk 1013 hPa. Vlak bij de grond daalt de druk ongeveer 1 hPa per 8 m "
  "stijging. Wat is de druk ongeveer op 80 m hoogte?",
  ["933 hPa", "*1003 hPa", "1012 hPa"],
  "80 m / 8 m per hPa = 10 hPa minder, dus 1013 − 10 = 1003 hectopascal. 933 hPa krijg je als je 80 in "
  "plaats van 10 aftrekt.",
  compute={"expression": "1013 - 80 / 8", "unit": "hPa"})

q(T, "zeewind-onjuist", 5,
  "Welke bewering over de zeewind klopt NIET?",
  ["Zeewind ontstaat overdag doordat het land sneller opwarmt dan de zee",
   "Zeewind waait van zee naar land",
   "'s Nachts kan juist een landwind ontstaan",
   "*Zeewind is meestal het sterkst midden in de nacht"],
  "De zeewind is een dagverschijnsel en is meestal het sterkst in de middag, als het temperatuurverschil "
  "tussen land en zee het grootst is. De andere beweringen zijn juist: het land warmt overdag sneller op, "
  "de lucht stroomt dan van zee naar land, en 's nachts, als het land sneller afkoelt, kan de stroming "
  "omkeren tot een landwind.")

q(T, "regenmeter-millimeter", 1,
  "Wat betekent 1 mm neerslag in een regenmeter?",
  ["*1 liter water per vierkante meter", "1 liter water per kubieke meter", "1 milliliter per vierkante meter"],
  "Eén millimeter neerslag staat gelijk aan één liter per vierkante meter.")

q(T, "temperatuurinversie", 2,
  "Wat is een temperatuurinversie?",
  ["*Een luchtlaag waarin de temperatuur met de hoogte toeneemt in plaats van afneemt",
   "Een plotselinge temperatuurdaling bij een onweersbui",
   "Het verschil tussen de hoogste en laagste dagtemperatuur"],
  "Normaal wordt het kouder naarmate je hoger komt. Bij een inversie is het andersom; die warme laag werkt "
  "als een deksel, waardoor mist en smog kunnen blijven hangen.")

q(T, "beaufort-storm", 3,
  "Bij welke windkracht spreekt het KNMI van 'storm'?",
  ["7 Beaufort", "8 Beaufort", "*9 Beaufort", "12 Beaufort"],
  """Windkracht 7 heet bij het KNMI 'hard'. Dat is stevige wind, maar nog geen storm.
Windkracht 8 heet 'stormachtig'; de naam zegt al dat het bijna storm is, maar de grens is nog niet bereikt.
Windkracht 9 is de eerste stap die officieel 'storm' heet; daarna volgen 10 (zware storm) en 11 (zeer zware storm).
Windkracht 12 is het hoogste punt van de schaal en heet 'orkaan'.
Het antwoord is dus 9 Beaufort, een gemiddelde windsnelheid van ongeveer 75 tot 88 km/h (21 tot 24 m/s).""")

q(T, "weer-versus-klimaat", 2,
  "Wat is het verschil tussen weer en klimaat?",
  ["*Weer is de toestand van de atmosfeer op een moment; klimaat is het gemiddelde weer over ongeveer dertig jaar",
   "Weer gaat over temperatuur en klimaat over neerslag",
   "Er is geen verschil; het zijn synoniemen"],
  "Weer verandert per uur en per dag. Klimaat beschrijft het gemiddelde en de spreiding over een lange "
  "periode, volgens afspraak meestal dertig jaar.")

# gebrekkig
q(T, "instrument-windsnelheid", 1,
  "Met welk instrument meet je de windsnelheid?",
  ["*Anemometer", "!Barometer", "Thermometer"],
  "Windsnelheid meet je met een anemometer.", label=SD)

q(T, "droog-pakket-een-kilometer", 4,
  "Een droog luchtpakket van 30 °C stijgt 1 km zonder condensatie. Hoe warm is het dan ongeveer?",
  ["*20 °C", "!24 °C", "29 °C"],
  "Droge lucht koelt ongeveer 1 °C per 100 m af, dus 10 °C per kilometer: 30 − 10 = 20 °C.", label=SD)

q(T, "onweerswolk", 7,
  "Welke wolk brengt onweer en zware buien?",
  ["!Cirrus", "*Cumulonimbus", "Stratus"],
  "Niet de cirrus, een dunne ijswolk hoog in de lucht, maar de cumulonimbus: een hoog opgetorende "
  "stapelwolk, vaak met een aambeeld. Stratus geeft hooguit motregen.", label=SD)

# ---------------------------------------------------------------- geologie
T = "geologie"
topic(T, "Geologie", "Gesteenten, mineralen, platentektoniek, aardbevingen en de Nederlandse ondergrond.")

q(T, "gestold-magma-gesteente", 1,
  "Hoe heet gesteente dat ontstaat uit gestold magma?",
  ["*Stollingsgesteente", "Sedimentgesteente", "Metamorf gesteente"],
  "Uit magma of lava ontstaat stollingsgesteente, zoals graniet of basalt.")

q(T, "afschuivingsbreuk", 2,
  "Hoe heet een breuk waarbij de aardkorst uit elkaar wordt getrokken en een blok langs het breukvlak omlaag zakt?",
  ["*Afschuiving (normale breuk)", "Opschuiving", "Horizontale verschuiving"],
  "Bij rek glijdt het bovenliggende blok naar beneden langs het schuine breukvlak. Bij compressie gebeurt "
  "het omgekeerde, een opschuiving.")

q(T, "marmer-oorsprong", 3,
  "Uit welk gesteente ontstaat marmer door metamorfose?",
  ["Graniet", "*Kalksteen", "Zandsteen", "Kleisteen"],
  "Graniet (A) verandert onder hoge druk en temperatuur in gneis, niet in marmer. Kalksteen (B) bestaat vooral "
  "uit calciet; bij metamorfose kristalliseert dat opnieuw en ontstaat marmer, dus B is juist. Zandsteen (C) "
  "wordt kwartsiet, een zeer hard gesteente van aaneengegroeide kwartskorrels. Kleisteen (D) wordt bij lichte "
  "metamorfose leisteen en bij sterkere metamorfose fylliet of schist. Marmer herken je doordat het "
  "bruist onder een druppel verdund zoutzuur, net als kalksteen, omdat beide uit calciumcarbonaat bestaan; "
  "kwartsiet doet dat daarentegen niet.")

q(T, "plaatbeweging-miljoen-jaar", 4,
  "Een tektonische plaat beweegt 5 cm per jaar. Hoe ver is ze na 1 miljoen jaar opgeschoven?",
  ["5 km", "*50 km", "500 km"],
  "5 cm × 1 000 000 = 5 000 000 cm. Dat is 50 000 m, ofwel vijftig kilometer.",
  compute={"expression": "5 * 1e6 / 1e5", "unit": "km"})

q(T, "mineraal-geen-silicaat", 5,
  "Welk mineraal is GEEN silicaat?",
  ["Kwarts", "Veldspaat", "Olivijn", "*Calciet"],
  "Calciet is calciumcarbonaat (CaCO₃) en dus een carbonaat. Kwarts, veldspaat en olivijn bevatten wel "
  "silicium en zuurstof in een netwerk van SiO₄-tetraëders en horen daarom tot de silicaten.")

q(T, "schaal-van-mohs", 7,
  "Wat meet de schaal van Mohs?",
  ["De kracht van een aardbeving", "*De hardheid van mineralen", "De dichtheid van gesteenten"],
  "Mohs rangschikt mineralen op krasvastheid, van talk (1) tot diamant (10). De kracht van een aardbeving "
  "meet je met een magnitudeschaal, zoals die van Richter, niet met Mohs.")

q(T, "magnitude-amplitude", 4,
  "Hoeveel keer groter is de uitslag op een seismogram bij een aardbeving met magnitude 6 dan bij "
  "magnitude 4, bij gelijke afstand?",
  ["2 keer", "20 keer", "*100 keer"],
  "Elke stap op de magnitudeschaal betekent een tien keer grotere amplitude. Twee stappen: 10 × 10 = 100 "
  "keer. De vrijgekomen energie neemt nog sneller toe, met ongeveer een factor 32 per stap.",
  compute={"expression": "10 ^ 2", "unit": "keer"})

q(T, "dinoloket-ondergrond", 6,
  "Waar vind je openbare gegevens over boringen en de opbouw van de Nederlandse ondergrond?",
  ["*DINOloket", "Het Kadaster", "Het KNMI"],
  "Het [DINOloket](https://www.dinoloket.nl) van TNO Geologische Dienst Nederland ontsluit boorbeschrijvingen "
  "en modellen van de ondergrond. Het **Kadaster** registreert eigendom van grond, niet wat erin zit.", md=True)

q(T, "erosie-begrip", 2,
  "Wat is erosie?",
  ["*Het wegvoeren van losgemaakt materiaal door water, wind of ijs",
   "Het ontstaan van nieuw gesteente uit magma", "Het samenpersen van sediment tot gesteente"],
  "Erosie gaat over transport: rivieren, wind en gletsjers nemen stukjes gesteente en grond mee. "
  "Daarvoor moet het materiaal eerst losgemaakt zijn.")

q(T, "verwering-versus-erosie", 7,
  "Wat is het verschil tussen verwering en erosie?",
  ["*Verwering is het afbreken van gesteente ter plaatse; bij erosie wordt het materiaal afgevoerd",
   "Verwering is het afvoeren van materiaal; erosie is het afbreken ter plaatse",
   "Verwering gebeurt alleen door chemische processen, erosie alleen door vorst"],
  "Bij verwering valt gesteente uiteen op de plek waar het ligt, bijvoorbeeld door vorst of oplossing. Het "
  "afvoeren is erosie, niet verwering. Verwering kan zowel fysisch als chemisch zijn.")

q(T, "convergente-plaatgrens-niet", 5,
  "Welk verschijnsel hoort NIET bij een convergente plaatgrens?",
  ["Subductie", "Gebergtevorming", "Een diepzeetrog", "*Een mid-oceanische rug"],
  "Een mid-oceanische rug ontstaat waar platen uit elkaar gaan, bij een divergente grens. Bij platen die "
  "naar elkaar toe bewegen, duikt de ene plaat onder de andere (subductie), ontstaat vaak een diepe trog en "
  "worden gebergten opgestuwd.")

q(T, "buitenste-laag-aarde", 1,
  "Hoe heet de buitenste vaste laag van de aarde?",
  ["De mantel", "De buitenkern", "*De aardkorst"],
  "De buitenste, dunne vaste schil is de aardkorst.")

q(T, "aardbevingen-groningen", 3,
  "Wat is de belangrijkste oorzaak van de aardbevingen in Groningen?",
  ["Een botsing van tektonische platen onder Noord-Nederland", "Vulkanische activiteit in de diepe ondergrond",
   "*De winning van aardgas, waardoor het gesteente inklinkt en breuken gaan schuiven",
   "De getijden van de Waddenzee"],
  "Noord-Nederland ligt niet op een plaatgrens, dus een botsing van platen (A) verklaart de bevingen niet. "
  "Actieve vulkanen (B) zijn er in Nederland evenmin. Door gaswinning (C) daalt de druk in het zandsteen "
  "van het Groningenveld; het gesteente wordt samengedrukt en bestaande breuken kunnen plotseling verschuiven. "
  "Dat zijn geïnduceerde bevingen, en dat is de juiste verklaring. Getijden (D) veroorzaken zulke bevingen "
  "niet; hun invloed op de ondergrond is veel te klein. De zwaarste beving tot nu toe, bij Huizinge in "
  "2012, had een magnitude van 3,6.")

q(T, "bodem-west-nederland", 2,
  "Uit welke afzettingen bestaat de bodem aan het oppervlak in West-Nederland vooral?",
  ["*Klei en veen", "Graniet", "Kalksteen"],
  "West-Nederland is gevormd door zee, rivieren en moerassen, die klei en veen hebben achtergelaten. "
  "Kalksteen komt aan de oppervlakte vooral in Zuid-Limburg voor.")

q(T, "sedimentatiesnelheid", 4,
  "Een kleilaag van 12 m dik is in 60.000 jaar afgezet. Wat is de gemiddelde sedimentatiesnelheid?",
  ["0,02 mm per jaar", "*0,2 mm per jaar", "2 mm per jaar"],
  "Reken de dikte om naar millimeters: 12 m = 12 000 mm. Dan 12 000 mm / 60 000 jaar = 0,2 mm per jaar, "
  "twee tiende millimeter.")

q(T, "lava-begrip", 1,
  "Hoe heet magma dat aan het aardoppervlak naar buiten komt?",
  ["*Lava", "Tefra", "Obsidiaan"],
  "Magma dat uitvloeit aan het oppervlak heet lava.")

# gebrekkig
q(T, "langzaam-gestold-gesteente", 6,
  "Welk gesteente is langzaam diep in de aardkorst afgekoeld, zodat er grote kristallen zijn gevormd?",
  ["*Graniet", "!Basalt", "Puimsteen"],
  "Langzame afkoeling in de diepte geeft grote, met het blote oog zichtbare kristallen, zoals bij **graniet**. "
  "Basalt en puimsteen koelen aan het oppervlak snel af. Zie ook "
  "[graniet op Wikipedia](https://nl.wikipedia.org/wiki/Graniet).", label=SD, md=True)

q(T, "geen-sedimentgesteente", 5,
  "Welk gesteente is GEEN sedimentgesteente?",
  ["Zandsteen", "Kalksteen", "!Conglomeraat", "*Basalt"],
  "Zandsteen, kalksteen en conglomeraat zijn ontstaan uit afgezet en verhard materiaal. Basalt is een "
  "stollingsgesteente.", label=SD)

q(T, "mohs-hardheid-tien", 7,
  "Welk mineraal heeft hardheid 10 op de schaal van Mohs?",
  ["!Talk", "Kwarts", "*Diamant"],
  "Niet talk, dat met hardheid 1 het zachtst is, en ook niet kwarts (7), maar diamant staat bovenaan met 10.",
  label=SD)
