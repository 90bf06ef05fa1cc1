from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "vogelkunde"
TITLE = "Vogelkunde"
DESCRIPTION = "Bouw, gedrag, trek en herkenning van vogels, met nadruk op soorten in Nederland."

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "roodborst-wetenschappelijke-naam",
      "Welke vogel draagt de wetenschappelijke naam Erithacus rubecula?",
      ["Gekraagde roodstaart", "Roodborst", "Winterkoning"],
      "B",
      "Erithacus rubecula is de roodborst, het bekende tuinvogeltje met de oranjerode borst en keel.",
      style=[KORT]),

    q(NONE, "koekoek-broedparasiet",
      "Welke in Nederland voorkomende vogel legt zijn eieren in de nesten van andere soorten en laat het uitbroeden en grootbrengen aan hen over?",
      ["Koekoek", "Grutto", "Boomklever", "Kerkuil"],
      "A",
      "Het vrouwtje van de koekoek legt telkens één ei in het nest van een waardvogel, zoals een kleine karekiet of graspieper. "
      "Het koekoeksjong werkt de eieren of jongen van de waard over de rand en wordt daarna door de pleegouders gevoerd. "
      "De grutto, boomklever en kerkuil broeden hun eigen eieren uit en zorgen zelf voor hun jongen.",
      style=[AFL]),

    q(NONE, "huismus-geen-afrikatrekker",
      "Welke van de volgende soorten overwintert NIET in Afrika ten zuiden van de Sahara?",
      ["Boerenzwaluw", "Gierzwaluw", "Huismus", "Koekoek"],
      "C",
      "De huismus is een standvogel: hij blijft het hele jaar in de buurt van zijn broedplaats en trekt niet weg. "
      "Boerenzwaluw, gierzwaluw en koekoek zijn juist langeafstandstrekkers die de winter in Afrika ten zuiden van de Sahara doorbrengen.",
      style=[NEG, AFL]),

    q(NONE, "smienten-telling-afname",
      "Bij een watervogeltelling worden in januari 1240 smienten in een polder geteld. In februari is het aantal met 25% afgenomen. Hoeveel smienten worden er in februari geteld?",
      ["310", "930", "1215", "1550"],
      "B",
      "Een afname van 25% betekent dat er 75% overblijft: 0,75 × 1240 = 930 smienten. "
      "Het getal 310 is alleen de afname zelf, en 1550 krijg je als je het aantal ten onrechte met 25% verhoogt.",
      style=[R, AFL]),

    q(NONE, "grutto-nationale-vogel",
      "Welke vogel werd in 2015 na een publieksverkiezing uitgeroepen tot nationale vogel van Nederland?",
      ["Grutto", "Ooievaar", "Lepelaar", "Kievit"],
      "A",
      "Bij die verkiezing won de weidevogel met de lange, rechte snavel en de roestbruine zomerborst, waarvan een groot deel van de West-Europese populatie in Nederlandse graslanden broedt. "
      "Juist omdat Nederland zo'n grote verantwoordelijkheid voor deze soort draagt, kreeg hij de titel.",
      style=[PARA]),

    q(NONE, "struisvogel-tenen",
      "Hoeveel tenen heeft een struisvogel aan elke poot?",
      ["Twee", "Drie", "Vier"],
      "A",
      "De struisvogel is de enige vogel met maar twee tenen per poot, een aanpassing aan het snelle rennen.",
      style=[KORT]),

    q(NONE, "braakbal-uil",
      "Wat is een braakbal van een uil?",
      ["Een hoopje uitwerpselen dat onder de roestplaats van de uil ligt",
       "Een bal van nestmateriaal die de uil vóór het broeden in elkaar draait",
       "Een prop van onverteerbare resten zoals haren en botjes die de uil via de bek uitspuugt"],
      "C",
      "Uilen slikken hun prooi vaak in zijn geheel door. Wat de maag niet kan verteren, zoals vacht, veren, botjes en schedeltjes, wordt samengeperst en een aantal uur later via de bek weer uitgebraakt. "
      "Omdat de schedels goed bewaard blijven, kun je uit braakballen afleiden welke muizen en spitsmuizen een uil heeft gegeten. "
      "Uitwerpselen zijn iets anders: die verlaten het lichaam via de cloaca.",
      style=[AFL]),

    q(NONE, "eclipskleed-woerd",
      "Wat verstaat men onder het eclipskleed van een mannelijke wilde eend (woerd)?",
      ["Het opvallende prachtkleed dat de woerd in de winter draagt",
       "Het onopvallende, op het vrouwtje lijkende verenkleed dat de woerd na de broedtijd draagt tijdens de rui",
       "Het donsverenkleed van een pas uitgekomen mannelijk kuiken"],
      "B",
      "Na de broedtijd ruit de woerd al zijn slagpennen tegelijk en kan hij enkele weken niet vliegen. "
      "In die kwetsbare periode draagt hij een bruin, vrouwtjesachtig schutkleed, het eclipskleed, dat hem minder opvallend maakt voor rovers. "
      "Het glanzende prachtkleed met de groene kop is juist het kleed dat hij vanaf de herfst weer draagt.",
      style=[AFL]),

    q(NONE, "kievit-nestvlieder",
      "Welke van de volgende soorten heeft jongen die nestvlieders zijn?",
      ["Merel", "Koolmees", "Kievit", "Boerenzwaluw"],
      "C",
      "Nestvlieders komen uit het ei met een dicht donskleed en open ogen en verlaten het nest binnen een dag, waarna ze zelf hun voedsel zoeken. "
      "De merel brengt kale, blinde jongen groot in een nest in een struik of heg; dat zijn nestblijvers die dagenlang worden gevoerd. "
      "Ook de koolmees is een nestblijver: de jongen groeien op in een boomholte of nestkast en vliegen pas na ongeveer drie weken uit. "
      "De kievit is de nestvlieder uit dit rijtje: zijn kuikens lopen al snel achter de ouders aan door het grasland en pikken zelf insecten. "
      "De boerenzwaluw ten slotte voert zijn jongen in een open komnest van modder in een stal, ook een typische nestblijver.",
      style=[LANG]),

    q(NONE, "tuinvogeltelling-maand",
      "In welke maand vindt de jaarlijkse [Nationale Tuinvogeltelling](https://www.vogelbescherming.nl) van Vogelbescherming Nederland plaats?",
      ["Januari", "Mei", "Augustus", "Oktober"],
      "A",
      "De telling wordt elk jaar in een weekend eind januari gehouden. In die koude periode komen veel vogels naar tuinen en voederplekken, zodat ze daar goed te tellen zijn.",
      markup="markdown",
      style=[LINK]),

    q(NONE, "passer-domesticus",
      "Welke vogel draagt de wetenschappelijke naam *Passer domesticus*?",
      ["Huismus", "Ringmus", "Heggenmus"],
      "A",
      "*Passer domesticus* is de huismus. De ringmus hoort tot hetzelfde geslacht maar heet *Passer montanus*, "
      "en de heggenmus is helemaal geen echte mus: hij heet *Prunella modularis* en hoort tot een andere familie.",
      markup="markdown",
      style=[CURS, AFL]),

    q(NONE, "lepelaar-foerageren",
      "Hoe zoekt een lepelaar gewoonlijk zijn voedsel?",
      ["Hij duikt vanuit de lucht het water in, zoals een visdief",
       "Hij zwaait met zijn halfgeopende snavel heen en weer door ondiep water",
       "Hij hakt met zijn snavel gaten in boomschors"],
      "B",
      "De lepelaar loopt door ondiep water en maait met zijn platte, lepelvormige snavel zijwaarts door het water. "
      "Zodra de snavel een garnaal of visje raakt, klapt hij dicht. Duiken vanuit de lucht is typisch voor sterns als de visdief, en gaten hakken in schors doen spechten.",
      style=[AFL]),

    q(NONE, "syrinx-stemorgaan",
      "Hoe heet het orgaan waarmee vogels zingen en roepen?",
      [("Larynx", "Niet juist: bij vogels maakt de larynx geen geluid."),
       ("Syrinx", "Goed: de syrinx ligt bij de splitsing van de luchtpijp."),
       ("Krop", "Niet juist: de krop is een voedselopslag in de slokdarm.")],
      "B",
      "Vogels maken geluid met de syrinx, die ligt waar de luchtpijp zich splitst in de twee bronchiën. "
      "Vogels hebben ook een larynx, maar die speelt bij hen geen rol bij het voortbrengen van geluid; bij zoogdieren is de larynx (het strottenhoofd) wel het stemorgaan. "
      "De krop is een verwijding van de slokdarm waarin voedsel wordt opgeslagen.",
      style=[AFL, FB]),

    q(NONE, "kropmelk-duiven",
      "In welk orgaan maken duiven de 'kropmelk' waarmee ze hun jongen voeren?",
      ["In de spiermaag", "In de kliermaag", "In de krop"],
      "C",
      "Kropmelk is een voedzame brij van afgestoten cellen uit de kropwand. Zowel het mannetje als het vrouwtje maakt het en braakt het op voor de jongen.",
      style=[]),

    q(NONE, "steentjes-spiermaag",
      "Waarom slikken veel zaadetende vogels kleine steentjes in?",
      ["Om voedsel in de spiermaag fijn te malen",
       "Om zwaarder te worden zodat ze beter kunnen duiken",
       "Om zich te beschermen tegen darmparasieten"],
      "A",
      "Vogels hebben geen tanden. De gespierde maagwand knijpt de ingeslikte steentjes tegen de harde zaden, zodat die worden vermalen, zoals een molensteen graan maalt.",
      style=[PARA]),

    q(NONE, "boerenzwaluw-afstand-per-dag",
      "Een boerenzwaluw legt op de trek van Nederland naar Zuid-Afrika ongeveer 10.000 km af in 50 dagen. Hoeveel kilometer vliegt hij dan gemiddeld per dag?",
      ["20 km", "200 km", "500 km", "2000 km"],
      "B",
      "Deel de afstand door het aantal dagen: 10.000 km ÷ 50 = 200 km per dag.",
      compute=("10000 / 50", "km"),
      style=[R, KORT]),

    q(NONE, "nestkasten-bezettingsgraad",
      "Een vogelwerkgroep hangt 80 nestkasten op. In het voorjaar blijken er 60 bewoond te zijn. Wat is de bezettingsgraad?",
      ["60%", "75%", "80%", "133%"],
      "B",
      "De bezettingsgraad is het aantal bezette kasten gedeeld door het totaal: 60 ÷ 80 = 0,75, dus 75%. "
      "Wie 80 door 60 deelt, komt op 133% uit, maar dat is de verhouding omgekeerd; meer dan 100% van de kasten kan nooit bezet zijn.",
      style=[R, AFL]),

    q(NONE, "roofvogel-kenmerken-niet",
      "Welk kenmerk hoort NIET bij roofvogels zoals de buizerd en de havik?",
      ["Een kromme, scherpe snavel", "Sterke poten met scherpe nagels", "Een scherp gezichtsvermogen", "Zwemvliezen tussen de tenen"],
      "D",
      "Zwemvliezen vind je bij eenden, ganzen en meeuwen, niet bij roofvogels; die pakken hun prooi met hun klauwen en scheuren hem met de haaksnavel. Scherp zien hoort juist bij hun manier van jagen.",
      style=[NEG]),

    q(NONE, "oehoe-grootste-uil",
      "Wat is de grootste uilensoort van Europa?",
      ["Kerkuil", "Ransuil", "Steenuil", "Oehoe"],
      "D",
      "De oehoe heeft een spanwijdte tot ruim 1,7 meter en is daarmee de grootste uil van Europa.",
      style=[KORT]),

    q(NONE, "ringonderzoek-doel",
      "Wat is het belangrijkste doel van het ringen van vogels?",
      ["Voorkomen dat vogels in vliegtuigmotoren terechtkomen",
       "Individuele vogels herkenbaar maken, zodat trekroutes, leeftijd en overleving onderzocht kunnen worden",
       "Vogels beschermen tegen ziekten"],
      "B",
      "Elke ring draagt een unieke code en het adres van een ringcentrale. Wordt een geringde vogel later teruggevangen, afgelezen of dood gevonden, dan weet men waar en wanneer hij eerder was. "
      "Zo ontstaan gegevens over trekwegen, overwinteringsgebieden, levensduur en sterfte. Een ring beschermt een vogel niet tegen ziekte en houdt hem evenmin weg van vliegvelden.",
      style=[AFL]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "huiszwaluw-moddernest",
      "Welke vogel metselt met klompjes modder een gesloten nest met een kleine invliegopening aan de buitenkant van gebouwen, onder de dakrand?",
      [("Boerenzwaluw", "Nee. De boerenzwaluw bouwt een open kom binnen in stallen en schuren."),
       ("Huiszwaluw", "Goed gezien: het gesloten moddernest onder de dakrand is typisch voor de huiszwaluw."),
       ("Gierzwaluw", "Nee. De gierzwaluw gebruikt geen modder en broedt onder dakpannen.")],
      "B",
      "Dit is de huiszwaluw: hij bouwt zijn bolvormige nest van modder buiten tegen de muur, direct onder de dakgoot of dakrand. "
      "De boerenzwaluw gebruikt ook modder, maar bouwt binnen, in stallen en schuren, een open nestkom. "
      "De gierzwaluw metselt helemaal niet met modder; hij broedt in holtes onder dakpannen.",
      moved_to="A",
      style=[AFL, FB]),

    q(MOVED, "visdieven-jongen-per-paar",
      "Een kolonie van 400 broedparen visdieven brengt dit jaar gemiddeld 1,5 jong per paar groot. Hoeveel jongen vliegen er in totaal uit?",
      ["267", "600", "800"],
      "B",
      "Vermenigvuldig het aantal paren met het gemiddelde aantal jongen per paar: 400 × 1,5 = 600 uitgevlogen jongen.",
      moved_to="C",
      style=[R, KORT]),

    q(MOVED, "rui-onjuiste-uitspraak",
      "Welke uitspraak over de rui van vogels is onjuist?",
      ["Bij de rui worden versleten veren vervangen door nieuwe",
       "Veel eenden en ganzen kunnen tijdens de rui van hun slagpennen enkele weken niet vliegen",
       "Een vogel ruit pas voor het eerst als hij ouder is dan tien jaar"],
      "C",
      "De rui begint al in het eerste levensjaar: jonge vogels wisselen hun jeugdkleed binnen enkele maanden gedeeltelijk of geheel, en daarna ruien de meeste soorten minstens eens per jaar. "
      "Wachten tot een leeftijd van tien jaar zou onmogelijk zijn, omdat veren na verloop van tijd slijten en dan niet meer goed isoleren of dragen. "
      "Dat versleten veren worden vervangen en dat veel watervogels tijdelijk niet kunnen vliegen omdat ze al hun slagpennen tegelijk verliezen, klopt allebei.",
      moved_to="A",
      style=[NEG]),

    # ------------------------------------------------------------ dubbele optie
    q(DUP, "goudhaan-kleinste-vogel",
      "Welke vogel is, samen met de vuurgoudhaan, de kleinste vogel van Europa?",
      ["Goudhaan", "Winterkoning", "Pimpelmees", "pimpelmees"],
      "A",
      "De goudhaan weegt slechts vijf à zes gram, minder dan de winterkoning of de pimpelmees. Hij leeft vooral in naaldbossen en heeft een gele kruinstreep.",
      dup=("C", "D"),
      style=[]),
]

RELATED = [
    ["koekoek-broedparasiet", "kievit-nestvlieder", "eclipskleed-woerd"],
    ["huismus-geen-afrikatrekker", "boerenzwaluw-afstand-per-dag", "ringonderzoek-doel"],
    ["syrinx-stemorgaan", "kropmelk-duiven", "steentjes-spiermaag"],
    ["roodborst-wetenschappelijke-naam", "passer-domesticus"],
    ["braakbal-uil", "oehoe-grootste-uil"],
    ["smienten-telling-afname", "nestkasten-bezettingsgraad", "tuinvogeltelling-maand"],
]
