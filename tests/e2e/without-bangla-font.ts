import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, expect } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.ts';

/**
 * Debian's Chromium without a Bangla font of its own (issue 17): without fonts-noto-core,
 * as on many school computer-room PCs and cheap phones. Its fontconfig sees only the fonts
 * of this machine that have no Bengali letter, so every Bangla letter of a page must be
 * drawn with the site's own font (styles.css), never with DejaVu Sans's empty boxes.
 */

const BENGALI = { from: 0x980, to: 0x9ff };

/** This machine's fonts as fontconfig lists them (FONTCONFIG_FILE when given). */
function listFonts(fontconfigFile?: string) {
  const out = execFileSync('fc-list', ['--format', '%{file}\t%{family[0]}\t%{charset}\n'], {
    encoding: 'utf8',
    env: fontconfigFile ? { ...process.env, FONTCONFIG_FILE: fontconfigFile } : process.env,
  });
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [file = '', family = '', charset = ''] = line.split('\t');
      const bengali = charset.split(' ').some((range) => {
        const [first = '', last = first] = range.split('-');
        return parseInt(first, 16) <= BENGALI.to && parseInt(last, 16) >= BENGALI.from;
      });
      return { file, family, bengali };
    });
}

/**
 * A fontconfig of its own in a temporary directory: the system's rules (aliases), and as
 * the only font directory links to this machine's fonts less any with a Bengali letter and
 * less the Noto families (fonts-noto-core, which those PCs lack: system-ui is then DejaVu
 * Sans there, as in the issue).
 */
function fontconfigWithoutBangla(dir: string): string {
  const fonts = path.join(dir, 'fonts');
  fs.mkdirSync(fonts);
  const kept = listFonts().filter((f) => !f.bengali && !/^Noto\b/.test(f.family));
  [...new Set(kept.map((f) => f.file))].forEach((file, i) => {
    fs.symlinkSync(file, path.join(fonts, `${i}-${path.basename(file)}`));
  });
  const file = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${fonts}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
`,
  );
  return file;
}

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
