import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Text } from './Text';

const meta = {
  title: 'Components/Layout/Text',
  component: Text,
  args: { as: 'p', children: 'The statement was validated on 03/31/2026.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: () => (
    <Stack space="sm">
      <Text as="p">Neutral: the text's own colour.</Text>
      <Text as="p" tone="muted">
        Muted: a sentence that explains.
      </Text>
      <Text as="p" tone="critical" size="sm">
        Critical: the balance sheet does not balance.
      </Text>
      <Text as="p" tone="positive" weight="semibold">
        Positive: ready to file.
      </Text>
      <Text as="p" font="mono">
        0x4f3c2a91e07b5d6c8a1f2e3d4c5b6a7980f1e2d3c4b5a697887766554433221100
      </Text>
    </Stack>
  ),
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  render: () => (
    <Stack space="sm">
      <Text as="p">របាយការណ៍ត្រូវបានផ្ទៀងផ្ទាត់។</Text>
      <Text as="p" tone="muted">
        ប្រយោគដែលពន្យល់។
      </Text>
      <Text as="p" tone="critical" size="sm">
        តារាងតុល្យការមិនស្មើគ្នា។
      </Text>
      <Text as="p" tone="positive" weight="semibold">
        រួចរាល់សម្រាប់ដាក់ស្នើ។
      </Text>
    </Stack>
  ),
};
