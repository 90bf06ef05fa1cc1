// The site's one script (oefenen.js at the root of the HTML export), loaded by every question page
// and every practice page; kept here and embedded in qbank at build time. Every page works without
// it; with it:
//
// - a question page (<topic>/vragen/<id>.html) makes its options buttons: choosing one marks it
//   right or wrong, marks the key and opens the page's own reveal, the <details> that works
//   without JavaScript too. Nothing above the reveal moves.
// - a practice page (<topic>/oefenen.html) turns its list of every question with a reveal into a
//   practice round: one question at a time, questions and options shuffled per visit, immediate
//   feedback with the key and the explanation, a score at the end and a round of only the
//   questions answered wrongly. Keys: 1-9 or A-F choose an option, Enter goes on.
//
// It reads the questions from the page itself (nothing is fetched) and builds every new node with
// textContent or by cloning the page's own, already escaped nodes: question text never passes
// through innerHTML.
(function () {
  'use strict';
  // Loaded in the <head>: the class lets the stylesheet draw the page as the script will leave it
  // from the first paint (no layout shift); the work itself waits for the document.
  document.documentElement.classList.add('js');
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();

  // Should anything fail, the page goes back to what it is without JavaScript.
  function start() {
    try {
      bouw();
    } catch (e) {
      document.documentElement.classList.remove('js');
      throw e;
    }
  }

  function bouw() {
    function el(id) { return document.getElementById(id); }
    function each(list, fn) { return Array.prototype.map.call(list, fn); }
    function maak(tag, className, text) {
      var e = document.createElement(tag);
      if (className) e.className = className;
      if (text !== undefined) e.textContent = text;
      return e;
    }
    function leeg(e) { while (e.firstChild) e.removeChild(e.firstChild); }
    function letter(i) { return String.fromCharCode(65 + i); }
    // Marks a chosen option button: soort 'juist' (the key) or 'fout' (a wrong choice), with a
    // label that sits on the button's edge and so takes no room.
    function markeer(knop, soort, label) {
      knop.classList.add(soort);
      knop.appendChild(maak('span', 'markering', label));
    }
    function schud(a) {
      for (var i = a.length - 1; i > 0; i--) {
        var j = Math.floor(Math.random() * (i + 1));
        var t = a[i]; a[i] = a[j]; a[j] = t;
      }
      return a;
    }

    // --- A question page ----------------------------------------------------------------------
    function vraagpagina(art) {
      var lijst = art.querySelector('ol.opties');
      var onthulling = art.querySelector('details.antwoord');
      var sleutel = Number(art.getAttribute('data-sleutel'));
      if (!lijst || !onthulling || !(sleutel >= 0)) return;
      var gekozen = false;
      var knoppen = each(lijst.children, function (li, i) {
        var knop = maak('button', 'keuze');
        knop.type = 'button';
        while (li.firstChild) knop.appendChild(li.firstChild);
        li.appendChild(knop);
        knop.addEventListener('click', function () { kies(i); });
        return knop;
      });
      lijst.classList.add('klikbaar');
      var hint = art.querySelector('.kies');
      if (hint) hint.hidden = false;

      function kies(i) {
        if (gekozen) return;
        gekozen = true;
        var juist = i === sleutel;
        knoppen.forEach(function (knop, k) {
          knop.disabled = true;
          if (k === sleutel) markeer(knop, 'juist', 'Juiste antwoord');
          else if (k === i) markeer(knop, 'fout', 'Jouw antwoord');
        });
        // The verdict opens the reveal, below its summary: what is above stays where it was.
        var oordeel = maak('p', juist ? 'oordeel goed' : 'oordeel fout', juist ? 'Goed!' : 'Helaas, dat is niet juist.');
        oordeel.tabIndex = -1;
        var summary = onthulling.querySelector('summary');
        onthulling.insertBefore(oordeel, summary ? summary.nextSibling : onthulling.firstChild);
        onthulling.open = true;
        oordeel.focus();
      }
    }

    var oefenaar = document.getElementById('oefenaar');
    var statisch = document.getElementById('oef-statisch');
    if (!oefenaar || !statisch) {
      var art = document.querySelector('main article.vraag[data-sleutel]');
      if (art) vraagpagina(art);
      return;
    }

    // --- A practice page ----------------------------------------------------------------------
    // The questions as the page lists them.
    var vragen = each(statisch.querySelectorAll('article.vraag'), function (art) {
      var terugkoppeling = {};
      each(art.querySelectorAll('.terugkoppeling li[data-letter]'), function (li) {
        terugkoppeling[li.getAttribute('data-letter')] = li.querySelector('.optietekst');
      });
      var opties = each(art.querySelectorAll('ol.opties > li'), function (li, i) {
        return { tekst: li.querySelector('.optietekst'), terugkoppeling: terugkoppeling[letter(i)] || null };
      });
      return {
        id: art.getAttribute('data-id'),
        stam: art.querySelector('.stam'),
        vooraf: art.querySelector('.stam-vooraf'),  // what a Markdown stem shows above its question
        opties: opties,
        sleutel: Number(art.getAttribute('data-sleutel')),
        vast: art.getAttribute('data-volgorde') === 'vast',
        toelichting: art.querySelector('.toelichting')
      };
    });
    if (vragen.length === 0) return;

    var voortgang = el('oef-voortgang');
    var balk = el('oef-balk');
    var vraagDeel = el('oef-vraag');
    var stam = el('oef-stam');
    var vooraf = el('oef-vooraf');
    var keuzes = el('oef-opties');
    var uitslag = el('oef-uitslag');
    var verder = el('oef-verder');
    var einde = el('oef-einde');
    var score = el('oef-score');
    var gemist = el('oef-gemist');
    var opnieuwFout = el('oef-fouten');
    var opnieuwAlles = el('oef-alles');

    var ronde = [];     // the questions of this round, in the order shown
    var positie = 0;    // index into ronde
    var goed = 0;
    var fout = [];      // questions answered wrongly in this round
    var huidig = null;  // { vraag, volgorde: option indexes in the order shown, beantwoord }

    // focus: move the keyboard focus to the question (not on page load, where the skip link
    // stays the first Tab stop).
    function begin(lijst, focus) {
      ronde = schud(lijst.slice());
      positie = 0;
      goed = 0;
      fout = [];
      einde.hidden = true;
      vraagDeel.hidden = false;
      toon(focus);
    }

    function toon(focus) {
      var vraag = ronde[positie];
      // Options that are one numeric scale stay in ascending order.
      var indexen = vraag.opties.map(function (_, i) { return i; });
      var volgorde = vraag.vast ? indexen : schud(indexen);
      huidig = { vraag: vraag, volgorde: volgorde, beantwoord: false };
      voortgang.textContent = 'Vraag ' + (positie + 1) + ' van ' + ronde.length;
      if (balk) balk.style.width = (positie * 100 / ronde.length) + '%';
      leeg(vooraf);
      if (vraag.vooraf) vooraf.appendChild(vraag.vooraf.cloneNode(true));
      vooraf.hidden = !vraag.vooraf;
      leeg(stam);
      stam.appendChild(vraag.stam.cloneNode(true));
      leeg(keuzes);
      volgorde.forEach(function (optie, getoond) {
        var knop = maak('button', 'keuze');
        knop.type = 'button';
        knop.setAttribute('data-getoond', String(getoond));
        knop.appendChild(maak('span', 'letter', letter(getoond)));
        knop.appendChild(document.createTextNode(' '));
        knop.appendChild(vraag.opties[optie].tekst.cloneNode(true));
        knop.addEventListener('click', function () { antwoord(getoond); });
        var li = maak('li');
        li.appendChild(knop);
        keuzes.appendChild(li);
      });
      leeg(uitslag);
      verder.hidden = true;
      if (focus) stam.focus();
    }

    function antwoord(getoond) {
      if (!huidig || huidig.beantwoord) return;
      huidig.beantwoord = true;
      var vraag = huidig.vraag;
      var gekozen = huidig.volgorde[getoond];
      var juist = gekozen === vraag.sleutel;
      var sleutelGetoond = huidig.volgorde.indexOf(vraag.sleutel);
      if (juist) goed++; else fout.push(vraag);
      if (balk) balk.style.width = ((positie + 1) * 100 / ronde.length) + '%';

      each(keuzes.querySelectorAll('button'), function (knop, i) {
        knop.disabled = true;
        if (i === sleutelGetoond) markeer(knop, 'juist', 'Juiste antwoord');
        else if (i === getoond) markeer(knop, 'fout', 'Jouw antwoord');
      });

      leeg(uitslag);
      uitslag.appendChild(maak('p', juist ? 'oordeel goed' : 'oordeel fout',
                               juist ? 'Goed!' : 'Helaas, dat is niet juist.'));
      var sleutel = maak('p', 'sleutel', 'Antwoord: ' + letter(sleutelGetoond) + '. ');
      sleutel.appendChild(vraag.opties[vraag.sleutel].tekst.cloneNode(true));
      uitslag.appendChild(sleutel);
      var reactie = vraag.opties[gekozen].terugkoppeling;
      if (reactie) {
        var p = maak('p', 'terugkoppeling');
        p.appendChild(reactie.cloneNode(true));
        uitslag.appendChild(p);
      }
      uitslag.appendChild(vraag.toelichting.cloneNode(true));
      verder.textContent = positie + 1 < ronde.length ? 'Volgende vraag' : 'Naar de score';
      verder.hidden = false;
      verder.focus();
    }

    function volgende() {
      if (!huidig || !huidig.beantwoord) return;
      positie++;
      if (positie < ronde.length) toon(true); else eindstand();
    }

    function eindstand() {
      huidig = null;
      vraagDeel.hidden = true;
      einde.hidden = false;
      voortgang.textContent = 'Klaar';
      if (balk) balk.style.width = '100%';
      score.textContent = 'Score: ' + goed + ' van ' + ronde.length + ' (' + Math.round(goed * 100 / ronde.length) + '%)';
      leeg(gemist);
      if (fout.length > 0) {
        gemist.appendChild(maak('p', null, 'Gemist:'));
        var lijst = maak('ul');
        fout.forEach(function (vraag) {
          var li = maak('li');
          li.appendChild(vraag.stam.cloneNode(true));
          lijst.appendChild(li);
        });
        gemist.appendChild(lijst);
        opnieuwFout.textContent = fout.length === 1 ? 'De foute vraag opnieuw oefenen'
                                                    : 'De ' + fout.length + ' foute vragen opnieuw oefenen';
        opnieuwFout.hidden = false;
      } else {
        gemist.appendChild(maak('p', null, 'Niets gemist.'));
        opnieuwFout.hidden = true;
      }
      score.focus();
    }

    verder.addEventListener('click', volgende);
    opnieuwFout.addEventListener('click', function () { begin(fout, true); });
    opnieuwAlles.addEventListener('click', function () { begin(vragen, true); });

    document.addEventListener('keydown', function (e) {
      if (e.altKey || e.ctrlKey || e.metaKey || !huidig) return;
      if (!huidig.beantwoord) {
        var k = -1;
        if (/^[1-9]$/.test(e.key)) k = Number(e.key) - 1;
        else if (/^[a-f]$/i.test(e.key)) k = e.key.toUpperCase().charCodeAt(0) - 65;
        if (k >= 0 && k < huidig.volgorde.length) {
          e.preventDefault();
          antwoord(k);
        }
      } else if (e.key === 'Enter' && e.target.tagName !== 'BUTTON' && e.target.tagName !== 'A') {
        // On the "next" button itself Enter already clicks it.
        e.preventDefault();
        volgende();
      }
    });

    statisch.hidden = true;
    oefenaar.hidden = false;
    begin(vragen, false);
    oefenaar.classList.add('klaar');
  }
})();
