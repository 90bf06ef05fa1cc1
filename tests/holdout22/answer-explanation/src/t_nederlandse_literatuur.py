from common import q

TOPIC = dict(
    id="nederlandse-literatuur",
    groep="schoolvak",
    title="Nederlandse literatuur",
    description="Schrijvers, werken en stromingen uit de Nederlandstalige literatuur, van de middeleeuwen tot na de Tweede Wereldoorlog.",
)

BANK = [
    q("wie-was-multatuli",
      "Welke schrijver gebruikte het pseudoniem Multatuli?",
      ["Eduard Douwes Dekker", "Nicolaas Beets", "Willem Kloos", "Gerard Reve"],
      "Eduard Douwes Dekker, oud-ambtenaar in Nederlands-Indië, publiceerde in 1860 als Multatuli de *Max Havelaar*, terwijl Nicolaas Beets schreef onder de naam Hildebrand.",
      "cursief kort weerlegt"),

    q("aanklacht-van-max-havelaar",
      "Wat klaagt de *Max Havelaar* vooral aan?",
      ["De uitbuiting van de Javaanse bevolking onder het koloniale bestuur",
       "De omstandigheden van fabrieksarbeiders in Amsterdam",
       "De macht van de katholieke kerk in Vlaanderen",
       "De Duitse bezetting van Nederland"],
      "Het boek richt zich tegen de manier waarop de bevolking van Java werd uitgeperst door plaatselijke hoofden en het koloniale stelsel, met de koffieveilingen van de Nederlandsche Handel-Maatschappij op de achtergrond.",
      "cursief kort parafrase"),

    q("hoofdpersoon-van-de-reynaert",
      "Welk dier is de hoofdpersoon van het Middelnederlandse dierenepos *Van den vos Reynaerde*?",
      ["Een vos", "Een wolf", "Een leeuw", "Een das"],
      "Reynaert is een sluwe vos die aan het hof van koning Nobel, de leeuw, de andere dieren te slim af is, en de das Grimbeert is zijn neef.",
      "cursief kort weerlegt"),

    q("geen-abel-spel",
      "Welk van deze werken is GEEN abel spel?",
      ["*Elckerlijc*", "*Lanseloet van Denemerken*", "*Esmoreit*", "*Gloriant*"],
      """
*Lanseloet van Denemerken*, *Esmoreit* en *Gloriant* horen bij de vier abele spelen uit het Hulthemse handschrift, wereldlijke toneelstukken uit de veertiende eeuw. *Elckerlijc* is van later, rond 1500, en is een zinnespel of moraliteit uit de kring van de rederijkers.""",
      "cursief negatief weerlegt"),

    q("vondels-nieuwjaarsstuk",
      "Welk toneelstuk van Vondel werd tot 1968 bijna elk jaar rond nieuwjaar in Amsterdam opgevoerd?",
      ["*Gijsbrecht van Aemstel*", "*Lucifer*", "*Jeptha*", "*Spaanschen Brabander*"],
      "De *Gijsbrecht van Aemstel* opende in 1638 de Amsterdamse Schouwburg en bleef eeuwenlang het vaste nieuwjaarsstuk, terwijl de *Spaanschen Brabander* niet van Vondel maar van Bredero is.",
      "cursief kort weerlegt"),

    q("kunstopvatting-van-tachtig",
      "Welke opvatting over kunst hoort bij de Beweging van Tachtig?",
      ["Kunst is de zeer persoonlijke uitdrukking van een zeer persoonlijke emotie",
       "Kunst moet de lezer vooral moreel opvoeden",
       "Kunst moet het dagelijks leven van arbeiders tonen",
       "Kunst moet de regels van de klassieke oudheid volgen"],
      """
Willem Kloos vatte het programma samen in de beroemde formule dat kunst de allerindividueelste expressie is van de allerindividueelste emotie. De Tachtigers zetten zich daarmee af tegen de domineesdichters van de generatie ervoor, die juist wilden stichten en opvoeden, zoals de tweede optie zegt. Sociale kunst over arbeiders kwam pas later op, onder anderen bij Herman Gorter na zijn keuze voor het socialisme en bij Henriette Roland Holst. En de klassieke regels navolgen past eerder bij de zeventiende eeuw dan bij deze vernieuwers.""",
      "lang parafrase weerlegt"),

    q("regels-van-een-sonnet",
      "Uit hoeveel regels bestaat een klassiek sonnet?",
      ["14", "10", "12", "16"],
      "Een sonnet telt veertien regels, een octaaf van acht en een sextet van zes, met vaak een wending tussen beide.",
      "kort getal-woorden parafrase", sorteer=True),

    q("beginregel-van-marsman",
      "Met welke woorden begint het gedicht Herinnering aan Holland van Hendrik Marsman?",
      ["Denkend aan Holland", "Ik hou van Holland", "Holland, mijn Holland", "Wie Holland kent"],
      "Het gedicht opent met de regels Denkend aan Holland / zie ik breede rivieren, die veel Nederlanders uit hun hoofd kennen.",
      "kort"),

    q("schrijver-van-de-camera-obscura",
      "Wie schreef de *Camera Obscura* (1839), een bundel schetsen uit het burgerlijke leven?",
      ["Hildebrand, de schrijversnaam van Nicolaas Beets", "Multatuli", "Louis Couperus"],
      "Nicolaas Beets schreef als student onder de schuilnaam Hildebrand deze humoristische schetsen, onder andere over de familie Stastok.",
      "cursief kort parafrase"),

    q("stroming-van-eline-vere",
      "Tot welke stroming rekent men *Eline Vere* van Louis Couperus?",
      ["Het naturalisme", "De romantiek", "Het magisch realisme", "De hoofse literatuur"],
      """
De roman laat zien hoe erfelijke aanleg, milieu en zenuwgestel het leven van de Haagse Eline bepalen, een kerngedachte van het naturalisme. Van het romantische verlangen naar het verre of het verleden is weinig te merken.""",
      "cursief weerlegt"),

    q("niet-bij-de-grote-drie",
      "Welke schrijver hoort NIET bij de Grote Drie van de naoorlogse Nederlandse literatuur?",
      ["Simon Vestdijk", "Willem Frederik Hermans", "Gerard Reve", "Harry Mulisch"],
      "Hermans, Reve en Mulisch worden samen de Grote Drie genoemd, terwijl Vestdijk al in de jaren dertig debuteerde en tot een eerdere generatie wordt gerekend.",
      "negatief kort weerlegt"),

    q("hoofdpersoon-de-avonden",
      "Wie is de hoofdpersoon van *De avonden* (1947) van Gerard Reve?",
      ["Frits van Egters", "Anton Steenwijk", "Oeroeg", "Max Havelaar"],
      "Frits van Egters verveelt zich door de laatste tien dagen van 1946, terwijl Anton Steenwijk de hoofdpersoon is van *De aanslag* van Mulisch en Oeroeg de jeugdvriend van de verteller bij Hella Haasse.",
      "cursief kort weerlegt"),

    q("kenmerk-van-de-vijftigers",
      "Wat kenmerkt de poëzie van de Vijftigers, zoals Lucebert?",
      ["Ze breekt met vaste vormen, rijm en gewone zinsbouw en zoekt een experimentele taal",
       "Ze bestaat vooral uit klassieke sonnetten",
       "Ze wil godsdienstige lessen overbrengen",
       "Ze gebruikt bij voorkeur Middelnederlandse woorden"],
      "De experimentelen wilden de ruimte van het volledige leven uitdrukken en gooiden daarvoor metrum, rijm en logische zinnen overboord, zodat klank, beeld en associatie de plaats daarvan innamen.",
      "kort parafrase"),

    q("zin-loopt-door-over-de-regel",
      "Hoe heet het verschijnsel dat een zin aan het eind van een dichtregel doorloopt in de volgende regel?",
      ["Enjambement", "Alliteratie", "Assonantie", "Refrein"],
      "Bij een *enjambement* valt het einde van de regel niet samen met het einde van de zin, terwijl alliteratie een herhaling van beginklanken is.",
      "cursief kort weerlegt"),

    q("titel-van-het-dagboek",
      "Onder welke titel verscheen het dagboek van Anne Frank in 1947 voor het eerst?",
      ["*Het Achterhuis*", "*Lieve Kitty*", "*Oeroeg*", "*De donkere kamer van Damokles*"],
      "Otto Frank liet het dagboek van zijn dochter in 1947 uitgeven als *Het Achterhuis*, naar de schuilplaats aan de Prinsengracht, en Kitty is de naam die Anne haar dagboek gaf.",
      "cursief kort weerlegt",
      fb=["Juist: de titel verwijst naar het verborgen achterhuis aan de Prinsengracht 263.",
          "Anne richtte haar brieven aan Kitty, maar dat werd niet de titel van het boek.",
          "Oeroeg is een novelle van Hella Haasse uit 1948.",
          "Dit is een roman van Willem Frederik Hermans uit 1958."]),

    q("man-die-zijn-volk-leerde-lezen",
      "Welke Vlaamse schrijver kreeg de bijnaam de man die zijn volk leerde lezen?",
      ["Hendrik Conscience", "Guido Gezelle", "Hugo Claus", "Willem Elsschot"],
      "Hendrik Conscience bracht met *De Leeuw van Vlaanderen* (1838) een groot publiek in Vlaanderen aan het lezen in de eigen taal ([Hendrik Conscience op Wikipedia](https://nl.wikipedia.org/wiki/Hendrik_Conscience)).",
      "cursief link kort"),

    q("wie-was-hadewijch",
      "Wie was Hadewijch?",
      ["Een dertiende-eeuwse mystica die over de liefde tot God schreef",
       "Een rederijkster uit de zestiende eeuw",
       "De vrouw van Jacob van Maerlant",
       "Een personage uit de Karelromans"],
      "Hadewijch schreef in de dertiende eeuw brieven, visioenen en strofische gedichten waarin de minne, de liefde tussen de ziel en God, centraal staat.",
      "kort parafrase"),

    q("karel-gaat-uit-stelen",
      "Waarom gaat koning Karel in *Karel ende Elegast* 's nachts uit stelen?",
      ["Een engel geeft hem daartoe opdracht",
       "Hij heeft geld nodig voor een kruistocht",
       "Hij wil zijn vrouw op de proef stellen",
       "Hij heeft een weddenschap met Elegast verloren"],
      """
Aan het begin van het verhaal verschijnt er 's nachts een engel aan Karel die hem beveelt te gaan stelen, op straffe van zijn leven. Karel begrijpt er niets van, maar gehoorzaamt en ontmoet in het bos de verbannen ridder Elegast. Samen breken ze in bij Eggeric, de zwager van Karel, en zo ontdekken ze dat die een aanslag op de koning beraamt. Geld voor een kruistocht speelt geen rol, Karel wil zijn vrouw niet testen, en een weddenschap komt in het verhaal niet voor: Karel is vermomd, en Elegast weet niet eens met wie hij op pad is.""",
      "cursief lang weerlegt"),

    q("boekenweekgeschenk",
      "Wat krijg je in Nederland tijdens de Boekenweek als je voor een bepaald bedrag aan boeken koopt?",
      ["Het boekenweekgeschenk, een verhaal dat speciaal voor die week is geschreven",
       "Een gratis abonnement op de bibliotheek",
       "Een boekenbon van tien euro",
       "Een exemplaar van de *Max Havelaar*"],
      "Bij aankoop van boeken krijg je het boekenweekgeschenk mee, een kort verhaal of een novelle van een bekende schrijver die dat jaar de opdracht kreeg.",
      "cursief kort"),

    q("rijmschema-van-een-strofe",
      "In een strofe eindigen de regels achtereenvolgens op zon, maan, begon en gaan. Welk rijmschema is dat?",
      ["Gekruist rijm (abab)", "Gepaard rijm (aabb)", "Omarmend rijm (abba)", "Slagrijm"],
      "De eerste en derde regel rijmen op -on en de tweede en vierde op -aan, dus de rijmen wisselen elkaar af, terwijl bij omarmend rijm een rijmpaar door een ander wordt ingesloten.",
      "kort parafrase weerlegt"),
]

GEBREKKIG = [
    q("lid-van-de-tachtigers",
      "Welke schrijver hoort bij de Beweging van Tachtig?",
      ["Willem Kloos", "Joost van den Vondel", "Hadewijch", "Harry Mulisch"],
      "Willem Kloos was een van de oprichters van *De Nieuwe Gids* (1885), het tijdschrift van de Tachtigers, terwijl Vondel in de zeventiende eeuw leefde en Mulisch pas na de oorlog debuteerde.",
      "cursief kort weerlegt", lab="explanation/supports-distractor", zet=3),

    q("eeuw-van-vondel",
      "In welke eeuw leefde Joost van den Vondel?",
      ["In de zeventiende eeuw", "In de vijftiende eeuw", "In de negentiende eeuw", "In de twintigste eeuw"],
      "Vondel leefde van 1587 tot 1679 en is daarmee bij uitstek een dichter van de Gouden Eeuw.",
      "kort parafrase", lab="explanation/supports-distractor", zet=2),

    q("boek-van-hella-haasse",
      "Welk boek van Hella Haasse verscheen in 1948?",
      ["*Oeroeg*", "*De avonden*", "*Het Achterhuis*", "*Eline Vere*"],
      "Haasse maakte naam met *Oeroeg*, over de vriendschap tussen een Nederlandse jongen en een Indonesische jongen in Nederlands-Indië.",
      "cursief kort", lab="explanation/supports-distractor", zet=1),

    q("schrijver-van-oude-menschen",
      "Wie schreef *Van oude menschen, de dingen die voorbij gaan*?",
      ["Louis Couperus", "Frederik van Eeden", "Herman Gorter", "Frederik van Eeden."],
      "Couperus publiceerde deze roman over een oud familiegeheim in 1906, in het Haagse milieu dat hij ook in *Eline Vere* beschreef.",
      "cursief kort", lab="answer/duplicate-option", dup=(1, 3)),
]
