import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SortableTree } from '@/components/dnd/SortableTree';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { bubbleMoveRules } from '../bubble-tree';
import { BUBBLE_FIELDS, BUBBLES_LABELS, BUBBLES_TEXTS } from '../messages';
import { selectBubbles, selectHasUnsavedChanges } from '../selectors';
import { bubbleMoved, bubblesSaveRequested } from '../slice';

import { NotUnderstoodWarning } from './BubbleChecks';

/**
 * Spec 3 §2 'Order Bubbles': the tree reordered and re-nested by pointer, keyboard or the Move… menu (the kit's
 * SortableTree), kept until Save changes. Only hierarchy bubbles take others in; the server's depth is the limit.
 */
export function BubbleOrder() {
  const dispatch = useAppDispatch();
  const { edited, saving } = useAppSelector(selectBubbles);
  const unsaved = useAppSelector(selectHasUnsavedChanges);
  const nameOf = (id: string) => edited.bubbles[id]?.name ?? '';
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {edited.tree.rootIds.length === 0 ? (
        <Typography color="text.secondary">{BUBBLES_LABELS.empty}</Typography>
      ) : (
        <SortableTree
          tree={edited.tree}
          label={BUBBLES_TEXTS.orderTreeLabel}
          getLabel={nameOf}
          rules={bubbleMoveRules(edited)}
          onMove={({ id, to }) => dispatch(bubbleMoved({ id, to }))}
          renderItem={(id) => (
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography component="span">{nameOf(id)}</Typography>{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {BUBBLE_FIELDS.types[edited.bubbles[id]?.type ?? 'intent']}
              </Typography>
            </Box>
          )}
        />
      )}
      <Box>
        <NotUnderstoodWarning />
        <Button
          variant="contained"
          disabled={!unsaved || saving !== null}
          onClick={() => dispatch(bubblesSaveRequested('order'))}
        >
          {BUBBLES_LABELS.saveOrder}
        </Button>
      </Box>
    </Stack>
  );
}
