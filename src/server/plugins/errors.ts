import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, type FieldRule, ruleOf } from '../../shared/api/rules.ts';

/**
 * What an HttpError may add to its code: which of several refusals of that code it is, the
 * figures its message names (a size, a wait), and the refused fields with their rules.
 */
export type ErrorDetails = {
  reason?: ErrorCode;
  params?: Record<string, string | number>;
  in?: string;
  fields?: { field: string; message: string; rule?: FieldRule }[];
  /** A sheet refused for its rows' problems (exam results): each row with its problems. */
  rows?: readonly unknown[];
};

/**
 * An error with a status and a code the client may see (ARCHITECTURE.md error shape). The
 * code and reason are from src/shared/api/rules.ts's ERROR_CODES, which the browser words;
 * `message` is the English for other clients.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

type Field = { field: string; message: string };

/**
 * Each refused field with the rule it broke (src/shared/api/rules.ts), which the browser
 * words in the reader's language; `message` stays English for other clients.
 */
function withRules(details: unknown): unknown {
  if (!details || typeof details !== 'object' || !('fields' in details)) return details;
  const { fields } = details as { fields: unknown };
  if (!Array.isArray(fields)) return details;
  return {
    ...details,
    fields: fields.map((f: Field & { rule?: unknown }) =>
      f.rule ? f : { ...f, rule: ruleOf({ message: f.message }) },
    ),
  };
}

/**
 * One error shape for every failure; 5xx details never leave the server. `code` says what
 * happened and `details.params` the figures a message needs (a size, a wait): the browser
 * words both (src/web/lib/error-message.ts), `message` is the English for other clients.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({
        error: { code: err.code, message: err.message, details: withRules(err.details) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
        rule: ruleOf({ ...v.params, code: v.keyword, message: v.message }),
      }));
      const first = fields[0];
      return reply.status(400).send({
        error: {
          code: 'validation_failed',
          message: first
            ? `${first.field || err.validationContext}: ${first.message}`
            : 'Invalid request',
          details: { in: err.validationContext, fields },
        },
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.status(500).send({
        error: { code: 'internal_error', message: 'Something went wrong. Please try again.' },
      });
    }
    const code: ErrorCode =
      status === 429
        ? 'too_many_requests'
        : status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : 'bad_request';
    return reply.status(status).send({ error: { code, message: err.message } });
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.server.appShell?.(req, reply)) return;
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route ${req.method} ${req.url}` } });
  });
});

/** PostgreSQL's foreign key violation (an image id that was never uploaded, say). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

/** The 400 for an image id the server does not have. */
export function unknownImage(field = 'imageId') {
  return new HttpError(400, 'validation_failed', `${field}: Upload the image again`, {
    fields: [{ field, message: 'Upload the image again' }],
  });
}
