import { render, screen } from '@testing-library/react';
import { Search } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button.tsx';

describe('SubmitButton', () => {
  it('sends the form with its label and icon while nothing is on its way', () => {
    const { container } = render(
      <form>
        <SubmitButton icon={Search} label="Search" sendingLabel="Searching…" sending={false} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the sending label and takes no second tap while sending', () => {
    render(
      <SubmitButton label="Send" sendingLabel="Sending…" sending={true} className="min-w-40" />,
    );
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('btn', 'btn-primary', 'min-w-40');
    expect(button.querySelector('svg')).toBeNull();
  });
});
