from common import *
TOPIC = "houtbewerking"
TITLE = "Houtbewerking"
DESC = "Houtsoorten, verbindingen, gereedschap en afwerking in de werkplaats."

q(NONE, "zwaluwstaartverbinding", "Hoe heet de houtverbinding waarbij trapeziumvormige pennen in passende uitsparingen grijpen?",
  ["Pen-en-gatverbinding", "Halfhoutse verbinding", "Deuvelverbinding", "Zwaluwstaartverbinding"], "D",
  "De schuine flanken van een zwaluwstaart zorgen dat de delen niet uit elkaar getrokken kunnen worden.", "kort")
q(NONE, "volume-plank", "Een plank is 2,5 m lang, 20 cm breed en 25 mm dik. Wat is het volume?",
  ["0,125 m³", "0,00125 m³", "0,0125 m³"], "C",
  "Reken alles om naar meter: 2,5 × 0,20 × 0,025 = 0,0125 kubieke meter.", "rekenen eenheid-woorden kort", compute=("2.5*0.2*0.025", "m³"))
q(NONE, "geen-hardhout", "Welke van deze houtsoorten is GEEN hardhout?",
  ["Vuren", "Eiken", "Beuken"], "A",
  "Eiken en beuken zijn loofbomen met dicht, hard hout en gelden dus wel als hardhout. Vuren is een naaldhoutsoort en wordt tot het zachthout gerekend.", "negatief weerlegt")
q(NONE, "schaven-met-de-draad", "Waarom schaaf je een plank bij voorkeur met de draad mee?",
  ["Omdat de schaaf dan minder snel bot wordt", "Omdat de vezels dan niet opgelicht en uitgescheurd worden", "Omdat het hout dan sneller droogt en minder vocht uit de lucht opneemt"], "B",
  "Tegen de draad in haakt de beitel achter de vezels en trekt ze los; met de draad mee snijdt hij ze glad af, zodat het oppervlak heel blijft.", "parafrase")
q(NONE, "houtvochtigheid-binnen", "Welke houtvochtigheid is gewenst voor hout dat in een verwarmde woonkamer tot meubel wordt verwerkt?",
  ["Ongeveer 18 tot 20%", "Ongeveer 30%", "Ongeveer 8 tot 10%"], "C",
  "In een verwarmde ruimte stabiliseert hout rond acht à tien procent vocht. Wie natter hout verwerkt, krijgt later krimpnaden en scheuren.", "rekenen getal-woorden")
q(NONE, "vezelverzadigingspunt", "Boven welk vochtgehalte krimpt hout bij drogen vrijwel nog niet, omdat alleen vrij water verdwijnt?",
  ["Ongeveer 30%", "Ongeveer 60%", "Ongeveer 12%"], "A",
  "Dat is het vezelverzadigingspunt, rond dertig procent: daarboven verdampt eerst het water in de celholten, pas daaronder gaat gebonden water uit de celwanden en krimpt het hout.", "rekenen getal-woorden")
q(NONE, "mdf-betekenis", "Wat is MDF?",
  ["Een plaat van grove houtspaanders", "Een plaat van verlijmde houtvezels met middelhoge dichtheid", "Een plaat van dunne fineerlagen die kruislings op elkaar zijn verlijmd en geperst"], "B",
  "MDF (medium density fibreboard) wordt geperst uit fijne vezels met lijm. Kruislings fineer is multiplex en grove spaanders vormen spaanplaat.", "acroniem weerlegt")
q(NONE, "schulpzaag", "Welke zaag is bedoeld om hout in de lengte, langs de draad, te zagen?",
  ["Figuurzaag", "Afkortzaag", "Schulpzaag"], "C",
  """Schulpen betekent zagen in de lengterichting van de vezels, en de schulpzaag heeft daarvoor tanden die als kleine beitels
recht worden geslepen, zodat ze de vezels wegsteken in plaats van doorsnijden. De afkortzaag is juist bedoeld om dwars
op de draad te zagen: zijn tanden zijn als messen schuin geslepen en snijden de vezels aan twee kanten door, wat een
schone kopse kant geeft maar langs de draad traag werkt. De figuurzaag heeft een dun blad in een beugel en dient voor
bochten en uitsparingen in dun plaatmateriaal, niet voor lange rechte sneden in massief hout. Voor een lange snede
langs de draad is dus de schulpzaag het juiste gereedschap.""", "lang weerlegt")
q(NONE, "multiplex-kruislings", "Waarom worden de fineerlagen van multiplex kruislings op elkaar gelijmd?",
  ["Om het krimpen en zwellen in beide richtingen te beperken", "Om de lijm tussen de lagen sneller en gelijkmatiger te laten uitharden", "Om de plaat lichter te maken"], "A",
  "Hout werkt vooral dwars op de vezel. Doordat elke laag haaks op de vorige ligt, houden de lagen elkaar vast en blijft de plaat maatvast.", "parafrase")
q(NONE, "pva-lijm", "Waar staat PVA in witte houtlijm voor?",
  ["Polyvinylalcohol-amide", "Polyvinylacetaat", "Polyurethaanacrylaat"], "B",
  "PVA is polyvinylacetaat, een kunststof in water die uithardt doordat het water in het hout trekt en verdampt.", "acroniem kort")
q(NONE, "lak-vloer", "Een vloer van 24 m² krijgt twee lagen lak. Een liter lak is genoeg voor 12 m² per laag. Hoeveel lak is nodig?",
  ["6 liter", "2 liter", "4 liter"], "C",
  "Twee lagen op 24 vierkante meter is 48 m² te lakken; gedeeld door 12 m² per liter geeft dat 4 l.", "rekenen eenheid-woorden", compute=("24*2/12", "liter"))
q(NONE, "kwartiers-gezaagd", "Wat kenmerkt kwartiers gezaagd hout?",
  ["De plank is uit het hart van de stam gezaagd en bevat daardoor de kern van de boom", "Het hout is rondom geschild en niet gezaagd", "De jaarringen lopen ongeveer evenwijdig aan het brede vlak", "De jaarringen staan ongeveer loodrecht op het brede vlak"], "D",
  "Bij kwartiers zagen staan de jaarringen rechtop in de plank, wat een stabiele, weinig trekkende plank geeft. Liggende jaarringen horen niet bij kwartiers maar bij dosse gezaagd hout.", "weerlegt")
q(NONE, "guts", "Waarvoor gebruik je een guts?",
  ["Voor het aandrijven van schroeven", "Voor het uithollen en snijwerk met een holle snijkant", "Voor het haaks afkorten van latten", "Voor het vlak schuren van grote panelen met een fijne korrel"], "B",
  "Een guts is een beitel met een gebogen snijkant, geschikt om holtes en rondingen uit te steken.", "kort")
q(NONE, "quercus", "Welke botanische geslachtsnaam hoort bij de eik?",
  ["*Fagus*", "*Pinus*", "*Quercus*"], "C",
  "Eiken behoren tot het geslacht *Quercus*. *Fagus* is niet de eik maar de beuk, en *Pinus* is de den.", "cursief weerlegt")
q(NONE, "geen-schimmelbescherming", "Welke maatregel biedt buitenhout GEEN bescherming tegen schimmelaantasting?",
  ["Het hout nat insluiten achter een dichte verflaag", "Zorgen dat het hout na regen goed kan opdrogen", "Het hout onder druk impregneren"], "A",
  "Goede ventilatie laat het hout droog worden, en impregneren brengt een werkzaam middel in de vezels; beide remmen schimmels. Nat ingesloten hout blijft juist vochtig en gaat rotten.", "negatief")
q(NONE, "stukken-uit-balk", "Uit een balk van 3 m worden zoveel mogelijk stukken van 45 cm gezaagd. Hoeveel hele stukken krijg je, als je de zaagsnede verwaarloost?",
  ["5", "6", "7", "8"], "B",
  "Zes stukken van 45 cm is 270 cm; een zevende stuk past niet meer in de resterende 30 cm.", "rekenen getal-woorden")
q(NONE, "spaanbreker", "Waarvoor dient de klep (spaanbreker) die op de schaafbeitel geschroefd zit?",
  ["Om de beitel tegen roest te beschermen", "Om de schaafdiepte af te lezen", "Om de spaan direct te knikken, zodat die minder ver voor de snede uitscheurt"], "C",
  "De klep buigt de spaan meteen om en breekt hem, waardoor de vezels niet als een hefboom voor de snede wegscheuren.", "parafrase")
q(NONE, "fineerdikte", "Hoe dik is gangbaar gesneden fineer ongeveer?",
  ["0,6 mm", "6 mm", "6 cm"], "A",
  "Gesneden fineer is meestal rond zes tiende millimeter dik, dun genoeg om op een drager te lijmen.", "rekenen eenheid-woorden getal-woorden kort")
q(NONE, "schuurkorrel", "Wat betekent een hoger korrelnummer op schuurpapier?",
  ["Een grovere korrel", "Een fijnere korrel", "Een hardere papierdrager"], "B",
  "Het nummer loopt op naarmate de korrel fijner is: P240 schuurt fijner dan P80.", "kort feedback",
  fb=["Onjuist: grof papier heeft juist een laag nummer.", "Juist.", "Onjuist: het nummer zegt iets over de korrel, niet over het papier."])
q(NONE, "lijm-buitenwerk", "Welke lijm is het meest geschikt voor een houtverbinding die buiten langdurig nat wordt?",
  ["Warme beenderlijm", "Witte houtlijm van klasse D2", "Polyurethaanlijm van klasse D4"], "C",
  """De D-klassen volgens de Europese norm EN 204 geven aan hoeveel vocht een verlijming verdraagt. Klasse D2 is witte
houtlijm voor binnen, waar het hooguit af en toe vochtig wordt; bij langdurige regen verliest zo'n verbinding haar
sterkte. Beenderlijm is een dierlijke lijm die met warmte en vocht weer zacht wordt; dat is handig bij restauratie,
maar buiten een nadeel. Polyurethaanlijm hardt uit met vocht, vult kleine kieren en haalt klasse D4, de zwaarste
klasse voor buitentoepassingen. Voor een verbinding die buiten nat wordt, is polyurethaanlijm dus de beste keuze.""", "lang acroniem")

q(SUPPORTS, "winkelhaak", "Met welk gereedschap controleer je of twee vlakken precies haaks op elkaar staan?",
  ["Winkelhaak", "Zwaaihaak", "Schuifmaat"], "A",
  "De winkelhaak heeft een vaste hoek van 90 graden en is daarom het gereedschap voor deze controle. Een zwaaihaak is verstelbaar voor andere hoeken en een schuifmaat meet lengtes en diktes.", "weerlegt getal-woorden", moved_to="B")
q(SUPPORTS, "planken-kosten", "Een plank van 2,4 m kost € 6 per strekkende meter. Wat kosten vijf van deze planken?",
  ["€ 60", "€ 72", "€ 84", "€ 90"], "B",
  "Eén plank kost 2,4 × 6 = € 14,40; vijf planken kosten dus € 72.", "rekenen getal-woorden kort", moved_to="A")
q(SUPPORTS, "eikenhout-onjuist", "Welke bewering over eikenhout is onjuist?",
  ["Eikenhout bevat looizuur dat met ijzer zwart verkleurt", "Eikenhout is zwaarder dan vurenhout", "Eikenhout is een naaldhoutsoort"], "C",
  "Eik is een loofboom, dus de bewering dat het naaldhout is klopt niet. Het looizuur in eik reageert wel degelijk met ijzer tot zwarte vlekken, en eiken is met zijn hogere dichtheid inderdaad zwaarder dan vuren.", "negatief", moved_to="A")
q(DUP, "deuvel", "Wat is een deuvel?",
  ["Een ronde houten pen die twee delen verbindt", "Een metalen hoekverbinder", "Een Metalen hoekverbinder"], "A",
  "Een deuvel is een geribbelde houten staaf die in geboorde gaten in beide delen wordt gelijmd; een metalen hoekverbinder is beslag en geen deuvel.", "weerlegt feedback", dup=("B", "C", "hoofdletter"),
  fb=["Goed.", "Fout: een deuvel is van hout.", "Fout: een deuvel is van hout."])
