// The server under benchmark, in its own process: `serve.ts <database file> <port>`, on loopback, without the request log.
import { buildApp } from '../../../server/app';

const [dbPath, port] = process.argv.slice(2);
const app = await buildApp({ dbPath, distDir: '/nonexistent/flowdesk-dist', logger: false });
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('listening');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
