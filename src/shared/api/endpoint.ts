import type { z } from 'zod';
import type { Access } from '../permissions.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error answers an endpoint may give besides the ones its declaration implies. */
export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * One API operation, declared once (docs/decisions/0005): the server registers its route
 * from this, checks access and validates with its schemas, and documents it at /api/docs;
 * the web app calls it through `api()` (src/web/lib/api.ts) by its name.
 */
export type Endpoint = {
  readonly method: Method;
  /** As the router writes it: `/api/albums/:slug`. */
  readonly path: `/api/${string}`;
  /** Who may call it: anyone, any signed-in user, or a permission of src/shared/permissions.ts. */
  readonly access: Access;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A form upload (the body is read by the handler, not as JSON). */
  readonly multipart?: true;
  /** The success status: 200 unless given. */
  readonly status?: 200 | 201 | 204;
  /** The success body as JSON; absent for 204 and for a file (`file`). */
  readonly response?: z.ZodType;
  /** The answer is a file of this type, not JSON (the handler sends it; its errors are JSON). */
  readonly file?: string;
  /** More error answers it may give (400, 401 and 403 follow from its input and access). */
  readonly errors?: readonly ErrorStatus[];
  /** The same answer for everyone it lets in: the server keeps it until the next write (public-cache.ts). */
  readonly cached?: true;
  /** Wants the password typed again in the last few minutes (POST /api/auth/confirm). */
  readonly recentPassword?: true;
  /** May be called while a temporary password still has to be changed. */
  readonly beforePasswordChange?: true;
  /**
   * A public operation only the admission page's forms call (loaded after the page): its
   * address comes with their code (`virtual:endpoints/forms`), not with every page's first
   * load, whose JavaScript budget has no room to spare.
   */
  readonly forms?: true;
};

/** Declares an endpoint, keeping its literal types (its method, path and schemas) for both sides. */
export function endpoint<const E extends Endpoint>(declared: E): E {
  return declared;
}

type Infer<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type Given<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

/** What the handler reads, after validation. */
export type ParamsOf<E extends Endpoint> = Infer<E['params'], Record<string, never>>;
export type QueryOf<E extends Endpoint> = Infer<E['query'], Record<string, never>>;
export type BodyOf<E extends Endpoint> = Infer<E['body'], undefined>;
/** What a successful call answers (nothing for 204 and files). */
export type ResultOf<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** What a caller gives: only the parts the endpoint declares, as it may write them (before defaults). */
export type InputOf<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Given<E['params'], never> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Given<E['query'], never> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Given<E['body'], never> } : { body?: never });

/** The number of things a call must give: none when the endpoint has no params and no body. */
export type NeedsInput<E extends Endpoint> = E['params'] extends z.ZodType
  ? true
  : E['body'] extends z.ZodType
    ? true
    : false;

/** The parts of an address: its params in the path, its query after `?` (undefined values left out). */
export type AddressParts = {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
};

/** `/api/albums/:slug` with `{ slug: 'home' }` → `/api/albums/home`; the query in the order given. */
export function addressOf(path: string, { params, query }: AddressParts = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const s = search.toString();
  return s ? `${filled}?${s}` : filled;
}
