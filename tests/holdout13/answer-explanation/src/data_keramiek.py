from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "keramiek"
TITLE = "Keramiek"
DESCRIPTION = "Klei, vormgeving, glazuren en stoken: materiaalkennis en techniek van de pottenbakker."

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "krimp-natte-maat",
      "Een klei krimpt van nat tot gebakken in totaal 12%. Hoe groot moet je een tegel in natte toestand maken als hij na het bakken 22 cm moet zijn?",
      ["19,4 cm", "24,6 cm", "25 cm", "34 cm"],
      "C",
      "De gebakken maat is 88% van de natte maat, dus natte maat = 22 ÷ 0,88 = 25 cm. "
      "De valkuil is 22 × 1,12 = 24,6 cm: 12% erbij tellen is niet hetzelfde als terugrekenen van een krimp van 12%.",
      compute=("22 / (1 - 0.12)", "cm"),
      style=[R, AFL]),

    q(NONE, "biscuitbrand-betekenis",
      "Wat is een biscuitbrand?",
      ["De eerste, meestal ongeglazuurde brand waarbij de klei hard en nog poreus wordt",
       "Een brand waarbij het werk zoutglazuur krijgt",
       "Het drogen van klei in de zon"],
      "A",
      "Bij de biscuitbrand, meestal rond 900 à 1000 °C, verandert gedroogde klei onomkeerbaar in keramiek. Het werk blijft poreus genoeg om daarna glazuur op te zuigen.",
      style=[]),

    q(NONE, "steengoed-versus-aardewerk",
      "Wat onderscheidt steengoed van aardewerk?",
      ["Steengoed is altijd wit en doorschijnend",
       "Steengoed wordt niet gebakken maar aan de lucht gedroogd",
       "Steengoed is op hogere temperatuur gebakken en zo ver gesinterd dat de scherf vrijwel geen water meer opneemt"],
      "C",
      "Aardewerk wordt bij zo'n 1000 à 1100 °C gestookt en blijft poreus. Steengoed wordt tot ongeveer 1200 à 1300 °C gestookt, waardoor de deeltjes aan elkaar sinteren en de scherf dicht wordt. "
      "Wit en doorschijnend is een kenmerk van porselein, niet van steengoed.",
      style=[AFL]),

    q(NONE, "kaolien-porselein",
      "Welke kleisoort is de belangrijkste grondstof voor porselein?",
      ["Rode potklei", "Leem", "Kaolien"],
      "C",
      "Kaolien, of porseleinaarde, is een zuivere, witbakkende klei. Samen met veldspaat en kwarts vormt zij de klassieke porseleinmassa.",
      style=[KORT]),

    q(NONE, "geen-vormgevingstechniek",
      "Welke van de volgende technieken is GEEN vormgevingstechniek voor klei?",
      ["Draaien op de schijf", "Opbouwen met rollen", "Duimen", "Engoberen"],
      "D",
      "Draaien op de schijf is een vormgevingstechniek: de pottenbakker centreert een klomp klei op een draaiende schijf en trekt er een wand uit omhoog. "
      "Opbouwen met rollen, ook wel de worstjestechniek genoemd, is er ook een: lange rollen klei worden laag voor laag op elkaar gezet en dichtgestreken. "
      "Bij het duimen knijp je een bal klei met duim en vingers uit tot een kommetje; ook dat geeft de klei zijn vorm. "
      "Engoberen is het enige antwoord dat niet bij het vormgeven hoort: het is een decoratietechniek, waarbij het al gevormde werk met een laagje gekleurd kleislib wordt bedekt.",
      style=[NEG, LANG]),

    q(NONE, "engobe-betekenis",
      "Wat is een engobe?",
      ["Een dun vloeibaar kleimengsel, vaak gekleurd, dat als decoratielaag op het werk wordt aangebracht",
       "Een glazuur dat alleen uit as bestaat",
       "Een steunpen waarop werk in de oven staat"],
      "A",
      "Een engobe is kleislib, vaak met metaaloxiden gekleurd, dat op leerharde of droge klei wordt aangebracht en na de brand een matte kleurlaag vormt.",
      style=[]),

    q(NONE, "kobaltoxide-blauw",
      "Welk metaaloxide geeft de blauwe kleur aan traditioneel Delfts blauw?",
      [("Chroomoxide", "Chroomoxide geeft groen."),
       ("IJzeroxide", "IJzeroxide geeft gele tot bruine tinten."),
       ("Koperoxide", "Koperoxide geeft bij oxidatie groen en bij reductie rood."),
       ("Kobaltoxide", "Inderdaad: kobalt is de klassieke blauwmaker.")],
      "D",
      "Kobaltoxide geeft al in kleine hoeveelheden een diep blauw. "
      "Chroomoxide kleurt groen, ijzeroxide geeft tinten van geel tot roodbruin, en koperoxide geeft in een gewone stookatmosfeer groen.",
      style=[AFL, FB]),

    q(NONE, "koperrood-reductie",
      "In welke stookatmosfeer kleurt koperoxide in een glazuur rood?",
      ["In een oxiderende atmosfeer met volop zuurstof", "In een reducerende atmosfeer met weinig zuurstof", "Alleen in een elektrische oven zonder luchttoevoer"],
      "B",
      "Bij reductie wordt zuurstof aan het koperoxide onttrokken, zodat er fijne koperdeeltjes in het glazuur ontstaan die rood kleuren. Bij oxidatie blijft koper groen of turquoise.",
      style=[PARA]),

    q(NONE, "kwartsinversie-temperatuur",
      "Bij welke temperatuur vindt de alfa-bètakwartsinversie plaats, waarbij kwarts plotseling van volume verandert?",
      ["100 °C", "573 °C", "900 °C", "1200 °C"],
      "B",
      "Bij 573 °C gaat kwarts met een kleine, plotselinge volumesprong over in een andere kristalvorm. "
      "Daarom moet een oven rond die temperatuur rustig opwarmen en afkoelen; bij 100 °C speelt alleen het verdampen van water.",
      style=[AFL]),

    q(NONE, "droog-voor-brand",
      "Waarom moet een werkstuk helemaal droog zijn voordat het de oven in gaat?",
      ["Omdat glazuur niet op droge klei hecht",
       "Omdat de oven anders te snel heet wordt",
       "Omdat achtergebleven water bij verhitting snel verdampt en het werk kan laten barsten of springen"],
      "C",
      "Water in de klei wordt bij verhitting stoom, dat veel meer ruimte inneemt. Kan die stoom niet snel genoeg ontsnappen, dan ontstaat er druk in de wand en kan een stuk scheuren of zelfs uit elkaar springen.",
      style=[PARA]),

    q(NONE, "leerhard-afdraaien",
      "In welke toestand wordt een gedraaide pot gewoonlijk afgedraaid om de voet te vormen?",
      ["Nat", "Leerhard", "Botdroog"],
      "B",
      "Leerharde klei is stevig genoeg om ondersteboven op de schijf te zetten, maar nog zacht genoeg om met een draaiijzer te bewerken.",
      style=[KORT]),

    q(NONE, "raku-techniek",
      "Wat is kenmerkend voor de *raku*-techniek zoals die in het Westen wordt toegepast?",
      ["Het werk wordt bij zeer lage temperatuur wekenlang gestookt",
       "Het werk wordt gloeiend heet uit de oven gehaald en vaak in brandbaar materiaal gereduceerd",
       "Het werk wordt ongebakken beschilderd en gelakt"],
      "B",
      "Bij westerse *raku* gaat het werk bij ongeveer 900 à 1000 °C uit de oven en belandt het in zaagsel of kranten. "
      "Het vuur onttrekt zuurstof aan glazuur en klei, wat metaalglanzen, craquelé en zwarte rookvlekken geeft.",
      markup="markdown",
      style=[CURS]),

    q(NONE, "kegels-warmtewerk",
      "Wat meet een pyrometrische kegel, zoals een Orton- of Segerkegel, in een oven?",
      ["Alleen de hoogste temperatuur die even is bereikt",
       "Het warmtewerk: het gecombineerde effect van temperatuur en tijd",
       "De hoeveelheid zuurstof in de oven"],
      "B",
      "Een kegel buigt om als hij genoeg warmte heeft opgenomen, en dat hangt af van de temperatuur én van hoe lang die is aangehouden. "
      "Een kegel is dus geen thermometer: langzaam stoken laat hem bij een lagere temperatuur al omvallen.",
      style=[AFL]),

    q(NONE, "glazuurrecept-veldspaat",
      "Een glazuurrecept bevat 40% veldspaat. Hoeveel gram veldspaat heb je nodig voor 2500 g droog glazuur?",
      ["400 g", "1000 g", "1250 g", "2100 g"],
      "B",
      "40% van 2500 g is 0,40 × 2500 = 1000 g veldspaat.",
      compute=("2500 * 0.40", "g"),
      style=[R, KORT]),

    q(NONE, "craquele-oorzaak",
      "Waardoor ontstaat craquelé, een netwerk van haarscheurtjes in het glazuur?",
      ["Doordat het glazuur bij afkoelen meer krimpt dan de scherf",
       "Doordat de scherf bij afkoelen meer krimpt dan het glazuur",
       "Doordat het glazuur te dun is opgebracht"],
      "A",
      "Heeft het glazuur een grotere uitzettingscoëfficiënt dan de scherf, dan wil het bij afkoelen meer krimpen, komt het onder trekspanning te staan en scheurt het. "
      "Krimpt de scherf juist meer, dan komt het glazuur onder druk en kan het aan randen afschilferen; dat heet schilferen, geen craquelé.",
      style=[AFL]),

    q(NONE, "terra-sigillata",
      "Wat is terra sigillata?",
      ["Een Chinese porseleinsoort met blauwe decoratie",
       "Een glazuur op basis van houtas",
       "Rood, glanzend Romeins aardewerk dat met een zeer fijne kleislib is bedekt"],
      "C",
      "Romeinse pottenbakkers bedekten hun vaatwerk met de fijnste fractie van een ijzerrijke klei, die na het bakken een gladde, roodglanzende laag gaf, zonder echt glazuur. Vaak droeg het een stempel van de werkplaats.",
      style=[]),

    q(NONE, "centreren-eerste-stap",
      "Wat is bij het draaien op de pottenbakkersschijf de eerste stap nadat de klei op de schijf is gezet?",
      ["Centreren", "Afdraaien", "Openen"],
      "A",
      "Eerst moet de klomp precies in het midden van de draaiende schijf komen; pas dan kun je hem openen en optrekken.",
      style=[KORT]),

    q(NONE, "opstookduur-berekenen",
      "Een oven wordt met 100 °C per uur opgestookt van 20 °C tot 1000 °C. Hoe lang duurt het opstoken?",
      ["4,9 uur", "9,8 uur", "12 uur", "20 uur"],
      "B",
      "De oven moet 1000 − 20 = 980 °C stijgen. Bij 100 °C per uur duurt dat 980 ÷ 100 = 9,8 uur.",
      compute=("(1000 - 20) / 100", "uur"),
      style=[R]),

    q(NONE, "glasvormer-glazuur",
      "Welke component is in een glazuur de eigenlijke glasvormer?",
      ["Siliciumdioxide (kwarts)", "Aluminiumoxide", "Kobaltoxide"],
      "A",
      "Siliciumdioxide vormt het glasnetwerk. Aluminiumoxide maakt het glazuur stroperiger en stabieler, en kobaltoxide is een kleurmiddel.",
      style=[AFL]),

    q(NONE, "gipsmal-slib-gieten",
      "Waarom worden voor het gieten van kleislib mallen van gips gebruikt?",
      ["Omdat gips bestand is tegen de stooktemperatuur van de oven",
       "Omdat gips de klei een glanzend oppervlak geeft",
       "Omdat gips water uit de slib opzuigt, zodat zich tegen de wand een laag klei vastzet"],
      "C",
      "De poreuze gipswand trekt water aan; tegen de wand dikt de slib in tot een laag klei. Is die dik genoeg, dan giet men de overtollige slib terug en blijft er een holle vorm achter. "
      "In de oven gaat de mal niet mee.",
      style=[AFL]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "glazuurbrand-tweede",
      "Hoe heet de brand waarin het glazuur van een eerder gebakken werkstuk smelt?",
      ["Biscuitbrand", "Glazuurbrand", "Rakubrand"],
      "B",
      "Nadat het werk in de eerste brand hard is geworden en is geglazuurd, gaat het opnieuw de oven in voor de glazuur- of gladbrand. "
      "De biscuitbrand is juist die eerste brand zonder glazuur.",
      moved_to="A",
      style=[AFL]),

    q(MOVED, "krimp-in-twee-stappen",
      "Een klei krimpt bij het drogen 5% en daarna bij het bakken nog 7% van de droge maat. Een tegel is nat 20 cm lang. Hoe lang is hij na het bakken ongeveer?",
      ["17,7 cm", "18,6 cm", "22,4 cm"],
      "A",
      "Na het drogen is de tegel 20 × 0,95 = 19 cm. Daarna gaat er 7% van 19 cm af: 19 × 0,93 ≈ 17,7 cm.",
      moved_to="B",
      style=[R, KORT]),

    q(MOVED, "klei-kneden-doel",
      "Waarom kneedt een pottenbakker de klei voordat hij gaat draaien?",
      ["Om de klei sneller te laten drogen",
       "Om luchtbellen te verwijderen en de klei overal even vochtig en gelijkmatig te maken",
       "Om de klei een donkerdere kleur te geven"],
      "B",
      "Een luchtbel in de wand kan in de oven openbarsten, en ongelijk vochtige klei draait scheef en krimpt ongelijk. "
      "Door te kneden, bijvoorbeeld met de ramshoornmethode, wordt de klomp homogeen en luchtvrij.",
      moved_to="C",
      style=[PARA]),
]

RELATED = [
    ["krimp-natte-maat", "droog-voor-brand", "leerhard-afdraaien", "centreren-eerste-stap"],
    ["biscuitbrand-betekenis", "kegels-warmtewerk", "opstookduur-berekenen", "kwartsinversie-temperatuur"],
    ["steengoed-versus-aardewerk", "kaolien-porselein", "terra-sigillata"],
    ["kobaltoxide-blauw", "koperrood-reductie", "glasvormer-glazuur", "glazuurrecept-veldspaat", "craquele-oorzaak"],
    ["geen-vormgevingstechniek", "engobe-betekenis", "gipsmal-slib-gieten", "raku-techniek"],
]
