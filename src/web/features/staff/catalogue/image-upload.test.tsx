// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-stub.ts';
import { ImageUpload } from './image-upload.tsx';

const fetchSpy = stubFetchPerTest();

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload a picture'), { target: { files: [file] } });

describe("uploading a program's picture", () => {
  it('sends the file and puts the path the server answers in the field', async () => {
    fetchSpy.mockResolvedValue(
      Response.json(
        { path: '/media/catalogue/0123456789abcdef0123456789abcdef.webp' },
        { status: 201 },
      ),
    );
    const uploaded = vi.fn();
    render(<ImageUpload kind="program" label="Upload a picture" onUploaded={uploaded} />);
    choose(new File([new Uint8Array([0x89, 0x50])], 'art.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Uploaded: its path is in the field. Save the draft to keep it.'),
    ).toBeTruthy();
    expect(uploaded).toHaveBeenCalledWith('/media/catalogue/0123456789abcdef0123456789abcdef.webp');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/staff/catalogue/images/?kind=program');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('says why the server refused the file, and fills nothing', async () => {
    fetchSpy.mockResolvedValue(
      Response.json(
        { error: 'That file is not a picture we can use: choose a JPEG, PNG, WebP or GIF.' },
        { status: 415 },
      ),
    );
    const uploaded = vi.fn();
    render(<ImageUpload kind="program" label="Upload a picture" onUploaded={uploaded} />);
    choose(new File(['<svg/>'], 'art.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That file is not a picture we can use: choose a JPEG, PNG, WebP or GIF.',
    );
    expect(uploaded).not.toHaveBeenCalled();
  });
});
