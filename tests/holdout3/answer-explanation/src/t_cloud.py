from gen import Q
TOPIC = "cloud"
TITLE = "Cloud en webtechniek"
DESC = "Cloudmodellen (IaaS, PaaS, SaaS), containers, DNS en HTTP."
QS = [
Q("saas-voorbeeld", "Welk voorbeeld is Software as a Service (SaaS)?",
 ["Een virtuele machine huren bij een cloudprovider.", "Een platform waarop je je eigen webapp uitrolt zonder servers te beheren.", "*Een webmailpakket zoals Gmail of Outlook.com gebruiken."],
 """Bij SaaS gebruik je een complete applicatie via de browser; de provider beheert alles, van servers tot software-updates. Webmail is daar een schoolvoorbeeld van. Een virtuele machine huren is IaaS, en een platform om je eigen app op uit te rollen is PaaS, niet SaaS.""",
 s="refute", related=["iaas-kenmerk", "gedeelde-verantwoordelijkheid-iaas"]),
Q("iaas-kenmerk", "Wat huur je bij Infrastructure as a Service (IaaS)?",
 ["*Virtuele machines, opslag en netwerk, waarop je zelf het besturingssysteem beheert.", "Een kant-en-klare applicatie met gebruikersaccounts.", "Alleen een domeinnaam."],
 """Bij IaaS levert de provider de basisinfrastructuur: virtuele servers, opslag en netwerk. Alles daarboven, vanaf het besturingssysteem, regel je zelf. Een kant-en-klare applicatie is SaaS.""",
 s="refute", related=["saas-voorbeeld"]),
Q("container-versus-vm", "Waarom start een container meestal veel sneller dan een virtuele machine?",
 ["Omdat een container een eigen, kleinere kernel meeneemt.", "*Omdat een container de kernel van het hostsysteem deelt en geen volledig besturingssysteem hoeft op te starten.", "Omdat containers alleen op fysieke servers draaien, nooit in de cloud.", "Omdat een container geen geheugen gebruikt."],
 """Het verschil zit in wat er opstart. Neem de opties een voor een door.

Een container neemt juist géén eigen kernel mee. Dat is het kenmerk van een virtuele machine: die draait een compleet gastbesturingssysteem met eigen kernel bovenop een hypervisor. De eerste optie beschrijft dus eerder een VM.

De tweede optie is juist. Een container is in feite een afgeschermd proces op de host. Met Linux-namespaces en cgroups krijgt het een eigen bestandssysteem, netwerk en procesboom, maar de kernel van de host wordt gedeeld. Er hoeft niets te booten; het starten duurt vaak minder dan een seconde.

De derde optie klopt niet: containers draaien net zo goed in de cloud, bijvoorbeeld in Kubernetes-clusters of diensten als AWS Fargate en Azure Container Apps.

Ook de vierde optie is onjuist. Een container gebruikt wel degelijk geheugen, alleen meestal minder dan een VM, omdat er geen volledig besturingssysteem in het geheugen hoeft te staan.""",
 s="walk refute"),
Q("dns-ipv6-record", "Welk DNS-record koppelt een domeinnaam aan een IPv6-adres?",
 ["A", "*AAAA", "CNAME", "MX"],
 """Een AAAA-record bevat een IPv6-adres. Het gewone A-record is voor IPv4, een CNAME verwijst naar een andere naam en een MX-record wijst de mailserver van het domein aan.""",
 s="refute opdiff", related=["dns-klopt-niet"]),
Q("http-404", "Welke HTTP-statuscode krijg je als de opgevraagde pagina niet bestaat?",
 ["*404 Not Found", "500 Internal Server Error", "301 Moved Permanently"],
 """404 betekent dat de server de gevraagde resource niet kan vinden. Een 500 is een fout op de server zelf, en een 301 is een permanente doorverwijzing naar een andere URL.""",
 s="refute"),
Q("http-methode-aanmaken", "Met welke HTTP-methode maak je in een REST-API doorgaans een nieuwe resource aan?",
 ["GET", "*POST", "DELETE", "HEAD"],
 """Een nieuwe resource maak je meestal aan met `POST`, bijvoorbeeld `POST /klanten`. `GET` haalt alleen gegevens op en hoort niets te veranderen, `HEAD` doet hetzelfde maar geeft alleen de headers terug, en `DELETE` verwijdert.""",
 s="refute md", md=True),
Q("download-1-gb-100-mbit", "Hoe lang duurt het om een bestand van 1 GB te downloaden over een verbinding van 100 Mbit/s, als je de volledige snelheid haalt?",
 ["*80 seconden", "10 seconden", "800 seconden", "8 seconden"],
 """De valkuil in deze vraag is het verschil tussen bytes (B) en bits (b). We rekenen alle opties na.

De bestandsgrootte staat in gigabyte, de snelheid in megabit per seconde. Eén byte is acht bits. Dus 1 GB = 1 000 MB = 8 000 Mbit. Bij 100 Mbit/s duurt het downloaden 8 000 ÷ 100 = 80 seconden. Dat is het juiste antwoord.

Tien seconden krijg je als je 1 000 MB deelt door 100 en vergeet dat de snelheid in bits staat. Je rekent dan alsof de verbinding 100 megabyte per seconde haalt, en dat is acht keer te snel.

Achthonderd seconden is tien keer te lang. Dat ontstaat als je 1 GB als 10 000 MB neemt, of de snelheid als 10 Mbit/s leest.

Acht seconden is weer tien keer te kort; dat zou je halen met een gigabitverbinding van 1 000 Mbit/s.

In de praktijk duurt het vaak iets langer, omdat TCP- en IP-headers ook bandbreedte kosten en je zelden de volle snelheid haalt.""",
 s="walk arith refute"),
Q("kosten-vm-maand", "Een virtuele machine kost € 0,05 per uur. Wat kost hij als hij 30 dagen lang dag en nacht aanstaat?",
 ["€ 1,50", "€ 12", "*€ 36"],
 """30 dagen × 24 uur = 720 uur. 720 × € 0,05 = € 36. € 1,50 krijg je als je alleen met de dagen rekent (30 × € 0,05).""",
 s="arith refute"),
Q("geen-voordeel-cloud", "Welke van de volgende is GEEN typisch voordeel van de publieke cloud?",
 ["Je kunt capaciteit snel op- en afschalen.", "Je betaalt naar gebruik in plaats van vooraf hardware te kopen.", "*Je hoeft nooit meer na te denken over beveiliging, want de provider regelt alles."],
 """Beveiliging blijft een gedeelde verantwoordelijkheid: de provider beveiligt de infrastructuur, maar jij blijft verantwoordelijk voor je eigen data, accounts en configuratie. Snel schalen en betalen naar gebruik zijn wél echte voordelen van de cloud.""",
 s="neg refute", related=["gedeelde-verantwoordelijkheid-iaas"]),
Q("image-versus-container", "Wat is in Docker het verschil tussen een image en een container?",
 ["*Een image is een onveranderlijk sjabloon; een container is een draaiende instantie van dat image.", "Een container is het sjabloon; een image is de draaiende versie.", "Er is geen verschil; het zijn twee namen voor hetzelfde."],
 """Een **image** is een alleen-lezen pakket met je applicatie en alles wat die nodig heeft. Met `docker run` start je er een **container** van: een draaiende instantie met een eigen beschrijfbare laag. Van één image kun je veel containers starten. De tweede optie draait de begrippen dus precies om. Zie de [Docker-documentatie](https://docs.docker.com/get-started/).""",
 s="md refute", md=True),
Q("poort-https", "Op welke TCP-poort luistert een webserver standaard voor HTTPS?",
 ["80", "8080", "*443"],
 """HTTPS gebruikt standaard poort 443. Poort 80 is voor gewoon, onversleuteld HTTP, en 8080 is een veelgebruikte alternatieve poort bij ontwikkeling.""",
 s="refute"),
Q("dns-klopt-niet", "Welke uitspraak over DNS klopt NIET?",
 ["DNS vertaalt domeinnamen naar IP-adressen.", "DNS-antwoorden worden tijdelijk gecachet, zolang de TTL dat toestaat.", "*Gewone DNS-verzoeken zijn standaard versleuteld, zodat niemand kan zien welke namen je opvraagt."],
 """Klassieke DNS-verzoeken gaan onversleuteld over UDP-poort 53; iedereen op het netwerkpad kan meelezen. Versleuteling vereist extra protocollen zoals DNS over HTTPS (DoH). De andere twee uitspraken kloppen: DNS zet namen om in adressen, en resolvers cachen antwoorden volgens de TTL.""",
 s="neg refute"),
Q("sla-99-9-procent", "Een cloudprovider belooft een beschikbaarheid van 99,9 procent per maand van 30 dagen. Hoeveel minuten storing per maand is dan maximaal toegestaan?",
 ["ongeveer 4,3 minuten", "*ongeveer 43 minuten", "ongeveer 7,2 uur"],
 """Een maand van 30 dagen telt 30 × 24 × 60 = 43 200 minuten. 0,1 procent daarvan is 43 200 × 0,001 = 43,2 minuten. 7,2 uur hoort bij 99 procent, en 4,3 minuten bij 99,99 procent.""",
 s="arith refute"),
Q("kubernetes-doel", "Waarvoor wordt Kubernetes vooral gebruikt?",
 ["*Het orkestreren van containers: starten, schalen en herstarten over een cluster.", "Het registreren van domeinnamen.", "Het schrijven van front-end code in de browser."],
 """Het juiste antwoord is A. Kubernetes (K8s) beheert containers over een cluster van machines: het verdeelt de workloads, schaalt op en af en start gecrashte containers opnieuw.""",
 s="letter"),
Q("cdn-afkorting", "Waar staat de afkorting CDN voor?",
 ["Cloud Data Node", "Central Domain Name", "*Content Delivery Network"],
 """CDN staat voor Content Delivery Network.""",
 s=""),
Q("gedeelde-verantwoordelijkheid-iaas", "Je draait een webserver op een virtuele machine bij een IaaS-provider. Wie is volgens het shared responsibility model verantwoordelijk voor het installeren van beveiligingsupdates in het besturingssysteem van die VM?",
 ["De cloudprovider, want die levert de VM.", "*Jijzelf, als klant.", "Niemand; het besturingssysteem van een VM wordt nooit bijgewerkt.", "De maker van de webserversoftware."],
 """In het shared responsibility model verdelen klant en provider de taken. We bespreken elke optie.

De provider levert bij IaaS de fysieke datacenters, de hardware, het netwerk en de hypervisor. Die lagen patcht de provider. Het besturingssysteem in jouw VM valt daar niet onder: je hebt er zelf rootrechten op en hebt het zelf gekozen. De eerste optie klopt dus niet.

De klant beheert alles vanaf het gastbesturingssysteem: updates, firewallregels in de VM, gebruikersaccounts en de applicatie. Jij moet dus de beveiligingsupdates installeren. Dat is het juiste antwoord.

‘Niemand’ is gevaarlijk onjuist. Een ongepatcht systeem dat aan internet hangt, is vaak binnen dagen gecompromitteerd.

De maker van de webserversoftware publiceert wel updates voor zijn eigen programma, maar installeert niets op jouw machine en is al helemaal niet verantwoordelijk voor het besturingssysteem.

Bij PaaS en SaaS verschuift die grens: daar neemt de provider het besturingssysteem wel voor zijn rekening.""",
 s="walk refute", related=["iaas-kenmerk", "saas-voorbeeld"]),
]
