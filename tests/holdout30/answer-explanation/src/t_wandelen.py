from common import onderwerp
q = onderwerp('wandelen', 'Wandelen en trektochten',
              'Routes, uitrusting, kaartlezen en veiligheid voor dagwandelingen en meerdaagse tochten.', 'dagelijks')

q('markering-law-routes', 'A', "Welke markering gebruiken langeafstandswandelpaden (LAW's) in Nederland?",
  ["Rood-witte strepen", "Geel-rode strepen", "Blauwe paaltjes", "Groene pijlen"],
  "LAW's zijn gemarkeerd met een witte streep boven een rode; geel-rood is de markering van de streekpaden, die vaak binnen één regio blijven. Meer over de routes staat bij [Wandelnet](https://www.wandelnet.nl/).",
  'weer par link')
q('duur-van-een-etappe', 'B', "Je wandelt gemiddeld 4,5 kilometer per uur. Hoe lang doe je over een etappe van 18 km, zonder pauzes?",
  ["3 uur", "4 uur", "4,5 uur", "5 uur"],
  "Tijd = afstand ÷ snelheid = 18 km ÷ 4,5 km/h = 4 uur.",
  'rek uitg ew es kort', comp=('18/4.5', 'uur'))
q('geen-goede-sokken', 'C', "Van welk materiaal raden ervaren wandelaars sokken voor een lange tocht NIET aan?",
  ["Merinowol", "Synthetische vezels", "Katoen", "Een mengsel van wol en synthetische vezels"],
  "Katoen neemt zweet goed op maar houdt het ook vast: de sok blijft nat, schuurt meer en koelt af, en vochtige, zachte huid krijgt sneller blaren. Merinowol voert vocht af, blijft ook vochtig nog redelijk warm en gaat weinig ruiken, synthetische vezels drogen snel, en een mengsel van wol met nylon of polyester combineert die voordelen met extra stevigheid, zodat de sok minder snel slijt.",
  'neg lang weer')
q('afstand-op-wandelkaart', 'D', "Op een wandelkaart met schaal 1:25.000 meet je tussen twee punten 6 centimeter. Hoe ver is dat in werkelijkheid?",
  ["250 meter", "600 meter", "15 kilometer", "1,5 kilometer"],
  "Eén centimeter op de kaart is 25.000 cm = 250 m in het echt, dus 6 cm is 6 × 250 m = 1500 m, oftewel anderhalve kilometer.",
  'rek uitg ew es gw kort')
q('route-van-het-pieterpad', 'C', "Waar loopt het Pieterpad, het bekendste langeafstandswandelpad van Nederland?",
  ["Van Den Helder naar Vlissingen",
   "Van Hoek van Holland naar Zwolle",
   "Van Pieterburen in Groningen naar de Sint-Pietersberg bij Maastricht",
   "Van Amsterdam naar Arnhem"],
  "Het pad dankt zijn naam aan begin- en eindpunt, het Groningse dorp aan de Waddenkust en de heuvel aan de zuidrand van Maastricht, en is bijna 500 kilometer lang. Zie [Pieterpad op Wikipedia](https://nl.wikipedia.org/wiki/Pieterpad).",
  'par link')
q('regel-van-naismith', 'D', "Volgens de vuistregel van Naismith reken je 1 uur per 5 km plus 1 uur per 600 meter klimmen. Hoe lang duurt een tocht van 15 km met 1200 m stijging?",
  ["3 uur", "4 uur", "6 uur", "5 uur"],
  "De afstand kost 15 ÷ 5 = 3 uur en het klimmen 1200 ÷ 600 = 2 uur, samen 3 + 2 = 5 uur, pauzes niet meegerekend. Wie 3 uur kiest, vergeet het stijgen.",
  'rek uitg ew es weer', comp=('15/5+1200/600', 'uur'))
q('teek-op-de-huid', 'A', "Wat kun je het beste doen als je na een boswandeling een teek op je huid vindt?",
  ["Hem zo snel mogelijk dicht bij de huid met een tekentang of pincet rustig uittrekken en de plek een paar weken in de gaten houden",
   "Er eerst alcohol of vaseline op doen zodat hij stikt",
   "Hem laten zitten tot hij er vanzelf af valt",
   "Hem verbranden met een lucifer"],
  "Hoe korter een teek zuigt, hoe kleiner de kans op de ziekte van Lyme; middeltjes als alcohol of vaseline kunnen de teek juist laten braken, en als er binnen drie maanden een rode kring of vlek ontstaat, ga je naar de huisarts.",
  'kort weer par gw')
q('onjuist-over-laagjesprincipe', 'B', "Welke uitspraak over het laagjesprincipe bij wandelkleding is ONJUIST?",
  ["De onderste laag voert zweet van de huid af",
   "Eén dikke katoenen trui is warmer en handiger dan meerdere dunne lagen",
   "De middelste laag isoleert, bijvoorbeeld een fleecevest",
   "De buitenste laag beschermt tegen wind en regen"],
  "Met meerdere dunne lagen kun je precies uittrekken of aantrekken wat nodig is, terwijl een enkele dikke trui van katoen nat wordt van zweet en je dan juist afkoelt; de andere drie uitspraken beschrijven de drie klassieke lagen.",
  'neg kort par')
q('maand-van-de-vierdaagse', 'B', "In welke maand wordt de Nijmeegse Vierdaagse gelopen?",
  ["Mei", "Juli", "September", "December"],
  "De Vierdaagse wordt elk jaar in juli gelopen, van dinsdag tot en met vrijdag, met op de laatste dag de intocht over de Via Gladiola.",
  'kort')
q('temperatuur-en-hoogte', 'A', "Hoeveel koeler wordt het ongeveer als je in de bergen 1000 meter stijgt, bij een temperatuurdaling van 0,65 °C per 100 meter?",
  ["6,5 °C", "0,65 °C", "65 °C", "10 °C"],
  "1000 m is 10 keer 100 m, dus het wordt 10 × 0,65 °C = 6,5 graden Celsius koeler; neem daarom ook op een warme zomerdag een extra laag mee.",
  'rek uitg es ew kort', comp=('1000/100*0.65', '°C'))
q('onweer-in-open-veld', 'D', "Wat doe je bij onweer als je in het open veld loopt en geen schuilplaats kunt bereiken?",
  ["Onder de hoogste, alleenstaande boom schuilen",
   "Op een heuveltop gaan staan om overzicht te houden",
   "Je wandelstokken omhoog houden",
   "Gehurkt gaan zitten met de voeten tegen elkaar, uit de buurt van bomen en water"],
  "Bliksem slaat bij voorkeur in op de hoogste punten in de omgeving. Een alleenstaande boom trekt daarom inslagen aan, en de stroom kan van de stam overspringen naar wie eronder staat. Een heuveltop maakt jezelf tot hoogste punt, en metalen stokken die je omhoog houdt, steken nog verder uit. Door laag te hurken met je voeten tegen elkaar ben je minder hoog en beperk je de stapspanning die door de grond loopt; blijf ook weg bij water en hekken.",
  'lang weer')
q('voordeel-knooppuntennetwerk', 'C', "Wat is het voordeel van een knooppuntennetwerk voor wandelaars?",
  ["Je hebt geen schoenen met profiel nodig",
   "Je kunt alleen over verharde wegen lopen",
   "Je stelt zelf een route samen door genummerde punten achter elkaar te volgen",
   "Je hoeft nergens op te letten, omdat er gidsen meelopen"],
  "Op een kaart of in een app kies je een reeks nummers, bijvoorbeeld 12, 45, 46 en 3, en onderweg volg je de bordjes naar het volgende nummer; zo maak je een wandeling op maat.",
  'par kort')
q('niet-in-de-ehbo-set', 'D', "Wat hoort NIET in een eenvoudige EHBO-set voor een dagwandeling?",
  ["Blarenpleisters", "Een tekentang", "Een rol sporttape", "Een fles spiritus om wondjes uit te wassen"],
  "Spiritus is brandbaar en beschadigt het weefsel van een open wond, dus spoel een wondje liever met schoon water; pleisters, een tekentang en tape horen er wel in.",
  'neg kort')
q('water-voor-vijf-uur', 'C', "Een wandelaar drinkt op een warme dag 0,5 liter water per uur. Hoeveel water moet hij meenemen voor een tocht van 5 uur als er onderweg geen tappunt is?",
  ["1 liter", "2 liter", "2,5 liter", "5 liter"],
  "5 uur × 0,5 L per uur = 2,5 liter, tweeënhalve liter dus; neem bij hitte liever wat extra mee.",
  'rek uitg ew es gw kort', comp=('5*0.5', 'liter'))
q('noorden-vinden-zonder-kompas', 'B', "Hoe vind je op het noordelijk halfrond 's nachts ongeveer het noorden zonder kompas?",
  ["Zoek de helderste ster aan de hemel",
   "Zoek de Poolster, in het verlengde van de twee buitenste sterren van de steelpan van de Grote Beer",
   "Kijk waar de maan opkomt",
   "Kijk aan welke kant van stenen het meeste mos groeit"],
  "De Poolster staat bijna recht boven de noordpool van de hemel en lijkt daardoor op zijn plek te blijven terwijl de andere sterren eromheen draaien. Je vindt hem door de afstand tussen de twee sterren aan het uiteinde van de pan van de Grote Beer ongeveer vijf keer te verlengen. De Poolster is niet de helderste ster (dat is Sirius), de maan komt ongeveer in het oosten op en verschuift elke dag, en mos groeit overal waar het vochtig en schaduwrijk is, dus het is geen betrouwbaar kompas.",
  'lang weer gw')
q('schoenen-inlopen', 'A', "Waarom moet je nieuwe wandelschoenen inlopen voor een lange tocht?",
  ["Zodat het materiaal zich naar je voet vormt en je drukplekken ontdekt voordat ze onderweg blaren veroorzaken",
   "Zodat de zool dikker wordt",
   "Omdat nieuwe schoenen nog niet waterdicht zijn",
   "Omdat het verplicht is volgens de garantie"],
  "Door eerst een paar kortere wandelingen te maken, wordt vooral stevig leer soepeler en merk je op tijd waar de schoen knelt of schuurt.",
  'par kort')
q('rugzak-als-deel-van-lichaamsgewicht', 'A', "Een rugzak weegt 9 kilogram en de wandelaar weegt 75 kg. Hoeveel procent van zijn lichaamsgewicht draagt hij?",
  ["12 %", "9 %", "8,3 %", "15 %"],
  "9 kg ÷ 75 kg = 0,12, en dat is 12 procent; wie 9 procent kiest, neemt het gewicht in kilo's over als percentage.",
  'rek uitg ew es kort weer', comp=('9/75*100', '%'))
q('geen-gedragsregel-in-de-natuur', 'B', "Welke regel geldt NIET voor wandelaars in een natuurgebied?",
  ["Neem je afval weer mee",
   "Pluk gerust bloemen, zolang er veel van staan",
   "Houd honden aan de lijn waar dat wordt gevraagd",
   "Blijf op de paden in kwetsbare gebieden"],
  "In natuurgebieden is plukken meestal niet toegestaan, ook bij algemene soorten, omdat die planten voedsel zijn voor insecten en zaad moeten vormen; afval meenemen, honden aanlijnen en op de paden blijven horen er juist bij.",
  'neg kort par')
q('afkorting-gr-routes', 'C', "Waar staat de afkorting GR voor bij lange wandelroutes in Frankrijk en België, zoals de GR 5?",
  ["Groene Route", "Grensroute", "Grande Randonnée", "Gidsreglement"],
  "GR staat voor Grande Randonnée, een grote trektocht; deze routes zijn net als de Nederlandse LAW's met een witte en een rode streep gemarkeerd. De GR 5 begint in Hoek van Holland en loopt naar Nice.",
  'weer')
q('aankomsttijd-berekenen', 'D', "Een groep vertrekt om 9.15 uur voor een wandeling van 16 km in een tempo van 4 km/h en houdt onderweg een uur pauze. Hoe laat komt de groep aan?",
  ["12.15 uur", "13.15 uur", "13.45 uur", "14.15 uur"],
  "Het lopen duurt 16 ÷ 4 = 4 uur, en met een uur pauze erbij is de groep 5 uur onderweg: 9.15 uur + 5 uur = 14.15 uur.",
  'rek uitg es ew kort')

q('markering-streekpad', 'B', "Welke kleuren heeft de markering van een streekpad in Nederland?",
  ["Rood-wit", "Geel-rood", "Blauw-wit", "Groen-geel"],
  "Streekpaden zijn gemarkeerd met een gele streep boven een rode; rood-wit is voorbehouden aan de langeafstandswandelpaden.",
  'kort weer', zet='A')
q('oorzaak-van-blaren', 'C', "Wat is de belangrijkste oorzaak van blaren tijdens het wandelen?",
  ["Te veel water drinken", "Koude voeten", "Wrijving van schoen of sok tegen vochtige huid", "Te weinig zout eten"],
  "Een blaar ontstaat als de schoen of sok telkens over dezelfde plek schuurt, vooral als de huid door zweet week is geworden; daardoor laten de huidlagen los en vult de ruimte zich met vocht.",
  'par kort', zet='D')
q('gemiddelde-wandelsnelheid', 'A', "Hoe snel loopt een gemiddelde volwassen wandelaar op een vlak pad?",
  ["Ongeveer 4 à 5 km/h", "Ongeveer 10 km/h", "Ongeveer 1 km/h", "Ongeveer 15 km/h"],
  "Een stevige wandelpas ligt rond de vier à vijf kilometer per uur, terwijl tien kilometer per uur al een rustig hardlooptempo is.",
  'gw ew kort weer', zet='B')
q('hulpmiddel-bij-afdalen', 'A', "Welk hulpmiddel ontlast bij het afdalen vooral de knieën?",
  ["Wandelstokken", "Een hoogtemeter", "Een hoogte-meter", "Een zonnebril"],
  "Met stokken vang je bij het afdalen een deel van je gewicht op met je armen, waardoor er minder kracht op de knieën komt; een hoogtemeter en een zonnebril zijn handig, maar ontlasten de gewrichten niet.",
  'kort weer', dup='BC')
