import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Chunks for the client build. Left to itself the bundler cut the code every
 * page runs into ~40 small files (each gzip'd alone, ~10 KB more than one
 * stream). Here everything the document entry, root.tsx and the customer layout
 * import statically is the shell: its libraries in `framework`, our code in
 * `shell`. Pages, forms and lazily loaded code keep the default splitting.
 */
export function shellChunks(appDir: string): CodeSplitting {
  const starts = ['entry.client.tsx', 'root.tsx', 'routes/layouts/customer.tsx'].map((file) => `${appDir}/${file}`);
  let shell: Set<string> | undefined;

  const shellOf = (graph: ModuleGraph): Set<string> => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      seen.add(id);
      queue.push(...info.importedIds);
    }
    return seen;
  };

  return {
    groups: [
      {
        name(id, ctx) {
          shell ??= shellOf(ctx);
          // The error catalogue (both languages) is only for the server and form validation.
          if (!shell.has(id) || id.includes('/packages/core/src/messages/')) return null;
          return id.includes('/node_modules/') ? 'framework' : 'shell';
        },
      },
    ],
  };
}
