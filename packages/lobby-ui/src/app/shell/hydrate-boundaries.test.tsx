// The server render's Suspense boundaries asked for early, outer ones first: their order with a
// stand-in root, then a real hydration of a server render with a boundary inside a boundary.
import { act } from '@testing-library/react';
import { startTransition, Suspense, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundaryContents, hydrateBoundariesEarly, isHydrated } from './hydrate-boundaries';

afterEach(() => {
  document.body.replaceChildren();
});

/** Longer than a few of the follower's 16 ms steps. */
const steps = () => new Promise((resolve) => setTimeout(resolve, 60));

/** A root holding `html`, in the page. */
function pageWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

function Boundary({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={<p>loading</p>}>{children}</Suspense>;
}

const nested = (
  <main>
    <Boundary>
      <section id="outer">
        <h1>Lobby</h1>
        <Boundary>
          <ul id="inner">
            <li>Game</li>
          </ul>
        </Boundary>
      </section>
    </Boundary>
    <Boundary>
      <footer id="footer">Footer</footer>
    </Boundary>
  </main>
);

describe('boundaryContents', () => {
  it("names the first element inside each of a server render's Suspense boundaries, in page order", () => {
    const root = pageWith(renderToString(nested));
    expect(boundaryContents(root).map((element) => element.id)).toEqual(['outer', 'inner', 'footer']);
  });

  it('names none in markup without boundaries', () => {
    expect(boundaryContents(pageWith('<main><p>Lobby</p><!-- a note --></main>'))).toEqual([]);
  });
});

/** The nested render followed with a stand-in root: which boundaries it asks for, by id. */
function followNested() {
  const root = pageWith(renderToString(nested));
  const hydrated = new Set<string>();
  const asked: string[] = [];
  const stop = hydrateBoundariesEarly(
    root,
    { unstable_scheduleHydration: (target: Node) => asked.push((target as Element).id) },
    { hydrated: (element) => hydrated.has(element.id) },
  );
  return { root, hydrated, asked, stop };
}

describe('hydrateBoundariesEarly', () => {
  it('asks for the outer boundaries first and for an inner one only once the one around it is hydrated', async () => {
    const { hydrated, asked, stop } = followNested();
    expect(asked).toEqual(['outer', 'footer']);

    // Asked once each while React works on them.
    await steps();
    expect(asked).toEqual(['outer', 'footer']);

    hydrated.add('outer');
    await steps();
    expect(asked).toEqual(['outer', 'footer', 'inner']);
    stop();
  });

  it('stops following when everything is hydrated, or when told to', async () => {
    const { root, hydrated, asked, stop } = followNested();
    stop();
    hydrated.add('outer');
    await steps();
    // Told to stop: the inner boundary is never asked for.
    expect(asked).toEqual(['outer', 'footer']);

    const again = vi.fn();
    hydrateBoundariesEarly(root, { unstable_scheduleHydration: again }, { hydrated: () => true });
    await steps();
    expect(again).not.toHaveBeenCalled();
  });

  it('asks for nothing more once the markup is gone from the page (a hydration that fell back)', async () => {
    const { root, hydrated, asked, stop } = followNested();
    root.remove();
    hydrated.add('outer');
    await steps();
    expect(asked).toEqual(['outer', 'footer']);
    stop();
  });

  it('does nothing for a root without the method (another React)', () => {
    const root = pageWith(renderToString(nested));
    expect(() => hydrateBoundariesEarly(root, {})()).not.toThrow();
  });

  it("has React hydrate a real server render's boundaries, inner ones too, with no mismatch", async () => {
    const mounted: string[] = [];
    function Mark({ name, children }: { readonly name: string; readonly children: ReactNode }) {
      useEffect(() => {
        mounted.push(name);
      }, [name]);
      return children;
    }
    const app = (
      <Boundary>
        <Mark name="outer">
          <section id="outer">
            <Boundary>
              <Mark name="inner">
                <ul id="inner">
                  <li>Game</li>
                </ul>
              </Mark>
            </Boundary>
          </section>
        </Mark>
      </Boundary>
    );
    const root = pageWith(renderToString(app));
    const errors: unknown[] = [];
    let reactRoot: Root | undefined;
    act(() => {
      startTransition(() => {
        reactRoot = hydrateRoot(root, app, { onRecoverableError: (error) => errors.push(error) });
      });
    });
    await act(async () => {
      hydrateBoundariesEarly(root, reactRoot!);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(mounted).toEqual(['outer', 'inner']);
    expect(isHydrated(root.querySelector('#inner')!)).toBe(true);
    expect(errors).toEqual([]);
    act(() => reactRoot!.unmount());
  });
});
