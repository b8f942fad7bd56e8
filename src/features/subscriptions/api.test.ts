import { describe, expect, it } from 'vitest';

import { changeUserLicense, hasConfiguredChatbot, hasExternalChatbot } from '@/contracts/subscriptions';

import { fakeGateway } from '@tests/fake-gateway';

import { changeUserLicence, fetchChatbotStatus } from './api';

// A body code other than 200 is the gateway client's to refuse (src/services/gateway.test.ts).
describe('the subscriptions calls', () => {
  it('sends subscriptions methods as {site, method, params} and reads their data', async () => {
    const { gateway, calls } = fakeGateway({ code: 200, data: {} });
    await changeUserLicence(gateway, 'demo-site', {
      user: 'a@demo.example',
      oldLicense: null,
      newLicense: 'starter',
    });
    expect(calls).toEqual([
      {
        operation: changeUserLicense,
        fields: {
          site: 'demo-site',
          method: changeUserLicense.apiCall,
          params: { user: 'a@demo.example', oldLicense: null, newLicense: 'starter' },
        },
      },
    ]);
  });

  it('asks hasExternalChatbot only when there is a chatbot, and merges the answers', async () => {
    const none = fakeGateway({
      code: 200,
      data: { hasChatbot: false, chatbotLicense: true, userLicenses: true },
    });
    expect(await fetchChatbotStatus(none.gateway, 'site')).toEqual({
      hasChatbot: false,
      chatbotLicense: true,
      userLicenses: true,
    });
    expect(none.calls.map((call) => call.operation.apiCall)).toEqual([hasConfiguredChatbot.apiCall]);

    const some = fakeGateway(
      { code: 200, data: { hasChatbot: true, chatbotLicense: true, userLicenses: false } },
      { code: 200, data: { hasExternalChatbot: true } },
    );
    expect(await fetchChatbotStatus(some.gateway, 'site')).toEqual({
      hasChatbot: true,
      chatbotLicense: true,
      userLicenses: false,
      hasExternalChatbot: true,
    });
    expect(some.calls.map((call) => call.operation.apiCall)).toEqual([
      hasConfiguredChatbot.apiCall,
      hasExternalChatbot.apiCall,
    ]);
  });
});
