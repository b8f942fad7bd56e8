import EmojiEmotionsOutlinedIcon from '@mui/icons-material/EmojiEmotionsOutlined';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Popover from '@mui/material/Popover';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { useTenant } from '@/config/tenant-context';
import { MicrophoneButton } from '@/features/chat/voice/components/MicrophoneButton';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { applyEmoji, notWalking, walkHistory } from '../lib/input-history';
import {
  acceptSuggestion,
  afterTextChange,
  inactiveMode,
  onSuggestionKey,
  prefixOf,
  shouldRequest,
  type SuggestionMode,
} from '../lib/suggestion-mode';
import { CHAT_MESSAGES } from '../messages';
import { selectSuggestions, selectUserTextHistory } from '../selectors';
import { messageSubmitted, suggestionsCleared, suggestionsRequested } from '../slice';

import { SuggestionList } from './SuggestionList';

// emoji-mart and its data load on the first click of the emoji button.
const EmojiPicker = lazy(() => import('./EmojiPicker'));

const SUGGESTIONS_ID = 'chat-suggestions';

/** The chat input (spec 1 §5): Enter sends, Shift+Enter breaks the line, history walk, suggestions, emoji. */
export function ChatInput() {
  const dispatch = useAppDispatch();
  const { config } = useTenant();
  const history = useAppSelector(selectUserTextHistory);
  const suggestions = useAppSelector(selectSuggestions);
  const [text, setText] = useState('');
  const [mode, setMode] = useState<SuggestionMode>(inactiveMode);
  /** The suggestion prefix as of the last change ('' outside suggestion mode). */
  const [prefix, setPrefix] = useState('');
  const [walk, setWalk] = useState(notWalking);
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  /** An emoji was picked: once the picker has closed, focus goes to the input, so Enter sends. */
  const focusInputAfterPick = useRef(false);
  const suggestionsEnabled = config.suggestionEndpoint !== null;

  useLayoutEffect(() => {
    if (pendingCaret.current !== null && inputRef.current) {
      inputRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  });

  // The popover's focus trap gives focus back to the emoji button as it closes (in its effect cleanup, after the
  // pick's own handler ran): this effect runs after that cleanup, and takes focus to the input instead.
  useEffect(() => {
    if (emojiAnchor !== null || !focusInputAfterPick.current) return;
    focusInputAfterPick.current = false;
    inputRef.current?.focus();
  }, [emojiAnchor]);

  const caret = () => inputRef.current?.selectionStart ?? text.length;
  const shown = mode.active && suggestions.prefix === prefix ? suggestions.items : [];

  const endMode = () => {
    setMode(inactiveMode);
    setPrefix('');
    if (suggestions.prefix !== '') dispatch(suggestionsCleared());
  };

  const change = (next: string, at: number) => {
    const nextMode = suggestionsEnabled ? afterTextChange(mode, text, next, at) : inactiveMode;
    setText(next);
    if (walk.index >= 0 && next !== walk.text) setWalk(notWalking);
    if (!nextMode.active) {
      if (mode.active) endMode();
      return;
    }
    setMode(nextMode);
    const nextPrefix = prefixOf(nextMode, next, at);
    setPrefix(nextPrefix);
    if (shouldRequest(nextPrefix)) dispatch(suggestionsRequested(nextPrefix));
  };

  const send = () => {
    if (text.trim() === '') return;
    dispatch(messageSubmitted({ type: 'text', text: text.trim(), source: 'chat' }));
    setText('');
    setWalk(notWalking);
    endMode();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mode.active) {
      const outcome = onSuggestionKey(mode, event.key, shown.length);
      if (outcome.kind === 'moved') {
        event.preventDefault();
        setMode(outcome.mode);
        return;
      }
      if (outcome.kind === 'accept') {
        event.preventDefault();
        const accepted = acceptSuggestion(mode, text, caret(), shown[outcome.index]?.name ?? '');
        setText(accepted.text);
        pendingCaret.current = accepted.caret;
        endMode();
        return;
      }
      if (outcome.kind === 'closed') {
        if (event.key === 'Escape') event.preventDefault();
        endMode();
        if (event.key === 'Escape') return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
      return;
    }
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const step = walkHistory(history, walk, text, event.key === 'ArrowUp' ? 'up' : 'down');
      if (!step) return;
      event.preventDefault();
      setWalk(step);
      setText(step.text);
      pendingCaret.current = step.text.length;
    }
  };

  // Spec 1 §5: pasting inserts plain text only.
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    event.preventDefault();
    const plain = event.clipboardData.getData('text/plain');
    const target = event.currentTarget as HTMLTextAreaElement;
    const start = target.selectionStart;
    const end = target.selectionEnd;
    const next = text.slice(0, start) + plain + text.slice(end);
    pendingCaret.current = start + plain.length;
    change(next, start + plain.length);
  };

  const pickEmoji = (emoji: string) => {
    focusInputAfterPick.current = true;
    setEmojiAnchor(null);
    const result = applyEmoji(text, emoji);
    if ('send' in result) {
      dispatch(messageSubmitted({ type: 'emoji', text: result.send, source: 'chat' }));
    } else {
      setText(result.input);
      pendingCaret.current = result.input.length;
    }
  };

  const activeOption =
    shown.length > 0 ? `${SUGGESTIONS_ID}-${Math.min(mode.index, shown.length - 1)}` : undefined;

  return (
    // Toasts keep clear of the composer (src/features/notifications/placement.ts).
    <Box
      data-toast-keep-clear=""
      sx={{ position: 'relative', borderTop: 1, borderColor: 'divider', flexShrink: 0 }}
    >
      {shown.length > 0 && (
        <SuggestionList
          id={SUGGESTIONS_ID}
          items={shown}
          selected={Math.min(mode.index, shown.length - 1)}
          onPick={(index) => {
            const accepted = acceptSuggestion(mode, text, caret(), shown[index]?.name ?? '');
            setText(accepted.text);
            pendingCaret.current = accepted.caret;
            endMode();
            inputRef.current?.focus();
          }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, p: 1 }}>
        <InputBase
          inputRef={inputRef}
          value={text}
          onChange={(event) =>
            change(event.target.value, event.target.selectionStart ?? event.target.value.length)
          }
          onKeyDown={onKeyDown}
          placeholder={CHAT_MESSAGES.placeholder}
          multiline
          maxRows={4}
          sx={{ flexGrow: 1, px: 1, py: 0.75 }}
          inputProps={{
            'aria-label': 'Message',
            onPaste,
            ...(shown.length > 0
              ? { 'aria-controls': SUGGESTIONS_ID, 'aria-activedescendant': activeOption }
              : {}),
          }}
        />
        <IconButton aria-label="Insert emoji" onClick={(event) => setEmojiAnchor(event.currentTarget)}>
          <EmojiEmotionsOutlinedIcon />
        </IconButton>
        <MicrophoneButton />
        <IconButton aria-label="Send message" color="primary" onClick={send} disabled={text.trim() === ''}>
          <SendIcon />
        </IconButton>
      </Box>
      <Popover
        open={emojiAnchor !== null}
        anchorEl={emojiAnchor}
        onClose={() => setEmojiAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Emoji picker' } as object }}
      >
        {/* A fixed size, so that the popover can place the picker before its data has loaded. */}
        <Box
          sx={{ width: 352, height: 435, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <Suspense fallback={<CircularProgress aria-label="Loading emoji" />}>
            <EmojiPicker onPick={pickEmoji} />
          </Suspense>
        </Box>
      </Popover>
    </Box>
  );
}
