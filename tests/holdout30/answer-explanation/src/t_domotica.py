from common import onderwerp
q = onderwerp('domotica', 'Domotica en slimme apparaten',
              'Slimme lampen, sensoren, hubs en protocollen in huis, en hoe je ze koppelt en beveiligt.', 'IT')

q('afkorting-iot', 'A', "Waar staat de afkorting IoT voor?",
  ["Internet of Things", "Input/output Technology", "Integrated Online Terminal", "Internet Operated Thermostat"],
  "IoT betekent Internet of Things, letterlijk het internet der dingen: alledaagse apparaten zoals lampen, thermostaten en deurbellen die via een netwerk gegevens uitwisselen.",
  'acr kort')
q('communicatiemodel-mqtt', 'B', "Welk communicatiemodel gebruikt het protocol MQTT?",
  ["Client-server met één verzoek en één antwoord per verbinding",
   "Publish-subscribe via een centrale broker",
   "Peer-to-peer zonder centrale component",
   "Broadcast naar alle apparaten in het netwerk"],
  "Bij MQTT stuurt een apparaat, zoals een temperatuursensor, zijn berichten op een topic, bijvoorbeeld `huis/badkamer/temperatuur`, naar een tussenstation zoals Mosquitto. Apparaten die zich op dat topic hebben geabonneerd, krijgen het bericht vervolgens doorgestuurd. De zender hoeft de ontvangers dus niet te kennen. Dat is geen klassiek verzoek-antwoordmodel zoals bij HTTP, er is wel degelijk een centrale component, en berichten gaan alleen naar abonnees in plaats van naar alle apparaten. Zie [mqtt.org](https://mqtt.org/).",
  'lang code link acr weer par')
q('geen-draadloos-domoticaprotocol', 'C', "Welk van deze protocollen is GEEN draadloos protocol voor slimme apparaten in huis?",
  ["Zigbee", "Z-Wave", "HDMI", "Thread"],
  "Zigbee, Z-Wave en Thread zijn draadloze netwerkprotocollen voor sensoren, lampen en schakelaars; HDMI is een kabelverbinding voor beeld en geluid tussen bijvoorbeeld een mediaspeler en een tv.",
  'neg acr kort weer')
q('mqtt-wildcard-een-niveau', 'D', "Welk MQTT-topicfilter ontvangt berichten van `huis/woonkamer/temperatuur` én van `huis/keuken/temperatuur`, maar niet van `huis/keuken/lamp`?",
  ["`huis/#`", "`huis/+`", "`#/temperatuur`", "`huis/+/temperatuur`"],
  "Het plusteken vervangt precies één niveau, dus `huis/+/temperatuur` past op elke kamer maar alleen voor temperatuur; `huis/#` vangt alles onder huis, ook de lamp, `huis/+` matcht alleen topics met precies twee niveaus, en `#` mag alleen als laatste teken van een filter staan.",
  'code kort weer acr')
q('wat-meet-een-pir-sensor', 'C', "Wat meet een PIR-sensor, zoals die in veel bewegingsmelders zit?",
  ["Geluid boven een bepaalde sterkte",
   "Veranderingen in luchtdruk bij het openen van een deur",
   "Veranderingen in infraroodstraling, zoals de warmte van een persoon die langsloopt",
   "Het aantal wifi-apparaten in een ruimte"],
  "PIR staat voor passive infrared: de sensor zendt zelf niets uit, maar merkt op dat de warmtestraling in zijn blikveld verandert wanneer een warm lichaam beweegt.",
  'acr kort par')
q('standbyverbruik-slimme-speaker', 'D', "Een slimme speaker verbruikt in stand-by 2 watt en staat het hele jaar aan. Hoeveel energie kost dat per jaar van 365 dagen?",
  ["0,73 kWh", "2,4 kWh", "175 kWh", "17,5 kWh"],
  "Twee watt gedurende 24 × 365 = 8760 uur geeft 2 W × 8760 h = 17.520 Wh; gedeeld door 1000 is dat ongeveer 17,5 kWh per jaar.",
  'rek uitg gw ew es kort', comp=('2*24*365/1000', 'kWh'))
q('zigbee-mesh-met-veel-apparaten', 'A', "Waarom werkt een Zigbee-netwerk met veel apparaten vaak betrouwbaarder dan een met maar een paar?",
  ["Apparaten op netstroom kunnen berichten van andere apparaten doorgeven, zodat een mesh-netwerk ontstaat",
   "Meer apparaten verhogen automatisch het zendvermogen van de hub",
   "Zigbee schakelt bij veel apparaten over op een kabelverbinding",
   "Met meer apparaten gebruikt Zigbee de 5 GHz-band"],
  "In een Zigbee-netwerk werken apparaten met vaste voeding, zoals slimme stekkers en lampen, als router: een signaal dat de hub niet rechtstreeks bereikt, springt via die tussenstations verder, terwijl apparaten op batterijen meestal alleen eindpunt zijn.",
  'par kort')
q('niet-veiliger-slim-huis', 'B', "Welke maatregel maakt je slimme apparaten NIET veiliger?",
  ["Het standaardwachtwoord van een camera vervangen door een sterk eigen wachtwoord",
   "Alle apparaten via port forwarding rechtstreeks bereikbaar maken vanaf het internet",
   "Firmware-updates installeren",
   "IoT-apparaten in een apart gastnetwerk of VLAN plaatsen"],
  "Standaardwachtwoorden staan vaak in openbare handleidingen en worden door botnets zoals Mirai automatisch uitgeprobeerd, dus die vervangen helpt. Firmware-updates dichten bekende lekken. Een apart netwerk of VLAN voorkomt dat een gehackte lamp bij je laptop kan komen. Poorten openzetten zodat een apparaat direct vanaf het internet bereikbaar is, vergroot juist het aanvalsoppervlak; gebruik liever een VPN of de beveiligde cloudkoppeling van de fabrikant.",
  'neg lang acr weer')
q('standaardpoort-mqtt', 'B', "Op welke standaardpoort luistert een MQTT-broker voor onversleutelde verbindingen?",
  ["80", "1883", "8883", "443"],
  "De IANA heeft poort 1883 aan MQTT toegewezen; voor MQTT via TLS is dat 8883, terwijl 80 en 443 bij HTTP en HTTPS horen.",
  'kort acr weer')
q('p1-poort-slimme-meter', 'A', "Waarvoor dient de P1-poort op een Nederlandse slimme energiemeter?",
  ["Om actuele verbruiksgegevens uit te lezen met een eigen apparaat, bijvoorbeeld een energiedisplay of Home Assistant",
   "Om de meter op afstand uit te schakelen",
   "Om de meter te voeden bij een stroomstoring",
   "Om zonnepanelen rechtstreeks op de meter aan te sluiten"],
  "Via deze RJ12-aansluiting volgens de Nederlandse DSMR-standaard geeft de meter regelmatig, bij nieuwere meters elke seconde, de meterstanden en het actuele vermogen door aan een aangesloten apparaat.",
  'kort par acr')
q('slimme-stekker-vindt-wifi-niet', 'D', "Waarom kan een goedkope slimme stekker soms geen verbinding maken met je wifi-netwerk?",
  ["Slimme stekkers werken alleen met een netwerkkabel",
   "De stekker werkt alleen met een router van hetzelfde merk",
   "De stekker heeft een Bluetooth-versie nodig die je router niet heeft",
   "Veel van zulke apparaten ondersteunen alleen de 2,4 GHz-band, terwijl de router het netwerk (soms alleen) op 5 GHz aanbiedt"],
  "Goedkope IoT-chips, zoals de veelgebruikte ESP8266, hebben alleen een radio voor 2,4 gigahertz, dus als de router geen 2,4 GHz uitzendt of beide banden lastig combineert, mislukt het koppelen.",
  'acr kort par ew es')
q('afkorting-ifttt', 'C', "Waar staat IFTTT voor, de naam van een bekende dienst om apparaten en webdiensten te koppelen?",
  ["Internet Free Transfer Tool", "Integrated Functions To Trigger Things", "If This Then That", "IoT Firmware Transfer Technology"],
  "De naam IFTTT beschrijft het principe van de dienst: een regel met een trigger (if this) en een actie (then that), bijvoorbeeld: als het gaat regenen, stuur dan een melding.",
  'acr kort')
q('onjuist-over-matter', 'D', "Welke uitspraak over Matter, de standaard voor slimme apparaten, is ONJUIST?",
  ["Matter is ontwikkeld binnen de Connectivity Standards Alliance, waarin onder meer Apple, Google en Amazon samenwerken",
   "Matter-apparaten kunnen via wifi of via Thread communiceren",
   "Matter moet apparaten van verschillende merken met elkaar laten samenwerken",
   "Matter werkt alleen met apparaten van Apple"],
  "Het hele idee van Matter is dat een apparaat met het Matter-logo samenwerkt met Apple Home, Google Home, Amazon Alexa en andere platforms, en juist daarom werken die concurrenten samen in de Connectivity Standards Alliance, de vroegere Zigbee Alliance.",
  'neg kort par')
q('lamp-aanzetten-home-assistant', 'C', "In Home Assistant heeft een lamp de entity-id `light.woonkamer`. Met welke actie (vroeger service genoemd) zet je die lamp aan?",
  ["`switch.turn_on`", "`light.toggle_on`", "`light.turn_on`", "`light.power`"],
  "Lampen vallen in het domein `light`, en aanzetten gaat met `light.turn_on`; `switch.turn_on` is voor entiteiten in het domein `switch`, en `light.toggle_on` en `light.power` bestaan niet (wel `light.toggle`). Zie de [documentatie van de lichtintegratie](https://www.home-assistant.io/integrations/light/).",
  'code link weer')
q('opwarmtijd-slimme-thermostaat', 'B', "Een slimme thermostaat meet 15 graden Celsius en moet naar 20 °C. De cv-ketel warmt het huis op met 2 °C per uur. Hoe lang duurt het opwarmen ongeveer?",
  ["1 uur", "2,5 uur", "5 uur", "10 uur"],
  "Het verschil is 20 − 15 = 5 graden, en bij 2 °C per uur kost dat 5 ÷ 2 = 2,5 uur, oftewel tweeënhalf uur.",
  'rek uitg ew es gw kort', comp=('(20-15)/2', 'uur'))
q('vast-adres-voor-de-hub', 'A', "Waarom geven veel mensen de centrale domoticahub een vast IP-adres of een DHCP-reservering?",
  ["Zodat andere apparaten en apps de hub altijd op hetzelfde adres kunnen vinden",
   "Omdat een vast IP-adres sneller internet geeft",
   "Omdat DHCP niet werkt met slimme apparaten",
   "Zodat de hub geen wachtwoord meer nodig heeft"],
  "Een DHCP-server deelt adressen tijdelijk uit, zodat een apparaat na een herstart een ander adres kan krijgen, en een reservering koppelt het MAC-adres van de hub aan één vast adres, waardoor koppelingen en bladwijzers blijven werken.",
  'acr kort par')
q('verbruik-slimme-lamp-per-maand', 'A', "Een slimme lamp van 9 watt brandt elke avond 5 uur. Hoeveel energie verbruikt hij in 30 dagen?",
  ["1,35 kWh", "13,5 kWh", "0,135 kWh", "45 kWh"],
  "Per dag is dat 9 W × 5 h = 45 Wh, en in 30 dagen 45 × 30 = 1350 Wh, oftewel 1,35 kilowattuur.",
  'rek uitg ew es kort', comp=('9*5*30/1000', 'kWh'))
q('geen-sensor-in-slim-huis', 'B', "Welk van deze apparaten is GEEN sensor?",
  ["Een deur- en raamcontact", "Een dimmer", "Een rookmelder met draadloze melding", "Een temperatuur- en vochtigheidsmeter"],
  "Een deurcontact, een rookmelder en een thermometer meten iets en melden dat aan het systeem; een dimmer is een actuator, die een opdracht uitvoert door de lichtsterkte te regelen.",
  'neg kort weer')
q('voordeel-lokale-aansturing', 'C', "Wat is het voordeel van lokale aansturing, zonder cloud, bij domotica?",
  ["Het systeem is dan automatisch gratis te gebruiken met elke app",
   "Er zijn dan geen updates meer nodig",
   "Het systeem blijft werken als de internetverbinding uitvalt, en gegevens blijven in huis",
   "Lokale aansturing werkt over een grotere afstand"],
  "Als een schakelaar en een lamp via een hub in je eigen netwerk met elkaar praten, hangt het aanzetten niet af van een server van de fabrikant: bij een storing of als die dienst stopt, blijft het licht werken, en je gegevens verlaten je woning niet.",
  'par kort')
q('configuratietaal-home-assistant', 'D', "Welke taal gebruikt Home Assistant voor configuratiebestanden zoals `configuration.yaml`?",
  ["JSON", "XML", "INI", "YAML"],
  "Zoals de extensie `.yaml` al laat zien, is het YAML, een opmaaktaal waarin inspringing met spaties de structuur bepaalt; veel instellingen kunnen tegenwoordig ook via de grafische interface.",
  'code acr kort')

q('frequentie-z-wave-europa', 'C', "Welke frequentie gebruikt Z-Wave in Europa?",
  ["2,4 GHz", "5 GHz", "868 MHz", "13,56 MHz"],
  "Z-Wave werkt in Europa rond 868 megahertz, ver onder de drukke 2,4 GHz-band van wifi en Zigbee, waardoor het minder last heeft van storing en het signaal makkelijker door muren gaat.",
  'ew es kort', zet='B')
q('mqtt-qos-niveau-een', 'B', "Wat betekent QoS 1 bij het versturen van een MQTT-bericht?",
  ["Het bericht wordt hooguit één keer afgeleverd en kan verloren gaan",
   "Het bericht wordt minstens één keer afgeleverd en kan dus dubbel aankomen",
   "Het bericht wordt precies één keer afgeleverd",
   "Het bericht wordt versleuteld verstuurd"],
  "Bij QoS 1 (at least once) herhaalt de zender het bericht tot hij een bevestiging krijgt, dus het komt zeker aan, maar soms vaker dan één keer; hooguit één keer is QoS 0 en precies één keer QoS 2.",
  'acr weer kort', zet='A')
q('wat-is-een-scene', 'D', "Wat is een scène in een domoticasysteem?",
  ["Een foutmelding die een apparaat stuurt",
   "Een camerabeeld van een kamer",
   "De plattegrond van het huis in de app",
   "Een opgeslagen combinatie van instellingen van meerdere apparaten die je met één opdracht activeert"],
  "Met een scène zoals Film kijken dim je in één keer de lampen, sluit je de gordijnen en zet je de tv aan: de gewenste standen van al die apparaten liggen vooraf vast.",
  'par kort', zet='C')
