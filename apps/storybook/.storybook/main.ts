import type { StorybookConfig } from '@storybook/react-vite';
import { sourceConditions } from '@lobbykit/vitest-config';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Stories read package sources through the @lobbykit/source condition: no build needed.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: sourceConditions.resolve.conditions },
  }),
};

export default config;
