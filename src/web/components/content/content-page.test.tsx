import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/language.ts';
import HistoryRoute from '../../routes/history.tsx';
import PrincipalMessageRoute from '../../routes/principal-message.tsx';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render.tsx';

function serve(content: Record<string, unknown>) {
  mockFetch((url) => {
    const key = url.pathname.replace('/api/content/', '');
    if (key in content)
      return jsonResponse({ key, value: content[key], images: {}, updatedAt: null });
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
}

describe('a public page of the content', () => {
  it("shows a text in the other language when the reader's is empty", async () => {
    serve({
      history: {
        body: { en: 'Founded by the people of the char.\n\nSee https://school.example', bn: '' },
      },
    });
    await setLanguage('bn');
    renderWithProviders(<HistoryRoute />);

    expect(screen.getByRole('heading', { level: 1, name: 'ইতিহাস' })).toBeInTheDocument();
    expect(await screen.findByText('Founded by the people of the char.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://school.example' })).toHaveAttribute(
      'href',
      'https://school.example',
    );
  });

  it("shows the reader's language when it is there", async () => {
    serve({
      'message-principal': {
        name: { en: 'Nurun Nahar Begum', bn: 'নুরুন নাহার বেগম' },
        title: { en: 'Principal', bn: '' },
        location: { en: '', bn: '' },
        body: { en: 'Welcome.', bn: 'স্বাগতম।' },
        imageId: null,
      },
    });
    await setLanguage('bn');
    renderWithProviders(<PrincipalMessageRoute />);

    expect(await screen.findByRole('heading', { name: 'নুরুন নাহার বেগম' })).toBeInTheDocument();
    expect(screen.getByText('স্বাগতম।')).toBeInTheDocument();
    expect(screen.getByText('Principal')).toBeInTheDocument();
    expect(screen.queryByText('Welcome.')).not.toBeInTheDocument();
  });

  it('says the page is not published yet when it has no content', async () => {
    serve({ history: { body: { en: '', bn: '' } } });
    renderWithProviders(<HistoryRoute />);
    expect(
      await screen.findByText('This page has not been published yet. Please visit again soon.'),
    ).toBeInTheDocument();
  });
});
