import { INVOICE_STATUSES, STATEMENT_STAGES } from '@dfr/statement-engine';
import { invoiceStatuses, statementStatuses, statusTones } from '@dfr/ui';
import { describe, expect, it } from 'vitest';

// @dfr/ui may import nothing of ours (docs/architecture.md), so its status colours name the engine's stages and
// invoice statuses a second time; the web, which sees both, holds the two lists equal (docs/decisions.md).
describe("@dfr/ui's status tones", () => {
  it("are the engine's statement stages and invoice statuses, in the same order", () => {
    expect([...statementStatuses]).toEqual([...STATEMENT_STAGES]);
    expect([...invoiceStatuses]).toEqual([...INVOICE_STATUSES]);
  });
  it('give every stage and every invoice status a colour', () => {
    const tones = new Set<string>(statusTones);
    for (const status of [...STATEMENT_STAGES, ...INVOICE_STATUSES]) expect(tones.has(status), status).toBe(true);
  });
});
