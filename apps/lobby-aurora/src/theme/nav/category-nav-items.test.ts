import { describe, expect, it } from 'vitest';
import { categoryNavItems, currentCategoryNavId } from './category-nav-items';

const categories = [
  { id: 1, key: 'chess', name: 'ไพ่' },
  { id: 3, key: 'electronic', name: 'สล็อต' },
];

describe('categoryNavItems', () => {
  describe('when the site has categories', () => {
    it('lists hot first, the categories in the site order, then recent, each linking to its home view', () => {
      expect(categoryNavItems(categories)).toEqual([
        { id: 'hot', key: 'hot', to: { page: 'home' } },
        { id: 1, key: 'chess', name: 'ไพ่', to: { page: 'home', gameCategoryId: 1 } },
        { id: 3, key: 'electronic', name: 'สล็อต', to: { page: 'home', gameCategoryId: 3 } },
        { id: 'recent', key: 'recent', to: { page: 'home', tab: 'recent' } },
      ]);
    });
  });

  describe('when the categories have not come yet', () => {
    it('still offers hot and recent', () => {
      expect(categoryNavItems([]).map((item) => item.id)).toEqual(['hot', 'recent']);
    });
  });
});

describe('currentCategoryNavId', () => {
  describe('when the home page shows its opening view', () => {
    it("is hot, with no category or with the spec's hot category 0", () => {
      expect(currentCategoryNavId({ page: 'home' })).toBe('hot');
      expect(currentCategoryNavId({ page: 'home', gameCategoryId: 0 })).toBe('hot');
    });
  });

  describe('when the home page shows a category or the recent games', () => {
    it('is that category or recent', () => {
      expect(currentCategoryNavId({ page: 'home', gameCategoryId: 3 })).toBe(3);
      expect(currentCategoryNavId({ page: 'home', tab: 'recent' })).toBe('recent');
    });
  });

  describe('when another page or the favourites show', () => {
    it('is none: no menu entry is current', () => {
      expect(currentCategoryNavId({ page: 'search', q: 'dragon' })).toBeUndefined();
      expect(currentCategoryNavId({ page: 'provider', providerCode: 'HBR' })).toBeUndefined();
      expect(currentCategoryNavId({ page: 'notFound' })).toBeUndefined();
      expect(currentCategoryNavId({ page: 'home', tab: 'favourites' })).toBeUndefined();
    });
  });
});
