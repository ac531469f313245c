import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useListStoreCustomersQuery } from '../../api/customers';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { paths } from '../../shared/paths';
import { CustomerCardList } from './CustomerCardList';
import { CustomerDrawer } from './CustomerDrawer';
import { CustomersToolbar } from './CustomersToolbar';
import { CustomerTable } from './CustomerTable';
import { ExportCustomersButton } from './ExportCustomersButton';
import { PAGE_SIZES, useCustomerFilters } from './useCustomerFilters';
import { useManagedStores } from '../../shared/useManagedStores';

/**
 * /customers (docs/product.md, "Customers"): the people who hold a card of one of the merchant's
 * stores, with their figures at that store only; a table on a wide screen, cards on a phone.
 */
export function CustomersPage() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const { filters, update } = useCustomerFilters();
  const mine = useManagedStores();
  const { stores } = mine;
  // No store asked for (the menu's link): the first one.
  const storeId = stores.some(({ id }) => id === filters.storeId)
    ? filters.storeId
    : (stores[0]?.id ?? '');
  const store = stores.find(({ id }) => id === storeId);
  const list = useListStoreCustomersQuery(
    {
      storeId,
      search: filters.search,
      sort: filters.sort,
      page: filters.page,
      pageSize: filters.pageSize,
    },
    { skip: !storeId },
  );
  const page = list.data;
  const firstRun = page?.total === 0 && !filters.search;

  return (
    <PageFrame
      title="Customers"
      subtitle={
        store
          ? `Who holds a card of ${store.name}, and what they did there.`
          : 'Who holds a card of your stores, and what they did there.'
      }
      actions={
        storeId ? (
          <ExportCustomersButton
            filters={{ ...filters, storeId }}
            disabled={!page || page.total === 0}
          />
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {mine.isError && <Alert severity="error">Your stores could not be loaded.</Alert>}
        {mine.loaded && stores.length === 0 && mine.owner && (
          <EmptyState
            icon={<StorefrontOutlined />}
            title="No stores yet"
            description="Your customers appear here once you have a store and its first card is stamped."
            action={
              <Button variant="contained" component={RouterLink} to={paths.stores()}>
                Go to My Stores
              </Button>
            }
          />
        )}
        {mine.loaded && stores.length === 0 && !mine.owner && (
          <EmptyState
            icon={<StorefrontOutlined />}
            title="No store’s customers to show"
            description="A store’s owner and its managers see its customers here. When a store makes you a manager, its customers appear here."
            action={
              <Button variant="contained" component={RouterLink} to={paths.dashboard()}>
                Go to my dashboard
              </Button>
            }
          />
        )}
        {stores.length > 0 && (
          <CustomersToolbar
            stores={stores}
            storeId={storeId}
            filters={filters}
            onChange={(changes) => update(changes)}
          />
        )}
        {(mine.isLoading || list.isLoading) && <Skeleton variant="rounded" height={240} />}
        {list.isError && <Alert severity="error">The customers could not be loaded.</Alert>}
        {firstRun && store && (
          <EmptyState
            icon={<PeopleOutlined />}
            title="No customers yet"
            description={`A customer appears here after their first stamp at ${store.name}: scan their code from the dashboard to give it.`}
            action={
              <Button variant="contained" component={RouterLink} to={paths.dashboard()}>
                Go to the dashboard
              </Button>
            }
          />
        )}
        {page && page.total === 0 && filters.search && (
          <Typography color="text.secondary" role="status">
            No customer’s name, short code or phone matches “{filters.search}”.
          </Typography>
        )}
        {page && page.total > 0 && (
          <Box>
            {/* A new page or order keeps the old rows until the new ones arrive. */}
            <Box sx={{ height: 4 }}>
              {list.isFetching && <LinearProgress aria-label="Loading customers" />}
            </Box>
            {phone ? (
              <CustomerCardList
                items={page.items}
                onOpen={(customer) => update({ customerId: customer.id })}
              />
            ) : (
              <CustomerTable
                items={page.items}
                sort={filters.sort}
                onSort={(sort) => update({ sort })}
                onOpen={(customer) => update({ customerId: customer.id })}
              />
            )}
            <TablePagination
              component="div"
              count={page.total}
              page={filters.page - 1}
              rowsPerPage={filters.pageSize}
              rowsPerPageOptions={PAGE_SIZES}
              labelRowsPerPage="Per page"
              onPageChange={(_event, next) => update({ page: next + 1 })}
              onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
            />
          </Box>
        )}
      </Stack>
      {storeId && (
        <CustomerDrawer
          storeId={storeId}
          customerId={filters.customerId}
          onClose={() => update({ customerId: '' })}
        />
      )}
    </PageFrame>
  );
}
