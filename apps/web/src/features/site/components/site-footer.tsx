import type { Locale } from '@acf/shared';
import FacebookFilled from '@ant-design/icons-svg/lib/asn/FacebookFilled';
import GoogleOutlined from '@ant-design/icons-svg/lib/asn/GoogleOutlined';
import TwitterOutlined from '@ant-design/icons-svg/lib/asn/TwitterOutlined';
import YoutubeFilled from '@ant-design/icons-svg/lib/asn/YoutubeFilled';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { getLocale, getTranslations } from 'next-intl/server';
import { getCompanyInfo, getHomeItems, homeItemHref, menuHref, pick } from '../api/content';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { NewsletterForm } from './newsletter-form';
import styles from './site-footer.module.css';

const SOCIAL: { name: string; href: string; icon: IconDefinition }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: FacebookFilled },
  { name: 'Google', href: 'https://www.google.com/maps/search/ACF+Express', icon: GoogleOutlined },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: YoutubeFilled },
  { name: 'Twitter', href: 'https://twitter.com/', icon: TwitterOutlined },
];

function Svg({ def }: { def: IconDefinition }) {
  if (typeof def.icon === 'function') return null;
  return (
    <svg
      viewBox={def.icon.attrs.viewBox}
      width="18"
      height="18"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {(def.icon.children ?? []).map((c) => (
        <path key={c.attrs.d} d={c.attrs.d} />
      ))}
    </svg>
  );
}

/** Seed §2 footer: company block, FOOTER link columns (the last beside the newsletter), social icons, copyright. */
export async function SiteFooter() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('site.footer');
  const site = await getTranslations('site');
  const [columns, company] = await Promise.all([getHomeItems('FOOTER'), getCompanyInfo()]);
  const last = columns.at(-1);
  const rest = columns.slice(0, -1);
  const column = (item: NonNullable<typeof last>) => (
    <div key={item.id} className={styles.column}>
      <h2 className={styles.columnTitle}>
        {item.link || item.categoryId ? (
          <NavLink href={homeItemHref(item, locale)}>{pick(locale, item.titleVi, item.titleEn)}</NavLink>
        ) : (
          pick(locale, item.titleVi, item.titleEn)
        )}
      </h2>
      <ul className={styles.links}>
        {item.menuItems.map((m) => (
          <li key={m.id}>
            <NavLink href={menuHref(m, locale)}>{pick(locale, m.nameVi, m.nameEn)}</NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.container}>
        <section className={styles.company} aria-label={t('companyInfo')}>
          <NavLink href="/" className={styles.logo} aria-label={site('logoAlt')}>
            <Logo />
          </NavLink>
          {company && (
            <>
              <p className={styles.companyName}>{pick(locale, company.nameVi, company.nameEn)}</p>
              <p className={styles.companyText}>
                {pick(locale, company.descriptionVi, company.descriptionEn)}
              </p>
              <dl className={styles.contact}>
                <dt>{t('address')}</dt>
                <dd>{pick(locale, company.addressVi, company.addressEn)}</dd>
                <dt>{t('phone')}</dt>
                <dd>
                  <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
                </dd>
                <dt>{t('hotline')}</dt>
                <dd>
                  <a href={`tel:${company.hotline.replace(/\s+/g, '')}`}>{company.hotline}</a>
                </dd>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </dd>
              </dl>
            </>
          )}
        </section>
        <div className={styles.columns}>
          {rest.map(column)}
          <div className={styles.lastRow}>
            {last && column(last)}
            <div className={styles.column}>
              <h2 className={styles.columnTitle}>{t('newsletterTitle')}</h2>
              <p className={styles.newsletterText}>{t('newsletterText')}</p>
              <NewsletterForm
                locale={locale}
                labels={{
                  newsletterPlaceholder: t('newsletterPlaceholder'),
                  newsletterButton: t('newsletterButton'),
                  newsletterSending: t('newsletterSending'),
                  newsletterDone: t('newsletterDone'),
                  newsletterAlready: t('newsletterAlready'),
                  newsletterError: t('newsletterError'),
                  newsletterInvalid: t('newsletterInvalid'),
                }}
              />
              <ul className={styles.social} aria-label={t('social')}>
                {SOCIAL.map((s) => (
                  <li key={s.name}>
                    <a href={s.href} aria-label={s.name} rel="noopener noreferrer" target="_blank">
                      <Svg def={s.icon} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
      <div className={styles.copyright} data-testid="copyright">
        {t('copyright')}
      </div>
    </footer>
  );
}
