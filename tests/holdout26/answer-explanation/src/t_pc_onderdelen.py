from common import onderwerp, q, N, S, D

onderwerp("pc-onderdelen", "Onderdelen van een pc",
          "Wat processor, geheugen, opslag, voeding en de andere onderdelen van een computer doen.", "IT")

q("rol-van-de-cpu", "Welk onderdeel voert de instructies van programma's uit?",
  ["De processor (CPU)", "De voeding", "Het moederbord", "De harde schijf"],
  "De CPU haalt instructies op, decodeert ze en voert ze uit; het moederbord verbindt de onderdelen alleen met elkaar.",
  "kort weerlegt acroniem", N)

q("ram-bij-uitschakelen", "Wat gebeurt er met de inhoud van het werkgeheugen (RAM) als je de computer uitzet?",
  ["Die gaat verloren", "Die wordt vanzelf op de SSD bewaard", "Die blijft in het RAM staan tot de volgende start"],
  "RAM is vluchtig: zonder stroom verdwijnen de gegevens, en daarom moet je je werk eerst opslaan op een SSD of harde schijf.",
  "kort parafrase acroniem", N)

q("rekenen-aan-beelden", "Welk onderdeel is vooral bedoeld om beelden te berekenen, bijvoorbeeld in games?",
  ["De grafische kaart (GPU)", "De netwerkkaart", "De geluidskaart", "De processorkoeler"],
  "Een GPU heeft duizenden kleine rekenkernen die tegelijk pixels en driehoeken uitrekenen.",
  "kort acroniem", N)

q("ssd-sneller-dan-hdd", "Waarom start een computer met een SSD meestal veel sneller op dan met een harde schijf (HDD)?",
  ["Een SSD heeft geen bewegende delen en leest gegevens veel sneller",
   "Een SSD heeft altijd meer opslagruimte",
   "Een SSD gebruikt het werkgeheugen als opslag",
   "Een SSD draait met een hoger toerental"],
  "Een SSD bewaart gegevens in flashgeheugen en hoeft dus niet te wachten tot een draaiende schijf en een leeskop op de juiste plek staan. Een toerental hoort bij een HDD, niet bij een SSD.",
  "weerlegt acroniem", N)

q("voeding-op-zestig-procent", "Een pc verbruikt onder volle belasting 360 W. Je wilt een voeding die dan voor 60% belast is. Welk vermogen moet de voeding hebben?",
  ["600 W", "420 W", "500 W", "720 W"],
  "De voeding moet zo groot zijn dat 360 W 60% ervan is: 360 W / 0,60 = 600 W.",
  "kort rekenen uitgewerkt compute procent", N, sorteer=True, comp=("360/0.6", "W"))

q("fotos-op-een-ssd", "Hoeveel foto's van 4 MB passen er op een SSD met 256 GB vrije ruimte, als je 1 GB als 1000 MB rekent?",
  ["64.000", "1.024", "6.400", "640.000"],
  "256 GB = 256 × 1000 MB = 256.000 MB, en 256.000 MB / 4 MB = 64.000 foto's.",
  "kort rekenen uitgewerkt acroniem", N, sorteer=True)

q("taak-van-het-moederbord", "Wat is de functie van het moederbord?",
  ["Het verbindt processor, geheugen, opslag en uitbreidingskaarten met elkaar",
   "Het levert stroom aan alle onderdelen",
   "Het koelt de processor",
   "Het slaat het besturingssysteem op"],
  "Het moederbord is de grote printplaat met sockets, sleuven en sporen waarlangs de onderdelen gegevens uitwisselen; de stroom komt niet van het moederbord maar van de voeding.",
  "kort weerlegt parafrase", N)

q("waarom-koelpasta", "Waarvoor dient koelpasta tussen de processor en de koeler?",
  ["Om kleine luchtspleten te vullen, zodat de warmte beter wordt afgevoerd",
   "Om de koeler vast te lijmen",
   "Om stof tegen te houden",
   "Om de processor sneller te laten tikken"],
  "Metalen oppervlakken lijken glad, maar er blijven piepkleine holtes vol lucht over, en lucht geleidt warmte slecht. De pasta vult die holtes op, zodat de hitte makkelijker van de chip naar het koelblok stroomt.",
  "parafrase", N)

q("eerste-programma-bij-opstarten", "Welk programma start als eerste wanneer je de computer aanzet, nog vóór het besturingssysteem?",
  ["De firmware (BIOS of UEFI) op het moederbord", "Het antivirusprogramma", "Het stuurprogramma van de printer"],
  "De firmware test eerst de hardware met de POST en zoekt daarna een opstartschijf om het besturingssysteem te laden.",
  "kort acroniem", N)

q("geen-blijvende-opslag", "Welk onderdeel is GEEN opslagmedium voor blijvende gegevens?",
  ["Het RAM-geheugen", "De SSD", "De harde schijf", "De USB-stick"],
  "SSD's, harde schijven en USB-sticks houden hun gegevens vast zonder stroom; het werkgeheugen is vluchtig en is na het uitzetten leeg.",
  "kort neg neg-beide acroniem", N)

q("meer-kernen-onjuist", "Welke bewering over een processor met meer kernen is onjuist?",
  ["Elk programma wordt vanzelf evenredig sneller met het aantal kernen",
   "Meerdere programma's kunnen echt tegelijk draaien",
   "Programma's die hun werk over threads verdelen, hebben er voordeel van",
   "Een kern is een zelfstandige rekeneenheid binnen de chip"],
  "Alleen software die haar werk opsplitst, kan meerdere kernen tegelijk benutten. Een programma dat zijn stappen één voor één uitvoert, gebruikt er maar één en wordt van extra kernen nauwelijks sneller.",
  "neg neg-sleutel", N)

q("kloksnelheid-betekenis", "Wat betekent een kloksnelheid van 3,5 GHz bij een processor?",
  ["De klok tikt 3,5 miljard keer per seconde", "De processor verwerkt 3,5 GB per seconde",
   "De processor heeft 3,5 kernen", "De processor wordt hoogstens 3,5 graden warmer"],
  """Hertz betekent per seconde en giga staat voor miljard, dus 3,5 GHz is 3,5 miljard kloktikken per seconde; bij elke tik kan de processor een stap van zijn werk zetten. Een hoeveelheid gegevens per seconde meet je in bytes, niet in hertz, dus 3,5 GB per seconde is een andere grootheid. Het aantal kernen is altijd een heel getal en staat los van de kloksnelheid. En met temperatuur heeft de eenheid hertz niets te maken: die meet je in graden Celsius.""",
  "lang weerlegt acroniem", N)

q("sleuf-voor-grafische-kaart", "In welke sleuf op het moederbord plaats je gewoonlijk een losse grafische kaart?",
  ["Een PCIe x16-sleuf", "Een DIMM-sleuf", "Een SATA-aansluiting", "Een M.2-sleuf"],
  "Grafische kaarten gebruiken de brede PCIe x16-sleuf. DIMM-sleuven zijn voor geheugenmodules, SATA is voor schijven en een M.2-sleuf is bedoeld voor een kleine SSD.",
  "weerlegt acroniem", N)

q("threads-tellen", "Een processor heeft 8 kernen en elke kern kan 2 threads tegelijk uitvoeren. Hoeveel threads kan de processor tegelijk uitvoeren?",
  ["16", "4", "10", "64"],
  "8 kernen × 2 threads per kern = 16 threads.",
  "kort rekenen uitgewerkt compute", N, sorteer=True, comp=("8*2", "threads"))

q("buiten-de-kast", "Welk van deze onderdelen zit NIET in de computerkast van een desktop-pc?",
  ["Het beeldscherm", "De voeding", "Het werkgeheugen", "De processorkoeler"],
  "Een los beeldscherm staat op je bureau en sluit je met een kabel aan op de achterkant van de kast, via HDMI of DisplayPort.",
  "kort neg neg-zonder-niet acroniem", N)

q("taak-van-de-voeding", "Welke taak heeft de voeding (PSU) in een pc?",
  ["Hij zet de wisselspanning uit het stopcontact om in lage gelijkspanningen zoals 12 V en 5 V",
   "Hij slaat stroom op voor als de stroom uitvalt",
   "Hij regelt de kloksnelheid van de processor"],
  "De onderdelen werken op gelijkspanning, en de voeding maakt die van de 230 V wisselspanning van het net. Stroom opslaan voor een stroomstoring doet niet de voeding maar een UPS.",
  "weerlegt acroniem", N)

q("wat-is-een-bottleneck", "Wat is een bottleneck bij het samenstellen van een pc?",
  ["Een onderdeel dat zo traag is dat het de snellere onderdelen afremt",
   "Een kabel die te kort is",
   "Een ventilator die te veel lawaai maakt"],
  "Zoals de hals van een fles bepaalt hoe snel de vloeistof eruit kan, bepaalt het zwakste onderdeel hoe snel het hele systeem werkt.",
  "kort parafrase", N)

q("gigabit-naar-megabyte", "Een netwerkkaart haalt 1 Gbit/s. Hoeveel megabyte per seconde is dat ten hoogste?",
  ["125 MB/s", "100 MB/s", "800 MB/s", "1000 MB/s"],
  "1 Gbit/s is 1000 Mbit/s. Een byte telt acht bits, dus 1000 / 8 = 125 MB/s; de 1000 in de laatste optie vergeet die deling.",
  "rekenen uitgewerkt compute getal-woorden weerlegt", N, sorteer=True, comp=("1000/8", "MB/s"))

q("knoopcel-op-moederbord", "Waarom zit er een knoopcelbatterij op het moederbord?",
  ["Om de klok en de firmware-instellingen bij te houden als de pc geen stroom heeft",
   "Om de pc te laten opstarten als de voeding kapot is",
   "Om de processor extra vermogen te geven",
   "Om de harde schijf te laten draaien"],
  "De knoopcel, meestal een CR2032, voedt de realtimeklok en een klein geheugen met instellingen. Is hij leeg, dan staan datum en tijd na elke koude start verkeerd.",
  "parafrase", N)

q("ram-klopt-niet", "Welke bewering over werkgeheugen (RAM) klopt niet?",
  ["Meer RAM maakt de processor zelf sneller",
   "Met te weinig RAM wijkt het systeem uit naar de veel tragere opslag",
   "RAM wordt in modules in sleuven op het moederbord geplaatst",
   "RAM is veel sneller dan een SSD"],
  "Extra RAM verandert niets aan de kloksnelheid of het aantal kernen van de processor; het helpt alleen als het geheugen eerst vol liep. De andere drie beweringen kloppen wel.",
  "neg neg-beide acroniem getal-woorden", N)

# --- gebrekkig ---
q("bestanden-bewaren-zonder-stroom", "Welk onderdeel bewaart je bestanden ook als de computer uit staat?",
  ["De SSD", "Het werkgeheugen (RAM)", "De processorcache", "De grafische kaart"],
  "Flashgeheugen in een SSD houdt de gegevens vast zonder stroom, terwijl RAM en cache leeg raken zodra de spanning wegvalt.",
  "kort weerlegt acroniem", S, zet=1)

q("functie-van-de-processorkoeler", "Wat is de functie van de koeler op de processor?",
  ["Warmte van de processor afvoeren, zodat hij niet te heet wordt",
   "De processor van stroom voorzien",
   "Gegevens tijdelijk opslaan",
   "De kloksnelheid meten"],
  "Een koelblok met heatpipes en een ventilator voert de warmte af die de processor produceert; zonder koeling schakelt de CPU zichzelf terug of uit.",
  "kort acroniem", S, zet=2)

q("megabyte-naar-gigabyte", "Hoeveel gigabyte is 4096 megabyte als 1 GB = 1024 MB?",
  ["4", "2", "8", "40"],
  "Deel het aantal megabyte door 1024: 4096 / 1024 = 4 GB.",
  "kort rekenen uitgewerkt", S, zet=2, sorteer=True)

q("monitor-aansluiten", "Welke kabel gebruik je meestal om een monitor op een grafische kaart aan te sluiten?",
  ["Een HDMI- of DisplayPort-kabel", "Een netwerkkabel", "Een Netwerkkabel", "Een voedingskabel"],
  "Beeld gaat via HDMI of DisplayPort van de grafische kaart naar het scherm; een netwerkkabel verbindt de pc met een router.",
  "kort weerlegt acroniem", D, dup=(1, 2))
