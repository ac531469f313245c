import { useEffect, useState, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useUploadAvatarMutation } from '../../api/users';
import { formMessage, serverFieldError } from '../../components/form/formErrors';
import { notify } from '../../lib/toast';
import type { SessionUser } from '../../session/sessionTypes';
import { AVATAR_RULE, AVATAR_TYPES, avatarFileProblem } from './avatarFile';
import { usePatchSessionUser } from './usePatchSessionUser';

/** Who is signed in, with their avatar: pick an image, see it, then upload it. */
export function AvatarCard({ user }: { user: SessionUser }) {
  const [upload, uploading] = useUploadAvatarMutation();
  const { isLoading } = uploading;
  const patchSessionUser = usePatchSessionUser();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  // The server's refusal, said here and not in a toast (docs/architecture.md, "Forms"): under
  // the picker when it names the file, else whatever else went wrong (too large, unreachable).
  const problem =
    fileProblem ??
    serverFieldError(uploading, 'file', undefined) ??
    formMessage(uploading, ['file']);

  // An object URL holds the file in memory until revoked: free it when the preview goes.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const issue = avatarFileProblem(file);
    // A new file makes the last upload's refusal stale.
    uploading.reset();
    setFileProblem(issue);
    setChosen(issue ? null : { file, preview: URL.createObjectURL(file) });
  };

  // The refusal was about the file put aside, so it goes with it.
  const discard = () => {
    uploading.reset();
    setChosen(null);
  };

  const send = async () => {
    if (!chosen) return;
    const result = await upload(chosen.file);
    if (result.error) return;
    patchSessionUser({ avatar_url: result.data.avatar_url });
    setChosen(null);
    void notify('Avatar updated', 'success');
  };

  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Card component="section" aria-label="Avatar">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Avatar
            src={chosen?.preview ?? user.avatar_url ?? undefined}
            alt={chosen ? 'Preview of your new avatar' : `${fullName}'s avatar`}
            sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main' }}
          >
            {user.first_name?.[0]?.toUpperCase()}
          </Avatar>
          <div>
            <Typography variant="h6" component="p">
              {fullName || user.username}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {user.email}
            </Typography>
          </div>
          {isLoading && <LinearProgress sx={{ width: '100%' }} aria-label="Uploading avatar" />}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {chosen ? (
              <>
                <Button variant="contained" onClick={send} disabled={isLoading}>
                  {isLoading ? 'Uploading...' : 'Upload'}
                </Button>
                <Button onClick={discard} disabled={isLoading}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlined />}>
                Choose image
                <input type="file" hidden accept={AVATAR_TYPES.join(',')} onChange={choose} />
              </Button>
            )}
          </Stack>
          <FormHelperText
            error={Boolean(problem)}
            sx={{ textAlign: 'center', m: 0 }}
            role={problem ? 'alert' : undefined}
          >
            {problem ?? (chosen ? 'This is a preview. Upload it to use it.' : AVATAR_RULE)}
          </FormHelperText>
        </Stack>
      </CardContent>
    </Card>
  );
}
