/** docs/api.md, "Users" (the same upload rule for logos): PNG, JPEG or WebP, at most 2 MB. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be a logo, said so the merchant knows what to pick instead. */
export function logoFileProblem(file: File): string | undefined {
  if (!LOGO_TYPES.includes(file.type)) {
    return `"${file.name}" is not a PNG, JPEG or WebP image. Choose one of those.`;
  }
  if (file.size > LOGO_MAX_BYTES) return 'The logo can be at most 2 MB. Choose a smaller image.';
  return undefined;
}
