import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { UIProvider } from './UIProvider';

const meta = { title: 'Foundations/UIProvider', component: UIProvider } satisfies Meta<typeof UIProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = (lang: 'en' | 'kh') => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
    <TextField label={lang === 'kh' ? 'អ៊ីមែល' : 'Email'} />
    <Button>{lang === 'kh' ? 'ចូលគណនី' : 'Sign in'}</Button>
  </div>
);
export const English: Story = { args: { lang: 'en', children: sample('en') } };
export const Khmer: Story = { args: { lang: 'kh', children: sample('kh') } };
