#!/usr/bin/env node
// Opens every page of an exported HTML site in Debian's headless Chromium (playwright-core, no
// browser download) and reports, as JSON on stdout, what a reader sees:
//   - every link on every page and whether it resolves to an existing page (and fragment),
//   - per question page: the reveal closed, then opened by a click, and the text it shows; then,
//     on a fresh load per option, that option chosen: the verdict, the marks, the reveal opened,
//   - the scripts and stylesheets each page loads (as paths inside the site) and the contents of
//     those files,
//   - dialogs opened (alert/confirm/prompt: any means a text ran as script), the scripts and
//     other script-like elements in the DOM, uncaught page errors,
//   - lang, the skip link as the first Tab stop, the visible text of each page.
// The C++ test (qbank_reader_tests) compares this with the bank.
//
// usage: node html_site.js SITE_DIR
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

async function main() {
  const site = path.resolve(process.argv[2]);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'qbank-chromium-'));
  const report = { pages: {}, links: [], external: [], dialogs: [], pageErrors: [] };
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
             '--disable-component-update', '--disable-sync'],
    });
    const page = await context.newPage();
    page.on('dialog', async (d) => {
      report.dialogs.push({ page: page.url(), type: d.type(), message: d.message() });
      await d.dismiss();
    });
    page.on('pageerror', (e) => report.pageErrors.push({ page: page.url(), message: String(e) }));

    for (const file of htmlFiles(site)) {
      const rel = path.relative(site, file).split(path.sep).join('/');
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
      // Give any injected handler (onerror of a broken image) the chance to fire.
      await page.waitForTimeout(50);
      const info = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        title: document.title,
        text: document.body.innerText,
        ids: Array.from(document.querySelectorAll('[id]')).map((e) => e.id),
        links: Array.from(document.querySelectorAll('a[href]')).map((a) => a.href),
        scripts: Array.from(document.querySelectorAll('script')).map((e) => ({ src: e.src, text: e.textContent })),
        stylesheets: Array.from(document.querySelectorAll('link')).map((e) => ({ rel: e.rel, href: e.href })),
        scriptLike: document.querySelectorAll('img, iframe, object, embed, svg, style').length,
        eventHandlers: Array.from(document.querySelectorAll('*')).filter((e) =>
          Array.from(e.attributes).some((a) => a.name.startsWith('on'))).length,
        h1: Array.from(document.querySelectorAll('h1')).map((h) => h.innerText),
        mainCount: document.querySelectorAll('main').length,
        reveals: document.querySelectorAll('details.antwoord').length,
        // Markdown rendered by the exporter: its elements as the browser built them.
        formatting: {
          strong: document.querySelectorAll('main strong').length,
          em: document.querySelectorAll('main em').length,
          code: document.querySelectorAll('main code').length,
          pre: document.querySelectorAll('main pre').length,
          listItems: document.querySelectorAll('.toelichting li').length,
          externalLinks: Array.from(document.querySelectorAll('main a[href^="http"]')).map((a) => a.rel),
        },
      }));
      await page.keyboard.press('Tab');
      info.firstTabStop = await page.evaluate(() => {
        const a = document.activeElement;
        return a ? `${a.tagName.toLowerCase()} ${a.getAttribute('href') || ''} ${a.innerText}` : '';
      });

      // A question page: the reveal starts closed and opens on a click on its summary.
      if (rel.includes('/vragen/')) {
        const details = page.locator('details.antwoord').first();
        const key = details.locator('.sleutel');
        const explanation = details.locator('.toelichting');
        info.reveal = {
          summary: await details.locator('summary').innerText(),
          keyVisibleBefore: await key.isVisible(),
          explanationVisibleBefore: await explanation.isVisible(),
        };
        await details.locator('summary').click();
        info.reveal.open = await details.evaluate((d) => d.open);
        info.reveal.keyVisibleAfter = await key.isVisible();
        info.reveal.explanationVisibleAfter = await explanation.isVisible();
        info.reveal.keyText = await key.innerText();
        info.reveal.explanationText = await explanation.innerText();
        info.options = await page.locator('ol.opties > li').allInnerTexts();
        // Each option chosen on a fresh load of the page.
        info.choices = [];
        for (let i = 0; i < info.options.length; i++) {
          await page.reload({ waitUntil: 'load' });
          const before = await details.evaluate((d) => d.open);
          await page.locator('ol.opties > li > button').nth(i).click();
          info.choices.push(await page.evaluate((openBefore) => {
            const d = document.querySelector('details.antwoord');
            const verdict = d.querySelector('.oordeel');
            return {
              openBefore,
              open: d.open,
              verdict: verdict ? verdict.innerText.trim() : null,
              verdictFocused: document.activeElement === verdict,
              hint: Array.from(document.querySelectorAll('.kies')).filter((e) => e.getBoundingClientRect().height > 0)
                .map((e) => e.innerText.trim()).join(''),
              disabled: document.querySelectorAll('ol.opties button:disabled').length,
              marks: Array.from(document.querySelectorAll('ol.opties > li > button')).map((b) => {
                const m = b.querySelector('.markering');
                return {
                  option: (b.querySelector('.letter').innerText + ' ' + b.querySelector('.optietekst').innerText).trim(),
                  mark: m ? m.innerText.trim() : null,
                  state: b.classList.contains('juist') ? 'juist' : b.classList.contains('fout') ? 'fout' : null,
                };
              }),
            };
          }, before));
          // A second choice changes nothing.
          await page.locator('ol.opties > li > button').nth((i + 1) % info.options.length).click({ force: true });
          info.choices[i].verdictsAfterSecondChoice = await page.locator('details.antwoord .oordeel').count();
        }
      }
      report.pages[rel] = info;
    }

    // The scripts and stylesheets as paths inside the site, and what those files hold.
    report.files = {};
    const inSite = (href) => {
      try {
        const u = new URL(href);
        if (u.protocol !== 'file:') return href;
        const rel = path.relative(site, fileURLToPath(u)).split(path.sep).join('/');
        if (!rel.startsWith('..') && fs.existsSync(path.join(site, rel))) report.files[rel] = fs.readFileSync(path.join(site, rel), 'utf8');
        return rel;
      } catch (e) {
        return href;
      }
    };
    for (const info of Object.values(report.pages)) {
      info.scripts = info.scripts.map((s) => ({ src: s.src ? inSite(s.src) : '', text: s.text }));
      info.stylesheets = info.stylesheets.map((l) => ({ rel: l.rel, href: inSite(l.href) }));
    }

    // Resolve every link against the files and the ids seen on each page.
    for (const [rel, info] of Object.entries(report.pages)) {
      for (const href of info.links) {
        const url = new URL(href);
        // A link an author wrote in a Markdown text may leave the site: listed, not followed.
        if (url.protocol === 'https:' || url.protocol === 'http:') {
          report.external.push({ from: rel, href });
          continue;
        }
        let ok = false;
        let why = '';
        if (url.protocol !== 'file:') {
          why = 'not a link inside the site';
        } else {
          const target = fileURLToPath(new URL(url.pathname, url));
          const targetRel = path.relative(site, target).split(path.sep).join('/');
          if (targetRel.startsWith('..')) why = 'leaves the site';
          else if (!fs.existsSync(target) || !fs.statSync(target).isFile()) why = 'no such page';
          else if (url.hash && !(report.pages[targetRel] && report.pages[targetRel].ids.includes(decodeURIComponent(url.hash.slice(1))))) {
            why = 'no element with id ' + url.hash;
          } else ok = true;
        }
        report.links.push({ from: rel, href: path.relative(path.dirname(path.join(site, rel)), fileURLToPathSafe(href)) + (new URL(href).hash || ''), ok, why });
      }
      delete info.ids;
    }
  } finally {
    if (context) await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  process.stdout.write(JSON.stringify(report));
}

function fileURLToPathSafe(href) {
  try {
    const u = new URL(href);
    return u.protocol === 'file:' ? fileURLToPath(new URL(u.pathname, u)) : href;
  } catch (e) {
    return href;
  }
}

main().catch((e) => {
  process.stderr.write(String(e && e.stack ? e.stack : e) + '\n');
  process.exit(1);
});
