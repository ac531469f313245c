import { useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useUploadStoreLogoMutation } from '../../api/stores';
import { formMessage, serverFieldError } from '../../components/form/formErrors';
import { notify } from '../../lib/toast';
import { LOGO_TYPES, logoFileProblem } from './storeLogoFile';

/** The owner's logo picker: a chosen image uploads at once and replaces the initials. */
export function StoreLogoUpload({ storeId }: { storeId: string }) {
  const [upload, uploading] = useUploadStoreLogoMutation();
  const [fileProblem, setFileProblem] = useState<string>();
  const problem =
    fileProblem ??
    serverFieldError(uploading, 'file', undefined) ??
    formMessage(uploading, ['file']);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    uploading.reset();
    const issue = logoFileProblem(file);
    setFileProblem(issue);
    if (issue) return;
    const result = await upload({ storeId, file });
    if (!result.error) void notify('Logo updated', 'success');
  };

  return (
    <Stack spacing={0.5}>
      <Button
        component="label"
        size="small"
        variant="outlined"
        startIcon={<PhotoCameraOutlined />}
        loading={uploading.isLoading}
        loadingPosition="start"
      >
        {uploading.isLoading ? 'Uploading...' : 'Upload logo'}
        <input
          hidden
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-label="Store logo"
          onChange={(event) => void choose(event)}
        />
      </Button>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Stack>
  );
}
