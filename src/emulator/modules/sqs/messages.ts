/**
 * SQS messages and their digests: `MD5OfBody` (the SDK's md5 middleware checks it on SendMessage and
 * ReceiveMessage) and `MD5OfMessageAttributes`, computed as SQS does: the attributes sorted by name, each
 * encoded as its name, its data type (both length-prefixed UTF-8), one transport byte (1 for String and Number,
 * 2 for Binary) and its value (length-prefixed), the lengths 4-byte big-endian; then MD5, hex.
 */
import { AwsServiceError } from '../../core/protocol/aws-json';
import { md5Hex } from '../../core/protocol/md5';
import { base64ToBytes } from '../../core/protocol/s3-rest';

/** A message attribute as the JSON protocol carries it (binary values base64). */
export interface MessageAttributeValue {
  DataType: string;
  StringValue?: string;
  BinaryValue?: string;
}

const encoder = new TextEncoder();

function lengthPrefixed(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + bytes.length);
  new DataView(out.buffer).setUint32(0, bytes.length);
  out.set(bytes, 4);
  return out;
}

const isBinary = (dataType: string) => dataType === 'Binary' || dataType.startsWith('Binary.');

/** SQS's MD5OfMessageAttributes of a set of attributes; undefined when there are none. */
export function md5OfMessageAttributes(
  attributes: Record<string, MessageAttributeValue>,
): string | undefined {
  const names = Object.keys(attributes).sort();
  if (names.length === 0) return undefined;
  const parts: Uint8Array[] = [];
  for (const name of names) {
    const value = attributes[name] as MessageAttributeValue;
    parts.push(lengthPrefixed(encoder.encode(name)), lengthPrefixed(encoder.encode(value.DataType)));
    if (isBinary(value.DataType)) {
      parts.push(Uint8Array.of(2), lengthPrefixed(base64ToBytes(value.BinaryValue ?? '')));
    } else {
      parts.push(Uint8Array.of(1), lengthPrefixed(encoder.encode(value.StringValue ?? '')));
    }
  }
  const all = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return md5Hex(all);
}

export const md5OfBody = (body: string) => md5Hex(body);

const invalid = (message: string) =>
  new AwsServiceError('InvalidParameterValue', message, 400, {
    'x-amzn-query-error': 'InvalidParameterValue;Sender',
  });

/** At most 10 attributes, each with a known data type and a value of its kind (SQS's own rules). */
export function validateMessageAttributes(raw: unknown): Record<string, MessageAttributeValue> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('MessageAttributes must be a map.');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > 10)
    throw invalid(`Number of message attributes [${entries.length}] exceeds the allowed maximum [10].`);
  const result: Record<string, MessageAttributeValue> = {};
  for (const [name, value] of entries) {
    if (!/^[A-Za-z0-9_.-]{1,256}$/.test(name) || /^(aws|amazon)\./i.test(name) || name.includes('..')) {
      throw invalid(`Message attribute name '${name}' is invalid.`);
    }
    if (typeof value !== 'object' || value === null)
      throw invalid(`Message attribute '${name}' must be an object.`);
    const { DataType, StringValue, BinaryValue } = value as Record<string, unknown>;
    if (typeof DataType !== 'string' || !/^(String|Number|Binary)(\..+)?$/.test(DataType)) {
      throw invalid(
        `The type of message attribute '${name}' is invalid. You must use only the following supported type prefixes: Binary, Number, String.`,
      );
    }
    if (isBinary(DataType)) {
      if (typeof BinaryValue !== 'string')
        throw invalid(`Message attribute '${name}' must contain a non-empty value of type 'Binary'.`);
      result[name] = { DataType, BinaryValue };
    } else {
      if (typeof StringValue !== 'string' || StringValue === '') {
        throw invalid(
          `Message attribute '${name}' must contain a non-empty value of type '${DataType.split('.')[0] ?? 'String'}'.`,
        );
      }
      if (DataType.startsWith('Number') && !Number.isFinite(Number(StringValue))) {
        throw invalid(`Can't cast the value of message (user) attribute '${name}' to a number.`);
      }
      result[name] = { DataType, StringValue };
    }
  }
  return result;
}

/** The attributes a ReceiveMessage asked for: `All`, `.*`, exact names, or `prefix.*`. */
export function selectAttributes(
  attributes: Record<string, MessageAttributeValue>,
  requested: readonly string[],
): Record<string, MessageAttributeValue> {
  const wanted = (name: string) =>
    requested.some(
      (pattern) =>
        pattern === 'All' ||
        pattern === '.*' ||
        pattern === name ||
        (pattern.endsWith('.*') && name.startsWith(pattern.slice(0, -1))),
    );
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => wanted(name)));
}
