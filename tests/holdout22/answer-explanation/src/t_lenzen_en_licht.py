from common import q

TOPIC = dict(
    id="lenzen-en-licht",
    groep="rekenen/natuurkunde",
    title="Lenzen en licht",
    description="Breking, spiegeling en beeldvorming, met de lenzenformule, lenssterkte in dioptrie en vergroting.",
)

BANK = [
    q("sterkte-van-een-bolle-lens",
      "Een bolle lens heeft een brandpuntsafstand van 25 cm. Wat is de sterkte van de lens?",
      ["4,0 dpt", "0,04 dpt", "0,25 dpt", "25 dpt"],
      "De sterkte is 1 / f met f in meter, dus 25 cm = 0,25 m en S = 1 / 0,25 = 4,0 dioptrie, terwijl je met f in centimeters onterecht op 0,04 uitkomt.",
      "rekenen uitgewerkt kort weerlegt", comp=("1/0.25", "dpt"), sorteer=True),

    q("beeldafstand-met-lenzenformule",
      "Een voorwerp staat 30 cm voor een bolle lens met een brandpuntsafstand van 10 cm. Op welke afstand achter de lens ontstaat een scherp beeld?",
      ["15 cm", "7,5 cm", "20 cm", "40 cm"],
      """
Gebruik de lenzenformule 1/f = 1/v + 1/b, met v de voorwerpsafstand en b de beeldafstand. Invullen geeft 1/b = 1/10 − 1/30 = 3/30 − 1/30 = 2/30, dus b = 30 / 2 = 15 cm. Het antwoord 20 cm ontstaat als je de afstanden gewoon van elkaar aftrekt (30 − 10), en 7,5 cm krijg je door 1/10 en 1/30 op te tellen in plaats van af te trekken. 40 cm is de som van beide afstanden en heeft met de formule niets te maken.""",
      "rekenen uitgewerkt lang weerlegt", comp=("1/(1/10-1/30)", "cm"), sorteer=True),

    q("lineaire-vergroting",
      "Bij een bolle lens is de voorwerpsafstand 12 cm en de beeldafstand 36 cm. Hoe groot is de lineaire vergroting?",
      ["Drie keer zo groot", "Een derde zo groot", "Vierentwintig keer zo groot", "Achtenveertig keer zo groot"],
      "N = b / v = 36 / 12 = 3, dus het beeld is drie keer zo groot als het voorwerp, en een derde krijg je als je de breuk omdraait.",
      "rekenen uitgewerkt getal-woorden kort weerlegt"),

    q("licht-van-zon-naar-aarde",
      "Licht legt ongeveer 300 000 km per seconde af. Hoe lang doet zonlicht over de ongeveer 150 miljoen kilometer naar de aarde?",
      ["Ongeveer 8 minuten", "Ongeveer 8 seconden", "Ongeveer 50 minuten", "Ongeveer 8 uur"],
      """
t = s / v = 150 000 000 / 300 000 = 500 s.
Omgerekend: 500 / 60 ≈ 8,3 minuten.""",
      "rekenen uitgewerkt getal-woorden"),

    q("van-lucht-naar-glas",
      "Een lichtstraal gaat schuin van lucht naar glas. Hoe verandert zijn richting?",
      ["Hij breekt naar de normaal toe", "Hij breekt van de normaal af", "Hij gaat rechtdoor"],
      "In glas gaat licht langzamer dan in lucht, en bij de overgang naar een optisch dichtere stof buigt de straal naar de loodlijn op het grensvlak toe.",
      "kort parafrase"),

    q("voorwaarden-totale-terugkaatsing",
      "Welke bewering over totale terugkaatsing is NIET juist?",
      ["Het kan optreden als licht van lucht naar water gaat",
       "Het treedt alleen op als de hoek van inval groter is dan de grenshoek",
       "Glasvezelkabels maken er gebruik van",
       "Het licht moet van een optisch dichtere naar een optisch ijlere stof gaan"],
      """
Totale terugkaatsing vraagt licht dat vanuit de dichtere stof op het grensvlak valt, onder een hoek die groter is dan de grenshoek; dat is precies wat in een glasvezel steeds opnieuw gebeurt. Van lucht naar water is de verkeerde richting, dus daar kan het niet.""",
      "negatief weerlegt"),

    q("bril-voor-bijziendheid",
      "Welke lens corrigeert bijziendheid?",
      ["Een holle, negatieve lens", "Een bolle, positieve lens", "Een cilindrische lens", "Een prisma"],
      """
Een bijziend oog breekt het licht te sterk of is te lang, zodat het beeld van een ver voorwerp vóór het netvlies valt. Een holle lens laat de bundel eerst iets uiteenlopen, waardoor het beeld naar achteren schuift en precies op het netvlies komt. Een bolle lens doet het tegenovergestelde en helpt juist bij verziendheid. Een cilindrische lens gebruik je bij astigmatisme, als het hoornvlies in de ene richting sterker gebogen is dan in de andere, en een prisma corrigeert scheelzien, niet de afstand waarop het oog scherp stelt.""",
      "lang weerlegt"),

    q("brandpuntsafstand-van-een-brillenglas",
      "Een brillenglas heeft een sterkte van −2,5 dpt. Wat is de brandpuntsafstand?",
      ["−40 cm", "−2,5 cm", "−4,0 cm", "−25 cm"],
      "f = 1 / S = 1 / −2,5 = −0,40 m, dus −40 cm, en het minteken betekent dat het om een holle lens gaat.",
      "rekenen uitgewerkt kort"),

    q("hoek-bij-een-vlakke-spiegel",
      "Een lichtstraal valt onder een hoek van 35° met de normaal op een vlakke spiegel. Onder welke hoek met de normaal wordt hij teruggekaatst?",
      ["35°", "55°", "70°", "145°"],
      "De hoek van terugkaatsing is gelijk aan de hoek van inval, allebei gemeten vanaf de normaal, en 55° is de hoek met het spiegeloppervlak zelf.",
      "rekenen kort weerlegt", sorteer=True),

    q("voorwerp-binnen-het-brandpunt",
      "Een voorwerp staat tussen een bolle lens en het brandpunt van die lens. Wat voor beeld ontstaat er?",
      ["Een virtueel, rechtopstaand en vergroot beeld aan dezelfde kant als het voorwerp",
       "Een reëel, omgekeerd en verkleind beeld achter de lens",
       "Een reëel, omgekeerd en vergroot beeld achter de lens",
       "Er ontstaat helemaal geen beeld"],
      """
Staat het voorwerp binnen de brandpuntsafstand, dan lopen de stralen na de lens nog steeds uit elkaar en snijden ze elkaar nergens achter de lens. Je oog verlengt ze naar achteren en ziet dan een beeld aan dezelfde kant als het voorwerp: virtueel, rechtop en groter, zoals bij een loep. Een reëel, omgekeerd beeld ontstaat pas als het voorwerp buiten het brandpunt staat, vergroot tussen f en 2f en verkleind voorbij 2f. Dat er helemaal geen beeld zou zijn, geldt alleen in het randgeval waarin het voorwerp precies in het brandpunt staat.""",
      "lang weerlegt"),

    q("vergroting-van-een-loep",
      "Voor een loep geldt bij benadering N = 25 cm / f. Hoeveel keer vergroot een loep met een brandpuntsafstand van 5,0 cm?",
      ["5 keer", "0,2 keer", "20 keer", "125 keer"],
      "N = 25 / 5,0 = 5, dus vijf keer.",
      "rekenen uitgewerkt getal-woorden kort", comp=("25/5", "keer"), sorteer=True),

    q("prisma-en-kleuren",
      "Waarom splitst een prisma wit licht in kleuren?",
      ["Omdat de brekingsindex van glas voor elke golflengte iets anders is",
       "Omdat het glas kleurstoffen bevat",
       "Omdat wit licht in het prisma volledig wordt teruggekaatst",
       "Omdat het prisma infrarood licht omzet in zichtbaar licht"],
      "Violet licht wordt in glas iets sterker gebroken dan rood, waardoor de kleuren waaruit wit licht bestaat uiteenwaaieren, een verschijnsel dat dispersie heet.",
      "kort parafrase"),

    q("lichtsnelheid-in-glas",
      "De brekingsindex van een soort glas is 1,5. Hoe groot is de lichtsnelheid in dat glas, met c = 3,0 · 10⁸ m/s?",
      ["2,0 · 10⁸ m/s", "1,5 · 10⁸ m/s", "3,0 · 10⁸ m/s", "4,5 · 10⁸ m/s"],
      "Uit n = c / v volgt v = c / n = 3,0 · 10⁸ / 1,5 = 2,0 · 10⁸ m/s, en omdat licht in een stof altijd langzamer gaat dan in vacuüm, kan 4,5 · 10⁸ niet kloppen.",
      "rekenen uitgewerkt kort weerlegt"),

    q("punt-waar-stralen-samenkomen",
      "Hoe heet het punt waar evenwijdig invallende stralen na een bolle lens samenkomen?",
      ["Het brandpunt", "Het optisch middelpunt", "De hoofdas", "Het nulpunt"],
      "Evenwijdige stralen komen na een bolle lens samen in het brandpunt, terwijl het optisch middelpunt het punt midden in de lens is waar stralen ongebroken doorheen gaan.",
      "kort weerlegt",
      fb=["Goed: daar vormt zich bijvoorbeeld het beeld van een zeer ver voorwerp.",
          "Door het optisch middelpunt gaan stralen rechtdoor; ze komen er niet samen.",
          "De hoofdas is een lijn door het midden van de lens, geen punt.",
          "Een nulpunt bestaat in de lenzenleer niet; je zoekt het brandpunt."]),

    q("gaatjescamera",
      "Wat voor beeld geeft een *camera obscura* met een klein gaatje en zonder lens?",
      ["Een omgekeerd beeld", "Een rechtopstaand beeld", "Geen beeld, want er is geen lens"],
      "Licht gaat rechtdoor, dus stralen van de bovenkant van het voorwerp komen via het gaatje onderaan op de achterwand terecht en omgekeerd, waarvoor geen lens nodig is.",
      "cursief kort weerlegt"),

    q("hoogte-van-een-boom-uit-schaduw",
      "Een paal van 2,0 m hoog werpt een schaduw van 3,0 m. Op hetzelfde moment werpt een boom een schaduw van 12 m. Hoe hoog is de boom?",
      ["8,0 m", "4,5 m", "6,0 m", "18 m"],
      """
De zonnestralen vallen evenwijdig, dus de verhouding tussen hoogte en schaduw is voor paal en boom gelijk. Die verhouding is 2,0 / 3,0; de boom is dan 12 × 2,0 / 3,0 = 8,0 m hoog. Met 18 m heb je de verhouding omgedraaid.""",
      "rekenen uitgewerkt weerlegt", comp=("12*2/3", "m"), sorteer=True),

    q("toepassing-zonder-breking",
      "Welke van deze toepassingen maakt GEEN gebruik van breking van licht?",
      ["Een binnenspiegel van een auto", "Een vergrootglas", "Een contactlens", "Het objectief van een camera"],
      "Een spiegel werkt met terugkaatsing, terwijl loep, contactlens en objectief allemaal lenzen zijn die het licht afbuigen doordat het een ander materiaal binnengaat.",
      "negatief kort weerlegt"),

    q("betekenis-van-brekingsindex",
      "Wat is de brekingsindex van een stof?",
      ["De verhouding tussen de lichtsnelheid in vacuüm en die in de stof",
       "Het verschil tussen de hoek van inval en de hoek van breking",
       "De dikte van de stof gedeeld door de golflengte",
       "Het percentage licht dat de stof doorlaat"],
      "Een brekingsindex van 1,33 voor water betekent dat licht in water 1,33 keer zo langzaam gaat als in vacuüm ([meer op Wikipedia](https://nl.wikipedia.org/wiki/Brekingsindex)).",
      "link kort parafrase"),

    q("ooglens-bij-dichtbij-kijken",
      "Wat doet de ooglens als je van een verre boom naar een boek vlak voor je kijkt?",
      ["Hij wordt boller, zodat hij sterker breekt",
       "Hij wordt platter, zodat hij minder breekt",
       "Hij schuift naar voren in het oog",
       "Hij verandert niet, want de pupil doet het werk"],
      """
Dichtbij kijken vraagt een sterkere lens: de kringspier rond de lens trekt samen, de lens veert op en wordt boller. Dit heet accommoderen. Bij een camera schuift het objectief heen en weer, maar in het oog verandert de vorm van de lens.""",
      "parafrase weerlegt"),

    q("diaprojector-voorwerpsafstand",
      "Een projector met een lens van f = 10 cm moet een scherp beeld geven op een scherm dat 5,0 m achter de lens staat. Hoe ver moet de dia van de lens af staan?",
      ["10,2 cm", "5,1 cm", "9,8 cm", "490 cm"],
      """
Met 1/f = 1/v + 1/b en b = 500 cm volgt:
1/v = 1/10 − 1/500 = 50/500 − 1/500 = 49/500.
Dus v = 500 / 49 ≈ 10,2 cm, net iets meer dan de brandpuntsafstand.""",
      "rekenen uitgewerkt", comp=("1/(1/10-1/500)", "cm"), sorteer=True),
]

GEBREKKIG = [
    q("lens-dik-in-het-midden",
      "Hoe noem je een lens die in het midden dikker is dan aan de rand?",
      ["Een bolle lens", "Een holle lens", "Een vlakke lens", "Een cilinderlens"],
      "Een lens die in het midden het dikst is, bundelt evenwijdig licht en heet daarom positief of bol.",
      "kort parafrase", lab="explanation/supports-distractor", zet=1),

    q("brandpunt-bij-vijf-dioptrie",
      "Een lens heeft een sterkte van 5 dpt. Wat is de brandpuntsafstand?",
      ["20 cm", "2 cm", "5 cm", "50 cm"],
      "f = 1 / S = 1 / 5 = 0,20 m, en dat is 20 cm.",
      "rekenen uitgewerkt kort", lab="explanation/supports-distractor", zet=3, sorteer=True),

    q("geknakt-rietje",
      "Waarom lijkt een rietje in een glas water geknakt?",
      ["Doordat licht breekt als het van het water naar de lucht gaat",
       "Doordat het water het rietje echt buigt",
       "Doordat het glas als een spiegel werkt",
       "Doordat licht in water sneller gaat dan in lucht"],
      "Licht uit het water buigt af aan het wateroppervlak, zodat het ondergedompelde deel op een andere plek lijkt te zitten, en in water is licht bovendien langzamer, niet sneller, dan in lucht.",
      "kort weerlegt", lab="explanation/supports-distractor", zet=3),
]
