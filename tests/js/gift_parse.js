#!/usr/bin/env node
// Parses GIFT files with gift-pegjs (an independent GIFT grammar, stricter than Moodle's) and
// prints the parse trees as JSON on stdout: one file gives its tree, several give an object of
// trees by file name. A syntax error exits 1 with the parser's message and the file.
// The C++ test (qbank_reader_tests) compares the trees with the banks.
//
// usage: node gift_parse.js FILE.gift [FILE.gift ...]
'use strict';

const fs = require('fs');
const { parse } = require('gift-pegjs');

const files = process.argv.slice(2);
const trees = {};
for (const file of files) {
  try {
    trees[file] = parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    const where = e.location ? ` (line ${e.location.start.line}, column ${e.location.start.column})` : '';
    process.stderr.write(`${file}: ${e.message}${where}\n`);
    process.exit(1);
  }
}
process.stdout.write(JSON.stringify(files.length === 1 ? trees[files[0]] : trees));
