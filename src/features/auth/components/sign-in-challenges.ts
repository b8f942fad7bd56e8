// The sign-in page's challenge steps, loaded together after the page's first render (see SignInPage).
export { CodeForm } from './CodeForm';
export { ConfirmEmailStep } from './ConfirmEmailStep';
export { NewPasswordForm } from './NewPasswordForm';
