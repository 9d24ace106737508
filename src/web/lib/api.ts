import publicRoutes from 'virtual:endpoints/public';
import {
  type AddressParts,
  addressOf,
  type InputOf,
  type Method,
  type NeedsInput,
  type ResultOf,
} from '../../shared/api/endpoint.ts';
import type { EndpointName, Endpoints, PublicEndpointName } from '../../shared/api/index.ts';
import type { FieldRule } from '../../shared/api/rules.ts';

/** A refused field: its path, the server's English and the rule it broke, which the browser words. */
export type FieldError = { field: string; message: string; rule?: FieldRule };

/** What the server said beyond its code: which refusal of that code, and its figures. */
export type ErrorDetails = { reason?: string; params?: Record<string, string | number> };

/**
 * A failed API call: the HTTP status (0 when the server was not reached) and the server's
 * error. Its `message` is the server's English; what a person reads is errorMessage()'s.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}

type ErrorBody = { error?: { code?: unknown; message?: unknown; details?: unknown } };

function fieldsOf(details: unknown): FieldError[] {
  if (!details || typeof details !== 'object' || !('fields' in details)) return [];
  const { fields } = details as { fields: unknown };
  if (!Array.isArray(fields)) return [];
  return (
    fields
      .filter(
        (f): f is FieldError =>
          !!f &&
          typeof f === 'object' &&
          typeof f.field === 'string' &&
          typeof f.message === 'string',
      )
      // A rule is worded by error-message.ts, which words one it does not know as a general refusal.
      .map(({ field, message, rule }) => ({ field, message, rule }))
  );
}

type Init = { signal?: AbortSignal };

/**
 * Where calls go: the network in the browser; on the server, while it draws a public page
 * (entry-server.tsx), the server's own routes.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Sends every later call through `send` instead of the network (the server's page renderer). */
export function setTransport(send: typeof fetch): void {
  transport = send;
}

/** What a call of `N` takes: its params, query and body as declared, and an abort signal. */
export type CallArgs<N extends EndpointName> =
  NeedsInput<Endpoints[N]> extends true
    ? [input: InputOf<Endpoints[N]>, init?: Init]
    : [input?: InputOf<Endpoints[N]>, init?: Init];

export type Route = readonly [method: Method, path: string];

/**
 * The route of `name` in a table of virtual:endpoints, written short: `/site` for GET
 * /api/site, `POST /auth/login`, and a family's `content.*.get` → `/content/*`
 * (scripts/lib/endpoint-routes.ts).
 */
export function routeOf(table: Readonly<Record<string, string>>, name: string): Route {
  const [family, key, action] = name.split('.');
  const written = table[name] ?? table[`${family}.*.${action}`]?.replace('*', key!);
  if (written === undefined) throw new Error(`No route for ${name} in this table`);
  const space = written.indexOf(' ');
  return space < 0
    ? ['GET', `/api${written}`]
    : [written.slice(0, space) as Method, `/api${written.slice(space + 1)}`];
}

/** Calls the operation at `route` with what `api()` or `signedInApi()` was given. */
export function callRoute(route: Route, input: unknown, init: Init | undefined): Promise<unknown> {
  const parts = input as (AddressParts & { body?: unknown }) | undefined;
  return send(route[0], addressOf(route[1], parts), parts?.body, init?.signal);
}

/**
 * Calls an API operation anyone may call, by its name in src/shared/api (the one place its
 * method, address and schemas are written); throws ApiError for every failure. The browser
 * gets only the names' methods and addresses, never the schemas (vite.config.ts,
 * endpointRoutes). The operations that need a session are called with `signedInApi()`
 * (lib/signed-in-api.ts), whose addresses come with the dashboard's code, not the first load.
 */
export function api<N extends PublicEndpointName>(
  name: N,
  ...[input, init]: CallArgs<N>
): Promise<ResultOf<Endpoints[N]>> {
  return callRoute(routeOf(publicRoutes, name), input, init) as Promise<ResultOf<Endpoints[N]>>;
}

/** The address of a public operation, for what the browser fetches itself: a link, a download. */
export function endpointAddress<N extends PublicEndpointName>(
  name: N,
  parts?: Pick<InputOf<Endpoints[N]>, 'params' | 'query'>,
): string {
  return addressOf(routeOf(publicRoutes, name)[1], parts as AddressParts);
}

async function send(
  method: Method,
  address: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await transport(address, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'network_error', 'The server could not be reached.');
  }
  const text = await res.text().catch(() => '');
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) throw apiError(res.status, data);
  return data;
}

/** The ApiError for a failed response's status and parsed body (also used by uploads). */
export function apiError(status: number, data: unknown): ApiError {
  const error = (data as ErrorBody | null)?.error;
  return new ApiError(
    status,
    typeof error?.code === 'string' ? error.code : 'http_error',
    typeof error?.message === 'string' ? error.message : `Request failed (${status})`,
    fieldsOf(error?.details),
    // Read by error-message.ts, which uses a reason only as a text's key and figures only in texts.
    (error?.details ?? {}) as ErrorDetails,
  );
}
