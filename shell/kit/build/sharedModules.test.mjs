import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { precompressPlugins, sharedSingletons } from './remoteWebpackConfig.mjs';

describe('sharedSingletons: what the shell and remotes share through Module Federation', () => {
  const shared = sharedSingletons(new URL('../../../mfe-events/webpack.config.mjs', import.meta.url).href);

  it('shares contracts as a library, not a singleton: a remote out of range keeps its own copy', () => {
    // the range mfe-events depends on, whatever release it is at
    const { dependencies } = JSON.parse(
      readFileSync(new URL('../../../mfe-events/package.json', import.meta.url), 'utf8'),
    );
    expect(dependencies['@portal/contracts']).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(shared['@portal/contracts']).toEqual({
      singleton: false,
      requiredVersion: dependencies['@portal/contracts'],
      strictVersion: true,
    });
  });

  it('shares react-markdown in the range the kit depends on', () => {
    expect(shared['react-markdown']).toMatchObject({ singleton: false, strictVersion: true });
    expect(shared['react-markdown'].requiredVersion).toMatch(/^\^\d+\./);
  });

  it("makes the kit's entry points singletons like the kit itself", () => {
    for (const entry of [
      '@portal/kit',
      '@portal/kit/markdown',
      '@portal/kit/remoteModule',
      '@portal/kit/driveFileInput',
      '@portal/kit/leaveGuard',
    ])
      expect(shared[entry]).toEqual({ singleton: true, requiredVersion: false, strictVersion: false });
  });

  it('does not share zod on its own (it travels inside contracts, tree-shaken)', () => {
    expect(shared.zod).toBeUndefined();
  });

  it('keeps react a strict singleton in the range of the part', () => {
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.3.1', strictVersion: true });
  });
});

describe('precompressPlugins: .br and .gz next to each text file over 1 KiB', () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const big = Array.from({ length: 200 }, (_, i) => `export const line${i} = 'a line of the bundle ${i}';`);
    await writeFile(
      join(dir, 'big.js'),
      `${big.join('\n')}\nconsole.log(${big.map((_, i) => `line${i}`).join(',')});\n`,
    );
    await writeFile(join(dir, 'small.js'), 'console.log(1);\n');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  function build() {
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { big: './big.js', small: './small.js' },
      output: { path: join(dir, 'dist') },
      optimization: { minimize: false },
      plugins: precompressPlugins(),
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) => compiler.close(() => (error ? reject(error) : resolve(stats)))),
    );
  }

  it('writes brotli and gzip copies that decompress to the file, and none for a small file', async () => {
    await build();
    const files = await readdir(join(dir, 'dist'));
    expect(files.sort()).toEqual(['big.js', 'big.js.br', 'big.js.gz', 'small.js']);
    const plain = await readFile(join(dir, 'dist', 'big.js'));
    expect(brotliDecompressSync(await readFile(join(dir, 'dist', 'big.js.br')))).toEqual(plain);
    expect(gunzipSync(await readFile(join(dir, 'dist', 'big.js.gz')))).toEqual(plain);
  }, 30_000); // a real webpack build, slow on a loaded machine
});
