import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = { title: 'Components/Button', component: Button } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { children: 'Save draft' } };
export const Khmer: Story = { args: { children: 'រក្សាទុកសេចក្តីព្រាង' } };
