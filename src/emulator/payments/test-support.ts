import type { ChallengeOutcome } from '@/contracts/payments';

const BUTTONS: Record<ChallengeOutcome, string> = { complete: 'Complete', fail: 'Fail' };

/**
 * What the browser does with the issuer's page in the challenge frame, for tests where no frame renders
 * (jsdom): loads the page, then submits its form with the button a user would press. Answers the page the
 * submission returns.
 */
export async function answerIssuerPage(url: string, outcome: ChallengeOutcome): Promise<Response> {
  const page = await fetch(url);
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
  return fetch(new URL(form.getAttribute('action') ?? '', url), {
    method: form.method.toUpperCase(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  });
}
