import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface ReviewStateCardProps {
  title: string;
  status: string;
  text: string;
  action: ReactNode;
  /** Under the text: e.g. the reviewer's note on a rejected profile. */
  note?: ReactNode;
}

/** The dashboard of a profile that is not live: what state it is in, and the one thing to do next. */
export function ReviewStateCard({ title, status, text, action, note }: ReviewStateCardProps) {
  return (
    <Card className="mx-auto w-full max-w-xl bg-white text-center">
      <CardHeader className="items-center">
        <Badge variant="outline">{status}</Badge>
        <CardTitle as="h1" className="mt-2 text-3xl">
          {title}
        </CardTitle>
        <CardDescription className="text-base">{text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">
        {note}
        {action}
      </CardContent>
    </Card>
  );
}
