import type { ContentRepository } from './content.repository.ts';

/** What the content routes get from buildApp. */
export interface ContentDeps {
  repository: ContentRepository;
}
