// Validates the Kubernetes manifests of this folder and deploy/compose.yaml: every document against
// the vendored schema subsets (schemas/, strict: an unknown or misspelt field is an error), then the
// rules the portal relies on (probes on the health endpoints, HPAs, graceful-stop timing, secrets
// only from the generated Secret...). Used by deploy/manifests.test.mjs (npm test -w deploy);
// `node deploy/k8s/validate.mjs` prints the problems and exits 1 when there are any.
// ajv (6, draft-07) and js-yaml come with the repository's dev tools (eslint) at the root.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { load, loadAll } from 'js-yaml';
import { imageProblems } from './images.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const k8sDir = here;
export const repoRoot = resolve(here, '../..');

const ajv = new Ajv({ allErrors: true, jsonPointers: true });
ajv.addSchema(JSON.parse(readFileSync(join(here, 'schemas/kubernetes-subset.schema.json'), 'utf8')));
const composeSchema = ajv.compile(
  JSON.parse(readFileSync(join(here, 'schemas/compose-subset.schema.json'), 'utf8')),
);

const describe = (errors) =>
  (errors ?? []).map(
    (e) =>
      `${e.dataPath || '/'} ${e.message}${e.params?.additionalProperty ? ` '${e.params.additionalProperty}'` : ''}`,
  );

/** Schema problems of one Kubernetes document (empty when valid). */
export function schemaProblems(doc) {
  const kind = doc?.kind;
  const validate = typeof kind === 'string' ? ajv.getSchema(`k8s-subset#/definitions/${kind}`) : undefined;
  if (!validate) return [`unknown kind ${JSON.stringify(kind)} (no schema: add it to schemas/)`];
  return validate(doc) ? [] : describe(validate.errors);
}

/** Schema problems of a parsed compose file. */
export function composeProblems(doc) {
  return composeSchema(doc) ? [] : describe(composeSchema.errors);
}

/** The kustomization and every document of the files it lists, each with its file name. */
export function loadManifests(dir = k8sDir) {
  const kustomization = load(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
  const docs = [];
  for (const file of kustomization?.resources ?? []) {
    for (const doc of loadAll(readFileSync(join(dir, file), 'utf8'))) if (doc) docs.push({ file, doc });
  }
  return { kustomization, docs };
}

const containersOf = (doc) => doc.spec?.template?.spec?.containers ?? [];
const portNumber = (container, port) =>
  typeof port === 'number' ? port : container.ports?.find((p) => p.name === port)?.containerPort;
const sleepOf = (container) => {
  const command = container.lifecycle?.preStop?.exec?.command ?? [];
  return command[0] === 'sleep' ? Number(command[1]) : (container.lifecycle?.preStop?.sleep?.seconds ?? 0);
};

/** The portal's own rules over the whole set (empty when they hold). */
export function policyProblems({ kustomization, docs }, dir = k8sDir) {
  const problems = [];
  const all = docs.map((d) => d.doc);
  const byKind = (kind) => all.filter((d) => d.kind === kind);
  const config = byKind('ConfigMap').find((c) => c.metadata.name === 'portal-config');
  const shutdownSeconds = Number(config?.data?.SHUTDOWN_TIMEOUT_MS ?? NaN) / 1000;
  if (!Number.isFinite(shutdownSeconds)) problems.push('portal-config: SHUTDOWN_TIMEOUT_MS missing');
  const generated = (kustomization.secretGenerator ?? []).map((g) => g.name);
  const secretNames = new Set([...generated, ...byKind('Secret').map((s) => s.metadata.name)]);
  for (const secret of byKind('Secret')) {
    if (secret.data || secret.stringData)
      problems.push(
        `Secret ${secret.metadata.name}: values in the repository (use the secretGenerator from secrets.env)`,
      );
  }
  for (const generator of kustomization.secretGenerator ?? []) {
    for (const env of generator.envs ?? []) {
      if (!existsSync(join(dir, `${env}.example`)))
        problems.push(`secretGenerator ${generator.name}: no ${env}.example`);
    }
  }
  const services = byKind('Service');
  const hpas = byKind('HorizontalPodAutoscaler');
  const tagged = new Set((kustomization.images ?? []).map((i) => i.name));
  for (const deployment of byKind('Deployment')) {
    const name = deployment.metadata.name;
    const labels = deployment.spec.template.metadata?.labels ?? {};
    const selector = deployment.spec.selector.matchLabels ?? {};
    for (const [k, v] of Object.entries(selector))
      if (labels[k] !== v) problems.push(`${name}: selector ${k}=${v} does not match the pod labels`);
    const pod = deployment.spec.template.spec;
    if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${name}: runAsNonRoot is not set`);
    const grace = pod.terminationGracePeriodSeconds ?? 30;
    const exposed = services.some(
      (s) => s.spec.selector && Object.entries(s.spec.selector).every(([k, v]) => labels[k] === v),
    );
    const isWorker = !exposed;
    for (const container of containersOf(deployment)) {
      const where = `${name}/${container.name}`;
      for (const side of ['requests', 'limits'])
        for (const resource of ['cpu', 'memory'])
          if (!container.resources?.[side]?.[resource]) problems.push(`${where}: no ${side}.${resource}`);
      for (const [probe, path] of [
        ['readinessProbe', '/readyz'],
        ['livenessProbe', '/healthz'],
      ]) {
        const get = container[probe]?.httpGet;
        if (!get) problems.push(`${where}: no ${probe} (httpGet ${path})`);
        else {
          if (get.path !== path) problems.push(`${where}: ${probe} on ${get.path}, not ${path}`);
          if (!portNumber(container, get.port))
            problems.push(`${where}: ${probe} port ${get.port} is not a container port`);
        }
      }
      if (isWorker) {
        const health = container.env?.find((e) => e.name === 'HEALTH_PORT')?.value;
        if (Number(health) !== portNumber(container, container.readinessProbe?.httpGet?.port))
          problems.push(`${where}: a worker's probes must use its HEALTH_PORT`);
      } else if (grace < sleepOf(container) + shutdownSeconds + 1) {
        problems.push(
          `${where}: terminationGracePeriodSeconds ${grace} < preStop ${sleepOf(container)} s + SHUTDOWN_TIMEOUT_MS ${shutdownSeconds} s + 1`,
        );
      }
      for (const ref of container.envFrom ?? []) {
        if (ref.configMapRef && !byKind('ConfigMap').some((c) => c.metadata.name === ref.configMapRef.name))
          problems.push(`${where}: no ConfigMap ${ref.configMapRef.name}`);
        if (ref.secretRef && !secretNames.has(ref.secretRef.name))
          problems.push(`${where}: no Secret ${ref.secretRef.name}`);
      }
      problems.push(...imageProblems(where, { owner: name, container, tagged }));
    }
    for (const container of pod.initContainers ?? [])
      problems.push(...imageProblems(`${name}/${container.name}`, { owner: name, container, tagged }));
    const stateless =
      deployment.metadata.labels?.tier === 'service' || deployment.metadata.labels?.tier === 'worker';
    const hpa = hpas.find(
      (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name,
    );
    if (stateless && !hpa) problems.push(`${name}: no HorizontalPodAutoscaler`);
    if (hpa && hpa.spec.minReplicas > hpa.spec.maxReplicas)
      problems.push(`${name}: HPA minReplicas > maxReplicas`);
  }
  for (const job of byKind('Job'))
    for (const container of containersOf(job))
      problems.push(
        ...imageProblems(`${job.metadata.name}/${container.name}`, {
          owner: job.metadata.name,
          container,
          job: true,
          tagged,
        }),
      );
  for (const hpa of hpas) {
    const target = hpa.spec.scaleTargetRef.name;
    if (!byKind('Deployment').some((d) => d.metadata.name === target))
      problems.push(`HPA ${hpa.metadata.name}: no Deployment ${target}`);
  }
  for (const service of services) {
    if (service.spec.type === 'ExternalName') continue;
    const pods = byKind('Deployment').filter((d) =>
      Object.entries(service.spec.selector ?? {}).every(
        ([k, v]) => d.spec.template.metadata?.labels?.[k] === v,
      ),
    );
    if (pods.length === 0) problems.push(`Service ${service.metadata.name}: selects no Deployment`);
    for (const port of service.spec.ports ?? [])
      for (const d of pods)
        if (!containersOf(d).some((c) => portNumber(c, port.targetPort ?? port.port)))
          problems.push(
            `Service ${service.metadata.name}: targetPort ${port.targetPort} not in ${d.metadata.name}`,
          );
  }
  for (const ingress of byKind('Ingress'))
    for (const rule of ingress.spec.rules ?? [])
      for (const path of rule.http?.paths ?? []) {
        const backend = path.backend.service;
        const service = services.find((s) => s.metadata.name === backend?.name);
        if (!service?.spec.ports?.some((p) => p.port === backend.port?.number))
          problems.push(
            `Ingress ${ingress.metadata.name}: no Service ${backend?.name}:${backend?.port?.number}`,
          );
      }
  return problems;
}

/** Every problem of the folder: schema first (per file and document), then the policy. */
export function checkK8sDir(dir = k8sDir) {
  const problems = [];
  let loaded;
  try {
    loaded = loadManifests(dir);
  } catch (error) {
    return [`cannot read the manifests: ${error.message}`];
  }
  problems.push(...schemaProblems(loaded.kustomization).map((p) => `kustomization.yaml: ${p}`));
  const listed = new Set(loaded.kustomization.resources ?? []);
  for (const file of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml'))
    if (!listed.has(file)) problems.push(`${file}: not listed in kustomization.yaml`);
  for (const { file, doc } of loaded.docs)
    problems.push(...schemaProblems(doc).map((p) => `${file} ${doc.kind}/${doc.metadata?.name}: ${p}`));
  if (problems.length === 0) problems.push(...policyProblems(loaded, dir));
  return problems;
}

export function checkCompose(file = join(repoRoot, 'deploy/compose.yaml')) {
  let doc;
  try {
    doc = load(readFileSync(file, 'utf8'));
  } catch (error) {
    return [`cannot read ${file}: ${error.message}`];
  }
  return composeProblems(doc);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = [...checkK8sDir(), ...checkCompose().map((p) => `compose.yaml: ${p}`)];
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `${problems.length} problem(s)` : 'manifests valid');
  process.exit(problems.length ? 1 : 0);
}
