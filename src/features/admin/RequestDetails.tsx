import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminMerchantRequest } from '../../api/merchantRequests';
import { postalAddressLines } from './postalAddress';
import { displayLabel, formatOptionalDate as formatDate } from '../../lib/viewerFormat';

type Payment = AdminMerchantRequest['payment'];

const PAYMENT_STATUS: Record<NonNullable<Payment>['status'], string> = {
  incomplete: 'Payment incomplete',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
};

export const paymentLabel = (payment: Payment) =>
  payment ? `${PAYMENT_STATUS[payment.status]} · ${payment.plan_name} plan` : 'No subscription yet';

/** One value per line, each its own block. */
const Lines = ({ lines }: { lines: ReactNode[] }) => (
  <>
    {lines.map((line, index) => (
      <Box component="span" key={index} sx={{ display: 'block' }}>
        {line}
      </Box>
    ))}
  </>
);

/** What the merchant sent and who they are, as a list of terms and values. */
export function RequestDetails({ request }: { request: AdminMerchantRequest }) {
  const { applicant } = request;
  const details: [string, ReactNode][] = [
    ['Business', `${request.business_name} (${displayLabel(request.business_type)})`],
    ['Category', request.category_name ?? '—'],
    [
      'Applicant',
      <Lines
        key="applicant"
        lines={[
          `${applicant.first_name} ${applicant.last_name}`,
          <Link key="email" href={`mailto:${applicant.email}`}>
            {applicant.email}
          </Link>,
        ]}
      />,
    ],
    ['Payment', paymentLabel(request.payment)],
    ['Description', request.description],
    ['Phone', request.phone],
    ['Address', <Lines key="address" lines={postalAddressLines(request)} />],
    [
      'Website',
      request.website ? (
        <Link href={request.website} target="_blank" rel="noopener noreferrer">
          {request.website}
        </Link>
      ) : (
        '—'
      ),
    ],
    ['Submitted', formatDate(request.created_at)],
    ['Reviewed', formatDate(request.reviewed_at)],
  ];
  if (request.rejection_reason) details.push(['Rejection reason', request.rejection_reason]);

  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '8.5rem minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
      }}
    >
      {details.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
            {label}
          </Typography>
          {/* Merchants type these: a long unbroken word wraps instead of being cut off. */}
          <Typography
            component="dd"
            sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
