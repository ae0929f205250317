// The chart as context (issue 36, sixteenth round): what a chart's other accounts say the entity does, and the choices
// it decides that an account's name leaves open. Every chart and name here is of its own (not from a chart measured);
// every suggestion checked was answered otherwise without the context.
import { describe, expect, it } from 'vitest';
import type { AccountType, ChartAccount, Framework } from '../model/types';
import { readChart } from '.';
import { chartContext, codeBlock, goodsKind } from './context';
import { suggestConcepts } from './suggest';

const I = 'ifrs-full:';
type Named = Pick<ChartAccount, 'code' | 'nameEn' | 'nameKh'>;
const named = (rows: [code: string, en: string, kh: string][]): Named[] =>
  rows.map(([code, nameEn, nameKh]) => ({ code, nameEn, nameKh }));

/** An appliance shop: sells goods it does not make. */
const SHOP = named([
  ['1200', 'Fans stock', 'ស្តុកកង្ហារ'],
  ['1201', 'Televisions stock', 'ស្តុកទូរទស្សន៍'],
  ['1202', 'Rice cookers', 'ឆ្នាំងដាំបាយ'],
  ['1500', 'Delivery van', 'ឡានដឹកទំនិញ'],
  ['4000', 'Sales - appliances', 'ការលក់គ្រឿងអគ្គិសនី'],
  ['5000', 'Cost of appliances sold', 'ថ្លៃដើមគ្រឿងអគ្គិសនីលក់'],
]);
/** A shirt maker. */
const MAKER = named([
  ['1200', 'Raw materials - fabric', 'វត្ថុធាតុដើម - ក្រណាត់'],
  ['1202', 'Finished goods - shirts', 'ផលិតផលសម្រេច - អាវ'],
  ['5000', 'Factory wages', 'ប្រាក់ឈ្នួលរោងចក្រ'],
]);
/** A cleaning firm: neither makes nor sells goods. */
const CLEANERS = named([
  ['4000', 'Cleaning service income', 'ចំណូលសេវាសម្អាត'],
  ['5000', 'Cleaners wages', 'ប្រាក់ឈ្នួលអ្នកសម្អាត'],
]);

const suggest = (
  account: Named & { accountType?: AccountType },
  chart: readonly Named[],
  framework: Framework = 'crfrf',
) => {
  const without = suggestConcepts(account, framework)[0]!;
  const within = suggestConcepts(account, framework, { context: chartContext([...chart, account], framework) })[0]!;
  return { without: without.concept, within: within.concept, reasons: within.reasons };
};

describe('chartContext: what the chart says the entity does', () => {
  it('makes goods: raw materials, work in progress, finished goods, production, its factory (English and Khmer)', () => {
    expect(chartContext(MAKER, 'crfrf')).toMatchObject({ makes: true, nonProfit: false });
    for (const name of ['Work in progress', 'WIP - chairs', 'Bricks - finished', 'Production overtime'])
      expect(chartContext(named([['1', name, '']]), 'crfrf').makes, name).toBe(true);
    for (const name of ['ផលិតផលកំពុងផលិត', 'ការងារកំពុងដំណើរការ', 'ឥដ្ឋផលិតរួច', 'ថ្លៃភ្លើងរោងចក្រ'])
      expect(chartContext(named([['1', '', name]]), 'crfrf').makes, name).toBe(true);
    expect(chartContext(MAKER, 'crfrf').found.makes).toContain('raw materials');
  });

  it("a factory named as a party, plant of PPE and construction in progress are not the entity's making", () => {
    const none = named([
      ['1100', 'A/R - garment factories', 'គណនីត្រូវទទួល - រោងចក្រកាត់ដេរ'],
      ['4001', 'Waste collection fees from factories', 'ថ្លៃប្រមូលសំណល់ពីរោងចក្រ'],
      ['1500', 'Property, plant and equipment', 'ទ្រព្យ រោងចក្រ និងបរិក្ខារ'],
      ['1510', 'Construction in progress', 'សំណង់កំពុងដំណើរការ'],
      ['1511', 'Capital work in progress', ''],
    ]);
    expect(chartContext(none, 'crfrf').makes).toBe(false);
  });

  it('sells goods: sales, the cost of goods sold, goods for resale; not what is paid or earned on sales', () => {
    expect(chartContext(SHOP, 'crfrf')).toMatchObject({ makes: false, sells: true });
    expect(chartContext(named([['4000', '', 'ការលក់គ្រឿងអគ្គិសនី']]), 'crfrf').sells).toBe(true);
    expect(chartContext(named([['5000', '', 'ថ្លៃដើមទំនិញលក់']]), 'crfrf').sells).toBe(true);
    expect(chartContext(named([['1203', 'Bags for resale', '']]), 'crfrf').sells).toBe(true);
    const notSelling = named([
      ['6100', 'Sales staff salaries', 'ប្រាក់ខែបុគ្គលិកលក់'],
      ['6101', 'Sales commission', ''],
      ['4100', 'Interest on instalment sales', 'ការប្រាក់លើការលក់បង់រំលស់'],
      ['2100', 'Sales tax payable', ''],
      ['1500', 'Goods truck', 'ឡានដឹកទំនិញ'],
    ]);
    expect(chartContext(notSelling, 'crfrf').sells).toBe(false);
    expect(chartContext(CLEANERS, 'crfrf')).toMatchObject({ makes: false, sells: false, earns: true });
  });

  it('the kind of goods it holds: a maker materials, a trader merchandise, others supplies, a non-profit other', () => {
    expect(goodsKind(chartContext(MAKER, 'crfrf'))).toBe('materials');
    expect(goodsKind(chartContext([...MAKER, ...SHOP], 'crfrf'))).toBe('materials');
    expect(goodsKind(chartContext(SHOP, 'crfrf'))).toBe('merchandise');
    expect(goodsKind(chartContext(CLEANERS, 'crfrf'))).toBe('supplies');
    expect(goodsKind(chartContext(SHOP, 'npo'))).toBe('other');
    // A chart that names no income of its own says nothing of what the entity does.
    expect(goodsKind(chartContext(named([['1204', 'Inventory - buttons', '']]), 'crfrf'))).toBeUndefined();
    expect(goodsKind(chartContext(named([['4000', '', 'ចំណូលសេវាសម្អាត']]), 'crfrf'))).toBe('supplies');
  });

  it("the blocks of codes where the chart keeps its goods (Khmer digits too), not its fixed assets' block", () => {
    expect(codeBlock('1202')).toBe('12');
    expect(codeBlock('១២០២')).toBe('12');
    expect(codeBlock('120')).toBe('12');
    expect(codeBlock('12020')).toBe('120');
    expect(codeBlock('12')).toBe('');
    expect(chartContext(SHOP, 'crfrf').goodsBlocks).toEqual(['12']);
    // One name of stock in a block is not the block's kind.
    expect(chartContext(SHOP.slice(1), 'crfrf').goodsBlocks).toEqual([]);
  });
});

describe('the mapping assistant within its chart (issue 36, sixteenth round)', () => {
  it("a trader's goods the name leaves open are merchandise, with the reason in both languages", () => {
    const s = suggest({ code: '1204', nameEn: 'Inventory - buttons', nameKh: '' }, SHOP);
    expect(s.without).toBe(`${I}OtherInventories`);
    expect(s.within).toBe(`${I}Merchandise`);
    expect(s.reasons).toContainEqual({
      en: "the chart's other accounts show an entity that sells goods it does not make (Sales - appliances, Cost of appliances sold)",
      kh: 'គណនីផ្សេងទៀតក្នុងតារាងគណនីបង្ហាញថាជាអង្គភាពដែលលក់ទំនិញដែលខ្លួនមិនបានផលិត (Sales - appliances, Cost of appliances sold)',
    });
  });

  it("a trader's products are what it sells, not finished goods; a maker's are its finished goods", () => {
    for (const account of [
      { code: '1206', nameEn: 'Hair products stock', nameKh: '' },
      { code: '1206', nameEn: '', nameKh: 'ស្តុកផលិតផលថែរក្សាសក់', accountType: 'asset' as const },
    ]) {
      expect(suggest(account, SHOP)).toMatchObject({ without: `${I}FinishedGoods`, within: `${I}Merchandise` });
      expect(suggest(account, MAKER).within).toBe(`${I}FinishedGoods`);
    }
    expect(suggest({ code: '1207', nameEn: 'Finished products', nameKh: '' }, SHOP).within).toBe(`${I}FinishedGoods`);
  });

  it("a maker's are its materials (English and Khmer), but supplies the name names stay supplies", () => {
    expect(suggest({ code: '1204', nameEn: 'Inventory - buttons', nameKh: '' }, MAKER)).toMatchObject({
      without: `${I}OtherInventories`,
      within: `${I}RawMaterials`,
    });
    expect(suggest({ code: '1204', nameEn: '', nameKh: 'សារពើភ័ណ្ឌ - ឡេវ', accountType: 'asset' }, MAKER)).toMatchObject({
      without: `${I}Merchandise`,
      within: `${I}RawMaterials`,
    });
    expect(suggest({ code: '1205', nameEn: 'Packing materials', nameKh: '' }, MAKER).within).toBe(
      `${I}ProductionSupplies`,
    );
  });

  it('an entity that neither makes nor sells goods holds the supplies it uses (English and Khmer)', () => {
    for (const account of [
      { code: '1205', nameEn: 'Diesel stock - generator', nameKh: '' },
      { code: '1205', nameEn: '', nameKh: 'ស្តុកប្រេងម៉ាស៊ូត', accountType: 'asset' as const },
    ])
      expect(suggest(account, CLEANERS)).toMatchObject({
        without: `${I}Merchandise`,
        within: `${I}ProductionSupplies`,
      });
  });

  it("a non-profit entity's goods are other inventories", () => {
    expect(suggest({ code: '1206', nameEn: 'Soap stock', nameKh: '' }, CLEANERS, 'npo')).toMatchObject({
      without: `${I}Merchandise`,
      within: `${I}OtherInventories`,
    });
  });

  it("goods numbered among the chart's stock are goods, not the fixed asset the name reads as; its fixed assets stay", () => {
    const s = suggest({ code: '1202', nameEn: '', nameKh: 'ឆ្នាំងដាំបាយ', accountType: 'asset' }, SHOP);
    expect(s).toMatchObject({ without: `${I}OtherNoncurrentAssets`, within: `${I}Merchandise` });
    expect(s.reasons).toContainEqual({
      en: "numbered among the chart's stock (codes 12…)",
      kh: 'លេខកូដស្ថិតក្នុងចំណោមស្តុកនៃតារាងគណនី (លេខកូដ 12…)',
    });
    expect(suggest({ code: '1500', nameEn: 'Delivery van', nameKh: '' }, SHOP).within).toBe(`${I}Vehicles`);
  });

  it("a chart file's accounts are each other's context: an account without a concept is suggested within its file", () => {
    const csv = [
      'code,name_en,name_kh,account_type,concept',
      ...SHOP.map(
        (a) => `${a.code},${a.nameEn},${a.nameKh},${a.code < '4' ? 'asset' : a.code < '5' ? 'income' : 'expense'},`,
      ),
      '1204,Inventory - buttons,,asset,',
    ].join('\n');
    const problem = readChart(csv, 'crfrf').problems.find((p) => p.code === 'missing_concept' && p.row === 8);
    expect(problem?.suggestions?.[0]).toBe(`${I}Merchandise`);
    const alone = readChart('code,name_en,name_kh,account_type,concept\n1204,Inventory - buttons,,asset,', 'crfrf');
    expect(alone.problems[0]?.suggestions?.[0]).toBe(`${I}OtherInventories`);
  });

  it('the context decides nothing for an account that is not an asset', () => {
    const rent = { code: '6100', nameEn: 'Shop rent', nameKh: '', accountType: 'expense' as const };
    expect(suggest(rent, SHOP).within).toBe(suggest(rent, SHOP).without);
  });
});
