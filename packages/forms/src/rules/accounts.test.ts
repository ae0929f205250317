import { describe, expect, it } from 'vitest';
import { defaultChart } from '@dfr/statement-engine';
import { accountPatchSchema, accountSchema, ENTITY_CHART_FRAMEWORK } from './accounts';
import { parseWith } from './errors';

const account = {
  code: '4000',
  nameEn: 'Sales',
  nameKh: 'ការលក់',
  accountType: 'revenue',
  concept: 'ifrs-full:Revenue',
  balance: 'credit',
  periodType: 'duration',
};

describe('chart of accounts', () => {
  it('accepts an account, Khmer digits in its code', () => {
    expect(accountSchema.parse({ ...account, code: '៤០០០', parentCode: '', mandatory: 'no' })).toEqual({
      ...account,
      mandatory: false,
    });
  });
  it('refuses bad codes, balance and period types', () => {
    const r = parseWith(accountSchema, { ...account, code: '40 00', balance: 'both', periodType: 'annual' });
    expect(r.ok ? null : r.fieldErrors).toEqual({
      code: 'invalid_account_code',
      balance: 'invalid_option',
      periodType: 'invalid_option',
    });
    expect(parseWith(accountSchema, { ...account, code: '1'.repeat(31) }).ok).toBe(false);
  });
  it('edits anything but the code', () => {
    expect(accountPatchSchema.parse({ nameEn: ' Sales of goods ', code: '9' })).toEqual({ nameEn: 'Sales of goods' });
  });
  it('unmaps an account with concept null; an empty concept changes nothing', () => {
    expect(accountPatchSchema.parse({ concept: null })).toEqual({ concept: null });
    expect(accountPatchSchema.parse({ concept: '' })).toEqual({});
    expect(accountPatchSchema.parse({ concept: ' ifrs-full:Revenue ' })).toEqual({ concept: 'ifrs-full:Revenue' });
  });
});

describe('the entity chart framework', () => {
  it('is CRFRF, whose default chart every new entity starts from', () => {
    expect(ENTITY_CHART_FRAMEWORK).toBe('crfrf');
    expect(defaultChart(ENTITY_CHART_FRAMEWORK).accounts.length).toBeGreaterThan(0);
  });
});
