import { Clapperboard } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { tutorialCategories, tutorials } from '../utils/tutorials';
import { TutorialCard } from './tutorial-card';

/** Category tabs over the videos; a category with no videos yet says so. */
export function TutorialLibrary() {
  return (
    <Tabs defaultValue="All">
      <TabsList aria-label="Tutorial categories">
        {tutorialCategories.map((category) => (
          <TabsTrigger key={category} value={category}>
            {category}
          </TabsTrigger>
        ))}
      </TabsList>
      {tutorialCategories.map((category) => {
        const videos =
          category === 'All' ? tutorials : tutorials.filter((video) => video.category === category);
        return (
          <TabsContent key={category} value={category}>
            {videos.length > 0 ? (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {videos.map((video) => (
                  <TutorialCard key={video.id} tutorial={video} />
                ))}
              </ul>
            ) : (
              <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-16 text-center">
                <Clapperboard aria-hidden="true" className="size-10 text-muted/60" />
                <p className="mt-4 font-display text-2xl font-semibold">
                  No {category.toLowerCase()} tutorials yet
                </p>
                <p className="mt-2 text-muted">New videos are on the way. Check back soon.</p>
              </div>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
