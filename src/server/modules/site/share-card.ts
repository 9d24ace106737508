import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp, { type OverlayOptions } from 'sharp';
import { SHARE_CARD } from '../../../shared/share-image.ts';
import { contentRepository } from '../content/content.repository.ts';
import { EMPTY_SCHOOL } from './site.repository.ts';

/** The card's colours: the site's theme (primary, and neutral for the stripe). */
const BACKGROUND = '#06283D';
const STRIPE = '#F9A825';

/** Text safe inside Pango's markup. */
function markupSafe(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A card with the school's names (Bangla, then English, as the school gives them) on the
 * site's colours: the picture a shared link shows for a school that has no logo yet. A PNG:
 * every messaging app previews one. The names are set by Pango (through sharp) in the
 * computer's own fonts, wrapped and sized to fit; a Bangla name needs a font with Bangla
 * (Debian: fonts-noto-core).
 */
export async function drawShareCard(names: string[]): Promise<Buffer> {
  const { width, height } = SHARE_CARD;
  const lines = names.map((name) => markupSafe(name.trim())).filter(Boolean);
  const composites: OverlayOptions[] = [
    {
      input: {
        create: { width, height: 24, channels: 4, background: STRIPE },
      },
      top: height - 24,
      left: 0,
    },
  ];
  if (lines.length > 0) {
    // At 64 px, wrapped; a name too long for that is made smaller to fit.
    const room = { width: width - 160, height: height - 200 };
    const set = (fit: boolean) =>
      sharp({
        text: {
          text: `<span foreground="#ffffff">${lines.join('\n')}</span>`,
          font: fit ? 'sans bold' : 'sans bold 64',
          width: room.width,
          ...(fit ? { height: room.height } : { dpi: 72 }),
          align: 'centre',
          wrap: 'word',
          rgba: true,
        },
      })
        .png()
        .toBuffer({ resolveWithObject: true });
    let text = await set(false);
    if (text.info.height > room.height || text.info.width > room.width) text = await set(true);
    composites.push({ input: text.data, gravity: 'centre' });
  }
  return sharp({ create: { width, height, channels: 4, background: BACKGROUND } })
    .composite(composites)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * GET /school-card.png: the drawn card (drawShareCard) with the school's names as they are
 * now. Drawn once per pair of names and kept in memory (a process draws it again only when
 * the school is renamed); the names are read from the kept content until it changes.
 */
export async function shareCardRoutes(app: FastifyInstance) {
  const content = contentRepository(app.database.db);
  const names = app.memo<string[]>({ maxEntries: 1 });
  const drawn = new Map<string, Promise<{ png: Buffer; etag: string }>>();
  const cardOf = (list: string[]) => {
    const key = JSON.stringify(list);
    let card = drawn.get(key);
    if (!card) {
      card = drawShareCard(list).then((png) => ({
        png,
        etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`,
      }));
      card.catch(() => drawn.delete(key));
      // The names of now, and at most one other (a rename being taken in by other pages).
      for (const old of drawn.keys()) if (drawn.size >= 2 && old !== key) drawn.delete(old);
      drawn.set(key, card);
    }
    return card;
  };
  app.get(SHARE_CARD.url, { schema: { hide: true } }, async (req, reply) => {
    const list = await names.get('school', async () => {
      const name = ((await content.get('school'))?.value ?? EMPTY_SCHOOL).name;
      return [...new Set([name.bn, name.en].map((n) => n.trim()).filter(Boolean))];
    });
    const { png, etag } = await cardOf(list);
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .type('image/png');
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(png);
  });
}
