# Sourced by smoke.sh and run.sh: sets `seeds` to the seed folders of fuzz target $name, read in
# place (libFuzzer only reads them; new inputs go to the first, writable corpus folder).
# Needs $src (the source tree). The external test data is $QBANK_EXTERNAL_DIR, else the folder
# the sanitizer build was configured with, else ../shared/external beside the source tree.
external=${QBANK_EXTERNAL_DIR:-}
if [ -z "$external" ] && [ -f "$src/build-asan/CMakeCache.txt" ]; then
  external=$(sed -n 's/^QBANK_EXTERNAL_DIR:[A-Z]*=//p' "$src/build-asan/CMakeCache.txt")
fi
external=${external:-$src/../shared/external}
seeds=()
[ -d "$src/tests/fuzz/$name" ] && seeds+=("$src/tests/fuzz/$name")
case "$name" in
  question_loader|toml_string|config) seeds+=("$src/tests/fixtures" "$src/bank") ;;
  spelling_tokenizer) seeds+=("$src/tests/fixtures/spelling" "$src/bank") ;;
  expression) seeds+=("$src/tests/fixtures/answer") ;;
  rule_loader) seeds+=("$src/rules/style") ;;
  import_gift) seeds+=("$external/gift-pegjs-tests/tests") ;;
  import_moodle) seeds+=("$external/moodlexml-moodle-tools") ;;
  import_qti) seeds+=("$external/qti21-qtiworks/samples-ims" "$external/qti22-nl-pie-qti/items" "$external/qti3-nl-citolab") ;;
  import_page) seeds+=("$external/../seeds") ;;
esac
existing=()
for d in "${seeds[@]}"; do [ -d "$d" ] && existing+=("$d"); done
seeds=("${existing[@]}")
