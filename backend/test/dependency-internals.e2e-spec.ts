import { lintMessages } from './lint-messages';

/**
 * The root eslint.config.mjs refuses a dependency's internal files and `_private` members
 * (`npm run lint` runs it in CI).
 */
const INTERNALS = "Use the package's documented entry point, not its internal files.";
const PRIVATE = "A dependency's `_private` members are not its API: use what it documents.";

/** Each line of a fixture with the message ESLint must give on it, or null for none. */
const TYPESCRIPT: [string, string | null][] = [
  ["import { format } from 'some-lib/cjs/format';", INTERNALS],
  ["import type { Options } from '@scope/pkg/dist/types';", INTERNALS],
  ["export { parse } from 'pkg/lib/parse';", INTERNALS],
  ["import legacy = require('pkg/src/legacy');", INTERNALS],
  ["const later = import('pkg/internal/thing');", INTERNALS],
  ["const qp = require('nodemailer/lib/qp');", INTERNALS],
  ['encoder._transforms.push(step);', PRIVATE],
  ["stream['_flush']();", PRIVATE],
  ['const { _getTextEncoding } = composer;', PRIVATE],
  ["import Ajv2020 from 'ajv/dist/2020';", null],
  ["import { createApi } from '@reduxjs/toolkit/query/react';", null],
  ["import { readFile } from 'node:fs/promises';", null],
  ["import { local } from './lib/local';", null],
  ['const id = line._id;', null],
  ['const { _id } = line;', null],
  ['const first = _.head(list);', null],
  ['function count(this: { _n: number }) { this._n += 1; }', null],
];

const COMMONJS: [string, string | null][] = [
  ["const MimeNode = require('nodemailer/lib/mime-node');", INTERNALS],
  ['node._handleContentType(structured);', PRIVATE],
  ["const nodemailer = require('nodemailer');", null],
];

/** ESLint's messages of the two rules for `text` linted as the file `filePath`, by line. */
function restrictedMessages(text: string, filePath: string): (string | undefined)[] {
  const [messages] = lintMessages([{ text, filePath }]);
  const byLine: (string | undefined)[] = text.split('\n').map(() => undefined);
  for (const { line, ruleId, message } of messages) {
    if (ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-syntax') {
      // no-restricted-imports puts the module's name in front of the configured message.
      byLine[line - 1] = message.endsWith(INTERNALS) ? INTERNALS : message;
    }
  }
  return byLine;
}

function expectRefusals(cases: [string, string | null][], filePath: string): void {
  const found = restrictedMessages(cases.map(([code]) => code).join('\n'), filePath);
  expect(cases.map(([code], i) => [code, found[i] ?? null])).toEqual(cases);
}

describe("ESLint's rule against dependencies' internals", () => {
  it('refuses deep imports into packages and private members in TypeScript', () => {
    expectRefusals(TYPESCRIPT, 'backend/src/lint-fixture.ts');
  });

  it('refuses them in CommonJS scripts too', () => {
    expectRefusals(COMMONJS, 'scripts/lint-fixture.cjs');
  });
});
