// Written by hand: it is fixed data, and the npm packages checked (November 2026) did not fit. `states-us`
// 1.1.1 counts Palau (a sovereign state in free association, not a US territory) as a territory, omits the
// U.S. Minor Outlying Islands and does not tell DC apart from the states; `us-state-codes` has states only
// and three lodash dependencies; `@usa/states` does not exist.
// Codes are the USPS two-letter abbreviations; the U.S. Minor Outlying Islands have none (no mail service),
// so they use their ISO 3166-2 subdivision code US-UM, which is also their ISO 3166-1 alpha-2 code.

export type UsStateKind = 'state' | 'district' | 'territory';

export interface UsState {
  code: string;
  name: string;
  kind: UsStateKind;
}

const s = (code: string, name: string, kind: UsStateKind = 'state'): UsState =>
  Object.freeze({ code, name, kind });

/** The 50 states, the District of Columbia and the inhabited territories plus UM, sorted by name. */
export const US_STATES: readonly UsState[] = Object.freeze([
  s('AL', 'Alabama'),
  s('AK', 'Alaska'),
  s('AS', 'American Samoa', 'territory'),
  s('AZ', 'Arizona'),
  s('AR', 'Arkansas'),
  s('CA', 'California'),
  s('CO', 'Colorado'),
  s('CT', 'Connecticut'),
  s('DE', 'Delaware'),
  s('DC', 'District of Columbia', 'district'),
  s('FL', 'Florida'),
  s('GA', 'Georgia'),
  s('GU', 'Guam', 'territory'),
  s('HI', 'Hawaii'),
  s('ID', 'Idaho'),
  s('IL', 'Illinois'),
  s('IN', 'Indiana'),
  s('IA', 'Iowa'),
  s('KS', 'Kansas'),
  s('KY', 'Kentucky'),
  s('LA', 'Louisiana'),
  s('ME', 'Maine'),
  s('MD', 'Maryland'),
  s('MA', 'Massachusetts'),
  s('MI', 'Michigan'),
  s('MN', 'Minnesota'),
  s('MS', 'Mississippi'),
  s('MO', 'Missouri'),
  s('MT', 'Montana'),
  s('NE', 'Nebraska'),
  s('NV', 'Nevada'),
  s('NH', 'New Hampshire'),
  s('NJ', 'New Jersey'),
  s('NM', 'New Mexico'),
  s('NY', 'New York'),
  s('NC', 'North Carolina'),
  s('ND', 'North Dakota'),
  s('MP', 'Northern Mariana Islands', 'territory'),
  s('OH', 'Ohio'),
  s('OK', 'Oklahoma'),
  s('OR', 'Oregon'),
  s('PA', 'Pennsylvania'),
  s('PR', 'Puerto Rico', 'territory'),
  s('RI', 'Rhode Island'),
  s('SC', 'South Carolina'),
  s('SD', 'South Dakota'),
  s('TN', 'Tennessee'),
  s('TX', 'Texas'),
  s('UM', 'U.S. Minor Outlying Islands', 'territory'),
  s('VI', 'U.S. Virgin Islands', 'territory'),
  s('UT', 'Utah'),
  s('VT', 'Vermont'),
  s('VA', 'Virginia'),
  s('WA', 'Washington'),
  s('WV', 'West Virginia'),
  s('WI', 'Wisconsin'),
  s('WY', 'Wyoming'),
]);
