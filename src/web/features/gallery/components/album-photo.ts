import type { Album, AlbumImage } from '../../../../shared/schemas/gallery.ts';

/** What a control on one photo of the album's editor is given. */
export type AlbumPhotoProps = {
  album: Album;
  item: AlbumImage;
  /** The photo's name (its caption, else its place), for screen readers: the controls say only what they do. */
  name: string;
};
