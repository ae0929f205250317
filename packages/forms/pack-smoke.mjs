// Runs in a blank project that installed the packed tarball (scripts/pack-check.mjs).
import assert from 'node:assert/strict';
import { confirmWordSchema } from '@dfr/forms/rules';

assert.equal(confirmWordSchema.safeParse('confirm').success, true);
assert.equal(confirmWordSchema.safeParse('nope').success, false);
console.log('forms: the rules entry point imports from its tarball');
