import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useGetMyCardsQuery } from '../../api/rewardCards';
import { useGetListingCategoriesQuery, useGetStoreListingQuery } from '../../api/storeDirectory';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { CategoryChips } from './CategoryChips';
import { DebouncedTextField } from '../../components/form/DebouncedTextField';
import { DIRECTORY_PAGE_SIZE, useDirectoryFilters } from './directoryFilters';
import { StoreCard } from '../../components/store/StoreCard';
import { YourStoresRow } from './YourStoresRow';

/**
 * /stores for customers and visitors: the directory of listed stores, searched as you type and
 * filtered by category and city; a signed-in customer's own stores come first.
 */
export function StoreDirectory({ isCustomer }: { isCustomer: boolean }) {
  const { filters, update, filtered, clear } = useDirectoryFilters();
  const categories = useGetListingCategoriesQuery();
  const myCards = useGetMyCardsQuery(undefined, { skip: !isCustomer });
  const listing = useGetStoreListingQuery({
    search: filters.search || undefined,
    category: filters.category || undefined,
    city: filters.city || undefined,
    page: filters.page,
    page_size: DIRECTORY_PAGE_SIZE,
  });
  // The answer for these filters only: while the next one loads, skeletons rather than old stores.
  const page = listing.currentData;
  const pages = page ? Math.ceil(page.total / DIRECTORY_PAGE_SIZE) : 0;

  return (
    <PageFrame title="Stores" subtitle="Find stores near you and the rewards they offer.">
      <Stack spacing={3}>
        {isCustomer && !filtered && myCards.data && <YourStoresRow cards={myCards.data} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DebouncedTextField
            label="Search stores"
            type="search"
            value={filters.search}
            onCommit={(search) => update({ search }, { replace: true })}
            fullWidth
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined />
                  </InputAdornment>
                ),
              },
            }}
          />
          <DebouncedTextField
            label="City"
            value={filters.city}
            onCommit={(city) => update({ city }, { replace: true })}
            sx={{ minWidth: { sm: 220 } }}
          />
        </Stack>
        {categories.data && (
          <CategoryChips
            categories={categories.data}
            value={filters.category}
            onChange={(category) => update({ category })}
          />
        )}
        {listing.isError && <Alert severity="error">The stores could not be loaded.</Alert>}
        {!page && !listing.isError && (
          <Grid container spacing={2} aria-busy="true" aria-label="Loading stores">
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={88} />
              </Grid>
            ))}
          </Grid>
        )}
        {page && page.items.length === 0 && (
          <EmptyState
            icon={<StorefrontOutlined />}
            title={
              filters.search
                ? `No stores match “${filters.search}”`
                : 'No stores match these filters'
            }
            description={
              filtered
                ? 'Try another word, another category or another city.'
                : 'No store is listed yet. Come back soon.'
            }
            action={
              filtered && (
                <Button variant="outlined" onClick={clear}>
                  Clear filters
                </Button>
              )
            }
          />
        )}
        {page && page.items.length > 0 && (
          <Grid container spacing={2}>
            {page.items.map((store) => (
              <Grid key={store.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <StoreCard store={store} />
              </Grid>
            ))}
          </Grid>
        )}
        {pages > 1 && (
          <Pagination
            sx={{ alignSelf: 'center' }}
            count={pages}
            page={filters.page}
            onChange={(_, next) => update({ page: next })}
            color="primary"
          />
        )}
      </Stack>
    </PageFrame>
  );
}
