import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../lib/paths';

// Keeps the lint rule of eslint.config.js honest: a module is imported through its public file.
const eslint = new ESLint({ cwd: ROOT_DIR });

async function boundaryErrors(importer: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT_DIR, importer) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('module boundaries (lint)', () => {
  it('lets other code import a module through its public file only', async () => {
    expect(await boundaryErrors('src/server/app.ts', './modules/users/users.public')).toEqual([]);
    expect(await boundaryErrors('src/server/app.ts', './modules/users/users.routes')).toEqual([
      expect.stringContaining('Import the users module through its *.public.ts files'),
    ]);
    expect(
      await boundaryErrors('src/server/session/x.ts', '../modules/users/user-account.repository'),
    ).toHaveLength(1);
  });

  it('lets a job import the lighter public file a module keeps beside its main one', async () => {
    const importer = 'src/server/jobs/export/x.ts';
    expect(await boundaryErrors(importer, '../../modules/invoice/invoice-export.public')).toEqual(
      [],
    );
    expect(
      await boundaryErrors(importer, '../../modules/invoice/export-request.repository'),
    ).toHaveLength(1);
  });

  it("lets a module's own files import each other freely", async () => {
    const importer = 'src/server/modules/users/users.service.ts';
    expect(await boundaryErrors(importer, './user-account.repository')).toEqual([]);
  });

  it("lets other modules' tests use a module's test support, not its internals", async () => {
    const importer = 'src/server/modules/invoice/x.test.ts';
    expect(await boundaryErrors(importer, '../pos/pos.test-support')).toEqual([]);
    expect(await boundaryErrors(importer, '../pos/pos.routes')).toHaveLength(1);
  });

  it('keeps plugins from importing modules, even their public files', async () => {
    const importer = 'src/server/plugins/app/x.ts';
    expect(await boundaryErrors(importer, '../../modules/auth/auth.public')).toHaveLength(1);
  });
});
