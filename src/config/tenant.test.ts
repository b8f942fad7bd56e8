// @vitest-environment jsdom
// (a unit test of code that needs a DOM: web storage, DOMPurify, window or document)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { knownTenantIds, resolveTenant, tenantIdFromHost } from './tenant';

const at = (hostname: string, search = '') => resolveTenant({ hostname, search });

describe('tenantIdFromHost', () => {
  it('maps local hosts to the demo tenant', () => {
    expect(tenantIdFromHost('localhost')).toBe('demo');
    expect(tenantIdFromHost('127.0.0.1')).toBe('demo');
    expect(tenantIdFromHost('LOCALHOST')).toBe('demo');
  });

  it('takes the sub-domain of any other host, also under localhost', () => {
    expect(tenantIdFromHost('acme.portal.example')).toBe('acme');
    expect(tenantIdFromHost('acme.localhost')).toBe('acme');
    expect(tenantIdFromHost('Acme.Portal.Example')).toBe('acme');
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?$/);
    fc.assert(
      fc.property(label, fc.array(label, { minLength: 1, maxLength: 3 }), (sub, rest) => {
        expect(tenantIdFromHost([sub, ...rest].join('.'))).toBe(sub);
      }),
    );
  });
});

describe('resolveTenant', () => {
  it('knows the tenants of the tenants/ folder', () => {
    expect(knownTenantIds()).toEqual(expect.arrayContaining(['demo', 'mkruzic', 'northwind']));
  });

  it('runs the demo on localhost, against the emulated cloud', async () => {
    const resolution = await at('localhost');
    expect(resolution).toMatchObject({ kind: 'ok', emulated: true, previewed: false });
    expect(resolution.kind === 'ok' && resolution.config.id).toBe('demo');
    expect(resolution.kind === 'ok' && resolution.logoUrl).toEqual(expect.any(String));
  });

  it('chooses a tenant by its sub-domain', async () => {
    const resolution = await at('northwind.portal.example');
    expect(resolution).toMatchObject({ kind: 'ok', emulated: false, previewed: false });
    expect(resolution.kind === 'ok' && resolution.config.id).toBe('northwind');
  });

  it('answers "unknown" for a sub-domain that names no tenant', async () => {
    expect(await at('nobody.portal.example')).toEqual({ kind: 'unknown', tenantId: 'nobody' });
  });

  it('honours ?tenant= on localhost as an emulated preview, and remembers it for the tab', async () => {
    const previewed = await at('localhost', '?tenant=mkruzic');
    expect(previewed).toMatchObject({ kind: 'ok', emulated: true, previewed: true });
    expect(previewed.kind === 'ok' && previewed.config.id).toBe('mkruzic');
    expect(previewed.kind === 'ok' && previewed.config.appType).toBe('mkruzic');

    // A reload or a navigation without the parameter stays on the previewed tenant.
    const again = await at('localhost');
    expect(again.kind === 'ok' && again.config.id).toBe('mkruzic');
    expect(again).toMatchObject({ previewed: true, emulated: true });
    expect(
      Array.from({ length: sessionStorage.length }, (_, i) =>
        sessionStorage.getItem(sessionStorage.key(i) ?? ''),
      ),
    ).toContain('mkruzic');

    // Naming the host's own tenant ends the preview.
    const back = await at('localhost', '?tenant=demo');
    expect(back).toMatchObject({ kind: 'ok', previewed: false });
    expect(back.kind === 'ok' && back.config.id).toBe('demo');
  });

  it('ignores ?tenant= on a tenant whose config does not allow it', async () => {
    const resolution = await at('northwind.portal.example', '?tenant=demo');
    expect(resolution).toMatchObject({ kind: 'ok', previewed: false, emulated: false });
    expect(resolution.kind === 'ok' && resolution.config.id).toBe('northwind');
    expect(sessionStorage.length).toBe(0);
  });

  it('answers "unknown" for an override that names no tenant, and forgets it', async () => {
    expect(await at('localhost', '?tenant=nobody')).toEqual({ kind: 'unknown', tenantId: 'nobody' });
    expect(sessionStorage.length).toBe(0);
    const next = await at('localhost');
    expect(next.kind === 'ok' && next.config.id).toBe('demo');
  });
});
