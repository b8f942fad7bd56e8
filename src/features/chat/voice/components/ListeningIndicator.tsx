import Typography from '@mui/material/Typography';

import { useAppSelector } from '@/lib/redux/hooks';

import { selectContinuous, selectListening } from '../selectors';
import type { ListeningState } from '../slice';

const LABELS: Record<ListeningState, string> = {
  passive: '',
  recording: 'Listening…',
  sending: 'Recognising…',
  playing: 'Speaking…',
};

/** Shows in the chat header what the voice input is doing; a live region so screen readers hear it. */
export function ListeningIndicator() {
  const listening = useAppSelector(selectListening);
  const continuous = useAppSelector(selectContinuous);
  const label = listening === 'passive' && continuous ? 'Voice input on' : LABELS[listening];
  return (
    <Typography role="status" variant="caption" aria-live="polite" sx={{ minHeight: '1em' }}>
      {label}
    </Typography>
  );
}
