/**
 * The emulated Amazon Lex V2 runtime, as `@aws-sdk/client-lex-runtime-v2` calls it (any host: the SDK's
 * default `runtime-v2-lex.<region>.amazonaws.com` or a configured endpoint):
 *
 * - RecognizeText: `POST …/bots/{botId}/botAliases/{botAliasId}/botLocales/{localeId}/sessions/{sessionId}/text`
 *   with JSON `{text, sessionState, requestAttributes}` → JSON `{messages, sessionState, interpretations,
 *   requestAttributes, sessionId}`. The request attribute `purpose: 'check'` (the bubbles editor asking what the
 *   bot makes of a phrase) gets the same answer, but the turn is not recorded as a conversation.
 * - RecognizeUtterance: `…/utterance`, the raw input as the body (`text/plain; charset=utf-8` or 16 kHz
 *   `audio/l16`), session state and request attributes in gzip + base64 headers → the reply in gzip + base64
 *   `x-amz-lex-*` headers and the spoken reply (or its text) as the body.
 *
 * The caller is found by the SigV4 access key id, which must belong to credentials the emulated identity pool
 * issued (403 AccessDeniedException otherwise; signatures are not checked):
 * - to a signed-in user: the bot is the user's organisation's skill whose `lex_bot_name` is the botId (404 'Bot …
 *   does not exist', also for another organisation's);
 * - to a guest (a visitor of a website that embeds the public chatbot, docs/adr/0022): the bot must be a skill's
 *   that has a public bot, of whichever organisation (403 AccessDeniedException for any other bot, known or
 *   not, as the unauthenticated role's policy names the public bots alone). A guest's turn is always recorded:
 *   `purpose: 'check'` is an editor's, and a visitor's is not honoured.
 * The alias must be the skill's (404 'There is no alias named … for the bot named …'); the locale en_US.
 *
 * Faults (FaultRegistry, operation 'RecognizeText' or 'RecognizeUtterance'): a status answers the AWS error of
 * that status (see errors.ts); `outcome: 'dialog-failed'` lets the turn run but its intent fails (dialog state
 * Failed).
 *
 * A person's turn is also logged in the caller's organisation's utterance log (what the Utterance Training page
 * reviews; see `converse`).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

import { ACTION_BUTTON_ATTRIBUTE } from '@/contracts/action-buttons';

import { newId } from '../../core/db';
import { applyFault, FaultResponse } from '../../core/protocol/fault';
import { signingCaller } from '../../core/protocol/sigv4';
import type { EmulatorContext } from '../../core/types';
import { pcm16le } from '../speech/audio';
import { wordsHeard } from '../speech/rule';
import type { SkillRecord } from '../tenancy/state';
import { logChatUtterance } from '../utterance-training/chatbot';
import { hasPublicChatbot } from '../website-assistant/public-chatbot';

import {
  silentTurn,
  type Speaker,
  speakerOf,
  takeTurn,
  type TurnOutcome,
  type TurnRequest,
  WEBSITE_VISITOR_LABEL,
} from './bot';
import { replyChime } from './chime';
import { gunzipBase64, gzipBase64 } from './codec';
import { lexCorsHeaders } from './cors';
import { faultError, LexError, lexErrorResponse, lexMessages, MAX_AUDIO_SECONDS } from './errors';

export type LexOperation = 'RecognizeText' | 'RecognizeUtterance';

const LOCALE = 'en_US';
/** Lex V2's limit on a text input. */
const MAX_TEXT_LENGTH = 1024;
const SESSION_ID_PATTERN = /^[0-9a-zA-Z._:-]{2,100}$/;

const BOT_PATH = '*/bots/:botId/botAliases/:botAliasId/botLocales/:localeId/sessions/:sessionId';

interface PathParams {
  botId: string;
  botAliasId: string;
  localeId: string;
  sessionId: string;
}

const validation = (message: string) => new LexError(400, 'ValidationException', message);

const accessDenied = () => new LexError(403, 'AccessDeniedException', lexMessages.accessDenied());

/** The bot a turn talks to, and who talks: the runtime's checks are done. */
interface Caller {
  speaker: Speaker;
  /** The organisation the turn is recorded and logged in: the skill's. */
  tenant: string;
  skill: SkillRecord;
}

/** The alias, locale and session of the request, for the skill it names (404 or 400 otherwise). */
function targetOf(skill: SkillRecord, params: PathParams): SkillRecord {
  if (params.botAliasId !== skill.botAliasName) {
    throw new LexError(
      404,
      'ResourceNotFoundException',
      lexMessages.noAlias(params.botAliasId, params.botId),
    );
  }
  if (params.localeId !== LOCALE) {
    throw new LexError(
      404,
      'ResourceNotFoundException',
      `Locale ${params.localeId} does not exist for the bot named ${params.botId}`,
    );
  }
  if (!SESSION_ID_PATTERN.test(params.sessionId)) {
    throw validation('sessionId must be 2 to 100 characters of letters, digits, ".", "_", ":" or "-".');
  }
  return skill;
}

/** A member's bot: their organisation's skill of that name. */
function memberTarget(context: EmulatorContext, tenant: string, params: PathParams): SkillRecord {
  const skill = context.db.state.tenancy.skills.find(
    (candidate) => candidate.tenant === tenant && candidate.lex_bot_name === params.botId,
  );
  // Another tenant's bot lives in another account: to this caller it does not exist.
  if (!skill) throw new LexError(404, 'ResourceNotFoundException', lexMessages.botMissing(params.botId));
  return targetOf(skill, params);
}

/**
 * Who signed the request, and the bot they may talk to. A signed-in member: their organisation's bot. A guest of
 * the identity pool (a website's visitor): only a bot whose skill has a public chatbot, whoever's it is, as the
 * pool's unauthenticated role would allow the public bots alone; refused before the bot is looked for, as IAM
 * refuses before the service answers, so a guest learns nothing of the other bots. Unsigned, unknown, expired, a
 * disabled user's, a guest's on any other bot: all one AccessDeniedException, as IAM answers.
 */
function callerOf(context: EmulatorContext, request: Request, params: PathParams): Caller {
  const caller = signingCaller(context, request);
  if (!caller.ok) throw accessDenied();
  if (caller.user) {
    const tenant = caller.user.attributes['custom:tenant'] ?? '';
    return { speaker: speakerOf(caller.user), tenant, skill: memberTarget(context, tenant, params) };
  }
  // A user's credentials with no user behind them: the user is disabled (signingCaller), not a guest.
  if (caller.credentials.sub !== null) throw accessDenied();
  const skill = context.db.state.tenancy.skills.find(
    (candidate) => candidate.lex_bot_name === params.botId && hasPublicChatbot(context, candidate),
  );
  if (!skill) throw accessDenied();
  // The identity id, not the access key: a returning visitor keeps the identity (the widget stores it) while
  // every hour brings new credentials.
  const speaker: Speaker = {
    id: caller.credentials.identityId,
    label: WEBSITE_VISITOR_LABEL,
    publicUser: true,
  };
  return { speaker, tenant: skill.tenant, skill: targetOf(skill, params) };
}

/** A string-to-string map (session or request attributes); 400 for anything else. */
function stringMap(value: unknown, name: string): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw validation(`${name} must be a map of strings.`);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.some(([, entry]) => typeof entry !== 'string')) {
    throw validation(`Every value of ${name} must be a string.`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function sessionAttributesOf(sessionState: unknown): Record<string, string> {
  if (sessionState === undefined || sessionState === null) return {};
  if (typeof sessionState !== 'object' || Array.isArray(sessionState)) {
    throw validation('sessionState must be an object.');
  }
  return stringMap((sessionState as { sessionAttributes?: unknown }).sessionAttributes, 'sessionAttributes');
}

function requireText(text: unknown): string {
  if (typeof text !== 'string' || text.trim() === '') throw validation('text must not be empty.');
  if (text.length > MAX_TEXT_LENGTH) {
    throw validation(`text must be at most ${MAX_TEXT_LENGTH} characters.`);
  }
  return text;
}

/** The Lex V2 reply objects for an outcome. */
function replyParts(outcome: TurnOutcome, sessionAttributes: Record<string, string>, requestId: string) {
  const messages = [{ contentType: 'PlainText', content: outcome.plain }];
  // An offered action button belongs to the reply that offered it, not to the conversation.
  const { [ACTION_BUTTON_ATTRIBUTE]: _offered, ...remembered } = sessionAttributes;
  const attributes = {
    // What the client sent comes back (appId, accessToken, connectionId, …), with this turn's reply.
    ...remembered,
    cardBody: outcome.html,
    PlainText: outcome.plain,
    // Every turn gets its own request id: the runtime's id of this request.
    requestId,
    ...outcome.sessionAttributes,
  };
  const sessionState = {
    dialogAction: { type: outcome.dialogActionType },
    ...(outcome.intent ? { intent: outcome.intent } : {}),
    sessionAttributes: attributes,
    originatingRequestId: requestId,
  };
  const interpretations = outcome.intent
    ? [
        {
          intent: outcome.intent,
          ...(outcome.confidence === undefined
            ? {}
            : { nluConfidence: { score: Math.round(outcome.confidence * 100) / 100 } }),
          interpretationSource: 'Lex',
        },
      ]
    : [];
  return { messages, sessionState, interpretations };
}

interface Turn {
  context: EmulatorContext;
  request: Request;
  params: PathParams;
  operation: LexOperation;
}

/** The shared start of both operations: fault, caller, bot. */
async function begin({ context, request, params, operation }: Turn) {
  let dialogFails = false;
  const injected = await applyFault(
    context,
    operation,
    request,
    (fault) => lexErrorResponse(request, faultError(fault, { bot: params.botId, alias: params.botAliasId })),
    { onOutcome: (outcome) => (dialogFails = outcome === 'dialog-failed') },
  );
  if (injected) throw new FaultResponse(injected);
  return { ...callerOf(context, request, params), dialogFails };
}

type Started = Awaited<ReturnType<typeof begin>>;

/**
 * Answers a turn and logs it for utterance training when a person took it, as a real assistant's audit index
 * would. Bubble clicks are logged: a person chose the bubble, and its utterance is what the bot was asked (how the
 * bot reads the bubbles it offers is worth reviewing too). Not logged: an editor's check (no one asked the bot
 * anything), the hidden welcome (the chat says 'open', not the user) and a turn an injected fault answered (a
 * rehearsed outage, whose reply is the fault's). The log is the skill's organisation's: a member's own (from
 * their Cognito user), or the public bot's for a website's visitor, on the channel 'public'.
 */
function converse(
  { context, params }: Turn,
  started: Started,
  said: Pick<TurnRequest, 'text' | 'inputType' | 'check'>,
): TurnOutcome {
  // An editor's check is a member's. A visitor's is ignored rather than refused: the visitor is answered as
  // usual, and no one outside the organisation can keep a turn out of its records (the dashboard, the log).
  const check = said.check === true && !started.speaker.publicUser;
  const outcome = takeTurn({ context, ...started, ...said, check });
  const { understood } = outcome;
  if (understood && understood.kind !== 'welcome' && !check && !started.dialogFails) {
    logChatUtterance(context, {
      tenant: started.tenant,
      text: said.text,
      understood,
      sessionId: params.sessionId,
      channel: started.speaker.publicUser ? 'public' : 'portal',
    });
  }
  return outcome;
}

async function recognizeText(turn: Turn) {
  const { request, params } = turn;
  const started = await begin(turn);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw validation('The request body must be JSON.');
  }
  if (typeof body !== 'object' || body === null) throw validation('The request body must be a JSON object.');
  const input = body as { text?: unknown; sessionState?: unknown; requestAttributes?: unknown };
  const text = requireText(input.text);
  const sessionAttributes = sessionAttributesOf(input.sessionState);
  const requestAttributes = stringMap(input.requestAttributes, 'requestAttributes');
  const outcome = converse(turn, started, {
    text,
    inputType: requestAttributes.source === 'bubble' ? 'Bubble' : 'Text',
    check: requestAttributes.purpose === 'check',
  });
  const requestId = newId();
  return HttpResponse.json(
    {
      ...replyParts(outcome, sessionAttributes, requestId),
      ...(Object.keys(requestAttributes).length ? { requestAttributes } : {}),
      sessionId: params.sessionId,
    },
    { headers: { 'x-amzn-requestid': requestId, ...lexCorsHeaders(request) } },
  );
}

/** A decoded gzip + base64 JSON header (undefined when absent); 400 when it is not one. */
async function jsonHeader(request: Request, name: string): Promise<unknown> {
  const value = request.headers.get(name);
  if (!value) return undefined;
  try {
    return JSON.parse(await gunzipBase64(value)) as unknown;
  } catch {
    throw validation(`${name} must be gzip-compressed, base64-encoded JSON.`);
  }
}

/** Parameters of a media type: `audio/l16; rate=16000; channels=1` → {rate: '16000', channels: '1'}. */
function mediaType(header: string): { type: string; parameters: Record<string, string> } {
  const [type = '', ...rest] = header.split(';').map((part) => part.trim());
  const parameters = Object.fromEntries(
    rest.map((part) => {
      const [key = '', value = ''] = part.split('=');
      return [key.trim().toLowerCase(), value.trim()];
    }),
  );
  return { type: type.toLowerCase(), parameters };
}

/** What the audio says, by the demo rule (see src/emulator/modules/speech): speech → the next spoken phrase. */
function transcribe(context: EmulatorContext, bytes: Uint8Array, contentType: string): string {
  const { type, parameters } = mediaType(contentType);
  const rate = Number(parameters.rate ?? parameters['sample-rate'] ?? Number.NaN);
  const channels = Number(parameters.channels ?? parameters['channel-count'] ?? '1');
  const pcm = type === 'audio/l16' || type === 'audio/x-l16' || type === 'audio/lpcm';
  if (!pcm) {
    throw validation(
      `The emulated runtime reads PCM audio only (audio/l16, audio/x-l16, audio/lpcm), not ${type}.`,
    );
  }
  const allowedRates = type === 'audio/lpcm' ? [8000, 16000] : [16000];
  if (!allowedRates.includes(rate)) throw validation(`Unsupported sample rate ${String(rate)} for ${type}.`);
  if (channels !== 1) throw validation('Audio must have one channel.');
  if (parameters['is-big-endian'] === 'true') throw validation('PCM audio must be little-endian.');
  const samples = pcm16le(bytes);
  if (samples.length / rate > MAX_AUDIO_SECONDS) {
    throw new LexError(408, 'RequestTimeoutException', lexMessages.audioTooLong());
  }
  return wordsHeard(context, samples, rate);
}

async function recognizeUtterance(turn: Turn) {
  const { context, request, params } = turn;
  const started = await begin(turn);
  const requestContentType = request.headers.get('content-type') ?? '';
  const responseContentType = request.headers.get('response-content-type') ?? 'text/plain; charset=utf-8';
  const sessionAttributes = sessionAttributesOf(await jsonHeader(request, 'x-amz-lex-session-state'));
  const requestAttributes = stringMap(
    await jsonHeader(request, 'x-amz-lex-request-attributes'),
    'requestAttributes',
  );
  const response = mediaType(responseContentType).type;
  if (response !== 'text/plain' && response !== 'audio/pcm') {
    // Real Lex would speak with Polly in any of its formats; offline there is only the PCM chime.
    throw validation(`The emulated runtime answers text/plain or audio/pcm, not ${response}.`);
  }
  const bytes = new Uint8Array(await request.arrayBuffer());
  const speech = !requestContentType.toLowerCase().startsWith('text/plain');
  const text = speech
    ? transcribe(context, bytes, requestContentType)
    : requireText(new TextDecoder().decode(bytes));
  const outcome = text
    ? converse(turn, started, {
        text,
        inputType: requestAttributes.source === 'bubble' ? 'Bubble' : 'Voice',
      })
    : silentTurn();
  const requestId = newId();
  const parts = replyParts(outcome, sessionAttributes, requestId);
  const headers: Record<string, string> = {
    'Content-Type': response === 'audio/pcm' ? 'audio/pcm' : 'text/plain; charset=utf-8',
    'x-amz-lex-input-mode': speech ? 'Speech' : 'Text',
    'x-amz-lex-session-id': params.sessionId,
    'x-amz-lex-messages': await gzipBase64(JSON.stringify(parts.messages)),
    'x-amz-lex-interpretations': await gzipBase64(JSON.stringify(parts.interpretations)),
    'x-amz-lex-session-state': await gzipBase64(JSON.stringify(parts.sessionState)),
    // A JSON string, like every other x-amz-lex-* header (Amplify's Lex V2 provider JSON-parses it too).
    'x-amz-lex-input-transcript': await gzipBase64(JSON.stringify(text)),
    'x-amzn-requestid': requestId,
    ...lexCorsHeaders(request),
  };
  if (Object.keys(requestAttributes).length) {
    headers['x-amz-lex-request-attributes'] = await gzipBase64(JSON.stringify(requestAttributes));
  }
  const body = response === 'audio/pcm' ? replyChime(outcome.plain) : new TextEncoder().encode(outcome.plain);
  return new HttpResponse(body as BodyInit, { status: 200, headers });
}

export function lexRuntimeHandlers(context: EmulatorContext): RequestHandler[] {
  const handle =
    (operation: LexOperation, run: (turn: Turn) => Promise<Response>) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const turn: Turn = { context, request, operation, params: params as unknown as PathParams };
      try {
        return await run(turn);
      } catch (error) {
        if (error instanceof FaultResponse) return error.response;
        if (error instanceof LexError) return lexErrorResponse(request, error);
        // An emulator bug must look like what it is to the portal: the runtime's internal error.
        const message = error instanceof Error ? error.message : String(error);
        return lexErrorResponse(
          request,
          new LexError(500, 'InternalServerException', `Emulator error: ${message}`),
        );
      }
    };
  return [
    http.post(`${BOT_PATH}/text`, handle('RecognizeText', recognizeText)),
    http.post(`${BOT_PATH}/utterance`, handle('RecognizeUtterance', recognizeUtterance)),
  ];
}
