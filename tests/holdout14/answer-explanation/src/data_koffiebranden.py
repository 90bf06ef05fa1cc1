from common import *

TOPIC = {
    "id": "koffiebranden",
    "title": "Koffiebranden",
    "description": "Hoe groene koffiebonen door verhitting hun kleur, aroma en smaak krijgen, en hoe een brander dat proces stuurt.",
}

QUESTIONS = [
    q(NONE, "eerste-crack",
      "Wat gebeurt er met de bonen bij de eerste crack tijdens het branden?",
      ["Het vocht in de boon verdampt, de druk stijgt en de boon scheurt hoorbaar open",
       "De olie in de boon wordt naar het oppervlak geperst, waardoor de boon donker gaat glanzen",
       "De suikers in de boon verbranden volledig tot as"],
      "A",
      "Stoom en gassen bouwen in de boon druk op tot de celwanden het begeven; de boon zwelt en knapt hoorbaar. "
      "Olie aan het oppervlak hoort bij donkere brandingen rond de tweede crack, niet bij de eerste, en van volledige "
      "verbranding is bij een normale branding geen sprake.",
      [WEERLEGT]),

    q(SUPPORTS, "maillardreactie-koffie",
      "Welke reactie tussen suikers en aminozuren zorgt tijdens het branden voor een groot deel van de bruine kleur en het aroma?",
      ["Karamellisatie", "De maillardreactie", "Oxidatie van vetten"],
      "B",
      "Bij de maillardreactie reageren reducerende suikers met aminozuren tot honderden geur- en kleurstoffen. "
      "Karamellisatie speelt ook mee, maar daarbij zijn alleen suikers betrokken, geen aminozuren.",
      [WEERLEGT], moved_to="A"),

    q(NONE, "gewichtsverlies-branden",
      "Een brander brandt 12 kg groene koffie en houdt 10,2 kg gebrande koffie over. Hoeveel procent gewichtsverlies is dat?",
      ["1,8%", "15%", "17,6%"],
      "B",
      "Het verlies is 12 − 10,2 = 1,8 kg, en 1,8 / 12 = 0,15, dus 15%. Wie door het eindgewicht van 10,2 kg deelt, komt "
      "op 17,6% uit, maar het verlies wordt uitgedrukt ten opzichte van het groene gewicht.",
      [REKEN, WEERLEGT],
      compute=("(12 - 10.2) / 12 * 100", "%")),

    q(NONE, "groene-koffie-inzetten",
      "Een brander verwacht 16% gewichtsverlies. Hoeveel groene koffie moet hij inzetten om 15 kg gebrande koffie te krijgen?",
      ["16,0 kg", "17,4 kg", "17,9 kg"],
      "C",
      "Na het branden blijft 84% van het gewicht over, dus 15 / 0,84 ≈ 17,9 kg. Het getal 17,4 kg ontstaat door 16% bij "
      "15 kg op te tellen; dat rekent het verlies over het verkeerde gewicht.",
      [REKEN, WEERLEGT],
      compute=("15 / (1 - 0.16)", "kg", 0.01)),

    q(NONE, "robusta-arabica",
      "Welke bewering over robusta, vergeleken met arabica, is juist?",
      ["Robusta groeit vooral op grote hoogte in koel klimaat",
       "Robusta bevat meer suikers en fruitige zuren",
       "Robusta bevat ongeveer twee keer zoveel cafeïne"],
      "C",
      "Robusta heeft een cafeïnegehalte van grofweg 2 tot 2,5% tegen 1 tot 1,5% bij arabica. Teelt op grote hoogte en "
      "een hoger gehalte aan suikers en zuren zijn juist kenmerken van arabica.",
      [WEERLEGT]),

    q(NONE, "donkere-branding-niet",
      "Welke bewering over een donkere branding is NIET juist?",
      ["De bonen bevatten meer van de oorspronkelijke fruitige zuren dan bij een lichte branding",
       "De bonen zijn vaak glanzend doordat olie uit de opengebroken cellen naar buiten komt",
       "De smaak bevat bittere en rokerige tonen"],
      "A",
      "Hoe langer en heter gebrand wordt, hoe meer zuren afbreken; fruitige zuurheid is juist typerend voor lichte "
      "brandingen. De andere uitspraken kloppen: bij een donkere branding breekt de celstructuur zo ver open dat olie naar "
      "buiten komt, en de verdere afbraak van suikers en andere stoffen geeft bittere, rokerige smaken.",
      [NEG]),

    q(NONE, "eenrichtingsventiel",
      "Waarvoor dient het eenrichtingsventiel in een zak met vers gebrande koffiebonen?",
      [("Om de koper aan de koffie te laten ruiken zonder de zak te openen",
        "Dat kan toevallig, maar het ventiel is er niet voor bedoeld."),
       ("Om vocht uit de lucht naar binnen te laten zodat de bonen niet uitdrogen",
        "Nee: vocht en zuurstof moeten juist buiten blijven."),
       ("Om het gas dat de bonen afgeven te laten ontsnappen zonder dat zuurstof binnenkomt",
        "Juist.")],
      "C",
      "Vers gebrande bonen blijven dagenlang koolstofdioxide uitstoten. Zonder uitweg zou de zak opbollen of barsten; het "
      "ventiel laat dat gas eruit maar houdt buitenlucht tegen, zodat het aroma minder snel oxideert.",
      [FEEDBACK, PARAFRASE]),

    q(NONE, "eerste-crack-fahrenheit",
      "De eerste crack begint bij een boontemperatuur van ongeveer 196 °C. Hoeveel is dat in graden Fahrenheit?",
      ["228 °F", "353 °F", "385 °F"],
      "C",
      "Vermenigvuldig honderdzesennegentig graden Celsius met 9/5 en tel er 32 bij op: 352,8 + 32 ≈ 385 graden Fahrenheit. "
      "Wie de 32 vergeet, komt op 353 uit; wie alleen 32 optelt, op 228.",
      [REKEN, EENHEID_WOORD, GETAL_WOORD, WEERLEGT],
      compute=("196 * 9 / 5 + 32", "°F", 0.02)),

    q(NONE, "ontwikkelingstijd-percentage",
      "Een branding duurt 10 minuten en de eerste crack begint na 8 minuten en 30 seconden. Hoe groot is de "
      "ontwikkelingsverhouding (DTR): het aandeel van de totale brandtijd dat na de eerste crack valt?",
      ["15%", "18%", "85%"],
      "A",
      "Na de crack volgt nog anderhalve minuut op een totaal van tien minuten: 1,5 / 10 = 0,15. Deel je door de tijd "
      "tot de crack, dan krijg je ongeveer 18%, maar de DTR gaat uit van de totale brandtijd.",
      [REKEN, ACR, GETAL_WOORD, WEERLEGT],
      compute=("1.5 / 10 * 100", "%")),

    q(NONE, "heteluchtbrander-trommelbrander",
      "Wat is het belangrijkste verschil tussen een heteluchtbrander en een trommelbrander?",
      ["Een heteluchtbrander heeft geen warmtebron nodig, omdat de bonen tijdens het branden zichzelf verwarmen",
       "In een heteluchtbrander zweven de bonen in hete lucht, in een trommelbrander tuimelen ze in een hete trommel",
       "Een trommelbrander brandt de bonen zonder ze te bewegen, zodat ze aan één kant donkerder worden"],
      "B",
      "Optie A klopt niet: elke brander heeft een warmtebron, en de bonen produceren pas laat in het proces zelf een "
      "beetje warmte. Optie B is juist: in een heteluchtbrander houdt een krachtige luchtstroom de bonen in beweging en "
      "gaat de warmte vrijwel alleen via convectie over, terwijl in een trommelbrander ook het contact met de hete "
      "trommelwand warmte overdraagt. Optie C is onjuist, want de trommel draait juist voortdurend en schoepen aan de "
      "binnenkant mengen de bonen, zodat ze gelijkmatig garen en niet aan de wand verschroeien. Het verschil in "
      "warmteoverdracht heeft gevolgen voor hoe snel een branding verloopt en hoe de brander haar bijstuurt.",
      [LANG, WEERLEGT]),

    q(NONE, "koffieboon-herkomst-plant",
      "Welk deel van de koffieplant is de koffieboon?",
      ["Een gedroogde knop van de bloem", "Een stukje van de wortel", "Het zaad uit de kersachtige vrucht"],
      "C",
      "De koffiebes bevat meestal twee zaden met de platte kant tegen elkaar; dat zijn de bonen.",
      [KORT, PARAFRASE]),

    q(NONE, "parelboon",
      "Wat is een parelboon (peaberry)?",
      ["Een boon die na een eerste branding nog een tweede keer kort wordt nagebrand",
       "Een boon die door een civetkat is gegeten en uitgescheiden",
       "Een boon uit een bes waarin maar één rond zaad is gegroeid in plaats van twee platte"],
      "C",
      "Bij een parelboon ontwikkelt zich slechts één zaad, dat rond uitgroeit omdat er geen tweede zaad tegenaan ligt.",
      [KORT, PARAFRASE]),

    q(SUPPORTS, "cafeine-tijdens-branden",
      "Hoe verandert de hoeveelheid cafeïne in een boon tijdens het branden?",
      ["Die blijft nagenoeg gelijk", "Die verdubbelt ongeveer", "Die verdwijnt bijna helemaal"],
      "A",
      "Cafeïne is een stabiele stof die bij brandtemperaturen nauwelijks afbreekt; per boon gaat er hoogstens een klein "
      "beetje verloren. Omdat een donkere boon lichter is, kan het gehalte per gram zelfs iets hoger uitvallen.",
      [PARAFRASE], moved_to="C"),

    q(NONE, "sca-specialty-score",
      "Welke score moet een koffie volgens de cuppingmethode van de SCA minstens halen om als specialty te gelden?",
      ["60 punten", "80 punten", "95 punten"],
      "B",
      "De Specialty Coffee Association legt de grens bij tachtig van de honderd punten.",
      [ACR, KORT, GETAL_WOORD]),

    q(NONE, "quakers",
      "Wat zijn quakers in een partij gebrande koffie?",
      ["Bonen die tijdens het branden in stukken zijn gebarsten",
       "Bonen met gaatjes van de koffiebessenboorder",
       "Bonen van onrijp geplukte bessen die licht van kleur blijven"],
      "C",
      "Onrijpe bessen leveren bonen met te weinig suikers; die kleuren in de brander nauwelijks bruin en smaken "
      "graanachtig. Branders sorteren ze na het branden met de hand of met een optische sorteermachine uit.",
      [PARAFRASE]),

    q(SUPPORTS, "afkoelsnelheid-bonen",
      "Na het branden moeten de bonen in 4 minuten afkoelen van 220 °C tot 40 °C. Hoeveel moet de temperatuur dan "
      "gemiddeld per minuut dalen?",
      ["10 °C per minuut", "45 °C per minuut", "55 °C per minuut"],
      "B",
      "Het verschil is honderdtachtig graden Celsius; verdeeld over vier minuten is dat gemiddeld 45 graden per minuut. "
      "Wie 220 door 4 deelt en op 55 uitkomt, vergeet dat de bonen niet tot nul graden hoeven af te koelen.",
      [REKEN, GETAL_WOORD, EENHEID_WOORD, WEERLEGT], moved_to="C"),

    q(NONE, "arabica-oorsprong",
      "Uit welk land is de koffieplant *Coffea arabica* oorspronkelijk afkomstig?",
      ["Ethiopië", "Brazilië", "Colombia"],
      "A",
      "De soort komt van nature voor in de hooglanden van Ethiopië. Brazilië is tegenwoordig de grootste producent, maar "
      "de plant werd daar pas in de achttiende eeuw ingevoerd. Meer achtergrond: [Koffie](https://nl.wikipedia.org/wiki/Koffie).",
      [CURSIEF, LINK, WEERLEGT]),

    q(NONE, "natuurlijke-gewassen-verwerking",
      "Wat is het verschil tussen de natuurlijke en de gewassen verwerking van koffiebessen?",
      ["Bij de natuurlijke verwerking wordt tijdens het branden geen water gebruikt om de bonen af te koelen",
       "Bij natuurlijke verwerking droogt de hele bes met vruchtvlees; bij gewassen verwerking gaat het vruchtvlees er eerst af",
       "Gewassen koffie wordt na het branden met water afgespoeld om zilvervlies en stof te verwijderen"],
      "B",
      "Bij de natuurlijke methode liggen de bessen weken in de zon te drogen voordat de zaden eruit gehaald worden; "
      "dat geeft vaak een zoete, fruitige smaak. Bij de gewassen methode wordt het vruchtvlees direct mechanisch verwijderd "
      "en gaan de bonen eerst door een gistingsbak en een wasgoot. Met het branden zelf heeft de verwerking niets te maken.",
      [PARAFRASE]),

    q(NONE, "batches-per-dag",
      "Een brander kan 15 kg groene koffie per batch verwerken. Eén batch duurt, inclusief laden en legen, 14 minuten. "
      "Hoeveel groene koffie kan hij in 7 uur branden?",
      ["105 kg", "210 kg", "450 kg"],
      "C",
      "Zeven uur is 420 minuten, goed voor 420 / 14 = 30 batches van 15 kg, samen 450 kg.",
      [REKEN, KORT, GETAL_WOORD],
      compute=("7 * 60 / 14 * 15", "kg")),

    q(NONE, "brandtijd-geen-invloed",
      "Welke factor heeft GEEN invloed op de tijd die nodig is om een bepaalde brandgraad te bereiken?",
      ["De hoeveelheid bonen die tegelijk in de trommel wordt gebrand",
       "Het vochtgehalte van de groene bonen bij aanvang van de branding",
       "De ingestelde temperatuur van de branderlucht",
       "De kleur van de zak waarin de gebrande bonen later worden verpakt"],
      "D",
      "De verpakking komt pas na het branden en beïnvloedt het brandproces dus niet. De andere factoren doen dat wel: een "
      "grotere lading neemt meer warmte op, nattere bonen hebben extra energie nodig om het water te verdampen, en "
      "hetere lucht draagt de warmte sneller over.",
      [NEG]),

    q(NONE, "swiss-water-cafeinevrij",
      "Hoe wordt bij het Swiss Water-procedé de cafeïne uit koffie gehaald?",
      ["Door de bonen extra lang en op lage temperatuur te branden",
       "Met water en koolstoffilters, zonder chemische oplosmiddelen",
       "Met dichloormethaan, dat na afloop volledig uit de bonen wordt afgedampt"],
      "B",
      "De groene bonen weken in water dat al verzadigd is met de andere oplosbare koffiestoffen, zodat vooral cafeïne "
      "eruit trekt; filters met actieve kool halen die cafeïne uit het water. Dichloormethaan wordt bij andere "
      "methoden gebruikt, niet bij dit procedé, en langer branden verwijdert nauwelijks cafeïne.",
      [WEERLEGT]),

    q(NONE, "tweede-crack",
      "Wat kenmerkt de tweede crack tijdens het branden?",
      ["De cellen breken verder open, olie komt naar buiten en de smaak wordt rokeriger",
       "Het eerste vocht in de bonen begint te verdampen en de bonen worden geel",
       "De bonen verliezen hun bruine kleur en worden weer lichter, bijna groen"],
      "A",
      "Bij de tweede crack bezwijkt de celstructuur verder: olie verschijnt aan het oppervlak en rokerige tonen nemen toe. Dit markeert het begin van de donkere brandingen.",
      [KORT]),

    q(DUP, "brandvliesje",
      "Hoe heet het dunne vliesje dat tijdens het branden van de bonen loslaat en in de cycloon wordt opgevangen?",
      ["Het perkament", "Het zilvervlies", "Het vruchtvlees", "Het Perkament"],
      "B",
      "Het perkament wordt al bij het pellen, vóór de export, verwijderd; wat in de brander loslaat, is het zilvervlies "
      "dat nog tegen de boon zat.",
      [WEERLEGT], dup=("A", "D", HOOFDLETTERS)),

    q(NONE, "rusten-voor-espresso",
      "Waarom laat men vers gebrande koffie vaak enkele dagen rusten voordat er espresso van wordt gezet?",
      ["Omdat de bonen nog veel koolstofdioxide afgeven, dat de extractie verstoort",
       "Omdat het aroma pas ontstaat wanneer de bonen met zuurstof reageren",
       "Omdat de bonen eerst vocht uit de lucht moeten opnemen"],
      "A",
      "Kort na het branden ontwijkt er zoveel gas dat het water in de filterhouder ongelijkmatig door het koffiebed "
      "stroomt. Na een paar dagen is het meeste gas ontweken en verloopt de extractie rustiger.",
      [PARAFRASE]),
]
