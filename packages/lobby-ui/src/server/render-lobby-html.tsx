// The lobby's first screen as HTML, rendered in Node from the page's boot snapshot: the same
// LobbyApp the page mounts, on a lobby that never calls the hall (a server render shows only
// the snapshot's data) and remembers nothing (no visitor's storage on a server).
import { createTexts } from '@lobbykit/i18n';
import type { LobbyConfig } from '@lobbykit/lobby-core';
import { createLobby } from '@lobbykit/lobby-core/react';
import { prerender } from 'react-dom/static';
import type { LobbyLayout } from '../app/shell/first-render';
import { LobbyAppWithFirstRender, type LobbyAppProps } from '../app/shell/LobbyApp';
import { loadTexts } from '../app/shell/loaded-texts';
import { htmlLang } from '../app/shell/html-lang';
import { RENDER_ATTRIBUTE, stampOf, type RenderInputs } from '../app/shell/render-stamp';
import { createMemoryLocation } from '../app/router/memory-location';
import { extractInlineStyles, themeRootRule } from './extract-styles';
import { splitHoisted } from './hoisted';

/** What a server asks a theme app's server entry for: one page of one site. */
export interface LobbyRenderRequest {
  /** The page's address as the browser asked for it (its origin is the lobby's own). */
  readonly url: string;
  /** The site the page shows. */
  readonly siteCode: string;
  /** The page's boot snapshot (`createBootSnapshot` of `@lobbykit/lobby-core`): its value or its JSON text. */
  readonly snapshot: unknown;
  /** The visitor's languages (Accept-Language), most wanted first. @default [] */
  readonly languages?: readonly string[] | undefined;
  /** The layout to render: the request's hint (a phone's browser, or not). */
  readonly layout: LobbyLayout;
  /** Stops the render: it then rejects. */
  readonly signal?: AbortSignal | undefined;
}

/** The part of a lobby's config the page's own lobby shares with its server render. */
export type ServerLobbyConfig = Pick<
  LobbyConfig,
  'siteCode' | 'staticKey' | 'lines' | 'debugParams' | 'osType' | 'appVersion'
>;

/** The LobbyApp props of the page a server render draws (the rest is the server's own). */
export type ServerAppProps = Pick<
  LobbyAppProps,
  'theme' | 'overlays' | 'images' | 'debugParams' | 'autoOpenAuth' | 'startupPopups'
>;

export interface RenderLobbyHtmlOptions extends LobbyRenderRequest {
  readonly lobby: ServerLobbyConfig;
  readonly app: ServerAppProps;
}

/** A server render of the lobby, for the server to put in the page. */
export interface LobbyHtml {
  /** The markup that goes inside the page's root element. */
  readonly html: string;
  /** What goes at the end of `<head>`: preloads React made for the page's first pictures. */
  readonly head: string;
  /**
   * The markup's inline styles as a stylesheet, for the page to link from its own origin (its
   * policy refuses `style` attributes), with the theme's custom properties on `:root` as the
   * page's lobby writes them there; '' when there are none.
   */
  readonly css: string;
  /** What the render assumed: the client hydrates the markup only when its first render assumes the same. */
  readonly inputs: RenderInputs;
  /** The attributes to write on the root element (the inputs, as `mountLobby` reads them). */
  readonly attributes: Readonly<Record<string, string>>;
  /**
   * The page's language (BCP 47) for its `<html lang>`: the one the page's lobby sets, so the
   * first paint is laid out in it and hydration changes nothing on the document.
   */
  readonly lang: string;
}

const neverTheHall = () => Promise.reject(new Error('a server render never calls the hall'));

/** The path and query of a page's address. */
function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/**
 * Renders the lobby's page at `url` from its boot snapshot, as the page's first render would
 * draw it in a browser that asks for `layout`. Pieces the first paint does without (marquee,
 * jackpot, footer, float bar, stored lists, sections far below) render their placeholders.
 * @throws when the snapshot cannot be used, the render fails or `signal` stops it
 * @example
 * export const render = (request: LobbyRenderRequest) =>
 *   renderLobbyHtml({ ...request, lobby: { siteCode: request.siteCode, staticKey, lines }, app: { theme } });
 */
export async function renderLobbyHtml(options: RenderLobbyHtmlOptions): Promise<LobbyHtml> {
  const { url, siteCode, snapshot, languages = [], layout, signal, lobby: config, app } = options;
  const lobby = createLobby({
    ...config,
    siteCode,
    location: url,
    browserLanguages: languages,
    snapshot,
    // Nothing remembered, nothing sent: no storage, a fetch and a hall connection that refuse.
    storage: undefined,
    fetch: neverTheHall,
    loadHall: neverTheHall,
    session: { BroadcastChannel: null, WebSocket: null, share: false, loadSession: neverTheHall },
    revalidateAfterMs: 3_600_000,
  });
  try {
    // A snapshot boot is ready at once; anything else would wait for the hall, which a server
    // render never calls.
    void lobby.boot();
    const { boot, visit } = lobby.store.getState();
    if (boot.machine.status !== 'ready' || boot.snapshot !== 'used' || !visit.language) {
      throw new Error(`renderLobbyHtml: the boot snapshot could not be used (${boot.snapshot})`);
    }
    const inputs: RenderInputs = {
      language: visit.language.code,
      currency: visit.currency?.code ?? '',
      path: pathOf(url),
      layout,
    };
    // The texts the page's I18nBridge makes, loaded before the render so it shows them.
    const texts = await loadTexts(
      createTexts({ url: null, storage: null, browserLanguages: [inputs.language] }),
    );
    signal?.throwIfAborted();
    const { prelude } = await prerender(
      <LobbyAppWithFirstRender
        {...app}
        lobby={lobby}
        location={createMemoryLocation(inputs.path)}
        storage={null}
        i18n={texts}
        reload={() => undefined}
        firstRender={{ layout }}
      />,
      {
        ...(signal ? { signal } : {}),
        // Every boundary written in place: React would otherwise send a large one after its
        // fallback, with an inline script to swap them, which the page's policy refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const markup = await new Response(prelude).text();
    // An aborted prerender answers what it had: never a page.
    signal?.throwIfAborted();
    if (/<script\b/i.test(markup)) throw new Error('renderLobbyHtml: the markup holds a script');
    const { head, body } = splitHoisted(markup);
    const { html, css: elementRules } = extractInlineStyles(body);
    // The element rules last: the client finds the render's stylesheet by its last rule.
    const css = [themeRootRule(body), elementRules].filter(Boolean).join('\n');
    return {
      html,
      head,
      css,
      inputs,
      attributes: { [RENDER_ATTRIBUTE]: stampOf(inputs) },
      lang: htmlLang(inputs.language),
    };
  } finally {
    lobby.dispose();
  }
}
