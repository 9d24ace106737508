import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, expect } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.ts';
import { fontconfigWithoutBangla, listFonts } from '../../scripts/lib/fonts-without-bangla.ts';

/**
 * Debian's Chromium without a Bangla font of its own (issue 17): without fonts-noto-core,
 * as on many school computer-room PCs and cheap phones. Its fontconfig sees only the fonts
 * of this machine that have no Bengali letter, so every Bangla letter of a page must be
 * drawn with the site's own font (styles.css), never with DejaVu Sans's empty boxes.
 */

/** That Chromium, and how to close it and drop its fontconfig. */
export async function chromiumWithoutBanglaFont(): Promise<{
  browser: Browser;
  close: () => Promise<void>;
}> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bangla-font-'));
  const FONTCONFIG_FILE = fontconfigWithoutBangla(tmp);
  // What the browser will see: fonts, none of them with a Bengali letter (conf.d's user
  // directories could bring one back).
  const seen = listFonts(FONTCONFIG_FILE);
  expect(seen.length, 'fonts left for the browser').toBeGreaterThan(0);
  expect(seen.filter((f) => f.bengali).map((f) => f.file)).toEqual([]);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    env: { ...process.env, FONTCONFIG_FILE },
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
