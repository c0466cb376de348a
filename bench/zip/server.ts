import { createReadStream, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';

// The zip benchmark's helper servers, each in its own process so that the bench's client,
// the Omoide server and these have their own event loops; prints `listening <port>`.
//  - BENCH_ZIP_SERVER=s3rver: an S3-protocol server (s3rver, as the storage tests use);
//    env S3RVER_DIR (where it keeps the objects), S3RVER_BUCKET (created at start).
//  - BENCH_ZIP_SERVER=files: a bare node:http server answering any GET with the files listed
//    in BENCH_FILES_LIST (one path a line) one after the other, Content-Length up front —
//    what sending those bytes over loopback HTTP costs, with no zip and no framework.
if (process.env.BENCH_ZIP_SERVER === 'files') {
  const files = readFileSync(process.env.BENCH_FILES_LIST!, 'utf8').split('\n').filter(Boolean);
  const size = files.reduce((n, file) => n + statSync(file).size, 0);
  const server = http.createServer(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': size });
    try {
      for (const file of files) await pipeline(createReadStream(file), response, { end: false });
      response.end();
    } catch {
      response.destroy();
    }
  });
  server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: process.env.S3RVER_DIR!,
    configureBuckets: [{ name: process.env.S3RVER_BUCKET ?? 'omoide-bench', configs: [] }],
  });
  const address = (await s3rver.run()) as AddressInfo;
  console.log(`listening ${address.port}`);
  process.on('SIGTERM', () => s3rver.close().then(() => process.exit(0)));
}
