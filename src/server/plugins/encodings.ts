import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Answers this big or bigger are sent compressed (@fastify/compress's threshold, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * An answer kept with its compressed forms, each made once, when a request first asks for
 * it: every later request sends bytes already made. `best` for pages kept until the next
 * write whatever the traffic; `quick` (@fastify/compress's own levels) for the API's lists,
 * which every write drops, so a busy office's writes do not pay for a slow compression each.
 */
export class Compressed {
  #gzip: Promise<Buffer> | undefined;
  #br: Promise<Buffer> | undefined;

  constructor(
    readonly raw: Buffer,
    private readonly effort: 'best' | 'quick',
  ) {}

  /** Compressed in Node's thread pool, as @fastify/compress does, off the event loop. */
  gzip(): Promise<Buffer> {
    this.#gzip ??= gzipAsync(this.raw, { level: this.effort === 'best' ? 9 : 6 });
    return this.#gzip;
  }

  br(): Promise<Buffer> {
    this.#br ??= brotliAsync(this.raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: this.effort === 'best' ? 9 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
      },
    });
    return this.#br;
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
