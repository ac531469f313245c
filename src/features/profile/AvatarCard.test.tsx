import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { loadApi } from '../../shared/apiLoader';
import { notify } from '../../lib/toast';
import { apiUrl, installMswServer, mswServer } from '../../testing/mswServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aUser, signedInSession } from '../../testing/sessionFixtures';
import { AvatarCard } from './AvatarCard';

jest.mock('../../lib/toast');
installMswServer();
beforeAll(() => loadApi());
beforeEach(() => jest.mocked(notify).mockClear());

// jsdom has no object URLs; the preview only needs a stable address per file.
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const person = aUser({ avatar_url: null });
// Node's File, which the fetch under test (Node's) can put into a multipart body; jsdom's cannot.
const imageOf = (bytes: number, name = 'me.png', type = 'image/png') =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

const renderCard = () =>
  renderWithProviders(<AvatarCard user={person} />, {
    preloadedState: { session: signedInSession(person) },
  });

describe('the avatar card', () => {
  it('states the rules and refuses an image over 2 MB before uploading', async () => {
    const user = userEvent.setup();
    await renderCard();
    expect(screen.getByText('PNG, JPEG or WebP, up to 2 MB.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose image'), imageOf(3 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This image is 3.0 MB; the limit is 2 MB. Choose a smaller image.',
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image of an accepted kind', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderCard();
    await user.upload(
      screen.getByLabelText('Choose image'),
      imageOf(100, 'notes.pdf', 'application/pdf'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"notes.pdf" is not a PNG, JPEG or WebP image.',
    );
  });

  it('previews the chosen image, uploads it as "file" and updates the session', async () => {
    let uploaded: FormDataEntryValue | null = null;
    mswServer.use(
      http.post(apiUrl('/users/me/avatar'), async ({ request }) => {
        uploaded = (await request.formData()).get('file');
        return HttpResponse.json({
          success: true,
          data: { avatar_url: 'https://cdn.example/a.png' },
        });
      }),
    );
    const user = userEvent.setup();
    const { store } = await renderCard();
    await user.upload(screen.getByLabelText('Choose image'), imageOf(1000));
    expect(screen.getByRole('img', { name: 'Preview of your new avatar' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Avatar updated', 'success'));
    expect((uploaded as File | null)?.name).toBe('me.png');
    expect(store.getState().session.user?.avatar_url).toBe('https://cdn.example/a.png');
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  });

  it("shows the server's refusal of the image's content once, not as a toast", async () => {
    mswServer.use(
      http.post(apiUrl('/users/me/avatar'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'That file is not a PNG, JPEG or WebP image.',
          },
          { status: 415 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderCard();
    await user.upload(screen.getByLabelText('Choose image'), imageOf(1000));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is not a PNG, JPEG or WebP image.',
    );
    expect(notify).not.toHaveBeenCalled();

    // Putting the file aside puts its refusal aside too.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG or WebP, up to 2 MB.')).toBeInTheDocument();
  });
});
