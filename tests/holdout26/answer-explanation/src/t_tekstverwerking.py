from common import onderwerp, q, N, S, D

onderwerp("tekstverwerking", "Tekstverwerking",
          "Werken met tekstverwerkers als Word en LibreOffice Writer: opmaak, stijlen, bestandsformaten en handige functies.", "IT")

q("regel-zonder-nieuwe-alinea", "Welke toetscombinatie geeft in Word een nieuwe regel zonder een nieuwe alinea te beginnen?",
  ["Shift+Enter", "Ctrl+Enter", "Alt+Enter", "Tab"],
  "Shift+Enter voegt een regeleinde binnen dezelfde alinea in; Ctrl+Enter zet een pagina-einde, zodat de tekst op een nieuwe pagina verdergaat.",
  "kort weerlegt", N)

q("nut-van-kopstijlen", "Waarvoor gebruik je stijlen zoals Kop 1 en Kop 2 in een tekstverwerker?",
  ["Om opmaak consequent toe te passen en automatisch een inhoudsopgave te kunnen maken",
   "Om de spellingcontrole aan te zetten",
   "Om het bestand kleiner te maken",
   "Om het document met een wachtwoord te beveiligen"],
  "Een kopstijl legt lettertype, grootte en niveau in één keer vast. Omdat de tekstverwerker daardoor weet welke regels koppen zijn, kan hij er een overzicht van hoofdstukken met paginanummers uit samenstellen.",
  "parafrase", N)

q("standaardformaat-writer", "Welk bestandsformaat is het standaardformaat van LibreOffice Writer?",
  ["ODT", "DOCX", "RTF", "TXT"],
  "Writer bewaart standaard in het OpenDocument-formaat met de extensie .odt, terwijl DOCX het standaardformaat van Microsoft Word is.",
  "kort weerlegt acroniem", N)

q("rechte-kantlijn-aan-twee-kanten", "Hoe heet de uitlijning waarbij de tekst zowel links als rechts een rechte kantlijn heeft?",
  ["Uitvullen", "Centreren", "Links uitlijnen"],
  "De tekstverwerker rekt de spaties tussen de woorden op, zodat elke volle regel aan beide kanten precies tegen de marge aankomt.",
  "kort parafrase", N)

q("alleen-het-uiterlijk", "Welke handeling verandert de tekst zelf NIET, maar alleen hoe hij eruitziet?",
  ["Het lettertype van een alinea wijzigen",
   "Met Zoeken en vervangen elk u door je vervangen",
   "Een zin knippen en elders plakken",
   "AutoCorrectie van dta automatisch dat laten maken"],
  "Een ander lettertype is pure opmaak: dezelfde letters blijven in dezelfde volgorde staan. Vervangen, knippen en plakken en automatische correctie veranderen daarentegen wel de tekens of hun plaats.",
  "neg neg-beide", N)

q("voetnoot-tussenvoegen", "Wat doet een tekstverwerker als je een voetnoot tussen twee bestaande voetnoten invoegt?",
  ["Hij nummert alle volgende voetnoten opnieuw",
   "Hij geeft de nieuwe voetnoot het nummer 0",
   "Hij zet de nieuwe voetnoot achteraan het document"],
  "Voetnootnummers worden automatisch bijgehouden, dus na het invoegen schuift elke latere voetnoot één nummer op.",
  "kort parafrase", N)

q("wie-wijzigde-wat", "Met welke functie houdt Word bij wie welke tekst heeft toegevoegd of verwijderd?",
  ["Wijzigingen bijhouden", "Opmaak kopiëren/plakken", "Automatisch opslaan", "Zoeken en vervangen"],
  "Met Wijzigingen bijhouden verschijnen toevoegingen onderstreept en verwijderingen doorgehaald, in een eigen kleur per auteur; de eigenaar van het document kan elke wijziging daarna accepteren of weigeren.",
  "kort", N)

q("tweehonderd-brieven", "Je wilt tweehonderd brieven maken met telkens een andere naam en een ander adres uit een spreadsheet. Welke functie gebruik je?",
  ["Afdruk samenvoegen (mail merge)", "Wijzigingen bijhouden", "Inhoudsopgave", "Sectie-einde"],
  "Bij samenvoegen maak je één sjabloonbrief met velden voor naam en adres; de tekstverwerker maakt er per rij van de spreadsheet een eigen brief van, dus 200 brieven uit 200 rijen.",
  "kort getal-woorden", N)

q("pdf-voor-definitieve-versie", "Waarom is een PDF geschikter dan een DOCX-bestand om de definitieve versie van een brief te versturen?",
  ["Een PDF ziet er op elk apparaat hetzelfde uit en is lastiger ongemerkt te wijzigen",
   "Een PDF is altijd kleiner dan een DOCX-bestand",
   "Een PDF kan alleen met Word worden geopend",
   "Een PDF krijgt automatisch een digitale handtekening"],
  """Een PDF legt de opmaak vast: lettertypen, regelafstand en afbeeldingen staan bij de ontvanger precies zoals jij ze bedoelde, en zonder speciale software pas je de tekst niet zomaar aan. Kleiner is een PDF lang niet altijd; met veel afbeeldingen kan hij juist groter uitvallen. Openen kan met elke browser of pdf-lezer, dus Word is er niet voor nodig. Een digitale handtekening is mogelijk, maar die moet je er zelf aan toevoegen; een gewone PDF heeft er geen.""",
  "lang weerlegt parafrase acroniem", N)

q("een-pagina-liggend", "Je wilt in een rapport één pagina liggend en de rest staand. Wat heb je nodig?",
  ["Sectie-einden voor en na die pagina", "Een gewoon pagina-einde",
   "Een tabel over de volle breedte", "Een kleinere marge"],
  "De paginastand geldt per sectie. Een gewoon pagina-einde begint alleen een nieuwe pagina binnen dezelfde sectie, en dan blijft de stand voor alles gelijk.",
  "weerlegt", N)

q("paginas-van-scriptie", "Een scriptie telt 9000 woorden. Bij gemiddeld 450 woorden per pagina, hoeveel pagina's is dat?",
  ["20", "18", "25", "40"],
  "9000 / 450 = 20 pagina's.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("9000/450", "pagina's"))

q("tekens-zonder-spaties", "Welk teken telt Word NIET mee bij de telling Tekens (zonder spaties)?",
  ["De spatie tussen twee woorden", "Een komma", "Een cijfer", "Een letter met accent, zoals é"],
  "Komma's, cijfers en letters met een accent zijn allemaal tekens en tellen gewoon mee; alleen de spaties vallen weg, vandaar de naam van deze telling.",
  "kort neg neg-afleiders", N)

q("titel-boven-elke-pagina", "Waar zet je een tekst die bovenaan elke pagina moet terugkomen, zoals de titel van een rapport?",
  ["In de koptekst", "In de voettekst", "In een voetnoot", "In een tekstvak op pagina 1"],
  "De koptekst is de strook boven de marge die op elke pagina herhaald wordt; de voettekst is dezelfde strook onderaan, bijvoorbeeld voor paginanummers.",
  "kort weerlegt", N)

q("rode-golflijn", "Wat betekent een rode golvende lijn onder een woord in Word?",
  ["De spellingcontrole kent het woord niet", "Het woord is vetgedrukt",
   "Het woord is een hyperlink", "Het woord is door een andere auteur toegevoegd"],
  "Rood golvend markeert een mogelijke spelfout: het woord komt in het woordenboek van de tekstverwerker niet voor. Een hyperlink is blauw en recht onderstreept.",
  "weerlegt parafrase", N)

q("onjuist-over-docx", "Welke bewering over het DOCX-formaat is onjuist?",
  ["Het is een platte-tekstbestand dat je zonder verlies in Kladblok kunt bewerken",
   "Het is eigenlijk een ZIP-archief met XML-bestanden",
   "Het is sinds Word 2007 het standaardformaat van Word",
   "LibreOffice kan het openen en opslaan"],
  "Een DOCX-bestand is een gecomprimeerd pakket vol XML; in Kladblok zie je daarom alleen onleesbare tekens. De andere drie beweringen kloppen wel: Word gebruikt het formaat sinds 2007 en LibreOffice ondersteunt het.",
  "neg neg-beide acroniem getal-woorden", N)

q("vet-in-markdown", "Hoe maak je in een Markdown-document een woord vet?",
  ["Zet er aan beide kanten twee sterretjes omheen, zoals `**woord**`",
   "Zet er een hekje voor, zoals `# woord`",
   "Zet er een groter-dan-teken voor, zoals `> woord`",
   "Zet het tussen backticks, zoals `` `woord` ``"],
  "Twee sterretjes aan elke kant geven vetgedrukte tekst; een enkel sterretje geeft cursief. Een `#` aan het begin van een regel maakt een kop, `>` een citaat en backticks maken code. Zie de [CommonMark-hulppagina](https://commonmark.org/help/).",
  "code link weerlegt", N)

q("brood-wordt-bblauw", "Je vervangt met Alles vervangen het woord rood door blauw, zonder de optie Heel woord. Wat gebeurt er met het woord brood?",
  ["Het wordt bblauw", "Het blijft brood", "Het wordt blauw"],
  "Zonder Heel woord zoekt de functie de letterreeks rood overal, ook midden in brood, en vervangt alleen dat stuk: b plus blauw geeft bblauw.",
  "kort", N)

q("inhoudsopgave-mist-hoofdstuk", "Je hebt een hoofdstuk toegevoegd, maar de inhoudsopgave toont het niet. Wat doe je?",
  ["De inhoudsopgave bijwerken", "Het document sluiten en opnieuw openen", "Het hoofdstuk vet maken"],
  "Een inhoudsopgave ververst niet vanzelf; met Bijwerken leest de tekstverwerker alle koppen opnieuw in. Het nieuwe hoofdstuk moet dan wel een kopstijl hebben, want vet maken alleen is niet genoeg.",
  "weerlegt", N)

q("eenheid-lettergrootte", "In welke eenheid geeft een tekstverwerker de lettergrootte meestal op?",
  ["Punten (pt)", "Pixels (px)", "Millimeters (mm)", "Procenten (%)"],
  "Een typografische punt is een tweeënzeventigste inch, ongeveer 0,35 mm; lettergrootte 12 betekent dus 12 punten hoog.",
  "kort getal-woorden", N)

q("formaat-zonder-opmaak", "Welk bestandsformaat kan GEEN opmaak zoals vet of cursief bewaren?",
  ["TXT", "DOCX", "ODT", "RTF"],
  "Een TXT-bestand bevat uitsluitend tekens, zonder enige informatie over lettertype of stijl; vet en cursief gaan bij het opslaan verloren.",
  "kort neg neg-zonder-niet acroniem", N)

# --- gebrekkig ---
q("het-kwastje", "Wat doet de knop Opmaak kopiëren/plakken, het kwastje, in Word?",
  ["Hij neemt de opmaak van de selectie over en past die toe op andere tekst",
   "Hij kopieert de tekst zonder opmaak",
   "Hij maakt een kopie van het hele document",
   "Hij plakt de laatst gekopieerde afbeelding"],
  "Met het kwastje pak je lettertype, kleur en grootte van de selectie op en verf je die over een ander stuk tekst; de woorden zelf gaan niet mee.",
  "kort parafrase", S, zet=1)

q("vaste-spatie", "Wat is een vaste spatie (harde spatie)?",
  ["Een spatie waarop de regel niet wordt afgebroken, zoals tussen 10 en km",
   "Een spatie die twee keer zo breed is",
   "Een spatie die bij het afdrukken verdwijnt",
   "Een spatie aan het begin van een alinea"],
  "Een vaste spatie houdt de woorden aan beide kanten bij elkaar, zodat 10 en km nooit over twee regels verdeeld raken; breder dan een gewone spatie is hij niet.",
  "kort weerlegt", S, zet=1)

q("titel-midden-boven", "Welke uitlijning gebruik je voor een titel die midden boven de tekst moet staan?",
  ["Centreren", "Uitvullen", "Links uitlijnen", "Rechts uitlijnen"],
  "Een titel in het midden van de regel krijg je door te centreren: de tekstverwerker verdeelt de lege ruimte gelijk over links en rechts.",
  "kort", S, zet=2)

q("knop-ongedaan-maken", "Wat doet de knop Ongedaan maken in een tekstverwerker?",
  ["Hij draait de laatste bewerking terug", "Hij slaat het document op",
   "Hij sluit het document zonder op te slaan", "Hij sluit het document zonder op te slaan."],
  "Ongedaan maken (Ctrl+Z) zet het document terug naar de toestand van vóór je laatste bewerking; wie vaker drukt, gaat steeds een stap verder terug.",
  "kort parafrase", D, dup=(2, 3))
