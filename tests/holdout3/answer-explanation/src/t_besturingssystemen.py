from gen import Q
TOPIC = "besturingssystemen"
TITLE = "Besturingssystemen"
DESC = "Linux op de commandline: bestanden, rechten, processen en bestandssystemen."
QS = [
Q("chmod-644-betekenis", "Je wilt dat de eigenaar een bestand kan lezen en schrijven, en dat groep en anderen het alleen kunnen lezen. Welk commando gebruik je?",
 ["chmod 664 rapport.txt", "chmod 755 rapport.txt", "*chmod 644 rapport.txt"],
 """Elke cijferpositie is een som van r = 4, w = 2 en x = 1. Eigenaar rw = 4 + 2 = 6, groep r = 4, anderen r = 4: samen **644**. Bij `664` krijgt ook de groep schrijfrechten, en `755` geeft iedereen uitvoerrechten, wat je voor een tekstbestand niet wilt.""",
 s="opdiff arith refute md", md=True, related=["rechten-rwxr-x"]),
Q("rechten-rwxr-x", "`ls -l` toont bij een script de rechten `rwxr-x---`. Welke octale notatie hoort daarbij?",
 ["*750", "755", "570"],
 """Reken per groep van drie: rwx = 4 + 2 + 1 = 7, r-x = 4 + 1 = 5, --- = 0. Dat geeft 750. Bij 755 zouden ook anderen mogen lezen en uitvoeren.""",
 s="opdiff arith md", md=True, related=["chmod-644-betekenis"]),
Q("pid-1-systemd", "Welk proces heeft op een moderne Linux-distributie zoals Ubuntu meestal PID 1?",
 ["*systemd", "bash", "sshd"],
 """Het eerste proces dat de kernel start, krijgt PID 1; op de meeste moderne distributies is dat systemd, het init-systeem dat alle andere services opstart. Bash en sshd worden pas later gestart, als kindprocessen.""",
 s="refute"),
Q("sigkill-versus-sigterm", "Wat is het verschil tussen `kill -15` en `kill -9`?",
 ["`kill -15` stuurt SIGKILL, `kill -9` stuurt SIGTERM.", "*`kill -15` vraagt het proces netjes te stoppen; `kill -9` beëindigt het direct, zonder dat het proces kan opruimen.", "Er is geen verschil; het getal bepaalt alleen de prioriteit."],
 """Signaal 15 is **SIGTERM**: het proces mag het signaal afvangen, bestanden sluiten en netjes afsluiten. Signaal 9 is **SIGKILL**: de kernel stopt het proces meteen, en het proces kan dat niet tegenhouden. De eerste optie draait de namen dus precies om.""",
 s="refute md", md=True),
Q("blokken-bestand-10-kb", "Een bestandssysteem gebruikt blokken van 4 KB. Hoeveel blokken neemt een bestand van 10 KB minimaal in beslag?",
 ["twee", "*drie", "vier"],
 """10 KB ÷ 4 KB = 2,5. Een half blok kan niet, dus er zijn drie blokken nodig; het laatste blok is maar half gevuld. Met twee blokken heb je maar 8 KB.""",
 s="arith refute"),
Q("geheugen-16-gib-mib", "Hoeveel MiB is 16 GiB?",
 ["16 000 MiB", "*16 384 MiB", "1 600 MiB"],
 """Eén GiB is 1 024 MiB, dus 16 × 1 024 = 16 384 MiB. De 16 000 zou gelden voor GB naar MB (factor 1 000), niet voor de binaire eenheden GiB en MiB.""",
 s="arith refute"),
Q("geen-procesinformatie", "Welk commando toont GEEN informatie over draaiende processen?",
 ["ps", "top", "htop", "*mkdir"],
 """`mkdir` maakt een nieuwe map aan en heeft niets met processen te maken. `ps` toont een momentopname van de processen, en `top` en `htop` geven een live overzicht met CPU- en geheugengebruik.""",
 s="neg md", md=True),
Q("absoluut-pad", "Welk pad is een absoluut pad?",
 ["*`/home/anna/docs`", "`docs/verslag.txt`", "`../anna/docs`"],
 """Een absoluut pad begint bij de root en dus met een `/`. De andere twee zijn **relatieve** paden: ze gaan uit van de huidige map, en `..` betekent ‘één map omhoog’.""",
 s="md opdiff", md=True),
Q("symlink-origineel-weg", "Je maakt met `ln -s data.txt link.txt` een symbolische link en verwijdert daarna `data.txt`. Wat gebeurt er als je `cat link.txt` uitvoert?",
 ["Je ziet gewoon de inhoud van data.txt, want de link heeft een kopie bewaard.", "De link wordt automatisch ook verwijderd.", "*Je krijgt een foutmelding, omdat de link naar een bestand wijst dat niet meer bestaat.", "Je ziet de inhoud, omdat een symbolische link naar dezelfde inode wijst."],
 """Om dit te begrijpen moet je weten wat een symbolische link precies opslaat. We lopen de opties langs.

Een symbolische link (symlink) bewaart geen kopie van de data. Hij bevat alleen het pad naar het doelbestand, hier de tekst `data.txt`. De eerste optie klopt dus niet.

Linux houdt niet bij welke symlinks naar een bestand wijzen. Bij het verwijderen van `data.txt` blijft `link.txt` gewoon staan; hij wordt niet automatisch opgeruimd.

Wat er wel gebeurt: `cat` volgt de link, zoekt `data.txt` op en vindt niets. Je krijgt `No such file or directory`. Zo’n link heet een *dangling* of gebroken link, en `ls -l` toont hem vaak in rood.

De laatste optie beschrijft een **hard link**. Die wijst wel naar dezelfde inode als het origineel. Bij een hard link blijft de inhoud bereikbaar zolang er nog minstens één naam naar de inode verwijst. Met `ln` zonder `-s` had je dus de inhoud nog kunnen lezen; met `ln -s` niet.""",
 s="walk refute md", md=True),
Q("redirect-toevoegen", "Welk commando voegt de regel ‘klaar’ toe aan het eind van `log.txt`, zonder de bestaande inhoud te wissen?",
 ["echo klaar > log.txt", "echo klaar < log.txt", "echo klaar | log.txt", "*echo klaar >> log.txt"],
 """`>>` voegt toe aan het einde van het bestand. Een enkele `>` overschrijft het bestand, `<` leest invoer uit een bestand in plaats van ernaar te schrijven, en `|` stuurt de uitvoer naar een ander commando, niet naar een bestand.""",
 s="opdiff refute md", md=True),
Q("kernel-klopt-niet", "Welke uitspraak over de kernel klopt niet?",
 ["*De kernel is een gewoon programma dat je zoals elke andere applicatie in user space start.", "De kernel verdeelt de CPU-tijd over processen.", "De kernel regelt de toegang tot hardware via drivers.", "De kernel beheert het geheugen van alle processen."],
 """De kernel is het hart van het besturingssysteem. We toetsen elke bewering.

De bewering dat de kernel een gewoon programma in user space is, klopt niet. De kernel draait in **kernel space**, met volledige toegang tot de hardware en tot al het geheugen. Hij wordt bij het opstarten door de bootloader, zoals GRUB, in het geheugen geladen, niet door een gebruiker gestart zoals `firefox` of `vim`. Dit is dus het antwoord op de vraag.

Het verdelen van CPU-tijd heet *scheduling*. De scheduler van de kernel beslist steeds welk proces op welke core mag draaien. Deze bewering klopt.

Hardware spreek je op Linux aan via drivers, die meestal als kernelmodules worden geladen. Een gewoon programma praat niet zelf met de schijf of de netwerkkaart, maar vraagt dat via een systeemaanroep aan de kernel. Ook dit klopt.

Geheugenbeheer is eveneens een kerntaak: de kernel geeft elk proces een eigen virtuele adresruimte en regelt paging en swap. Ook die bewering is juist.""",
 s="walk neg refute"),
Q("leestijd-3-gb", "Een SSD leest met 200 MB/s. Hoe lang duurt het ongeveer om een bestand van 3 GB in te lezen?",
 ["1,5 seconde", "*15 seconden", "150 seconden"],
 """3 GB is 3 000 MB. 3 000 MB ÷ 200 MB/s = 15 s.""",
 s="arith"),
Q("huidige-map-commando", "Met welk commando toon je het volledige pad van de map waarin je nu werkt?",
 ["cd", "*pwd", "ls"],
 """Antwoord B klopt: `pwd` (print working directory) toont de huidige map. Met `cd` wissel je van map en `ls` toont de inhoud.""",
 s="letter refute md", md=True),
Q("uid-0-root", "Welke gebruiker heeft op Linux UID 0?",
 ["*root", "nobody", "de eerste gewone gebruiker"],
 """UID 0 is altijd root, de beheerder.""",
 s=""),
Q("proces-versus-thread", "Wat is het belangrijkste verschil tussen een proces en een thread?",
 ["Een thread heeft altijd een eigen adresruimte, een proces niet.", "Processen bestaan alleen op Windows, threads alleen op Linux.", "Een thread is een proces dat op de achtergrond draait.", "*Threads binnen één proces delen dezelfde adresruimte; elk proces heeft een eigen adresruimte."],
 """Dit verschil komt vaak terug bij vragen over prestaties en veiligheid. We bespreken elke optie.

De eerste optie draait het om. Juist een **proces** krijgt van het besturingssysteem een eigen virtuele adresruimte. Threads hebben elk hun eigen stack en registers, maar geen eigen adresruimte.

De tweede optie klopt helemaal niet: zowel Windows als Linux kennen processen én threads. Op Linux worden beide zelfs met dezelfde systeemaanroep `clone()` gemaakt, met andere vlaggen.

De derde optie verwart een thread met een *daemon* of achtergrondproces. Een achtergrondproces is nog steeds een volwaardig proces met een eigen adresruimte.

De vierde optie is juist. Threads binnen hetzelfde proces delen het geheugen, de open bestanden en de code. Daardoor kunnen ze snel gegevens uitwisselen, maar moeten ze ook oppassen met gelijktijdige toegang (race conditions). Processen zijn van elkaar afgeschermd: een crash in het ene proces raakt het andere niet.""",
 s="walk refute md", md=True),
Q("ext4-bestandssysteem", "Welk bestandssysteem is de standaard bij veel Linux-distributies zoals Debian en Ubuntu?",
 ["NTFS", "FAT32", "*ext4"],
 """Debian en Ubuntu installeren standaard op ext4. NTFS is het bestandssysteem van Windows, en FAT32 gebruik je vooral op usb-sticks en SD-kaarten, niet als root-bestandssysteem van Linux.""",
 s="refute"),
]
