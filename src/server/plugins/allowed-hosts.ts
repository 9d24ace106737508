import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';

/**
 * The host name a Host header names (`name:port`, `[v6]:port`), lower-case, without its
 * port or a final dot; null when the header is no host at all.
 */
export function hostName(host: string | undefined): string | null {
  if (host === undefined) return null;
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host.trim());
  return m ? m[1]!.toLowerCase().replace(/\.$/, '') : null;
}

/** This computer's own names: localhost, 127.x.x.x and [::1]. */
export function isLoopbackName(name: string | null): boolean {
  if (name === 'localhost' || name === '[::1]') return true;
  return name !== null && net.isIPv4(name) && name.startsWith('127.');
}

/** An address written as digits: no name server decides where it leads. */
function isAddress(name: string): boolean {
  return net.isIPv4(name) || (name.startsWith('[') && net.isIPv6(name.slice(1, -1)));
}

/**
 * Answers only to the site's own names (SITE_URL), this computer's (localhost) and
 * addresses written as digits. A web page elsewhere can point a name of its own at this
 * computer (DNS rebinding) and then read and send as if it were the site: the browser then
 * sends that name as the Host, which is refused here, before anything else runs, on every
 * route (the API and the pages alike). A request without a Host cannot come from a browser.
 * `req.host` is the Host header, or X-Forwarded-Host behind a trusted proxy (TRUST_PROXY).
 */
export const allowedHostsPlugin = fp(async (app: FastifyInstance) => {
  const siteHosts = new Set(app.config.siteHosts);
  const allowed = (name: string) => isLoopbackName(name) || isAddress(name) || siteHosts.has(name);
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (!req.host) return;
    const name = hostName(req.host);
    if (name !== null && allowed(name)) return;
    throw new HttpError(
      421,
      'unknown_host',
      siteHosts.size > 0
        ? `This site answers to ${[...siteHosts].join(', ')} only.`
        : 'This site answers to this computer’s own names (localhost) only: set SITE_URL to the address it is reached at.',
    );
  });
});
