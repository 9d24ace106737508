import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/language.ts';
import { FormField } from '../ui/form-field.tsx';
import { FilePicker } from './file-picker.tsx';
import { UploadProgress } from './upload-progress.tsx';

const photo = (name = 'ছবি-১.png') =>
  new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

/** A photo field as the forms draw it: a FormField's label naming the picker. */
function Field(props: Partial<Parameters<typeof FilePicker>[0]>) {
  return (
    <FormField id="photo" label="Photo" hint="JPEG, PNG or WebP.">
      {(aria) => (
        <FilePicker
          {...aria}
          labelledBy="photo-label"
          accept="image/png"
          onChange={() => {}}
          {...props}
        />
      )}
    </FormField>
  );
}

describe('FilePicker', () => {
  it('says "Choose file" and "No file chosen" in English, then the chosen file’s name', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('type', 'file');
    // Named by the field's label and the button's text; the hint and the choice describe it.
    expect(input).toHaveAccessibleName('Photo Choose file');
    expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP. No file chosen');
    expect(screen.getByText('Choose file')).toBeVisible();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    // The browser's own control is out of sight, not out of reach: no display:none.
    expect(input).toHaveClass('sr-only');
    expect(input).not.toHaveClass('hidden');

    await user.upload(input, photo('family.png'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('family.png')).toBeInTheDocument();
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP. family.png');
  });

  it('speaks Bangla on a Bangla page', async () => {
    await setLanguage('bn');
    const user = userEvent.setup();
    render(<Field />);
    expect(screen.getByText('ফাইল বেছে নিন')).toBeInTheDocument();
    expect(screen.getByText('কোনো ফাইল বেছে নেওয়া হয়নি')).toBeInTheDocument();
    expect(screen.queryByText(/Choose|No file/)).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photo'), photo());
    expect(screen.getByText('ছবি-১.png')).toBeInTheDocument();
  });

  it('counts several chosen files in the reader’s digits', async () => {
    await setLanguage('bn');
    const user = userEvent.setup();
    render(<Field multiple button="ছবি বেছে নিন" />);
    await user.upload(screen.getByLabelText('Photo'), [
      photo('a.png'),
      photo('b.png'),
      photo('c.png'),
    ]);
    expect(screen.getByText('৩টি ফাইল বেছে নেওয়া হয়েছে')).toBeInTheDocument();
  });

  it('shows what the form says is chosen, and nothing when told to leave "No file chosen" out', () => {
    const { rerender } = render(<Field chosen={['kept.jpg']} />);
    expect(screen.getByText('kept.jpg')).toBeInTheDocument();
    rerender(<Field chosen={[]} showNone={false} />);
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
    expect(screen.queryByText('kept.jpg')).not.toBeInTheDocument();
  });

  it('is reached by Tab and opened by Enter or Space, like the browser’s own', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Field />
      </>,
    );
    const input = screen.getByLabelText('Photo');
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
    // A click on the drawn button is a click on the input (its <label>).
    await user.click(screen.getByText('Choose file'));
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it('keeps the picker shut while a file is sent', async () => {
    const user = userEvent.setup();
    render(<Field busy />);
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('aria-disabled', 'true');
    // Seen where the click ends, after React's handler (the browser opens the picker then).
    let prevented: boolean | null = null;
    const seen = (event: Event) => {
      if (event.target === input) prevented = event.defaultPrevented;
    };
    document.addEventListener('click', seen);
    input.focus();
    await user.keyboard('{Enter}');
    document.removeEventListener('click', seen);
    expect(prevented).toBe(true);
  });

  it('announces a note such as "Upload cancelled"', () => {
    render(<Field note="Upload cancelled. Nothing was saved." />);
    expect(screen.getByRole('status')).toHaveTextContent('Upload cancelled. Nothing was saved.');
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(
      'JPEG, PNG or WebP. No file chosen Upload cancelled. Nothing was saved.',
    );
  });
});

describe('UploadProgress', () => {
  const MB = 1024 * 1024;

  it('shows the share sent in per cent and "Sent X of Y" in KB and MB', () => {
    const { rerender } = render(
      <UploadProgress
        id="up"
        sent={{ loaded: 300 * 1024, total: 2.5 * MB }}
        label="Uploading photo"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo' });
    expect(bar).toHaveAttribute('value', '11');
    expect(screen.getByText('11%')).toBeInTheDocument();
    expect(screen.getByText('Sent 300 KB of 2.5 MB')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuetext', '11% Sent 300 KB of 2.5 MB');
    // No Cancel unless the upload can be stopped.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    rerender(
      <UploadProgress
        id="up"
        sent={{ loaded: 1.25 * MB, total: 2.5 * MB }}
        label="Uploading photo"
      />,
    );
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('Sent 1.3 MB of 2.5 MB')).toBeInTheDocument();

    rerender(<UploadProgress id="up" sent={{ loaded: 0, total: 0 }} label="Uploading photo" />);
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText('Preparing…')).toBeInTheDocument();

    rerender(
      <UploadProgress id="up" sent={{ loaded: 5000, total: 5000 }} label="Uploading photo" />,
    );
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Sent, finishing…')).toBeInTheDocument();

    rerender(<UploadProgress id="up" sent={null} label="Uploading photo" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('uses Bangla digits and units on a Bangla page', async () => {
    await setLanguage('bn');
    render(
      <UploadProgress
        id="up"
        sent={{ loaded: 512 * 1024, total: 1.5 * MB }}
        label="ছবি আপলোড হচ্ছে"
      />,
    );
    expect(screen.getByText('৩৩%')).toBeInTheDocument();
    expect(screen.getByText('১.৫ এমবি-এর মধ্যে ৫১২ কেবি পাঠানো হয়েছে')).toBeInTheDocument();
    expect(screen.queryByText(/[0-9]/)).not.toBeInTheDocument();
  });

  it('has a Cancel button, named with what it stops', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <UploadProgress
        id="up"
        sent={{ loaded: 10, total: 100 }}
        label="Uploading one.png"
        onCancel={onCancel}
      />,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel upload' });
    expect(cancel).toHaveAccessibleDescription('Uploading one.png');
    await user.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
