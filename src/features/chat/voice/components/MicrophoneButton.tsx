import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { selectContinuous } from '../selectors';
import { microphoneToggled } from '../slice';

/** Starts or stops continuous voice input (spec 1 §4 "Voice"); pressed while continuous listening is on. */
export function MicrophoneButton() {
  const dispatch = useAppDispatch();
  const continuous = useAppSelector(selectContinuous);
  const label = continuous ? 'Stop voice input' : 'Start voice input';
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={continuous}
        color={continuous ? 'primary' : 'default'}
        onClick={() => dispatch(microphoneToggled())}
      >
        {continuous ? <MicIcon /> : <MicOffIcon />}
      </IconButton>
    </Tooltip>
  );
}
