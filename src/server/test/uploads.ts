import { crc32 } from 'node:zlib';

/** A multipart/form-data body with one file, as a browser sends it (for `app.inject`). */
export function multipart(bytes: Buffer, filename: string, type: string, field = 'image') {
  const boundary = 'uploadtestboundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's IHDR data: size, bit depth and colour type (2 truecolour, 0 grey). */
export function pngHeader(width: number, height: number, bitDepth = 8, colourType = 2): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(bitDepth, 8);
  ihdr.writeUInt8(colourType, 9);
  return ihdr;
}

/** A PNG whose header claims width x height, with almost no pixel data (a decompression bomb's shape). */
export function hugePngHeader(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', pngHeader(width, height)),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
