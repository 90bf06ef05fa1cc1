from common import q, NONE, MOVED, DUP

TOPIC = "e-mail-en-dns"
TITLE = "E-mail en DNS"
DESCRIPTION = "Hoe namen worden opgezocht en hoe e-mail wordt afgeleverd en beveiligd: recordtypen, resolvers, SMTP, IMAP, SPF, DKIM en DMARC."

QUESTIONS = [
    q(NONE, "dns-a-record",
      "Welk DNS-recordtype koppelt een hostnaam aan een IPv4-adres?",
      ["A", "AAAA", "MX", "CNAME"], 0,
      """
Een A-record bevat een IPv4-adres. AAAA is de tegenhanger voor IPv6, MX wijst de mailservers van een domein aan en CNAME maakt van een naam een alias voor een andere naam.""",
      tags=["recordtypen"], related=["dns-geen-recordtype", "dns-ptr-reverse"], status="published"),

    q(NONE, "dns-mx-voorkeur",
      "Een domein heeft twee MX-records: `10 mx1.voorbeeld.nl` en `20 mx2.voorbeeld.nl`. Welke server probeert een verzendende mailserver als eerste?",
      ["mx1.voorbeeld.nl, omdat die het laagste voorkeursgetal heeft",
       "mx2.voorbeeld.nl, omdat die het hoogste voorkeursgetal heeft",
       "Beide evenveel, in willekeurige volgorde",
       "De server die bovenaan in het zonebestand staat"], 0,
      """
Bij MX-records geldt: hoe lager het getal, hoe hoger de voorkeur. mx1 met 10 wordt eerst geprobeerd; mx2 is de reserve. Alleen bij gelijke getallen verdeelt de afzender de berichten willekeurig, en de volgorde in het zonebestand speelt geen rol.""",
      markup="markdown", tags=["mail", "recordtypen"], feedback={1: "Nee: bij MX-records wint juist het laagste getal."}),

    q(NONE, "dns-ttl-minuten",
      "Een A-record heeft een TTL van 3600. Hoe lang mag een resolver het antwoord maximaal in zijn cache bewaren?",
      ["1 minuut", "6 minuten", "60 minuten", "360 minuten"], 2,
      "De TTL staat in seconden: 3600 s / 60 = 60 minuten, oftewel één uur.",
      order="num", compute=("3600 / 60", "minuten"), related=["dns-ttl-verlagen"]),

    q(NONE, "smtp-poort-servers",
      "Op welke TCP-poort wisselen mailservers onderling berichten uit via SMTP?",
      ["25", "110", "143", "587"], 0,
      """
Poort 25 is de klassieke SMTP-poort voor verkeer tussen mailservers (MTA naar MTA). Poort 587 is de submission-poort waarop een mailprogramma zijn uitgaande mail aflevert, dus bedoeld voor clients en niet voor servers onderling. 110 is POP3 en 143 is IMAP; dat zijn protocollen om mail op te halen, niet om te versturen.""",
      order="num", tags=["poorten", "mail"]),

    q(NONE, "imap-versus-pop3",
      "Wat is het belangrijkste verschil tussen IMAP en POP3?",
      ["Bij IMAP blijft de mail op de server en worden mappen en gelezen-markeringen tussen apparaten gesynchroniseerd; POP3 haalt berichten meestal op en verwijdert ze dan van de server",
       "IMAP is bedoeld voor het versturen van mail, POP3 voor het ontvangen",
       "POP3 ondersteunt versleuteling, IMAP niet",
       "IMAP werkt alleen in een webbrowser, POP3 alleen in een mailprogramma"], 0,
      """
Beide protocollen dienen om mail op te halen; versturen gaat via SMTP. IMAP laat de berichten op de server staan en houdt mappen en status gelijk op telefoon, laptop en webmail. POP3 downloadt de berichten doorgaans en haalt ze daarna van de server. Beide kunnen via TLS worden beveiligd (IMAPS op 993, POP3S op 995), en beide worden door gewone mailprogramma's gebruikt.""",
      tags=["mail"]),

    q(NONE, "spf-doel",
      "Wat legt een SPF-record van een domein vast?",
      ["Welke mailservers namens dat domein mail mogen versturen",
       "De publieke sleutel waarmee handtekeningen in de mailheaders worden gecontroleerd",
       "Wat ontvangers moeten doen met mail die de controles niet doorstaat",
       "Dat mail naar het domein alleen versleuteld mag worden afgeleverd"], 0,
      """
SPF (Sender Policy Framework, [RFC 7208](https://www.rfc-editor.org/rfc/rfc7208)) somt in een TXT-record de servers en IP-adressen op die mail voor het domein mogen versturen.

De tweede optie beschrijft DKIM, de derde DMARC, en verplichte versleuteling bij aflevering regel je met MTA-STS of DANE.""",
      markup="markdown", tags=["mailbeveiliging"], related=["dkim-sleutel-in-dns", "dmarc-p-reject"]),

    q(NONE, "dkim-sleutel-in-dns",
      "Waar vindt een ontvangende mailserver de publieke sleutel om een DKIM-handtekening te controleren?",
      ["In een TXT-record onder `<selector>._domainkey.<domein>`",
       "In het SPF-record van het domein",
       "In het TLS-certificaat van de verzendende server",
       "In een bijlage die met het bericht wordt meegestuurd"], 0,
      """
De DKIM-Signature-header noemt een domein (`d=`) en een selector (`s=`). De ontvanger vraagt daarmee het TXT-record op onder `selector._domainkey.domein` en vindt daarin de publieke sleutel. Het SPF-record bevat alleen toegestane afzenders, geen sleutels.""",
      markup="markdown", tags=["mailbeveiliging"], related=["spf-doel"]),

    q(NONE, "dmarc-p-reject",
      "Wat betekent `p=reject` in het DMARC-record van een domein?",
      ["Ontvangers wordt gevraagd mail te weigeren die de DMARC-controle niet doorstaat",
       "Ontvangers moeten alle mail van het domein weigeren",
       "Mail die de controle niet doorstaat komt in de spammap terecht",
       "Er wordt alleen gerapporteerd; er wordt niets geweigerd"], 0,
      """
`p=reject` is het strengste beleid: mail die niet via SPF of DKIM met het afzenderdomein is verbonden, moet worden geweigerd. Het geldt dus niet voor álle mail, alleen voor mail die zakt. Het beleid 'in de spammap' heet `p=quarantine`, en 'alleen rapporteren' is `p=none`. De details staan in [RFC 7489](https://www.rfc-editor.org/rfc/rfc7489).""",
      markup="markdown", tags=["mailbeveiliging"]),

    q(NONE, "dns-geen-recordtype",
      "Welke van de volgende is GEEN DNS-recordtype?",
      ["SMTP", "TXT", "PTR", "SRV"], 0,
      """
SMTP is een protocol voor het versturen van mail, geen recordtype; voor mail bestaat het MX-record. De andere drie bestaan wel: TXT bevat vrije tekst (gebruikt voor onder meer SPF en domeinverificatie), PTR koppelt een IP-adres terug aan een naam en SRV wijst de server en poort van een dienst aan.""",
      tags=["recordtypen"], related=["dns-a-record"]),

    q(NONE, "dns-ptr-reverse",
      "Welk recordtype wordt gebruikt om bij een IP-adres de bijbehorende hostnaam op te zoeken (reverse DNS)?",
      ["PTR", "A", "NS", "SOA"], 0,
      "Reverse DNS gebruikt PTR-records in de zone `in-addr.arpa` (IPv4) of `ip6.arpa` (IPv6).",
      markup="markdown", tags=["recordtypen"]),

    q(NONE, "dns-recursieve-resolver",
      "Welke partij loopt namens de client de keten langs van root-server naar TLD-server naar de gezaghebbende nameserver?",
      ["De recursieve resolver", "De root-server", "De gezaghebbende nameserver van het domein",
       "De webserver van de opgevraagde website"], 0,
      """
De client stelt één vraag aan een recursieve resolver, bijvoorbeeld die van de provider. Die resolver vraagt de root-server naar de TLD, de TLD-server naar de nameservers van het domein, en ten slotte de gezaghebbende server naar het antwoord. Root- en gezaghebbende servers antwoorden alleen over hun eigen deel en gaan zelf niet verder zoeken.""",
      tags=["resolvers"]),

    q(NONE, "dns-klassieke-poort",
      "Welke poort gebruikt klassieke, onversleutelde DNS?",
      ["25", "53", "443", "853"], 1,
      """
Klassieke DNS gebruikt poort 53, via UDP en voor grote antwoorden TCP. 853 is voor DNS over TLS (DoT), 443 gebruikt DNS over HTTPS (DoH) omdat dat gewoon HTTPS-verkeer is, en 25 is SMTP.""",
      order="num", tags=["poorten"]),

    q(NONE, "dns-cname-op-apex",
      "Waarom kun je op de apex van een zone, zoals `voorbeeld.nl` zelf, geen CNAME-record zetten?",
      ["Een naam met een CNAME mag geen andere records hebben, terwijl de apex altijd een SOA- en NS-records heeft",
       "CNAME-records werken alleen voor namen met precies drie labels",
       "De registry van .nl staat geen CNAME-records toe",
       "Een CNAME op de apex zou alle mail naar het domein doorsturen"], 0,
      """
Een CNAME zegt: deze naam ís een andere naam. Daarom mag er onder dezelfde naam niets anders staan. De apex moet echter een SOA-record en NS-records hebben, dus een CNAME botst daar met de standaard. Sommige DNS-aanbieders lossen dit op met een eigen 'ALIAS'- of 'ANAME'-constructie.""",
      markup="markdown", tags=["recordtypen"]),

    q(NONE, "smtp-mail-from",
      "Met welke SMTP-opdracht geeft de verzender het afzenderadres van de envelop door?",
      ["`MAIL FROM`", "`RCPT TO`", "`DATA`", "`HELO`"], 0,
      """
- `MAIL FROM` geeft het envelopadres van de afzender, waar bounces naartoe gaan.
- `RCPT TO` noemt een ontvanger; er mogen er meerdere volgen.
- `DATA` leidt de eigenlijke inhoud in: headers en tekst.
- `HELO` (of `EHLO`) stelt de verzendende server voor aan het begin van de sessie.""",
      markup="markdown", tags=["mail"]),

    q(NONE, "mail-base64-groei",
      "Een bijlage van 3 MB wordt voor verzending per mail met base64 gecodeerd. Hoe groot is het gecodeerde deel ongeveer?",
      ["2,25 MB", "3 MB", "4 MB", "6 MB"], 2,
      """
Base64 zet elke 3 bytes om in 4 tekens, dus de omvang groeit met een factor 4/3: 3 MB × 4/3 = 4 MB (regelafbrekingen voegen nog een klein beetje toe).""",
      order="num", compute=("3 * 4 / 3", "MB")),

    q(NONE, "dns-ttl-verlagen",
      "Je wilt het IP-adres van een A-record met TTL 86400 wijzigen. Waarom verlaag je de TTL al minstens een dag vóór de wijziging naar bijvoorbeeld 300?",
      ["Omdat resolvers het record met de oude TTL tot 24 uur in hun cache kunnen houden; pas daarna zien zij de korte TTL",
       "Omdat registrars een TTL-wijziging pas na 24 uur doorvoeren",
       "Omdat de root-servers een nieuwe TTL eerst moeten goedkeuren",
       "Omdat een lage TTL alleen geldt voor records die ouder zijn dan een dag"], 0,
      """
86400 seconden is 24 uur. Een resolver die het record net heeft opgehaald, gebruikt het zo lang zonder opnieuw te vragen. Verlaag je de TTL pas op het moment van de wijziging, dan kunnen gebruikers nog een dag naar het oude adres gaan. Door de TTL een dag eerder te verlagen, zijn alle oude kopieën verlopen en duurt de overgang daarna hooguit vijf minuten. Registrars en root-servers hebben niets met de TTL van jouw records te maken.""",
      related=["dns-ttl-minuten"]),

    q(NONE, "dnssec-wat-het-doet",
      "Wat voegt DNSSEC toe aan DNS?",
      ["Digitale handtekeningen waarmee een resolver kan controleren of een antwoord echt en ongewijzigd is",
       "Versleuteling van DNS-verkeer, zodat niemand kan zien welke namen worden opgevraagd",
       "Een snellere cache, zodat opzoekingen minder tijd kosten",
       "Een extra recordtype voor het IPv6-adres van mailservers"], 0,
      """
DNSSEC ondertekent records, zodat een validerende resolver vervalste of gewijzigde antwoorden herkent. Het versleutelt niets: de vragen en antwoorden blijven leesbaar. Vertrouwelijkheid is het doel van DNS over TLS of DNS over HTTPS, niet van DNSSEC.""",
      tags=["beveiliging"]),

    q(NONE, "mx-verwijst-naar-hostnaam",
      "Waarnaar moet de waarde van een MX-record volgens de standaarden verwijzen?",
      ["Naar een hostnaam die zelf een A- of AAAA-record heeft",
       "Rechtstreeks naar een IP-adres",
       "Naar een naam die een CNAME is",
       "Naar een e-mailadres zoals postmaster@voorbeeld.nl"], 0,
      "Een MX bevat een voorkeursgetal en een hostnaam; die naam moet een A- of AAAA-record hebben en mag volgens RFC 2181 geen alias (CNAME) zijn. Een IP-adres of e-mailadres is daar niet toegestaan.",
      tags=["mail", "recordtypen"]),

    q(NONE, "smtp-starttls",
      "Wat doet `STARTTLS` in een SMTP-sessie?",
      ["Het zet een bestaande, onversleutelde verbinding op dezelfde poort om naar een TLS-verbinding",
       "Het opent een tweede verbinding op poort 465 voor versleuteld verkeer",
       "Het versleutelt alleen de bijlagen van het bericht",
       "Het controleert de DKIM-handtekening van het bericht"], 0,
      """
Met `STARTTLS` begint de sessie onversleuteld en vraagt de client daarna om over te schakelen op TLS, op dezelfde poort (bijvoorbeeld 25 of 587). Poort 465 werkt anders: daar is de verbinding vanaf het eerste byte TLS (implicit TLS), zonder STARTTLS. Met bijlagen of DKIM heeft het niets te maken.""",
      markup="markdown", tags=["mailbeveiliging"]),

    q(NONE, "nl-tld-beheer",
      "Welke organisatie beheert het topleveldomein .nl?",
      ["SIDN", "RIPE NCC", "ICANN", "EURid"], 0,
      """
.nl wordt beheerd door SIDN in Arnhem. RIPE NCC deelt in Europa IP-adressen en AS-nummers uit, ICANN coördineert wereldwijd het systeem van topleveldomeinen, en EURid beheert .eu.""",
      tags=["organisaties"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "dns-aaaa-record",
      "Welk recordtype gebruik je om een hostnaam aan een IPv6-adres te koppelen?",
      ["AAAA", "A", "MX", "TXT"], 0,
      "IPv6-adressen staan in AAAA-records ('quad A'), omdat een IPv6-adres vier keer zo lang is als een IPv4-adres in een A-record.",
      moved_to=1, related=["dns-a-record"]),

    q(MOVED, "pop3-standaardpoort",
      "Op welke poort luistert een mailserver standaard voor onversleuteld POP3?",
      ["25", "110", "143", "587"], 1,
      """
Onversleuteld POP3 gebruikt poort 110 (met TLS is dat 995). 143 hoort bij IMAP, 25 bij SMTP tussen servers en 587 bij het insturen van mail door clients.""",
      moved_to=2, order="num"),

    q(MOVED, "dns-soa-record",
      "Wat is de functie van het SOA-record van een zone?",
      ["Het bevat gegevens over de zone zelf, zoals de primaire nameserver, het beheerdersadres, het serienummer en de verversingstijden",
       "Het wijst de server aan die de mail voor het domein ontvangt",
       "Het koppelt de naam van de zone aan een IPv4-adres",
       "Het bevat de lijst met servers die mail namens het domein mogen versturen"], 0,
      """
SOA staat voor Start of Authority. Het record beschrijft de zone: welke server de primaire is, wie de beheerder is, het serienummer waarmee secundaire servers zien dat er iets is gewijzigd, en tijden zoals refresh, retry en expire. De mailserver staat in een MX-record, het IPv4-adres in een A-record en de toegestane afzenders in het SPF-record.""",
      moved_to=1),

    # ---- gebrekkig: dubbele optie ----
    q(DUP, "dns-cname-alias",
      "Wat doet een CNAME-record?",
      ["Het maakt een naam tot alias van een andere naam",
       "Het koppelt een naam aan een IPv6-adres",
       "Het koppelt een naam aan een IPv6-adres.",
       "Het wijst de mailserver van een domein aan"], 0,
      "Een CNAME zegt dat `www.voorbeeld.nl` eigenlijk `voorbeeld.cdn.example` is; de resolver zoekt dan verder bij die andere naam. IPv6-adressen staan in AAAA-records en mailservers in MX-records.",
      dup=(1, 2), markup="markdown"),
]
