"""Schrijft bank/ en gebrekkig/ uit de vraagdata in t_*.py, leest alles terug met
tomllib en controleert het resultaat. Stopt met exitcode 1 bij een fout."""
import glob
import importlib
import json
import os
import re
import shutil
import sys
import tomllib
from collections import Counter, defaultdict

HIER = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HIER)                      # .../holdout30/answer-explanation
SCHEMA_DIR = os.path.normpath(os.path.join(ROOT, '..', '..', '..', 'schema'))
sys.path.insert(0, HIER)

import common  # noqa: E402
for f in sorted(glob.glob(os.path.join(HIER, 't_*.py'))):
    importlib.import_module(os.path.basename(f)[:-3])

FOUTEN = []
MELDINGEN = []


def fout(msg):
    FOUTEN.append(msg)


LETTERS = 'ABCDEFGH'
ID_RE = re.compile(r'^[a-z0-9]+(-[a-z0-9]+)*$')


def tstr(s):
    if any(ord(c) < 32 for c in s):
        raise ValueError('stuurteken in tekst: %r' % s)
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


def is_markdown(v):
    teksten = [v['stem'], v['expl']] + v['opts']
    return any('`' in t or '](' in t for t in teksten)


def toml_vraag(v, related, correct_letter, schema_rel):
    regels = ['#:schema ' + schema_rel,
              'stem = ' + tstr(v['stem']),
              'explanation = ' + tstr(v['expl']),
              'related = [' + ', '.join(tstr(r) for r in related) + ']']
    if is_markdown(v):
        regels.append('markup = "markdown"')
    for i, o in enumerate(v['opts']):
        regels.append('')
        regels.append('[[options]]')
        regels.append('text = ' + tstr(o))
        if LETTERS[i] == correct_letter:
            regels.append('correct = true')
    if v['comp']:
        regels.append('')
        regels.append('[compute]')
        regels.append('expression = ' + tstr(v['comp'][0]))
        regels.append('unit = ' + tstr(v['comp'][1]))
    return '\n'.join(regels) + '\n'


# ---------- normalisatie voor dubbele opties ----------
GETAL = {'nul': '0', 'één': '1', 'twee': '2', 'drie': '3', 'vier': '4', 'vijf': '5', 'zes': '6',
         'zeven': '7', 'acht': '8', 'negen': '9', 'tien': '10', 'twaalf': '12', 'twintig': '20',
         'halve': '0,5', 'half': '0,5', 'kwart': '0,25', 'anderhalve': '1,5'}
EENHEID = {'kilowattuur': 'kwh', 'procent': '%', 'euro': '€', 'liter': 'l', 'kilometer': 'km',
           'meter': 'm', 'graden': '°', 'gram': 'g', 'kilogram': 'kg', 'kilo': 'kg', 'watt': 'w',
           'wattpiek': 'wp', 'kilowattpiek': 'kwp', 'milliliter': 'ml', 'jaar': 'jaar'}
STOP = {'een', 'de', 'het'}


def tokens(s):
    s = s.lower().replace('-', '').replace('`', '')
    ts = re.findall(r'[0-9]+(?:[.,][0-9]+)*|[%€°$#+*/<>=]|[^\W\d_]+', s)
    uit = []
    for t in ts:
        if t in STOP:
            continue
        t = GETAL.get(t, t)
        t = EENHEID.get(t, t)
        uit.append(t)
    return uit


def dubbel(a, b):
    ta, tb = tokens(a), tokens(b)
    return ''.join(ta) == ''.join(tb) or sorted(ta) == sorted(tb)


# ---------- getallen in opties (voor [compute]) ----------
def getal(s):
    m = re.search(r'\d+(?:[.,]\d+)*', s)
    if not m:
        return None
    t = m.group(0)
    if re.search(r'\d\.\d{3}(?!\d)', t):
        t = t.replace('.', '')
    return float(t.replace(',', '.'))


# ---------- stijlcontroles ----------
GW_RE = re.compile(r'\b(één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien|veertien|vijftien|'
                   r'twintig|dertig|veertig|vijftig|zestig|honderd|duizend|half|halve|anderhalve|kwart|driekwart|'
                   r'\w*honderd\w*|\w*duizend\w*|tweeënhal\w*|achtenhalf|\w*tig|\w*tien)\b', re.I)
JAAR_RE = re.compile(r'\b(1[5-9]\d\d|20[0-2]\d)\b')
EW_RE = re.compile(r'\b(watt|kilowattuur|kilowattpiek|wattpiek|liter|kilometer|meter|gram|kilogram|procent|graden|'
                   r'euro|seconden?|milliseconden|hertz|gigahertz|megahertz|volt|megajoule|joule|uur|cent|kilo|'
                   r'vierkante meter|procentpunt)\b', re.I)
ES_RE = re.compile(r'(kWh|kWp|\bWp\b|\bW\b|\bMJ\b|°|\bcm\b|\bm\b|%|€|km/h|\bkm\b|\bkg\b|\bms\b|GHz|MHz|m²|\bL\b|\bml\b|kcal|\bkJ\b|\bh\b|\bWh\b|\$|W/m²)')
ACR_RE = re.compile(r'\b[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*\b')
NEG_RE = re.compile(r'\b(NIET|GEEN|ONJUIST)\b')


def zinnen(t):
    return len(re.findall(r'[.!?](?=\s+[A-ZÀ-Ý0-9€(`\[]|\s*$)', t.strip()))


def controleer_stijl(v):
    st = set(v['stijlen'])
    alles = ' '.join([v['stem'], v['expl']] + v['opts'])
    key_txt = v['opts'][LETTERS.index(v['key'])]
    if 'kort' in st and (zinnen(v['expl']) != 1 or '\n' in v['expl']):
        fout('%s: kort maar %d zinnen' % (v['id'], zinnen(v['expl'])))
    n = len(v['expl'].split())
    if 'lang' in st and n < 60:
        fout('%s: lang maar %d woorden' % (v['id'], n))
    if ('link' in st) != ('](http' in alles):
        fout('%s: stijl link klopt niet' % v['id'])
    if ('code' in st) != ('`' in alles):
        fout('%s: stijl code klopt niet' % v['id'])
    if ('negatief' in st) != bool(NEG_RE.search(v['stem'])):
        fout('%s: stijl negatief klopt niet' % v['id'])
    if 'parafrase' in st and key_txt.lower().strip('`') in v['expl'].lower():
        fout('%s: parafrase maar sleuteltekst staat letterlijk in de toelichting' % v['id'])
    if 'getal-woorden' in st and not GW_RE.search(alles):
        fout('%s: getal-woorden zonder getal in woorden' % v['id'])
    if 'jaartal' in st and not JAAR_RE.search(alles):
        fout('%s: jaartal zonder jaartal' % v['id'])
    if 'uitgewerkt' in st and not re.search(r'[×÷=−+]', v['expl']):
        fout('%s: uitgewerkt zonder rekenteken' % v['id'])
    if 'rekenen' in st and not re.search(r'\d', v['stem'] + ' '.join(v['opts'])):
        fout('%s: rekenen zonder getal in stam of opties' % v['id'])
    if 'it-acroniem' in st and not ACR_RE.search(alles):
        fout('%s: it-acroniem zonder afkorting' % v['id'])
    if 'eenheid-woord' in st and not EW_RE.search(alles):
        fout('%s: eenheid-woord zonder eenheid in woorden' % v['id'])
    if 'eenheid-symbool' in st and not ES_RE.search(alles):
        fout('%s: eenheid-symbool zonder symbool' % v['id'])
    # Markdown-tekens in platte vragen
    if not is_markdown(v):
        for t in [v['stem'], v['expl']] + v['opts']:
            if re.search(r'[`*_\[\]]', t):
                fout('%s: Markdown-teken in vraag zonder markup' % v['id'])
    else:
        for t in [v['stem'], v['expl']] + v['opts']:
            buiten = re.sub(r'`[^`]*`', '', t)
            if re.search(r'[*_]', buiten):
                fout('%s: * of _ buiten code in Markdown-vraag' % v['id'])


def main():
    used = set()
    if os.path.exists('/tmp/used_topics.txt'):
        used = {l.strip() for l in open('/tmp/used_topics.txt') if l.strip()}
    for map_ in ('bank', 'gebrekkig'):
        p = os.path.join(ROOT, map_)
        if os.path.isdir(p):
            shutil.rmtree(p)

    alle_ids = Counter()
    stats = []
    geschreven = []   # (pad, v, map, topic, related, correct_letter)
    for t in common.ONDERWERPEN:
        if t['id'] in used:
            fout('onderwerp %s staat al in used_topics' % t['id'])
        if not ID_RE.match(t['id']):
            fout('onderwerp-id ongeldig: %s' % t['id'])
        delen = {'bank': [v for v in t['vragen'] if v['label'] == 'none'],
                 'gebrekkig': [v for v in t['vragen'] if v['label'] != 'none']}
        for map_, vs in delen.items():
            d = os.path.join(ROOT, map_, t['id'])
            os.makedirs(d)
            trel = os.path.relpath(os.path.join(SCHEMA_DIR, 'topic.schema.json'), d)
            with open(os.path.join(d, 'topic.toml'), 'w', encoding='utf-8') as fh:
                fh.write('#:schema %s\ntitle = %s\ndescription = %s\n' % (trel, tstr(t['titel']), tstr(t['beschrijving'])))
            qrel = os.path.relpath(os.path.join(SCHEMA_DIR, 'question.schema.json'), d)
            n = len(vs)
            for i, v in enumerate(vs):
                alle_ids[v['id']] += 1
                if map_ == 'bank':
                    idx = sorted({(i + k) % n for k in (-2, -1, 1, 2, 10)} - {i})
                else:
                    idx = [j for j in range(n) if j != i]
                rel = [vs[j]['id'] for j in idx]
                cl = v['zet'] or v['key']
                pad = os.path.join(d, v['id'] + '.toml')
                with open(pad, 'w', encoding='utf-8') as fh:
                    fh.write(toml_vraag(v, rel, cl, qrel))
                geschreven.append((pad, v, map_, t['id'], rel, cl))
                e = dict(id=v['id'], onderwerp=t['id'], map=map_, label=v['label'], stijlen=v['stijlen'],
                         echte_sleutel=v['key'], sleutel_in_bestand=cl)
                if v['dup']:
                    e['dubbele_opties'] = list(v['dup'])
                stats.append(e)

    for i, c in alle_ids.items():
        if c > 1:
            fout('dubbel id: %s' % i)
        if not ID_RE.match(i):
            fout('ongeldig id: %s' % i)

    # ---------- teruglezen en controleren ----------
    index = {}
    for pad, v, map_, tid, rel, cl in geschreven:
        index[(map_, v['id'])] = (tid, rel)
    toegestaan = {'stem', 'explanation', 'options', 'related', 'status', 'markup', 'tags', 'words', 'compute', 'suppress'}
    for pad, v, map_, tid, rel, cl in geschreven:
        tekst = open(pad, encoding='utf-8').read()
        eerste = tekst.splitlines()[0]
        m = re.match(r'#:schema (\S+)$', eerste)
        if not m or os.path.normpath(os.path.join(os.path.dirname(pad), m.group(1))) != os.path.join(SCHEMA_DIR, 'question.schema.json'):
            fout('%s: #:schema-regel wijst niet naar het schema' % pad)
        d = tomllib.loads(tekst)
        for k in ('stem', 'explanation', 'options'):
            if k not in d:
                fout('%s: %s ontbreekt' % (pad, k))
        if set(d) - toegestaan:
            fout('%s: onbekende sleutels %s' % (pad, set(d) - toegestaan))
        if not (10 <= len(d['stem']) <= 2000) or not (20 <= len(d['explanation']) <= 10000):
            fout('%s: lengte stam/toelichting buiten schema' % pad)
        if d['stem'] != v['stem'] or d['explanation'] != v['expl']:
            fout('%s: tekst komt niet ongeschonden terug' % pad)
        opts = d['options']
        if not 3 <= len(opts) <= 4:
            fout('%s: %d opties' % (pad, len(opts)))
        for o in opts:
            if set(o) - {'text', 'correct', 'feedback'} or 'text' not in o:
                fout('%s: ongeldige optie' % pad)
        if [o['text'] for o in opts] != v['opts']:
            fout('%s: opties komen niet ongeschonden terug' % pad)
        juist = [LETTERS[i] for i, o in enumerate(opts) if o.get('correct') is True]
        if len(juist) != 1:
            fout('%s: niet precies één correct' % pad)
        elif juist[0] != cl:
            fout('%s: correct op %s, verwacht %s' % (pad, juist[0], cl))
        if 'markup' in d and d['markup'] not in ('plain', 'markdown'):
            fout('%s: ongeldige markup' % pad)
        # labels
        if v['label'] == 'explanation/supports-distractor':
            if not v['zet'] or v['zet'] == v['key'] or v['comp']:
                fout('%s: verplaatste sleutel niet in orde' % pad)
            if map_ != 'gebrekkig':
                fout('%s: gebrekkige vraag in bank' % pad)
        if v['label'] == 'none' and (v['zet'] or v['dup'] or map_ != 'bank'):
            fout('%s: gezonde vraag met afwijking' % pad)
        # related
        for r in d.get('related', []):
            if not ID_RE.match(r):
                fout('%s: ongeldige link %s' % (pad, r))
            if (map_, r) not in index:
                fout('%s: link %s bestaat niet in dezelfde map' % (pad, r))
                continue
            rt, rrel = index[(map_, r)]
            if rt != tid:
                fout('%s: link %s verlaat het onderwerp' % (pad, r))
            if v['id'] not in rrel:
                fout('%s: link %s niet wederkerig' % (pad, r))
            if r == v['id']:
                fout('%s: link naar zichzelf' % pad)
        # dubbele opties
        paren = [(i, j) for i in range(len(opts)) for j in range(i + 1, len(opts))]
        bedoeld = set()
        if v['dup']:
            bedoeld = {tuple(sorted(LETTERS.index(c) for c in v['dup']))}
            if len(v['dup']) != 2:
                fout('%s: dup moet twee letters hebben' % pad)
        for i, j in paren:
            if dubbel(opts[i]['text'], opts[j]['text']):
                if (i, j) not in bedoeld:
                    fout('%s: onbedoeld dubbele opties %s en %s' % (pad, LETTERS[i], LETTERS[j]))
                else:
                    MELDINGEN.append('%s: bedoelde dubbele opties %s/%s ook door de eigen normalisatie herkend' % (v['id'], LETTERS[i], LETTERS[j]))
        # compute
        if 'compute' in d:
            c = d['compute']
            if set(c) - {'expression', 'unit', 'tolerance'} or 'expression' not in c or 'unit' not in c:
                fout('%s: ongeldige compute' % pad)
            waarde = eval(c['expression'].replace('^', '**'), {'__builtins__': {}})
            getallen = [getal(o['text']) for o in opts]
            best = min(range(len(opts)), key=lambda k: abs(getallen[k] - waarde))
            if LETTERS[best] != cl:
                fout('%s: compute %.4g ligt het dichtst bij %s, niet bij de sleutel %s' % (pad, waarde, LETTERS[best], cl))
            if abs(getallen[best] - waarde) > 0.05 * abs(waarde):
                fout('%s: compute buiten tolerantie' % pad)
        controleer_stijl(v)

    for t in common.ONDERWERPEN:
        tpad = os.path.join(ROOT, 'bank', t['id'], 'topic.toml')
        td = tomllib.loads(open(tpad, encoding='utf-8').read())
        if 'title' not in td or set(td) - {'title', 'description', 'parent', 'prerequisites'}:
            fout('%s: ongeldig topic' % tpad)

    # ---------- aantallen ----------
    per = defaultdict(Counter)
    for e in stats:
        per[e['onderwerp']][e['label']] += 1
    dups = 0
    groepen = Counter(t['groep'] for t in common.ONDERWERPEN)
    if len(common.ONDERWERPEN) != 13 or groepen != Counter({'IT': 4, 'rekenen': 3, 'school': 3, 'dagelijks': 3}):
        fout('verkeerde verdeling van onderwerpen: %s' % groepen)
    for t in common.ONDERWERPEN:
        c = per[t['id']]
        if c['none'] != 20 or c['explanation/supports-distractor'] != 3 or c['answer/duplicate-option'] > 1:
            fout('%s: verkeerde aantallen %s' % (t['id'], dict(c)))
        dups += c['answer/duplicate-option']
        bank = [v for v in t['vragen'] if v['label'] == 'none']
        sl = Counter(v['key'] for v in bank)
        if any(sl[x] != 5 for x in 'ABCD'):
            fout('%s: sleutels niet gelijk verdeeld: %s' % (t['id'], dict(sl)))
        neg = sum('negatief' in v['stijlen'] for v in bank)
        if neg != 4:
            fout('%s: %d negatieve stammen' % (t['id'], neg))
        for s in ('lang', 'kort', 'parafrase'):
            if not any(s in v['stijlen'] for v in bank):
                fout('%s: geen %s' % (t['id'], s))
        if not any('link' in v['stijlen'] for v in bank):
            fout('%s: geen link' % t['id'])
    if dups != 7:
        fout('%d dubbele-optievragen in plaats van 7' % dups)

    json.dump({'vragen': stats}, open(os.path.join(HIER, 'stats.json'), 'w', encoding='utf-8'),
              ensure_ascii=False, indent=1)
    for m in MELDINGEN:
        print('info:', m)
    for f in FOUTEN:
        print('FOUT:', f)
    print('%d vragen geschreven, %d fouten' % (len(stats), len(FOUTEN)))
    return 1 if FOUTEN else 0


if __name__ == '__main__':
    sys.exit(main())
