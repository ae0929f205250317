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
    // Set by the offline run only (no toolbar): `contrast` narrows the accessibility check to the colour rules.
    a11yScope: { description: 'Accessibility rules to run (the offline run’s theme passes)' },
  },
  initialGlobals: { lang: 'en', theme: 'dfr' },
  // The offline run's theme passes (packages/ui/scripts/screenshots.mjs) check only what a theme changes, the colours
  // (global a11yScope=contrast); the full check runs once, in the product theme.
  beforeEach: (context) => {
    if (context.globals.a11yScope === 'contrast')
      context.parameters.a11y = {
        ...context.parameters.a11y,
        options: { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } },
      };
  },
  decorators: [
    (Story, context) => {
      const theme = isThemeName(context.globals.theme) ? context.globals.theme : 'dfr';
      // The page around the story (Storybook's padding, a dialog's backdrop) takes the theme's ground too.
      for (const name of Object.values(themes)) document.documentElement.classList.toggle(name, name === themes[theme]);
      document.body.style.background = vars.color.background;
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
