// Runs in a blank project that installed the packed tarball (scripts/pack-check.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  confirmWordSchema,
  entityInfoSchema,
  parseWith,
  PROVINCES,
  signUpSchema,
  statementSettingsSchema,
  translate,
} from '@dfr/forms/rules';

assert.equal(confirmWordSchema.safeParse('confirm').success, true);
assert.equal(confirmWordSchema.safeParse('nope').success, false);

// Real schemas from the tarball: trimmed email, password policy, date order, Khmer digits.
assert.deepEqual(parseWith(signUpSchema, { email: ' A@B.co ', password: 'Demo@2026', confirmPassword: 'Demo@2026' }), {
  ok: true,
  data: { email: 'a@b.co', password: 'Demo@2026', confirmPassword: 'Demo@2026' },
});
const settings = parseWith(statementSettingsSchema, {
  framework: 'crfrf',
  reportingYear: '២០២៥',
  periodEnd: '2025-12-31',
  presentationCurrency: 'USD',
  functionalCurrency: 'USD',
  rounding: 'units',
  sfpType: 'liquidity',
  plType: 'nature',
  cashFlowType: 'indirect',
  signingDate: '2026-03-15',
  authorisationDate: '2026-03-14',
});
assert.equal(settings.ok, false);
assert.equal(settings.fieldErrors.authorisationDate, 'authorisation_before_signing');
const entity = parseWith(entityInfoSchema, { nameEn: 'Angkor', nameKh: 'Angkor' });
assert.equal(entity.ok, false);
assert.equal(entity.fieldErrors.nameKh, 'khmer_text_required');
assert.equal(PROVINCES.length, 25);

// A Khmer message from the tarball's catalogue.
assert.equal(translate('access_denied', 'kh'), 'អ្នកមិនមានសិទ្ធិចូលប្រើរបាយការណ៍ ឬមុខងារនេះទេ។');
assert.equal(translate('password_min_length', 'kh', { min: 6 }), 'ពាក្យសម្ងាត់ត្រូវមានយ៉ាងហោចណាស់ ៦ តួអក្សរ។');

// The rules entry point (and what it imports) pulls in no React.
const entry = fileURLToPath(import.meta.resolve('@dfr/forms/rules'));
const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/(?:from|import)\s*["']([^"']+)["']/g)) {
    assert.ok(!/^(react|react-dom|@dfr\/ui)(\/|$)/.test(spec), `${path.basename(file)} imports ${spec}`);
    if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
  }
};
visit(entry);
assert.ok(seen.size >= 2, 'the rules entry point was read');

console.log('forms: the rules entry point imports from its tarball, without React, in English and Khmer');
