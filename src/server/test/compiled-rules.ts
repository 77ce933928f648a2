import { closeRenderer } from '../documents/rendering/close-renderer';
import { compileGibSchematron } from '../documents/schematron/gib-schematron';
import { testCacheDir, testGibDir } from './gib-packages';

/**
 * Compiles GİB's schematron once per machine into the tests' cache (kept by the hash of its
 * text), and into `alsoInto` for an app with a data directory of its own: every test process
 * that runs the pipeline then reads it instead of compiling it again (~10 s of CPU each).
 */
export async function compileGibRulesOnce(alsoInto?: string): Promise<void> {
  try {
    await compileGibSchematron(testGibDir, testCacheDir);
    if (alsoInto) await compileGibSchematron(testGibDir, alsoInto);
  } finally {
    await closeRenderer();
  }
}
