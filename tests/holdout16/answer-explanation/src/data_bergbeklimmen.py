from common import *

TOPIC = dict(title="Bergbeklimmen",
             description="Alpinisme en klimmen: hoogte, weer, knopen, zekeren, oriëntatie en veiligheid.")

QUESTIONS = [
q(NONE, "berg-halve-luchtdruk",
  "Op ongeveer welke hoogte is de luchtdruk de helft van die op zeeniveau?",
  ["1500 m", "3000 m", "5500 m", "8848 m"], "C",
  "De luchtdruk halveert ruwweg elke 5,5 km. Op 5500 meter is hij ongeveer 500 hPa, de helft van 1013 hPa. "
  "Op de top van de Everest (8848 meter) is het nog maar ongeveer een derde.",
  "rekenen eenheid-woorden weerlegt"),
q(NONE, "berg-temperatuur-hoogte",
  "In een dal op 1000 m hoogte is het 15 °C. De temperatuur daalt met 0,65 °C per 100 m. Welke temperatuur verwacht je op 3000 m?",
  ["2 °C", "−5 °C", "8,5 °C", "13 °C"], "A",
  "Het hoogteverschil is 2000 m, dus 20 × 0,65 = 13 °C koeler: 15 − 13 = 2 °C.",
  "kort rekenen", compute=("15 - 20 * 0.65", "°C")),
q(NONE, "berg-abseilen-dubbel-touw",
  "Je hebt een touw van 60 m en abseilt met het touw dubbel door het ankerpunt. Hoe ver kun je hooguit in één keer afdalen?",
  ["60 m", "30 m", "120 m"], "B",
  "Beide strengen hangen naar beneden, dus je komt 60 / 2 = 30 meter ver.",
  "kort rekenen eenheid-woorden"),
q(NONE, "berg-hoogteziekte-helpt-niet",
  "Welke maatregel helpt NIET tegen acute hoogteziekte?",
  ["Langzaam stijgen en rustdagen inlassen", "Bij ernstige klachten meteen afdalen",
   "Stevig alcohol drinken om beter te slapen", "Voldoende water drinken"], "C",
  "Alcohol is hier een slecht idee: het onderdrukt de ademhaling tijdens de slaap, zodat je nog minder zuurstof binnenkrijgt, "
  "en het verdoezelt de eerste signalen van hoogteziekte. De andere maatregelen worden juist aangeraden. Langzaam stijgen, "
  "met boven de 3000 meter niet meer dan een paar honderd meter slaaphoogte per dag en af en toe een rustdag, geeft het "
  "lichaam tijd om te acclimatiseren. Wie ernstige klachten krijgt, zoals verwardheid of kortademigheid in rust, moet "
  "direct afdalen; dat is de meest effectieve behandeling. En voldoende drinken voorkomt uitdroging door de droge, koude "
  "lucht, al geneest water de hoogteziekte zelf niet.",
  "negatief lang weerlegt"),
q(NONE, "berg-yosemite-schaal",
  "Welk systeem geeft de moeilijkheid van klimroutes aan met getallen als 5.10a en 5.12d?",
  ["De Franse schaal", "De UIAA-schaal", "De Britse schaal", "Het Yosemite Decimal System"], "D",
  "Dit Amerikaanse systeem begint met 5 voor technisch klimmen en zet daarachter de moeilijkheid. "
  "De Franse schaal gebruikt graden als 6a en 7b+, de UIAA-schaal Romeinse cijfers.",
  "weerlegt parafrase"),
q(NONE, "berg-valfactor",
  "Een klimmer is 4 m boven zijn laatste tussenzekering als hij valt. Tussen hem en de zekeraar loopt 10 m touw. Wat is de valfactor (valhoogte gedeeld door uitgegeven touw)?",
  ["0,4", "0,8", "1,25", "2"], "B",
  "De klimmer valt 4 m tot de tussenzekering en nog eens 4 m eronder: 8 m. De valfactor is 8 / 10 = 0,8. "
  "Wie alleen de 4 m boven de zekering telt, komt op 0,4, maar vergeet dat het touw pas onder het punt strak komt. "
  "De 1,25 ontstaat door de breuk om te keren: 10 / 8. Een valfactor van 2 is het zwaarste geval in de gewone praktijk: "
  "het treedt op als er geen enkele tussenzekering is en de klimmer recht langs de standplaats naar beneden valt, "
  "zodat de valhoogte tweemaal de touwlengte is. Hier vangt 10 m touw de val op, wat de schok aanzienlijk dempt.",
  "lang rekenen weerlegt"),
q(NONE, "berg-stijgtijd",
  "Volgens een vuistregel stijg je in de bergen ongeveer 300 hoogtemeters per uur. Hoe lang doe je ongeveer over 1200 hoogtemeters?",
  ["3 h", "4 h", "6 h"], "B",
  "1200 / 300 = 4, dus ongeveer vier uur, pauzes niet meegerekend.",
  "kort rekenen getal-woorden eenheid-woorden"),
q(NONE, "berg-prusikknoop",
  "Waarvoor gebruik je een prusikknoop?",
  ["Als klemknoop die zich onder belasting op het touw vastzet", "Om twee touwen aan hun uiteinden met elkaar te verbinden voor een lange abseil",
   "Om je touw aan je klimgordel vast te maken", "Als stopknoop aan het einde van het touw"], "A",
  "Zonder gewicht schuift hij langs het touw, maar zodra er iets aan hangt, knijpt hij zich vast, bijvoorbeeld als back-up bij abseilen.",
  "kort parafrase"),
q(NONE, "berg-inbinden-achtknoop",
  "Met welke knoop bind je je bij het sportklimmen meestal in aan het touw?",
  ["Mastworp", "Schootsteek", "Halve mastworp", "Gestoken dubbele achtknoop"], "D",
  "De gestoken achtknoop is sterk en goed te controleren door de partner. Een mastworp gebruik je juist om je aan de standplaats vast te maken.",
  "kort weerlegt"),
q(NONE, "berg-lawinegevaar-niet",
  "Welke omstandigheid verhoogt het lawinegevaar NIET?",
  ["Veel verse sneeuw in korte tijd", "Harde wind die sneeuw verplaatst", "Hellingen steiler dan 30°",
   "Een lange periode van koud, rustig weer zonder neerslag"], "D",
  "Rustig, koud weer zonder nieuwe sneeuw geeft het sneeuwdek tijd om zich te zetten. "
  "Verse sneeuw, windtransport en steile hellingen zijn juist klassieke risicofactoren.",
  "negatief weerlegt"),
q(NONE, "berg-terugkoers",
  "Je loopt met het kompas op een koers van 70°. Welke koers moet je nemen om precies terug te lopen?",
  ["110°", "160°", "250°", "290°"], "C",
  "De tegenovergestelde richting ligt 180 graden verder: 70 + 180 = 250 graden.",
  "kort rekenen eenheid-woorden", compute=("70 + 180", "°")),
q(NONE, "berg-kaartafstand",
  "Op een kaart met schaal 1 : 25 000 liggen twee hutten 8 cm van elkaar. Hoe ver liggen ze in werkelijkheid hemelsbreed uit elkaar?",
  ["200 m", "2 km", "20 km", "8 km"], "B",
  "8 cm × 25 000 = 200 000 cm = 2000 m, dus 2 km.",
  "kort rekenen", compute=("8 * 25000 / 100000", "km")),
q(NONE, "berg-hoogtelijnen",
  "Een kaart heeft een hoogtelijnafstand van 20 m. Je route kruist stijgend 15 intervallen tussen hoogtelijnen. Hoeveel meter stijg je?",
  ["300 m", "150 m", "35 m"], "A",
  "Elk interval is 20 m: 15 × 20 = 300 m.",
  "kort rekenen", compute=("15 * 20", "m")),
q(NONE, "berg-valdemper",
  "Waarvoor dient de valdemper in een klettersteigset?",
  ["Hij verlengt de set, zodat je bij ver uit elkaar liggende verankeringen van de kabel verder kunt reiken", "Hij voorkomt dat de karabiners opengaan",
   "Hij neemt bij een val energie op, zodat de schok op lichaam en verankering kleiner wordt", "Hij dient als reservetouw"], "C",
  "Bij een val op een klettersteig kun je meters vallen op een korte, vrijwel niet rekbare lijn. "
  "Het scheurpakket vangt die klap op door gecontroleerd open te scheuren.",
  "parafrase feedback",
  fb=["Nee, de lengte van de armen staat los van de demper.", "Nee, daarvoor zijn de snappers met vergrendeling.",
      "Goed zo! Het scheurpakket vangt de klap op.", "Nee, een klettersteigset bevat geen reservetouw."]),
q(NONE, "berg-rotpunkt",
  "Wat betekent het als een klimmer een route *rotpunkt* klimt?",
  ["Voorklimmend zonder te rusten in touw of haken, ook na eerdere pogingen",
   "Met het touw van bovenaf, als toprope", "In één poging, zonder de route eerder te hebben gezien of er informatie over te hebben gekregen", "Helemaal zonder touw"], "A",
  "De term komt uit de Frankenjura: je klimt de route van onder tot boven vrij en gebruikt het touw alleen als zekering, ook al ken je de route al. "
  "Een eerste poging zonder voorkennis heet *onsight* en zonder touw klimmen *free solo*.",
  "cursief weerlegt"),
q(NONE, "berg-everest-1953",
  "Wie bereikten in 1953 als eersten de top van de Mount Everest?",
  ["Reinhold Messner en Peter Habeler", "Edmund Hillary en Tenzing Norgay", "George Mallory en Andrew Irvine"], "B",
  "Op 29 mei 1953 stonden Hillary en Tenzing op de top ([achtergrond](https://nl.wikipedia.org/wiki/Mount_Everest)). "
  "Mallory en Irvine verdwenen er in 1924; Messner en Habeler klommen in 1978 naar boven zonder extra zuurstof.",
  "weerlegt link"),
q(NONE, "berg-lucht-5000m-onjuist",
  "Welke bewering over de lucht op 5000 m hoogte is NIET juist?",
  ["Het zuurstofpercentage van de lucht is daar veel lager dan 21 %", "De luchtdruk is ongeveer de helft van die op zeeniveau",
   "De partiële zuurstofdruk is lager dan op zeeniveau", "Water kookt er bij minder dan 100 °C"], "A",
  "Het zuurstofpercentage blijft tot ver in de atmosfeer ongeveer 21 %, dus de eerste bewering is onjuist. Wat verandert, "
  "is de totale luchtdruk: op 5000 m is die ongeveer 540 hPa, grofweg de helft van de 1013 hPa op zeeniveau. "
  "Daardoor is ook de partiële zuurstofdruk, 21 % van de totale druk, ongeveer gehalveerd, en dat is precies waarom je "
  "daar per ademteug minder zuurstof opneemt. Het lagere kookpunt volgt uit dezelfde lagere druk: water kookt er al rond "
  "83 °C, zodat pasta en rijst langer nodig hebben om gaar te worden.",
  "negatief lang weerlegt rekenen"),
q(NONE, "berg-drinkwater-tocht",
  "Je rekent tijdens een zware tocht op een vochtverlies van 0,5 L per uur. Hoeveel water heb je nodig voor een tocht van 7 uur?",
  ["2,5 liter", "7 liter", "3,5 liter", "14 liter"], "C",
  "0,5 L per uur × 7 uur = 3,5 L.",
  "kort rekenen eenheid-woorden", compute=("0.5 * 7", "liter")),
q(NONE, "berg-standplaats-twee-ankers",
  "Waarom bouw je een standplaats bij voorkeur op twee of meer ankerpunten?",
  ["Omdat het touw dan minder slijt", "Omdat één ankerpunt wettelijk verboden is", "Zodat je sneller kunt abseilen",
   "Zodat het geheel blijft houden als één ankerpunt bezwijkt"], "D",
  "Het gaat om redundantie: de standplaats is het laatste redmiddel voor klimmer en zekeraar, en een boorhaak in rotte "
  "rots of een slecht geplaatste klemblok kan het begeven. Verdeel je de last over meerdere punten en koppel je die goed, "
  "dan vangt het andere punt de belasting op als er één uitbreekt. Met slijtage van het touw heeft dat weinig te maken; "
  "die hangt vooral af van scherpe randen en wrijving. Een wettelijke eis bestaat niet: het is een regel uit de "
  "klimpraktijk. En sneller abseilen wordt het er eerder niet van, want meer ankerpunten betekent meer materiaal om op "
  "te bouwen en af te breken.",
  "lang parafrase weerlegt"),
q(NONE, "berg-gletsjeruitrusting-niet",
  "Welk voorwerp hoort NIET bij de standaarduitrusting voor een gletsjertocht?",
  ["Stijgijzers", "Pickel", "Touw", "Magnesiumpoeder"], "D",
  "Magnesium houdt je handen droog bij rotsklimmen. Stijgijzers, pickel en touw heb je op het ijs en voor spleetredding nodig.",
  "kort negatief weerlegt"),

# --- gebrekkig ---
q(SUPPORTS_DISTRACTOR, "berg-pickel-remmen",
  "Waarvoor gebruik je je pickel vooral als je op een steile sneeuwhelling uitglijdt?",
  ["Om jezelf af te remmen", "Om een sneeuwhol te graven", "Om de helling op te meten"], "A",
  "Met de zelfstoptechniek draai je op je buik en druk je de punt van de pickel in de sneeuw, zodat je glijpartij wordt afgeremd.",
  moved="B"),
q(SUPPORTS_DISTRACTOR, "berg-lawinepieper",
  "Wat doet een lawinepieper?",
  ["Hij meet de sneeuwtemperatuur", "Hij zendt een signaal uit en kan dat van bedolven personen opsporen", "Hij voorspelt lawines"], "B",
  "Iedereen in de groep draagt hem op zenden; na een lawine schakelen de overlevenden om naar zoeken en volgen ze het signaal naar de bedolven persoon.",
  moved="A"),
q(SUPPORTS_DISTRACTOR, "berg-kaartschaal-50000",
  "Hoeveel meter in het terrein komt overeen met 1 cm op een kaart met schaal 1 : 50 000?",
  ["50 m", "500 m", "5 km"], "B",
  "1 cm × 50 000 = 50 000 cm, en dat is 500 m.",
  moved="C"),
]
