import { getResponse } from 'msw';

import type { ChallengeOutcome } from '@/contracts/payments';

import type { EmulatorContext } from '../../core/types';

import { paymentsHandlers } from './handlers';

const BUTTONS: Record<ChallengeOutcome, string> = { complete: 'Complete', fail: 'Fail' };

/**
 * What a browser does when a frame opens a page or submits a form: a navigation, handed to the emulator as the
 * demo's service worker hands it on (`mode: 'navigate'`, which no script's request can have). For tests, where
 * no frame renders (jsdom).
 */
export async function navigate(context: EmulatorContext, url: string, init?: RequestInit): Promise<Response> {
  const request = new Request(url, init);
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  const response = await getResponse(paymentsHandlers(context), request);
  if (!response) throw new Error(`Nothing answers a navigation to ${url}`);
  return response;
}

/**
 * What the browser does with the issuer's page in the challenge frame: opens the page, then submits its form
 * with the button a user would press. Answers the page the submission returns.
 */
export async function answerIssuerPage(
  context: EmulatorContext,
  url: string,
  outcome: ChallengeOutcome,
): Promise<Response> {
  const page = await navigate(context, url);
  const document = new DOMParser().parseFromString(await page.text(), 'text/html');
  const form = document.querySelector('form');
  const button = [...(form?.querySelectorAll('button') ?? [])].find(
    (candidate) => candidate.textContent === BUTTONS[outcome],
  );
  if (!form || !button)
    throw new Error(`The issuer's page (${page.status}) has no ${BUTTONS[outcome]} button.`);
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll('input')) fields.append(input.name, input.value);
  fields.append(button.name, button.value);
  return navigate(context, new URL(form.getAttribute('action') ?? '', url).href, {
    method: form.method.toUpperCase(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  });
}
