import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../shared/api/endpoint.ts';
import type { EndpointName, Endpoints } from '../../shared/api/index.ts';
import { errorMessage } from './error-message.ts';
import { useTranslation } from './i18n.ts';
import { notify } from './notify.ts';
import { signedInApi } from './signed-in-api.ts';

type Ordered = { items: { id: string }[] };

/** The operations that save a list's order: PUT with every id (`staff.reorder`, `albums.reorder`…). */
export type OrderName = {
  [N in EndpointName]: Endpoints[N] extends { method: 'PUT' }
    ? InputOf<Endpoints[N]> extends { body: { ids: string[] } }
      ? N
      : never
    : never;
}[EndpointName];

/** Which list's order to save: its operation's name, with the params its address needs. */
export type OrderTarget = {
  [N in OrderName]: InputOf<Endpoints[N]> extends { params: infer P } ? { name: N; params: P } : N;
}[OrderName];

type SaveOrder = (
  name: OrderName,
  input: { params?: Record<string, string>; body: { ids: string[] } },
) => Promise<unknown>;

/** The items in the order of `ids` (ids the list does not hold are skipped). */
export function inOrder<T extends { id: string }>(items: T[], ids: string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids with the one at `index` moved by `delta` places (-1 earlier, +1 later). */
export function moved(ids: string[], index: number, delta: -1 | 1): string[] {
  const to = index + delta;
  if (to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * Saves a list's new order (the `target` operation with every id): the cached list shows it
 * at once and goes back, with a toast that says why, if the server refuses. One change at a
 * time per list, in the order clicked, so quick clicks reach the server as the admin made them.
 */
export function useSaveOrder(target: OrderTarget, queryKey: QueryKey, alsoStale: QueryKey[] = []) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const { name, params } =
    typeof target === 'string' ? { name: target, params: undefined } : target;
  return useMutation({
    scope: { id: [name, ...Object.values(params ?? {})].join(' ') },
    mutationFn: (ids: string[]) => (signedInApi as SaveOrder)(name, { params, body: { ids } }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<Ordered>(queryKey);
      if (before) client.setQueryData(queryKey, { ...before, items: inOrder(before.items, ids) });
      return { before };
    },
    onError: (error, _ids, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
      void notify('error', `${t('reorder.failed')} ${errorMessage(t, error)}`);
    },
    onSettled: () => {
      for (const key of [queryKey, ...alsoStale]) void client.invalidateQueries({ queryKey: key });
    },
  });
}
