from common import onderwerp
q = onderwerp('loon-en-salaris', 'Loon en salaris',
              'Brutoloon, nettoloon, vakantiegeld, uurloon en loonstroken: rekenen met je eigen inkomen.', 'rekenen')

q('wettelijk-minimum-vakantiegeld', 'A', "Hoeveel vakantiegeld krijgt een werknemer in Nederland volgens de wet minimaal?",
  ["8 procent van het brutoloon", "8 procent van het nettoloon", "Eén extra maandsalaris", "Niets; vakantiegeld is altijd vrijwillig"],
  "De Wet minimumloon en minimumvakantiebijslag schrijft een vakantiebijslag voor van ten minste acht procent van het brutoloon; een dertiende maand is geen wettelijke plicht maar een afspraak in een cao of contract.",
  'kort gw weer')
q('vakantiegeld-over-een-jaar', 'B', "Marieke verdient € 3.000 bruto per maand. Hoeveel vakantiegeld bouwt ze in een jaar op bij 8 procent?",
  ["€ 240", "€ 2.880", "€ 3.000", "€ 3.240"],
  "Het jaarloon is 12 × € 3.000 = € 36.000, en 8 % daarvan is 0,08 × € 36.000 = € 2.880; € 240 is het vakantiegeld over één maand.",
  'rek uitg es weer kort')
q('niet-op-de-loonstrook', 'C', "Welk bedrag staat NIET op een gewone Nederlandse loonstrook?",
  ["Het brutoloon", "De ingehouden loonheffing", "Het saldo van je spaarrekening", "Het nettoloon dat wordt uitbetaald"],
  "Een loonstrook laat zien hoe de werkgever van bruto naar netto rekent, met inhoudingen zoals loonheffing en pensioenpremie, maar wat je op de bank hebt staan weet je werkgever niet en hoort er dus ook niet op.",
  'neg kort par')
q('verschil-bruto-en-netto', 'D', "Wat is het verschil tussen brutoloon en nettoloon?",
  ["Brutoloon is het loon zonder vakantiegeld, nettoloon is het loon met vakantiegeld",
   "Er is geen verschil; het zijn twee woorden voor hetzelfde",
   "Nettoloon is het loon vóór belasting, brutoloon het loon erna",
   "Brutoloon is het loon vóór inhoudingen zoals loonheffing en pensioenpremie; nettoloon is wat je daarna op je rekening krijgt"],
  "Het brutoloon is het loon dat in je contract staat. Daarvan houdt de werkgever onder meer loonheffing (loonbelasting plus premies volksverzekeringen) en vaak het werknemersdeel van de pensioenpremie in; wat overblijft, het nettoloon, wordt op je rekening gestort. Optie C draait de begrippen precies om. Vakantiegeld staat er los van: ook vakantiegeld heeft een bruto- en een nettobedrag. En het zijn zeker geen synoniemen, want het verschil kan honderden euro's per maand zijn.",
  'lang weer')
q('wettelijke-vakantiedagen', 'C', "Een werknemer werkt 5 dagen per week. Op hoeveel vakantiedagen per jaar heeft hij bij een volledig jaar volgens de wet minimaal recht?",
  ["10 dagen", "15 dagen", "20 dagen", "25 dagen"],
  "Het wettelijk minimum is vier keer het aantal werkdagen per week: 4 × 5 = 20 dagen; extra, bovenwettelijke dagen komen uit de cao of het contract. Zie [Rijksoverheid over vakantiedagen](https://www.rijksoverheid.nl/onderwerpen/vakantiedagen-en-vakantiegeld).",
  'rek uitg gw link', comp=('4*5', 'dagen'))
q('uurloon-uit-maandloon', 'D', "Jeroen verdient € 2964 bruto per maand bij een werkweek van 38 uur. Wat is zijn uurloon ongeveer? Reken met 52 weken per jaar.",
  ["€ 15,00", "€ 16,50", "€ 17,00", "€ 18,00"],
  "Per jaar verdient hij 12 × € 2964 = € 35.568 en werkt hij 52 × 38 = 1976 uur, dus zijn uurloon is € 35.568 ÷ 1976 = € 18,00.",
  'rek uitg es kort', comp=('2964*12/(38*52)', 'euro'))
q('wat-is-een-cao', 'A', "Wat is een cao?",
  ["Een collectieve arbeidsovereenkomst: afspraken tussen werkgevers en vakbonden over loon en arbeidsvoorwaarden voor een sector of onderneming",
   "Een persoonlijk contract tussen één werknemer en zijn baas",
   "Een belasting die de werkgever over het loon betaalt",
   "Een uitkering bij werkloosheid"],
  "In een collectieve arbeidsovereenkomst leggen vakbonden en werkgevers samen loonschalen, toeslagen en verlofregels vast die voor veel werknemers tegelijk gelden, en het individuele arbeidscontract mag daar meestal niet in nadelige zin van afwijken.",
  'kort weer')
q('niet-ingehouden-op-brutoloon', 'B', "Welk bedrag wordt NIET op het brutoloon van een werknemer ingehouden?",
  ["De loonheffing", "De premie voor de WW", "Het werknemersdeel van de pensioenpremie", "De afgesproken eigen bijdrage voor een leaseauto"],
  "Loonheffing, de pensioenbijdrage van de werknemer en een afgesproken eigen bijdrage gaan van het loon af, maar de WW-premie betaalt sinds 2013 volledig de werkgever, bovenop het loon.",
  'neg kort jaar')
q('betaling-voor-overuren', 'B', "Iemand verdient € 20 per uur en maakt 8 overuren, die tegen 125 procent worden betaald. Hoeveel verdient hij bruto aan die overuren?",
  ["€ 160", "€ 200", "€ 220", "€ 240"],
  "Per overuur krijgt hij 1,25 × € 20 = € 25, dus acht overuren leveren 8 × € 25 = € 200 op.",
  'rek uitg gw es kort', comp=('20*1.25*8', 'euro'))
q('korting-bij-een-werkgever', 'A', "Welke korting op de loonheffing laat je het beste maar bij één werkgever of uitkeringsinstantie tegelijk toepassen?",
  ["De loonheffingskorting", "De btw-korting", "De personeelskorting", "De vakantiekorting"],
  "Wie de loonheffingskorting bij twee werkgevers tegelijk laat toepassen, krijgt te veel heffingskorting en moet na afloop van het jaar via de aangifte inkomstenbelasting vaak geld terugbetalen.",
  'kort')
q('koopkracht-bij-inflatie', 'D', "Het loon van Fatima stijgt met 3 procent, terwijl de prijzen in hetzelfde jaar met 5 procent stijgen. Wat gebeurt er met haar koopkracht?",
  ["Die stijgt met 3 procent", "Die stijgt met 8 procent", "Die blijft gelijk", "Die daalt met ongeveer 2 procent"],
  "Koopkracht gaat over wat je met je loon kunt kopen: 3 % loonstijging tegenover 5 % prijsstijging geeft een reële daling van ongeveer 2 %, want 1,03 ÷ 1,05 ≈ 0,981.",
  'rek uitg es kort')
q('wat-is-een-dertiende-maand', 'C', "Wat is een dertiende maand?",
  ["Een extra vakantiemaand",
   "Het loon over de maand december",
   "Een extra uitkering van ongeveer één maandsalaris, die in sommige cao's of contracten is afgesproken",
   "Een wettelijke bonus voor iedere werknemer"],
  "Het gaat om een eindejaarsuitkering ter grootte van ongeveer een maandsalaris die de wet niet verplicht, dus alleen wie haar via de cao of het arbeidscontract heeft afgesproken, krijgt haar.",
  'par kort weer')
q('onjuist-over-minimumloon', 'D', "Welke uitspraak over het minimumloon in Nederland is ONJUIST?",
  ["Het wettelijk minimumloon wordt twee keer per jaar aangepast",
   "Sinds 2024 geldt een wettelijk minimumuurloon",
   "Jongeren onder de 21 hebben recht op een lager minimumjeugdloon",
   "Een werkgever mag met de werknemer afspreken dat hij minder dan het minimumloon betaalt"],
  "Het minimumloon is dwingend recht: ook als een werknemer ermee instemt, mag een werkgever niet minder betalen, en de Nederlandse Arbeidsinspectie controleert daarop. De andere uitspraken kloppen: het bedrag wordt per 1 januari en per 1 juli geïndexeerd, sinds 1 januari 2024 geldt één wettelijk minimumuurloon in plaats van bedragen per maand, week en dag, en voor werknemers van 15 tot en met 20 jaar gelden lagere percentages, het minimumjeugdloon. Zie [de Rijksoverheid](https://www.rijksoverheid.nl/onderwerpen/minimumloon).",
  'neg lang weer link jaar par')
q('factuur-met-btw', 'C', "Een zzp'er rekent € 60 per uur exclusief btw. Welk bedrag zet hij voor 10 uur werk inclusief 21 procent btw op de factuur?",
  ["€ 600", "€ 621", "€ 726", "€ 760"],
  "Zonder btw is het 10 × € 60 = € 600, de btw is 0,21 × € 600 = € 126, samen € 726. Wie € 621 kiest, telt 21 euro op in plaats van 21 procent.",
  'rek uitg es ew weer', comp=('10*60*1.21', 'euro'))
q('uitbetaling-vakantiegeld', 'B', "Wanneer wordt het vakantiegeld in Nederland meestal uitbetaald?",
  ["In januari", "In mei of juni", "In december", "Alleen bij ontslag"],
  "De meeste werkgevers betalen de vakantiebijslag die van juni tot en met mei is opgebouwd in één keer uit in mei of juni, vlak voor het zomerseizoen; sommige cao's laten maandelijkse uitbetaling toe.",
  'kort')
q('tijdloon-en-stukloon', 'A', "Wat is het verschil tussen tijdloon en stukloon?",
  ["Bij tijdloon hangt het loon af van de gewerkte uren, bij stukloon van de hoeveelheid geleverd werk",
   "Tijdloon is voor zzp'ers, stukloon voor werknemers",
   "Stukloon wordt altijd per jaar uitbetaald",
   "Er is geen verschil"],
  "Een bezorger die per afgeleverd pakket wordt betaald, krijgt stukloon, terwijl een caissière met een vast bedrag per uur tijdloon ontvangt.",
  'par kort')
q('loonsverhoging-vier-procent', 'A', "Een werknemer met een brutoloon van € 2.500 per maand krijgt er 4 procent bij. Wat wordt zijn nieuwe brutoloon?",
  ["€ 2.600", "€ 2.504", "€ 2.540", "€ 3.500"],
  "Vier procent van € 2.500 is 0,04 × € 2.500 = € 100, dus het nieuwe brutoloon is € 2.600.",
  'rek uitg gw es kort')
q('niet-van-de-werkgever', 'B', "Welk document krijg je NIET van je werkgever?",
  ["Een loonstrook", "Een voorlopige aanslag inkomstenbelasting", "Een jaaropgaaf", "Een arbeidsovereenkomst"],
  "Loonstroken, de jaaropgaaf en het arbeidscontract komen van de werkgever, maar een voorlopige aanslag stuurt de Belastingdienst.",
  'neg kort')
q('salaris-bij-deeltijd', 'C', "Sanne werkt 24 uur per week in een functie waarvoor voltijds 40 uur geldt. Het voltijdsalaris is € 3.500 bruto per maand. Wat is haar brutosalaris?",
  ["€ 1.400", "€ 1.750", "€ 2.100", "€ 2.400"],
  "Ze werkt 24 van de 40 uur, oftewel 0,6 deel van voltijd: 0,6 × € 3.500 = € 2.100.",
  'rek uitg es kort')
q('wat-is-loonheffing', 'D', "Wat is de loonheffing op een loonstrook?",
  ["Alleen de premie voor de zorgverzekering",
   "Een heffing die de werknemer zelf maandelijks aan de gemeente betaalt",
   "De btw over het loon",
   "De loonbelasting en de premies volksverzekeringen samen, die de werkgever inhoudt en afdraagt"],
  "Op de loonstrook is de loonheffing het bedrag dat de werkgever inhoudt voor loonbelasting en premies volksverzekeringen, zoals de AOW en de Wlz, en daarna aan de Belastingdienst afdraagt.",
  'kort')

q('weekloon-berekenen', 'A', "Een werknemer verdient € 15 per uur en werkt 36 uur per week. Wat is zijn brutoloon per week?",
  ["€ 540", "€ 450", "€ 51", "€ 600"],
  "36 × € 15 = € 540 per week.",
  'rek uitg es kort', zet='C')
q('bovenwettelijke-vakantiedagen', 'B', "Wat zijn bovenwettelijke vakantiedagen?",
  ["Dagen die je alleen in de zomer mag opnemen",
   "Vakantiedagen bovenop het wettelijke minimum, bijvoorbeeld afgesproken in een cao",
   "Feestdagen zoals Koningsdag",
   "Dagen waarop je tijdens je vakantie ziek bent"],
  "Het wettelijk minimum is vier keer je werkweek, en wat je werkgever of cao daarbovenop geeft, heet bovenwettelijk; die extra dagen verjaren pas na vijf jaar, terwijl wettelijke dagen een half jaar na het opbouwjaar vervallen.",
  'gw kort', zet='D')
q('pensioenpremie-per-jaar', 'C', "Een werknemer betaalt 7 procent pensioenpremie over een pensioengrondslag van € 30.000 per jaar. Hoeveel premie is dat per jaar?",
  ["€ 210", "€ 700", "€ 2.100", "€ 3.000"],
  "Zeven procent van € 30.000 is 0,07 × € 30.000 = € 2.100 per jaar, ongeveer € 175 per maand.",
  'rek uitg gw es kort', zet='A')
q('vakantieweken-bij-twintig-dagen', 'B', "Hoeveel weken vakantie zijn 20 vakantiedagen voor iemand met een vijfdaagse werkweek?",
  ["Twee weken", "Vier weken", "Zes weken", "2 weken"],
  "Twintig dagen bij vijf werkdagen per week is 20 ÷ 5 = 4 weken vakantie.",
  'rek uitg gw kort', dup='AD')
