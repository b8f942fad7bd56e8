/**
 * The cue dialog's form (spec 3 §2, §4, §5): its values from a cue, its rules, and the cue it saves. A cue is
 * keyed by its name, so a name another cue holds is refused.
 */
import * as yup from 'yup';

import type { NumberFieldValue } from '@/components/form/FormikNumberInput';
import {
  type Cue,
  CUE_PRIORITY_MAX,
  CUE_TIME_ON_PAGE_MAX,
  PUBLIC_BOT_LIMITS,
  URL_RULE_TYPES,
} from '@/contracts/website-assistant';
import { regularExpression } from '@/lib/cue-rules';

import {
  WEBSITE_ASSISTANT_LABELS as LABELS,
  WEBSITE_ASSISTANT_MESSAGES,
  WEBSITE_ASSISTANT_TEXTS as TEXTS,
} from './messages';

/** A cue as the dialog edits it: every field present, the numbers as their inputs hold them ('' while emptied). */
export type CueValues = Required<Omit<Cue, 'priority' | 'timeOnPage'>> & {
  priority: NumberFieldValue;
  timeOnPage: NumberFieldValue;
};

/** A new cue: every page, no utterance sent (spec 3 §4), priority 0, at once. */
export const NEW_CUE: CueValues = {
  name: '',
  message: '',
  ruleType: 'default',
  URL: '',
  sendUtterance: false,
  utteranceMessage: '',
  priority: 0,
  timeOnPage: 0,
  stayClosed: false,
};

export const cueValuesOf = (cue: Cue): CueValues => ({
  ...NEW_CUE,
  ...cue,
  priority: cue.priority ?? 0,
  timeOnPage: cue.timeOnPage ?? 0,
  stayClosed: cue.stayClosed ?? false,
});

/** Spec 3 §4: the URL is used only by the URL rule types (disabled for the others). */
export const usesUrl = (ruleType: Cue['ruleType']) => URL_RULE_TYPES.includes(ruleType);

const { required, invalid } = WEBSITE_ASSISTANT_MESSAGES;
const { cueColumns: COLUMNS } = LABELS;
const whole = (label: string, max: number) =>
  yup
    .mixed<NumberFieldValue>()
    .test(
      'whole',
      `${label} ${invalid}: 0 to ${max}`,
      (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max,
    );

/** The rules, given the names the other cues hold. */
export function cueSchema(otherNames: readonly string[]) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(`${COLUMNS.name} ${required}`)
      .max(PUBLIC_BOT_LIMITS.cueName, `${COLUMNS.name} ${TEXTS.tooLong(PUBLIC_BOT_LIMITS.cueName)}`)
      .test(
        'unique',
        `${COLUMNS.name} ${TEXTS.nameTaken}`,
        (name) => !otherNames.includes(name?.trim() ?? ''),
      ),
    message: yup
      .string()
      .trim()
      .required(`${COLUMNS.message} ${required}`)
      .max(PUBLIC_BOT_LIMITS.cueMessage, `${COLUMNS.message} ${TEXTS.tooLong(PUBLIC_BOT_LIMITS.cueMessage)}`),
    URL: yup
      .string()
      .max(PUBLIC_BOT_LIMITS.cueUrl, `${COLUMNS.url} ${TEXTS.tooLong(PUBLIC_BOT_LIMITS.cueUrl)}`)
      .when('ruleType', {
        is: usesUrl,
        then: (rule) => rule.trim().required(`${COLUMNS.url} ${required}`),
      })
      .when('ruleType', {
        is: 'currentUrlRegex',
        then: (rule) =>
          rule.test(
            'regex',
            `${COLUMNS.url} ${TEXTS.badRegex}`,
            (url) => regularExpression(url?.trim() ?? '') !== null,
          ),
      }),
    utteranceMessage: yup
      .string()
      .max(
        PUBLIC_BOT_LIMITS.cueMessage,
        `${COLUMNS.utteranceMessage} ${TEXTS.tooLong(PUBLIC_BOT_LIMITS.cueMessage)}`,
      )
      .when('sendUtterance', {
        is: true,
        then: (rule) => rule.trim().required(`${COLUMNS.utteranceMessage} ${required}`),
      }),
    priority: whole(TEXTS.priority, CUE_PRIORITY_MAX),
    timeOnPage: whole(TEXTS.timeOnPage, CUE_TIME_ON_PAGE_MAX),
  });
}

/** The cue the form's values describe: a URL only where the rule uses one (the utterance stays when not sent). */
export function cueOf(values: CueValues): Cue {
  const number = (value: NumberFieldValue) => (value === '' ? 0 : value);
  return {
    name: values.name.trim(),
    message: values.message.trim(),
    ruleType: values.ruleType,
    URL: usesUrl(values.ruleType) ? values.URL.trim() : '',
    sendUtterance: values.sendUtterance,
    utteranceMessage: values.utteranceMessage.trim(),
    priority: number(values.priority),
    timeOnPage: number(values.timeOnPage),
    stayClosed: values.stayClosed,
  };
}
