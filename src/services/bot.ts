import { fetchAuthSession } from 'aws-amplify/auth';

import type { TenantConfig } from '@/config/tenant-schema';

import { type ServiceError, ServiceFailure, toServiceError } from './errors';

/**
 * The assistant's runtime: conversation turns through Lex V2 (RecognizeText for typed text, RecognizeUtterance
 * for a speech transcript so that the reply comes back as audio) with the signed-in user's identity-pool
 * credentials, and the tenant's suggestion endpoint. The AWS SDK is imported on the first turn, so nobody
 * downloads it before chatting.
 *
 * The reply is mapped to the spec's (Lex V1-shaped) reply. These shapes mirror the chat feature's wire types
 * (src/features/chat/types.ts), which shared code may not import.
 */

/** docs/design.md §1 / contracts: the alias and locale every tenant's bot is published under. */
export const BOT_ALIAS_ID = 'demo';
export const BOT_LOCALE_ID = 'en_US';

export type DialogState =
  'ElicitIntent' | 'ConfirmIntent' | 'ElicitSlot' | 'Fulfilled' | 'ReadyForFulfillment' | 'Failed' | 'Close';

export interface BotTurn {
  /** The skill's `lex_bot_name`. */
  botId: string;
  /** The user id derived from the Cognito subject identifier. */
  sessionId: string;
  /** `text`: RecognizeText. `transcript`: RecognizeUtterance with text/plain in and 16 kHz PCM out. */
  kind: 'text' | 'transcript';
  text: string;
  /** appId, connectionId, requestId and whatever the bot returned last time; the access token is added here. */
  sessionAttributes: Record<string, string>;
  requestAttributes: {
    source: 'bubble' | 'chat';
    bubbleUsage: 'true' | 'false';
    /**
     * 'check': an editor asks what the bot makes of a phrase (the bubbles page's utterance check); the turn is
     * answered but not recorded as a conversation, and fulfils nothing.
     */
    purpose?: 'check';
  };
}

export interface BotTurnReply {
  dialogState: DialogState;
  sessionAttributes: Record<string, string>;
  message: string;
  inputTranscript: string;
  /** The intent the bot matched ('FallbackIntent' when none); absent when it only asked what the user wants. */
  intent?: string;
  /** The spoken reply: 16 kHz 16-bit little-endian mono PCM (transcript turns only). */
  audio?: Uint8Array;
}

export interface SuggestionHitWire {
  name: string;
  type: string;
  highlight: string;
}

export interface Bot {
  send(turn: BotTurn): Promise<BotTurnReply>;
  /** At most 10 records whose words start with `prefix`; the endpoint must be configured. */
  suggest(prefix: string): Promise<SuggestionHitWire[]>;
}

interface LexMessage {
  content?: string;
  contentType?: string;
}
interface LexSessionState {
  dialogAction?: { type?: string };
  intent?: { name?: string; state?: string };
  sessionAttributes?: Record<string, string>;
}

/** Lex V2's dialog action and intent state → the V1-shaped dialogState the portal reasons with. */
export function toDialogState(state: LexSessionState | undefined): DialogState {
  switch (state?.intent?.state) {
    case 'Failed':
      return 'Failed';
    case 'Fulfilled':
      return 'Fulfilled';
    case 'ReadyForFulfillment':
      return 'ReadyForFulfillment';
    default:
      break;
  }
  switch (state?.dialogAction?.type) {
    case 'ElicitSlot':
      return 'ElicitSlot';
    case 'ConfirmIntent':
      return 'ConfirmIntent';
    case 'Close':
      return 'Close';
    default:
      return 'ElicitIntent';
  }
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function pipeBytes(bytes: Uint8Array<ArrayBuffer>, transform: CompressionStream | DecompressionStream) {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Uint8Array(await new Response(source.pipeThrough<Uint8Array>(transform)).arrayBuffer());
}

/** RecognizeUtterance's structured headers are gzip + base64 both ways; the SDK leaves that to the caller. */
export async function packHeader(value: unknown): Promise<string> {
  return toBase64(
    await pipeBytes(new TextEncoder().encode(JSON.stringify(value)), new CompressionStream('gzip')),
  );
}

export async function unpackHeader<T>(header: string | undefined): Promise<T | undefined> {
  if (!header) return undefined;
  const bytes = await pipeBytes(fromBase64(header), new DecompressionStream('gzip'));
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}

function toReply(
  messages: LexMessage[] | undefined,
  sessionState: LexSessionState | undefined,
  inputTranscript: string,
  audio?: Uint8Array,
): BotTurnReply {
  return {
    dialogState: toDialogState(sessionState),
    sessionAttributes: sessionState?.sessionAttributes ?? {},
    message: messages?.find((message) => message.contentType !== 'ImageResponseCard')?.content ?? '',
    inputTranscript,
    ...(sessionState?.intent?.name ? { intent: sessionState.intent.name } : {}),
    ...(audio && audio.length > 0 ? { audio } : {}),
  };
}

/**
 * AWS's answers to a request signed with credentials it no longer accepts: expired temporary credentials, an
 * access key it does not know, a signature it refuses. Getting new credentials may cure them; nothing else may.
 */
const CREDENTIAL_ERRORS: readonly string[] = [
  'ExpiredTokenException',
  'ExpiredToken',
  'UnrecognizedClientException',
  'InvalidClientTokenId',
  'InvalidSignatureException',
  'SignatureDoesNotMatch',
  'RequestExpired',
];

/** Whether a failed call's credentials were refused, by the error's type or, for a bare 403, by its words. */
export function isCredentialError(error: ServiceError): boolean {
  if (CREDENTIAL_ERRORS.includes(error.code)) return true;
  return (
    error.status === 403 &&
    /security token included in the request is (invalid|expired)|signature (expired|does not match)/i.test(
      error.message,
    )
  );
}

export function createBot(config: TenantConfig): Bot {
  type LexModule = typeof import('@aws-sdk/client-lex-runtime-v2');
  let sdk: Promise<[LexModule, typeof import('@smithy/fetch-http-handler')]> | undefined;
  const loadSdk = () =>
    (sdk ??= Promise.all([import('@aws-sdk/client-lex-runtime-v2'), import('@smithy/fetch-http-handler')]));

  /** The identity-pool credentials and the access token; `forceRefresh` gets new ones from Cognito. */
  async function session(forceRefresh: boolean) {
    const current = await fetchAuthSession({ forceRefresh });
    if (!current.credentials) {
      throw new ServiceFailure({ code: 'NoCredentials', status: 0, message: 'No credentials' });
    }
    return { credentials: current.credentials, accessToken: current.tokens?.accessToken.toString() ?? '' };
  }

  async function sendOnce(turn: BotTurn, forceRefresh: boolean): Promise<BotTurnReply> {
    const [[lex, { FetchHttpHandler }], { credentials, accessToken }] = await Promise.all([
      loadSdk(),
      session(forceRefresh),
    ]);
    // fetch everywhere: browsers use it anyway, and in Node it avoids the SDK's HTTP/2 default.
    const client = new lex.LexRuntimeV2Client({
      region: config.region,
      credentials,
      requestHandler: new FetchHttpHandler(),
    });
    const target = {
      botId: turn.botId,
      botAliasId: BOT_ALIAS_ID,
      localeId: BOT_LOCALE_ID,
      sessionId: turn.sessionId,
    };
    const sessionAttributes = { ...turn.sessionAttributes, accessToken };
    if (turn.kind === 'text') {
      const reply = await client.send(
        new lex.RecognizeTextCommand({
          ...target,
          text: turn.text,
          sessionState: { sessionAttributes },
          requestAttributes: turn.requestAttributes,
        }),
      );
      return toReply(reply.messages, reply.sessionState, turn.text);
    }
    const reply = await client.send(
      new lex.RecognizeUtteranceCommand({
        ...target,
        requestContentType: 'text/plain; charset=utf-8',
        responseContentType: 'audio/pcm',
        inputStream: new TextEncoder().encode(turn.text),
        sessionState: await packHeader({ sessionAttributes }),
        requestAttributes: await packHeader(turn.requestAttributes),
      }),
    );
    const [messages, sessionState, transcript, audio] = await Promise.all([
      unpackHeader<LexMessage[]>(reply.messages),
      unpackHeader<LexSessionState>(reply.sessionState),
      unpackHeader<string>(reply.inputTranscript),
      reply.audioStream ? reply.audioStream.transformToByteArray() : Promise.resolve(undefined),
    ]);
    return toReply(messages, sessionState, transcript ?? turn.text, audio);
  }

  return {
    async send(turn) {
      try {
        return await sendOnce(turn, false);
      } catch (error) {
        const failure = toServiceError(error);
        if (!isCredentialError(failure)) throw new ServiceFailure(failure);
      }
      // The cached credentials were refused (expired early, revoked, or a clock that runs ahead of AWS's):
      // new ones from the identity pool, and the turn once more. A second refusal is the turn's failure.
      try {
        return await sendOnce(turn, true);
      } catch (error) {
        throw new ServiceFailure(toServiceError(error));
      }
    },

    async suggest(prefix) {
      if (!config.suggestionEndpoint) return [];
      try {
        const [{ default: axios }, current] = await Promise.all([import('axios'), fetchAuthSession()]);
        const idToken = current.tokens?.idToken?.toString();
        const response = await axios.get<{ hits?: { hits?: SuggestionHitWire[] } }>(
          `${config.suggestionEndpoint}/${encodeURIComponent(prefix)}`,
          { headers: idToken ? { Authorization: idToken } : {}, timeout: 10_000 },
        );
        return (response.data.hits?.hits ?? []).slice(0, 10);
      } catch (error) {
        throw new ServiceFailure(toServiceError(error));
      }
    },
  };
}
