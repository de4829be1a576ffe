// Loads a vendor script from the site's own path (spec §7: "captcha vendor scripts are loaded
// from own paths"), once per document; a failed load is forgotten so the next try starts over.

/** Loads `src` once; resolves when it ran. The signal only stops the wait, not the download. */
export type ScriptLoader = (src: string, signal?: AbortSignal) => Promise<void>;

const loads = new WeakMap<Document, Map<string, Promise<void>>>();

function abortable(load: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return load;
  if (signal.aborted) return Promise.reject(new Error('script load aborted'));
  return new Promise((resolve, reject) => {
    const onAbort = (): void => reject(new Error('script load aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    load.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A loader that adds `<script src async>` to `document.head`. @param doc @default globalThis.document */
export function createScriptLoader(doc?: Document): ScriptLoader {
  return (src, signal) => {
    const target = doc ?? globalThis.document;
    if (!target) return Promise.reject(new Error('no document to load a script into'));
    let byUrl = loads.get(target);
    if (!byUrl) loads.set(target, (byUrl = new Map<string, Promise<void>>()));
    let load = byUrl.get(src);
    if (!load) {
      const element = target.createElement('script');
      element.src = src;
      element.async = true;
      load = new Promise<void>((resolve, reject) => {
        element.addEventListener('load', () => resolve(), { once: true });
        element.addEventListener(
          'error',
          () => {
            byUrl.delete(src);
            element.remove();
            reject(new Error(`could not load ${src}`));
          },
          { once: true },
        );
      });
      byUrl.set(src, load);
      target.head.append(element);
    }
    return abortable(load, signal);
  };
}
