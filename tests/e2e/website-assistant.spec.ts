import { getPublicBotSettings } from '../../src/contracts/website-assistant';

import { expectAxeClean } from './axe';
import {
  ACCOUNTS,
  expect,
  failedResource,
  openInApp,
  signIn,
  simulateFailure,
  test,
  toasts,
} from './fixtures';

/**
 * /website-assistant (spec 3 §2, §4, §5; issue 26). Texts kept literal (src/features/website-assistant/messages.ts;
 * the runner loads no app code).
 */
const ROUTE = '/website-assistant';
const LOAD_FAILED = 'Error while fetching chatbot settings!';

test.describe('Website Assistant', () => {
  test('an administrator changes the behaviour and a colour, and embeds the assistant', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await expect(page.getByRole('heading', { level: 1, name: 'Website Assistant' })).toBeVisible();
    const behavior = page.getByRole('form', { name: 'Behavior Settings' });
    const botName = behavior.getByRole('textbox', { name: /^Bot name/ });
    await expect(botName).not.toHaveValue('');
    const save = behavior.getByRole('button', { name: 'Save Settings' });
    await expect(save).toBeDisabled();
    await expectAxeClean(page, 'Behavior Settings');

    await botName.fill('Harbour Helper');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toasts(page).filter({ hasText: 'Successfully updated chatbot settings.' })).toBeVisible();
    await expect(save).toBeDisabled();

    await page.getByRole('tab', { name: 'Color Settings' }).click();
    await expect(page).toHaveURL(/tab=colors/);
    const colours = page.getByRole('form', { name: 'Color Settings' });
    await expectAxeClean(page, 'Color Settings');
    // A colour that fails against its text is flagged (the previews show it as chosen: axe ran before).
    await colours.getByRole('textbox', { name: 'Assistant message (hex)' }).fill('#2b2b2b');
    await expect(colours.getByText(/^Contrast with assistant message text text: .*fails AA/)).toBeVisible();
    await colours.getByRole('button', { name: 'Save Color Settings' }).click();
    await expect(
      toasts(page).filter({ hasText: 'Successfully updated chatbot color settings.' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Embed the website assistant' }).click();
    const embed = page.getByRole('dialog', { name: 'Embed the website assistant' });
    await expect(embed.getByLabel('Embed snippet')).toContainText('data-chatbot-id=');
    await expect(embed.getByRole('link', { name: /^Try it on the sample website/ })).toHaveAttribute(
      'href',
      '/embed-demo/',
    );
    await expectAxeClean(page, 'the embed dialog');
    await embed.getByRole('button', { name: 'Close' }).click();
    await expect(embed).toBeHidden();

    // What was saved is what the page shows after a reload.
    await page.reload();
    await expect(page.getByRole('form', { name: 'Color Settings' })).toBeVisible();
    await expect(
      page
        .getByRole('form', { name: 'Color Settings' })
        .getByRole('textbox', { name: 'Assistant message (hex)' }),
    ).toHaveValue('#2b2b2b');
  });

  test('edits reach both preview frames within 100 ms, without reloading them', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: `${ROUTE}?tab=colors` });
    const colours = page.getByRole('form', { name: 'Color Settings' });
    const closed = page.frameLocator('iframe[title="Preview of the website assistant, closed"]');
    const open = page.frameLocator('iframe[title="Preview of the website assistant, opened"]');
    const openChat = open.frameLocator('assistant-portal-chatbot iframe');
    const header = openChat.locator('header');
    await expect(openChat.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(closed.getByRole('button', { name: /^Chat with / })).toBeVisible();
    // Each frame counts its loads: a reload would start it again from zero.
    const marks = [page.frame({ url: /mode=closed/ }), page.frame({ url: /mode=chat/ })];
    for (const frame of marks)
      await frame?.evaluate(() => ((window as unknown as { __mark: boolean }).__mark = true));

    // The time of the edit (the field's input event) and of the frame's repaint, on the same clock.
    const chatFrame = page.frame({ url: /mode=chat/ });
    const painted = chatFrame?.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const head = document.querySelector('header') as HTMLElement;
          const check = () =>
            getComputedStyle(head).backgroundColor === 'rgb(170, 0, 0)'
              ? resolve(performance.timeOrigin + performance.now())
              : requestAnimationFrame(check);
          check();
        }),
    );
    await page.evaluate(() =>
      document.addEventListener(
        'input',
        () =>
          ((window as unknown as { __edited: number }).__edited = performance.timeOrigin + performance.now()),
        { capture: true, once: true },
      ),
    );
    await colours.getByRole('textbox', { name: 'Primary (hex)' }).fill('#aa0000');
    const latency = (await painted) ?? Infinity;
    const edited = await page.evaluate(() => (window as unknown as { __edited: number }).__edited);
    test
      .info()
      .annotations.push({ type: 'preview update', description: `${Math.round(latency - edited)} ms` });
    expect(latency - edited).toBeLessThanOrEqual(100);
    await expect(header).toHaveCSS('background-color', 'rgb(170, 0, 0)');

    // The closed preview's launcher follows the icon circle colour.
    await colours.getByRole('textbox', { name: 'Icon circle (hex)' }).fill('#0000aa');
    await expect(closed.getByRole('button', { name: /^Chat with / })).toHaveCSS(
      'background-color',
      'rgb(0, 0, 170)',
    );
    for (const frame of marks) {
      expect(await frame?.evaluate(() => (window as unknown as { __mark?: boolean }).__mark)).toBe(true);
    }

    // The Behavior tab's previews follow the bot's name as it is typed.
    await page.getByRole('tab', { name: 'Behavior Settings' }).click();
    await page
      .getByRole('form', { name: 'Behavior Settings' })
      .getByRole('textbox', { name: /^Bot name/ })
      .fill('Preview Bot');
    await expect(
      page
        .frameLocator('iframe[title="Preview of the website assistant, opened"]')
        .frameLocator('assistant-portal-chatbot iframe')
        .getByRole('heading', { level: 1, name: 'Preview Bot' }),
    ).toBeVisible();
    await expectAxeClean(page, 'Behavior Settings with its previews');
  });

  test('an administrator creates a cue, simulates a URL, and publishes the cues', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: `${ROUTE}?tab=cues` });
    const table = page.getByRole('table', { name: 'Pop-up messages' });
    await expect(table).toBeVisible();
    await expectAxeClean(page, 'Cues Settings');
    const publish = page.getByRole('button', { name: 'Publish Cues' });
    await expect(publish).toBeDisabled();

    await page.getByRole('button', { name: 'Create New Cue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Cue' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Returns');
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('Sending something back? I can help.');
    await dialog.getByRole('combobox', { name: 'Rule Type' }).click();
    await page.getByRole('option', { name: 'URL matches a regular expression' }).click();
    await dialog.getByRole('textbox', { name: /^URL/ }).fill('/returns(/|$)');
    await dialog.getByRole('spinbutton', { name: 'Priority' }).fill('50');
    await expectAxeClean(page, 'the cue dialog');
    await dialog.getByRole('button', { name: 'Create New Cue' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: /Returns/ })).toContainText(
      'URL matches a regular expression',
    );
    await expect(page.getByText(/^1 change not published/)).toBeVisible();

    await page
      .getByRole('textbox', { name: 'URL', exact: true })
      .fill('https://www.demo-organisation.example/returns');
    await expect(page.getByRole('status', { name: 'Simulation' })).toContainText('“Returns” shows.');

    await publish.click();
    await expect(
      toasts(page).filter({ hasText: 'Successfully updated chatbot cues settings.' }),
    ).toBeVisible();
    await expect(publish).toBeDisabled();
    await page.reload();
    await expect(
      page.getByRole('table', { name: 'Pop-up messages' }).getByRole('row', { name: /Returns/ }),
    ).toBeVisible();

    // The published cue fires on the demo's sample website (the public chatbot reads the published cues), in a
    // tab of its own as the embed dialog opens it: the demo cloud's service worker leaves with its last page.
    const site = await page.context().newPage();
    await site.goto('/embed-demo/#/returns');
    await expect(site.getByRole('button', { name: 'Sending something back? I can help.' })).toBeVisible();
    await site.close();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the three tabs, the embed and the cue dialog fit', async ({ page }) => {
      await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await expect(page.getByRole('form', { name: 'Behavior Settings' })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('tab', { name: 'Color Settings' }).click();
      await expect(page.getByRole('form', { name: 'Color Settings' })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Embed the website assistant' }).click();
      const close = page.getByRole('dialog', { name: 'Embed the website assistant' }).getByRole('button', {
        name: 'Close',
      });
      await expect(close).toBeInViewport();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await close.click();

      await page.getByRole('tab', { name: 'Cues Settings' }).click();
      await expect(page.getByRole('list', { name: 'Pop-up messages' })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Create New Cue' }).click();
      const cancel = page
        .getByRole('dialog', { name: 'Create New Cue' })
        .getByRole('button', { name: 'Cancel' });
      await expect(cancel).toBeInViewport();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await cancel.click();
    });
  });

  test.describe('when the load fails', () => {
    test.use({ allowedConsoleErrors: [failedResource(500)] });

    test('says so, and loads on Retry', async ({ page }) => {
      await signIn(page);
      await simulateFailure(page, getPublicBotSettings.apiCall, 500, 1);
      await openInApp(page, ROUTE);
      const alert = page
        .getByRole('alert')
        .filter({ hasText: LOAD_FAILED })
        .filter({ has: page.getByRole('button', { name: 'Retry' }) });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('form', { name: 'Behavior Settings' })).toBeVisible();
      await expect(alert).toBeHidden();
    });
  });
});
