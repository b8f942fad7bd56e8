import Popover from '@mui/material/Popover';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';

interface DateTimePopupProps {
  label: string;
  anchor: HTMLElement;
  value: string;
  min?: string;
  max?: string;
  disableFuture?: boolean;
  onAccept(value: Dayjs): void;
  onClose(): void;
}

/**
 * The calendar and clock of a dashboard date (loaded when first opened: the field alone serves typing). Days and
 * times outside the allowed range cannot be picked; OK commits, Cancel or a click outside leaves it.
 */
export default function DateTimePopup({
  label,
  anchor,
  value,
  min,
  max,
  disableFuture,
  onAccept,
  onClose,
}: DateTimePopupProps) {
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { 'aria-label': `Choose ${label}` } }}
    >
      <StaticDateTimePicker
        displayStaticWrapperAs="mobile"
        defaultValue={dayjs(value)}
        ampm
        minDateTime={min ? dayjs(min) : undefined}
        maxDateTime={max ? dayjs(max) : undefined}
        disableFuture={disableFuture}
        onAccept={(accepted) => {
          if (accepted?.isValid()) onAccept(accepted);
          else onClose();
        }}
        onCancel={onClose}
        slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
      />
    </Popover>
  );
}
