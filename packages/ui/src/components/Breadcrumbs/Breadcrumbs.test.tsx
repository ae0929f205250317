import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links the path and marks the current page', async () => {
    const { container } = renderUI(
      <Breadcrumbs
        items={[
          { id: 'home', label: 'ផ្ទាំងគ្រប់គ្រង', href: '/overview' },
          { id: 'fs', label: 'របាយការណ៍ហិរញ្ញវត្ថុ' },
        ]}
      />,
      'kh',
    );
    expect(screen.getByRole('navigation', { name: 'ទីតាំងទំព័រ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ផ្ទាំងគ្រប់គ្រង' }).getAttribute('href')).toBe('/overview');
    expect(screen.getByText('របាយការណ៍ហិរញ្ញវត្ថុ').getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(container);
  });
});
