/** Saves a downloaded file under `fileName`, as the browser's own download would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
