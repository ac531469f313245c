import type { SchemeName } from '../../theme/schemeTheme';

/** What the gallery shows: one colour scheme, or both side by side. */
export type GalleryView = SchemeName | 'both';

export const GALLERY_VIEWS: { value: GalleryView; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'both', label: 'Side by side' },
];

/** The schemes a view draws, in order. */
export const schemesOf = (view: GalleryView): SchemeName[] =>
  view === 'both' ? ['light', 'dark'] : [view];
