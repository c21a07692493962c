// "Validate the manifests with a schema validator in npm test". The Kubernetes
// manifests (deploy/k8s, as kustomization.yaml lists them) and deploy/compose.yaml are checked
// against vendored schema subsets (deploy/k8s/schemas: strict, unknown fields refused), then
// against the portal's rules (probes on /healthz and /readyz, HPAs, graceful-stop timing, secrets
// from the environment); the Dockerfile's shape is checked as text. Broken copies must fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, loadAll } from 'js-yaml';
import {
  checkCompose,
  checkK8sDir,
  composeProblems,
  k8sDir,
  loadManifests,
  policyProblems,
  repoRoot,
  schemaProblems,
} from './k8s/validate.mjs';
import { connectionBudget } from './k8s/connectionBudget.mjs';
import { IMAGE_PARTS, staleTags, writeImageTags } from './release/imageTags.mjs';

const clone = (value) => structuredClone(value);
const deploymentNamed = (docs, name) =>
  docs.find((d) => d.doc.kind === 'Deployment' && d.doc.metadata.name === name).doc;

test('the Kubernetes manifests validate against the schema and the rules', () => {
  assert.deepEqual(checkK8sDir(), []);
  const { docs } = loadManifests();
  const kinds = new Set(docs.map((d) => d.doc.kind));
  for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'ConfigMap', 'Job', 'Ingress'])
    assert.ok(kinds.has(kind), `a ${kind}`);
});

test('TLS ends at the ingress for every account host, and the services are told so (links, Secure cookie)', () => {
  const { docs } = loadManifests();
  const ingress = docs.find((d) => d.doc.kind === 'Ingress').doc;
  const config = docs.find((d) => d.doc.kind === 'ConfigMap' && d.doc.metadata.name === 'portal-config').doc;
  const accountHosts = `*.${config.data.BASE_DOMAIN}`;
  assert.deepEqual(
    ingress.spec.rules.map((r) => r.host),
    [accountHosts],
  );
  assert.ok(
    ingress.spec.tls?.some((t) => t.hosts.includes(accountHosts) && t.secretName),
    'a certificate for every account host',
  );
  // mails and calendar feeds link to https://{account}.BASE_DOMAIN (no :8080), the cookie is Secure
  assert.equal(config.data.PUBLIC_PROTOCOL, 'https');
  assert.equal(config.data.PUBLIC_PORT, '443');
  assert.equal(config.data.SECURE_COOKIES, 'true');
});

test('compose.yaml validates against the compose-spec subset', () => {
  assert.deepEqual(checkCompose(), []);
});

test('every process of the portal is deployed, with probes, an HPA where stateless, and a stop grace', () => {
  const { docs } = loadManifests();
  const names = docs.filter((d) => d.doc.kind === 'Deployment').map((d) => d.doc.metadata.name);
  const expected = [
    'gateway',
    'svc-identity',
    'svc-events',
    'svc-files',
    'email-worker',
    'events-worker',
    'upload-worker',
  ];
  for (const name of [...expected, 'mfe-events', 'mfe-admin', 'mfe-drive', 'mfe-quiz'])
    assert.ok(names.includes(name), name);
  const hpas = docs
    .filter((d) => d.doc.kind === 'HorizontalPodAutoscaler')
    .map((d) => d.doc.spec.scaleTargetRef.name);
  assert.deepEqual([...hpas].sort(), [...expected].sort());
  // PostgreSQL and Redis are outside the cluster, named by ExternalName Services
  const external = docs.filter((d) => d.doc.kind === 'Service' && d.doc.spec.type === 'ExternalName');
  assert.deepEqual(external.map((d) => d.doc.metadata.name).sort(), ['postgres', 'redis']);
  const example = readFileSync(join(k8sDir, 'secrets.env.example'), 'utf8');
  assert.match(example, /^DATABASE_URL=postgres:\/\/[^\n]*@postgres:5432\//m);
  assert.match(example, /^REDIS_URL=redis:\/\/redis:6379/m);
});

test('schema: a misspelt field, a wrong type, a missing image or a number in a ConfigMap is refused', () => {
  const { docs } = loadManifests();
  const gateway = deploymentNamed(docs, 'gateway');
  const container = (doc) => doc.spec.template.spec.containers[0];

  const misspelt = clone(gateway);
  container(misspelt).readinesProbe = container(misspelt).readinessProbe;
  assert.match(schemaProblems(misspelt).join('\n'), /additional properties 'readinesProbe'/);

  const wrongType = clone(gateway);
  wrongType.spec.replicas = 'two';
  assert.match(schemaProblems(wrongType).join('\n'), /\/spec\/replicas should be integer/);

  const noImage = clone(gateway);
  delete container(noImage).image;
  assert.match(schemaProblems(noImage).join('\n'), /image/);

  const badQuantity = clone(gateway);
  container(badQuantity).resources.limits.memory = '512 megabytes';
  assert.notDeepEqual(schemaProblems(badQuantity), []);

  const config = clone(docs.find((d) => d.doc.kind === 'ConfigMap').doc);
  config.data.PORT = 8080;
  assert.match(schemaProblems(config).join('\n'), /\/data\/PORT should be string/);

  assert.match(
    schemaProblems({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' } }).join('\n'),
    /unknown kind/,
  );
});

test('rules: no readiness probe, a short grace, no HPA or a secret in the repository is refused', () => {
  const loaded = loadManifests();
  const mutate = (change) => {
    const copy = { kustomization: clone(loaded.kustomization), docs: clone(loaded.docs) };
    change(copy);
    return policyProblems(copy).join('\n');
  };
  assert.match(
    mutate(
      (c) => delete deploymentNamed(c.docs, 'svc-events').spec.template.spec.containers[0].readinessProbe,
    ),
    /svc-events\/svc-events: no readinessProbe/,
  );
  assert.match(
    mutate((c) => (deploymentNamed(c.docs, 'gateway').spec.template.spec.terminationGracePeriodSeconds = 10)),
    /gateway\/gateway: terminationGracePeriodSeconds 10 < preStop 5 s \+ SHUTDOWN_TIMEOUT_MS 20 s/,
  );
  assert.match(
    mutate(
      (c) =>
        (c.docs = c.docs.filter(
          (d) => !(d.doc.kind === 'HorizontalPodAutoscaler' && d.doc.metadata.name === 'upload-worker'),
        )),
    ),
    /upload-worker: no HorizontalPodAutoscaler/,
  );
  assert.match(
    mutate((c) =>
      c.docs.push({
        file: 'x.yaml',
        doc: { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, stringData: { A: 'b' } },
      }),
    ),
    /Secret s: values in the repository/,
  );
  assert.match(
    mutate((c) => (deploymentNamed(c.docs, 'email-worker').spec.template.spec.containers[0].env = [])),
    /email-worker\/email-worker: a worker's probes must use its HEALTH_PORT/,
  );
  assert.match(
    mutate(
      (c) =>
        (deploymentNamed(c.docs, 'svc-files').spec.template.spec.containers[0].command[1] = 'dist/gone.js'),
    ),
    /svc-files\/svc-files: dist\/gone.js is not in svc-files's release \(dist\/main.js, dist\/worker.js\)/,
  );
});

test('a broken manifest file in a copy of the folder fails the check (file level)', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(k8sDir, dir, { recursive: true });
  assert.deepEqual(checkK8sDir(dir), []);
  const file = join(dir, 'services.yaml');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace('livenessProbe:', 'livenesProbe:'));
  assert.match(
    checkK8sDir(dir).join('\n'),
    /services.yaml Deployment\/gateway: .*additional properties 'livenesProbe'/,
  );
  writeFileSync(file, text.replace('  replicas: 2', '  replicas: [2'));
  assert.match(checkK8sDir(dir).join('\n'), /cannot read the manifests/);
  writeFileSync(file, text);
  writeFileSync(join(dir, 'extra.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: extra }\n');
  assert.match(checkK8sDir(dir).join('\n'), /extra.yaml: not listed in kustomization.yaml/);
});

test('compose: a bad restart policy or an unknown service field is refused', () => {
  const compose = load(readFileSync(join(repoRoot, 'deploy/compose.yaml'), 'utf8'));
  const bad = clone(compose);
  bad.services.gateway.restart = 'sometimes';
  assert.match(composeProblems(bad).join('\n'), /\/services\/gateway\/restart should match pattern/);
  const unknown = clone(compose);
  unknown.services.gateway.helthcheck = {};
  assert.match(composeProblems(unknown).join('\n'), /additional properties 'helthcheck'/);
  // the workers and every HTTP process have a healthcheck on /readyz (one-offs run and stop)
  for (const [name, service] of Object.entries(compose.services)) {
    if (['postgres', 'redis'].includes(name) || service.restart === 'no') continue;
    assert.match(JSON.stringify(service.healthcheck?.test ?? ''), /\/readyz/, name);
  }
});

test('Dockerfile: a service and a static target, from the releases, as a numeric non-root user', () => {
  const text = readFileSync(join(repoRoot, 'deploy/Dockerfile'), 'utf8');
  const stages = Object.fromEntries(
    text
      .split(/^FROM /m)
      .slice(1)
      .map((stage) => [/^\S+ AS (\S+)/.exec(stage)?.[1], stage]),
  );
  const { docs } = loadManifests();
  const runAsUsers = new Set(
    docs
      .filter((d) => d.doc.kind === 'Deployment')
      .map((d) => String(d.doc.spec.template.spec.securityContext.runAsUser)),
  );
  assert.deepEqual([...runAsUsers], ['10001']);
  for (const target of ['service', 'static']) {
    const stage = stages[target];
    assert.ok(stage, `a ${target} target`);
    // the part's artefact, chosen by build arguments, is what the image runs
    assert.match(stage, /^ARG PART$/m);
    assert.match(stage, /^ARG VERSION$/m);
    assert.match(stage, /^COPY releases\/\$\{PART\}\/\$\{VERSION\}\//m);
    const users = [...stage.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]);
    // numeric (runAsNonRoot can check it), and the Deployments' runAsUser
    assert.match(users.at(-1) ?? '', /^[1-9]\d*(:\d+)?$/, `USER in ${target}`);
    assert.equal(users.at(-1).split(':')[0], [...runAsUsers][0]);
  }
  assert.match(stages.service, /^CMD \["node", "dist\/main\.js"\]$/m);
  assert.match(stages.static, /^COPY deploy\/static-server\.mjs /m);
  // nothing runs TypeScript at run time, and the build context holds the releases
  const instructions = text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');
  assert.doesNotMatch(instructions, /tsx|\.ts\b/);
  const ignore = readFileSync(join(repoRoot, 'deploy/Dockerfile.dockerignore'), 'utf8');
  assert.match(ignore, /^!releases\/$/m);
  assert.ok(loadAll(readFileSync(join(k8sDir, 'kustomization.yaml'), 'utf8')).length === 1);
});

test("each Deployment runs its part's own image; a worker its service's; the tag comes from kustomization", () => {
  const { docs } = loadManifests();
  const imageOfDeployment = Object.fromEntries(
    docs
      .filter((d) => d.doc.kind === 'Deployment')
      .map((d) => [d.doc.metadata.name, d.doc.spec.template.spec.containers[0].image]),
  );
  assert.deepEqual(imageOfDeployment, {
    gateway: 'portal/gateway',
    'svc-identity': 'portal/svc-identity',
    'svc-events': 'portal/svc-events',
    'svc-files': 'portal/svc-files',
    'email-worker': 'portal/svc-identity',
    'events-worker': 'portal/svc-events',
    'upload-worker': 'portal/svc-files',
    'mfe-events': 'portal/mfe-events',
    'mfe-admin': 'portal/mfe-admin',
    'mfe-drive': 'portal/mfe-drive',
    'mfe-quiz': 'portal/mfe-quiz',
  });
  const gateway = deploymentNamed(docs, 'gateway').spec.template.spec;
  assert.equal(gateway.initContainers[0].image, 'portal/shell', "the shell's files come from its image");
  const jobs = docs.filter((d) => d.doc.kind === 'Job').map((d) => d.doc.spec.template.spec.containers[0]);
  assert.deepEqual(
    jobs.map((c) => `${c.image} ${c.command.join(' ')}`),
    ['svc-identity', 'svc-events', 'svc-files'].map((part) => `portal/${part} node dist/migrate.js`),
  );

  const loaded = loadManifests();
  const mutate = (change) => {
    const copy = { kustomization: clone(loaded.kustomization), docs: clone(loaded.docs) };
    change(copy);
    return policyProblems(copy).join('\n');
  };
  const first = (c, name) => deploymentNamed(c.docs, name).spec.template.spec.containers[0];
  assert.match(
    mutate((c) => (first(c, 'events-worker').image = 'portal/svc-files')),
    /events-worker\/events-worker: runs svc-files's image, which is for svc-files, upload-worker/,
  );
  assert.match(
    mutate((c) => (first(c, 'svc-events').image = 'portal/svc-events:0.9.9')),
    /svc-events\/svc-events: image portal\/svc-events:0.9.9 has its own tag/,
  );
  assert.match(
    mutate((c) => (first(c, 'gateway').image = 'unit-portal:0.1.0')),
    /is not a part's image/,
  );
  assert.match(
    mutate(
      (c) => (c.kustomization.images = c.kustomization.images.filter((i) => i.name !== 'portal/mfe-quiz')),
    ),
    /mfe-quiz\/mfe-quiz: portal\/mfe-quiz has no entry in kustomization.yaml's images:/,
  );
});

test("image tags are the parts' versions: a version bump without the tag fails, imageTags.mjs rewrites them", (t) => {
  assert.deepEqual(staleTags(), [], 'run node deploy/release/imageTags.mjs');
  // a copy of the files involved, with svc-events bumped
  const root = mkdtempSync(join(tmpdir(), 'tags-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const file of [
    'deploy/k8s/kustomization.yaml',
    'deploy/compose.yaml',
    ...IMAGE_PARTS.map((p) => `${p}/package.json`),
  ])
    cpSync(join(repoRoot, file), join(root, file));
  const pkgFile = join(root, 'svc-events/package.json');
  writeFileSync(pkgFile, JSON.stringify({ ...JSON.parse(readFileSync(pkgFile, 'utf8')), version: '7.8.9' }));
  const stale = staleTags(root).join('\n');
  assert.match(stale, /kustomization.yaml portal\/svc-events: tag [\d.]+, version 7.8.9/);
  for (const service of ['svc-events', 'events-worker', 'svc-events-migrate'])
    assert.match(stale, new RegExp(`compose.yaml ${service}: tag [\\d.]+, version 7.8.9`));
  assert.doesNotMatch(stale, /svc-files|mfe-/, 'only the bumped part');

  assert.equal(writeImageTags(root).length, 2);
  assert.deepEqual(staleTags(root), []);
  const kustomization = load(readFileSync(join(root, 'deploy/k8s/kustomization.yaml'), 'utf8'));
  assert.deepEqual(schemaProblems(kustomization), []);
  assert.deepEqual(
    kustomization.images.find((i) => i.name === 'portal/svc-events'),
    { name: 'portal/svc-events', newTag: '7.8.9' },
  );
  assert.deepEqual(composeProblems(load(readFileSync(join(root, 'deploy/compose.yaml'), 'utf8'))), []);
});

test("database connection budget: (maxReplicas + surge) × DATABASE_POOL_MAX over every process stays under PostgreSQL's 100 with headroom", () => {
  const { docs } = loadManifests();
  const budget = connectionBudget(docs);
  const table = budget.rows.map((r) => `${r.name} ${r.pods}×${r.pool}=${r.connections}`).join(', ');
  for (const row of budget.rows) assert.ok(row.set, `${row.name} sets DATABASE_POOL_MAX (${table})`);
  assert.ok(budget.total <= budget.limit, `${budget.total} connections > ${budget.limit} (${table})`);
  // the rule bites: the services' own default pools at the same maxima are far over
  const unset = clone(docs);
  for (const d of unset)
    if (d.doc.kind === 'Deployment')
      for (const c of d.doc.spec.template.spec.containers)
        c.env = c.env?.filter((e) => e.name !== 'DATABASE_POOL_MAX');
  assert.ok(connectionBudget(unset).total > 200);
});

test('security: compose and Kubernetes take CONTEXT_SECRET from a secret, never a default in the repository', () => {
  const compose = load(readFileSync(join(repoRoot, 'deploy/compose.yaml'), 'utf8'));
  const composeSecret = compose['x-portal'].environment.CONTEXT_SECRET;
  assert.match(composeSecret, /^\$\{CONTEXT_SECRET:\?[^}]+\}$/, 'required: compose stops when it is unset');
  assert.doesNotMatch(readFileSync(join(repoRoot, 'deploy/compose.yaml'), 'utf8'), /dev-context-secret/);
  const { docs } = loadManifests();
  const config = docs.find((d) => d.doc.kind === 'ConfigMap' && d.doc.metadata.name === 'portal-config').doc;
  assert.equal(config.data.CONTEXT_SECRET, undefined, 'not in the ConfigMap');
  assert.equal(config.data.NODE_ENV, 'production', 'the services refuse a missing or weak secret');
  assert.match(readFileSync(join(k8sDir, 'secrets.env.example'), 'utf8'), /^CONTEXT_SECRET=/m);
  for (const { doc } of docs.filter((d) => ['Deployment', 'Job'].includes(d.doc.kind))) {
    if (doc.metadata.name.startsWith('mfe-')) continue; // static servers sign nothing
    const container = doc.spec.template.spec.containers[0];
    assert.ok(
      container.envFrom?.some((ref) => ref.secretRef?.name === 'portal-secrets'),
      `${doc.metadata.name} reads the Secret portal-secrets`,
    );
    assert.ok(!container.env?.some((e) => e.name === 'CONTEXT_SECRET' && 'value' in e), doc.metadata.name);
  }
});
