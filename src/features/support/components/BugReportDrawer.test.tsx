import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { reportBug } from '@/contracts/support';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';

import { renderApp } from '@tests/render';

import { BUG_REPORT_FAILED, BUG_REPORT_SENT } from '../messages';

async function openBugReport(route = '/faq?tab=all') {
  const view = await renderApp({ route, signedInAs: 'user' });
  const { screen, user } = view;
  await user.click(await screen.findByRole('button', { name: 'Report a bug' }, { timeout: 10_000 }));
  const form = await screen.findByRole('form', { name: 'Report a Bug' });
  return { ...view, form };
}

async function fillIn({ user, form }: Awaited<ReturnType<typeof openBugReport>>) {
  // Pasted: typing key by key through Formik and MUI only makes the test slower.
  await user.click(within(form).getByRole('textbox', { name: /summary/i }));
  await user.paste('Chart is empty');
  await user.click(within(form).getByRole('textbox', { name: /description/i }));
  await user.paste('The conversations chart shows nothing.');
  await user.click(within(form).getByRole('textbox', { name: /environment/i }));
  await user.paste('Laptop, office network');
}

describe('reporting a bug', () => {
  it('sends the report with the page, browser and version, then thanks the user and closes', async () => {
    const view = await openBugReport();
    const { screen, user, form, emulator } = view;
    expect(within(form).getByRole('textbox', { name: /summary/i })).toHaveFocus();
    await fillIn(view);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(BUG_REPORT_SENT)).toBeInTheDocument();
    expect(emulator.db.state.support.bugReports).toEqual([
      expect.objectContaining({
        tenant: DEMO_TENANT,
        reporter: DEMO_ACCOUNTS.user.email,
        summary: 'Chart is empty',
        description: 'The conversations chart shows nothing.',
        environment: 'Laptop, office network',
        page: '/faq?tab=all',
        browser: navigator.userAgent,
        appVersion: __APP_VERSION__,
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Report a Bug' })).not.toBeInTheDocument());

    // Opened again, the form is empty.
    await user.click(screen.getByRole('button', { name: 'Report a bug' }));
    const again = await screen.findByRole('form', { name: 'Report a Bug' });
    expect(within(again).getByRole('textbox', { name: /summary/i })).toHaveValue('');
  });

  it('keeps what was typed and shows an error when the gateway fails', async () => {
    const view = await openBugReport();
    const { screen, user, form, emulator } = view;
    emulator.faults.add({ operation: reportBug.apiCall, status: 500 });
    await fillIn(view);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(BUG_REPORT_FAILED)).toBeInTheDocument();
    expect(emulator.db.state.support.bugReports).toEqual([]);
    expect(within(form).getByRole('textbox', { name: /summary/i })).toHaveValue('Chart is empty');
    expect(within(form).getByRole('textbox', { name: /description/i })).toHaveValue(
      'The conversations chart shows nothing.',
    );
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('asks for a summary and a description before sending', async () => {
    const { screen, user, form, emulator } = await openBugReport();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    const summary = within(form).getByRole('textbox', { name: /summary/i });
    expect(summary).toHaveAccessibleDescription('Required');
    expect(summary).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: /description/i })).toHaveAccessibleDescription(
      'Required',
    );
    expect(within(form).getByRole('textbox', { name: /environment/i })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Blank text is no summary either.
    await user.type(summary, '   ');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(summary).toHaveAccessibleDescription('Required');
    expect(emulator.db.state.support.bugReports).toEqual([]);
    expect(screen.queryByText(BUG_REPORT_SENT)).not.toBeInTheDocument();
  });
});
