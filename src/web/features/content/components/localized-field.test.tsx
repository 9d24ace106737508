import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { localizedSchema } from '../../../../shared/schemas/content.ts';
import { setLanguage } from '../../../lib/language.ts';
import { describedText } from '../../../test/described.ts';
import { LocalizedField } from './localized-field.tsx';

const schema = z.object({ name: localizedSchema(10), body: localizedSchema(200) });
type Values = z.infer<typeof schema>;

function Harness({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: { en: '', bn: 'পুরোনো' }, body: { en: '', bn: '' } },
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <LocalizedField name="name" label="Name" />
        <LocalizedField name="body" label="Text" rows={4} rich />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe('LocalizedField', () => {
  it('has an English and a Bangla field, labelled and marked with their language', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Harness onValid={onValid} />);

    const en = screen.getByLabelText('Name (English)');
    const bn = screen.getByLabelText('Name (বাংলা)');
    expect(en).toHaveAttribute('lang', 'en');
    expect(bn).toHaveAttribute('lang', 'bn');
    expect(bn).toHaveValue('পুরোনো');
    expect(en.tagName).toBe('INPUT');
    expect(screen.getByLabelText('Text (বাংলা)').tagName).toBe('TEXTAREA');
    // A long text says how paragraphs and links are written, for both languages.
    expect(describedText(screen.getByLabelText('Text (English)'))).toMatch(/empty line/);
    expect(describedText(screen.getByLabelText('Text (বাংলা)'))).toMatch(/empty line/);

    await user.type(en, 'Rahima');
    await user.clear(bn);
    await user.type(bn, 'রহিমা');
    await user.type(screen.getByLabelText('Text (English)'), 'One{Enter}{Enter}Two');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).toHaveBeenCalledOnce();
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      name: { en: 'Rahima', bn: 'রহিমা' },
      body: { en: 'One\n\nTwo', bn: '' },
    });
  });

  it("shows each language's error at its own field", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Harness onValid={onValid} />);
    await user.type(screen.getByLabelText('Name (বাংলা)'), ' খুব লম্বা একটি নাম');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const bn = screen.getByLabelText('Name (বাংলা)');
    expect(bn).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(bn)).toBe('Use at most 10 characters');
    expect(screen.getByLabelText('Name (English)')).not.toHaveAttribute('aria-invalid');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('labels the fields in Bangla for a Bangla reader', async () => {
    await setLanguage('bn');
    render(<Harness onValid={vi.fn()} />);
    expect(screen.getByLabelText('Name (ইংরেজিতে)')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Name (বাংলায়)')).toHaveAttribute('lang', 'bn');
  });
});
