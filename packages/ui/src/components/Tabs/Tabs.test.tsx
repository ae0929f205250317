import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Sample() {
  return (
    <Tabs>
      <TabList aria-label="Statements">
        <Tab id="position">ស្ថានភាពហិរញ្ញវត្ថុ</Tab>
        <Tab id="profit">ចំណេញ ឬខាត</Tab>
        <Tab id="cash" isDisabled>
          លំហូរសាច់ប្រាក់
        </Tab>
      </TabList>
      <TabPanel id="position">Position panel</TabPanel>
      <TabPanel id="profit">Profit panel</TabPanel>
      <TabPanel id="cash">Cash panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and skips disabled ones', async () => {
    const user = userEvent.setup();
    renderUI(<Sample />, 'kh');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'ស្ថានភាពហិរញ្ញវត្ថុ' })).toBe(document.activeElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'ចំណេញ ឬខាត' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Profit panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'ស្ថានភាពហិរញ្ញវត្ថុ' }).getAttribute('aria-selected')).toBe('true');
  });

  it('passes axe', async () => {
    const { container } = renderUI(<Sample />);
    await expectNoAxeViolations(container);
  });
});
