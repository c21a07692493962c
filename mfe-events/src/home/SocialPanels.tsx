// Events §2 home "optional social-media timeline panels when the site contact data holds handles":
// one panel per handle set in the registry's Contact (platform §3), each with a 'Follow us on …'
// link. The networks' timeline widgets are NOT embedded: they load third-party scripts that track
// visitors (and fail under a strict content security policy), so the panel links out instead.
import type { RegistryContact } from '@portal/contracts';

type SocialKey = 'FaceBook' | 'Twitter' | 'Instagram' | 'YouTube' | 'Flickr' | 'LinkedIn' | 'Discord';

/** The footer's address rules (shell/src/frame/Footer.tsx), repeated here: a remote cannot import the shell. */
export const SOCIAL_NETWORKS: readonly { key: SocialKey; label: string; url: (handle: string) => string }[] =
  [
    { key: 'FaceBook', label: 'Facebook', url: (v) => `https://www.facebook.com/${v}` },
    { key: 'Twitter', label: 'Twitter', url: (v) => `https://twitter.com/${v}` },
    { key: 'Instagram', label: 'Instagram', url: (v) => `https://www.instagram.com/${v}` },
    { key: 'YouTube', label: 'YouTube', url: (v) => `https://www.youtube.com/channel/${v}` },
    { key: 'Flickr', label: 'Flickr', url: (v) => `https://www.flickr.com/photos/${v}` },
    { key: 'LinkedIn', label: 'LinkedIn', url: (v) => `https://www.linkedin.com/in/${v}` },
    { key: 'Discord', label: 'Discord', url: (v) => `https://discord.gg/${v}` },
  ];

/** A registry value may be a handle ('@' dropped) or a full URL. */
export function socialHref(value: string, build: (handle: string) => string): string {
  const v = value.trim();
  return /^https?:\/\//i.test(v) ? v : build(encodeURIComponent(v.replace(/^@/, '')));
}

export function SocialPanels({ contact }: { contact: RegistryContact | null | undefined }) {
  const set = SOCIAL_NETWORKS.filter((n) => (contact?.[n.key] ?? '').trim() !== '');
  if (!contact || set.length === 0) return null;
  return (
    <section aria-labelledby="home-social-title">
      <h2 id="home-social-title" className="kit-visually-hidden">
        Social media
      </h2>
      <ul className="home-social">
        {set.map((n) => (
          <li key={n.key} className={`home-panel home-social-panel home-social-${n.key.toLowerCase()}`}>
            <h3>{n.label}</h3>
            <p>
              <a href={socialHref(contact[n.key]!, n.url)} target="_blank" rel="noopener noreferrer">
                Follow us on {n.label}
              </a>
            </p>
          </li>
        ))}
      </ul>
      <p className="home-social-note">
        Timelines are not embedded here, so nothing from these sites loads on this page; each link opens the
        site itself.
      </p>
    </section>
  );
}
