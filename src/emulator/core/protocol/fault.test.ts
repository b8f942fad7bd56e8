/** The one fault helper, and the error shape each protocol gives an injected fault. */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { listUsers } from '@/contracts/users';

import { FaultRegistry } from '../faults';

import { awsJsonFault } from './aws-json';
import { applyFault, type FaultProtocol } from './fault';
import { gatewayFault } from './gateway';
import { restJsonFault } from './rest-json';
import { s3Fault } from './s3-rest';

const request = () => new Request('https://service.example/op', { method: 'POST' });
const plain: FaultProtocol = (fault) => new Response(fault.message ?? 'failed', { status: fault.status });

afterEach(() => {
  vi.useRealTimers();
});

describe('applyFault', () => {
  it('lets a call without a fault through', async () => {
    const faults = new FaultRegistry();
    faults.add({ operation: 'Other', status: 500 });
    expect(await applyFault({ faults }, 'Op', request(), plain)).toBeUndefined();
    expect(faults.list()).toHaveLength(1);
  });

  it('answers the protocol’s response for a failing fault, as many times as it says', async () => {
    const faults = new FaultRegistry();
    faults.add({ operation: 'Op', status: 503, message: 'down', times: 2 });
    for (let call = 0; call < 2; call += 1) {
      const response = await applyFault({ faults }, 'Op', request(), plain);
      expect(response?.status).toBe(503);
      expect(await response?.text()).toBe('down');
    }
    expect(await applyFault({ faults }, 'Op', request(), plain)).toBeUndefined();
  });

  it('waits the delay on timers, and with status 0 only waits', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const faults = new FaultRegistry();
    faults.add({ operation: 'Op', status: 0, delayMs: 1_500, times: 1 });
    let settled = false;
    const result = applyFault({ faults }, 'Op', request(), plain).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(1_499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeUndefined();
  });

  it('reports an outcome instead of failing, whatever the status', async () => {
    const faults = new FaultRegistry();
    faults.add({ operation: 'Op', status: 500, outcome: 'dialog-failed' });
    const onOutcome = vi.fn();
    expect(await applyFault({ faults }, 'Op', request(), plain, { onOutcome })).toBeUndefined();
    expect(onOutcome).toHaveBeenCalledWith('dialog-failed', expect.objectContaining({ operation: 'Op' }));
  });
});

describe('the protocols’ fault answers', () => {
  const fault = { operation: 'Op', status: 403 };

  it('AWS JSON: __type and x-amzn-errortype, the fault’s errorType first', async () => {
    const response = await awsJsonFault('1.0')(fault, request(), 'Op');
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.0');
    expect(response.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(await response.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Injected fault in Op.',
    });
    const typed = await awsJsonFault('1.1')(
      { ...fault, errorType: 'ExpiredTokenException' },
      request(),
      'Op',
    );
    expect(typed.headers.get('x-amzn-errortype')).toBe('ExpiredTokenException');
  });

  it('S3: the XML error document', async () => {
    const response = await s3Fault(fault, request(), 'PutObject');
    expect(response.headers.get('content-type')).toBe('application/xml');
    expect(await response.text()).toMatch(
      /<Error><Code>AccessDenied<\/Code><Message>Injected fault in PutObject\.<\/Message>/,
    );
  });

  it('REST-JSON: x-amzn-errortype and {message}', async () => {
    const response = await restJsonFault(() => 'AccessDeniedException')(fault, request(), 'Op');
    expect(response.headers.get('x-amzn-errortype')).toBe('AccessDeniedException');
    expect(await response.json()).toEqual({ message: 'Injected fault in Op.' });
  });

  it('the gateway: {code, message} with the same status', async () => {
    const response = await gatewayFault({ ...fault, status: 500 }, request(), listUsers.apiCall);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 500, message: 'Internal server error' });
  });
});
