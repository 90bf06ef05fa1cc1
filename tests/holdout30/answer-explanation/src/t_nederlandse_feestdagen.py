from common import onderwerp
q = onderwerp('nederlandse-feestdagen', 'Nederlandse feestdagen en tradities',
              'Koningsdag, Sinterklaas, Pasen, Pinksteren en andere feest- en gedenkdagen door het jaar heen.', 'dagelijks')

q('datum-koningsdag', 'A', "Op welke datum wordt Koningsdag gevierd, als die dag niet op een zondag valt?",
  ["27 april", "30 april", "5 mei", "31 augustus"],
  "Sinds 2014 viert Nederland Koningsdag op 27 april, de verjaardag van koning Willem-Alexander; valt die datum op een zondag, dan wordt het feest een dag eerder gehouden, op zaterdag 26 april. Op 30 april was het van 1949 tot en met 2013 Koninginnedag, eerst als verjaardag van koningin Juliana en daarna aangehouden door koningin Beatrix. Op 31 augustus, de verjaardag van koningin Wilhelmina, werd vóór 1949 Koninginnedag gevierd, en 5 mei is Bevrijdingsdag.",
  'lang weer jaar')
q('datum-pakjesavond', 'B', "Wanneer vieren de meeste Nederlanders pakjesavond?",
  ["Op 6 december", "Op 5 december", "Op 11 november", "Op 24 december"],
  "Pakjesavond is de avond vóór 6 december, de naamdag van Sint-Nicolaas, dus op 5 december; 11 november is Sint-Maarten.",
  'kort weer')
q('geen-erkende-feestdag', 'C', "Welke dag is GEEN algemeen erkende feestdag volgens de Algemene termijnenwet?",
  ["Tweede Paasdag", "Hemelvaartsdag", "Goede Vrijdag", "Tweede Kerstdag"],
  "De Algemene termijnenwet noemt onder meer Nieuwjaarsdag, de tweede Paasdag, Hemelvaartsdag, de tweede Pinksterdag, beide kerstdagen, Koningsdag en 5 mei; Goede Vrijdag staat er niet in, al geven sommige werkgevers die dag vrij.",
  'neg kort')
q('hemelvaartsdag-2025', 'D', "In 2025 viel Eerste Paasdag op zondag 20 april. Hemelvaartsdag valt 39 dagen na Eerste Paasdag. Op welke datum viel Hemelvaartsdag in 2025?",
  ["8 mei", "30 mei", "8 juni", "29 mei"],
  "Van 20 april tot en met 30 april zijn het 10 dagen; er blijven 39 − 10 = 29 dagen over, dus je komt uit op 29 mei, een donderdag, zoals Hemelvaartsdag altijd is. Op 8 juni viel Eerste Pinksterdag, tien dagen later.",
  'rek uitg gw jaar weer')
q('lampionnen-op-11-november', 'C', "Welk feest vieren kinderen op 11 november door met lampionnen langs de deuren te gaan?",
  ["Driekoningen", "Halloween", "Sint-Maarten", "Sinterklaas"],
  "Op Sint-Maarten lopen kinderen in veel delen van het land met een lampion langs de deuren en zingen ze liedjes in ruil voor snoep; het feest herdenkt Martinus van Tours, die zijn mantel met een bedelaar deelde.",
  'kort')
q('datum-prinsjesdag', 'D', "Wanneer is Prinsjesdag, waarop de koning de troonrede uitspreekt?",
  ["Op de eerste maandag van september", "Op 27 april", "Op de laatste vrijdag van augustus", "Op de derde dinsdag van september"],
  "Op Prinsjesdag, de derde dinsdag van september, opent de koning met de troonrede het parlementaire jaar en presenteert het kabinet de Miljoenennota met de begroting voor het volgende jaar. Zie [Prinsjesdag op rijksoverheid.nl](https://www.rijksoverheid.nl/onderwerpen/prinsjesdag).",
  'link')
q('gebak-op-oudejaarsavond', 'A', "Welk gebak eten veel Nederlanders traditioneel op oudejaarsavond?",
  ["Oliebollen", "Tompouces", "Bossche bollen", "Speculaas"],
  "Oliebollen en appelflappen horen bij de jaarwisseling, terwijl speculaas typisch is voor de sinterklaastijd en de tompouce rond Koningsdag vaak met oranje glazuur wordt verkocht.",
  'kort weer')
q('onjuist-over-keti-koti', 'B', "Welke uitspraak over Keti Koti op 1 juli is ONJUIST?",
  ["Het herdenkt en viert de afschaffing van de slavernij in Suriname en op de Nederlandse Antillen",
   "De slavernij werd in 1963 afgeschaft",
   "De naam betekent in het Sranantongo ongeveer: de ketenen zijn gebroken",
   "Veel tot slaaf gemaakten moesten na de afschaffing nog tien jaar onder staatstoezicht doorwerken"],
  "De slavernij werd op 1 juli 1863 afgeschaft, honderd jaar eerder dan optie B zegt. Voor veel mensen veranderde er toen nog weinig: ze moesten tot 1873 onder staatstoezicht op de plantages blijven werken. Keti Koti is Sranantongo voor gebroken ketenen, en de dag is zowel een herdenking van het leed als een viering van de vrijheid, met onder meer een bijeenkomst bij het Nationaal Monument Slavernijverleden in het Amsterdamse Oosterpark.",
  'neg lang jaar weer gw')
q('herkomst-van-sinterklaas', 'B', "Waar komt Sinterklaas volgens de Nederlandse traditie vandaan als hij in november met de stoomboot aankomt?",
  ["Uit Turkije", "Uit Spanje", "Uit Italië", "Uit Lapland"],
  "Volgens de traditie woont Sinterklaas in Spanje; de historische Sint-Nicolaas was bisschop van Myra, in het huidige Turkije, zijn relieken liggen in Bari in Italië, en Lapland hoort bij de kerstman.",
  'weer kort')
q('datum-bevrijdingsdag', 'A', "Op welke datum valt Bevrijdingsdag?",
  ["5 mei", "4 mei", "15 augustus", "10 mei"],
  "Op 5 mei vieren we de bevrijding van de Duitse bezetting in 1945, de dag nadat op 4 mei de oorlogsslachtoffers zijn herdacht.",
  'kort jaar weer')
q('wat-is-een-paasvuur', 'D', "Wat is een paasvuur?",
  ["Een vuurwerkshow op Eerste Paasdag in Amsterdam",
   "Een barbecue op Tweede Paasdag",
   "Een fakkeltocht op Goede Vrijdag",
   "Een grote stapel snoeihout die vooral in het oosten van het land met Pasen wordt aangestoken"],
  "Vooral in Twente, de Achterhoek, Drenthe en delen van Gelderland worden met Pasen, meestal na zonsondergang, enorme houtstapels in brand gestoken, een oude traditie om de lente te verwelkomen.",
  'par kort')
q('moederdag-2026', 'C', "Moederdag valt in Nederland op de tweede zondag van mei. Op welke datum viel Moederdag in 2026, als 1 mei 2026 op een vrijdag viel?",
  ["3 mei", "9 mei", "10 mei", "17 mei"],
  "Als 1 mei een vrijdag is, valt de eerste zondag op 3 mei en de tweede een week later: 3 + 7 = 10 mei.",
  'rek uitg jaar kort')
q('niet-bij-sinterklaasavond', 'D', "Wat hoort NIET bij een traditionele sinterklaasavond?",
  ["Pepernoten en kruidnoten", "Een chocoladeletter", "Gedichten en surprises", "Een versierde kerstboom met een piek"],
  "Pepernoten, chocoladeletters en zelfgemaakte surprises met een gedicht zijn vaste onderdelen van pakjesavond, terwijl de kerstboom bij kerst hoort en door veel mensen pas na 5 december wordt opgezet.",
  'neg kort')
q('einde-van-carnaval', 'C', "Op welke dag eindigt carnaval?",
  ["Op Eerste Paasdag", "Op 11 november", "Op de dinsdag voor Aswoensdag", "Op Driekoningen"],
  "Carnaval duurt traditioneel drie dagen, van zondag tot en met dinsdag, vlak voor Aswoensdag, waarmee de veertigdagentijd naar Pasen begint; daarom valt het elk jaar op een andere datum, net als Pasen zelf. Op 11 november, de elfde van de elfde, wordt het nieuwe carnavalsseizoen wel alvast geopend, maar het feest zelf vindt dan nog niet plaats. Op Driekoningen zijn de festiviteiten nog niet begonnen en op Eerste Paasdag al lang voorbij.",
  'lang weer gw')
q('oranje-wimpel-aan-de-vlag', 'B', "Waarom hangt de vlag op Koningsdag met een oranje wimpel?",
  ["Omdat oranje de kleur van de lente is",
   "Omdat de oranje wimpel verwijst naar het Koninklijk Huis, het Huis Oranje-Nassau",
   "Omdat het Nederlands elftal in het oranje speelt",
   "Omdat de wimpel aangeeft dat het een vrije dag is"],
  "De oranje wimpel gebruik je alleen op dagen die met het koningshuis te maken hebben, zoals de verjaardagen van leden van de koninklijke familie, want hij staat voor het vorstenhuis van Oranje.",
  'kort par')
q('betekenis-suikerfeest', 'A', "Wat vieren moslims met het Suikerfeest?",
  ["Het einde van de vastenmaand ramadan", "Het begin van het islamitische nieuwjaar", "De geboorte van de profeet Mohammed", "De pelgrimstocht naar Mekka"],
  "Het Suikerfeest (Eid al-Fitr) valt op de eerste dag van de maand sjawwal, direct nadat de maand waarin overdag wordt gevast is afgelopen, en wordt gevierd met gebed, familiebezoek en zoetigheden; het Offerfeest hoort bij de pelgrimstocht naar Mekka.",
  'kort weer par')
q('pinksteren-2026', 'A', "Eerste Pinksterdag valt 49 dagen na Eerste Paasdag. In 2026 viel Eerste Paasdag op 5 april. Op welke datum viel Eerste Pinksterdag?",
  ["24 mei", "14 mei", "25 mei", "31 mei"],
  "Van 5 april tot 30 april is 25 dagen; 49 − 25 = 24, dus Eerste Pinksterdag viel op zondag 24 mei 2026 en Tweede Pinksterdag op maandag 25 mei. Hemelvaartsdag, tien dagen eerder, viel op 14 mei.",
  'rek uitg jaar weer gw')
q('niet-bij-koningsdag', 'B', "Welke gewoonte hoort NIET bij Koningsdag?",
  ["Een vrijmarkt waar iedereen spullen mag verkopen",
   "Het aansteken van paasvuren",
   "Oranje kleding dragen",
   "Het bezoek van de koninklijke familie aan een of twee gemeenten"],
  "Vrijmarkten, oranje kleding en het bezoek van de koninklijke familie aan een of twee gemeenten horen bij 27 april, terwijl paasvuren met Pasen branden, vooral in het oosten van het land.",
  'neg kort')
q('wat-is-de-nieuwjaarsduik', 'C', "Wat is de Nieuwjaarsduik?",
  ["Een traditie om op oudejaarsavond om middernacht in bad te gaan",
   "Een vuurwerkshow boven zee",
   "Een traditie waarbij duizenden mensen op 1 januari de koude zee of een meer in rennen",
   "Een schaatswedstrijd op natuurijs"],
  "De bekendste editie is die in Scheveningen, waar sinds 1965 elk jaar op Nieuwjaarsdag duizenden mensen de ijskoude Noordzee in stormen, vaak met een oranje muts op.",
  'jaar par kort')
q('traditie-met-driekoningen', 'D', "Welke traditie hoort bij Driekoningen op 6 januari?",
  ["Eieren zoeken in de tuin",
   "Een meiboom opzetten",
   "Lampionnen maken",
   "Verkleed als de drie koningen met een ster langs de deuren gaan en zingen"],
  "Op Driekoningen wordt het bezoek van de wijzen uit het oosten aan het kindje Jezus herdacht, en vooral in het zuiden en in sommige dorpen gaan kinderen dan met een draaiende ster zingend langs de deuren. Eieren zoeken hoort bij Pasen en lampionnen bij Sint-Maarten.",
  'weer gw')

q('weekdag-van-hemelvaartsdag', 'C', "Op welke dag van de week valt Hemelvaartsdag altijd?",
  ["Maandag", "Zondag", "Donderdag", "Vrijdag"],
  "Hemelvaartsdag valt 39 dagen na Eerste Paasdag, een zondag, en omdat 39 = 5 × 7 + 4 is dat vier dagen na een zondag: altijd een donderdag.",
  'uitg gw kort', zet='D')
q('van-koninginnedag-naar-koningsdag', 'B', "Waarom werd Koninginnedag in 2014 Koningsdag?",
  ["Omdat het feest naar de lente moest",
   "Omdat koning Willem-Alexander in 2013 zijn moeder Beatrix was opgevolgd",
   "Omdat de gemeenten het feest wilden verplaatsen",
   "Omdat 30 april dat jaar op een zondag viel"],
  "Op 30 april 2013 deed koningin Beatrix troonsafstand ten gunste van haar zoon, en vanaf 2014 werd daarom zijn verjaardag, 27 april, als Koningsdag gevierd.",
  'jaar kort par', zet='A')
q('kleur-mijter-sinterklaas', 'D', "Welke kleur heeft traditioneel de mijter van Sinterklaas?",
  ["Groen", "Blauw", "Zwart", "Rood met goud"],
  "Sinterklaas draagt als bisschop een rode mantel en een rode mijter met gouden versiering en een kruis.",
  'kort', zet='C')
