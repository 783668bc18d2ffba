// The Content-Security-Policy has no 'unsafe-eval': zod's compiled parsers would first probe
// `new Function` (a reported violation) as each object schema is created. zod reads the setting
// from one object on `globalThis`, shared by every copy of it on the page (each app bundles its
// own, tree-shaken, for its forms), so shared's entry sets it: it runs before any area's code,
// and without importing zod (shared's own schemas are valibot's). A zod that renamed the global
// would fail platform/server/__tests__/csp-needs.test.tsx.
const page = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(page.__zod_globalConfig ??= {}).jitless = true;
