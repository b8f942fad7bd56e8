/**
 * The demo organisation's people beyond the named demo accounts: sixty colleagues with fixed names, subs,
 * statuses, roles and licences, so that the user list pages for real and every status and licence state shows.
 * Pure data: the identity, users and subscriptions modules' seeds turn it into pool users, database users and
 * licence holders.
 */
import type { UserStatus } from './modules/cognito/state';

export type DemoPlanCode = 'starter' | 'pro_monthly' | 'business_annual';

export interface TeamMember {
  email: string;
  sub: string;
  /** What signs in: the demo password, or for an invited member the temporary password. */
  password: string;
  givenName: string;
  familyName: string;
  nickname?: string;
  company: string;
  title: string;
  role: 'Administrator' | 'user';
  status: UserStatus;
  /** The licence the member holds, if any. */
  licence: DemoPlanCode | null;
  /** How long ago the account was created (the demo administrator's is the oldest). */
  daysAgo: number;
}

const TEAM_PASSWORD = 'Demo-Passw0rd!';
/** The temporary password of the seeded invited members (their invitations predate the demo's outbox). */
export const TEAM_TEMPORARY_PASSWORD = 'Temp-Passw0rd!';

const NAMES: readonly (readonly [string, string])[] = [
  ['Olivia', 'Bennett'],
  ['Liam', 'Carter'],
  ['Emma', 'Collins'],
  ['Noah', 'Davies'],
  ['Ava', 'Edwards'],
  ['Ethan', 'Fischer'],
  ['Sophia', 'Garcia'],
  ['Mason', 'Hughes'],
  ['Isabella', 'Ito'],
  ['Lucas', 'Jensen'],
  ['Mia', 'Kowalski'],
  ['Logan', 'Larsen'],
  ['Amelia', 'Martin'],
  ['Elijah', 'Nakamura'],
  ['Harper', 'Novak'],
  ['James', 'Oliveira'],
  ['Evelyn', 'Patel'],
  ['Benjamin', 'Quinn'],
  ['Abigail', 'Rossi'],
  ['Henry', 'Schmidt'],
  ['Emily', 'Silva'],
  ['Alexander', 'Tanaka'],
  ['Ella', 'Turner'],
  ['Daniel', 'Underwood'],
  ['Grace', 'Varga'],
  ['Matthew', 'Walsh'],
  ['Chloe', 'Weber'],
  ['Samuel', 'Xu'],
  ['Lily', 'Young'],
  ['David', 'Zimmerman'],
  ['Zoe', 'Abbott'],
  ['Joseph', 'Baker'],
  ['Hannah', 'Chen'],
  ['Owen', 'Dubois'],
  ['Aria', 'Evans'],
  ['Jack', 'Foster'],
  ['Nora', 'Gallagher'],
  ['Leo', 'Hansen'],
  ['Ruby', 'Ibrahim'],
  ['Isaac', 'Jovanovic'],
  ['Stella', 'Khan'],
  ['Gabriel', 'Lindqvist'],
  ['Layla', 'Moreau'],
  ['Julian', 'Nguyen'],
  ['Violet', 'Okafor'],
  ['Caleb', 'Petrov'],
  ['Aurora', 'Ramirez'],
  ['Adrian', 'Sato'],
  ['Penelope', 'Sorensen'],
  ['Theo', 'Thompson'],
  ['Clara', 'Ueda'],
  ['Felix', 'Vasquez'],
  ['Iris', 'Wagner'],
  ['Hugo', 'Watanabe'],
  ['Alice', 'Wilson'],
  ['Oscar', 'Yilmaz'],
  ['Maya', 'Zhang'],
  ['Arthur', 'Kelly'],
  ['Eva', 'Lindgren'],
  ['Miles', 'Park'],
];

const COMPANIES = [
  'Demo Organisation',
  'Demo Organisation',
  'Demo Organisation Europe',
  'Demo Labs',
] as const;

const TITLES = [
  'Support Agent',
  'Customer Success Manager',
  'Sales Representative',
  'IT Specialist',
  'Product Owner',
  'Service Desk Analyst',
  'Account Executive',
  'Operations Analyst',
  'Marketing Coordinator',
  'Knowledge Manager',
] as const;

/** By position in NAMES (0-based). */
const ADMINISTRATORS = new Set([0, 12, 33]);
const INVITED = new Set([9, 19, 29, 39, 49, 59]);
const UNCONFIRMED = new Set([24, 54]);
const NICKNAMES: Record<number, string> = { 1: 'Liam C.', 6: 'Sophie', 21: 'Alex T.', 31: 'Joe', 44: 'Vi' };

/**
 * Licences of the demo organisation's confirmed members, in order: 2 business_annual (with the demo
 * administrator, 3 holders for a limit of 2, as after a downgrade), 5 pro_monthly (all of its 5), 19 starter
 * (with the demo user, 20 of 25); everyone else holds none.
 */
const LICENCE_SEQUENCE: readonly DemoPlanCode[] = [
  ...Array<DemoPlanCode>(2).fill('business_annual'),
  ...Array<DemoPlanCode>(5).fill('pro_monthly'),
  ...Array<DemoPlanCode>(19).fill('starter'),
];

/** A member's sub: fixed, so that other seeded data and tests can refer to it. */
export const teamSub = (number: number) => `d3a0a000-0000-4000-8000-${String(number).padStart(12, '0')}`;

function buildTeam(): TeamMember[] {
  let licenced = 0;
  return NAMES.map(([givenName, familyName], index) => {
    const status: UserStatus = INVITED.has(index)
      ? 'FORCE_CHANGE_PASSWORD'
      : UNCONFIRMED.has(index)
        ? 'UNCONFIRMED'
        : 'CONFIRMED';
    const licence = status === 'CONFIRMED' ? (LICENCE_SEQUENCE[licenced++] ?? null) : null;
    const nickname = NICKNAMES[index];
    return {
      email: `${givenName}.${familyName}@demo.example`.toLowerCase(),
      sub: teamSub(1001 + index),
      password: status === 'FORCE_CHANGE_PASSWORD' ? TEAM_TEMPORARY_PASSWORD : TEAM_PASSWORD,
      givenName,
      familyName,
      ...(nickname ? { nickname } : {}),
      company: COMPANIES[index % COMPANIES.length] ?? 'Demo Organisation',
      title: TITLES[index % TITLES.length] ?? 'Support Agent',
      role: ADMINISTRATORS.has(index) ? 'Administrator' : 'user',
      status,
      licence,
      // Invited and unconfirmed members are recent; the others joined over the past year.
      daysAgo: status === 'CONFIRMED' ? 360 - index * 5 : 1 + (index % 12),
    };
  });
}

/** Sixty members of the demo organisation (sorted as created, not by e-mail). */
export const DEMO_TEAM: readonly TeamMember[] = buildTeam();
