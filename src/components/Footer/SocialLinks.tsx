import { useT } from '../../i18n/useT';
import { assetUrl } from '../../lib/assetUrl';

const NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'x'] as const;

/**
 * Spec §2: social placeholders. The profiles do not exist yet, so these are labelled badges, not
 * links that would lead nowhere.
 */
export function SocialLinks() {
  const t = useT();
  return (
    <ul role="list" className="social" aria-label={t('footer.social.label')}>
      {NETWORKS.map((network) => (
        <li key={network} className="social__item">
          <img
            src={assetUrl(`social-${network}.svg`)}
            alt={t('footer.social.soon', { network: t(`footer.social.${network}`) })}
            width={20}
            height={20}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
