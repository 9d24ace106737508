import type { RateLimitOptions } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import { z } from 'zod';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResultOf } from '../../shared/api/endpoint.ts';
import { errorSchema } from '../../shared/schemas/common.ts';
import { HttpError } from './errors.ts';
import { type OutcomeLimit, outcomeLimitHooks } from './rate-limits.ts';

/** A request as the handler of `E` sees it: params, query and body already validated. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/**
 * What a module writes for an endpoint: it returns the answer (sent with the declared
 * status; for a `cached` endpoint, kept by public-cache.ts), or sends one itself (a file,
 * a stream) and returns the reply.
 */
export type Handler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | Promise<Answer<E>>;

/** A handler's answer: the declared result (nothing for 204 and files), or the reply it sent. */
type Answer<E extends Endpoint> =
  // biome-ignore lint/suspicious/noConfusingVoidType: a 204's handler ends without a return.
  (E['response'] extends z.ZodType ? ResultOf<E> : void) | FastifyReply;

/** What only the server knows about a route: its limits, and work before validation. */
export type ServerOptions = {
  rateLimit?: RateLimitOptions | false;
  /** A per-address limit that counts failures and successes apart (rate-limits.ts). */
  outcomeLimit?: OutcomeLimit | false;
  bodyLimit?: number;
  preValidation?: preValidationHookHandler;
  /**
   * Body fields a NUL may be in: a file's text, which its handler refuses as not a CSV
   * file with its own words (every other field's NUL is refused as an invalid value).
   */
  nulChecked?: readonly string[];
};

/** The methods that register a route by hand: an API module has none of them. */
type RouteMethods =
  | 'get'
  | 'head'
  | 'post'
  | 'put'
  | 'delete'
  | 'options'
  | 'patch'
  | 'all'
  | 'route';

/**
 * The app as an API module sees it: it registers its routes only through `endpoint`, from
 * the declarations in src/shared/api, so a route without a declaration does not compile.
 */
export type ApiApp = Omit<FastifyInstance, RouteMethods>;

export type ApiModule = (app: ApiApp) => Promise<void> | void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers the route of a declaration (src/shared/api) with its handler. */
    endpoint<E extends Endpoint>(declared: E, handler: Handler<E>, options?: ServerOptions): void;
  }
  interface FastifyContextConfig {
    /** The declaration the route was registered from (src/shared/api). */
    endpoint?: Endpoint;
  }
}

/** The OpenAPI description and the validation of one declaration, as Fastify takes them. */
export function routeSchema(e: Endpoint) {
  const errors = new Set<number>(e.errors ?? []);
  if (e.params || e.query || e.body || e.multipart) errors.add(400);
  // Signed out: 401; not allowed, a temporary password, or the password wanted again: 403.
  if (e.access !== 'public') errors.add(401).add(403);
  const status = e.status ?? 200;
  const response: Record<number, z.ZodType> = {};
  if (status === 204) response[204] = z.null();
  else if (e.response) response[status] = e.response;
  // A file is sent as it is (a stream or a buffer is never serialized): documented by its type.
  else if (e.file) response[status] = z.string().describe(`The file itself (${e.file})`);
  for (const code of [...errors].sort()) response[code] = errorSchema;
  return {
    tags: [...e.tags],
    summary: e.summary,
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response,
  };
}

/**
 * Where a request's part holds a NUL (`title`, `subjects.0.name`), or null. Walked without
 * recursion: a body may be nested thousands deep.
 */
function nulIn(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return path;
    } else if (item !== null && typeof item === 'object')
      for (const [key, inner] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return at;
        stack.push([inner, at]);
      }
  }
  return null;
}

/**
 * A NUL cannot be stored in a PostgreSQL text or jsonb, and nobody types one: a request
 * holding one anywhere is refused as a field the server cannot take, before any handler
 * could write half of what it was asked (never a 500 from the database).
 */
const refuseNul =
  (checkedByHandler: readonly string[] = []): preValidationHookHandler =>
  async (req) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const value =
        part === 'body' && req.body && typeof req.body === 'object' && checkedByHandler.length > 0
          ? Object.fromEntries(
              Object.entries(req.body).filter(([key]) => !checkedByHandler.includes(key)),
            )
          : req[part];
      const field = nulIn(value);
      if (field !== null)
        throw new HttpError(400, 'validation_failed', `${field}: Invalid value`, {
          in: part,
          fields: [{ field, message: 'Invalid value', rule: { name: 'invalid' } }],
        });
    }
  };

/** Registers `declared` on `app` (the API plugin, or a test's own instance). */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  declared: E,
  handler: Handler<E>,
  options: ServerOptions = {},
) {
  const status = declared.status ?? 200;
  const answer = async (req: FastifyRequest, reply: FastifyReply) =>
    handler(req as EndpointRequest<E>, reply);
  // Under the plugin's prefix (/api), the route is written without it.
  const url = declared.path.startsWith(`${app.prefix}/`)
    ? declared.path.slice(app.prefix.length)
    : declared.path;
  app.route({
    method: declared.method,
    url,
    schema: routeSchema(declared),
    config: {
      endpoint: declared,
      ...(options.rateLimit !== undefined ? { rateLimit: options.rateLimit } : {}),
    },
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.outcomeLimit
      ? outcomeLimitHooks(app, `${declared.method} ${declared.path}`, options.outcomeLimit)
      : {}),
    preValidation: options.preValidation
      ? [refuseNul(options.nulChecked), options.preValidation]
      : refuseNul(options.nulChecked),
    handler: async (req, reply) => {
      if (declared.cached) return app.cachedResponse(req, reply, () => answer(req, reply));
      const result = await answer(req, reply);
      // A handler that sent its answer itself (a file, a stream) returns the reply, which
      // awaiting unwraps to nothing once the answer ends: ended, or cut short by a client
      // that went away (an abandoned download), it is done and must not be sent again.
      if (result === reply || reply.sent || reply.raw.headersSent || reply.raw.destroyed)
        return reply;
      return reply.status(status).send(status === 204 ? null : result);
    },
  });
}

/** Gives every instance its `endpoint` method (registered under the instance's prefix). */
export function decorateEndpoint(app: FastifyInstance) {
  app.decorate('endpoint', function endpoint<
    E extends Endpoint,
  >(this: FastifyInstance, declared: E, handler: Handler<E>, options?: ServerOptions) {
    registerEndpoint(this, declared, handler, options);
  });
}
