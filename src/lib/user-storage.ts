/**
 * Per-user state that must survive a reload (dashboard layout, chat window, wizard step), kept in
 * localStorage under the username. Values are encoded (base64 of JSON) so that casual inspection or a stray
 * copy-paste does not expose them as readable text; this is not encryption and holds no secrets.
 */
const PREFIX = 'assistant-portal.user';

// The username is escaped so that it holds no '.': the first '.' after the prefix ends it, and no user's key can
// name another user's value ('a.b' + 'c' vs 'a' + 'b.c').
const keyFor = (username: string, key: string) =>
  `${PREFIX}.${encodeURIComponent(username).replaceAll('.', '%2E')}.${key}`;

const encode = (value: unknown) =>
  btoa(String.fromCodePoint(...new TextEncoder().encode(JSON.stringify(value))));
const decode = (text: string): unknown =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.codePointAt(0) ?? 0)));

export interface UserStorage {
  get<T>(key: string, isValid: (value: unknown) => value is T): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

export function userStorage(username: string, storage: Storage = localStorage): UserStorage {
  return {
    get(key, isValid) {
      const text = storage.getItem(keyFor(username, key));
      if (text === null) return undefined;
      try {
        const value = decode(text);
        return isValid(value) ? value : undefined;
      } catch {
        // Corrupt or foreign data: behave as if nothing was saved rather than break the page.
        return undefined;
      }
    },
    set(key, value) {
      storage.setItem(keyFor(username, key), encode(value));
    },
    remove(key) {
      storage.removeItem(keyFor(username, key));
    },
  };
}
