from common import q

TOPIC = dict(
    id="erfelijkheid",
    groep="schoolvak",
    title="Erfelijkheid",
    description="Genen, allelen en chromosomen, kruisingsschema's en de overerving van eigenschappen bij planten, dieren en mensen.",
)

BANK = [
    q("wat-is-een-allel",
      "Wat is een allel?",
      ["Een variant van een gen", "Een paar chromosomen", "Een geslachtscel", "Een eiwit dat DNA kopieert"],
      "Eén gen, bijvoorbeeld dat voor de bloemkleur, kan in verschillende vormen voorkomen, en elk van die vormen heet een allel.",
      "kort parafrase"),

    q("genotype-en-fenotype",
      "Wat is het verschil tussen genotype en fenotype?",
      ["Het genotype is de erfelijke aanleg, het fenotype de waarneembare eigenschap",
       "Het fenotype is de erfelijke aanleg, het genotype de waarneembare eigenschap",
       "Het genotype hoort bij planten, het fenotype bij dieren",
       "Er is geen verschil"],
      "Het genotype zegt welke allelen een organisme draagt, en het fenotype is wat je ziet of meet, de uitkomst van genotype en omgeving samen.",
      "kort parafrase"),

    q("groene-erwten-uit-gele-ouders",
      "Twee erwtenplanten met genotype *Gg* worden gekruist (G = geel en dominant, g = groen). Welk deel van de nakomelingen heeft naar verwachting groene zaden?",
      ["Een kwart", "Geen enkele", "De helft", "Driekwart"],
      """
Elke ouder geeft G of g door, elk met kans een half. Groen vraagt om *gg*: ½ × ½ = ¼. Alle andere combinaties bevatten minstens één G en geven gele zaden, samen driekwart.""",
      "rekenen uitgewerkt getal-woorden cursief parafrase"),

    q("terugkruising-bij-cavias",
      "Een zwarte cavia met genotype *Zz* wordt gekruist met een witte cavia *zz* (zwart is dominant). Ze krijgen in de loop van de tijd 24 jongen. Hoeveel daarvan zijn naar verwachting wit?",
      ["12 jongen", "0 jongen", "6 jongen", "18 jongen"],
      """
De witte ouder geeft altijd z door, de zwarte in de helft van de gevallen. De kans op wit (*zz*) is dus ½, en ½ × 24 = 12 jongen.""",
      "rekenen uitgewerkt cursief", comp=("24/2", "jongen"), sorteer=True),

    q("chromosomen-bij-de-mens",
      "Welke bewering over chromosomen bij de mens is NIET juist?",
      ["Een eicel bevat 46 chromosomen",
       "Een lichaamscel bevat 23 paren chromosomen",
       "Een man heeft een X- en een Y-chromosoom",
       "Een zaadcel bevat één geslachtschromosoom"],
      """
Geslachtscellen zijn haploïd: een eicel heeft 23 chromosomen, de helft van het aantal in een gewone lichaamscel. Dat lichaamscellen 23 paren hebben, dat mannen XY zijn en dat een zaadcel één X of één Y meekrijgt, klopt allemaal.""",
      "negatief weerlegt"),

    q("percentage-cytosine",
      "In een stuk dubbelstrengs DNA is 30% van de basen adenine. Welk percentage is cytosine?",
      ["20%", "30%", "40%", "70%"],
      """
Adenine paart met thymine, dus ook thymine is 30%. Samen is dat 60%, en de overige 40% wordt gelijk verdeeld over cytosine en guanine: 40 / 2 = 20%.""",
      "rekenen uitgewerkt", comp=("(100-2*30)/2", "%"), sorteer=True),

    q("bloedgroepen-van-de-kinderen",
      "Een vader heeft bloedgroep A met genotype *Ai* en een moeder bloedgroep B met genotype *Bi*. Welke bloedgroepen kunnen hun kinderen hebben?",
      ["A, B, AB en O", "Alleen A en B", "Alleen AB", "A, B en AB, maar niet O"],
      """
De vader geeft A of i door, de moeder B of i. Dat levert vier even waarschijnlijke combinaties op: *AB* (bloedgroep AB), *Ai* (bloedgroep A), *Bi* (bloedgroep B) en *ii* (bloedgroep O). Alle vier de bloedgroepen zijn dus mogelijk, elk met een kans van een kwart. Wie alleen A en B verwacht, vergeet dat A en B codominant zijn en samen AB geven. Alleen AB zou gelden als beide ouders homozygoot waren, en O uitsluiten kan niet, omdat beide ouders een i dragen.""",
      "getal-woorden cursief lang weerlegt"),

    q("proefplanten-van-mendel",
      "Met welke planten deed Gregor Mendel zijn bekende kruisingsproeven?",
      ["Erwten", "Tarwe", "Leeuwenbekjes", "Maïs"],
      "Mendel kweekte in de kloostertuin in Brno duizenden erwtenplanten, die gemakkelijk te kruisen zijn en duidelijke kenmerken hebben zoals gele of groene zaden ([Gregor Mendel op Wikipedia](https://nl.wikipedia.org/wiki/Gregor_Mendel)).",
      "link kort"),

    q("roze-nachtschone",
      "Bij de nachtschone (*Mirabilis jalapa*) levert een kruising van een roodbloeiende en een witbloeiende plant alleen roze nakomelingen op. Hoe heet deze vorm van overerving?",
      ["Intermediaire overerving", "Dominant-recessieve overerving", "Geslachtsgebonden overerving", "Mutatie"],
      "Geen van beide allelen overheerst, zodat de heterozygoot qua kleur tussen de ouders in zit, terwijl bij dominantie alle nakomelingen rood of wit zouden zijn.",
      "cursief kort weerlegt"),

    q("kleurenblindheid-bij-mannen",
      "Waarom komt rood-groenkleurenblindheid veel vaker voor bij mannen dan bij vrouwen?",
      ["Het gen ligt op het X-chromosoom en mannen hebben maar één X",
       "Het gen ligt op het Y-chromosoom",
       "Vrouwen hebben meer kegeltjes in hun netvlies",
       "Het allel is bij mannen dominant en bij vrouwen recessief"],
      """
Het gen voor de rood- en groengevoelige kegeltjes ligt op het X-chromosoom. Een man heeft naast zijn ene X een Y-chromosoom, waarop dit gen niet voorkomt; één recessief allel is bij hem dus al genoeg. Een vrouw heeft twee X-chromosomen en is alleen kleurenblind als beide het afwijkende allel dragen, wat veel zeldzamer is. Op het Y-chromosoom ligt het gen juist niet, het aantal kegeltjes verschilt niet wezenlijk tussen de seksen, en een allel wisselt niet van dominant naar recessief afhankelijk van het geslacht.""",
      "lang weerlegt"),

    q("beide-recessieve-kenmerken",
      "Bij een kruising *AaBb* × *AaBb* erven twee onafhankelijke genen elk dominant-recessief over. Welk deel van de nakomelingen vertoont naar verwachting beide recessieve kenmerken?",
      ["1/16", "1/4", "3/16", "9/16"],
      "Per gen is de kans op het recessieve fenotype ¼, en omdat de genen onafhankelijk zijn, vermenigvuldig je: ¼ × ¼ = 1/16, terwijl 9/16 de groep met beide dominante kenmerken is.",
      "rekenen uitgewerkt cursief kort weerlegt"),

    q("uitspraken-over-meiose",
      "Welke uitspraak over meiose is NIET juist?",
      ["Na meiose hebben de dochtercellen evenveel chromosomen als de moedercel",
       "Meiose levert geslachtscellen op",
       "Bij meiose ontstaan vier dochtercellen",
       "Tijdens meiose kunnen stukken van chromosomen worden uitgewisseld"],
      """
Meiose is de reductiedeling: het aantal chromosomen wordt gehalveerd, zodat een eicel en een zaadcel samen weer op het volledige aantal uitkomen. Dochtercellen met evenveel chromosomen als de moedercel horen juist bij mitose, de gewone celdeling voor groei en herstel. De andere drie uitspraken kloppen: meiose maakt geslachtscellen, uit één cel ontstaan er vier, en bij de crossing-over in de eerste deling wisselen gepaarde chromosomen stukken uit, wat voor extra variatie zorgt.""",
      "negatief lang weerlegt"),

    q("genotype-rr",
      "Een plant heeft genotype *rr*. Hoe noem je dat?",
      ["Homozygoot recessief", "Heterozygoot", "Homozygoot dominant", "Hemizygoot"],
      "Twee gelijke allelen maken het genotype homozygoot, en de kleine letters geven aan dat het om het recessieve allel gaat.",
      "cursief kort",
      fb=["Juist: twee dezelfde, recessieve allelen.",
          "Heterozygoot betekent twee verschillende allelen, zoals bij *Rr*.",
          "Homozygoot dominant zou *RR* zijn, met twee hoofdletters.",
          "Hemizygoot gebruik je als er maar één exemplaar is, zoals bij genen op het X-chromosoom van een man."]),

    q("ziek-kind-van-gezonde-ouders",
      "Twee ouders zonder een bepaalde erfelijke ziekte krijgen een kind met die ziekte. Wat kun je daaruit afleiden?",
      ["De ziekte erft recessief over en beide ouders zijn drager",
       "De ziekte erft dominant over",
       "Het kind heeft de ziekte door een infectie gekregen",
       "Een van de ouders moet de ziekte eigenlijk ook hebben"],
      "Gezonde ouders met een ziek kind hebben allebei een verborgen allel doorgegeven, terwijl bij dominante overerving minstens één ouder zelf ziek zou zijn.",
      "kort parafrase weerlegt"),

    q("wat-is-een-mutatie",
      "Wat is een mutatie?",
      ["Een blijvende verandering in het DNA",
       "Een tijdelijke verandering in het gedrag van een organisme",
       "Het uitwisselen van stukken chromosoom tijdens de meiose",
       "Het aanpassen van een dier aan zijn omgeving tijdens zijn leven"],
      "Een mutatie wijzigt de volgorde van de basen of het aantal chromosomen, terwijl crossing-over een normale herschikking van bestaande allelen is en geen mutatie.",
      "kort weerlegt"),

    q("eeneiige-tweelingen",
      "Waarom zijn eeneiige tweelingen genetisch vrijwel gelijk?",
      ["Ze ontstaan uit één bevruchte eicel die zich splitst",
       "Ze ontstaan uit twee eicellen die door dezelfde zaadcel zijn bevrucht",
       "Ze hebben dezelfde bloedgroep als hun moeder",
       "Ze hebben alleen X-chromosomen"],
      "Beide kinderen komen uit dezelfde zygote en hebben dus hetzelfde DNA, terwijl twee eicellen een twee-eiige tweeling opleveren en één zaadcel nooit twee eicellen kan bevruchten.",
      "kort parafrase weerlegt"),

    q("soorten-geslachtscellen",
      "Hoeveel verschillende soorten geslachtscellen kan een plant met genotype *AaBbCc* maken als de drie genen onafhankelijk overerven?",
      ["8 soorten", "3 soorten", "6 soorten", "9 soorten"],
      "Per gen zijn er twee mogelijkheden, dus 2 × 2 × 2 = 8 combinaties, van *ABC* tot *abc*.",
      "rekenen uitgewerkt cursief kort", comp=("2^3", "soorten"), sorteer=True),

    q("rode-tomaten-uit-zaailingen",
      "Een kweker kruist twee heterozygote tomatenplanten (*Rr* × *Rr*, rood is dominant over geel) en krijgt 400 zaailingen. Hoeveel daarvan krijgen naar verwachting rode vruchten?",
      ["300 zaailingen", "100 zaailingen", "200 zaailingen", "400 zaailingen"],
      """
Rood zijn *RR*, *Rr* en *rR*: drie van de vier even waarschijnlijke combinaties. Driekwart van 400 is 400 × 3 / 4 = 300 zaailingen.""",
      "rekenen uitgewerkt cursief", comp=("400*3/4", "zaailingen"), sorteer=True),

    q("base-alleen-in-rna",
      "Welke base komt wel in RNA voor, maar niet in DNA?",
      ["Uracil", "Thymine", "Adenine", "Guanine"],
      "In RNA neemt uracil de plaats in van thymine, dat alleen in DNA voorkomt.",
      "kort weerlegt"),

    q("erfelijkheid-en-omgeving",
      "Welke bewering over erfelijkheid en omgeving is juist?",
      ["Ook eeneiige tweelingen kunnen van elkaar verschillen, omdat de omgeving het fenotype mede bepaalt",
       "Het fenotype hangt uitsluitend van de genen af",
       "Spierkracht die je door training opbouwt, geef je via je DNA door aan je kinderen",
       "De omgeving heeft alleen invloed op planten"],
      "Voeding, klimaat en leefstijl bepalen mee hoe een genotype tot uiting komt, maar getrainde spieren veranderen het DNA in je geslachtscellen niet, zoals Lamarck nog dacht.",
      "kort parafrase weerlegt"),
]

GEBREKKIG = [
    q("chromosomen-in-een-lichaamscel",
      "Hoeveel chromosomen heeft een gewone lichaamscel van de mens?",
      ["46", "23", "48", "92"],
      "Een lichaamscel heeft 23 paren, dus zesenveertig chromosomen, terwijl 23 het aantal in een geslachtscel is.",
      "kort weerlegt getal-woorden", lab="explanation/supports-distractor", zet=1, sorteer=True),

    q("partner-van-cytosine",
      "Met welke base vormt cytosine in DNA een paar?",
      ["Guanine", "Adenine", "Thymine", "Uracil"],
      "C en G vormen samen een basenpaar met drie waterstofbruggen, A en T een paar met twee.",
      "kort", lab="explanation/supports-distractor", zet=2),

    q("wat-is-een-drager",
      "Wat is een drager van een recessieve aandoening?",
      ["Iemand met één ziek en één gezond allel, die zelf niet ziek is",
       "Iemand die de aandoening zelf heeft",
       "Iemand zonder enig ziek allel",
       "Iemand die de ziekte alleen aan zonen doorgeeft"],
      "Een drager is heterozygoot: het gezonde allel maskeert het afwijkende, maar dat afwijkende allel kan wel aan de kinderen worden doorgegeven.",
      "kort parafrase", lab="explanation/supports-distractor", zet=1),
]
