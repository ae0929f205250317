import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { useState } from 'react';
import { Tab, type TabItem, TabList, TabPanel, Tabs, TabSet } from './Tabs';

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

/** A screen keeping the selected tab itself (in the URL, say). */
function Owner({ items }: { items: TabItem[] }) {
  const [tab, setTab] = useState('profit');
  return <TabSet label="Statement" tabs={items} selected={tab} onSelect={setTab} />;
}

describe('TabSet', () => {
  const built: string[] = [];
  const items = ['position', 'profit', 'notes'].map((id) => ({
    id,
    label: `Tab ${id}`,
    panel: () => {
      built.push(id);
      return `Panel ${id}`;
    },
  }));

  it('builds only the selected panel, and the first when the selection is unknown', async () => {
    built.length = 0;
    const user = userEvent.setup();
    renderUI(<TabSet label="Statement" tabs={items} selected="nowhere" />);
    expect(screen.getByRole('tablist', { name: 'Statement' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel position');
    expect(built).toEqual(['position']);
    // Without onSelect's owner keeping it, a controlled set stays where it is told.
    await user.click(screen.getByRole('tab', { name: 'Tab notes' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel position');
  });

  it('keeps its own selection when uncontrolled and reports each choice', async () => {
    built.length = 0;
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUI(<TabSet label="Statement" tabs={items} onSelect={onSelect} />, 'kh');
    await user.click(screen.getByRole('tab', { name: 'Tab notes' }));
    expect(onSelect).toHaveBeenCalledWith('notes');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel notes');
    expect(built).not.toContain('profit');
  });

  it('follows a selection kept by its owner (e.g. in the URL) and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = renderUI(<Owner items={items} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel profit');
    await user.click(screen.getByRole('tab', { name: 'Tab position' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel position');
    await expectNoAxeViolations(container);
  });
});
