import { vi } from 'vitest';

/** A file the page saved: its name and its contents. */
export type SavedFile = { name: string; blob: Blob };

/**
 * Catches the files the page saves (a blob's object URL given to a download link it clicks)
 * instead of saving them. Returns the list they are added to, in order.
 */
export function catchDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  let last: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        last = blob;
        return 'blob:saved';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}

/** A saved file's text, its byte-order mark kept (Blob.text() would drop it). */
export const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
