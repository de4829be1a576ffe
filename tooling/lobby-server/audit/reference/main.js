// @ts-check
/* global document -- this runs in the browser */
// The reference of the Lighthouse audit: React 19 rendering one heading, nothing else, so a
// theme's figures read as a ratio to what React alone costs on the same machine in the same run.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(createElement('main', null, createElement('h1', null, 'An empty React app')));
