import { MessagePreferencesCard } from '../features/messaging/MessagePreferencesCard';
import { ProfilePage } from '../features/profile/ProfilePage';
import { PushOptIn } from '../features/push/PushOptIn';
import { selectUser } from '../session/sessionSlice';
import { useAppSelector } from '../shared/hooks';

/**
 * /profile: the profile feature's page, with a customer's choice of messages from shops and push
 * on this device (docs/product.md, "Automations"), which belong to the messaging and push features.
 */
export function ProfileRoute() {
  const user = useAppSelector(selectUser);
  return (
    <ProfilePage
      customerCards={
        <>
          {user && <PushOptIn user={user} />}
          <MessagePreferencesCard />
        </>
      }
    />
  );
}
