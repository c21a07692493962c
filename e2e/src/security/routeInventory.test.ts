// "generated from the routing table, so a new endpoint cannot skip it". The access
// matrix (accessMatrix.test.ts) runs over contracts' CALL_REGISTRY, and contracts' access table
// has a rule for every registry call (contracts/src/openapi/access/accessTable.test.ts). This
// closes the chain: every route the services' express apps serve is a registry call (so it is in
// the matrix), and every registry call is served by the service the gateway routes it to.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CALL_REGISTRY, callKey } from '@portal/contracts/openapi';
import { serviceForPath } from '../../../gateway/src/proxy/routingTable.ts';
import { serviceRoutes, templatesOf } from './serviceRoutes.ts';

/** Parameter names and a trailing slash do not make another route. */
const normal = (key: string) => key.replace(/\{[^}]*\}/g, '{}').replace(/(.)\/$/, '$1');

/**
 * Routes outside the registry on purpose. Each answers nothing of an account's data; none is
 * reachable in a way the matrix would judge differently from its neighbours.
 */
const OUTSIDE_REGISTRY: Record<string, string> = {
  'GET /healthz': 'liveness probe, not under /api (the gateway never routes it)',
  'POST /api/files/{}/createfolder': 'answers 400: a folder needs a name',
};

describe('the access matrix covers every route the services serve', () => {
  const routes = serviceRoutes();
  const registry = new Map(CALL_REGISTRY.map((c) => [normal(callKey(c)), c]));

  test('templatesOf reads express paths (optional segment, parameters)', () => {
    assert.deepEqual(templatesOf('/api/member/list{/:type}'), [
      '/api/member/list',
      '/api/member/list/{type}',
    ]);
    assert.deepEqual(templatesOf('/api/files/:id/children'), ['/api/files/{id}/children']);
  });

  test('every route of svc-identity, svc-events and svc-files is a registry call (or a named exception)', () => {
    const unknown: string[] = [];
    for (const [service, keys] of Object.entries(routes)) {
      for (const key of keys) {
        const [method, path] = key.split(' ', 2) as [string, string];
        if (path === 'RegExp') {
          // a RegExp route (the member search's optional segments): some registry call must match it
          const source = key.slice(`${method} RegExp `.length);
          const matches = CALL_REGISTRY.some((c) => c.method === method && new RegExp(source).test(c.path));
          if (!matches) unknown.push(`${service}: ${key}`);
          continue;
        }
        if (registry.has(normal(key)) || normal(key) in OUTSIDE_REGISTRY) continue;
        unknown.push(`${service}: ${key}`);
      }
    }
    assert.deepEqual(unknown, [], 'add these to contracts CALL_REGISTRY (and so to the access table)');
  });

  test('every registry call is served by the service the gateway routes its path to', () => {
    const served = (service: string) =>
      new Set([...routes[service as keyof typeof routes]].map((k) => normal(k)));
    const regexps = [...routes.identity].filter((k) => k.includes(' RegExp '));
    const missing = CALL_REGISTRY.filter((call) => {
      // an /internal call is served by the service it names; the gateway routes only /api paths
      const service = call.internal ? call.service : serviceForPath(call.path.replace(/\{[^}]*\}/g, 'x'));
      assert.equal(service === null, false, `${callKey(call)} is not under /api`);
      if (served(service!).has(normal(callKey(call)))) return false;
      return !regexps.some((k) => {
        const [method, , source] = k.split(' ', 3) as [string, string, string];
        return method === call.method && service === 'identity' && new RegExp(source).test(call.path);
      });
    }).map(callKey);
    assert.deepEqual(missing, []);
  });
});
