from common import topic, q

SD = "explanation/supports-distractor"
DUP = "answer/duplicate-option"

# ---------------------------------------------------------------- duits
T = "duits"
topic(T, "Duits", "Woordenschat, naamvallen, werkwoorden en zinsbouw voor Duits in de onderbouw en bovenbouw.")

q(T, "lidwoord-maedchen", 1,
  "Welk lidwoord hoort bij het woord 'Mädchen'?",
  ["die", "der", "*das"],
  "Woorden op -chen zijn altijd onzijdig, dus: das Mädchen.")

q(T, "naamval-na-mit", 2,
  "Welke naamval volgt in het Duits altijd na het voorzetsel 'mit'?",
  ["Nominativ", "Akkusativ", "*Dativ", "Genitiv"],
  "'Mit' is een vast datief-voorzetsel, net als 'aus', 'bei', 'nach' en 'zu'. "
  "Je zegt dus 'mit dem Auto' en 'mit der Bahn'.")

q(T, "wechselpraeposition-auf-tisch", 7,
  "Vul in: 'Ich lege das Buch auf ___ Tisch.'",
  ["dem", "*den", "der"],
  "Er is een beweging naar een plek toe (wohin?), dus 'auf' krijgt hier de Akkusativ: den Tisch. "
  "'Dem' hoort bij een plaats waar iets al is (wo?), zoals in 'Das Buch liegt auf dem Tisch', en past dus niet "
  "in deze zin. 'Der' is hier de verkeerde vorm voor een mannelijk woord.")

q(T, "perfectum-niet-met-sein", 5,
  "Welk werkwoord vormt het Perfekt NIET met 'sein'?",
  ["gehen", "fahren", "bleiben", "*arbeiten"],
  "Je zegt 'ich habe gearbeitet', met 'haben'. De andere drie krijgen wel 'sein': 'gehen' en 'fahren' "
  "drukken een verplaatsing uit ('ich bin gegangen', 'ich bin gefahren') en 'bleiben' is een vaste "
  "uitzondering ('ich bin geblieben').")

q(T, "bijzin-dass-woordvolgorde", 3,
  "Welke zin is grammaticaal juist?",
  ["*Ich weiß, dass er morgen kommt.", "Ich weiß, dass er kommt morgen.",
   "Ich weiß, dass kommt er morgen.", "Ich weiß, dass morgen er kommt."],
  """Na 'dass' volgt een bijzin, en in een Duitse bijzin staat de persoonsvorm achteraan.
A: 'dass er morgen kommt' – het onderwerp volgt op het voegwoord, de tijdsbepaling staat ervoor en 'kommt' sluit de zin af. Dit is juist.
B: 'dass er kommt morgen' – hier staat 'kommt' midden in de bijzin, zoals in een hoofdzin. Fout.
C: 'dass kommt er morgen' – de persoonsvorm staat direct na het voegwoord, met inversie. Zo werkt een vraag of hoofdzin, niet een bijzin. Fout.
D: 'dass morgen er kommt' – het werkwoord staat wel achteraan, maar 'morgen' hoort niet vóór het onderwerp 'er': een persoonlijk voornaamwoord staat in de bijzin direct na het voegwoord. Fout.""")

q(T, "betekenis-bekommen", 1,
  "Wat betekent het Duitse werkwoord 'bekommen'?",
  ["Bekomen", "*Krijgen", "Worden"],
  "'Bekommen' betekent krijgen; het is een valse vriend.")

q(T, "betekenis-gift", 7,
  "Wat betekent het Duitse woord 'das Gift'?",
  ["Een cadeau", "*Vergif", "Een gift aan een goed doel"],
  "Het Duitse 'Gift' is gif. Een cadeau heet 'das Geschenk', niet 'Gift', en een schenking aan een goed doel "
  "is 'die Spende'.")

q(T, "appels-prijs-drie-kilo", 4,
  "Ein Kilo Äpfel kostet 2,40 Euro. Wie viel kosten drei Kilo?",
  ["sechs Euro vierzig", "*sieben Euro zwanzig", "siebzig Euro zwei"],
  "3 × 2,40 euro = 7,20 euro. Dat spreek je uit als 'sieben Euro zwanzig'. 'Sechs Euro vierzig' is 6,40 euro "
  "en 'siebzig Euro zwei' is een door elkaar gehaalde vorm.")

q(T, "praeteritum-sein", 2,
  "Wat is de ik-vorm van 'sein' in de Präteritum?",
  ["*ich war", "ich wurde", "ich wäre"],
  "De onvoltooid verleden tijd van 'sein' is 'war'. 'Wurde' komt van 'werden', en 'wäre' is de "
  "Konjunktiv II, te vergelijken met 'zou zijn'.")

q(T, "spelling-dass-nieuw", 6,
  "Welke schrijfwijze van het voegwoord in 'Ich hoffe, ___ du kommst' is volgens de huidige Duitse spelling juist?",
  ["*`dass`", "`daß`", "`das`"],
  "Sinds de spellinghervorming schrijf je na een korte klinker `ss`, dus `dass`. De vorm `daß` is verouderd en "
  "`das` is een lidwoord of betrekkelijk voornaamwoord, geen voegwoord. Controleer het zelf op "
  "[duden.de](https://www.duden.de).", md=True)

q(T, "woord-niet-mannelijk", 5,
  "Welk zelfstandig naamwoord is GEEN mannelijk woord?",
  ["Tisch", "Montag", "Winter", "*Blume"],
  "Het is 'die Blume', dus vrouwelijk. De andere drie zijn wel mannelijk: 'der Tisch', en dagen van de week "
  "en seizoenen zijn in het Duits altijd mannelijk, dus 'der Montag' en 'der Winter'.")

q(T, "beleefd-vragen-hoe-gaat-het", 3,
  "Je wilt een oudere onbekende beleefd vragen hoe het met hem gaat. Wat zeg je?",
  ["Wie geht's dir?", "*Wie geht es Ihnen?", "Wie geht es euch?", "Wie gehst du?"],
  "'Wie geht's dir?' (A) is informeel: 'dir' hoort bij 'du', en dat gebruik je voor vrienden en familie, "
  "niet voor een onbekende volwassene. 'Wie geht es Ihnen?' (B) gebruikt de beleefdheidsvorm 'Sie', in de "
  "Dativ 'Ihnen', met hoofdletter; dat past precies bij deze situatie. 'Wie geht es euch?' (C) richt zich "
  "tot meerdere mensen die je tutoyeert. 'Wie gehst du?' (D) betekent letterlijk 'hoe loop jij?' en vraagt "
  "dus niet naar iemands welzijn. Het goede antwoord is B; bij twijfel kies je tegenover een onbekende "
  "volwassene in het Duits altijd eerst voor 'Sie'.")

q(T, "inversie-morgen-fahre-ich", 2,
  "Welke zin is juist?",
  ["Morgen ich fahre nach Berlin.", "*Morgen fahre ich nach Berlin.", "Morgen nach Berlin ich fahre."],
  "In een Duitse hoofdzin staat de persoonsvorm op de tweede plaats. Begint de zin met 'morgen', dan volgt "
  "direct het werkwoord en pas daarna het onderwerp.")

q(T, "rekening-vragen-restaurant", 1,
  "Hoe vraag je in een Duits restaurant om de rekening?",
  ["Das Konto, bitte.", "*Die Rechnung, bitte.", "Die Quittung, danke."],
  "De rekening is 'die Rechnung'; 'das Konto' is een bankrekening.")

q(T, "meervoud-buch", 7,
  "Wat is het meervoud van 'das Buch'?",
  ["die Buchs", "*die Bücher", "die Buchen"],
  "Het meervoud krijgt een umlaut en -er: die Bücher. 'Die Buchen' is geen meervoud van 'Buch' maar van "
  "'die Buche', de beuk. '-s' als meervoud komt vooral bij leenwoorden voor.")

q(T, "trein-aankomsttijd", 4,
  "Der Zug fährt um Viertel vor acht ab. Die Fahrt dauert 50 Minuten. Wann kommt der Zug an?",
  ["Um 8.05 Uhr", "*Um 8.35 Uhr", "Um 9.05 Uhr"],
  "'Viertel vor acht' is 7.45 uur. Daar komen vijftig minuten bij: 7.45 + 0.50 = 8.35 uur, in het Duits ook "
  "'fünf nach halb neun'. Wie 'Viertel vor acht' als 8.15 uur leest, komt op 9.05 uit.")

# gebrekkig
q(T, "betekenis-zeitung", 7,
  "Wat betekent 'die Zeitung'?",
  ["*De krant", "!De tijd", "Het tijdschrift"],
  "'Die Zeitung' is de krant. Het lijkt op 'tijd', maar de tijd is 'die Zeit'; een tijdschrift heet "
  "'die Zeitschrift'.", label=SD)

q(T, "voorzetsel-niet-dativ", 5,
  "Welk voorzetsel wordt NIET met de Dativ gebruikt?",
  ["aus", "bei", "!seit", "*für"],
  "'Aus', 'bei' en 'seit' krijgen altijd de Dativ, bijvoorbeeld 'seit einem Jahr'. "
  "'Für' krijgt de Akkusativ: 'für dich'.", label=SD)

# ---------------------------------------------------------------- spaans
T = "spaans"
topic(T, "Spaans", "Basiswoordenschat, werkwoorden, ser en estar en beleefdheidsvormen in het Spaans.")

q(T, "betekenis-biblioteca", 1,
  "Wat betekent 'la biblioteca'?",
  ["De boekwinkel", "*De bibliotheek", "De bijbel"],
  "'La biblioteca' is de bibliotheek; een boekwinkel is 'la librería'.")

q(T, "ser-estar-cansado", 7,
  "Kies het juiste werkwoord: 'Mi hermano ___ cansado hoy.'",
  ["es", "*está", "hay"],
  "Moe zijn is een tijdelijke toestand, en daarvoor gebruik je 'estar'. 'Es' (van 'ser') gebruik je voor "
  "blijvende eigenschappen, niet voor hoe iemand zich vandaag voelt. 'Hay' betekent 'er is'.")

q(T, "woord-niet-vrouwelijk", 5,
  "Welk zelfstandig naamwoord is GEEN vrouwelijk woord?",
  ["casa", "mano", "ciudad", "*problema"],
  "Het is 'el problema': een mannelijk woord, ook al eindigt het op -a, zoals meer woorden van Griekse "
  "oorsprong op -ma. De andere zijn wel vrouwelijk: 'la casa', 'la mano' (ondanks de -o) en 'la ciudad', "
  "want woorden op -dad zijn vrouwelijk.")

q(T, "leeftijd-vader-dubbel", 4,
  "Tengo veinticinco años y mi padre tiene el doble. ¿Cuántos años tiene mi padre?",
  ["cuarenta", "*cincuenta", "sesenta"],
  "Veinticinco is 25, en het dubbele is 2 × 25 = 50 jaar. Vijftig is in het Spaans 'cincuenta'; "
  "'cuarenta' is 40 en 'sesenta' is 60.")

q(T, "tener-ik-vorm", 2,
  "Wat is de ik-vorm van 'tener' in de tegenwoordige tijd?",
  ["tieno", "*tengo", "teno"],
  "'Tener' is onregelmatig: de ik-vorm krijgt een -g-, dus 'yo tengo'. De stamklinker verandert pas "
  "in andere vormen, zoals 'tienes' en 'tiene'.")

q(T, "beleefd-como-esta-usted", 3,
  "Je spreekt een oudere onbekende vrouw aan en wilt beleefd vragen hoe het met haar gaat. Wat zeg je?",
  ["¿Cómo estás?", "*¿Cómo está usted?", "¿Qué tal, tía?", "¿Cómo están ustedes?"],
  "'¿Cómo estás?' (A) is de tú-vorm; die gebruik je bij vrienden en leeftijdgenoten, niet bij een oudere "
  "onbekende. '¿Cómo está usted?' (B) gebruikt 'usted', de beleefdheidsvorm voor één persoon, met het "
  "werkwoord in de derde persoon enkelvoud; dat is het juiste antwoord. '¿Qué tal, tía?' (C) is erg "
  "familiair; 'tía' is tante of, in spreektaal, zoiets als 'meid'. '¿Cómo están ustedes?' (D) is ook beleefd, "
  "maar meervoud: daarmee spreek je meerdere personen aan, terwijl je hier één vrouw voor je hebt.")

q(T, "vraagteken-begin-zin", 6,
  "Welk leesteken zet je in het Spaans aan het begin van een vraagzin?",
  ["*`¿`", "`¡`", "`?`"],
  "Een Spaanse vraag begint met het omgekeerde vraagteken `¿` en eindigt met `?`. Het omgekeerde "
  "uitroepteken `¡` hoort bij een uitroep. Zie de regels van de [RAE](https://www.rae.es).", md=True)

q(T, "kleur-rood", 1,
  "Wat is het Spaanse woord voor 'rood'?",
  ["rosa", "rubio", "*rojo"],
  "Rood is 'rojo'; 'rubio' betekent blond.")

q(T, "gustar-meervoud", 2,
  "Hoe zeg je in het Spaans 'Ik houd van boeken'?",
  ["*Me gustan los libros.", "Me gusta los libros.", "Yo gusto los libros."],
  "Bij 'gustar' is het ding dat bevalt het onderwerp. Omdat 'los libros' meervoud is, wordt het werkwoord "
  "'gustan'. 'Yo gusto' zou betekenen dat jij zelf in de smaak valt.")

q(T, "betekenis-embarazada", 7,
  "Wat betekent 'estoy embarazada'?",
  ["Ik schaam me", "*Ik ben zwanger", "Ik zit in de problemen"],
  "'Embarazada' betekent zwanger. Voor 'ik schaam me' zeg je 'tengo vergüenza' of 'estoy avergonzada', "
  "niet 'embarazada' – een bekende valse vriend van het Engelse 'embarrassed'.")

q(T, "regelmatige-ik-vorm", 5,
  "Welke ik-vorm in de presente is GEEN onregelmatige vorm?",
  ["hago", "pongo", "salgo", "*hablo"],
  "'Hablo' volgt gewoon het patroon van de werkwoorden op -ar: stam 'habl-' plus -o. De andere drie zijn "
  "wel onregelmatig, want ze krijgen een -g- in de ik-vorm: 'hacer' wordt 'hago', 'poner' wordt 'pongo' en "
  "'salir' wordt 'salgo'.")

q(T, "film-eindtijd", 4,
  "La película empieza a las tres menos cuarto y dura noventa minutos. ¿A qué hora termina?",
  ["a las cuatro menos cuarto", "*a las cuatro y cuarto", "a las cinco y cuarto"],
  "'Las tres menos cuarto' is kwart voor drie, dus 14.45 uur. Negentig minuten is 1 uur en 30 minuten: "
  "14.45 + 1.30 = 16.15 uur, ofwel 'las cuatro y cuarto'. 'Las cuatro menos cuarto' zou 15.45 uur zijn.")

q(T, "imperfecto-gewoonte", 3,
  "Welke zin beschrijft een gewoonte in het verleden?",
  ["Ayer jugué al fútbol.", "*De niño, jugaba al fútbol todos los días.",
   "Mañana jugaré al fútbol.", "Estoy jugando al fútbol."],
  "Voor gewoonten in het verleden gebruikt het Spaans de imperfecto. Zin A gebruikt de pretérito "
  "indefinido ('jugué') voor iets wat gisteren één keer gebeurde; dat is een afgeronde handeling, geen "
  "gewoonte. Zin B gebruikt 'jugaba', de imperfecto, met 'todos los días': als kind voetbalde ik elke dag. "
  "Dat is precies een herhaalde handeling in het verleden. Zin C staat in de toekomende tijd en zin D in de "
  "duurvorm van het heden: ik ben nu aan het voetballen. Alleen B past dus.")

q(T, "groet-middag", 1,
  "Hoe zeg je 'goedemiddag' in het Spaans?",
  ["Buenos días", "*Buenas tardes", "Buenas noches"],
  "'Buenas tardes' gebruik je 's middags en in de vroege avond.")

q(T, "meervoud-lapiz", 2,
  "Wat is het meervoud van 'el lápiz'?",
  ["los lápizes", "los lápiz", "*los lápices"],
  "Woorden op -z krijgen in het meervoud -ces: de z wordt een c voor de e. Zo wordt 'lápiz' 'lápices' "
  "en 'vez' 'veces'.")

# gebrekkig
q(T, "er-is-hay", 2,
  "Welke vorm gebruik je voor 'er is' of 'er zijn', zoals in 'Er is een bakker in de straat'?",
  ["!está", "*hay", "es"],
  "Het Spaans gebruikt 'hay' voor het bestaan van iets, enkelvoud en meervoud: 'Hay una panadería en la "
  "calle.'", label=SD)

q(T, "madrid-ligt-in-spanje", 3,
  "Welke zin zegt correct dat Madrid in Spanje ligt?",
  ["!Madrid es en España.", "*Madrid está en España.", "Madrid hay en España.", "Madrid tiene en España."],
  "De ligging van een plaats druk je uit met 'estar', dus zin B is goed. Zin A gebruikt 'ser'; dat kan "
  "alleen bij gebeurtenissen, zoals 'la fiesta es en mi casa', en niet bij een stad. Zin C gebruikt 'hay', "
  "dat 'er is' betekent en niet met een bepaald onderwerp als 'Madrid' samengaat. Zin D, met 'tiene', "
  "betekent iets als 'Madrid heeft in Spanje' en is zinloos. Vuistregel: voor de plaats van personen, "
  "dingen en steden gebruik je 'estar', ook als die plaats nooit verandert.", label=SD)

q(T, "betekenis-playa", 1,
  "Wat betekent 'la playa'?",
  ["*Het strand", "Het plein", "Het plein.", "De ploeg"],
  "'La playa' is het strand; een plein heet 'la plaza'.", label=DUP)

# ---------------------------------------------------------------- maatschappijleer
T = "maatschappijleer"
topic(T, "Maatschappijleer", "Socialisatie, rechtsstaat, verzorgingsstaat, politiek en criminaliteit voor het vak maatschappijleer.")

q(T, "socialisatie-begrip", 1,
  "Hoe heet het proces waarin iemand de normen en waarden van zijn omgeving aanleert?",
  ["Emancipatie", "*Socialisatie", "Individualisering"],
  "Socialisatie is het aanleren van normen, waarden en gedrag.")

q(T, "norm-versus-waarde", 2,
  "Wat is het verschil tussen een waarde en een norm?",
  ["*Een waarde is een idee over wat belangrijk is; een norm is een concrete gedragsregel die daaruit volgt",
   "Een norm is altijd in een wet vastgelegd; een waarde nooit",
   "Een waarde geldt alleen voor één persoon; een norm voor iedereen"],
  "Respect is bijvoorbeeld een waarde: iets wat mensen belangrijk vinden. 'Je laat iemand uitpraten' is een "
  "regel voor gedrag die daaruit voortkomt, en dus een norm. Veel normen staan in geen enkele wet.")

q(T, "sociaal-grondrecht-voorbeeld", 7,
  "Welke bepaling is een voorbeeld van een sociaal grondrecht?",
  ["Iedereen mag zijn mening openbaar maken",
   "*De overheid bevordert voldoende werkgelegenheid",
   "Iedereen heeft het recht om zich te verenigen"],
  "Een sociaal grondrecht vraagt een inspanning van de overheid, zoals zorgen voor werk. Vrijheid van "
  "meningsuiting en vrijheid van vereniging zijn klassieke grondrechten, geen sociale: daar moet de overheid "
  "zich juist terughouden.")

q(T, "rechtsstaat-kenmerk-niet", 5,
  "Welk kenmerk hoort NIET bij een rechtsstaat?",
  ["Machtenscheiding", "Grondrechten voor burgers", "Een onafhankelijke rechter",
   "*Een regering die uitspraken van de rechter naast zich neer mag leggen"],
  "In een rechtsstaat is ook de regering aan het recht gebonden en moet zij uitspraken van de rechter "
  "naleven. De andere drie horen er wel bij: de macht is verdeeld, burgers hebben grondrechten die hen tegen "
  "de overheid beschermen, en rechters oordelen zonder dat de politiek zich ermee bemoeit.")

q(T, "liberalisme-kleine-overheid", 3,
  "Welke politieke stroming legt de nadruk op individuele vrijheid en een terughoudende overheid?",
  ["Socialisme", "*Liberalisme", "Confessionalisme", "Conservatisme"],
  "Het socialisme streeft naar gelijkheid en ziet juist een grote rol voor de overheid bij het verdelen "
  "van inkomen en macht, dus A past niet. Het liberalisme stelt de vrijheid van het individu centraal en "
  "wil de overheid beperken tot haar kerntaken; B is het antwoord. Het confessionalisme baseert de politiek "
  "op religieuze waarden en legt de nadruk op gemeenschappen zoals gezin en kerk, niet op het individu. Het "
  "conservatisme hecht vooral aan tradities en geleidelijke verandering; het kan een kleine overheid "
  "steunen, maar vrijheid van het individu is niet zijn kern.")

q(T, "percentage-bijstand-gemeente", 4,
  "In een gemeente met 40.000 inwoners ontvangen 2.400 mensen een bijstandsuitkering. "
  "Welk percentage van de inwoners is dat?",
  ["0,6%", "*6%", "16,7%"],
  "Deel het deel door het geheel: 2400 / 40 000 = 0,06. Maal honderd geeft 6 procent. "
  "16,7% is de omgekeerde deling, 40 000 / 2400, en 0,6% ontstaat als je een nul te veel deelt.")

q(T, "opkomst-percentage", 4,
  "In een dorp mogen 20.000 mensen stemmen; 12.000 van hen brengen hun stem uit. Hoe hoog is de opkomst?",
  ["40%", "*60%", "66%"],
  "Opkomst = aantal stemmers / aantal kiesgerechtigden = 12 000 / 20 000 = 0,60, dus zestig procent. "
  "40% is het deel dat niet stemde.",
  compute={"expression": "12000 / 20000 * 100", "unit": "%"})

q(T, "grondwet-artikel-discriminatie", 6,
  "Welk artikel van de Nederlandse Grondwet bevat het verbod op discriminatie?",
  ["*Artikel 1", "Artikel 7", "Artikel 23"],
  "Artikel 1 schrijft gelijke behandeling in gelijke gevallen voor en verbiedt discriminatie. Artikel 7 gaat "
  "over de vrijheid van meningsuiting en artikel 23 over het onderwijs. Lees de tekst op "
  "[denederlandsegrondwet.nl](https://www.denederlandsegrondwet.nl).", md=True)

q(T, "verzorgingsstaat-betekenis", 2,
  "Wat wordt bedoeld met een verzorgingsstaat?",
  ["*Een staat waarin de overheid zorgt voor bestaanszekerheid, bijvoorbeeld via uitkeringen, zorg en onderwijs",
   "Een staat waarin families zelf voor hun ouderen zorgen",
   "Een staat die alle bedrijven bezit"],
  "In een verzorgingsstaat vangt de overheid burgers op bij ziekte, werkloosheid en ouderdom. "
  "Ze regelt ook toegang tot zorg en onderwijs.")

q(T, "aow-volksverzekering", 7,
  "Tot welke soort sociale zekerheid behoort de AOW?",
  ["*Volksverzekering", "Werknemersverzekering", "Sociale voorziening"],
  "De AOW geldt voor iedereen die in Nederland woont en is daarom een volksverzekering. De WW en de WIA zijn "
  "werknemersverzekeringen, niet de AOW; de bijstand is een sociale voorziening.")

q(T, "doel-straffen-niet", 5,
  "Welke van de volgende is GEEN doel van straffen in het Nederlandse strafrecht?",
  ["Vergelding", "Afschrikking", "Resocialisatie", "*Geld verdienen voor de staat"],
  "Boetes brengen wel geld op, maar dat is geen doel van straffen. Vergelding (het leed rechtzetten), "
  "afschrikking (voorkomen dat de dader of anderen het nog eens doen) en resocialisatie (terugkeer in de "
  "samenleving) zijn dat wel.")

q(T, "pressiegroep-begrip", 1,
  "Wat is een pressiegroep?",
  ["Een politieke partij in de oppositie", "*Een organisatie die politieke besluiten probeert te beïnvloeden",
   "Een afdeling van de politie"],
  "Een pressiegroep oefent druk uit op de politiek, zonder zelf mee te doen aan verkiezingen.")

q(T, "maatschappelijk-middenveld-voorbeeld", 3,
  "Welk voorbeeld hoort bij het maatschappelijk middenveld?",
  ["*Een vakbond", "De Tweede Kamer", "Het ministerie van Financiën", "De politie"],
  "Het maatschappelijk middenveld bestaat uit organisaties tussen burger en staat, die vrijwillig zijn "
  "opgericht: vakbonden, verenigingen, omroepen, goede doelen. Een vakbond is daar een schoolvoorbeeld van; "
  "het antwoord is A.\n"
  "De Tweede Kamer is een volksvertegenwoordiging en hoort bij de staat zelf.\n"
  "Een ministerie is een deel van de overheid, dat het beleid van de regering uitvoert.\n"
  "De politie is eveneens een overheidsorganisatie, die voor de openbare orde zorgt.\n"
  "Kenmerkend voor het middenveld is dus dat de organisaties niet van de overheid zijn en ook geen gewone "
  "commerciële bedrijven.")

q(T, "functie-openbaar-ministerie", 2,
  "Wat is de belangrijkste taak van het Openbaar Ministerie?",
  ["Rechtspreken in strafzaken", "*Verdachten vervolgen", "Wetten maken"],
  "Het OM beslist of een verdachte voor de rechter komt en treedt daar op als aanklager. De rechter doet de "
  "uitspraak.")

q(T, "pluriforme-samenleving", 1,
  "Wat is een pluriforme samenleving?",
  ["Een samenleving met één geloof", "*Een samenleving met veel verschillende groepen en opvattingen",
   "Een samenleving zonder regering"],
  "Pluriform betekent veelvormig: veel culturen, geloven en meningen naast elkaar.")

q(T, "legaliteitsbeginsel", 7,
  "Wat houdt het legaliteitsbeginsel in het strafrecht in?",
  ["Iedereen is onschuldig tot zijn schuld is bewezen",
   "*Een gedraging is alleen strafbaar als dat al vooraf in de wet stond",
   "Iedereen heeft recht op een advocaat"],
  "Geen straf zonder voorafgaande wettelijke strafbepaling. 'Onschuldig tot het tegendeel bewezen is' is "
  "een ander beginsel, de onschuldpresumptie, en het recht op een advocaat hoort bij een eerlijk proces.")

# gebrekkig
q(T, "klassiek-grondrecht-voorbeeld", 1,
  "Welk grondrecht is een klassiek grondrecht?",
  ["*Vrijheid van godsdienst", "!Zorg voor voldoende woongelegenheid", "Bevordering van de volksgezondheid"],
  "Godsdienstvrijheid is klassiek: de overheid moet zich onthouden.", label=SD)

q(T, "opkomst-negenduizend", 4,
  "Van de 15.000 kiesgerechtigden stemmen er 9.000. Hoe hoog is de opkomst?",
  ["!40%", "*60%", "66,7%"],
  "9000 / 15 000 = 0,6, oftewel 60 procent opkomst.", label=SD)

q(T, "werknemersverzekering-niet", 5,
  "Welke regeling is GEEN werknemersverzekering?",
  ["WW", "Ziektewet", "!WIA", "*AOW"],
  "De WW, de Ziektewet en de WIA zijn werknemersverzekeringen; de AOW is een volksverzekering.", label=SD)

# ---------------------------------------------------------------- mediawijsheid
T = "mediawijsheid"
topic(T, "Mediawijsheid", "Kritisch en veilig omgaan met nieuws, sociale media, reclame en online informatie.")

q(T, "clickbait-begrip", 1,
  "Wat is clickbait?",
  ["*Een prikkelende kop die vooral bedoeld is om je te laten klikken", "Een virus in een link",
   "Een betaalde advertentie in een zoekmachine"],
  "Clickbait lokt klikken met een nieuwsgierig makende kop.")

q(T, "filterbubbel-begrip", 2,
  "Wat is een filterbubbel?",
  ["*Je krijgt door algoritmes vooral informatie te zien die past bij je eerdere klikgedrag",
   "Een instelling die schadelijke websites blokkeert",
   "Een groep die nepnieuws verspreidt"],
  "Platforms kiezen voor jou wat je te zien krijgt, op basis van wat je eerder leuk vond. Zo kom je minder "
  "in aanraking met andere standpunten, vaak zonder het te merken.")

q(T, "misinformatie-desinformatie", 7,
  "Wat is het verschil tussen misinformatie en desinformatie?",
  ["*Desinformatie wordt bewust verspreid om te misleiden; misinformatie is onjuist zonder die bedoeling",
   "Misinformatie wordt bewust verspreid; desinformatie per ongeluk",
   "Er is geen verschil"],
  "Het verschil zit in de bedoeling. Wie per ongeluk een fout bericht deelt, verspreidt misinformatie, geen "
  "desinformatie. Desinformatie is opzettelijk gemaakt om mensen te misleiden.")

q(T, "nepnieuws-controle-niet", 5,
  "Welke controle helpt NIET om te beoordelen of een nieuwsbericht klopt?",
  ["Nagaan wie de bron is", "Omgekeerd zoeken naar de gebruikte foto",
   "Kijken of betrouwbare media hetzelfde melden", "*Tellen hoe vaak het bericht is gedeeld"],
  "Ook onjuiste berichten worden massaal gedeeld, dus het aantal shares zegt niets over de waarheid. "
  "De andere stappen helpen wel: de bron laat zien wie erachter zit, omgekeerd zoeken toont of een foto uit "
  "een andere context komt, en andere media bevestigen of weerleggen het nieuws.")

q(T, "influencer-reclame-melden", 3,
  "Een influencer krijgt een gratis product en maakt er een enthousiaste video over. "
  "Wat moet zij volgens de Nederlandse reclameregels doen?",
  ["Niets, want ze heeft geen geld ontvangen",
   "*Duidelijk vermelden dat het om een samenwerking of reclame gaat",
   "De video alleen voor volgers boven de 18 tonen",
   "Het product eerst door een keuringsinstantie laten goedkeuren"],
  "Optie A klopt niet: ook een gratis product is een tegenprestatie, en dus moet de relatie met het merk "
  "worden gemeld. Optie B is juist: volgens de Reclamecode voor social media moet de kijker direct zien dat "
  "het om reclame gaat, bijvoorbeeld met #reclame of #samenwerking. Optie C is geen algemene regel; alleen "
  "voor bepaalde producten, zoals alcohol, gelden leeftijdsgrenzen. Optie D bestaat niet: er is geen "
  "keuring vooraf voor gewone producten die in een video voorkomen. Op de naleving let de Reclame Code "
  "Commissie, waar iedereen een klacht kan indienen.")

q(T, "omgekeerd-zoeken-foto", 6,
  "Met welk hulpmiddel kun je nagaan waar een foto eerder online is verschenen?",
  ["*Omgekeerd zoeken op afbeelding", "Een WHOIS-opzoeking", "Een snelheidstest van je internet"],
  "Met omgekeerd zoeken, bijvoorbeeld via [TinEye](https://tineye.com), upload je een foto en zie je waar "
  "die al eerder stond. Een **WHOIS**-opzoeking zegt alleen wie een domeinnaam heeft geregistreerd.", md=True)

q(T, "schermtijd-per-week", 4,
  "Sanne zit gemiddeld 3 uur en 20 minuten per dag op haar telefoon. Hoeveel schermtijd is dat per week?",
  ["21 uur", "*23 uur en 20 minuten", "24 uur en 20 minuten"],
  "3 uur en 20 minuten is 200 minuten. Zeven dagen: 7 × 200 = 1400 minuten. Dat is 23 uur (1380 minuten) "
  "plus 20 minuten. 21 uur krijg je als je de twintig minuten per dag vergeet.")

q(T, "likes-percentage", 4,
  "Een video heeft 80.000 weergaven en 2.000 likes. Welk percentage van de weergaven leverde een like op?",
  ["0,4%", "*2,5%", "25%"],
  "2000 / 80 000 = 0,025, en dat is 2,5 procent. 25% zou betekenen dat één op de vier kijkers op "
  "'vind ik leuk' drukte.",
  compute={"expression": "2000 / 80000 * 100", "unit": "%"})

q(T, "deepfake-begrip", 2,
  "Wat is een deepfake?",
  ["*Een met AI gemaakte of bewerkte video of audio waarin iemand iets lijkt te zeggen of te doen",
   "Een nepaccount zonder profielfoto", "Een website die op het dark web staat"],
  "Met kunstmatige intelligentie worden gezicht of stem van een bestaand persoon nagebootst. "
  "Het resultaat ziet er vaak echt uit, terwijl het nooit is gebeurd.")

q(T, "framing-begrip", 7,
  "Wat wordt bedoeld met framing in de media?",
  ["Een foto bijsnijden zodat hij in een kader past",
   "*Een onderwerp via woordkeuze en invalshoek in een bepaald licht zetten",
   "Iemand valselijk beschuldigen"],
  "Bij framing gaat het om de manier van presenteren: 'asielzoekers' of 'vluchtelingen', 'hervorming' of "
  "'bezuiniging'. Het bijsnijden van een foto is beeldbewerking en geen framing in deze betekenis, en een "
  "valse beschuldiging heet laster.")

q(T, "betrouwbare-bron-kenmerk-niet", 5,
  "Welk kenmerk past NIET bij een betrouwbare nieuwsbron?",
  ["Hoor en wederhoor toepassen", "Een colofon met een verantwoordelijke hoofdredactie",
   "Fouten openlijk rechtzetten", "*Anoniem publiceren zonder bronnen te noemen"],
  "Wie anoniem en zonder bronnen publiceert, is niet aanspreekbaar en niet te controleren. Hoor en "
  "wederhoor, een duidelijke hoofdredactie en het openlijk corrigeren van fouten zijn juist kenmerken "
  "van zorgvuldige journalistiek.")

q(T, "phishing-begrip", 1,
  "Wat is phishing?",
  ["*Met een nepbericht proberen je wachtwoord of bankgegevens te ontfutselen",
   "Het illegaal downloaden van muziek", "Het volgen van iemand op sociale media"],
  "Phishing is oplichting met nepberichten die om je gegevens vragen.")

q(T, "online-gepest-wat-doen", 3,
  "Een leerling wordt via een groepsapp gepest. Wat is het beste advies?",
  ["Terugschelden zodat de pesters stoppen",
   "*Bewijs bewaren met screenshots, de pesters blokkeren of melden en erover praten met iemand die je vertrouwt",
   "Je account verwijderen en er met niemand over praten",
   "De berichten wissen en hopen dat het vanzelf overgaat"],
  "Terugschelden maakt de ruzie meestal groter en kan je zelf in de problemen brengen. Het tweede advies "
  "combineert de stappen die echt helpen: screenshots zijn bewijs voor school of politie, blokkeren en "
  "melden stopt de berichten, en praten zorgt dat je er niet alleen voor staat. Je account verwijderen "
  "zonder iemand iets te vertellen laat het pesten elders gewoon doorgaan. Berichten wissen vernietigt "
  "juist het bewijs, en afwachten lost het zelden op. Daarom is de tweede optie de beste. Ook een mentor "
  "of vertrouwenspersoon op school kan helpen.")

q(T, "verdienmodel-sociale-media", 2,
  "Hoe verdienen de meeste gratis socialemediaplatforms hun geld?",
  ["Met abonnementsgeld van alle gebruikers", "*Met advertenties die worden afgestemd op gegevens over gebruikers",
   "Met subsidie van de overheid"],
  "De gebruiker betaalt niet met geld maar met aandacht en gegevens. Die gegevens worden gebruikt om "
  "adverteerders gericht reclame te laten tonen.")

q(T, "native-advertising", 7,
  "Wat is native advertising (gesponsorde inhoud)?",
  ["Een journalistiek artikel zonder enige invloed van adverteerders",
   "*Betaalde inhoud die eruitziet als een gewoon redactioneel artikel",
   "Een advertentie in de taal van het land zelf"],
  "Het gaat om reclame die is vormgegeven als een gewoon artikel. Het is dus geen onafhankelijke "
  "journalistiek, maar betaalde inhoud die als zodanig gemarkeerd hoort te zijn. Met de taal van het land "
  "heeft 'native' hier niets te maken.")

# gebrekkig
q(T, "echokamer-begrip", 2,
  "Hoe heet een online groep waarin mensen vooral gelijkgestemden horen, waardoor hun mening steeds "
  "sterker wordt?",
  ["*Echokamer", "!Clickbait", "Trollenleger"],
  "In een echokamer hoor je vooral je eigen mening terug, doordat iedereen ongeveer hetzelfde vindt. "
  "Tegengeluid dringt nauwelijks door.", label=SD)

q(T, "datalek-eigen-emailadres", 6,
  "Met welke website kun je nagaan of je e-mailadres voorkwam in een bekend datalek?",
  ["*Have I Been Pwned", "!Wikipedia", "Google Maps"],
  "Op [Have I Been Pwned](https://haveibeenpwned.com) vul je je e-mailadres in en zie je in welke "
  "bekende **datalekken** het voorkomt.", label=SD, md=True)

q(T, "bot-sociale-media", 2,
  "Wat is een bot op sociale media?",
  ["*Een account dat automatisch berichten plaatst of reageert", "Een anonieme journalist",
   "Een anonieme  journalist", "Een moderator van het platform"],
  "Achter een bot zit geen mens die elk bericht typt, maar software. Bots kunnen in korte tijd veel "
  "berichten verspreiden.", label=DUP)
