import { ToastProvider } from '@dfr/ui';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialRequestFixture, entityFixture, renderWithApi, signedIn } from '../../test/apiStub';
import { text } from '../../test/renderScreen';
import Onboarding from '.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entity = entityFixture();
const pending = credentialRequestFixture();

describe('Onboarding', () => {
  it.each(['en', 'kh'] as const)(
    'step 1 lists the credential requests; Next opens the scoping questions, Back returns (%s)',
    async (lang) => {
      // jsdom has no scrolling: the step change's scroll to the top is only observed.
      const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      await renderWithApi(
        <ToastProvider>
          <Onboarding />
        </ToastProvider>,
        lang,
        [
          ...signedIn(entity),
          { path: `/api/entities/${entity.id}/credential-requests`, body: { requests: [pending] } },
        ],
        ['onboarding', 'entities'],
        '/onboarding?step=1',
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'onboarding:title'));
      const requests = await screen.findByRole('table', { name: text(lang, 'onboarding:step.credential.requests') });
      expect(within(requests).getAllByRole('row')).toHaveLength(2);
      expect(within(requests).getByText(pending.contactEmail)).toBeTruthy();
      // Asked once already: the form offers to ask again.
      expect(screen.getByRole('button', { name: text(lang, 'onboarding:step.credential.again') })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: text(lang, 'onboarding:next') }));
      expect(
        await screen.findByRole('heading', { level: 2, name: text(lang, 'onboarding:step.scoping.title') }),
      ).toBeTruthy();
      expect(scroll).toHaveBeenCalledWith({ top: 0 });
      // Its Back (in the row of its primary) returns to the credential step.
      await userEvent.click(screen.getByRole('button', { name: text(lang, 'onboarding:back') }));
      expect(
        await screen.findByRole('heading', { level: 2, name: text(lang, 'onboarding:step.credential.title') }),
      ).toBeTruthy();
    },
  );

  it.each(['en', 'kh'] as const)(
    'shows the steps from the start: registering the entity is the current one (issue 33, defect 7; %s)',
    async (lang) => {
      await renderWithApi(
        <ToastProvider>
          <Onboarding />
        </ToastProvider>,
        lang,
        [
          { path: '/api/me', body: signedIn(entity)[0]!.body },
          { path: '/api/entities', body: { entities: [] } },
        ],
        ['onboarding', 'entities'],
        '/onboarding',
      );
      expect(
        await screen.findByRole('heading', { level: 2, name: text(lang, 'onboarding:entity.title') }),
      ).toBeTruthy();
      const steps = screen.getByRole('list', { name: text(lang, 'onboarding:steps_label') });
      const current = steps.querySelector('[aria-current="step"]');
      expect(current?.textContent).toContain(text(lang, 'onboarding:entity.title'));
      expect(steps.textContent).toContain(text(lang, 'onboarding:step.start.title'));
    },
  );
});
