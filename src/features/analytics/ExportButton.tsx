import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useExportAnalyticsMutation } from '../../api/analytics';
import { saveFile } from '../../lib/saveFile';
import type { AnalyticsFilters } from './useAnalyticsFilters';

/**
 * "Export CSV": the range's interactions for the chosen store and branch, the filters the numbers
 * on the page have, as a file (`GET /analytics/export`),
 * fetched through the API so it carries the session's token; "Exporting..." while it downloads.
 * A failure is said by the central toast (docs/architecture.md, "Each error said once").
 */
export function ExportButton({ filters }: { filters: AnalyticsFilters }) {
  const [exportCsv, exporting] = useExportAnalyticsMutation();
  const onClick = async () => {
    const answer = await exportCsv({
      from: filters.from,
      to: filters.to,
      storeId: filters.storeId || undefined,
      branchId: filters.branchId || undefined,
    });
    if ('data' in answer && answer.data) {
      saveFile(answer.data.csv, answer.data.fileName, 'text/csv;charset=utf-8');
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void onClick()}
      // A range the picker refuses has no file either.
      disabled={exporting.isLoading || filters.problem !== null}
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
