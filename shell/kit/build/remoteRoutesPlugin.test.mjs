import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { RemoteRoutesPlugin, checkRoutesFile } from './remoteRoutesPlugin.mjs';

let dir;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'routes-plugin-'));
  await writeFile(join(dir, 'entry.js'), 'export default 1;\n');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A real webpack build of a one-line entry with the plugin; resolves with its stats. */
function build(source) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'dist') },
    plugins: [new RemoteRoutesPlugin({ source })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => compiler.close(() => (error ? reject(error) : resolve(stats)))),
  );
}

describe('RemoteRoutesPlugin: src/routes/routes.json published as dist/routes.json', () => {
  it('emits the file next to the bundle', async () => {
    const routes = { routes: [{ path: '/quiz', exact: true }], pages: ['/quiz'], menu: [] };
    await writeFile(join(dir, 'routes.json'), JSON.stringify(routes, null, 2));
    const stats = await build(join(dir, 'routes.json'));
    expect(stats.hasErrors()).toBe(false);
    expect(JSON.parse(await readFile(join(dir, 'dist', 'routes.json'), 'utf8'))).toEqual(routes);
  }, 30_000);

  it('fails the build on a file the gateway could not use', async () => {
    await writeFile(join(dir, 'routes.json'), '{ "routes": [ }');
    const stats = await build(join(dir, 'routes.json'));
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toJson().errors[0].message).toContain('is not JSON');
  }, 30_000);

  it.each([
    ['[]', 'needs "routes" and "pages" arrays'],
    ['{ "routes": [] }', 'needs "routes" and "pages" arrays'],
    ['{ "routes": [{ "path": "x" }], "pages": [] }', 'starting with /'],
  ])('refuses %s', (text, message) => {
    expect(() => checkRoutesFile(text, 'routes.json')).toThrow(message);
  });
});
