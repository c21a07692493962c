// Publishes a remote's src/routes/routes.json (what it owns, its pages, its menu entries) as
// dist/routes.json, next to remoteEntry.js and mf-manifest.json. The gateway reads that file from
// the remote's static server at run time, so a remote that adds a page ships it alone.
//
// A file of its own rather than the manifest's metaData: the manifest's shape belongs to the
// federation tooling (which rewrites and checks it), the gateway then reads a few hundred bytes
// instead of the whole manifest, and the file is the very one the remote's source imports.
import { readFileSync } from 'node:fs';

const PLUGIN = 'RemoteRoutesPlugin';

/** The checks the build can make without the contracts' schema (plain Node, no TypeScript here). */
export function checkRoutesFile(text, source) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not JSON: ${error.message}`);
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject || !Array.isArray(value.routes) || !Array.isArray(value.pages))
    throw new Error(`${source} needs "routes" and "pages" arrays`);
  for (const rule of value.routes) {
    if (typeof rule?.path !== 'string' || !rule.path.startsWith('/'))
      throw new Error(`${source}: every route needs a "path" starting with /`);
  }
  return value;
}

export class RemoteRoutesPlugin {
  /** @param {{ source: string, filename?: string }} options  source: absolute path of routes.json */
  constructor({ source, filename = 'routes.json' }) {
    this.source = source;
    this.filename = filename;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // watched, so `webpack serve` republishes an edited file
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const value = checkRoutesFile(readFileSync(this.source, 'utf8'), this.source);
            compilation.emitAsset(this.filename, new sources.RawSource(JSON.stringify(value)));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${PLUGIN}: ${error.message}`));
          }
        },
      );
    });
  }
}
