// @ts-check
// The jsdom and browser presets' setup: testing-library's polls stop printing the DOM
// (quiet-polling.js).
import * as testingLibrary from '@testing-library/dom';
import { printDomOnlyOnFailure } from './quiet-polling.js';

printDomOnlyOnFailure(testingLibrary);
