// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../../backend/backend.ts';
import { clearToasts, renderAdminTab } from '../../../../test/admin.tsx';
import { HeaderImageField } from './header-image-field.tsx';

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

function Chooser() {
  const [url, setUrl] = useState('');
  return <HeaderImageField value={url} onChange={setUrl} />;
}

/** react-dropzone's refusal of a type, as the chooser's accept list gives it. */
const NOT_AN_ACCEPTED_TYPE =
  'File type must be one of image/jpeg, .jpeg, .jpg, image/png, .png, image/webp, .webp, image/gif, .gif';

const chosen = () => screen.queryByRole('img', { name: 'The header image' });

async function renderChooser(before?: (backend: Backend) => Promise<void>) {
  const view = await renderAdminTab(<Chooser />, before ? { before } : {});
  // The file input filters by its accept attribute unless told not to, as a drop does not.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

/** A file that starts as a PNG does (its signature), `size` bytes long. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'header.png', size = 68, type = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE.slice(0, size));
  return new File([bytes], name, { type });
};

describe('the header image chooser', () => {
  it("takes an address ('Image URL set!'), ignoring a blank one", async () => {
    const { user } = await renderChooser();
    await user.click(await screen.findByRole('button', { name: 'Use URL' }));
    expect(chosen()).toBeNull();
    await user.type(screen.getByLabelText('Image URL'), 'https://images.example/a.png{Enter}');
    expect(await screen.findByText('Image URL set!')).toBeInTheDocument();
    expect(chosen()).toHaveAttribute('src', 'https://images.example/a.png');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(chosen()).toBeNull();
  });

  it("uploads a dropped image: 'Image uploaded successfully!'", async () => {
    const { user, backend } = await renderChooser();
    await user.click(await screen.findByRole('tab', { name: 'Upload' }));
    await user.upload(await screen.findByLabelText('Image file'), png());
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    // An object URL of the kept file, its stored path as the fragment.
    expect(chosen()?.getAttribute('src')).toMatch(
      /^blob:.*#\/demo-storage\/essay-images\/essays\/\d+-[a-z0-9]+\.png$/,
    );
    expect(await backend.demo.dump('uploads')).toEqual([
      expect.objectContaining({ contentType: 'image/png', size: 68 }),
    ]);
  });

  it.each([
    [
      'a file of another type',
      () => [new File(['x'], 'notes.txt', { type: 'text/plain' })],
      NOT_AN_ACCEPTED_TYPE,
    ],
    [
      'a file over 10 MB',
      () => [png('big.png', 10 * 1024 * 1024 + 1)],
      /^File is larger than 10485760 bytes$/,
    ],
    ['an empty file', () => [png('empty.png', 0)], /^File is smaller than 1 byte$/],
  ])('refuses %s with its reason', async (_case, files, message: string | RegExp) => {
    const { user, backend } = await renderChooser();
    await user.click(await screen.findByRole('tab', { name: 'Upload' }));
    const input = await screen.findByLabelText('Image file');
    // A drop can hold several files even where the picker takes one.
    input.setAttribute('multiple', '');
    await user.upload(input, files());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await backend.demo.dump('uploads')).toEqual([]);
  });

  it('refuses a text file named .png by what its bytes are, whatever its name says', async () => {
    const { user, backend } = await renderChooser();
    await user.click(await screen.findByRole('tab', { name: 'Upload' }));
    const text = new File(['not an image, ok?'], 'header.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Image file'), text);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AN_ACCEPTED_TYPE);
    expect(screen.queryByText('Image uploaded successfully!')).not.toBeInTheDocument();
    expect(await backend.demo.dump('uploads')).toEqual([]);
    expect(chosen()).toBeNull();
  });

  it('stores an image as the type its bytes say: a PNG named .jpg is kept as a PNG', async () => {
    const { user, backend } = await renderChooser();
    await user.click(await screen.findByRole('tab', { name: 'Upload' }));
    await user.upload(
      await screen.findByLabelText('Image file'),
      png('photo.jpg', 68, 'image/jpeg'),
    );
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    expect(chosen()?.getAttribute('src')).toMatch(/\d+-[a-z0-9]+\.png$/);
    expect(await backend.demo.dump('uploads')).toEqual([
      expect.objectContaining({ contentType: 'image/png', size: 68 }),
    ]);
  });

  it('uploads the first of two files dropped together, and says the rest were too many', async () => {
    const { user, backend } = await renderChooser();
    await user.click(await screen.findByRole('tab', { name: 'Upload' }));
    const input = await screen.findByLabelText('Image file');
    input.setAttribute('multiple', '');
    await user.upload(input, [png('a.png'), png('b.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many files$/);
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    expect(await backend.demo.dump('uploads')).toHaveLength(1);
  });

  it("says 'Failed to upload image. Please try again.' when the upload fails", async () => {
    const { user } = await renderChooser(async (backend) => {
      const admin = await backend.loadAdmin();
      admin.images.upload = () => Promise.reject(new Error('storage/unauthorized'));
      vi.spyOn(backend, 'loadAdmin').mockResolvedValue(admin);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('tab', { name: 'Upload' }));
    await user.upload(await screen.findByLabelText('Image file'), png());
    expect(
      await screen.findByText('Failed to upload image. Please try again.'),
    ).toBeInTheDocument();
    expect(chosen()).toBeNull();
  });

  it('searches images on Enter, ignoring an empty query, and picks one with credit', async () => {
    const { user, backend } = await renderChooser();
    const admin = await backend.loadAdmin();
    await user.click(await screen.findByRole('tab', { name: 'Unsplash' }));
    const search = vi.spyOn(admin.images, 'search');
    await user.type(await screen.findByLabelText('Search images'), '   {Enter}');
    expect(search).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Search images'));
    await user.type(screen.getByLabelText('Search images'), 'compass{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const first = within(results).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('A compass pointing north')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'EDGE Navigator Studio' })).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/demo-photos/compass.svg');
    await user.click(within(first).getByRole('button', { name: 'Use A compass pointing north' }));
    expect(await screen.findByText('Selected image by EDGE Navigator Studio')).toBeInTheDocument();
    expect(chosen()).toHaveAttribute('src', '/media/demo-photos/compass.svg');
  });

  it("says 'Failed to search images. Please try again.' when the search fails", async () => {
    const { user } = await renderChooser(async (backend) => {
      const admin = await backend.loadAdmin();
      admin.images.search = () => Promise.reject(new Error('unavailable'));
      vi.spyOn(backend, 'loadAdmin').mockResolvedValue(admin);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('tab', { name: 'Unsplash' }));
    await user.type(await screen.findByLabelText('Search images'), 'city');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Failed to search images. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull());
  });
});
