import { existsSync, readFileSync } from 'node:fs';

/**
 * What a deploy must answer before it goes live, checked on its preview channel: Hosting in
 * production may differ from its emulator, where the tests ran. A missing build file is a 404
 * that no browser keeps (a year's Cache-Control on it would keep a rollback broken), a page comes
 * with the Content-Security-Policy the deploy's config gives it, the offline worker is revalidated on
 * every visit (so a fix reaches visitors), and an address with no page is a 404.
 */

export interface SmokeCheck {
  /** What was checked, in staff's words. */
  what: string;
  ok: boolean;
  /** What was found, when it was not what was wanted. */
  found?: string;
}

interface HostingHeaders {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

/**
 * The Content-Security-Policy a Firebase config (the build's firebase.deploy.json) sends with every
 * response.
 */
export function configuredPolicy(firebaseJson: string): string {
  if (!existsSync(firebaseJson)) {
    throw new Error(`${firebaseJson} is missing: \`npm run build\` writes it.`);
  }
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as HostingHeaders;
  const every = config.hosting.headers.find(({ source }) => source === '**');
  const policy = every?.headers.find(({ key }) => key === 'Content-Security-Policy')?.value;
  if (!policy) throw new Error(`${firebaseJson} gives no Content-Security-Policy for **`);
  return policy;
}

/** A Cache-Control that lets a browser keep an answer without asking again. */
const keeps = (cacheControl: string) =>
  /\bimmutable\b/.test(cacheControl) || /\bmax-age=[1-9]/.test(cacheControl);

const describe = (response: Response, header: string) =>
  `${response.status}, ${header}: ${response.headers.get(header) ?? '(none)'}`;

/** Runs the checks against a site's address (a preview channel's, or the live one). */
export async function smokeCheck(
  site: string,
  policy: string,
  /** The config file the policy is from, as the checks name it. */
  policySource: string,
  get: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<SmokeCheck[]> {
  const at = (path: string) =>
    get(new URL(path, site).href, { headers: { Accept: 'text/html,*/*' }, redirect: 'manual' });
  const checks: SmokeCheck[] = [];
  const check = (what: string, ok: boolean, found: string) =>
    checks.push(ok ? { what, ok } : { what, ok, found });

  const missing = await at('/assets/missing.js');
  const missingCache = missing.headers.get('cache-control') ?? '';
  check(
    '/assets/missing.js answers 404 and is not kept by the browser',
    missing.status === 404 && !keeps(missingCache),
    describe(missing, 'cache-control'),
  );

  const page = await at('/');
  check(
    `/ answers 200 with the Content-Security-Policy of ${policySource}`,
    page.status === 200 && page.headers.get('content-security-policy') === policy,
    describe(page, 'content-security-policy'),
  );

  const worker = await at('/sw.js');
  check(
    '/sw.js answers 200 and is revalidated (no-cache)',
    worker.status === 200 && worker.headers.get('cache-control') === 'no-cache',
    describe(worker, 'cache-control'),
  );

  const unknown = await at('/no-such-page-smoke-check');
  const unknownCache = unknown.headers.get('cache-control') ?? '';
  check(
    'an address with no page answers 404, not kept',
    unknown.status === 404 && !keeps(unknownCache),
    describe(unknown, 'cache-control'),
  );
  return checks;
}
