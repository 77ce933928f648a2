/** A sync failure whose message is meant for the operator as is (names the URL or the file). */
export class GibSyncError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GibSyncError';
  }
}
