/**
 * Spec §4: when the server runs another build the app reloads itself. Development builds ('dev')
 * on either side never trigger it.
 */
export function needsReload(compiledBuildId: string, servedBuildId: string): boolean {
  if (compiledBuildId === 'dev' || servedBuildId === 'dev' || servedBuildId === '') return false;
  return compiledBuildId !== servedBuildId;
}
