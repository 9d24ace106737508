import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/language.ts';
import { SmsCounter } from './sms-counter.tsx';

const BANGLA_70 = 'আ'.repeat(70);
const ENGLISH_160 = 'a'.repeat(160);

function counterOf(text: string, warnUnicode = false) {
  const { container, unmount } = render(
    <p data-testid="counter">
      <SmsCounter text={text} warnUnicode={warnUnicode} />
    </p>,
  );
  const words = container.textContent;
  unmount();
  return words;
}

describe('the message counter (as a gateway counts an SMS)', () => {
  it('counts a Bangla text as Unicode: 70 fit in one SMS, 71 take two parts', () => {
    expect(counterOf(BANGLA_70)).toBe(
      '70 characters · 1 part (Bangla: 70 per SMS, 67 each when split)',
    );
    expect(counterOf(`${BANGLA_70}ক`)).toBe(
      '71 characters · 2 parts (Bangla: 70 per SMS, 67 each when split)',
    );
    // Split, each part holds 67: 134 is two parts, 135 three.
    expect(counterOf('ক'.repeat(134))).toContain('2 parts');
    expect(counterOf('ক'.repeat(135))).toContain('3 parts');
  });

  it('counts plain English letters: 160 in one SMS, 161 take two parts', () => {
    expect(counterOf(ENGLISH_160)).toBe(
      '160 characters · 1 part (English letters: 160 per SMS, 153 each when split)',
    );
    expect(counterOf(`${ENGLISH_160}a`)).toBe(
      '161 characters · 2 parts (English letters: 160 per SMS, 153 each when split)',
    );
    expect(counterOf('a')).toBe(
      '1 character · 1 part (English letters: 160 per SMS, 153 each when split)',
    );
  });

  it('says in words when one emoji makes an English text Unicode', () => {
    // 80 letters, a space and an emoji (two units of UCS-2): past 70, so two parts of 67.
    const words = counterOf(`${'a'.repeat(80)} 🙂`, true);
    expect(words).toContain('83 characters · 2 parts (Bangla: 70 per SMS, 67 each when split)');
    expect(words).toContain(
      'A Bangla letter or an emoji makes the whole message Unicode, and fewer letters fit in each SMS.',
    );
    // Plain letters: no word of Unicode.
    expect(counterOf('Hello', true)).not.toContain('Unicode');
  });

  it('says an empty box is empty', () => {
    expect(counterOf('')).toBe('Empty');
  });

  it('counts in Bangla words and digits for a Bangla reader', async () => {
    await setLanguage('bn');
    render(<SmsCounter text={`${BANGLA_70}ক`} />);
    expect(
      screen.getByText('৭১টি অক্ষর · ২ অংশ (বাংলা: প্রতি এসএমএসে ৭০, ভাগ হলে প্রতি অংশে ৬৭)'),
    ).toBeInTheDocument();
  });
});
