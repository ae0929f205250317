import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, readJson } from '../../../api/client';
import i18n from '../../../i18n';
import { StatementPending } from './StatementPending';

afterEach(cleanup);
beforeAll(() => i18n.reloadResources(['en', 'kh'], ['statement']));

async function failure(status: number, error: Record<string, unknown>): Promise<ApiError> {
  try {
    await readJson(
      new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } }),
    );
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('readJson did not throw');
}

describe('a statement opened by URL that is not the reader’s (issue 33, defect 6)', () => {
  it('says the specification’s "no permission" for an unknown or a foreign id (both 404), in both languages', async () => {
    const missing = await failure(404, { code: 'NOT_FOUND', message: 'Not found', message_key: 'not_found' });
    const denied = await failure(403, { code: 'FORBIDDEN', message: 'Forbidden', message_key: 'forbidden' });
    for (const [lang, text] of [
      ['en', 'You do not have permission to access this report or feature.'],
      ['kh', 'អ្នកមិនមានសិទ្ធិចូលប្រើរបាយការណ៍ ឬមុខងារនេះទេ។'],
    ] as const) {
      await i18n.changeLanguage(lang);
      for (const error of [missing, denied]) {
        render(
          <MemoryRouter>
            <StatementPending title="Reporting" noStatement={false} error={error} />
          </MemoryRouter>,
        );
        expect(screen.getByRole('alert').textContent).toContain(text);
        cleanup();
      }
    }
    await i18n.changeLanguage('en');
  });
});
