/**
 * A one-page A4 PDF of text lines in Helvetica (a standard PDF font, so nothing is
 * embedded; Latin letters only): the tests' uploads of routines and syllabi. The demo
 * school's own PDFs are in Bangla, made by scripts/make-demo-files.ts (demo-file.ts).
 */
export function simplePdf(title: string, lines: string[]): Buffer {
  return simplePdfPages([{ title, lines }]);
}

/** A PDF of several A4 pages, each a title and text lines (as simplePdf's one page). */
export function simplePdfPages(pages: { title: string; lines: string[] }[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const contentOf = ({ title, lines }: { title: string; lines: string[] }) =>
    [
      'BT',
      '/F1 20 Tf',
      '56 780 Td',
      `(${esc(title)}) Tj`,
      '/F1 12 Tf',
      '0 -36 Td',
      ...lines.flatMap((l) => [`(${esc(l)}) Tj`, '0 -20 Td']),
      'ET',
    ].join('\n');
  // Objects: 1 catalog, 2 page tree, 3 font, then each page and its contents.
  const page = (i: number) => 4 + 2 * i;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${page(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pages.flatMap((p, i) => {
      const content = contentOf(p);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${page(i) + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
        `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
      ];
    }),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
