import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { AnalyticsTotals } from '../../api/analytics';
import type { ChartBucket } from './chartSeries';

interface ChartTableProps {
  caption: string;
  buckets: ChartBucket[];
  columns: { key: keyof AnalyticsTotals; label: string }[];
}

/** A chart's numbers as a table only screen readers see: the chart itself is a picture of it. */
export function ChartTable({ caption, buckets, columns }: ChartTableProps) {
  return (
    // The hidden box is a div around the table: a table grows to its content whatever its width,
    // and would widen the page on a phone.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.start}>
              <th scope="row">{bucket.name}</th>
              {columns.map((column) => (
                <td key={column.key}>{bucket[column.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
