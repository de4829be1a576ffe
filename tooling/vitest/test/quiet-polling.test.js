// @vitest-environment jsdom
/* global document */
// testing-library's own queries, in jsdom, with the element errors of quiet-polling.js: a findBy
// poll prints no DOM, and the error a test ends with still shows it.
import * as testingLibrary from '@testing-library/dom';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { printDomOnlyOnFailure } from '../quiet-polling.js';

const { configure, findByRole, getByRole, getConfig } = testingLibrary;
const libraryDefault = getConfig().getElementError;

describe('printDomOnlyOnFailure', () => {
  /** How many times the DOM was printed into an error. */
  let prints = 0;
  beforeEach(() => {
    prints = 0;
    document.body.replaceChildren();
    printDomOnlyOnFailure({
      ...testingLibrary,
      prettyDOM: (...args) => {
        prints += 1;
        return testingLibrary.prettyDOM(...args);
      },
    });
  });
  afterAll(() => configure({ getElementError: libraryDefault }));

  it('prints the DOM into the error of a query that fails outside a poll', () => {
    document.body.innerHTML = '<p>Games are on their way</p>';
    const error = errorOf(() => getByRole(document.body, 'button'));
    expect(error.name).toBe('TestingLibraryElementError');
    expect(error.message).toMatch(/^Unable to find an accessible element with the role "button"/);
    expect(error.message).toContain('Ignored nodes: comments, script, style');
    expect(error.message).toContain('Games are on their way');
    expect(prints).toBe(1);
  });

  it('prints nothing while a findBy query polls, and finds what appears', async () => {
    document.body.innerHTML = '<p>Loading</p>';
    setTimeout(() => {
      document.body.innerHTML = '<button type="button">Play demo</button>';
    }, 150);
    const found = await findByRole(document.body, 'button', { name: 'Play demo' }, { interval: 10 });
    expect(found.textContent).toBe('Play demo');
    expect(prints).toBe(0);
  });

  it('prints the DOM once when a findBy query times out', async () => {
    document.body.innerHTML = '<p>Nothing to play yet</p>';
    /** @type {Error} */
    const error = await findByRole(document.body, 'button', {}, { timeout: 150, interval: 10 }).catch(
      (caught) => caught,
    );
    expect(error.message).toMatch(/^Unable to find role="button"/);
    expect(error.message).toContain('Nothing to play yet');
    expect(prints).toBe(1);
  });
});

/** @param {() => unknown} run @returns {Error} */
function errorOf(run) {
  try {
    run();
  } catch (error) {
    return /** @type {Error} */ (error);
  }
  throw new Error('expected the query to fail');
}
