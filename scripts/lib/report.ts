import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Writes reports/<name>.json (the time it was written first) for comparing commits, and says so. */
export function writeReport(name: string, figures: Record<string, unknown>): void {
  const file = path.join(root, 'reports', `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2));
  console.log(`Written to reports/${name}.json`);
}

/** The middle value (the upper of the two middle ones for an even count). */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
