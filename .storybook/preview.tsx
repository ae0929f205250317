import type { Preview } from '@storybook/react-vite';
import { type Lang, UIProvider } from '../packages/ui/src';

const preview: Preview = {
  parameters: {
    a11y: {
      test: 'error',
      // react-aria's live announcer: its own off-screen node, which keeps a message naming a dialog for 7 s after
      // the dialog has closed (see docs/decisions.md, @dfr/ui). Everything else on the page is checked.
      context: { exclude: ['[data-live-announcer]'] },
    },
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
