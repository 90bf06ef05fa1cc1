#!/usr/bin/env node
// Drives a topic's practice page (<topic>/oefenen.html of the HTML export) in Debian's headless
// Chromium through playwright-core, as a student would, and reports as JSON on stdout what the
// student saw. The C++ test (qbank_reader_tests) checks the report against the bank.
//
// usage: node practice_page.js PAGE KEYS_JSON
//   KEYS_JSON maps each question's stem (as shown) to the text of its keyed option; the script
//   needs it only to decide which option to pick. Everything it reports is read off the page.
//
// Rounds, each on a fresh visit of the page with JavaScript on:
//   right  - every question answered right (by mouse, the digit key and the letter key in turn)
//   wrong  - every question answered wrong, then "retry the wrong ones" answered right
//   mixed  - every second question answered wrong, then the retry round
// and one visit with JavaScript off.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');
const { chromium } = require('playwright-core');

const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync'],
};

async function visible(page, selector) {
  const loc = page.locator(selector);
  return (await loc.count()) > 0 && loc.first().isVisible();
}

// What the page shows for the current question before it is answered.
async function readQuestion(page) {
  return {
    progress: (await page.locator('#oef-voortgang').innerText()).trim(),
    stem: (await page.locator('#oef-stam').innerText()).trim(),
    // What a Markdown stem shows above its question (a code block), or null when nothing shows.
    lead: (await page.locator('#oef-vooraf').isVisible()) ? (await page.locator('#oef-vooraf').innerText()).trim() : null,
    options: (await page.locator('#oef-opties button').allInnerTexts()).map((t) => t.trim()),
    focused: await page.evaluate(() => document.activeElement && document.activeElement.id),
  };
}

// Answers the current question; how: 'click', 'digit' or 'letter'. Returns what the page showed.
async function answer(page, keys, wantRight, how) {
  const q = await readQuestion(page);
  const key = keys[q.stem];
  // Options are shown as "A <text>"; the shown text is after the letter and a space.
  const texts = q.options.map((o) => o.slice(2));
  let choice = texts.indexOf(key);
  if (choice < 0) throw new Error('no option with the key text for ' + JSON.stringify(q.stem));
  if (!wantRight) choice = (choice + 1) % texts.length;
  if (how === 'click') await page.locator('#oef-opties button').nth(choice).click();
  else if (how === 'digit') await page.keyboard.press(String(choice + 1));
  else await page.keyboard.press(String.fromCharCode(65 + choice).toLowerCase());
  q.how = how;
  q.chosen = String.fromCharCode(65 + choice);
  q.verdict = (await page.locator('#oef-uitslag .oordeel').innerText()).trim();
  q.key = (await page.locator('#oef-uitslag .sleutel').innerText()).trim();
  q.explanation = (await page.locator('#oef-uitslag .toelichting').innerText()).trim();
  q.feedback = (await page.locator('#oef-uitslag .terugkoppeling').count()) > 0
    ? (await page.locator('#oef-uitslag .terugkoppeling').innerText()).trim() : null;
  // Each option after answering: its text as shown, and the label it got (the key's "Juiste
  // antwoord", the wrong choice's "Jouw antwoord") with the state the button is drawn in.
  q.marked = await page.locator('#oef-opties button').evaluateAll((buttons) => buttons.map((b) => {
    const m = b.querySelector('.markering');
    return {
      option: (b.querySelector('.letter').innerText + ' ' + b.querySelector('.optietekst').innerText).trim(),
      mark: m ? m.innerText.trim() : null,
      state: b.classList.contains('juist') ? 'juist' : b.classList.contains('fout') ? 'fout' : null,
    };
  }));
  q.disabled = await page.locator('#oef-opties button:disabled').count();
  q.next = (await page.locator('#oef-verder').innerText()).trim();
  q.nextFocused = await page.evaluate(() => document.activeElement && document.activeElement.id);
  // A second answer must change nothing.
  await page.keyboard.press('1');
  q.verdictAfterSecondKey = (await page.locator('#oef-uitslag .oordeel').innerText()).trim();
  return q;
}

// Plays one round to its score. wantRight(i) says whether to answer the i-th shown question right.
// Going on alternates between Enter on the focused "next" button, Enter elsewhere on the page and
// a click.
async function playRound(page, keys, wantRight) {
  const round = { questions: [] };
  const ways = ['click', 'digit', 'letter'];
  for (let i = 0; !(await visible(page, '#oef-einde')); i++) {
    if (i > 1000) throw new Error('the round does not end');
    const q = await answer(page, keys, wantRight(i), ways[i % 3]);
    round.questions.push(q);
    if (i % 3 === 0) {
      await page.keyboard.press('Enter');
    } else if (i % 3 === 1) {
      await page.locator('h1').click();  // focus leaves the button: Enter is handled by the page
      await page.keyboard.press('Enter');
    } else {
      await page.locator('#oef-verder').click();
    }
  }
  round.score = (await page.locator('#oef-score').innerText()).trim();
  round.missed = (await page.locator('#oef-gemist li').allInnerTexts()).map((t) => t.trim());
  round.retryVisible = await visible(page, '#oef-fouten');
  round.retryLabel = round.retryVisible ? (await page.locator('#oef-fouten').innerText()).trim() : null;
  round.scoreFocused = await page.evaluate(() => document.activeElement && document.activeElement.id);
  return round;
}

async function visit(context, url) {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('dialog', async (d) => { page.errors.push('dialog: ' + d.message()); await d.dismiss(); });
  await page.goto(url, { waitUntil: 'load' });
  return page;
}

async function main() {
  const file = path.resolve(process.argv[2]);
  const keys = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
  const url = pathToFileURL(file).href;
  const report = { errors: [] };
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'qbank-chromium-'));
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, LAUNCH);
    const run = async (name, wantRight, retry) => {
      const page = await visit(context, url);
      const out = {
        staticVisible: await visible(page, '#oef-statisch'),
        practiceVisible: await visible(page, '#oefenaar'),
        firstFocus: await page.evaluate(() => document.activeElement && document.activeElement.tagName.toLowerCase()),
      };
      out.rounds = [await playRound(page, keys, wantRight)];
      if (retry) {
        await page.locator('#oef-fouten').click();
        out.retryFocused = await page.evaluate(() => document.activeElement && document.activeElement.id);
        out.rounds.push(await playRound(page, keys, () => true));
        await page.locator('#oef-alles').click();
        out.restart = await readQuestion(page);
      }
      report.errors.push(...page.errors);
      await page.close();
      report[name] = out;
    };
    await run('right', () => true, false);
    await run('wrong', () => false, true);
    await run('mixed', (i) => i % 2 === 1, true);
  } finally {
    if (context) await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }

  // JavaScript off: the page is the plain list with a reveal per question.
  const profileOff = fs.mkdtempSync(path.join(os.tmpdir(), 'qbank-chromium-'));
  let off;
  try {
    off = await chromium.launchPersistentContext(profileOff, Object.assign({ javaScriptEnabled: false }, LAUNCH));
    const page = await visit(off, url);
    const result = {
      staticVisible: await visible(page, '#oef-statisch'),
      practiceVisible: await visible(page, '#oefenaar'),
      questions: [],
    };
    const articles = page.locator('#oef-statisch article.vraag');
    const n = await articles.count();
    for (let i = 0; i < n; i++) {
      const a = articles.nth(i);
      const details = a.locator('details');
      const q = {
        stem: (await a.locator('h2').innerText()).trim(),
        lead: (await a.locator('.stam-vooraf').count()) > 0 ? (await a.locator('.stam-vooraf').innerText()).trim() : null,
        options: (await a.locator('ol.opties > li').allInnerTexts()).map((t) => t.trim()),
        keyVisibleBefore: await details.locator('.sleutel').isVisible(),
      };
      await details.locator('summary').click();
      q.key = (await details.locator('.sleutel').innerText()).trim();
      q.explanation = (await details.locator('.toelichting').innerText()).trim();
      result.questions.push(q);
    }
    report.errors.push(...page.errors);
    report.off = result;
  } finally {
    if (off) await off.close();
    fs.rmSync(profileOff, { recursive: true, force: true });
  }
  process.stdout.write(JSON.stringify(report));
}

main().catch((e) => {
  process.stderr.write(String(e && e.stack ? e.stack : e) + '\n');
  process.exit(1);
});
