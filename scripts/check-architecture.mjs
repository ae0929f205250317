// The architecture's arrows (docs/architecture.md), checked by `npm test`: no import cycle anywhere, and no import
// against the dependency direction. Reads every source file's imports with TypeScript's own parser (static,
// re-exports and dynamic `import()`; `import type` is noted), resolves them inside the workspace and reports each
// violation with the importing file. Exit 1 on any.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'packages/ui/src',
  'packages/forms/src',
  'packages/statement-engine/src',
  'apps/api/src',
  'apps/web/src',
];
/** Workspace package entry points, as their package.json `exports` name them. */
const PACKAGES = {
  '@dfr/ui': 'packages/ui/src/index.ts',
  '@dfr/forms': 'packages/forms/src/index.ts',
  '@dfr/forms/rules': 'packages/forms/src/rules/index.ts',
  '@dfr/statement-engine': 'packages/statement-engine/src/index.ts',
  '@dfr/api/app': 'apps/api/src/app.ts',
};

/**
 * The API's adapters (docs/architecture.md): outside systems and infrastructure below the features. Their tests are
 * left out: they drive the whole app (harness, services) to prove the adapter works in it. The bank's client and the
 * sandbox bank are the invoices feature's adapters and live in its folder.
 */
const ADAPTERS =
  /^apps\/api\/src\/(realtime|rates|email|storage|pdf|filing|identity|features\/invoices\/(bank|sandbox-bank))\/(?!.*\.test\.ts$)/;

/** A feature's HTTP layer: its routes (and handlers, where a feature splits them out). */
const FEATURE_ROUTES = /^apps\/api\/src\/features\/[^/]+\/([\w-]+\.)?(routes|handlers)\.ts$/;
/** A feature's data access: `repository.ts`, or `<part>.repository.ts` beside it. */
const FEATURE_REPOSITORY = /^apps\/api\/src\/features\/[^/]+\/([\w-]+\.)?repository\.ts$/;

/** [name, from (file pattern), to (target pattern: a workspace file or a bare module), why, allow type-only]. */
const RULES = [
  [
    'ui-is-a-leaf',
    /^packages\/ui\//,
    /^(packages\/(forms|statement-engine)|apps)\//,
    '@dfr/ui imports nothing of ours',
  ],
  [
    'engine-is-a-leaf',
    /^packages\/statement-engine\//,
    /^(packages\/(ui|forms)|apps)\/|^(react|react-dom|hono|drizzle-orm)(\/|$)/,
    'the engine knows no UI, HTTP or database and imports nothing of ours',
  ],
  [
    'engine-pure-outside-cli',
    /^packages\/statement-engine\/src\/(?!cli\/)(?!.*\.(test|bench)\.ts$)/,
    /^node:|^(fs|path|os|crypto|child_process|worker_threads|zlib|url)$/,
    'only the CLI may use Node built-ins: the engine runs in browsers and workers too',
  ],
  [
    'forms-rules-pure',
    /^packages\/forms\/src\/rules\/(?!.*\.test\.tsx?$)/,
    /^packages\/ui\/|^apps\/|^(react|react-dom)(\/|$)|^node:/,
    '@dfr/forms/rules is shared with the server: no React, no @dfr/ui, no Node built-ins',
    true,
  ],
  [
    'api-not-ui',
    /^apps\/api\//,
    /^packages\/ui\/|^packages\/forms\/src\/(?!rules\/)|^apps\/web\/|^(react|react-dom)(\/|$)/,
    'the API uses the engine and the rules part of @dfr/forms only',
  ],
  [
    'web-to-api-types-only',
    /^apps\/web\//,
    /^apps\/api\//,
    'the web app talks to the API over HTTP (types only)',
    true,
  ],
  [
    'api-layers-point-down',
    /^apps\/api\/src\/(features\/[^/]+\/(?!([\w-]+\.)?(routes|handlers)\.ts$)(?!.*\.test\.ts$)|db\/|http\/)/,
    FEATURE_ROUTES,
    "a feature's service and repository, the data layer and the HTTP helpers never import a feature's routes",
  ],
  [
    'api-routes-through-services',
    FEATURE_ROUTES,
    FEATURE_REPOSITORY,
    "handlers stay thin: a route calls its feature's service, never a repository",
  ],
  [
    'api-services-no-data-access',
    /^apps\/api\/src\/features\/[^/]+\/(?!([\w-]+\.)?repository\.ts$)(?!.*\.test\.ts$)/,
    /^drizzle-orm(\/|$)|^apps\/api\/src\/db\/schema(\.ts|\/)/,
    "data access is in a feature's repository: its routes and service import no drizzle-orm and no table of db/schema",
  ],
  [
    'api-adapters-point-down',
    ADAPTERS,
    /^apps\/api\/src\/(http|auth)\/|^apps\/api\/src\/features\/(?!invoices\/(bank|sandbox-bank)\/)(?![^/]+\/([\w-]+\.)?repository\.ts$)/,
    'adapters sit below the services and the HTTP layer: what they need from above is passed in by the caller',
  ],
];

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full, out);
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Each import of a file: its specifier and whether it is type-only. */
function importsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
/** A workspace file (relative to the root) or the bare module name. */
function resolve(fromFile, specifier) {
  if (PACKAGES[specifier]) return PACKAGES[specifier];
  if (!specifier.startsWith('.')) return specifier;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const ext of CANDIDATES) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(root, candidate);
  }
  // `./x.js` written for ESM output, or a non-code asset (css, json, svg)
  const noJs = base.replace(/\.js$/, '');
  for (const ext of CANDIDATES.slice(1)) if (fs.existsSync(noJs + ext)) return path.relative(root, noJs + ext);
  return path.relative(root, base);
}

const files = SOURCES.flatMap((dir) => walk(path.join(root, dir)));
const graph = new Map();
const violations = [];
for (const file of files) {
  const from = path.relative(root, file);
  const edges = [];
  for (const { specifier, typeOnly } of importsOf(file)) {
    const to = resolve(file, specifier);
    for (const [name, fromPattern, toPattern, why, allowTypeOnly] of RULES) {
      if (fromPattern.test(from) && toPattern.test(to) && !(allowTypeOnly && typeOnly))
        violations.push(`${name}: ${from} imports ${specifier} (${why})`);
    }
    if (to.endsWith('.ts') || to.endsWith('.tsx')) edges.push(to);
  }
  graph.set(from, edges);
}

// Import cycles: Tarjan's strongly connected components over every workspace file (type imports included).
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function strongConnect(v) {
  state.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!state.has(w)) {
      strongConnect(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component);
  }
}
for (const v of graph.keys()) if (!state.has(v)) strongConnect(v);
for (const component of cycles) violations.push(`no-circular: ${component.sort().join(' ↔ ')}`);

// The API's layout (docs/architecture.md): one folder per feature under features/, with its test beside it; the old
// layer folders (routes/, services/, repositories/) are gone, so a new file cannot drift back into them.
const apiSrc = path.join(root, 'apps/api/src');
for (const layer of ['routes', 'services', 'repositories'])
  if (fs.existsSync(path.join(apiSrc, layer)))
    violations.push(
      `api-feature-folders: apps/api/src/${layer}/ exists (an API feature lives in apps/api/src/features/<feature>/)`,
    );
const featuresDir = path.join(apiSrc, 'features');
for (const entry of fs.readdirSync(featuresDir, { withFileTypes: true })) {
  if (!entry.isDirectory()) {
    violations.push(`api-feature-folders: apps/api/src/features/${entry.name} is not in a feature's folder`);
    continue;
  }
  const inside = walk(path.join(featuresDir, entry.name));
  if (!inside.some((f) => f.endsWith('.test.ts')))
    violations.push(`api-feature-folders: apps/api/src/features/${entry.name}/ has no test beside its code`);
}

// Every route validates its path params (issue 31): `c.req.valid('param')` after `validate('param', …)`, never the raw
// `c.req.param(…)` (the docs test holds the /api/ routes' schemas; this holds every route, /identity and /efiling too).
for (const file of files) {
  const rel = path.relative(root, file);
  if (!/^apps\/api\/src\/features\/.*\.ts$/.test(rel) || rel.endsWith('.test.ts')) continue;
  if (/\bc\.req\.param\(/.test(fs.readFileSync(file, 'utf8')))
    violations.push(
      `api-params-validated: ${rel} reads c.req.param() (validate the params and read c.req.valid('param'))`,
    );
}

// Screens stay thin (issue 31): no screen file over 250 lines; a longer one is split into its parts (steps, cards,
// hooks, dialogs) beside it. And the web's layout is @dfr/ui's primitives: no utility sheet of layout classes.
const SCREEN_MAX_LINES = 250;
for (const file of files) {
  const rel = path.relative(root, file);
  if (!/^apps\/web\/src\/screens\/.*\.tsx$/.test(rel) || /\.(test|stories)\.tsx$/.test(rel)) continue;
  const lines = fs.readFileSync(file, 'utf8').split('\n').length;
  if (lines > SCREEN_MAX_LINES)
    violations.push(
      `screens-stay-thin: ${rel} has ${lines} lines (at most ${SCREEN_MAX_LINES}: split it into its parts)`,
    );
}
for (const file of files) {
  const rel = path.relative(root, file);
  if (/^apps\/web\/src\/.*\/layout\.css\.ts$/.test(rel))
    violations.push(`web-layout-from-ui: ${rel} is a layout sheet (use @dfr/ui's Box, Stack, Inline, Tiles, Text)`);
}

// One writer of a statement's stage (issue 31): in the API's code (tests aside: their fixtures set a stage up), only
// `moveStage` in the statements repository sets `stage` in a write (`.set({ stage })`, `.values({ stage })`, raw SQL),
// only that repository updates the statements table at all (a `.set(patch)` elsewhere could hide a stage), and only
// the transition (`features/statements/transition.ts`, and its own test) calls `moveStage`.
const STAGE_REPOSITORY = 'apps/api/src/features/statements/repository.ts';
const STAGE_WRITER = 'moveStage';
const TRANSITION = 'apps/api/src/features/statements/transition.ts';
/** Where `moveStage` may be named: the repository that defines it, the transition and the transition's own test. */
const STAGE_WRITER_USERS = [STAGE_REPOSITORY, TRANSITION, 'apps/api/src/features/statements/transition.test.ts'];
const nameOf = (node) =>
  node && (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
/** The name of the object property (or function) a node sits in, innermost first. */
function enclosingNames(node) {
  const names = [];
  for (let n = node.parent; n; n = n.parent)
    if (
      ts.isPropertyAssignment(n) ||
      ts.isMethodDeclaration(n) ||
      ts.isFunctionDeclaration(n) ||
      ts.isVariableDeclaration(n)
    )
      names.push(nameOf(n.name));
  return names;
}
const templateText = (node) =>
  ts.isNoSubstitutionTemplateLiteral(node)
    ? node.text
    : [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
for (const file of files) {
  const from = path.relative(root, file);
  if (!from.startsWith('apps/api/src/')) continue;
  const isTest = /\.test\.ts$/.test(from);
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const report = (node, what) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    violations.push(`statement-stage-one-writer: ${from}:${line} ${what}`);
  };
  const visit = (node) => {
    if (ts.isIdentifier(node) && node.text === STAGE_WRITER && !STAGE_WRITER_USERS.includes(from))
      report(node, `uses ${STAGE_WRITER} (only the transition, features/statements/transition.ts, writes a stage)`);
    if (!isTest && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      let [arg] = node.arguments;
      while (arg && (ts.isAsExpression(arg) || ts.isSatisfiesExpression(arg) || ts.isParenthesizedExpression(arg)))
        arg = arg.expression;
      if (
        (method === 'set' || method === 'values') &&
        arg &&
        ts.isObjectLiteralExpression(arg) &&
        arg.properties.some((p) => nameOf(p.name) === 'stage') &&
        !(from === STAGE_REPOSITORY && enclosingNames(node).includes(STAGE_WRITER))
      )
        report(node, `sets a stage in .${method}() (a statement's stage is written by the transition only)`);
      if (method === 'update' && arg && ts.isIdentifier(arg) && arg.text === 'statements' && from !== STAGE_REPOSITORY)
        report(node, 'updates the statements table (only the statements repository writes it)');
    }
    if (
      !isTest &&
      (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
      /\bstatements\b[\s\S]*\bset\b[\s\S]*\bstage\b/i.test(templateText(node))
    )
      report(node, "sets a stage in raw SQL (a statement's stage is written by the transition only)");
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (violations.length) {
  console.error(`architecture check: ${violations.length} violation(s)\n${violations.map((v) => `  ${v}`).join('\n')}`);
  process.exit(1);
}
console.log(`architecture check: ${files.length} files, ${RULES.length} rules and no import cycle: ok`);
