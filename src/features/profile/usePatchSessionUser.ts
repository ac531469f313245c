import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectUser, userUpdated } from '../../session/sessionSlice';
import type { SessionUser } from '../../session/sessionTypes';

/**
 * Keeps the signed-in user of the session (the navigation bar's name, the persisted copy) in step
 * with what the profile page just changed on the server.
 */
export function usePatchSessionUser() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectUser);
  return useCallback(
    (patch: Partial<SessionUser>) => {
      if (current) dispatch(userUpdated({ ...current, ...patch }));
    },
    [current, dispatch],
  );
}
