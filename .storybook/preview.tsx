import type { Preview } from '@storybook/react-vite';
import { isThemeName, type Lang, themes, UIProvider, vars } from '../packages/ui/src';

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
    // The themes @dfr/ui ships on its one contract (`vars`): the product's, and a second regulator's brand (issue 35).
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'dfr', title: 'DFR (light green)' },
          { value: 'tonle', title: 'Tonle (navy and gold)' },
          { value: 'tonle-dark', title: 'Tonle dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'en', theme: 'dfr' },
  decorators: [
    (Story, context) => {
      const theme = isThemeName(context.globals.theme) ? context.globals.theme : 'dfr';
      // The story's ground is the theme's (a dark theme's text would otherwise sit on Storybook's white).
      return (
        <UIProvider lang={(context.globals.lang as Lang) ?? 'en'} theme={themes[theme]}>
          <div style={{ padding: 16, background: vars.color.background, color: vars.color.text, minHeight: '100vh' }}>
            <Story />
          </div>
        </UIProvider>
      );
    },
  ],
};

export default preview;
