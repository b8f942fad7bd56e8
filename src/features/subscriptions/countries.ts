import { AU, CA, countryTuples, IN, US } from 'country-region-data';

/**
 * Spec 2 §3/§5: the full ISO 3166-1 country list (country-region-data), and the countries whose state is picked
 * from a list (the billing provider takes a state code for them); elsewhere the state is free text.
 */
export interface Country {
  code: string;
  name: string;
}

export const COUNTRIES: readonly Country[] = countryTuples.map(([name, code]) => ({ code, name }));

const STATE_LISTS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  US: US[2],
  CA: CA[2],
  AU: AU[2],
  IN: IN[2],
};

export interface Region {
  code: string;
  name: string;
}

/** The states of a country that has a list; undefined when its state is free text. */
export function statesOf(country: string): Region[] | undefined {
  return STATE_LISTS[country]?.map(([name, code]) => ({ code, name }));
}

export const countryName = (code: string) => COUNTRIES.find((country) => country.code === code)?.name ?? code;
