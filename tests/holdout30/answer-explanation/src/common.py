"""Helper voor de vraagdata. Elke vraag wordt bij het schrijven vastgelegd met:
id, echte sleutel (letter), stam, opties in weergavevolgorde, toelichting, stijlen,
en bij gebrekkige vragen `zet` (letter waar correct = true in het bestand komt)
of `dup` (de twee letters van de dubbele opties)."""

STIJL = {
    'neg': 'negatief', 'lang': 'lang', 'kort': 'kort', 'par': 'parafrase',
    'weer': 'weerlegt', 'link': 'link', 'code': 'code', 'acr': 'it-acroniem',
    'rek': 'rekenen', 'uitg': 'uitgewerkt', 'gw': 'getal-woorden',
    'ew': 'eenheid-woord', 'es': 'eenheid-symbool', 'jaar': 'jaartal',
}

ONDERWERPEN = []


def onderwerp(tid, titel, beschrijving, groep):
    t = dict(id=tid, titel=titel, beschrijving=beschrijving, groep=groep, vragen=[])
    ONDERWERPEN.append(t)

    def q(qid, key, stem, opts, expl, st, zet=None, dup=None, comp=None):
        stijlen = [STIJL[s] for s in st.split()]
        if comp:
            stijlen.append('compute')
        label = 'none'
        if zet:
            label = 'explanation/supports-distractor'
        if dup:
            label = 'answer/duplicate-option'
        t['vragen'].append(dict(id=qid, key=key, stem=stem, opts=opts, expl=expl,
                                stijlen=stijlen, label=label, zet=zet, dup=dup, comp=comp))
    return q
