import { useGetCategoriesQuery } from '../../api/categories';
import type { Store } from '../../api/stores';
import { useCreateStoreMutation, useUpdateStoreMutation } from '../../api/stores';
import { notify } from '../../lib/toast';
import { StoreForm } from './StoreForm';
import { emptyStoreValues, storeBodyOf, storeValuesOf, type StoreValues } from './storeSchema';

interface StoreFormDialogProps {
  /** The store to edit; none to create one. */
  store?: Store;
  onClose: () => void;
}

/** Create a store, or edit one: the same form, in a dialog, for both. */
export function StoreFormDialog({ store, onClose }: StoreFormDialogProps) {
  const categories = useGetCategoriesQuery();
  const [create, creating] = useCreateStoreMutation();
  const [update, updating] = useUpdateStoreMutation();
  const submission = store ? updating : creating;

  const save = async (values: StoreValues) => {
    const body = storeBodyOf(values);
    const result = store ? await update({ id: store.id, ...body }) : await create(body);
    if (result.error) return;
    void notify(store ? 'Store saved' : `${result.data.name} is open`, 'success');
    onClose();
  };

  return (
    <StoreForm
      title={store ? `Edit ${store.name}` : 'New store'}
      initialValues={store ? storeValuesOf(store) : emptyStoreValues()}
      categories={categories.data ?? []}
      categoriesLoading={categories.isLoading}
      onSubmit={save}
      onCancel={onClose}
      submitLabel={store ? 'Save store' : 'Create store'}
      busyLabel={store ? 'Saving...' : 'Creating...'}
      submission={submission}
    />
  );
}
