import type { TConfigs } from '@oc/domain/projects/configs.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configKeys } from '../../data/configs/keys';
import { fakeClock, transitionEnds } from '../../test/clock';
import { fill } from '../../test/fill';
import { renderWithProviders } from '../../test/render';
import { failure, ok, stubServer } from '../../test/stub-server';
import { stubUploads } from '../../test/stub-upload';
import { CustomSoundSection } from './custom-sound-section';

const KB = 1024;
const UPLOADED = `/files/ab/${'ab'.repeat(32)}.mp3`;

/** An ID3v2.4 tag header, then MPEG-1 layer III frames: what a real MP3 starts with. */
function mp3Bytes(size = 4 * KB) {
  const bytes = new Uint8Array(size);
  bytes.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]);
  return bytes;
}
const mp3 = (name = 'ding.mp3', size?: number) =>
  new File([mp3Bytes(size)], name, { type: 'audio/mpeg' });

/**
 * The section, opened with the configs already loaded, against a network of configs (refetched after
 * a save), the url save and uploads; what the owner saved is recorded.
 */
function openSection({
  sound = null as string | null,
  answerUrl = (url: string) => ok({ url }) as { status: number; body: unknown },
  answerUpload = async () => ok({ url: UPLOADED }) as { status: number; body: unknown },
} = {}) {
  const configs: TConfigs = { google_maps_api_key: null, site_url: null, custom_sound: sound };
  const urlSaves: unknown[] = [];
  stubServer((url, init) => {
    if (url.endsWith('/api/configs')) return ok(configs);
    if (url.endsWith('/api/custom-sound/url') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { url: string };
      urlSaves.push(body);
      const answer = answerUrl(body.url);
      if (answer.status === 200) configs.custom_sound = body.url;
      return answer;
    }
    return failure(404, 'Not found.');
  });
  const uploads = stubUploads(async () => {
    const answer = await answerUpload();
    if (answer.status === 200) configs.custom_sound = UPLOADED;
    return answer;
  });
  const user = renderSection(configs);
  return { urlSaves, uploads, user };
}

/** Rendered where the page puts it: inside the Advanced settings form, which must not submit. */
const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());

function renderSection(configs: TConfigs) {
  outerSubmit.mockClear();
  renderWithProviders(
    <form onSubmit={outerSubmit}>
      <CustomSoundSection />
    </form>,
    { queryData: [[configKeys.all, { ...configs }]] },
  );
  // Keys without pauses: what is checked is the dialog, not typing speed. Files the browser's picker
  // would hide (its "All files" choice) can still be picked or dropped.
  return userEvent.setup({ delay: null, applyAccept: false });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Change notification sound' }));
  return screen.findByRole('dialog', { name: 'Custom sound' });
}

/** The 'Ordering' alert shows exactly these messages; OK closes it and leaves the dialog open. */
async function expectAlert(user: ReturnType<typeof userEvent.setup>, messages: string[]) {
  const alert = await screen.findByRole('dialog', { name: 'Ordering' });
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(messages);
  await user.click(within(alert).getByRole('button', { name: 'OK' }));
  await transitionEnds();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ordering' })).toBeNull());
  expect(screen.getByRole('dialog', { name: 'Custom sound' })).toBeInTheDocument();
}

describe('the custom sound section and dialog', () => {
  // A fake clock (../../test/clock.ts): a dialog closed by the owner ends its transition at once.
  beforeEach(() => fakeClock());

  it('says there is no custom sound yet, and opens the Custom sound dialog', async () => {
    const { user } = openSection();
    const section = await screen.findByRole('region', { name: 'Notification sound' });
    expect(await within(section).findByText('No custom sound yet')).toBeInTheDocument();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: 'Upload a file' })).toBeChecked();
    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Sound file')).toHaveAttribute(
      'accept',
      '.mp3,.aac,.ogg,audio/mpeg,audio/aac,audio/ogg',
    );
  });

  // The messages of docs/product/errors.md#upload-messages.
  it('checks files in the browser with the documented upload messages and uploads none of them', async () => {
    const { uploads, user } = openSection();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save sound' }));
    await expectAlert(user, ['Audio file is required!']);

    const input = within(dialog).getByLabelText('Sound file');
    const text = new File(['just some text, not a sound'], 'notes.mp3', { type: 'audio/mpeg' });
    await user.upload(input, text);
    await expectAlert(user, ['Only audio files can be accepted']);
    await user.upload(input, new File(['x'], 'logo.png', { type: 'image/png' }));
    await expectAlert(user, ['Only audio files can be accepted']);
    await user.upload(input, mp3('big.mp3', 600 * KB));
    await expectAlert(user, ['The maximum file size is 512 kilobytes']);
    await user.upload(input, [mp3('a.mp3'), mp3('b.mp3')]);
    await expectAlert(user, ['Please choose one file at a time.']);

    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('uploads a valid MP3 with progress, then shows it as the current sound', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { uploads, user } = openSection({
      answerUpload: async () => {
        await answered;
        return ok({ url: UPLOADED });
      },
    });
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Sound file'), mp3('Ding Dong.mp3'));
    expect(within(dialog).getByText('Ding Dong.mp3 (4 KB)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save sound' }));

    expect(await screen.findByLabelText('Uploading… 50%')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe('/api/custom-sound/file');
    const sent = uploads[0]?.form.get('source_file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('Ding Dong.mp3');
    answer();

    expect(await screen.findByText('Your notification sound is saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custom sound' })).toBeNull());
    const section = screen.getByRole('region', { name: 'Notification sound' });
    expect(await within(section).findByLabelText('Current notification sound')).toHaveAttribute(
      'src',
      UPLOADED,
    );
    expect(within(section).getByRole('link')).toHaveTextContent(
      new URL(UPLOADED, window.location.origin).href,
    );
  });

  it('shows the server’s refusal in the alert and keeps the chosen file', async () => {
    const { uploads, user } = openSection({
      answerUpload: async () => failure(415, 'Only audio files can be accepted'),
    });
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Sound file'), mp3('odd.mp3'));
    await user.click(within(dialog).getByRole('button', { name: 'Save sound' }));
    await expectAlert(user, ['Only audio files can be accepted']);
    expect(uploads).toHaveLength(1);
    expect(within(dialog).getByText('odd.mp3 (4 KB)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notification sound' })).toHaveTextContent(
      'No custom sound yet',
    );
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('checks the address, keeps what was typed on an error, and saves a valid one', async () => {
    const { urlSaves, user } = openSection();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Use a web address' }));
    const address = within(dialog).getByRole('textbox', { name: 'Sound address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save sound' }));
    await expectAlert(user, ['URL is required']);

    await fill(user, address, 'ftp://cdn.example.com/ding.mp3');
    await user.click(within(dialog).getByRole('button', { name: 'Save sound' }));
    await expectAlert(user, ['The URL is not valid. It should start with https://']);
    expect(address).toHaveValue('ftp://cdn.example.com/ding.mp3');
    expect(urlSaves).toHaveLength(0);

    await user.clear(address);
    await fill(user, address, ' https://cdn.example.com/ding.mp3 ');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Your notification sound is saved.')).toBeInTheDocument();
    expect(urlSaves).toEqual([{ url: 'https://cdn.example.com/ding.mp3' }]);
    expect(outerSubmit).not.toHaveBeenCalled();
    const section = screen.getByRole('region', { name: 'Notification sound' });
    expect(await within(section).findByLabelText('Current notification sound')).toHaveAttribute(
      'src',
      'https://cdn.example.com/ding.mp3',
    );
  });

  it('translates the server’s message, and Escape closes only the alert', async () => {
    const { user } = openSection({
      sound: 'https://cdn.example.com/old.mp3',
      answerUrl: () => failure(400, 'URL is required'),
    });
    const dialog = await openDialog(user);
    // The address in use is where editing starts.
    const address = within(dialog).getByRole('textbox', { name: 'Sound address' });
    expect(address).toHaveValue('https://cdn.example.com/old.mp3');
    await user.clear(address);
    await fill(user, address, 'https://cdn.example.com/new.mp3');
    await user.click(within(dialog).getByRole('button', { name: 'Save sound' }));
    expect(await screen.findByRole('dialog', { name: 'Ordering' })).toHaveTextContent(
      'URL is required',
    );
    await user.keyboard('{Escape}');
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ordering' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Custom sound' })).toBeInTheDocument();
    expect(address).toHaveValue('https://cdn.example.com/new.mp3');
    expect(screen.getByLabelText('Current notification sound')).toHaveAttribute(
      'src',
      'https://cdn.example.com/old.mp3',
    );
  });
});
