// Runs in a blank project that installed the packed tarball (scripts/pack-check.mjs).
import assert from 'node:assert/strict';
import * as engine from '@dfr/statement-engine';

assert.deepEqual(engine.ROUNDING_LEVELS, ['units', 'thousands', 'millions', 'billions', 'trillions']);
console.log('statement-engine: imports from its tarball');
