import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For each test of the block it is called in: the date and time are `instant` (an ISO time;
 * only Date is faked, timers run as ever), the real clock back after the test.
 */
export function clockAt(instant: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
