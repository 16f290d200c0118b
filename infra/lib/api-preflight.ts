// The CloudFront Function on the /api/* behaviour. The API is same-origin only (the SPA calls /api on
// its own origin), so it grants no CORS permission; the local gateway answers preflights the same way.

/**
 * Source of a `cloudfront-js-2.0` viewer-request function: a CORS preflight (OPTIONS) is answered 204
 * without Access-Control-Allow-* headers, so browsers refuse the call from any other origin (rather than
 * the HTTP API's 404 for a method no route takes); every other method goes on to the HTTP API.
 */
export const API_PREFLIGHT_CODE = `
function handler(event) {
  var request = event.request;
  if (request.method === 'OPTIONS') {
    return { statusCode: 204, statusDescription: 'No Content' };
  }
  return request;
}
`;
