/** The FAQ's seed: the demo organisation's library, with questions in every status, and the other one's. */
import type { FaqSource, FaqStatus } from '@/contracts/faq';

import type { SeedInput } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { SEEDED_FAQ } from '../assistant/catalogue';

import { DEFAULT_SETTINGS, type FaqModuleState, type FaqRecord } from './state';

const DAY = 86_400_000;

/** The demo organisation's seeded questions besides the assistant's four (src/emulator/modules/assistant/catalogue.ts). */
const MORE_QUESTIONS: readonly {
  id: string;
  question: string;
  area: string;
  answer: string;
  status: FaqStatus;
  user: string;
  daysAgo: number;
  site?: string;
  refersTo?: string;
}[] = [
  {
    id: 'faq-wifi',
    question: 'What is the guest Wi-Fi password?',
    area: 'IT',
    answer:
      '<p>Guests join <b>Demo-Guest</b>; reception prints a daily code. Staff use <i>Demo-Staff</i> with their work account.</p>',
    status: 'APPROVED',
    user: DEMO_ACCOUNTS.administrator.email,
    daysAgo: 40,
    site: 'London',
  },
  {
    id: 'faq-parking',
    question: 'Where can I park at the office?',
    area: 'Facilities',
    answer: '<p>The car park behind the building has <b>40 spaces</b>; book one in the Facilities app.</p>',
    status: 'APPROVED',
    user: DEMO_ACCOUNTS.administrator.email,
    daysAgo: 35,
    site: 'Zagreb',
  },
  {
    id: 'faq-payday',
    question: 'When is payday?',
    area: 'Finance',
    answer: '<p>Salaries are paid on the <b>last working day</b> of each month.</p>',
    status: 'APPROVED',
    user: DEMO_ACCOUNTS.administrator.email,
    daysAgo: 30,
  },
  {
    id: 'faq-sick',
    question: 'How do I report a sick day?',
    area: 'HR',
    answer: '<ul><li>Tell your manager before 10:00.</li><li>Record it in the HR portal.</li></ul>',
    status: 'APPROVED',
    user: DEMO_ACCOUNTS.administrator.email,
    daysAgo: 28,
  },
  {
    id: 'faq-printer',
    question: 'How do I add a printer?',
    area: 'IT',
    answer: '<p>Open <b>Settings → Printers</b> and choose <i>Follow-me print</i>.</p>',
    status: 'TO BE DELETED',
    user: 'olivia.bennett@demo.example',
    daysAgo: 6,
    site: 'London',
  },
  {
    id: 'faq-gym',
    question: 'Is there a gym discount?',
    area: 'HR',
    answer: '<p>Yes: <b>20 %</b> off at partner gyms with your staff card.</p>',
    status: 'NEW',
    user: DEMO_ACCOUNTS.user.email,
    daysAgo: 3,
  },
  {
    id: 'faq-travel',
    question: 'How do I book business travel?',
    area: 'Finance',
    answer: '<p>Book through the <b>Travel</b> app; trips over 1,000 need your manager’s approval first.</p>',
    status: 'NEW',
    user: 'noah.davies@demo.example',
    daysAgo: 2,
    site: 'New York',
  },
  {
    id: 'faq-payday-change',
    question: 'When is payday?',
    area: 'Finance',
    answer:
      '<p>Salaries are paid on the <b>last working day</b> of each month; bonuses with the March salary.</p>',
    status: 'NEW',
    user: DEMO_ACCOUNTS.user.email,
    daysAgo: 1,
    refersTo: 'faq-payday',
  },
];

/** A plain-text voice answer from HTML: what the seed's questions say aloud. */
const spoken = (html: string) =>
  html
    .replace(/<\/(p|li)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export function seedFaq({ clock }: SeedInput): FaqModuleState {
  const now = clock.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const document = (
    tenant: string,
    id: string,
    fields: Omit<FaqSource, 'docId' | 'answer_voice' | 'id'> & { refersTo?: string },
  ): FaqRecord => {
    const { refersTo, ...source } = fields;
    return {
      tenant,
      _id: id,
      _source: { ...source, docId: id, answer_voice: spoken(fields.answer), id: refersTo ?? '' },
    };
  };
  const documents: FaqRecord[] = [
    ...SEEDED_FAQ.map((faq, index) =>
      document(DEMO_TENANT, faq.id, {
        question: faq.question,
        subject_area:
          faq.id === 'faq-vpn' || faq.id === 'faq-password'
            ? 'IT'
            : faq.id === 'faq-holidays'
              ? 'HR'
              : 'Finance',
        answer: faq.answer,
        user: DEMO_ACCOUNTS.administrator.email,
        last_update: at(60 - index * 5),
        status: 'APPROVED',
      }),
    ),
    ...MORE_QUESTIONS.map((entry) =>
      document(DEMO_TENANT, entry.id, {
        question: entry.question,
        subject_area: entry.area,
        answer: entry.answer,
        user: entry.user,
        last_update: at(entry.daysAgo),
        status: entry.status,
        ...(entry.site ? { customFields: { site: entry.site } } : {}),
        ...(entry.refersTo ? { refersTo: entry.refersTo } : {}),
      }),
    ),
    document(OTHER_ORGANISATION.tenant, 'harbour-faq-cranes', {
      question: 'Who operates the cranes at night?',
      subject_area: 'Operations',
      answer: '<p>The night shift of <b>Terminal 2</b>.</p>',
      user: OTHER_ORGANISATION.administrator.email,
      last_update: at(10),
      status: 'APPROVED',
    }),
    document(OTHER_ORGANISATION.tenant, 'harbour-faq-manifest', {
      question: 'Where do I upload a manifest?',
      subject_area: 'Operations',
      answer: '<p>In the customs portal.</p>',
      user: OTHER_ORGANISATION.user.email,
      last_update: at(2),
      status: 'NEW',
    }),
  ];
  const areas = (tenant: string) =>
    [
      ...new Set(
        documents.filter((record) => record.tenant === tenant).map((record) => record._source.subject_area),
      ),
    ]
      .sort()
      .map((name) => ({ tenant, name }));
  return {
    documents,
    audit: [],
    settings: [
      {
        tenant: DEMO_TENANT,
        nonAdminsCanCreateSubjectAreas: false,
        customFields: [
          {
            name: 'Site',
            label: 'Site',
            sourceFieldName: 'site',
            options: ['All', 'London', 'Zagreb', 'New York'].map((value) => ({ value, label: value })),
          },
        ],
      },
      { tenant: OTHER_ORGANISATION.tenant, ...DEFAULT_SETTINGS },
    ],
    subjectAreas: [...areas(DEMO_TENANT), ...areas(OTHER_ORGANISATION.tenant)],
    surveys: [],
  };
}
