from common import *
TOPIC = "ruimtelijke-ordening"
TITLE = "Ruimtelijke ordening"
DESC = "Omgevingsrecht, bestemmingen, planvorming en ruimtegebruik in Nederland."

q(NONE, "omgevingswet-start", "Wanneer trad de Omgevingswet in Nederland in werking?",
  ["1 januari 2024", "1 juli 2008", "1 januari 2016"], "A",
  "Na meerdere keren uitstel ging de Omgevingswet op 1 januari 2024 in. Juli 2008 is niet de Omgevingswet maar de Wet ruimtelijke ordening.", "weerlegt kort")
q(NONE, "omgevingsplan", "Welk instrument vervangt onder de Omgevingswet het bestemmingsplan?",
  ["Het programma", "De structuurvisie", "De omgevingsvisie", "Het omgevingsplan"], "D",
  "Elke gemeente heeft één omgevingsplan met alle regels voor de fysieke leefomgeving. De omgevingsvisie is een strategisch document zonder bindende regels voor burgers.", "weerlegt feedback",
  fb=["Onjuist: een programma bevat maatregelen om doelen te halen, geen algemene regels.", "Onjuist: de structuurvisie hoorde bij de oude wet en is opgevolgd door de omgevingsvisie.", "Onjuist: de omgevingsvisie bindt burgers niet.", "Juist: het omgevingsplan vervangt de bestemmingsplannen."])
q(NONE, "fsi", "Een kavel van 2000 m² krijgt 5000 m² vloeroppervlak. Wat is de FSI (bebouwingsdichtheid)?",
  ["0,4", "5,0", "2,5"], "C",
  "De FSI is het bruto vloeroppervlak gedeeld door de kaveloppervlakte: 5000 / 2000 = 2,5.", "rekenen acroniem", compute=("5000/2000", "fsi"))
q(NONE, "bebouwingspercentage", "Op een perceel van 800 m² staat een woning met een footprint van 120 m². Wat is het bebouwingspercentage?",
  ["15%", "12%", "67%"], "A",
  "Honderdtwintig vierkante meter op achthonderd is 0,15, dus vijftien procent van het perceel is bebouwd.", "rekenen getal-woorden eenheid-woorden", compute=("120/800*100", "%"))
q(NONE, "ladder-duurzame-verstedelijking", "Wat vraagt de ladder voor duurzame verstedelijking van een plan voor een nieuwe stedelijke ontwikkeling?",
  ["Een goedkeuring door de provincie voor elke verbouwing", "Een onderbouwing van de behoefte en, buiten bestaand stedelijk gebied, waarom het niet binnen dat gebied kan", "Een verplichte groennorm per woning die bij elke nieuwbouwwijk in de plantoelichting moet staan"], "B",
  "De ladder dwingt planmakers eerst de behoefte aan te tonen en zorgvuldig met open ruimte om te gaan door binnenstedelijk te zoeken.", "parafrase")
q(NONE, "geen-bestuurslaag", "Welke overheid stelt GEEN omgevingsvisie vast onder de Omgevingswet?",
  ["Het Rijk", "De provincie", "Het waterschap"], "C",
  "Rijk, provincies en gemeenten moeten elk een omgevingsvisie hebben. Het waterschap maakt wel een waterbeheerprogramma, maar geen omgevingsvisie.", "negatief")
q(NONE, "randstad", "Welke vier grote steden vormen de kern van de Randstad?",
  ["Rotterdam, Den Haag, Utrecht en Almere", "Amsterdam, Rotterdam, Eindhoven en Utrecht", "Amsterdam, Den Haag, Haarlem en Leiden", "Amsterdam, Rotterdam, Den Haag en Utrecht"], "D",
  "De Randstad is de ring van steden rond het Groene Hart met de vier grootste steden als hoekpunten.", "kort")
q(NONE, "groene-hart", "Wat is het Groene Hart?",
  ["De groenstrook langs de Noordzeekust", "Het relatief open landelijk gebied binnen de ring van de Randstad", "Een nationaal park op de Veluwe", "Een stadspark in het centrum van Utrecht"], "B",
  "Het is het agrarische, waterrijke middengebied tussen de steden van de Randstad, dat lang is beschermd tegen verstedelijking.", "parafrase")
q(NONE, "mer", "Wat is een MER?",
  ["Een vergunning voor het bouwen van een woning", "Een subsidie van het Rijk voor natuurherstel in gebieden waar gebouwd gaat worden", "Een rapport dat de milieugevolgen van een plan of project in kaart brengt"], "C",
  "Een milieueffectrapport (MER) beschrijft vooraf de gevolgen voor het milieu en de alternatieven, zodat die meewegen in het besluit.", "acroniem parafrase")
q(NONE, "vinex", "Wat waren Vinex-wijken?",
  ["Grote nieuwbouwwijken uit de jaren negentig en 2000 aan de rand van steden", "Tijdelijke woonwijken voor arbeidsmigranten", "Industrieterreinen langs snelwegen"], "A",
  """Vinex staat voor de Vierde Nota Ruimtelijke Ordening Extra van begin jaren negentig. Die nota wees locaties aan bij bestaande steden
waar grote aantallen woningen moesten komen, zoals Leidsche Rijn bij Utrecht en Ypenburg bij Den Haag. De wijken zijn
gebouwd tussen ongeveer 1995 en 2015 en waren nadrukkelijk bedoeld voor permanente bewoning, vaak door gezinnen, dus
niet als tijdelijke huisvesting voor arbeidsmigranten. Industrieterreinen langs snelwegen vallen buiten het begrip:
Vinex ging over wonen, met voorzieningen en openbaar vervoer dicht bij de stad. Het juiste antwoord is daarom de
beschrijving als grote nieuwbouwwijken aan de stadsrand.""", "lang acroniem weerlegt")
q(NONE, "woningen-per-hectare", "Een nieuwe wijk van 12 hectare krijgt 420 woningen. Hoeveel woningen per hectare is dat?",
  ["28", "35", "50"], "B",
  "420 gedeeld door 12 is 35 woningen per ha.", "rekenen eenheid-woorden kort", compute=("420/12", "woningen"))
q(NONE, "kruimelgeval", "Wat bedoelt men met een buitenplanse omgevingsplanactiviteit?",
  ["Een activiteit buiten de gemeentegrens", "Een activiteit die geen vergunning nodig heeft", "Een activiteit die in strijd is met het omgevingsplan en waarvoor toch een vergunning kan worden verleend"], "C",
  "Het bevoegd gezag kan met een vergunning afwijken van het omgevingsplan zonder dat plan zelf te wijzigen.", "parafrase")
q(NONE, "niet-participatie", "Welke uitspraak over participatie onder de Omgevingswet is NIET juist?",
  ["Participatie betekent dat omwonenden een vetorecht krijgen", "Een aanvrager moet aangeven of en hoe hij belanghebbenden heeft betrokken", "Gemeenten kunnen participatie voor sommige activiteiten verplicht stellen"], "A",
  "Aanvragers moeten wel melden of ze aan participatie hebben gedaan, en gemeenteraden kunnen die voor aangewezen activiteiten verplicht maken. Een vetorecht voor omwonenden bestaat niet.", "negatief")
q(NONE, "dso", "Waarvoor dient het DSO?",
  ["Een landelijke woningcorporatie", "Een digitaal loket waar regels, plannen en vergunningaanvragen samenkomen", "Een onafhankelijke adviesraad die de minister voor ruimtelijke ordening gevraagd en ongevraagd adviseert"], "B",
  "Het Digitaal Stelsel Omgevingswet (DSO) bundelt de regels en het Omgevingsloket op één plek.", "acroniem it-acroniem kort")
q(NONE, "zonering", "Wat is het doel van milieuzonering rond bedrijven?",
  ["Bedrijven zo dicht mogelijk bij woningen plaatsen", "De grondprijs van bedrijventerreinen vastleggen", "Bedrijven belasting laten betalen naar hun afstand tot de snelweg", "Voldoende afstand houden tussen hinderlijke bedrijven en gevoelige functies zoals wonen"], "D",
  "Richtafstanden voor geluid, geur en gevaar voorkomen dat woningen te dicht bij bijvoorbeeld een fabriek komen.", "parafrase")
q(NONE, "grondexploitatie", "Een gemeente koopt grond voor € 4,5 miljoen en maakt € 2,5 miljoen kosten. Ze verkoopt bouwrijpe grond voor € 8,2 miljoen. Wat is het resultaat?",
  ["€ 1,2 miljoen winst", "€ 3,7 miljoen winst", "€ 1,2 miljoen verlies"], "A",
  "De kosten zijn samen € 7 miljoen; de opbrengst is € 8,2 miljoen, dus blijft er € 1,2 miljoen over.", "rekenen", compute=("8.2-4.5-2.5", "miljoen euro"))
q(NONE, "rijksbufferzone", "Wat was het doel van de rijksbufferzones?",
  ["Opslagruimte voor water bij hoog water", "Open groene gebieden tussen steden behouden zodat die niet aan elkaar groeien", "Gebieden reserveren voor de aanleg van nieuwe snelwegen en spoorlijnen tussen de grote steden"], "B",
  "Bufferzones, zoals die tussen Amsterdam en Haarlem, moesten voorkomen dat steden één aaneengesloten bebouwde massa werden. Waterberging hoort niet bij bufferzones maar bij bijvoorbeeld Ruimte voor de Rivier.", "weerlegt")
q(NONE, "bestemming-bedrijf", "Een bestemming staat 'bedrijf tot en met milieucategorie 2' toe. Wat betekent dat voor de toegestane bedrijven?",
  ["Alleen zware industrie is toegestaan", "Elk bedrijf is toegestaan zolang het minder dan 2 ha beslaat", "Alleen bedrijven met weinig hinder voor de omgeving zijn toegestaan"], "C",
  "Lage milieucategorieën staan voor beperkte hinder, zoals een kantoor of kleine werkplaats; hogere categorieën vragen grotere afstanden.", "parafrase kort feedback",
  fb=["Onjuist: zware industrie valt in hoge categorieën.", "Onjuist: de categorie gaat over hinder, niet over oppervlakte.", "Juist."])
q(NONE, "stikstof-pas", "Waarom zette de Raad van State in 2019 een streep door het PAS?",
  ["Omdat toestemming voor extra stikstofuitstoot werd gegeven op basis van nog niet gerealiseerd natuurherstel", "Omdat het te veel woningen toestond in de Randstad", "Omdat het de Omgevingswet verving"], "A",
  "Het Programma Aanpak Stikstof gaf vergunningen vooruitlopend op maatregelen waarvan het effect nog onzeker was; dat mocht volgens de rechter niet.", "acroniem parafrase")
q(NONE, "hoogte-verdiepingen", "Een omgevingsplan staat een bouwhoogte van 15 m toe. Hoeveel volledige verdiepingen van 3 meter passen daarin?",
  ["6", "5", "4"], "B",
  "Vijftien meter gedeeld door drie meter per laag geeft precies vijf bouwlagen.", "rekenen getal-woorden eenheid-woorden kort", compute=("15/3", "verdiepingen"))

q(SUPPORTS, "omgevingsvisie", "Wat legt een gemeentelijke omgevingsvisie vast?",
  ["Bindende bouwregels voor elk perceel", "De hoogte van de onroerendezaakbelasting", "De samenhangende strategische koers voor de fysieke leefomgeving op lange termijn"], "C",
  "De visie schetst de langetermijnkoers voor wonen, werken, natuur en mobiliteit. Bindende perceelsregels staan niet in de visie maar in het omgevingsplan.", "weerlegt parafrase", moved_to="A")
q(SUPPORTS, "groennorm", "Een gemeente hanteert 75 m² groen per woning. Hoeveel hectare groen is nodig voor 800 woningen?",
  ["6 ha", "60 ha", "0,6 ha"], "A",
  "800 × 75 m² = 60.000 m². Omdat een hectare tienduizend vierkante meter is, komt dat neer op zes hectare.", "rekenen eenheid-woorden getal-woorden", moved_to="C")
q(SUPPORTS, "niet-omgevingswet-instrument", "Welk van deze is GEEN kerninstrument van de Omgevingswet?",
  ["De omgevingsvergunning", "Het bestemmingsplan", "Het omgevingsplan"], "B",
  "Het bestemmingsplan hoort bij de oude Wet ruimtelijke ordening en is opgegaan in het omgevingsplan. Omgevingsplan en omgevingsvergunning zijn wel kerninstrumenten van de nieuwe wet.", "negatief kort", moved_to="A")
