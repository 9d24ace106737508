import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describedText } from '../../../test/described.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdmissionStatusLookup } from './admission-status-lookup.tsx';

const REFERENCE = 'ADM-2026-K7Q2ZP';

describe('AdmissionStatusLookup', () => {
  it('asks for both fields, tied to them, and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderWithProviders(<AdmissionStatusLookup />);
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    const reference = screen.getByLabelText('Reference number');
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(screen.getByLabelText('Reference number'))).toBe('This field is required');
    expect(describedText(screen.getByLabelText('Guardian’s mobile number'))).toContain(
      'This field is required',
    );
    expect(reference).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the status found by reference (in capitals) and mobile', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/admissions/status'
        ? jsonResponse({
            reference: REFERENCE,
            studentName: 'Jannatul Ferdous',
            grade: 'vi',
            status: 'contacted',
            submittedAt: '2026-11-15T09:05:00.000Z',
          })
        : jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdmissionStatusLookup />);
    await user.type(screen.getByLabelText('Reference number'), REFERENCE.toLowerCase());
    await user.type(screen.getByLabelText('Guardian’s mobile number'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Check status' }));

    expect(
      await screen.findByRole('heading', { name: `Application ${REFERENCE}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Jannatul Ferdous')).toBeInTheDocument();
    expect(screen.getByText('Six (vi)')).toBeInTheDocument();
    expect(screen.getByText('The school office has contacted the guardian')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('reference')).toBe(REFERENCE);
    expect(url.searchParams.get('mobile')).toBe('01812345678');
  });

  it('says when nothing matches', async () => {
    mockFetch(() =>
      jsonResponse({ error: { code: 'not_found', message: 'No application matches' } }, 404),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdmissionStatusLookup />);
    await user.type(screen.getByLabelText('Reference number'), REFERENCE);
    await user.type(screen.getByLabelText('Guardian’s mobile number'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No application matches this reference number and mobile number.',
    );
  });
});
