/**
 * Toasts without paying for react-toastify on the first load: the library and its
 * container load on the first toast (react-toastify queues toasts until a container
 * mounts).
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let wanted = false;

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsWanted(): boolean {
  return wanted;
}

function want() {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

export async function notify(kind: 'success' | 'error', message: string): Promise<void> {
  want();
  const { toast } = await import('react-toastify/unstyled');
  toast[kind](message);
}
