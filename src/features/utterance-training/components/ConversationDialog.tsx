import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { useEffect, useId, useRef } from 'react';

import { LoadError } from '@/components/page/LoadError';
import { plainTextOf } from '@/contracts/utterance-markup';
import type { ConversationTurn } from '@/contracts/utterance-training';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { conversationClosed, conversationRequested, selectConversation } from '../conversation/slice';
import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../messages';

/**
 * The conversation a row came from (issue 24): every turn of its session, oldest first, what the user said and
 * what the bot matched; the row's own turn is marked as current and scrolled into view.
 */
export function ConversationDialog() {
  const dispatch = useAppDispatch();
  const conversation = useAppSelector(selectConversation);
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const currentTurn = useRef<HTMLLIElement>(null);
  const loaded = conversation?.status === 'succeeded';
  useEffect(() => {
    if (loaded) currentTurn.current?.scrollIntoView?.({ block: 'center' });
  }, [loaded]);
  if (!conversation) return null;
  const onClose = () => dispatch(conversationClosed());
  const first = conversation.turns[0];
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={`${id}-title`}
      aria-describedby={first ? `${id}-where` : undefined}
    >
      <DialogTitle id={`${id}-title`}>{UTTERANCE_TEXTS.conversationTitle}</DialogTitle>
      <DialogContent>
        {conversation.status === 'loading' && (
          <LinearProgress aria-label={UTTERANCE_TEXTS.conversationLoading} />
        )}
        {conversation.status === 'failed' && (
          <LoadError onRetry={() => dispatch(conversationRequested({ recordId: conversation.recordId }))}>
            {UTTERANCE_TEXTS.conversationFailed}
          </LoadError>
        )}
        {first && (
          <Typography id={`${id}-where`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {UTTERANCE_TEXTS.said(
              dayjs(first.Time).format('MM/DD/YYYY'),
              UTTERANCE_TEXTS.channel[first.Channel],
            )}
          </Typography>
        )}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {conversation.turns.map((turn) => {
            const current = turn.Id === conversation.recordId;
            return (
              <Box
                component="li"
                key={turn.Id}
                ref={current ? currentTurn : undefined}
                aria-current={current ? 'true' : undefined}
                sx={{
                  py: 1,
                  px: 1.5,
                  mb: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: current ? 'primary.main' : 'divider',
                  borderLeftWidth: current ? 4 : 1,
                }}
              >
                <Turn turn={turn} current={current} />
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{UTTERANCE_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Turn({ turn, current }: { turn: ConversationTurn; current: boolean }) {
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {dayjs(turn.Time).format('h:mm A')}
        </Typography>
        {current && <Chip size="small" color="primary" label={UTTERANCE_TEXTS.thisUtterance} />}
        {turn.Trained && <Chip size="small" variant="outlined" label={UTTERANCE_TEXTS.trained} />}
        {!turn.AboveThreshold && <Chip size="small" variant="outlined" label={UTTERANCE_LABELS.notUsed} />}
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 'bold' }}>
          {UTTERANCE_TEXTS.userSaid}:
        </Box>{' '}
        {plainTextOf(turn.UserInput)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 'bold' }}>
          {UTTERANCE_TEXTS.matched}:
        </Box>{' '}
        {turn.MatchedQuestion || UTTERANCE_TEXTS.noMatch}
      </Typography>
    </>
  );
}
