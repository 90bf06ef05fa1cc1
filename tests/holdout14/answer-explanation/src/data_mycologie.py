from common import *

TOPIC = {
    "id": "mycologie",
    "title": "Mycologie",
    "description": "De biologie van schimmels, gisten en paddenstoelen: bouw, voortplanting, ecologie en gebruik.",
}

QUESTIONS = [
    q(NONE, "sporenprint-doel",
      "Waarvoor maakt een mycoloog een sporenprint van een plaatjeszwam?",
      ["Om de kleur van de sporen vast te stellen als kenmerk bij het determineren",
       "Om aan de dichtheid van de afdruk af te lezen hoe oud het vruchtlichaam precies is",
       "Om na te gaan of de paddenstoel giftige stoffen bevat en dus eetbaar is"],
      "A",
      "Wie de hoed een paar uur met de plaatjes omlaag op papier legt, krijgt een afdruk van neergedwarrelde sporen. "
      "Of die afdruk wit, roze, bruin of zwart is, helpt om de soort op naam te brengen.",
      [PARAFRASE]),

    q(NONE, "mycelium-definitie",
      "Wat is het mycelium van een schimmel?",
      ["Het vruchtlichaam met hoed en steel dat in de herfst boven de grond verschijnt",
       "De vruchtbare laag aan de onderkant van de hoed, waarop de sporen worden gevormd",
       "Het vertakte netwerk van draden waarmee de schimmel groeit en voedsel opneemt"],
      "C",
      "De paddenstoel is niet het mycelium maar alleen het vruchtlichaam; het eigenlijke organisme is het netwerk van hyfen "
      "dat in de bodem of in hout groeit. De sporenvormende laag onder de hoed heet het hymenium.",
      [WEERLEGT]),

    q(NONE, "schimmels-fotosynthese",
      "Welke bewering over schimmels is NIET juist?",
      ["Hun celwanden bevatten chitine",
       "Ze verteren voedsel buiten hun lichaam en nemen de opgeloste stoffen op",
       "Ze maken met bladgroen hun eigen suikers door fotosynthese"],
      "C",
      "Schimmels bezitten geen bladgroen en kunnen dus niet fotosynthetiseren. De andere twee uitspraken kloppen wel: "
      "chitine, dezelfde stof als in het pantser van insecten, is het belangrijkste bouwmateriaal van hun celwand, "
      "en schimmels scheiden enzymen uit die het voedsel buiten de cel afbreken, waarna ze de opgeloste stoffen opnemen.",
      [NEG]),

    q(NONE, "mycorrhiza-definitie",
      "Wat is mycorrhiza?",
      ["Een schimmelziekte die de fijne wortels van bomen aantast en langzaam laat wegrotten",
       "Een laag dood blad waarin schimmels overwinteren",
       "Een verzameling harde, knolvormige rustlichamen waarin schimmels ondergronds jarenlang overleven",
       "Een samenwerking waarbij schimmeldraden water en mineralen aan wortels leveren in ruil voor suikers"],
      "D",
      "Optie A beschrijft wortelrot, een aantasting door parasitaire schimmels; bij mycorrhiza heeft de plant juist voordeel "
      "van de schimmel. Optie B gaat over de strooisellaag, waarin vooral saprotrofe schimmels dood materiaal afbreken; "
      "dat heeft met samenwerking met levende wortels niets te maken. Optie C beschrijft eerder sclerotiën: harde "
      "rustlichamen van sommige schimmels, maar geen verbinding tussen schimmel en plant. "
      "Optie D is juist: de schimmeldraden vergroten het opnemende oppervlak van de wortels enorm en leveren water, "
      "fosfaat en stikstof, terwijl de plant een deel van de suikers uit de fotosynthese afstaat. "
      "Het grootste deel van de landplanten gaat zo'n samenwerking aan.",
      [LANG, WEERLEGT]),

    q(NONE, "biologische-efficientie-oesterzwam",
      "Een oesterzwamkweker gebruikt 40 kg droog stro als substraat en oogst in totaal 30 kg verse oesterzwammen. "
      "Hoe groot is de biologische efficiëntie (vers gewicht aan paddenstoelen gedeeld door droog gewicht aan substraat)?",
      ["57%", "75%", "133%"],
      "B",
      "Dertig kilo verse zwammen op veertig kilo droog stro geeft dertig gedeeld door veertig, oftewel driekwart: "
      "een efficiëntie van vijfenzeventig procent.",
      [REKEN, GETAL_WOORD],
      compute=("30 / 40 * 100", "%")),

    q(NONE, "sporensuspensie-verdunnen",
      "Een sporensuspensie bevat 2,4 miljoen sporen per ml. Je verdunt 1 ml ervan met water tot een totaal van 100 ml. "
      "Hoeveel sporen per ml bevat de verdunning?",
      ["240 sporen per ml", "2400 sporen per ml", "24.000 sporen per ml"],
      "C",
      "Verdunnen tot het honderdvoudige volume deelt de concentratie door 100: 2.400.000 / 100 = 24.000 sporen per ml.",
      [REKEN, KORT],
      compute=("2.4e6 / 100", "sporen per ml")),

    q(NONE, "fleming-penicilline",
      "Wie merkte in 1928 op dat een schimmel op een kweekplaat de groei van bacteriën remde, wat leidde tot de ontwikkeling van penicilline?",
      ["Louis Pasteur", "Robert Koch", "Alexander Fleming"],
      "C",
      "Fleming zag dat rond een Penicillium-kolonie op zijn plaat de stafylokokken waren afgestorven.",
      [KORT]),

    q(NONE, "kweekchampignon-soortnaam",
      "Welke wetenschappelijke naam hoort bij de gewone kweekchampignon uit de supermarkt?",
      ["*Agaricus bisporus*", "*Amanita muscaria*", "*Pleurotus ostreatus*"],
      "A",
      "De witte en de bruine kweekchampignon zijn allebei *Agaricus bisporus*. *Amanita muscaria* is de giftige "
      "vliegenzwam en *Pleurotus ostreatus* de oesterzwam, die ook gekweekt wordt maar geen champignon is.",
      [CURSIEF, WEERLEGT]),

    q(NONE, "bakkersgist-rijzen",
      "Waardoor rijst brooddeeg waaraan bakkersgist is toegevoegd?",
      ["De gist zet suikers om in koolstofdioxide en alcohol",
       "De gist breekt het gluten in het deeg af, waarbij lucht vrijkomt",
       "De gist neemt water op en zwelt"],
      "A",
      "Bakkersgist is een eencellige schimmel die in het zuurstofarme deeg suikers vergist; het gas dat daarbij vrijkomt, "
      "blijft hangen in het glutennetwerk en blaast het deeg op, de ethanol verdampt bij het bakken.",
      [PARAFRASE]),

    q(SUPPORTS, "geen-eetbare-paddenstoel",
      "Welke van deze paddenstoelen is GEEN eetbare soort?",
      ["De groene knolamaniet", "De cantharel", "Het eekhoorntjesbrood"],
      "A",
      "De groene knolamaniet is dodelijk giftig: haar amatoxinen geven pas na uren klachten en verwoesten intussen de "
      "lever. De andere twee zijn geliefde eetbare soorten: de cantharel herken je aan zijn dooiergele kleur en de "
      "lijsten onder de hoed, en eekhoorntjesbrood is een boleet met een dikke, licht genetvormde steel.",
      [NEG], moved_to="C"),

    q(DUP, "boleet-kenmerk",
      "Waarin verschilt een boleet, zoals eekhoorntjesbrood, van een plaatjeszwam?",
      ["Een boleet heeft geen steel en groeit direct op hout",
       "Een boleet heeft onder de hoed buisjes die uitkomen in poriën",
       "Een boleet vormt geen sporen",
       "Een boleet vormt geen sporen."],
      "B",
      "Bij boleten zit de sporenvormende laag in een sponsachtige laag buisjes, niet op plaatjes.",
      [KORT], dup=("C", "D", PUNT)),

    q(SUPPORTS, "heksenkring-ontstaan",
      "Hoe ontstaat een heksenkring van paddenstoelen in een grasveld?",
      [("Sporen worden door de wind in een cirkel neergelegd",
        "Nee: wind verspreidt sporen willekeurig en legt geen cirkels."),
       ("Regenwater stroomt vanaf het midden in een ring weg en laat aan de rand overal sporen achter",
        "Nee: de vorm van de kring hangt niet af van het regenwater."),
       ("Het mycelium groeit vanuit één punt naar buiten en vormt aan de buitenrand vruchtlichamen",
        "Juist: de kring is de buitenrand van één groeiend mycelium.")],
      "C",
      "Onder de grond breidt het schimmelnetwerk zich gelijkmatig in alle richtingen uit. Waar het jonge, actieve deel zit, "
      "aan de rand, komen de paddenstoelen op; het oudere midden raakt uitgeput, zodat een steeds wijdere ring ontstaat.",
      [PARAFRASE, FEEDBACK], moved_to="A"),

    q(NONE, "heksenkring-groeitijd",
      "Het mycelium van een heksenkring groeit elk jaar 20 cm naar buiten, in alle richtingen even snel. "
      "Na hoeveel jaar heeft een kring die als punt begon een diameter van 5 m?",
      ["6,25 jaar", "12,5 jaar", "25 jaar"],
      "B",
      "Een diameter van vijf meter betekent een straal van 250 centimeter. Bij 20 centimeter groei per jaar duurt dat "
      "250 / 20 = 12,5 jaar.",
      [REKEN, EENHEID_WOORD, GETAL_WOORD],
      compute=("500 / 2 / 20", "jaar")),

    q(NONE, "korstmos-definitie",
      "Wat is een korstmos?",
      ["Een primitief mos zonder wortels dat zich met haartjes aan kale rotsen hecht",
       "Een schimmel die mossen parasiteert",
       "Een samenlevingsvorm van een schimmel met een alg of een cyanobacterie"],
      "C",
      "Ondanks de naam is een korstmos geen mos maar een vaste samenwerking: de schimmel levert vorm en bescherming, "
      "de alg of cyanobacterie maakt via fotosynthese suikers.",
      [WEERLEGT]),

    q(NONE, "moederkoren-ziekte",
      "Welke ziekte werd in de middeleeuwen veroorzaakt door roggebrood dat besmet was met moederkoren (*Claviceps purpurea*)?",
      ["Ergotisme, ook Sint-Antoniusvuur genoemd", "De pest, ook de Zwarte Dood genoemd", "Scheurbuik"],
      "A",
      "De sclerotiën van moederkoren bevatten alkaloïden die bloedvaten vernauwen en hallucinaties veroorzaken. "
      "De pest is een bacteriële infectie en scheurbuik een gebrek aan vitamine C; geen van beide komt van een schimmel.",
      [CURSIEF, WEERLEGT]),

    q(SUPPORTS, "saprotrofe-schimmels-rol",
      "Welke rol spelen saprotrofe schimmels in een bos?",
      ["Ze leggen stikstof uit de lucht vast en geven die aan de bomen door",
       "Ze breken dood organisch materiaal zoals hout en bladeren af",
       "Ze bestuiven bloemen van bosplanten"],
      "B",
      "Optie A beschrijft wat bepaalde bacteriën doen, bijvoorbeeld in de wortelknolletjes van vlinderbloemigen; "
      "schimmels kunnen geen stikstof uit de lucht binden. Optie B is juist: deze schimmels zijn de opruimers van het "
      "bos. Met hun enzymen breken ze zelfs taaie stoffen als lignine en cellulose af, zodat de voedingsstoffen uit "
      "afgevallen takken, stammen en blad weer beschikbaar komen voor planten en bodemleven. Zonder hen zou het bos "
      "onder een steeds dikkere laag strooisel verdwijnen. Optie C klopt niet, want bestuiving is het werk van insecten, "
      "wind en soms vogels; schimmels vormen geen stuifmeel en vervoeren het ook niet.",
      [LANG, WEERLEGT], moved_to="C"),

    q(NONE, "lamellen-functie",
      "Welk deel van een plaatjeszwam draagt de basidiën waarop de sporen ontstaan?",
      ["De lamellen onder de hoed", "De ring om de steel", "De beurs aan de voet"],
      "A",
      "De plaatjes of lamellen zijn bekleed met een vruchtbare laag vol basidiën, die elk meestal vier sporen afsnoeren. "
      "Ring en beurs zijn resten van het velum dat de jonge paddenstoel omhulde. Zie ook "
      "[Paddenstoel op Wikipedia](https://nl.wikipedia.org/wiki/Paddenstoel).",
      [LINK, WEERLEGT]),

    q(NONE, "aflatoxine-schimmel",
      "Welke schimmel vormt aflatoxinen op slecht bewaarde pinda's en maïs?",
      ["*Penicillium camemberti*", "*Aspergillus flavus*", "*Saccharomyces cerevisiae*"],
      "B",
      "*Aspergillus flavus* groeit op warm en vochtig bewaarde noten en granen en maakt dan het kankerverwekkende aflatoxine.",
      [KORT, CURSIEF]),

    q(NONE, "stuifzwam-verspreiding",
      "Hoe verspreidt een stuifzwam zijn sporen?",
      [("Met een kleverige, sterk ruikende sporenmassa die vliegen aantrekt en aan hun poten blijft hangen",
        "Nee: dat doen bijvoorbeeld stinkzwammen, die met hun geur vliegen lokken."),
       ("Via een opening in de top, waaruit sporen stuiven als regen of een tik de bol indrukt",
        "Juist: de rijpe bol werkt als een blaasbalg."),
       ("Door de rijpe sporen één voor één met kracht weg te schieten vanaf de plaatjes onder de hoed",
        "Nee: stuifzwammen hebben geen plaatjes; de sporen rijpen binnen in de bol.")],
      "B",
      "Bij een rijpe stuifzwam is het binnenste veranderd in een droge sporenmassa. Een vallende regendruppel of een tik "
      "drukt de dunne wand in, zodat er door het gaatje bovenin een rookwolkje sporen naar buiten wordt geblazen.",
      [FEEDBACK, PARAFRASE]),

    q(NONE, "geen-schimmel",
      "Welk van de volgende organismen is GEEN schimmel?",
      ["Bakkersgist", "Zwarte broodschimmel (*Rhizopus*)", "Zwarte roest op graan (*Puccinia graminis*)", "Een slijmzwam"],
      "D",
      "Slijmzwammen leken vroeger op schimmels en werden door mycologen bestudeerd, maar ze behoren tot de Amoebozoa, "
      "een heel andere groep. Bakkersgist is een eencellige schimmel, de zwarte broodschimmel is een schimmel met "
      "draadvormig mycelium en zwarte roest is een parasitaire schimmel die graanplanten aantast.",
      [NEG, CURSIEF]),

    q(NONE, "schimmel-dna-barcode",
      "Welk DNA-gebied is internationaal gekozen als standaardbarcode om schimmels op soort te brengen?",
      ["Het COI-gen in het mitochondriaal DNA", "Het rbcL-gen in het chloroplast-DNA", "De ITS-regio van het ribosomaal DNA"],
      "C",
      "COI is de gangbare barcode voor dieren en rbcL een van de barcodes voor planten, niet voor schimmels; bij schimmels "
      "varieert de ITS-regio tussen de ribosomale genen het best tussen soorten en laat zij zich het makkelijkst vermenigvuldigen.",
      [ACR, WEERLEGT]),

    q(NONE, "truffels-opsporen",
      "Hoe worden truffels traditioneel opgespoord?",
      ["Met getrainde honden of varkens", "Door te zoeken naar hoeden boven de grond", "Met een metaaldetector"],
      "A",
      "Truffels vormen hun vruchtlichamen onder de grond en verraden zich alleen door hun sterke geur. Een goed "
      "afgerichte hond ruikt die op, net als een zeug, die bovendien geneigd is de truffel zelf op te eten.",
      [PARAFRASE]),

    q(NONE, "substraat-vochtgehalte",
      "Een kweker wil 5 kg droog substraat zoveel water geven dat het vocht 60% van het totale gewicht uitmaakt. "
      "Hoeveel water moet hij toevoegen?",
      ["3 kg", "7,5 kg", "12,5 kg"],
      "B",
      "Bij 60% vocht is het droge deel 40% van het geheel. Het totaal wordt dus 5 / 0,4 = 12,5 kg, waarvan "
      "12,5 − 5 = 7,5 kg water is. Drie kilo is 60% van het droge gewicht en 12,5 kg is het totaalgewicht, niet het water.",
      [REKEN, WEERLEGT],
      compute=("5 / 0.4 - 5", "kg")),

    q(NONE, "septa-hyfen",
      "Wat zijn septa in de schimmeldraden van veel schimmels?",
      ["Tussenschotten die een hyfe in cellen verdelen", "Kleine zakjes aan de top van de hyfen waarin sporen rijpen", "Wortelachtige uitlopers in de grond"],
      "A",
      "Septa zijn dwarswanden in de hyfen; een poriegat erin laat cytoplasma en soms kernen door.",
      [KORT]),
]
