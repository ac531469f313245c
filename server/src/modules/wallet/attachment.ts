/**
 * `Content-Disposition` of a download named for a store: an ASCII `filename` every browser reads,
 * and the name as written (accents, any script) in RFC 6266's `filename*` for those that can.
 */
export function attachmentOf(name: string, extension: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9 ._-]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'card';
  const utf8 = encodeURIComponent(`${name}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${utf8}`;
}
