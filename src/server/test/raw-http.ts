import type http from 'node:http';
import type https from 'node:https';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One request with Node's own http or https client, no test helpers in between (the path
 * is sent exactly as written), and the whole answer as text.
 */
export function send(
  client: typeof http | typeof https,
  options: https.RequestOptions,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = client.request(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
