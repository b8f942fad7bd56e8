import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';

import { IMAGE_MAX_BYTES } from '@/components/form/image-choice';
import { DEFAULT_COLOURS, type PublicBotSettings } from '@/contracts/website-assistant';

import {
  behaviorFields,
  behaviorSchema,
  type BehaviorValues,
  behaviorValuesOf,
  firstEmbedFields,
  previewConfigOf,
} from './behavior';

const settings: PublicBotSettings = {
  GUID: 'guid-1',
  allowed_domains: ['example.com', '*.example.org'],
  bot_file_name: '',
  config: {
    botName: 'Ava',
    welcomeMessage: 'Hello!',
    examplePhrases: ['Reset my password', 'Opening hours', ''],
    chatImage: 'https://cdn.example.com/ava.png',
    chatImageLink: 'https://example.com',
    chatIcon: '',
    bigChatIcon: false,
    voiceEnabled: true,
    bubbles: false,
    continuousListening: false,
    cues: [],
    position: { desktopBottom: 0, desktopRight: 0, mobileBottom: 0, mobileRight: 0 },
    color: DEFAULT_COLOURS,
    botID: 'bot-1',
  },
};
const valid = behaviorValuesOf(settings);

/** The first message for each field a value breaks, as the form shows them. */
async function problems(values: BehaviorValues): Promise<Record<string, string>> {
  try {
    await behaviorSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) found[inner.path ?? ''] ??= inner.message;
    return found;
  }
}

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('the Behavior tab’s rules (spec 3 §5)', () => {
  it('takes the saved settings as they are', async () => {
    expect(await problems(valid)).toEqual({});
    expect(valid.domain).toBe('example.com, *.example.org');
  });

  it.each<[Partial<BehaviorValues>, string, string]>([
    [{ botName: ' ' }, 'botName', 'Bot name is required'],
    [{ botName: 'x'.repeat(31) }, 'botName', 'Bot name at most 30 characters'],
    [{ welcomeMessage: '' }, 'welcomeMessage', 'Welcome message is required'],
    [{ welcomeMessage: 'x'.repeat(1001) }, 'welcomeMessage', 'Welcome message at most 1000 characters'],
    [{ examplePhraseA: '' }, 'examplePhraseA', 'Example phrase 1 is required'],
    [{ examplePhraseC: 'x'.repeat(101) }, 'examplePhraseC', 'Example phrase 3 at most 100 characters'],
    [{ chatImageLink: 'javascript:alert(1)' }, 'chatImageLink', 'Chat image link invalid'],
    [{ chatImageLink: 'x'.repeat(201) }, 'chatImageLink', 'Chat image link at most 200 characters'],
    [{ domain: '' }, 'domain', 'Allowed domains is required'],
    [{ domain: 'https://example.com' }, 'domain', 'Allowed domains invalid'],
    [{ domain: 'example.com,' }, 'domain', 'Allowed domains invalid'],
    [{ domain: `${'a'.repeat(297)}.com` }, 'domain', 'Allowed domains at most 300 characters'],
    [
      { desktopRight: '' },
      'desktopRight',
      'Desktop position: Distance from right (px) must be a number of pixels',
    ],
    [
      { mobileBottom: -1 },
      'mobileBottom',
      'Mobile position: Distance from bottom (px) must be a number of pixels',
    ],
    [
      { chatImage: { kind: 'file', file: file('ava.gif', 10) } },
      'chatImage',
      'Chat image has to be a .jpg/.png/.bmp/.svg file',
    ],
    [
      { chatImage: { kind: 'file', file: file('ava.png', IMAGE_MAX_BYTES + 1) } },
      'chatImage',
      'The image you uploaded is larger than the 1MB filesize limit. Please reduce the filesize and try again.',
    ],
    [{ bigChatIcon: true }, 'chatIcon', 'Chat circle icon is required'],
    [
      { chatImage: { kind: 'url', url: 'http://cdn.example.com/a.png' } },
      'chatImage',
      'Chat image must be an https:// address',
    ],
  ])('%j: %s says “%s”', async (change, field, message) => {
    expect(await problems({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('checks only the first example phrase for presence, as the spec’s form does', async () => {
    expect(await problems({ ...valid, examplePhraseB: '', examplePhraseC: '' })).toEqual({});
  });
});

describe('UpdatePublicBotSettings’ fields (spec 3 §7)', () => {
  const read = (chosen: File) => Promise.resolve(`data:image/png;base64,${chosen.name}`);

  it('sends the kept image unchanged, a new file as a data: URL with its name, or a new link', async () => {
    const kept = await behaviorFields(valid, settings, read);
    expect(kept).toMatchObject({
      GUID: 'guid-1',
      chatImage: settings.config.chatImage,
      chatImageNew: '',
      imageURL: '',
      imageName: '',
      examplePhrases: ['Reset my password', 'Opening hours', ''],
      allowedDomains: ['example.com', '*.example.org'],
      desktopRight: 0,
    });
    const uploaded = await behaviorFields(
      { ...valid, chatImage: { kind: 'file', file: file('new.png', 10) } },
      settings,
      read,
    );
    expect(uploaded).toMatchObject({ chatImageNew: 'data:image/png;base64,new.png', imageName: 'new.png' });
    const linked = await behaviorFields(
      { ...valid, chatImage: { kind: 'url', url: ' https://cdn.example.com/b.png ' } },
      settings,
      read,
    );
    expect(linked).toMatchObject({ imageURL: 'https://cdn.example.com/b.png', chatImageNew: '' });
    const removed = await behaviorFields({ ...valid, chatImage: { kind: 'none' } }, settings, read);
    expect(removed).toMatchObject({ chatImage: '', imageURL: '', chatImageNew: '' });
  });

  it('embeds a first time with the saved settings, all four positions 10 and the first flag (spec 3 §4)', async () => {
    expect(await firstEmbedFields(settings)).toMatchObject({
      botName: 'Ava',
      desktopRight: 10,
      desktopBottom: 10,
      mobileRight: 10,
      mobileBottom: 10,
      first: true,
    });
  });
});

describe('the live preview’s settings (previewConfigOf)', () => {
  it('shows the draft as typed, the images by the addresses given, and keeps what the tab does not edit', () => {
    const draft: BehaviorValues = {
      ...valid,
      botName: 'Ava (draft)',
      welcomeMessage: '',
      examplePhraseB: 'Where do I park?',
      bubbles: true,
      bigChatIcon: true,
    };
    const preview = previewConfigOf(settings.config, draft, {
      chatImage: 'blob:http://localhost/1',
      chatIcon: 'https://cdn.example.com/icon.png',
    });
    expect(preview).toMatchObject({
      botName: 'Ava (draft)',
      // Shown even when invalid: the preview follows the keystrokes, the form says what is wrong.
      welcomeMessage: '',
      examplePhrases: ['Reset my password', 'Where do I park?', ''],
      bubbles: true,
      bigChatIcon: true,
      chatImage: 'blob:http://localhost/1',
      chatIcon: 'https://cdn.example.com/icon.png',
      color: settings.config.color,
      position: settings.config.position,
      cues: settings.config.cues,
    });
  });
});
