import type { Album } from '../../../../shared/schemas/gallery.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { useAlbumImagesMutation } from './album-images-mutation.ts';

export type CaptionAlbumImageInput = {
  album: Album;
  /** The album item whose caption is written. */
  itemId: string;
  caption: string;
};

export function captionAlbumImage({ album, itemId, caption }: CaptionAlbumImageInput) {
  return signedInApi('albums.captionImage', {
    params: { id: album.id, imageId: itemId },
    body: { caption },
  });
}

/** Writes a photo's caption, then shows the album as the server now has it. */
export function useCaptionAlbumImage() {
  return useAlbumImagesMutation(captionAlbumImage, { cards: false });
}
