import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouteMatchMemory } from './route-matches.server.ts';

function countingContext() {
  const asked: unknown[] = [];
  const context = {
    _match: (location: unknown) => {
      asked.push(location);
      return [{ route: { id: String(typeof location === 'string' ? location : JSON.stringify(location)) } }];
    },
  };
  return { context, asked };
}

describe('remembered route matches', () => {
  it('matches a path once, whatever its query or how it is given, and each path on its own', () => {
    const memory = createRouteMatchMemory();
    const { context, asked } = countingContext();
    expect(memory.remember(context)).toBe(true);
    const first = context._match('/stores/harbour');
    expect(context._match('/stores/harbour?sort=price')).toBe(first);
    expect(context._match({ pathname: '/stores/harbour', search: '?page=2' })).toBe(first);
    expect(context._match('/stores')).not.toBe(first);
    expect(asked).toEqual(['/stores/harbour', '/stores']);
  });

  it('serves later renders from what earlier ones matched, and starts over when full', () => {
    const memory = createRouteMatchMemory(2);
    const earlier = countingContext();
    memory.remember(earlier.context);
    earlier.context._match('/a');
    earlier.context._match('/b');
    const later = countingContext();
    memory.remember(later.context);
    later.context._match('/a');
    expect(later.asked).toEqual([]);
    later.context._match('/c');
    expect(later.asked).toEqual(['/c']);
    expect(memory.size).toBe(1);
  });

  it('finds the matcher on the context React Router’s static handler gives the render', async () => {
    const handler = createStaticHandler([{ id: 'root', path: '/', children: [{ id: 'page', path: 'stores/:slug' }] }]);
    const context = await handler.query(new Request('http://bedesten.test/stores/harbour'));
    if (context instanceof Response) throw new Error('expected a context');
    const memory = createRouteMatchMemory();
    expect(memory.remember(context)).toBe(true);
    const matches = (context as unknown as { _match: (path: string) => { route: { id: string } }[] })._match(
      '/stores/harbour',
    );
    expect(matches.map((match) => match.route.id)).toEqual(['root', 'page']);
    expect(memory.size).toBe(1);
  });

  it('leaves a context without the matcher as it is', () => {
    expect(createRouteMatchMemory().remember({})).toBe(false);
  });
});
