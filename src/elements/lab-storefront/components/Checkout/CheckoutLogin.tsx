import { useEffect } from 'react';
import { CircleUserRound } from '../../../../components/icons';
import stateCss from '../../../../components/LoadStates/LoadStates.css?inline';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { openLoginPanel } from '../../../../stores/login';

/**
 * The checkout while logged out: booking needs a login, as adding to the cart does (product §5),
 * so the login panel opens, and the screen says why and offers it again once closed.
 */
export function CheckoutLogin() {
  useStyles(stateCss);
  const t = useT();
  useEffect(() => openLoginPanel(), []);
  return (
    <div className="load-state">
      <CircleUserRound aria-hidden="true" className="load-state__icon" />
      <h2 className="load-state__title">{t('checkout.login.title')}</h2>
      <p className="load-state__text">{t('checkout.login.text')}</p>
      <button type="button" className="button" onClick={openLoginPanel}>{t('checkout.login.button')}</button>
    </div>
  );
}
