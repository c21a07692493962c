// The baseline hop: a bare node:http pipe proxy with a keep-alive agent, nothing else.
// Usage: node bareProxy.mjs <targetOrigin> <port>
import http from 'node:http';

const target = new URL(process.argv[2] ?? 'http://127.0.0.1:8081');
const port = Number(process.argv[3] ?? 8079);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const server = http.createServer((req, res) => {
  const upstream = http.request(
    {
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
      agent,
    },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(JSON.stringify({ msg: 'bare proxy listening', port })));
process.on('SIGTERM', () => process.exit(0));
