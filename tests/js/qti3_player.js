#!/usr/bin/env node
// Renders each QTI 3.0 item of an unpacked package in Citolab's QTI player (@citolab/qti-components,
// the web components Dutch platforms build on) in Debian's headless Chromium, and answers it once
// with every choice: a click on the choice, then the item's own response processing. Prints JSON:
//   { items: { "items/x.xml": { choices: ["A", ...], prompt: "...", scores: { A: "0", B: "1" } } },
//     errors: [...] }
// The C++ test (qbank_reader_tests) compares it with the bank.
//
// usage: node qti3_player.js PACKAGE_DIR
'use strict';

const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');

async function main() {
  const dir = process.argv[2];
  const player = fs.readFileSync(require.resolve('@citolab/qti-components/cdn/index.global.js'), 'utf8');
  const items = fs.readdirSync(path.join(dir, 'items')).filter((f) => f.endsWith('.xml')).sort();
  const report = { items: {}, errors: [] };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => report.errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') report.errors.push(m.text()); });
    await page.setContent('<!DOCTYPE html><html lang="nl"><body><main id="speler"></main></body></html>');
    await page.addScriptTag({ content: player });
    for (const file of items) {
      const xml = fs.readFileSync(path.join(dir, 'items', file), 'utf8').replace(/^<\?xml[^>]*>\s*/, '');
      const load = async () => {
        await page.evaluate(async (x) => {
          const host = document.getElementById('speler');
          host.innerHTML = x;
          await customElements.whenDefined('qti-assessment-item');
          await new Promise((r) => setTimeout(r, 50));
        }, xml);
      };
      await load();
      const info = await page.evaluate(() => ({
        choices: Array.from(document.querySelectorAll('qti-simple-choice')).map((c) => c.getAttribute('identifier')),
        prompt: (document.querySelector('qti-prompt') || document.querySelector('qti-item-body') || {}).innerText || '',
      }));
      info.scores = {};
      for (const id of info.choices) {
        await load();
        await page.click(`qti-simple-choice[identifier="${id}"]`);
        info.scores[id] = await page.evaluate(() => {
          const item = document.querySelector('qti-assessment-item');
          item.processResponse();
          const score = item.getOutcome('SCORE');
          return score ? String(score.value) : null;
        });
      }
      report.items['items/' + file] = info;
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(JSON.stringify(report));
}

main().catch((e) => {
  process.stderr.write(String(e && e.stack ? e.stack : e) + '\n');
  process.exit(1);
});
