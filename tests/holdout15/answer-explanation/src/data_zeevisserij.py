from common import *
TOPIC = "zeevisserij"
TITLE = "Zeevisserij"
DESC = "Vistuig, vangstbeheer, schepen en vissoorten in de zeevisserij."

q(NONE, "boomkor", "Op welke vissen richt de boomkorvisserij in de Noordzee zich vooral?",
  ["Platvis zoals tong en schol", "Haring en makreel", "Tonijn en zwaardvis die ver boven de bodem in open water zwemmen"], "A",
  "De boomkor sleept over de bodem en vangt dus bodemvis. Haring en makreel zwemmen hoger in de waterkolom en worden niet met de boomkor maar met pelagische netten gevangen.", "weerlegt")
q(NONE, "tac-betekenis", "Wat is een TAC in het Europese visserijbeleid?",
  ["Een minimummaat voor vis", "De totale toegestane vangst van een bestand per jaar", "Een vergunning voor één schip"], "B",
  "TAC staat voor total allowable catch: de hoeveelheid die uit een bestand mag worden gevangen en die over de lidstaten wordt verdeeld.", "acroniem parafrase")
q(NONE, "zeemijl", "Hoe lang is één zeemijl?",
  ["1000 m", "1609 m", "1852 m"], "C",
  "Een zeemijl meet 1852 meter; 1609 m is de landmijl.", "rekenen eenheid-woorden weerlegt kort")
q(NONE, "knopen-afstand", "Een kotter vaart 4 uur met 9 knopen. Hoeveel zeemijl legt hij af?",
  ["36 zeemijl", "2,25 zeemijl", "13 zeemijl", "45 zeemijl"], "A",
  "Eén knoop is één zeemijl per uur, dus negen knopen gedurende vier uur geeft 36 zeemijl.", "rekenen getal-woorden", compute=("9*4", "zeemijl"))
q(NONE, "pelagisch", "Wat betekent het dat een vissoort pelagisch leeft?",
  ["Ze leeft alleen in brak water", "Ze trekt jaarlijks van zee een rivier op om daar te paaien", "Ze leeft vastgehecht aan rotsen", "Ze leeft in open water, los van de bodem"], "D",
  "Pelagische soorten zwemmen in de vrije waterkolom, in tegenstelling tot demersale soorten die bij de bodem leven.", "parafrase kort")
q(NONE, "geen-pelagisch", "Welke vissoort is GEEN pelagische soort?",
  ["Haring", "Makreel", "Tong"], "C",
  "Haring en makreel trekken in scholen door het open water en zijn dus wel pelagisch. Tong ligt ingegraven op de zeebodem en is een typische bodemvis.", "negatief")
q(NONE, "bijvangst", "Wat is bijvangst?",
  ["Vis of andere dieren die onbedoeld mee worden gevangen", "De vangst van de tweede reis op een dag, die apart op de afslag wordt geveild", "Vis die aan boord wordt ingevroren"], "A",
  "Bijvangst is alles wat in het net komt maar niet het doel van de visserij was, zoals ondermaatse vis of zeezoogdieren.", "parafrase kort")
q(NONE, "aanlandplicht", "Wat houdt de aanlandplicht in de EU in?",
  ["Vis mag alleen in de eigen thuishaven worden verkocht", "Vangsten van quotasoorten moeten aan wal worden gebracht in plaats van overboord gezet", "Elk schip moet dagelijks een haven aandoen"], "B",
  """De aanlandplicht werd stapsgewijs ingevoerd vanaf 2015 om het teruggooien van ongewenste vangst tegen te gaan. Vissers
moeten ook ondermaatse vis van quotasoorten meenemen en laten meetellen voor hun quotum, zodat het loont om selectiever
te vissen. De plicht zegt niets over hoe vaak een schip een haven aandoet; meerdaagse reizen blijven toegestaan en een
boomkorkotter kan gerust een week op zee blijven. Ook over de plaats van verkoop regelt ze niets: vis mag in elke erkende
afslag worden aangeboden, ook in een andere lidstaat. Het doel is dus het aan wal brengen van de vangst.""", "lang")
q(NONE, "msy", "Wat betekent MSY in het visserijbeheer?",
  ["De minimumgrootte van een schip", "Het maximale aantal zeedagen dat een schip per jaar op een bepaald bestand mag vissen", "De grootste vangst die een bestand duurzaam kan leveren"], "C",
  "MSY (maximum sustainable yield) is de hoogste jaarlijkse opbrengst die een bestand op lange termijn kan opbrengen zonder te krimpen.", "acroniem parafrase")
q(NONE, "maaswijdte", "Waarom schrijft de regelgeving een minimale maaswijdte voor?",
  ["Om jonge vis te laten ontsnappen", "Om het net lichter te maken", "Om de sleepsnelheid te verhogen", "Om te voorkomen dat zeehonden in het net verstrikt raken"], "A",
  "Door grotere mazen kunnen kleine, nog niet volwassen vissen door het net zwemmen en zich voortplanten.", "parafrase kort")
q(NONE, "quotum-rest", "Een schip heeft een quotum van 12.000 kg schol en heeft al 8400 kg gevangen. Welk percentage van het quotum is nog over?",
  ["42%", "30%", "70%"], "B",
  "Over is 12.000 − 8400 = 3600 kg, en 3600 / 12.000 = 0,30. Zeventig procent is het deel dat al is gevangen.", "rekenen weerlegt getal-woorden", compute=("(12000-8400)/12000*100", "%"))
q(NONE, "vms", "Waarvoor dient het VMS aan boord van vissersschepen?",
  ["Het meten van de watertemperatuur", "Het automatisch sorteren van de vangst op grootte en soort in het ruim van het schip", "Het satellietvolgen van de positie van het schip door de overheid"], "C",
  "Het vessel monitoring system stuurt regelmatig de positie, koers en snelheid door, zodat de inspectie kan zien waar gevist wordt.", "acroniem parafrase")
q(NONE, "pulsvisserij", "Waarom is de pulsvisserij in de EU sinds 2021 verboden?",
  ["Vanwege zorgen over de effecten van elektrische pulsen op het zeeleven", "Omdat het tuig met de elektroden te zwaar was voor de meeste kotters en ze instabiel maakte", "Omdat de vangst niet verkocht mocht worden"], "A",
  "Het Europees Parlement stemde voor een verbod omdat onvoldoende vaststond dat de stroomstoten onschadelijk waren voor vis en bodemdieren.", "parafrase")
q(NONE, "afslag", "Wat is een visafslag?",
  ["Een haveningang voor vissersschepen", "Een plaats op zee waar schepen hun vangst aan een transportschip overdragen", "Een korting op het quotum", "Een veiling waar aangelande vis wordt verkocht"], "D",
  "In de afslag wordt de vis geveild, vaak met een afmijnklok waarop de prijs daalt tot een koper drukt.", "kort")
q(NONE, "niet-vistuig", "Welk van de volgende is GEEN vistuig?",
  ["Staandwant", "Snurrevaad", "Kortrijzer"], "C",
  "Staandwant is een staand kieuwnet en snurrevaad een Deens zegentuig, allebei vistuig. Kortrijzer bestaat niet als vistuig.", "negatief kort")
q(NONE, "brandstof-reis", "Een kotter verbruikt 350 liter diesel per uur en vist 60 uur per week. Hoeveel liter diesel verbruikt hij per week?",
  ["21.000 liter", "210.000 liter", "2100 liter"], "A",
  "350 l per uur maal 60 uur is 21.000 l per week.", "rekenen eenheid-woorden kort", compute=("350*60", "liter"))
q(NONE, "garnalenkotter", "Wat gebeurt er aan boord van een garnalenkotter meestal direct na het vangen?",
  ["De garnalen worden ingevroren in blokken", "De garnalen worden gekookt in zeewater", "De garnalen worden gepeld"], "B",
  "Noordzeegarnalen worden aan boord meteen in zeewater gekookt; het pellen gebeurt pas later aan wal, vaak machinaal of in het buitenland.", "weerlegt")
q(NONE, "ices-advies", "Welke organisatie levert het wetenschappelijke advies over visbestanden in het noordoosten van de Atlantische Oceaan?",
  ["De FAO", "De NAVO", "De ICES"], "C",
  "De ICES (International Council for the Exploration of the Sea) beoordeelt de bestanden; niet de FAO, die wereldwijd werkt aan voedselzekerheid, en de NAVO evenmin. Meer op de [site van de ICES](https://www.ices.dk).", "acroniem weerlegt feedback link",
  fb=["Niet juist: de FAO werkt wereldwijd en geeft dit regionale advies niet.", "Niet juist: de NAVO is een militair bondgenootschap.", "Juist, de ICES."])
q(NONE, "visserijtermijn-dagen", "Een visreis duurt 5 dagen en 20 uur. Hoeveel uur is dat?",
  ["140 uur", "520 uur", "120 uur"], "A",
  "Vijf dagen is 120 uur; met de extra twintig uur kom je op 140 uur.", "rekenen getal-woorden", compute=("5*24+20", "uur"))
q(NONE, "stellingen-kabeljauw", "Wat wordt bedoeld met de paaiplaats van kabeljauw?",
  ["De plaats waar hij overwintert in zoet water", "Het gebied waar de vis zich voortplant", "De haven waar hij wordt aangeland"], "B",
  "Paaien is kuitschieten; op de paaiplaatsen verzamelen volwassen kabeljauwen zich om eieren en hom af te zetten.", "parafrase")

q(SUPPORTS, "otterboards", "Wat is de functie van de scheerborden bij een bordentrawl?",
  ["Ze verzwaren het net zodat het zinkt", "Ze lokken vis met geluid", "Ze houden het net horizontaal open", "Ze meten de diepte van het net"], "C",
  "Scheerborden werken als vleugels in het water: door de trekkracht scheren ze naar buiten en trekken zo de opening van het net wijd open.", "parafrase", moved_to="B")
q(SUPPORTS, "niet-quotum", "Welke uitspraak over visquota in de EU is onjuist?",
  ["Quota gelden alleen voor recreatieve vissers", "Quota worden per bestand vastgesteld", "Quota worden over de lidstaten verdeeld"], "A",
  "Quota gelden juist voor de beroepsvisserij. Ze worden wel per bestand vastgesteld als TAC en daarna via vaste verdeelsleutels over de lidstaten verdeeld.", "negatief acroniem", moved_to="C")
q(SUPPORTS, "vangst-per-uur", "Een kotter vangt 1800 kg in 12 uur slepen. Wat is de gemiddelde vangst per uur?",
  ["216 kg", "150 kg", "180 kg"], "B",
  "Achttienhonderd kilogram gedeeld door twaalf uur geeft 150 kg per uur.", "rekenen getal-woorden eenheid-woorden kort", moved_to="C")
q(DUP, "kieuwnet", "Hoe vangt een kieuwnet vis?",
  ["Het net schept de vis van de bodem op", "Het net schept de vis van de bodem op.", "De vis zwemt in de mazen en blijft achter de kieuwdeksels hangen", "De vis bijt in een haak aan een lange lijn"], "C",
  "De maaswijdte is zo gekozen dat de kop er net door past maar het lijf niet, zodat de vis met de kieuwen vastraakt.", "parafrase", dup=("A", "B", "punt"))
