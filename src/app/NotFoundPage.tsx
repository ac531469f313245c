import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { EmptyState } from '../components/EmptyState';
import { PageFrame } from '../components/PageFrame';
import { paths } from '../shared/paths';

export function NotFoundPage() {
  return (
    <PageFrame title="Page not found" maxWidth="md">
      <EmptyState
        icon={<SearchOffOutlined />}
        title="We couldn't find that page"
        description="The link may be old or mistyped. Head back to the home page to keep going."
        action={
          <Button variant="contained" component={RouterLink} to={paths.home()}>
            Back to home
          </Button>
        }
      />
    </PageFrame>
  );
}
