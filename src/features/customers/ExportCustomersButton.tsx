import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useExportStoreCustomersMutation } from '../../api/customers';
import { saveFile } from '../../lib/saveFile';
import type { CustomerFilters } from './useCustomerFilters';

/**
 * The server's file starts with a byte order mark so spreadsheets read it as UTF-8; reading the
 * answer as text drops it, so the file made here gets it back (docs/api.md, "Customers").
 */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * "Export CSV": the store's customers with the search and order the list has, as a file, fetched
 * through the API so it carries the session's token. A failure is said by the central toast.
 */
export function ExportCustomersButton({
  filters,
  disabled,
}: {
  filters: CustomerFilters;
  disabled?: boolean;
}) {
  const [exportCsv, exporting] = useExportStoreCustomersMutation();
  const onClick = async () => {
    const answer = await exportCsv({
      storeId: filters.storeId,
      search: filters.search,
      sort: filters.sort,
    });
    if ('data' in answer && answer.data) {
      const { csv, fileName } = answer.data;
      const content = csv.startsWith(BYTE_ORDER_MARK) ? csv : BYTE_ORDER_MARK + csv;
      saveFile(content, fileName, 'text/csv;charset=utf-8');
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void onClick()}
      disabled={disabled || exporting.isLoading}
      startIcon={
        exporting.isLoading ? (
          <CircularProgress size={16} color="inherit" aria-hidden />
        ) : (
          <FileDownloadOutlined />
        )
      }
    >
      {exporting.isLoading ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
