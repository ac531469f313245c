import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CounterPerson } from '../../api/counter';

const ROLE_NAMES = { manager: 'Manager', cashier: 'Cashier' } as const;

/** "Who is at the counter?": one large button per person of the branch; no PIN, no unlock. */
export function PeopleList({
  people,
  onChoose,
}: {
  people: CounterPerson[];
  onChoose: (person: CounterPerson) => void;
}) {
  return (
    <Stack spacing={2} component="section" aria-labelledby="counter-people-title">
      <Typography id="counter-people-title" variant="h5" component="h2">
        Who is at the counter?
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary">
          Nobody works at this branch yet. A manager invites staff from the store’s page.
        </Typography>
      ) : (
        <Stack
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
          }}
        >
          {people.map((person) => (
            <Button
              key={person.staff_id}
              variant="outlined"
              size="large"
              disabled={!person.has_pin}
              onClick={() => onChoose(person)}
              sx={{ flexDirection: 'column', py: 2, textTransform: 'none', minHeight: 88 }}
            >
              <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.15rem' }}>
                {person.name}
              </Typography>
              <Typography component="span" variant="body2">
                {person.has_pin
                  ? ROLE_NAMES[person.role]
                  : `${ROLE_NAMES[person.role]} · No PIN yet`}
              </Typography>
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
