import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ContentEditor } from './content-editor.tsx';

const OLD = '11111111-1111-4111-8111-111111111111';
const NEW = '22222222-2222-4222-8222-222222222222';
const ref = (id: string) => ({
  id,
  url: `/uploads/${id}.webp`,
  thumbUrl: `/uploads/${id}-240.webp`,
  width: 800,
  height: 600,
});

describe('a page photo', () => {
  it('is uploaded as soon as it is chosen, shown in the preview, and published with its id', async () => {
    const sent = fakeXhr(() => ({ status: 201, body: ref(NEW) }));
    const puts: unknown[] = [];
    mockFetch((_url, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return jsonResponse({
          key: 'library',
          value: body,
          images: { [NEW]: ref(NEW) },
          updatedAt: 'now',
        });
      }
      return jsonResponse({
        key: 'library',
        value: { body: { en: 'Books.', bn: 'বই।' }, imageId: OLD },
        images: { [OLD]: ref(OLD) },
        updatedAt: 'then',
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<ContentEditor contentKey="library" />);

    expect(await screen.findByRole('img', { name: 'The current photo: Photo' })).toHaveAttribute(
      'src',
      `/uploads/${OLD}-240.webp`,
    );
    await user.upload(
      screen.getByLabelText('Photo'),
      new File([new Uint8Array([137, 80, 78, 71])], 'shelves.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'The current photo: Photo' })).toHaveAttribute(
        'src',
        `/uploads/${NEW}-240.webp`,
      ),
    );
    expect(sent.map((upload) => upload.url)).toEqual(['/api/uploads']);
    expect(sent[0]?.body.get('image')).toBeInstanceOf(File);
    expect(puts).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Preview: English' }));
    expect(
      screen.getByRole('img', { name: 'Students reading in the school library' }),
    ).toHaveAttribute('src', `/uploads/${NEW}.webp`);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(puts).toEqual([{ body: { en: 'Books.', bn: 'বই।' }, imageId: NEW }]),
    );
  });

  it('can be removed: the page is published without a photo', async () => {
    const puts: unknown[] = [];
    mockFetch((_url, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return jsonResponse({ key: 'library', value: body, images: {}, updatedAt: 'now' });
      }
      return jsonResponse({
        key: 'library',
        value: { body: { en: 'Books.', bn: '' }, imageId: OLD },
        images: { [OLD]: ref(OLD) },
        updatedAt: 'then',
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<ContentEditor contentKey="library" />);
    await user.click(await screen.findByRole('button', { name: 'Remove photo: Photo' }));
    expect(screen.getByText('No photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(puts).toEqual([{ body: { en: 'Books.', bn: '' }, imageId: null }]));
  });
});
