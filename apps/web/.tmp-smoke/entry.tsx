import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export async function render(path: string) {
  const handler = createStaticHandler(routes);
  const ctx = await handler.query(new Request(`http://x${path}`));
  if (ctx instanceof Response) return { status: ctx.status, html: `redirect ${ctx.headers.get('location')}` };
  const router = createStaticRouter(handler.dataRoutes, ctx);
  const html = renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouterProvider router={router} context={ctx} hydrate={false} />
    </QueryClientProvider>,
  );
  return { status: ctx.statusCode, html: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}
