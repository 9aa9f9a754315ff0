import { Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

/**
 * Shown in place of Back / Continue while the designs are made (spec §2). Focus moves to it, so a keyboard or
 * screen-reader user is where the news will come.
 */
export function GeneratingCard({ progress, className }: { progress: number; className?: string }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  const percent = Math.round(progress);
  return (
    <Card role="region" aria-labelledby="design-generating-title" className={className}>
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent">
          <Sparkles aria-hidden="true" className="size-6 motion-safe:animate-pulse" />
        </span>
        <h2
          id="design-generating-title"
          ref={titleRef}
          tabIndex={-1}
          className="font-display text-xl font-semibold focus:outline-none"
        >
          Creating your custom designs...
        </h2>
        <Progress value={percent} label="Creating your custom designs" className="w-full max-w-md" />
        <p className="text-sm text-muted">{percent}%</p>
      </CardContent>
    </Card>
  );
}
