from common import onderwerp, q, N, S, D

onderwerp("toetsenbord-sneltoetsen", "Toetsenbord en sneltoetsen",
          "Sneltoetsen in Windows, macOS en gangbare programma's, en de functie van bijzondere toetsen.", "IT")

q("sneltoets-kopieren", "Welke sneltoets kopieert de selectie in Windows?",
  ["`Ctrl+C`", "`Ctrl+V`", "`Ctrl+X`", "`Ctrl+Z`"],
  "`Ctrl+C` zet een kopie op het klembord; `Ctrl+V` plakt, `Ctrl+X` knipt en `Ctrl+Z` maakt ongedaan.",
  "kort code weerlegt", N)

q("wat-doet-knippen", "Wat doet Ctrl+X met geselecteerde tekst?",
  ["Hij haalt de tekst weg en zet hem op het klembord",
   "Hij kopieert de tekst zonder hem weg te halen",
   "Hij sluit het venster"],
  "Knippen verwijdert de selectie op de oorspronkelijke plek en bewaart haar tijdelijk, zodat je haar met Ctrl+V elders kunt neerzetten.",
  "kort parafrase", N)

q("wisselen-tussen-programmas", "Met welke toetscombinatie wissel je in Windows tussen geopende programma's?",
  ["Alt+Tab", "Ctrl+Tab", "Shift+Tab", "Windows-toets+L"],
  "Alt+Tab bladert door alle geopende vensters. Ctrl+Tab wisselt alleen tussen tabbladen binnen één programma, zoals een browser, en Windows-toets+L vergrendelt de computer.",
  "weerlegt", N)

q("werkplek-vergrendelen", "Je loopt even weg van je werkplek. Welke sneltoets vergrendelt je Windows-computer meteen?",
  ["Windows-toets+L", "Windows-toets+D", "Ctrl+L", "Alt+F4"],
  "Na Windows-toets+L (L van lock) verschijnt direct het aanmeldscherm; Windows-toets+D toont alleen het bureaublad en Alt+F4 sluit het actieve venster.",
  "kort weerlegt", N)

q("mac-tegenhanger-van-ctrl", "Welke toets speelt op een Mac de rol die Ctrl in Windows heeft bij kopiëren en plakken?",
  ["Command", "Option", "Fn", "Control"],
  "Op een Mac kopieer je met Command+C en plak je met Command+V. Een toets Control bestaat daar ook, maar die wordt voor andere combinaties gebruikt.",
  "weerlegt", N)

q("klembord-onberoerd", "Welke sneltoets verandert de inhoud van het klembord NIET?",
  ["Ctrl+Z", "Ctrl+C", "Ctrl+X", "PrtScn"],
  "Kopiëren, knippen en een schermafdruk met PrtScn zetten alle drie iets nieuws op het klembord; Ctrl+Z draait alleen je laatste bewerking in het document terug.",
  "kort neg neg-beide", N)

q("f2-in-verkenner", "Wat doet de toets F2 als in de Windows Verkenner een bestand geselecteerd is?",
  ["Hij laat je het bestand een andere naam geven", "Hij verwijdert het bestand",
   "Hij opent het bestand", "Hij vernieuwt de weergave van de map"],
  "F2 zet de bestandsnaam in bewerkmodus, zodat je meteen kunt typen hoe het bestand moet heten; vernieuwen doe je met F5.",
  "kort weerlegt parafrase", N)

q("taakbeheer-direct", "Welke sneltoets opent in Windows direct Taakbeheer?",
  ["Ctrl+Shift+Esc", "Ctrl+Alt+Del", "Alt+Esc", "Shift+F10"],
  "Ctrl+Shift+Esc opent Taakbeheer in één keer. Ctrl+Alt+Del toont eerst een beveiligingsscherm, waarin Taakbeheer maar een van de keuzes is. Zie [Microsoft Support](https://support.microsoft.com/) voor een volledige lijst met sneltoetsen.",
  "weerlegt link", N)

q("zoeken-op-pagina", "Met welke sneltoets zoek je in de meeste programma's naar een woord op de huidige pagina?",
  ["Ctrl+F", "Ctrl+S", "Ctrl+P", "Ctrl+N"],
  "De F staat voor find, terwijl Ctrl+S opslaat, Ctrl+P afdrukt en Ctrl+N een nieuw document of venster opent.",
  "kort weerlegt", N)

q("gesloten-tabblad-terug", "Je sluit per ongeluk een tabblad in je browser. Welke sneltoets opent het opnieuw?",
  ["Ctrl+Shift+T", "Ctrl+T", "Ctrl+W", "Ctrl+Shift+N"],
  "Ctrl+Shift+T haalt het laatst gesloten tabblad terug. Zonder Shift opent Ctrl+T een nieuw, leeg tabblad; Ctrl+W sluit juist een tabblad en Ctrl+Shift+N opent in Chrome een incognitovenster.",
  "weerlegt", N)

q("caps-lock-onjuist", "Welke bewering over de toets Caps Lock is onjuist?",
  ["Caps Lock werkt alleen zolang je hem ingedrukt houdt",
   "Op veel toetsenborden laat een lampje zien dat Caps Lock aan staat",
   "Met Caps Lock aan typ je letters als hoofdletters",
   "Een tweede druk zet Caps Lock weer uit"],
  "Caps Lock is een vergrendeltoets: één druk zet hem aan en hij blijft aan tot je opnieuw drukt, anders dan Shift, die alleen werkt zolang je hem vasthoudt. Het lampje, de hoofdletters en het uitzetten met een tweede druk kloppen dus.",
  "neg neg-beide contrast", N)

q("alles-selecteren", "Wat selecteer je met Ctrl+A in een tekstverwerker?",
  ["Alle tekst in het document", "Alleen de huidige alinea", "Het woord bij de cursor"],
  "De A staat voor all: de volledige inhoud van het document wordt in één keer gemarkeerd.",
  "kort parafrase", N)

q("deel-van-scherm-vastleggen", "Welke sneltoets opent in Windows 10 en 11 het knipprogramma om een deel van het scherm vast te leggen?",
  ["Windows-toets+Shift+S", "Windows-toets+S", "Ctrl+Shift+S", "Alt+S"],
  "Na Windows-toets+Shift+S wordt het scherm grijs en kies je met de muis een rechthoek. Windows-toets+S opent gewoon het zoekvak, en Ctrl+Shift+S is in veel programma's Opslaan als.",
  "weerlegt", N)

q("woorden-per-minuut", "Iemand typt 300 woorden in 5 minuten. Wat is de typsnelheid in woorden per minuut?",
  ["60", "50", "75", "1500"],
  "300 woorden / 5 minuten = 60 woorden per minuut.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("300/5", "woorden per minuut"))

q("tijdwinst-in-een-werkweek", "Je gebruikt 40 keer per dag Ctrl+C in plaats van het menu en bespaart daarmee elke keer 3 seconden. Hoeveel minuten bespaar je in een werkweek van vijf dagen?",
  ["10", "2", "20", "600"],
  "Per dag: 40 × 3 s = 120 s. In vijf dagen: 5 × 120 s = 600 s, en 600 / 60 = 10 minuten. Het getal 600 is dus de besparing in seconden, niet in minuten.",
  "rekenen uitgewerkt compute getal-woorden weerlegt", N, sorteer=True, comp=("40*3*5/60", "minuten"))

q("geen-modificatietoets", "Welke toets is GEEN modificatietoets, die je samen met een andere toets indrukt?",
  ["Enter", "Shift", "Ctrl", "Alt"],
  "Enter voert zelf een actie uit, zoals een nieuwe alinea beginnen of een invoer bevestigen; Shift, Ctrl en Alt doen pas iets in combinatie met een andere toets.",
  "kort neg neg-beide neg-zonder-niet", N)

q("ctrl-z-alle-opties", "Wat doet Ctrl+Z in de meeste programma's?",
  ["De laatste bewerking ongedaan maken", "De laatste bewerking opnieuw uitvoeren",
   "Het document onder een nieuwe naam opslaan", "Het venster minimaliseren"],
  """Ctrl+Z is de klassieke sneltoets om terug te gaan: de tekstverwerker, het tekenprogramma of de Verkenner draait de laatste handeling terug, en wie vaker drukt, gaat verder terug. Opnieuw uitvoeren is de tegenhanger, meestal Ctrl+Y of Ctrl+Shift+Z. Opslaan onder een andere naam gaat in veel programma's met F12 of Ctrl+Shift+S, en een venster minimaliseer je in Windows met Windows-toets+pijl omlaag. Geen van die drie heeft dus iets met Ctrl+Z te maken.""",
  "lang weerlegt", N)

q("volgend-formulierveld", "Welke toets verplaatst je in een webformulier naar het volgende invoerveld?",
  ["Tab", "Enter", "Esc"],
  "Tab springt naar het volgende veld en Shift+Tab terug; Enter verstuurt in veel formulieren meteen het hele formulier, en Esc breekt af.",
  "kort weerlegt", N)

q("naam-van-esc", "Waar staat de toetsnaam Esc voor?",
  ["Escape", "Escalate", "Execute"],
  "Esc is de afkorting van escape: ontsnappen uit een menu, een dialoogvenster of een volledig scherm.",
  "kort", N)

q("windows-toets-klopt-niet", "Welke bewering over de Windows-toets klopt niet?",
  ["Hij werkt alleen als er geen programma geopend is",
   "Los ingedrukt opent hij het Startmenu",
   "Windows-toets+E opent de Verkenner",
   "Windows-toets+D toont het bureaublad"],
  "De Windows-toets werkt altijd, ook met tien geopende programma's; juist dan is Windows-toets+D handig om snel bij het bureaublad te komen.",
  "kort neg neg-sleutel getal-woorden", N)

# --- gebrekkig ---
q("sneltoets-plakken", "Welke sneltoets plakt de inhoud van het klembord?",
  ["Ctrl+V", "Ctrl+C", "Ctrl+P", "Ctrl+B"],
  "Ctrl+V zet neer wat je eerder met Ctrl+C of Ctrl+X op het klembord hebt gezet.",
  "kort", S, zet=1)

q("alt-f4", "Wat doet Alt+F4 in Windows?",
  ["Het actieve venster sluiten", "Het venster vergroten tot volledig scherm",
   "Een schermafdruk maken", "Het Startmenu openen"],
  "Alt+F4 sluit het programma of venster dat op de voorgrond staat; op het bureaublad opent dezelfde combinatie het menu om de computer af te sluiten.",
  "kort", S, zet=3)

q("tekst-vet-maken", "Met welke toetscombinatie maak je geselecteerde tekst in Word vet?",
  ["Ctrl+B", "Ctrl+I", "Ctrl+U", "Ctrl+E"],
  "Ctrl+B (van bold) maakt de selectie vet; Ctrl+I maakt haar cursief en Ctrl+U onderstreept haar.",
  "kort weerlegt", S, zet=2)
