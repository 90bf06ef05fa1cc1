from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "ergonomie"
TITLE = "Ergonomie"
DESCRIPTION = "Werkplekinrichting, tillen, geluid, verlichting en antropometrie: werk afstemmen op de mens."

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "beeldscherm-hoogte",
      "Op welke hoogte plaats je een beeldscherm bij langdurig beeldschermwerk?",
      ["Met het midden van het scherm ruim boven ooghoogte",
       "Zo laag mogelijk, plat op het bureau",
       "Met de bovenrand op of iets onder ooghoogte"],
      "C",
      "Als je iets naar beneden kijkt, blijft de nek ontspannen en staan de ogen in een natuurlijke kijkhoek. "
      "Een scherm dat te hoog staat, laat je het hoofd achterover kantelen, en een plat scherm dwingt je juist tot een gebogen nek.",
      style=[PARA, AFL]),

    q(NONE, "kijkafstand-beeldscherm",
      "Welke kijkafstand tot het beeldscherm wordt meestal aangeraden?",
      ["Ongeveer 20 cm", "Ongeveer een armlengte", "Ongeveer twee meter"],
      "B",
      "Een afstand van ongeveer een armlengte is voor de meeste mensen comfortabel voor ogen en nek.",
      style=[KORT]),

    q(NONE, "kans-afkorting",
      "Waar staat de afkorting KANS voor, de term die in Nederland RSI heeft vervangen?",
      ["Kans op Arbeidsongeschiktheid door Nekspanning",
       "Kwaliteitseisen voor Arbeidsomstandigheden en Normen voor Schermwerk",
       "Klachten aan Arm, Nek en/of Schouders"],
      "C",
      "KANS staat voor klachten aan arm, nek en/of schouders. De term is breder dan RSI (repetitive strain injury), omdat niet alleen herhaalde bewegingen maar ook een statische houding en werkdruk een rol spelen.",
      style=[ACR]),

    q(NONE, "twintig-twintig-twintig",
      "Welke vuistregel wordt vaak gegeven om de ogen bij beeldschermwerk te ontspannen?",
      ["Knipper 20 keer snel achter elkaar aan het begin van elk uur",
       "Draai de helderheid van het scherm elke 20 minuten hoger",
       "Kijk elke 20 minuten ongeveer 20 seconden naar iets op minstens 6 meter afstand"],
      "C",
      "Bij lang kijken op korte afstand blijven de oogspieren aangespannen om scherp te stellen. Door af en toe in de verte te kijken ontspannen ze; dat is de zogenaamde 20-20-20-regel (20 voet is ongeveer 6 meter).",
      style=[]),

    q(NONE, "niosh-belastingsconstante",
      "Hoe groot is de belastingsconstante in de tilformule van NIOSH, de aanbevolen maximale last onder ideale omstandigheden?",
      ["15 kg", "23 kg", "25 kg", "50 kg"],
      "B",
      "De NIOSH-methode, van het Amerikaanse National Institute for Occupational Safety and Health, gaat uit van 23 kg. "
      "Wijken de omstandigheden af, bijvoorbeeld doordat de last ver van het lichaam is of er vaak getild wordt, dan wordt dat getal met factoren kleiner dan 1 verminderd.",
      style=[ACR]),

    q(NONE, "niosh-aanbevolen-gewicht",
      "Bij een tiltaak gelden in de NIOSH-formule de factoren: horizontale afstand 0,8, verticale hoogte 0,9, verplaatsingsafstand 1,0, asymmetrie 1,0, frequentie 0,75 en grip 0,95. Wat is de aanbevolen maximale last? (belastingsconstante 23 kg)",
      ["8,5 kg", "11,8 kg", "16,6 kg", "23 kg"],
      "B",
      "Vermenigvuldig de constante met alle factoren: 23 × 0,8 × 0,9 × 1,0 × 1,0 × 0,75 × 0,95 ≈ 11,8 kg. "
      "16,6 kg krijg je als je alleen de eerste twee factoren toepast.",
      compute=("23 * 0.8 * 0.9 * 1.0 * 1.0 * 0.75 * 0.95", "kg"),
      style=[R, ACR, AFL]),

    q(NONE, "werkhoogte-zittend",
      "Hoe stel je de hoogte van een bureau voor typewerk het best in?",
      ["Zo hoog mogelijk, zodat je dicht bij het scherm zit",
       "Zo laag dat de armen gestrekt naar beneden hangen",
       "Zo dat het werkblad ongeveer op ellebooghoogte ligt als de schouders ontspannen zijn"],
      "C",
      "Met het blad op ellebooghoogte kunnen de onderarmen ongeveer horizontaal rusten en hoeven de schouders niet omhoog. Te hoog trekt de schouders op, te laag laat je voorover buigen.",
      style=[]),

    q(NONE, "beeldschermwerk-onjuiste-aanbeveling",
      "Welke aanbeveling voor beeldschermwerk is onjuist?",
      ["Wissel zitten en staan regelmatig af",
       "Zet de voeten plat op de vloer of op een voetensteun",
       "Zet het beeldscherm haaks op het raam",
       "Leg het toetsenbord zo ver weg dat de armen gestrekt zijn"],
      "D",
      "Zitten en staan afwisselen is een goede aanbeveling: het voorkomt dat dezelfde spieren urenlang in één houding worden belast. "
      "Ook voeten plat op de vloer, of op een voetensteun als de stoel hoog moet staan, is juist; zo worden bovenbenen en rug goed ondersteund. "
      "Het scherm haaks op het raam zetten beperkt spiegelingen en verblinding, dus ook die aanbeveling klopt. "
      "Een toetsenbord dat zo ver weg ligt dat je de armen moet strekken, is daarentegen onjuist advies: de schouders en nek worden dan statisch belast. "
      "Het toetsenbord hoort dicht bij het lichaam te liggen, met de ellebogen ontspannen naast de romp.",
      style=[NEG, LANG]),

    q(NONE, "verlichting-kantoorwerk",
      "Welke verlichtingssterkte op het werkvlak wordt volgens de gangbare norm aanbevolen voor kantoorwerk zoals lezen en typen?",
      ["50 lux", "150 lux", "500 lux", "5000 lux"],
      "C",
      "Voor schrijven, typen en lezen geldt een richtwaarde van ongeveer 500 lux. 50 of 150 lux is te weinig voor leeswerk, en 5000 lux is een niveau dat je eerder buiten op een bewolkte dag aantreft.",
      style=[AFL]),

    q(NONE, "percentielen-p5-p95",
      "Waarom ontwerpt men werkplekken vaak voor gebruikers tussen het 5e en het 95e percentiel van een lichaamsmaat?",
      ["Omdat het ontwerp zo geschikt is voor 90% van de gebruikers, zonder dat het door de uiterste maten onpraktisch wordt",
       "Omdat dat de enige maten zijn die gemeten worden",
       "Omdat het ontwerp zo precies past voor de gemiddelde gebruiker"],
      "A",
      "Tussen P5 en P95 ligt het middelste negen tiende van de bevolking. Wie ook de allerkleinste en allergrootste mensen wil bedienen, krijgt vaak onevenredig dure of onhandige oplossingen.",
      style=[PARA]),

    q(NONE, "doorganghoogte-percentiel",
      "Op welke groep gebruikers stem je de minimale hoogte van een doorgang af?",
      ["De kleinste gebruikers (P5)", "De gemiddelde gebruiker (P50)", "De langste gebruikers (P95 of hoger)"],
      "C",
      "Bij een vrije ruimte, zoals een doorgang, moet ook de lange gebruiker erdoor kunnen; kleinere mensen passen dan vanzelf. "
      "Voor een reikafstand geldt het omgekeerde: die stem je af op de kleine gebruiker (P5).",
      style=[AFL]),

    q(NONE, "statische-belasting",
      "Waarom is langdurig statisch spierwerk, zoals urenlang met opgetrokken schouders werken, belastend?",
      ["Omdat aanhoudend aangespannen spieren slechter doorbloed worden, zodat ze vermoeid raken en klachten ontstaan",
       "Omdat de spieren daardoor te snel groeien",
       "Omdat het lichaam dan te veel zuurstof opneemt"],
      "A",
      "Een spier die voortdurend aangespannen blijft, drukt zijn eigen bloedvaten dicht. Er komt minder zuurstof aan en afvalstoffen worden slecht afgevoerd, wat vermoeidheid en pijn geeft.",
      style=[PARA]),

    q(NONE, "rie-afkorting",
      "Waar staat de afkorting RI&E voor in de Arbowet?",
      ["Risico-Inventarisatie en -Evaluatie", "Regeling Inspectie en Evaluatie", "Risico-Indicatie en Evacuatie"],
      "A",
      "Elke werkgever met personeel moet een risico-inventarisatie en -evaluatie laten maken, met een plan van aanpak. Meer informatie staat op het [Arboportaal](https://www.arboportaal.nl).",
      markup="markdown",
      style=[ACR, LINK]),

    q(NONE, "gehoorbescherming-actiewaarde",
      "Vanaf welk dagelijks geluidsniveau moet een werkgever gehoorbescherming beschikbaar stellen?",
      ["60 dB(A)", "80 dB(A)", "100 dB(A)"],
      "B",
      "Bij 80 dB(A), de onderste actiewaarde, moet gehoorbescherming beschikbaar zijn. Vanaf 85 dB(A) is het dragen ervan verplicht en moet de werkgever maatregelen nemen om het geluid te beperken.",
      style=[]),

    q(NONE, "twee-geluidsbronnen",
      "Twee machines produceren elk afzonderlijk 80 dB(A) op de werkplek. Hoe hoog is het geluidsniveau als ze tegelijk draaien?",
      ["80 dB(A)", "83 dB(A)", "86 dB(A)", "160 dB(A)"],
      "B",
      "Decibels tel je niet gewoon op, omdat de schaal logaritmisch is. Twee gelijke bronnen verdubbelen de geluidsenergie, en een verdubbeling komt overeen met 3 dB erbij: 83 dB(A). "
      "160 dB(A) zou ontstaan als je de getallen ten onrechte optelt.",
      style=[R, AFL]),

    q(NONE, "verticale-muis-voordeel",
      "Wat is het belangrijkste ergonomische voordeel van een verticale muis?",
      ["De onderarm staat in een handdrukstand en hoeft minder ver gedraaid te worden",
       "De muis beweegt sneller over het scherm",
       "Je kunt hem met beide handen tegelijk gebruiken"],
      "A",
      "Bij een gewone muis ligt de hand plat, waardoor de onderarm naar binnen gedraaid staat. Een verticale muis houdt de hand schuin rechtop, wat de spanning in onderarm en pols kan verminderen.",
      style=[PARA]),

    q(NONE, "pauzes-beeldschermwerk",
      "Wat is een gangbaar advies voor het onderbreken van intensief beeldschermwerk?",
      ["Pas pauzeren als je klachten krijgt",
       "Eén lange pauze aan het eind van de werkdag nemen",
       "Het werk regelmatig onderbreken met korte pauzes of ander werk"],
      "C",
      "Vaak en kort onderbreken werkt beter dan wachten tot er klachten zijn.",
      style=[KORT]),

    q(NONE, "geen-neutrale-houding",
      "Welke houding is GEEN neutrale werkhouding?",
      ["Een rechte pols", "Ontspannen, lage schouders", "Bovenarmen ontspannen langs het lichaam", "Een nek die 40 graden voorover gebogen is"],
      "D",
      "Een neutrale houding vraagt weinig spierkracht om vast te houden. Een sterk gebogen nek laat het gewicht van het hoofd ver voor de wervelkolom hangen en is dus niet neutraal; de andere drie houdingen zijn dat wel.",
      style=[NEG]),

    q(NONE, "wet-van-fitts",
      "Wat gebeurt er volgens de wet van Fitts met de tijd die nodig is om met de muis een knop aan te wijzen, als de knop groter wordt en de afstand gelijk blijft?",
      ["De tijd wordt langer", "De tijd verandert niet", "De tijd wordt korter"],
      "C",
      "Volgens Fitts hangt de aanwijstijd af van de verhouding tussen afstand en doelgrootte. Een groter doel kun je met minder precisie raken, dus gaat het sneller.",
      style=[]),

    q(NONE, "beeldschermminuten-per-dag",
      "Een werknemer werkt 8 uur per dag, waarvan 60% achter een beeldscherm. Hoeveel minuten beeldschermwerk is dat per dag?",
      ["48 minuten", "288 minuten", "300 minuten", "480 minuten"],
      "B",
      "Een werkdag van 8 uur telt 8 × 60 = 480 minuten, en 60% daarvan is 0,6 × 480 = 288 minuten. "
      "480 minuten is de hele werkdag en 48 minuten is maar een tiende daarvan.",
      compute=("8 * 60 * 0.6", "minuten"),
      style=[R, AFL]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "beeldscherm-ten-opzichte-van-raam",
      "Hoe plaats je een beeldscherm ten opzichte van een raam om spiegelingen en verblinding te beperken?",
      ["Met het scherm vóór het raam, zodat je in de richting van het raam kijkt",
       "Met de rug naar het raam, zodat het daglicht van achteren komt",
       "Haaks op het raam, zodat je evenwijdig aan het raam kijkt"],
      "C",
      "Staat het scherm vóór het raam, dan kijk je recht in het felle daglicht; je ogen moeten steeds wisselen tussen een helder raam en een donkerder scherm, wat vermoeiend is. "
      "Zit je met de rug naar het raam, dan valt het daglicht juist op het scherm en zie je het raam erin weerspiegeld. "
      "Alleen een opstelling waarbij het scherm haaks op het raam staat en je dus evenwijdig aan de ramen kijkt, voorkomt beide problemen: het licht valt van opzij binnen, niet in je ogen en niet op het scherm. "
      "Zonwering of lamellen kunnen verblinding daarnaast verder beperken.",
      moved_to="B",
      style=[LANG]),

    q(MOVED, "getilde-massa-per-dag",
      "Een magazijnmedewerker tilt gedurende 6 uur 12 keer per uur een doos van 15 kg. Hoeveel kilogram tilt hij in totaal?",
      ["180 kg", "1080 kg", "1800 kg"],
      "B",
      "Hij tilt 12 × 6 = 72 keer. Met 15 kg per keer is dat 72 × 15 = 1080 kg in totaal.",
      moved_to="C",
      style=[R, KORT]),

    q(MOVED, "geen-bronmaatregel-lawaai",
      "Welke maatregel tegen lawaai is GEEN bronmaatregel?",
      ["Een stillere machine aanschaffen", "Trillingsdempers onder de machine plaatsen", "Gehoorbescherming uitdelen"],
      "C",
      "Volgens de arbeidshygiënische strategie pak je het geluid eerst aan waar het ontstaat. Gehoorbescherming verandert niets aan de bron: het is een persoonlijk beschermingsmiddel en komt pas als laatste stap aan bod. "
      "Een stillere machine en trillingsdempers verminderen het geluid aan de bron zelf.",
      moved_to="A",
      style=[NEG]),
]

RELATED = [
    ["beeldscherm-hoogte", "kijkafstand-beeldscherm", "twintig-twintig-twintig", "beeldschermwerk-onjuiste-aanbeveling"],
    ["kans-afkorting", "statische-belasting", "verticale-muis-voordeel", "geen-neutrale-houding"],
    ["niosh-belastingsconstante", "niosh-aanbevolen-gewicht"],
    ["percentielen-p5-p95", "doorganghoogte-percentiel", "werkhoogte-zittend"],
    ["gehoorbescherming-actiewaarde", "twee-geluidsbronnen", "rie-afkorting"],
    ["pauzes-beeldschermwerk", "beeldschermminuten-per-dag", "verlichting-kantoorwerk", "wet-van-fitts"],
]
