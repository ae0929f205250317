import type { Preview } from '@storybook/react-vite';
import { type Lang, UIProvider } from '../packages/ui/src';

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: { storySort: { order: ['Foundations', 'Components', 'App', '*'] } },
  },
  globalTypes: {
    lang: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'kh', title: 'ខ្មែរ (Khmer)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'en' },
  decorators: [
    (Story, context) => (
      <UIProvider lang={(context.globals.lang as Lang) ?? 'en'}>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </UIProvider>
    ),
  ],
};

export default preview;
