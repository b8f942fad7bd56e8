import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Connection, ConnectionIntent } from '@/contracts/connections';

import { intentCount, isConfigurable, itemCount, setupTitle, subdomainOf, taskCount } from './wording';

const intent = (index: number, deleted = false): ConnectionIntent => ({
  ID: `i${index}`,
  title: `Task ${index}`,
  desc: 'Does a thing',
  enabled: true,
  utterances: ['do it'],
  slots: [],
  ...(deleted ? { deleted } : {}),
});

const connector = (overrides: Partial<Connection> = {}): Connection => ({
  connectorName: 'servicenow',
  connectionName: 'servicenow-prod',
  display_name: 'ServiceNow',
  type: 'public-rest-api',
  image: '',
  shortDesc: '',
  longDesc: '',
  area: 'CRM',
  documentationUrl: 'https://docs.example',
  setup: 'custom',
  visible: true,
  enabled: false,
  auth_exists: false,
  base_url: null,
  tenant: null,
  compositeKey: 'servicenow-prod',
  connectionId: null,
  health: 'ok',
  intents: [],
  ...overrides,
});

describe('connector wording (spec 2 §2)', () => {
  it('counts items in a list header', () => {
    expect(itemCount(0)).toBe('No connections available');
    expect(itemCount(1)).toBe('1 item');
    fc.assert(fc.property(fc.integer({ min: 2, max: 500 }), (n) => itemCount(n) === `${n} items`));
  });

  it('counts a card’s tasks, ignoring deleted ones; an FAQ card is always 1 Task', () => {
    expect(taskCount(connector())).toBe('No Tasks');
    expect(taskCount(connector({ intents: [intent(1), intent(2, true)] }))).toBe('1 Task');
    expect(taskCount(connector({ intents: [intent(1), intent(2)] }))).toBe('2 Tasks');
    for (const name of ['faq', 'faq-dev']) {
      fc.assert(
        fc.property(
          fc.nat(20),
          (n) =>
            taskCount(
              connector({ connectionName: name, intents: Array.from({ length: n }, (_, i) => intent(i)) }),
            ) === '1 Task',
        ),
      );
    }
  });

  it('counts the side panel’s intents', () => {
    expect(intentCount(connector())).toBe('No Intents');
    expect(intentCount(connector({ intents: [intent(1)] }))).toBe('1 Intent');
    expect(intentCount(connector({ intents: [intent(1), intent(2), intent(3)] }))).toBe('3 Intents');
  });

  it('configures only the custom and FAQ connectors, titled as the spec says', () => {
    expect(isConfigurable(connector())).toBe(true);
    expect(isConfigurable(connector({ connectionName: 'salesforce', setup: 'oauth' }))).toBe(false);
    expect(isConfigurable(connector({ connectionName: 'faq-dev', setup: 'faq' }))).toBe(true);
    expect(setupTitle(connector())).toBe('Setup ServiceNow Connection');
    expect(setupTitle(connector({ display_name: 'FAQ', setup: 'faq' }))).toBe('Setup FAQ');
  });

  it('reads the sub-domain back from a base URL', () => {
    expect(subdomainOf(connector({ base_url: 'https://acme.service-now.com' }))).toBe('acme');
    expect(subdomainOf(connector({ base_url: 'https://acme.zendesk.com' }))).toBe('');
    expect(subdomainOf(connector())).toBe('');
  });
});
