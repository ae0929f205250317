import { describe, expect } from 'vitest';
import { entityTest } from '../../test/harness';

const it = entityTest('CRQ-1');

describe('credential requests (onboarding step 1)', () => {
  it('records a request for an e-filing access credential', async ({ world: { h, owner, stranger, entityId } }) => {
    const body = {
      registrationNumber: 'CRQ-1',
      contactEmail: 'dara@example.com',
      message: 'Please issue our e-filing credential.',
    };
    const res = await h.call('POST', `/api/entities/${entityId}/credential-requests`, { as: owner, json: body });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ ...body, status: 'pending' });
    expect(
      (await h.call('GET', `/api/entities/${entityId}/credential-requests`, { as: owner })).data.requests,
    ).toHaveLength(1);
    const bad = await h.call('POST', `/api/entities/${entityId}/credential-requests`, {
      as: owner,
      json: { registrationNumber: '', contactEmail: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(
      (await h.call('POST', `/api/entities/${entityId}/credential-requests`, { as: stranger, json: body })).status,
    ).toBe(404);
    expect((await h.call('POST', '/api/entities/nope/credential-requests', { as: owner, json: body })).status).toBe(
      404,
    );
  });
});
