import { describe, expect, it } from 'vitest';
import { createScriptLoader } from './script-loader';

const scripts = (doc: Document): HTMLScriptElement[] => [...doc.head.querySelectorAll('script')];

describe('createScriptLoader', () => {
  describe('when the script loads', () => {
    it('adds one async script tag to the head and resolves on load, once per source', async () => {
      const doc = document.implementation.createHTMLDocument('t');
      const load = createScriptLoader(doc);
      const first = load('/geetest/gt4.js');
      const second = load('/geetest/gt4.js');
      expect(scripts(doc)).toHaveLength(1);
      const [tag] = scripts(doc);
      expect(tag!.getAttribute('src')).toBe('/geetest/gt4.js');
      expect(tag!.async).toBe(true);
      tag!.dispatchEvent(new Event('load'));
      await expect(first).resolves.toBeUndefined();
      await expect(second).resolves.toBeUndefined();
      await expect(load('/geetest/gt4.js')).resolves.toBeUndefined();
      expect(scripts(doc)).toHaveLength(1);
    });

    it('keeps documents apart', () => {
      const a = document.implementation.createHTMLDocument('a');
      const b = document.implementation.createHTMLDocument('b');
      void createScriptLoader(a)('/x.js').catch(() => undefined);
      void createScriptLoader(b)('/x.js').catch(() => undefined);
      expect(scripts(a)).toHaveLength(1);
      expect(scripts(b)).toHaveLength(1);
    });

    it('uses the global document by default', () => {
      void createScriptLoader()('/default-doc.js').catch(() => undefined);
      expect(document.head.querySelector('script[src="/default-doc.js"]')).not.toBeNull();
    });
  });

  describe('when the script fails', () => {
    it('rejects, removes the tag and tries again on the next call', async () => {
      const doc = document.implementation.createHTMLDocument('t');
      const load = createScriptLoader(doc);
      const first = load('/missing.js');
      scripts(doc)[0]!.dispatchEvent(new Event('error'));
      await expect(first).rejects.toThrow('could not load /missing.js');
      expect(scripts(doc)).toHaveLength(0);
      void load('/missing.js').catch(() => undefined);
      expect(scripts(doc)).toHaveLength(1);
    });
  });

  describe('when the wait is aborted', () => {
    it('rejects the waiting call but lets the load finish for the next one', async () => {
      const doc = document.implementation.createHTMLDocument('t');
      const load = createScriptLoader(doc);
      const controller = new AbortController();
      const waiting = load('/slow.js', controller.signal);
      controller.abort();
      await expect(waiting).rejects.toThrow('script load aborted');
      const later = load('/slow.js', new AbortController().signal);
      scripts(doc)[0]!.dispatchEvent(new Event('load'));
      await expect(later).resolves.toBeUndefined();
    });

    it('rejects at once when already aborted', async () => {
      const doc = document.implementation.createHTMLDocument('t');
      await expect(createScriptLoader(doc)('/a.js', AbortSignal.abort())).rejects.toThrow('aborted');
    });

    it('passes a load error through an abortable wait', async () => {
      const doc = document.implementation.createHTMLDocument('t');
      const waiting = createScriptLoader(doc)('/b.js', new AbortController().signal);
      scripts(doc)[0]!.dispatchEvent(new Event('error'));
      await expect(waiting).rejects.toThrow('could not load /b.js');
    });
  });

  describe('when there is no document', () => {
    it('rejects with a clear error', async () => {
      const saved = globalThis.document;
      // @ts-expect-error -- a worker or server has no document
      delete globalThis.document;
      try {
        await expect(createScriptLoader()('/x.js')).rejects.toThrow('no document');
      } finally {
        globalThis.document = saved;
      }
    });
  });
});
