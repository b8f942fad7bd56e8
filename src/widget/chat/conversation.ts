/**
 * A visitor's conversation with the public bot: Lex V2 RecognizeText, signed (SigV4, aws4fetch) with the
 * credentials of an unauthenticated identity of the tenant's Cognito identity pool, which may talk to public bots
 * only. The identity is kept in the frame's storage so that a returning visitor is the same one; the session id
 * lasts as long as the browser tab.
 */
import { AwsClient } from 'aws4fetch';

import type { TenantConfig } from '@/config/tenant-schema';
import type { PublicChatbot } from '@/contracts/website-assistant';

const IDENTITY_KEY = 'assistant-portal-chatbot.identity';
const SESSION_KEY = 'assistant-portal-chatbot.session';
/** Renew the credentials this long before they expire. */
const RENEW_BEFORE_MS = 60_000;

type Tenant = Pick<TenantConfig, 'region' | 'identityPoolId'>;

interface GuestCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiresAt: number;
}

export class ConversationError extends Error {}

const stored = (storage: () => Storage, key: string, create: () => string): string => {
  try {
    const value = storage().getItem(key);
    if (value) return value;
    const created = create();
    storage().setItem(key, created);
    return created;
  } catch {
    // Storage refused (a privacy setting of third-party frames): this page view only.
    return create();
  }
};

async function identityCall<Reply>(tenant: Tenant, operation: string, body: object): Promise<Reply> {
  const response = await fetch(`https://cognito-identity.${tenant.region}.amazonaws.com/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new ConversationError(`${operation} answered ${response.status}`);
  return (await response.json()) as Reply;
}

async function guestCredentials(tenant: Tenant): Promise<GuestCredentials> {
  let identityId = stored(
    () => localStorage,
    IDENTITY_KEY,
    () => '',
  );
  if (!identityId) {
    ({ IdentityId: identityId } = await identityCall<{ IdentityId: string }>(tenant, 'GetId', {
      IdentityPoolId: tenant.identityPoolId,
    }));
    try {
      localStorage.setItem(IDENTITY_KEY, identityId);
    } catch {
      // Not kept: the next visit is a new visitor.
    }
  }
  const { Credentials } = await identityCall<{
    Credentials: { AccessKeyId: string; SecretKey: string; SessionToken: string; Expiration: number };
  }>(tenant, 'GetCredentialsForIdentity', { IdentityId: identityId });
  return {
    accessKeyId: Credentials.AccessKeyId,
    secretAccessKey: Credentials.SecretKey,
    sessionToken: Credentials.SessionToken,
    expiresAt: Credentials.Expiration * 1000,
  };
}

/** How the visitor gave a turn: typed (or a cue's utterance) or a bubble clicked (request attribute `source`). */
export type TurnSource = 'chat' | 'bubble';

export interface Conversation {
  /** The bot's reply messages to `text`. */
  send(text: string, source?: TurnSource): Promise<string[]>;
  /** What Lex heard in `pcm` (16 kHz mono), its reply messages and the reply spoken (16 kHz PCM). */
  speak(pcm: Uint8Array<ArrayBuffer>): Promise<SpokenTurn>;
}

export interface SpokenTurn {
  transcript: string;
  messages: string[];
  audio: Uint8Array<ArrayBuffer>;
}

/** A Lex V2 `x-amz-lex-*` header: gzip, then base64, of JSON. */
async function lexHeader(response: Response, name: string): Promise<unknown> {
  const value = response.headers.get(name);
  if (!value) return undefined;
  const bytes = Uint8Array.from(atob(value), (character) => character.charCodeAt(0));
  const text = await new Response(
    new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')),
  ).text();
  return JSON.parse(text) as unknown;
}

export function createConversation(tenant: Tenant, chatbot: PublicChatbot): Conversation {
  const sessionId = stored(
    () => sessionStorage,
    SESSION_KEY,
    () => `visitor-${crypto.randomUUID()}`,
  );
  let client: { aws: AwsClient; expiresAt: number } | null = null;
  const signer = async () => {
    if (!client || client.expiresAt - RENEW_BEFORE_MS <= Date.now()) {
      const credentials = await guestCredentials(tenant);
      client = {
        // No retries: the visitor sees a failure at once, with Retry.
        aws: new AwsClient({ ...credentials, service: 'lex', region: tenant.region, retries: 0 }),
        expiresAt: credentials.expiresAt,
      };
    }
    return client.aws;
  };
  const { botId, botAliasId, localeId } = chatbot.lex;
  const session =
    `https://runtime-v2-lex.${tenant.region}.amazonaws.com/bots/${encodeURIComponent(botId)}` +
    `/botAliases/${encodeURIComponent(botAliasId)}/botLocales/${encodeURIComponent(localeId)}` +
    `/sessions/${encodeURIComponent(sessionId)}`;
  const call = async (path: string, init: RequestInit) => {
    const aws = await signer();
    const response = await aws.fetch(`${session}/${path}`, { method: 'POST', ...init });
    if (!response.ok) {
      // Expired or revoked credentials: the next turn asks for new ones.
      if (response.status === 403) client = null;
      throw new ConversationError(`Lex answered ${response.status}`);
    }
    return response;
  };
  const contents = (messages: unknown) =>
    (Array.isArray(messages) ? (messages as { content?: string }[]) : [])
      .map((message) => message.content ?? '')
      .filter(Boolean);
  return {
    async send(text, source = 'chat') {
      const response = await call('text', {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text, requestAttributes: { source } }),
      });
      const reply = (await response.json()) as { messages?: unknown };
      return contents(reply.messages);
    },
    async speak(pcm) {
      const response = await call('utterance', {
        headers: {
          'Content-Type': 'audio/l16; rate=16000; channels=1',
          'Response-Content-Type': 'audio/pcm',
        },
        body: pcm,
      });
      const transcript = await lexHeader(response, 'x-amz-lex-input-transcript');
      return {
        transcript: typeof transcript === 'string' ? transcript : '',
        messages: contents(await lexHeader(response, 'x-amz-lex-messages')),
        audio: new Uint8Array(await response.arrayBuffer()),
      };
    },
  };
}
