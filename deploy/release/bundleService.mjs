// Compiles a service's TypeScript entries to JavaScript bundles with esbuild: the part's own sources
// and the @portal/* workspace packages (shared as TypeScript) are bundled, every other package stays
// an import resolved from the artefact's node_modules at run time.
//
// Files found relative to a module: a module of the part sees `import.meta.url` as its source path
// inside the artefact (src/db/migrations.ts → <artefact>/src/db/migrations.ts), so a path like
// '../../migrations' lands on the folder copied to <artefact>/migrations, as it does in the part's
// folder. The entry module keeps the bundle's own URL, so a "run as a script" check
// (`process.argv[1] === fileURLToPath(import.meta.url)`) holds only in its own bundle.
import { builtinModules } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as esbuild from 'esbuild';
import { packageNameOf } from './copyDependencies.mjs';

const builtins = new Set(builtinModules);

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/')) return undefined; // bundled from its TypeScript sources
      return { path: args.path, external: true };
    });
  },
};

const moduleUrlsInArtefact = (partDir, entryFile) => ({
  name: 'module-urls-in-artefact',
  setup(build) {
    const sources = join(partDir, 'src') + sep;
    build.onLoad({ filter: /\.(ts|mts|tsx|js|mjs)$/ }, async (args) => {
      if (!args.path.startsWith(sources) || args.path === entryFile) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      // the bundle is <artefact>/dist/<name>.js, so '../<path in the part>' is the module's place
      const inArtefact = `../${relative(partDir, args.path).split(sep).join('/')}`;
      const contents = text.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(inArtefact)}, import.meta.url).href`,
      );
      const loader = args.path.endsWith('x') ? 'tsx' : /\.m?ts$/.test(args.path) ? 'ts' : 'js';
      return { contents, loader, resolveDir: join(args.path, '..') };
    });
  },
});

/**
 * Bundles each entry ({ outName: 'src/main.ts' }, paths relative to partDir) to
 * <outDir>/<outName>.js (+ .map). Returns { outputs: [file], packages: [name] } where packages are
 * the non-builtin packages the bundles import (what node_modules must provide).
 */
export async function bundleService({ partDir, entries, outDir }) {
  const packages = new Set();
  const outputs = [];
  for (const [outName, source] of Object.entries(entries)) {
    const entryFile = join(partDir, source);
    const result = await esbuild.build({
      entryPoints: { [outName]: entryFile },
      outdir: outDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      sourcesContent: false,
      // stack traces name the TypeScript lines (no --enable-source-maps on the command line)
      banner: { js: 'process.setSourceMapsEnabled?.(true);' },
      metafile: true,
      logLevel: 'silent',
      plugins: [externalPackages, moduleUrlsInArtefact(partDir, entryFile)],
    });
    for (const warning of result.warnings)
      console.warn(`esbuild: ${warning.text} (${warning.location?.file ?? ''})`);
    for (const [file, output] of Object.entries(result.metafile.outputs)) {
      if (!file.endsWith('.js')) continue;
      outputs.push(file);
      for (const imported of output.imports) {
        if (!imported.external || imported.path.startsWith('node:') || builtins.has(imported.path)) continue;
        packages.add(packageNameOf(imported.path));
      }
    }
  }
  return { outputs, packages: [...packages].sort() };
}
