import re, ast
FILES = {"scheikunde","aardrijkskunde","nederlands","statistiek","databases","besturingssystemen","cloud","maatschappijleer","techniek","gezondheid"}
src = {t: open(f"t_{t}.py").read() for t in FILES}
def find(qid):
    for t,s in src.items():
        i = s.find(f'Q("{qid}",')
        if i >= 0: return t, i
    raise KeyError(qid)
def set_opts(qid, new):
    t,i = find(qid); s = src[t]
    a = s.index("\n [", i); b = s.index("],\n", a) + 1
    src[t] = s[:a] + "\n " + repr(new).replace("'", '"') if False else s[:a] + "\n [" + ", ".join('"%s"' % o for o in new) + "]" + s[b:]
def get_opts(qid):
    t,i = find(qid); s = src[t]
    a = s.index("\n [", i); b = s.index("],\n", a) + 1
    return ast.literal_eval(s[a+2:b])
def set_expl(qid, new):
    t,i = find(qid); s = src[t]
    a = s.index('"""', i); b = s.index('"""', a+3) + 3
    src[t] = s[:a] + '"""' + new.strip("\n") + '"""' + s[b:]
def append_expl(qid, extra):
    t,i = find(qid); s = src[t]
    a = s.index('"""', i); b = s.index('"""', a+3)
    src[t] = s[:b] + extra + s[b:]
def swap_key(qid, target):
    o = get_opts(qid); k = [j for j,x in enumerate(o) if x.startswith("*")][0]
    o[k], o[target] = o[target], o[k]; set_opts(qid, o)

for q in ["concentratie-zoutoplossing","neutronen-koolstof-14","temperatuur-berghelling","randstad-klopt-niet","dt-vindt","regels-sonnet","korting-jas","inner-vs-left-join","chmod-644-betekenis","poort-https","verkiezing-eerste-kamer"]:
    swap_key(q, 2)
swap_key("cross-join-aantal-rijen", 0)

set_opts("molmassa-water", ["*18,0 g/mol","17,0 g/mol","20,0 g/mol","34,0 g/mol"])
append_expl("molmassa-water", " En 34,0 g/mol hoort bij waterstofperoxide, H₂O₂.")
set_opts("metafoor-of-vergelijking", ["*Die jongen is een echte vos.", "Zij is zo sterk als een beer.", "Hij rende als een haas weg.", "Ze zong net zo mooi als een nachtegaal."])
set_expl("metafoor-of-vergelijking", """Bij een metafoor wordt het beeld genoemd zonder vergelijkingswoord: de jongen ís een vos (slim, sluw). De drie andere zinnen gebruiken ‘als’; dat zijn vergelijkingen, geen metaforen.""")
set_opts("kans-twee-keer-kop", ["*een kwart","een half","een achtste","drie kwart"])
set_opts("acid-atomicity", ["*Atomicity","Availability","Authentication","Aggregation"])
append_expl("acid-atomicity", " Aggregatie ten slotte hoort bij `GROUP BY`, niet bij ACID.")
set_opts("redirect-toevoegen", ["echo klaar > log.txt","echo klaar < log.txt","echo klaar | log.txt","*echo klaar >> log.txt"])
set_expl("redirect-toevoegen", """`>>` voegt toe aan het einde van het bestand. Een enkele `>` overschrijft het bestand, `<` leest invoer uit een bestand in plaats van ernaar te schrijven, en `|` stuurt de uitvoer naar een ander commando, niet naar een bestand.""")
set_opts("http-methode-aanmaken", ["GET","*POST","DELETE","HEAD"])
set_expl("http-methode-aanmaken", """Een nieuwe resource maak je meestal aan met `POST`, bijvoorbeeld `POST /klanten`. `GET` haalt alleen gegevens op en hoort niets te veranderen, `HEAD` doet hetzelfde maar geeft alleen de headers terug, en `DELETE` verwijdert.""")
set_opts("functie-zekering", ["De spanning omhoog transformeren.", "Het elektriciteitsverbruik meten.", "*De stroomkring onderbreken als de stroom te groot wordt.", "Wisselspanning omzetten in gelijkspanning."])
set_expl("functie-zekering", """Een zekering beschermt de bedrading:

- bij **overbelasting** of **kortsluiting** wordt de stroom te groot;
- de zekering smelt door of schakelt uit, en de kring is onderbroken;
- zo raken de draden niet oververhit en ontstaat er geen brand.

Spanning omhoog transformeren doet een *transformator*, het verbruik meten doet de *kWh-meter*, en wisselspanning omzetten in gelijkspanning doet een *gelijkrichter*.""")
set_opts("insuline-orgaan", ["de lever","de nieren","de schildklier","*de alvleesklier"])
set_expl("insuline-orgaan", """Insuline wordt gemaakt in de eilandjes van Langerhans in de alvleesklier. De lever slaat onder invloed van insuline glucose op als glycogeen, maar maakt het hormoon niet zelf. De schildklier maakt wel hormonen, maar andere: thyroxine, dat de stofwisseling regelt.""")

# long walk-throughs
set_opts("zuren-klopt-niet", ["*Een zure oplossing kleurt rode lakmoes blauw.", "Een zuur staat H⁺-ionen af.", "Zoutzuur is een oplossing van waterstofchloride in water.", "Hoe lager de pH, hoe zuurder de oplossing."])
set_expl("zuren-klopt-niet", """Bij een vraag met ‘klopt NIET’ zoek je de ene bewering die fout is. We bekijken ze alle vier.

Lakmoes is een indicator die blauw is in een basische oplossing en rood in een zure. Een zure oplossing kleurt blauwe lakmoes dus rood. Rode lakmoes blauw kleuren kan alleen een base. Deze bewering draait het om en is daarom de onjuiste.

Dat een zuur H⁺-ionen afstaat, is precies de definitie van Brønsted: een zuur is een protondonor. Die bewering klopt.

Zoutzuur is inderdaad een oplossing van het gas waterstofchloride (HCl) in water. Het HCl splitst daarbij vrijwel volledig in H₃O⁺ en Cl⁻, en daarom is zoutzuur een sterk zuur. Ook dit klopt.

De pH is een maat voor de concentratie H₃O⁺: hoe meer H₃O⁺, hoe lager de pH. Een oplossing met pH 2 is dus zuurder dan een met pH 5. Ook deze bewering is juist.

Alleen de bewering over de lakmoes is dus fout.""")
set_opts("divergente-plaatgrens", ["De platen schuiven onder elkaar.", "De platen schuiven langs elkaar.", "De platen botsen en vormen een hooggebergte.", "*De platen bewegen uit elkaar."])
set_expl("divergente-plaatgrens", """Er zijn drie soorten plaatgrenzen, en de opties beschrijven ze alle drie. We lopen ze langs.

Platen die onder elkaar schuiven, vind je bij een convergente grens met subductie. Een zware oceanische plaat duikt dan onder een andere plaat, zoals voor de kust van Japan en Chili. Daar ontstaan diepzeetroggen, vulkanen en zware aardbevingen.

Platen die langs elkaar schuiven, vormen een transforme grens. Er verdwijnt en ontstaat geen korst, maar de platen haken achter elkaar en schieten dan ineens los. De San Andreasbreuk in Californië is het bekendste voorbeeld.

Botsende platen die een hooggebergte vormen, horen ook bij een convergente grens, maar dan tussen twee continentale platen. Zo zijn de Himalaya en de Alpen ontstaan.

Bij een divergente grens bewegen de platen van elkaar af. In de opening stijgt magma op dat stolt tot nieuwe oceanische korst. Dat gebeurt bij de Mid-Atlantische Rug, die dwars door IJsland loopt. Dat is dus het juiste antwoord.""")
set_opts("hun-of-hen", ["*hun", "hen", "zij", "hullie"])
set_expl("hun-of-hen", """Het verschil tussen *hun* en *hen* is een van de lastigste regels van het Nederlands. We bekijken elke optie.

In de zin ‘Ik heb … gisteren een brief gestuurd’ stuur je de brief áán iemand. Dat zinsdeel is het meewerkend voorwerp. Staat er geen voorzetsel vóór, dan gebruik je in de standaardtaal *hun*: ‘Ik heb hun een brief gestuurd.’ Dat is dus het goede antwoord.

*Hen* gebruik je als lijdend voorwerp (‘Ik zag hen gisteren’) of na een voorzetsel (‘Ik heb een brief aan hen gestuurd’). Hier staat geen voorzetsel en is het geen lijdend voorwerp, dus *hen* past niet.

*Zij* is de onderwerpsvorm: ‘Zij hebben een brief gestuurd.’ Op de open plek staat geen onderwerp, want het onderwerp is al *ik*.

*Hullie* hoor je in sommige dialecten en in de spreektaal, maar het is geen standaardtaal en hoort in een nette tekst dus niet thuis.""")
set_opts("kans-twee-rode-knikkers", ["*3/10", "9/25", "3/5", "2/5"])
set_expl("kans-twee-rode-knikkers", """Bij trekken zonder terugleggen verandert de kans na de eerste trekking. We lopen de vier uitkomsten langs.

De eerste knikker is rood met kans 3/5: drie van de vijf knikkers zijn rood. Daarna liggen er nog vier knikkers in de zak, waarvan twee rood. De kans dat de tweede ook rood is, is dus 2/4. Samen geeft dat 3/5 × 2/4 = 6/20 = 3/10. Dat is het juiste antwoord.

De breuk 9/25 krijg je met 3/5 × 3/5. Dat zou kloppen als je de eerste knikker terug zou leggen, maar dat staat er nadrukkelijk niet.

De breuk 3/5 is alleen de kans dat de eerste knikker rood is. Je hebt dan de tweede trekking vergeten.

De breuk 2/5 is het aandeel blauwe knikkers in de zak. Die hoort bij een heel andere vraag, namelijk de kans dat de eerste knikker blauw is.

Controle: het aantal manieren om twee rode te pakken is 3, van de 10 mogelijke paren. Ook dat geeft 3/10.""")
set_opts("primary-key-doel", ["*Hij identificeert elke rij uniek en mag niet NULL zijn.", "Hij verwijst naar een rij in een andere tabel.", "Hij versnelt alleen zoekopdrachten en heeft verder geen betekenis.", "Hij bestaat altijd uit een automatisch oplopend getal."])
set_expl("primary-key-doel", """Sleutels zijn de basis van elk relationeel model. Hier een bespreking van alle opties.

Een primary key (primaire sleutel) identificeert elke rij in de tabel uniek. Geen twee rijen mogen dezelfde waarde hebben, en de waarde mag niet NULL zijn, want een onbekende waarde kan niets identificeren. Dat is de kern, dus dit is het juiste antwoord.

Verwijzen naar een rij in een andere tabel is de taak van een **foreign key**. Een foreign key in `bestelling` wijst bijvoorbeeld naar de primary key van `klant`. Dat is een ander begrip.

Het klopt dat de database meestal automatisch een index op de primary key legt, zodat zoeken op de sleutel snel gaat. Maar dat is een bijkomend voordeel. De sleutel heeft wel degelijk betekenis: hij bewaakt de uniciteit.

Een automatisch oplopend getal (`AUTO_INCREMENT`, `SERIAL`) is een veelgebruikte keuze, maar geen verplichting. Een primary key kan ook een natuurlijke sleutel zijn, zoals een ISBN, of uit meerdere kolommen bestaan (een samengestelde sleutel).""")
set_opts("kernel-klopt-niet", ["*De kernel is een gewoon programma dat je zoals elke andere applicatie in user space start.", "De kernel verdeelt de CPU-tijd over processen.", "De kernel regelt de toegang tot hardware via drivers.", "De kernel beheert het geheugen van alle processen."])
set_expl("kernel-klopt-niet", """De kernel is het hart van het besturingssysteem. We toetsen elke bewering.

De bewering dat de kernel een gewoon programma in user space is, klopt niet. De kernel draait in **kernel space**, met volledige toegang tot de hardware en tot al het geheugen. Hij wordt bij het opstarten door de bootloader, zoals GRUB, in het geheugen geladen, niet door een gebruiker gestart zoals `firefox` of `vim`. Dit is dus het antwoord op de vraag.

Het verdelen van CPU-tijd heet *scheduling*. De scheduler van de kernel beslist steeds welk proces op welke core mag draaien. Deze bewering klopt.

Hardware spreek je op Linux aan via drivers, die meestal als kernelmodules worden geladen. Een gewoon programma praat niet zelf met de schijf of de netwerkkaart, maar vraagt dat via een systeemaanroep aan de kernel. Ook dit klopt.

Geheugenbeheer is eveneens een kerntaak: de kernel geeft elk proces een eigen virtuele adresruimte en regelt paging en swap. Ook die bewering is juist.""")
set_opts("download-1-gb-100-mbit", ["*80 seconden", "10 seconden", "800 seconden", "8 seconden"])
set_expl("download-1-gb-100-mbit", """De valkuil in deze vraag is het verschil tussen bytes (B) en bits (b). We rekenen alle opties na.

De bestandsgrootte staat in gigabyte, de snelheid in megabit per seconde. Eén byte is acht bits. Dus 1 GB = 1 000 MB = 8 000 Mbit. Bij 100 Mbit/s duurt het downloaden 8 000 ÷ 100 = 80 seconden. Dat is het juiste antwoord.

Tien seconden krijg je als je 1 000 MB deelt door 100 en vergeet dat de snelheid in bits staat. Je rekent dan alsof de verbinding 100 megabyte per seconde haalt, en dat is acht keer te snel.

Achthonderd seconden is tien keer te lang. Dat ontstaat als je 1 GB als 10 000 MB neemt, of de snelheid als 10 Mbit/s leest.

Acht seconden is weer tien keer te kort; dat zou je halen met een gigabitverbinding van 1 000 Mbit/s.

In de praktijk duurt het vaak iets langer, omdat TCP- en IP-headers ook bandbreedte kosten en je zelden de volle snelheid haalt.""")
set_opts("strafrecht-versus-civiel", ["*civiel recht (privaatrecht)", "strafrecht", "staatsrecht", "bestuursrecht"])
set_expl("strafrecht-versus-civiel", """Om te bepalen bij welk rechtsgebied een zaak hoort, kijk je naar wie tegenover wie staat. We bespreken alle vier de gebieden.

Het civiel recht, ook wel privaatrecht, regelt de verhoudingen tussen burgers en bedrijven onderling. Afspraken, koop, huur en schulden vallen daaronder. Yusuf en zijn buurman hebben samen een afspraak gemaakt over een schutting, en de buurman betaalt zijn deel niet. Yusuf kan zelf naar de kantonrechter stappen. Dit is dus het juiste antwoord.

Het strafrecht gaat over strafbare feiten, zoals diefstal of mishandeling. Dan vervolgt het Openbaar Ministerie de verdachte namens de samenleving. Een onbetaalde rekening is geen strafbaar feit.

Het staatsrecht beschrijft de inrichting van de staat: de Grondwet, de bevoegdheden van regering en parlement, en de verkiezingen. Een burenruzie over geld valt daar niet onder.

Het bestuursrecht regelt de verhouding tussen burger en overheid, bijvoorbeeld bij een geweigerde vergunning of een boete van de gemeente. Hier is geen overheid betrokken, dus ook dat past niet.""")
for t,s in src.items(): open(f"t_{t}.py","w").write(s)
