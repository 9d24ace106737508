// A browser's fonts as on a phone or PC without a Bangla font of its own (issue 17): a
// fontconfig that sees only this machine's fonts with no Bengali letter and no Noto family
// (fonts-noto-core, which those devices lack: system-ui is then DejaVu Sans, as in the
// issue). Give its file to Chromium as FONTCONFIG_FILE: tests/e2e/bangla-font.spec.ts,
// `npm run phone`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BENGALI = { from: 0x980, to: 0x9ff };

/** This machine's fonts as fontconfig lists them (FONTCONFIG_FILE when given). */
export function listFonts(fontconfigFile?: string) {
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
 * Writes, in `dir` (an empty temporary directory), a fontconfig of the system's rules
 * (aliases) whose only font directory holds links to this machine's fonts less any with
 * a Bengali letter and less the Noto families; gives its file. Throws when the browser
 * would still see a font with a Bengali letter (conf.d's user directories could bring
 * one back).
 */
export function fontconfigWithoutBangla(dir: string): string {
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
  const seen = listFonts(file);
  const bengali = seen.filter((f) => f.bengali).map((f) => f.file);
  if (seen.length === 0 || bengali.length > 0)
    throw new Error(
      `the fontconfig without Bangla sees ${seen.length} fonts, ${bengali.join(', ')}`,
    );
  return file;
}
