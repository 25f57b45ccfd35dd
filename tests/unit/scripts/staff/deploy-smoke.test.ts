// @vitest-environment node
import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { deploySmoke } from '../../../../scripts/staff/deploy-smoke';
import { configuredPolicy } from '../../../../scripts/staff/lib/deploy-smoke';
import { runStaffTool } from '../../../support/staff-tools';

/**
 * `npm run deploy:smoke` against a stand-in for a preview channel on this machine: one that
 * answers as firebase.json means Hosting to, and one that answers as it did before, with the app
 * shell and a year's cache for a missing file.
 */

// The build's config adds its inline styles' hashes to firebase.json's; the checks are the same.
const firebaseJson = fileURLToPath(new URL('../../../../firebase.json', import.meta.url));
const policy = configuredPolicy(firebaseJson);

type Answers = Record<string, { status: number; headers: OutgoingHttpHeaders }>;

const asConfigured: Answers = {
  '/assets/missing.js': { status: 404, headers: { 'Cache-Control': 'no-cache' } },
  '/': { status: 200, headers: { 'Content-Security-Policy': policy, 'Cache-Control': 'no-cache' } },
  '/sw.js': { status: 200, headers: { 'Cache-Control': 'no-cache' } },
  '/no-such-page-smoke-check': { status: 404, headers: { 'Cache-Control': 'no-cache' } },
};

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A stand-in site answering each path as `answers` says; its address. */
async function standIn(answers: Answers): Promise<string> {
  const server = createServer((request, response) => {
    const answer = answers[new URL(request.url ?? '/', 'http://stand.in').pathname];
    response.writeHead(answer?.status ?? 500, answer?.headers ?? {}).end('<!doctype html>');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const run = (args: string[]) =>
  runStaffTool(deploySmoke, [...args, '--config', firebaseJson], { cwd: '.', env: {} });

describe('deploy:smoke', () => {
  it('says to build first when the build’s deploy config is missing', () => {
    expect(() => configuredPolicy('no-such-folder/firebase.deploy.json')).toThrow(
      /no-such-folder\/firebase\.deploy\.json is missing: `npm run build` writes it/,
    );
  });

  it('passes a channel that answers as firebase.json means', async () => {
    const site = await standIn(asConfigured);
    const report = await run([site]);
    expect(report.code).toBe(0);
    expect(report.out).toEqual([
      '✓ /assets/missing.js answers 404 and is not kept by the browser',
      '✓ / answers 200 with the Content-Security-Policy of firebase.json',
      '✓ /sw.js answers 200 and is revalidated (no-cache)',
      '✓ an address with no page answers 404, not kept',
      `All 4 checks passed on ${site}.`,
    ]);
  });

  it('fails a channel that serves a missing file as the app shell kept for a year, says what it found, and says not to go live', async () => {
    const site = await standIn({
      ...asConfigured,
      '/assets/missing.js': {
        status: 200,
        headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
      },
      '/': { status: 200, headers: { 'Content-Security-Policy': "default-src 'self'" } },
      '/sw.js': { status: 200, headers: { 'Cache-Control': 'max-age=3600' } },
    });
    const report = await run([site]);
    expect(report.code).toBe(1);
    expect(report.out).toEqual([
      '✗ /assets/missing.js answers 404 and is not kept by the browser: found 200, cache-control: public, max-age=31536000, immutable',
      "✗ / answers 200 with the Content-Security-Policy of firebase.json: found 200, content-security-policy: default-src 'self'",
      '✗ /sw.js answers 200 and is revalidated (no-cache): found 200, cache-control: max-age=3600',
      '✓ an address with no page answers 404, not kept',
      `3 of 4 checks failed on ${site}: do not deploy this live.`,
    ]);
  });

  it('fails a 404 kept as immutable', async () => {
    const site = await standIn({
      ...asConfigured,
      '/assets/missing.js': {
        status: 404,
        headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
      },
    });
    expect((await run([site])).code).toBe(1);
  });

  it('asks for one http(s) address', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['lab.example'])).err.join('\n')).toContain('is not an http(s) address');
    expect((await run(['--help'])).out.join('\n')).toContain('firebase hosting:channel:deploy');
  });
});
