from lib import Q, topic

T = "bedrijfskunde"
topic(T, "Bedrijfskunde", "Strategie, marketing, organisatie en bedrijfseconomisch rekenen.")


def q(*a, **k):
    Q(*a, topic=T, **k)


q("swot-letters",
  "Waar staan de letters van een SWOT-analyse voor?",
  ["*Strengths, Weaknesses, Opportunities, Threats", "Sales, Workforce, Organisation, Technology", "Strategy, Work, Output, Targets"],
  """
Een SWOT-analyse zet de interne sterktes en zwaktes van een organisatie naast de kansen en bedreigingen in de omgeving. In het Nederlands spreekt men daarom ook wel van een sterkte-zwakteanalyse.""",
  s="par")

q("prijs-exclusief-btw",
  "Een product kost € 121 inclusief 21 % btw. Wat is de prijs exclusief btw?",
  ["*€ 100,00", "€ 95,59", "€ 146,41"],
  """
De prijs inclusief btw is 121 % van de prijs exclusief btw. Deel dus door 1,21: € 121 / 1,21 = € 100,00. Wie 21 % van € 121 aftrekt (€ 121 × 0,79 = € 95,59), neemt het verkeerde bedrag als basis; € 146,41 is er nog eens btw bovenop gerekend.""",
  s="cal all", rel=["omzet-exclusief-btw-webshop"])

q("brutowinst-verkoopprijs",
  "Een winkel koopt een artikel in voor € 40 en verkoopt het voor € 50 (beide exclusief btw). Hoeveel procent van de verkoopprijs is de brutowinst?",
  ["10 %", "*20 %", "25 %", "80 %"],
  """
De brutowinst is € 50 − € 40 = € 10. Als percentage van de verkoopprijs: 10 / 50 × 100 = 20 %. De 25 % is de opslag, berekend over de inkoopprijs (10 / 40). Tachtig procent is het aandeel van de inkoopprijs in de verkoopprijs, en 10 % is gewoon het bedrag in euro's als percentage gelezen.""",
  s="cal all")

q("break-even-aantal",
  "Een bedrijf heeft € 20 000 vaste kosten per jaar. Het product wordt verkocht voor € 50 per stuk en de variabele kosten zijn € 30 per stuk. Bij hoeveel verkochte stuks speelt het bedrijf quitte?",
  ["400 stuks", "667 stuks", "*1000 stuks", "250 stuks"],
  """
Elk verkocht stuk levert een dekkingsbijdrage van € 50 − € 30 = € 20 op. Om € 20 000 vaste kosten te dekken zijn 20 000 / 20 = duizend stuks nodig. Met 400 deel je door de verkoopprijs en met 667 door de variabele kosten, wat allebei niet klopt.""",
  s="cal")

q("marketingmix-vier-p",
  "Welke vier P's vormen de klassieke marketingmix?",
  ["*Product, prijs, plaats en promotie", "Product, personeel, planning en prijs", "Prijs, proces, partners en promotie"],
  """
De klassieke marketingmix van McCarthy bestaat uit product, prijs, plaats (distributie) en promotie. Latere uitbreidingen voor diensten voegen onder meer personeel en proces toe, maar die horen niet bij de oorspronkelijke vier.""",
  s="q kf")

q("geen-vaste-kosten-bakkerij",
  "Welke kostenpost is voor een bakkerij GEEN vaste kosten?",
  ["De huur van het pand", "De verzekering van de winkel", "*Het meel voor het brood", "De afschrijving op de oven"],
  """
Vaste kosten blijven gelijk, hoeveel brood je ook bakt: de huur, de verzekeringspremie en de afschrijving op de oven moeten ook worden betaald als er een week weinig wordt verkocht. De kosten van het meel stijgen met elk extra brood; dat zijn variabele kosten.""",
  s="gen")

q("current-ratio-betekenis",
  "Wat meet de current ratio van een onderneming?",
  ["Hoe winstgevend de onderneming is",
   "*Of de onderneming haar kortlopende schulden kan betalen uit haar vlottende activa",
   "Hoeveel procent van het vermogen eigen vermogen is"],
  """
De current ratio = vlottende activa / kortlopende schulden. Het is een maatstaf voor liquiditeit: kan het bedrijf de rekeningen van het komende jaar betalen? Winstgevendheid meet je met rentabiliteit, en het aandeel eigen vermogen met de solvabiliteit.""",
  s="gen all", rel=["current-ratio-berekenen"])

q("current-ratio-berekenen",
  "Een bedrijf heeft € 150 000 aan vlottende activa en € 100 000 aan kortlopende schulden. Wat is de current ratio?",
  ["0,67", "*1,5", "2,5"],
  "150 000 / 100 000 = 1,5.",
  s="cal q one", rel=["current-ratio-betekenis"])

q("bv-aansprakelijkheid",
  "Welke uitspraak over een besloten vennootschap (bv) is juist?",
  ["*Aandeelhouders van een bv zijn in principe niet met hun privévermogen aansprakelijk voor de schulden van de bv.",
   "Aandeelhouders van een bv zijn altijd met hun privévermogen aansprakelijk voor de schulden van de bv.",
   "Alleen de grootste aandeelhouder van een bv is met zijn privévermogen aansprakelijk voor de schulden van de bv."],
  """
Een bv is een rechtspersoon met een eigen vermogen. De schuldeisers kunnen zich op dat vermogen verhalen, niet op het huis of de spaarrekening van de aandeelhouders. Alleen in uitzonderingsgevallen, zoals bij onbehoorlijk bestuur, kunnen bestuurders persoonlijk aansprakelijk worden gesteld.""",
  s="stmt gen")

q("platte-organisatie",
  "Hoe heet een organisatie met weinig managementlagen en een grote span of control per leidinggevende?",
  ["Een hoge (steile) organisatie", "*Een platte organisatie", "Een matrixorganisatie", "Een projectorganisatie"],
  """
Een platte organisatie heeft weinig lagen tussen de top en de werkvloer, waardoor elke manager veel medewerkers aanstuurt. Een hoge organisatie is het omgekeerde: veel lagen, elk met weinig mensen. Bij een matrixorganisatie hebben medewerkers twee leidinggevenden, en een projectorganisatie is tijdelijk rond een opdracht ingericht; beide zeggen niets over het aantal lagen.""",
  s="kf all")

q("kpi-betekenis",
  "Wat is een KPI?",
  ["Een kostenpost die niet in het budget was opgenomen",
   "*Een meetbare grootheid waarmee een organisatie volgt of zij haar belangrijkste doelen haalt",
   "Een interne procedure voor het aannemen van personeel"],
  """
KPI staat voor key performance indicator. Denk aan klanttevredenheid, de levertijd of het percentage terugkerende klanten: getallen die je regelmatig meet om te zien of een doel dichterbij komt.""",
  s="par gen")

q("smart-letter-a",
  "Waar staat de A in SMART-doelen in Nederlandse lesmethoden meestal voor?",
  ["Analyseerbaar", "*Acceptabel", "Actueel"],
  """
SMART staat voor specifiek, meetbaar, acceptabel, realistisch en tijdgebonden. Acceptabel betekent dat de betrokkenen het doel onderschrijven. In Engelstalige bronnen staat de A meestal voor achievable.""",
  s="q")

q("pdca-cyclus",
  "Waar staat PDCA in de kwaliteitscirkel van Deming voor?",
  ["Plan, Design, Control, Audit", "*Plan, Do, Check, Act", "Prepare, Do, Check, Adjust", "Plan, Decide, Create, Assess"],
  """
De cyclus bestaat uit plannen, uitvoeren, controleren en bijsturen. Na de laatste stap begin je weer bij het plannen, zodat de kwaliteit steeds een stap verbetert.""",
  s="par")

q("productlevenscyclus-volgorde",
  "Welke volgorde van fasen in de productlevenscyclus is juist?",
  ["*Introductie – groei – volwassenheid – verzadiging – neergang",
   "Introductie – volwassenheid – groei – verzadiging – neergang",
   "Groei – introductie – volwassenheid – neergang – verzadiging"],
  """
Een product doorloopt:

1. **introductie**: lage omzet, hoge kosten
2. **groei**: de omzet stijgt snel
3. **volwassenheid**: de groei vlakt af
4. **verzadiging**: de markt is vol
5. **neergang**: de omzet daalt

Groei komt dus vóór volwassenheid, en verzadiging vóór neergang.""",
  s="md", md=True)

q("lineaire-afschrijving",
  "Een machine kost € 50 000, heeft na 5 jaar een restwaarde van € 5 000 en wordt lineair afgeschreven. Hoeveel is de jaarlijkse afschrijving?",
  ["*€ 9 000", "€ 10 000", "€ 11 000"],
  """
Afschrijving per jaar = (aanschafwaarde − restwaarde) / gebruiksduur = (€ 50 000 − € 5 000) / 5 = € 9 000. Wie de restwaarde vergeet, komt op € 10 000; wie haar optelt in plaats van aftrekt, op € 11 000.""",
  s="cal")

q("omzet-exclusief-btw-webshop",
  "Een webshop verkoopt 250 artikelen van € 24,20 per stuk, inclusief 21 % btw. Hoeveel is de omzet exclusief btw?",
  ["€ 4 779,50", "*€ 5 000,00", "€ 6 050,00"],
  """
Een artikel kost exclusief btw € 24,20 / 1,21 = € 20,00. Voor 250 stuks is dat 250 × € 20,00 = € 5 000,00.""",
  s="cal", rel=["prijs-exclusief-btw"])

q("porter-geen-kracht",
  "Welke factor is GEEN van de vijf krachten uit het model van Porter?",
  ["De dreiging van nieuwe toetreders", "De onderhandelingsmacht van leveranciers",
   "De dreiging van substituten", "*De hoogte van de rente"],
  """
Porter beschrijft de concurrentie binnen een bedrijfstak met vijf krachten: nieuwe toetreders, substituten, de macht van leveranciers, de macht van afnemers en de onderlinge rivaliteit. De rentestand is een macro-economische omgevingsfactor en hoort daar niet bij.""",
  s="gen")

# --- gebrekkig ---
q("monopolie-marktvorm",
  "Hoe heet de marktvorm met één aanbieder en veel vragers?",
  ["Oligopolie", "*Monopolie", "Monopsonie", "Volledige mededinging"],
  """
Bij een monopolie is er maar één verkoper, die daardoor veel invloed op de prijs heeft. Een oligopolie heeft enkele grote aanbieders, en bij een monopsonie is er juist maar één koper.""",
  s="kf all", sd=2)

q("rechtspersoon-rechtsvorm",
  "Welke rechtsvorm is een rechtspersoon?",
  ["De eenmanszaak", "*De besloten vennootschap (bv)", "De vennootschap onder firma (vof)", "De eenmanszaak."],
  """
Een bv heeft rechtspersoonlijkheid: ze kan zelf contracten sluiten en eigendom hebben. Bij een eenmanszaak en een vof is dat niet zo; daar zijn de eigenaar of de vennoten zelf drager van rechten en plichten.""",
  s="kf", dup=(0, 3))
