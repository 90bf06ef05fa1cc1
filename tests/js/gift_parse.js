#!/usr/bin/env node
// Parses a GIFT file with gift-pegjs (an independent GIFT grammar, stricter than Moodle's) and
// prints its parse tree as JSON on stdout; a syntax error exits 1 with the parser's message.
// The C++ test (qbank_reader_tests) compares the tree with the bank.
//
// usage: node gift_parse.js FILE.gift
'use strict';

const fs = require('fs');
const { parse } = require('gift-pegjs');

try {
  const text = fs.readFileSync(process.argv[2], 'utf8');
  process.stdout.write(JSON.stringify(parse(text)));
} catch (e) {
  const where = e.location ? ` (line ${e.location.start.line}, column ${e.location.start.column})` : '';
  process.stderr.write(`${e.message}${where}\n`);
  process.exit(1);
}
