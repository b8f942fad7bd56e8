import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { useTenant } from '@/config/tenant-context';
import { webChatBubblesPerLevel } from '@/config/tenant-schema';
import { useAppSelector } from '@/lib/redux/hooks';
import type { NodeId } from '@/lib/tree';

import { type BubbleProblem, checkBubbles, LEX_LIMITS, uncheckedUtterances } from '../checks';
import { BUBBLE_CHECK_TEXTS } from '../messages';
import { selectBubbles } from '../selectors';

const describe = (problem: BubbleProblem): string => {
  switch (problem.kind) {
    case 'too-many-for-lex':
      return BUBBLE_CHECK_TEXTS.tooManyForLex(problem.count, problem.max);
    case 'too-many-for-web-chat':
      return BUBBLE_CHECK_TEXTS.tooManyForWebChat(problem.count, problem.max);
    case 'label-too-long':
      return BUBBLE_CHECK_TEXTS.labelTooLong(problem.length, LEX_LIMITS.labelMax);
    case 'duplicate-name':
      return BUBBLE_CHECK_TEXTS.duplicateName;
    case 'empty-hierarchy':
      return BUBBLE_CHECK_TEXTS.emptyHierarchy;
    case 'not-understood':
      return BUBBLE_CHECK_TEXTS.notUnderstood;
  }
};

/** The problems of the edited tree (checks.ts), against this tenant's web chat limit. */
function useBubbleProblems(): BubbleProblem[] {
  const { edited, utteranceChecks } = useAppSelector(selectBubbles);
  const webChat = webChatBubblesPerLevel(useTenant().config);
  return useMemo(
    () => checkBubbles(edited, { webChatBubblesPerLevel: webChat }, utteranceChecks),
    [edited, webChat, utteranceChecks],
  );
}

/** The channel checks of the whole tree (checks.ts), each with a link that opens the bubble it is about. */
export function BubbleChecks({ onOpen }: { onOpen(id: NodeId): void }) {
  const { edited, utteranceChecks } = useAppSelector(selectBubbles);
  const problems = useBubbleProblems();
  const asking = uncheckedUtterances(edited, utteranceChecks).length;
  return (
    <Box component="section" aria-labelledby="bubble-checks-heading">
      <Typography id="bubble-checks-heading" variant="subtitle1" component="h3">
        {BUBBLE_CHECK_TEXTS.heading}
      </Typography>
      {asking > 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {BUBBLE_CHECK_TEXTS.checking(asking)}
        </Typography>
      )}
      {problems.length === 0 ? (
        <Typography color="text.secondary">{BUBBLE_CHECK_TEXTS.none}</Typography>
      ) : (
        <Alert severity="warning" icon={false} sx={{ minWidth: 0 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.map((problem) => (
              <li key={`${problem.id}-${problem.kind}`}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpen(problem.id)}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {edited.bubbles[problem.id]?.name}
                </Link>
                {`: ${describe(problem)}`}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}

/** Beside a Save button (issue 25): saving is not refused, but says how many bubbles the bot would not follow. */
export function NotUnderstoodWarning() {
  const count = useBubbleProblems().filter((problem) => problem.kind === 'not-understood').length;
  return count === 0 ? null : (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {BUBBLE_CHECK_TEXTS.saveWarning(count)}
    </Alert>
  );
}
