import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { type CompactPlan, createProcessor } from 'beasties/runtime';
import type { FastifyReply } from 'fastify';

export type StyledPage = {
  html: string;
  /** The inline `<style>`'s CSP source ('sha256-…'), or null when the page links its styles as before. */
  styleSource: string | null;
};

/** The attribute of the whole stylesheet's link, which public/boot.js switches on once it has come. */
export const LATER_STYLES_ATTR = 'data-later';

/**
 * A page's own styles inside its HTML. The first load's stylesheet is 19 KB gzip and one
 * more round trip before anything paints: on a parent's phone (400 ms latency,
 * 400 kbit/s) that was a second of a white screen. The build compiles it once
 * (vite.config.ts, critical-css.json); for each page the server draws, the rules its
 * elements can use (about 9 KB gzip, beasties) go in a `<style>` in the head, allowed by
 * its hash in the page's Content-Security-Policy. The whole stylesheet, which the app's
 * other screens need, is linked with media="print": the browser fetches it at once, at
 * the lowest priority, without holding back the paint, and boot.js switches it on when
 * it has come. (Asked for later, with the app's code, it was applied while the code ran:
 * Lighthouse's blocking time doubled.) Without JavaScript the page keeps the rules it
 * needs, and printing gets all of them.
 * Returns null without the build's file: pages then link the stylesheet as before.
 */
export function criticalStyles(planFile: string): ((html: string) => StyledPage) | null {
  if (!fs.existsSync(planFile)) return null;
  const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as CompactPlan;
  const href = plan[1];
  if (typeof href !== 'string') return null;
  const processor = createProcessor([plan], { keyframes: 'critical', inlineFonts: true });
  const link = `<link rel="stylesheet" crossorigin href="${href}">`;
  return (html) => {
    if (!html.includes(link)) return { html, styleSource: null };
    const { css } = processor.extract(asScanned(html));
    // Never the case for the build's own CSS; a `</style` would end the element early.
    if (/<\/style/i.test(css)) return { html, styleSource: null };
    const styled = `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="${href}" media="print" ${LATER_STYLES_ATTR}>`;
    return {
      html: html.replace(link, () => styled),
      styleSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    };
  };
}

/**
 * The page as its rules are looked for (it is sent as it was drawn):
 * - its class attributes with their entities read (`[&amp;&gt;p]:grow-0`, a Tailwind
 *   variant, is the class `[&>p]:grow-0`): beasties 0.5 compares them as written, and
 *   would leave out the rules of such a class;
 * - every <details> open, as a reader may open one (the phone's menu) before the whole
 *   stylesheet has come, or without JavaScript: the rules of `details[open]` go too.
 */
function asScanned(html: string) {
  const entities: Record<string, string> = {
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&#x27;': "'",
    '&#39;': "'",
  };
  return html
    .replaceAll('<details', '<details open')
    .replace(
      / class="([^"]*)"/g,
      (_, value: string) =>
        ` class="${value.replace(/&(?:amp|lt|gt|#x27|#39);/g, (e) => entities[e]!)}"`,
    );
}

/** Lets the reply's page use its inline `<style>`: its hash joins the policy's style-src. */
export function allowStyle(reply: FastifyReply, styleSource: string | null) {
  const policy = reply.getHeader('content-security-policy');
  if (!styleSource || typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    /(^|;)\s*style-src\b/.test(policy)
      ? policy.replace(/((?:^|;)\s*style-src\b[^;]*)/, `$1 ${styleSource}`)
      : `${policy};style-src 'self' ${styleSource}`,
  );
}
