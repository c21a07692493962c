// The ceiling of the viewer bench: a bare node:http server that answers every request with the
// same bytes from memory (the viewer's member answer, captured once), nothing else: no database,
// no context check, no JSON. Throughput through it, directly and behind bareProxy.mjs, is what
// this machine can move at that answer size whatever svc-events and the gateway do.
// Usage: node staticAnswer.mjs <file> <port> [content-encoding]  (the file's bytes as they are,
// e.g. already brotli: the exact bytes the viewer sends a request with that Accept-Encoding)
import fs from 'node:fs';
import http from 'node:http';

const body = fs.readFileSync(process.argv[2]);
const port = Number(process.argv[3]);
const encoding = process.argv[4];
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': body.length,
  ...(encoding && encoding !== 'identity' ? { 'content-encoding': encoding } : {}),
};
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(JSON.stringify({ msg: 'static answer listening', port })));
process.on('SIGTERM', () => process.exit(0));
