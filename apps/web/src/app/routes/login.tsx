import { PageTitle } from '@/components/page-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center sm:py-20">
      <PageTitle title="Artist Login" />
      <Card className="w-full max-w-md bg-white">
        <CardHeader>
          <CardTitle as="h1" className="text-3xl">
            Artist Login
          </CardTitle>
          <CardDescription>Sign in to manage your profile and inquiries.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
      </Card>
    </div>
  );
}
