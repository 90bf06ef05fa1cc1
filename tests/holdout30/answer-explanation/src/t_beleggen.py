from common import onderwerp
q = onderwerp('beleggen', 'Beleggen',
              'Aandelen, obligaties, fondsen en rendement: de basisbegrippen van beleggen en de sommen die erbij horen.', 'rekenen')

q('wat-is-een-aandeel', 'A', "Wat koop je als je een aandeel koopt?",
  ["Een klein deel van het eigendom van een onderneming",
   "Een lening aan een bedrijf met een vaste rente",
   "Een spaarrekening bij een bank",
   "Een verzekering tegen koersdalingen"],
  "Een aandeelhouder is mede-eigenaar van het bedrijf: hij deelt mee in de winst, via dividend of een hogere koers, en mag stemmen op de aandeelhoudersvergadering, terwijl een lening met vaste rente een obligatie is.",
  'par kort weer')
q('dividendrendement-berekenen', 'B', "Een aandeel kost € 40 en keert per jaar € 1,60 dividend uit. Hoe hoog is het dividendrendement?",
  ["2,5 %", "4 %", "6,25 %", "16 %"],
  "Dividendrendement = dividend ÷ koers × 100 %, dus 1,60 ÷ 40 × 100 % = 4 procent.",
  'rek uitg es ew kort', comp=('1.6/40*100', '%'))
q('onjuist-over-spreiding', 'C', "Welke uitspraak over spreiding (diversificatie) is ONJUIST?",
  ["Spreiding over veel bedrijven verkleint het risico dat één faillissement je hele belegging raakt",
   "Spreiding over sectoren en landen helpt tegen tegenvallers in één regio",
   "Met voldoende spreiding kun je nooit meer geld verliezen",
   "Een wereldwijd indexfonds is een eenvoudige manier om te spreiden"],
  "Spreiding haalt het risico van afzonderlijke bedrijven, sectoren en landen grotendeels weg: als één bedrijf failliet gaat of één regio tegenvalt, is dat maar een klein deel van je portefeuille, en een wereldwijd indexfonds bevat in één keer duizenden aandelen. Wat spreiding niet wegneemt, is het marktrisico: als de beurzen wereldwijd dalen, zoals in 2008 of in maart 2020, dalen ook goed gespreide portefeuilles mee. Verlies blijft dus altijd mogelijk.",
  'neg lang weer jaar par')
q('rente-op-rente-twee-jaar', 'D', "Je belegt € 1.000 tegen een rendement van 5 procent per jaar en laat de opbrengst staan. Hoeveel heb je na twee jaar?",
  ["€ 1.050,00", "€ 1.100,00", "€ 1.110,00", "€ 1.102,50"],
  "Na een jaar heb je € 1.000 × 1,05 = € 1.050, en in het tweede jaar krijg je ook rendement over die eerste winst: € 1.050 × 1,05 = € 1.102,50. Wie € 1.100 kiest, vergeet dit rente-op-rente-effect.",
  'rek uitg es weer')
q('wat-is-een-obligatie', 'C', "Wat is een obligatie?",
  ["Een bewijs van mede-eigendom van een bedrijf",
   "Een recht om later aandelen tegen een vaste prijs te kopen",
   "Een verhandelbare lening aan een overheid of bedrijf, waarover de uitgever rente betaalt en die op een afgesproken datum wordt afgelost",
   "Een beleggingsfonds dat alleen in goud belegt"],
  "Wie zo'n stuk koopt, leent geld uit: de uitgever, bijvoorbeeld de Nederlandse Staat, betaalt jaarlijks een vaste rente (de coupon) en geeft op de einddatum de hoofdsom terug, terwijl mede-eigendom bij aandelen hoort.",
  'par kort weer')
q('regel-van-72', 'D', "Volgens de vuistregel van 72 deel je 72 door het rendement in procenten om te schatten in hoeveel jaar een bedrag verdubbelt. Hoe lang duurt dat ongeveer bij 6 procent per jaar?",
  ["6 jaar", "7,2 jaar", "9 jaar", "12 jaar"],
  "72 ÷ 6 = 12 jaar; de exacte uitkomst, log 2 ÷ log 1,06, is ongeveer 11,9 jaar, dus de vuistregel zit er dicht bij.",
  'rek uitg kort', comp=('72/6', 'jaar'))
q('wat-is-een-etf', 'A', "Wat is een ETF?",
  ["Een beleggingsfonds dat als een aandeel op de beurs wordt verhandeld en vaak een index volgt",
   "Een Europese belasting op financiële transacties",
   "Een spaarrekening met een vaste looptijd",
   "Een soort obligatie van de Europese Centrale Bank"],
  "ETF staat voor exchange-traded fund: een fonds waarvan je de deelnemingen gedurende de dag op de beurs koopt en verkoopt, en dat meestal tegen lage kosten passief een index zoals de MSCI World nabootst.",
  'par kort')
q('geen-aandelenbelegging', 'B', "Welke belegging is GEEN aandeel of aandelenfonds?",
  ["Een aandeel ASML", "Een Nederlandse staatsobligatie", "Een indexfonds op de AEX", "Een ETF op de MSCI World"],
  "ASML is een beursgenoteerd bedrijf, en een AEX-indexfonds en een MSCI World-ETF beleggen in aandelen, maar een staatsobligatie is een lening aan de Staat en dus een vastrentende waarde.",
  'neg kort')
q('herstel-na-halvering', 'B', "Een aandeel daalt eerst 50 procent. Met hoeveel procent moet het daarna stijgen om weer op de oude koers te komen?",
  ["50 %", "100 %", "150 %", "200 %"],
  "Stel dat de koers € 100 is: na de daling is hij € 50, en om van € 50 terug naar € 100 te gaan, moet hij met € 50 stijgen: € 50 ÷ € 50 = 1, dus honderd procent.",
  'rek uitg es gw kort', comp=('(100-50)/50*100', '%'))
q('betekenis-bull-market', 'A', "Wat bedoelen beleggers met een bull market?",
  ["De koersen stijgen al langere tijd en beleggers zijn optimistisch",
   "De koersen dalen al langere tijd",
   "De beurs is gesloten",
   "Er worden veel nieuwe aandelen uitgegeven"],
  "Een stier stoot met zijn horens omhoog en staat daarom voor een markt in een aanhoudende opwaartse trend, terwijl de beer, die met zijn klauwen omlaag slaat, voor een dalende markt staat.",
  'par kort weer')
q('obligatiekoers-bij-rentestijging', 'D', "Wat gebeurt er doorgaans met de koers van bestaande obligaties als de marktrente stijgt?",
  ["Die stijgt ook", "Die blijft altijd gelijk", "Die wordt door de uitgever aangepast aan de nieuwe rente", "Die daalt"],
  "Een bestaande obligatie betaalt een vaste coupon. Stijgt de marktrente, dan kunnen beleggers nieuwe obligaties met een hogere coupon kopen, dus wil niemand meer de volle prijs betalen voor de oude, minder renderende obligatie: de koers zakt tot het effectieve rendement weer aansluit bij de markt. De koers blijft dus niet gelijk en stijgt ook niet mee; alleen als de rente daalt, stijgt de koers. De uitgever past de coupon van een vastrentende obligatie evenmin aan.",
  'lang weer')
q('koers-winstverhouding', 'C', "Een bedrijf heeft een winst per aandeel van € 2,50 en een koers van € 45. Wat is de koers-winstverhouding?",
  ["2,5", "11,25", "18", "112,5"],
  "De koers-winstverhouding is koers ÷ winst per aandeel: 45 ÷ 2,5 = 18, dus je betaalt achttien keer de jaarwinst per aandeel.",
  'rek uitg gw kort')
q('geen-soort-belegging', 'D', "Welke term is GEEN soort belegging?",
  ["Aandeel", "Obligatie", "Vastgoedfonds", "Dividend"],
  "Aandelen, obligaties en vastgoedfondsen zijn dingen die je kunt kopen om rendement te halen; dividend is de winstuitkering die een aandeel oplevert, dus een opbrengst en geen belegging op zich.",
  'neg kort')
q('begin-van-de-aandelenhandel', 'C', "Welke onderneming gaf in 1602 aandelen uit die in Amsterdam werden verhandeld, wat geldt als het begin van de moderne aandelenhandel?",
  ["De Nederlandsche Bank", "De West-Indische Compagnie", "De Verenigde Oost-Indische Compagnie (VOC)", "Philips"],
  "De VOC werd in 1602 opgericht en liet iedereen aandelen kopen; de handel in die aandelen in Amsterdam geldt als het begin van de moderne effectenbeurs. De WIC volgde pas in 1621, De Nederlandsche Bank in 1814 en Philips in 1891.",
  'jaar weer')
q('tarief-dividendbelasting', 'B', "Hoeveel dividendbelasting houdt Nederland in op dividend van Nederlandse bedrijven?",
  ["0 procent", "15 procent", "21 procent", "30 procent"],
  "De dividendbelasting is 15 procent; een particuliere belegger in Nederland kan die meestal verrekenen met zijn inkomstenbelasting, zodat hij niet dubbel betaalt.",
  'kort')
q('wat-is-reeel-rendement', 'A', "Wat is het reële rendement van een belegging?",
  ["Het rendement na aftrek van de inflatie", "Het rendement vóór belasting", "Het rendement in dollars", "Het hoogste rendement uit de geschiedenis van een fonds"],
  "Als je belegging 6 procent oplevert terwijl de prijzen 4 procent stijgen, groeit je koopkracht maar met ongeveer 2 procent: dat is het rendement gecorrigeerd voor geldontwaarding.",
  'par kort')
q('lopende-kosten-fonds', 'A', "Een fonds rekent 0,2 procent lopende kosten per jaar. Hoeveel kost dat per jaar bij een belegd vermogen van € 25.000?",
  ["€ 50", "€ 500", "€ 5", "€ 200"],
  "0,2 % van € 25.000 is 0,002 × € 25.000 = € 50 per jaar; wie met 2 procent rekent, komt tien keer zo hoog uit, op € 500.",
  'rek uitg es ew weer kort')
q('onjuist-over-beleggingsfonds', 'B', "Welke uitspraak over een beleggingsfonds is ONJUIST?",
  ["Het belegt het geld van veel beleggers samen",
   "De waarde van je inleg is altijd gegarandeerd",
   "Het rekent kosten voor het beheer",
   "Je kunt er met een klein bedrag mee spreiden"],
  "Een fonds belegt in aandelen of obligaties waarvan de koers kan dalen, dus de waarde van een deelneming gaat op en neer; geld samenvoegen, beheerkosten en spreiden met een klein bedrag zijn wel kenmerken van een fonds.",
  'neg kort par weer')
q('short-gaan', 'C', "Wat doet een belegger die short gaat in een aandeel?",
  ["Hij koopt het aandeel voor korte tijd",
   "Hij koopt alleen aandelen van kleine bedrijven",
   "Hij verkoopt geleende aandelen in de verwachting ze later goedkoper terug te kopen, en verdient dus aan een koersdaling",
   "Hij verkoopt al zijn aandelen omdat hij geld nodig heeft"],
  "Hij leent aandelen, verkoopt ze meteen en koopt ze later terug om ze terug te geven; is de koers intussen gezakt, dan is het verschil zijn winst, maar stijgt de koers, dan kan het verlies in theorie onbeperkt oplopen.",
  'par kort')
q('toezicht-op-de-beurs', 'D', "Welke Nederlandse instantie houdt toezicht op het gedrag van beleggingsondernemingen en op de handel op de beurs?",
  ["De Belastingdienst", "Het CBS", "De Consumentenbond", "De Autoriteit Financiële Markten (AFM)"],
  "De AFM ziet toe op eerlijke en transparante financiële markten, waaronder beleggingsondernemingen en de beurshandel; De Nederlandsche Bank let vooral op de financiële gezondheid van banken en verzekeraars. Zie [afm.nl](https://www.afm.nl/).",
  'link weer')

q('koersstijging-in-procenten', 'C', "Een aandeel stijgt van € 80 naar € 92. Met hoeveel procent is de koers gestegen?",
  ["12 %", "13 %", "15 %", "92 %"],
  "De stijging is € 92 − € 80 = € 12, en 12 ÷ 80 = 0,15, dus 15 procent; wie 12 procent kiest, vergeet te delen door de beginkoers.",
  'rek uitg es ew weer', zet='A')
q('wat-is-de-aex', 'A', "Wat is de AEX?",
  ["De belangrijkste aandelenindex van de Amsterdamse beurs, met de grootste beursgenoteerde bedrijven",
   "De toezichthouder op de beurs",
   "Een Nederlands pensioenfonds",
   "Een munteenheid"],
  "De AEX-index volgt de koersen van de grootste en meest verhandelde fondsen op Euronext Amsterdam, zoals ASML en Shell, en geldt als graadmeter van de Nederlandse beurs.",
  'par kort', zet='B')
q('risico-beleggen-met-hefboom', 'D', "Wat is het risico van beleggen met geleend geld (met een hefboom)?",
  ["Je kunt nooit winst maken",
   "De bank neemt altijd je huis af",
   "Je hoeft geen rente te betalen",
   "Verliezen worden groter, en je kunt meer verliezen dan je eigen inleg"],
  "Met geleend geld versterk je zowel winst als verlies: daalt de koers, dan moet je de lening toch terugbetalen, waardoor je meer kwijt kunt raken dan je zelf had ingelegd.",
  'par kort', zet='C')
