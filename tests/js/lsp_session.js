// A real LSP client (vscode-jsonrpc with the types of vscode-languageserver-protocol) driving
// `qbank server` over stdio, as an editor would: open a question of a bank, edit its stem into
// a misspelling and back, apply the quick fixes the server offers (the word into the question's
// `words`, a [[suppress]] with the cursor on its reason), complete a related id and hover a rule id.
// Prints one JSON object: the text and the diagnostics of every file after each step, and what
// the requests answered. Usage: node lsp_session.js QBANK BANK_DIR QUESTION_FILE
'use strict';
const cp = require('child_process');
const fs = require('fs');
const path = require('path');
const rpc = require('vscode-jsonrpc/node');
const lsp = require('vscode-languageserver-protocol');

const [qbank, bankDir, questionFile] = process.argv.slice(2);
const uri = 'file://' + path.resolve(questionFile).split('/').map(encodeURIComponent).join('/');

const child = cp.spawn(qbank, ['server'], { cwd: path.dirname(bankDir), stdio: ['pipe', 'pipe', 'inherit'] });
const connection = rpc.createMessageConnection(new rpc.StreamMessageReader(child.stdout),
                                               new rpc.StreamMessageWriter(child.stdin));
const published = new Map();  // uri -> { version, diagnostics }
const waiters = [];
const logs = [];
let shown = null;
connection.onNotification(lsp.PublishDiagnosticsNotification.type, (p) => {
  published.set(p.uri, { version: p.version, diagnostics: p.diagnostics });
  for (const w of waiters.splice(0)) w();
});
connection.onNotification(lsp.LogMessageNotification.type, (m) => logs.push(m));
connection.onRequest(lsp.ShowDocumentRequest.type, (p) => {
  shown = p;
  return { success: true };
});
connection.onRequest(lsp.RegistrationRequest.type, () => null);
connection.listen();

function fail(message) {
  process.stderr.write(message + '\n');
  process.exit(1);
}

// Resolves once the diagnostics of `uri` for `version` are in; then a round trip through the server
// (it answers in order), so that the lists of the other files sent with them are in too.
async function settled(version) {
  const deadline = Date.now() + 60000;
  while (!(published.has(uri) && published.get(uri).version === version)) {
    if (Date.now() > deadline) fail('no diagnostics for version ' + version);
    await new Promise((resolve) => { waiters.push(resolve); setTimeout(resolve, 1000); });
  }
  await connection.sendRequest(lsp.DocumentSymbolRequest.type, { textDocument: { uri } });
}

// Applies LSP text edits to a text (offsets from UTF-16 positions, as a client does).
function applyEdits(text, edits) {
  const lines = [];
  let at = 0;
  for (;;) {
    lines.push(at);
    const nl = text.indexOf('\n', at);
    if (nl < 0) break;
    at = nl + 1;
  }
  const offset = (p) => (p.line >= lines.length ? text.length
                         : Math.min(lines[p.line] + p.character,
                                    p.line + 1 < lines.length ? lines[p.line + 1] - 1 : text.length));
  const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  for (const e of sorted) text = text.slice(0, offset(e.range.start)) + e.newText + text.slice(offset(e.range.end));
  return text;
}

function snapshot(name, text) {
  const files = {};
  for (const [u, p] of [...published.entries()].sort()) {
    if (p.diagnostics.length) files[u] = p.diagnostics;
  }
  return { name, text, diagnostics: files };
}

async function main() {
  const init = await connection.sendRequest(lsp.InitializeRequest.type, {
    processId: process.pid,
    rootUri: 'file://' + path.resolve(bankDir),
    capabilities: {
      window: { showDocument: { support: true } },
      workspace: { workspaceEdit: { documentChanges: true } },
      textDocument: {
        hover: { contentFormat: ['markdown', 'plaintext'] },
        documentSymbol: { hierarchicalDocumentSymbolSupport: true },
        synchronization: { didSave: true },
      },
    },
  });
  connection.sendNotification(lsp.InitializedNotification.type, {});
  const out = { server: init.serverInfo, sync: init.capabilities.textDocumentSync, states: [] };
  let version = 1;
  let text = fs.readFileSync(questionFile, 'utf8');
  const original = text;
  connection.sendNotification(lsp.DidOpenTextDocumentNotification.type,
                              { textDocument: { uri, languageId: 'toml', version, text } });
  await settled(version);
  out.states.push(snapshot('open', text));

  // An incremental change: one letter out of the stem's last long word.
  const change = async (edits) => {
    text = applyEdits(text, edits);
    connection.sendNotification(lsp.DidChangeTextDocumentNotification.type,
                                { textDocument: { uri, version: ++version }, contentChanges: edits.map((e) => ({ range: e.range, text: e.newText })) });
    await settled(version);
  };
  const stemLine = text.split('\n').findIndex((l) => l.startsWith('stem = '));
  const line = text.split('\n')[stemLine];
  // The last long word: after any accented letter of the stem, so that its range in UTF-16 units
  // differs from one in bytes.
  const longWords = [...line.matchAll(/[a-z]{8,}/g)];
  if (!longWords.length) fail('no long word in the stem');
  const word = longWords[longWords.length - 1];
  const cut = word.index + word[0].length - 3;
  const at = (c) => ({ line: stemLine, character: c });
  await change([{ range: { start: at(cut), end: at(cut + 1) }, newText: '' }]);
  out.misspelt = word[0].slice(0, -3) + word[0].slice(-2);
  out.states.push(snapshot('misspelt', text));
  await change([{ range: { start: at(cut), end: at(cut) }, newText: word[0][word[0].length - 3] }]);
  out.states.push(snapshot('back', text));
  if (text !== original) fail('the text did not come back');

  // Misspelt again; the quick fixes offered on it, and the one that puts the word in `words`.
  await change([{ range: { start: at(cut), end: at(cut + 1) }, newText: '' }]);
  const finding = (published.get(uri).diagnostics || []).find((d) => d.code === 'spelling/unknown-word');
  if (!finding) fail('no spelling/unknown-word after the edit: ' + JSON.stringify(published.get(uri)));
  const actions = await connection.sendRequest(lsp.CodeActionRequest.type, {
    textDocument: { uri }, range: finding.range, context: { diagnostics: [finding] } });
  out.actions = actions.map((a) => ({ title: a.title, kind: a.kind, isPreferred: a.isPreferred || false,
                                      command: a.command ? a.command.command : null }));
  const words = actions.find((a) => a.title.includes('`words`'));
  if (!words) fail('no action for `words`: ' + JSON.stringify(out.actions));
  await change(words.edit.changes[uri]);
  out.states.push(snapshot('words', text));

  // Another misspelling, suppressed with a reason: the edit, then the command that shows the
  // reason's place; the reason is typed there.
  await change([{ range: { start: at(cut), end: at(cut) }, newText: 'qq' }]);
  const again = published.get(uri).diagnostics.find((d) => d.code === 'spelling/unknown-word');
  if (!again) fail('the second misspelling has no finding');
  const second = await connection.sendRequest(lsp.CodeActionRequest.type, {
    textDocument: { uri }, range: again.range, context: { diagnostics: [again] } });
  const suppress = second.find((a) => a.title.startsWith('Onderdruk'));
  if (!suppress) fail('no suppression action');
  await change(suppress.edit.changes[uri]);
  await connection.sendRequest(lsp.ExecuteCommandRequest.type,
                               { command: suppress.command.command, arguments: suppress.command.arguments });
  if (!shown) fail('the server did not show the reason');
  out.shown = shown;
  await change([{ range: shown.selection, newText: 'een woord uit de opgave' }]);
  out.states.push(snapshot('suppressed', text));

  // Hover on the rule id of the new suppression.
  const lines = text.split('\n');
  const ruleLine = lines.lastIndexOf('rule = "spelling/unknown-word"');
  const hover = await connection.sendRequest(lsp.HoverRequest.type,
                                             { textDocument: { uri }, position: { line: ruleLine, character: 12 } });
  out.hover = hover;

  // Completion of a related id from its first three letters.
  const relatedLine = lines.findIndex((l) => l.startsWith('related = ['));
  const related = /"([a-z0-9-]+)"/.exec(lines[relatedLine]);
  if (!related) fail('no related id');
  const start = related.index + 1;
  await change([{ range: { start: { line: relatedLine, character: start + 3 },
                           end: { line: relatedLine, character: start + related[1].length } }, newText: '' }]);
  out.states.push(snapshot('truncated', text));  // a dangling link, and the back link it was is one-way now
  const completion = await connection.sendRequest(lsp.CompletionRequest.type,
                                                  { textDocument: { uri }, position: { line: relatedLine, character: start + 3 } });
  out.completed = related[1];
  out.completion = completion.items.map((i) => ({ label: i.label, newText: i.textEdit.newText, range: i.textEdit.range }));
  const item = completion.items.find((i) => i.label === related[1]);
  if (!item) fail('the related id is not among the completions');
  await change([item.textEdit]);
  out.states.push(snapshot('completed', text));

  // Definition of that id.
  out.definition = await connection.sendRequest(lsp.DefinitionRequest.type,
                                                { textDocument: { uri }, position: { line: relatedLine, character: start + 1 } });

  await connection.sendRequest(lsp.ShutdownRequest.type);
  connection.sendNotification(lsp.ExitNotification.type);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  out.exitCode = code;
  out.errors = logs.filter((m) => m.type === 1).map((m) => m.message);
  process.stdout.write(JSON.stringify(out) + '\n');
  process.exit(0);
}

main().catch((e) => fail(String(e && e.stack || e)));
