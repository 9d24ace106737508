export type FieldError = { field: string; message: string };

/** A failed API call: the HTTP status (0 when the server was not reached) and the server's error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

type ErrorBody = { error?: { code?: unknown; message?: unknown; details?: unknown } };

function fieldsOf(details: unknown): FieldError[] {
  if (!details || typeof details !== 'object' || !('fields' in details)) return [];
  const { fields } = details as { fields: unknown };
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldError =>
      !!f && typeof f === 'object' && typeof f.field === 'string' && typeof f.message === 'string',
  );
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/** Calls the same-origin JSON API; throws ApiError for every failure. */
export async function api<T>(
  path: string,
  { method = 'GET', body, signal }: Options = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
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
  return data as T;
}

/** The ApiError for a failed response's status and parsed body (also used by uploads). */
export function apiError(status: number, data: unknown): ApiError {
  const error = (data as ErrorBody | null)?.error;
  return new ApiError(
    status,
    typeof error?.code === 'string' ? error.code : 'http_error',
    typeof error?.message === 'string' ? error.message : `Request failed (${status})`,
    fieldsOf(error?.details),
  );
}

/** Builds a query string from defined values. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
