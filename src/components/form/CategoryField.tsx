import type { FormikProps } from 'formik';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Category } from '../../api/categories';
import { fieldProps } from './fieldProps';
import type { Submission } from './formErrors';

interface CategoryValues {
  category_id: string;
}

/** A store's category, chosen from `GET /categories`: asked by the store and merchant request forms. */
export function CategoryField<Values extends CategoryValues>({
  form,
  submission,
  categories,
  loading,
}: {
  form: FormikProps<Values>;
  /** The form's last submission (the mutation's result), for the server's field message. */
  submission?: Submission;
  categories: Category[];
  /** While the categories load, the field waits and says so. */
  loading: boolean;
}) {
  // The field only reads and writes `category_id`, which every Values has.
  const fields = form as unknown as FormikProps<CategoryValues>;
  const chosen = fields.values.category_id;
  return (
    <TextField
      {...fieldProps(
        fields,
        'category_id',
        submission,
        loading ? 'Loading categories…' : undefined,
      )}
      // Until the categories arrive, a chosen category (a restored draft's) has no option to match.
      value={categories.some(({ id }) => id === chosen) ? chosen : ''}
      select
      label="Category"
      required
      fullWidth
      disabled={loading}
    >
      {categories.map((category) => (
        <MenuItem key={category.id} value={category.id}>
          {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
