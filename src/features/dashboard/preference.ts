import dayjs from 'dayjs';

import type { Role } from '@/features/auth';

import { newInstanceId } from './instance-id';
import type { InteractionPlatform, WidgetId } from './types';
import { WIDGET_IDS } from './types';
import {
  DATE_TIME_FORMAT,
  DATES_KEPT_FOR_S,
  DEFAULT_RANGE_DAYS,
  DEFAULT_WIDGETS_FOR_ADMINISTRATORS,
  DEFAULT_WIDGETS_FOR_USERS,
  INTERACTION_PLATFORMS,
} from './widgets';

export { newInstanceId };

/** One widget on a user's dashboard (spec 2 §3 "Dashboard preference"). */
export interface WidgetConfig {
  widgetId: WidgetId;
  /** A random integer, unique on the dashboard: two widgets of one type are two instances. */
  instanceId: number;
  config?: { width?: number; height?: number; platform?: InteractionPlatform };
}

export interface DashboardDates {
  /** As the pickers show them (MM/DD/YYYY hh:mm A). */
  fromDate: string;
  toDate: string;
  fromDateISO: string;
  toDateISO: string;
}

/** What is stored per username (spec 2 §3). */
export interface DashboardPreference {
  config: WidgetConfig[];
  ui: { dashboardDates: DashboardDates | null; dashboardDatesUpdated: number | null };
  checkedAutoReload: boolean;
  refresh: number;
}

/** The key under which the preference is kept in the user's storage. */
export const PREFERENCE_KEY = 'dashboard';

export interface DateRange {
  /** ISO 8601 instants. */
  from: string;
  to: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptionalPositiveInteger = (value: unknown) =>
  value === undefined || (Number.isInteger(value) && (value as number) > 0);

function isWidgetConfig(value: unknown): value is WidgetConfig {
  if (!isRecord(value)) return false;
  if (!(WIDGET_IDS as readonly unknown[]).includes(value.widgetId)) return false;
  if (!Number.isInteger(value.instanceId)) return false;
  if (value.config === undefined) return true;
  if (!isRecord(value.config)) return false;
  const { width, height, platform } = value.config;
  return (
    isOptionalPositiveInteger(width) &&
    isOptionalPositiveInteger(height) &&
    (platform === undefined || (INTERACTION_PLATFORMS as readonly unknown[]).includes(platform))
  );
}

const isIsoDate = (value: unknown) => typeof value === 'string' && dayjs(value).isValid();

function isDashboardDates(value: unknown): value is DashboardDates {
  return (
    isRecord(value) &&
    typeof value.fromDate === 'string' &&
    typeof value.toDate === 'string' &&
    isIsoDate(value.fromDateISO) &&
    isIsoDate(value.toDateISO)
  );
}

/** Checks a stored value, so that old or foreign data never breaks the page. */
export function isDashboardPreference(value: unknown): value is DashboardPreference {
  if (!isRecord(value) || !Array.isArray(value.config) || !value.config.every(isWidgetConfig)) return false;
  if (!isRecord(value.ui)) return false;
  const { dashboardDates, dashboardDatesUpdated } = value.ui;
  if (dashboardDates !== null && !isDashboardDates(dashboardDates)) return false;
  if (dashboardDatesUpdated !== null && typeof dashboardDatesUpdated !== 'number') return false;
  return typeof value.checkedAutoReload === 'boolean' && typeof value.refresh === 'number';
}

/** Spec 2 §4: an ordinary user starts with two widgets, an administrator with six. */
export function defaultWidgets(role: Role, random: () => number = Math.random): WidgetConfig[] {
  const ids = role === 'Administrator' ? DEFAULT_WIDGETS_FOR_ADMINISTRATORS : DEFAULT_WIDGETS_FOR_USERS;
  const widgets: WidgetConfig[] = [];
  for (const widgetId of ids) widgets.push({ widgetId, instanceId: newInstanceId(widgets, random) });
  return widgets;
}

/** Spec 2 §4: the last 7 days up to now. */
export function defaultRange(now: number): DateRange {
  return {
    from: dayjs(now).subtract(DEFAULT_RANGE_DAYS, 'day').toISOString(),
    to: dayjs(now).toISOString(),
  };
}

/** Spec 2 §4: a saved range counts only if it was saved within the last 604800 s. */
export function restoredRange(preference: DashboardPreference | undefined, now: number): DateRange {
  const dates = preference?.ui.dashboardDates;
  const savedAt = preference?.ui.dashboardDatesUpdated;
  if (!dates || savedAt == null) return defaultRange(now);
  const age = now / 1000 - savedAt;
  if (age < 0 || age > DATES_KEPT_FOR_S) return defaultRange(now);
  return { from: dates.fromDateISO, to: dates.toDateISO };
}

export interface DashboardSettings {
  widgets: WidgetConfig[];
  range: DateRange;
  /** Epoch seconds when the user last chose the range; null while it is the default. */
  rangeSavedAt: number | null;
  autoRefresh: boolean;
  refreshCount: number;
}

/** The settings a page load starts with: the stored preference where it is valid, the defaults otherwise. */
export function restoreSettings(
  preference: DashboardPreference | undefined,
  role: Role,
  now: number,
  random: () => number = Math.random,
): DashboardSettings {
  const range = restoredRange(preference, now);
  const datesKept =
    preference?.ui.dashboardDates != null && range.from === preference.ui.dashboardDates.fromDateISO;
  return {
    widgets: preference ? preference.config : defaultWidgets(role, random),
    range,
    rangeSavedAt: datesKept ? (preference?.ui.dashboardDatesUpdated ?? null) : null,
    autoRefresh: preference?.checkedAutoReload ?? false,
    refreshCount: preference?.refresh ?? 0,
  };
}

/** The settings as stored (spec 2 §3 shape). */
export function toPreference(settings: DashboardSettings): DashboardPreference {
  const { range, rangeSavedAt } = settings;
  return {
    config: settings.widgets,
    ui: {
      dashboardDates:
        rangeSavedAt === null
          ? null
          : {
              fromDate: dayjs(range.from).format(DATE_TIME_FORMAT),
              toDate: dayjs(range.to).format(DATE_TIME_FORMAT),
              fromDateISO: range.from,
              toDateISO: range.to,
            },
      dashboardDatesUpdated: rangeSavedAt,
    },
    checkedAutoReload: settings.autoRefresh,
    refresh: settings.refreshCount,
  };
}

export type RangeProblem = 'fromAfterTo' | 'toInFuture' | null;

/** Spec 2 §5: From not later than To; To not in the future. */
export function rangeProblem(range: DateRange, now: number): RangeProblem {
  if (dayjs(range.from).isAfter(dayjs(range.to))) return 'fromAfterTo';
  if (dayjs(range.to).valueOf() > now) return 'toInFuture';
  return null;
}
