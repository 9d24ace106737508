import '../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isoDateSchema } from '../../../shared/schemas/common.ts';
import { setLanguage } from '../../lib/language.ts';
import { describedText } from '../../test/described.ts';
import { DateInput, FormDateInput } from './date-input.tsx';
import { FormField } from './form-field.tsx';

const schema = z.object({ joinDate: isoDateSchema.or(z.literal('')) });
type Values = z.infer<typeof schema>;

function Harness({ onValid, joinDate = '' }: { onValid: (v: Values) => void; joinDate?: string }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { joinDate } });
  const error = form.formState.errors.joinDate?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField id="join" label="Join date" error={error}>
        {(aria) => <FormDateInput {...aria} name="joinDate" control={form.control} />}
      </FormField>
      <button type="button" onClick={() => form.reset({ joinDate: '2024-01-01' })}>
        Reset
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

/** A date input held by its page (the audit log's filters). */
function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateInput aria-label="From" value={value} onChange={setValue} max="2026-12-31" />
      <output>{value}</output>
    </>
  );
}

describe('DateInput', () => {
  it('takes a date typed day first and gives the form YYYY-MM-DD, with the date in words', async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    const field = screen.getByRole('textbox', { name: 'Join date' });
    expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '5-1-2027');
    expect(describedText(field)).toBe('5 January 2027');
    await userEvent.tab();
    // Written out as the field writes dates once the reader moves on.
    expect(field).toHaveValue('05/01/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ joinDate: '2027-01-05' }, expect.anything());
  });

  it('in Bangla: Bangla placeholder, digits and words; Bangla digits typed are read', async () => {
    await setLanguage('bn');
    const onValid = vi.fn();
    render(<Harness onValid={onValid} joinDate="2026-03-12" />);
    const field = screen.getByRole('textbox', { name: 'Join date' });
    expect(field).toHaveValue('১২/০৩/২০২৬');
    expect(field).toHaveAttribute('placeholder', 'দিন/মাস/বছর');
    expect(describedText(field)).toBe('১২ মার্চ ২০২৬');
    expect(screen.getByRole('button', { name: 'ক্যালেন্ডার থেকে বেছে নিন' })).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '২৯/০২/২০২৮');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ joinDate: '2028-02-29' }, expect.anything());
  });

  it('refuses what is no date, keeping what was typed; an emptied field holds nothing', async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} joinDate="2026-03-12" />);
    const field = screen.getByRole('textbox', { name: 'Join date' });
    await userEvent.clear(field);
    await userEvent.type(field, '31/02/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(field).toHaveValue('31/02/2026');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(field)).toBe('Enter a valid date');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ joinDate: '' }, expect.anything());
  });

  it('shows a value set from outside (a reset, the calendar)', async () => {
    render(<Harness onValid={vi.fn()} joinDate="2026-03-12" />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Join date' })).toHaveValue('01/01/2024');
    const { container } = render(<Controlled />);
    // The browser's calendar (opened by the button) sets the hidden date input.
    const calendar = container.querySelector('input[type=date]') as HTMLInputElement;
    expect(calendar).toHaveAttribute('max', '2026-12-31');
    expect(calendar).toHaveAttribute('tabindex', '-1');
    await userEvent.type(calendar, '2026-11-20');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('20/11/2026');
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-20');
  });
});
