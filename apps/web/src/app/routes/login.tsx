import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <AuthCard title="Artist Login" description="Sign in to manage your profile and inquiries.">
      <LoginForm />
    </AuthCard>
  );
}
