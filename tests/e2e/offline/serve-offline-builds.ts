// The web server of tests/e2e/offline/playwright.config.ts: builds the demo site twice (the second
// build changes the footer and a price, as a deploy would), makes a copy of the first with the
// kill switch at /sw.js as docs/staff.md says, serves the two builds with the Firebase Hosting
// emulator and firebase.json's own rewrites and headers (a deploy removes the first build's
// files, and an address with no file is what Hosting makes of it) and the kill switch with
// `vite preview`, and puts a front on the suite's address that passes every connection to the
// build the tests choose, at full speed or slow 4G, or drops it (offline).
import {
  FIREBASE_CONFIG,
  readFirebaseConfig,
  readInlineStyles,
  withInlineStyles,
} from '../../../scripts/lib/hosting-config';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import {
  controlPort,
  isServed,
  isSpeed,
  offlinePort,
  slow4g,
  upstreams,
  type Served,
  type Speed,
} from './offline-site';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const work = join(tmpdir(), `lab-site-offline-e2e-${offlinePort}`);
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const dists = {
  build: join(work, 'build'),
  'next-build': join(work, 'next-build'),
  'kill-switch': join(work, 'kill-switch'),
};

// EmailJS configured without Firebase (with names that reach nobody): the home-visit form sends
// over the network, so a send offline fails and hands over, as on a site that sends.
const emailJs = {
  VITE_EMAILJS_SERVICE_ID: 'service_e2e',
  VITE_EMAILJS_TEMPLATE_ID: 'template_e2e',
  VITE_EMAILJS_PUBLIC_KEY: 'public_e2e',
};

function buildInto(outDir: string, config = 'vite.config.ts') {
  const built = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      config,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      // This script runs under Vite's module runner, which set NODE_ENV to development.
      env: { ...process.env, ...emailJs, NODE_ENV: 'production' },
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

buildInto(dists.build);
// The next deploy: the same site with the footer's words changed.
buildInto(dists['next-build'], 'tests/e2e/offline/next-build.vite.config.ts');
cpSync(dists.build, dists['kill-switch'], { recursive: true });
cpSync(join(dists['kill-switch'], 'sw-kill-switch.js'), join(dists['kill-switch'], 'sw.js'));

/**
 * One build behind the Hosting emulator, on its own port, with the hosting part of its deploy config. Each
 * emulator has its own `demo-` project and hub, so two run side by side; the functions'
 * rewrites are left out, as the demo build sends nothing to them.
 */
async function serveWithHosting(name: 'build' | 'next-build', port: number) {
  // firebase.json's, its policy allowing the build's inline styles, as the deploy's config does.
  const config = withInlineStyles(
    readFirebaseConfig(join(root, FIREBASE_CONFIG)),
    readInlineStyles(dists[name]),
  );
  const folder = join(work, `${name}-hosting`);
  mkdirSync(folder, { recursive: true });
  const configFile = join(folder, 'firebase.json');
  const rewrites = (config.hosting['rewrites'] as { function?: unknown }[]).filter(
    (rewrite) => rewrite.function === undefined,
  );
  writeFileSync(
    configFile,
    JSON.stringify({
      // The emulator resolves `public` from the config's folder and mishandles an absolute path.
      hosting: { ...config.hosting, rewrites, public: relative(folder, dists[name]) },
      emulators: {
        hosting: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 100 },
        logging: { host: '127.0.0.1', port: port + 200 },
        ui: { enabled: false },
      },
    }),
  );
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'hosting',
      '--project',
      `demo-offline-${name}`,
      '--config',
      configFile,
    ],
    { cwd: folder, env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' }, stdio: 'ignore' },
  );
  process.on('exit', () => child.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => process.exit(0));
  }
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Hosting emulator for ${name} exited`);
    if (Date.now() > deadline) throw new Error(`The Hosting emulator for ${name} did not start`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/sw.js`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

await Promise.all([
  serveWithHosting('build', upstreams.build),
  serveWithHosting('next-build', upstreams['next-build']),
]);
await preview({
  root,
  logLevel: 'warn',
  build: { outDir: dists['kill-switch'] },
  preview: { host: '127.0.0.1', port: upstreams['kill-switch'], strictPort: true },
});

let served: Served = 'build';
let speed: Speed = 'full';
const open = new Set<Socket>();

/**
 * One direction of a connection at slow 4G: each chunk waits for the ones before it to pass at the
 * line's rate, then for half the round trip. On the front, so the worker's requests pay it too:
 * DevTools' throttling reaches only the page's. The chunks leave from one queue, in the order they
 * came: a timer each could let a short chunk overtake a long one and corrupt the response.
 */
function passSlowly(from: Socket, to: Socket, bytesPerMs: number) {
  let lineFreeAt = 0;
  const queue: { due: number; pass: () => void }[] = [];
  let draining = false;
  const drain = () => {
    for (let next = queue[0]; next; next = queue[0]) {
      const wait = next.due - performance.now();
      if (wait > 0) {
        setTimeout(drain, wait);
        return;
      }
      queue.shift();
      next.pass();
    }
    draining = false;
  };
  const later = (pass: () => void) => {
    queue.push({ due: lineFreeAt + slow4g.latencyMs / 2, pass });
    if (!draining) {
      draining = true;
      drain();
    }
  };
  from.on('data', (chunk: Buffer) => {
    lineFreeAt = Math.max(performance.now(), lineFreeAt) + chunk.length / bytesPerMs;
    later(() => to.write(chunk));
  });
  from.on('end', () => later(() => to.end()));
}

function pass(from: Socket, to: Socket, bytesPerMs: number) {
  if (speed === 'full') from.pipe(to);
  else passSlowly(from, to, bytesPerMs);
}

createServer((socket) => {
  if (served === 'offline') {
    socket.destroy();
    return;
  }
  const upstream = connect(upstreams[served], '127.0.0.1');
  open.add(socket);
  socket.on('close', () => open.delete(socket));
  pass(socket, upstream, slow4g.uploadBytesPerMs);
  pass(upstream, socket, slow4g.downloadBytesPerMs);
  const drop = () => {
    socket.destroy();
    upstream.destroy();
  };
  socket.on('error', drop);
  upstream.on('error', drop);
}).listen(offlinePort, '127.0.0.1');

createHttpServer((request, response) => {
  const wanted = (request.url ?? '').slice(1);
  if (isSpeed(wanted)) speed = wanted;
  else if (isServed(wanted)) served = wanted;
  else {
    response.writeHead(404).end();
    return;
  }
  // Kept-alive connections would go on reaching the build the front has left, at their speed.
  for (const socket of open) socket.destroy();
  response.writeHead(204).end();
}).listen(controlPort, '127.0.0.1');

console.log(`The offline suite's site on http://127.0.0.1:${offlinePort}`);
