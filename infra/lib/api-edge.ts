// The CloudFront Function on the /api/* behaviour. The API is same-origin only (the SPA calls /api on
// its own origin), so it grants no CORS permission; the local gateway answers preflights the same way.
// It also tells the API who the viewer is: behind CloudFront, API Gateway's sourceIp is an edge server.

/** The request header that carries the viewer's address to the API (functions/platform/client-address.ts reads it). */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * Source of a `cloudfront-js-2.0` viewer-request function: a CORS preflight (OPTIONS) is answered 204
 * without Access-Control-Allow-* headers, so browsers refuse the call from any other origin (rather than
 * the HTTP API's 404 for a method no route takes); every other request goes on to the HTTP API with the
 * viewer's address in VIEWER_ADDRESS_HEADER, replacing whatever the client sent under that name.
 */
export const API_EDGE_CODE = `
function handler(event) {
  var request = event.request;
  if (request.method === 'OPTIONS') {
    return { statusCode: 204, statusDescription: 'No Content' };
  }
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}
`;
