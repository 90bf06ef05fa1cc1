from common import Q

TOPIC = "git-versiebeheer"
TITLE = "Versiebeheer met Git"
DESCRIPTION = ("Werken met Git: commits, de index, branches, samenvoegen en herschrijven van "
               "geschiedenis, en samenwerken via een remote.")

QUESTIONS = [
    Q("git-clone-doel", 1,
      "Wat doet git clone?",
      ["*Het maakt een lokale kopie van een bestaande repository, inclusief de geschiedenis",
       "Het maakt een lege nieuwe repository in de huidige map",
       "Het kopieert de huidige branch naar een nieuwe branch"],
      "git clone haalt een complete repository met alle commits binnen; een lege maak je met git init."),

    Q("git-status-commando", 8,
      "Welk commando toont welke bestanden gewijzigd, klaargezet of nog niet gevolgd zijn?",
      ["*git status", "git log", "git show", "git diff"],
      "git status vat de toestand van werkmap en index samen; git log toont de commitgeschiedenis en git "
      "show de inhoud van één commit."),

    Q("head-tilde-2", 8,
      "Welke notatie verwijst naar de commit twee stappen terug langs de eerste ouder van HEAD?",
      ["*HEAD~2", "HEAD^2", "HEAD~1", "HEAD@{2}"],
      "~n gaat n generaties terug via de eerste ouder. ^2 betekent iets anders: de tweede ouder van een "
      "mergecommit. HEAD~1 is maar één stap terug.",
      related=["head-betekenis"]),

    Q("sha-afkorting", 8,
      "Waar staat SHA voor in de SHA-1-hash die Git voor commits gebruikt?",
      ["*Secure Hash Algorithm", "Signed History Archive", "Source Hash Address"],
      "SHA is Secure Hash Algorithm; Git gebruikt standaard SHA-1 en ondersteunt optioneel SHA-256.",
      related=["sha1-hex-tekens"]),

    Q("fetch-versus-pull", 2,
      "Wat doet git fetch, in tegenstelling tot git pull?",
      ["*Het haalt nieuwe commits en branches van de remote op zonder je eigen branch bij te werken",
       "Het stuurt je lokale commits naar de remote",
       "Het haalt wijzigingen op en voegt ze meteen samen met je huidige branch"],
      "Na een fetch weet je repository wat er op de server is veranderd: de remote-tracking branches, zoals "
      "origin/main, zijn bijgewerkt. Je werkmap en je eigen branch blijven onaangeroerd, zodat je eerst "
      "kunt bekijken wat er binnenkwam. Een pull doet dat ophalen ook, maar integreert daarna direct via "
      "een merge of rebase.",
      related=["force-push-risico"]),

    Q("staging-area", 2,
      "Wat is de functie van de staging area (index) in Git?",
      ["*Daarin verzamel je de wijzigingen die in de volgende commit terechtkomen",
       "Het is een back-up van de laatste commit op de server",
       "Het is de map waarin Git verwijderde bestanden bewaart"],
      "De index is een tussenstation tussen je werkmap en de geschiedenis. Met git add kies je welke "
      "wijzigingen, of zelfs welke delen van een bestand, mee moeten. Zo kun je een rommelige werkmap "
      "toch in nette, afgebakende commits vastleggen.",
      related=["commit-amend", "reset-soft-hard"]),

    Q("force-push-risico", 3,
      "Wat is het grootste risico van git push --force op een branch waar ook collega's op werken?",
      ["*Commits die anderen al hadden gepusht, kunnen uit de branch op de remote verdwijnen",
       "Je lokale repository wordt gewist en opnieuw gekloond",
       "Alle tags op de remote worden verwijderd",
       "De remote accepteert daarna geen pulls meer van die branch"],
      "Een gewone push wordt geweigerd als de remote commits heeft die jij niet hebt; zo voorkomt Git dat "
      "je werk van anderen overschrijft. Met --force zet je de branch op de remote toch gelijk aan jouw "
      "lokale versie. Heeft een collega intussen iets gepusht, dan verdwijnen die commits uit de branch, "
      "ook al bestaan ze misschien nog in zijn eigen kloon. Je lokale repository blijft daarbij gewoon "
      "bestaan; er wordt niets gewist of opnieuw gekloond. Tags worden door een force-push van een branch "
      "niet aangeraakt. En de remote blijft pulls gewoon toestaan; collega's merken het pas als hun "
      "geschiedenis niet meer aansluit. Veiliger is --force-with-lease, dat weigert als de remote "
      "onverwacht is veranderd."),

    Q("sha1-hex-tekens", 4,
      "Een SHA-1-hash is 160 bits lang. Uit hoeveel hexadecimale tekens bestaat de volledige commit-hash?",
      ["20 tekens", "32 tekens", "*40 tekens", "64 tekens"],
      "Eén hexadecimaal teken codeert 4 bits (16 = 2⁴ mogelijkheden). 160 bits ÷ 4 = 40 tekens; de 7 "
      "tekens die je vaak ziet, zijn een verkorte vorm.",
      order="num", compute=("160 / 4", "tekens")),

    Q("bisect-stappen", 4,
      "Je zoekt met git bisect welke van 1000 commits een fout heeft geïntroduceerd. Hoeveel tests zijn er "
      "hooguit ongeveer nodig?",
      ["*ongeveer 10", "ongeveer 100", "ongeveer 500"],
      "Bisect halveert bij elke test het aantal verdachte commits. Omdat 2¹⁰ = 1024 groter is dan 1000, ben "
      "je na ongeveer tien stappen bij één commit. Lineair zoeken zou tot duizend tests kunnen kosten, en "
      "gemiddeld vijfhonderd.",
      order="num"),

    Q("rebase-interactief-niet", 5,
      "Wat kun je met git rebase -i NIET doen?",
      ["Meerdere commits samenvoegen tot één (squash)",
       "De volgorde van commits veranderen",
       "Het bericht van een eerdere commit aanpassen (reword)",
       "*Commits op de remote bijwerken zonder te pushen"],
      "Een interactieve rebase herschrijft je lokale geschiedenis: je kunt commits samenvoegen met squash "
      "of fixup, regels in de takenlijst verplaatsen om de volgorde te wijzigen en met reword een "
      "commitbericht aanpassen. Alles gebeurt echter lokaal; de remote verandert pas als je daarna pusht."),

    Q("gitignore-onjuist", 5,
      "Welke uitspraak over .gitignore is onjuist?",
      ["De patronen gelden voor bestanden die Git nog niet volgt",
       "Een patroon dat eindigt op een schuine streep, zoals build/, geldt alleen voor mappen",
       "*Een bestand dat al is gecommit, verdwijnt automatisch uit de repository zodra het in .gitignore staat"],
      "Git kijkt alleen bij niet-gevolgde bestanden naar .gitignore, en een afsluitende / beperkt een "
      "patroon tot mappen; dat klopt allebei. Een bestand dat al gevolgd wordt, blijft echter gewoon in de "
      "repository; je moet het eerst zelf loskoppelen met git rm --cached."),

    Q("commit-amend", 6,
      "Wat doet `git commit --amend`?",
      ["*Het vervangt de laatste commit door een nieuwe, met de huidige index en eventueel een nieuw bericht",
       "Het maakt de laatste commit ongedaan en gooit de wijzigingen weg",
       "Het voegt een lege commit toe met alleen een bericht"],
      "Met `--amend` bouw je de laatste commit opnieuw op: wat nu in de index staat komt erbij, en je kunt "
      "het bericht aanpassen. Omdat er een nieuwe commit met een nieuwe hash ontstaat, doe je dit niet met "
      "een commit die al gedeeld is. Zie [`git commit`](https://git-scm.com/docs/git-commit).",
      md=True),

    Q("reset-soft-hard", 6,
      "Wat is het verschil tussen `git reset --soft HEAD~1` en `git reset --hard HEAD~1`?",
      ["*Bij `--soft` blijven de wijzigingen van de laatste commit klaargezet staan; bij `--hard` verdwijnen ze ook uit index en werkmap",
       "Bij `--soft` wordt alleen de werkmap teruggezet; bij `--hard` ook de remote",
       "Er is geen verschil; `--hard` vraagt alleen geen bevestiging"],
      "Beide verplaatsen de branch één commit terug. `--soft` laat index en werkmap ongemoeid, zodat je de "
      "wijzigingen direct opnieuw kunt committen. `--hard` zet ook index en werkmap terug, waardoor "
      "niet-gecommitte wijzigingen verloren gaan. Geen van beide raakt de remote. Zie "
      "[`git reset`](https://git-scm.com/docs/git-reset).",
      md=True),

    Q("branch-maken-wisselen", 6,
      "Welk commando maakt een nieuwe branch `feature` en schakelt er meteen naartoe?",
      ["*`git switch -c feature`", "`git branch feature`", "`git merge feature`"],
      "`git switch -c` (*create*) maakt de branch en wisselt erheen; het oudere `git checkout -b feature` "
      "doet hetzelfde. `git branch feature` maakt de branch alleen aan, en je blijft op je huidige branch "
      "staan. Zie [`git switch`](https://git-scm.com/docs/git-switch).",
      md=True),

    Q("merge-conflict", 7,
      "Wanneer ontstaat een mergeconflict?",
      ["*Als twee branches dezelfde regels van een bestand verschillend hebben gewijzigd",
       "Als twee mensen op hetzelfde moment naar dezelfde remote pushen",
       "Als een branch dezelfde naam heeft als een tag"],
      "Gelijktijdig pushen levert geen mergeconflict op maar een geweigerde push, en een branch met de naam "
      "van een tag geeft hooguit een waarschuwing over een dubbelzinnige verwijzing. Een conflict ontstaat "
      "als Git bij het samenvoegen niet zelf kan kiezen tussen twee verschillende wijzigingen op dezelfde "
      "plek.",
      related=["fast-forward-merge"]),

    Q("git-revert", 7,
      "Wat doet git revert met een opgegeven commit?",
      ["*Het maakt een nieuwe commit die de wijzigingen van die commit ongedaan maakt",
       "Het verwijdert die commit uit de geschiedenis",
       "Het zet één bestand terug naar de laatst gecommitte versie"],
      "Een commit uit de geschiedenis halen is werk voor reset of een interactieve rebase, niet voor "
      "revert; één bestand terugzetten doe je met git restore. Revert laat de geschiedenis intact en voegt "
      "een tegengestelde commit toe, wat veilig is op gedeelde branches.",
      related=["reset-soft-hard"]),

    Q("head-betekenis", 1,
      "Waar verwijst HEAD naar in Git?",
      ["*Naar de commit die nu is uitgecheckt, meestal via de huidige branch",
       "Naar de eerste commit van de repository",
       "Naar de nieuwste commit op de remote"],
      "HEAD wijst naar wat je nu hebt uitgecheckt, meestal de top van je huidige branch."),

    Q("fast-forward-merge", 3,
      "Wat is een fast-forward merge?",
      ["*Git schuift de branchverwijzing alleen vooruit, omdat de doelbranch geen eigen nieuwe commits heeft",
       "Git maakt altijd een mergecommit met twee ouders",
       "Git voegt alle commits samen tot één commit",
       "Git slaat de merge over als de branches conflicten hebben"],
      "A is juist. Stel dat main sinds het afsplitsen van feature niet is veranderd. De commits van\n"
      "feature liggen dan in een rechte lijn achter main, en samenvoegen komt neer op het vooruitschuiven\n"
      "van de verwijzing main naar de laatste commit van feature. Er ontstaat geen nieuwe commit. B\n"
      "beschrijft een gewone driewegmerge, die Git alleen maakt als beide branches eigen commits hebben,\n"
      "of als je fast-forward bewust uitzet met --no-ff. C lijkt op een squash-merge, waarbij je met\n"
      "--squash alle wijzigingen in één commit bundelt; dat is een andere werkwijze. D klopt evenmin: bij\n"
      "een conflict stopt Git en vraagt het je de conflicten op te lossen, het slaat niets over.",
      order="letters", related=["merge-conflict"]),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("git-add-staging", 8,
      "Met welk commando zet je een gewijzigd bestand klaar voor de volgende commit?",
      ["*git add", "!git commit", "git stash"],
      "git add zet de wijziging in de index; git commit legt daarna vast wat daar klaarstaat, en git stash "
      "zet wijzigingen juist tijdelijk opzij.",
      label="sd"),

    Q("git-stash-doel", 2,
      "Waarvoor gebruik je git stash?",
      ["*Om niet-gecommitte wijzigingen tijdelijk opzij te zetten, zodat je werkmap schoon is",
       "!Om niet-gevolgde bestanden definitief te verwijderen",
       "Om de repository te comprimeren en ruimte te besparen"],
      "Je zit halverwege een wijziging en moet snel iets anders doen, bijvoorbeeld een bugfix op een andere "
      "branch. Met stash bewaart Git je lopende werk op een stapel en zet het je werkmap terug naar de "
      "laatste commit. Later haal je het met git stash pop weer tevoorschijn.",
      label="sd"),
]
