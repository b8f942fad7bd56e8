import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { type AnswerCandidates, answersClosed, faqSearchChanged, selectAnswers } from '../answers/slice';
import { UTTERANCE_LABELS, UTTERANCE_MESSAGES, UTTERANCE_TEXTS } from '../messages';

/** Ours: how many of the utterances the dialog is for it quotes. */
const QUOTED = 3;

interface BestAnswerDialogProps {
  /** 'Match and Save' in cluster mode (spec 3 §2). */
  confirmLabel?: string;
  onMatch(target: string, answer: string): void;
}

/**
 * Select Best Answer (spec 3 §2, §7): the bot's own answers for the utterance, and the FAQ's questions matching
 * what the admin types. Match without a choice says 'Please select an answer' (spec 3 §8).
 */
export function BestAnswerDialog({ confirmLabel = UTTERANCE_LABELS.match, onMatch }: BestAnswerDialogProps) {
  const candidates = useAppSelector(selectAnswers);
  return candidates ? (
    <CandidatesDialog
      key={candidates.target}
      candidates={candidates}
      confirmLabel={confirmLabel}
      onMatch={onMatch}
    />
  ) : null;
}

function CandidatesDialog({
  candidates,
  confirmLabel,
  onMatch,
}: Required<BestAnswerDialogProps> & { candidates: AnswerCandidates }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const onClose = () => dispatch(answersClosed());
  const { target, utterances } = candidates;
  const quoted = utterances.slice(0, QUOTED);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [chosen, setChosen] = useState('');
  const [search, setSearch] = useState('');
  const [missing, setMissing] = useState(false);
  const answers = [...new Set([...candidates.bot, ...candidates.faq])];
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{UTTERANCE_LABELS.bestAnswerTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {quoted.map((utterance) => `“${utterance}”`).join(', ')}
          {utterances.length > QUOTED && ` ${UTTERANCE_TEXTS.andMore(utterances.length - QUOTED)}`}
        </Typography>
        <TextField
          label={UTTERANCE_TEXTS.searchAnswers}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            dispatch(faqSearchChanged({ target, text: event.target.value }));
          }}
          fullWidth
          size="small"
          sx={{ mb: 2 }}
        />
        {candidates.status === 'loading' && <LinearProgress aria-label={UTTERANCE_TEXTS.answersLoading} />}
        {candidates.status === 'failed' && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {UTTERANCE_TEXTS.answersFailed}
          </Alert>
        )}
        {candidates.status === 'succeeded' && answers.length === 0 && (
          <Typography color="text.secondary">{UTTERANCE_TEXTS.noAnswers}</Typography>
        )}
        <RadioGroup
          aria-label={UTTERANCE_LABELS.bestAnswerTitle}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            setMissing(false);
          }}
        >
          {answers.map((answer) => (
            <FormControlLabel
              key={answer}
              value={answer}
              control={<Radio />}
              label={answer}
              sx={{ overflowWrap: 'anywhere', alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioGroup>
        {missing && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {UTTERANCE_MESSAGES.selectAnswer}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{UTTERANCE_LABELS.cancel}</Button>
        <Button
          variant="contained"
          onClick={() => {
            if (!chosen) {
              setMissing(true);
              return;
            }
            onMatch(target, chosen);
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
