// Module hooks for check-lazy-build.mjs: report every module URL Node loads.
/** @type {import('node:worker_threads').MessagePort | undefined} */
let port;

/** @param {{ port: import('node:worker_threads').MessagePort }} data */
export function initialize(data) {
  port = data.port;
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, next) {
  port?.postMessage(url);
  return next(url, context);
}
