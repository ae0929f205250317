// Runs in a blank project that installed the packed tarball (scripts/pack-check.mjs): renders a Button
// with the theme applied and checks that the published stylesheet styles it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, lightTheme } from '@dfr/ui';

const html = renderToString(createElement('div', { className: lightTheme }, createElement(Button, null, 'Save draft')));
const buttonClass = /<button[^>]*class="([^"]+)"/.exec(html)?.[1];
assert.ok(buttonClass, `no button rendered: ${html}`);
const css = fs.readFileSync(createRequire(import.meta.url).resolve('@dfr/ui/style.css'), 'utf8');
for (const cls of buttonClass.split(/\s+/)) assert.ok(css.includes(`.${cls}`), `style.css has no rule for .${cls}`);
assert.ok(css.includes(`.${lightTheme}`), 'style.css has no theme class');
console.log('ui: a Button renders with the theme from its tarball');
