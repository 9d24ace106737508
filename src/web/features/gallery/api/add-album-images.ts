import type { Album } from '../../../../shared/schemas/gallery.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { useAlbumImagesMutation } from './album-images-mutation.ts';

export type AddAlbumImagesInput = {
  album: Album;
  /** Images already uploaded (the uploads operation), added at the end in this order. */
  imageIds: string[];
};

export function addAlbumImages({ album, imageIds }: AddAlbumImagesInput) {
  return signedInApi('albums.addImages', { params: { id: album.id }, body: { imageIds } });
}

/** Adds uploaded images to an album, then shows the album as the server now has it. */
export function useAddAlbumImages() {
  return useAlbumImagesMutation(addAlbumImages, { cards: true });
}
