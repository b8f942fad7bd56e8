import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { LoadError } from '@/components/page/LoadError';
import { PageHeader } from '@/components/page/PageHeader';
import { TAB_PARAMETER, TabbedPage } from '@/components/page/TabbedPage';
import { UnsavedChangesGuard } from '@/components/page/UnsavedChangesGuard';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { bubblesFeature } from '..';
import { BubbleEditor } from '../components/BubbleEditor';
import { BubbleOrder } from '../components/BubbleOrder';
import { BUBBLES_LABELS, BUBBLES_MESSAGES, BUBBLES_TEXTS } from '../messages';
import { selectBubbles, selectHasUnsavedChanges } from '../selectors';
import { bubblesPageClosed, bubblesPageOpened, bubblesRequested, changesDiscarded } from '../slice';

/** Registered by the route before the page renders. */
export const features = [bubblesFeature];

/** /bubble-settings (administrators): the skill's suggestion bubbles, edited and ordered (spec 3 §2). */
export default function BubblesPage() {
  const dispatch = useAppDispatch();
  const { status } = useAppSelector(selectBubbles);
  const unsaved = useAppSelector(selectHasUnsavedChanges);
  const [search, setSearch] = useSearchParams();
  /** The tab the user asked for while changes were unsaved: asked about first. */
  const [leavingFor, setLeavingFor] = useState<string | null>(null);

  useEffect(() => {
    dispatch(bubblesPageOpened());
    return () => {
      dispatch(bubblesPageClosed());
    };
  }, [dispatch]);

  const content =
    status === 'failed' ? (
      <LoadError onRetry={() => dispatch(bubblesRequested())}>{BUBBLES_MESSAGES.loadFailed}</LoadError>
    ) : status !== 'succeeded' ? (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={BUBBLES_TEXTS.treeLabel} />
      </Box>
    ) : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title={BUBBLES_LABELS.pageTitle} />
      <TabbedPage
        label={BUBBLES_LABELS.pageTitle}
        tabs={[
          { id: 'edit', label: BUBBLES_LABELS.editTab, content: content ?? <BubbleEditor /> },
          { id: 'order', label: BUBBLES_LABELS.orderTab, content: content ?? <BubbleOrder /> },
        ]}
        onLeave={(_from, to) => {
          if (!unsaved) return true;
          setLeavingFor(to);
          return false;
        }}
      />
      <ConfirmDialog
        open={leavingFor !== null}
        title={BUBBLES_TEXTS.unsavedTitle}
        text={BUBBLES_TEXTS.unsavedText}
        confirmLabel={BUBBLES_TEXTS.unsavedConfirm}
        onCancel={() => setLeavingFor(null)}
        onConfirm={() => {
          dispatch(changesDiscarded());
          const next = new URLSearchParams(search);
          if (leavingFor) next.set(TAB_PARAMETER, leavingFor);
          setSearch(next);
          setLeavingFor(null);
        }}
      />
      <UnsavedChangesGuard
        when={unsaved}
        title={BUBBLES_TEXTS.unsavedTitle}
        text={BUBBLES_TEXTS.unsavedText}
        confirmLabel={BUBBLES_TEXTS.unsavedConfirm}
      />
    </Box>
  );
}
