/**
 * Build-time rendering of the public pages (issue 28 §1; docs/adr/0025-prerendered-public-pages.md): each tenant's
 * /sign-in, /sign-up (where its sign-up is on), /forgot-password and /not-found, as the signed-out app draws them
 * on a first visit, so that the static host can answer those addresses with the page itself rather than an empty
 * root. scripts/prerender.mjs builds this module for Node (Vite's SSR build) after the client build and writes
 * the pages; the browser never loads it.
 *
 * It renders the same components the app renders (the public layout, the page, the tenant's theme), inside a
 * store whose auth slice is signed out, which is what the app shows once its session check finds no session.
 * Emotion writes each component's styles as a `<style>` element beside its markup when it renders on a server;
 * those are taken out into the page's stylesheet (the CSP allows no inline style).
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router';

import { createTenantTheme } from '@/components/theme/theme';
import { paths } from '@/config/paths';
import { knownTenantIds, loadTenantConfig, tenantLogoUrl } from '@/config/tenant';
import { type ActiveTenant, TenantProvider } from '@/config/tenant-context';
import { authFeature } from '@/features/auth';
import { notificationsFeature } from '@/features/notifications';

import { PublicLayout } from './layout/PublicLayout';
import { routeTable } from './routes';

/** The public pages that are prerendered: every page of the route table's public routes. */
const PRERENDERED_PATHS: readonly string[] = [
  paths.signIn.path,
  paths.signUp.path,
  paths.forgotPassword.path,
  paths.notFound.path,
];

/** A public route's page, loaded from the route table as the router loads it. */
async function pageOf(path: string): Promise<ComponentType> {
  const entry = routeTable.find((candidate) => candidate.path === path && candidate.access === 'public');
  if (!entry?.page) throw new Error(`${path} is no public route with a page`);
  return (await entry.page()).default;
}

export interface PrerenderedPage {
  tenantId: string;
  /** The address it answers, e.g. '/sign-in'. */
  path: string;
  /** The markup of the app's root element. */
  html: string;
  /** The styles that markup uses (emotion's, in the order it wrote them). */
  css: string;
}

/** Emotion's `<style data-emotion="…">` elements written beside the markup. */
const EMOTION_STYLE = /<style data-emotion="[^"]*">([\s\S]*?)<\/style>/g;

/**
 * What MUI's fields do with script, done by CSS until the app takes over: a focused or filled outlined field
 * lifts its label into the border's notch and draws its focus ring in the primary colour, and a ticked checkbox
 * shows ticked. A field is "filled" when its placeholder is not shown: the static page gives each a blank one
 * (scripts/prerender.mjs). Scoped to the prerendered root, so the app's own fields are never touched.
 */
function staticFieldStyles(primary: string) {
  const field = '[data-prerendered] .MuiFormControl-root';
  const lifted = `${field}:has(input:focus, input:not(:placeholder-shown), textarea:focus, textarea:not(:placeholder-shown))`;
  return [
    `${lifted} > .MuiInputLabel-outlined { transform: translate(14px, -9px) scale(0.75); max-width: calc(133% - 32px); }`,
    `${lifted} .MuiOutlinedInput-notchedOutline > legend { max-width: 100%; }`,
    `${field}:has(input:focus, textarea:focus) > .MuiInputLabel-outlined { color: ${primary}; }`,
    `[data-prerendered] .MuiOutlinedInput-root:focus-within > .MuiOutlinedInput-notchedOutline { border-color: ${primary}; border-width: 2px; }`,
    `[data-prerendered] .MuiCheckbox-root:has(input:checked) { color: ${primary}; }`,
    `[data-prerendered] .MuiCheckbox-root:has(input:checked) svg { background: currentColor; border-radius: 3px; }`,
    `[data-prerendered] .MuiCheckbox-root:has(input:focus-visible) { outline: 2px solid ${primary}; }`,
  ].join('\n');
}

function renderPage(tenantId: string, path: string, Page: ComponentType, tenant: ActiveTenant) {
  const theme = createTenantTheme(tenant.config.theme);
  // The first screen's slices, each as a signed-out visitor has it (auth: 'unauthenticated', the session checked).
  const slices = [authFeature, notificationsFeature].flatMap((feature) => feature.slices);
  const store = configureStore({
    reducer: Object.fromEntries(slices.map((slice) => [slice.reducerPath, slice.reducer])),
    preloadedState: Object.fromEntries(
      slices.flatMap((slice) =>
        slice.signedOut === undefined ? [] : [[slice.reducerPath, slice.signedOut]],
      ),
    ),
  });
  const markup = renderToString(
    <TenantProvider tenant={tenant}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Provider store={store}>
          <StaticRouter location={path}>
            <Routes>
              <Route element={<PublicLayout />}>
                <Route path={path} element={<Page />} />
              </Route>
            </Routes>
          </StaticRouter>
        </Provider>
      </ThemeProvider>
    </TenantProvider>,
  );
  const styles: string[] = [];
  const html = markup.replace(EMOTION_STYLE, (_, css: string) => {
    styles.push(css);
    return '';
  });
  return {
    tenantId,
    path,
    html,
    css: [...styles, staticFieldStyles(theme.palette.primary.main)].join('\n'),
  };
}

/** Every tenant's public pages (sign-up only where the tenant has it). */
export async function prerenderPublicPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const tenantId of knownTenantIds()) {
    const config = await loadTenantConfig(tenantId);
    const tenant = { config, logoUrl: tenantLogoUrl(tenantId), emulated: config.emulated };
    for (const path of PRERENDERED_PATHS) {
      if (path === paths.signUp.path && config.signUpDisabled) continue;
      pages.push(renderPage(tenantId, path, await pageOf(path), tenant));
    }
  }
  return pages;
}
