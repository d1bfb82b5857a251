/**
 * @rtk-query/codegen-openapi configuration of the generated client (docs/api.md). Run it
 * through `npm run api:generate` (scripts/api-client.mjs), which first writes the schema
 * with `manage.py spectacular` and points API_SCHEMA_FILE / API_OUTPUT_DIR at temporary
 * places.
 *
 * One file per backend area, so each feature (lazy-loaded by the router) pulls only its
 * own endpoints and the first load only the session's: the areas are matched by path
 * (below /api). An operation no area claims lands in `other.ts`, so nothing is dropped.
 */
const path = require('node:path');

/** area file -> does this operation belong to it? (paths are below /api) */
const AREAS = {
  session: (p, verb) => p === '/users/{user_id}' && verb === 'get',
  auth: (p) => p.startsWith('/auth/') || p.startsWith('/users/otp'),
  accounts: (p) => p.startsWith('/users/{user_id}') || p === '/contact-us',
  billing: (p) => p === '/pricing-plans' || p === '/payments/checkout',
  discovery: (p) =>
    p === '/companies/scoring' || p.startsWith('/history/') || p === '/users/company-filters',
  // The layout's unread badges and events socket: in every signed-in page's chunks, so apart
  // from the rest of outreach (the lazy Outreach screens, the request dialog, the admins' queue).
  outreachSummary: (p) => p === '/outreach/summary' || p === '/outreach/events-ticket',
  outreach: (p) => p.startsWith('/outreach/') || p.startsWith('/admin/outreach/'),
  sequences: (p) => p === '/sequences' || p.startsWith('/sequences/'),
  changes: (p) => p.startsWith('/company-changes') || p === '/user/companies/pending' || p === '/user/companies/rejected' || p.startsWith('/admin/companies/'),
  admin: (p) => p.startsWith('/admin/'),
  // The header's bell (every signed-in page) and the saved searches with their alerts (issue 24).
  notifications: (p) => p.startsWith('/notifications'),
  alerts: (p) => p.startsWith('/saved-searches') || p.startsWith('/alerts/'),
  agents: (p) => p.startsWith('/gpt-agents'),
  assistants: (p) => p.startsWith('/ai-assistants/'),
  companies: (p) =>
    p.startsWith('/companies') ||
    ['/lookups', '/geography/regions', '/industries', '/users/company-suggestion', '/partner-programs'].includes(p),
};
/** Not called by the SPA (Stripe's webhook). */
const SKIPPED = new Set(['/payments/webhook']);

function areaOf(definition) {
  if (SKIPPED.has(definition.path)) return null;
  const found = Object.entries(AREAS).find(([, matches]) => matches(definition.path, definition.verb));
  return found ? found[0] : 'other';
}

const outputDir = process.env.API_OUTPUT_DIR ?? path.join(__dirname, '../src/lib/api/generated');
const outputFiles = {};
for (const area of [...Object.keys(AREAS), 'other']) {
  outputFiles[path.join(outputDir, `${area}.ts`)] = {
    filterEndpoints: (_name, definition) => areaOf(definition) === area,
    exportName: `${area}Api`,
  };
}

module.exports = {
  schemaFile: process.env.API_SCHEMA_FILE,
  apiFile: path.join(__dirname, '../src/lib/api/baseApi.ts'),
  apiImport: 'baseApi',
  outputFiles,
  hooks: true,
  // Cache tags are added per feature with enhanceEndpoints: they carry ids and conditions
  // (invalidate only on success, the company of the body) the schema's tags cannot express.
  tag: false,
};
