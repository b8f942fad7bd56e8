/**
 * The Behavior tab's form (spec 3 §2, §5): its values from the saved settings, its rules, and the
 * UpdatePublicBotSettings payload it sends. Pure but for reading a chosen file, which the payload needs as a
 * `data:` URL.
 */
import * as yup from 'yup';

import type { NumberFieldValue } from '@/components/form/FormikNumberInput';
import { type ImageChoice, imageChoiceSchema, isWebAddress, NO_IMAGE } from '@/components/form/image-choice';
import {
  domainList,
  EXAMPLE_PHRASE_COUNT,
  FIRST_EMBED_POSITION,
  isDomainList,
  isImageAddress,
  PUBLIC_BOT_LIMITS,
  type PublicBotPosition,
  type PublicBotSettings,
  type PublicChatbotConfig,
  type UpdatePublicBotSettingsFields,
} from '@/contracts/website-assistant';

import {
  WEBSITE_ASSISTANT_LABELS as LABELS,
  WEBSITE_ASSISTANT_MESSAGES,
  WEBSITE_ASSISTANT_TEXTS,
} from './messages';

export type PositionName = keyof PublicBotPosition;

export interface BehaviorValues extends Record<PositionName, NumberFieldValue> {
  botName: string;
  welcomeMessage: string;
  examplePhraseA: string;
  examplePhraseB: string;
  examplePhraseC: string;
  chatImage: ImageChoice;
  chatImageLink: string;
  domain: string;
  voiceEnabled: boolean;
  bubbles: boolean;
  continuousListening: boolean;
  bigChatIcon: boolean;
  chatIcon: ImageChoice;
}

export const EXAMPLE_PHRASE_FIELDS = ['examplePhraseA', 'examplePhraseB', 'examplePhraseC'] as const;

const imageOf = (address: string): ImageChoice => (address ? { kind: 'url', url: address } : NO_IMAGE);

export function behaviorValuesOf({ allowed_domains, config }: PublicBotSettings): BehaviorValues {
  const [examplePhraseA = '', examplePhraseB = '', examplePhraseC = ''] = config.examplePhrases;
  return {
    botName: config.botName,
    welcomeMessage: config.welcomeMessage,
    examplePhraseA,
    examplePhraseB,
    examplePhraseC,
    chatImage: imageOf(config.chatImage),
    chatImageLink: config.chatImageLink,
    domain: allowed_domains.join(', '),
    voiceEnabled: config.voiceEnabled,
    bubbles: config.bubbles,
    continuousListening: config.continuousListening,
    bigChatIcon: config.bigChatIcon,
    chatIcon: imageOf(config.chatIcon),
    ...config.position,
  };
}

const { required, invalid } = WEBSITE_ASSISTANT_MESSAGES;
const text = (label: string, max: number, isRequired: boolean) => {
  const rule = yup.string().max(max, `${label} ${WEBSITE_ASSISTANT_TEXTS.tooLong(max)}`);
  return isRequired ? rule.trim().required(`${label} ${required}`) : rule;
};
const position = (label: string) =>
  yup
    .mixed<NumberFieldValue>()
    .test(
      'position',
      `${label} ${WEBSITE_ASSISTANT_TEXTS.notNumber}`,
      (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0,
    );

/** The kit's image rules, and a link the widget may load (https; the server checks the same). */
const imageSchema = (label: string, required: boolean) =>
  imageChoiceSchema({ label, required }).test(
    'image-address',
    `${label} ${WEBSITE_ASSISTANT_TEXTS.httpsImage}`,
    (choice) => choice?.kind !== 'url' || isImageAddress(choice.url.trim()),
  );

/**
 * Spec 3 §5: bot name, welcome message, the first example phrase and the domains are required (the spec's form
 * marks every field required but checks only these); every text has its limit; the domains are host patterns;
 * positions are whole pixels. Ours: the image link, when given, is a web address; the custom icon needs an icon.
 */
export const behaviorSchema = yup.object({
  botName: text(LABELS.botName, PUBLIC_BOT_LIMITS.botName, true),
  welcomeMessage: text(LABELS.welcomeMessage, PUBLIC_BOT_LIMITS.welcomeMessage, true),
  examplePhraseA: text(LABELS.examplePhrase(0), PUBLIC_BOT_LIMITS.examplePhrase, true),
  examplePhraseB: text(LABELS.examplePhrase(1), PUBLIC_BOT_LIMITS.examplePhrase, false),
  examplePhraseC: text(LABELS.examplePhrase(2), PUBLIC_BOT_LIMITS.examplePhrase, false),
  chatImage: imageSchema(LABELS.chatImage, false),
  chatImageLink: text(LABELS.chatImageLink, PUBLIC_BOT_LIMITS.chatImageLink, false).test(
    'web-address',
    `${LABELS.chatImageLink} ${invalid}`,
    (value) => !value?.trim() || isWebAddress(value.trim()),
  ),
  domain: text(LABELS.domain, PUBLIC_BOT_LIMITS.domains, true).test(
    'domains',
    `${LABELS.domain} ${invalid}`,
    (value) => !value?.trim() || isDomainList(value),
  ),
  chatIcon: imageSchema(LABELS.chatIcon, false).when('bigChatIcon', {
    is: true,
    then: () => imageSchema(LABELS.chatIcon, true),
  }),
  desktopRight: position(`${LABELS.desktopPosition}: ${LABELS.right}`),
  desktopBottom: position(`${LABELS.desktopPosition}: ${LABELS.bottom}`),
  mobileRight: position(`${LABELS.mobilePosition}: ${LABELS.right}`),
  mobileBottom: position(`${LABELS.mobilePosition}: ${LABELS.bottom}`),
});

/** Reads a chosen file as the `data:` URL the call carries. */
export type FileReaderFn = (file: File) => Promise<string>;

export const readAsDataUrl: FileReaderFn = (file) =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/** An image as the call's three fields: what is kept, a new file, or a new link (spec 3 §7). */
async function imageFields(choice: ImageChoice, saved: string, read: FileReaderFn) {
  if (choice.kind === 'file')
    return { kept: saved, file: await read(choice.file), link: '', name: choice.file.name };
  if (choice.kind === 'url') {
    const url = choice.url.trim();
    return url === saved
      ? { kept: saved, file: '', link: '', name: '' }
      : { kept: saved, file: '', link: url, name: '' };
  }
  return { kept: '', file: '', link: '', name: '' };
}

const pixels = (value: NumberFieldValue) => (value === '' ? 0 : value);

/** UpdatePublicBotSettings' fields for the form's values (spec 3 §7); `first` for the first embed (spec 3 §4). */
export async function behaviorFields(
  values: BehaviorValues,
  settings: PublicBotSettings,
  read: FileReaderFn = readAsDataUrl,
): Promise<Omit<UpdatePublicBotSettingsFields, 'Skill'>> {
  const image = await imageFields(values.chatImage, settings.config.chatImage, read);
  const icon = await imageFields(values.chatIcon, settings.config.chatIcon, read);
  return {
    GUID: settings.GUID,
    botName: values.botName.trim(),
    welcomeMessage: values.welcomeMessage.trim(),
    examplePhrases: EXAMPLE_PHRASE_FIELDS.map((name) => values[name].trim()).slice(0, EXAMPLE_PHRASE_COUNT),
    chatImage: image.kept,
    chatImageNew: image.file,
    imageURL: image.link,
    imageName: image.name,
    chatImageLink: values.chatImageLink.trim(),
    voiceEnabled: values.voiceEnabled,
    bubbles: values.bubbles,
    bigChatIcon: values.bigChatIcon,
    chatIcon: icon.kept,
    chatIconNew: icon.file,
    iconURL: icon.link,
    iconName: icon.name,
    continuousListening: values.continuousListening,
    allowedDomains: domainList(values.domain),
    desktopRight: pixels(values.desktopRight),
    desktopBottom: pixels(values.desktopBottom),
    mobileRight: pixels(values.mobileRight),
    mobileBottom: pixels(values.mobileBottom),
  };
}

/** The first embed's settings (spec 3 §4): the saved ones, all four positions 10, and the first flag. */
export async function firstEmbedFields(
  settings: PublicBotSettings,
): Promise<Omit<UpdatePublicBotSettingsFields, 'Skill'>> {
  return {
    ...(await behaviorFields(behaviorValuesOf(settings), settings)),
    desktopRight: FIRST_EMBED_POSITION,
    desktopBottom: FIRST_EMBED_POSITION,
    mobileRight: FIRST_EMBED_POSITION,
    mobileBottom: FIRST_EMBED_POSITION,
    first: true,
  };
}

/**
 * The settings as the Behavior tab's draft would make them, for the live preview: the texts as typed, the toggles,
 * the images by the addresses given for their choices (a chosen file's local address, before upload).
 * Positions stay the saved ones: the preview draws the launcher where its own frames have room.
 */
export function previewConfigOf(
  config: PublicChatbotConfig,
  values: BehaviorValues,
  images: { chatImage: string; chatIcon: string },
): PublicChatbotConfig {
  return {
    ...config,
    botName: values.botName,
    welcomeMessage: values.welcomeMessage,
    examplePhrases: EXAMPLE_PHRASE_FIELDS.map((field) => values[field]),
    chatImage: images.chatImage,
    chatImageLink: values.chatImageLink,
    voiceEnabled: values.voiceEnabled,
    bubbles: values.bubbles,
    continuousListening: values.continuousListening,
    bigChatIcon: values.bigChatIcon,
    chatIcon: images.chatIcon,
  };
}
