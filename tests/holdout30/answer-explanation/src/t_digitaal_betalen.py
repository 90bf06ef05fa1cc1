from common import onderwerp
q = onderwerp('digitaal-betalen', 'Digitaal betalen',
              'Rekeningnummers, pinnen, contactloos en online betalen, en hoe je dat veilig doet.', 'IT')

q('afkorting-iban', 'A', "Waar staat de afkorting IBAN voor?",
  ["International Bank Account Number", "Internal Banking Access Network", "International Bureau for Account Numbers", "Integrated Bank Authorization Number"],
  "IBAN staat voor International Bank Account Number, de internationale standaard voor rekeningnummers die in Nederland sinds 2014 verplicht is voor overschrijvingen en incasso's.",
  'kort acr jaar')
q('lengte-nederlands-iban', 'B', "Hoeveel tekens telt een Nederlands IBAN, zoals `NL91 ABNA 0417 1643 00`, zonder de spaties?",
  ["16 tekens", "18 tekens", "20 tekens", "22 tekens"],
  "Een Nederlands IBAN bestaat uit de landcode NL (2 tekens), twee controlecijfers (2), een bankcode van vier letters (4) en een rekeningnummer van tien cijfers (10): 2 + 2 + 4 + 10 = 18 tekens. Een Duits IBAN is met 22 tekens langer.",
  'code rek uitg gw weer acr', comp=('2+2+4+10', 'tekens'))
q('geen-sterke-authenticatie', 'C', "Welke combinatie is GEEN sterke klantauthenticatie zoals de Europese richtlijn PSD2 die vraagt?",
  ["Pincode en bankpas",
   "Vingerafdruk op je eigen, geregistreerde telefoon",
   "Wachtwoord en het antwoord op een geheime vraag",
   "Gezichtsherkenning in de bank-app op je eigen telefoon"],
  "PSD2 eist bij sterke klantauthenticatie twee factoren uit verschillende categorieën: iets wat je weet (kennis, zoals een pincode of wachtwoord), iets wat je hebt (bezit, zoals een bankpas of een geregistreerde telefoon) en iets wat je bent (inherentie, zoals een vingerafdruk of je gezicht). Pincode met bankpas combineert kennis en bezit, en een vingerafdruk of gezichtsherkenning op je eigen telefoon combineert inherentie met bezit. Een wachtwoord met een geheime vraag zijn twee dingen die je weet: dat is één categorie en dus geen sterke authenticatie.",
  'neg lang weer acr')
q('techniek-contactloos-betalen', 'D', "Welke techniek gebruikt een telefoon of pinpas om contactloos te betalen bij de kassa?",
  ["Bluetooth", "Wifi", "Infrarood", "NFC (Near Field Communication)"],
  "Contactloos betalen werkt met NFC, dat maar over een paar centimeter communiceert; daarom moet je de pas of telefoon vlak bij de betaalautomaat houden, anders dan bij Bluetooth of wifi, die tientallen meters halen.",
  'acr kort weer')
q('controle-van-een-iban', 'C', "Hoe controleert een bank of een ingetypt IBAN een tikfout bevat?",
  ["Door de rekeninghouder te bellen",
   "Door het rekeningnummer op te zoeken in een openbaar register",
   "Door met de twee controlecijfers een modulo-97-berekening uit te voeren",
   "Door te kijken of het nummer met NL begint"],
  "Bij de controle zet je de eerste vier tekens achteraan, vervang je letters door getallen (A = 10, B = 11, enzovoort tot Z = 35) en deel je het lange getal door 97: alleen als de rest precies 1 is, klopt het nummer. Zo vangen de controlecijfers elke tikfout in één teken af, en ook de meeste verwisselingen van twee tekens.",
  'acr par')
q('termijn-incasso-terugboeken', 'D', "Binnen welke termijn kun je een SEPA-incasso met een doorlopende machtiging zonder opgaaf van reden laten terugboeken?",
  ["7 dagen", "30 dagen", "13 maanden", "8 weken"],
  "Bij een incasso waarvoor je zelf een machtiging hebt gegeven, kun je binnen acht weken na de afschrijving zonder reden storneren; de termijn van dertien maanden geldt pas als je nooit toestemming hebt gegeven.",
  'acr gw weer kort')
q('doel-luhn-algoritme', 'A', "Wat is het doel van het Luhn-algoritme bij creditcardnummers?",
  ["Tikfouten opsporen via het laatste controlecijfer",
   "Het kaartnummer versleutelen",
   "De kredietlimiet bepalen",
   "De CVC-code genereren"],
  "Het laatste cijfer van een kaartnummer wordt met de Luhn-formule uit de andere cijfers berekend, zodat een webwinkel een verkeerd ingetypt nummer al herkent voordat het de bank raadpleegt; het is geen versleuteling en beschermt niet tegen fraude.",
  'kort weer par')
q('onjuist-over-phishing', 'B', "Welke bewering over phishing is ONJUIST?",
  ["Phishers doen zich vaak voor als je bank",
   "Je bank vraagt je regelmatig per e-mail om je pincode ter controle",
   "Een nepsite kan er bijna hetzelfde uitzien als de echte site",
   "Een haastige toon, zoals een dreigende blokkade van je rekening, is een waarschuwingssignaal"],
  "Banken vragen nooit via e-mail, sms of telefoon om je pincode of inlogcodes, dus wie daarom vraagt, is een oplichter, ook als het bericht er echt uitziet.",
  'neg kort par')
q('afkorting-sepa', 'B', "Waar staat de afkorting SEPA voor?",
  ["Secure Electronic Payment Authorization", "Single Euro Payments Area", "Standard European Pin Agreement", "Single Electronic Payment Account"],
  "SEPA is het gemeenschappelijke eurobetalingsgebied, waarin overschrijvingen en incasso's in euro's met dezelfde regels en formats werken als binnen één land; naast de EU-landen doen ook onder meer Noorwegen, Zwitserland en het Verenigd Koninkrijk mee. Zie de [European Payments Council](https://www.europeanpaymentscouncil.eu/).",
  'acr link par')
q('betaalsysteem-uit-2005', 'A', "Welk online betaalsysteem werd in 2005 door Nederlandse banken samen geïntroduceerd?",
  ["iDEAL", "PayPal", "Klarna", "Apple Pay"],
  "iDEAL werd in 2005 gelanceerd door samenwerkende Nederlandse banken en laat je in een webwinkel direct vanuit je eigen bankomgeving betalen; PayPal is Amerikaans, Klarna Zweeds en Apple Pay kwam pas in 2014 op de markt.",
  'kort weer jaar')
q('transactiekosten-webwinkel', 'D', "Een webwinkel betaalt € 0,29 per iDEAL-betaling. Hoeveel betaalt de winkel bij 1200 betalingen?",
  ["€ 34,80", "€ 290", "€ 3480", "€ 348"],
  "De kosten zijn 1200 × € 0,29 = € 348, driehonderdachtenveertig euro; wie € 290 kiest, heeft met 1000 betalingen gerekend.",
  'rek uitg es gw weer kort', comp=('1200*0.29', 'euro'))
q('wat-is-een-betaalverzoek', 'C', "Wat is een betaalverzoek, zoals je dat via Tikkie of je bank-app kunt versturen?",
  ["Een automatische maandelijkse afschrijving",
   "Een lening die je bank je aanbiedt",
   "Een link die je naar iemand stuurt, zodat die een bepaald bedrag aan jou kan overmaken",
   "Een contante betaling bij een geldautomaat"],
  "Met een betaalverzoek maak je een bericht met bedrag en omschrijving dat de ontvanger opent om te betalen, meestal via iDEAL, zonder je rekeningnummer over te typen. Een automatische maandelijkse afschrijving is juist een incasso.",
  'par weer')
q('geen-bescherming-bankpas', 'D', "Welke gewoonte beschermt je NIET tegen misbruik van je bankpas?",
  ["Je pincode afschermen bij het intoetsen",
   "Je pas direct laten blokkeren als je hem kwijt bent",
   "Een lage daglimiet instellen in je bank-app",
   "Je pincode op een briefje in je portemonnee bewaren"],
  "Een pincode die bij de pas zit, geeft een dief alles wat hij nodig heeft; afschermen, direct blokkeren en een lage limiet beperken juist de schade.",
  'neg kort par')
q('doel-van-de-cvc-code', 'C', "Waarvoor dient de CVC-code, de drie cijfers op de achterkant van een creditcard, bij online betalen?",
  ["Het is je pincode voor de geldautomaat",
   "Hij geeft aan hoeveel krediet je nog hebt",
   "Hij laat zien dat de koper de kaart zelf in handen heeft, omdat de code niet in de magneetstrip of op bonnen staat",
   "Hij bepaalt in welke valuta je betaalt"],
  "De code op de achterkant (bij Visa CVV2, bij Mastercard CVC2) wordt niet op bonnen afgedrukt en mag door winkels niet worden bewaard, dus wie hem invult, heeft vermoedelijk de kaart zelf voor zich; je pincode is een ander, geheim getal.",
  'acr weer par kort')
q('wat-regelt-psd2', 'B', "Wat regelt de Europese richtlijn PSD2 onder meer?",
  ["De hoogte van de rente op spaarrekeningen",
   "Dat andere partijen met jouw toestemming toegang tot je betaalrekening kunnen krijgen, en dat banken sterke klantauthenticatie gebruiken",
   "Dat contant geld in 2030 wordt afgeschaft",
   "Dat elke Europeaan een creditcard moet hebben"],
  "PSD2 (Payment Services Directive 2) doorbreekt het monopolie van banken op rekeninggegevens: een budgetapp of betaaldienst mag met jouw uitdrukkelijke toestemming je transacties inzien of een betaling starten. Daarnaast verplicht de richtlijn banken om klanten met twee factoren te laten inloggen en betalingen te laten bevestigen. Over spaarrente, het afschaffen van contant geld of een verplichte creditcard zegt de richtlijn niets. Meer uitleg staat bij [De Nederlandsche Bank](https://www.dnb.nl/).",
  'lang link acr weer par')
q('wat-is-een-instantbetaling', 'A', "Wat betekent het als een overschrijving binnen SEPA een instantbetaling is?",
  ["Het geld staat binnen ongeveer tien seconden op de rekening van de ontvanger, ook 's avonds en in het weekend",
   "De betaling wordt pas op de volgende werkdag verwerkt",
   "De betaling kan altijd binnen acht weken worden teruggedraaid",
   "De betaling kan alleen tussen rekeningen bij dezelfde bank"],
  "Een SEPA-instantoverschrijving (SCT Inst) wordt dag en nacht binnen 10 seconden afgehandeld, en terugdraaien zoals bij een incasso kan niet.",
  'kort par gw weer acr')
q('dollars-omrekenen-naar-euro', 'A', "Je betaalt in een Amerikaanse webwinkel $ 45,00. De bank rekent met een koers van 1 euro = 1,125 dollar. Hoeveel euro wordt er afgeschreven, zonder extra kosten?",
  ["€ 40,00", "€ 45,00", "€ 50,63", "€ 36,00"],
  "Omdat één euro 1,125 dollar waard is, deel je het dollarbedrag door de koers: 45 ÷ 1,125 = 40 euro. Wie vermenigvuldigt (45 × 1,125 ≈ 50,63), rekent de verkeerde kant op.",
  'rek uitg es ew gw weer', comp=('45/1.125', 'euro'))
q('geen-nfc-betaling', 'B', "Bij welke manier van betalen wordt GEEN NFC gebruikt?",
  ["Contactloos betalen met een pinpas",
   "Een overschrijving via internetbankieren op een laptop",
   "Betalen met Apple Pay op een iPhone",
   "Betalen met een smartwatch bij de kassa"],
  "Pas, telefoon en horloge praten bij de kassa via NFC met de betaalautomaat; een overschrijving via internetbankieren gaat gewoon over een internetverbinding met de bank.",
  'neg acr kort')
q('tokenisatie-mobiel-betalen', 'C', "Wat gebeurt er bij tokenisatie als je een betaalkaart toevoegt aan Google Pay of Apple Pay?",
  ["Je ontvangt digitale munten als beloning",
   "Je kaartnummer wordt in leesbare vorm op je telefoon opgeslagen",
   "De telefoon krijgt een vervangend nummer (token) dat bij betalingen wordt gebruikt in plaats van het echte kaartnummer",
   "Je pas wordt geblokkeerd totdat je telefoon is geactiveerd"],
  "Het apparaat krijgt een eigen plaatsvervangend kaartnummer, zodat een winkel het echte nummer nooit ziet en een uitgelekt token zonder het gekoppelde apparaat weinig waard is.",
  'kort par')
q('afkorting-bic', 'D', "Wat betekent de afkorting BIC, de code die bij internationale overschrijvingen een bank aanduidt?",
  ["Bank Internal Code", "Banking Interest Calculation", "Basic International Currency", "Business Identifier Code"],
  "BIC staat tegenwoordig voor Business Identifier Code (vroeger Bank Identifier Code); de code van 8 of 11 tekens, zoals `ABNANL2A`, identificeert de bank, en binnen SEPA is hij voor overschrijvingen naar een IBAN meestal niet meer nodig.",
  'code acr kort')

q('debitcard-of-creditcard', 'A', "Wat is het belangrijkste verschil tussen een debitcard en een creditcard?",
  ["Met een debitcard betaal je direct van je eigen rekening; met een creditcard leen je tijdelijk geld dat je later terugbetaalt",
   "Een debitcard werkt alleen in het buitenland",
   "Een creditcard heeft nooit een pincode",
   "Met een debitcard kun je niet contactloos betalen"],
  "Bij een debitcard wordt het bedrag meteen of binnen een dag van je betaalrekening afgeschreven, terwijl de creditcardmaatschappij eerst voorschiet en je pas achteraf, meestal per maand, de rekening krijgt.",
  'kort par', zet='B')
q('afkorting-emv', 'B', "Waar staat de afkorting EMV voor, de standaard voor de chip op betaalkaarten?",
  ["Electronic Money Verification", "Europay, Mastercard en Visa", "Encrypted Mobile Value", "European Monetary Vault"],
  "EMV is genoemd naar de drie bedrijven die de chipstandaard in de jaren negentig opstelden: Europay, Mastercard en Visa.",
  'acr kort', zet='D')
q('moment-van-afschrijving-ideal', 'C', "Je bestelt voor € 30 in een webwinkel en betaalt met iDEAL. Wanneer wordt het bedrag van je rekening afgeschreven?",
  ["Na 30 dagen, als de bestelling is aangekomen",
   "Aan het einde van de maand, samen met je andere aankopen",
   "Direct wanneer je de betaling in je bank-app bevestigt",
   "Pas nadat je de factuur per post hebt ontvangen"],
  "iDEAL is een directe overschrijving vanuit je eigen bank: zodra je in de bank-app bevestigt, gaat het geld meteen van je rekening en krijgt de winkel een betalingsgarantie. Maandelijks afrekenen hoort bij een creditcard, en betalen na ontvangst bij achteraf betalen.",
  'weer par', zet='A')
q('code-voor-betaalverzoek-scannen', 'A', "Welk soort code scan je met je bank-app om een betaalverzoek op een factuur te openen?",
  ["Een QR-code", "Een streepjescode", "Een Quick Response-code", "Een pincode"],
  "Een QR-code is een vierkante, tweedimensionale code waarin een complete betaallink past; een gewone streepjescode bevat alleen een kort nummer.",
  'acr kort', dup='AC')
