import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, TabSet } from './Tabs';

const meta = { title: 'Components/Structure/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabsOf = (labels: string[]) => (
  <Tabs>
    <TabList aria-label="Statements">
      {labels.map((l, i) => (
        <Tab key={l} id={String(i)}>
          {l}
        </Tab>
      ))}
    </TabList>
    {labels.map((l, i) => (
      <TabPanel key={l} id={String(i)}>
        {l}
      </TabPanel>
    ))}
  </Tabs>
);

export const Default: Story = {
  render: () => tabsOf(['Financial position', 'Profit or loss', 'Cash flows', 'Notes']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tab list's items render after its collection is built; start once the first tab is there.
    await canvas.findByRole('tab', { name: 'Financial position' });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Financial position' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Profit or loss' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  render: () =>
    tabsOf(['របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ', 'របាយការណ៍ចំណេញ ឬខាត', 'របាយការណ៍លំហូរសាច់ប្រាក់', 'កំណត់សម្គាល់លើរបាយការណ៍ហិរញ្ញវត្ថុ']),
};

/** Tabs from a list of items; only the selected panel is built; a long list wraps onto a second line. */
export const FromItems: Story = {
  render: () => (
    <TabSet
      label="Statement"
      tabs={[
        'Trial balance',
        'Financial position',
        'Profit or loss',
        'Cash flows',
        'Changes in equity',
        'Notes',
        'Accounting policies',
        "Directors' statement",
        'Ratios',
        'Fact properties',
      ].map((label) => ({ id: label, label, panel: () => <p>{label}</p> }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Trial balance' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Notes' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Notes');
  },
};
