from common import q, NONE, MOVED, DUP

TOPIC = "schaken"
TITLE = "Schaken"
DESCRIPTION = "Spelregels, notatie, tactiek en geschiedenis van het schaakspel, met wat rekenwerk aan materiaal, bedenktijd en ratings."

QUESTIONS = [
    q(NONE, "rokade-niet-toegestaan",
      "In welke situatie is rokeren NIET toegestaan?",
      ["Als de koning schaak staat",
       "Als de toren waarmee je rokeert wordt aangevallen",
       "Als bij de lange rokade met wit het veld b1 door een stuk van zwart wordt aangevallen",
       "Als je eerder in de partij met je andere toren hebt gezet"], 0,
      """
Je mag niet rokeren om aan schaak te ontkomen; de koning mag ook niet over een aangevallen veld trekken of op een aangevallen veld belanden.

De andere situaties zijn wel toegestaan. Dat de toren wordt aangevallen maakt niet uit, want de regel gaat alleen over de koning. Bij de lange rokade trekt de koning van e1 via d1 naar c1; b1 moet leeg zijn, maar mag aangevallen worden. En met de andere toren gezet hebben, verbiedt alleen de rokade aan díe kant.""",
      tags=["regels"], related=["en-passant"]),

    q(NONE, "en-passant",
      "Wanneer mag een pion en passant slaan?",
      ["Direct nadat een vijandelijke pion met een dubbele stap naast hem is komen te staan, en alleen in de zet direct daarna",
       "Op elk moment, als een vijandelijke pion naast hem staat",
       "Alleen als de eigen koning schaak staat",
       "Alleen als de pion de laatste rij heeft bereikt"], 0,
      "En passant slaan kan alleen als antwoord op een dubbele pionzet die de pion naast jouw pion op de vijfde rij (voor wit) of vierde rij (voor zwart) brengt. Je slaat alsof de pion maar één stap had gedaan. Doe je het niet meteen, dan vervalt het recht.",
      tags=["regels"]),

    q(NONE, "promotie-niet-koning",
      "In welk stuk mag een pion die de laatste rij bereikt NIET promoveren?",
      ["Koning", "Dame", "Toren", "Paard"], 0,
      "Een pion promoveert naar een dame, toren, loper of paard van de eigen kleur. Een tweede koning is niet toegestaan. Promotie tot paard of toren (minorpromotie) komt in de praktijk soms voor, bijvoorbeeld om pat te vermijden.",
      tags=["regels"]),

    q(NONE, "waarde-toren",
      "Hoeveel pionnen is een toren volgens de gangbare vuistregel waard?",
      ["3", "4", "5", "9"], 2,
      "De gebruikelijke waardering is: pion 1, paard en loper 3, toren 5, dame 9.",
      order="num", tags=["strategie"], related=["materiaal-optellen"]),

    q(NONE, "materiaal-optellen",
      "Wit heeft naast de koning nog een dame, twee torens en vijf pionnen. Hoeveel punten materiaal is dat volgens de gangbare waardering (pion 1, toren 5, dame 9)?",
      ["19", "24", "26", "29"], 1,
      "9 (dame) + 2 × 5 (torens) + 5 × 1 (pionnen) = 9 + 10 + 5 = 24. De koning telt niet mee.",
      order="num", compute=("9 + 2 * 5 + 5", "punten"), tags=["rekenen"], related=["waarde-toren"]),

    q(NONE, "pat-betekenis",
      "Wat is pat?",
      ["De speler die aan zet is, heeft geen enkele reglementaire zet maar staat niet schaak; de partij is remise",
       "De koning staat schaak en kan niet ontsnappen; de partij is verloren",
       "Beide spelers hebben alleen nog hun koning; de partij wordt hervat",
       "Een speler heeft drie keer dezelfde zet gedaan"], 0,
      "Pat eindigt direct in remise. Staat de koning wel schaak zonder uitweg, dan is het mat. Alleen twee koningen is ook remise, maar dat heet onvoldoende materiaal en niet pat.",
      tags=["regels"]),

    q(NONE, "vijftig-zettenregel",
      "Wat houdt de vijftigzettenregel in?",
      ["Een speler kan remise claimen als beide spelers vijftig zetten achter elkaar hebben gedaan zonder slagzet of pionzet",
       "Na vijftig zetten wint de speler met het meeste materiaal",
       "Elke speler moet zijn eerste vijftig zetten binnen twee uur doen",
       "Na vijftig zetten mag een speler zijn koning niet meer verplaatsen"], 0,
      "Is er vijftig zetten lang (van elke speler) niets geslagen en geen pion verschoven, dan mag een speler remise claimen. Na 75 van zulke zetten volgt remise volgens de FIDE-regels automatisch.",
      tags=["regels"]),

    q(NONE, "notatie-lb5",
      "Wat betekent de zet Lb5 in de Nederlandse schaaknotatie?",
      ["Een loper gaat naar b5", "Een pion gaat naar b5",
       "Een toren gaat naar b5", "Een dame gaat naar b5"], 0,
      """
In de Nederlandse notatie zijn de letters: K = koning, D = dame, T = toren, L = loper, P = paard. Pionzetten krijgen geen letter, alleen het veld (bijvoorbeeld b5). Lb5 is dus een loperzet. Let op: P staat in het Nederlands voor paard, niet voor pion.""",
      tags=["notatie"], related=["spaanse-opening"], feedback={1: "Pionzetten krijgen geen letter; L staat voor loper."}),

    q(NONE, "euwe-wereldkampioen",
      "Wie is tot nu toe de enige Nederlandse wereldkampioen schaken?",
      ["Max Euwe", "Jan Timman", "Anish Giri", "Jan Hein Donner"], 0,
      "Max Euwe versloeg in 1935 Aljechin en was wereldkampioen tot de revanche in 1937. Jan Timman speelde in 1993 om de FIDE-wereldtitel, maar verloor van Karpov.",
      tags=["geschiedenis", "nederland"], status="published"),

    q(NONE, "spaanse-opening",
      "Hoe heet de opening 1.e4 e5 2.Pf3 Pc6 3.Lb5?",
      ["De Spaanse opening", "De Italiaanse opening", "De Siciliaanse verdediging", "De Franse verdediging"], 0,
      """
Met 3.Lb5 ontstaat de Spaanse opening, ook Ruy López genoemd. Bij 3.Lc4 zou het Italiaans zijn. De Siciliaanse verdediging begint met 1.e4 c5 en de Franse met 1.e4 e6, dus die passen niet bij 1...e5.""",
      tags=["openingen"], related=["notatie-lb5", "damegambiet"]),

    q(NONE, "damegambiet",
      "Welke opening ontstaat na 1.d4 d5 2.c4?",
      ["Het damegambiet", "Het koningsgambiet", "De Engelse opening", "De Hollandse verdediging"], 0,
      "Met 2.c4 biedt wit een pion aan om het centrum te veroveren: het damegambiet. Het koningsgambiet is 1.e4 e5 2.f4, de Engelse opening begint met 1.c4 en de Hollandse verdediging met 1.d4 f5.",
      tags=["openingen"], related=["spaanse-opening"]),

    q(NONE, "paard-in-de-hoek",
      "Naar hoeveel velden kan een paard op a1 op een verder leeg bord springen?",
      ["2", "3", "4", "8"], 0,
      "Vanaf a1 kan het paard alleen naar b3 en c2. In het midden van het bord heeft een paard maximaal acht velden; daarom zegt men 'een paard aan de rand is een schand'.",
      order="num", tags=["stukken"]),

    q(NONE, "elo-verwachting",
      "Volgens het Elo-systeem is de verwachte score van een speler E = 1 / (1 + 10^(−D/400)), met D het ratingverschil. Wat is de verwachte score van een speler die 400 punten hoger staat?",
      ["50 %", "64 %", "76 %", "91 %"], 3,
      """
Met D = 400 is 10^(−1) = 0,1, dus E = 1 / 1,1 ≈ 0,91 = 91 %. Ter vergelijking: 100 punten verschil geeft ongeveer 64 % en 200 punten ongeveer 76 %.""",
      order="num", compute=("100 / (1 + 1 / 10)", "%"), tags=["rekenen", "rating"]),

    q(NONE, "fide-afkorting",
      "Waar staat de afkorting FIDE voor?",
      ["Fédération Internationale des Échecs", "Federation of International Draughts and Echecs",
       "Fondation Internationale pour les Échecs", "Federatie van Internationale Denksporten in Europa"], 0,
      "De FIDE is de Wereldschaakbond, opgericht in 1924 in Parijs. Ze organiseert onder meer het officiële wereldkampioenschap en houdt de ratinglijsten bij.",
      tags=["organisaties", "afkortingen"]),

    q(NONE, "mat-niet-te-forceren",
      "Met welke stukken (naast de eigen koning) kun je tegen een kale koning NIET geforceerd mat zetten?",
      ["Twee paarden", "Een dame", "Een toren", "Twee lopers"], 0,
      """
Met twee paarden bestaan wel matstellingen, maar een goed verdedigende koning is niet tot mat te dwingen.

Dame en toren zetten gemakkelijk mat door de koning naar de rand te drijven. Twee lopers (op verschillende kleuren) kunnen de koning samen naar een hoek drijven en mat zetten; dat vergt meer techniek, maar lukt altijd.""",
      tags=["eindspel"]),

    q(NONE, "deep-blue-kasparov",
      "In welk jaar won de schaakcomputer Deep Blue voor het eerst een match tegen wereldkampioen Garri Kasparov?",
      ["1989", "1996", "1997", "2005"], 2,
      "In 1997 won Deep Blue met 3½–2½. Een jaar eerder, in 1996, had Kasparov de eerste match nog met 4–2 gewonnen, al verloor hij daarin wel één partij.",
      order="num", tags=["geschiedenis", "computers"]),

    q(NONE, "bedenktijd-increment",
      "Een toernooi speelt met 90 minuten plus 30 seconden per zet. Hoeveel bedenktijd heeft een speler na zijn 40e zet in totaal gekregen?",
      ["90 minuten", "110 minuten", "120 minuten", "130 minuten"], 1,
      "Hij krijgt 40 × 30 s = 1200 s = 20 minuten increment bovenop de basistijd: 90 + 20 = 110 minuten.",
      order="num", compute=("90 + 40 * 30 / 60", "minuten"), tags=["rekenen", "regels"]),

    q(NONE, "vork-betekenis",
      "Wat is een vork in het schaken?",
      ["Eén stuk valt tegelijk twee of meer vijandelijke stukken aan",
       "Een stuk kan niet verzetten omdat er een waardevoller stuk achter staat",
       "Twee torens staan naast elkaar op dezelfde rij",
       "Een pion staat op de zevende rij, klaar om te promoveren"], 0,
      "Bij een vork, bijvoorbeeld een paard dat koning en dame tegelijk aanvalt, kan de tegenstander meestal maar één stuk redden. Een stuk dat niet kan verzetten vanwege een waardevoller stuk erachter, staat gepend: dat heet een penning.",
      tags=["tactiek"]),

    q(NONE, "zugzwang",
      "Wat is zugzwang?",
      ["Een stelling waarin de speler die aan zet is zijn stelling met elke zet verslechtert, maar toch moet zetten",
       "Een regel dat je een aangeraakt stuk moet verzetten",
       "Het aanbieden van remise tijdens de partij",
       "Een aanval met meerdere stukken op de koning"], 0,
      "Zugzwang komt vooral in eindspelen voor: zou je kunnen passen, dan was er niets aan de hand, maar passen is in het schaken niet toegestaan. De regel over een aangeraakt stuk heet 'aangeraakt is gezet'.",
      tags=["strategie"]),

    q(NONE, "lege-velden-begin",
      "Hoeveel velden van het schaakbord zijn in de beginstelling leeg?",
      ["16", "32", "48", "64"], 1,
      "Het bord heeft 64 velden en er staan 2 × 16 = 32 stukken op, dus 64 − 32 = 32 velden zijn leeg.",
      order="num", compute=("64 - 2 * 16", "velden"), tags=["rekenen"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "loper-kleur",
      "Welke uitspraak over een loper is juist?",
      ["Een loper blijft de hele partij op velden van dezelfde kleur",
       "Een loper kan van kleur wisselen door een vijandelijk stuk te slaan",
       "Een loper mag één veld recht vooruit als hij ingesloten staat",
       "Een loper wisselt van kleur bij de rokade"], 0,
      "Een loper beweegt alleen diagonaal, en langs een diagonaal hebben alle velden dezelfde kleur. Ook bij slaan landt hij op een diagonaal veld, dus hij verandert nooit van kleur. Met de rokade heeft de loper niets te maken.",
      moved_to=1, tags=["stukken"]),

    q(MOVED, "drievoudige-herhaling",
      "Wat is het gevolg als dezelfde stelling voor de derde keer ontstaat, met dezelfde speler aan zet?",
      ["Een speler kan remise claimen",
       "De speler die de herhaling veroorzaakt verliest",
       "De partij gaat verder met een extra minuut bedenktijd voor beide spelers",
       "De arbiter laat de laatste drie zetten terugnemen"], 0,
      "Bij drievoudige herhaling kan een speler remise claimen (bij vijfvoudige herhaling wordt de partij automatisch remise). Er is geen straf voor degene die herhaalt; het is vaak juist een bewuste manier om een remise af te dwingen.",
      moved_to=1, tags=["regels"]),

    q(MOVED, "wie-begint",
      "Welke kleur doet in een schaakpartij de eerste zet?",
      ["Wit", "Zwart", "De speler die de loting wint, ongeacht zijn kleur"], 0,
      "Wit begint altijd. Een loting bepaalt hoogstens wie met wit speelt, niet wie de eerste zet doet.",
      moved_to=2, order="fixed"),
]
