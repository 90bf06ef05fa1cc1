from common import Q

TOPIC = "voedselveiligheid"
TITLE = "Voedselveiligheid"
DESCRIPTION = ("Ziekteverwekkers in voedsel, veilig koelen, verhitten en bewaren, etikettering en "
               "hygiëne in de keuken en de levensmiddelenindustrie.")

QUESTIONS = [
    Q("koelkasttemperatuur-advies", 1,
      "Welke temperatuur mag de koelkast thuis volgens het Voedingscentrum hooguit hebben?",
      ["*4 °C", "10 °C", "15 °C"],
      "Het Voedingscentrum adviseert 4 °C of kouder; daarboven groeien bacteriën sneller.",
      order="num", related=["ontdooien-koelkast"]),

    Q("kruisbesmetting", 2,
      "Wat is kruisbesmetting in de keuken?",
      ["*Ziekteverwekkers komen van rauw voedsel via handen, planken of messen op eten dat niet meer wordt verhit",
       "Voedsel raakt tegelijk besmet met twee verschillende bacteriesoorten",
       "Voedsel bederft doordat het te lang buiten de koelkast staat"],
      "Het gaat om overdracht: bacteriën uit rauw vlees of ongewassen groente belanden via een snijplank, "
      "een mes of de handen op een salade of een gaar product. Omdat dat laatste niet meer verhit wordt, "
      "overleven ze. Aparte planken en goed handen wassen voorkomen dit.",
      related=["kip-niet-wassen"]),

    Q("kip-niet-wassen", 3,
      "Waarom wordt afgeraden rauwe kip onder de kraan af te spoelen?",
      ["*Opspattend water verspreidt bacteriën als Campylobacter door de keuken, terwijl goed verhitten ze toch al doodt",
       "Kraanwater laat de bacteriën op het vlees juist sneller groeien",
       "Door het spoelen worden bacteriën dieper het vlees in gedrukt"],
      "Op rauwe kip zitten vaak Campylobacter en Salmonella. Bij het afspoelen spatten druppels tot ver "
      "over het aanrecht, op borden, handdoeken en groente die rauw wordt gegeten. Zo verspreid je de "
      "bacteriën in plaats van ze te verwijderen. Het spoelen is bovendien overbodig: bij een "
      "kerntemperatuur van 75 °C gaan ze toch dood. Kraanwater laat bacteriën niet sneller groeien; "
      "groei hangt af van temperatuur en tijd, en een korte spoelbeurt verandert daar weinig aan. Ook "
      "worden bacteriën niet dieper het vlees in gedrukt: het risico zit juist in de verspreiding naar "
      "buiten, niet naar binnen.",
      related=["kruisbesmetting", "kerntemperatuur-gevogelte"]),

    Q("bacteriegroei-verdubbeling", 4,
      "Een portie eten bevat 100 bacteriën. Bij kamertemperatuur verdubbelen ze elke 20 minuten. Hoeveel "
      "bacteriën zijn er na 2 uur?",
      ["1200 bacteriën", "3200 bacteriën", "*6400 bacteriën"],
      "Twee uur is 120 ÷ 20 = 6 verdubbelingen. Dat geeft 100 × 2⁶ = 100 × 64 = 6400 bacteriën, "
      "vierenzestig keer zo veel als aan het begin.",
      order="num", compute=("100 * 2^6", "bacteriën")),

    Q("zout-per-portie", 4,
      "Een kant-en-klaarmaaltijd bevat 1,2 g zout per 100 g. Hoeveel zout krijg je binnen met een portie "
      "van 450 g?",
      ["0,5 g", "2,7 g", "*5,4 g", "12 g"],
      "Per 100 g is het 1,2 g zout, en 450 g is 4,5 keer zo veel. 4,5 × 1,2 g = 5,4 g: bijna de volledige "
      "dagelijkse richtlijn van 6 gram.",
      order="num", compute=("1.2 * 450 / 100", "g")),

    Q("listeria-onjuist", 5,
      "Welke uitspraak over de bacterie Listeria monocytogenes is NIET juist?",
      ["Ze kan zich bij koelkasttemperatuur langzaam vermenigvuldigen",
       "Zwangeren wordt aangeraden rauwmelkse zachte kaas te mijden",
       "Goed doorverhitten doodt de bacterie",
       "*Invriezen doodt de bacterie volledig"],
      "Listeria is berucht omdat ze, anders dan de meeste ziekteverwekkers, ook in de koelkast groeit. Een "
      "infectie kan bij zwangeren het ongeboren kind treffen, vandaar het advies rauwmelkse zachte kaas te "
      "laten staan. Verhitten tot de kern goed heet is, doodt de bacterie wel. Invriezen legt de groei "
      "alleen stil; na het ontdooien leeft ze verder.",
      related=["koelkasttemperatuur-advies"]),

    Q("allergeen-niet-verplicht", 5,
      "Welke van de volgende is GEEN allergeen dat volgens de EU-regels altijd op het etiket moet worden "
      "vermeld?",
      ["Selderij", "Mosterd", "Lupine", "*Aardbei"],
      "A, B en C staan alle drie op de Europese lijst van veertien allergenen, samen met onder meer gluten, "
      "pinda, melk, ei en sesam. D, aardbei, kan bij sommige mensen klachten geven, maar hoort niet bij "
      "die verplichte lijst.",
      order="letters"),

    Q("haccp-ccp", 6,
      "Wat is een `CCP` in een HACCP-voedselveiligheidsplan?",
      ["*Een kritisch beheerspunt waar een gevaar met een meetbare grens onder controle wordt gehouden",
       "Een onaangekondigde controle door een externe keurmeester",
       "Een vast schoonmaakschema voor de hele keuken"],
      "`CCP` staat voor *critical control point*. Op zo'n punt, bijvoorbeeld het verhitten van gehakt tot "
      "een kerntemperatuur van `75 °C`, stel je een grenswaarde vast, meet je en leg je vast wat er "
      "gebeurt als de grens niet wordt gehaald. Zie de "
      "[HACCP-beschrijving op Wikipedia](https://nl.wikipedia.org/wiki/HACCP).",
      md=True),

    Q("tht-tgt-verschil", 6,
      "Wat is het verschil tussen `te gebruiken tot` (TGT) en `ten minste houdbaar tot` (THT) op een "
      "verpakking?",
      ["*TGT gaat over veiligheid, THT over kwaliteit",
       "THT gaat over veiligheid, TGT over kwaliteit",
       "Beide gaan over veiligheid; de fabrikant kiest de formulering"],
      "**TGT** (`te gebruiken tot`) staat op snel bederfelijke producten zoals vers vlees: na die datum niet meer eten, want "
      "ziekteverwekkers kunnen zich hebben vermeerderd. **THT** (`ten minste houdbaar tot`) zegt tot wanneer de fabrikant smaak, geur "
      "en structuur garandeert; droge pasta of rijst is daarna vaak nog goed. Het "
      "[Voedingscentrum](https://www.voedingscentrum.nl/) raadt aan na de THT-datum te kijken, ruiken en "
      "proeven.",
      md=True, related=["fifo-voorraad"]),

    Q("pasteuriseren-effect", 7,
      "Wat bereik je met het pasteuriseren van melk?",
      ["*De meeste ziekteverwekkers worden gedood, maar niet alle sporen",
       "Alle micro-organismen en sporen worden gedood, zodat de melk ongekoeld maanden houdbaar is",
       "Alleen schimmels worden gedood; bacteriën overleven"],
      "Ongekoeld maandenlang houdbaar geldt voor gesteriliseerde of UHT-melk, niet voor gepasteuriseerde "
      "melk. Bij pasteuriseren wordt kort verhit, bijvoorbeeld 15 seconden op 72 °C, wat ziekmakende "
      "bacteriën doodt maar sporen laat leven. Daarom moet gepasteuriseerde melk in de koelkast."),

    Q("rijst-bacillus-cereus", 7,
      "Waarom is gekookte rijst die urenlang op kamertemperatuur heeft gestaan riskant, ook als je hem "
      "daarna opwarmt?",
      ["*Sporen van Bacillus cereus overleven het koken en vormen bij kamertemperatuur een hittebestendig gif",
       "Het zetmeel in de rijst verandert bij afkoelen in een giftige stof",
       "Rijst neemt tijdens het afkoelen zware metalen uit de pan op"],
      "Het probleem zit niet in het zetmeel of de pan, maar in een bacterie. Bacillus cereus vormt sporen "
      "die het koken overleven; in warme rijst kiemen ze uit en maken ze een gif dat door opwarmen niet "
      "wordt afgebroken. Rijst daarom snel afkoelen en in de koelkast bewaren."),

    Q("kerntemperatuur-gevogelte", 8,
      "Welke kerntemperatuur moet kip volgens de gangbare Nederlandse richtlijn minimaal bereiken?",
      ["75 °F", "57 °C", "*75 °C", "100 °C"],
      "De kern moet 75 graden Celsius halen; 75 °F is nog geen 24 °C.",
      order="keep"),

    Q("botulisme-ph-grens", 8,
      "Bij welke zuurgraad kan Clostridium botulinum zich in conserven niet vermenigvuldigen?",
      ["*pH < 4,6", "pH > 4,6", "pH < 7,6"],
      "Bij een pH onder 4,6 is voedsel zuur genoeg om de groei en gifvorming van C. botulinum te remmen. "
      "Boven die grens, zoals bij groente of vlees, is sterilisatie onder druk nodig."),

    Q("ontdooien-koelkast", 2,
      "Waarom ontdooi je vlees bij voorkeur in de koelkast en niet op het aanrecht?",
      ["*Het oppervlak blijft dan koud, zodat bacteriën niet uitgroeien terwijl de kern nog bevroren is",
       "Vlees ontdooit in de koelkast sneller dan op het aanrecht",
       "Invriezen heeft de bacteriën gedood, en in de koelkast komen ze niet terug"],
      "Op het aanrecht wordt de buitenkant al warm terwijl het binnenste nog ijskoud is. Bacteriën aan de "
      "oppervlakte krijgen dan uren de tijd om zich te vermeerderen. In de koelkast duurt het langer, "
      "maar blijft elk deel van het vlees in een veilig temperatuurgebied.",
      related=["bacteriegroei-verdubbeling"]),

    Q("fifo-voorraad", 2,
      "Wat houdt het FIFO-principe bij het beheren van een voorraad levensmiddelen in?",
      ["*Wat het eerst is binnengekomen, wordt ook het eerst gebruikt",
       "Diepvriesproducten gaan altijd vóór verse producten",
       "Alleen producten met een onbeschadigde verpakking worden gebruikt"],
      "De afkorting staat voor first in, first out. Nieuwe leveringen zet je achter of onder de oude, "
      "zodat het product dat het langst op de plank ligt als eerste wordt gepakt. Zo verloopt er minder "
      "voorraad."),

    Q("salmonella-eieren", 1,
      "Welke bacterie wordt het vaakst in verband gebracht met rauwe of halfgare eieren?",
      ["*Salmonella", "Legionella", "Listeria", "Clostridium"],
      "Salmonella kan op de schaal en soms in het ei zitten; goed verhitten doodt haar."),

    Q("norovirus-verspreiding", 3,
      "Waarom leidt het norovirus zo vaak tot uitbraken via voedsel in restaurants en op cruiseschepen?",
      ["*Een handvol virusdeeltjes is genoeg om ziek te worden en het virus blijft lang besmettelijk op handen en oppervlakken",
       "Het virus vermenigvuldigt zich in het voedsel, net als bacteriën",
       "Het virus wordt uitsluitend via de lucht overgedragen en ontsnapt zo aan elke hygiënemaatregel"],
      "Norovirus is extreem besmettelijk: enkele tientallen deeltjes volstaan voor een infectie, terwijl\n"
      "een zieke er miljarden uitscheidt. Het virus overleeft dagen op deurklinken en aanrechten, en\n"
      "handalcohol werkt er matig tegen, dus één zieke kok of gast kan veel mensen besmetten. Dat het\n"
      "virus zich in het voedsel vermenigvuldigt, klopt niet: virussen hebben levende cellen nodig, en\n"
      "voedsel dient alleen als vervoermiddel. Koelen helpt daarom ook niet, want het aantal\n"
      "virusdeeltjes neemt in eten niet toe. Dat het uitsluitend via de lucht gaat, is evenmin juist.\n"
      "Braaksel kan druppeltjes verspreiden, maar de belangrijkste route loopt via handen en besmet\n"
      "voedsel. Grondig handen wassen met water en zeep is daarom de kern van de aanpak."),

    # --- gebrekkig: explanation/supports-distractor ---
    Q("vriezer-temperatuur", 1,
      "Op welke temperatuur hoort een vriezer te staan?",
      ["*−18 °C of kouder", "!−8 °C of kouder", "0 °C of kouder"],
      "Bij −18 °C of lager ligt bacteriegroei stil en blijft de kwaliteit lang behouden.",
      label="sd", order="num"),

    Q("blauwe-pleisters", 7,
      "Waarom gebruiken medewerkers in de voedselverwerking blauwe pleisters?",
      ["*Blauw valt op tussen voedsel en de pleisters bevatten vaak een metaalstrip voor detectie",
       "!De blauwe kleurstof werkt ontsmettend op de wond",
       "Blauw geeft aan dat de wond door een EHBO'er is gecontroleerd"],
      "Niet omdat de kleur ontsmet, maar omdat vrijwel geen levensmiddel blauw is: een verloren pleister "
      "valt direct op. Veel van deze pleisters bevatten bovendien een metaalstrip, zodat een "
      "metaaldetector aan de productielijn ze ook in verpakt product vindt.",
      label="sd"),

    Q("koudeketen", 3,
      "Wat is het doel van een ononderbroken koudeketen?",
      ["*Gekoelde of bevroren producten blijven van productie tot consument continu op de juiste temperatuur",
       "!Producten worden na elke schakel in de keten opnieuw ingevroren om bacteriën te doden",
       "Alleen het transport over lange afstand hoeft gekoeld te gebeuren"],
      "Bij een koudeketen draait alles om continuïteit: van fabriek via vrachtwagen en distributiecentrum "
      "tot het schap en de koelkast thuis mag de temperatuur niet oplopen. Elke onderbreking geeft "
      "bacteriën de kans om te groeien, en dat valt later niet meer terug te draaien. Opnieuw invriezen na "
      "elke schakel is geen oplossing: bevriezen doodt de meeste bacteriën niet, en herhaald ontdooien en "
      "invriezen maakt een product juist riskanter en slechter van kwaliteit. Ook is het niet genoeg om "
      "alleen het lange transport te koelen. Juist korte momenten, zoals uitladen in de zon of een "
      "boodschappentas in een warme auto, zijn vaak de zwakke schakels.",
      label="sd"),
]
