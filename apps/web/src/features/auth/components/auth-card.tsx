import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface AuthCardProps {
  /** The page's heading and its document title. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The one card an account page is (sign in, forgot password, new password, confirm email), centred on the page. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center sm:py-20">
      <PageTitle title={title} />
      <Card className="w-full max-w-md bg-white">
        <CardHeader>
          <CardTitle as="h1" className="text-3xl">
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
