from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "numismatiek"
TITLE = "Numismatiek"
DESCRIPTION = "Munten en penningen: geschiedenis, materialen, terminologie en waardebepaling."

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "euro-chartaal-2002",
      "Op welke datum kwamen euromunten en eurobankbiljetten in Nederland in omloop?",
      ["1 januari 1999", "1 januari 2001", "1 januari 2002"],
      "C",
      "Op 1 januari 2002 werd de euro chartaal ingevoerd, dus als munten en biljetten in de portemonnee. "
      "1 januari 1999 is de datum waarop de euro giraal werd ingevoerd, alleen voor betalingen via de bank, terwijl de gulden nog het contante geld bleef.",
      style=[AFL]),

    q(NONE, "omrekenkoers-gulden-euro",
      "Wat was de vaste omrekenkoers van de gulden ten opzichte van de euro?",
      ["1 euro = 1,95583 gulden", "1 euro = 2,20371 gulden", "1 euro = 40,3399 gulden", "1 euro = 6,55957 gulden"],
      "B",
      "Voor de gulden werd de koers vastgezet op 2,20371 gulden per euro. "
      "De andere getallen zijn ook echte omrekenkoersen, maar van andere munteenheden: 1,95583 voor de Duitse mark, 40,3399 voor de Belgische frank en 6,55957 voor de Franse frank.",
      style=[AFL]),

    q(NONE, "honderd-gulden-in-euro",
      "Hoeveel euro was een bedrag van 100 gulden waard bij de officiële omrekenkoers van 2,20371?",
      ["€ 22,04", "€ 45,38", "€ 50,00", "€ 220,37"],
      "B",
      "Je deelt het guldenbedrag door de koers: 100 ÷ 2,20371 ≈ 45,378, afgerond € 45,38. "
      "Wie vermenigvuldigt in plaats van deelt, komt op € 220,37 uit; dat zou betekenen dat de euro minder waard was dan de gulden.",
      compute=("100 / 2.20371", "€"),
      style=[R, AFL]),

    q(NONE, "revers-keerzijde",
      "Hoe noemt een numismaat de keerzijde van een munt?",
      ["Avers", "Revers", "Rand"],
      "B",
      "De keerzijde heet revers; de voorzijde, vaak met het portret of wapen van de uitgever, heet avers.",
      style=[KORT, AFL]),

    q(NONE, "rijksdaalder-zilvergewicht",
      "De zilveren rijksdaalder uit de jaren 1959–1966 woog 15 gram en had een zilvergehalte van 720/1000. Hoeveel gram zuiver zilver bevatte één zo'n munt?",
      ["7,2 gram", "10,8 gram", "15 gram", "20,8 gram"],
      "B",
      "Een gehalte van 720/1000 betekent dat 72% van het gewicht zilver is: 15 g × 0,72 = 10,8 g. De rest is vooral koper.",
      compute=("15 * 720 / 1000", "gram"),
      style=[R]),

    q(NONE, "mercuriusstaf-muntteken",
      "Welk muntteken staat sinds de negentiende eeuw op munten van 's Rijks Munt in Utrecht, de voorloper van de Koninklijke Nederlandse Munt?",
      ["Een mercuriusstaf", "Een leeuw met zwaard", "Een vijfpuntige ster"],
      "A",
      "Het muntteken van de Utrechtse munt is de mercuriusstaf, de staf met twee slangen van Mercurius, de god van de handel. "
      "Daarnaast draagt een munt een muntmeesterteken, dat per muntmeester verschilt.",
      style=[]),

    q(NONE, "fleur-de-coin-betekenis",
      "Wat betekent de kwaliteitsaanduiding 'FDC' (fleur de coin) bij een munt?",
      ["De munt is speciaal geslagen met gepolijste stempels voor verzamelaars",
       "De munt is in perfecte, ongecirculeerde staat zonder enige slijtage of beschadiging",
       "De munt is door de munt zelf als vervalsing herkend"],
      "B",
      "FDC is de hoogste kwaliteitsgraad in de Europese schaal: een munt die er nog precies zo uitziet als toen hij van de stempel kwam. "
      "Slaan met gepolijste stempels noemt men proof of 'spiegelglans'; dat is een productiemethode, geen beschrijving van de staat waarin een munt verkeert.",
      style=[ACR, AFL]),

    q(NONE, "wet-van-gresham",
      "Wat houdt de wet van Gresham in?",
      ["Slecht geld verdrijft goed geld uit de omloop",
       "De waarde van een munt stijgt met de ouderdom",
       "Munten met meer edelmetaal worden sneller uitgegeven"],
      "A",
      "Als twee soorten munten dezelfde nominale waarde hebben maar een verschillende metaalwaarde, houden mensen de munten met veel edelmetaal vast en geven ze de minderwaardige munten uit. "
      "Daardoor blijft alleen het 'slechte' geld circuleren. De derde optie beschrijft dus precies het omgekeerde van wat er gebeurt.",
      style=[PARA, AFL]),

    q(NONE, "leeuwendaalder-handelsmunt",
      "Welke zilveren Nederlandse handelsmunt uit de zeventiende eeuw toonde een geharnaste ridder achter een schild met een leeuw, en werd veel gebruikt in de handel met het Midden-Oosten?",
      ["De dukaton", "De leeuwendaalder", "De stuiver"],
      "B",
      "De leeuwendaalder, met de leeuw op het schild, was in het Midden-Oosten zo gangbaar dat hij er een eigen bijnaam kreeg: 'abu kalb', vader van de hond, omdat men de leeuw voor een hond aanzag. "
      "De dukaton toont juist een ruiter te paard en wordt daarom ook zilveren rijder genoemd; de stuiver was een kleine munt van vijf cent.",
      style=[AFL]),

    q(NONE, "oude-muntnamen-onjuist",
      "Welke koppeling van een oude Nederlandse muntnaam aan een waarde is onjuist?",
      ["Stuiver – 5 cent", "Dubbeltje – 10 cent", "Kwartje – 25 cent", "Rijksdaalder – 5 gulden"],
      "D",
      "Een rijksdaalder was 2,50 gulden, de helft van wat hier staat. De stuiver, het dubbeltje en het kwartje hebben wel de genoemde waarden.",
      style=[NEG, KORT]),

    q(NONE, "bimetaal-euromunten",
      "Welke euromunten zijn bimetaal, met een kern en een ring van verschillende legeringen?",
      ["Alleen de munt van € 2", "De munten van € 1 en € 2", "De munten van 50 cent, € 1 en € 2", "Alle munten vanaf 10 cent"],
      "B",
      "Alleen de twee hoogste waarden zijn tweekleurig: € 1 heeft een witte kern in een gele ring, € 2 juist een gele kern in een witte ring. "
      "De munten van 10, 20 en 50 cent zijn uit één stuk Noords goud geslagen.",
      style=[AFL]),

    q(NONE, "noords-goud-legering",
      "Van welk materiaal zijn de euromunten van 10, 20 en 50 cent gemaakt?",
      ["Staal met een koperlaag", "Noords goud, een legering van vooral koper met aluminium, zink en tin", "Zuiver messing", "Koper-nikkel"],
      "B",
      "Staal met een koperlaag is het materiaal van de kleinste munten van 1, 2 en 5 cent; het staal maakt ze goedkoop en magnetisch. "
      "Noords goud is de goudkleurige legering van ongeveer 89% koper, 5% aluminium, 5% zink en 1% tin waarvan de 10, 20 en 50 cent zijn gemaakt; dat is dus het goede antwoord. "
      "Zuiver messing, een legering van koper en zink, wordt voor geen enkele euromunt als enig materiaal gebruikt. "
      "Koper-nikkel ten slotte zit wel in euromunten, maar alleen in de bimetaalmunten van € 1 en € 2, als ring of als deel van de kern. "
      "Een voordeel van Noords goud is dat het geen nikkel bevat en dus geen nikkelallergie veroorzaakt.",
      style=[LANG]),

    q(NONE, "elektrum-lydie",
      "Van welk metaal waren de oudste bekende munten uit Lydië in Klein-Azië (zevende eeuw v.Chr.) gemaakt?",
      ["Brons", "Elektrum", "IJzer"],
      "B",
      "De eerste Lydische munten waren van elektrum, een natuurlijk voorkomende legering van goud en zilver die in de rivier de Paktolos werd gevonden.",
      style=[]),

    q(NONE, "waardestijging-munt-procent",
      "Een verzamelaar koopt een munt voor € 80. Na een jaar is de munt 15% meer waard. Wat is de nieuwe waarde?",
      ["€ 68", "€ 92", "€ 95", "€ 120"],
      "B",
      "15% van € 80 is € 12. Tel je dat op bij de aankoopprijs, dan wordt de waarde € 92.",
      compute=("80 * 1.15", "€"),
      style=[R, KORT]),

    q(NONE, "uitgever-euromunten",
      "Wie geeft in Nederland de euromunten uit?",
      ["De Europese Centrale Bank", "De Nederlandsche Bank", "De Staat der Nederlanden, via het ministerie van Financiën"],
      "C",
      "Munten zijn in het eurogebied een zaak van de nationale overheden; de [ECB](https://www.ecb.europa.eu) keurt alleen de hoeveelheid goed. "
      "Bankbiljetten worden wél uitgegeven door de ECB en de nationale centrale banken, zoals De Nederlandsche Bank.",
      markup="markdown",
      style=[LINK, AFL]),

    q(NONE, "willem-alexander-munten",
      "Koning Willem-Alexander werd op 30 april 2013 ingehuldigd. In welk jaar verschenen de eerste Nederlandse euromunten met zijn beeltenis?",
      ["2002", "2014", "2016"],
      "B",
      "De munten met het portret van de nieuwe koning zijn met jaartal 2014 geslagen en kwamen begin dat jaar in omloop. Tot dan droegen alle Nederlandse euromunten sinds 2002 het portret van koningin Beatrix.",
      style=[AFL]),

    q(NONE, "sheldon-schaal-70",
      "Welke waarde op de Amerikaanse Sheldon-schaal staat voor een perfecte, ongecirculeerde munt?",
      ["10", "60", "70", "100"],
      "C",
      "De Sheldon-schaal loopt van 1 tot en met 70. MS-70 betekent een munt zonder enig zichtbaar gebrek, ook niet onder vijfvoudige vergroting; MS-60 is weliswaar ongecirculeerd, maar met duidelijke tekortkomingen.",
      style=[AFL]),

    q(NONE, "randschrift-twee-euro",
      "Welk randschrift staat op de Nederlandse munt van € 2?",
      ["JE MAINTIENDRAI", "EENDRACHT MAAKT MACHT", "GOD ZIJ MET ONS"],
      "C",
      "Op de rand van de Nederlandse tweeëuromunt staat 'GOD ZIJ MET ONS', net als vroeger op de rijksdaalder en de vijfgulden. "
      "'Je maintiendrai' is de wapenspreuk van het Koninkrijk, en 'Eendracht maakt macht' is de Belgische wapenspreuk.",
      style=[AFL]),

    q(NONE, "muntrol-twintig-cent",
      "Een muntrol bevat 40 munten van 20 cent. Wat is de totale waarde van de rol?",
      ["€ 2", "€ 8", "€ 20", "€ 80"],
      "B",
      "40 × € 0,20 = € 8,00.",
      compute=("40 * 0.20", "€"),
      style=[R, KORT]),

    q(NONE, "misslag-betekenis",
      "Wat verstaan verzamelaars onder een misslag?",
      ["Een munt die door een fout bij het slaan afwijkt, bijvoorbeeld doordat hij uit het midden is geslagen",
       "Een munt die later door een vervalser is nagemaakt",
       "Een munt waarvan de oplage is vernietigd voordat hij in omloop kwam"],
      "A",
      "Bij een misslag gaat er tijdens de productie iets mis: het muntplaatje ligt scheef onder de stempel, wordt twee keer geraakt, of krijgt de verkeerde stempel. "
      "Zulke stukken zijn echt, maar wijken af van de bedoelde munt, en juist daardoor zijn ze gewild.",
      style=[PARA]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "penning-definitie",
      "Wat is een penning in de numismatiek?",
      ["Een munt met een lage nominale waarde, zoals een cent",
       "Een muntvormig stuk zonder wettige betaalkracht, bijvoorbeeld geslagen ter herinnering of als onderscheiding",
       "Een ongebruikt muntplaatje dat nog geslagen moet worden"],
      "B",
      "Een penning lijkt qua vorm en techniek op een munt, maar je kunt er niet mee betalen. "
      "Penningen worden gemaakt om een gebeurtenis of persoon te gedenken, als prijs of onderscheiding, of als lidmaatschapsbewijs. "
      "Een cent is gewoon een munt, en een nog ongeslagen plaatje heet gewoon een muntplaatje.",
      moved_to="A",
      style=[AFL]),

    q(MOVED, "zilveren-munten-in-collectie",
      "Een collectie bestaat uit 240 munten, waarvan 15% van zilver is. Hoeveel zilveren munten bevat de collectie?",
      ["16", "24", "36", "60"],
      "C",
      "15% van 240 is 0,15 × 240 = 36 zilveren munten.",
      moved_to="B",
      style=[R, KORT]),

    q(MOVED, "gekartelde-rand-reden",
      "Waarom kregen zilveren en gouden munten vanaf de zeventiende eeuw vaak een gekartelde of beschreven rand?",
      ["Om de munt beter te kunnen vastpakken",
       "Om het afknippen of afvijlen van edelmetaal van de rand tegen te gaan",
       "Om de munt in een automaat te laten herkennen"],
      "B",
      "Zolang de waarde van een munt in het edelmetaal zat, loonde het om stukjes van de rand te schrapen en het metaal te verkopen. "
      "Een munt met een regelmatige kartelrand of randschrift verraadt zo'n ingreep meteen, en daarmee werd dat snoeien onaantrekkelijk. "
      "Automaten bestonden in die tijd nog niet.",
      moved_to="A",
      style=[PARA]),

    # ------------------------------------------------------------ dubbele optie
    q(DUP, "noodmunt-betekenis",
      "Wat is een noodmunt?",
      ["Een munt die alleen voor verzamelaars wordt geslagen.",
       "Een munt die in crisistijd, bijvoorbeeld tijdens een belegering, met beperkte middelen werd gemaakt",
       "Een munt die alleen voor verzamelaars wordt geslagen",
       "Een munt met een fout in de beeldenaar"],
      "B",
      "Noodmunten werden gemaakt als het gewone geld opraakte, zoals tijdens het beleg van Leiden in 1574, toen zelfs munten van papier en karton werden geslagen.",
      dup=("A", "C"),
      style=[]),
]

RELATED = [
    ["euro-chartaal-2002", "omrekenkoers-gulden-euro", "honderd-gulden-in-euro", "uitgever-euromunten"],
    ["bimetaal-euromunten", "noords-goud-legering", "randschrift-twee-euro", "muntrol-twintig-cent"],
    ["revers-keerzijde", "mercuriusstaf-muntteken", "misslag-betekenis"],
    ["fleur-de-coin-betekenis", "sheldon-schaal-70", "waardestijging-munt-procent"],
    ["rijksdaalder-zilvergewicht", "oude-muntnamen-onjuist", "wet-van-gresham"],
    ["elektrum-lydie", "leeuwendaalder-handelsmunt"],
    ["willem-alexander-munten", "uitgever-euromunten"],
]
