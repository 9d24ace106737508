// zod must be told to run without eval before the shared schemas below are built.
import '../../../lib/zod-config.ts';

import { z } from 'zod';
import type { Grade } from '../../../../shared/constants.ts';
import {
  type Register,
  registerSchema,
  saveRegisterInputSchema,
} from '../../../../shared/schemas/attendance.ts';

/**
 * A register's saves kept on the phone until the school has them (issue 48): a Save with
 * no signal loses nothing, however long the network is away, and a reload or a closed tab
 * neither. One per register (a class or section, a day) in localStorage, which only this
 * site reads: a second Save of the same register replaces the first (the newest marks,
 * with the newest save's saveId), and a save is forgotten once the server has answered it.
 */
const PREFIX = 'attendance-save:';

/** Which register: a class, its section ('' where it is not split), a day. */
export type RegisterOf = { grade: Grade; section: string; date: string };

/** A save's request as the phone sends it (attendance.save's body), every field written out. */
export type SaveRegisterBody = z.output<typeof saveRegisterInputSchema>;

/**
 * A save waiting to be sent: its request (saveId and all, sent as it is, so the server
 * answers a repeat as the first), and the register as the teacher left it (names, rolls,
 * marks), shown while it waits: the register may not load without a network.
 */
export type PendingSave = { body: SaveRegisterBody; register: Register };

const pendingSaveSchema = z.object({ body: saveRegisterInputSchema, register: registerSchema });

/** The storage key of a register's pending save. */
export const pendingKeyOf = ({ grade, section, date }: RegisterOf) =>
  `${PREFIX}${grade}:${section}:${date}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A browser that refuses storage (private mode, turned off): saves are only sent.
    return null;
  }
}

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Calls `listener` when a pending save is kept or dropped, here or in another tab. */
export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** A kept save as stored (a string: the same one until it changes), or null. */
export function storedPending(which: RegisterOf): string | null {
  return storage()?.getItem(pendingKeyOf(which)) ?? null;
}

/**
 * Every kept save as stored, in one string: the same until a save is kept or dropped (a
 * snapshot for useSyncExternalStore, cheap to take at every render).
 */
export function storedPendings(): string {
  const store = storage();
  if (!store) return '';
  const kept: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) kept.push(`${key}=${store.getItem(key)}`);
  }
  return kept.sort().join('\n');
}

/** A stored save read back, or null when it is not one (written by an older version, damaged). */
export function readPending(raw: string | null): PendingSave | null {
  if (!raw) return null;
  try {
    const parsed = pendingSaveSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A register's pending save, or null. */
export function pendingSave(which: RegisterOf): PendingSave | null {
  return readPending(storedPending(which));
}

/** Every pending save on this phone, the oldest first (the order they are sent in). */
export function pendingSaves(): PendingSave[] {
  const store = storage();
  if (!store) return [];
  const saves: PendingSave[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const save = readPending(store.getItem(key));
    if (save) saves.push(save);
  }
  return saves.sort((a, b) => a.body.savedAt.localeCompare(b.body.savedAt));
}

/**
 * Keeps a save until it is sent, in place of the register's earlier one. False when the
 * phone could not keep it (no storage, or full): then it is only sent.
 */
export function keepPending(save: PendingSave): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(pendingKeyOf(save.body), JSON.stringify(save));
  } catch {
    return false;
  }
  changed();
  return true;
}

/**
 * Forgets a register's pending save once `saveId` is answered: only that save, so a newer
 * one kept while it was on its way stays to be sent.
 */
export function dropPending(which: RegisterOf, saveId: string): void {
  const store = storage();
  const key = pendingKeyOf(which);
  const raw = store?.getItem(key);
  if (!store || !raw) return;
  const kept = readPending(raw);
  if (kept && kept.body.saveId !== saveId) return;
  store.removeItem(key);
  changed();
}
