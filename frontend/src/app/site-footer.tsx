import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon, MailIcon, XIcon } from '../components/ui/icons';
import { PhoneLinks } from '../components/contact/phone-links';
import { SITE, type SocialLink, type SocialNetwork } from '../config/site';
import { useCatalog } from '../lib/catalog-context';

const SOCIAL_ICONS: Record<SocialNetwork, typeof XIcon> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  X: XIcon,
};

export function SiteFooter() {
  const { data } = useCatalog();
  const { t } = useTranslation();
  const email = data?.contact_email;
  // A profile the owner has not supplied yet is not shown.
  const social = SITE.social.filter((link): link is SocialLink & { href: string } => link.href !== null);

  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{SITE.name}</p>
          <p>{t('tagline')}</p>
        </div>
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">{t('footer.contact')}</h2>
          {/* The email comes from the API; keep the line's height while it loads. */}
          <p className="site-footer__email">
            {email ? (
              <a href={`mailto:${email}`}>
                <MailIcon width={18} height={18} />
                <span>{email}</span>
              </a>
            ) : (
              <span aria-hidden="true">&nbsp;</span>
            )}
          </p>
          <p className="site-footer__email site-footer__phone">
            {data ? <PhoneLinks phone={data.contact_phone} whatsapp={data.contact_whatsapp} /> : <span aria-hidden="true">&nbsp;</span>}
          </p>
          {social.length > 0 && (
            <ul className="social" aria-label={t('footer.followUs')}>
              {social.map(({ name, href }) => {
                const Icon = SOCIAL_ICONS[name];
                return (
                  <li key={name}>
                    <a className="social__link" href={href} aria-label={name} rel="noopener noreferrer">
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
      <div className="container">
        <div className="site-footer__legal">
          {/* The prerendered landing page has its build's year: across a new year the browser's differs, and that is fine. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {SITE.name}
          </p>
          <span className="site-footer__links">
            <Link to="/find-booking">{t('footer.findBooking')}</Link>
            <Link to="/terms">{t('footer.terms')}</Link>
            <Link to="/privacy">{t('footer.privacy')}</Link>
          </span>
        </div>
      </div>
    </footer>
  );
}
