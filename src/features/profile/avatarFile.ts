/** docs/api.md, "Users": PNG, JPEG or WebP, at most 2 MB. The server checks again, by content. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const AVATAR_RULE = 'PNG, JPEG or WebP, up to 2 MB.';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** Why a chosen file cannot be an avatar, said so the person knows what to pick instead. */
export function avatarFileProblem(file: File): string | undefined {
  if (!AVATAR_TYPES.includes(file.type)) {
    return `"${file.name}" is not a PNG, JPEG or WebP image. Choose one of those.`;
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return `This image is ${megabytes(file.size)} MB; the limit is 2 MB. Choose a smaller image.`;
  }
  return undefined;
}
