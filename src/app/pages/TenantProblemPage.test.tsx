import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { resolveTenant } from '@/config/tenant';
import { validateTenantConfig } from '@/config/tenant-schema';

import { TenantProblemPage } from './TenantProblemPage';

describe('TenantProblemPage', () => {
  it('names an unknown organisation instead of showing a blank page', async () => {
    const problem = await resolveTenant({ hostname: 'nobody.portal.example', search: '' });
    if (problem.kind === 'ok') throw new Error('expected a problem');
    render(<TenantProblemPage problem={problem} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unknown organisation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('There is no organisation at nobody.');
  });

  it('lists every configuration problem', () => {
    const { errors } = validateTenantConfig({ id: 'Broken Tenant', emulated: 'no' });
    expect(errors.length).toBeGreaterThan(3);
    render(<TenantProblemPage problem={{ kind: 'invalid', tenantId: 'broken', errors }} />);
    expect(
      screen.getByRole('heading', { name: 'This portal is not configured correctly' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${errors.length} problems`, { exact: false })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Configuration problems' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(errors);
  });

  it('says "problem" for a single one', () => {
    render(
      <TenantProblemPage
        problem={{ kind: 'invalid', tenantId: 'acme', errors: ['region is a required field'] }}
      />,
    );
    expect(screen.getByRole('main')).toHaveTextContent('The configuration of acme has 1 problem:');
    expect(screen.getByRole('listitem')).toHaveTextContent('region is a required field');
  });
});
