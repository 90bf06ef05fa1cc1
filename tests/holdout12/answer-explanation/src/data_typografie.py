from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "typografie"
TITLE = "Typografie"
DESCRIPTION = "Letters, maten en opmaak: de anatomie van letters, lettermaten in punten en pica's, spatiëring, regelafstand en leesbaarheid, in druk en op het scherm."

QUESTIONS = [
    q(NONE, "dtp-punt-in-mm",
      "Hoe groot is één DTP-punt (ook wel PostScript-punt genoemd) ongeveer?",
      ["0,353 mm", "0,376 mm", "1 mm"],
      """
Het DTP-punt is gedefinieerd als 1/72 inch. Een inch is 25,4 mm, dus één punt is 25,4 / 72 ≈ 0,353 mm. De waarde 0,376 mm hoort bij het oudere Didotpunt, dat in Europa lang de standaard was in de loden zetterij en nog voortleeft in de cicero; het is dus een echte typografische maat, maar niet die van het DTP-punt. Eén millimeter ten slotte is geen puntmaat; waar letters metrisch worden gemeten, zoals in Japan, gebruikt men bovendien kleinere eenheden van een kwart millimeter. Wie in een opmaakprogramma een letter van 12 pt kiest, krijgt dus een korpsgrootte van ruim 4,2 mm.""",
      "A", related=["pica-naar-punten"]),

    q(NONE, "schreef-definitie",
      "Wat is een schreef?",
      ["Het kleine dwarsstreepje aan het uiteinde van een letterhaal",
       "De ruimte binnen een gesloten letter zoals de o",
       "De schuine stand van een cursieve letter"],
      "Een schreef is het voetje of dwarsstreepje waarmee een haal eindigt; de binnenruimte heet de binnenvorm of 'counter'.",
      "A", related=["geen-schreefletter"]),

    q(NONE, "kerning-betekenis",
      "Wat wordt bedoeld met kerning?",
      ["Het gelijkmatig vergroten of verkleinen van de ruimte tussen alle letters van een tekst",
       "Het aanpassen van de ruimte tussen twee specifieke letters, zoals bij de combinatie AV",
       "Het vergroten van de afstand tussen de regels",
       "Het afbreken van woorden aan het eind van een regel"],
      """
Kerning corrigeert de ruimte tussen één bepaald letterpaar. Bij 'AV' of 'To' ontstaat zonder correctie een optisch gat, dus schuift het lettertype die letters dichter naar elkaar toe. Het gelijkmatig aanpassen van de ruimte over een hele tekst of regel heet niet kerning maar spatiëring (tracking); dat werkt op alle letters tegelijk. De afstand tussen regels is de interlinie, en het verdelen van woorden over twee regels is afbreken of woordafbreking. Alle vier beïnvloeden het tekstbeeld, maar alleen kerning werkt per letterpaar.""",
      "B"),

    q(NONE, "x-hoogte-definitie",
      "Wat is de x-hoogte van een lettertype?",
      ["De hoogte van de hoofdletters",
       "De hoogte van de kleine letters zonder stok of staart, zoals de x",
       "De afstand tussen twee basislijnen"],
      "De x-hoogte is de hoogte van de romp van de kleine letters; een letter met een grote x-hoogte oogt bij dezelfde korpsgrootte groter.",
      "B"),

    q(NONE, "pica-naar-punten",
      "Een kolom in een opmaakprogramma is 24 pica breed. Hoeveel punt is dat?",
      ["144 pt", "240 pt", "288 pt"],
      "Een pica telt 12 punt: 24 × 12 = 288 pt.",
      "C", compute={"expression": "24 * 12", "unit": "pt"}, related=["dtp-punt-in-mm"]),

    q(NONE, "regels-in-kolom",
      "Een tekst wordt gezet in 10/12 pt, dus 10 punt letter op 12 punt regelafstand. Hoeveel regels passen er in een kolom van 240 pt hoog?",
      ["20 regels", "22 regels", "24 regels"],
      """
Voor het aantal regels telt de regelafstand, niet de lettergrootte: 240 / 12 = 20 regels. Wie met de korpsgrootte rekent, komt op 240 / 10 = 24 regels en houdt geen rekening met de extra interlinie.""",
      "A", compute={"expression": "240 / 12", "unit": "regels"}),

    q(NONE, "ligatuur-definitie",
      "Wat is een ligatuur?",
      ["Een teken waarin twee of meer letters tot één vorm zijn samengevoegd, zoals fi of fl",
       "Een streepje dat een afgebroken woord aan het regeleinde markeert",
       "Een vergrote beginletter aan het begin van een hoofdstuk"],
      "In een ligatuur versmelten letters die anders botsen, zoals de kop van de f met de punt van de i. Het afbreekstreepje heet divisie en een vergrote beginletter een initiaal.",
      "A"),

    q(NONE, "geen-schreefletter",
      "Welk van deze lettertypen is GEEN schreefletter?",
      ["Times New Roman", "Garamond", "Helvetica", "Georgia"],
      "Helvetica is een schreefloze letter uit 1957. Times New Roman, Garamond en Georgia hebben alle drie schreven aan de uiteinden van hun halen.",
      "C", related=["schreef-definitie", "grotesk-betekenis"]),

    q(NONE, "kastlijn-teken",
      "Welk teken noemt men in het Nederlandse zetwerk de kastlijn?",
      ["- (korte streep)", "– (middellange streep)", "— (lange streep)"],
      "De kastlijn is de lange streep ter breedte van een em (U+2014). De middellange streep (–) is de halve kastlijn, die onder meer als gedachtestreepje en tussen getallen (1914–1918) dient, en het korte streepje (-) is de divisie, voor afbreken en samenstellingen.",
      "C"),

    q(NONE, "monospace-kenmerk",
      "Wat kenmerkt een niet-proportioneel (monospaced) lettertype zoals `Courier New`?",
      ["Elk teken neemt precies even veel ruimte in de breedte in",
       "Het lettertype heeft geen kleine letters",
       "De halen zijn overal even dik"],
      """
In een monospaced letter zijn een `i` en een `m` even breed, zodat tekens in kolommen precies onder elkaar komen; daarom worden zulke letters gebruikt voor broncode en in terminals. Het tegenovergestelde is een proportionele letter, waarin elk teken zijn eigen breedte heeft. Courier New heeft gewoon kleine letters, en gelijke lijndikte (weinig contrast) is een ander kenmerk, dat je ook bij proportionele letters ziet.""",
      "A", markup="markdown"),

    q(NONE, "uitgevulde-tekst",
      "Wat is uitgevulde tekst?",
      ["Tekst waarvan zowel de linker- als de rechterkantlijn recht is",
       "Tekst die in het midden van de kolom wordt uitgelijnd",
       "Tekst met extra regelafstand tussen de alinea's"],
      "Bij uitvullen wordt de ruimte tussen de woorden per regel zo verdeeld dat elke regel precies de kolombreedte vult, waardoor beide kanten strak zijn.",
      "A"),

    q(NONE, "onderkast-betekenis",
      "Wat zijn onderkastletters?",
      ["Cursieve letters", "Kleine letters", "Hoofdletters"],
      "De term stamt uit de loden zetterij: de kleine letters lagen in de onderste letterkast en de hoofdletters in de bovenste, vandaar bovenkast voor hoofdletters.",
      "B"),

    q(NONE, "klein-kapitaal",
      "Wat is klein kapitaal?",
      ["Hoofdletters die in een kleinere korpsgrootte zijn gezet",
       "Hoofdletters die zijn ontworpen op ongeveer de hoogte van de kleine letters en met aangepaste lijndikte",
       "Kleine letters met een grotere x-hoogte"],
      """
Echt klein kapitaal heeft de vorm van hoofdletters, maar is ongeveer zo hoog als de x-hoogte en heeft dezelfde lijndikte als de gewone tekst, zodat het rustig in een regel past. Gewone hoofdletters die simpelweg kleiner worden gezet, zoals veel programma's als noodgreep doen, zien er te dun en te licht uit; dat is nagemaakt klein kapitaal. Kleine letters met een grotere x-hoogte blijven kleine letters.""",
      "B"),

    q(NONE, "regellengte-leesbaarheid",
      "Hoeveel tekens per regel geldt in de typografie als een comfortabele regellengte voor lopende tekst?",
      ["15 tot 25", "45 tot 75", "120 tot 150"],
      """
Een veelgebruikte richtlijn noemt 45 tot 75 tekens, inclusief spaties. Bij veel kortere regels springt het oog te vaak naar een nieuwe regel en vallen de woordspaties bij uitvullen onregelmatig uit; bij veel langere regels vindt de lezer moeilijk het begin van de volgende regel terug. Zie bijvoorbeeld [Line length](https://practicaltypography.com/line-length.html) bij Butterick.""",
      "B", markup="markdown"),

    q(NONE, "css-regelafstand",
      "Welke CSS-declaratie zet de regelafstand van een alinea op anderhalf keer de lettergrootte?",
      ["`letter-spacing: 1.5;`", "`line-height: 1.5;`", "`font-size: 150%;`"],
      "`line-height` bepaalt de regelafstand; een getal zonder eenheid wordt vermenigvuldigd met de lettergrootte van het element. Zie [line-height op MDN](https://developer.mozilla.org/en-US/docs/Web/CSS/line-height).",
      "B", markup="markdown"),

    q(NONE, "stok-van-letter",
      "Wat is de stok van een letter?",
      ["Het deel van een kleine letter dat boven de x-hoogte uitsteekt, zoals bij b, d en h",
       "Het deel van een kleine letter dat onder de basislijn uitsteekt, zoals bij g, p en y",
       "De horizontale streep in de A en de H"],
      "Boven de x-hoogte spreekt men van een stok, onder de basislijn van een staart; de horizontale streep in A en H is de dwarsbalk.",
      "A"),

    q(NONE, "initiaal-definitie",
      "Wat is een initiaal?",
      ["De eerste regel van een nieuwe alinea",
       "Een vergrote of versierde beginletter aan het begin van een tekst of hoofdstuk",
       "De afkorting van de naam van de letterontwerper in het lettertype"],
      "Een initiaal markeert het begin van een tekst en beslaat vaak twee of drie regels hoogte.",
      "B"),

    q(NONE, "grotesk-betekenis",
      "Wat verstaat men in de typografie onder een grotesk?",
      ["Een sierletter met overdreven krullen",
       "Een schreefloze letter",
       "Een letter met zware, blokvormige schreven"],
      "In de negentiende eeuw vond men letters zonder schreven vreemd, 'grotesk'; de naam is blijven hangen voor schreefloze letters zoals Akzidenz-Grotesk. Letters met zware blokschreven heten egyptiennes.",
      "B", related=["geen-schreefletter"]),

    q(NONE, "punt-naar-pixel",
      "In CSS geldt: 1 inch = 96 px = 72 pt. Met hoeveel pixels komt een lettergrootte van 12 pt overeen?",
      ["9 px", "12 px", "16 px", "24 px"],
      """
Eén punt is 96 / 72 = 4/3 pixel, dus 12 pt × 4/3 = 16 px. Dat is ook precies de standaardlettergrootte van de meeste browsers. Zie [CSS-lengtes op MDN](https://developer.mozilla.org/en-US/docs/Web/CSS/length).""",
      "C", markup="markdown", compute={"expression": "12 * 96 / 72", "unit": "px"}),

    q(NONE, "interlinie-niet-juist",
      "Welke bewering over interlinie is NIET juist?",
      ["In opmaakprogramma's wordt de interlinie gemeten van basislijn tot basislijn.",
       "De aanduiding 10/12 betekent een letter van 10 punt op een regelafstand van 12 punt.",
       "Lange regels vragen doorgaans iets meer interlinie dan korte regels.",
       "Interlinie is de ruimte tussen twee opeenvolgende letters op dezelfde regel."],
      """
Interlinie gaat over de ruimte tussen regels, niet tussen letters; de ruimte tussen letters regel je met spatiëring en kerning. De andere drie beweringen kloppen wel. Opmaakprogramma's rekenen de regelafstand van de ene basislijn naar de volgende, de notatie 10/12 staat voor korpsgrootte gedeeld door regelafstand, en bij lange regels helpt extra ruimte tussen de regels het oog om de volgende regel terug te vinden. Te weinig interlinie laat stokken en staarten van opeenvolgende regels bijna raken; te veel maakt van een alinea losse stroken tekst.""",
      "D"),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "vlaggende-tekst",
      "Hoe noemt men een tekst die links recht onder elkaar staat en rechts een onregelmatige rand heeft?",
      ["Uitgevuld", "Links uitgelijnd, rechts vlaggend", "Gecentreerd"],
      "Bij deze uitlijning hebben alle woordspaties dezelfde breedte en eindigt elke regel waar de woorden ophouden; de rechterrand 'wappert' als een vlag. Uitgevuld heeft twee strakke kanten en gecentreerd twee rafelige.",
      "B", moved_to="A"),

    q(SUPPORTS_DISTRACTOR, "cicero-in-punten",
      "Uit hoeveel Didotpunten bestaat een cicero?",
      ["10", "12", "16"],
      "Een cicero is twaalf Didotpunten, ongeveer 4,5 mm; het is het Europese tegenstuk van de pica, die twaalf DTP-punten telt.",
      "B", moved_to="C"),

    q(SUPPORTS_DISTRACTOR, "zachte-afbreekstreep",
      "Waarvoor dient een zachte afbreekstreep (Unicode U+00AD)?",
      ["Hij houdt twee woorden altijd samen op één regel",
       "Hij geeft een mogelijk afbreekpunt aan dat alleen zichtbaar wordt als het woord daar werkelijk wordt afgebroken",
       "Hij is een korter gedachtestreepje voor tussen getallen"],
      """
Een zachte afbreekstreep is onzichtbaar zolang het woord in zijn geheel op de regel past. Komt het woord aan het regeleinde terecht, dan mag het programma het daar afbreken en verschijnt er een gewoon afbreekstreepje. Tekens die woorden bij elkaar houden zijn de vaste spatie en het harde (niet-afbrekende) koppelteken; het streepje tussen getallen is de halve kastlijn. In HTML noteer je een zachte afbreekstreep met de entiteit &shy;, zodat de browser lange woorden in smalle kolommen netjes kan afbreken.""",
      "B", moved_to="A"),

    # --- gebrekkig: answer/duplicate-option ---
    q(DUPLICATE_OPTION, "naam-regelafstand",
      "Hoe heet de ruimte tussen twee opeenvolgende tekstregels?",
      ["Interlinie", "Kerning", "Spatiëring", "kerning"],
      "De regelafstand heet interlinie; de term komt van de loden reepjes (interlinies) die de zetter tussen de regels legde.",
      "A", dup=("B", "D")),
]
