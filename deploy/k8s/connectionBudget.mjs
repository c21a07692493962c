// The PostgreSQL connection budget of the Kubernetes setup: every process's pg pool may open
// DATABASE_POOL_MAX connections (else its code default), and at the autoscalers' maxima plus a
// rolling update's surge pod the sum must stay under the server's max_connections (PostgreSQL's
// default 100, 3 of them reserved for superusers) with room for people and tools.

/** PostgreSQL's default max_connections less superuser_reserved_connections (3). */
export const POSTGRES_USABLE_CONNECTIONS = 100 - 3;
/** Kept free for psql, monitoring, a backup, a second migration run. */
export const HEADROOM = 15;
/** The pool size each process uses when DATABASE_POOL_MAX is unset (their main.ts / worker.ts). */
export const CODE_DEFAULTS = {
  'svc-identity': 10,
  'svc-events': 10,
  'svc-files': 10,
  'email-worker': 4,
  'events-worker': 4,
  'upload-worker': 4,
};
/** Each service's migrate Job holds one connection while it runs (they may run at the same time). */
export const MIGRATE_JOB_CONNECTIONS = 1;

/**
 * Rows { name, pods (maxReplicas + maxSurge), pool, connections } for the Deployments that use the
 * database, and their total with the migrate Jobs. `docs` as loadManifests() gives them.
 */
export function connectionBudget(docs) {
  const find = (kind, name) => docs.find((d) => d.doc.kind === kind && d.doc.metadata.name === name)?.doc;
  const rows = Object.entries(CODE_DEFAULTS).map(([name, codeDefault]) => {
    const deployment = find('Deployment', name);
    const hpa = docs.find(
      (d) => d.doc.kind === 'HorizontalPodAutoscaler' && d.doc.spec.scaleTargetRef.name === name,
    )?.doc;
    const replicas = hpa?.spec.maxReplicas ?? deployment?.spec.replicas ?? 1;
    const surge = Number(deployment?.spec.strategy?.rollingUpdate?.maxSurge ?? 1);
    const set = deployment?.spec.template.spec.containers[0].env?.find((e) => e.name === 'DATABASE_POOL_MAX');
    const pool = set ? Number(set.value) : codeDefault;
    return { name, pods: replicas + surge, pool, set: Boolean(set), connections: (replicas + surge) * pool };
  });
  const jobs = docs.filter((d) => d.doc.kind === 'Job').length;
  const total = rows.reduce((sum, r) => sum + r.connections, 0) + jobs * MIGRATE_JOB_CONNECTIONS;
  return { rows, total, limit: POSTGRES_USABLE_CONNECTIONS - HEADROOM };
}
