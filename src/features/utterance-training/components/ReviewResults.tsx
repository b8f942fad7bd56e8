import Alert from '@mui/material/Alert';
import { useMemo, useState } from 'react';

import { LoadError } from '@/components/page/LoadError';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { answersRequested } from '../answers/slice';
import { conversationRequested } from '../conversation/slice';
import { entityTagged } from '../events';
import { UTTERANCE_LABELS, UTTERANCE_MESSAGES } from '../messages';
import {
  selectReviewChatbot,
  selectReviewEmpty,
  selectReviewError,
  selectReviewRow,
  selectReviewStatus,
} from '../review/selectors';
import {
  bestAnswerChosen,
  currentRowChanged,
  entityRemoved,
  moreRequested,
  reviewRetried,
  rowIntentSet,
  rowMarked,
  rowStarred,
} from '../review/slice';
import { selectEntityTypes, selectIntents, selectIntentsById } from '../vocabulary/selectors';

import { BestAnswerDialog } from './BestAnswerDialog';
import { ConversationDialog } from './ConversationDialog';
import { EntityDialog } from './EntityDialog';
import { IntentDialog } from './IntentDialog';
import { UtteranceList } from './UtteranceList';
import type { TextSelection } from './UtteranceText';

type OpenDialog =
  | { kind: 'intent'; rowId: string }
  | { kind: 'entity'; rowId: string; selection: TextSelection | null }
  | null;

/** The utterance grouping's results: the failure or empty message, the rows, and the rows' dialogs. */
export default function ReviewResults() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectReviewStatus);
  const error = useAppSelector(selectReviewError);
  const empty = useAppSelector(selectReviewEmpty);
  const chatbot = useAppSelector(selectReviewChatbot);
  const intents = useAppSelector(selectIntents);
  const intentsById = useAppSelector(selectIntentsById);
  const entityTypes = useAppSelector(selectEntityTypes);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const actions = useMemo(
    () => ({
      onMark: (id: string, mark: '1' | '0') => dispatch(rowMarked({ id, mark })),
      onStars: (id: string, stars: number | null) => dispatch(rowStarred({ id, stars })),
      onBestAnswer: (id: string, text: string) =>
        dispatch(answersRequested({ target: id, utterances: [text], chatbot })),
      onIntent: (id: string) => setDialog({ kind: 'intent', rowId: id }),
      onConversation: (id: string) => dispatch(conversationRequested({ recordId: id })),
      onSetEntity: (id: string, selection: TextSelection | null) =>
        setDialog({ kind: 'entity', rowId: id, selection }),
      onRemoveEntity: (id: string, index: number) => dispatch(entityRemoved({ id, index })),
      onFocusRow: (id: string) => dispatch(currentRowChanged(id)),
    }),
    [dispatch, chatbot],
  );

  const dialogRow = useAppSelector((state) => (dialog ? selectReviewRow(state, dialog.rowId) : undefined));
  if (status === 'failed') {
    return (
      <LoadError onRetry={() => dispatch(reviewRetried())}>
        {error ?? UTTERANCE_MESSAGES.loadFailed}
      </LoadError>
    );
  }
  if (status !== 'succeeded') return null;
  if (empty) return <Alert severity="info">{UTTERANCE_MESSAGES.empty}</Alert>;
  return (
    <>
      <UtteranceList intents={intentsById} onMore={() => dispatch(moreRequested())} {...actions} />
      <BestAnswerDialog onMatch={(id, answer) => dispatch(bestAnswerChosen({ id, answer }))} />
      <ConversationDialog />
      {dialog?.kind === 'intent' && dialogRow && (
        <IntentDialog
          title={dialogRow.intentId ? UTTERANCE_LABELS.editIntent : UTTERANCE_LABELS.setIntent}
          intents={intents}
          current={dialogRow.intentId}
          onSave={(intentId) => {
            dispatch(rowIntentSet({ id: dialogRow.id, intentId }));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'entity' && dialogRow && (
        <EntityDialog
          marked={dialogRow.marked}
          selection={dialog.selection}
          entityTypes={entityTypes}
          onSave={(selection, entity, role) => {
            dispatch(entityTagged({ rowId: dialogRow.id, ...selection, entity, ...(role ? { role } : {}) }));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
