import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <AuthCard
      title="Artist Login"
      description={
        <>
          Sign in to manage your profile and inquiries.
          <span className="mt-1 block">
            Sent an inquiry? Clients sign in here too, to follow their inquiries.
          </span>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
