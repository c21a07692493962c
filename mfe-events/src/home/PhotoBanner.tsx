// Home "the photo banner (GET /banner, image ids from the drive)": a simple slideshow of
// the drive images svc-files lists (publicly readable ones only). Accessible: previous/next and
// pause/play buttons, 'Photo i of n' as each image's text, the change announced only while paused
// (a rotating region that talks on its own would interrupt a screen reader). It advances by itself
// every BANNER_INTERVAL_MS unless the visitor asked for reduced motion, and stops for good once
// the visitor moves it by hand. No images, or the call failing: nothing shows.
import { apiClient, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { loadBanner } from '../calendar/calendarCalls.ts';

export const BANNER_INTERVAL_MS = 6000;

export const bannerImageUrl = (id: string) => `/api/files/${encodeURIComponent(id)}/download`;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function PhotoBanner({ client = apiClient }: { client?: ApiClient }) {
  const [images, setImages] = useState<string[]>([]);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    const controller = new AbortController();
    loadBanner(client, controller.signal).then(
      (ids) => setImages(ids),
      () => undefined, // the banner is decoration: a failure hides it
    );
    return () => controller.abort();
  }, [client]);

  const shown = images.filter((id) => !broken.has(id));
  const count = shown.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  if (count === 0) return null;
  const id = shown[current]!;
  const step = (by: number) => {
    setPlaying(false);
    setIndex((current + by + count) % count);
  };
  return (
    <section className="home-banner" aria-roledescription="carousel" aria-label="Photos">
      <div className="home-banner-frame" aria-live={playing ? 'off' : 'polite'}>
        <img
          key={id}
          src={bannerImageUrl(id)}
          alt={`Photo ${current + 1} of ${count}`}
          onError={() => setBroken((b) => new Set(b).add(id))}
        />
      </div>
      {count > 1 && (
        <div className="home-banner-controls">
          <button type="button" onClick={() => step(-1)}>
            Previous photo
          </button>
          <button type="button" aria-pressed={!playing} onClick={() => setPlaying((p) => !p)}>
            {playing ? 'Pause slideshow' : 'Play slideshow'}
          </button>
          <button type="button" onClick={() => step(1)}>
            Next photo
          </button>
          <span className="home-banner-count" aria-hidden="true">
            {current + 1} / {count}
          </span>
        </div>
      )}
    </section>
  );
}
