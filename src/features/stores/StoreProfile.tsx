import { useState, type ReactElement } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { Store } from '../../api/stores';
import { StoreFormDialog } from './StoreFormDialog';
import { StoreLogo } from '../../components/store/StoreLogo';
import { StoreLogoUpload } from './StoreLogoUpload';

/** The top of a store's page: who it is, how to reach it; the owner's edit controls. */
export function StoreProfile({ store, owner }: { store: Store; owner: boolean }) {
  const [editing, setEditing] = useState(false);
  const contacts = [
    store.phone && {
      icon: <PhoneOutlined fontSize="small" />,
      label: store.phone,
      href: `tel:${store.phone.replace(/[\s().-]/g, '')}`,
    },
    store.email && {
      icon: <EmailOutlined fontSize="small" />,
      label: store.email,
      href: `mailto:${store.email}`,
    },
    store.website && {
      icon: <LanguageOutlined fontSize="small" />,
      label: store.website.replace(/^https?:\/\//i, '').replace(/\/$/, ''),
      href: store.website,
    },
  ].filter((contact) => Boolean(contact)) as { icon: ReactElement; label: string; href: string }[];

  return (
    <Paper variant="outlined" component="section" aria-label="About the store" sx={{ p: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <StoreLogo name={store.name} avatarUrl={store.avatar_url} size={96} />
          {owner && <StoreLogoUpload storeId={store.id} />}
        </Stack>
        <Stack spacing={1.5} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            {store.category && <Chip size="small" label={store.category.name} />}
            {owner && store.status === 'hidden' && (
              <Chip size="small" variant="outlined" label="Hidden from the directory" />
            )}
          </Stack>
          {store.description && (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {store.description}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PlaceOutlined fontSize="small" color="action" />
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[store.address_line, `${store.postal_code} ${store.city}`.trim(), store.country]
                .filter(Boolean)
                .join(', ')}
            </Typography>
          </Stack>
          {contacts.map((contact) => (
            <Stack key={contact.href} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {contact.icon}
              <Link
                href={contact.href}
                sx={{ overflowWrap: 'anywhere' }}
                {...(contact.href.startsWith('http')
                  ? { target: '_blank', rel: 'noopener noreferrer' }
                  : {})}
              >
                {contact.label}
              </Link>
            </Stack>
          ))}
          {owner && (
            <div>
              <Button
                startIcon={<EditOutlined />}
                variant="outlined"
                onClick={() => setEditing(true)}
              >
                Edit store
              </Button>
            </div>
          )}
        </Stack>
      </Stack>
      {editing && <StoreFormDialog store={store} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
