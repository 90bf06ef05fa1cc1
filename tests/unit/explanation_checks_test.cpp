// The explanation family: the support model (support.h), the letter claims, the decision list,
// and the acceptance test over the real bank (moving the key to each distractor is reported).
#include <gtest/gtest.h>

#include <regex>

#include "checks/explanation/letter_claims.h"
#include "checks/explanation/reading.h"
#include "checks/explanation/support.h"
#include "core/model.h"
#include "core/text/analyzer.h"
#include "keyswap.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::explanation_checks_test {
namespace {
namespace fs = std::filesystem;

const TextAnalyzer& analyzer() {
  static const auto a = TextAnalyzer::load(test::source_dir() / "rules", "nl");
  return *a;
}

TextField field(const std::string& value) {
  TextField f;
  f.set(value);
  f.present = true;
  return f;
}

Question question(const std::string& stem, const std::string& explanation, const std::vector<std::string>& options) {
  Question q;
  q.stem = field(stem);
  q.explanation = field(explanation);
  for (std::size_t i = 0; i < options.size(); ++i) {
    Option o;
    o.index = i;
    o.text = field(options[i]);
    q.options.push_back(o);
  }
  return q;
}

ExplanationReading read(const Question& q) {
  TermStatistics stats;
  QuestionTerms terms;
  if (question_terms(q, analyzer(), 20000, terms)) stats.add(terms.terms);
  return read_explanation(q, analyzer(), stats, ReadingSettings{});
}

std::string claims(const std::string& text) {
  std::string out;
  for (const auto& c : find_letter_claims(text, analyzer())) {
    out += std::string(1, c.letter) + "@" + std::to_string(c.begin) + " ";
  }
  return out;
}

TEST(LetterClaims, CallingALetterRight) {
  EXPECT_EQ(claims("B is juist. De schil is gevuld."), "B@0 ");
  EXPECT_EQ(claims("Antwoord: A. In FP16 kost elke parameter twee bytes."), "A@10 ");
  EXPECT_EQ(claims("Het juiste antwoord is C, want de bandbreedte beperkt."), "C@23 ");
  EXPECT_EQ(claims("Het antwoord is dus optie D."), "D@26 ");
  EXPECT_EQ(claims("Dat maakt duidelijk dat optie B klopt."), "B@30 ");
  EXPECT_EQ(claims("Zo zie je het. C is het juiste antwoord."), "C@15 ");
  EXPECT_EQ(claims("Sleutel: B"), "B@9 ");
}

TEST(LetterClaims, RejectionsAndOrdinaryCapitalsAreNotClaims) {
  EXPECT_EQ(claims("A is onjuist, want de kern verdubbelt het DNA."), "");
  EXPECT_EQ(claims("Antwoord B is fout: de gewichten veranderen niet."), "");
  EXPECT_EQ(claims("C klopt niet, want er is geen gradiënt."), "");
  EXPECT_EQ(claims("Het antwoord is niet C."), "");
  EXPECT_EQ(claims("Het foute antwoord is B."), "");
  EXPECT_EQ(claims("Vitamine C is goed voor de opname van ijzer."), "");
  EXPECT_EQ(claims("In antwoord A wordt de kern genoemd."), "");
  EXPECT_EQ(claims("De A100 is een GPU van NVIDIA."), "");
}

std::string claims_by_verdict(const std::string& text) {
  std::string out;
  for (const auto& c : find_letter_claims(text, analyzer())) out += c.by_verdict ? "v" : "n";
  return out;
}

TEST(LetterClaims, OrdinalsAndALetterThatClosesTheSentence) {
  EXPECT_EQ(claims("De tweede bewering is juist, want de maan draait om de aarde."), "B@0 ");
  EXPECT_EQ(claims("Daarom is de derde uitspraak de juiste."), "C@10 ");
  EXPECT_EQ(claims("Het juiste antwoord is de eerste optie."), "A@23 ");
  EXPECT_EQ(claims("Vier waarden, dus vier keer: antwoord B."), "B@38 ");
  EXPECT_EQ(claims("Dus antwoord C."), "C@13 ");
  // Rejections, and ordinals and letters that name no answer.
  EXPECT_EQ(claims("De tweede optie klopt helemaal niet: Windows kent ook threads."), "");
  EXPECT_EQ(claims("B klopt helemaal niet."), "");
  EXPECT_EQ(claims("De eerste bewering is onjuist."), "");
  EXPECT_EQ(claims("De tweede wereldoorlog eindigde in 1945."), "");
  EXPECT_EQ(claims("Zie ook antwoord B."), "");
  EXPECT_EQ(claims("In antwoord B staat de kern."), "");
  // A verdict and a named answer are told apart: in a question after what does not hold, only the
  // second names the key.
  EXPECT_EQ(claims_by_verdict("De eerste bewering klopt. Het antwoord is C."), "vn");
}

// Sound explanations the readings of this file must leave alone (found by a review).
TEST(Reading, LabelsDescriptionsAndStatementsThatAreNoVerdicts) {
  // A label at the start of a sentence names no answer.
  EXPECT_EQ(claims("Optie A. Een switch stuurt frames door. Optie B. Een router kiest de route."), "");
  const auto labels = read(question("Wat doet een router?",
                                    "Optie A. Een switch stuurt frames door. Optie B. Een router kiest de route.",
                                    {"Frames doorsturen", "De route kiezen"}));
  EXPECT_EQ(labels.options[0].letter, 0);
  EXPECT_EQ(labels.options[1].letter, 0);
  // "B is het juiste antwoord" names the answer; it is no verdict.
  EXPECT_EQ(claims_by_verdict("B is het juiste antwoord."), "n");
  EXPECT_EQ(claims_by_verdict("De tweede optie is het juiste antwoord."), "n");
  // "is waar veel leerlingen in trappen": no verdict.
  EXPECT_EQ(claims("De tweede optie is waar veel leerlingen in trappen."), "");
  // A key described with "te", a decay, a partial verdict: none of them denies the key.
  const auto te = read(question("Wat is er bij diabetes type 1 aan de hand?",
                                "Bij diabetes type 1 maakt de alvleesklier te weinig insuline aan.",
                                {"Te weinig insuline", "Te veel suiker in het eten"}));
  EXPECT_LT(te.options[0].denied, 0.15);
  const auto decay =
      read(question("Wat is de halfwaardetijd van koolstof-14?",
                    "Koolstof-14 vervalt met een halfwaardetijd van 5730 jaar.", {"5730 jaar", "1 miljoen jaar"}));
  EXPECT_LT(decay.options[0].denied, 0.15);
  const auto partial = read(question("Welke vorm heeft de aarde?",
                                     "De aarde is een bol, dat klopt niet helemaal: ze is aan de polen afgeplat.",
                                     {"Een bol die aan de polen is afgeplat", "Een platte schijf"}));
  EXPECT_LT(partial.options[0].denied, 0.15);
  // A stem that asks what would happen is answered with "zou": that states the key.
  const auto would = read(question("Wat zou er gebeuren met de getijden als de maan verdween?",
                                   "Dan zouden de getijden veel zwakker worden, want alleen de zon trekt dan nog.",
                                   {"De getijden worden veel zwakker", "De getijden worden sterker"}));
  EXPECT_GE(would.options[0].affirmed, 0.5);
  // Statements the stem numbers itself (I, II) are no options: "de tweede bewering" is not B.
  Question roman = question(
      "Bewering I: water kookt op zeeniveau bij 100 °C. Bewering II: ijs smelt bij 0 °C. "
      "Welke beweringen zijn juist?",
      "De eerste bewering is juist. De tweede bewering is ook juist, dus beide kloppen.",
      {"Alleen I", "Alleen II", "Beide"});
  EXPECT_FALSE(ordinal_context(roman).statements);
  const auto r = read(roman);
  EXPECT_EQ(r.options[0].letter, 0);
  EXPECT_EQ(r.options[1].letter, 0);
  EXPECT_EQ(claims("De eerste keuze is in twee derde van de gevallen fout."), "");
}

TEST(Reading, OrdinalsAndVerdictClauses) {
  const auto r = read(question("Welke bewering over de maan is juist?",
                               "De eerste bewering klopt niet. Daarom is de tweede bewering de juiste. De derde "
                               "bewering is onjuist.",
                               {"Zij geeft licht", "Zij weerkaatst licht", "Zij is groter dan de aarde"}));
  EXPECT_EQ(r.options[0].letter, -1);
  EXPECT_EQ(r.options[1].letter, 1);
  EXPECT_EQ(r.options[2].letter, -1);
  // A window of one sentence: "Dat is de derde optie." passes no verdict of the next sentence on C.
  const auto window = read(question("Wat zegt het theorema?", "Dat is de derde optie. De eerste optie is onjuist.",
                                    {"alles tegelijk", "één server", "kiezen"}));
  EXPECT_EQ(window.options[2].letter, 0);
  EXPECT_EQ(window.options[0].letter, -1);
  // "Dat X, klopt niet": the verdict clause negates the clause before it.
  const auto dat = read(question("Welke uitspraak over recursie klopt NIET?",
                                 "Dat recursie altijd sneller is dan een lus, klopt niet: elke aanroep kost tijd.",
                                 {"Recursie is altijd sneller dan een lus", "Een basisgeval is nodig"}));
  EXPECT_GE(dat.options[0].denied, 0.5);
  EXPECT_LT(dat.options[0].affirmed, 0.15);
  // "tien keer te lang" calls the measure before it wrong; a counterfactual states nothing.
  const auto te = read(question("Hoe lang duurt de download?",
                                "Bij 100 Mbit/s duurt het 80 seconden. Achthonderd seconden is tien keer te lang.",
                                {"80 seconden", "800 seconden"}));
  EXPECT_GE(te.options[1].denied, 0.5);
  EXPECT_LT(te.options[1].affirmed, 0.15);
  const auto zou = read(question(
      "Welk commando geeft iedereen lees- en uitvoerrecht en alleen de eigenaar schrijfrecht?",
      "Bij 755 krijgt de eigenaar 7 en de rest 5. Met 777 zou iedereen mogen schrijven.", {"chmod 755", "chmod 777"}));
  EXPECT_LT(zou.options[1].affirmed, 0.15);
  EXPECT_GE(zou.options[0].affirmed, 0.5);
}

TEST(Reading, OwnTermsStatedInTheExplanation) {
  const auto r = read(question("Waar in de cel worden eiwitten gebouwd?",
                               "De ribosomen koppelen de aminozuren aan elkaar volgens het boodschapper-RNA.",
                               {"In de ribosomen, die aminozuren koppelen", "In de kern, waar het DNA wordt verdubbeld",
                                "In het golgiapparaat"}));
  ASSERT_EQ(r.options.size(), 3u);
  EXPECT_EQ(r.options[0].own_terms, 3u);  // ribosom, aminozur, koppel
  EXPECT_DOUBLE_EQ(r.options[0].affirmed, 1.0);
  EXPECT_DOUBLE_EQ(r.options[1].affirmed, 0.0);
  EXPECT_DOUBLE_EQ(r.options[2].affirmed, 0.0);
  EXPECT_FALSE(r.negative_stem);
}

TEST(Reading, NegationsDenyWhatTheyGovern) {
  // "niet X maar Y"; "niet" closing the clause (Dutch word order); "X geldt voor A, niet voor B".
  auto r = read(question("Wat bepaalt de snelheid van decode?",
                         "Het is niet de rekenkracht maar de bandbreedte die het tempo bepaalt.",
                         {"De rekenkracht", "De bandbreedte", "De opslag"}));
  EXPECT_DOUBLE_EQ(r.options[0].denied, 1.0);
  EXPECT_DOUBLE_EQ(r.options[0].affirmed, 0.0);
  EXPECT_DOUBLE_EQ(r.options[1].affirmed, 1.0);
  r = read(question("Waardoor stijgt de zeespiegel?",
                    "Smeltend zee-ijs verhoogt de zeespiegel niet, want dat drijft al; landijs wel.",
                    {"Door smeltend zee-ijs", "Door smeltend landijs", "Door meer regen"}));
  EXPECT_GT(r.options[0].denied, 0.5);
  EXPECT_GT(r.options[1].affirmed, 0.5);
  r = read(question("Welk protocol herstelt verloren pakketten?", "Hertransmissie geldt voor TCP, niet voor UDP.",
                    {"TCP", "UDP", "ICMP"}));
  EXPECT_GT(r.options[0].affirmed, 0.5);
  EXPECT_DOUBLE_EQ(r.options[1].denied, 1.0);
  // "niet-lineair" and "niet alleen" negate nothing.
  r = read(question("Wat maakt een neuraal netwerk krachtig?",
                    "Een niet-lineaire activatie laat het netwerk niet alleen rechte grenzen leren.",
                    {"De activatie", "De invoer", "De opslag"}));
  EXPECT_DOUBLE_EQ(r.options[0].denied, 0.0);
  EXPECT_GT(r.options[0].affirmed, 0.5);
}

TEST(Reading, SetApartAndOfNoConsequence) {
  // "anders dan X", "in plaats van X": X is set apart, not stated.
  auto r = read(question("Wat geeft een lege cel in een query?",
                         "De database zet er `NULL` in, en dat is iets anders dan het getal nul of een lege tekst.",
                         {"`NULL`", "Een nul", "Een lege tekst"}));
  EXPECT_DOUBLE_EQ(r.options[1].affirmed, 0.0);
  EXPECT_GT(r.options[1].denied, 0.5);
  EXPECT_GT(r.options[2].denied, 0.5);
  r = read(question("Welk protocol gebruikt DNS meestal?", "Een opzoeking gaat via UDP in plaats van TCP.",
                    {"UDP", "TCP", "ICMP"}));
  EXPECT_GT(r.options[0].affirmed, 0.5);
  EXPECT_DOUBLE_EQ(r.options[1].denied, 1.0);
  // The separable "wijkt ... af van".
  r = read(question("Wat is de dagwaarde van een fiets?",
                    "Het is wat de fiets nu nog waard is; dat wijkt meestal sterk af van de nieuwprijs.",
                    {"Wat de fiets nu nog waard is", "De nieuwprijs van de fiets", "De prijs van een nieuw slot"}));
  EXPECT_GT(r.options[0].affirmed, 0.5);
  EXPECT_DOUBLE_EQ(r.options[1].affirmed, 0.0);
  EXPECT_GT(r.options[1].denied, 0.5);
  // "speelt geen rol", "heeft met ... niets te maken": the subject is denied, not what it is set beside.
  r = read(question("Waarom smelt vuil ijs sneller?",
                    "Donker ijs neemt meer warmte op. Het gewicht van het stof speelt geen rol.",
                    {"Door de warmte die donker ijs opneemt", "Door het gewicht van het stof", "Door de wind"}));
  EXPECT_GT(r.options[1].denied, 0.5);
  EXPECT_DOUBLE_EQ(r.options[1].affirmed, 0.0);
  r = read(question("Wat doet een load balancer?",
                    "Hij verdeelt verzoeken over servers. Back-ups maken heeft met het verdelen van verzoeken niets te "
                    "maken.",
                    {"Verzoeken verdelen over servers", "Back-ups maken", "Servers bijmaken"}));
  EXPECT_DOUBLE_EQ(r.options[0].denied, 0.0);
  EXPECT_GT(r.options[1].denied, 0.5);
  // "is niet nodig", "maakt niet uit": the subject is not needed, or of no consequence ...
  r = read(question("Hoe bereid je oude lak voor op een nieuwe laag?",
                    "Licht schuren maakt de oude laag ruw; de oude verf helemaal weghalen is dan niet nodig.",
                    {"Licht schuren", "De oude verf helemaal weghalen", "Afnemen met water"}));
  EXPECT_GT(r.options[1].denied, 0.5);
  EXPECT_DOUBLE_EQ(r.options[1].affirmed, 0.0);
  r = read(question("Wat moet je met plastic zakjes doen?",
                    "Zakjes horen bij het plastic; de dunne folie maakt voor de machine niet uit.",
                    {"Bij het plastic", "De dunne folie", "Bij het restafval"}));
  EXPECT_GT(r.options[1].denied, 0.5);
  // ... not what a phrase opening the clause says it is for ...
  r = read(question("Welke manier van reizen tussen twee dorpen is het goedkoopst?",
                    "Voor het fietsen is een kaartje niet nodig. Trein en bus kosten geld per rit.",
                    {"Fietsen", "De trein nemen", "De bus nemen"}));
  EXPECT_DOUBLE_EQ(r.options[0].denied, 0.0);
  // ... and not in a relative clause that describes something ("Pagina's die even niet nodig zijn").
  r = read(question("Wat doet virtueel geheugen?",
                    "Pagina's die even niet nodig zijn, zet het besturingssysteem op de schijf.",
                    {"Weinig gebruikte pagina's op de schijf zetten", "Het RAM uitbreiden", "De cache legen"}));
  EXPECT_DOUBLE_EQ(r.options[0].denied, 0.0);
}

TEST(Reading, NegationsThatDenyNothingOfTheSubject) {
  // "kost niets" is a price.
  auto r = read(question("Welke berichtenapp is gratis te gebruiken?",
                         "Signal kost niets; voor Threema betaal je eenmalig.", {"Signal", "Threema", "iMessage"}));
  EXPECT_DOUBLE_EQ(r.options[0].denied, 0.0);
  // A negation in a "dat" clause with its own subject stays in that clause ...
  r = read(question("Wat zet je in het alt-attribuut van een afbeelding die alleen versiert?",
                    "Een lege tekst vertelt de schermlezer dat de afbeelding niets toevoegt.",
                    {"Een lege tekst", "De bestandsnaam", "Het woord plaatje"}));
  EXPECT_DOUBLE_EQ(r.options[0].denied, 0.0);
  EXPECT_GT(r.options[0].affirmed, 0.5);
  // ... but a relative "dat" without one passes it on to what it describes.
  r = read(question("Welke boom is geen naaldboom?", "De beuk is de enige boom dat geen naaldboom is.",
                    {"De beuk", "De den", "De spar"}));
  EXPECT_GT(r.options[0].denied, 0.5);
}

TEST(Reading, WhatTheNewReadingsLeaveAlone) {
  // Cases from a review of the readings above, in other words. A fronted "Anders dan X" or "In
  // plaats van X" sets apart X alone, not the verb and object after it.
  auto r = read(question("Waar legt een schildpad haar eieren?",
                         "Anders dan een kikker legt een schildpad haar eieren op het land.",
                         {"Op het land", "In het water", "In een boom"}));
  EXPECT_DOUBLE_EQ(r.options[0].denied, 0.0);
  r = read(question("Waarmee hecht een mos zich vast?",
                    "In plaats van wortels heeft een mos draadjes die het vasthouden.",
                    {"Met draadjes", "Met wortels", "Met zuignappen"}));
  EXPECT_DOUBLE_EQ(r.options[0].denied, 0.0);
  EXPECT_GT(r.options[1].denied, 0.5);
  // "heeft niets te maken met X" denies X too.
  r = read(question("Wat bepaalt hoe hoog een fluit klinkt?",
                    "Hoe hoog een toon klinkt, heeft niets te maken met de luidheid: het hangt af van de frequentie.",
                    {"De frequentie", "De luidheid", "De kleur van de fluit"}));
  EXPECT_GT(r.options[1].denied, 0.5);
  EXPECT_DOUBLE_EQ(r.options[1].affirmed, 0.0);
  // "betalen helpt niets" is a denial, not a price.
  r = read(question("Wat doe je na een aanval met gijzelsoftware?",
                    "Losgeld betalen helpt niets: vaak krijg je de sleutel nooit. Zet de back-up terug.",
                    {"De back-up terugzetten", "Het losgeld betalen", "De schijf formatteren"}));
  EXPECT_GT(r.options[1].denied, 0.5);
  // After "merk je dat" the negation is still about the method named before it.
  r = read(question("Hoe haal je opgeloste suiker uit thee?",
                    "Bij zeven merk je dat de suiker niet in de zeef achterblijft, want die is opgelost.",
                    {"Door het water te laten verdampen", "Door de thee te zeven", "Door te roeren"}));
  EXPECT_GT(r.options[1].denied, 0.5);
  // A two-word key defined with a name and an apposition is not handed to that name.
  r = read(question("Waar ontstaat nieuwe oceaanbodem?",
                    "Een divergente plaatgrens is een spreidingszone, de plek waar magma opwelt en stolt.",
                    {"Een divergente plaatgrens", "Een convergente plaatgrens", "Een breuklijn op het land"}));
  EXPECT_DOUBLE_EQ(r.options[0].denied, 0.0);
  // An exponent has no unit: "4²" is no "2 m²".
  r = read(question("Hoe groot is een vierkant van 4 m bij 4 m?", "De oppervlakte is 4² = 16 m².",
                    {"16 m²", "2 m²", "8 m²"}));
  EXPECT_DOUBLE_EQ(r.options[1].affirmed, 0.0);
  EXPECT_EQ(r.options[0].number, 3);
}

TEST(Reading, AClaimBoundToAnotherSubjectIsNotStated) {
  // The distractor's subject is named, but with a claim that is not what the stem asks.
  const auto r = read(question("Welk apparaat kiest de route van een pakket op basis van IP-adressen?",
                               "Een router kiest de route met IP-adressen, een switch werkt alleen met MAC-adressen.",
                               {"Een switch", "Een router", "Een hub"}));
  EXPECT_DOUBLE_EQ(r.options[1].affirmed, 1.0);
  EXPECT_LE(r.options[0].affirmed, 0.5);
  EXPECT_DOUBLE_EQ(r.options[2].affirmed, 0.0);
}

TEST(Reading, APassiveAgentTakesAClaimNotAName) {
  // "door de nieren" takes the distractor's activity from the subject the stem asks about ...
  auto r =
      read(question("Wat doet de alvleesklier?",
                    "De alvleesklier maakt insuline aan. Afvalstoffen worden door de nieren uit het bloed gefilterd.",
                    {"Insuline aanmaken", "Afvalstoffen uit het bloed filteren", "Gal opslaan"}));
  EXPECT_GE(r.options[0].affirmed, 0.5);
  EXPECT_LT(r.options[1].affirmed, 0.5);
  // ... but an option that only names a thing is not handed to whoever acted on it.
  r = read(question("Welk vliegtuig maakte de eerste gemotoriseerde vlucht?",
                    "De Flyer werd in 1903 door de gebroeders Wright gebouwd. De Fokker kwam pas later.",
                    {"De Flyer", "De Zeppelin", "De Fokker"}));
  EXPECT_DOUBLE_EQ(r.options[0].denied, 0.0);
  EXPECT_GT(r.options[0].affirmed, 0.5);
}

TEST(Reading, ANameGivenBeforeAnApposition) {
  // "... is een moraine, het puin dat ...": the name still ends what the clause says of the distractor.
  const auto r =
      read(question("Wat is een fjord?",
                    "Een fjord is een door een gletsjer uitgesleten dal dat later door de zee is gevuld. Een "
                    "wal van stenen die een gletsjer achterlaat is een morene, het puin van de ijstong.",
                    {"Een door ijs uitgesleten dal vol zeewater",
                     "Een wal van stenen die een gletsjer "
                     "achterlaat",
                     "Een meer in een krater"}));
  EXPECT_LT(r.options[1].affirmed, 0.5);
  EXPECT_GT(r.options[1].denied, 0.3);
}

TEST(Reading, CompoundPartsSeparableVerbsAndAcronyms) {
  auto r = read(question("Waarom is opzoeken in grote tabellen lastig voor een versneller?",
                         "De geheugenbandbreedte bepaalt de snelheid; de embeddingtabel is verspreid opgeslagen.",
                         {"Door de bandbreedte", "Door de rekeneenheden", "Door de opslag op schijf"}));
  EXPECT_GT(r.options[0].affirmed, 0.5);  // "bandbreedte" is part of "geheugenbandbreedte"
  EXPECT_DOUBLE_EQ(r.options[1].affirmed, 0.0);
  r = read(question("Waardoor stijgt de zeespiegel?", "Warm zeewater zet uit en neemt meer ruimte in.",
                    {"Het uitzetten van zeewater", "Meer aardbevingen", "Minder regen"}));
  EXPECT_GT(r.options[0].affirmed, 0.5);
  r = read(question("Welk protocol vertaalt een naam naar een adres?",
                    "Het Domain Name System zoekt bij een naam het bijbehorende IP-adres op.", {"DHCP", "DNS", "ARP"}));
  EXPECT_GT(r.options[1].affirmed, 0.5);
  EXPECT_DOUBLE_EQ(r.options[0].affirmed, 0.0);
}

TEST(Reading, TheOrderOfSharedTermsCounts) {
  const auto r = read(question(
      "Wat bepaalt bij prefill en bij decode vooral de snelheid?",
      "Bij prefill is de rekenkracht de grens; bij decode bepaalt de bandbreedte het tempo.",
      {"Bij prefill de rekenkracht, bij decode de bandbreedte", "Bij prefill de bandbreedte, bij decode de rekenkracht",
       "In beide fasen de verbinding met de processor"}));
  EXPECT_GT(r.options[0].affirmed, 0.9);
  EXPECT_GT(r.options[1].denied, 0.9);
}

TEST(Reading, NumbersByValueUnitAndRole) {
  // The key is the result the explanation computes; the stem's numbers are operands.
  auto r = read(question("Los op: 4x − 2 = 10. Wat is x?", "Tel 2 op bij beide kanten: 4x = 12. Deel door 4: x = 3.",
                         {"x = 2", "x = 3", "x = 12"}));
  EXPECT_EQ(r.options[1].number, 3);
  EXPECT_EQ(r.options[2].number, 2);
  EXPECT_GT(r.options[1].affirmed, r.options[2].affirmed);
  EXPECT_LT(r.options[0].affirmed, 0.5);
  // Number words and units as words.
  r = read(question("Hoeveel keer zo groot wordt de kracht als de massa verviervoudigt?",
                    "De kracht is evenredig met de massa, dus vier keer zo groot.",
                    {"2 keer zo groot", "4 keer zo groot", "16 keer zo groot"}));
  EXPECT_EQ(r.options[1].number, 1);  // stated, not computed
  EXPECT_GT(r.options[1].affirmed, 0.5);
  EXPECT_EQ(r.options[0].number, -1);
  r = read(question("Welke spanning staat over de lamp?", "Over de lamp staat twaalf volt: 2 A × 6 Ω = 12 V.",
                    {"6 V", "12 V", "24 V"}));
  EXPECT_EQ(r.options[1].number, 3);
  EXPECT_EQ(r.options[0].number, -1);  // 6 Ω is no 6 V
}

TEST(Reading, AResultComputedOnIsAStep) {
  // "dus ... = 15 °C kouder: 18 − 15 = 3 °C": the conclusion goes on after the colon, and the
  // 15 it computes on is a step; the operand 0,5 after "het wordt" is no result at all.
  auto r =
      read(question("Een ballon stijgt 3000 m. De temperatuur daalt 0,5 °C per 100 m; op de grond is het 18 °C. "
                    "Hoe warm is het daar?",
                    "3000 m is dertig keer 100 m, dus het wordt 30 × 0,5 = 15 °C kouder: 18 − 15 = 3 °C.",
                    {"3 °C", "15 °C", "33 °C"}));
  EXPECT_EQ(r.options[0].number, 3);
  EXPECT_EQ(r.options[1].number, 2);
  // "Deel daarom door 1,25: ..." ends at the division, not at a mistake worked out after it.
  r = read(question("Een fiets kost inclusief 25 % belasting € 500. Wat is de prijs zonder belasting?",
                    "Deel daarom door 1,25: 500 / 1,25 = € 400. Wie 25 % van € 500 aftrekt (500 × 0,75 = € 375), "
                    "rekent vanaf het verkeerde bedrag.",
                    {"€ 400", "€ 375", "€ 625"}));
  EXPECT_EQ(r.options[0].number, 3);
  EXPECT_LT(r.options[1].number, 3);
}

TEST(Reading, ASuperscriptExponentIsNamed) {
  // "2³ = 8": the explanation brings up the 3 as an operand; "m²" is a unit, not a 2.
  auto r = read(question("Hoeveel bits heb je nodig voor acht verschillende waarden?",
                         "Met drie bits maak je 2³ = 8 combinaties.", {"3", "8", "2"}));
  EXPECT_TRUE(r.options[0].number_named || r.options[0].number >= 1);
  r = read(question("Hoe groot is de kamer?", "De vloer is 4 m bij 5 m, dus 20 m².", {"20 m²", "9 m²", "2 m²"}));
  EXPECT_EQ(r.options[2].number, -1);
  r = read(question("Hoe vaak vermenigvuldig je 2 met zichzelf om 16 te krijgen?", "Want 2⁴ = 16.", {"4", "16", "8"}));
  EXPECT_GE(r.options[0].number, 1);
  EXPECT_TRUE(r.options[0].number_named);
}

TEST(Reading, OptionsThatDifferOnlyInSymbols) {
  const auto r = read(question("Wat is de tijdscomplexiteit van twee geneste lussen over n elementen?",
                               "Voor elk van de n elementen loopt de binnenste lus n keer: O(n²).",
                               {"O(n)", "O(n²)", "O(log n)"}));
  EXPECT_EQ(r.options[1].own_terms, 1u);
  EXPECT_GT(r.options[1].affirmed, 0.85);
  EXPECT_DOUBLE_EQ(r.options[0].affirmed, 0.0);
}

TEST(Reading, LettersCalledRightOrWrong) {
  const auto r =
      read(question("Welke laag vertaalt operaties naar kernels?",
                    "Optie A klopt niet: de driver praat met de hardware. B is juist, want de compiler doet dat. "
                    "C) Dit is onjuist.",
                    {"De driver", "De compiler", "De applicatie"}));
  EXPECT_EQ(r.options[0].letter, -1);
  EXPECT_EQ(r.options[1].letter, 1);
  EXPECT_EQ(r.options[2].letter, -1);
}

TEST(Reading, NegativeStems) {
  EXPECT_TRUE(read(question("Welke maatregel beschermt NIET tegen phishing?", "x", {"a", "b", "c"})).negative_stem);
  EXPECT_TRUE(read(question("Welke bewering over de KV-cache is onjuist?", "x", {"a", "b", "c"})).negative_stem);
  EXPECT_TRUE(read(question("Wat is geen reden voor het hogere geheugengebruik?", "x", {"a", "b", "c"})).negative_stem);
  EXPECT_FALSE(read(question("Waarom kan een switch geen route kiezen?", "x", {"a", "b", "c"})).negative_stem);
  EXPECT_FALSE(read(question("Welke factor bepaalt niet alleen de snelheid?", "x", {"a", "b", "c"})).negative_stem);
  EXPECT_FALSE(read(question("Waarom is een niet-lineaire activatie nodig?", "x", {"a", "b", "c"})).negative_stem);
}

TEST(Reading, MarkdownLinkTargetsAreNotRead) {
  const auto r = read(question("Welke organisatie beheert de domeinnamen onder .nl?",
                               "Dat doet [SIDN](https://www.sidn.nl/over-sidn/registrar), de stichting voor .nl.",
                               {"SIDN", "Registrar", "ICANN"}));
  EXPECT_GT(r.options[0].affirmed, 0.5);
  EXPECT_DOUBLE_EQ(r.options[1].affirmed, 0.0);  // "registrar" is only in the link target
}

// --- Through the linter --------------------------------------------------------------------

std::vector<Diagnostic> lint_bank(const fs::path& bank, const std::string& family) {
  RealFileSystem fsys;
  LintOptions options;
  options.paths = {bank};
  options.jobs = 2;
  std::vector<Diagnostic> out;
  for (auto& d : run_lint(fsys, options).diagnostics) {
    if (rule_family(d.rule) == family) out.push_back(std::move(d));
  }
  return out;
}

fs::path small_bank(const test::TempDir& dir) {
  dir.write("bank/qbank.toml", "rules_dir = \"" + (test::source_dir() / "rules").string() + "\"\nschema_dir = \"" +
                                   (test::source_dir() / "schema").string() + "\"\n");
  dir.write("bank/vragen/topic.toml", "title = \"Vragen\"\n");
  return dir.path() / "bank";
}

TEST(ExplanationCheck, SupportsDistractorPointsAtTheEvidence) {
  test::TempDir dir;
  const fs::path bank = small_bank(dir);
  dir.write("bank/vragen/q.toml",
            "stem = \"Wat bepaalt bij decode met een kleine batch vooral de snelheid?\"\n"
            "explanation = \"Per stap komen alle gewichten uit het geheugen, dus bepaalt de geheugenbandbreedte het "
            "tempo.\"\n"
            "\n[[options]]\ntext = \"De rekenkracht van de GPU\"\ncorrect = true\n"
            "\n[[options]]\ntext = \"De geheugenbandbreedte\"\n"
            "\n[[options]]\ntext = \"De verbinding met de processor\"\n");
  const auto f = lint_bank(bank, "explanation");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].rule, "explanation/supports-distractor");
  EXPECT_EQ(f[0].severity, Severity::Error);
  EXPECT_EQ(f[0].span.begin.line, 2u);
  EXPECT_EQ(f[0].span.begin.column, 79u);
  EXPECT_EQ(f[0].span.end.column, 98u);
  EXPECT_EQ(
      f[0].message,
      "de toelichting noemt de inhoud van de sleutel A ‘De rekenkracht van de GPU’ nergens en onderbouwt afleider B "
      "‘De geheugenbandbreedte’ (bevestigd 1,00, ontkend 0,00); staat `correct = true` bij de verkeerde optie, of "
      "hoort de toelichting bij een andere vraag? Laat de toelichting uitleggen waarom de sleutel juist is");
  ASSERT_EQ(f[0].related.size(), 2u);
  EXPECT_EQ(f[0].related[0].span.begin.line, 9u);  // the distractor's text
}

TEST(ExplanationCheck, NamesOtherOptionAtTheLetter) {
  test::TempDir dir;
  const fs::path bank = small_bank(dir);
  dir.write("bank/vragen/q.toml",
            "stem = \"Waarom reageren edelgassen zoals neon nauwelijks?\"\n"
            "explanation = \"\"\"\nDe buitenste schil is vol. Het juiste antwoord is dus C.\"\"\"\n"
            "\n[[options]]\ntext = \"Hun buitenste schil is vol\"\ncorrect = true\n"
            "\n[[options]]\ntext = \"Ze hebben geen elektronen\"\n"
            "\n[[options]]\ntext = \"Hun atomen zijn te groot\"\n");
  // A letter past the last option is stale too; "U" (the polite pronoun) is no option letter.
  dir.write("bank/vragen/r.toml",
            "stem = \"Waarom reageren edelgassen zoals neon nauwelijks?\"\n"
            "explanation = \"E is juist: de buitenste schil is vol. U ziet dat aan het periodiek systeem.\"\n"
            "\n[[options]]\ntext = \"Hun buitenste schil is vol\"\ncorrect = true\n"
            "\n[[options]]\ntext = \"Ze hebben geen elektronen\"\n"
            "\n[[options]]\ntext = \"Hun atomen zijn te groot\"\n");
  dir.write(
      "bank/vragen/s.toml",
      "stem = \"Waarom reageren edelgassen zoals neon nauwelijks?\"\n"
      "explanation = \"De buitenste schil is vol. U is juist degene die dat in het periodiek systeem kan zien.\"\n"
      "\n[[options]]\ntext = \"Hun buitenste schil is vol\"\ncorrect = true\n"
      "\n[[options]]\ntext = \"Ze hebben geen elektronen\"\n"
      "\n[[options]]\ntext = \"Hun atomen zijn te groot\"\n");
  const auto f = lint_bank(bank, "explanation");
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[1].message,
            "de toelichting noemt E het juiste antwoord, maar die optie bestaat niet (de vraag heeft 3 opties) en de "
            "sleutel is A; noem in de toelichting de inhoud van de sleutel in plaats van een letter");
  EXPECT_EQ(f[0].rule, "explanation/names-other-option");
  EXPECT_EQ(f[0].span.begin.line, 3u);
  EXPECT_EQ(f[0].span.begin.column, 55u);
  EXPECT_EQ(f[0].span.end.column, 56u);
  EXPECT_EQ(
      f[0].message,
      "de toelichting noemt C het juiste antwoord, maar de sleutel is A; zet `correct = true` bij de juiste optie of "
      "verbeter de toelichting (noem liever de inhoud dan een letter: letters verschuiven als opties van volgorde "
      "wisselen)");
}

TEST(ExplanationCheck, ThresholdsComeFromQbankToml) {
  test::TempDir dir;
  const fs::path bank = small_bank(dir);
  const std::string q =
      "stem = \"Wat verstaan economen onder inflatie?\"\n"
      "explanation = \"De centrale bank streeft naar twee procent per jaar en stuurt met de rente.\"\n"
      "\n[[options]]\ntext = \"Een stijging van het algemene prijspeil\"\ncorrect = true\n"
      "\n[[options]]\ntext = \"Een daling van de werkgelegenheid\"\n"
      "\n[[options]]\ntext = \"Een tekort op de begroting\"\n";
  dir.write("bank/vragen/q.toml", q);
  const auto before = lint_bank(bank, "explanation");
  ASSERT_EQ(before.size(), 1u);
  EXPECT_EQ(before[0].rule, "explanation/no-support");
  dir.write("bank/qbank.toml", test::read_file(bank / "qbank.toml") + "[explanation]\nmin_support = 0\n");
  EXPECT_TRUE(lint_bank(bank, "explanation").empty());
}

// The failure classes of issue 18, each as a sound question (no finding) beside the same question
// with the key moved (a finding that names the moved key).
struct KeyPair {
  std::string name, stem, explanation;
  std::vector<std::string> options;
  std::size_t key = 0, moved = 0;
  const char* moved_rule;  // what the moved key must give
};

std::string question_file(const KeyPair& p, std::size_t key) {
  std::string t = "stem = \"" + p.stem + "\"\nexplanation = \"\"\"\n" + p.explanation + "\"\"\"\n";
  for (std::size_t i = 0; i < p.options.size(); ++i) {
    t += "\n[[options]]\ntext = \"" + p.options[i] + "\"\n";
    if (i == key) t += "correct = true\n";
  }
  return t;
}

TEST(ExplanationCheck, SoundQuestionsStaySilentAndMovedKeysAreNamed) {
  const std::vector<KeyPair> pairs = {
      {"rekenen",
       "Los op: 4x − 2 = 10. Wat is x?",
       "Tel 2 op bij beide kanten: 4x = 12. Deel door 4: x = 3.",
       {"x = 2", "x = 3", "x = 12"},
       1,
       0,
       "explanation/supports-distractor"},
      {"getalwoorden",
       "Hoeveel keer zo groot wordt de kracht als de massa verviervoudigt bij gelijke versnelling?",
       "Kracht is massa maal versnelling: vier keer zo veel massa geeft dus vier keer zo veel kracht.",
       {"2 keer zo groot", "4 keer zo groot", "16 keer zo groot"},
       1,
       2,
       "explanation/supports-distractor"},
      {"eenheden",
       "Welke spanning staat over een weerstand van 6 Ω waar 2 A door loopt?",
       "Met de wet van Ohm: U = I × R = 2 A × 6 Ω = 12 volt.",
       {"3 V", "12 V", "8 V"},
       1,
       0,
       "explanation/supports-distractor"},
      {"andere-drager",
       "Welk apparaat kiest de route van een pakket op basis van IP-adressen?",
       "Een router kiest de route met IP-adressen; een switch werkt alleen met MAC-adressen binnen één netwerk.",
       {"Een switch", "Een router", "Een hub"},
       1,
       0,
       "explanation/weak-support"},
      {"niet-maar",
       "Wat bepaalt bij decode met een kleine batch vooral de snelheid?",
       "Niet de rekenkracht maar de geheugenbandbreedte bepaalt het tempo: per token komen alle gewichten uit het "
       "geheugen.",
       {"De rekenkracht van de GPU", "De geheugenbandbreedte", "De grootte van de schijf"},
       1,
       0,
       "explanation/supports-distractor"},
      {"ontkennend",
       "Welke maatregel beschermt NIET tegen phishing?",
       "Een spamfilter houdt veel phishingmails tegen en tweestapsverificatie maakt een gestolen wachtwoord "
       "waardeloos. Een sterker wachtwoord helpt niet: wie op een nepsite inlogt, geeft het zelf weg.",
       {"Een spamfilter", "Tweestapsverificatie", "Een sterker wachtwoord"},
       2,
       0,
       "explanation/weak-support"},
      {"markdown",
       "Welk commando toont de IP-adressen van een domeinnaam?",
       "Met **`nslookup`** vraag je een DNS-server om de adressen; zie [de "
       "handleiding](https://linux.die.net/man/1/ping).",
       {"nslookup", "ping", "traceroute"},
       0,
       1,
       "explanation/supports-distractor"},
      {"symbolen",
       "Wat is de tijdscomplexiteit van twee geneste lussen die elk n keer lopen?",
       "De binnenste lus loopt n keer voor elk van de n rondes van de buitenste: n × n stappen, dus O(n²).",
       {"O(n)", "O(n²)", "O(log n)"},
       1,
       0,
       "explanation/supports-distractor"},
  };
  for (const auto& p : pairs) {
    test::TempDir dir;
    const fs::path bank = small_bank(dir);
    dir.write("bank/vragen/q.toml", question_file(p, p.key));
    const auto sound = lint_bank(bank, "explanation");
    EXPECT_TRUE(sound.empty()) << p.name << ": " << (sound.empty() ? "" : sound[0].rule + " " + sound[0].message);
    dir.write("bank/vragen/q.toml", question_file(p, p.moved));
    const auto moved = lint_bank(bank, "explanation");
    ASSERT_FALSE(moved.empty()) << p.name << ": the moved key gives nothing";
    EXPECT_EQ(moved[0].rule, p.moved_rule) << p.name << ": " << moved[0].message;
    const std::string old_key(1, static_cast<char>('A' + p.key));
    EXPECT_NE(moved[0].message.find("afleider " + old_key), std::string::npos) << p.name << ": " << moved[0].message;
  }
}

// Sound questions whose wording once looked like evidence against the key (a review of the reading
// of "the other options" and of "het antwoord is"): never an error.
TEST(ExplanationCheck, WordingThatOnlyLooksLikeEvidenceGivesNoError) {
  struct Case {
    const char* name;
    const char* stem;
    const char* explanation;
    std::vector<std::string> options;
    std::size_t key;
  };
  const std::vector<Case> cases = {
      {"de andere helft",
       "Welk land ligt NIET in Europa?",
       "Marokko ligt in Noord-Afrika. De andere helft van de Straat van Gibraltar is wel Spaans; Spanje, Portugal en "
       "Italie liggen in Europa.",
       {"Spanje", "Marokko", "Portugal"},
       1},
      {"de rest van de tabel",
       "Welk element is GEEN edelgas?",
       "Zuurstof staat in groep 16. De rest van de tabel klopt wel met die indeling: helium en neon staan in groep 18.",
       {"Helium", "Zuurstof", "Neon"},
       1},
      {"de andere afleiders",
       "Wat is de hoofdstad van Australie?",
       "Sydney is niet de hoofdstad, ook al is het de grootste stad. Ook de andere afleiders zijn fout. Canberra is "
       "sinds 1913 de hoofdstad.",
       {"Sydney", "Perth", "Canberra"},
       2},
      {"eerst weerlegd",
       "Wat is de hoofdstad van Australie?",
       "Sydney is niet de hoofdstad. De andere opties kloppen ook niet, behalve Canberra: die stad werd als hoofdstad "
       "gebouwd.",
       {"Sydney", "Perth", "Canberra"},
       2},
      {"een negatie na de sleutel",
       "Wat is de hoofdstad van Australie?",
       "Het juiste antwoord is Canberra en niet de grootste stad van het land. Sydney is wel de grootste stad.",
       {"Canberra", "Sydney", "Perth"},
       0},
      {"een eigen vraag",
       "Wat is de hoofdstad van Australie?",
       "Je zou kunnen denken: welke stad is het grootst? Het antwoord is Sydney, maar de regering zit in Canberra.",
       {"Canberra", "Sydney", "Perth"},
       0},
      {"niet moeilijk",
       "Welke planeet staat het dichtst bij de zon?",
       "Het antwoord is niet moeilijk als je weet dat Mercurius de binnenste planeet is. Venus komt daarna.",
       {"Mercurius", "Venus", "Mars"},
       0},
      {"een gedachtestreepje",
       "Welk ion vormt zuurstof meestal?",
       "Een zuurstofatoom \u2013 met zes valentie-elektronen \u2013 neemt twee elektronen op en wordt O\u00b2\u207b.",
       {"O\u00b2\u207b", "O\u2212", "O\u207a"},
       0},
  };
  for (const auto& c : cases) {
    test::TempDir dir;
    const fs::path bank = small_bank(dir);
    std::string t = std::string("stem = \"") + c.stem + "\"\nexplanation = \"" + c.explanation + "\"\n";
    for (std::size_t i = 0; i < c.options.size(); ++i) {
      t += "\n[[options]]\ntext = \"" + c.options[i] + "\"\n";
      if (i == c.key) t += "correct = true\n";
    }
    dir.write("bank/vragen/q.toml", t);
    for (const auto& d : lint_bank(bank, "explanation")) {
      EXPECT_NE(d.severity, Severity::Error) << c.name << ": " << d.rule << " " << d.message;
    }
  }
}

// Acceptance over whole banks with the key-swap harness of bench/keyswap.h (the figures of issue
// 18 come from build/bench/keyswap_eval): no error on a sound question but the known ones, and the
// share of moved keys caught as an error, and as an error or a warning that names the moved key,
// per bank, at least what it was when these checks were last tuned. Every set here has been read and tuned on
// after its first run (their READMEs and FIRST-RUN.md files). The shares as an error fell by one to four points
// when a distractor beside a key the explanation does not name had to be mostly stated (kMostlyStated, 0.6) for an
// error; those moved keys are warnings now.
TEST(ExplanationAcceptance, MovedKeysAreCaughtAndSoundQuestionsGetNoError) {
  struct Expectation {
    fs::path bank;
    double caught;  // error or warning
    double as_error;
    std::size_t false_errors;
  };
  const std::vector<Expectation> banks = {
      {test::source_dir() / "bank", 1.0, 0.50, 0},
      {test::tests_dir() / "labelled" / "bank", 0.85, 0.39, 0},
      {test::tests_dir() / "holdout" / "answer-explanation" / "bank", 0.75, 0.29, 0},
      // 30.8 % as an error since a key named only in a sentence after "de andere ... kloppen niet", not
      // in that sentence itself, makes a warning (stop 51: "Bladgroen heet ook wel chlorofyl").
      {test::tests_dir() / "holdout2" / "answer-explanation" / "bank", 0.76, 0.30, 0},
      {test::tests_dir() / "holdout3" / "answer-explanation" / "bank", 0.85, 0.37, 0},
      {test::tests_dir() / "holdout4" / "answer-explanation" / "bank", 0.78, 0.29, 0},
      {test::tests_dir() / "holdout5" / "answer-explanation" / "bank", 0.83, 0.30, 0},
      {test::tests_dir() / "holdout6" / "answer-explanation" / "bank", 0.84, 0.36, 0},
      {test::tests_dir() / "holdout7" / "answer-explanation" / "bank", 0.80, 0.31, 0},
      {test::tests_dir() / "holdout8" / "answer-explanation" / "bank", 0.77, 0.26, 0},
      {test::tests_dir() / "holdout9" / "answer-explanation" / "bank", 0.82, 0.33, 0},
      // Hold-out 10's first run had nine false errors; the last two (a distractor stated just over half
      // in the first sentence against a key it paraphrases: "hoe ver het schip onder water steekt";
      // "rijen in de rijen en maanden in de kolommen" for a pivot table) went with kMostlyStated.
      {test::tests_dir() / "holdout10" / "answer-explanation" / "bank", 0.78, 0.23, 0},
      // Hold-out 11's first run had nine false errors. A parenthesis of the first sentence that states a
      // distractor ("tot 1 (één persoon krijgt alles)", 0.62) went with kMostlyStated 0.75. One is left, a
      // slip in the question itself: "De eerste uitspraak klopt niet" in a NIET question whose first
      // option holds and whose key is the second; explanation/names-other-option says so.
      {test::tests_dir() / "holdout11" / "answer-explanation" / "bank", 0.85, 0.29, 1},
      // Two sound questions still get an error (hold-out 12's first run had eight): a distractor set
      // against the key in a clause no word comparison reads ("gebeurt pas boven de ...
      // zelfontbrandingstemperatuur"), and a key the explanation computes in words ("de helft
      // daarvan"). "een vergrote beginletter een initiaal" (stated 0.66) went with kMostlyStated 0.75. 26.6 % as an
      // error since a distractor first stated after a ";" or a contrast is a warning.
      {test::tests_dir() / "holdout12" / "answer-explanation" / "bank", 0.77, 0.23, 2},
      // Hold-out 13's first run had one false error ("0,040" read as "4,0%" and as the final result).
      {test::tests_dir() / "holdout13" / "answer-explanation" / "bank", 0.84, 0.33, 0},
      // Hold-out 14's first run had three false errors ("01" read as the value 1, the "geen" of "zo snel
      // dat er geen kristallen ..." read as denying the key, "de evenaar is voor gelijke superposities").
      // 44.3 % as an error since a distractor first stated after a ";" or a contrast is a warning.
      {test::tests_dir() / "holdout14" / "answer-explanation" / "bank", 0.85, 0.40, 0},
      // No sound question gets an error (hold-out 15's first run had eight; the last, "kur", a
      // distractor stated 0.72, went with kMostlyStated 0.75). Two were keys the
      // explanation paraphrases ("bepaalt zelf de volgorde" for "vrije ... zelfgekozen choreografie")
      // beside a distractor whose words it uses in another sense ("de volgorde van de verplichte
      // oefeningen"), warnings since kMostlyStated.
      // 34.8 % as an error since the analyser stems irregular plurals and f/v, s/z as their singular
      // (two moved keys of one question fell to a warning as the term weights of the set moved).
      {test::tests_dir() / "holdout15" / "answer-explanation" / "bank", 0.88, 0.31, 0},
      // Hold-out 16's first run had six false errors; the last ("wijkt af van de verkoopprijs" read as
      // stating the distractor) went when "afwijken van" set what follows apart.
      // 46.5 % as an error since a key named only in a later sentence than "de andere ..." is a warning.
      {test::tests_dir() / "holdout16" / "answer-explanation" / "bank", 0.85, 0.46, 0},
      // Hold-out 17's first run had three false errors; the last ("voor een lege lijst" restating the
      // situation the stem gives in code, `head []`, read as the distractor "Het resultaat is een lege
      // lijst" beside a paraphrased key) went with kMostlyStated 0.75.
      {test::tests_dir() / "holdout17" / "answer-explanation" / "bank", 0.82, 0.41, 0},
      // Hold-out 18's first run had three false errors ("het gevolg van een dubbele fout" read as a NIET
      // question, "= 6 − 4 = 2" read as ending in 6, "(1, 1, 0) ... is geen kruisproduct" not read as
      // refuted).
      {test::tests_dir() / "holdout18" / "answer-explanation" / "bank", 0.83, 0.35, 0},
      // Hold-out 19's first run had four false errors: "centiliter" and "deciliter" not read as units,
      // "width=device-width" read as an equation, "= 6 getallen, maar de lijst heeft 3 elementen" read
      // as ending in 6, and "steden" not read as the plural of "stad".
      {test::tests_dir() / "holdout19" / "answer-explanation" / "bank", 0.87, 0.34, 0},
      // Hold-out 20's first run had two false errors: "Python 3" in the stem read as a value it gives,
      // and "honderdduizend" not read as a number.
      // 33.8 % as an error since a key that is a value of the stem cannot be shown absent.
      {test::tests_dir() / "holdout20" / "answer-explanation" / "bank", 0.83, 0.31, 0},
      // Hold-out 21's first run had seven false errors (FIRST-RUN.md): "2⁴ = 16" not naming the key 4,
      // "kost niets" read as a denial, a negation in a "dat" clause reaching back to the key, and
      // three distractors first stated after a ";" or "terwijl" in a one-sentence explanation. The last
      // (a distractor whose words are met across the explanation, "het vocht langer blijft",
      // "Slakken voelen zich ... thuis", beside a key it paraphrases) went with kMostlyStated.
      // 85.3 % with a finding since a distractor stated in part and clearly ahead of the key gives a
      // warning (84.6 % without).
      {test::tests_dir() / "holdout21" / "answer-explanation" / "bank", 0.85, 0.31, 0},
      // Hold-out 22's first run had seven false errors (FIRST-RUN.md). One is fixed: a key that is a
      // value the stem gives ("35°", named as "gelijk aan de hoek van inval") is not shown absent.
      // Two more went with kMostlyStated. Four are left: a NIET question whose "niet giftig" reads as
      // denying a distractor; a definition "Bij een enjambement valt ... niet samen" read as denying
      // the key (the same form as "Bij filtreren merk je dat het zout niet ... achterblijft", where
      // the denial is right); a number met in passing ("levert 8.45 er twee op") as a bare-number
      // distractor; and a distractor whose words the explanation uses in another sense beside a key
      // it paraphrases.
      {test::tests_dir() / "holdout22" / "answer-explanation" / "bank", 0.80, 0.26, 4},
      // Hold-out 23's first run had three false errors (FIRST-RUN.md). Two, distractors stated 0.67 and
      // 0.70 beside a paraphrased key ("Opvragen via een index is juist de sterke kant van de array" in a
      // question on linked lists; "aan een tunnel onder de Muur viel nog niet te denken"), went with
      // kMostlyStated 0.75 (reading "niet te" and a verb at the end of a clause as a denial was tried
      // and reverted: a review found it wrong on "is niet te onderschatten", "hoef je niet te gieten").
      // The third, a key named only by part of what its acronym stands for ("Noord-Atlantisch
      // Verdrag" for "De NAVO") beside a distractor named with another year than the stem's ("het
      // Warschaupact ... in 1955"), is a warning since stop 52.
      {test::tests_dir() / "holdout23" / "answer-explanation" / "bank", 0.80, 0.23, 0},
      // Hold-out 24, written blind after all of stop 49's changes, had three false errors on its first run
      // (FIRST-RUN.md). One is fixed: "dus de zwaartekracht is er niet voor nodig" denies its subject (it
      // was read as stating the distractor "Alleen door de zwaartekracht" in a concluding clause). So is a
      // NIET question whose explanation affirms the key with a predicate of its own ("halen het adres
      // automatisch op") and denies every distractor ("krijgen die gegevens niet"): a key stated alone
      // beside more than one denied distractor is a warning (stop 50). And so is "anders dan bij VGA, dat
      // alleen analoog beeld draagt": a relative clause right after what "anders dan" sets apart is set
      // apart with it (stop 50).
      {test::tests_dir() / "holdout24" / "answer-explanation" / "bank", 0.85, 0.33, 0},
      // Hold-out 25, written blind after stop 50's reading changes, had no false error on its first run
      // (FIRST-RUN.md): 31.5 % of moved keys as an error, 85.8 % with a finding.
      {test::tests_dir() / "holdout25" / "answer-explanation" / "bank", 0.85, 0.31, 0},
      // Hold-out 26, written blind after the review's corrections of stop 50, had two false errors on
      // its first run (FIRST-RUN.md, 0.77 per 100). One is fixed: a lower-case "niet" in an indirect
      // question ("vertelt crawlers welke delen ze niet mogen bezoeken") makes no negative stem. One is
      // left: "Rode bloedcellen van O negatief dragen geen A-, B- of resusantigeen" read as denying the
      // key (requiring the stem's words after the negation cost more than it gained on the tuning sets).
      {test::tests_dir() / "holdout26" / "answer-explanation" / "bank", 0.83, 0.30, 1},
      // Hold-out 27, written blind during stop 51's speed work, had two false errors on its first run
      // (FIRST-RUN.md, 0.77 per 100), both left: a paraphrased key ("hoe ver het voorwerp maximaal van
      // het midden af komt") beside a distractor whose words the explanation uses in another sense, and a
      // distractor met as the first part of a compound ("bijnierschors" for "De bijnier"). 84.2 % with a
      // finding since a key named only in "De andere beweringen kloppen: ..." is among the others.
      {test::tests_dir() / "holdout27" / "answer-explanation" / "bank", 0.84, 0.25, 2},
      // Hold-out 28, written blind after all of stop 51's changes and the review's corrections, had no
      // false error on its first run (FIRST-RUN.md): 21.9 % of moved keys as an error, 82.3 % with a
      // finding.
      {test::tests_dir() / "holdout28" / "answer-explanation" / "bank", 0.82, 0.21, 0},
      // Hold-out 29, written blind during stop 52, had no false error on its first run (FIRST-RUN.md):
      // 25.3 % of moved keys as an error, 85.9 % with a finding.
      {test::tests_dir() / "holdout29" / "answer-explanation" / "bank", 0.85, 0.25, 0},
      // Hold-out 30, written blind after all of stop 52's changes and both reviews' corrections, had two
      // false errors on its first run (FIRST-RUN.md, 0.77 per 100). One is fixed: a distractor stated
      // after "terwijl" that shares one word with the opening part ("mede-eigenaar van het bedrijf ...,
      // terwijl een lening met vaste rente een obligatie is") is no longer stated where the answer is.
      // One is left: a NIET question whose explanation lists the installation's parts and names the
      // key's words in another sense ("een compressor hoort bij een warmtepomp, niet bij zonnepanelen").
      {test::tests_dir() / "holdout30" / "answer-explanation" / "bank", 0.83, 0.30, 1},
  };

  for (const auto& b : banks) {
    const auto r = bench::run_keyswap(b.bank, test::source_dir() / "rules", test::source_dir() / "schema", 2);
    std::cout << bench::format_keyswap(r, false);
    std::size_t false_errors = 0;
    for (const auto& [rule, n] : r.false_errors) false_errors += n;
    EXPECT_LE(false_errors, b.false_errors) << b.bank;
    ASSERT_GT(r.total.mutants, 0u) << b.bank;
    EXPECT_GE(static_cast<double>(r.total.caught), b.caught * static_cast<double>(r.total.mutants)) << b.bank;
    EXPECT_GE(static_cast<double>(r.total.caught_error), b.as_error * static_cast<double>(r.total.mutants)) << b.bank;
  }
}

}  // namespace
}  // namespace qbank::explanation_checks_test
