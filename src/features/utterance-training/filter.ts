/**
 * The search filter of the Utterance Training page (spec 3 §2, §5 "Utterance search", §9): its values, defaults,
 * rules and the range fields every search sends.
 */
import dayjs from 'dayjs';
import * as yup from 'yup';

import {
  ALL_AUDIT_INDICES,
  auditIndex,
  CLUSTERS_MAX,
  CLUSTERS_MIN,
  TENANT_MAX,
  TENANT_MIN,
  type UtteranceRangeFields,
} from '@/contracts/utterance-training';

import { UTTERANCE_MESSAGES, UTTERANCE_TEXTS } from './messages';

export type Grouping = 'cluster' | 'utterance' | 'intent';
export const GROUPINGS: readonly Grouping[] = ['cluster', 'utterance', 'intent'];

/** Days are kept as ISO dates (YYYY-MM-DD), the admin's own days; '' while a field is empty. */
export interface SearchValues {
  grouping: Grouping;
  numClusters: number | '';
  tenant: string;
  from: string;
  to: string;
  completeHistory: boolean;
  descending: boolean;
}

/** Spec 3 §9: the last 7 days to today. */
export const DEFAULT_RANGE_DAYS = 7;
/** Ours: a first clustering that a reviewer can take in at a glance. */
export const DEFAULT_CLUSTERS = 20;
const DAY = 'YYYY-MM-DD';

export function defaultSearch(tenant: string, today = dayjs()): SearchValues {
  return {
    grouping: 'utterance',
    numClusters: DEFAULT_CLUSTERS,
    tenant,
    from: today.subtract(DEFAULT_RANGE_DAYS, 'day').format(DAY),
    to: today.format(DAY),
    completeHistory: false,
    descending: true,
  };
}

const required = UTTERANCE_MESSAGES.required;

/** A day field: required unless the complete history is searched; a real day; not in the future. */
const dayField = () =>
  yup
    .string()
    .default('')
    .when('completeHistory', {
      is: false,
      then: (field) =>
        field
          .required(required)
          .test('date', UTTERANCE_TEXTS.invalidDate, (value) => dayjs(value, DAY, true).isValid())
          .test('future', UTTERANCE_TEXTS.noFutureDate, (value) => !dayjs(value).isAfter(dayjs(), 'day')),
    });

/** Spec 3 §5: the clusters only for the cluster grouping; the tenant always; the days unless complete history. */
export const searchSchema: yup.ObjectSchema<SearchValues> = yup.object({
  grouping: yup.mixed<Grouping>().oneOf(GROUPINGS).required(),
  numClusters: yup
    .mixed<number | ''>()
    .default('')
    .when('grouping', {
      is: 'cluster',
      then: (field) =>
        field
          .test('required', required, (value) => value !== '' && value !== undefined)
          .test(
            'range',
            UTTERANCE_TEXTS.clustersRange,
            (value) =>
              value === '' ||
              value === undefined ||
              (Number.isInteger(value) && value >= CLUSTERS_MIN && value <= CLUSTERS_MAX),
          ),
    }),
  tenant: yup
    .string()
    .default('')
    .trim()
    .required(required)
    .min(TENANT_MIN, UTTERANCE_TEXTS.tenantLength)
    .max(TENANT_MAX, UTTERANCE_TEXTS.tenantLength),
  from: dayField().test('order', UTTERANCE_TEXTS.fromAfterTo, function fromNotAfterTo(value) {
    const { completeHistory, to } = this.parent as SearchValues;
    return completeHistory || !value || !to || value <= to;
  }),
  to: dayField(),
  completeHistory: yup.boolean().required(),
  descending: yup.boolean().required(),
});

/** Every day from `from` to `to`, both included, as audit indices (spec 3 §9). */
export function auditIndices(from: string, to: string): string {
  const days: string[] = [];
  for (let day = dayjs(from); !day.isAfter(dayjs(to), 'day'); day = day.add(1, 'day')) {
    days.push(auditIndex(day.format(DAY)));
  }
  return days.join(',');
}

/** The admin's IANA time zone: the server counts From and To as the admin's days. */
export const adminTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The range fields of a search (spec 3 §7). */
export function rangeFields(values: SearchValues, timeZone = adminTimeZone()): UtteranceRangeFields {
  return {
    dates: values.completeHistory ? ALL_AUDIT_INDICES : auditIndices(values.from, values.to),
    tenant: values.tenant.trim(),
    start_date: values.completeHistory ? '' : values.from,
    end_date: values.completeHistory ? '' : values.to,
    completeHistory: values.completeHistory,
    time: timeZone,
  };
}
