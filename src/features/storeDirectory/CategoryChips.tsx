import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ListedCategory } from '../../api/storeDirectory';

interface CategoryChipsProps {
  categories: ListedCategory[];
  /** The chosen category's slug, or '' for all. */
  value: string;
  onChange: (slug: string) => void;
}

/** The directory's categories as chips, each with how many listed stores it has. */
export function CategoryChips({ categories, value, onChange }: CategoryChipsProps) {
  const chip = (slug: string, label: string) => (
    <Chip
      key={slug || 'all'}
      label={label}
      clickable
      color={value === slug ? 'primary' : 'default'}
      variant={value === slug ? 'filled' : 'outlined'}
      aria-pressed={value === slug}
      onClick={() => onChange(value === slug ? '' : slug)}
    />
  );
  return (
    <Stack direction="row" role="group" aria-label="Categories" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {chip('', 'All')}
      {categories
        .filter((category) => category.stores_count > 0 || category.slug === value)
        .map((category) => chip(category.slug, `${category.name} (${category.stores_count})`))}
    </Stack>
  );
}
