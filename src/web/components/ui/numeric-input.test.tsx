import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field.tsx';
import { NumericInput } from './numeric-input.tsx';

function Harness({ error, onSave }: { error?: string; onSave: (roll: string) => void }) {
  const form = useForm({ defaultValues: { roll: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ roll }) => onSave(roll))}>
      <FormField id="roll" label="Roll" error={error}>
        {(aria) => <NumericInput {...aria} className="min-h-11" {...form.register('roll')} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('NumericInput', () => {
  it('is a text field with the number pad, takes Bangla digits as typed and is registered with the form', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const field = screen.getByLabelText('Roll');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveClass('input', 'w-full', 'min-h-11');
    expect(field).not.toHaveClass('input-error');
    await userEvent.type(field, '১২');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('১২');
  });

  it('shows itself as an error when its field has one', () => {
    render(<Harness error="Write the roll in digits" onSave={() => {}} />);
    const field = screen.getByLabelText('Roll');
    expect(field).toHaveClass('input-error');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Write the roll in digits');
  });
});
