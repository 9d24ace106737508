import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type {
  LatestPromotion,
  PromotionClass,
  PromotionPreview,
  PromotionStudent,
  PromotionSummary,
} from '../../../../shared/schemas/promotion.ts';

export const promotionKey = [...signedInKey, 'promotion'] as const;
const latestKey = [...promotionKey, 'latest'] as const;
/** Every list a promotion changes: the Students list's classes and rolls, and the dashboard's counts. */
const changedByPromotion = [
  [...signedInKey, 'students'],
  [...signedInKey, 'dashboard'],
];

/**
 * What a promotion would do with these students staying back (sorted, so the same choice
 * is asked once): the previous answer stays on screen while the next one comes.
 */
export function usePromotionPreview(stayBack: readonly string[], enabled = true) {
  const ids = [...stayBack].sort();
  return useQuery({
    queryKey: [...promotionKey, 'preview', ids],
    queryFn: ({ signal }) =>
      signedInApi('promotion.preview', { body: { stayBack: ids } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The newest promotion, and whether it may still be undone. */
export function useLatestPromotion() {
  return useQuery({
    queryKey: latestKey,
    queryFn: ({ signal }) => signedInApi('promotion.latest', undefined, { signal }),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: promotionKey });
    for (const queryKey of changedByPromotion) void client.invalidateQueries({ queryKey });
  };
}

/** Promotes the whole school (the server wants the password typed again lately). */
export function usePromote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (stayBack: readonly string[]) =>
      signedInApi('promotion.apply', { body: { stayBack: [...stayBack] } }),
    onSuccess: refresh,
  });
}

/** Undoes the newest promotion, the same school day (the password again when asked). */
export function useUndoPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => signedInApi('promotion.undo', { params: { id } }),
    onSuccess: refresh,
  });
}
