import EventOutlined from '@mui/icons-material/EventOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';

import { DATE_MESSAGES } from '../messages';
import type { DateRange } from '../preference';
import { DATE_TIME_FORMAT } from '../widgets';

function messageFor(error: DateTimeValidationError): string | null {
  switch (error) {
    case null:
      return null;
    case 'disableFuture':
      return DATE_MESSAGES.toInFuture;
    case 'maxDate':
    case 'maxTime':
    case 'minDate':
    case 'minTime':
      return DATE_MESSAGES.fromAfterTo;
    default:
      return DATE_MESSAGES.invalid;
  }
}

interface DateFieldProps {
  label: 'From' | 'To';
  value: string;
  min?: string;
  max?: string;
  disableFuture?: boolean;
  onCommit(value: string): void;
}

// The calendar and clock load when first opened: the date-time field alone serves typing.
const DateTimePopup = lazy(() => import('./lazy/DateTimePopup'));

/**
 * A date-time field (MM/DD/YYYY hh:mm A) that commits only a complete, valid value: while the value typed breaks
 * a rule it stays in the field with the rule's message, and the dashboard keeps its range. The button beside it
 * opens a calendar and clock.
 */
function DateField({ label, value, min, max, disableFuture, onCommit }: DateFieldProps) {
  const [draft, setDraft] = useState<{ value: Dayjs | null; error: string } | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const commit = (next: Dayjs) => {
    setDraft(null);
    // The field shows minutes: a typed or picked time means that minute, not the seconds left over from the
    // value it replaced.
    const chosen = next.startOf('minute');
    if (!chosen.isSame(dayjs(value))) onCommit(chosen.toISOString());
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <DateTimeField
        label={label}
        value={draft ? draft.value : dayjs(value)}
        format={DATE_TIME_FORMAT}
        ampm
        minDateTime={min ? dayjs(min) : undefined}
        maxDateTime={max ? dayjs(max) : undefined}
        disableFuture={disableFuture}
        onChange={(next, context) => {
          const problem = messageFor(context.validationError);
          if (next && next.isValid() && problem === null) commit(next);
          else setDraft({ value: next, error: problem ?? DATE_MESSAGES.invalid });
        }}
        size="small"
        error={draft !== null}
        helperText={draft?.error}
        sx={{ width: 230 }}
      />
      <IconButton
        aria-label={`Choose ${label} date and time`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <EventOutlined />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <DateTimePopup
            label={label}
            anchor={anchor}
            value={value}
            min={min}
            max={max}
            disableFuture={disableFuture}
            onAccept={(accepted) => {
              setAnchor(null);
              commit(accepted);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}

interface DashboardToolbarProps {
  range: DateRange;
  autoRefresh: boolean;
  editMode: boolean;
  moveMode: boolean;
  onRange(range: DateRange): void;
  onRefresh(): void;
  onAutoRefresh(on: boolean): void;
  onEditMode(on: boolean): void;
  onMoveMode(on: boolean): void;
}

/** Spec 2 §2 toolbar: From and To, Auto Refresh, manual refresh, Edit Widgets and Reorder Widgets. */
export function DashboardToolbar(props: DashboardToolbarProps) {
  const { range, autoRefresh, editMode, moveMode } = props;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        role="toolbar"
        aria-label="Dashboard"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
      >
        <DateField
          key={`from-${range.from}`}
          label="From"
          value={range.from}
          max={range.to}
          onCommit={(from) => props.onRange({ from, to: range.to })}
        />
        <DateField
          key={`to-${range.to}`}
          label="To"
          value={range.to}
          min={range.from}
          disableFuture
          onCommit={(to) => props.onRange({ from: range.from, to })}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={autoRefresh}
                onChange={(event) => props.onAutoRefresh(event.target.checked)}
              />
            }
            label="Auto Refresh"
          />
          <IconButton aria-label="Refresh" title="Refresh" disabled={autoRefresh} onClick={props.onRefresh}>
            <Refresh />
          </IconButton>
          <FormControlLabel
            control={
              <Checkbox checked={editMode} onChange={(event) => props.onEditMode(event.target.checked)} />
            }
            label="Edit Widgets"
          />
          <FormControlLabel
            control={
              <Checkbox checked={moveMode} onChange={(event) => props.onMoveMode(event.target.checked)} />
            }
            label="Reorder Widgets"
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
