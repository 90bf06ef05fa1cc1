from common import onderwerp
q = onderwerp('boodschappen-doen', 'Boodschappen doen',
              'Etiketten, houdbaarheid, keurmerken, statiegeld en slim rekenen met prijzen in de supermarkt.', 'dagelijks')

q('betekenis-te-gebruiken-tot', 'A', "Wat betekent te gebruiken tot (TGT) op een verpakking?",
  ["Na die datum kun je het product beter niet meer eten, omdat het dan onveilig kan zijn",
   "Het product is na die datum altijd nog een week goed",
   "De winkel moet het product na die datum afprijzen",
   "Het product smaakt na die datum minder, maar is nog veilig"],
  "TGT staat op snel bederfelijke producten zoals vers vlees, vis en kipfilet: na die datum kunnen er ziekmakende bacteriën in zitten, ook als je niets ruikt of ziet, dus eet je het niet meer. Optie D beschrijft juist de andere datum, ten minste houdbaar tot (THT): dan is de kwaliteit niet meer gegarandeerd, maar is het product vaak nog prima. Een vaste week extra bestaat niet, en afprijzen is een keuze van de winkel, geen verplichting.",
  'lang weer par')
q('kiloprijs-hagelslag', 'B', "Een pak hagelslag van 400 gram kost € 2,20. Wat is de kiloprijs?",
  ["€ 4,40", "€ 5,50", "€ 6,00", "€ 8,80"],
  "400 gram is 0,4 kilogram, dus de kiloprijs is € 2,20 ÷ 0,4 = € 5,50 per kg.",
  'rek uitg es ew kort', comp=('2.20/0.4', 'euro'))
q('onjuist-over-statiegeld', 'C', "Welke uitspraak over statiegeld in Nederland is ONJUIST?",
  ["Op kleine plastic flesjes zit sinds 2021 statiegeld",
   "Op blikjes zit sinds eind 2022 statiegeld",
   "Op glazen wijnflessen zit altijd 25 cent statiegeld",
   "Op grote plastic flessen frisdrank zit 25 cent statiegeld"],
  "Wijnflessen hebben geen statiegeld en horen in de glasbak. De andere uitspraken kloppen: sinds 1 juli 2021 zit er 15 cent statiegeld op kleine plastic flesjes, sinds 31 december 2022 ook 15 cent op blikjes, en op grote plastic flessen frisdrank geldt al veel langer 25 cent. Lever ze in bij een inleverpunt in de supermarkt of op een station om je geld terug te krijgen.",
  'neg lang jaar weer')
q('pindakaas-groot-of-klein', 'D', "Pindakaas kost € 3,60 voor een pot van 600 gram of € 2,10 voor een pot van 350 gram. Welke uitspraak klopt?",
  ["De kleine pot is per kilo goedkoper",
   "De grote pot is per kilo goedkoper",
   "Dat is niet te zeggen zonder het merk te kennen",
   "Beide potten kosten € 6,00 per kilo"],
  "Grote pot: € 3,60 ÷ 0,6 kg = € 6,00 per kg; kleine pot: € 2,10 ÷ 0,35 kg = € 6,00 per kg. De prijs per kilo is dus precies gelijk, en een groter formaat is hier niet voordeliger.",
  'rek uitg es ew weer')
q('code-nul-op-een-ei', 'C', "Wat betekent het cijfer 0 aan het begin van de code die op een ei is gestempeld?",
  ["Het ei komt uit een kooi", "Het ei is een scharrelei", "Het ei is biologisch", "Het ei is vandaag gelegd"],
  "De code begint met de houderijvorm: 0 is biologisch, 1 vrije uitloop, 2 scharrel en 3 kooi; daarna volgen de landcode, zoals NL, en het nummer van het bedrijf.",
  'kort weer')
q('korting-bij-een-plus-een', 'D', "Bij de aanbieding 1 + 1 gratis kost één pak koffie normaal € 6,00. Hoeveel korting krijg je per pak als je er twee koopt?",
  ["€ 1,50", "€ 2,00", "€ 6,00", "€ 3,00"],
  "Je betaalt € 6,00 voor twee pakken, dus € 6,00 ÷ 2 = € 3,00 per pak in plaats van € 6,00: een korting van € 3,00 per pak, oftewel 50 procent.",
  'rek uitg es ew kort', comp=('6-6/2', 'euro'))
q('volgorde-van-ingredienten', 'A', "In welke volgorde staan de ingrediënten op een etiket?",
  ["Van het grootste naar het kleinste aandeel in het product",
   "Op alfabetische volgorde",
   "Van het kleinste naar het grootste aandeel",
   "In willekeurige volgorde, zoals de fabrikant wil"],
  "Volgens de regels staat het ingrediënt met het meeste gewicht vooraan, dus als suiker als eerste in het rijtje staat, bestaat het product voor het grootste deel uit suiker.",
  'kort par')
q('keurmerk-niet-over-dierenwelzijn', 'B', "Welk keurmerk gaat NIET over dierenwelzijn?",
  ["Beter Leven", "Fairtrade", "Het Europese biologische keurmerk"],
  "Beter Leven van de Dierenbescherming beoordeelt met één tot drie sterren hoe dieren worden gehouden en het Europese biokeurmerk stelt onder meer eisen aan ruimte en uitloop, terwijl Fairtrade over eerlijke prijzen en arbeidsomstandigheden voor boeren en arbeiders in ontwikkelingslanden gaat.",
  'neg kort weer gw')
q('statiegeld-op-blikje', 'B', "Hoeveel statiegeld zit er op een blikje frisdrank?",
  ["10 cent", "15 cent", "25 cent", "50 cent"],
  "Sinds 31 december 2022 zit er vijftien cent statiegeld op blikjes, net als op kleine plastic flesjes.",
  'kort gw jaar')
q('temperatuur-van-de-koelkast', 'A', "Op welke temperatuur hoort een koelkast voor verse producten ongeveer te staan?",
  ["Ongeveer 4 °C", "Ongeveer 10 °C", "Ongeveer −18 °C", "Ongeveer 15 °C"],
  "Het Voedingscentrum adviseert een koelkasttemperatuur van 4 graden Celsius of lager, omdat bacteriën dan nauwelijks groeien; −18 °C is de temperatuur voor de vriezer.",
  'es ew kort weer')
q('afkorting-tht', 'D', "Waar staat de afkorting THT voor?",
  ["Te houden tot", "Tijdelijk houdbaar tot", "Tot het tijdstip", "Ten minste houdbaar tot"],
  "THT betekent ten minste houdbaar tot: tot die datum garandeert de fabrikant de kwaliteit, en daarna is het product vaak nog goed als je kijkt, ruikt en proeft. Zie het [Voedingscentrum](https://www.voedingscentrum.nl/).",
  'link')
q('prijs-per-wasbeurt', 'C', "Een fles wasmiddel van 1,5 liter kost € 9,00 en is goed voor 30 wasbeurten. Wat kost één wasbeurt?",
  ["€ 0,05", "€ 0,20", "€ 0,30", "€ 0,60"],
  "€ 9,00 ÷ 30 = € 0,30 per wasbeurt; de inhoud van anderhalve liter doet er voor deze berekening niet toe.",
  'rek uitg es gw kort', comp=('9/30', 'euro'))
q('geen-allergeen', 'D', "Welke stof is GEEN allergeen dat volgens de Europese regels in de ingrediëntenlijst moet opvallen?",
  ["Gluten", "Pinda's", "Melk", "Vitamine C"],
  "Glutenbevattende granen, pinda's en melk staan in de Europese lijst van veertien allergenen die in de ingrediëntenlijst opvallend, bijvoorbeeld vetgedrukt, moeten worden vermeld, maar vitamine C (E300) is geen allergeen.",
  'neg kort weer gw')
q('korting-tweede-halve-prijs', 'C', "Een supermarkt geeft 2e halve prijs op pakken yoghurt van € 1,80. Je koopt er twee. Hoeveel procent korting krijg je dan gemiddeld per pak?",
  ["10 %", "20 %", "25 %", "50 %"],
  "Je betaalt € 1,80 + € 0,90 = € 2,70 in plaats van € 3,60, en de korting van € 0,90 is 0,90 ÷ 3,60 = 25 procent van het totaal, een kwart. Wie 50 % kiest, kijkt alleen naar het tweede pak.",
  'rek uitg es ew weer', comp=('0.9/3.6*100', '%'))
q('geen-gratis-plastic-tasjes', 'B', "Sinds welk jaar mogen winkels in Nederland geen gratis plastic draagtassen meer meegeven?",
  ["2010", "2016", "2020", "2023"],
  "Sinds 1 januari 2016 moeten winkels geld vragen voor plastic draagtassen; het verbod op gratis tasjes moest het aantal weggegooide tasjes terugdringen.",
  'kort jaar')
q('a-merken-op-ooghoogte', 'A', "Waarom liggen duurdere A-merken in de supermarkt vaak op ooghoogte?",
  ["Omdat producten op ooghoogte het vaakst worden gekocht, en fabrikanten betalen voor die goede plekken",
   "Omdat het wettelijk verplicht is",
   "Omdat ze zwaarder zijn",
   "Omdat huismerken sneller bederven"],
  "Wat je zonder bukken of reiken ziet, pak je sneller, dus die schapplekken zijn gewild en merkfabrikanten betalen supermarkten vaak voor een goede positie, terwijl goedkopere huismerken geregeld lager staan.",
  'par kort')
q('kilojoule-naar-kilocalorie', 'A', "Op een etiket staat een energiewaarde van 418 kJ per 100 gram. Hoeveel kilocalorieën is dat ongeveer, als 1 kcal gelijk is aan 4,18 kJ?",
  ["100 kcal", "1747 kcal", "41,8 kcal", "418 kcal"],
  "Je deelt door 4,18: 418 kJ ÷ 4,18 = 100 kcal. Wie vermenigvuldigt, komt op een veel te hoog getal van ruim 1700 kcal.",
  'rek uitg es ew weer', comp=('418/4.18', 'kcal'))
q('niet-tegen-verspilling', 'B', "Welke tip helpt NIET om minder eten te verspillen?",
  ["Een boodschappenlijst maken op basis van wat je al in huis hebt",
   "Zoveel mogelijk grootverpakkingen kopen, ook als je alleen woont",
   "Restjes invriezen",
   "Producten die het eerst over datum gaan vooraan in de koelkast zetten"],
  "Een groot pak lijkt voordelig, maar als je het niet op krijgt, gooi je een deel weg, terwijl een lijstje, invriezen en slim opruimen in de koelkast juist voorkomen dat eten bederft.",
  'neg kort par')
q('nutri-score-a', 'C', "Wat betekent de Nutri-Score met letter A op een verpakking?",
  ["Het product is biologisch",
   "Het product is in Nederland gemaakt",
   "Het product valt binnen zijn productgroep in de gezondste categorie",
   "Het product bevat geen suiker"],
  "De Nutri-Score loopt van A (donkergroen) tot E (rood) en vergelijkt de voedingswaarde van producten binnen dezelfde groep, dus een pizza met een A is beter dan andere pizza's, maar niet per se gezond naast een appel.",
  'par kort')
q('wisselgeld-na-appels', 'D', "Je koopt 3 kilo appels van € 2,40 per kilo en betaalt met een biljet van € 10. Hoeveel wisselgeld krijg je terug?",
  ["€ 7,20", "€ 7,60", "€ 3,20", "€ 2,80"],
  "De appels kosten 3 × € 2,40 = € 7,20, dus je krijgt € 10,00 − € 7,20 = € 2,80 terug; € 7,20 is het bedrag dat je betaalt, niet het wisselgeld.",
  'rek uitg es ew weer kort', comp=('10-3*2.40', 'euro'))

q('keurmerk-voor-wilde-vis', 'A', "Welk keurmerk vind je op wilde vis die duurzaam is gevangen?",
  ["Het blauwe MSC-keurmerk", "Het Fairtrade-keurmerk", "Het Beter Leven-keurmerk", "Het EU-energielabel"],
  "De Marine Stewardship Council geeft zijn blauwe logo aan wilde vis uit visserijen die de visstand gezond houden; kweekvis krijgt het ASC-logo.",
  'kort', zet='C')
q('prijs-van-kaas', 'B', "Wat kost 750 gram kaas als de kiloprijs € 12,00 is?",
  ["€ 7,50", "€ 9,00", "€ 12,00", "€ 16,00"],
  "750 gram is driekwart kilo, dus 0,75 × € 12,00 = € 9,00.",
  'rek uitg gw es kort', zet='D')
q('voordeel-van-een-huismerk', 'D', "Wat is het voordeel van een huismerk ten opzichte van een A-merk?",
  ["Het is altijd gezonder",
   "Het komt altijd uit Nederland",
   "Het is langer houdbaar",
   "Het is meestal goedkoper, omdat de supermarkt minder uitgeeft aan reclame en merkontwikkeling"],
  "Een huismerk wordt vaak door vergelijkbare fabrikanten gemaakt, maar zonder dure reclamecampagnes, waardoor de supermarkt het voor een lagere prijs kan verkopen.",
  'par kort', zet='A')
q('250-milliliter-melk', 'B', "Een recept vraagt om 250 milliliter melk. Hoeveel is dat?",
  ["Een halve liter", "Een kwart liter", "0,5 liter", "Twee liter"],
  "Een liter is 1000 milliliter, dus 250 ml is 250 ÷ 1000 = 0,25 liter, een kwart liter.",
  'rek uitg gw ew es kort', dup='AC')
