import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../../shared/schemas/people.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import StaffEditorRoute from '../../../routes/dashboard/staff.tsx';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const photo = {
  id: uuid(9),
  url: '/uploads/p.webp',
  thumbUrl: '/uploads/p-240.webp',
  width: 400,
  height: 400,
};
const member = (n: number, over: Partial<StaffMember> = {}): StaffMember => ({
  id: uuid(n),
  name: `Member ${n}`,
  nameBn: '',
  designation: 'Office Assistant',
  designationBn: '',
  department: 'Office',
  joinDate: `2020-01-0${n}`,
  mobile: `0171100000${n}`,
  identity: `STF-00${n}`,
  image: null,
  ...over,
});

function serve(
  initial: StaffMember[],
  answer: (req: ApiRequest) => Response | undefined = () => undefined,
) {
  let items = initial;
  return mockApi((req) => {
    if (req.method === 'GET') return jsonResponse({ items });
    if (req.path === '/api/staff/order') {
      const ids = (req.body as { ids: string[] }).ids;
      items = ids.map((id) => items.find((m) => m.id === id)!);
      return new Response(null, { status: 204 });
    }
    if (req.method === 'DELETE') {
      items = items.filter((m) => req.path !== `/api/staff/${m.id}`);
      return new Response(null, { status: 204 });
    }
    const saved = { ...member(7), ...(req.body as object), image: null };
    return jsonResponse(saved, req.method === 'POST' ? 201 : 200);
  }, answer);
}

function setup() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <StaffEditorRoute />
      <ToastHost />
    </>,
  );
  return user;
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

describe('Staff', () => {
  it('lists the staff in the server order, with their photos', async () => {
    serve([member(1, { image: photo }), member(2, { department: '' })]);
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    await screen.findByText('Member 1');
    expect(names()).toEqual(['Member 1', 'Member 2']);
    expect(screen.getByText('Office Assistant · Office')).toBeInTheDocument();
    expect(screen.getByText('ID No.: STF-001')).toBeInTheDocument();
    expect(document.querySelector('li img')).toHaveAttribute('src', '/uploads/p-240.webp');
    expect(document.title).toBe('Staff List');
  });

  it('sends every id in the new order when a member moves, and shows it at once', async () => {
    const requests = serve([member(1), member(2), member(3)]);
    const user = setup();
    await screen.findByText('Member 1');

    const down = screen.getByRole('button', { name: 'Move down: Member 1' });
    await user.click(down);
    await waitFor(() => expect(names()).toEqual(['Member 2', 'Member 1', 'Member 3']));
    expect(down).toHaveFocus();
    expect(screen.getByText('Moved to place 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move up: Member 3' }));

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual([
      { method: 'PUT', path: '/api/staff/order', body: { ids: [uuid(2), uuid(1), uuid(3)] } },
      { method: 'PUT', path: '/api/staff/order', body: { ids: [uuid(2), uuid(3), uuid(1)] } },
    ]);
    await waitFor(() => expect(names()).toEqual(['Member 2', 'Member 3', 'Member 1']));
  });

  it('does nothing for Move up on the first member', async () => {
    const requests = serve([member(1), member(2)]);
    const user = setup();
    const up = await screen.findByRole('button', { name: 'Move up: Member 1' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    expect(requests).toEqual([]);
  });

  it('puts the order back and says so when the server refuses it', async () => {
    serve([member(1), member(2)], (req) =>
      req.path === '/api/staff/order'
        ? jsonResponse(
            {
              error: {
                code: 'stale_order',
                message: 'The list has changed since it was opened. Reload and try again.',
              },
            },
            409,
          )
        : undefined,
    );
    const user = setup();
    await screen.findByText('Member 1');
    await user.click(screen.getByRole('button', { name: 'Move down: Member 1' }));
    expect(
      await screen.findByText(
        'The new order could not be saved. The list has changed since it was opened. Reload and try again.',
      ),
    ).toBeInTheDocument();
    expect(names()).toEqual(['Member 1', 'Member 2']);
  });

  it('adds a member: the required fields first, then the photo upload, then the save', async () => {
    const requests = serve([]);
    const sent = fakeXhr(() => ({ status: 201, body: photo }));
    const user = setup();
    await screen.findByText('No staff members yet');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add staff member' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('This field is required')).toHaveLength(2),
    );
    expect(requests).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Rahima Khatun');
    await user.type(within(dialog).getByLabelText('Name in Bangla (optional)'), 'রহিমা খাতুন');
    await user.type(within(dialog).getByLabelText('Designation'), 'Librarian');
    await user.type(within(dialog).getByLabelText('Mobile (optional)'), '01711000000');
    const identity = within(dialog).getByLabelText('ID No. (optional)');
    expect(identity).toHaveAccessibleDescription(
      'The staff member’s ID in the school’s records. It shows on the Staff page.',
    );
    await user.type(identity, ' STF-009 ');
    await user.upload(
      within(dialog).getByLabelText('Photo (optional)'),
      new File([new Uint8Array([137, 80, 78, 71])], 'rahima.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));

    expect(await screen.findByText('Staff member added')).toBeInTheDocument();
    expect(sent.map((s) => s.url)).toEqual(['/api/uploads']);
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/staff',
        body: {
          name: 'Rahima Khatun',
          nameBn: 'রহিমা খাতুন',
          designation: 'Librarian',
          designationBn: '',
          department: '',
          joinDate: '',
          mobile: '01711000000',
          identity: 'STF-009',
          imageId: photo.id,
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the photo upload’s share and size, and Cancel stops it, saving nothing and keeping the form', async () => {
    const requests = serve([]);
    const sent = fakeXhr();
    const user = setup();
    await screen.findByText('No staff members yet');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add staff member' });
    await user.type(within(dialog).getByLabelText('Name'), 'Rahima Khatun');
    await user.type(within(dialog).getByLabelText('Designation'), 'Librarian');
    const photoInput = within(dialog).getByLabelText('Photo (optional)');
    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();
    await user.upload(
      photoInput,
      new File([new Uint8Array([137, 80, 78, 71])], 'rahima.png', { type: 'image/png' }),
    );
    expect(within(dialog).getByText('rahima.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.progress(768 * 1024, 3 * 1024 * 1024);
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Uploading photo' }),
    ).toHaveAttribute('value', '25');
    expect(within(dialog).getByText('25%')).toBeInTheDocument();
    expect(within(dialog).getByText('Sent 768 KB of 3 MB')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(sent[0]!.aborted()).toBe(true);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Upload cancelled. Nothing was saved.',
    );
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    // Nothing saved, no error: the dialog is open with every value and the file still chosen.
    expect(requests).toEqual([]);
    expect(screen.queryByText(/could not be/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Rahima Khatun');
    expect(within(dialog).getByLabelText('Designation')).toHaveValue('Librarian');
    expect(within(dialog).getByText('rahima.png')).toBeInTheDocument();
    expect(photoInput).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Add staff member' })).toBeEnabled();

    // Sending again sends the same file, then saves.
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1]!.body.get('image') as File).name).toBe('rahima.png');
    expect(within(dialog).queryByText('Upload cancelled. Nothing was saved.')).toBeNull();
    sent[1]!.respond(201, photo);
    expect(await screen.findByText('Staff member added')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('edits a member with the form filled in, keeping the photo when no new one is chosen', async () => {
    const requests = serve([member(1, { image: photo })]);
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: Member 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit staff member' });
    expect(within(dialog).getByLabelText('Joining Date (optional)')).toHaveValue('01/01/2020');
    const identity = within(dialog).getByLabelText('ID No. (optional)');
    expect(identity).toHaveValue('STF-001');
    await user.clear(identity);
    await user.type(identity, 'STF-101');
    const designation = within(dialog).getByLabelText('Designation');
    await user.clear(designation);
    await user.type(designation, 'Head Clerk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/api/staff/${uuid(1)}`,
        body: {
          name: 'Member 1',
          nameBn: '',
          designation: 'Head Clerk',
          designationBn: '',
          department: 'Office',
          joinDate: '2020-01-01',
          mobile: '01711000001',
          identity: 'STF-101',
          imageId: photo.id,
        },
      },
    ]);
  });

  it('asks before removing a member: Cancel sends nothing, Delete sends one DELETE', async () => {
    const requests = serve([member(1), member(2)]);
    const user = setup();
    const remove = await screen.findByRole('button', { name: 'Delete: Member 2' });
    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Remove this staff member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Remove this staff member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Member 1']));
    expect(requests).toEqual([
      { method: 'DELETE', path: `/api/staff/${uuid(2)}`, body: undefined },
    ]);
  });
});
