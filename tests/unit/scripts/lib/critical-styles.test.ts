// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cspHashSource,
  inlineCriticalStyles,
  INLINE_STYLES_FILE,
} from '../../../../scripts/lib/critical-styles.ts';
import { criticalStylesOf } from '../../../../scripts/lib/page-document.ts';
import {
  withInlineStyles,
  writeDeployConfig,
  type FirebaseConfig,
} from '../../../../scripts/lib/hosting-config.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build folder with the site's stylesheet, a page module's, and the pages given. */
function buildWith(pages: Record<string, { template: string; body: string; css: string[] }>) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'critical-styles-'));
  folders.push(outDir);
  mkdirSync(path.join(outDir, 'assets'));
  mkdirSync(path.join(outDir, '.vite'));
  writeFileSync(
    path.join(outDir, 'assets/site.css'),
    'h1{margin:0}.card{border:1px solid}.btn:hover{color:red}.btn{padding:1px}.modal{display:none}' +
      '.skip:not(:focus):not(:focus-within){position:absolute}.skip:focus{color:red}' +
      ':lang(bn){letter-spacing:normal}' +
      '@media (min-width:768px){.col-md-6{width:50%}.modal-lg{width:80%}}',
  );
  writeFileSync(path.join(outDir, 'assets/list.css'), '.list-card{margin:2px}.unused{color:blue}');
  for (const [file, { template, body, css }] of Object.entries(pages)) {
    const links = css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
    writeFileSync(
      path.join(outDir, file),
      `<!doctype html><html><head>${criticalStylesOf(template)}<noscript>${links}</noscript>` +
        `</head><body><div id="root" data-prerendered-path="/x" ` +
        `data-stylesheets="${css.join(' ')}">${body}</div></body></html>`,
    );
  }
  return outDir;
}

const styleOf = (outDir: string, file: string) =>
  /<style>([^<]*)<\/style>/.exec(readFileSync(path.join(outDir, file), 'utf8'))?.[1];

describe('the critical styles each pre-rendered page carries', () => {
  it('gives every page of a template the same block: the rules its pages’ markup can match, less hover and focus', async () => {
    const outDir = buildWith({
      'a.html': {
        template: 'item-page.tsx',
        body: '<a class="skip">Skip</a><h1>Lipid Profile</h1><a class="btn">Call</a>',
        css: ['/assets/site.css'],
      },
      // "card" and "modal" as words of text match no selector.
      'b.html': {
        template: 'item-page.tsx',
        body: '<div class="col-md-6 card">a card, not a modal</div>',
        css: ['/assets/site.css'],
      },
      'list.html': {
        template: 'list-page.tsx',
        body: '<h1>Tests</h1><div class="list-card"></div>',
        css: ['/assets/site.css', '/assets/list.css'],
      },
    });
    const inline = await inlineCriticalStyles(outDir, ['a.html', 'b.html', 'list.html']);

    const item = styleOf(outDir, 'a.html') ?? '';
    expect(styleOf(outDir, 'b.html')).toBe(item);
    expect(item).toContain('h1{margin:0}');
    expect(item).toContain('.btn{padding:1px}');
    expect(item).toContain('.card{border:1px solid}');
    expect(item).toContain('.col-md-6{width:50%}');
    expect(item).toContain('.skip:not(:focus):not(:focus-within){position:absolute}');
    expect(item).toContain(':lang(bn){letter-spacing:normal}');
    expect(item).not.toMatch(/hover|\.skip:focus|modal|list-card/);

    const list = styleOf(outDir, 'list.html') ?? '';
    expect(list).toContain('.list-card{margin:2px}');
    expect(list).not.toMatch(/unused|\.card|\.btn/);

    expect(inline.templates.map(({ template, pages }) => [template, pages])).toEqual([
      ['item-page.tsx', 2],
      ['list-page.tsx', 1],
    ]);
    expect(inline.templates.map(({ source }) => source)).toEqual([
      cspHashSource(item),
      cspHashSource(list),
    ]);
    expect(JSON.parse(readFileSync(path.join(outDir, INLINE_STYLES_FILE), 'utf8'))).toEqual(inline);
    expect(readFileSync(path.join(outDir, 'a.html'), 'utf8')).not.toContain('critical-styles');
  });

  it('hashes a block as a browser does for the Content-Security-Policy', () => {
    // The SHA-256 of "h1{margin:0}", base64, as `openssl dgst -sha256 -binary | base64` gives it.
    expect(cspHashSource('h1{margin:0}')).toBe(
      "'sha256-haslpKBWGiDnFaIna3QXJZNwVNFw+tCL2+dexXVb4zo='",
    );
  });
});

describe('the config a build deploys with', () => {
  const config: FirebaseConfig = {
    hosting: {
      public: 'dist',
      predeploy: ['node check-build.ts'],
      headers: [
        {
          source: '**',
          headers: [
            { key: 'Content-Security-Policy', value: "default-src 'none'; style-src 'self'" },
            { key: 'X-Content-Type-Options', value: 'nosniff' },
          ],
        },
      ],
    },
  };
  const inline = {
    templates: [
      { template: 'a', stylesheets: [], pages: 1, characters: 1, source: "'sha256-A='" },
      { template: 'b', stylesheets: [], pages: 1, characters: 1, source: "'sha256-B='" },
    ],
  };

  it('allows the build’s inline styles by their hashes, and changes nothing else', () => {
    expect(withInlineStyles(config, inline).hosting.headers[0]?.headers).toEqual([
      {
        key: 'Content-Security-Policy',
        value: "default-src 'none'; style-src 'self' 'sha256-A=' 'sha256-B='",
      },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
    ]);
  });

  it('tells the predeploy check that it, not firebase.json, is deploying', () => {
    expect(withInlineStyles(config, inline).hosting.predeploy).toEqual([
      'node check-build.ts --with-inline-styles',
    ]);
  });

  it('refuses a policy without a style-src to add to', () => {
    const without = {
      hosting: {
        public: 'dist',
        headers: [
          {
            source: '**',
            headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }],
          },
        ],
      },
    };
    expect(() => withInlineStyles(without, inline)).toThrow(/style-src/);
  });

  it('is written only by the build of the folder Hosting deploys', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'deploy-config-'));
    folders.push(root);
    writeFileSync(path.join(root, 'firebase.json'), JSON.stringify(config));
    expect(writeDeployConfig(root, path.join(root, 'other-dist'), inline)).toBe(false);
    expect(writeDeployConfig(root, path.join(root, 'dist'), inline)).toBe(true);
    const written = JSON.parse(
      readFileSync(path.join(root, 'firebase.deploy.json'), 'utf8'),
    ) as FirebaseConfig;
    expect(written.hosting.headers[0]?.headers[0]?.value).toContain("'sha256-B='");
  });
});
