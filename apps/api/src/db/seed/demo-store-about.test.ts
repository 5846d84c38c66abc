import { describe, expect, it } from 'vitest';
import { demoStoreAbout } from './demo-store-catalogue.ts';

describe('a demo store’s About text', () => {
  it('names its town as each language does: Paphos in English, Baf in Turkish', () => {
    const about = demoStoreAbout('groceries', 'Paphos', '05');
    expect(about.description).toContain('Paphos');
    expect(about.descriptionTr).toContain('Baf');
    expect(about.descriptionTr).not.toContain('Paphos');
  });

  it('keeps a town that has no other Turkish name as it is', () => {
    expect(demoStoreAbout('groceries', 'Pachna', '04').descriptionTr).toContain('Pachna');
  });
});
