from common import *
TOPIC = "cryptovaluta"
TITLE = "Cryptovaluta"
DESC = "Blockchains, consensusmechanismen, wallets en de economie van cryptovaluta."

q(NONE, "btc-maximum", "Hoeveel bitcoins kunnen er maximaal ooit bestaan?",
  ["Onbeperkt", "42 miljoen", "100 miljoen", "21 miljoen"], "D",
  "Het protocol beperkt de totale uitgifte tot eenentwintig miljoen munten.", "getal-woorden kort")
q(NONE, "halvering", "Wat gebeurt er bij een *halving* van Bitcoin?",
  ["De koers wordt gehalveerd", "De maximale blokgrootte wordt gehalveerd om het netwerk te ontlasten", "De blokbeloning voor miners wordt gehalveerd"], "C",
  "Ongeveer elke vier jaar (elke 210.000 blokken) krijgen miners de helft minder nieuwe munten per blok; de koers ligt niet vast in het protocol.", "cursief weerlegt")
q(NONE, "pow", "Waarop berust het consensusmechanisme PoW?",
  ["Op rekenwerk om een geldige hash te vinden", "Op het vastzetten van munten als onderpand", "Op stemmen door een centrale bank"], "A",
  "Bij proof of work bewijzen miners met veel rekenkracht dat ze moeite hebben gedaan. Munten als onderpand vastzetten hoort niet bij PoW maar bij proof of stake.", "it-acroniem weerlegt")
q(NONE, "ethereum-pos", "Naar welk consensusmechanisme stapte Ethereum over in 2022?",
  ["Proof of authority", "Proof of stake", "Proof of work"], "B",
  "Bij *The Merge* in september 2022 verving Ethereum mining door validators die ether inzetten.", "cursief parafrase")
q(NONE, "private-key", "Wat geeft de bezitter van de private key van een wallet?",
  ["Alleen inzage in het saldo", "Een hogere rente", "Zeggenschap over de munten op de bijbehorende adressen", "Het recht om nieuwe munten te minen"], "C",
  "Met de privésleutel onderteken je transacties; wie hem heeft, kan de munten uitgeven. Inzage in het saldo heeft iedereen, want de blockchain is openbaar.", "weerlegt")
q(NONE, "winst-procent", "Je koopt 0,5 BTC voor € 15.000 en verkoopt die later voor € 18.000. Wat is het rendement?",
  ["20%", "16,7%", "30%"], "A",
  "De winst is € 3000 op een inleg van € 15.000, dus 3000 / 15.000 = 0,20: twintig procent.", "rekenen getal-woorden acroniem", compute=("(18000-15000)/15000*100", "%"))
q(NONE, "stablecoin", "Wat is een stablecoin?",
  ["Een munt waarvan de blokbeloning voor miners nooit verandert, zodat de uitgifte stabiel blijft", "Een token waarvan de waarde aan een referentie zoals de dollar is gekoppeld", "Een munt die nooit verhandeld wordt"], "B",
  "Stablecoins als USDC proberen één op één de koers van een valuta te volgen, meestal gedekt door reserves.", "parafrase acroniem")
q(NONE, "geen-blockchain-eigenschap", "Welke eigenschap heeft een openbare blockchain zoals die van Bitcoin GEEN?",
  ["Iedereen kan de transactiegeschiedenis inzien", "Bevestigde blokken zijn achteraf vrijwel niet te wijzigen", "Transacties kunnen door een beheerder worden teruggedraaid"], "C",
  "De geschiedenis is openbaar en wordt door de keten van hashes tegen wijziging beschermd; die twee eigenschappen kloppen. Een beheerder die transacties terugdraait bestaat niet.", "negatief")
q(NONE, "gas", "Wat is *gas* op Ethereum?",
  ["De eenheid waarmee rekenwerk voor een transactie wordt afgerekend", "Een aparte munt voor miners", "De opslagruimte die een wallet op je apparaat inneemt voor de sleutels"], "A",
  "Elke bewerking in de EVM kost een vaste hoeveelheid gas; je betaalt die in ether tegen een prijs per eenheid.", "cursief it-acroniem feedback",
  fb=["Juist.", "Onjuist: gas wordt in ether betaald en is zelf geen munt.", "Onjuist: gas heeft niets met opslag op je apparaat te maken."])
q(NONE, "satoshi", "Hoeveel satoshi gaan er in één bitcoin?",
  ["1000", "100 miljoen", "1 miljoen"], "B",
  "Een satoshi is de kleinste eenheid: een honderdmiljoenste bitcoin, dus 10⁸ satoshi per munt.", "getal-woorden rekenen kort")
q(NONE, "seed-phrase", "Waarom moet je je herstelzin (seed phrase) offline bewaren?",
  ["Omdat de zin anders verloopt", "Omdat de zin de transactiekosten bepaalt", "Omdat wie de zin kent de hele wallet kan herstellen en leeghalen"], "C",
  """De herstelzin van twaalf of vierentwintig woorden is een leesbare vorm van het geheim waaruit alle sleutels van de
wallet worden afgeleid. Wie hem in handen krijgt, kan de wallet op een eigen apparaat herstellen en alle munten
wegsturen, zonder dat jij daar iets tegen kunt doen. Bewaar je hem in een cloudnotitie of foto, dan kan malware of
een gehackt account hem stelen. Een herstelzin verloopt niet: hij blijft geldig zolang de munten op de bijbehorende
adressen staan. Met transactiekosten heeft hij evenmin iets te maken; die bepaal je per transactie zelf. Het
risico van diefstal is dus de reden om hem offline te bewaren.""", "lang weerlegt")
q(NONE, "dex", "Wat onderscheidt een DEX van een gewone cryptobeurs?",
  ["Handel loopt via smart contracts zonder centrale partij die je munten beheert", "Je kunt er alleen met contant geld betalen", "Er gelden geen transactiekosten"], "A",
  "Op een gedecentraliseerde beurs (DEX) blijven de munten in je eigen wallet tot het contract de ruil uitvoert.", "it-acroniem parafrase")
q(NONE, "blocktijd", "Hoeveel blokken worden er gemiddeld per dag aan de Bitcoin-blockchain toegevoegd, bij een bloktijd van 10 minuten?",
  ["1440", "144", "240"], "B",
  "Een dag heeft 1440 minuten; gedeeld door tien minuten per blok geeft dat 144 blokken.", "rekenen getal-woorden weerlegt", compute=("1440/10", "blokken"))
q(NONE, "kyc", "Wat houdt KYC in bij een cryptobeurs?",
  ["De beurs moet munten verzekeren", "Klanten moeten hun eigen sleutels beheren", "De beurs moet een vast deel van de klantmunten offline bewaren", "De beurs moet de identiteit van klanten vaststellen"], "D",
  "KYC (know your customer) verplicht de beurs te controleren wie de klant is, onder meer tegen witwassen.", "acroniem kort")
q(NONE, "nft", "Wat maakt een NFT niet-vervangbaar?",
  ["Elk token heeft een unieke identificatie en is niet één op één uitwisselbaar", "Het is na aanmaak aan één wallet gebonden en kan daarna nooit meer van eigenaar wisselen", "Het kan niet worden verkocht"], "A",
  "Anders dan een munt, waarvan elk exemplaar gelijk is, staat elke NFT voor één specifiek item met een eigen nummer. Overdragen en verkopen kan gewoon.", "acroniem weerlegt")
q(NONE, "geen-stablecoin", "Welke munt is GEEN stablecoin?",
  ["USDC", "Dogecoin", "USDT"], "B",
  "USDT en USDC zijn aan de dollar gekoppeld en horen dus wel bij de stablecoins. Dogecoin heeft een vrij bewegende koers.", "negatief acroniem kort")
q(NONE, "kosten-transactie", "Een transactie van 250 vbytes betaalt 40 satoshi per vbyte. Hoeveel satoshi kosten de transactiekosten?",
  ["1000", "6250", "10.000"], "C",
  "250 × 40 = 10.000 satoshi.", "rekenen kort", compute=("250*40", "satoshi"))
q(NONE, "cold-wallet", "Wat is een cold wallet?",
  ["Een wallet waarvan de sleutels niet met internet verbonden zijn", "Een wallet op een beurs", "Een wallet zonder saldo"], "A",
  "Sleutels die offline staan, bijvoorbeeld op een hardwareapparaat of papier, zijn onbereikbaar voor aanvallen via het net.", "parafrase feedback",
  fb=["Goed gekozen.", "Helaas: een beurswallet is juist online.", "Helaas: saldo heeft er niets mee te maken."])
q(NONE, "mica", "Welke Europese verordening regelt sinds 2024 het toezicht op aanbieders van cryptodiensten?",
  ["PSD2", "MiCA", "AVG"], "B",
  "MiCA (Markets in Crypto-Assets) legt vergunningsplichten op aan cryptodienstverleners. De AVG gaat niet over crypto maar over privacy, en PSD2 over betaaldiensten.", "acroniem weerlegt")
q(NONE, "hashrate-aandeel", "Een mining pool levert 45 EH/s van een totale hashrate van 600 EH/s. Welk aandeel is dat?",
  ["13,3%", "45%", "7,5%"], "C",
  "45 gedeeld door 600 is 0,075, oftewel zeven en een half procent van de rekenkracht.", "rekenen it-acroniem getal-woorden", compute=("45/600*100", "%"))

q(SUPPORTS, "mempool", "Wat is de mempool?",
  ["Een reservefonds van een beurs voor gehackte wallets", "Een groep miners die samenwerkt", "Het archief van alle oude blokken", "De verzameling nog niet bevestigde transacties die op opname in een blok wachten"], "D",
  "Transacties die zijn verstuurd maar nog niet in een blok staan, wachten in de mempool van de nodes. Een groep samenwerkende miners heet niet mempool maar mining pool.", "weerlegt", moved_to="B")
q(SUPPORTS, "verlies-procent", "Een munt daalt van € 80 naar € 60. Met hoeveel procent moet ze daarna stijgen om weer op € 80 te komen?",
  ["25%", "33,3%", "20%"], "B",
  "Van € 60 terug naar € 80 is een stijging van € 20 op € 60, dus een derde: 33,3%. Vijfentwintig procent is de daling, gemeten vanaf € 80.", "rekenen weerlegt getal-woorden", moved_to="A")
q(SUPPORTS, "niet-bitcoin", "Welke uitspraak over Bitcoin is onjuist?",
  ["Bitcoin werd in 2009 gelanceerd", "De maker gebruikte het pseudoniem Satoshi Nakamoto", "Bitcoin gebruikt proof of stake"], "C",
  "Bitcoin gebruikt proof of work, niet proof of stake. Het netwerk ging wel in januari 2009 van start en de maker is alleen bekend onder het pseudoniem Satoshi Nakamoto.", "negatief kort", moved_to="B")
