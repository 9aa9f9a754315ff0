import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface NoStudioAccessProps {
  title: string;
  text: string;
  action: ReactNode;
}

/** The dashboard of someone with no studio to manage here: what is missing, and where to go instead. */
export function NoStudioAccess({ title, text, action }: NoStudioAccessProps) {
  return (
    <Card className="mx-auto w-full max-w-xl bg-white text-center">
      <CardHeader className="items-center">
        <CardTitle as="h1" className="text-3xl">
          {title}
        </CardTitle>
        <CardDescription className="text-base">{text}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">{action}</CardContent>
    </Card>
  );
}
