#include "bank_generator.h"

#include <fstream>
#include <random>
#include <string>
#include <vector>

namespace qbank::bench {
namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kSubjects = {
    "de geheugenbandbreedte", "de rekenintensiteit", "de batchgrootte", "de KV-cache", "het taalmodel",
    "de versneller", "de gewichtsmatrix", "de compiler", "het stuurprogramma", "de inferentie",
    "de training", "de optimalisatiemethode", "de gradiënt", "de activatie", "de tokenizer",
    "de embeddingtabel", "de rekeneenheid", "de processor", "de doorvoer", "de wachttijd"};
const std::vector<std::string> kVerbs = {"bepaalt", "beperkt", "verhoogt", "verlaagt", "verschuift",
                                         "vergroot", "verkleint", "beïnvloedt", "versnelt", "vertraagt"};
const std::vector<std::string> kObjects = {
    "de snelheid per token", "het geheugengebruik", "de benutting van de GPU", "de totale kosten",
    "de nauwkeurigheid van het model", "het aantal gelijktijdige verzoeken", "de energie per stap",
    "de tijd tot het eerste token", "de grootte van de batch", "de verdeling over processors"};
const std::vector<std::string> kReasons = {
    "omdat dezelfde gewichten voor meerdere voorbeelden dienen",
    "omdat de gegevens telkens opnieuw uit het geheugen komen",
    "omdat het rekenwerk per gelezen byte toeneemt",
    "omdat de cache met de reekslengte meegroeit",
    "omdat de verbinding tussen de processors de grens vormt",
    "omdat er per stap maar één token ontstaat",
    "omdat de optimalisatiemethode extra toestanden bewaart",
    "omdat de bewerkingen klein en verspreid zijn"};

std::string pick(std::mt19937& rng, const std::vector<std::string>& v) {
  return v[std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng)];
}

std::string capitalise(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

void write(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

}  // namespace

GeneratedBank generate_bank(const fs::path& dir, std::size_t questions, std::size_t per_topic, unsigned seed) {
  GeneratedBank g;
  g.root = dir / "bank";
  const fs::path src(QBANK_SOURCE_DIR);
  write(g.root / "qbank.toml", "language = \"nl\"\nrules_dir = \"" + (src / "rules").string() +
                                   "\"\nschema_dir = \"" + (src / "schema").string() + "\"\n");
  std::mt19937 rng(seed);
  const std::size_t topics = (questions + per_topic - 1) / per_topic;
  std::size_t made = 0;
  for (std::size_t t = 0; t < topics; ++t) {
    const std::string topic = "onderwerp-" + std::to_string(t + 1);
    write(g.root / topic / "topic.toml",
          "#:schema ../../schema/topic.schema.json\ntitle = \"Onderwerp " + std::to_string(t + 1) +
              "\"\ndescription = \"Vragen over hoe hardware en software samen de snelheid van modellen bepalen.\"\n");
    const std::size_t n = std::min(per_topic, questions - made);
    for (std::size_t i = 0; i < n; ++i) {
      const std::string id = topic + "-vraag-" + std::to_string(i + 1);
      const std::string subject = pick(rng, kSubjects);
      const std::string object = pick(rng, kObjects);
      std::string q = "#:schema ../../schema/question.schema.json\n";
      q += "stem = \"Waarom " + pick(rng, kVerbs) + " " + subject + " bij inferentie " + object + " (geval " +
           std::to_string(i + 1) + ")?\"\n";
      q += "explanation = \"\"\"\n" + capitalise(subject) + " " + pick(rng, kVerbs) + " " + object + ", " +
           pick(rng, kReasons) + ". Daardoor " + pick(rng, kVerbs) + " " + pick(rng, kSubjects) + " ook " +
           pick(rng, kObjects) + ", " + pick(rng, kReasons) + ".\"\"\"\n";
      q += "related = [";
      for (std::size_t r = 1; r <= 5; ++r) {
        q += (r > 1 ? ", " : "") + std::string("\"") + topic + "-vraag-" + std::to_string((i + r) % n + 1) + "\"";
      }
      q += "]\n";
      const std::size_t key = std::uniform_int_distribution<std::size_t>(0, 2)(rng);
      for (std::size_t o = 0; o < 3; ++o) {
        q += "\n[[options]]\ntext = \"" + capitalise(pick(rng, kReasons)) + "\"\n";
        if (o == key) q += "correct = true\n";
      }
      write(g.root / topic / (id + ".toml"), q);
      ++made;
    }
  }
  g.questions = made;
  g.topics = topics;
  return g;
}

}  // namespace qbank::bench
