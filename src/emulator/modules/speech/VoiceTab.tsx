import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';

import type { DemoTabProps } from '../../core/module';

import { DEFAULT_SPOKEN_PHRASE, setNextSpokenPhrase, setNoiseOnly } from './rule';

/** The demo speech rule: what any speech is heard as. */
export function VoiceTab({ context }: DemoTabProps) {
  // A string snapshot: the state object itself is changed in place, so it would not tell React of a change.
  const current = useSyncExternalStore(
    (listener) => context.db.subscribe(listener),
    () => context.db.state.speech.nextSpokenPhrase,
  );
  const noiseOnly = useSyncExternalStore(
    (listener) => context.db.subscribe(listener),
    () => context.db.state.speech.noiseOnly,
  );
  const [phrase, setPhrase] = useState(current);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3">
        Voice (demo rule)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        No speech recogniser runs in this demo. Whenever the microphone picks up speech (at least 200 ms
        louder than the 0.01 threshold), the demo hears the phrase below, whatever was said; silence is heard
        as nothing. The assistant&apos;s spoken replies are a short two-tone chime that grows with the reply,
        not a voice.
      </Typography>
      <Box
        component="form"
        aria-label="Next spoken phrase"
        onSubmit={(event) => {
          event.preventDefault();
          setNextSpokenPhrase(context, phrase);
          setPhrase(context.db.state.speech.nextSpokenPhrase);
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          label="Next spoken phrase"
          size="small"
          value={phrase}
          onChange={(e) => setPhrase(e.target.value)}
          helperText={`Now: "${current}" (empty: "${DEFAULT_SPOKEN_PHRASE}")`}
          sx={{ minWidth: 300 }}
        />
        <Button type="submit" variant="outlined">
          Set phrase
        </Button>
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch checked={noiseOnly} onChange={(event) => setNoiseOnly(context, event.target.checked)} />
        }
        label="Noisy room: speech holds no words (the portal says “I didn't catch that.”)"
      />
    </Box>
  );
}
