from qdata import q

TOPIC = "ehbo"
TITLE = "Eerste hulp (EHBO)"
DESC = "Reanimatie, AED, wonden, verslikking en andere eerstehulpsituaties volgens de gangbare richtlijnen."

Q = [
    q("eh-reanimatie-verhouding", 1,
      "In welke verhouding geef je borstcompressies en beademingen bij de reanimatie van een volwassene?",
      ["15 : 2", "30 : 2", "30 : 5"], "B",
      "De richtlijn is 30 borstcompressies, afgewisseld met 2 beademingen."),

    q("eh-compressiediepte", 2,
      "Hoe diep druk je de borstkas in bij de reanimatie van een volwassene?",
      ["2 tot 3 cm", "5 tot 6 cm", "8 tot 10 cm"], "B",
      """Om genoeg bloed rond te pompen moet het borstbeen ongeveer vijf tot zes centimeter omlaag,
in een tempo van 100 tot 120 keer per minuut. Minder diep is te weinig; dieper vergroot de kans op
letsel zonder extra voordeel."""),

    q("eh-tijd-dertig-compressies", 4,
      "Je geeft borstcompressies in een tempo van 120 per minuut. Hoe lang duurt een reeks van 30 compressies?",
      ["15 seconden", "25 seconden", "4 seconden"], "A",
      """120 compressies per minuut is 120 / 60 = 2 per seconde. Voor 30 compressies heb je dus
30 / 2 = 15 seconden nodig, oftewel een kwart minuut."""),

    q("eh-aed-afkorting", 8,
      "Waar staat de afkorting AED voor?",
      ["Algemene Eerstehulpdienst", "Automatische Externe Defibrillator", "Acute Elektrische Diagnose"], "B",
      """Een AED is een Automatische Externe Defibrillator: een draagbaar apparaat dat het hartritme
analyseert en zo nodig een stroomstoot geeft. Ook leken kunnen hem bedienen dankzij de gesproken
aanwijzingen."""),

    q("eh-brandwond-koelen", 2,
      "Hoe lang koel je een brandwond met lauw, zacht stromend water?",
      ["Ongeveer 1 minuut", "Minstens 10 minuten", "Tot de pijn minder wordt, maar hooguit 30 seconden"], "B",
      """Koelen stopt het doorwerken van de hitte in de huid en verlicht de pijn. Dat werkt alleen als
je het lang genoeg volhoudt: de richtlijn is ten minste tien minuten. Een minuut of een halve
minuut is daarvoor te kort."""),

    q("eh-stabiele-zijligging", 7,
      "Wanneer leg je een slachtoffer in stabiele zijligging?",
      ["Als het slachtoffer niet aanspreekbaar is en normaal ademt",
       "Als het slachtoffer niet aanspreekbaar is en niet normaal ademt",
       "Als het slachtoffer aanspreekbaar is en buikpijn heeft"], "A",
      """Niet aanspreekbaar zonder normale ademhaling vraagt om reanimatie, niet om stabiele zijligging.
De zijligging is bedoeld voor iemand die wel normaal ademt maar niet reageert: zo blijft de
luchtweg vrij en kan braaksel naar buiten lopen."""),

    q("eh-alarmnummer", 1,
      "Welk nummer bel je in Nederland bij een levensbedreigende situatie?",
      ["911", "0900-8844", "112"], "C",
      "Bel 112; 0900-8844 is het politienummer voor zaken zonder spoed."),

    q("eh-eerste-aandachtspunt", 3,
      "Je komt als eerste bij een ongeluk. Wat is het eerste aandachtspunt bij het verlenen van eerste hulp?",
      ["Let op gevaar, voor jezelf, omstanders en het slachtoffer", "Bel direct 112",
       "Begin meteen met reanimeren", "Geef het slachtoffer iets te drinken"], "A",
      """De vier aandachtspunten bij eerste hulp beginnen met het letten op gevaar. Optie A is dus
juist: eerst kijk je of de situatie veilig is, want een gewonde hulpverlener helpt niemand. Denk
aan verkeer, vuur, elektriciteit of giftige stoffen.
Optie B is belangrijk, maar komt pas later aan de orde, bij het vierde aandachtspunt: zorg voor
deskundige hulp. Vaak kun je een omstander laten bellen terwijl jij helpt.
Optie C is alleen nodig bij iemand die niet aanspreekbaar is en niet normaal ademt; dat stel je pas
vast nadat je zeker weet dat je veilig kunt naderen.
Optie D is juist af te raden: een gewond slachtoffer kan misschien geopereerd moeten worden of
zich verslikken, dus geef je meestal niets te eten of te drinken."""),

    q("eh-neusbloeding", 7,
      "Wat doe je bij een gewone neusbloeding?",
      ["Laat het slachtoffer voorovergebogen zitten en ongeveer 10 minuten het zachte deel van de neus dichtknijpen",
       "Laat het slachtoffer het hoofd achterover houden",
       "Laat het slachtoffer plat op de rug liggen"], "A",
      """Het hoofd achterover houden is een hardnekkig misverstand: het bloed loopt dan de keel in, wat
misselijk maakt en de bloeding verbergt. Voorover zitten en de neus dichtknijpen stopt de bloeding
wel, en plat liggen heeft hetzelfde nadeel als het hoofd achterover."""),

    q("eh-verslikking-niet", 5,
      "Een volwassene verslikt zich en kan niet meer hoesten, praten of ademen. Wat doe je NIET?",
      ["Vijf keer krachtig tussen de schouderbladen slaan",
       "Buikstoten geven (de heimlichmanoeuvre)",
       "Het slachtoffer water laten drinken om het voorwerp weg te spoelen"], "C",
      """Iemand die niet kan ademen kan ook niet slikken; water maakt de verstopping alleen erger. De
andere twee handelingen horen wel bij de richtlijn: eerst tot vijf slagen tussen de
schouderbladen, en als dat niet helpt tot vijf buikstoten, steeds om en om."""),

    q("eh-kenmerken-shock", 3,
      "Welke verschijnselen passen bij shock?",
      ["Een bleke, klamme huid en een snelle, zwakke pols",
       "Een rode, warme huid en een trage, krachtige pols",
       "Jeuk, niezen en tranende ogen",
       "Een plotselinge scheve mond en onduidelijk spreken"], "A",
      """Bij shock krijgen de organen te weinig bloed, bijvoorbeeld na groot bloedverlies. Het lichaam
trekt het bloed dan naar de belangrijkste organen. Daarom is A juist: de huid wordt bleek en klam,
en het hart klopt snel maar zwak om het tekort op te vangen. Vaak is het slachtoffer ook onrustig of
dorstig.
B beschrijft eerder iemand die het warm heeft of koorts heeft; een trage, krachtige pols past juist
niet bij een tekort aan circulerend bloed.
C zijn verschijnselen van hooikoorts of een milde allergie. Een ernstige allergische reactie kan wel
tot shock leiden, maar jeuk en niezen zelf zijn daar geen kenmerk van.
D zijn tekenen van een beroerte, waarbij je volgens de FAST-test meteen 112 belt."""),

    q("eh-verzwikte-enkel", 2,
      "Wat is de beste eerste hulp bij een verzwikte enkel?",
      ["Koelen en de enkel rust geven", "Meteen stevig doorlopen om stijfheid te voorkomen", "Warmte geven met een kruik"], "A",
      """Koelen remt de zwelling en de pijn, en door de enkel te ontzien voorkom je verdere schade. Direct
doorlopen kan het letsel verergeren, en warmte bevordert juist de zwelling."""),

    q("eh-regel-van-negen", 4,
      "Volgens de regel van negen beslaat één arm van een volwassene 9 % van het lichaamsoppervlak. Hoeveel procent is verbrand als beide armen volledig verbrand zijn?",
      ["9 %", "18 %", "36 %"], "B",
      """Elke arm telt voor 9 procent. Twee armen: 2 × 9 % = 18 % van het lichaamsoppervlak.
36 % zou gelden voor beide benen samen (elk been telt 18 %)."""),

    q("eh-fast-beroerte", 6,
      "Welke verschijnselen wijzen volgens de FAST-test op een beroerte?",
      ["Een scheve mond, een verlamde arm en problemen met spreken; bel dan meteen 112",
       "Koorts, hoesten en keelpijn; wacht een dag af",
       "Buikpijn en misselijkheid; bel de volgende ochtend de huisarts"], "A",
      """FAST staat voor **F**ace, **A**rm, **S**peech en **T**ime: kijk naar het gezicht, laat beide
armen optillen, luister naar de spraak en bel bij twijfel direct 112, want elke minuut telt.
Meer informatie: [Beroerte op Wikipedia](https://nl.wikipedia.org/wiki/Beroerte).""", md=True),

    q("eh-hypo-diabetes", 7,
      "Iemand met diabetes wordt trillerig, zweterig en verward, maar is aanspreekbaar en kan slikken. Wat geef je?",
      ["Iets met snelle suikers, zoals druivensuiker of limonade met suiker",
       "Een extra dosis insuline",
       "Niets; laat het slachtoffer slapen"], "A",
      """Dit zijn tekenen van een hypo: te weinig suiker in het bloed, niet te veel. Insuline verlaagt de
bloedsuiker juist verder en is hier gevaarlijk, en laten slapen kan ertoe leiden dat het slachtoffer
bewusteloos raakt. Snelle suikers brengen de bloedsuiker binnen enkele minuten omhoog."""),

    q("eh-teek-verwijderen", 2,
      "Hoe verwijder je een teek uit de huid?",
      ["Met een tekenpincet dicht bij de huid vastpakken en er rustig uittrekken",
       "Eerst alcohol of olie op de teek doen, zodat hij vanzelf loslaat",
       "De teek platdrukken tussen duim en wijsvinger"], "A",
      """Pak de teek zo dicht mogelijk bij de huid en trek hem er in één beweging uit. Alcohol, olie of
knijpen in het lijf kunnen de teek juist meer speeksel laten afgeven. Noteer daarna de datum en
let de maanden erna op een rode kring rond de beet."""),

    q("eh-onderkoeling-onjuist", 5,
      "Welke maatregel is onjuist bij iemand die licht onderkoeld is?",
      ["Natte kleding vervangen door droge kleding",
       "Het slachtoffer toedekken en uit de wind brengen",
       "Het slachtoffer alcohol geven om op te warmen"], "C",
      """Alcohol geeft een warm gevoel, maar verwijdt de bloedvaten in de huid, waardoor het lichaam
juist sneller warmte verliest. De andere maatregelen zijn wel goed: natte kleding voert veel warmte
af, en toedekken en beschutting tegen de wind beperken verder warmteverlies."""),

    # --- gebrekkig ---
    q("eh-brandwond-niet", 5,
      "Wat hoort NIET bij de eerste hulp bij een brandwond?",
      ["Koelen met lauw, zacht stromend water", "Sieraden rond de wond voorzichtig verwijderen als ze niet vastzitten", "Boter of tandpasta op de wond smeren"], "C",
      """Boter en tandpasta houden de warmte juist vast en kunnen de wond infecteren. Koelen is wel de
eerste stap, en sieraden haal je weg omdat de huid kan opzwellen; alleen wat vastgeplakt zit,
laat je zitten.""", flaw="sd", mark="A"),

    q("eh-aed-eerste-handeling", 3,
      "Tijdens een reanimatie wordt een AED gebracht. Wat doe je als eerste met het apparaat?",
      ["De AED aanzetten en de gesproken aanwijzingen volgen",
       "Eerst nog vijf minuten doorgaan met borstcompressies voordat je het apparaat gebruikt",
       "Het slachtoffer eerst naar een andere kamer dragen",
       "De elektroden op de buik van het slachtoffer plakken"], "A",
      """Een AED is juist bedoeld om zo snel mogelijk in te zetten, dus A is de juiste keuze: zet het
apparaat direct aan. Het vertelt stap voor stap wat je moet doen, zoals het ontbloten van de borst
en het plakken van de elektroden; een tweede hulpverlener gaat intussen door met compressies.
B is onjuist. Elke minuut zonder schok verkleint de overlevingskans bij een hartritmestoornis, dus
wachten met de AED is nadelig.
C kost kostbare tijd; alleen als de plek gevaarlijk of kletsnat is, verplaats je het slachtoffer.
D klopt niet: de elektroden horen op de blote borst, één rechtsboven onder het sleutelbeen en één
links op de zij onder de oksel, zoals op de plaatjes staat.""", flaw="sd", mark="B"),

    q("eh-kleur-aed-bordje", 1,
      "Welke kleur heeft het internationale bordje dat de plek van een AED aangeeft?",
      ["Groen", "Rood", "Blauw", "Geel"], "A",
      "Het bordje is groen, met een wit hart en een bliksemschicht.", flaw="sd", mark="D"),
]
