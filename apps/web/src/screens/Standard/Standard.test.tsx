import { FRAMEWORK_LABELS } from '@dfr/statement-engine';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getTaxonomy } from '../../features/statement/engine';
import { pick } from '../../features/statement/format';
import { renderScreen, text } from '../../test/renderScreen';
import Standard from '.';

// The taxonomy browser reads no API: the default framework's taxonomy comes with the engine.
const taxonomy = getTaxonomy('crfrf')!;
const concept = Object.values(taxonomy.concepts).find((c) => c.name.length > 12 && c.label.en && c.label.kh)!;

afterEach(cleanup);

describe('Standard', () => {
  it.each(['en', 'kh'] as const)('finds a concept by name and opens it in the reader language (%s)', async (lang) => {
    await renderScreen(<Standard />, lang, ['standard'], '/standard');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'standard:title'));
    expect(screen.queryByText(text(lang, 'standard:unavailable'))).toBeNull();
    // The framework by the engine's own label, as the printed statements name it.
    expect(screen.getAllByText(FRAMEWORK_LABELS.crfrf[lang]).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByRole('searchbox', { name: text(lang, 'standard:search') }), concept.name);
    const results = screen.getByRole('list', { name: text(lang, 'standard:results') });
    await userEvent.click(
      within(results)
        .getAllByRole('button')
        .find((b) => b.textContent?.endsWith(concept.name))!,
    );
    expect(screen.getByRole('heading', { level: 2, name: pick(concept.label, lang) })).toBeTruthy();
  });
});
