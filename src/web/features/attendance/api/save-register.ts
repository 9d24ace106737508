import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveRegisterResult } from '../../../../shared/schemas/attendance.ts';
import { ApiError } from '../../../lib/api.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import {
  dropPending,
  keepPending,
  type PendingSave,
  pendingKeyOf,
  pendingSaves,
  type SaveRegisterBody,
} from '../lib/pending-saves.ts';
import { registerKey } from './get-register.ts';

export function saveRegister(body: SaveRegisterBody) {
  return signedInApi('attendance.save', { body });
}

/**
 * What became of a save sent: the server's answer; kept on the phone to be sent again
 * (no network, or the server could not answer now); or refused, and forgotten.
 */
export type SendResult =
  | { kind: 'answered'; result: SaveRegisterResult }
  | { kind: 'kept'; error: unknown }
  | { kind: 'refused'; error: unknown };

/**
 * Whether a failed save is kept to be sent again: the network is down (the browser says
 * so, or the server was not reached), the server failed or is busy, or the session ended
 * (sent once the teacher signs in again). Any other refusal (not their class, a closed
 * day, a past day) would be refused again: it is forgotten, and said.
 */
export function sentAgainLater(error: unknown): boolean {
  if (!navigator.onLine) return true;
  if (!(error instanceof ApiError)) return true;
  if (error.status === 0 || error.status >= 500) return true;
  return error.status === 401 || error.status === 408 || error.status === 429;
}

/** The saves on their way, by saveId: a second reason to send one (back online, the screen opened) waits for it. */
const inFlight = new Map<string, Promise<SendResult>>();
/** Each register's last send: a register's saves go one after another, their answers in order. */
const lastSend = new Map<string, Promise<SendResult>>();

async function send(
  save: PendingSave,
  onAnswer: (result: SaveRegisterResult) => void,
): Promise<SendResult> {
  try {
    const result = await saveRegister(save.body);
    // The answer's register is in place before the pending copy shown until now goes.
    onAnswer(result);
    dropPending(save.body, save.body.saveId);
    return { kind: 'answered', result };
  } catch (error) {
    if (sentAgainLater(error)) return { kind: 'kept', error };
    dropPending(save.body, save.body.saveId);
    return { kind: 'refused', error };
  }
}

/**
 * Sends a save (its saveId and all, as kept), and forgets its pending copy once the server
 * has answered (after `onAnswer`) or refused it. The same save is never on its way twice
 * at once.
 */
export function sendSave(
  save: PendingSave,
  onAnswer: (result: SaveRegisterResult) => void,
): Promise<SendResult> {
  const id = save.body.saveId;
  const going = inFlight.get(id);
  if (going) return going;
  const key = pendingKeyOf(save.body);
  const sent: Promise<SendResult> = (lastSend.get(key) ?? Promise.resolve())
    .then(() => send(save, onAnswer))
    .finally(() => {
      inFlight.delete(id);
      if (lastSend.get(key) === sent) lastSend.delete(key);
    });
  inFlight.set(id, sent);
  lastSend.set(key, sent);
  return sent;
}

/** Who saved before, as the server names them: the save replaced, or the later one kept. */
export type OtherSave = { at: string; byName: string };

/** What the screen says of a register's last save. */
export type SaveOutcome =
  | { kind: 'saved'; other: OtherSave | null }
  | { kind: 'older'; other: OtherSave | null }
  /** Not sent; `stored`: kept on this phone to be sent again (else lost, said so). */
  | { kind: 'kept'; stored: boolean; error: unknown }
  | { kind: 'refused'; error: unknown };

export type RegisterSaves = {
  /** Keeps the save on this phone, then sends it. */
  save: (save: PendingSave) => Promise<SaveOutcome>;
  /** How many saves of each register (pendingKeyOf) are on their way. */
  sending: Readonly<Record<string, number>>;
  /** Each register's last outcome, by pendingKeyOf. */
  outcomes: Readonly<Record<string, SaveOutcome>>;
};

function outcomeOf(sent: SendResult, stored: boolean): SaveOutcome {
  switch (sent.kind) {
    case 'answered':
      return sent.result.outcome === 'older'
        ? { kind: 'older', other: sent.result.other }
        : // A save that had arrived before ('repeated') is saved.
          { kind: 'saved', other: sent.result.other };
    case 'kept':
      return { kind: 'kept', stored, error: sent.error };
    case 'refused':
      return { kind: 'refused', error: sent.error };
  }
}

/**
 * The Attendance screen's saves (issue 48). A Save is kept on the phone first
 * (pending-saves.ts), then sent; what the server answers is the register shown. The saves
 * left on the phone (no network then, or the tab closed) are sent when the screen opens
 * and whenever the network comes back. `onOutcome` hears every outcome (the toasts).
 */
export function useRegisterSaves(
  onOutcome: (save: PendingSave, outcome: SaveOutcome) => void,
): RegisterSaves {
  const client = useQueryClient();
  const [sending, setSending] = useState<Record<string, number>>({});
  const [outcomes, setOutcomes] = useState<Record<string, SaveOutcome>>({});
  const heard = useRef(onOutcome);
  heard.current = onOutcome;
  /** The saves this screen waits for, by saveId: one answer each, however often it is sent. */
  const waiting = useRef(new Map<string, Promise<SaveOutcome>>());

  const answer = useCallback(
    async (save: PendingSave, stored: boolean): Promise<SaveOutcome> => {
      const key = pendingKeyOf(save.body);
      const count = (by: number) =>
        setSending((now) => {
          const next = { ...now, [key]: (now[key] ?? 0) + by };
          if (next[key]! <= 0) delete next[key];
          return next;
        });
      count(1);
      const sent = await sendSave(save, (result) => {
        // A load of the register still on its way would bring it as it was before.
        void client.cancelQueries({ queryKey: registerKey(save.body) });
        client.setQueryData(registerKey(save.body), result.register);
      });
      count(-1);
      const outcome = outcomeOf(sent, stored);
      setOutcomes((now) => ({ ...now, [key]: outcome }));
      heard.current(save, outcome);
      return outcome;
    },
    [client],
  );

  const run = useCallback(
    (save: PendingSave, stored: boolean): Promise<SaveOutcome> => {
      const id = save.body.saveId;
      let outcome = waiting.current.get(id);
      if (!outcome) {
        outcome = answer(save, stored).finally(() => waiting.current.delete(id));
        waiting.current.set(id, outcome);
      }
      return outcome;
    },
    [answer],
  );

  useEffect(() => {
    const sendKept = () => {
      if (!navigator.onLine) return;
      for (const save of pendingSaves()) void run(save, true);
    };
    sendKept();
    window.addEventListener('online', sendKept);
    return () => window.removeEventListener('online', sendKept);
  }, [run]);

  const save = useCallback(
    (pending: PendingSave) => {
      const key = pendingKeyOf(pending.body);
      setOutcomes((now) => {
        const next = { ...now };
        delete next[key];
        return next;
      });
      return run(pending, keepPending(pending));
    },
    [run],
  );

  return { save, sending, outcomes };
}
