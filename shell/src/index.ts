// zod parses without its JIT on this page: the gateway's CSP has no 'unsafe-eval', so zod's probe
// (new Function) would be refused and reported as a CSP violation. Every zod copy on the page (the
// shell's and each remote's) reads this one global config, and object schemas read it when they
// are made, so it is set here, before any chunk loads (e2e/src/securityPages.test.ts checks).
(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = {
  ...(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig,
  jitless: true,
};
// Async boundary so Module Federation can negotiate the shared singletons before React loads.
import('./bootstrap.tsx');
