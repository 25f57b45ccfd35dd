// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The import-boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the import zones', () => {
  it('keep the functions out of the staff tools and the screens', async () => {
    expect(
      await importProblems(
        'functions/src/probe.ts',
        "import { csvRows } from '../../scripts/staff/lib/csv';\nexport const probe = csvRows;\n",
      ),
    ).toHaveLength(1);
    expect(
      await importProblems(
        'functions/src/probe.ts',
        "import { closeIndex } from '../../src/features/catalogue/match-by-name';\nexport const probe = closeIndex;\n",
      ),
    ).toHaveLength(1);
  });

  it('keep the staff tools out of the functions and the site beyond src/shared', async () => {
    expect(
      await importProblems(
        'scripts/staff/probe.ts',
        "import { beaconTally } from '../../functions/src/field-beacon';\nexport const probe = beaconTally;\n",
      ),
    ).toHaveLength(1);
    expect(
      await importProblems(
        'scripts/staff/probe.ts',
        "import { catalogue } from '../../src/data/catalogue';\nexport const probe = catalogue;\n",
      ),
    ).toHaveLength(1);
  });

  it('let the functions and the staff tools read src/shared', async () => {
    expect(
      await importProblems(
        'functions/src/probe.ts',
        "import { site } from '../../src/shared/site';\nexport const probe = site;\n",
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        'scripts/staff/probe.ts',
        "import { site } from '../../src/shared/site';\nexport const probe = site;\n",
      ),
    ).toEqual([]);
  });

  it('keep React and the rest of src out of src/shared', async () => {
    expect(
      await importProblems(
        'src/shared/probe.ts',
        "import { useState } from 'react';\nexport const probe = useState;\n",
      ),
    ).toHaveLength(1);
    expect(
      await importProblems(
        'src/shared/probe.ts',
        "import { whenLoadedAndIdle } from '../lib/use-after-load';\nexport const probe = whenLoadedAndIdle;\n",
      ),
    ).toHaveLength(1);
  });

  it('keep the Admin SDK code out of the site', async () => {
    expect(
      await importProblems(
        'src/data/probe.ts',
        "import { publishList } from '../shared/admin/published-lists';\nexport const probe = publishList;\n",
      ),
    ).toHaveLength(1);
  });
});
