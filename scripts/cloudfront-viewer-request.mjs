// CloudFront Function (cloudfront-js-2.0), viewer request, of every tenant's distribution (docs/hosting.md,
// "SPA fallback and prerendered pages"). A plain script, no imports or exports, as CloudFront runs it: paste it as is.
// `vite preview` runs this same file (vite.config.ts), and tests/cloudfront-viewer-request.test.ts checks it.
//
// Files are /assets/* and top-level names with an extension (index.html, emulatorServiceWorker.js, favicon.svg…);
// the four public pages are their tenant's prerendered files (the tenant is the host's first label); everything
// else is a client-side route, answered with index.html.
const PRERENDERED = { '/sign-in': true, '/sign-up': true, '/forgot-password': true, '/not-found': true };

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (uri.indexOf('/assets/') === 0 || /^\/[^/]+\.[A-Za-z0-9]+$/.test(uri)) return request;
  const previewed = request.querystring && request.querystring.tenant;
  if (PRERENDERED[uri] === true && !previewed) {
    const host = request.headers.host ? request.headers.host.value : '';
    const tenant = host.split('.')[0].split(':')[0].toLowerCase();
    // A developer's machine (localhost, an IP address) is the demo, as the app reads it (src/config/tenant-host.ts).
    const local = tenant === 'localhost' || /^[0-9[]/.test(tenant);
    request.uri = '/prerendered/' + (local ? 'demo' : tenant) + uri + '.html';
  } else {
    request.uri = '/index.html';
  }
  return request;
}
