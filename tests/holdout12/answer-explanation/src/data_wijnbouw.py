from common import q, NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION

TOPIC = "wijnbouw"
TITLE = "Wijnbouw en wijnbereiding"
DESCRIPTION = "Van wijnstok tot fles: druivenrassen, teelt en snoei, ziekten, rijping en oogst, en de belangrijkste stappen in de kelder."

QUESTIONS = [
    q(NONE, "wat-meet-oechsle",
      "Wat meet een wijnboer met de Oechslegraad?",
      ["Het alcoholpercentage van de jonge wijn",
       "Het mostgewicht, een maat voor het suikergehalte van de most",
       "De zuurgraad van de druiven"],
      "Graden Oechsle geven aan hoeveel zwaarder een liter most is dan een liter water (1,085 kg/l is 85 °Oe); dat extra gewicht komt grotendeels van opgeloste suiker. Alcohol ontstaat pas bij de gisting, en zuur meet je als totaal zuur of pH.",
      "B", related=["potentieel-alcohol"]),

    q(NONE, "potentieel-alcohol",
      "Een most bevat 204 g suiker per liter. Als vuistregel levert 17 g suiker per liter bij volledige vergisting 1 % vol alcohol op. Welk alcoholpercentage is te verwachten?",
      ["10,2 % vol", "12 % vol", "17 % vol", "20,4 % vol"],
      "204 / 17 = 12, dus ongeveer 12 % vol als alle suiker wordt omgezet.",
      "B", compute={"expression": "204 / 17", "unit": "% vol"}, related=["wat-meet-oechsle"]),

    q(NONE, "amerikaanse-onderstam",
      "Waarom worden Europese wijnstokken (*Vitis vinifera*) meestal op een Amerikaanse onderstam geënt?",
      ["Omdat Amerikaanse wortels de druifluis (phylloxera) verdragen",
       "Omdat de druiven daardoor meer suiker opbouwen",
       "Omdat Amerikaanse wortels beter tegen vorst bestand zijn dan de bovengrondse delen"],
      """
In de tweede helft van de negentiende eeuw vernietigde de uit Amerika ingevoerde druifluis het grootste deel van de Europese wijngaarden; het insect tast de wortels van *Vitis vinifera* aan. Amerikaanse soorten zijn met de luis samen geëvolueerd en overleven een aantasting. Door de edele Europese rank op een Amerikaanse wortel te enten, combineert men druifluisresistentie met de gewenste druiven. Suikeropbouw en vorstbestendigheid kunnen wel per onderstam verschillen, maar zijn niet de reden voor het enten. Zie [Druifluis](https://nl.wikipedia.org/wiki/Druifluis).""",
      "A", markup="markdown"),

    q(NONE, "malolactische-gisting",
      "Wat gebeurt er bij de malolactische gisting?",
      ["Gisten zetten de resterende suiker om in alcohol",
       "Melkzuurbacteriën zetten het scherpe appelzuur om in zachter melkzuur",
       "Azijnzuurbacteriën zetten alcohol om in azijnzuur"],
      """
Bij de malolactische gisting, die na of tijdens de alcoholische gisting plaatsvindt, zetten melkzuurbacteriën appelzuur om in melkzuur en wat koolzuurgas. De wijn wordt daardoor ronder en minder zuur; bijna alle rode wijnen en sommige witte, zoals veel chardonnay, ondergaan deze omzetting. Het omzetten van suiker in alcohol is het werk van gisten, niet van bacteriën, en azijnzuurbacteriën veroorzaken een wijnfout, geen gewenste gisting. Bij frisse witte wijnen zoals riesling of sauvignon blanc wordt de malolactische gisting vaak juist voorkomen, om het levendige zuur te bewaren.""",
      "B", related=["zwavel-in-wijn"]),

    q(NONE, "edele-rot",
      "Waarom is aantasting door *Botrytis cinerea* bij sommige zoete wijnen zoals Sauternes gewenst?",
      ["Omdat de schimmel de schil doorboort, water laat verdampen en zo suiker en zuur in de bes concentreert",
       "Omdat de schimmel de suiker in de druif al gedeeltelijk in alcohol omzet",
       "Omdat de schimmel de wijn een rode kleur geeft"],
      "Onder de juiste omstandigheden (vochtige ochtenden en droge middagen) ontstaat edele rot: de bessen verschrompelen en worden veel zoeter.",
      "A", markup="markdown"),

    q(NONE, "geen-blauwe-druif",
      "Welk van de volgende druivenrassen is GEEN blauwe druif?",
      ["Pinot noir", "Merlot", "Chardonnay", "Syrah"],
      "Chardonnay is een witte druif. Pinot noir, merlot en syrah hebben een donkere schil en worden voor rode wijn gebruikt.",
      "C"),

    q(NONE, "begrip-terroir",
      "Wat wordt in de wijnbouw met terroir bedoeld?",
      ["Het geheel van bodem, ligging, klimaat en traditie dat het karakter van een wijn van een bepaalde plek bepaalt",
       "Het wettelijk vastgestelde maximum aantal liters per hectare",
       "De kelder waarin de wijn op vat rijpt"],
      "Terroir omvat alle natuurlijke en menselijke factoren van een plek, van de bodem en de helling tot het microklimaat en de werkwijze van de wijnboer.",
      "A"),

    q(NONE, "opbrengst-perceel",
      "Een perceel van 2,5 ha levert 8000 kg druiven per hectare. Per kilogram druiven wordt 0,7 liter wijn verkregen. Hoeveel liter wijn levert het perceel?",
      ["5 600 liter", "14 000 liter", "20 000 liter"],
      """
Eerst de druiven: 2,5 × 8000 = 20 000 kg. Daarna de wijn: 20 000 × 0,7 = 14 000 liter. 20 000 is het aantal kilo's druiven, niet het aantal liters; 5 600 liter krijg je als je de oppervlakte vergeet.""",
      "B", compute={"expression": "2.5 * 8000 * 0.7", "unit": "liter"}, related=["barrique-flessen"]),

    q(NONE, "veraison-betekenis",
      "Wat is de véraison?",
      ["Het moment waarop de bessen van kleur verschieten en zacht worden, het begin van de rijping",
       "De bloei van de wijnstok in juni",
       "Het persen van de druiven na de oogst"],
      "Bij de véraison kleuren blauwe druiven rood tot paars en worden witte druiven doorschijnend; vanaf dan stijgt het suikergehalte en daalt het zuur.",
      "A"),

    q(NONE, "doel-wintersnoei",
      "Wat is het belangrijkste doel van de wintersnoei?",
      ["Het aantal knoppen, en daarmee de opbrengst en de kwaliteit van het volgende jaar, sturen",
       "De stok beschermen tegen vorst door minder hout over te laten",
       "Zieke bladeren verwijderen"],
      "Met de wintersnoei bepaalt de wijnboer hoeveel knoppen, en dus scheuten en trossen, de stok krijgt. Minder knoppen geeft minder maar rijpere druiven.",
      "A", related=["guyot-snoei"]),

    q(NONE, "guyot-snoei",
      "Wat kenmerkt de snoeiwijze volgens Guyot?",
      ["De stok houdt één of twee draagtakken (latten) met daarnaast een kort stompje voor het volgende jaar",
       "De stok heeft een blijvende horizontale arm met alleen korte stompjes",
       "De stok groeit vrij uit als een struik zonder draad"],
      """
Bij Guyot wordt elk jaar een lat van vorig jaar aangebonden (enkel Guyot) of twee (dubbel Guyot), met een kort stompje van twee ogen waaruit de lat van het volgende jaar groeit. Een blijvende horizontale arm met korte stompjes is de cordonsnoei, en een vrijstaande struik is de gobelet.""",
      "A", related=["doel-wintersnoei"]),

    q(NONE, "kleur-rode-wijn",
      "Waar komt de kleur van rode wijn vandaan?",
      ["Uit het sap van blauwe druiven, dat van nature rood is",
       "Uit de kleurstoffen (anthocyanen) in de schil, die tijdens de schilweking in de wijn komen",
       "Uit het eikenhout van de vaten"],
      """
Het sap van de meeste blauwe druiven is kleurloos; daarom kun je van pinot noir ook witte champagne maken. De kleur zit in de schil en komt pas in de wijn als most en schillen enige tijd samen gisten of weken. Eikenhout geeft vooral aroma en tannine en kleurt hooguit witte wijn iets dieper geel.""",
      "B"),

    q(NONE, "valse-meeldauw",
      "Welke schimmelziekte wordt veroorzaakt door *Plasmopara viticola* en werd in de negentiende eeuw met Bordeauxse pap, een mengsel van kopersulfaat en kalk, bestreden?",
      ["Echte meeldauw (oïdium)", "Valse meeldauw (peronospora)", "Grauwe schimmel"],
      "*Plasmopara viticola* veroorzaakt valse meeldauw: olievlekken op de bovenkant van het blad en wit schimmelpluis aan de onderkant. Echte meeldauw wordt veroorzaakt door *Erysiphe necator* en met zwavel bestreden; grauwe schimmel is *Botrytis cinerea*.",
      "B", markup="markdown", related=["piwi-rassen"]),

    q(NONE, "piwi-rassen",
      "Wat zijn PIWI-rassen?",
      ["Druivenrassen die van nature goed bestand zijn tegen schimmelziekten",
       "Rassen die uitsluitend voor rozijnen worden geteeld",
       "Oude rassen die voor de druifluisplaag al in Europa groeiden"],
      """
PIWI komt van het Duitse *pilzwiderstandsfähig*, schimmelresistent. Deze rassen, zoals solaris, johanniter en souvignier gris, zijn gekruist met wilde soorten die resistent zijn tegen echte en valse meeldauw, zodat veel minder gespoten hoeft te worden. Ze zijn bijzonder populair in koelere, vochtige streken zoals Nederland. Rozijnendruiven en oude rassen van voor de druifluis hebben met die term niets te maken.""",
      "A", markup="markdown", related=["valse-meeldauw", "ras-nederland"]),

    q(NONE, "breedtegraden-wijnbouw",
      "Tussen welke breedtegraden ligt het grootste deel van de wijnbouw in de wereld?",
      ["Tussen ongeveer 0° en 20°", "Tussen ongeveer 30° en 50°", "Tussen ongeveer 50° en 70°"],
      "In de gematigde zones tussen ruwweg 30 en 50 graden, noord en zuid, is het warm genoeg om druiven te laten rijpen en koel genoeg voor een winterrust.",
      "B"),

    q(NONE, "zwavel-in-wijn",
      "Waarom voegt een wijnmaker sulfiet (zwaveldioxide) aan wijn toe?",
      ["Om de wijn zoeter te maken",
       "Om oxidatie en de groei van ongewenste micro-organismen tegen te gaan",
       "Om het alcoholpercentage te verhogen"],
      "Zwaveldioxide bindt zuurstof en remt bacteriën en wilde gisten, zodat de wijn fris en stabiel blijft.",
      "B", related=["malolactische-gisting"]),

    q(NONE, "methode-traditionnelle",
      "Waar vindt bij de méthode traditionnelle, zoals voor champagne, de tweede gisting plaats?",
      ["In een grote roestvrijstalen tank", "In de fles", "In eikenhouten vaten"],
      "Bij de traditionele methode krijgt de stille basiswijn suiker en gist mee de fles in; het koolzuur dat daar ontstaat blijft opgelost. Tweede gisting in een tank is de charmatmethode.",
      "B", related=["doel-remuage"]),

    q(NONE, "doel-remuage",
      "Wat is het doel van de remuage bij mousserende wijn volgens de traditionele methode?",
      ["De wijn op smaak brengen met suikerstroop",
       "Het gistbezinksel geleidelijk naar de hals van de fles brengen, zodat het later kan worden verwijderd",
       "De fles afsluiten met een kurk en een muselet"],
      """
Tijdens de remuage worden de flessen, vroeger op pupitres en tegenwoordig meestal in gyropaletten, stapje voor stapje gedraaid en steiler gezet. Het droesem van de tweede gisting zakt zo in de hals, waarna het bij het degorgeren wordt verwijderd. De suikerstroop is de dosage, die pas na het degorgeren wordt toegevoegd, en het afsluiten met kurk en muselet is de laatste stap. Bij het degorgeren wordt de hals vaak eerst in een koud bad bevroren, zodat het bezinksel als een ijsproppje uit de fles schiet.""",
      "B", related=["methode-traditionnelle"]),

    q(NONE, "barrique-flessen",
      "Een barrique bevat 225 liter wijn. Hoeveel flessen van 0,75 liter kunnen daarmee worden gevuld?",
      ["169", "225", "250", "300"],
      "225 / 0,75 = 300 flessen (verlies bij het overhevelen niet meegerekend).",
      "D", compute={"expression": "225 / 0.75", "unit": "flessen"}, related=["opbrengst-perceel"]),

    q(NONE, "ras-nederland",
      "Welk druivenras wordt in Nederland veel aangeplant, omdat het vroeg rijpt en weinig last heeft van schimmelziekten?",
      ["Nebbiolo", "Solaris", "Tempranillo"],
      "Solaris is een vroegrijpend, schimmelresistent wit ras dat ook in ons koele, vochtige klimaat voldoende suiker opbouwt. Nebbiolo en tempranillo hebben een lang, warm groeiseizoen nodig.",
      "B", related=["piwi-rassen"]),

    # --- gebrekkig: explanation/supports-distractor ---
    q(SUPPORTS_DISTRACTOR, "rol-van-gist",
      "Wat doet gist tijdens de alcoholische gisting?",
      ["Het zet appelzuur om in melkzuur",
       "Het zet suikers om in alcohol en koolzuurgas",
       "Het zet alcohol om in azijnzuur"],
      "Bij de alcoholische gisting breken gistcellen, meestal *Saccharomyces cerevisiae*, de druivensuikers glucose en fructose af tot ethanol en CO₂. Appelzuur wordt door melkzuurbacteriën omgezet, en azijnzuur is het werk van azijnzuurbacteriën.",
      "B", moved_to="A", markup="markdown"),

    q(SUPPORTS_DISTRACTOR, "stokken-per-hectare",
      "In een wijngaard staan de rijen 2 m uit elkaar en de stokken in de rij op 1 m van elkaar. Hoeveel stokken staan er per hectare?",
      ["2 500", "5 000", "10 000"],
      "Elke stok neemt 2 m × 1 m = 2 m² in beslag. Een hectare is 10 000 m², dus 10 000 / 2 = 5 000 stokken.",
      "B", moved_to="C"),

    q(SUPPORTS_DISTRACTOR, "sur-lie",
      "Wat betekent het als een witte wijn 'sur lie' is gerijpt?",
      ["De wijn heeft na de gisting enige tijd op het gistbezinksel gelegen",
       "De wijn is gerijpt in nieuwe eikenhouten vaten",
       "De wijn is gemaakt van laat geoogste druiven"],
      """
'Sur lie' betekent 'op de droesem': de wijn wordt na de gisting niet direct overgeheveld, maar blijft enkele maanden op de afgestorven gistcellen liggen. Dat geeft meer volheid en een lichte broodachtige toets; muscadet is het bekendste voorbeeld. Met eikenhout of een late oogst heeft de term niets te maken.""",
      "A", moved_to="B"),
]
