/**
 * The keyboard-first review (issue 24, beyond the anchors: annotators ask for one key that marks and moves on):
 * which key does what. Plain keys only; with Ctrl, Alt or Meta a key is the browser's.
 */
export type ReviewCommand =
  | 'next'
  | 'previous'
  | 'correct'
  | 'incorrect'
  | 'bestAnswer'
  | 'entity'
  | 'intent'
  | 'stars'
  | 'conversation'
  | 'help';

const COMMANDS: Readonly<Record<string, ReviewCommand>> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  '1': 'correct',
  '0': 'incorrect',
  b: 'bestAnswer',
  e: 'entity',
  i: 'intent',
  s: 'stars',
  c: 'conversation',
  '?': 'help',
};

/** The keys as the help lists them, in its order. */
export const REVIEW_KEYS: readonly { keys: string; does: string }[] = [
  { keys: 'j or ↓', does: 'Next utterance' },
  { keys: 'k or ↑', does: 'Previous utterance' },
  { keys: '1', does: 'Mark the answer correct and go to the next' },
  { keys: '0', does: 'Mark the answer incorrect and go to the next' },
  { keys: 'b', does: 'Select Best Answer' },
  { keys: 'e', does: 'Tag an entity: the selected text, or pick its words' },
  { keys: 'i', does: 'Set or edit the intent' },
  { keys: 's', does: 'Rate the similarity (then ← → and Enter)' },
  { keys: 'c', does: 'Show the conversation it came from' },
  { keys: '?', does: 'Show these keys' },
];

export interface KeyStroke {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

export function commandFor(stroke: KeyStroke): ReviewCommand | null {
  if (stroke.ctrlKey || stroke.altKey || stroke.metaKey) return null;
  return COMMANDS[stroke.key] ?? null;
}

/** The row after (or before) `current` in `ids`; the same row at either end; the first when none is current. */
export function neighbour(ids: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (ids.length === 0) return null;
  const index = current === null ? -1 : ids.indexOf(current);
  if (index < 0) return ids[0] ?? null;
  return ids[Math.min(ids.length - 1, Math.max(0, index + step))] ?? null;
}

/** The keys that mark and move, which a reviewer presses fast and in long runs. */
export type FlowCommand = Extract<ReviewCommand, 'next' | 'previous' | 'correct' | 'incorrect'>;
export const isFlowCommand = (command: ReviewCommand): command is FlowCommand =>
  command === 'next' || command === 'previous' || command === 'correct' || command === 'incorrect';

export interface KeyRun {
  /** The marks to apply, in order. */
  marks: { id: string; mark: '1' | '0' }[];
  /** The row the keyboard is on afterwards. */
  current: string | null;
  /**
   * What could not run yet: a move past the last loaded row while more rows exist (the first is that move),
   * then every key pressed after it. Run again when the next page is in, no key is lost.
   */
  waiting: FlowCommand[];
}

/**
 * Runs marking and moving keys over the loaded rows: 1 and 0 mark the current row and move on, j and k move. A
 * move past the last loaded row waits, with every key after it, while more rows exist; without more it stays.
 */
export function runKeys(
  ids: readonly string[],
  current: string | null,
  commands: readonly FlowCommand[],
  more: boolean,
): KeyRun {
  const run: KeyRun = { marks: [], current, waiting: [] };
  const advance = () => {
    const last = run.current !== null && ids.indexOf(run.current) === ids.length - 1;
    if (last && more) run.waiting.push('next');
    else run.current = neighbour(ids, run.current, 1);
  };
  for (const command of commands) {
    if (run.waiting.length > 0) {
      run.waiting.push(command);
      continue;
    }
    if (command === 'previous') {
      run.current = neighbour(ids, run.current, -1);
    } else if (command === 'next') {
      advance();
    } else if (run.current !== null) {
      run.marks.push({ id: run.current, mark: command === 'correct' ? '1' : '0' });
      advance();
    }
  }
  return run;
}
