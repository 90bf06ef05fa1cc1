from common import *

ONDERWERP = "bash-scripting"

VRAGEN = [
q(NONE, "gehele-deling-rekenkundig",
  "Wat drukt `echo $((7 / 2))` af in Bash?",
  ["3", "3.5", "4", "Een foutmelding"], "A",
  "Bash rekent alleen met gehele getallen en kapt af: 7 / 2 = 3 rest 1, dus `3`.",
  tags=[REK, KORT, CODE], markup="markdown"),

q(NONE, "enkele-versus-dubbele-quotes",
  "Wat is het verschil tussen `echo '$HOME'` en `echo \"$HOME\"`?",
  ["Er is geen verschil; beide tonen de thuismap",
   "De eerste geeft een foutmelding, de tweede toont de thuismap",
   "De eerste toont letterlijk `$HOME`, de tweede toont de thuismap",
   "De eerste toont de thuismap, de tweede letterlijk `$HOME`"], "C",
  "Tussen enkele aanhalingstekens doet Bash helemaal niets met de tekst: er wordt geen variabele uitgebreid, dus je "
  "ziet letterlijk `$HOME`. Tussen dubbele aanhalingstekens worden variabelen en commandosubstitutie wel uitgevoerd, "
  "terwijl woordsplitsing en globbing juist worden onderdrukt; daar verschijnt dus het pad van de thuismap. Daarmee "
  "vervalt A, want de twee vormen gedragen zich duidelijk anders. B klopt ook niet: enkele aanhalingstekens zijn "
  "volkomen geldige syntaxis en leveren geen foutmelding op. D draait de werking precies om en is daarom onjuist. Het "
  "juiste antwoord is C.",
  tags=[LANG, WEER, CODE], markup="markdown"),

q(NONE, "betekenis-dollar-vraagteken",
  "Wat bevat `$?` direct na het uitvoeren van een commando?",
  ["Het aantal argumenten van het script",
   "De exitstatus van dat commando",
   "Het procesnummer van de shell",
   "De naam van het script"], "B",
  "`$?` is de exitcode van het laatst afgelopen commando: 0 bij succes, iets anders bij een fout.",
  tags=[KORT, CODE, PAR], markup="markdown"),

q(NONE, "betekenis-dubbele-dollar",
  "Wat levert `$$` op in een Bash-script?",
  ["De PID van de shell die het script uitvoert",
   "De PID van het laatst gestarte achtergrondproces",
   "De exitstatus van het vorige commando",
   "Twee dollartekens"], "A",
  "`$$` geeft het procesnummer van de huidige shell.",
  fb=["Goed zo! Handig voor unieke namen van tijdelijke bestanden.",
      "Nee, dat is `$!`.",
      "Nee, dat is `$?`.",
      "Nee, Bash breidt `$$` uit tot een getal."],
  tags=[FB, IT, CODE, KORT], markup="markdown"),

q(NONE, "rekenkundige-uitdrukking-machten",
  "Wat drukt het volgende af?\n\n```bash\nx=5; y=3\necho $(( x ** 2 - y * 4 ))\n```",
  ["8", "64", "88", "13"], "D",
  "`**` is machtsverheffen en gaat voor, daarna vermenigvuldigen: 5² = 25 en 3 × 4 = 12, dus 25 − 12 = 13.",
  tags=[REK, CODE, KORT], markup="markdown"),

q(NONE, "geen-geldige-variabele-uitlezing",
  "Welke van de volgende is GEEN manier om de waarde van de variabele `naam` te gebruiken?",
  ["`$naam`", "`${naam}`", "`\"$naam\"`", "`$(naam)`"], "D",
  "`$(naam)` is commandosubstitutie: Bash probeert een commando `naam` uit te voeren. De andere drie vormen breiden "
  "de variabele uit; accolades en dubbele aanhalingstekens zijn alleen extra zorgvuldig.",
  tags=[NEG, CODE, WEER], markup="markdown"),

q(NONE, "spaties-bij-toewijzing",
  "Waarom geeft de regel `naam = Piet` in Bash een foutmelding zoals `naam: command not found`?",
  ["Omdat variabelenamen met een hoofdletter moeten beginnen",
   "Omdat Bash door de spaties `naam` als commando leest met de argumenten `=` en `Piet`",
   "Omdat een tekstwaarde zoals `Piet` bij een toewijzing altijd tussen enkele of dubbele aanhalingstekens moet staan"], "B",
  "Een toewijzing mag geen spaties rond het isgelijkteken hebben. Met spaties is het eerste woord een opdracht, en "
  "die bestaat niet; aanhalingstekens rond `Piet` lossen dat niet op.",
  tags=[PAR, CODE, WEER], markup="markdown"),

q(NONE, "shebang-env-bash",
  "Wat doet de eerste regel `#!/usr/bin/env bash` in een uitvoerbaar script?",
  ["Hij maakt van het script een commentaarbestand",
   "Hij laadt alle omgevingsvariabelen opnieuw uit /etc/environment voordat het script begint",
   "Hij zet de debugmodus aan",
   "Hij laat het systeem het script uitvoeren met de eerste `bash` die in `PATH` staat"], "D",
  "De kernel leest de shebang en start `env`, die `bash` in het `PATH` opzoekt en het script daaraan geeft.",
  tags=[KORT, CODE], markup="markdown"),

q(NONE, "werking-set-e",
  "Wat doet `set -e` bovenaan een script?",
  ["Het script stopt zodra een commando met een exitstatus ongelijk aan nul eindigt",
   "Het script toont elk commando voordat het wordt uitgevoerd",
   "Het script geeft een fout bij een niet-bestaande variabele",
   "Het script exporteert alle variabelen"], "A",
  "Met deze optie breekt de shell af bij het eerste mislukte commando, behalve onder meer in een `if`-test of "
  "in een lijst met `&&`. Commando's tonen is `set -x`, niet-bestaande variabelen afvangen is `set -u`.",
  tags=[PAR, CODE, WEER], markup="markdown"),

q(NONE, "octale-rechten-750",
  "Welke octale waarde hoort bij de rechten `rwxr-x---`?",
  ["755", "750", "740", "640"], "B",
  "r = 4, w = 2, x = 1. Eigenaar 4 + 2 + 1 = 7, groep 4 + 0 + 1 = 5, overigen 0: samen 750.",
  tags=[REK, CODE, KORT], markup="markdown"),

q(NONE, "omleiding-stdout-stderr",
  "Wat doet `cmd > out.txt 2>&1`?",
  ["Het stuurt alleen de foutmeldingen naar out.txt",
   "Het stuurt de foutmeldingen naar het scherm en de normale uitvoer naar out.txt",
   "Het stuurt zowel de normale uitvoer als de foutmeldingen naar out.txt",
   "Het voegt de uitvoer toe aan het eind van out.txt"], "C",
  "Eerst wijst stdout naar het bestand, daarna wordt stderr een kopie van stdout. Draai je de volgorde om "
  "(`2>&1 > out.txt`), dan krijg je B; toevoegen zou `>>` vereisen.",
  tags=[CODE, WEER], markup="markdown"),

q(NONE, "bash-specifieke-test",
  "Welke testconstructie werkt wel in Bash maar hoort niet bij de POSIX-standaard voor `sh`?",
  ["`[ -f bestand ]`", "`test -f bestand`", "`[[ -f bestand ]]`"], "C",
  "`[[ ... ]]` is een Bash-uitbreiding; `[` en `test` zijn POSIX.",
  tags=[IT, CODE, KORT], markup="markdown"),

q(NONE, "lus-met-stapgrootte",
  "Hoe vaak wordt de body van `for i in {1..10..3}; do echo $i; done` uitgevoerd?",
  ["Drie keer", "Vier keer", "Tien keer", "Dertien keer"], "B",
  "De reeks loopt van 1 tot 10 in stappen van 3: 1, 4, 7, 10. Dat zijn 4 waarden.",
  tags=[REK, GW, CODE, KORT], markup="markdown"),

q(NONE, "afkorting-ifs",
  "Waar staat de shellvariabele IFS voor?",
  ["Input File Stream", "Interactive Function Set", "Integer Format Specifier", "Internal Field Separator"], "D",
  "IFS bepaalt op welke tekens Bash woorden splitst.",
  fb=["Nee, met bestandsstromen heeft IFS niets te maken.",
      "Nee, zo'n set bestaat niet in Bash.",
      "Nee, opmaak van getallen regel je met printf.",
      "Goed zo! Standaard zijn dat spatie, tab en nieuwe regel."],
  tags=[IT, FB, KORT]),

q(NONE, "dollar-at-onjuist",
  "Welke bewering over `\"$@\"` en `\"$*\"` is onjuist?",
  ["`\"$@\"` levert elk argument als een apart woord op",
   "`\"$*\"` plakt alle argumenten aan elkaar, gescheiden door het eerste teken van IFS",
   "Zonder aanhalingstekens gedragen `$@` en `$*` zich hetzelfde",
   "`\"$@\"` splitst een argument met een spatie erin op in meerdere woorden"], "D",
  "D is onjuist: juist `\"$@\"` laat elk argument precies heel, ook als er spaties in staan. Daarom is dat de vorm om "
  "argumenten door te geven aan een ander commando. A beschrijft dat gedrag correct: drie argumenten blijven drie "
  "woorden. B klopt ook: `\"$*\"` maakt er één woord van en zet tussen de argumenten het eerste teken van IFS, "
  "standaard een spatie. C is eveneens juist, want zonder aanhalingstekens worden beide vormen onderworpen aan "
  "woordsplitsing en globbing, zodat het verschil verdwijnt en een argument met een spatie in tweeën valt.",
  tags=[NEG, LANG, CODE, IT], markup="markdown"),

q(NONE, "here-document",
  "Wat doet een here-document zoals hieronder?\n\n```bash\ncat <<EOF\nHallo $USER\nEOF\n```",
  ["Het leest de regels tot de afsluitende `EOF` als standaardinvoer voor `cat`",
   "Het schrijft de tekst naar een bestand met de naam EOF",
   "Het sluit het script af",
   "Het maakt een functie met de naam EOF"], "A",
  "Alles tot de regel met alleen het eindwoord gaat als invoer naar het commando; `$USER` wordt daarbij uitgebreid "
  "omdat het eindwoord niet tussen aanhalingstekens staat.",
  tags=[IT, CODE, PAR], markup="markdown"),

q(NONE, "lengte-van-string",
  "Wat is de uitvoer?\n\n```bash\nwoord=\"koffiepot\"\necho ${#woord}\n```",
  ["9", "8", "10", "koffiepot"], "A",
  "`${#woord}` geeft het aantal tekens: k-o-f-f-i-e-p-o-t zijn 9 letters.",
  tags=[REK, CODE, KORT], markup="markdown"),

q(NONE, "cron-elk-kwartier",
  "Een script staat in de crontab met het schema `*/15 * * * *`. Hoe vaak draait het per etmaal?",
  ["24 keer", "48 keer", "96 keer", "144 keer"], "C",
  "Een etmaal telt 24 × 60 = 1440 minuten; 1440 / 15 = 96 keer.",
  tags=[REK, CODE, KORT], compute=("24 * 60 / 15", "keer"), markup="markdown"),

q(NONE, "statische-controle-scripts",
  "Welk hulpmiddel controleert shellscripts statisch op veelgemaakte fouten, zoals ontbrekende aanhalingstekens?",
  ["gdb", "ShellCheck", "strace", "make"], "B",
  "[ShellCheck](https://www.shellcheck.net) doet precies dat.",
  tags=[KORT, LINK], markup="markdown"),

q(NONE, "local-in-functie",
  "Wat doet het sleutelwoord `local` in een Bash-functie?",
  ["Het maakt de variabele alleen-lezen",
   "Het exporteert de variabele naar subprocessen",
   "Het maakt de variabele alleen zichtbaar in die functie en in functies die zij aanroept",
   "Het bewaart de waarde van de variabele tussen twee aanroepen van dezelfde functie, zoals static in C"], "C",
  "De variabele bestaat alleen zolang de functie loopt; door *dynamic scoping* zien aangeroepen functies haar wel. "
  "Alleen-lezen maak je met `readonly`, exporteren doe je met `export`.",
  tags=[CODE, CURS, WEER], markup="markdown"),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "aantal-argumenten-variabele",
  "Welke variabele bevat het aantal argumenten dat aan een script is meegegeven?",
  ["`$0`", "`$@`", "`$#`", "`$!`"], "C",
  "`$#` telt de positionele parameters; `$0` is de naam van het script zelf.",
  move="A", markup="markdown"),

q(MOVED, "cd-min-werking",
  "Wat doet `cd -`?",
  ["Het gaat terug naar de vorige map waarin je stond",
   "Het gaat één map omhoog",
   "Het gaat naar de thuismap"], "A",
  "`cd -` wisselt naar `$OLDPWD`, de map waar je vóór de laatste `cd` stond, en drukt dat pad af.",
  move="B", markup="markdown"),

q(MOVED, "modulo-operator",
  "Wat drukt `echo $(( 17 % 5 ))` af?",
  ["3", "2", "3.4", "12"], "B",
  "`%` is de rest na deling: 17 = 3 × 5 + 2, dus de uitkomst is 2.",
  move="D", markup="markdown"),

# --- gebrekkig: dubbele optie ---
q(DUP, "doel-exit-nul",
  "Wat is het effect van `exit 0` aan het eind van een script?",
  ["Het script meldt aan de aanroeper dat het geslaagd is",
   "Het script wordt opnieuw gestart",
   "Het script wordt opnieuw gestart ",
   "Alle variabelen van de aanroepende shell worden gewist"], "A",
  "Exitstatus 0 betekent succes; `if ./script.sh` of `&&` gaan daarop verder.",
  dup=("B", "C"), kind="spatie aan het eind", markup="markdown"),
]
