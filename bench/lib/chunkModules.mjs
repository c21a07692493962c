// The modules inside a webpack chunk file, without the build's stats: a chunk is
// `(self.webpackChunkX = self.webpackChunkX || []).push([[ids], { id: function… }])`, so running it
// against a stand-in `self` collects its module factories. Two copies of one module built by two
// parts have the same id (deterministic ids from the path relative to the part; the workspaces
// share one node_modules) and a minified factory of the same length (its text may differ: export
// names are mangled per build), so the id with a length within 10 % names a module across parts. Entry files (main.js, remoteEntry.js) hold the runtime, not such pushes.
import vm from 'node:vm';

/** Answers [{ key, id, bytes, sample }] for a chunk's source text ([] when it is no chunk push). */
export function modulesOfChunk(source) {
  const pushed = [];
  const push = (entry) => pushed.push(entry);
  const chunkArray = new Proxy([], {
    get: (target, name) => (name === 'push' ? push : target[name]),
  });
  const self = new Proxy(
    {},
    { get: (_target, name) => (String(name).startsWith('webpackChunk') ? chunkArray : undefined) },
  );
  try {
    vm.runInNewContext(
      source,
      { self, globalThis: self, window: self, document: undefined },
      { timeout: 2000 },
    );
  } catch {
    return [];
  }
  const modules = [];
  for (const entry of pushed) {
    const factories = Array.isArray(entry) ? entry[1] : null;
    if (!factories || typeof factories !== 'object') continue;
    for (const [id, factory] of Object.entries(factories)) {
      const text = String(factory);
      modules.push({ id, bytes: text.length, sample: sampleOf(text) });
    }
  }
  return modules;
}

/** A readable hint of what a module is: the first string literal long enough to mean something. */
function sampleOf(text) {
  const literal = text.match(/["'`]([^"'`\n]{12,60})["'`]/);
  return literal ? literal[1] : text.slice(0, 60);
}

/**
 * Modules present in more than one of `files` ([{ url, source }]): [{ id, bytes, sample, urls }],
 * largest first.
 */
export function duplicateModules(files) {
  const byId = new Map();
  for (const { url, source } of files) {
    for (const module of modulesOfChunk(source)) {
      const copies = byId.get(module.id) ?? [];
      copies.push({ ...module, url });
      byId.set(module.id, copies);
    }
  }
  const duplicates = [];
  for (const copies of byId.values()) {
    const [first] = copies;
    const same = copies.filter((copy) => Math.abs(copy.bytes - first.bytes) <= first.bytes * 0.1);
    const urls = [...new Set(same.map((copy) => copy.url))];
    if (urls.length > 1) duplicates.push({ id: first.id, bytes: first.bytes, sample: first.sample, urls });
  }
  return duplicates.sort((a, b) => b.bytes - a.bytes);
}

// The federation runtime's core logs with this prefix; minifying keeps string literals.
const RUNTIME_CORE_MARK = '[ Federation Runtime ]';

/** The files among `files` ([{ url, source }]) that carry a copy of the federation runtime's core. */
export function federationRuntimeCopies(files) {
  return files.filter(({ source }) => source.includes(RUNTIME_CORE_MARK)).map(({ url }) => url);
}
