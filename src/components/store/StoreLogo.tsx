import Avatar from '@mui/material/Avatar';

/** Up to two letters of a store's name, for a store without a logo: "Café Luna" → "CL". */
export function storeInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]![0], words[1]![0]] : [...(words[0] ?? '')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** A store's logo, or its initials on the brand colour when it has none. */
export function StoreLogo({
  name,
  avatarUrl,
  size = 56,
}: {
  name: string;
  avatarUrl: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={avatarUrl ?? undefined}
      alt={avatarUrl ? `${name} logo` : undefined}
      variant="rounded"
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' }}
    >
      {storeInitials(name)}
    </Avatar>
  );
}
