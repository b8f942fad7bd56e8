import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { memo, useEffect, useRef } from 'react';

import type { Intent } from '@/contracts/utterance-training';
import { STARS_MAX } from '@/contracts/utterance-training';

import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../messages';
import type { ReviewRow } from '../review/slice';

import { type TextSelection, UtteranceText } from './UtteranceText';

export interface RowActions {
  onMark(id: string, mark: '1' | '0'): void;
  onStars(id: string, stars: number | null): void;
  onBestAnswer(id: string, text: string): void;
  onIntent(id: string): void;
  onConversation(id: string): void;
  /** Tags the selected text; null: the admin picks the words in the dialog. */
  onSetEntity(id: string, selection: TextSelection | null): void;
  onRemoveEntity(id: string, index: number): void;
  onFocusRow(id: string): void;
}

interface UtteranceRowProps extends RowActions {
  row: ReviewRow;
  intent: Intent | undefined;
  current: boolean;
  /** The keyboard moved to this row: it takes the focus. */
  focusWanted: boolean;
}

const markColours = { '1': 'success', '0': 'error' } as const;

/**
 * One utterance (spec 3 §2, §4): its text and entities, the answer the bot gave (struck through once a better one
 * is picked), its intent, and the actions. Green when marked correct, red when incorrect; the mark is also
 * said by the buttons' pressed state, not by colour alone.
 */
export const UtteranceRow = memo(function UtteranceRow({
  row,
  intent,
  current,
  focusWanted,
  ...actions
}: UtteranceRowProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusWanted) element.current?.focus({ preventScroll: true });
  }, [focusWanted]);
  const { id, record, mark, bestAnswer, stars } = row;
  const tone = mark ? markColours[mark] : null;
  const answer = record.MatchedQuestion || UTTERANCE_TEXTS.noMatch;
  return (
    <Box
      ref={element}
      role="group"
      aria-label={row.marked.text}
      aria-current={current ? 'true' : undefined}
      data-row-id={id}
      tabIndex={current ? 0 : -1}
      onFocus={() => {
        if (!current) actions.onFocusRow(id);
      }}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 1.2fr) auto' },
        gap: { xs: 1, md: 2 },
        alignItems: 'start',
        p: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: tone ? `${tone}.main` : 'transparent',
        bgcolor: (theme) => (tone ? alpha(theme.palette[tone].main, 0.08) : 'transparent'),
        outline: current ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <UtteranceText
          marked={row.marked}
          onSetEntity={(selection) => actions.onSetEntity(id, selection)}
          onRemoveEntity={(index) => actions.onRemoveEntity(id, index)}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {bestAnswer !== null ? (
            <>
              <Box component="s" aria-label={`Original answer: ${answer}`}>
                {answer}
              </Box>{' '}
              → <Box component="span">{bestAnswer}</Box>
            </>
          ) : (
            answer
          )}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {UTTERANCE_TEXTS.said(
              dayjs(record.Time).format('MM/DD/YYYY h:mm A'),
              UTTERANCE_TEXTS.channel[record.Channel],
            )}
          </Typography>
          {!record.AboveThreshold && (
            <Chip size="small" variant="outlined" label={UTTERANCE_LABELS.notUsed} />
          )}
        </Box>
      </Box>
      <Box sx={{ minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {intent?.name ?? UTTERANCE_TEXTS.noIntent}
        </Typography>
        <Button size="small" onClick={() => actions.onIntent(id)}>
          {row.intentId ? UTTERANCE_LABELS.editIntent : UTTERANCE_LABELS.setIntent}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title={UTTERANCE_TEXTS.markCorrect}>
          <IconButton
            aria-label={UTTERANCE_TEXTS.markCorrect}
            aria-pressed={mark === '1'}
            color={mark === '1' ? 'success' : 'default'}
            onClick={() => actions.onMark(id, '1')}
          >
            <CheckCircleOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={UTTERANCE_TEXTS.markIncorrect}>
          <IconButton
            aria-label={UTTERANCE_TEXTS.markIncorrect}
            aria-pressed={mark === '0'}
            color={mark === '0' ? 'error' : 'default'}
            onClick={() => actions.onMark(id, '0')}
          >
            <HighlightOff />
          </IconButton>
        </Tooltip>
        <Tooltip title={UTTERANCE_LABELS.bestAnswerTitle}>
          <IconButton
            aria-label={UTTERANCE_TEXTS.chooseAnswer}
            onClick={() => actions.onBestAnswer(id, row.marked.text)}
          >
            <QuestionAnswerOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={UTTERANCE_TEXTS.tagEntity}>
          <IconButton aria-label={UTTERANCE_TEXTS.tagEntity} onClick={() => actions.onSetEntity(id, null)}>
            <LocalOfferOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={UTTERANCE_TEXTS.showConversation}>
          <IconButton
            aria-label={UTTERANCE_TEXTS.showConversation}
            onClick={() => actions.onConversation(id)}
          >
            <ForumOutlined />
          </IconButton>
        </Tooltip>
        <Rating
          name={`similarity-${id}`}
          max={STARS_MAX}
          value={stars}
          onChange={(_event, value) => actions.onStars(id, value)}
          getLabelText={(value) => `${UTTERANCE_TEXTS.similarity} ${value} of ${STARS_MAX}`}
          size="small"
        />
      </Box>
    </Box>
  );
});
