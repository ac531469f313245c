import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { CustomerSort, StoreCustomer } from '../../api/customers';
import { formatShortCode } from '../../lib/shortCode';
import { formatCount, formatDay } from './customerFormat';
import { sortParts } from './sortOptions';

interface Column {
  key: Exclude<keyof StoreCustomer, 'id' | 'short_code'>;
  label: string;
  numeric?: boolean;
}

const COLUMNS: Column[] = [
  { key: 'name', label: 'Customer' },
  { key: 'first_visit', label: 'First visit' },
  { key: 'last_visit', label: 'Last visit' },
  { key: 'visits', label: 'Visits', numeric: true },
  { key: 'stamps', label: 'Stamps', numeric: true },
  { key: 'rewards_earned', label: 'Rewards earned', numeric: true },
  { key: 'rewards_redeemed', label: 'Rewards redeemed', numeric: true },
];

interface CustomerTableProps {
  items: StoreCustomer[];
  sort: CustomerSort;
  onSort: (sort: CustomerSort) => void;
  onOpen: (customer: StoreCustomer) => void;
}

/**
 * The customers on a wide screen: one row each, every column but the short code sortable from its
 * header. A header sorts names A to Z and everything else from the largest (the newest) first;
 * again, the other way. The short code is what the counter types to find the customer.
 */
export function CustomerTable({ items, sort, onSort, onOpen }: CustomerTableProps) {
  const current = sortParts(sort);
  const sortBy = (key: Column['key']) => {
    const first: 'asc' | 'desc' = key === 'name' ? 'asc' : 'desc';
    const direction =
      current.column === key ? (current.direction === 'asc' ? 'desc' : 'asc') : first;
    onSort((direction === 'desc' ? `-${key}` : key) as CustomerSort);
  };
  return (
    <TableContainer>
      <Table aria-label="Customers" size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={current.column === column.key ? current.direction : false}
              >
                <TableSortLabel
                  active={current.column === column.key}
                  direction={current.column === column.key ? current.direction : 'asc'}
                  onClick={() => sortBy(column.key)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            )).flatMap((cell, index) =>
              index === 0 ? [cell, <TableCell key="short_code">Short code</TableCell>] : [cell],
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((customer) => (
            <TableRow key={customer.id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {/* A link-styled button: it opens the history beside the list. */}
                <Link component="button" type="button" onClick={() => onOpen(customer)}>
                  {customer.name}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
                {customer.short_code ? formatShortCode(customer.short_code) : '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(customer.first_visit)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(customer.last_visit)}</TableCell>
              <TableCell align="right">{formatCount(customer.visits)}</TableCell>
              <TableCell align="right">{formatCount(customer.stamps)}</TableCell>
              <TableCell align="right">{formatCount(customer.rewards_earned)}</TableCell>
              <TableCell align="right">{formatCount(customer.rewards_redeemed)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
