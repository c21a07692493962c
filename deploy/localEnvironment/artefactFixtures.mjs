// Hand-made artefacts for the tests of the local environment: the shape `npm run release` produces
// (a release.json next to a dist/), with tiny contents that say their version.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

async function write(dir, files) {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), content);
  }
}

/** A remote's artefact: remoteEntry.js, mf-manifest.json and a chunk named after the version. */
export async function staticArtefact(root, part, version) {
  const dir = join(root, part.replaceAll('/', '-'), version);
  const chunk = `__federation_expose_App.${version.replaceAll('.', '_')}.js`;
  await write(dir, {
    'release.json': JSON.stringify({
      part,
      version,
      kind: 'static',
      builtFrom: { commit: null, dirty: true },
      dependsOn: {},
      static: { dir: 'dist', manifest: 'dist/mf-manifest.json' },
      pacts: [],
    }),
    'dist/remoteEntry.js': `/* ${part} ${version} */`,
    'dist/mf-manifest.json': JSON.stringify({ id: part, version, exposes: [{ name: 'App', chunk }] }),
    [`dist/${chunk}`]: `/* chunk of ${version} */`,
  });
  return { dir, chunk };
}

// The HTTP process: answers /readyz, /healthz, /version and /env/<NAME> (its environment) on the
// port named by portVar; drains on SIGTERM. `broken` exits at once, as a release that cannot start would.
const serviceMain = (portVar, version, broken) => `
import { createServer } from 'node:http';
${broken ? "console.error('cannot start: broken on purpose'); process.exit(1);" : ''}
const server = createServer((req, res) => {
  if (req.url === '/readyz' || req.url === '/healthz') return res.end('{"status":"ready"}');
  if (req.url === '/version') return res.end(${JSON.stringify(version)});
  if (req.url.startsWith('/env/')) return res.end(process.env[req.url.slice(5)] ?? '');
  res.writeHead(404).end();
});
server.listen(Number(process.env.${portVar}), '127.0.0.1', () => console.log('listening ${version}'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

// The worker: probes on HEALTH_PORT when set (as the deployed workers have), else just runs.
const serviceWorker = (version) => `
import { createServer } from 'node:http';
const timer = setInterval(() => {}, 60_000);
const probes = process.env.HEALTH_PORT
  ? createServer((req, res) => res.end(req.url === '/readyz' ? 'ready' : 'ok')).listen(Number(process.env.HEALTH_PORT), '127.0.0.1')
  : null;
console.log('worker ${version} running');
process.on('SIGTERM', () => { clearInterval(timer); probes?.close(); process.exit(0); });
`;

/** A service's artefact: an HTTP process on ports[portKey] and (unless worker is null) a worker. */
export async function serviceArtefact(
  root,
  part,
  version,
  { portKey, portVar, worker, broken = false, migrate },
) {
  const dir = join(root, part, version);
  await write(dir, {
    'release.json': JSON.stringify({
      part,
      version,
      kind: 'service',
      builtFrom: { commit: null, dirty: true },
      dependsOn: {},
      processes: [
        { name: part, entry: 'dist/main.js', port: portKey },
        ...(worker ? [{ name: worker, entry: 'dist/worker.js' }] : []),
      ],
      oneOffs: migrate ? { migrate: 'dist/migrate.js' } : {},
      pacts: [],
    }),
    'package.json': JSON.stringify({ type: 'module' }),
    'dist/main.js': serviceMain(portVar, version, broken),
    'dist/worker.js': serviceWorker(version),
    ...(migrate
      ? {
          'dist/migrate.js': `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(migrate)}, ${JSON.stringify(version)});\n`,
        }
      : {}),
  });
  return { dir };
}
