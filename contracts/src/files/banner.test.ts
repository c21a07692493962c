import { describe, expect, it } from 'vitest';
import { BANNER_MAX_IMAGES, isBannerImageContentType, photoBannerResponse } from './banner.ts';

describe('GET /banner (slideshow image ids): the answer', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['image/gif', true],
    ['image/webp', true],
    ['IMAGE/PNG', true],
    ['image/svg+xml', false],
    ['application/pdf', false],
    ['application/folder', false],
  ])('content type %s is a banner image: %s', (contentType, expected) => {
    expect(isBannerImageContentType(contentType)).toBe(expected);
  });

  it('is { images } of drive file ids, at most 20', () => {
    const id = 'a'.repeat(32);
    expect(photoBannerResponse.parse({ images: [id] })).toEqual({ images: [id] });
    expect(photoBannerResponse.safeParse({ images: ['root'] }).success).toBe(false);
    expect(photoBannerResponse.safeParse({ images: Array(BANNER_MAX_IMAGES + 1).fill(id) }).success).toBe(
      false,
    );
    expect(BANNER_MAX_IMAGES).toBe(20);
  });
});
