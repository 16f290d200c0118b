// The CloudFront Function behind the SPA's client-side routes. It runs on the site's default behaviour
// only, so API errors under /api/* reach the browser untouched (distribution-wide error responses would
// turn an API 403 or 404 into index.html).

/**
 * Source of a `cloudfront-js-2.0` viewer-request function: a path whose last segment has no file
 * extension is a route of the SPA (`/users/42`, `/email/verify/1/abc`) and is served `/index.html`;
 * files (`/assets/app-1a2b.js`, `/config.json`) pass through.
 */
export const SPA_FALLBACK_CODE = `
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;
