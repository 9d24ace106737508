import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEW_SCHOOL } from '../../../test/new-school.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ContentEditor } from './content-editor.tsx';
import { ContentPreview } from './content-preview.tsx';

const stored = {
  key: 'school',
  value: {
    ...NEW_SCHOOL,
    phone: '+880 1700-000000',
    officeHours: { en: 'Saturday to Thursday, 10:00 am - 04:00 pm', bn: 'শনিবার থেকে বৃহস্পতিবার' },
  },
  images: {},
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe("the school's office hours on the Site Content screen", () => {
  it('edits them in English and Bangla and publishes them with the identity', async () => {
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/content/school' && init?.method === 'PUT') {
        const value = JSON.parse(String(init.body));
        sent.push(value);
        return jsonResponse({ ...stored, value });
      }
      if (url.pathname === '/api/content/school') return jsonResponse(stored);
      return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
    });
    const user = userEvent.setup();
    renderWithProviders(<ContentEditor contentKey="school" />);

    const english = await screen.findByLabelText('Office hours (English)');
    const bangla = screen.getByLabelText('Office hours (বাংলা)');
    expect(english).toHaveValue('Saturday to Thursday, 10:00 am - 04:00 pm');
    expect(bangla).toHaveValue('শনিবার থেকে বৃহস্পতিবার');
    expect(bangla).toHaveAttribute('lang', 'bn');
    await user.clear(english);
    await user.type(english, 'Sunday to Thursday, 9 am to 3 pm');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      officeHours: { en: 'Sunday to Thursday, 9 am to 3 pm', bn: 'শনিবার থেকে বৃহস্পতিবার' },
    });
  });

  it('previews them on the contact card in the language chosen', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404));
    renderWithProviders(
      <ContentPreview contentKey="school" value={stored.value} images={{}} language="en" />,
    );
    const term = await screen.findByText('Office hours');
    expect(
      within(term.closest('div')!).getByText('Saturday to Thursday, 10:00 am - 04:00 pm'),
    ).toBeInTheDocument();
  });
});
