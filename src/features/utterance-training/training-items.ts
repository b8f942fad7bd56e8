/**
 * Spec 3 §4 "Utterance marks and training" as pure functions: what Train sends for the rows the admin reviewed
 * (utterance grouping), and for the texts moved between clusters or intents. The page holds the rows' state; these
 * turn it into SaveFeedback items and the ids or texts to mark trained (spec 3 §7).
 *
 * Decisions where §4 is silent, each beside its code:
 * - a row whose intent is unknown falls back on the record's intent id; no intent at all is an answer row;
 * - choosing a best answer counts as marking correct when the row has no mark (§4: picking a better answer sets the
 *   mark to '1'), so a chosen answer is never dropped for want of a click;
 * - rows marked incorrect for a connector intent ('hide', not saved) still leave the review; touched but unmarked
 *   ones stay (see `leavesReview`);
 * - an item's UserInput is the plain text (the words said), its Utterance the text with its markup;
 * - intent-mode items carry Feedback '0', as a connector-intent row marked correct does (see `intentTraining`).
 */
import { type MarkedText, serialiseMarkup } from '@/contracts/utterance-markup';
import {
  ANSWER_INTENTS,
  CLUSTER_INTENT_ID,
  type FeedbackItem,
  type FeedbackMark,
  type Intent,
  SCORE_MARKS_CORRECT,
  STARS_MAX,
  STARS_MIN,
  type UtteranceRecord,
} from '@/contracts/utterance-training';

/** '1' correct, '0' incorrect, null not marked. */
export type RowMark = '1' | '0' | null;

/** What the admin did to one row of the utterance list. */
export interface ReviewedRow {
  record: UtteranceRecord;
  mark: RowMark;
  /** 1–5 or null. */
  stars: number | null;
  /** The chosen best answer, or null (then MatchedQuestion is the answer). */
  bestAnswer: string | null;
  /** The row's intent now (possibly changed by Set/Edit intent); null when unknown. */
  intent: Intent | null;
  /** The text with its entities now (possibly edited). */
  marked: MarkedText;
  /** Whether the admin did anything to the row (mark, stars, answer, entities, intent): only touched rows train. */
  touched: boolean;
}

/** The row's mark when the page loads it: '1' when Score > SCORE_MARKS_CORRECT, else null. */
export function initialMark(record: UtteranceRecord): RowMark {
  return record.Score > SCORE_MARKS_CORRECT ? '1' : null;
}

/** The intent id a row trains: its intent now, else (unknown to intents/list) the id the record holds. */
export function rowIntentId(row: ReviewedRow): string {
  return row.intent?.id ?? row.record.Intent;
}

/**
 * Whether the row trains its answer (MainFAQIntent, FallbackIntent: mark, similarity, matched answer) rather than
 * its utterance (a connector's intent). Matched by id or by name, since built-ins are listed without 'AMAZON.' and
 * the id may differ from the name. A row with no intent at all ('' in the record: the bot matched none) is an answer
 * row too: its only trainable content is the answer, and no intent exists to train the utterance to.
 */
export function isAnswerRow(row: ReviewedRow): boolean {
  if (row.intent) return ANSWER_INTENTS.includes(row.intent.id) || ANSWER_INTENTS.includes(row.intent.name);
  return row.record.Intent === '' || ANSWER_INTENTS.includes(row.record.Intent);
}

/**
 * The mark Train goes by: the row's own, or '1' when it has none and the admin chose a best answer (§4: picking a
 * better answer sets the mark to '1'; the page does so, and this keeps the rule should its state lag). An explicit
 * '0' stays: the admin's last word.
 */
export function effectiveMark(row: ReviewedRow): RowMark {
  return row.mark ?? (chosenAnswer(row) === null ? null : '1');
}

/** The chosen best answer; an empty one is none (the dialog cannot submit one: 'Please select a answer'). */
function chosenAnswer(row: ReviewedRow): string | null {
  return row.bestAnswer === null || row.bestAnswer === '' ? null : row.bestAnswer;
}

/** Stars as SimilarityScore: a whole number in STARS_MIN–STARS_MAX, anything else none. */
function similarity(stars: number | null): number | null {
  return stars !== null && Number.isInteger(stars) && stars >= STARS_MIN && stars <= STARS_MAX ? stars : null;
}

/**
 * A touched row's feedback item, 'hide' included (§4); null for an untouched row, which sends nothing (a row marked
 * correct on load by its score is the bot's opinion, not the admin's).
 */
export function rowFeedback(row: ReviewedRow, tenant: string): FeedbackItem | null {
  if (!row.touched) return null;
  const mark = effectiveMark(row);
  const feedback: FeedbackMark = isAnswerRow(row) ? mark : mark === '1' ? '0' : 'hide';
  return {
    Id: row.record.Id,
    UserInput: row.marked.text,
    MatchedInput: chosenAnswer(row) ?? row.record.MatchedQuestion,
    Feedback: feedback,
    SimilarityScore: similarity(row.stars),
    IntentId: rowIntentId(row),
    Utterance: serialiseMarkup(row.marked),
    PublicChatbot: false,
    Tenant: tenant,
  };
}

/**
 * Whether a touched row leaves the review (MarkUtteranceDataTrained) after Train. Every saved item's row does, or
 * the next Train would save it again. Of the 'hide' rows (connector intents, not saved), those marked incorrect
 * leave too: '0' is the admin's verdict that there is nothing to train ("incorrect or untrainable"), and a row that
 * came back after every Train could never be cleared from the review (to retrain it, the admin sets its intent
 * first). A 'hide' row without a mark stays: the admin only rated or tagged it and never judged it, so it waits for
 * a mark rather than disappearing with that work.
 */
function leavesReview(item: FeedbackItem, row: ReviewedRow): boolean {
  return item.Feedback !== 'hide' || effectiveMark(row) === '0';
}

/**
 * The SaveFeedback items of utterance mode, 'hide' items left out, and the ids to MarkUtteranceDataTrained.
 * One item per record: should the list hold a record twice (pages that overlap), its first touched row counts.
 */
export function utteranceTraining(
  rows: ReviewedRow[],
  tenant: string,
): { items: FeedbackItem[]; trainedIds: string[] } {
  const items: FeedbackItem[] = [];
  const trainedIds: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const item = rowFeedback(row, tenant);
    if (!item || seen.has(item.Id)) continue;
    seen.add(item.Id);
    if (item.Feedback !== 'hide') items.push(item);
    if (leavesReview(item, row)) trainedIds.push(item.Id);
  }
  return { items, trainedIds };
}

/** Cluster / intent mode: one item per moved text. */
export interface MovedUtterance {
  text: string;
  from: string;
  to: string;
}

/** The texts that moved (`to` differs from `from`), each once: the first move of a text counts. */
function movedOnce(moved: MovedUtterance[]): MovedUtterance[] {
  const seen = new Set<string>();
  return moved.filter(({ text, from, to }) => {
    if (from === to || seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** A feedback item for a cluster or intent group's text: no record behind it (Id ''), the text as it is. */
function textItem(
  text: string,
  tenant: string,
  fields: Pick<FeedbackItem, 'Feedback' | 'IntentId' | 'MatchedInput'>,
) {
  return {
    Id: '',
    UserInput: text,
    SimilarityScore: null,
    Utterance: text,
    PublicChatbot: false,
    Tenant: tenant,
    ...fields,
  } satisfies FeedbackItem;
}

/**
 * Cluster mode (§4): only moved texts train, each as IntentId CLUSTER_INTENT_ID, Feedback '1', with the answer
 * chosen with 'Match and Save' ('' when none). `texts` go to MarkUtteranceClusterDataTrained.
 */
export function clusterTraining(
  moved: MovedUtterance[],
  tenant: string,
  answer: string | null,
): { items: FeedbackItem[]; texts: string[] } {
  const trained = movedOnce(moved);
  return {
    items: trained.map(({ text }) =>
      textItem(text, tenant, { Feedback: '1', IntentId: CLUSTER_INTENT_ID, MatchedInput: answer ?? '' }),
    ),
    texts: trained.map(({ text }) => text),
  };
}

/**
 * Intent mode (§4): only moved texts train, each to its target intent (IntentId = `to`). Feedback '0', the value a
 * connector-intent row marked correct sends with its utterance: §4 gives '0' the meaning "train this utterance to
 * IntentId, there is no answer to judge" ('1' and '0' judge a matched answer only on answer intents, and a move has
 * no matched answer, so MatchedInput is ''). A move is the admin saying the text belongs to the target intent, which
 * is exactly that. A text moved to no intent ('') has nothing to train and is left out.
 */
export function intentTraining(
  moved: MovedUtterance[],
  tenant: string,
): { items: FeedbackItem[]; texts: string[] } {
  const trained = movedOnce(moved.filter(({ to }) => to !== ''));
  return {
    items: trained.map(({ text, to }) =>
      textItem(text, tenant, { Feedback: '0', IntentId: to, MatchedInput: '' }),
    ),
    texts: trained.map(({ text }) => text),
  };
}
