import { describe, expect, it } from 'vitest';
import {
  EVIDENCE_MIN_ENTITIES,
  foldNameKey,
  khmerKey,
  type MappingEvidence,
  mappingEvidencePairs,
  mappingNameKey,
  readChart,
  suggestConcepts,
} from '.';

const TEA = 'dfr:OtherExpenseOther';

describe("learning from the country's accepted filings (issue 36)", () => {
  it('names are known in one spelling: case, spaces and punctuation; Khmer with or without coeng and zero-width spaces', () => {
    expect(mappingNameKey('  Tea   money - guests ')).toBe(mappingNameKey('tea money guests'));
    expect(mappingNameKey('ប្រាក់\u200bតែ')).toBe(mappingNameKey('បរាក់តែ'));
    expect(mappingNameKey('ស្ដុក')).toBe(mappingNameKey('ស្តុក'));
  });

  it("a Khmer name's words typed another way are the same name, and keys stored before the folding read as today's", () => {
    const pairs = [
      ['ថ្លៃដឹកជញ្ជូនសំរាប់លក់', 'ថ្លៃដឹកជញ្ជូនសម្រាប់លក់'],
      ['ពន្ធលើប្រាក់ចំនេញ', 'ពន្ធលើប្រាក់ចំណេញ'],
      ['ប្រាក់កំចីរយៈពេលខ្លី', 'ប្រាក់កម្ចីរយៈពេលខ្លី'],
    ] as const;
    for (const [typed, dictionary] of pairs) {
      expect(khmerKey(typed)).not.toBe(khmerKey(dictionary));
      expect(mappingNameKey(typed), typed).toBe(mappingNameKey(dictionary));
      // A key an earlier version stored (`khmerKey` alone) is folded to today's key, and folding twice changes nothing.
      expect(foldNameKey(khmerKey(typed))).toBe(mappingNameKey(dictionary));
      expect(foldNameKey(mappingNameKey(typed))).toBe(mappingNameKey(typed));
    }
    // A key stored before `khmerKey` read ុ typed after an upper vowel (អិុន) as អ៊ិន is keyed as today.
    expect(foldNameKey('ចំណាយអិុនធឺណិត')).toBe(mappingNameKey('ចំណាយអិុនធឺណិត'));
    // English keys and names that are no variant of another stay as they are.
    expect(foldNameKey('tea money')).toBe('tea money');
    expect(mappingNameKey('ប្រាក់តែ')).toBe(khmerKey('ប្រាក់តែ'));
  });

  it('the pairs of a chart: names and concepts only, each once, unmapped accounts left out', () => {
    const pairs = mappingEvidencePairs([
      { nameEn: 'Tea money', nameKh: 'ប្រាក់តែ', concept: TEA },
      { nameEn: 'tea  money', nameKh: '', concept: TEA },
      { nameEn: 'Suspense', nameKh: '', concept: '' },
    ]);
    expect(pairs).toEqual([
      { name: 'tea money', concept: TEA },
      { name: mappingNameKey('ប្រាក់តែ'), concept: TEA },
    ]);
    for (const p of pairs) expect(Object.keys(p).sort()).toEqual(['concept', 'name']);
  });

  it(`a name mapped so by ${EVIDENCE_MIN_ENTITIES} entities is suggested first, with the reason in both languages`, () => {
    const account = { code: '6998', nameEn: 'Tea money', nameKh: '', accountType: 'expense' as const };
    expect(suggestConcepts(account, 'crfrf')[0]!.concept).not.toBe(TEA);
    const few: MappingEvidence[] = [{ name: 'tea money', concept: TEA, entities: EVIDENCE_MIN_ENTITIES - 1 }];
    expect(suggestConcepts(account, 'crfrf', { evidence: few })[0]!.concept).not.toBe(TEA);
    const many: MappingEvidence[] = [{ name: 'tea money', concept: TEA, entities: 12 }];
    const first = suggestConcepts(account, 'crfrf', { evidence: many })[0]!;
    expect(first.concept).toBe(TEA);
    expect(first.reasons[0]).toEqual({ en: 'mapped so by 12 entities', kh: 'អង្គភាព ១២ បានភ្ជាប់ដូច្នេះ' });
    // A Khmer name typed another way is the same name.
    const kh: MappingEvidence[] = [{ name: mappingNameKey('ប្រាក់តែ'), concept: TEA, entities: 7 }];
    expect(
      suggestConcepts({ code: '', nameEn: '', nameKh: 'ប្រាក់\u200bតែ' }, 'crfrf', { evidence: kh })[0]!.concept,
    ).toBe(TEA);
  });

  it("the chart import's missing-concept problem names the country's concept first, with the reason", () => {
    const csv = 'code,name_en,name_kh,account_type\n6998,Tea money,ប្រាក់តែ,expense\n';
    const evidence: MappingEvidence[] = [{ name: 'tea money', concept: TEA, entities: 6 }];
    const problem = readChart(csv, 'crfrf', {}, { evidence }).problems.find((p) => p.code === 'missing_concept')!;
    expect(problem.suggestions![0]).toBe(TEA);
    expect(problem.message.en).toContain('mapped so by 6 entities');
    expect(problem.message.kh).toContain('អង្គភាព ៦ បានភ្ជាប់ដូច្នេះ');
  });
});
