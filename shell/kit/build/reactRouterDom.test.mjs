import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as facade from './reactRouterDom.mjs';
import { sharedSingletons } from './remoteWebpackConfig.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const BROWSER_SOURCES = [
  'shell/src',
  'shell/kit/src',
  'mfe-events/src',
  'mfe-admin/src',
  'mfe-drive/src',
  'mfe-quiz/src',
];

function sourcesUnder(dir) {
  return readdirSync(join(repo, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The values (not types) each browser source imports from a package, with the file. */
function valueImports(pkg) {
  const found = [];
  const statement = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  for (const file of BROWSER_SOURCES.flatMap(sourcesUnder)) {
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, list] of text.matchAll(statement)) {
      if (typeOnly) continue;
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) found.push({ name, file: file.slice(repo.length) });
      }
    }
  }
  return found;
}

describe("the shared react-router-dom: the portal's part of it", () => {
  it('exports every value a browser part imports from react-router-dom', () => {
    const missing = valueImports('react-router-dom').filter(({ name }) => !(name in facade));
    expect(missing).toEqual([]);
  });

  it('is what the parts share under the name react-router-dom, as a strict singleton', () => {
    const shared = sharedSingletons(new URL('../../../mfe-events/webpack.config.mjs', import.meta.url).href);
    expect(shared['react-router-dom']).toMatchObject({ singleton: true, strictVersion: true });
    expect(shared['react-router-dom'].import).toBe(
      fileURLToPath(new URL('./reactRouterDom.mjs', import.meta.url)),
    );
    expect(shared['react-router-dom'].version).toMatch(/^7\.\d+\.\d+$/);
  });

  it('is the only way in: no browser source imports react-router itself (it would be a second router)', () => {
    const direct = BROWSER_SOURCES.flatMap(sourcesUnder).filter((file) =>
      /from\s+'react-router(\/[^']*)?'/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
