import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEW_SCHOOL } from '../../../test/new-school.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ContentEditor } from './content-editor.tsx';
import { ContentPreview } from './content-preview.tsx';

const message = {
  key: 'message-principal',
  value: {
    name: { en: 'Nurun Nahar Begum', bn: 'নুরুন নাহার বেগম' },
    title: { en: 'Principal', bn: 'প্রধান শিক্ষক' },
    location: { en: 'Char Nilkamal', bn: '' },
    body: { en: 'Welcome to our school.', bn: 'আমাদের বিদ্যালয়ে স্বাগতম।' },
    imageId: null,
  },
  images: {},
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function serve() {
  const methods: string[] = [];
  mockFetch((url, init) => {
    methods.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname === '/api/content/message-principal') return jsonResponse(message);
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
  return methods;
}

describe("the editor's preview", () => {
  it('shows the unsaved draft with the public page in the chosen language, and publishes nothing', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderWithProviders(<ContentEditor contentKey="message-principal" />);

    const body = await screen.findByLabelText('Message (বাংলা)');
    await user.clear(body);
    await user.type(body, 'নতুন বাণী।{Enter}{Enter}দ্বিতীয় অনুচ্ছেদ।');
    await user.clear(screen.getByLabelText('Place (English)'));

    await user.click(screen.getByRole('tab', { name: 'Preview: বাংলা' }));
    const bangla = await screen.findByRole('tabpanel', { name: 'Preview: বাংলা' });
    // The page's own component, its labels in Bangla too.
    expect(await within(bangla).findByText('প্রধান শিক্ষকের বাণী')).toBeInTheDocument();
    expect(within(bangla).getByRole('heading', { name: 'নুরুন নাহার বেগম' })).toBeInTheDocument();
    expect(within(bangla).getByText('নতুন বাণী।')).toBeInTheDocument();
    expect(within(bangla).getByText('দ্বিতীয় অনুচ্ছেদ।')).toBeInTheDocument();
    expect(within(bangla).queryByText('Welcome to our school.')).not.toBeInTheDocument();
    expect(within(bangla).getByText('প্রধান শিক্ষকের বাণী').closest('[lang]')).toHaveAttribute(
      'lang',
      'bn',
    );
    // The editor around it stays in the admin's language.
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message (বাংলা)')).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Preview: English' }));
    const english = screen.getByRole('tabpanel', { name: 'Preview: English' });
    expect(within(english).getByText('Message from Principal')).toBeInTheDocument();
    expect(within(english).getByText('Welcome to our school.')).toBeInTheDocument();
    expect(within(english).queryByText('নতুন বাণী।')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    expect(screen.getByLabelText('Message (বাংলা)')).toBeVisible();
    expect(requests.filter((r) => !r.startsWith('GET'))).toEqual([]);
  });

  it('moves between Edit and the previews with the arrow keys', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<ContentEditor contentKey="message-principal" />);
    await screen.findByLabelText('Message (বাংলা)');
    const edit = screen.getByRole('tab', { name: 'Edit' });
    expect(edit).toHaveAttribute('aria-selected', 'true');
    edit.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preview: English' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Preview: English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Preview: বাংলা' })).toHaveFocus();
  });

  it('previews the top bar’s EIIN, school code and phone in Bangla digits in the Bangla preview', async () => {
    serve();
    const school = { ...NEW_SCHOOL, eiin: '099901', schoolCode: '9901', phone: '+880 1700-000000' };
    renderWithProviders(
      <ContentPreview contentKey="school" value={school} images={{}} language="bn" />,
    );
    expect(await screen.findByText('ইআইআইএন (EIIN): ০৯৯৯০১')).toBeInTheDocument();
    expect(screen.getByText('বিদ্যালয় কোড: ৯৯০১')).toBeInTheDocument();
    // In the top bar and in the contact details under it.
    expect(screen.getAllByText('+৮৮০ ১৭০০-০০০০০০')).toHaveLength(2);
  });

  it('previews them in Latin digits in the English preview', async () => {
    serve();
    const school = { ...NEW_SCHOOL, eiin: '099901', schoolCode: '9901', phone: '+880 1700-000000' };
    renderWithProviders(
      <ContentPreview contentKey="school" value={school} images={{}} language="en" />,
    );
    expect(await screen.findByText('EIIN: 099901')).toBeInTheDocument();
    expect(screen.getByText('School Code: 9901')).toBeInTheDocument();
    expect(screen.getAllByText('+880 1700-000000')).toHaveLength(2);
  });
});
