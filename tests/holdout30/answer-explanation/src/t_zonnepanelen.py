from common import onderwerp
q = onderwerp('zonnepanelen', 'Zonnepanelen',
              'Vermogen, opbrengst en terugverdientijd van zonnepanelen: rekenen met wattpiek, kilowattuur en rendement.', 'rekenen')

q('betekenis-wattpiek', 'A', "Wat betekent de eenheid wattpiek (Wp) bij een zonnepaneel?",
  ["Het vermogen dat het paneel levert onder standaardtestomstandigheden: 1000 watt zonlicht per vierkante meter en een celtemperatuur van 25 °C",
   "Het hoogste vermogen dat het paneel ooit op een zomerdag heeft gehaald",
   "De hoeveelheid energie die het paneel per jaar opwekt",
   "Het gemiddelde vermogen over een heel etmaal"],
  "Wattpiek is een labelwaarde, gemeten in het laboratorium onder vaste testcondities (STC): een instraling van 1000 W/m², een celtemperatuur van 25 graden Celsius en een vastgelegd lichtspectrum. Zo kun je panelen eerlijk vergelijken. Het is geen record van een echte zomerdag; op een koele, heldere dag kan een paneel er zelfs even boven zitten. Energie per jaar druk je uit in kilowattuur, niet in watt, en het gemiddelde over een etmaal ligt door de nacht ver onder de piekwaarde. Zie ook [Milieu Centraal over zonnepanelen](https://www.milieucentraal.nl/energie-besparen/zonnepanelen/).",
  'lang weer ew es par link')
q('tien-panelen-in-kilowattpiek', 'B', "Een installatie bestaat uit 10 panelen van 400 Wp. Hoeveel kilowattpiek is dat?",
  ["0,4 kWp", "4 kWp", "40 kWp", "400 kWp"],
  "10 × 400 Wp = 4000 Wp, en omdat 1 kWp gelijk is aan 1000 Wp, is dat 4 kilowattpiek.",
  'rek uitg es ew kort', comp=('10*400/1000', 'kWp'))
q('niet-lager-rendement', 'C', "Welke omstandigheid verlaagt het rendement van een zonnepaneel NIET?",
  ["Een hoge celtemperatuur op een hete dag",
   "Schaduw van een schoorsteen op een deel van het paneel",
   "Een lage celtemperatuur op een heldere, koude dag",
   "Een dikke laag stof en vogelpoep"],
  "Zonnecellen werken beter naarmate ze koeler zijn: per graad boven 25 °C daalt het vermogen met ongeveer 0,3 à 0,4 procent, dus een heldere, koude dag is juist gunstig, terwijl hitte wel rendement kost. Schaduw van een schoorsteen kan een hele reeks cellen of zelfs een hele string afremmen, en een laag vuil houdt licht tegen voordat het de cellen bereikt. Spoel zwaar vervuilde panelen daarom af met schoon water.",
  'neg lang weer es ew')
q('jaaropbrengst-4000-wattpiek', 'D', "In Nederland levert een goed geplaatst zonnepaneel per jaar ongeveer 0,85 kWh per wattpiek. Hoeveel energie levert een installatie van 4000 Wp dan per jaar?",
  ["340 kWh", "850 kWh", "4700 kWh", "3400 kWh"],
  "4000 Wp × 0,85 kWh per Wp = 3400 kWh per jaar, ruim drieduizend kilowattuur dus.",
  'rek uitg es ew gw kort', comp=('4000*0.85', 'kWh'))
q('van-gelijkstroom-naar-wisselstroom', 'C', "Welk onderdeel van een zonne-installatie zet de gelijkstroom van de panelen om in wisselstroom voor het stopcontact?",
  ["De slimme meter", "De groepenkast", "De omvormer", "De aardlekschakelaar"],
  "Panelen leveren gelijkstroom (DC), terwijl het net met wisselstroom (AC) van 230 volt en 50 hertz werkt; de omvormer maakt die omzetting.",
  'kort ew')
q('terugverdientijd-installatie', 'D', "Een installatie kost € 5100 en bespaart € 600 per jaar op de energierekening. Na hoeveel jaar is ze terugverdiend, als je geen rente rekent?",
  ["5,1 jaar", "6 jaar", "7,2 jaar", "8,5 jaar"],
  "De terugverdientijd is de investering gedeeld door de besparing per jaar: 5100 ÷ 600 = 8,5 jaar, dus achtenhalf jaar.",
  'rek uitg es gw kort', comp=('5100/600', 'jaar'))
q('beste-windrichting-panelen', 'A', "Naar welke windrichting leg je zonnepanelen in Nederland voor de hoogste jaaropbrengst?",
  ["Zuid", "Noord", "Oost", "West"],
  "Op het noordelijk halfrond staat de zon 's middags in het zuiden, dus een paneel dat daarheen kijkt, vangt over het jaar het meeste licht.",
  'kort')
q('onjuist-over-zonnepanelen', 'B', "Welke uitspraak over zonnepanelen is ONJUIST?",
  ["Ze wekken ook bij bewolking nog wat stroom op",
   "Ze wekken 's nachts bij maanlicht evenveel op als overdag",
   "Hun vermogen neemt met de jaren langzaam af",
   "Een paneel met een hoger rendement heeft voor hetzelfde vermogen minder oppervlak nodig"],
  "Maanlicht is honderdduizenden keren zwakker dan zonlicht, zodat panelen 's nachts praktisch niets opwekken; de andere uitspraken kloppen, want ook diffuus licht van een bewolkte hemel levert wat stroom, panelen verliezen ongeveer een half procent per jaar en een hoger rendement betekent meer watt per vierkante meter.",
  'neg kort weer par gw')
q('vermogen-uit-rendement-en-oppervlak', 'B', "Een paneel van 1,8 m² heeft een rendement van 20 procent. Hoeveel vermogen levert het bij een instraling van 1000 W/m²?",
  ["200 W", "360 W", "900 W", "1800 W"],
  "Op het paneel valt 1,8 m² × 1000 W/m² = 1800 W aan zonlicht, en twintig procent daarvan is 0,20 × 1800 = 360 watt.",
  'rek uitg es ew gw kort', comp=('1.8*1000*0.2', 'W'))
q('functie-bypassdiode', 'A', "Wat doet een bypassdiode in een zonnepaneel?",
  ["Hij laat de stroom om een beschaduwd stuk van het paneel heen lopen, zodat niet het hele paneel wegvalt",
   "Hij beschermt het paneel tegen blikseminslag",
   "Hij zet gelijkstroom om in wisselstroom",
   "Hij meet hoeveel stroom het paneel opwekt"],
  "Cellen in een paneel staan in serie, en als één groep door schaduw weinig stroom levert, zou die de rest afremmen en opwarmen; de diode biedt de stroom dan een omweg langs die groep.",
  'kort par')
q('aantal-panelen-voor-gezin', 'D', "Een gezin verbruikt 3000 kWh per jaar. Hoeveel panelen van 400 Wp zijn nodig om dat op te wekken, als elk paneel per jaar 0,85 kWh per wattpiek oplevert?",
  ["4 panelen", "6 panelen", "7 panelen", "9 panelen"],
  "Eén paneel levert 400 × 0,85 = 340 kWh per jaar, en 3000 ÷ 340 ≈ 8,8, dus naar boven afgerond negen panelen.",
  'rek uitg gw es kort', comp=('3000/(400*0.85)', 'panelen'))
q('afkorting-pv', 'C', "Waar staat de afkorting PV bij zonnepanelen voor?",
  ["Power voltage", "Private voorziening", "Fotovoltaïsch (photovoltaic)", "Piekvermogen"],
  "PV komt van het Engelse photovoltaic: licht (foto) wordt rechtstreeks omgezet in elektrische spanning (volt).",
  'kort')
q('geen-onderdeel-zonne-installatie', 'D', "Welk onderdeel hoort NIET bij een gewone zonne-installatie op het dak van een woning?",
  ["Zonnepanelen", "Een omvormer", "Een montagesysteem met rails", "Een warmtepompcompressor"],
  "Panelen, bevestigingsrails en een omvormer (of een micro-omvormer per paneel) vormen samen de installatie; een compressor hoort bij een warmtepomp, niet bij zonnepanelen.",
  'neg kort par')
q('vermogen-na-twintig-jaar', 'C', "Een paneel verliest elk jaar 0,5 procent van zijn oorspronkelijke vermogen. Hoeveel procent van dat vermogen levert het na 20 jaar nog, bij een gelijkmatige afname?",
  ["80 %", "85 %", "90 %", "95 %"],
  "Twintig jaar × 0,5 % per jaar = 10 % verlies, dus er resteert 100 % − 10 % = 90 % van het vermogen.",
  'rek uitg gw es kort', comp=('100-20*0.5', '%'))
q('overschot-zonnestroom', 'B', "Wat gebeurt er met zonnestroom die je huis op dat moment niet zelf verbruikt?",
  ["Die gaat als warmte verloren in de omvormer",
   "Die wordt via de meter teruggeleverd aan het elektriciteitsnet",
   "Die wordt opgeslagen in de panelen zelf",
   "Die wordt omgezet in gas"],
  "Wat niet direct in huis wordt gebruikt, stroomt het openbare net op, en de slimme meter houdt die hoeveelheid apart bij; panelen zelf kunnen geen energie opslaan.",
  'kort par weer')
q('rendement-omvormer', 'A', "Een omvormer heeft een rendement van 96 procent. De panelen leveren per jaar 5000 kWh gelijkstroom. Hoeveel wisselstroom komt er uit de omvormer?",
  ["4800 kWh", "5000 kWh", "5208 kWh", "200 kWh"],
  "0,96 × 5000 kWh = 4800 kWh; de overige 200 kilowattuur gaat als warmte verloren. Wie 5208 kWh kiest, deelt ten onrechte door 0,96.",
  'rek uitg ew es weer', comp=('5000*0.96', 'kWh'))
q('micro-omvormers-bij-schaduw', 'A', "Waarom gebruikt men bij een dak met gedeeltelijke schaduw vaak micro-omvormers of optimizers?",
  ["Omdat elk paneel dan afzonderlijk op zijn best werkt en één beschaduwd paneel de rest niet omlaag trekt",
   "Omdat ze de panelen koelen",
   "Omdat ze de panelen tegen hagel beschermen",
   "Omdat ze wettelijk verplicht zijn bij schaduw"],
  "In een string met één centrale omvormer bepaalt het zwakste paneel mee de stroom van de hele reeks, terwijl met een aparte regelaar per paneel elk paneel op zijn eigen maximale vermogenspunt wordt gehouden.",
  'kort par')
q('geen-energie-eenheid', 'B', "Welke eenheid is GEEN eenheid van energie?",
  ["Kilowattuur", "Kilowattpiek", "Joule", "Megajoule"],
  "Kilowattuur (kWh), joule (J) en megajoule (MJ) zijn eenheden van energie, en 1 kWh is 3,6 MJ. Kilowattpiek (kWp) is een vermogen, net als watt, en zegt dus hoe snel er energie wordt opgewekt.",
  'neg weer ew es')
q('kilowattuur-in-megajoule', 'C', "Hoeveel megajoule is 1 kilowattuur?",
  ["0,36 MJ", "1 MJ", "3,6 MJ", "36 MJ"],
  "Een kilowattuur is 1000 watt gedurende 3600 seconden: 1000 J/s × 3600 s = 3.600.000 joule, oftewel 3,6 megajoule.",
  'rek uitg ew es kort', comp=('1000*3600/1e6', 'MJ'))
q('beste-hellingshoek', 'D', "Welke hellingshoek geeft in Nederland bij een dak op het zuiden ongeveer de hoogste jaaropbrengst?",
  ["0° (plat)", "Ongeveer 60°", "90° (verticaal)", "Ongeveer 35°"],
  "Op onze breedtegraad, rond 52 graden noorderbreedte, ligt de gunstigste hoek voor de jaaropbrengst tussen 30 en 40 graden; een plat paneel mist vooral in de winter veel licht, en een verticaal paneel vooral in de zomer.",
  'es ew kort weer')

q('opbrengst-per-kilowattpiek', 'B', "Een installatie van 3 kWp levert 2700 kWh per jaar. Hoeveel kilowattuur per kilowattpiek is dat?",
  ["810 kWh per kWp", "900 kWh per kWp", "1000 kWh per kWp", "8100 kWh per kWp"],
  "2700 kWh ÷ 3 kWp = 900 kWh per kWp, oftewel 0,9 kWh per wattpiek.",
  'rek uitg es kort', zet='C')
q('rendement-siliciumpaneel', 'D', "Wat is ongeveer het rendement van een gangbaar nieuw zonnepaneel van silicium?",
  ["Ongeveer 5 procent", "Ongeveer 50 procent", "Ongeveer 90 procent", "Ongeveer 20 tot 23 procent"],
  "Moderne monokristallijne siliciumpanelen zetten zo'n twintig tot drieëntwintig procent van het opvallende zonlicht om in elektriciteit; de rest wordt vooral warmte of wordt teruggekaatst.",
  'gw kort ew', zet='B')
q('panelen-op-oost-en-west', 'A', "Waarom kiezen mensen soms bewust voor panelen op oost en west in plaats van op het zuiden?",
  ["De opbrengst wordt dan over de ochtend en de late middag verdeeld, wanneer een huishouden vaak meer stroom gebruikt",
   "Oost en west leveren in totaal altijd meer op dan zuid",
   "Zulke panelen hebben geen omvormer nodig",
   "Zulke panelen worden minder snel vuil"],
  "Oost-west levert over het jaar meestal iets minder op dan zuid, maar de stroom komt verspreid over de dag binnen: 's ochtends van de oostkant en aan het eind van de middag van de westkant, juist wanneer mensen thuis koken of hun auto laden.",
  'weer par kort', zet='D')
q('dagopbrengst-paneel-300-wp', 'A', "Een paneel van 300 Wp draait op een zonnige dag gemiddeld 5 uur op vol vermogen. Hoeveel energie levert het die dag?",
  ["1,5 kWh", "15 kWh", "0,15 kWh", "15 kilowattuur"],
  "300 W × 5 h = 1500 Wh, en dat is 1,5 kWh.",
  'rek uitg es kort', dup='BD')
