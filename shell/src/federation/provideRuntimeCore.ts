// A federation runtime plugin of the shell. The remotes' production builds ship no federation
// runtime core of their own (experiments.externalRuntime): they read it from the page's
// `_FEDERATION_RUNTIME_CORE`. The shell puts there the very core it runs on, imported as the shell's
// own runtime imports it, so the page holds one copy, not the shell's plus one to hand out.
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-provide-runtime-core',
    beforeInit(args) {
      const page = globalThis as unknown as Record<string, unknown>;
      page[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
