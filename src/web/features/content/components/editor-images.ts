import { createContext, useContext } from 'react';
import type { ImageRef } from '../../../../shared/schemas/common.ts';

/** The images an editor knows (published ones, then the admin's uploads) and its uploads under way. */
export type EditorImages = {
  images: Record<string, ImageRef>;
  add: (image: ImageRef) => void;
  /** An image field says when its upload starts and ends: Publish waits for every one. */
  setUploading: (field: string, uploading: boolean) => void;
};

export const EditorImagesContext = createContext<EditorImages | null>(null);

export function useEditorImages(): EditorImages {
  const context = useContext(EditorImagesContext);
  if (!context) throw new Error('An image field must be inside a content editor');
  return context;
}
