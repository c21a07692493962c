// Preloaded into a service by the bench (`node --import tsx --import <this file> src/main.ts`):
// counts every SQL statement the service sends through node-postgres (each Client#query call,
// which Pool#query goes through) and answers the running total as text on
// 127.0.0.1:$BENCH_QUERY_COUNTER_PORT. The service's own `import pg from 'pg'` loads the same
// hoisted package (node_modules/pg), so the patch applies to its pool. pg_stat_statements would
// need a server restart (shared_preload_libraries), which a shared PostgreSQL does not allow.
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements += 1;
  return query.apply(this, args);
};

const port = Number(process.env.BENCH_QUERY_COUNTER_PORT);
if (port) {
  const server = http.createServer((_req, res) => res.end(String(statements)));
  server.listen(port, '127.0.0.1');
  server.unref();
}
