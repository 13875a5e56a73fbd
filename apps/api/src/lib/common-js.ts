/**
 * The exports of a CommonJS package loaded with `import()`. In the built server (esbuild bundles
 * it as a chunk of its own) they arrive as the default export only; under Node's own loader (tsx,
 * the tests) the default export is `module.exports` too, beside named copies. So the default export
 * is read when there is one.
 */
export function commonJsExports<T extends object>(module: T): T {
  return (module as { default?: T }).default ?? module;
}
