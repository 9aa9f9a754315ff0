import type { ReactNode } from 'react';
import { Card, CardContent, CardTitle } from '@/components/ui/card';

/** One card of the result, a region named by its title (so it can be found and read on its own). */
export function ResultCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardContent>
        <CardTitle id={id} className="text-xl">
          {title}
        </CardTitle>
        {children}
      </CardContent>
    </Card>
  );
}
