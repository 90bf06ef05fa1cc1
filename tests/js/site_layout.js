#!/usr/bin/env node
// Lays out pages of an exported HTML site in Debian's headless Chromium (playwright-core) at a
// phone width (390 px, touch) and a desktop width (1280 px), in light and in dark mode, and
// reports as JSON on stdout the layout facts read from the DOM:
//   - the font size of every visible h1, h2 and h3,
//   - the page's scroll width against the window's width (horizontal scrolling),
//   - every visible link, button and summary with its size, and whether it is in <main>,
//   - each breadcrumb separator and whether it follows its crumb on the same row,
//   - per option: the left edge of each line of its text and the right edge of its letter,
//   - whether the keyboard hint of the practice page shows,
//   - the positions of the options (and of the reveal's summary) before and after an answer is
//     chosen, and the layout shifts Chromium measured on load,
//   - the lowest text contrast on the page (WCAG ratio) and the page's background,
//   - the topic menu opened: its panel's position and its links,
//   - every request the page made (all must stay inside the site).
// It writes a full-page PNG screenshot of each page at each width in light mode, with the answer
// chosen (question and practice page), to OUT_DIR/<name>-<width>.png.
//
// usage: node site_layout.js SITE_DIR OUT_DIR NAME=PAGE...   (PAGE relative to SITE_DIR)
//   e.g. vraag=ai-hardware-en-softwarestack/vragen/embeddingtabellen-opzoeken.html
'use strict';

const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const { chromium } = require('playwright-core');

const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync'],
};

const WIDTHS = {
  390: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  1280: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

// Runs in the page: the facts that do not need interaction.
function measure() {
  const visible = (e) => {
    const r = e.getBoundingClientRect();
    const s = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
  };
  const box = (r) => ({ left: r.left + scrollX, top: r.top + scrollY, width: r.width, height: r.height });
  const describe = (e) => {
    const text = (e.innerText || e.textContent || '').trim().replace(/\s+/g, ' ');
    return e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className ? '.' + String(e.className).split(' ').join('.') : '') +
      ' "' + text.slice(0, 40) + '"';
  };

  const headings = Array.from(document.querySelectorAll('h1, h2, h3')).filter(visible).map((h) => ({
    tag: h.tagName.toLowerCase(), size: parseFloat(getComputedStyle(h).fontSize), text: h.innerText.trim().slice(0, 60),
  }));

  const root = document.scrollingElement;
  const wide = Array.from(document.querySelectorAll('body *')).filter((e) => visible(e) &&
    e.getBoundingClientRect().right > innerWidth + 0.5).slice(0, 5).map(describe);

  // Tap targets. Links an author wrote inside a running text are exempt (as in WCAG 2.5.8).
  const authorText = '.toelichting, .optietekst, .stam-vooraf, .stam, .sleutel';
  const targets = Array.from(document.querySelectorAll('a[href], button, summary'))
    .filter((e) => visible(e) && !e.classList.contains('overslaan') && !(e.tagName === 'A' && e.closest(authorText)))
    .map((e) => {
      const r = e.getBoundingClientRect();
      return { what: describe(e), width: r.width, height: r.height, inMain: !!e.closest('main') };
    });

  const separators = Array.from(document.querySelectorAll('.kruimelpad .scheiding')).filter(visible).map((s) => {
    const before = s.previousElementSibling;
    const r = s.getBoundingClientRect();
    const rects = before ? before.getClientRects() : [];
    const last = rects.length ? rects[rects.length - 1] : null;
    // On the row of the crumb's last line, to its right.
    const sameRow = !!last && r.top < last.bottom && r.bottom > last.top && r.left >= last.right - 0.5;
    return { sameRow, what: describe(s.parentElement) };
  });

  const options = Array.from(document.querySelectorAll('ol.opties > li, #oef-opties button')).filter(visible).map((o) => {
    const letter = o.querySelector('.letter');
    const text = o.querySelector('.optietekst');
    const range = document.createRange();
    range.selectNodeContents(text);
    // One rectangle per line box of the text (the widest at each height).
    const lines = [];
    for (const r of Array.from(range.getClientRects())) {
      if (r.width < 1) continue;
      const row = lines.find((l) => Math.abs(l.top - r.top) < 2);
      if (row) row.left = Math.min(row.left, r.left); else lines.push({ top: r.top, left: r.left });
    }
    return {
      what: describe(o),
      letterRight: letter.getBoundingClientRect().right,
      lineLefts: lines.sort((a, b) => a.top - b.top).map((l) => l.left),
    };
  });

  const hint = document.querySelector('.toetsen');

  // Contrast of every visible text against the background it is drawn on.
  const rgba = (c) => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  };
  const over = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a), a: 1,
  });
  const backgroundOf = (e) => {
    const layers = [];
    for (let n = e; n; n = n.parentElement) {
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c && c.a > 0) {
        layers.push(c);
        if (c.a >= 1) break;
      }
    }
    let bg = { r: 255, g: 255, b: 255, a: 1 };
    if (!layers.length || layers[layers.length - 1].a < 1) {
      bg = matchMedia('(prefers-color-scheme: dark)').matches ? { r: 0, g: 0, b: 0, a: 1 } : bg;
    }
    for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
    return bg;
  };
  const luminance = (c) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  const ratio = (a, b) => {
    const la = luminance(a), lb = luminance(b);
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  };
  let lowest = { ratio: Infinity, what: '' };
  const texts = [];
  for (const e of Array.from(document.querySelectorAll('body *'))) {
    if (!visible(e) || e.closest('.overslaan, .visueel-verborgen')) continue;
    const own = Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const s = getComputedStyle(e);
    const bg = backgroundOf(e);
    const fg = over(rgba(s.color), bg);
    const r = ratio(fg, bg);
    const size = parseFloat(s.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
    texts.push(1);
    if (r / (large ? 3 : 4.5) < lowest.ratio / (lowest.large ? 3 : 4.5)) lowest = { ratio: r, large, what: describe(e) };
  }

  return {
    headings,
    scrollWidth: root.scrollWidth,
    innerWidth,
    wide,
    targets,
    separators,
    options,
    hintVisible: hint ? visible(hint) : null,
    contrast: { lowest: lowest.ratio, large: !!lowest.large, what: lowest.what, texts: texts.length },
    background: luminance(backgroundOf(document.body)),
    positions: Array.from(document.querySelectorAll('ol.opties > li, #oef-opties button, details.antwoord > summary, #oef-stam'))
      .filter(visible).map((e) => box(e.getBoundingClientRect())),
  };
}

function positionsNow() {
  const visible = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  return Array.from(document.querySelectorAll('ol.opties > li, #oef-opties button, details.antwoord > summary, #oef-stam'))
    .filter(visible).map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left + scrollX, top: r.top + scrollY, width: r.width, height: r.height };
    });
}

async function layoutShifts(page) {
  return page.evaluate(() => new Promise((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) total += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(total), 100);
  }));
}

async function main() {
  const site = path.resolve(process.argv[2]);
  const out = path.resolve(process.argv[3]);
  const pages = process.argv.slice(4).map((a) => { const i = a.indexOf('='); return { name: a.slice(0, i), rel: a.slice(i + 1) }; });
  fs.mkdirSync(out, { recursive: true });
  const report = { pages: {}, errors: [], requests: [] };
  const browser = await chromium.launch(LAUNCH);
  try {
    for (const { name, rel } of pages) {
      const url = pathToFileURL(path.join(site, rel)).href;
      report.pages[name] = {};
      for (const width of Object.keys(WIDTHS)) {
        const result = {};
        for (const scheme of ['light', 'dark']) {
          const context = await browser.newContext(Object.assign({ colorScheme: scheme }, WIDTHS[width]));
          const page = await context.newPage();
          page.on('pageerror', (e) => report.errors.push(`${name} ${width} ${scheme}: ${e}`));
          page.on('request', (r) => report.requests.push(r.url()));
          await page.goto(url, { waitUntil: 'load' });
          const facts = await page.evaluate(measure);
          facts.loadShift = await layoutShifts(page);

          // Choose an answer: the second option, which is wrong on the seed page's question.
          const option = page.locator('ol.opties > li > button, #oef-opties button').nth(1);
          if (await option.count() > 0) {
            const before = await page.evaluate(positionsNow);
            await option.click();
            await page.waitForTimeout(50);
            const after = await page.evaluate(positionsNow);
            facts.answer = {
              before, after,
              revealOpen: await page.evaluate(() => {
                const d = document.querySelector('details.antwoord');
                return d ? d.open : null;
              }),
              verdict: (await page.locator('.oordeel').first().innerText()).trim(),
              marks: await page.locator('.markering').allInnerTexts(),
            };
            const opened = await page.evaluate(measure);
            facts.answer.targets = opened.targets;
            facts.answer.scrollWidth = opened.scrollWidth;
            facts.answer.contrast = opened.contrast;
          }
          if (scheme === 'light') {
            await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
            // The topic menu, opened.
            await page.locator('.menu > summary').click();
            facts.menu = await page.evaluate(() => {
              const panel = document.querySelector('.menu-paneel');
              const r = panel.getBoundingClientRect();
              return {
                open: document.querySelector('.menu').open,
                left: r.left, right: r.right, width: r.width, innerWidth,
                scrollWidth: document.scrollingElement.scrollWidth,
                links: Array.from(panel.querySelectorAll('a')).map((a) => ({
                  text: a.innerText.trim(), height: a.getBoundingClientRect().height,
                })),
              };
            });
          }
          result[scheme] = facts;
          await context.close();
        }
        report.pages[name][width] = result;
      }
    }
  } finally {
    await browser.close();
  }
  const root = pathToFileURL(site).href + '/';
  report.outside = report.requests.filter((u) => !u.startsWith(root));
  process.stdout.write(JSON.stringify(report));
}

main().catch((e) => {
  process.stderr.write(String(e && e.stack ? e.stack : e) + '\n');
  process.exit(1);
});
