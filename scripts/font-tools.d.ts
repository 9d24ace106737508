// Types of the two font packages of scripts/make-bangla-font.ts that ship none (their READMEs).

declare module 'subset-font' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: Format;
      preserveNameIds?: number[];
      keepFeatures?: string[];
      noLayoutClosure?: boolean;
      glyphNames?: boolean;
      noHinting?: boolean;
      dropTables?: string[];
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  const fontverter: {
    convert(font: Buffer, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
    detectFormat(font: Buffer): Format;
  };
  export default fontverter;
}
