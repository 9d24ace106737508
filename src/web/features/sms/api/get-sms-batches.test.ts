import { describe, expect, it } from 'vitest';
import { stillSending } from './get-sms-batches.ts';

describe('when the sent messages are asked again', () => {
  const gateway = {
    provider: 'bulksmsbd' as const,
    ratePoisha: 35,
    perSecond: 5,
    balancePoisha: null,
    balanceAt: null,
    stopped: null,
    month: { month: '2026-05', spentPoisha: 0, queuedPoisha: 0, capPoisha: null },
  };
  const batch = (queued: number, sending: number) =>
    ({
      counts: { queued, sending, sent: 3, delivered: 0, failed: 0, cancelled: 0 },
    }) as never;

  it('only while some are waiting or going out, and the gateway is sending', () => {
    expect(stillSending(undefined)).toBe(false);
    expect(stillSending({ items: [batch(0, 0)], gateway })).toBe(false);
    expect(stillSending({ items: [batch(0, 0), batch(2, 0)], gateway })).toBe(true);
    expect(stillSending({ items: [batch(0, 1)], gateway })).toBe(true);
    // Stopped: nothing moves until an admin resumes.
    const stopped = {
      at: '2026-05-04T03:00:00Z',
      failure: 'balance_insufficient' as const,
      detail: '',
    };
    expect(stillSending({ items: [batch(5, 0)], gateway: { ...gateway, stopped } })).toBe(false);
  });
});
