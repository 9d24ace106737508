import type { Album } from '../../../../shared/schemas/gallery.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { useAlbumImagesMutation } from './album-images-mutation.ts';

export type ReplaceAlbumImageInput = {
  album: Album;
  /** The album item whose photo is replaced: it keeps its place. */
  itemId: string;
  /** The new image, already uploaded (the uploads operation). */
  imageId: string;
};

export function replaceAlbumImage({ album, itemId, imageId }: ReplaceAlbumImageInput) {
  return signedInApi('albums.replaceImage', {
    params: { id: album.id, imageId: itemId },
    body: { imageId },
  });
}

/** Shows another photo in an album's place, then the album as the server now has it. */
export function useReplaceAlbumImage() {
  return useAlbumImagesMutation(replaceAlbumImage, { cards: true });
}
