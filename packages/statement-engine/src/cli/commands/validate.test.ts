import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../../demo';
import type { StatementSettings, StatementTexts } from '../../model/types';
import { buildStatements } from '../../statements';
import { buildXbrlZip, checkFilingPackage, parseInlineXbrl, parseXbrlInstance } from '../../xbrl';
import { runCliIn } from '../testing';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-validate-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function writeStatements(file: string, settings: Partial<StatementSettings> = {}, texts: StatementTexts = DEMO_TEXTS) {
  const set = buildStatements({
    settings: { ...DEMO_SETTINGS, ...settings },
    trialBalance: demoTrialBalance(),
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts,
  });
  fs.writeFileSync(path.join(dir, file), JSON.stringify(set));
}

/** The demo without the signing dates, the basis of preparation and the depreciation policy. */
function writeIncomplete(file: string) {
  const { basisOfPreparation: _basis, propertyPlantAndEquipment: _ppe, ...policies } = DEMO_TEXTS.policies;
  writeStatements(file, { signingDate: undefined, authorisationDate: undefined }, { ...DEMO_TEXTS, policies });
}

const cli = (...argv: string[]) => runCliIn(dir, argv);

describe('dfr-statements validate', () => {
  it('prints the verdict and every error by section, and exits 1 on a genuine error', async () => {
    writeIncomplete('statements.json');
    const { code, out } = await cli('validate', 'statements.json');
    expect(code).toBe(1);
    expect(out.split('\n')[0]).toBe(
      'Cannot be filed: 2 genuine error(s) must be fixed and 1 possible error(s) reviewed.',
    );
    expect(out).toContain("Directors' statement (1)");
    expect(out).toMatch(/\[DS003\] genuine error: Missing or not a date: the director's signing date/);
    expect(out).toMatch(
      /\[PO002\] possible error: Property, plant and equipment \([\d,]+\) is reported but there is no/,
    );
  });

  it('speaks Khmer with --lang kh and writes JSON with --json', async () => {
    writeIncomplete('statements.json');
    const kh = await cli('validate', 'statements.json', '--lang', 'kh');
    expect(kh.out.split('\n')[0]).toMatch(/^មិនអាចដាក់ស្នើបានទេ/);
    expect(kh.out).toContain('[DS003] កំហុសពិតប្រាកដ');
    const json = await cli('validate', 'statements.json', '--json');
    const result = JSON.parse(json.out);
    expect(result).toMatchObject({ canFile: false, genuineCount: 2, possibleCount: 1 });
  });

  it('exits 0 when the statements can be filed', async () => {
    writeStatements('complete.json');
    const { code, out } = await cli('validate', 'complete.json');
    expect(code).toBe(0);
    expect(out).toBe('Can be filed: no errors found.');
  });

  it('checks opening balances against last year with --previous', async () => {
    writeStatements('statements.json');
    const previous = buildStatements({
      settings: { ...DEMO_SETTINGS, periodEnd: '2024-12-31', reportingYear: 2024 },
      trialBalance: demoTrialBalance(),
    });
    // Last year's filed inventories differ from this year's opening figure.
    const inventories = previous.facts.find(
      (f) => f.concept === 'ifrs-full:Inventories' && 'instant' in f.period && f.period.instant === '2024-12-31',
    )!;
    inventories.value = (inventories.value as number) + 1_000_000;
    fs.writeFileSync(path.join(dir, 'last-year.json'), JSON.stringify({ ...previous, rendering: undefined }));
    const { out } = await cli('validate', 'statements.json', '--previous', 'last-year.json');
    expect(out).toMatch(/\[FP005\] genuine error: Inventories 2024 \(.*\) differs from last year's statements/);
    const quiet = await cli('validate', 'statements.json', '--previous', 'statements-2024.json');
    expect(quiet.err).toContain('[file_not_found]');
  });

  it('explains a bad file in the chosen language, without a stack trace', async () => {
    fs.writeFileSync(path.join(dir, 'broken.json'), '{"settings": ');
    const en = await cli('validate', 'broken.json');
    expect(en.code).toBe(1);
    expect(en.err).toMatch(/^Error \[invalid_json\]: "broken.json" is not valid JSON/);
    fs.writeFileSync(path.join(dir, 'other.json'), '{"hello": 1}');
    const kh = await cli('validate', 'other.json', '--lang', 'kh');
    expect(kh.err).toMatch(/^កំហុស \[invalid_statements_file\]/);
    expect(kh.err).not.toMatch(/\n\s+at /);
    const missing = await cli('validate', 'nope.json');
    expect(missing.err).toContain('[file_not_found]');
  });
});

describe('dfr-statements xbrl', () => {
  it('writes the taxonomy package, the instance and the Inline XBRL document', async () => {
    writeStatements('statements.json');
    const { code, out } = await cli(
      'xbrl',
      'statements.json',
      '--out',
      'filing',
      '--document-lang',
      'kh',
      '--colour',
      '#14532d',
    );
    expect(code).toBe(0);
    // 54: issue 36's second round added the finance income note (presentation, calculation) and the related party note.
    expect(out).toBe(
      'Wrote 54 files to filing: 00012345-2025-12-31.xbrl (XBRL) and 00012345-2025-12-31.xhtml (Inline XBRL)',
    );
    const read = (f: string) => fs.readFileSync(path.join(dir, 'filing', f), 'utf8');
    expect(fs.existsSync(path.join(dir, 'filing', 'taxonomy', 'dfr-crfrf-2026-current-noncurrent-function.xsd'))).toBe(
      true,
    );
    const instance = parseXbrlInstance(read('00012345-2025-12-31.xbrl'));
    const inline = parseInlineXbrl(read('00012345-2025-12-31.xhtml'));
    expect(instance.facts.length).toBeGreaterThan(100);
    expect(Object.keys(inline.contexts)).toEqual(Object.keys(instance.contexts));
    expect(read('00012345-2025-12-31.xhtml')).toContain('color:#14532d');
  });

  it('writes the package as the download zip, which the filing receiver accepts', async () => {
    writeStatements('statements.json');
    const { code, out } = await cli('xbrl', 'statements.json', '--zip', 'filing.zip', '--document-lang', 'kh');
    expect(code).toBe(0);
    expect(out).toBe(
      'Wrote 54 files to filing.zip: 00012345-2025-12-31.xbrl (XBRL) and 00012345-2025-12-31.xhtml (Inline XBRL)',
    );
    expect(fs.existsSync(path.join(dir, 'filing'))).toBe(false);
    const zip = new Uint8Array(fs.readFileSync(path.join(dir, 'filing.zip')));
    const statements = JSON.parse(fs.readFileSync(path.join(dir, 'statements.json'), 'utf8'));
    expect(zip).toEqual(buildXbrlZip({ statements, entity: statements.entity, lang: 'kh' }));
    const check = checkFilingPackage(zip);
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    const neither = await cli('xbrl', 'statements.json');
    expect(neither.code).toBe(1);
    expect(neither.err).toContain('[missing_argument]');
  });

  it('needs a registration number', async () => {
    const set = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance() });
    fs.writeFileSync(path.join(dir, 'anonymous.json'), JSON.stringify(set));
    const missing = await cli('xbrl', 'anonymous.json', '--out', 'filing');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('[missing_registration_number]');
    const given = await cli('xbrl', 'anonymous.json', '--out', 'filing', '--registration-number', 'CO-777');
    expect(given.code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'filing', 'CO-777-2025-12-31.xbrl'))).toBe(true);
  });
});

describe('a statements file whose facts and printed figures disagree (issue 34)', () => {
  /** The demo at thousands with `ifrs-full:Assets` of the current year raised by 1,000,000 in the facts only. */
  function writeEdited(file: string) {
    writeStatements(file, { rounding: 'thousands' });
    const full = path.join(dir, file);
    const set = JSON.parse(fs.readFileSync(full, 'utf8'));
    const end = set.periods.current.end;
    const fact = set.facts.find(
      (f: { concept: string; period: { instant?: string } }) =>
        f.concept === 'ifrs-full:Assets' && f.period.instant === end,
    );
    fact.value += 1_000_000;
    fs.writeFileSync(full, JSON.stringify(set));
    return fact.value as number;
  }

  it('validate and xbrl refuse it with one clear error in both languages, writing nothing', async () => {
    const edited = writeEdited('statements.json');
    const en = await cli('validate', 'statements.json');
    expect(en.code).toBe(1);
    expect(en.out).toBe('');
    expect(en.err).toMatch(
      /^Error \[statements_inconsistent\]: "statements.json": its facts and its printed statements disagree \(ifrs-full:Assets at \d{4}-\d\d-\d\d is /,
    );
    expect(en.err).toContain(
      `is ${edited.toLocaleString('en-US')} in the facts but ${(edited - 1_000_000).toLocaleString('en-US')} in the rendering`,
    );
    const kh = await cli('validate', 'statements.json', '--lang', 'kh');
    expect(kh.err).toMatch(/^កំហុស \[statements_inconsistent\]: "statements.json"៖ ទិន្នន័យ \(facts\)/);
    const xbrl = await cli('xbrl', 'statements.json', '--zip', 'out.zip');
    expect(xbrl.code).toBe(1);
    expect(xbrl.err).toContain('[statements_inconsistent]');
    expect(fs.existsSync(path.join(dir, 'out.zip'))).toBe(false);
  });

  it('a printed figure edited apart from its fact is refused too; the untouched file is read', async () => {
    writeStatements('statements.json', { rounding: 'thousands' });
    expect((await cli('validate', 'statements.json')).err).toBe('');
    const full = path.join(dir, 'statements.json');
    const set = JSON.parse(fs.readFileSync(full, 'utf8'));
    const row = set.rendering.sections[0].rows.find((r: { amounts: { current?: unknown } }) => r.amounts.current);
    row.amounts.current.display += 1;
    fs.writeFileSync(full, JSON.stringify(set));
    const { code, err } = await cli('validate', 'statements.json');
    expect(code).toBe(1);
    expect(err).toContain(`[statements_inconsistent]`);
    expect(err).toContain(row.concept);
  });
});
