from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "epidemiologie"
TITLE = "Epidemiologie"
DESCRIPTION = "Ziektefrequentie, associatiematen, diagnostische tests, onderzoeksopzet en infectieziekte-epidemiologie."

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "prevalentie-definitie",
      "Wat meet de prevalentie van een ziekte?",
      ["Het aantal nieuwe gevallen in een bepaalde periode",
       "Het aantal sterfgevallen door de ziekte per jaar",
       "Het aandeel van de bevolking dat op een bepaald moment de ziekte heeft"],
      "C",
      "Prevalentie is een momentopname van alle bestaande gevallen, oud én nieuw. Het aantal nieuwe gevallen in een periode is de incidentie.",
      style=[AFL]),

    q(NONE, "prevalentie-berekenen",
      "In een dorp met 3000 inwoners hebben op 1 januari 150 mensen diabetes. Wat is de puntprevalentie?",
      ["0,5%", "5%", "20%", "50%"],
      "B",
      "150 ÷ 3000 = 0,05, dus 5% van de inwoners heeft op dat moment diabetes.",
      compute=("150 / 3000 * 100", "%"),
      style=[R, KORT]),

    q(NONE, "relatief-risico-berekenen",
      "In een cohortonderzoek krijgen 30 van de 1000 rokers en 10 van de 1000 niet-rokers binnen tien jaar een bepaalde ziekte. Wat is het relatief risico voor rokers?",
      ["0,33", "2", "3", "20"],
      "C",
      "Het relatief risico is de incidentie bij blootgestelden gedeeld door die bij niet-blootgestelden: (30/1000) ÷ (10/1000) = 3. "
      "Het getal 20 is het risicoverschil per 1000 personen, en 0,33 krijg je als je de breuk omdraait.",
      style=[R, AFL]),

    q(NONE, "odds-ratio-berekenen",
      "In een patiënt-controleonderzoek zijn 40 van de 100 patiënten en 20 van de 100 controles blootgesteld geweest. Wat is de odds ratio?",
      ["1,5", "2,0", "2,67", "4,0"],
      "C",
      "De odds op blootstelling is bij patiënten 40/60 en bij controles 20/80. De odds ratio is (40 × 80) ÷ (60 × 20) = 3200 ÷ 1200 ≈ 2,67. "
      "De waarde 2,0 is de verhouding van de percentages blootgestelden (40% en 20%), en dat is geen odds ratio.",
      style=[R, AFL]),

    q(NONE, "nnt-berekenen",
      "In een trial krijgt 10% van de onbehandelde patiënten binnen vijf jaar een beroerte, tegen 6% van de behandelde patiënten. Hoeveel patiënten moet je behandelen om één beroerte te voorkomen?",
      ["4 patiënten", "25 patiënten", "40 patiënten", "60 patiënten"],
      "B",
      "Het absolute risicoverschil is 10% − 6% = 4% = 0,04. Het number needed to treat is 1 ÷ 0,04 = 25.",
      compute=("1 / (0.10 - 0.06)", "patiënten"),
      style=[R, ACR, KORT]),

    q(NONE, "sensitiviteit-definitie",
      "Wat is de sensitiviteit van een diagnostische test?",
      [("Het aandeel van de mensen met de ziekte dat een positieve uitslag krijgt", "Juist."),
       ("Het aandeel van de mensen zonder de ziekte dat een negatieve uitslag krijgt", "Dit is de specificiteit."),
       ("Het aandeel van de positieve uitslagen dat terecht is", "Dit is de positief voorspellende waarde.")],
      "A",
      "Een sensitieve test mist weinig zieken. Het aandeel gezonden met een negatieve uitslag is de specificiteit, en het aandeel terechte positieve uitslagen is de positief voorspellende waarde.",
      style=[AFL, FB]),

    q(NONE, "specificiteit-betekenis",
      "Een test heeft een specificiteit van 95%. Wat betekent dat?",
      ["Van de mensen met de ziekte test 95% positief",
       "Van de mensen zonder de ziekte krijgt 95% een negatieve uitslag",
       "Van alle positieve uitslagen is 95% terecht"],
      "B",
      "Specificiteit zegt hoe goed een test gezonden als gezond herkent: 95 van elke 100 mensen zonder de ziekte krijgen een negatieve uitslag, en 5 een fout-positieve.",
      style=[PARA]),

    q(NONE, "ppv-bij-lage-prevalentie",
      "Wat gebeurt er met de positief voorspellende waarde van een test als de prevalentie van de ziekte daalt, terwijl sensitiviteit en specificiteit gelijk blijven?",
      ["Ze daalt", "Ze stijgt", "Ze blijft gelijk", "Ze wordt gelijk aan de sensitiviteit"],
      "A",
      "Het eerste antwoord klopt. Bij een lagere prevalentie zijn er minder zieken die terecht positief testen, terwijl het aantal fout-positieven onder de vele gezonden nauwelijks verandert; een steeds groter deel van de positieve uitslagen is dus vals. "
      "Stijgen doet de positief voorspellende waarde alleen als de prevalentie toeneemt. "
      "Gelijk blijven kan niet, omdat de positief voorspellende waarde, anders dan sensitiviteit en specificiteit, direct van de verhouding tussen zieken en gezonden afhangt. "
      "Gelijk aan de sensitiviteit wordt ze evenmin: dat zijn twee verschillende breuken, met een andere noemer.",
      style=[LANG]),

    q(NONE, "r0-betekenis",
      "Wat betekent een basisreproductiegetal (R0) van 3?",
      ["Eén besmet persoon steekt in een volledig vatbare bevolking gemiddeld drie anderen aan",
       "Drie procent van de besmette mensen overlijdt",
       "De epidemie verdubbelt elke drie dagen"],
      "A",
      "R0 beschrijft hoeveel nieuwe infecties één geval gemiddeld veroorzaakt als nog niemand immuun is en er geen maatregelen zijn. Bij drie groeit elke generatie van besmettingen dus ongeveer driemaal zo groot als de vorige.",
      style=[PARA]),

    q(NONE, "groepsimmuniteitsdrempel",
      "Een ziekte heeft een basisreproductiegetal (R0) van 4. Welk deel van de bevolking moet ongeveer immuun zijn om groepsimmuniteit te bereiken?",
      ["25%", "40%", "75%", "100%"],
      "C",
      "De drempel is 1 − 1/R0 = 1 − 1/4 = 0,75, dus 75%. Dan steekt elk geval gemiddeld minder dan één vatbare persoon aan.",
      compute=("(1 - 1/4) * 100", "%"),
      style=[R]),

    q(NONE, "confounder-roken",
      "In een onderzoek lijkt koffiedrinken samen te hangen met longkanker. Koffiedrinkers blijken echter vaker te roken. Welke rol speelt roken hier?",
      ["Roken is een confounder", "Roken is een effectmodificator", "Roken is de uitkomstmaat"],
      "A",
      "Roken hangt samen met koffiedrinken én is een oorzaak van longkanker, zonder een tussenstap van koffie naar longkanker te zijn. Daardoor kan het een schijnverband tussen koffie en longkanker veroorzaken. "
      "Van effectmodificatie spreek je als de sterkte van een verband verschilt tussen subgroepen; dat is hier niet de vraag.",
      style=[AFL]),

    q(NONE, "zeldzame-ziekte-onderzoeksopzet",
      "Welke onderzoeksopzet is het meest geschikt om risicofactoren voor een zeldzame ziekte te onderzoeken?",
      ["Een prospectief cohortonderzoek", "Een patiënt-controleonderzoek", "Een dwarsdoorsnedeonderzoek", "Een gerandomiseerde trial"],
      "B",
      "Een prospectief cohortonderzoek volgt blootgestelde en niet-blootgestelde mensen in de tijd; bij een zeldzame ziekte moet je dan enorme aantallen mensen jarenlang volgen om genoeg gevallen te zien. "
      "Een patiënt-controleonderzoek begint juist bij de mensen die de ziekte al hebben en vergelijkt hun blootstelling met die van controles, zodat ook weinig gevallen al veel informatie geven; dat is dus de geschiktste opzet. "
      "Een dwarsdoorsnedeonderzoek meet ziekte en blootstelling op één moment en vindt bij een zeldzame ziekte nauwelijks gevallen. "
      "Een gerandomiseerde trial is ongeschikt, omdat je mensen niet willekeurig aan een mogelijke risicofactor mag blootstellen.",
      style=[LANG]),

    q(NONE, "randomisatie-doel",
      "Wat is het belangrijkste doel van randomisatie in een RCT?",
      ["Zowel bekende als onbekende verstorende factoren gelijk over de groepen verdelen",
       "Ervoor zorgen dat de deelnemers niet weten welke behandeling ze krijgen",
       "Het aantal benodigde deelnemers verkleinen"],
      "A",
      "Door het lot te laten beslissen wie welke behandeling krijgt, verschillen de groepen alleen door toeval in leeftijd, ernst of andere kenmerken, ook in kenmerken die niemand heeft gemeten. "
      "Dat deelnemers niet weten wat ze krijgen, heet blindering; dat is een andere maatregel.",
      style=[ACR, AFL]),

    q(NONE, "herinneringsbias",
      "Moeders van kinderen met een aangeboren afwijking herinneren zich hun medicijngebruik tijdens de zwangerschap vaak nauwkeuriger dan moeders van gezonde kinderen. Hoe heet de vertekening die hierdoor ontstaat?",
      ["Herinneringsbias (recall bias)", "Selectiebias", "Confounding"],
      "A",
      "Het verschil zit in de kwaliteit van de gerapporteerde blootstelling tussen patiënten en controles; dat is een vorm van informatiebias. "
      "Selectiebias gaat over wie er in het onderzoek terechtkomt, niet over hoe goed zij zich iets herinneren.",
      style=[AFL]),

    q(NONE, "bradford-hill-geen-criterium",
      "Welk van de volgende hoort NIET bij de criteria van Bradford Hill voor causaliteit?",
      ["De sterkte van het verband", "Temporaliteit: de oorzaak gaat vooraf aan het gevolg", "Een dosis-responsrelatie", "Een p-waarde kleiner dan 0,05"],
      "D",
      "Hill noemde onder meer sterkte, consistentie, specificiteit, temporaliteit, biologische gradiënt, plausibiliteit, coherentie, experiment en analogie. Statistische significantie stond daar niet bij; hij waarschuwde juist voor overschatting ervan.",
      style=[NEG]),

    q(NONE, "letaliteit-berekenen",
      "Bij een uitbraak worden 400 mensen ziek, van wie er 20 overlijden. Wat is de letaliteit?",
      ["0,5%", "5%", "20%"],
      "B",
      "Letaliteit is het aandeel van de zieken dat overlijdt: 20 ÷ 400 = 0,05, dus 5%. "
      "Dat is iets anders dan de mortaliteit, waarbij je het aantal doden deelt door de hele bevolking, ziek of niet.",
      compute=("20 / 400 * 100", "%"),
      style=[R, AFL]),

    q(NONE, "john-snow-broad-street",
      "Welke ziekte onderzocht John Snow in 1854 in Londen, toen hij een uitbraak herleidde tot een waterpomp in Broad Street?",
      ["Pest", "Tyfus", "Cholera"],
      "C",
      "Snow bracht de sterfgevallen aan [cholera](https://en.wikipedia.org/wiki/1854_Broad_Street_cholera_outbreak) in kaart en zag dat ze rond één pomp geconcentreerd waren. "
      "Nadat de zwengel was verwijderd, nam de uitbraak verder af; zijn werk geldt als een mijlpaal van de epidemiologie.",
      markup="markdown",
      style=[LINK]),

    q(NONE, "incidentiedichtheid-berekenen",
      "In een cohort worden samen 4000 persoonsjaren gevolgd, waarin 12 nieuwe gevallen optreden. Wat is de incidentiedichtheid?",
      ["0,3 per 1000 persoonsjaren", "3 per 1000 persoonsjaren", "12 per 1000 persoonsjaren", "30 per 1000 persoonsjaren"],
      "B",
      "12 ÷ 4000 = 0,003 per persoonsjaar, ofwel 3 per 1000 persoonsjaren.",
      style=[R, KORT]),

    q(NONE, "lead-time-bias",
      "Wat is lead-time bias bij de evaluatie van een bevolkingsonderzoek?",
      ["De overleving na diagnose lijkt langer doordat de ziekte eerder wordt ontdekt, ook als het moment van overlijden niet verandert",
       "Mensen die meedoen aan het onderzoek zijn gemiddeld gezonder dan mensen die niet meedoen",
       "De test geeft bij ouderen vaker een fout-positieve uitslag"],
      "A",
      "Als een screeningstest een tumor twee jaar eerder vindt, maar de patiënt op hetzelfde moment overlijdt als zonder screening, dan lijkt de overleving na diagnose twee jaar langer. "
      "Er is dan alleen eerder een diagnose gesteld, geen leven gewonnen. Dat deelnemers gezonder zijn, is een vorm van selectiebias.",
      style=[PARA, AFL]),

    q(NONE, "epidemische-curve-puntbron",
      "Welk patroon in de epidemische curve past het best bij een uitbraak met één gemeenschappelijke bron op één moment, zoals besmet eten op een bruiloft?",
      ["Eén steile piek, waarbij de meeste gevallen binnen ongeveer één incubatieperiode vallen",
       "Een reeks steeds hogere pieken met tussenpozen van één incubatieperiode",
       "Een vlakke lijn die jarenlang gelijk blijft"],
      "A",
      "Bij een puntbron worden alle slachtoffers tegelijk blootgesteld, zodat hun ziektegevallen zich rond de gemiddelde incubatietijd ophopen. "
      "Opeenvolgende pieken passen juist bij overdracht van persoon op persoon.",
      style=[AFL]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "incidentie-definitie",
      "Wat is de incidentie van een ziekte?",
      ["Het aantal nieuwe gevallen in een populatie binnen een bepaalde periode",
       "Het totale aantal zieken op één moment",
       "Het aantal sterfgevallen door de ziekte"],
      "A",
      "Incidentie telt alleen wie in de gekozen periode nieuw ziek wordt. Het totale aantal zieken op één moment, oude en nieuwe gevallen samen, is de prevalentie.",
      moved_to="B",
      style=[AFL]),

    q(MOVED, "sensitiviteit-berekenen",
      "Van 80 mensen met een ziekte krijgen er 72 een positieve testuitslag. Wat is de sensitiviteit van de test?",
      ["72%", "80%", "90%"],
      "C",
      "De sensitiviteit is het aantal terecht-positieven gedeeld door alle zieken: 72 ÷ 80 = 0,90, dus 90%.",
      moved_to="A",
      style=[R, KORT]),

    q(MOVED, "geen-primaire-preventie",
      "Welke maatregel is GEEN vorm van primaire preventie?",
      ["Vaccinatie tegen mazelen", "Voorlichting over gezonde voeding", "Bevolkingsonderzoek naar borstkanker"],
      "C",
      "Een bevolkingsonderzoek voorkomt niet dat iemand ziek wordt, maar spoort een ziekte op in een vroeg stadium; dat is secundaire preventie. "
      "Vaccinatie en voorlichting over gezonde voeding grijpen in vóórdat de ziekte ontstaat en zijn dus wél primaire preventie.",
      moved_to="A",
      style=[NEG]),

    # ------------------------------------------------------------ dubbele optie
    q(DUP, "relatief-risico-maat",
      "Welke maat geeft in een cohortonderzoek de verhouding tussen de incidentie bij blootgestelden en die bij niet-blootgestelden?",
      ["Odds ratio", "Attributief risico", "Relatief risico", "Attributief  risico"],
      "C",
      "Het relatief risico deelt de incidentie in de blootgestelde groep door die in de niet-blootgestelde groep.",
      dup=("B", "D"),
      style=[]),
]

RELATED = [
    ["prevalentie-definitie", "prevalentie-berekenen", "incidentiedichtheid-berekenen", "letaliteit-berekenen"],
    ["relatief-risico-berekenen", "odds-ratio-berekenen", "nnt-berekenen", "zeldzame-ziekte-onderzoeksopzet"],
    ["sensitiviteit-definitie", "specificiteit-betekenis", "ppv-bij-lage-prevalentie", "lead-time-bias"],
    ["r0-betekenis", "groepsimmuniteitsdrempel", "epidemische-curve-puntbron", "john-snow-broad-street"],
    ["confounder-roken", "randomisatie-doel", "herinneringsbias", "bradford-hill-geen-criterium"],
]
