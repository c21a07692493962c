import { Link } from 'react-router-dom';
import type { RegistryAddress, RegistryContact } from '@portal/contracts';
import { useSite } from '../site/SiteContext.tsx';

const socialLinks: { key: keyof RegistryContact; label: string; url: (v: string) => string }[] = [
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

/** An address block; blank lines are left out (a wholly blank address is stored as none, §2). */
function Address({ title, address }: { title: string; address: RegistryAddress }) {
  const lines = [address.Name, address.FirstLine, address.SecondLine].filter((line) => line.trim() !== '');
  if (lines.length === 0) return null;
  return (
    <section className="footer-block">
      <h2>{title}</h2>
      <address>
        {lines.map((line, i) => (
          <span key={i}>
            {i > 0 ? <br /> : null}
            {line}
          </span>
        ))}
      </address>
    </section>
  );
}

/** Platform §2 footer: social links only when set, address blocks when set, Top link. */
export function Footer() {
  const { name, registry } = useSite();
  const contact = registry?.Contact;
  const socials = contact
    ? socialLinks.filter((s) => typeof contact[s.key] === 'string' && contact[s.key] !== '')
    : [];
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        {socials.length > 0 ? (
          <section className="footer-block">
            <h2>Connect with us</h2>
            <ul className="social-links">
              {socials.map((s) => (
                <li key={s.key}>
                  <a
                    href={socialHref(contact![s.key] as string, s.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {contact?.MeetingAddress ? (
          <Address title="Meeting Address" address={contact.MeetingAddress} />
        ) : null}
        {contact?.MailingAddress ? (
          <Address title="Mailing Address" address={contact.MailingAddress} />
        ) : null}
        <section className="footer-block footer-meta">
          <p>
            © {new Date().getFullYear()} {name}
          </p>
          <p>
            <Link to="/terms-and-conditions">Terms and conditions</Link> ·{' '}
            <Link to="/privacy-policy">Privacy policy</Link>
          </p>
          <p>
            <a
              href="#top"
              className="top-link"
              onClick={(e) => {
                e.preventDefault();
                window.scrollTo({ top: 0, behavior: 'smooth' });
                document.getElementById('top')?.focus();
              }}
            >
              Top
            </a>
          </p>
        </section>
      </div>
    </footer>
  );
}
