import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/** One Storybook for @dfr/ui, @dfr/forms and app-level compositions. */
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/forms/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  // Chromatic's Visual tests panel: a team with a Chromatic project signs in from the panel (or sets
  // CHROMATIC_PROJECT_TOKEN) and runs the cloud visual tests from there; offline, scripts/visual.mjs compares every
  // story with committed baselines (docs: packages/ui/src/foundations/Packages.mdx).
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@chromatic-com/storybook'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] });
  },
};

export default config;
