// The server jsonCompression.mjs loads: express with the services' jsonCompression() in front of one
// JSON answer of BENCH_JSON_KIB KiB (member-list-like rows), built per request as a route would.
import { jsonCompression } from '@portal/contracts/server';
import express from 'express';

const kib = Number(process.env.BENCH_JSON_KIB ?? 16);
const row = (i: number) => ({
  capid: 100000 + i,
  name: `Cadet Member ${i}`,
  rank: 'C/SSgt',
  flight: 'Alpha',
});
const rows = Array.from({ length: Math.ceil((kib * 1024) / JSON.stringify(row(0)).length) }, (_, i) =>
  row(i),
);

const app = express();
app.disable('x-powered-by');
app.use(jsonCompression());
app.get('/answer', (_req, res) => void res.json({ members: rows }));
app.listen(Number(process.env.PORT), '127.0.0.1');
