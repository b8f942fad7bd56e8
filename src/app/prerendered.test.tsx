// Testing Library's act: it marks the environment as a test's for React itself, as its render does.
import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { prepareTakeover } from './prerendered';

/** The static page as scripts/prerender.mjs writes it: fields named by `data-name`, the email field focused. */
function staticPage() {
  document.body.innerHTML = `
    <div id="root" data-prerendered="/sign-in">
      <h1>Sign in</h1>
      <form aria-label="Sign in">
        <input data-name="email" type="email" />
        <input data-name="password" type="password" />
        <input data-name="keepSignedIn" type="checkbox" />
        <button type="submit">Sign in</button>
      </form>
    </div>`;
  return document.getElementById('root')!;
}

/** The app's form: controlled fields, as Formik's are; what it was sent with is recorded. */
function AppForm({ onSubmit }: { onSubmit(values: Record<string, unknown>): void }) {
  const [values, setValues] = useState({ email: '', password: '', keepSignedIn: false });
  return (
    <>
      <h1>Sign in</h1>
      <form
        aria-label="Sign in"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(values);
        }}
      >
        <input
          name="email"
          type="email"
          value={values.email}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
        <input
          name="password"
          type="password"
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
        <input
          name="keepSignedIn"
          type="checkbox"
          checked={values.keepSignedIn}
          onChange={(e) => setValues({ ...values, keepSignedIn: e.target.checked })}
        />
        <button type="submit">Sign in</button>
      </form>
    </>
  );
}

let reactRoot: Root | undefined;
afterEach(() => {
  act(() => reactRoot?.unmount());
  document.body.innerHTML = '';
});

describe('the app taking over a prerendered page', () => {
  it('waits for the app’s page, then carries what was typed, the tick, the focus and its caret', async () => {
    const root = staticPage();
    const { container, takeOver } = prepareTakeover(root);
    expect(container.hidden).toBe(true);
    const email = root.querySelector<HTMLInputElement>('[data-name="email"]')!;
    email.value = 'someone@example.com';
    root.querySelector<HTMLInputElement>('[data-name="keepSignedIn"]')!.checked = true;
    const password = root.querySelector<HTMLInputElement>('[data-name="password"]')!;
    password.value = 'secret';
    password.focus();
    password.setSelectionRange(2, 2);

    const done = takeOver();
    reactRoot = createRoot(container);
    // The app's session check first: a spinner, which is no page yet.
    act(() => reactRoot!.render(<div role="progressbar" />));
    await Promise.resolve();
    expect(document.querySelector('[data-prerendered]')).not.toBeNull();
    const submitted = vi.fn();
    act(() => reactRoot!.render(<AppForm onSubmit={submitted} />));
    // The takeover runs on the next microtask (a mutation observer): inside this scope.
    await act(() => done);

    expect(document.querySelector('[data-prerendered]')).toBeNull();
    expect(container.hidden).toBe(false);
    expect(container.id).toBe('root');
    const appPassword = container.querySelector<HTMLInputElement>('[name="password"]')!;
    expect(container.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('someone@example.com');
    expect(appPassword.value).toBe('secret');
    expect(container.querySelector<HTMLInputElement>('[name="keepSignedIn"]')!.checked).toBe(true);
    expect(document.activeElement).toBe(appPassword);
    expect(appPassword.selectionStart).toBe(2);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('holds a submit of the static form and sends it with the app’s form, with the values typed', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const root = staticPage();
    const { container, takeOver } = prepareTakeover(root);
    root.querySelector<HTMLInputElement>('[data-name="email"]')!.value = 'someone@example.com';
    const submitEvent = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(submitEvent);
    expect(submitEvent.defaultPrevented).toBe(true);

    const submitted = vi.fn();
    reactRoot = createRoot(container);
    const done = takeOver();
    act(() => reactRoot!.render(<AppForm onSubmit={submitted} />));
    // The takeover runs on the next microtask (a mutation observer): inside this scope.
    await act(() => done);
    expect(submitted).toHaveBeenCalledWith({
      email: 'someone@example.com',
      password: '',
      keepSignedIn: false,
    });
  });
});
