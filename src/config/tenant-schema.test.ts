import { describe, expect, it } from 'vitest';

import {
  DEFAULT_WEB_CHAT_BUBBLES_PER_LEVEL,
  validateTenantConfig,
  webChatBubblesPerLevel,
} from './tenant-schema';

const configs = import.meta.glob<{ default: unknown }>('../../tenants/*/config.json', { eager: true });
const demo = configs['../../tenants/demo/config.json']!.default as Record<string, unknown>;

describe('tenant configs', () => {
  it.each(Object.entries(configs))('%s is valid and named after its folder', (path, module) => {
    const { config, errors } = validateTenantConfig(module.default);
    expect(errors).toEqual([]);
    expect(config?.id).toBe(/tenants\/([^/]+)\//.exec(path)?.[1]);
  });

  it('lists every problem of a broken config at once, naming the fields', () => {
    const broken = {
      ...demo,
      id: 'Not An Id',
      region: 'Europe',
      emulated: 'yes',
      appType: 'classic',
      theme: { primary: 'blue', secondary: '#F78E1E', fontFamily: 'Ubuntu' },
      apis: { portal: 'not a url', faq: 'not a url either' },
      extra: true,
    };
    delete (broken as Record<string, unknown>).productName;
    const { config, errors } = validateTenantConfig(broken);
    expect(config).toBeNull();
    const expected = [
      'id',
      'region',
      'emulated',
      'appType',
      'theme.primary',
      'apis.portal',
      'apis.faq',
      'productName',
      'extra',
    ];
    for (const field of expected) expect(errors.join('\n')).toContain(field);
    expect(errors.length).toBeGreaterThanOrEqual(expected.length);
    expect(errors).toContain('theme.primary must be a colour like #003767');
    expect(errors).toContain('region must be an AWS region like us-east-1');
    expect(errors).toContain('productName is a required field');
  });

  it('takes any named API, portal required: adding an API is a config entry', () => {
    const apis = demo.apis as Record<string, string>;
    const withEs = validateTenantConfig({ ...demo, apis: { ...apis, es: 'https://es.demo.example/v1' } });
    expect(withEs.errors).toEqual([]);
    expect(withEs.config?.apis.es).toBe('https://es.demo.example/v1');
    expect(validateTenantConfig({ ...demo, apis: { portal: apis.portal } }).errors).toEqual([]);
    expect(validateTenantConfig({ ...demo, apis: { faq: apis.faq } }).errors).toEqual([
      'apis.portal is a required field',
    ]);
    expect(validateTenantConfig({ ...demo, apis: { ...apis, es: 'nowhere' } }).errors).toEqual([
      'apis.es must be a URL',
    ]);
  });

  it('refuses a secret payments key and accepts a publishable one', () => {
    const secret = validateTenantConfig({ ...demo, paymentsPublishableKey: 'sk_live_51Habc' });
    expect(secret.config).toBeNull();
    expect(secret.errors).toEqual([
      'paymentsPublishableKey must be a publishable key (pk_…); secret keys never belong in a tenant config',
    ]);
    expect(validateTenantConfig({ ...demo, paymentsPublishableKey: 'pk_test_51Habc' }).errors).toEqual([]);
  });

  it.each([
    { webChat: undefined, errors: [], limit: DEFAULT_WEB_CHAT_BUBBLES_PER_LEVEL },
    { webChat: {}, errors: [], limit: DEFAULT_WEB_CHAT_BUBBLES_PER_LEVEL },
    { webChat: { bubblesPerLevel: 3 }, errors: [], limit: 3 },
    { webChat: { bubblesPerLevel: 0 }, errors: ['webChat.bubblesPerLevel must be at least 1'] },
    { webChat: { bubblesPerLevel: 2.5 }, errors: ['webChat.bubblesPerLevel must be a whole number'] },
    { webChat: { bubblesPerLevel: '8' }, errors: [expect.stringContaining('webChat.bubblesPerLevel')] },
    { webChat: { bubblesPerLevl: 8 }, errors: ['webChat has an unknown field: bubblesPerLevl'] },
  ])('takes an optional web chat limit of bubbles per level: $webChat', ({ webChat, errors, limit }) => {
    const raw: Record<string, unknown> = { ...demo, webChat };
    if (webChat === undefined) delete raw.webChat;
    const validation = validateTenantConfig(raw);
    expect(validation.errors).toEqual(errors);
    if (validation.config) expect(webChatBubblesPerLevel(validation.config)).toBe(limit);
  });

  it('refuses what is not an object at all, readably', () => {
    for (const raw of [null, 'demo', 42, []]) {
      const { config, errors } = validateTenantConfig(raw);
      expect(config).toBeNull();
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(typeof error).toBe('string');
    }
  });
});
