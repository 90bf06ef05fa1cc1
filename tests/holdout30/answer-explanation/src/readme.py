"""Schrijft ../README.md uit stats.json en tijden.json."""
import json
import os
from collections import Counter, defaultdict

HIER = os.path.dirname(os.path.abspath(__file__))
import sys
sys.path.insert(0, HIER)
import common  # noqa: E402
import glob, importlib  # noqa: E402
for f in sorted(glob.glob(os.path.join(HIER, 't_*.py'))):
    importlib.import_module(os.path.basename(f)[:-3])

S = json.load(open(os.path.join(HIER, 'stats.json'), encoding='utf-8'))['vragen']
T = json.load(open(os.path.join(HIER, 'tijden.json'), encoding='utf-8'))
GROEP = {t['id']: t['groep'] for t in common.ONDERWERPEN}
GNAAM = {'IT': 'IT', 'rekenen': 'rekenen/natuurwetenschap/economie', 'school': 'schoolvak', 'dagelijks': 'dagelijks leven/hobby'}
OPTS = {v['id']: v['opts'] for t in common.ONDERWERPEN for v in t['vragen']}

sound = [e for e in S if e['label'] == 'none']
moved = [e for e in S if e['label'] == 'explanation/supports-distractor']
dups = [e for e in S if e['label'] == 'answer/duplicate-option']

def verdeling(lst, key):
    c = Counter(e[key] for e in lst)
    return ', '.join('%s: %d' % (x, c[x]) for x in 'ABCD')

L = []
w = L.append
w('# Holdout 30: answer-explanation')
w('')
w('Blinde testset van Nederlandse meerkeuzevragen voor `qbank`. Hij meet hoe goed de controles een verplaatste sleutel vinden (`correct = true` op een afleider terwijl de toelichting een andere optie onderbouwt) en dubbele opties, en hoe vaak ze vals alarm geven bij gezonde vragen.')
w('')
w('## Wat is gelezen en gedraaid')
w('')
w('Geschreven zonder de code, regels, tests, fixtures, documentatie, benchmarks of vragenbank van de linter te lezen, zonder qbank of iets uit `build/` te draaien en zonder git. Gelezen zijn alleen `schema/README.md`, `schema/question.schema.json`, `schema/topic.schema.json`, de indelingsbeschrijving in `tests/holdout22/answer-explanation/README.md` (alleen die README, geen vragen of scripts van welke holdoutset ook), de twee voorbeeldpagina\'s in `/work/shared/seeds/` en `/tmp/used_topics.txt` (de onderwerpnamen die al in gebruik zijn; de 13 namen hieronder komen daar niet in voor). Verder is alleen `ls /work/main/tests/` gedraaid (mapnamen, om na te gaan dat holdout30 nog niet bestond), `date` voor de tijden, en `python3` voor de eigen scripts in `src/`.')
w('')
w('Alle vragen, opties en toelichtingen zijn zelf in het Nederlands geschreven. Label, stijlen, echte sleutel en de letter van de verplaatste sleutel of van het dubbele paar zijn per vraag vastgelegd op het moment van schrijven, in de Python-data in `src/t_<onderwerp>.py` (argumenten `key`, `zet` en `dup` van de helper `q` uit `src/common.py`).')
w('')
w('## Correcties na de eigen controles')
w('')
w('De eerste run van `build.py` (alleen de eigen controles in dat script, geen qbank) gaf 15 meldingen. Daarop is het volgende aangepast; labels (`none`, `explanation/supports-distractor`, `answer/duplicate-option`), echte sleutels, verplaatste sleutels en dubbele paren zijn niet veranderd.')
w('')
w('- Al tijdens het schrijven, vóór de eerste run: stijl *parafrase* weggehaald bij `beste-windrichting-panelen` (de toelichting zegt "in het zuiden", dus de sleuteltekst Zuid staat er letterlijk in).')
w('- Stijl *rekenen* weggehaald bij `git-bisect-doel` en `weekdag-van-hemelvaartsdag`: de stam en de opties bevatten geen getal, alleen de toelichting rekent.')
w('- Stijl *getal-woorden* weggehaald bij `vijf-oorlogsdagen-mei-1940`, `maand-van-de-vierdaagse` en `aankomsttijd-berekenen`: daar stond alleen een samenstelling als vijfdaagse of Vierdaagse, of het lidwoord een.')
w('- Onderwerp zonnepanelen had nog geen Markdown-link: de toelichting van `betekenis-wattpiek` kreeg een link naar Milieu Centraal (stijl *link* erbij, de vraag krijgt daardoor `markup = "markdown"`).')
w('- De toelichtingen van `herstel-na-halvering`, `korting-bij-een-plus-een` en `gehele-deling-python` (stijl *uitgewerkt*) schreven de som in woorden; ze hebben nu een echte rekenregel met ÷ en =.')
w('- Fouten in de eigen controle zelf: de normalisatie voor dubbele opties gooide `#` en `+` weg, waardoor `C#`/`C++` en `huis/#`/`huis/+` ten onrechte als dubbel werden gemeld; de lijst getallen in woorden kende achttien en tweeënhalve niet; de lijst eenheidssymbolen kende °, cm en m niet. Deze drie zijn in `build.py` verbeterd, de vragen zelf niet.')
w('')
w('Daarna gaf `build.py` 0 fouten.')
w('')
w('## Tijden (`date`)')
w('')
w('- begin: `%s`' % T['begin'])
w('- einde: `%s`' % T['einde'])
w('')
w('## Indeling')
w('')
w('```')
w('answer-explanation/')
w('  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)')
w('  bank/<onderwerp>/<id>.toml')
w('  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,')
w('  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met dubbele optie')
w('  src/common.py                      de helper q(id, key, stam, opties, toelichting, stijlen, zet=, dup=, comp=)')
w('  src/t_<onderwerp>.py               de vraagdata per onderwerp; opties in weergavevolgorde, key = echte sleutel')
w('                                     (koppeltekens in de onderwerpnaam worden liggende streepjes)')
w('  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert')
w('  src/readme.py                      schrijft deze README uit stats.json')
w('  src/stats.json                     gegevens per vraag')
w('  src/tijden.json                    begin- en eindtijd')
w('```')
w('')
w('Elke vraag begint met `#:schema ../../../../../schema/question.schema.json` (het relatieve pad naar `/work/main/schema/question.schema.json`), elke `topic.toml` met dezelfde regel naar `topic.schema.json`. Een vraag heeft een stam, 3 of 4 opties met precies één `correct = true`, een toelichting en `related`-links. De links zijn wederkerig en blijven binnen dezelfde map (`bank` of `gebrekkig`) en hetzelfde onderwerp: in `bank/` linkt elke vraag naar 5 andere (de buren op afstand 1 en 2 in de schrijfvolgorde, en de vraag 10 plaatsen verder); in `gebrekkig/` naar alle andere vragen van dat onderwerp in die map (2 of 3). Vragen met inline code of een Markdown-link hebben `markup = "markdown"`; de andere vragen hebben geen `markup`-sleutel en bevatten geen Markdown-tekens. Stijllabels staan alleen in de Python-data en in `stats.json`, nooit in de TOML.')
w('')
w('`stats.json` heeft per vraag: `id`, `onderwerp`, `map`, `label`, `stijlen`, `echte_sleutel`, `sleutel_in_bestand` en bij dubbele opties `dubbele_opties` (de twee letters).')
w('')
w('## Aantallen per label')
w('')
w('| label | aantal | map |')
w('|---|---|---|')
w('| `none` | %d | bank |' % len(sound))
w('| `explanation/supports-distractor` | %d | gebrekkig |' % len(moved))
w('| `answer/duplicate-option` | %d | gebrekkig |' % len(dups))
w('| totaal | %d | |' % len(S))
w('')
w('## Aantallen per onderwerp')
w('')
w('| onderwerp | groep | none | explanation/supports-distractor | answer/duplicate-option |')
w('|---|---|---|---|---|')
per = defaultdict(Counter)
for e in S:
    per[e['onderwerp']][e['label']] += 1
for t in common.ONDERWERPEN:
    c = per[t['id']]
    w('| %s | %s | %d | %d | %d |' % (t['id'], GNAAM[t['groep']], c['none'], c['explanation/supports-distractor'], c['answer/duplicate-option']))
w('')
for g in ('IT', 'rekenen', 'school', 'dagelijks'):
    w('- %s: %s.' % (GNAAM[g][0].upper() + GNAAM[g][1:], ', '.join(t['id'] for t in common.ONDERWERPEN if t['groep'] == g)))
w('')
w('## Verdeling van de sleutels')
w('')
w('Echte sleutel van de %d gezonde vragen: %s (in elk onderwerp 5 per letter).' % (len(sound), verdeling(sound, 'echte_sleutel')))
w('Sleutel zoals die in het bestand staat, alle %d vragen: %s.' % (len(S), verdeling(S, 'sleutel_in_bestand')))
w('Bij de %d verplaatste sleutels: echte sleutel %s; `correct = true` in het bestand %s.' % (len(moved), verdeling(moved, 'echte_sleutel'), verdeling(moved, 'sleutel_in_bestand')))
n3 = sum(len(OPTS[e['id']]) == 3 for e in sound)
w('Aantal opties bij de gezonde vragen: 4 opties: %d, 3 opties: %d.' % (len(sound) - n3, n3))
lang_key = 0
for e in sound:
    o = OPTS[e['id']]
    k = 'ABCD'.index(e['echte_sleutel'])
    if all(len(o[k]) > len(x) for i, x in enumerate(o) if i != k):
        lang_key += 1
w('De sleutel is in %d van de %d gezonde vragen de (enige) langste optie.' % (lang_key, len(sound)))
w('')
w('## Stijlen (%d gezonde vragen)' % len(sound))
w('')
w('| stijl | aantal |')
w('|---|---|')
sc = Counter(s for e in sound for s in e['stijlen'])
volg = ['rekenen', 'uitgewerkt', 'compute', 'getal-woorden', 'eenheid-woord', 'eenheid-symbool', 'jaartal', 'negatief',
        'lang', 'kort', 'parafrase', 'weerlegt', 'link', 'code', 'it-acroniem']
for s in volg:
    w('| %s | %d |' % (s, sc[s]))
w('')
mc = Counter(s for e in moved for s in e['stijlen'])
w('Stijlen bij de %d verplaatste sleutels: %s.' % (len(moved), ', '.join('%s: %d' % (s, mc[s]) for s in volg if mc[s])))
w('')
w('Betekenis: *rekenen* (de stam vraagt rekenwerk met getallen), *uitgewerkt* (de toelichting rekent het voor), *compute* (`[compute]`-tabel), *getal-woorden* (minstens één getal in woorden, zoals acht, twintig of een half), *eenheid-woord* en *eenheid-symbool* (een eenheid voluit, zoals kilowattuur of procent, en als symbool, zoals kWh of %), *jaartal*, *negatief* (de stam vraagt met NIET, GEEN of ONJUIST in hoofdletters wat niet klopt), *lang* (toelichting van minstens 60 woorden die elke optie bespreekt), *kort* (toelichting van één zin), *parafrase* (de toelichting zegt de sleutel in andere woorden en herhaalt de sleuteltekst niet letterlijk), *weerlegt* (de toelichting noemt een afleider en weerlegt die of schrijft hem aan iets anders toe), *link* (Markdown-link), *code* (inline code) en *it-acroniem* (IT-afkortingen zoals IBAN, MQTT, NPC, IDE).')
w('')
w('`build.py` controleert een deel van de stijlen mechanisch: *kort* is één zin op één regel, *lang* telt minstens 60 woorden, *link* en *code* staan echt in de tekst (en omgekeerd), *negatief* heeft NIET/GEEN/ONJUIST in de stam (en omgekeerd), *parafrase* herhaalt de sleuteltekst niet letterlijk, *uitgewerkt* bevat een rekenteken, *rekenen* een getal in stam of opties, *getal-woorden*, *jaartal*, *eenheid-woord*, *eenheid-symbool* en *it-acroniem* komen in de tekst voor. Of een lange toelichting echt elke optie bespreekt en of *weerlegt* klopt, is bij het schrijven beoordeeld, niet mechanisch.')
w('')
w('## Gebrekkige vragen')
w('')
w('- `explanation/supports-distractor` (%d, 3 per onderwerp): eerst als gezonde vraag geschreven, met een toelichting die de echte sleutel onderbouwt; daarna staat `correct = true` op een gekozen afleider (`zet` in de data). `stats.json` noemt beide letters (`echte_sleutel` en `sleutel_in_bestand`). Deze vragen hebben geen `[compute]`. Soms noemt de toelichting de afleider met de vlag zelf om hem te weerleggen.' % len(moved))
w('- `answer/duplicate-option` (%d): twee opties die een student als hetzelfde antwoord leest; sleutel en toelichting zijn in orde. Het soort verschil wisselt per vraag. In vijf vragen zijn het twee afleiders, in twee vragen herhaalt een afleider de sleutel. `stats.json` noemt de letters in `dubbele_opties`.' % len(dups))
w('')
w('| id | onderwerp | dubbele letters | soort verschil |')
w('|---|---|---|---|')
SOORT = {
    'code-voor-betaalverzoek-scannen': 'afkorting tegenover volledige term (Een QR-code / Een Quick Response-code); herhaalt de sleutel',
    'dagopbrengst-paneel-300-wp': 'eenheid als symbool tegenover woord (15 kWh / 15 kilowattuur)',
    'vakantieweken-bij-twintig-dagen': 'getal in woorden tegenover cijfers (Twee weken / 2 weken)',
    'oorlogsverklaring-3-september': 'dezelfde woorden in een andere volgorde (Groot-Brittannië en Frankrijk / Frankrijk en Groot-Brittannië); herhaalt de sleutel',
    'orgaan-achter-de-luchtpijp': 'synoniem (Het middenrif / Het diafragma)',
    'hulpmiddel-bij-afdalen': 'aaneengeschreven tegenover koppelteken (Een hoogtemeter / Een hoogte-meter)',
    '250-milliliter-melk': 'breuk in woorden tegenover decimaal getal (Een halve liter / 0,5 liter)',
}
for e in dups:
    w('| %s | %s | %s en %s | %s |' % (e['id'], e['onderwerp'], e['dubbele_opties'][0], e['dubbele_opties'][1], SOORT[e['id']]))
w('')
w('De eigen normalisatie in `build.py` (kleine letters, zonder koppeltekens en lidwoorden, getallen en eenheden in woorden omgezet, woordvolgorde genegeerd) herkent vijf van deze zeven paren; het paar afkorting/volledige term en het paar synoniemen herkent ze niet. In de gezonde vragen vindt ze geen enkel dubbel paar.')
w('')
w('## Opnieuw maken')
w('')
w('```sh')
w('cd /work/main/tests/holdout30/answer-explanation')
w('python3 src/build.py && python3 src/readme.py')
w('```')
w('')
w('`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met `tomllib` en stopt met exitcode 1 bij een ontbrekend of onbekend veld, een stam of toelichting buiten de lengtegrenzen van het schema, een `#:schema`-regel die niet naar het schema wijst, tekst die niet ongeschonden terugkomt, een verkeerd aantal (onderwerpen per groep, vragen, opties, labels, negatieve stammen), ongelijk verdeelde sleutels, een dubbel id, een `related`-link die niet bestaat, niet wederkerig is of de map of het onderwerp verlaat, een vraag zonder precies één `correct = true` of met `correct = true` op een andere letter dan vastgelegd, een verplaatste sleutel zonder label (of met `[compute]`), onbedoeld dubbele opties, een `[compute]`-tabel waarvan de uitkomst niet het dichtst bij de sleutel ligt, Markdown in een vraag zonder `markup`, een onderwerpnaam uit `/tmp/used_topics.txt`, of een stijllabel dat niet klopt. Daarna schrijft het `src/stats.json`; `readme.py` schrijft deze README.')
open(os.path.join(os.path.dirname(HIER), 'README.md'), 'w', encoding='utf-8').write('\n'.join(L) + '\n')
print('README geschreven')
