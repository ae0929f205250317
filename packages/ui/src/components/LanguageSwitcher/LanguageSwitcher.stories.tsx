import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Lang } from '../../i18n/strings';
import { LanguageSwitcher } from './LanguageSwitcher';

function Controlled({ initial, compact }: { initial: Lang; compact?: boolean }) {
  const [lang, setLang] = useState<Lang>(initial);
  return <LanguageSwitcher value={lang} onChange={setLang} compact={compact} />;
}

const meta = {
  title: 'App/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { value: 'en', onChange: () => {} },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Controlled initial="en" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'ខ្មែរ' }));
    await expect(canvas.getByRole('radio', { name: 'ខ្មែរ' })).toHaveAttribute('aria-checked', 'true');
  },
};
export const Khmer: Story = { globals: { lang: 'kh' }, render: () => <Controlled initial="kh" /> };
export const Compact: Story = { render: () => <Controlled initial="en" compact /> };
