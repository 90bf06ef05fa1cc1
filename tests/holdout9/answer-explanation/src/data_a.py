from common import topic, q

SD = "explanation/supports-distractor"
DUP = "answer/duplicate-option"

# ---------------------------------------------------------------- arbeidsrecht
T = "arbeidsrecht"
topic(T, "Arbeidsrecht", "Contracten, proeftijd, ontslag, arbeidstijden en verlof volgens het Nederlandse arbeidsrecht.")

q(T, "proeftijd-contract-zes-maanden", 1,
  "Mag in een arbeidsovereenkomst voor bepaalde tijd van zes maanden een proeftijd worden afgesproken?",
  ["Ja, van hoogstens één maand", "Ja, van hoogstens twee maanden",
   "*Nee, bij een contract van zes maanden of korter is een proeftijd niet toegestaan"],
  "Sinds 2015 is een proeftijd in een contract van zes maanden of korter nietig.")

q(T, "proeftijd-vast-contract", 2,
  "Wat is de langste proeftijd die een werkgever mag afspreken bij een contract voor onbepaalde tijd?",
  ["Eén maand", "*Twee maanden", "Drie maanden", "Zes maanden"],
  "Bij een vast contract geeft de wet de werkgever ruimte tot een proeftijd van twee maanden. "
  "Een langere proeftijd is nietig. Eén maand is het maximum bij een tijdelijk contract korter dan twee jaar.")

q(T, "transitievergoeding-zes-dienstjaren", 4,
  "Een werknemer verdient € 3.000 bruto per maand (inclusief vaste toeslagen) en is na precies 6 jaar "
  "ontslagen op initiatief van de werkgever. Hoe hoog is de wettelijke transitievergoeding?",
  ["€ 3.000", "*€ 6.000", "€ 9.000", "€ 18.000"],
  "De transitievergoeding is een derde maandsalaris per dienstjaar. Per jaar is dat 3000 / 3 = € 1.000, "
  "en over zes dienstjaren dus 6 × € 1.000 = € 6.000 (zesduizend euro).")

q(T, "ketenregeling-onjuiste-bewering", 5,
  "Welke bewering over de wettelijke ketenregeling voor tijdelijke contracten klopt NIET?",
  ["Na drie tijdelijke contracten ontstaat met een vierde contract een vaste aanstelling",
   "De keten van tijdelijke contracten mag in totaal hoogstens drie jaar duren",
   "Een onderbreking van meer dan zes maanden laat een nieuwe keten beginnen",
   "*Volgens de wettelijke hoofdregel is een onderbreking van drie maanden al genoeg om opnieuw te beginnen"],
  "De wettelijke tussenpoos is sinds 2020 meer dan zes maanden; drie maanden volstaat in de hoofdregel dus niet. "
  "De andere beweringen kloppen wel: een vierde contract wordt automatisch een contract voor onbepaalde tijd, "
  "de keten mag niet langer dan drie jaar duren, en wie langer dan zes maanden niet bij de werkgever werkte, "
  "begint aan een nieuwe keten.")

q(T, "opzegtermijn-werknemer", 7,
  "Een werknemer met een vast contract wil zelf opzeggen. In zijn contract staat niets over de opzegtermijn. "
  "Welke termijn geldt voor hem?",
  ["*Eén maand", "Eén tot vier maanden, afhankelijk van het aantal dienstjaren", "Twee weken"],
  "Voor de werknemer is de wettelijke opzegtermijn altijd één maand. De oplopende termijn van één tot vier "
  "maanden geldt voor de werkgever, niet voor de werknemer. Twee weken is korter dan de wet voorschrijft.")

q(T, "ontslag-disfunctioneren-route", 3,
  "Een werkgever wil een werknemer ontslaan omdat die al lange tijd slecht functioneert. "
  "De werknemer stemt niet in. Welke route moet de werkgever volgen?",
  ["Een ontslagvergunning aanvragen bij het UWV",
   "*Een verzoek tot ontbinding indienen bij de kantonrechter",
   "Zelf opzeggen zonder toestemming van iemand anders",
   "De werknemer op staande voet ontslaan"],
  "Bij ontslag om redenen die in de persoon van de werknemer liggen, zoals disfunctioneren, beslist de "
  "kantonrechter. Het UWV (A) beoordeelt alleen ontslag om bedrijfseconomische redenen en bij langdurige "
  "ziekte, dus die route is hier niet mogelijk. Zelf opzeggen zonder toestemming (C) mag alleen in "
  "uitzonderingen, bijvoorbeeld met instemming van de werknemer of tijdens de proeftijd; zonder instemming "
  "is de opzegging vernietigbaar. Ontslag op staande voet (D) vraagt een dringende reden, zoals diefstal of "
  "geweld, en slecht functioneren is dat niet. Daarom is de gang naar de kantonrechter (B) de juiste weg. "
  "De werkgever moet dan wel laten zien dat hij de werknemer tijdig heeft gewaarschuwd en kansen op "
  "verbetering heeft gegeven, bijvoorbeeld met een verbetertraject.")

q(T, "wettelijke-vakantiedagen-voltijd", 1,
  "Hoeveel wettelijke vakantiedagen heeft een voltijder die vijf dagen per week werkt minimaal per jaar?",
  ["*20 dagen", "25 dagen", "24 dagen"],
  "De wet geeft vier keer de wekelijkse arbeidsduur: 4 × 5 dagen = 20 dagen.")

q(T, "vakantiegeld-per-maand", 4,
  "Amira verdient € 2500 bruto per maand. Hoeveel wettelijk vakantiegeld bouwt zij per maand minimaal op?",
  ["€ 20", "*€ 200", "€ 250"],
  "Het wettelijke vakantiegeld is minstens 8% van het brutoloon: 0,08 × € 2500 = € 200 per maand. "
  "€ 250 zou 10% zijn en € 20 maar 0,8 procent.",
  compute={"expression": "2500 * 0.08", "unit": "euro"})

q(T, "loondoorbetaling-ziekte-onjuist", 5,
  "Welke bewering over loondoorbetaling bij ziekte is onjuist?",
  ["De werkgever betaalt in principe maximaal 104 weken door",
   "Wettelijk moet minstens 70% van het loon worden doorbetaald",
   "In het eerste ziektejaar moet de werknemer minstens het minimumloon ontvangen",
   "*De werkgever hoeft pas na zes weken ziekte loon te betalen"],
  "De plicht tot doorbetalen begint meteen; hoogstens mogen er twee wachtdagen zijn. Wel juist zijn de "
  "overige beweringen: de periode is 104 weken (twee jaar), het wettelijke minimum is 70% van het loon, "
  "en in het eerste jaar mag dat niet onder het minimumloon uitkomen.")

q(T, "wetboek-arbeidsovereenkomst", 6,
  "In welke wet staan de hoofdregels over de arbeidsovereenkomst?",
  ["*In Boek 7 van het Burgerlijk Wetboek", "In het Wetboek van Strafrecht",
   "In de Arbeidsomstandighedenwet", "In de Grondwet"],
  "De arbeidsovereenkomst is geregeld in `Boek 7, titel 10` van het Burgerlijk Wetboek, te vinden op "
  "[wetten.overheid.nl](https://wetten.overheid.nl). De Arbowet gaat over veilig en gezond werken, "
  "niet over het contract zelf.", md=True)

q(T, "cao-algemeen-verbindend", 2,
  "Wat betekent het als een cao algemeen verbindend wordt verklaard?",
  ["De cao geldt dan alleen voor leden van de vakbond",
   "*De cao geldt dan voor alle werkgevers en werknemers in die bedrijfstak, ook als ze niet zijn aangesloten",
   "De cao geldt dan voor alle sectoren in Nederland"],
  "De minister kan een cao uitbreiden tot de hele branche. Dan moeten ook werkgevers die geen lid zijn van "
  "de werkgeversorganisatie zich eraan houden, maar alleen binnen die sector.")

q(T, "pauze-dienst-acht-uur", 7,
  "Hoeveel pauze moet een volwassen werknemer volgens de Arbeidstijdenwet minimaal krijgen bij een dienst van acht uur?",
  ["15 minuten", "*30 minuten, eventueel gesplitst in twee keer 15 minuten", "45 minuten", "60 minuten"],
  "Wie meer dan 5,5 uur werkt, heeft recht op een halfuur pauze, dat je in tweeën mag splitsen. "
  "De 45 minuten gelden pas bij een dienst van meer dan tien uur, niet bij acht uur.")

q(T, "dagelijkse-rusttijd", 3,
  "Hoeveel uur aaneengesloten rust moet een volwassen werknemer volgens de Arbeidstijdenwet in de regel per 24 uur krijgen?",
  ["8 uur", "*11 uur", "12 uur", "36 uur"],
  """We lopen de opties na.
8 uur is de uitzondering: eenmaal per zeven dagen mag de dagelijkse rust tot acht uur worden ingekort, als het werk dat vraagt. Als regel is het te weinig.
11 uur is de hoofdregel: na een dienst heeft de werknemer recht op minstens elf uur aaneengesloten rust binnen elke periode van 24 uur.
12 uur is geen rustnorm maar de maximale lengte van een dienst.
36 uur is de wekelijkse rust: per zeven dagen minstens 36 uur achter elkaar vrij (of 72 uur per veertien dagen).
Het juiste antwoord is dus 11 uur.""")

q(T, "opzegtermijn-werkgever-twaalf-jaar", 2,
  "Volgens de wettelijke hoofdregel, zonder aftrek voor de proceduretijd: welke opzegtermijn geldt voor de "
  "werkgever bij een werknemer die 12 jaar in dienst is?",
  ["1 maand", "2 maanden", "*3 maanden", "4 maanden"],
  "De termijn van de werkgever groeit mee met de dienstjaren. Tussen tien en vijftien jaar in dienst zijn het "
  "drie maanden; pas vanaf vijftien jaar wordt het vier.")

q(T, "geboorteverlof-partner", 1,
  "Hoeveel geboorteverlof met volledig loon krijgt een partner na de geboorte van een kind?",
  ["*Eenmaal het aantal werkuren per week", "Drie dagen", "Zes weken"],
  "Eén werkweek met behoud van loon, betaald door de werkgever.")

q(T, "vakantiedagen-deeltijd", 4,
  "Daan werkt drie dagen van 8 uur per week. Hoeveel wettelijke vakantiedagen bouwt hij per jaar op?",
  ["20 dagen", "15 dagen", "*12 dagen"],
  "Het wettelijke minimum is vier keer de arbeidsduur per week. Daan werkt 3 × 8 = 24 uur per week, "
  "dus 4 × 24 uur = 96 uur vakantie. Dat zijn 96 / 8 = 12 werkdagen (twaalf dagen).",
  compute={"expression": "4 * 3", "unit": "dagen"})

q(T, "ontslag-op-staande-voet-voorwaarden", 7,
  "Aan welke voorwaarde moet een ontslag op staande voet onder meer voldoen?",
  ["De werkgever moet eerst toestemming van het UWV hebben",
   "*Er moet een dringende reden zijn, en die moet onverwijld aan de werknemer worden meegedeeld",
   "De werknemer moet minstens twee schriftelijke waarschuwingen hebben gehad"],
  "Kern is een dringende reden die meteen wordt genoemd. Toestemming van het UWV is hier juist niet nodig; "
  "dat geldt voor ontslag om bedrijfseconomische redenen. Eerdere waarschuwingen kunnen helpen, maar de wet "
  "eist er geen twee.")

# gebrekkig
q(T, "ketenregeling-maximale-duur", 2,
  "Hoe lang mag een reeks tijdelijke contracten bij dezelfde werkgever volgens de wet hoogstens duren?",
  ["Eén jaar", "!Twee jaar", "*Drie jaar"],
  "Sinds 2020 mogen tijdelijke contracten samen hoogstens drie jaar duren. De vroegere grens van twee jaar "
  "geldt niet meer.", label=SD)

q(T, "transitievergoeding-vier-dienstjaren", 4,
  "Een werknemer met een maandloon van € 2.700 wordt na 4 volle dienstjaren ontslagen. Hoe hoog is de "
  "transitievergoeding?",
  ["€ 900", "*€ 3.600", "!€ 10.800"],
  "Per dienstjaar is de vergoeding een derde maandloon: € 2.700 / 3 = € 900. Vier jaar geeft "
  "4 × € 900 = € 3.600.", label=SD)

q(T, "ontslag-bedrijfseconomisch-instantie", 1,
  "Welke instantie beoordeelt een ontslagaanvraag om bedrijfseconomische redenen?",
  ["*Het UWV", "De kantonrechter", "De kantonrechter.", "De Belastingdienst"],
  "Bij bedrijfseconomisch ontslag vraagt de werkgever toestemming aan het UWV.", label=DUP)

# ---------------------------------------------------------------- zorg en welzijn
T = "zorg-en-welzijn"
topic(T, "Zorg en welzijn", "Basiskennis voor mbo-opleidingen in zorg en welzijn: observeren, hygiëne, wetgeving en rapporteren.")

q(T, "rustpols-volwassene", 1,
  "Welke hartslag in rust geldt voor een gezonde volwassene als normaal?",
  ["40 tot 50 slagen per minuut", "*60 tot 100 slagen per minuut", "110 tot 140 slagen per minuut"],
  "Een normale rustpols bij volwassenen ligt tussen 60 en 100 slagen per minuut.")

q(T, "ademfrequentie-volwassene", 2,
  "Je telt de ademhaling van een volwassen cliënt in rust. Welke frequentie is normaal?",
  ["*12 tot 20 keer per minuut", "6 tot 10 keer per minuut", "25 tot 35 keer per minuut"],
  "Een volwassene ademt in rust ongeveer twaalf tot twintig keer per minuut. "
  "Duidelijk sneller of trager is een reden om te melden.")

q(T, "infuus-snelheid-per-uur", 4,
  "Een cliënt krijgt 1000 ml vocht via een infuus, verdeeld over 8 uur. Op welke snelheid stel je de pomp in?",
  ["80 ml/uur", "*125 ml/uur", "150 ml/uur"],
  "Deel het volume door de tijd: 1000 ml / 8 uur = 125 milliliter per uur.",
  compute={"expression": "1000 / 8", "unit": "ml/uur"})

q(T, "tabletten-paracetamol-dosis", 4,
  "Een cliënt moet 750 mg paracetamol krijgen. De tabletten in de voorraad bevatten elk 500 mg. "
  "Hoeveel tabletten geef je?",
  ["1 tablet", "*Anderhalve tablet", "2 tabletten", "2,5 tabletten"],
  "Benodigd gedeeld door sterkte: 750 mg / 500 mg = 1,5. Je geeft dus anderhalve tablet, mits de tablet "
  "een breukstreep heeft en gedeeld mag worden.")

q(T, "basishygiene-niet", 5,
  "Welke werkwijze hoort NIET bij de basishygiëne in de zorg?",
  ["Handen desinfecteren voor en na elk cliëntcontact",
   "Nagels kort, schoon en zonder nagellak houden",
   "Werkkleding met korte mouwen dragen",
   "*Een horloge om de pols houden om snel de pols te kunnen tellen"],
  "Sieraden en horloges aan handen en polsen zijn bij zorgtaken niet toegestaan: ze houden micro-organismen "
  "vast en verhinderen goede handhygiëne. De andere punten horen er juist wel bij: handen desinfecteren rond "
  "elk contact, korte en onbehandelde nagels, en korte mouwen zodat polsen en onderarmen goed schoon kunnen.")

q(T, "afkorting-adl", 1,
  "Waar staat de afkorting ADL voor?",
  ["Ambulante Dienstverlening Langdurig", "*Algemene Dagelijkse Levensverrichtingen",
   "Aanvullende Dagbehandeling Leefstijl"],
  "ADL zijn de algemene dagelijkse levensverrichtingen, zoals wassen en aankleden.")

q(T, "oorzaak-decubitus", 7,
  "Wat is de belangrijkste oorzaak van decubitus (doorligwonden)?",
  ["Te weinig drinken", "*Langdurige druk en schuifkracht op de huid", "Een bacteriële infectie van de huid"],
  "Een doorligwond ontstaat als weefsel, vaak boven een botuitsteeksel, te lang wordt samengedrukt en te "
  "weinig bloed krijgt. Uitdroging vergroot het risico maar is niet de directe oorzaak, en een infectie is "
  "eerder een gevolg van de wond dan de oorzaak ervan.")

q(T, "wet-onvrijwillige-zorg-dementie", 3,
  "Welke wet regelt onvrijwillige zorg voor mensen met dementie of een verstandelijke beperking?",
  ["De Wet verplichte ggz (Wvggz)", "*De Wet zorg en dwang (Wzd)",
   "De Wet maatschappelijke ondersteuning (Wmo 2015)", "De Wet langdurige zorg (Wlz)"],
  "Optie A, de Wvggz, gaat over verplichte zorg voor mensen met een psychische stoornis, zoals een psychose; "
  "dementie en een verstandelijke beperking vallen daar niet onder. Optie B, de Wzd, is speciaal gemaakt voor "
  "cliënten met een psychogeriatrische aandoening of een verstandelijke beperking, en schrijft een stappenplan "
  "voor voordat onvrijwillige zorg mag worden gegeven. Optie C, de Wmo 2015, regelt ondersteuning thuis door "
  "de gemeente, zoals huishoudelijke hulp; over dwang zegt die wet niets. Optie D, de Wlz, regelt de "
  "financiering van langdurige zorg, bijvoorbeeld in een verpleeghuis, maar niet de regels voor zorg tegen de "
  "wil van de cliënt. Het antwoord is dus B.")

q(T, "wmo-aanvraag-huishoudelijke-hulp", 6,
  "Waar vraagt iemand huishoudelijke hulp aan die onder de Wmo 2015 valt?",
  ["*Bij de gemeente", "Bij de zorgverzekeraar", "Bij het CAK", "Bij het CIZ"],
  "De Wmo wordt uitgevoerd door de **gemeente**; zie [rijksoverheid.nl](https://www.rijksoverheid.nl/onderwerpen/zorg-en-ondersteuning-thuis). "
  "Het CAK int de eigen bijdrage en het CIZ indiceert voor de Wlz.", md=True)

q(T, "wlz-onjuiste-bewering", 5,
  "Welke bewering over de Wet langdurige zorg (Wlz) is onjuist?",
  ["Het CIZ stelt vast of iemand recht heeft op Wlz-zorg",
   "De Wlz is bedoeld voor mensen die blijvend 24 uur per dag zorg in de buurt nodig hebben",
   "Voor Wlz-zorg betaalt de cliënt een eigen bijdrage via het CAK",
   "*De Wlz wordt uitgevoerd door de gemeente"],
  "De uitvoering ligt bij de zorgkantoren, niet bij de gemeente. Wel juist: het CIZ indiceert, de wet is er "
  "voor mensen die blijvend permanent toezicht of zorg in de nabijheid nodig hebben, en het CAK int de eigen "
  "bijdrage.")

q(T, "bmi-berekenen", 4,
  "Een cliënt weegt 80 kg en is 1,60 m lang. Wat is zijn BMI, afgerond op één decimaal?",
  ["25,0", "*31,3", "50,0"],
  "BMI = gewicht / lengte². De lengte in het kwadraat is 1,60 × 1,60 = 2,56 m². Dan 80 kg / 2,56 m² ≈ 31,3 kg/m². "
  "Wie 50,0 vindt, heeft door 1,60 gedeeld en vergeten te kwadrateren. Een BMI van boven de dertig valt in "
  "de klasse obesitas.")

q(T, "bloeddruk-diastolisch", 7,
  "Je meet bij een cliënt een bloeddruk van 150/95 mmHg. Welke waarde is de diastolische druk?",
  ["150 mmHg", "*95 mmHg", "55 mmHg"],
  "De diastolische druk is het onderste getal, 95 mmHg: de druk als het hart zich ontspant. 150 mmHg is de "
  "systolische druk, niet de diastolische, en 55 mmHg is alleen het verschil tussen de twee (de polsdruk).")

q(T, "soap-rapportage-s", 2,
  "Waar staat de S voor in de SOAP-methode van rapporteren?",
  ["Signalering", "Samenvatting", "*Subjectief"],
  "De S gaat over wat de cliënt zelf vertelt: zijn eigen beleving en klachten. Daarna volgen objectieve "
  "waarnemingen, de analyse en het plan.")

q(T, "koorts-grens", 1,
  "Vanaf welke lichaamstemperatuur spreek je bij een volwassene van koorts?",
  ["37,0 °C", "37,5 °C", "*38,0 °C of hoger"],
  "Tussen 37,5 en 38 graden heet verhoging; vanaf 38,0 °C is het koorts.")

q(T, "functie-zorgplan", 3,
  "Wat is de belangrijkste functie van een zorgplan?",
  ["*Het vastleggen van doelen en afspraken over de zorg, samen met de cliënt",
   "Het declareren van de zorgkosten bij de verzekeraar",
   "Het medisch dossier van de huisarts vervangen",
   "Het werkrooster van het team plannen"],
  "Een zorgplan beschrijft wat de cliënt wil bereiken en welke zorg en ondersteuning daarbij horen; het wordt "
  "samen met de cliënt (of diens vertegenwoordiger) opgesteld en regelmatig geëvalueerd. Declareren bij de "
  "verzekeraar gebeurt via de administratie en is geen doel van het zorgplan, al kunnen afspraken uit het plan "
  "daar wel een rol in spelen. Het medisch dossier van de huisarts blijft een apart dossier dat de arts zelf "
  "bijhoudt; het zorgplan vervangt dat niet. Het werkrooster van het team ten slotte is een planningszaak van "
  "de organisatie en staat los van de afspraken met één cliënt. Alleen de eerste omschrijving geeft dus de "
  "kern van een zorgplan weer.")

q(T, "voorbehouden-handeling-niet", 5,
  "Welke handeling is GEEN voorbehouden handeling volgens de Wet BIG?",
  ["Een injectie geven", "Een blaaskatheter inbrengen", "*Steunkousen aantrekken", "Een heelkundige handeling uitvoeren"],
  "Steunkousen aantrekken is een gewone verzorgende taak. Injecties, katheterisaties en heelkundige "
  "handelingen staan wel in de Wet BIG als voorbehouden handelingen: die mag je alleen doen als je bevoegd "
  "en bekwaam bent, of in opdracht van een bevoegde.")

# gebrekkig
q(T, "wet-verplichte-ggz", 3,
  "Een man met een ernstige psychose weigert elke behandeling en is een gevaar voor zichzelf. "
  "Welke wet maakt verplichte zorg in dit geval mogelijk?",
  ["*De Wet verplichte ggz (Wvggz)", "!De Wet zorg en dwang (Wzd)", "De Wet op de jeugdzorg", "De Zorgverzekeringswet"],
  "De Wvggz (A) is bedoeld voor mensen met een psychische stoornis die ernstig nadeel veroorzaken en geen zorg "
  "willen; via een zorgmachtiging of crisismaatregel kan dan verplichte zorg worden gegeven. Daarom past A hier. "
  "De Wzd (B) geldt voor mensen met dementie of een verstandelijke beperking en niet voor iemand met een "
  "psychose zonder die aandoeningen. Een wet op de jeugdzorg (C) is er voor kinderen en jongeren, en deze cliënt "
  "is een volwassen man. De Zorgverzekeringswet (D) regelt alleen wat de basisverzekering vergoedt, niet of "
  "zorg verplicht mag worden gegeven.", label=SD)

q(T, "mantelzorg-begrip", 1,
  "Hoe heet langdurige, onbetaalde zorg voor een zieke partner, ouder of kind?",
  ["*Mantelzorg", "Vrijwilligerswerk", "!Thuiszorg"],
  "Wie zonder betaling voor een naaste zorgt, is mantelzorger.", label=SD)

q(T, "vitale-functies-niet", 5,
  "Welke functie hoort NIET bij de vitale functies?",
  ["Ademhaling", "Bloedsomloop", "!Bewustzijn", "*Spijsvertering"],
  "Ademhaling, bloedsomloop en bewustzijn zijn de vitale functies die je bij een cliënt in nood controleert. "
  "De spijsvertering hoort daar niet bij.", label=SD)

# ---------------------------------------------------------------- werktuigbouwkunde
T = "werktuigbouwkunde"
topic(T, "Werktuigbouwkunde", "Verspanen, lassen, materialen, aandrijvingen en berekeningen uit de mbo- en hbo-werkplaats.")

q(T, "tandwieloverbrenging-toerental", 4,
  "Een tandwiel met 20 tanden drijft een tandwiel met 60 tanden aan. Het aandrijvende wiel draait "
  "1500 omw/min. Hoe snel draait het aangedreven wiel?",
  ["300 omw/min", "*500 omw/min", "4500 omw/min"],
  "De overbrengingsverhouding is 60 : 20 = 3 : 1, dus het grote wiel draait drie keer langzamer: "
  "1500 / 3 = 500 omwentelingen per minuut. 4500 omw/min ontstaat als je ten onrechte vermenigvuldigt.",
  compute={"expression": "1500 * 20 / 60", "unit": "omw/min"})

q(T, "vermogen-uit-koppel", 4,
  "Een motor levert een koppel van 50 N·m bij 3000 omw/min. Welk mechanisch vermogen levert hij ongeveer?",
  ["1,6 kW", "*15,7 kW", "150 kW"],
  "Vermogen is koppel maal hoeksnelheid: P = M × ω. De hoeksnelheid is ω = 2π × 3000 / 60 ≈ 314 rad/s. "
  "Dan P = 50 N·m × 314 rad/s ≈ 15 700 W, ofwel ongeveer 15,7 kilowatt.")

q(T, "lasmethode-wolfraam", 1,
  "Bij welke lasmethode gebruik je een niet-afsmeltende wolfraamelektrode?",
  ["MIG", "MAG", "*TIG", "Booglassen met beklede elektrode"],
  "TIG-lassen werkt met een wolfraamelektrode die niet afsmelt.")

q(T, "mag-lassen-beschermgas", 7,
  "Welk soort beschermgas hoort bij MAG-lassen?",
  ["Zuiver argon", "*Een actief gas, zoals CO₂ of een mengsel van argon en CO₂", "Zuurstof zonder toevoeging"],
  "MAG staat voor Metal Active Gas: het gas doet mee in het lasproces. Zuiver argon is een inert gas en hoort "
  "bij MIG, niet bij MAG. Zuivere zuurstof zou het smeltbad sterk laten oxideren.")

q(T, "doel-ontlaten-staal", 2,
  "Waarom wordt gehard staal vaak daarna ontlaten?",
  ["*Om de brosheid te verminderen en de taaiheid te vergroten",
   "Om de hardheid nog verder te verhogen", "Om het staal roestvast te maken"],
  "Na het harden is staal erg hard maar ook bros. Door het opnieuw matig te verwarmen wordt het taaier; "
  "de hardheid neemt daarbij iets af.")

q(T, "rvs-eigenschap-niet", 5,
  "Welke bewering over roestvast staal (RVS) klopt NIET?",
  ["Het bevat minstens ongeveer 10,5% chroom",
   "Aan het oppervlak vormt zich een dunne, beschermende oxidelaag",
   "Gangbare austenitische soorten, zoals 304, zijn nauwelijks magnetisch",
   "*Het kan niet worden gelast"],
  "RVS is goed te lassen, bijvoorbeeld met TIG. De andere uitspraken kloppen: het chroomgehalte van minstens "
  "circa 10,5% zorgt voor een passieve oxidelaag die het staal beschermt, en austenitisch RVS zoals 304 "
  "is in gegloeide toestand vrijwel niet magnetisch.")

q(T, "eenheid-koppel", 8,
  "Wat is de SI-eenheid van een koppel (moment)?",
  ["*N·m", "N/m", "N·m²"],
  "Een moment is kracht maal arm, dus newton maal meter. N/m is de eenheid van een veerstijfheid, niet van een "
  "koppel, en N·m² komt bij een moment niet voor.")

q(T, "draaien-werkstuk-roteert", 3,
  "Bij welke verspanende bewerking draait het werkstuk rond en beweegt de beitel alleen in lengte- of dwarsrichting?",
  ["*Draaien", "Frezen", "Boren op een kolomboormachine", "Vlakslijpen"],
  "Bij draaien zit het werkstuk in de klauwplaat van de draaibank en draait het rond, terwijl de beitel langs "
  "of dwars over het werkstuk beweegt; dat maakt de eerste optie juist.\n\n"
  "Bij frezen is het precies andersom: de frees draait en het werkstuk ligt vast op de tafel, die het langs "
  "de frees voert.\n\n"
  "Op een kolomboormachine draait de boor, terwijl het werkstuk stil in de machineklem ligt.\n\n"
  "Bij vlakslijpen draait de slijpschijf, en het werkstuk schuift op de tafel heen en weer.")

q(T, "gcode-ijlgang", 6,
  "Welke G-code laat een CNC-machine met ijlgang naar een positie bewegen?",
  ["*`G00`", "`G01`", "`G02`", "`M03`"],
  "`G00` is de snelle verplaatsing zonder te verspanen. `G01` is een rechte beweging met voeding, `G02` "
  "een cirkelboog met de klok mee en `M03` zet de spil rechtsom aan. Zie ook "
  "[G-code op Wikipedia](https://nl.wikipedia.org/wiki/G-code).", md=True)

q(T, "hydraulische-cilinder-kracht", 4,
  "Een hydraulische cilinder heeft een zuigeroppervlak van 0,002 m² en werkt met een druk van 100 bar. "
  "Welke kracht levert de zuiger?",
  ["2 kN", "*20 kN", "200 kN"],
  "Eerst de druk in pascal: 100 bar = 100 × 100 000 Pa = 10 000 000 Pa. Kracht is druk maal oppervlak: "
  "F = 10 000 000 Pa × 0,002 m² = 20 000 N, dus 20 kN (twintig kilonewton).",
  compute={"expression": "100 * 1e5 * 0.002 / 1000", "unit": "kN"})

q(T, "binnendiameter-meten", 1,
  "Met welk meetmiddel meet je een boring van ongeveer 25 mm het nauwkeurigst, tot op 0,01 mm?",
  ["*Een binnenmicrometer", "Een rolmaat", "Een stalen liniaal"],
  "Een binnenmicrometer leest af tot op een honderdste millimeter.")

q(T, "niet-losneembare-verbinding", 5,
  "Welke verbinding is GEEN losneembare verbinding?",
  ["Een boutverbinding", "Een spieverbinding", "*Een klinkverbinding", "Een penverbinding met borgpen"],
  "Een klinknagel kun je alleen verwijderen door hem kapot te maken, dus die verbinding is niet losneembaar. "
  "Een bout draai je los, een spie tik je uit de groef en een borgpen trek je eruit; die verbindingen kun je "
  "dus wel uit elkaar halen zonder onderdelen te beschadigen.")

q(T, "hardsolderen-zachtsolderen", 7,
  "Wat is het verschil tussen zachtsolderen en hardsolderen?",
  ["*De grens ligt bij een soldeertemperatuur van ongeveer 450 °C: zachtsolderen eronder, hardsolderen erboven",
   "Bij hardsolderen wordt geen toevoegmateriaal gebruikt",
   "Bij zachtsolderen smelt het basismateriaal mee"],
  "Het onderscheid zit in de smelttemperatuur van het soldeer, rond 450 graden Celsius. Bij beide methoden "
  "gebruik je wel toevoegmateriaal, en bij geen van beide smelt het basismateriaal: dat gebeurt bij lassen, "
  "niet bij solderen.")

q(T, "rekgrens-betekenis", 2,
  "Wat geeft de rekgrens (vloeigrens) van een metaal aan?",
  ["De spanning waarbij het materiaal breekt",
   "*De spanning waarbij blijvende vervorming begint",
   "De hoogste temperatuur waarbij het metaal nog bruikbaar is"],
  "Onder de rekgrens veert het materiaal terug; daarboven blijft een deel van de vervorming achter. "
  "De breukspanning ligt hoger.")

q(T, "snijsnelheid-draaien", 4,
  "Je draait een as met een diameter van 40 mm op 800 omw/min. Wat is de snijsnelheid ongeveer?",
  ["32 m/min", "*100 m/min", "1005 m/min"],
  "v = π × d × n. Met d = 40 mm = 0,040 m: v = 3,14 × 0,040 m × 800 /min ≈ 100,5 m/min, afgerond honderd "
  "meter per minuut. Wie vergeet millimeters in meters om te rekenen, komt tien keer te hoog uit.",
  compute={"expression": "3.1416 * 0.040 * 800", "unit": "m/min"})

q(T, "schroefdraad-m10-125", 3,
  "Wat betekent de aanduiding M10 × 1,25 op een tekening?",
  ["Een schroefdraad met 10 gangen per inch en een diepte van 1,25 mm",
   "*Een metrische schroefdraad met een nominale diameter van 10 mm en een spoed van 1,25 mm",
   "Een bout van 10 mm lang met een kerndiameter van 1,25 mm",
   "Een moer met sleutelwijdte 10 en een dikte van 1,25 mm"],
  "A is onjuist: gangen per inch horen bij inchdraden zoals UNC, en de M staat juist voor metrisch. "
  "B klopt: M10 geeft de nominale (buiten)diameter van 10 mm, en na het maalteken volgt de spoed, hier "
  "1,25 mm; dat is een fijne draad, want de normale grove spoed voor M10 is 1,5 mm. C haalt lengte en "
  "diameter door elkaar: de lengte van een bout staat er apart achter, bijvoorbeeld M10 × 1,25 × 40. "
  "D noemt een sleutelwijdte, maar die staat niet in de draadaanduiding; bij een M10-moer is die meestal "
  "16 of 17 mm. Daarom is B het goede antwoord.")

# gebrekkig
q(T, "tandwiel-vijftien-vijfenveertig", 4,
  "Een rondsel met 15 tanden drijft een wiel met 45 tanden aan en draait 900 omw/min. "
  "Wat is het toerental van het grote wiel?",
  ["100 omw/min", "*300 omw/min", "!2700 omw/min"],
  "De verhouding is 45 / 15 = 3, dus het grote wiel draait drie keer zo langzaam: 900 / 3 = 300 omw/min.",
  label=SD)

q(T, "eenheid-mechanische-spanning", 7,
  "In welke eenheid druk je mechanische spanning in een staaf gewoonlijk uit?",
  ["*N/mm²", "!N·mm", "N/mm"],
  "Spanning is kracht per oppervlak, dus N/mm² (gelijk aan MPa). N·mm is een moment en geen spanning, "
  "en N/mm is een kracht per lengte.", label=SD)

q(T, "hardheid-materiaal", 2,
  "Wat beschrijft de hardheid van een materiaal?",
  ["*De weerstand tegen indrukken of krassen", "Het vermogen om warmte te geleiden",
   "het vermogen om warmte te geleiden", "De mate waarin het materiaal kan rekken"],
  "Hardheid zegt hoe goed een materiaal zich verzet tegen het indringen van een harder voorwerp. "
  "Daarom meet je haar met een indrukproef, zoals volgens Brinell of Vickers.", label=DUP)

# ---------------------------------------------------------------- bouwkunde
T = "bouwkunde"
topic(T, "Bouwkunde", "Bouwdelen, materialen, bouwfysica en regelgeving voor bouwkundige opleidingen.")

q(T, "kozijn-onderste-balk", 1,
  "Hoe heet het onderste horizontale deel van een kozijn?",
  ["Bovendorpel", "*Onderdorpel", "Stijl"],
  "Onder in het kozijn zit de onderdorpel; de stijlen staan verticaal.")

q(T, "betonvloer-volume", 4,
  "Een betonvloer is 6 m lang, 4 m breed en 12 cm dik. Hoeveel beton is er nodig, zonder verlies?",
  ["0,288 m³", "*2,88 m³", "28,8 m³"],
  "Zet eerst alles in meters: 12 cm = 0,12 m. Volume = 6 m × 4 m × 0,12 m = 2,88 m³, "
  "ruim twee en een halve kuub. 28,8 m³ krijg je als je met 1,2 m rekent.")

q(T, "doel-spouwmuur", 2,
  "Waarom heeft een buitenmuur van een woning vaak een spouw?",
  ["*Om te voorkomen dat vocht van buiten naar het binnenblad trekt, en om ruimte te bieden voor isolatie",
   "Om de muur lichter te maken zodat er minder fundering nodig is",
   "Om leidingen en kabels in weg te werken"],
  "De luchtspouw onderbreekt de weg van regenwater door het metselwerk naar binnen. "
  "Tegenwoordig wordt de spouw bovendien grotendeels met isolatie gevuld.")

q(T, "rc-waarde-betekenis", 7,
  "Wat geeft de Rc-waarde van een vloer, gevel of dak aan?",
  ["*De warmteweerstand: hoe hoger, hoe beter de constructie isoleert",
   "De warmtedoorgang: hoe lager, hoe beter de constructie isoleert",
   "Hoe goed de constructie geluid tegenhoudt"],
  "Rc is een weerstand, dus een hogere waarde betekent minder warmteverlies. De warmtedoorgang, waarbij lager "
  "beter is, is de U-waarde en niet de Rc-waarde. Geluid wordt met andere grootheden beoordeeld.")

q(T, "rc-waarde-eenheid", 8,
  "In welke eenheid wordt de Rc-waarde uitgedrukt?",
  ["W/(m²·K)", "*m²·K/W", "W/(m·K)"],
  "De Rc-waarde is een warmteweerstand en wordt gegeven in vierkante meter kelvin per watt. "
  "W/(m²·K) hoort bij de U-waarde en W/(m·K) bij de warmtegeleidingscoëfficiënt lambda.")

q(T, "gewapend-beton-niet", 5,
  "Welke bewering over gewapend beton klopt NIET?",
  ["Het beton neemt vooral de drukkrachten op",
   "Het wapeningsstaal neemt vooral de trekkrachten op",
   "De betondekking beschermt de wapening tegen corrosie",
   "*Bij een balk op twee steunpunten ligt de hoofdwapening in het midden vooral aan de bovenkant"],
  "Een balk op twee steunpunten buigt door, waardoor de onderkant in het midden op trek wordt belast; daar "
  "hoort de hoofdwapening dus. De andere uitspraken kloppen: beton is sterk op druk maar zwak op trek, staal "
  "vangt de trek op, en een laag beton rond het staal houdt vocht en zuurstof weg.")

q(T, "paalfundering-diepe-zandlaag", 3,
  "Op een bouwlocatie ligt de eerste draagkrachtige zandlaag op 15 meter diepte; daarboven zitten klei en veen. "
  "Welke fundering ligt voor de hand?",
  ["Een strokenfundering op staal", "Een plaatfundering direct op de klei",
   "*Een paalfundering tot in de zandlaag", "Losse poeren op staal"],
  """Een strokenfundering 'op staal' (A) legt de last op de grond direct onder het gebouw. Dat werkt alleen als die grond draagkrachtig is, en klei en veen zijn dat niet: het gebouw zou gaan zakken.

Een plaatfundering (B) spreidt de belasting over het hele grondvlak, maar ook die steunt op de slappe bovenlagen; bij zware gebouwen en 15 meter klei en veen geeft dat ontoelaatbare zetting.

Een paalfundering (C) brengt de belasting via palen naar de vaste zandlaag op diepte. Dit is in grote delen van West-Nederland de gebruikelijke oplossing, en hier de juiste.

Poeren op staal (D) zijn losse blokken op ondiepe grond; ze hebben hetzelfde probleem als A.""")

q(T, "bbl-technische-bouwregels", 6,
  "Welke regeling bevat sinds 1 januari 2024 de landelijke technische eisen voor bouwwerken?",
  ["Het Bouwbesluit 2012", "*Het Besluit bouwwerken leefomgeving (Bbl)", "De Woningwet", "NEN 2580"],
  "Met de invoering van de Omgevingswet is het Bouwbesluit 2012 vervangen door het **Bbl**; zie "
  "[iplo.nl](https://iplo.nl). NEN 2580 is een norm voor het "
  "bepalen van oppervlakten en geen bouwvoorschrift.", md=True)

q(T, "trap-aantal-optreden", 4,
  "De verdiepingshoogte van een woning is 2,70 m. Elke optrede van de trap is 18 cm. Hoeveel optreden heeft de trap?",
  ["12 optreden", "*15 optreden", "18 optreden"],
  "Reken in dezelfde eenheid: 2,70 m = 270 cm. Dan 270 cm / 18 cm = 15 optreden (vijftien).",
  compute={"expression": "270 / 18", "unit": "optreden"})

q(T, "schaal-tekening-vijftig", 4,
  "Op een tekening met schaal 1:50 meet een muur 8 cm. Hoe lang is de muur in werkelijkheid?",
  ["40 cm", "*4 m", "40 m"],
  "Bij schaal 1:50 is 1 cm op papier 50 cm echt. 8 × 50 cm = 400 cm, en dat is 4 meter.")

q(T, "halfsteensverband", 1,
  "In welk metselverband bestaat elke laag alleen uit strekken die steeds een halve steen verspringen?",
  ["*Halfsteensverband", "Kruisverband", "Vlaams verband"],
  "Halfsteens: alleen strekken, per laag een halve steen verschoven.")

q(T, "functie-latei", 2,
  "Wat is de functie van een latei?",
  ["*Het metselwerk boven een raam- of deuropening dragen",
   "Regenwater van het kozijn afvoeren",
   "De spouw ventileren"],
  "Boven een opening kan het metselwerk niet op zichzelf rusten. De latei overspant de opening en brengt "
  "de last naar de muur ernaast.")

q(T, "dampremmende-laag-plaats", 7,
  "Aan welke kant van de isolatie hoort een dampremmende folie in een buitenwand?",
  ["*Aan de warme binnenkant", "Aan de koude buitenkant", "Precies in het midden van de isolatie"],
  "Waterdamp uit de woning moet worden tegengehouden voordat hij de isolatie in trekt. Een damprem aan de "
  "koude kant werkt averechts: dan condenseert het vocht juist in de isolatie. Aan de buitenkant hoort een "
  "dampopen, waterkerende laag.")

q(T, "natuursteen-niet", 5,
  "Welk materiaal is GEEN natuursteen?",
  ["Graniet", "Hardsteen", "*Kalkzandsteen", "Leisteen"],
  "Kalkzandsteen wordt in de fabriek gemaakt van kalk, zand en water onder stoom en druk. Graniet, hardsteen "
  "en leisteen worden wel uit de natuur gewonnen: graniet is een stollingsgesteente, hardsteen een kalksteen "
  "en leisteen een metamorf gesteente.")

q(T, "functie-waterslag", 3,
  "Wat is de functie van een waterslag onder een raamkozijn?",
  ["Het kozijn extra stevigheid geven",
   "*Regenwater van de gevel af laten druppen zodat het niet langs de muur naar beneden loopt",
   "Warmteverlies onder het kozijn beperken",
   "Het binnenblad dragen"],
  "Een waterslag is geen constructief onderdeel, dus voor stevigheid van het kozijn dient hij niet; het kozijn "
  "is met ankers aan de muur bevestigd. Wel is hij schuin en steekt hij uit, met aan de onderkant een "
  "druipneus, zodat regenwater dat langs het raam loopt vrij van de gevel afdruppelt en geen vochtplekken "
  "of vervuiling veroorzaakt; dat is de tweede optie. Tegen warmteverlies helpt hij nauwelijks: daarvoor "
  "zorgen isolatie en goede aansluitingen. Het binnenblad ten slotte rust op de fundering of de vloer en "
  "wordt niet door een waterslag gedragen, want die zit aan de buitenkant.")

q(T, "koudebrug-begrip", 2,
  "Wat is een koudebrug?",
  ["*Een plek waar de isolatie is onderbroken, zodat daar veel warmte weglekt",
   "Een loopbrug die niet verwarmd wordt",
   "Een verbinding tussen twee koelinstallaties"],
  "Waar de isolatielaag wordt onderbroken, bijvoorbeeld bij een betonnen balkonplaat, stroomt warmte "
  "gemakkelijker naar buiten. Binnen wordt zo'n plek koud, waardoor vocht kan condenseren.")

# gebrekkig
q(T, "kozijn-verticale-delen", 1,
  "Hoe heten de verticale delen van een kozijn?",
  ["*Stijlen", "!Dorpels", "Roeden"],
  "De verticale delen van een kozijn zijn de stijlen.", label=SD)

q(T, "trap-zestien-optreden", 4,
  "Een verdieping is 2,88 m hoog en de optrede is 18 cm. Hoeveel optreden telt de trap?",
  ["!14", "*16", "18"],
  "288 cm / 18 cm = 16, dus zestien optreden.", label=SD)

q(T, "rc-eis-gevel-nieuwbouw", 6,
  "Welke minimale Rc-waarde geldt volgens de landelijke bouwregels voor de gevel van een nieuwbouwwoning?",
  ["3,7 m²·K/W", "*4,7 m²·K/W", "!6,3 m²·K/W"],
  "Voor een **gevel** geldt minimaal Rc = 4,7 m²·K/W. De waarde 3,7 hoort bij de vloer en 6,3 bij het dak. "
  "Meer uitleg staat op [rijksoverheid.nl](https://www.rijksoverheid.nl/onderwerpen/bouwregelgeving).",
  label=SD, md=True)
