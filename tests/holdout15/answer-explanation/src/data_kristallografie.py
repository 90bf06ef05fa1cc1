from common import *
TOPIC = "kristallografie"
TITLE = "Kristallografie"
DESC = "Kristalroosters, symmetrie, diffractie en structuurbepaling."

q(NONE, "bravais-aantal", "Hoeveel Bravais-roosters bestaan er in drie dimensies?",
  ["14", "7", "32"], "A",
  "Er zijn veertien Bravais-roosters, verdeeld over zeven kristalstelsels; 32 is het aantal kristalklassen.", "getal-woorden weerlegt kort")
q(NONE, "kristalstelsels", "Welk kristalstelsel heeft drie even lange assen die onderling loodrecht staan?",
  ["Orthorombisch", "Kubisch", "Tetragonaal"], "B",
  "Alleen in het kubische stelsel geldt a = b = c met alle hoeken 90°. Tetragonaal heeft één afwijkende as en orthorombisch drie verschillende lengtes.", "weerlegt")
q(NONE, "bragg", "Welke vergelijking beschrijft de voorwaarde voor versterkende diffractie aan roostervlakken?",
  ["E = mc²", "pV = nRT", "nλ = 2d sin θ", "F = ma"], "C",
  "De wet van Bragg legt het verband tussen golflengte, vlakafstand en de hoek waaronder constructieve interferentie optreedt.", "parafrase")
q(NONE, "bragg-rekenen", "Röntgenstraling van 0,154 nm valt in eerste orde onder θ = 30° op roostervlakken. Wat is de vlakafstand d?",
  ["0,154 nm", "0,077 nm", "0,308 nm"], "A",
  "Met nλ = 2d sin θ en sin 30° = 0,5 wordt 0,154 = 2 × d × 0,5, dus d = 0,154 nanometer.", "rekenen eenheid-woorden", compute=("0.154/(2*0.5)", "nm"))
q(NONE, "miller-indices", "Wat geven de Miller-indices (hkl) aan?",
  ["Het aantal atomen per cel", "De richting van de magnetische momenten in het rooster", "De massa van de eenheidscel", "De oriëntatie van een familie roostervlakken"], "D",
  "Miller-indices zijn de omgekeerde waarden van de asafsnijdingen van een vlak, herleid tot gehele getallen.", "parafrase kort")
q(NONE, "fcc-atomen", "Hoeveel atomen bevat een kubisch vlakgecentreerde (fcc) eenheidscel?",
  ["2", "14", "4"], "C",
  "Acht hoekatomen tellen elk voor een achtste en zes vlakatomen elk voor de helft: 1 + 3 = 4 atomen. Twee atomen hoort bij het ruimtelijk gecentreerde rooster.", "rekenen acroniem weerlegt")
q(NONE, "bcc-atomen", "Hoeveel atomen bevat een kubisch ruimtelijk gecentreerde (bcc) eenheidscel?",
  ["2", "1", "9"], "A",
  "De acht hoeken leveren samen één atoom en het centrale atoom telt volledig mee: twee in totaal.", "rekenen acroniem getal-woorden kort")
q(NONE, "niet-symmetrie", "Welke van deze is GEEN symmetrie-element dat in een kristalrooster kan voorkomen?",
  ["Een spiegelvlak", "Een vijftallige draaias", "Een tweetallige draaias"], "B",
  "Twee-, drie-, vier- en zestallige assen en spiegelvlakken passen bij een periodiek rooster. Een vijftallige as kan een vlak niet zonder gaten vullen en is dus uitgesloten.", "negatief")
q(NONE, "quasikristal", "Waarvoor kreeg Dan Shechtman in 2011 de Nobelprijs voor de Scheikunde?",
  ["De uitvinding van de röntgendiffractie", "De structuur van DNA", "De ontdekking van quasikristallen"], "C",
  "Shechtman zag in 1982 een diffractiepatroon met tienvoudige symmetrie, het bewijs voor geordende maar niet-periodieke quasikristallen.", "parafrase")
q(NONE, "pakkingsgraad-fcc", "Welke pakkingsgraad heeft een dichtste bolstapeling zoals fcc?",
  ["Ongeveer 74%", "Ongeveer 68%", "Ongeveer 52%"], "A",
  "Bij dichtste stapeling vullen bollen ongeveer vierenzeventig procent van de ruimte. Achtenzestig procent hoort bij bcc en 52% bij het enkelvoudig kubische rooster.", "rekenen getal-woorden weerlegt acroniem")
q(NONE, "celvolume", "Een kubische eenheidscel heeft een roosterparameter van 0,4 nm. Wat is het volume?",
  ["1,2 nm³", "0,064 nm³", "0,16 nm³"], "B",
  "Het volume van een kubus is a³: 0,4 × 0,4 × 0,4 = 0,064 kubieke nanometer.", "rekenen eenheid-woorden", compute=("0.4^3", "nm³"))
q(NONE, "von-laue", "Wie toonde in 1912 als eerste röntgendiffractie aan kristallen aan?",
  ["William Henry Bragg", "Linus Pauling", "Max von Laue"], "C",
  "Von Laue liet met zijn medewerkers Friedrich en Knipping zien dat kristallen röntgenstraling verstrooien; de Braggs werkten dat daarna uit tot structuurbepaling.", "weerlegt")
q(NONE, "eenkristal-vs-poeder", "Wat levert een poederdiffractiemeting op, in vergelijking met een eenkristalmeting?",
  ["Ringen of pieken als functie van de hoek, omdat de kristallietjes willekeurig georiënteerd zijn", "Losse stippen in drie dimensies", "Een directe afbeelding van de atomen"], "A",
  """In een poeder liggen talloze kleine kristallieten in alle richtingen, zodat elke reflectie een kegel van straling geeft
die op een vlakke detector een ring vormt en in een diffractogram een piek bij een bepaalde hoek 2θ. Een eenkristal
heeft daarentegen één oriëntatie, en wie het draait, meet losse stippen die samen het reciproke rooster in drie
dimensies vastleggen. Geen van beide methoden geeft een directe afbeelding van de atomen: de structuur volgt pas uit
een berekening, omdat de fasen van de verstrooide golven niet gemeten worden. De beschrijving met ringen en pieken
hoort dus bij poederdiffractie.""", "lang weerlegt")
q(NONE, "fase-probleem", "Wat is het fase-probleem in de kristallografie?",
  ["De detector verliest signaal bij lage temperatuur", "Bij diffractie meet je alleen intensiteiten, niet de fasen van de verstrooide golven", "Een kristal wisselt van fase bij verhitting", "Diffractiebeelden worden onscherp door trillingen van de meetopstelling"], "B",
  "Zonder de fasen kun je de elektronendichtheid niet direct terugrekenen; methoden als direct methods en moleculaire vervanging schatten ze.", "parafrase")
q(NONE, "pdb", "Waarvoor staat de PDB in de structuurbiologie?",
  ["Powder Diffraction Basis, een norm voor poedermetingen", "Physical Density Benchmark, een verzameling referentiewaarden voor de dichtheid van mineralen en metalen", "Protein Data Bank, een databank met driedimensionale structuren van biomoleculen"], "C",
  "De PDB verzamelt sinds 1971 openbaar de atoomcoördinaten van eiwitten en nucleïnezuren, doorzoekbaar via [RCSB PDB](https://www.rcsb.org).", "acroniem it-acroniem kort link")
q(NONE, "niet-kristalstelsel", "Welk stelsel hoort NIET bij de zeven kristalstelsels?",
  ["Pentagonaal", "Monoklien", "Triklien"], "A",
  "Monoklien en triklien zijn wel kristalstelsels, naast kubisch, tetragonaal, orthorombisch, trigonaal en hexagonaal. Een pentagonaal stelsel bestaat niet.", "negatief")
q(NONE, "dichtheid-koper", "Koper heeft een fcc-cel met a = 0,3615 nm. Hoeveel koperatomen bevat een kubus met ribben van tien eenheidscellen?",
  ["400", "4000", "1000"], "B",
  "Tien cellen per ribbe geeft 1000 cellen, elk met vier atomen: samen 4000 atomen.", "rekenen acroniem getal-woorden", compute=("10^3*4", "atomen"))
q(NONE, "ruimtegroepen", "Hoeveel kristallografische ruimtegroepen zijn er in drie dimensies?",
  ["32", "14", "230"], "C",
  "Fedorov en Schoenflies telden rond 1891 onafhankelijk tweehonderddertig ruimtegroepen.", "getal-woorden kort")
q(NONE, "isomorf", "Wat betekent het dat twee stoffen polymorf zijn?",
  ["Het gaat om één stof die in meerdere kristalstructuren kan voorkomen", "Twee stoffen hebben dezelfde kristalvorm", "De stof is amorf"], "A",
  "Polymorfie is één samenstelling met verschillende structuren, zoals diamant en grafiet bij koolstof. Twee stoffen met dezelfde vorm zijn niet polymorf maar isomorf.", "weerlegt feedback",
  fb=["Juist.", "Onjuist: dat heet isomorfie.", "Onjuist: amorf betekent juist zonder kristalstructuur."])
q(NONE, "synchrotron", "Waarom meten kristallografen vaak bij een synchrotron?",
  ["Omdat het goedkoper is dan een labbron", "Omdat synchrotronstraling de kristallen niet kan beschadigen", "Omdat daar de kristallen groeien", "Omdat die zeer intense, afstembare röntgenstraling levert"], "D",
  "De bundel is vele ordes helderder dan een labbron en de golflengte is instelbaar, wat kleine of zwak verstrooiende kristallen meetbaar maakt.", "parafrase")

q(SUPPORTS, "reciproke-rooster", "Wat is het reciproke rooster?",
  ["Een rooster van spiegelbeeldige atomen", "Het rooster van een amorfe stof", "Een rooster in de ruimte van golfvectoren, waarvan de punten met roostervlakken overeenkomen"], "C",
  "Elk punt van het reciproke rooster staat voor een familie roostervlakken, met een afstand tot de oorsprong gelijk aan één gedeeld door de vlakafstand.", "parafrase", moved_to="A")
q(SUPPORTS, "vlakafstand-kubisch", "In een kubisch rooster met a = 0,6 nm: wat is de afstand tussen de (200)-vlakken?",
  ["0,3 nm", "0,6 nm", "1,2 nm"], "A",
  "Voor kubische roosters geldt d = a / √(h² + k² + l²) = 0,6 / √4 = 0,6 / 2 = 0,3 nm.", "rekenen kort", moved_to="C")
q(SUPPORTS, "niet-rontgen", "Welke uitspraak over neutronendiffractie is onjuist?",
  ["Neutronen zijn geschikt om waterstofatomen te lokaliseren", "Neutronen worden vooral door de elektronenwolk verstrooid", "Neutronen worden door atoomkernen verstrooid"], "B",
  "Neutronen wisselwerken met de atoomkernen, niet met de elektronenwolk; dat doet röntgenstraling. Daardoor zien neutronen lichte atomen als waterstof ook goed.", "negatief weerlegt", moved_to="A")
