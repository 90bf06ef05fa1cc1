from common import onderwerp, q, N, S, D

onderwerp("gouden-eeuw", "De Gouden Eeuw",
          "De Republiek der Zeven Verenigde Nederlanden in de zeventiende eeuw: handel, bestuur, kunst en wetenschap.", "schoolvak")

q("periode-gouden-eeuw", "Welke periode wordt in Nederland meestal de Gouden Eeuw genoemd?",
  ["Ruwweg de 17e eeuw", "De 15e eeuw", "De 19e eeuw"],
  "Vooral in de jaren 1600 tot 1700 bloeiden handel, wetenschap en schilderkunst in de Republiek.",
  "kort parafrase", N)

q("afkorting-voc", "Waar staat de afkorting VOC voor?",
  ["Verenigde Oostindische Compagnie", "Vrije Overzeese Compagnie",
   "Verenigde Oostzee Compagnie", "Vereniging van Oost-Indische Colonisten"],
  "De VOC ontstond in 1602 toen verschillende kleinere compagnieën samen één onderneming vormden, met het alleenrecht op de handel in Azië. Zie het artikel over de [VOC op Wikipedia](https://nl.wikipedia.org/wiki/Verenigde_Oost-Indische_Compagnie).",
  "link parafrase", N)

q("oprichtingsjaar-voc", "In welk jaar werd de VOC opgericht?",
  ["1602", "1588", "1621", "1648"],
  "De VOC ontstond in 1602. In 1621 volgde de West-Indische Compagnie, en 1648 is het jaar van de Vrede van Münster.",
  "weerlegt", N, sorteer=True)

q("schilder-nachtwacht", "Wie schilderde De Nachtwacht?",
  ["Rembrandt van Rijn", "Johannes Vermeer", "Frans Hals", "Jan Steen"],
  "Rembrandt voltooide het schuttersstuk in 1642 voor de Kloveniersdoelen in Amsterdam; Vermeer werkte in Delft en schilderde vooral stille binnenhuizen.",
  "kort weerlegt", N)

q("schilderij-van-vermeer", "Welk schilderij is van Johannes Vermeer?",
  ["Meisje met de parel", "De Nachtwacht", "De Staalmeesters", "Het vrolijke huisgezin"],
  "Meisje met de parel, uit ongeveer 1665, hangt in het Mauritshuis. De Nachtwacht en De Staalmeesters zijn van Rembrandt, en Het vrolijke huisgezin is van Jan Steen.",
  "weerlegt", N)

q("vrede-van-1648", "Met welk verdrag erkende Spanje in 1648 de Republiek als onafhankelijke staat?",
  ["De Vrede van Münster", "De Vrede van Utrecht", "De Unie van Utrecht", "Het Twaalfjarig Bestand"],
  "In Münster sloten Spanje en de Republiek in 1648 de vrede die de Tachtigjarige Oorlog beëindigde. De Unie van Utrecht (1579) was een verbond tussen gewesten, geen verdrag met Spanje, en het Twaalfjarig Bestand was maar een tijdelijke wapenstilstand.",
  "weerlegt", N)

q("amsterdam-handelscentrum", "Waarom kon Amsterdam in de 17e eeuw uitgroeien tot het belangrijkste handelscentrum van Europa?",
  ["Door de graanhandel op de Oostzee, de verre handel van VOC en WIC en het kapitaal van onder meer gevluchte Antwerpenaren",
   "Doordat Amsterdam de hoofdstad van het Spaanse rijk was",
   "Doordat er rond Amsterdam veel goud werd gevonden",
   "Doordat Amsterdam de enige haven aan de Noordzee had"],
  """De welvaart rustte op meerdere pijlers. De handel in graan en hout uit het Oostzeegebied leverde de basis, de VOC en de WIC brachten specerijen, textiel en suiker uit Azië en Amerika, en na de val van Antwerpen in 1585 verhuisden veel kooplieden met geld en kennis naar het noorden. Hoofdstad van het Spaanse rijk was Amsterdam nooit: de Republiek vocht juist tegen Spanje. Goudvondsten waren er in Holland niet. En andere havens, zoals Rotterdam en Hamburg, lagen ook aan de Noordzee.""",
  "lang weerlegt", N)

q("moedernegotie", "Wat was de moedernegotie?",
  ["De graanhandel met de landen rond de Oostzee", "De specerijenhandel met Azië",
   "De suikerhandel met Brazilië", "De handel in tulpenbollen"],
  "Hollanders haalden graan en hout uit Polen en de Baltische landen en verkochten het door in Europa. Deze oudere handel legde de basis voor alle andere, vandaar de naam moeder van de handel.",
  "parafrase", N)

q("tulpenmanie", "In welk jaar stortte de handel in tulpenbollen, de tulpenmanie, in?",
  ["1637", "1602", "1672"],
  "In februari 1637 vonden kopers opeens niemand meer die de extreme prijzen wilde betalen, en de markt klapte in.",
  "kort", N, sorteer=True)

q("waarom-rampjaar", "Waarom heet 1672 het Rampjaar?",
  ["De Republiek werd tegelijk aangevallen door Frankrijk, Engeland en de bisschoppen van Münster en Keulen",
   "Een pestepidemie doodde de helft van de Amsterdammers",
   "De VOC ging failliet",
   "Een stormvloed zette heel Holland onder water"],
  "In 1672 vielen vier vijanden tegelijk de Republiek binnen; het volk was redeloos, de regering radeloos en het land reddeloos, zo zei men. De VOC bestond toen nog lang: zij werd pas in 1799 opgeheven.",
  "weerlegt getal-woorden parafrase", N)

q("geen-schilder-gouden-eeuw", "Welke schilder werkte NIET in de Gouden Eeuw?",
  ["Vincent van Gogh", "Jan Steen", "Frans Hals", "Pieter de Hooch"],
  "Van Gogh leefde van 1853 tot 1890, ruim twee eeuwen later; Steen, Hals en De Hooch schilderden in de 17e eeuw.",
  "kort neg neg-beide getal-woorden", N)

q("republiek-klopt-niet", "Welke bewering over de Republiek der Zeven Verenigde Nederlanden klopt niet?",
  ["Het land werd geregeerd door een koning",
   "De gewesten hadden veel zelfstandigheid",
   "De Staten-Generaal vergaderden in Den Haag",
   "De stadhouder kwam meestal uit het huis Oranje-Nassau"],
  "De Republiek had geen koning: de macht lag bij de gewesten en hun Staten, met een stadhouder als hoogste ambtenaar en legeraanvoerder. Pas in 1806 kreeg Nederland met Lodewijk Napoleon een koning.",
  "neg neg-sleutel", N)

q("schrijver-mare-liberum", "Welke geleerde schreef Mare Liberum, over de vrijheid van de zee?",
  ["Hugo de Groot", "Christiaan Huygens", "Antoni van Leeuwenhoek", "Baruch de Spinoza"],
  "Hugo de Groot betoogde in 1609 dat de zee van iedereen is, een argument dat de VOC goed uitkwam; Huygens en Van Leeuwenhoek waren natuurwetenschappers.",
  "kort weerlegt", N)

q("ontdekking-van-leeuwenhoek", "Waardoor is Antoni van Leeuwenhoek bekend geworden?",
  ["Hij zag met zelfgemaakte microscopen als eerste bacteriën en andere micro-organismen",
   "Hij ontdekte de ring van Saturnus",
   "Hij vond de telescoop uit"],
  "Met zijn kleine maar sterke lenzen beschreef hij diertjes in water en speeksel die niemand eerder had gezien; de ring van Saturnus was een ontdekking van Christiaan Huygens.",
  "kort weerlegt parafrase", N)

q("aanleg-grachtengordel", "Wanneer werd de grachtengordel van Amsterdam grotendeels aangelegd?",
  ["In de 17e eeuw", "In de 13e eeuw", "In de 19e eeuw"],
  "De drie hoofdgrachten, Herengracht, Keizersgracht en Prinsengracht, werden vanaf 1613 gegraven om de snel groeiende stad ruimte te geven.",
  "kort getal-woorden", N)

q("werkterrein-wic", "Welk gebied was vooral het werkterrein van de West-Indische Compagnie (WIC)?",
  ["Het Atlantisch gebied: West-Afrika en Amerika", "Indonesië en Japan",
   "Het Oostzeegebied", "Het Middellandse Zeegebied"],
  "De WIC dreef handel op de kusten van West-Afrika en in Noord- en Zuid-Amerika, onder meer in Nieuw-Nederland en Brazilië, in tegenstelling tot de VOC, die in Azië actief was.",
  "kort contrast parafrase", N)

q("niet-in-de-driehoekshandel", "Welke goederenstroom hoorde NIET bij de driehoekshandel op de Atlantische Oceaan?",
  ["Specerijen van de Molukken naar Europa",
   "Wapens en textiel van Europa naar West-Afrika",
   "Tot slaaf gemaakte Afrikanen van West-Afrika naar Amerika",
   "Suiker en koffie van Amerika naar Europa"],
  "Nootmuskaat, kruidnagel en foelie uit de Molukken kwamen met schepen van de VOC via Kaap de Goede Hoop naar Europa.",
  "kort neg neg-zonder-niet", N)

q("functie-stadhouder", "Wat was de functie van een stadhouder in de Republiek?",
  ["Hoogste ambtenaar van een gewest en vaak aanvoerder van leger en vloot",
   "Koning van de Republiek",
   "Burgemeester van Amsterdam",
   "Gouverneur-generaal in Batavia"],
  "De Staten van een gewest benoemden de stadhouder, die onder meer het leger aanvoerde; hij stond dus in dienst van de gewesten, anders dan een vorst, die zelf de hoogste macht heeft.",
  "kort contrast parafrase", N)

q("hoofdvestiging-voc", "Hoe heette de hoofdvestiging van de VOC in Azië, gesticht in 1619?",
  ["Batavia, het huidige Jakarta", "Kaapstad", "Nieuw-Amsterdam", "Malakka"],
  "Jan Pieterszoon Coen veroverde in 1619 Jakatra en bouwde er Batavia; Nieuw-Amsterdam lag in Noord-Amerika en hoorde bij de WIC.",
  "kort weerlegt", N)

q("niet-uit-azie", "Welk product bracht de VOC NIET uit Azië naar Europa?",
  ["Aardappelen", "Peper", "Porselein", "Zijde"],
  "Peper, Chinees porselein en zijde waren belangrijke ladingen van de VOC-schepen. De aardappel komt uit Zuid-Amerika en bereikte Europa via de Spanjaarden.",
  "neg neg-beide", N)

# --- gebrekkig ---
q("stadhouder-in-1672", "Wie werd in het Rampjaar 1672 stadhouder van Holland?",
  ["Willem III", "Willem van Oranje", "Maurits", "Frederik Hendrik"],
  "In het Rampjaar werd de jonge Willem III stadhouder, kort voordat de gebroeders De Witt in Den Haag werden vermoord; Willem van Oranje was al in 1584 overleden.",
  "kort weerlegt", S, zet=1)

q("schilder-melkmeisje", "Welke schilder maakte Het melkmeisje?",
  ["Johannes Vermeer", "Rembrandt van Rijn", "Frans Hals", "Jan Steen"],
  "Het melkmeisje is een klein binnenhuistafereel van de Delftse schilder Vermeer en hangt nu in het Rijksmuseum.",
  "kort", S, zet=3)

q("grootste-handelsstad", "Welke stad was in de Gouden Eeuw het grootste handelscentrum van de Republiek?",
  ["Amsterdam", "Den Haag", "Utrecht", "Leiden"],
  "Amsterdam had de grootste haven, de Wisselbank en de beurs; Den Haag was het bestuurlijke centrum en geen handelsstad van betekenis.",
  "kort weerlegt", S, zet=1)

q("vertegenwoordiging-van-de-gewesten", "Welk orgaan vertegenwoordigde de gewesten gezamenlijk in de Republiek?",
  ["De Staten-Generaal", "Het Hof van Holland", "De vroedschap van Amsterdam", "De Staten Generaal"],
  "In deze vergadering in Den Haag zaten afgevaardigden van alle zeven gewesten; samen besloten zij over oorlog, vrede en buitenlandse zaken.",
  "kort getal-woorden parafrase", D, dup=(0, 3))
