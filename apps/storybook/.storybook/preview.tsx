import './preview.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { languageCodes } from '@lobbykit/contract';
import { themeToolbarItems } from '../stories/theme-kit/story-themes';
import { withLobbyTheme } from '../stories/theme-kit/with-lobby-theme';

/** The toolbar's language, as the wrapper's lang attribute (blocks with texts read it). */
const withLanguage: Decorator = (Story, context) => {
  const language = String(context.globals.language ?? 'en_US');
  return (
    <div className="sb-lobby" lang={language === 'pseudo' ? 'en-XA' : language.replace('_', '-')}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withLanguage, withLobbyTheme],
  globalTypes: {
    theme: {
      description: 'Lobby theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeToolbarItems,
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Lobby language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [...languageCodes, 'pseudo'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'classic', language: 'en_US' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 820x1180', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1440x900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
