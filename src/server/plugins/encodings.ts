import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Answers this big or bigger are sent compressed (@fastify/compress's threshold, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

type Effort = 'best' | 'quick';

const brotliOf = (raw: Buffer, effort: Effort) =>
  brotliAsync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 9 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
const gzipOf = (raw: Buffer, effort: Effort) =>
  gzipAsync(raw, { level: effort === 'best' ? 9 : 6 });

/** Background compressions, one at a time: never more than one core's worth of them. */
let improving: Promise<unknown> = Promise.resolve();

/**
 * An answer kept with its compressed forms, each made once, when a request first asks for
 * it: every later request sends bytes already made. `quick` (@fastify/compress's own
 * levels: brotli at 4 costs about a fiftieth of brotli at 9) on the request path; `best`
 * only where nobody waits for it (improveLater).
 */
export class Compressed {
  #gzip: Promise<Buffer> | undefined;
  #br: Promise<Buffer> | undefined;

  constructor(
    readonly raw: Buffer,
    private readonly effort: Effort,
  ) {}

  /** Compressed in Node's thread pool, as @fastify/compress does, off the event loop. */
  gzip(): Promise<Buffer> {
    this.#gzip ??= gzipOf(this.raw, this.effort);
    return this.#gzip;
  }

  br(): Promise<Buffer> {
    this.#br ??= brotliOf(this.raw, this.effort);
    return this.#br;
  }

  /**
   * Compresses again at the best level, in the background after every compression asked
   * for before it, and serves those bytes from then on (smaller, for a page kept and read
   * many times). A form asked for meanwhile is made quickly and served until then.
   */
  improveLater(): Promise<void> {
    const done = improving.then(async () => {
      const [br, gzip] = await Promise.all([brotliOf(this.raw, 'best'), gzipOf(this.raw, 'best')]);
      this.#br = Promise.resolve(br);
      this.#gzip = Promise.resolve(gzip);
    });
    improving = done.catch(() => {});
    return improving as Promise<void>;
  }
}

/** br, else gzip, when the browser takes it (and has not refused it with q=0). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => !/;\s*q=0(\.0*)?$/.test(entry))
      .map((entry) => entry.split(';')[0]!.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/**
 * The bytes for this request (@fastify/compress leaves an answer alone once it says its
 * encoding), with Vary so that caches keep each encoding apart.
 */
export async function sendCompressed(
  req: { headers: { 'accept-encoding'?: string | string[] } },
  reply: { header: (name: string, value: string) => unknown; send: (body: Buffer) => unknown },
  body: Compressed,
): Promise<void> {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  reply.send(
    encoding === 'br' ? await body.br() : encoding === 'gzip' ? await body.gzip() : body.raw,
  );
}
