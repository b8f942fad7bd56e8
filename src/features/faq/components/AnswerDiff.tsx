import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { diffWords } from 'diff';
import { useMemo } from 'react';

import { htmlToText } from '@/lib/sanitize-html';

/**
 * Read by screen readers, not shown: <del> and <ins> alone are not announced. Sizes in px, not numbers: in `sx`
 * a width of 1 means 100 %, which made each hidden label as wide as the page and widened it on a phone.
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** One response before and after, word by word: removed words struck through, added ones underlined. */
function WordDiff({ label, before, after }: { label: string; before: string; after: string }) {
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  const changed = parts.some((part) => part.added || part.removed);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      {changed ? (
        <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {parts.map((part, index) =>
            part.removed ? (
              <Box key={index} component="del" sx={{ color: 'error.dark' }}>
                <Box component="span" sx={visuallyHidden}>
                  removed:{' '}
                </Box>
                {part.value}
              </Box>
            ) : part.added ? (
              <Box key={index} component="ins" sx={{ color: 'success.dark' }}>
                <Box component="span" sx={visuallyHidden}>
                  added:{' '}
                </Box>
                {part.value}
              </Box>
            ) : (
              <span key={index}>{part.value}</span>
            ),
          )}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Unchanged.
        </Typography>
      )}
    </Box>
  );
}

/**
 * What a suggested change does to the approved question's answers (issue 14): the published text against the
 * suggestion's, compared as text (the markup's words, not its tags).
 */
export function AnswerDiff({
  published,
  suggested,
}: {
  published: { htmlResponse: string; voiceResponse: string };
  suggested: { htmlResponse: string; voiceResponse: string };
}) {
  return (
    <Box
      component="section"
      aria-label="What the suggestion changes"
      sx={{ display: 'grid', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <WordDiff
        label="HTML Response"
        before={htmlToText(published.htmlResponse)}
        after={htmlToText(suggested.htmlResponse)}
      />
      <WordDiff label="Voice Response" before={published.voiceResponse} after={suggested.voiceResponse} />
    </Box>
  );
}
