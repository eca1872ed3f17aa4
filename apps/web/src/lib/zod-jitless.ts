/**
 * In the browser, zod validates without compiling code: the pages' Content-Security-Policy has
 * no 'unsafe-eval', and zod's first parse would otherwise try `Function("")` to see whether it
 * may compile (the browser refuses it and reports a violation). Set on zod's global config object
 * itself (the one zod keeps on globalThis), so it holds whether zod loads before or after this
 * file, and no zod code is added to a page that does not use it. The API keeps the compiled path.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
