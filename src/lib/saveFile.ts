/**
 * Saves `content` as a file named `fileName`, the way a download link does: the browser's edge for
 * a file the app made itself (docs/style.md, "Tests": tests may replace what is wrapped in lib/).
 */
export function saveFile(content: BlobPart, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
