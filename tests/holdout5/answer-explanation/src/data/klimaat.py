from lib import Q, topic

T = "klimaat"
topic(T, "Klimaat", "Het klimaatsysteem, broeikasgassen, klimaatverandering en rekenen met klimaatgegevens.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("natuurlijk-broeikaseffect",
  "Wat is het natuurlijke broeikaseffect?",
  ["Het verschijnsel dat door een gat in de ozonlaag meer zonlicht de aarde bereikt",
   "*Het verschijnsel dat gassen in de atmosfeer een deel van de door de aarde uitgestraalde warmte vasthouden",
   "Het verschijnsel dat de aarde in de zomer dichter bij de zon staat"],
  """
De aarde straalt de opgevangen zonne-energie weer uit als infrarode straling. Gassen als waterdamp en CO₂ absorberen een deel daarvan en stralen het deels terug naar het oppervlak. Zonder dat effect zou de gemiddelde temperatuur rond −18 °C liggen in plaats van ongeveer +15 °C. Het ozongat heeft met het broeikaseffect weinig te maken; het gaat om uv-straling. En de afstand tot de zon verklaart de seizoenen niet: in de noordelijke zomer staat de aarde juist het verst van de zon.""",
  s="gen all", rel=["geen-broeikasgas", "ozonlaag-bescherming"])

q("co2-voor-industriele-revolutie",
  "Hoe hoog was de CO₂-concentratie in de atmosfeer ongeveer vóór de industriële revolutie?",
  ["180 ppm", "*280 ppm", "350 ppm", "420 ppm"],
  """
Metingen aan luchtbelletjes in ijskernen laten zien dat de concentratie rond 1750 ongeveer 280 ppm was. Tegenwoordig is het ruim 420 ppm; rond 180 ppm lag de waarde in de koudste fasen van de ijstijden.""",
  s="q")

q("parijsakkoord-doel",
  "Wat is het temperatuurdoel van het Klimaatakkoord van Parijs (2015)?",
  ["De opwarming beperken tot ruim onder 1 °C", "*De opwarming beperken tot ruim onder 2 °C en streven naar 1,5 °C",
   "De opwarming beperken tot ruim onder 3 °C", "De temperatuur terugbrengen naar het niveau van 1990"],
  "Ruim onder 2 °C ten opzichte van het pre-industriële niveau, met 1,5 °C als streven.",
  s="par one")

q("tweede-broeikasgas",
  "Welk broeikasgas draagt na CO₂ het meest bij aan de door de mens veroorzaakte opwarming?",
  ["*Methaan (CH₄)", "Lachgas (N₂O)", "Zwaveldioxide (SO₂)"],
  """
Methaan uit veeteelt, rijstteelt, stortplaatsen en het lekken bij olie- en gaswinning is per molecuul een veel sterker broeikasgas dan CO₂, al blijft het korter in de lucht. Lachgas draagt ook bij, maar duidelijk minder. Zwaveldioxide vormt aerosolen die zonlicht weerkaatsen en werkt daardoor juist afkoelend.""",
  s="kf all")

q("zee-ijs-albedo",
  "Waarom versterkt het smelten van zee-ijs in het noordpoolgebied de opwarming?",
  ["Bij het smelten komt CO₂ vrij dat in het ijs opgesloten zat",
   "*Donker open water weerkaatst minder zonlicht dan wit ijs en neemt dus meer warmte op",
   "Smeltwater laat de zeespiegel stijgen, waardoor de zee warmer wordt"],
  """
Wit ijs kaatst het meeste zonlicht terug; het donkere zeewater eronder absorbeert juist het grootste deel. Hoe meer ijs verdwijnt, hoe meer zonne-energie de oceaan opwarmt, wat weer meer ijs doet smelten. Dit heet de ijs-albedoterugkoppeling.""",
  s="gen par")

q("geen-broeikasgas",
  "Welk gas is GEEN broeikasgas?",
  ["Koolstofdioxide (CO₂)", "Methaan (CH₄)", "Waterdamp (H₂O)", "*Stikstof (N₂)"],
  """
Broeikasgassen absorberen infrarode straling. CO₂, methaan en waterdamp hebben moleculen die daardoor in trilling komen en zo warmte vasthouden. Stikstof, het hoofdbestanddeel van de lucht, bestaat uit twee gelijke atomen en absorbeert vrijwel geen infrarood.""",
  s="gen", rel=["natuurlijk-broeikaseffect"])

q("weer-en-klimaat",
  "Wat is het verschil tussen weer en klimaat?",
  ["Weer gaat over temperatuur, klimaat over neerslag",
   "*Klimaat is het gemiddelde weer in een gebied over een lange periode, meestal dertig jaar",
   "Klimaat is de weersverwachting voor de komende maand"],
  """
Weer is de toestand van de atmosfeer op een bepaald moment. Klimaat beschrijft het gemiddelde en de variatie daarvan over een lange periode; meteorologen gebruiken standaard perioden van 30 jaar.""",
  s="gen")

q("gemiddelde-temperatuur-vijf-jaar",
  "De jaargemiddelde temperatuur in De Bilt was in vijf opeenvolgende jaren 10,4 – 10,8 – 11,2 – 10,6 – 11,0 °C. Wat is het gemiddelde over deze vijf jaar?",
  ["10,6 °C", "*10,8 °C", "11,0 °C"],
  """
Tel de waarden op: 10,4 + 10,8 + 11,2 + 10,6 + 11,0 = 54,0. Deel door vijf: 54,0 / 5 = 10,8 °C.""",
  s="cal")

q("celsius-naar-kelvin",
  "Hoeveel kelvin is 15 °C (afgerond)?",
  ["258 K", "15 K", "*288 K"],
  "T(K) = 15 + 273 = 288 K; 258 K krijg je als je aftrekt.",
  s="cal near")

q("ipcc-taak",
  "Wat doet het IPCC?",
  ["Het legt landen bindende uitstootlimieten op",
   "*Het beoordeelt en bundelt de wetenschappelijke kennis over klimaatverandering in rapporten",
   "Het beheert de meetstations die wereldwijd de temperatuur registreren"],
  """
Het Intergovernmental Panel on Climate Change doet zelf geen metingen en maakt geen wetten. Duizenden wetenschappers lezen de verschenen literatuur en vatten die samen in assessment reports, met een samenvatting voor beleidsmakers die door de regeringen regel voor regel wordt goedgekeurd.""",
  s="par")

q("ozonlaag-bescherming",
  "Welke uitspraak over de ozonlaag is juist?",
  ["*De ozonlaag beschermt het leven op aarde tegen ultraviolette straling van de zon.",
   "De ozonlaag beschermt het leven op aarde tegen infrarode straling van de zon.",
   "De ozonlaag beschermt het leven op aarde tegen radioactieve straling van de zon."],
  """
Ozon in de stratosfeer absorbeert het grootste deel van de schadelijke uv-straling. Dankzij het Montrealprotocol (1987), dat cfk's verbood, herstelt de laag langzaam.""",
  s="stmt par", rel=["natuurlijk-broeikaseffect"])

q("koolstofput-betekenis",
  "Wat is een koolstofput (carbon sink)?",
  ["Een plek waar CO₂ uit schoorstenen wordt opgevangen en verbrand",
   "*Een systeem dat meer CO₂ opneemt dan het uitstoot, zoals de oceaan of een groeiend bos",
   "Een laag in de atmosfeer waar CO₂ zich ophoopt"],
  """
Oceanen en land (vooral bossen en bodems) nemen samen ongeveer de helft op van de CO₂ die de mens jaarlijks uitstoot. Een gebied dat per saldo CO₂ vastlegt, noem je een koolstofput.""",
  s="gen")

q("golfstroom-west-europa",
  "Waarom is het klimaat in West-Europa milder dan op dezelfde breedtegraad in Oost-Canada?",
  ["Omdat West-Europa dichter bij de zon ligt",
   "Omdat de Alpen koude lucht uit het noorden tegenhouden",
   "*Omdat warm zeewater van de Golfstroom en overheersende westenwinden warmte aanvoeren",
   "Omdat er in West-Europa meer broeikasgassen in de lucht zitten"],
  """
De Golfstroom en de Noord-Atlantische Stroom voeren warm water uit de tropen naar het noordoosten. Westenwinden brengen die zeewarmte het land op. Oost-Canada krijgt daarentegen vaak koude lucht van het continent en koud water van de Labradorstroom. De afstand tot de zon verschilt op aarde nauwelijks per plaats, de Alpen liggen in het zuiden en schermen West-Europa niet af van noordelijke lucht, en broeikasgassen mengen zich wereldwijd.""",
  s="all par")

q("uitstoot-per-sector",
  "Welke sector is wereldwijd verantwoordelijk voor het grootste deel van de uitstoot van broeikasgassen?",
  ["*Energiegebruik (elektriciteit, warmte, vervoer en industrie)", "Landbouw, bosbouw en landgebruik", "Afvalverwerking"],
  """
Volgens de overzichten van **Our World in Data** (cijfers over 2016):

1. energiegebruik: ongeveer **driekwart** van de uitstoot
2. landbouw, bosbouw en landgebruik: bijna een vijfde
3. afval: ongeveer 3 %

Zie [bron](https://ourworldindata.org/emissions-by-sector).""",
  s="md", md=True)

q("uitstootdaling-procent",
  "De uitstoot van een land daalt van 200 naar 150 megaton CO₂-equivalent. Met hoeveel procent is de uitstoot gedaald?",
  ["*25 %", "33 %", "50 %", "75 %"],
  """
De daling is 200 − 150 = 50 megaton. Ten opzichte van de beginwaarde is dat 50 / 200 = 0,25, dus vijfentwintig procent. Met 33 % deel je door de eindwaarde (50 / 150); 75 % is wat er overblijft.""",
  s="cal")

q("millimeter-neerslag",
  "Er valt 1 mm neerslag. Hoeveel water is dat per vierkante meter?",
  ["*1 liter", "10 liter", "0,1 liter"],
  """
Een laag water van 1 mm op 1 m² heeft een volume van 1 m² × 0,001 m = 0,001 m³. Eén kubieke decimeter is een liter, en 0,001 m³ is precies één dm³.""",
  s="cal par")

q("el-nino-betekenis",
  "Wat is El Niño?",
  ["*Een periodieke opwarming van het oppervlaktewater in het oostelijke deel van de tropische Grote Oceaan",
   "Een periodieke afkoeling van het oppervlaktewater in het oostelijke deel van de tropische Grote Oceaan",
   "Een zware orkaan die elk najaar over de Caribische eilanden trekt",
   "Een koude zeestroom langs de westkust van Europa"],
  """
Bij El Niño wordt het water voor de kust van Peru en Ecuador om de paar jaar ongewoon warm, met gevolgen voor het weer wereldwijd. De koude tegenhanger heet La Niña. Orkanen en zeestromen bij Europa zijn andere verschijnselen.""",
  s="stmt gen")

# --- gebrekkig ---
q("grootste-bijdrage-broeikasgas",
  "Welk broeikasgas levert de grootste bijdrage aan de opwarming die door de mens wordt veroorzaakt?",
  ["*Koolstofdioxide (CO₂)", "Methaan (CH₄)", "Lachgas (N₂O)"],
  """
Kooldioxide, vooral uit het verbranden van kolen, olie en gas en uit ontbossing, is verantwoordelijk voor ongeveer twee derde van de extra opwarming door broeikasgassen. Methaan en lachgas zijn per molecuul sterker, maar er wordt veel minder van uitgestoten.""",
  s="par", sd=1)

q("hitte-eiland-stad",
  "Wat is een stedelijk hitte-eiland?",
  ["Een stad die door klimaatverandering onder water dreigt te lopen",
   "*Een stad die warmer is dan het omringende platteland, door stenen, asfalt en weinig groen",
   "Een eiland in de tropen met een heel hoge gemiddelde temperatuur"],
  """
Optie B beschrijft het goed. Steen en asfalt nemen overdag veel warmte op en geven die 's nachts af, er verdampt weinig water omdat er weinig groen is, en gebouwen en verkeer produceren zelf warmte. Daardoor kan het in een stad 's avonds enkele graden warmer zijn dan erbuiten.""",
  s="let", sd=2)
