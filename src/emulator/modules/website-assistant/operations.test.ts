/**
 * The website assistant's operations through the portal's own gateway client, as each kind of caller: the seeded
 * settings, what each update changes (exactly what it sends), the first embed, the images, every field rule the
 * server checks (a refused call changes nothing), and rights and isolation (attack tests). Nothing here depends on
 * the date or the zone: the emulator's clock is pinned and no assertion reads it.
 */
import { signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import { createSkill, getTenantSkill } from '@/contracts/auth';
import { generatePublicChatbotSnippet } from '@/contracts/connections';
import * as contract from '@/contracts/website-assistant';
import {
  COLOUR_KEYS,
  type Cue,
  CUE_RULE_TYPES,
  DEFAULT_COLOURS,
  FIRST_EMBED_POSITION,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE,
  PUBLIC_BOT_LIMITS,
  type PublicBotSettings,
  type UpdatePublicBotSettingsFields,
} from '@/contracts/website-assistant';

import { withAnyFields } from '@tests/operations';

import { switchTo, withPortalGateway } from '../../core/gateway/test-support';
import { bytesToBase64 } from '../../core/protocol/s3-rest';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION, SPECIAL_ACCOUNTS } from '../../seed';
import { tenantMatcher, understand } from '../lex/bot';

import { NO_SUCH_BOT, UPLOAD_REFUSED } from './operations';
import { DEMO_EXAMPLE_PHRASES, SEEDED_BOT_GUIDS } from './seed';

const cloud = withPortalGateway();

const { administrator, user: member } = DEMO_ACCOUNTS;
const DEMO = { Skill: DEMO_SKILL.ID, GUID: SEEDED_BOT_GUIDS.demo };
const OTHER = { Skill: OTHER_ORGANISATION.skill.ID, GUID: SEEDED_BOT_GUIDS.other };

const read = (Skill = DEMO_SKILL.ID) =>
  cloud.gateway.send(contract.getPublicBotSettings, { Skill }).then((reply) => reply.data);

/** What the emulated cloud keeps: the bots and the stored objects (a refused call must change neither). */
const kept = () =>
  structuredClone({ bots: cloud.context.db.state.websiteAssistant, s3: cloud.context.db.state.s3 });

/** UpdatePublicBotSettings' fields as the page sends them for these settings when nothing is changed. */
function settingsFields(settings: PublicBotSettings, Skill = DEMO_SKILL.ID): UpdatePublicBotSettingsFields {
  const { config } = settings;
  return {
    Skill,
    GUID: settings.GUID,
    botName: config.botName,
    welcomeMessage: config.welcomeMessage,
    examplePhrases: config.examplePhrases,
    chatImage: config.chatImage,
    chatImageNew: '',
    imageURL: '',
    imageName: '',
    chatImageLink: config.chatImageLink,
    voiceEnabled: config.voiceEnabled,
    bubbles: config.bubbles,
    bigChatIcon: config.bigChatIcon,
    chatIcon: config.chatIcon,
    chatIconNew: '',
    iconURL: '',
    iconName: '',
    continuousListening: config.continuousListening,
    allowedDomains: settings.allowed_domains,
    ...config.position,
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file of `size` bytes that starts like a PNG. */
const pngBytes = (size = 64) =>
  Uint8Array.from({ length: size }, (_, index) => PNG_SIGNATURE[index] ?? index % 251);
const dataUrl = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${bytesToBase64(bytes)}`;
const text = (value: string) => new TextEncoder().encode(value);

/** The stored objects of the public bucket under the organisation's public-bot prefix. */
const botObjects = (tenant = DEMO_TENANT) =>
  Object.keys(cloud.context.db.state.s3.buckets[cloud.context.config.profilePictureBucket] ?? {}).filter(
    (key) => key.startsWith(`public-bot/${tenant}/`),
  );

describe(contract.getPublicBotSettings.apiCall, () => {
  it('answers the demo organisation’s seeded bot to any member', async () => {
    await switchTo(member);
    const settings = await read();
    expect(settings.GUID).toBe(SEEDED_BOT_GUIDS.demo);
    expect(settings.bot_file_name).toBe('');
    expect(settings.allowed_domains).toContain('localhost');
    expect(settings.allowed_domains.every((domain) => contract.HOST_PATTERN.test(domain))).toBe(true);
    expect(settings.config).toMatchObject({
      botName: 'Ava from Demo Organisation',
      examplePhrases: [...DEMO_EXAMPLE_PHRASES],
      chatImage: '',
      chatIcon: '',
      position: { desktopBottom: 0, desktopRight: 0, mobileBottom: 0, mobileRight: 0 },
      color: DEFAULT_COLOURS,
      botID: DEMO_SKILL.lex_bot_name,
    });
    expect(settings.config.botName.length).toBeLessThanOrEqual(PUBLIC_BOT_LIMITS.botName);
    expect(settings.config.cues.map((cue) => cue.ruleType)).toEqual([
      'default',
      'currentUrlContains',
      'currentUrlMatches',
    ]);
    await switchTo(administrator);
    expect(await read()).toEqual(settings);
  });

  it('names the same bot as the connector card’s snippet (spec 2 §3: one snippet)', async () => {
    await switchTo(administrator);
    const snippet = await cloud.gateway.send(generatePublicChatbotSnippet, { Skill: DEMO_SKILL.ID });
    expect(snippet.data?.GUID).toBe((await read()).GUID);
    await expect(
      cloud.gateway.send(generatePublicChatbotSnippet, { Skill: OTHER_ORGANISATION.skill.ID }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('offers example phrases and cue utterances that the demo bot answers', () => {
    const matcher = tenantMatcher(cloud.context, DEMO_TENANT, DEMO_SKILL);
    const { config } = cloud.context.db.state.websiteAssistant.bots.find(
      (bot) => bot.skillId === DEMO_SKILL.ID,
    )!.settings;
    const said = [
      ...config.examplePhrases,
      ...config.cues.flatMap((cue) => (cue.sendUtterance ? [cue.utteranceMessage] : [])),
    ];
    expect(said.length).toBeGreaterThan(3);
    for (const phrase of said) expect(understand(phrase, matcher).kind, phrase).toBe('match');
  });

  it('gives a skill without a bot (a new organisation’s) one on its first read, the same one after', async () => {
    const account = SPECIAL_ACCOUNTS.newAdministrator;
    await switchTo(account);
    await cloud.gateway.send(createSkill, {
      FormParams: {
        appId: '',
        name: 'New assistant',
        invocationName: '',
        description: '',
        createAlexaSkillToggle: false,
      },
    });
    const skill = (await cloud.gateway.send(getTenantSkill)).data!;
    const first = await read(skill.ID);
    expect(first).toMatchObject({ allowed_domains: [], bot_file_name: '' });
    expect(first.config).toMatchObject({ cues: [], color: DEFAULT_COLOURS, botID: skill.lex_bot_name });
    expect(first.GUID).not.toBe(SEEDED_BOT_GUIDS.demo);
    expect(await read(skill.ID)).toEqual(first);
    expect(
      cloud.context.db.state.websiteAssistant.bots.filter((bot) => bot.tenant === account.tenant),
    ).toHaveLength(1);
  });
});

describe(contract.updatePublicBotSettings.apiCall, () => {
  it('changes exactly what it sends, and the next read shows it', async () => {
    await switchTo(administrator);
    const before = await read();
    const changed = {
      botName: 'Ava',
      welcomeMessage: 'Hello there.',
      examplePhrases: ['Open a support ticket', 'Where can I park at the office?', ''],
      chatImageLink: 'https://www.demo-organisation.example/support',
      voiceEnabled: false,
      bubbles: false,
      bigChatIcon: true,
      continuousListening: true,
    };
    const reply = await cloud.gateway.send(contract.updatePublicBotSettings, {
      ...settingsFields(before),
      ...changed,
      allowedDomains: ['localhost', '*.demo-organisation.example'],
      desktopBottom: 12,
      desktopRight: 0,
      mobileBottom: 999_999,
      mobileRight: 3,
    });
    const expected: PublicBotSettings = {
      ...before,
      allowed_domains: ['localhost', '*.demo-organisation.example'],
      config: {
        ...before.config,
        ...changed,
        position: { desktopBottom: 12, desktopRight: 0, mobileBottom: 999_999, mobileRight: 3 },
      },
    };
    expect(reply).toEqual({ code: 200, data: expected });
    expect(await read()).toEqual(expected);
    // Another organisation's bot is untouched.
    await switchTo(OTHER_ORGANISATION.administrator);
    expect((await read(OTHER.Skill)).config.botName).toBe('Harbour Helper');
  });

  it('writes the bot file on the first embed, once', async () => {
    await switchTo(member);
    const before = await read();
    const first = await cloud.gateway.send(contract.updatePublicBotSettings, {
      ...settingsFields(before),
      desktopBottom: FIRST_EMBED_POSITION,
      desktopRight: FIRST_EMBED_POSITION,
      mobileBottom: FIRST_EMBED_POSITION,
      mobileRight: FIRST_EMBED_POSITION,
      first: true,
    });
    expect(first.data.bot_file_name).toBe(`${before.GUID}.js`);
    expect(first.data.config.position).toEqual({
      desktopBottom: 10,
      desktopRight: 10,
      mobileBottom: 10,
      mobileRight: 10,
    });
    expect(await read()).toEqual(first.data);
    const again = await cloud.gateway.send(contract.updatePublicBotSettings, {
      ...settingsFields(first.data),
      first: true,
    });
    expect(again.data).toEqual(first.data);
  });

  it('keeps an administrator’s new image in the public bucket, replaces it, links and removes images', async () => {
    await switchTo(administrator);
    const before = await read();
    const bytes = pngBytes(IMAGE_MAX_BYTES);
    const uploaded = await cloud.gateway.send(contract.updatePublicBotSettings, {
      ...settingsFields(before),
      chatImageNew: dataUrl(bytes),
      imageName: 'Ava.PNG',
      chatIconNew: dataUrl(text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), ''),
      iconName: 'launcher.svg',
    });
    const { chatImage, chatIcon } = uploaded.data.config;
    expect(chatImage).toMatch(
      new RegExp(
        `^https://s3\\.[a-z0-9-]+\\.amazonaws\\.com/${cloud.context.config.profilePictureBucket}/public-bot/`,
      ),
    );
    expect(uploaded.data).toEqual({ ...before, config: { ...before.config, chatImage, chatIcon } });
    // Served to anyone (a visitor's page), as the type its name says.
    const image = await fetch(chatImage);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
    expect((await fetch(chatIcon)).headers.get('content-type')).toBe('image/svg+xml');
    expect(botObjects()).toHaveLength(2);

    // Sending the current addresses changes nothing; a new file replaces the old one, whose object goes.
    const same = await cloud.gateway.send(contract.updatePublicBotSettings, settingsFields(uploaded.data));
    expect(same.data).toEqual(uploaded.data);
    const replaced = await cloud.gateway.send(contract.updatePublicBotSettings, {
      ...settingsFields(uploaded.data),
      chatImageNew: dataUrl(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'image/jpeg'),
      imageName: 'ava.jpeg',
    });
    expect(replaced.data.config.chatImage).toMatch(/\.jpg$/);
    expect(replaced.data.config.chatIcon).toBe(chatIcon);
    expect(botObjects()).toHaveLength(2);
    expect((await fetch(chatImage)).status).toBe(404);

    // A link replaces a file; '' removes an image.
    const linked = await cloud.gateway.send(contract.updatePublicBotSettings, {
      ...settingsFields(replaced.data),
      imageURL: 'https://cdn.demo-organisation.example/ava.png',
      chatIcon: '',
    });
    expect(linked.data.config).toMatchObject({
      chatImage: 'https://cdn.demo-organisation.example/ava.png',
      chatIcon: '',
    });
    expect(botObjects()).toEqual([]);
    const local = await cloud.gateway.send(contract.updatePublicBotSettings, {
      ...settingsFields(linked.data),
      iconURL: 'http://localhost:5173/icon.bmp',
    });
    expect(local.data.config.chatIcon).toBe('http://localhost:5173/icon.bmp');
    expect(await read()).toEqual(local.data);
  });
});

describe(`${contract.updatePublicBotColours.apiCall} and ${contract.updatePublicBotCues.apiCall}`, () => {
  const colours = { ...DEFAULT_COLOURS, primary: '#123ABC', userMessageText: '#000000' };
  const cues: Cue[] = [
    {
      name: 'Checkout',
      message: 'Trouble paying?',
      ruleType: 'currentUrlRegex',
      URL: '^https://shop\\.example/checkout(/.*)?$',
      sendUtterance: true,
      utteranceMessage: 'Open a support ticket',
      priority: contract.CUE_PRIORITY_MAX,
      timeOnPage: contract.CUE_TIME_ON_PAGE_MAX,
      stayClosed: false,
    },
    {
      name: 'Home',
      message: 'Welcome!',
      ruleType: 'currentUrlEqual',
      URL: 'https://shop.example/',
      sendUtterance: false,
      utteranceMessage: '',
    },
    {
      name: 'Idle',
      message: 'Still there?',
      ruleType: '',
      URL: '',
      sendUtterance: false,
      utteranceMessage: '',
    },
  ];

  it('change the colours, then the cues, each leaving the rest as it was', async () => {
    await switchTo(member);
    const before = await read();
    const coloured = await cloud.gateway.send(contract.updatePublicBotColours, { ...DEMO, ...colours });
    expect(coloured.data).toEqual({ ...before, config: { ...before.config, color: colours } });
    const cued = await cloud.gateway.send(contract.updatePublicBotCues, { ...DEMO, cues });
    expect(cued.data).toEqual({ ...coloured.data, config: { ...coloured.data.config, cues } });
    // Optional fields left out stay out.
    expect(Object.keys(cued.data.config.cues[1]!)).not.toContain('priority');
    expect(await read()).toEqual(cued.data);
    const none = await cloud.gateway.send(contract.updatePublicBotCues, { ...DEMO, cues: [] });
    expect(none.data.config.cues).toEqual([]);
  });
});

/** Sends `call` for each bad change and expects 400 each time, naming the field; nothing may change. */
async function expectEachRefused(
  changes: readonly Record<string, unknown>[],
  call: (change: Record<string, unknown>) => Promise<unknown>,
  named: (change: Record<string, unknown>) => RegExp,
) {
  const before = kept();
  for (const change of changes) {
    const refusal = call(change);
    await expect(refusal, JSON.stringify(change).slice(0, 200)).rejects.toMatchObject({ status: 400 });
    const error = (await refusal.catch((caught: unknown) => caught)) as { message: string; field?: string };
    expect(`${error.field ?? ''} ${error.message}`, JSON.stringify(change).slice(0, 200)).toMatch(
      named(change),
    );
  }
  expect(kept()).toEqual(before);
}

/** The first field a change names: its refusal must name it. */
const firstKey = (change: Record<string, unknown>) => new RegExp(Object.keys(change)[0] ?? '');

describe('every field rule (400, naming the field; a refused call changes nothing)', () => {
  it(`${contract.updatePublicBotSettings.apiCall}: each bad change alone`, async () => {
    await switchTo(administrator);
    const valid = settingsFields(await read());
    const long = (length: number) => 'x'.repeat(length);
    const svg = (body: string) => dataUrl(text(body), 'image/svg+xml');
    await expectEachRefused(
      [
        { Skill: '' },
        { GUID: '' },
        { botName: '' },
        { botName: long(PUBLIC_BOT_LIMITS.botName + 1) },
        { welcomeMessage: '   ' },
        { welcomeMessage: long(PUBLIC_BOT_LIMITS.welcomeMessage + 1) },
        { examplePhrases: ['', 'Open a support ticket', ''] },
        { examplePhrases: [] },
        { examplePhrases: ['a', 'b', 'c', 'd'] },
        { examplePhrases: ['a', long(PUBLIC_BOT_LIMITS.examplePhrase + 1), ''] },
        { examplePhrases: 'a,b,c' },
        { examplePhrases: ['a', 2, 'c'] },
        { chatImageLink: `https://example.com/${long(PUBLIC_BOT_LIMITS.chatImageLink)}` },
        { chatImageLink: 'javascript:alert(1)' },
        { chatImageLink: 'data:text/html,<script>alert(1)</script>' },
        { chatImageLink: 'www.example.com' },
        { allowedDomains: [] },
        { allowedDomains: 'localhost' },
        { allowedDomains: ['localhost', 'not a domain'] },
        { allowedDomains: ['localhost,example.com'] },
        { allowedDomains: ['https://example.com'] },
        { allowedDomains: ['example.com:8080'] },
        { allowedDomains: Array.from({ length: 30 }, (_, index) => `shop${index}.example.com`) },
        { desktopBottom: -1 },
        { desktopRight: 1_000_000 },
        { mobileBottom: 1.5 },
        { mobileRight: 'ten' },
        { desktopBottom: '' },
        { desktopRight: null },
        { mobileBottom: '1e3' },
        { imageURL: 'javascript:alert(1)' },
        { imageURL: 'data:image/png;base64,iVBORw0KGgo=' },
        { imageURL: 'http://example.com/ava.png' },
        { imageURL: 'ftp://example.com/ava.png' },
        { imageURL: 'https://' },
        { iconURL: 'javascript:alert(1)' },
        { iconURL: 'http://127.0.0.1/icon.png' },
        { chatImage: 'https://evil.example/ava.png' },
        { chatIcon: 'javascript:alert(1)' },
        { chatImageNew: dataUrl(pngBytes()), imageName: '' },
        { imageName: 'ava.gif', chatImageNew: dataUrl(pngBytes()) },
        { imageName: 'ava', chatImageNew: dataUrl(pngBytes()) },
        { imageName: 'ava.constructor', chatImageNew: dataUrl(pngBytes()) },
        { chatImageNew: 'https://example.com/ava.png', imageName: 'ava.png' },
        { chatImageNew: 'data:image/png;base64,***', imageName: 'ava.png' },
        { chatImageNew: 'data:image/png;base64,', imageName: 'ava.png' },
        { chatImageNew: dataUrl(pngBytes(IMAGE_MAX_BYTES + 1)), imageName: 'ava.png' },
        { chatImageNew: dataUrl(text('<html><script>alert(1)</script></html>')), imageName: 'ava.png' },
        { chatImageNew: dataUrl(pngBytes()), imageName: 'ava.jpg' },
        { chatImageNew: dataUrl(pngBytes()), imageName: 'ava.bmp' },
        { chatImageNew: svg('<html><body onload="alert(1)"></body></html>'), imageName: 'ava.svg' },
        { chatIconNew: dataUrl(pngBytes()), iconName: 'icon.webp' },
        { chatIconNew: svg('not an image'), iconName: 'icon.svg' },
      ],
      (change) =>
        cloud.gateway.send(withAnyFields(contract.updatePublicBotSettings), { ...valid, ...change }),
      (change) => {
        const field = Object.keys(change)[0] ?? '';
        // An image's refusal names its name's field or its file's, whichever is wrong.
        if (field === 'chatImageNew' || field === 'imageName') return /chatImageNew|imageName/;
        if (field === 'chatIconNew' || field === 'iconName') return /chatIconNew|iconName/;
        return new RegExp(field);
      },
    );
  });

  it('says the spec’s words for an image over 1 MB', async () => {
    await switchTo(administrator);
    await expect(
      cloud.gateway.send(contract.updatePublicBotSettings, {
        ...settingsFields(await read()),
        chatImageNew: dataUrl(pngBytes(IMAGE_MAX_BYTES + 1)),
        imageName: 'ava.png',
      }),
    ).rejects.toMatchObject({ status: 400, field: 'chatImageNew', message: IMAGE_TOO_LARGE });
  });

  it(`${contract.updatePublicBotColours.apiCall}: each colour missing or not #rrggbb`, async () => {
    await switchTo(member);
    await expectEachRefused(
      COLOUR_KEYS.flatMap((key) => [
        { [key]: undefined },
        { [key]: 'red' },
        { [key]: '#12345' },
        { [key]: '#1234567' },
        { [key]: 'rgb(0, 0, 0)' },
      ]),
      (change) =>
        cloud.gateway.send(withAnyFields(contract.updatePublicBotColours), {
          ...DEMO,
          ...DEFAULT_COLOURS,
          ...change,
        }),
      firstKey,
    );
  });

  it(`${contract.updatePublicBotCues.apiCall}: each bad cue alone`, async () => {
    await switchTo(member);
    const seeded = (await read()).config.cues;
    const valid: Cue = {
      name: 'Extra',
      message: 'Hi',
      ruleType: 'currentUrlContains',
      URL: '/help',
      sendUtterance: false,
      utteranceMessage: '',
    };
    const withCue = (change: Record<string, unknown>) => [...seeded, { ...valid, ...change }];
    await expectEachRefused(
      [
        { cues: 'Welcome' },
        { cues: ['Welcome'] },
        {
          cues: Array.from({ length: PUBLIC_BOT_LIMITS.cues + 1 }, (_, index) => ({
            ...valid,
            name: `Cue ${index}`,
          })),
        },
        { cues: withCue({ name: '' }) },
        { cues: withCue({ name: 'x'.repeat(PUBLIC_BOT_LIMITS.cueName + 1) }) },
        { cues: withCue({ name: seeded[0]!.name }) },
        { cues: withCue({ message: ' ' }) },
        { cues: withCue({ message: 'x'.repeat(PUBLIC_BOT_LIMITS.cueMessage + 1) }) },
        { cues: withCue({ ruleType: 'sometimes' }) },
        ...CUE_RULE_TYPES.filter((type) => type !== 'default').map((ruleType) => ({
          cues: withCue({ ruleType, URL: '' }),
        })),
        { cues: withCue({ URL: `/${'x'.repeat(PUBLIC_BOT_LIMITS.cueUrl)}` }) },
        { cues: withCue({ ruleType: 'currentUrlRegex', URL: '(unclosed' }) },
        { cues: withCue({ sendUtterance: true, utteranceMessage: '' }) },
        {
          cues: withCue({
            sendUtterance: true,
            utteranceMessage: 'x'.repeat(PUBLIC_BOT_LIMITS.cueMessage + 1),
          }),
        },
        { cues: withCue({ priority: -1 }) },
        { cues: withCue({ priority: contract.CUE_PRIORITY_MAX + 1 }) },
        { cues: withCue({ priority: 1.5 }) },
        { cues: withCue({ priority: 'high' }) },
        { cues: withCue({ timeOnPage: -1 }) },
        { cues: withCue({ timeOnPage: contract.CUE_TIME_ON_PAGE_MAX + 1 }) },
        { cues: withCue({ timeOnPage: '' }) },
      ],
      (change) => cloud.gateway.send(withAnyFields(contract.updatePublicBotCues), { ...DEMO, ...change }),
      () => /cues/,
    );
  });
});

describe('rights and isolation', () => {
  const calls = (fields: { Skill: string; GUID: string }, settings: PublicBotSettings) => [
    () =>
      cloud.gateway.send(contract.updatePublicBotSettings, {
        ...settingsFields(settings, fields.Skill),
        ...fields,
      }),
    () => cloud.gateway.send(contract.updatePublicBotColours, { ...fields, ...DEFAULT_COLOURS }),
    () => cloud.gateway.send(contract.updatePublicBotCues, { ...fields, cues: [] }),
  ];

  it('lets a member change the settings but not upload an image (403, nothing changed)', async () => {
    await switchTo(member);
    const settings = await read();
    const before = kept();
    for (const upload of [
      { chatImageNew: dataUrl(pngBytes()), imageName: 'ava.png' },
      { chatIconNew: dataUrl(pngBytes()), iconName: 'icon.png' },
      // Refused for who sends it, before what it is is looked at.
      { chatImageNew: 'not even a data URL', imageName: 'x' },
    ]) {
      await expect(
        cloud.gateway.send(contract.updatePublicBotSettings, {
          ...settingsFields(settings),
          botName: 'Changed',
          ...upload,
        }),
      ).rejects.toMatchObject({ status: 403, message: UPLOAD_REFUSED });
    }
    expect(kept()).toEqual(before);
    // A link is not an upload: a member may set one.
    const linked = await cloud.gateway.send(contract.updatePublicBotSettings, {
      ...settingsFields(settings),
      imageURL: 'https://cdn.demo-organisation.example/ava.png',
    });
    expect(linked.data.config.chatImage).toBe('https://cdn.demo-organisation.example/ava.png');
  });

  it('refuses another organisation’s skill (403) and GUID (404, as an unknown one), changing nothing', async () => {
    await switchTo(administrator);
    const settings = await read();
    const before = kept();
    await expect(read(OTHER.Skill)).rejects.toMatchObject({ status: 403 });
    await expect(read('no-such-skill')).rejects.toMatchObject({ status: 404 });
    for (const call of calls(OTHER, settings)) await expect(call()).rejects.toMatchObject({ status: 403 });
    for (const call of calls({ Skill: OTHER.Skill, GUID: DEMO.GUID }, settings))
      await expect(call()).rejects.toMatchObject({ status: 403 });
    for (const guid of [OTHER.GUID, 'd3a0b075-0000-4000-8000-00000000ffff']) {
      for (const call of calls({ Skill: DEMO.Skill, GUID: guid }, settings))
        await expect(call()).rejects.toMatchObject({ status: 404, message: NO_SUCH_BOT });
    }
    expect(kept()).toEqual(before);

    // The other organisation sees its own bot, never the demo's.
    await switchTo(OTHER_ORGANISATION.user);
    const theirs = await read(OTHER.Skill);
    expect(theirs.GUID).toBe(OTHER.GUID);
    expect(theirs.config.botName).not.toBe(settings.config.botName);
    await expect(read(DEMO.Skill)).rejects.toMatchObject({ status: 403 });
    for (const call of calls(DEMO, settings)) await expect(call()).rejects.toMatchObject({ status: 403 });
    expect(kept()).toEqual(before);
  });

  it('refuses a caller without a session (401)', async () => {
    await switchTo(administrator);
    const settings = await read();
    await signOut();
    const before = kept();
    await expect(read()).rejects.toMatchObject({ status: 401 });
    for (const call of calls(DEMO, settings)) await expect(call()).rejects.toMatchObject({ status: 401 });
    expect(kept()).toEqual(before);
  });
});
