import type { StoresRepository } from '../../repositories/stores-repository';

/** "Café Olé & Co" → "cafe-ole-co"; never empty. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'store';
}

/** The slug of `name`, or the first of `slug-2`, `slug-3`, ... that no store uses yet. */
export async function freeSlug(name: string, stores: StoresRepository): Promise<string> {
  const base = slugify(name);
  const taken = new Set(await stores.slugsLike(base));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
