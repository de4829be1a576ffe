// jsdom ships no types: the one constructor the Node tests use to read server-rendered markup.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
