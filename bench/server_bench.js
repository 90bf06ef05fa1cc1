#!/usr/bin/env node
// `qbank server` latency and memory on a generated bank (issue 23), against `qbank lint` of the
// same file and bank measured in the same run. Not a test: it prints figures.
//
//   build/bench/qbank_bench_generate 10000 /tmp/b10k
//   node bench/server_bench.js build/qbank /tmp/b10k/bank [EDITS=100] [JOBS=2]
//
// The server gets the bank's first question opened, then EDITS one-character edits of its stem
// (insert an `x`, remove it again, ...), each as an incremental didChange; the latency of an edit
// is the time until the diagnostics of that version of the file arrive. The baselines: `qbank
// lint FILE --format json` with a warm cache, once with the file unchanged (the cache answers) and
// once after the same one-character edit written to disk (the run the server's edit replaces);
// memory: the server's peak resident set against that of `qbank lint BANK --no-cache`.
'use strict';
const cp = require('child_process');
const fs = require('fs');
const path = require('path');

const [qbank, bank, editsArg, jobsArg] = process.argv.slice(2);
if (!qbank || !bank) {
  process.stderr.write('usage: node bench/server_bench.js QBANK BANK_DIR [EDITS] [JOBS]\n');
  process.exit(2);
}
const edits = Number(editsArg || 100);
const jobs = String(jobsArg || 2);
const topic = fs.readdirSync(bank).filter((d) => !d.startsWith('.') && fs.statSync(path.join(bank, d)).isDirectory()).sort()[0];
const file = path.resolve(bank, topic, fs.readdirSync(path.join(bank, topic)).filter((f) => f.endsWith('.toml') && f !== 'topic.toml').sort()[0]);
const uri = 'file://' + file.split('/').map(encodeURIComponent).join('/');
const original = fs.readFileSync(file, 'utf8');
const stemLine = original.split('\n').findIndex((l) => l.startsWith('stem = '));
const column = 'stem = "'.length;
const withLetter = (letter) => {  // the text with `letter` after the stem's opening quote
  const lines = original.split('\n');
  lines[stemLine] = lines[stemLine].slice(0, column) + letter + lines[stemLine].slice(column);
  return lines.join('\n');
};

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
const fmt = (ms) => ms.toFixed(1) + ' ms';

// A run of qbank under /usr/bin/time: wall milliseconds and peak resident kilobytes.
function timed(args) {
  const start = process.hrtime.bigint();
  const r = cp.spawnSync('/usr/bin/time', ['-f', '%M', qbank, ...args], { cwd: path.dirname(bank), encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const lines = r.stderr.trim().split('\n');
  return { ms, kb: Number(lines[lines.length - 1]), status: r.status };
}

function baselines() {
  const rel = path.relative(path.dirname(bank), file);
  timed(['lint', '-j', jobs, '--format', 'json', rel]);  // fills the cache
  const hit = [];
  for (let i = 0; i < 5; ++i) hit.push(timed(['lint', '-j', jobs, '--format', 'json', rel]).ms);
  // Each a text the cache has never seen (a text seen before is a whole-run cache hit).
  const edit = [];
  for (const letter of ['q', 'w', 'z']) {
    fs.writeFileSync(file, withLetter(letter));
    edit.push(timed(['lint', '-j', jobs, '--format', 'json', rel]).ms);
  }
  fs.writeFileSync(file, original);
  timed(['lint', '-j', jobs, '--format', 'json', rel]);
  const memory = timed(['lint', '-j', jobs, '--no-cache', '--format', 'json', path.relative(path.dirname(bank), bank)]);
  return { hit: median(hit), edit: median(edit), lintKb: memory.kb, lintBankMs: memory.ms };
}

// The server, with Content-Length framing written here (no npm modules needed).
function server() {
  const child = cp.spawn(qbank, ['server', '-j', jobs, '--timings'], { cwd: path.dirname(bank), stdio: ['pipe', 'pipe', 'inherit'] });
  let buffer = Buffer.alloc(0);
  const handlers = [];
  const logs = [];
  child.stdout.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: *(\d+)/i.exec(buffer.slice(0, end).toString())[1]);
      if (buffer.length < end + 4 + length) return;
      const message = JSON.parse(buffer.slice(end + 4, end + 4 + length).toString());
      buffer = buffer.slice(end + 4 + length);
      if (message.method === 'window/logMessage') logs.push(message.params.message);
      for (const h of handlers.slice()) h(message);
    }
  });
  const send = (m) => {
    const body = Buffer.from(JSON.stringify(Object.assign({ jsonrpc: '2.0' }, m)));
    child.stdin.write('Content-Length: ' + body.length + '\r\n\r\n');
    child.stdin.write(body);
  };
  const waitFor = (pred) => new Promise((resolve) => {
    const h = (m) => { if (pred(m)) { handlers.splice(handlers.indexOf(h), 1); resolve(m); } };
    handlers.push(h);
  });
  return { child, send, waitFor, logs };
}

function peakKb(pid) {
  const status = fs.readFileSync('/proc/' + pid + '/status', 'utf8');
  return { peak: Number(/VmHWM:\s+(\d+)/.exec(status)[1]), now: Number(/VmRSS:\s+(\d+)/.exec(status)[1]) };
}

async function main() {
  process.stdout.write('bank: ' + bank + ', file: ' + path.relative(bank, file) + ', ' + edits + ' edits, ' + jobs + ' threads\n');
  const base = baselines();
  const s = server();
  s.send({ id: 1, method: 'initialize', params: { processId: process.pid, rootUri: null, capabilities: {} } });
  await s.waitFor((m) => m.id === 1);
  s.send({ method: 'initialized', params: {} });
  const loadStart = process.hrtime.bigint();
  const published = (version) => (m) => m.method === 'textDocument/publishDiagnostics' && m.params.uri === uri && m.params.version === version;
  s.send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'toml', version: 1, text: original } } });
  await s.waitFor(published(1));
  const loadMs = Number(process.hrtime.bigint() - loadStart) / 1e6;
  const times = [];
  for (let n = 1; n <= edits; ++n) {
    const change = n % 2 === 1
      ? { range: { start: { line: stemLine, character: column }, end: { line: stemLine, character: column } }, text: 'x' }
      : { range: { start: { line: stemLine, character: column }, end: { line: stemLine, character: column + 1 } }, text: '' };
    const start = process.hrtime.bigint();
    const got = s.waitFor(published(n + 1));
    s.send({ method: 'textDocument/didChange', params: { textDocument: { uri, version: n + 1 }, contentChanges: [change] } });
    await got;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const memory = peakKb(s.child.pid);
  s.send({ id: 2, method: 'shutdown' });
  await s.waitFor((m) => m.id === 2);
  s.send({ method: 'exit' });
  await new Promise((resolve) => s.child.on('exit', resolve));

  const med = median(times);
  const phases = s.logs.filter((l) => l.includes('opnieuw gecontroleerd') || l.includes('rechecked'));
  process.stdout.write('\nbaseline, measured now:\n');
  process.stdout.write('  qbank lint FILE, warm cache, file unchanged:        ' + fmt(base.hit) + '\n');
  process.stdout.write('  qbank lint FILE, warm cache, after a new edit:      ' + fmt(base.edit) + '\n');
  process.stdout.write('  qbank lint BANK --no-cache: ' + fmt(base.lintBankMs) + ', peak ' + (base.lintKb / 1024).toFixed(1) + ' MB\n');
  process.stdout.write('server:\n');
  process.stdout.write('  open (load and check the bank): ' + fmt(loadMs) + '\n');
  process.stdout.write('  one-character edit to its diagnostics: median ' + fmt(med) + ', p90 ' + fmt(pct(times, 0.9)) +
                       ', min ' + fmt(Math.min(...times)) + ', max ' + fmt(Math.max(...times)) + '\n');
  process.stdout.write('  target 50 ms: ' + (med <= 50 ? 'met' : 'missed') + '\n');
  process.stdout.write('  ratio to lint FILE (unchanged, cache hit): ' + (med / base.hit).toFixed(2) + 'x\n');
  process.stdout.write('  ratio to lint FILE (after the edit):       ' + (med / base.edit).toFixed(2) + 'x\n');
  process.stdout.write('  peak memory ' + (memory.peak / 1024).toFixed(1) + ' MB (now ' + (memory.now / 1024).toFixed(1) + ' MB): ' +
                       (memory.peak / base.lintKb).toFixed(2) + 'x lint of the bank (target at most 1.5x: ' +
                       (memory.peak <= 1.5 * base.lintKb ? 'met' : 'missed') + ')\n');
  if (phases.length) process.stdout.write('  the last edit, by phase: ' + phases[phases.length - 1] + '\n');
}

main().catch((e) => { process.stderr.write(String(e.stack || e) + '\n'); process.exit(1); });
