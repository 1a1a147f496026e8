// zod's settings for the web app, set by main.tsx before anything that defines or parses a schema.
// zod probes for eval with `new Function` the first time it parses an object; under the server's
// Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a violation.
//
// zod keeps its settings in `globalThis.__zod_globalConfig` (one object for every copy of zod on
// the page) and takes an object already there. Setting it there rather than through `config()`
// keeps zod itself out of the first load: the visitor's first page parses nothing
// (zod-config.test.ts checks that zod reads this object).

declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
