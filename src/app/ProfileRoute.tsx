import { MessagePreferencesCard } from '../features/messaging/MessagePreferencesCard';
import { ProfilePage } from '../features/profile/ProfilePage';

/**
 * /profile: the profile feature's page, with a customer's choice of messages from shops
 * (docs/product.md, "Automations"), which belongs to the messaging feature.
 */
export function ProfileRoute() {
  return <ProfilePage customerCards={<MessagePreferencesCard />} />;
}
