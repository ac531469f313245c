import { PageFrame } from '../../components/PageFrame';

// The profile form and QR code arrive with the accounts work (issue 3).
export function ProfilePage() {
  return (
    <PageFrame
      title="Your profile"
      subtitle="Your details, your avatar and your personal QR code."
    />
  );
}
