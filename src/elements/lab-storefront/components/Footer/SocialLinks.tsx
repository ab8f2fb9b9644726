import { useT } from '../../../../i18n/useT';
import facebook from '../../../../images/social-facebook.svg';
import instagram from '../../../../images/social-instagram.svg';
import linkedin from '../../../../images/social-linkedin.svg';
import x from '../../../../images/social-x.svg';
import youtube from '../../../../images/social-youtube.svg';

const NETWORKS = [
  { network: 'facebook', image: facebook },
  { network: 'instagram', image: instagram },
  { network: 'youtube', image: youtube },
  { network: 'linkedin', image: linkedin },
  { network: 'x', image: x },
] as const;

/**
 * Product §2: social placeholders. The profiles do not exist yet, so these are labelled badges, not
 * links that would lead nowhere.
 */
export function SocialLinks() {
  const t = useT();
  return (
    <ul role="list" className="social" aria-label={t('footer.social.label')}>
      {NETWORKS.map(({ network, image }) => (
        <li key={network} className="social__item">
          <img
            src={image}
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
