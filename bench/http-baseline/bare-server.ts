import Fastify from 'fastify';

// The baseline every HTTP benchmark compares against: Fastify with one JSON route, nothing else.
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
