import { afterEach, describe, expect, it, vi } from 'vitest';
import { XhrOverFetch } from '../../test/xhr-over-fetch';
import { UploadQueue } from './upload-queue';
import { studioUploadTransport } from './upload-transport';

/**
 * A fake upload server behind `fetch`, speaking the resumable protocol of
 * /api/admin/uploads: it keeps each upload's offset and refuses a wrong one with 409.
 * `faults` break single requests as a flaky network or server would.
 */
function fakeUploadServer(options: {
  refuse?: (name: string) => boolean;
  /** Called per PATCH; returns what goes wrong with it, if anything. */
  fault?: (name: string, offset: number, nth: number) => 'lost_answer' | 'server_error' | null;
}) {
  const uploads = new Map<string, { name: string; size: number; offset: number; photoId: number | null }>();
  const log: string[] = [];
  const patches = new Map<string, number>();
  let photoIds = 100;
  const json = (status: number, body: object) => {
    // Error answers carry every language, as the server's do.
    const full =
      'display_message' in body
        ? { ...body, display_message_lang: { ja: (body as { display_message: string }).display_message } }
        : body;
    return new Response(JSON.stringify(full), { status, headers: { 'content-type': 'application/json' } });
  };
  const stateOf = (id: string) => {
    const u = uploads.get(id)!;
    return { upload_id: id, offset: u.offset, size: u.size, photo_id: u.photoId };
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'POST' && url === '/api/admin/uploads') {
      const body = JSON.parse(String(init?.body)) as { file_name: string; size: number };
      const id = `up-${body.file_name}`;
      uploads.set(id, { name: body.file_name, size: body.size, offset: 0, photoId: null });
      log.push(`POST ${body.file_name}`);
      return json(201, stateOf(id));
    }
    const id = url.split('/').pop()!;
    const upload = uploads.get(id);
    if (!upload) return json(404, { display_code: 'UPLOAD-404', display_message: 'gone' });
    if (method === 'GET') {
      log.push(`GET ${upload.name} → ${upload.offset}`);
      return json(200, stateOf(id));
    }
    const offset = Number(new Headers(init?.headers).get('upload-offset'));
    const chunk = init?.body as Blob;
    const nth = (patches.get(id) ?? 0) + 1;
    patches.set(id, nth);
    log.push(`PATCH ${upload.name} @${offset}`);
    const fault = options.fault?.(upload.name, offset, nth) ?? null;
    if (fault === 'server_error') return json(503, { display_code: 'SERVER-503', display_message: 'busy' });
    if (offset !== upload.offset)
      return json(409, { display_code: 'UPLOAD-OFFSET-409', display_message: 'offset' });
    upload.offset += chunk.size;
    if (upload.offset === upload.size) {
      if (options.refuse?.(upload.name)) {
        uploads.delete(id);
        return json(400, {
          display_code: 'PHOTO-TRUNCATED',
          display_message: '画像ファイルが途中で切れています。もう一度アップロードしてください。',
        });
      }
      upload.photoId = photoIds++;
    }
    // The chunk arrived but the answer never came back (a dropped connection).
    if (fault === 'lost_answer') throw new TypeError('Failed to fetch');
    return json(200, stateOf(id));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', XhrOverFetch);
  return { log, uploads };
}

const file = (bytes: number) => new Blob([new Uint8Array(bytes).fill(7)]);

afterEach(() => vi.unstubAllGlobals());

describe('upload queue (resumable, chunked, a few at a time)', () => {
  it('shows a one-chunk file’s progress while it is on its way, not 0 % then done (issue 29)', async () => {
    fakeUploadServer({});
    const seen: number[] = [];
    const queue: UploadQueue = new UploadQueue({
      eventId: 5,
      transport: studioUploadTransport,
      chunkBytes: 1000,
      onChange: () => seen.push(queue.progress()),
    });
    queue.add([{ file: file(100), name: 'small.jpg' }], 42);
    await queue.idle();
    expect(seen.some((share) => share > 0 && share < 1)).toBe(true);
    expect(queue.progress()).toBe(1);
    expect(queue.files()[0]).toMatchObject({ status: 'done', inFlight: 0, placedIn: 42 });
  });

  it('uploads a folder with a corrupt file: the rest complete, the bad one carries the server’s reason', async () => {
    const server = fakeUploadServer({ refuse: (name) => name === 'bad.jpg' });
    let changes = 0;
    const queue = new UploadQueue({
      eventId: 5,
      transport: studioUploadTransport,
      chunkBytes: 10,
      parallel: 3,
      backoffMs: () => 0,
      onChange: () => changes++,
    });
    queue.add(
      [
        { file: file(25), name: 'Sports/a.jpg' },
        { file: file(12), name: 'Sports/bad.jpg' },
        { file: file(30), name: 'Sports/c.mov' },
        { file: file(5), name: 'Sports/d.jpg' },
      ],
      42,
    );
    expect(queue.files().filter((f) => f.status === 'uploading')).toHaveLength(3);
    await queue.idle();

    const files = queue.files();
    expect(files.map((f) => [f.name, f.status])).toEqual([
      ['Sports/a.jpg', 'done'],
      ['Sports/bad.jpg', 'refused'],
      ['Sports/c.mov', 'done'],
      ['Sports/d.jpg', 'done'],
    ]);
    expect(files[1]!.error?.display_message).toBe(
      '画像ファイルが途中で切れています。もう一度アップロードしてください。',
    );
    expect(files.filter((f) => f.photoId !== null)).toHaveLength(3);
    expect(files.every((f) => f.categoryId === 42)).toBe(true);
    // Sent by name without the folder, in chunks of the server's size.
    expect(server.log).toContain('POST a.jpg');
    expect(server.log.filter((line) => line.startsWith('PATCH a.jpg'))).toEqual([
      'PATCH a.jpg @0',
      'PATCH a.jpg @10',
      'PATCH a.jpg @20',
    ]);
    expect(queue.progress()).toBe(1);
    expect(queue.busy).toBe(false);
    expect(changes).toBeGreaterThan(4);
  });

  it('resumes a broken chunk from the server’s offset, whether or not the chunk arrived', async () => {
    const server = fakeUploadServer({
      fault: (name, _offset, nth) =>
        name === 'a.jpg' && nth === 2 ? 'lost_answer' : name === 'b.jpg' && nth === 2 ? 'server_error' : null,
    });
    const progress: number[] = [];
    const queue: UploadQueue = new UploadQueue({
      eventId: 5,
      transport: studioUploadTransport,
      chunkBytes: 10,
      parallel: 1,
      backoffMs: () => 0,
      onChange: () => progress.push(queue.progress()),
    });
    queue.add(
      [
        { file: file(25), name: 'a.jpg' },
        { file: file(25), name: 'b.jpg' },
      ],
      42,
    );
    await queue.idle();
    expect(queue.files().map((f) => f.status)).toEqual(['done', 'done']);
    // a: the second chunk arrived but its answer was lost; the server says 20, so 10–20 is not sent again.
    expect(server.log.filter((line) => line.includes('a.jpg'))).toEqual([
      'POST a.jpg',
      'PATCH a.jpg @0',
      'PATCH a.jpg @10',
      'GET a.jpg → 20',
      'PATCH a.jpg @20',
    ]);
    // b: the server failed before taking the chunk; it says 10, so the chunk is sent again.
    expect(server.log.filter((line) => line.includes('b.jpg'))).toEqual([
      'POST b.jpg',
      'PATCH b.jpg @0',
      'PATCH b.jpg @10',
      'GET b.jpg → 10',
      'PATCH b.jpg @10',
      'PATCH b.jpg @20',
    ]);
    // Progress only grows, and ends at 100 %.
    expect([...progress].sort((x, y) => x - y)).toEqual(progress);
    expect(progress.at(-1)).toBe(1);
  });

  it('leaves a file interrupted after too many failures, and resumes it on request', async () => {
    let down = true;
    const server = fakeUploadServer({ fault: () => (down ? 'server_error' : null) });
    const queue = new UploadQueue({
      eventId: 5,
      transport: studioUploadTransport,
      chunkBytes: 10,
      retries: 2,
      backoffMs: () => 0,
    });
    queue.add([{ file: file(15), name: 'a.jpg' }], 42);
    await queue.idle();
    expect(queue.files()[0]).toMatchObject({ status: 'interrupted', sent: 0 });
    expect(queue.progress()).toBe(0);

    down = false;
    queue.resume(queue.files()[0]!.key);
    await queue.idle();
    expect(queue.files()[0]).toMatchObject({ status: 'done', sent: 15, photoId: 100 });
    expect(server.log.slice(-3)).toEqual(['GET a.jpg → 0', 'PATCH a.jpg @0', 'PATCH a.jpg @10']);
    queue.clearFinished();
    expect(queue.files()).toEqual([]);
  });
});
