from qdata import q

TOPIC = "besturingssystemen"
TITLE = "Besturingssystemen"
DESC = "Kernel, processen, geheugenbeheer, bestandssystemen en de Linux-commandoregel."

Q = [
    q("os-kernel-taak", 2,
      "Wat is de belangrijkste taak van de kernel van een besturingssysteem?",
      ["Het beheren van processor, geheugen en apparaten, als schakel tussen programma's en hardware",
       "Het tonen van vensters en pictogrammen op het bureaublad",
       "Het bewerken van teksten en spreadsheets"], "A",
      """De kernel is de kern van het besturingssysteem: hij verdeelt de processortijd over processen,
wijst geheugen toe en regelt de toegang tot schijven en netwerkkaarten. Een grafische omgeving en
kantoorsoftware draaien daar bovenop als gewone programma's."""),

    q("os-proces-versus-thread", 7,
      "Wat is een belangrijk verschil tussen een proces en een thread?",
      ["Threads van hetzelfde proces delen het geheugen; elk proces heeft een eigen adresruimte",
       "Processen van hetzelfde programma delen het geheugen; elke thread heeft een eigen adresruimte",
       "Een thread is een proces dat op een andere computer draait"], "A",
      """De tweede optie draait het om: een eigen, afgeschermde adresruimte hoort bij een proces,
terwijl threads binnen dat proces hetzelfde geheugen gebruiken. Daarom kunnen threads snel gegevens
delen, maar moeten ze oppassen voor gelijktijdige wijzigingen. Met andere computers heeft het begrip
thread niets te maken."""),

    q("os-ls-commando", 6,
      "Welk Linux-commando toont de inhoud van een map?",
      ["`cd`", "`ls`", "`pwd`"], "B",
      """`ls` geeft een lijst van de bestanden en mappen, bijvoorbeeld `ls -l` met details. `cd` wisselt
van map en `pwd` toont alleen het pad van de huidige map. Zie de
[handleiding van ls](https://man7.org/linux/man-pages/man1/ls.1.html).""", md=True),

    q("os-chmod-754-groep", 4,
      "Welke rechten krijgt de groep door `chmod 754 script.sh`?",
      ["Lezen, schrijven en uitvoeren", "Lezen en uitvoeren", "Alleen lezen"], "B",
      """De drie cijfers gelden voor eigenaar, groep en overigen. Lezen telt 4, schrijven 2 en
uitvoeren 1. Het middelste cijfer 5 = 4 + 1, dus de groep mag lezen en uitvoeren. De 7 (4 + 2 + 1)
geeft de eigenaar alle rechten en de 4 laat de rest alleen lezen.""", md=True),

    q("os-virtueel-geheugen", 3,
      "Wat is virtueel geheugen?",
      ["Een techniek waarbij elk proces een eigen adresruimte krijgt en weinig gebruikte pagina's naar de schijf kunnen worden verplaatst",
       "Het geheugen van een virtuele machine die in de cloud draait",
       "De snelle cache die in de processor zelf zit",
       "Extra werkgeheugen dat je via een usb-poort kunt aansluiten"], "A",
      """A is de juiste omschrijving. Met virtueel geheugen ziet elk proces een eigen, aaneengesloten
adresruimte. De processor vertaalt die virtuele adressen met paginatabellen naar echte adressen
in het RAM. Pagina's die even niet nodig zijn, kan het besturingssysteem naar een wisselbestand of
swappartitie op de schijf verplaatsen, zodat er meer geheugen lijkt te zijn dan er fysiek in zit.
B verwart het begrip met virtualisatie. Een virtuele machine krijgt wel geheugen toegewezen, maar
dat heeft niets met deze techniek te maken.
C beschrijft de cache, een klein en zeer snel geheugen in de processor dat veelgebruikte
gegevens bewaart.
D bestaat niet als gewone uitbreiding; een usb-stick kan hooguit als trage opslag dienen, niet als
echt werkgeheugen."""),

    q("os-deadlock-begrip", 6,
      "Wat is een deadlock?",
      ["Twee of meer processen wachten op elkaars middelen, zodat geen van hen verder kan",
       "Een proces dat meer geheugen vraagt dan er beschikbaar is",
       "Het vastlopen van de kernel door een hardwarefout"], "A",
      """Bij een deadlock houdt proces A bijvoorbeeld met een `lock` een bestand vast en wacht het op de
printer, terwijl proces B de printer vasthoudt en op het bestand wacht. Ze blijven eeuwig op elkaar
wachten. Geheugentekort of een kapotte kernel zijn andere problemen. Lees meer bij
[Deadlock (Wikipedia)](https://en.wikipedia.org/wiki/Deadlock_(computer_science)).""", md=True),

    q("os-bestandssysteem-windows", 7,
      "Welk bestandssysteem gebruikt Windows standaard voor de systeemschijf?",
      ["ext4", "NTFS", "APFS"], "B",
      """Windows installeert zich standaard op NTFS. Ext4 is het gangbare bestandssysteem van Linux en
APFS hoort bij macOS, dus die twee zijn niet van Windows."""),

    q("os-pid-afkorting", 8,
      "Waar staat de afkorting PID voor in een besturingssysteem?",
      ["Program Installation Directory", "Primary Interrupt Device", "Process Identifier"], "C",
      """Elk draaiend proces krijgt een uniek nummer, de Process Identifier (PID). Met dat nummer kun je
een proces bijvoorbeeld opzoeken met `ps` of stoppen met `kill`.""", md=True),

    q("os-32-bits-adresruimte", 8,
      "Hoeveel bytes kan een processor met 32-bits adressen maximaal direct adresseren?",
      ["2³² bytes", "2¹⁶ bytes", "32² bytes"], "A",
      """Met 32 bits kun je 2³² verschillende adressen maken: 4.294.967.296, wat overeenkomt met 4 GiB
als elk adres naar één byte wijst. 2¹⁶ hoort bij 16-bits adressen en 32² = 1024 is een rekenfout."""),

    q("os-round-robin", 6,
      "Wat kenmerkt de planningsmethode round robin?",
      ["Elk proces krijgt om de beurt een vast tijdsdeel van de processor",
       "Het proces met de kortste rekentijd gaat altijd eerst",
       "Het proces met de hoogste prioriteit mag doorgaan tot het klaar is"], "A",
      """Bij round robin staan de processen in een rij. Het eerste mag een vast tijdsdeel, het
`quantum`, rekenen en sluit daarna weer achteraan aan. Zo komt elk proces regelmatig aan de beurt.
Zie [Round-robin scheduling](https://en.wikipedia.org/wiki/Round-robin_scheduling).""", md=True),

    q("os-geen-besturingssysteem", 5,
      "Welke van de volgende is GEEN besturingssysteem?",
      ["Linux", "macOS", "Android", "Microsoft Excel"], "D",
      """Excel is een spreadsheetprogramma dat op een besturingssysteem draait. De andere drie zijn wel
besturingssystemen: Linux en macOS op computers, Android op telefoons en tablets, gebouwd op de
Linux-kernel."""),

    q("os-vrij-geheugen-procent", 4,
      "Een computer heeft 16 GB werkgeheugen, waarvan 12 GB in gebruik is. Hoeveel procent is nog vrij?",
      ["75 %", "25 %", "4 %"], "B",
      """Vrij is 16 GB − 12 GB = 4 GB. Als deel van het totaal: 4 / 16 = 0,25, dus vijfentwintig procent.
75 % is het deel dat in gebruik is, en 4 is het aantal vrije gigabytes, geen percentage."""),

    q("os-root-gebruiker", 1,
      "Hoe heet de gebruiker met alle rechten op een Linux-systeem?",
      ["guest", "root", "admin"], "B",
      "Op Linux heet de superuser root; die mag alles op het systeem."),

    q("os-apt-update", 6,
      "Wat doet het commando `sudo apt update` op Ubuntu?",
      ["Het werkt met beheerdersrechten de lijst van beschikbare pakketten bij",
       "Het installeert meteen alle beschikbare updates",
       "Het verwijdert pakketten die niet meer nodig zijn"], "A",
      """`apt update` haalt alleen de nieuwste pakketlijsten op uit de bronnen; er wordt nog niets
geïnstalleerd. Dat doe je daarna met `apt upgrade`, en oude pakketten ruim je op met
`apt autoremove`. Meer in de [handleiding van apt](https://manpages.ubuntu.com/manpages/jammy/man8/apt.8.html).""",
      md=True),

    q("os-interrupt-begrip", 2,
      "Wat is een interrupt?",
      ["Een signaal aan de processor dat een gebeurtenis aandacht vraagt, zoals een toetsaanslag",
       "Een fout in een programma die altijd tot een crash leidt",
       "Een pauze die de gebruiker zelf inlast met een sneltoets"], "A",
      """Met een interrupt meldt bijvoorbeeld het toetsenbord of de netwerkkaart dat er iets gebeurd is.
De processor onderbreekt dan kort zijn huidige werk, voert een afhandelingsroutine uit en gaat
daarna verder waar hij was."""),

    q("os-pagina-aantal", 4,
      "Een besturingssysteem gebruikt pagina's van 4 KiB. Uit hoeveel pagina's bestaat een geheugengebied van 1 MiB?",
      ["250", "256", "4096"], "B",
      """1 MiB = 1024 KiB. Gedeeld door 4 KiB per pagina geeft dat 1024 / 4 = 256 pagina's.
250 ontstaat als je met 1000 in plaats van 1024 rekent; 4096 is het aantal bytes in één pagina."""),

    q("os-bestandsrechten-onjuist", 5,
      "Welke uitspraak over een map met rechten `drwxr-x---` is onjuist?",
      ["De eigenaar mag de map lezen, erin schrijven en openen",
       "Leden van de groep mogen de inhoud lezen maar er niets in aanmaken",
       "Alle andere gebruikers mogen de lijst met bestanden bekijken"], "C",
      """De laatste drie tekens zijn `---`: andere gebruikers hebben geen enkel recht, dus ze kunnen
de inhoud niet bekijken. De eerste uitspraak klopt, want `rwx` bij de eigenaar betekent lezen,
schrijven en uitvoeren (bij een map: openen). De tweede klopt ook: `r-x` geeft de groep lees- en
openrecht, maar zonder `w` kan zij geen bestanden aanmaken of verwijderen.""", md=True),

    # --- gebrekkig ---
    q("os-device-driver", 3,
      "Wat is de functie van een device driver?",
      ["Software die het besturingssysteem laat communiceren met een bepaald hardwareapparaat",
       "De verzameling instellingen in het BIOS of de UEFI-firmware",
       "Een programma dat bestanden op virussen controleert",
       "Een hulpprogramma dat bestanden inpakt en comprimeert"], "A",
      """Een driver is een vertaler. Optie A geeft dat juist weer: het besturingssysteem geeft algemene
opdrachten, zoals 'druk deze pagina af', en de driver zet die om in de specifieke signalen die
één bepaald model printer, videokaart of netwerkkaart begrijpt. Zonder de juiste driver herkent
het systeem het apparaat vaak wel, maar kan het er niets mee.
Optie B beschrijft de firmware-instellingen die je bij het opstarten kunt wijzigen; die zitten op
het moederbord en zijn geen onderdeel van het besturingssysteem.
Optie C is een virusscanner, een gewone toepassing.
Optie D is een archiefprogramma, zoals een zip-hulpmiddel. Beide draaien bovenop het
besturingssysteem en hebben met het aansturen van hardware niets te maken.""",
      flaw="sd", mark="B"),

    q("os-gui-afkorting", 8,
      "Waar staat de afkorting GUI voor?",
      ["Graphical User Interface", "General Utility Installer", "Global User Identifier"], "A",
      """GUI betekent Graphical User Interface: een bediening met vensters, pictogrammen en een muis,
in tegenstelling tot de tekstgerichte commandoregel (CLI).""", flaw="sd", mark="C"),

    q("os-bootloader-taak", 2,
      "Wat is de taak van een bootloader?",
      ["Hij laadt bij het opstarten de kernel in het geheugen en start die",
       "Hij beheert de gebruikersaccounts en wachtwoorden",
       "Hij maakt automatisch reservekopieën van de harde schijf"], "A",
      """Direct na het aanzetten weet de computer nog niets van het besturingssysteem. De bootloader,
zoals GRUB op veel Linux-systemen, zoekt de kernel op de schijf, zet die in het werkgeheugen en geeft
de besturing aan hem over. Accounts en back-ups regelt hij niet.""", flaw="sd", mark="C"),

    q("os-geen-mapcommando", 5,
      "Welk commando hoort NIET bij het werken met mappen in Linux?",
      ["mkdir", "rmdir", "cd", "ping"], "D",
      """ping test of een andere computer via het netwerk bereikbaar is en heeft niets met mappen te
maken. mkdir maakt een nieuwe map aan, rmdir verwijdert een lege map en met cd ga je naar een
andere map.""", flaw="sd", mark="A"),
]
