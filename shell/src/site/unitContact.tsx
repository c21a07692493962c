// The unit's contact data of the registry (platform §3 Registry Contact): its social links and its
// meeting and mailing addresses, as the footer and the newcomers' "how to join" box show them.
import type { RegistryAddress, RegistryContact } from '@portal/contracts';

type SocialKey = 'FaceBook' | 'Twitter' | 'YouTube' | 'LinkedIn' | 'Instagram' | 'Flickr' | 'Discord';

const SOCIAL_LINKS: { key: SocialKey; label: string; url: (v: string) => string }[] = [
  { key: 'FaceBook', label: 'Facebook', url: (v) => `https://www.facebook.com/${v}` },
  { key: 'Twitter', label: 'Twitter', url: (v) => `https://twitter.com/${v}` },
  { key: 'YouTube', label: 'YouTube', url: (v) => `https://www.youtube.com/channel/${v}` },
  { key: 'LinkedIn', label: 'LinkedIn', url: (v) => `https://www.linkedin.com/in/${v}` },
  { key: 'Instagram', label: 'Instagram', url: (v) => `https://www.instagram.com/${v}` },
  { key: 'Flickr', label: 'Flickr', url: (v) => `https://www.flickr.com/photos/${v}` },
  { key: 'Discord', label: 'Discord', url: (v) => `https://discord.gg/${v}` },
];

/** A registry value may be a handle or a full URL. */
export function socialHref(value: string, build: (v: string) => string): string {
  return /^https?:\/\//i.test(value) ? value : build(encodeURIComponent(value));
}

export interface SocialLink {
  key: SocialKey;
  label: string;
  href: string;
}

/** The social links that are set, in the footer's order (§2: shown only when set). */
export function socialLinksOf(contact: RegistryContact | null | undefined): SocialLink[] {
  if (!contact) return [];
  return SOCIAL_LINKS.flatMap(({ key, label, url }) => {
    const value = contact[key];
    return typeof value === 'string' && value.trim() !== ''
      ? [{ key, label, href: socialHref(value.trim(), url) }]
      : [];
  });
}

/** An address's non-blank lines (a wholly blank address is stored as none, §2). */
export const addressLines = (address: RegistryAddress | null | undefined): string[] =>
  address ? [address.Name, address.FirstLine, address.SecondLine].filter((line) => line.trim() !== '') : [];

export function AddressLines({ lines }: { lines: readonly string[] }) {
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </address>
  );
}

export function SocialLinkList({ links, className }: { links: readonly SocialLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((s) => (
        <li key={s.key}>
          <a href={s.href} target="_blank" rel="noopener noreferrer">
            {s.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
