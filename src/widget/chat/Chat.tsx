/** @jsxImportSource preact */
/**
 * The public chat as a visitor sees it once open: the bot's image, name and welcome, its example phrases, the
 * conversation and the message field. Preact (≈ 4 KB), not React: this is downloaded by customers' visitors
 * (the widget's budget is 100 KB gzip).
 */
import { useEffect, useRef, useState } from 'preact/hooks';

import type { Bubble } from '@/contracts/chat';
import type { PublicChatbotConfig } from '@/contracts/website-assistant';

import type { Conversation, TurnSource } from './conversation';

/** What the chat talks through: the public bot (the frame), or nothing (the portal's preview). */
export type Talk = Pick<Conversation, 'send' | 'speak'> | null;

type VoiceState = 'off' | 'listening' | 'sending' | 'playing';
const VOICE_LABELS: Record<VoiceState, string> = {
  off: '',
  listening: 'Listening…',
  sending: 'Sending what you said…',
  playing: 'Answering…',
};

interface Message {
  id: number;
  from: 'bot' | 'visitor';
  text: string;
  /** A visitor's message the bot did not get. */
  failed?: boolean;
  /** How a visitor's message was given: typed (or a cue's), or a bubble clicked. */
  source?: TurnSource;
}

export interface ChatProps {
  config: PublicChatbotConfig;
  talk: Talk;
  /** The public bubbles, shown when the bot's bubbles are on. */
  bubbles: readonly Bubble[];
  onClose(): void;
  /** A message to send once, on the visitor's behalf (a cue's utterance); `key` changes for each new one. */
  pending?: { key: number; text: string } | null;
  /** Changes each time the chat is shown: the message field takes the focus. */
  shown: number;
}

const MAX_TEXT = 1024;
let nextId = 1;

export function Chat({ config, talk, bubbles, onClose, pending, shown }: ChatProps) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [voice, setVoice] = useState<VoiceState>('off');
  const [voiceNote, setVoiceNote] = useState('');
  const listeningRef = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  const send = talk ? (text: string, source: TurnSource) => talk.send(text, source) : null;
  // The hierarchy bubbles opened, outermost first: the suggestions shown are the last one's children.
  const [bubblePath, setBubblePath] = useState<Bubble[]>([]);
  const suggestions = bubblePath.at(-1)?.children ?? bubbles;
  const add = (list: Message[]) => setMessages((current) => [...current, ...list]);
  const fromBot = (texts: string[]) => texts.map((text) => ({ id: nextId++, from: 'bot' as const, text }));

  /** One spoken turn, then another while continuous listening is on and the visitor keeps talking. */
  const listen = async () => {
    if (!talk) return;
    const controller = new AbortController();
    listeningRef.current = controller;
    setVoiceNote('');
    setVoice('listening');
    try {
      const [{ recordUtterance }, { playPcm }] = await Promise.all([
        import('./voice'),
        import('@/services/speaker'),
      ]);
      const recording = await recordUtterance(controller.signal);
      if (!recording.pcm) {
        setVoiceNote('No speech heard: listening stopped.');
        return;
      }
      setVoice('sending');
      const turn = await talk.speak(recording.pcm);
      add([
        ...(turn.transcript ? [{ id: nextId++, from: 'visitor' as const, text: turn.transcript }] : []),
        ...fromBot(turn.messages),
      ]);
      setVoice('playing');
      const address = URL.createObjectURL(new Blob([turn.audio], { type: 'audio/pcm' }));
      try {
        await playPcm(address, controller.signal);
      } finally {
        URL.revokeObjectURL(address);
      }
      if (config.continuousListening && !controller.signal.aborted && listeningRef.current === controller) {
        void listen();
        return;
      }
    } catch (error) {
      const microphone = error instanceof Error && error.name.startsWith('MICROPHONE_');
      setVoiceNote(
        microphone ? 'The microphone could not be started.' : 'What you said was not sent. Try again.',
      );
    }
    if (listeningRef.current === controller) {
      listeningRef.current = null;
      setVoice('off');
    }
  };
  const stopListening = () => {
    const controller = listeningRef.current;
    listeningRef.current = null;
    controller?.abort();
    setVoice('off');
  };
  useEffect(() => () => listeningRef.current?.abort(), []);

  const say = async (text: string, retried?: Message, source: TurnSource = 'chat') => {
    if (!send || !text.trim() || waiting) return;
    const mine: Message = retried
      ? { ...retried, failed: false }
      : { id: nextId++, from: 'visitor', text, source };
    setMessages((list) => (retried ? list.map((m) => (m.id === mine.id ? mine : m)) : [...list, mine]));
    setWaiting(true);
    try {
      add(fromBot(await send(text, mine.source ?? 'chat')));
    } catch {
      setMessages((list) => list.map((m) => (m.id === mine.id ? { ...m, failed: true } : m)));
    } finally {
      setWaiting(false);
    }
  };

  useEffect(() => {
    if (pending) void say(pending.text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pending message is sent (its key changes); `say` is new each render
  }, [pending?.key]);
  useEffect(() => input.current?.focus(), [shown]);
  useEffect(() => end.current?.scrollIntoView({ block: 'end' }), [messages.length, waiting]);
  useEffect(() => {
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [onClose]);

  const phrases = config.examplePhrases.filter((phrase) => phrase.trim() !== '');
  const image = config.chatImage ? <img class="avatar" src={config.chatImage} alt="" /> : null;
  return (
    <section class="chat" aria-labelledby="chat-title">
      <header class="head">
        {image && config.chatImageLink ? (
          <a
            href={config.chatImageLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${config.botName} (opens a new tab)`}
          >
            {image}
          </a>
        ) : (
          image
        )}
        <h1 id="chat-title">{config.botName}</h1>
        <button type="button" class="close" aria-label="Close the chat" onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </header>
      {/* Focusable: a keyboard scrolls the conversation (WCAG 2.1.1). */}
      <div class="body" tabIndex={0} role="region" aria-label="Messages">
        <p class="message bot welcome">{config.welcomeMessage}</p>
        {phrases.length > 0 && messages.length === 0 && (
          <ul class="phrases" aria-label="Things you can ask">
            {phrases.map((phrase) => (
              <li key={phrase}>
                <button type="button" class="phrase" disabled={!send} onClick={() => void say(phrase)}>
                  {phrase}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation">
          <ol class="log">
            {messages.map((message) => (
              <li key={message.id} class={`message ${message.from}`}>
                <span class="sr">{message.from === 'bot' ? `${config.botName}: ` : 'You: '}</span>
                {message.text}
                {message.failed && (
                  <span class="failed">
                    {' '}
                    Not sent.{' '}
                    <button type="button" onClick={() => void say(message.text, message)}>
                      Retry
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
          <p ref={end} class="typing" aria-hidden="true">
            {waiting ? '•••' : ''}
          </p>
        </div>
      </div>
      {config.bubbles && suggestions.length > 0 && (
        <nav class="bubbles" aria-label="Suggestions">
          <ul class="phrases">
            {bubblePath.length > 0 && (
              <li>
                <button
                  type="button"
                  class="phrase back"
                  onClick={() => setBubblePath((path) => path.slice(0, -1))}
                >
                  Back
                </button>
              </li>
            )}
            {suggestions.map((bubble) => (
              <li key={bubble.id}>
                <button
                  type="button"
                  class="phrase"
                  disabled={!send || waiting}
                  onClick={() => {
                    if (bubble.type === 'hierarchy') {
                      setBubblePath((path) => [...path, bubble]);
                      return;
                    }
                    setBubblePath([]);
                    void say(bubble.utterance || bubble.question || bubble.name, undefined, 'bubble');
                  }}
                >
                  {bubble.name}
                  {bubble.type === 'hierarchy' && <span aria-hidden="true"> ›</span>}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p class="voice-note" role="status">
        {VOICE_LABELS[voice] || voiceNote}
      </p>
      <form
        class="compose"
        onSubmit={(event) => {
          event.preventDefault();
          const text = draft;
          setDraft('');
          void say(text);
        }}
      >
        <label class="sr" for="chat-input">
          Message {config.botName}
        </label>
        <input
          id="chat-input"
          ref={input}
          value={draft}
          maxLength={MAX_TEXT}
          autocomplete="off"
          disabled={!send}
          placeholder={send ? 'Type your message' : 'Preview: chat on your website to try it'}
          onInput={(event) => setDraft(event.currentTarget.value)}
        />
        {talk && config.voiceEnabled && (
          <button
            type="button"
            class="send"
            aria-label={voice === 'off' ? `Speak to ${config.botName}` : 'Stop listening'}
            aria-pressed={voice !== 'off'}
            onClick={() => (voice === 'off' ? void listen() : stopListening())}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 15a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V22h2v-3.1a7 7 0 0 0 6-6.9z" />
            </svg>
          </button>
        )}
        <button type="submit" class="send" aria-label="Send" disabled={!send || waiting || !draft.trim()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 20l18-8L3 4v6l12 2-12 2z" />
          </svg>
        </button>
      </form>
    </section>
  );
}
