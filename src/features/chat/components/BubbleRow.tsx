import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { selectBubbleLevel, selectTyping } from '../selectors';
import { bubbleClicked, bubblesBack } from '../slice';
import type { Bubble } from '../types';

function BubbleAvatar({ avatar }: { avatar?: string }) {
  if (!avatar) return undefined;
  return /^(https?:|data:image\/)/.test(avatar) ? <Avatar src={avatar} alt="" /> : <Avatar>{avatar}</Avatar>;
}

/** The suggestion bubbles (spec 1 §4): not clickable while the bot is typing; hierarchy levels have Back. */
export function BubbleRow() {
  const dispatch = useAppDispatch();
  const typing = useAppSelector(selectTyping);
  const { bubbles, nested } = useAppSelector(selectBubbleLevel);
  if (bubbles.length === 0 && !nested) return null;
  const click = (bubble: Bubble) => dispatch(bubbleClicked({ bubble }));
  return (
    <Box
      role="group"
      aria-label="Suggested questions"
      // While the bot types every bubble is disabled: the row itself then takes focus, so that a keyboard can
      // still scroll what does not fit (WCAG 2.1.1; axe's scrollable-region-focusable).
      tabIndex={typing ? 0 : undefined}
      sx={{
        display: 'flex',
        gap: 1,
        px: 1,
        py: 0.75,
        overflowX: 'auto',
        flexShrink: 0,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {nested && (
        <Chip
          icon={<ArrowBackIcon />}
          label="Back"
          variant="outlined"
          disabled={typing}
          onClick={() => dispatch(bubblesBack())}
        />
      )}
      {bubbles.map((bubble) => (
        <Chip
          key={bubble.id}
          label={bubble.name}
          title={bubble.help}
          avatar={BubbleAvatar({ avatar: bubble.avatar })}
          color="primary"
          variant={bubble.type === 'hierarchy' ? 'filled' : 'outlined'}
          disabled={typing}
          onClick={() => click(bubble)}
        />
      ))}
    </Box>
  );
}
