import { PageMeta } from '@/components/PageMeta';
import { useAuth } from '@/features/auth';
import { ProfileScreen } from '@/features/staff/admin';

export default function ProfilePage() {
  const { profile } = useAuth();
  return (
    <>
      <PageMeta title="Your profile" description="Your name, title and portrait." />
      {/* The admin shell shows this page only to someone with a profile. */}
      {profile && <ProfileScreen profile={profile} />}
    </>
  );
}
