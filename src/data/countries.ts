// Only the English locale file is imported. The package's `main` (entry-node) registers all ~80 locales, and
// its `browser` entry (index) is CommonJS with the `diacritics` dependency and a registerLocale step we don't
// need: the locale JSON alone is plain data that Vite bundles as an ES module.
import en from 'i18n-iso-countries/langs/en.json';

export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. "DE". */
  code: string;
  /** English short name. */
  name: string;
}

// The package also lists Kosovo under "XK", a user-assigned code that is not part of ISO 3166-1.
const NOT_ISO_3166_1 = new Set(['XK']);

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Compares country names the way the list is sorted (English collation: "Åland" files under A). */
export const compareCountryNames = (a: string, b: string): number => collator.compare(a, b);

const names: Record<string, string | string[]> = en.countries;

const officialName = (code: string, name: string | string[]): string =>
  (Array.isArray(name) ? name[0] : name) ?? code;

/**
 * Every ISO 3166-1 country, sorted by English name. Where the package gives several names, the first is
 * the one it calls official (e.g. "Cote d'Ivoire" before "Côte d'Ivoire", "Ivory Coast").
 */
export const COUNTRIES: readonly Country[] = Object.freeze(
  Object.entries(names)
    .filter(([code]) => !NOT_ISO_3166_1.has(code))
    .map(([code, name]): Country => Object.freeze({ code, name: officialName(code, name) }))
    .sort((a, b) => compareCountryNames(a.name, b.name)),
);
