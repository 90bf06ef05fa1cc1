#!/usr/bin/env node
// Opens the pages of a `qbank report` in Debian's headless Chromium (playwright-core) and reports,
// as JSON on stdout, what a reader's browser made of them:
//   - console errors, uncaught page errors and every request that leaves the report's folder,
//   - per page: the bars of each bar chart (svg.staafgrafiek .staaf) and the rows of its table,
//     the nodes of each graph and their links, the points of each series of the history chart,
//   - the page's background and the first bar's colour in light and in dark mode,
//   - every link of every page of the report (opened or not) resolved against the files and the
//     element ids in them.
// The C++ test (qbank_reader_tests) compares this with `qbank stats --format json`.
//
// usage: node report_page.js REPORT_DIR [--pages N] [--screenshot FILE.png]
//   --pages N: open index.html and the first N topic and rule pages (default: all)
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL, fileURLToPath } = require('url');
const { chromium } = require('playwright-core');

function htmlFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(p));
    else if (entry.name.endsWith('.html')) out.push(p);
  }
  return out.sort();
}

// Runs in the page.
function measure() {
  const charts = {};
  for (const svg of document.querySelectorAll('svg.staafgrafiek')) {
    const table = document.getElementById(svg.id + '-tabel');
    charts[svg.id] = {
      bars: svg.querySelectorAll('.staaf').length,
      labels: Array.from(svg.querySelectorAll('.staaf')).map((g) => g.getAttribute('data-label')),
      titles: Array.from(svg.querySelectorAll('.staaf > title')).map((t) => t.textContent),
      rows: table ? Array.from(table.querySelectorAll('tbody tr')).map((tr) =>
        Array.from(tr.children).map((c) => c.textContent.trim())) : null,
      hasTitle: !!svg.querySelector(':scope > title'),
    };
  }
  const lines = {};
  for (const svg of document.querySelectorAll('svg.lijngrafiek')) {
    const table = document.getElementById(svg.id + '-tabel');
    lines[svg.id] = {
      series: Array.from(svg.querySelectorAll('g.reeks')).map((g) => ({
        name: g.getAttribute('data-reeks'), points: g.querySelectorAll('circle.punt').length,
      })),
      rows: table ? table.querySelectorAll('tbody tr').length : null,
    };
  }
  const graphs = {};
  for (const svg of document.querySelectorAll('svg.graafvlak')) {
    const box = svg.getBoundingClientRect();
    graphs[svg.id] = {
      nodes: svg.querySelectorAll('g.knoop').length,
      linked: svg.querySelectorAll('g.knoop a').length,
      missing: svg.querySelectorAll('g.knoop.ontbreekt').length,
      edges: svg.querySelectorAll('g.verbinding').length,
      width: box.width,
      height: box.height,
    };
  }
  const firstBar = document.querySelector('svg.staafgrafiek .staaf rect');
  return {
    lang: document.documentElement.lang,
    title: document.title,
    h1: Array.from(document.querySelectorAll('h1')).map((h) => h.innerText),
    charts,
    lines,
    graphs,
    scripts: document.querySelectorAll('script').length,
    duplicateIds: (() => {
      const seen = new Map();
      for (const e of document.querySelectorAll('[id]')) seen.set(e.id, (seen.get(e.id) || 0) + 1);
      return Array.from(seen).filter(([, n]) => n > 1).map(([id]) => id);
    })(),
    background: getComputedStyle(document.body).backgroundColor,
    color: getComputedStyle(document.body).color,
    barFill: firstBar ? getComputedStyle(firstBar).fill : null,
    scrollWidth: document.scrollingElement.scrollWidth,
    innerWidth,
  };
}

async function main() {
  const dir = path.resolve(process.argv[2]);
  let limit = Infinity;
  let screenshot = null;
  for (let i = 3; i < process.argv.length; i++) {
    if (process.argv[i] === '--pages') limit = Number(process.argv[++i]);
    else if (process.argv[i] === '--screenshot') screenshot = path.resolve(process.argv[++i]);
  }
  const all = htmlFiles(dir).map((f) => path.relative(dir, f).split(path.sep).join('/'));
  const topics = all.filter((r) => r.startsWith('onderwerpen/'));
  const rules = all.filter((r) => r.startsWith('regels/'));
  const visit = ['index.html', ...topics.slice(0, limit), ...rules.slice(0, limit)];

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'qbank-chromium-'));
  const report = { pages: {}, consoleErrors: [], pageErrors: [], outside: [], links: 0, brokenLinks: [], files: all.length };
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      viewport: { width: 1280, height: 800 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
             '--disable-component-update', '--disable-sync'],
    });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') report.consoleErrors.push({ page: page.url(), text: m.text() }); });
    page.on('pageerror', (e) => report.pageErrors.push({ page: page.url(), message: String(e) }));
    page.on('request', (r) => {
      const u = new URL(r.url());
      const inside = u.protocol === 'file:' && !path.relative(dir, fileURLToPath(u)).startsWith('..');
      if (!inside) report.outside.push({ page: page.url(), url: r.url() });
    });
    for (const rel of visit) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(pathToFileURL(path.join(dir, rel)).href, { waitUntil: 'load' });
      const info = await page.evaluate(measure);
      await page.emulateMedia({ colorScheme: 'dark' });
      const dark = await page.evaluate(() => {
        const bar = document.querySelector('svg.staafgrafiek .staaf rect');
        return { background: getComputedStyle(document.body).backgroundColor, color: getComputedStyle(document.body).color,
                 barFill: bar ? getComputedStyle(bar).fill : null };
      });
      info.dark = dark;
      if (rel === 'index.html' && screenshot) {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.screenshot({ path: screenshot, fullPage: true });
      }
      report.pages[rel] = info;
    }
  } finally {
    if (context) await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }

  // Every link of every page, resolved against the files and their ids (read from the files).
  const ids = new Map();
  const idsOf = (file) => {
    if (!ids.has(file)) {
      const text = fs.readFileSync(file, 'utf8');
      ids.set(file, new Set(Array.from(text.matchAll(/\sid="([^"]*)"/g), (m) => m[1])));
    }
    return ids.get(file);
  };
  for (const rel of all) {
    const file = path.join(dir, rel);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/<a href="([^"]*)"/g)) {
      const href = m[1].replace(/&amp;/g, '&');
      report.links++;
      const url = new URL(href, pathToFileURL(file));
      let why = '';
      if (url.protocol !== 'file:') why = 'leaves the report';
      else {
        const target = fileURLToPath(new URL(url.pathname, url));
        if (path.relative(dir, target).startsWith('..')) why = 'leaves the report';
        else if (!fs.existsSync(target) || !fs.statSync(target).isFile()) why = 'no such file';
        else if (url.hash && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(url.hash.slice(1)))) {
          why = 'no element with id ' + url.hash;
        }
      }
      if (why) report.brokenLinks.push({ from: rel, href, why });
    }
  }
  process.stdout.write(JSON.stringify(report));
}

main().catch((e) => {
  process.stderr.write(String(e && e.stack ? e.stack : e) + '\n');
  process.exit(1);
});
