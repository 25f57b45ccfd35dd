import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../support/render';
import { fakeSource, resetFakeSource } from '../../../support/fake-data-source';
import { prefilledText } from '../../../support/hand-over';
import { PrescriptionUpload } from '../../../../src/features/landing/prescription-upload';
import type * as ShrinkPhoto from '../../../../src/lib/shrink-photo';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);
// jsdom cannot draw a picture: a test that needs a photo drawn smaller hands its copy here.
const drawn = vi.hoisted(() => ({ copy: null as File | null }));
vi.mock('../../../../src/lib/shrink-photo', async (original) => {
  const actual = await original<typeof ShrinkPhoto>();
  return {
    ...actual,
    shrinkPhoto: (file: File) =>
      drawn.copy === null ? actual.shrinkPhoto(file) : Promise.resolve(drawn.copy),
  };
});
afterEach(() => {
  drawn.copy = null;
});
// The fake data source stands in for Firebase: the page words its messages as the deployed site.
vi.mock('../../../../src/config/env', async (original) => ({
  ...(await original<object>()),
  env: (await import('../../../support/firebase-env')).firebaseModeEnv,
}));

/** Every file the page sent to storage, and where. */
const uploads = () => fakeSource.uploadFile.mock.calls.map(([path, file]) => ({ path, file }));

/** How each kind of file begins: the page knows a photo or a PDF by its first bytes. */
const firstBytes: Record<string, number[]> = {
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [...'%PDF-1.7'].map((character) => character.charCodeAt(0)),
};
const wordDocument = [0xd0, 0xcf, 0x11, 0xe0];

/** A file as a phone hands it over, beginning as its extension says (else as a Word file). */
const sized = (name: string, type: string, size: number) => {
  const head = firstBytes[name.split('.').pop() ?? ''] ?? wordDocument;
  const file = new File([new Uint8Array(head)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The upload form, with the visitor's name and mobile typed in unless `typed` is false. */
async function renderUpload({ typed = true } = {}) {
  resetFakeSource();
  fakeSource.uploadFile.mockImplementation((_path, _file, _about, progress) => {
    progress?.(0.5);
    progress?.(1);
    return Promise.resolve();
  });
  // The picker's own filter is not what protects the upload: the page checks every file itself.
  const { user } = renderInRouter(<PrescriptionUpload />, { userOptions: { applyAccept: false } });
  const input = screen.getByLabelText('Prescription file');
  const button = screen.getByRole('button', { name: 'Upload prescription' });
  if (typed) {
    await user.type(screen.getByLabelText('Your name'), 'Mita Das');
    await user.type(screen.getByLabelText('Mobile number'), '+91 98765 43210');
  }
  return { user, input, button };
}

describe('uploading a prescription', () => {
  it('states the limits and keeps the button disabled until a file is chosen', async () => {
    const { input, button } = await renderUpload();
    expect(input).toHaveAccessibleDescription(/photo .* or a PDF, up to 10 MB/);
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    // The notice before the button says what becomes of a photo's location.
    expect(screen.getByRole('note')).toHaveTextContent(
      /A photo your browser can redraw is made smaller before it is sent, .* such as where it was taken\./,
    );
    expect(button).toBeDisabled();
    expect(uploads()).toEqual([]);
  });

  it('refuses a file that is not a photo or a PDF before any upload', async () => {
    const { user, input, button } = await renderUpload();
    await user.upload(input, sized('notes.docx', 'application/msword', 2000));
    expect(await screen.findByRole('alert')).toHaveTextContent('not a photo or a PDF');
    expect(input).toBeInvalid();
    expect(button).toBeDisabled();
    expect(uploads()).toEqual([]);
  });

  it('refuses a file over 10 MB before any upload', async () => {
    const { user, input, button } = await renderUpload();
    await user.upload(input, sized('scan.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 10 MB');
    expect(button).toBeDisabled();
    expect(uploads()).toEqual([]);
  });

  it('uploads a photo to prescription/<record id>.jpg and says it arrived', async () => {
    const { user, input, button } = await renderUpload();
    await user.upload(input, sized('rx.jpg', 'image/jpeg', 300_000));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Prescription uploaded successfully.')).toBeVisible();
    expect(uploads()).toHaveLength(1);
    // The visitor's file name stays out of the path: it may hold the patient's name.
    expect(uploads()[0]?.path).toMatch(/^prescription\/\w+\.jpg$/);
    expect(uploads()[0]?.file).toMatchObject({ name: 'rx.jpg', type: 'image/jpeg' });
    // Ready for the next one.
    expect((input as HTMLInputElement).files).toHaveLength(0);
    expect(button).toBeDisabled();
  });

  it('sends a photo drawn smaller, and says by how much and that its location is left out', async () => {
    const { user, input, button } = await renderUpload();
    drawn.copy = sized('IMG_2031.jpg', 'image/jpeg', 600 * 1024);
    await user.upload(input, sized('IMG_2031.JPG', 'image/jpeg', 4.2 * 1024 * 1024));
    expect(
      await screen.findByText(/^Made smaller to send faster: 4\.2 MB → 600 KB\./),
    ).toHaveTextContent('such as where it was taken, is left out');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Prescription uploaded successfully.')).toBeVisible();
    // The copy, not the camera's file.
    expect(uploads()[0]?.file.name).toBe('IMG_2031.jpg');
  });

  it('takes a photo over 10 MB once drawn within the limit', async () => {
    const { user, input, button } = await renderUpload();
    drawn.copy = sized('IMG_2032.jpg', 'image/jpeg', 900 * 1024);
    await user.upload(input, sized('IMG_2032.jpg', 'image/jpeg', 14 * 1024 * 1024));
    expect(await screen.findByText(/14\.0 MB → 900 KB/)).toBeVisible();
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks whom to call, checked as the other forms check it, and sends nothing without it', async () => {
    const { user, input, button } = await renderUpload({ typed: false });
    await user.upload(input, sized('rx.jpg', 'image/jpeg', 3000));
    await waitFor(() => expect(button).toBeEnabled());
    await user.type(screen.getByLabelText('Your name'), '\u200b');
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(button);

    const name = screen.getByLabelText('Your name');
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('Please fill this in.');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      /Enter a 10-digit mobile number/,
    );
    expect(fakeSource.addDocument).not.toHaveBeenCalled();
    expect(uploads()).toEqual([]);
  });

  it('stores the name and the ten digits with the upload’s record and the file, and says when the centre will call', async () => {
    const { user, input, button } = await renderUpload();
    await user.upload(input, sized('rx.pdf', 'application/pdf', 3000));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('Prescription uploaded successfully.')).toBeVisible();
    expect(fakeSource.addDocument).toHaveBeenCalledWith('Prescription-Upload', {
      title: 'Mita Das',
      mobile: '9876543210',
      extension: 'pdf',
      contentType: 'application/pdf',
      size: 3000,
    });
    expect(fakeSource.uploadFile.mock.calls[0]?.[2]).toEqual({
      title: 'Mita Das',
      mobile: '9876543210',
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(
      screen.getByText(
        /call you on the number you give .* during our opening hours, usually the same day/,
      ),
    ).toBeVisible();
  });

  it('stores one file however often the button is pressed before the page has changed', async () => {
    const { user, input, button } = await renderUpload();
    await user.upload(input, sized('rx.png', 'image/png', 1000));
    await waitFor(() => expect(button).toBeEnabled());

    // Three taps in one tick: none of them waits for the page to show "Uploading…".
    act(() => {
      button.click();
      button.click();
      button.click();
    });

    expect(await screen.findByText('Prescription uploaded successfully.')).toBeVisible();
    expect(uploads()).toHaveLength(1);
  });

  it('shows the progress of an upload under way', async () => {
    const { user, input, button } = await renderUpload();
    let release: () => void = () => undefined;
    fakeSource.uploadFile.mockImplementation((_path, _file, _about, progress) => {
      progress?.(0.4);
      return new Promise((resolve) => {
        release = resolve;
      });
    });
    await user.upload(input, sized('rx.pdf', 'application/pdf', 8_000_000));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Prescription uploaded successfully.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says so when the upload fails, keeps the file chosen and offers to send the photo on WhatsApp', async () => {
    const { user, input, button } = await renderUpload();
    fakeSource.uploadFile.mockRejectedValueOnce(
      Object.assign(new Error('retry limit'), { code: 'storage/retry-limit-exceeded' }),
    );
    const file = sized('rx.png', 'image/png', 1000);
    await user.upload(input, file);
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(
      await within(alert).findByText('No connection: your prescription did not reach us.'),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Your file is still chosen.');
    const chat = within(alert).getByRole('link', { name: /^Send the photo on WhatsApp/ });
    expect(prefilledText((chat as HTMLAnchorElement).href)).toBe(
      [
        'Prescription',
        'Your name: Mita Das',
        'Mobile number: +91 98765 43210',
        'I am sending the photo of my prescription in this chat.',
      ].join('\n'),
    );
    expect(within(alert).getByRole('link', { name: /^Call \+91\s00000\s01212$/ })).toHaveAttribute(
      'href',
      'tel:+910000001212',
    );
    expect((input as HTMLInputElement).files?.[0]).toBe(file);
    expect(button).toBeEnabled();

    fakeSource.uploadFile.mockResolvedValue(undefined);
    await user.click(button);
    expect(await screen.findByText('Prescription uploaded successfully.')).toBeVisible();
    expect(within(document.body).queryByText(/did not reach us/)).not.toBeInTheDocument();
  });
});

describe('uploading on the demo site', () => {
  it('says plainly that this is the demo and nothing was uploaded', async () => {
    vi.resetModules();
    vi.doUnmock('../../../../src/config/env');
    const { PrescriptionUpload: DemoUpload } =
      await import('../../../../src/features/landing/prescription-upload');
    resetFakeSource();
    fakeSource.uploadFile.mockResolvedValue(undefined);
    const { user } = renderInRouter(<DemoUpload />, { userOptions: { applyAccept: false } });
    await user.type(screen.getByLabelText('Your name'), 'Mita Das');
    await user.type(screen.getByLabelText('Mobile number'), '98765 43210');
    await user.upload(
      screen.getByLabelText('Prescription file'),
      sized('rx.jpg', 'image/jpeg', 2048),
    );
    await user.click(screen.getByRole('button', { name: 'Upload prescription' }));

    expect(await screen.findByText('This is the demo site: nothing was uploaded.')).toBeVisible();
    expect(screen.queryByText(/uploaded successfully/)).not.toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(within(status).getByText('What you asked for:')).toBeVisible();
    expect(
      within(status)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Mita Das', '9876543210', 'rx.jpg']);
  });
});
