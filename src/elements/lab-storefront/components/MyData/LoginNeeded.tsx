import { useEffect } from 'react';
import { UserRound } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { openLoginPanel } from '../../../../stores/login';
import stateCss from '../../../../components/LoadStates/LoadStates.css?inline';

/**
 * My data is the account's own, as a cart is (product §6): logged out, the screen asks for a login
 * and opens the login panel once; the Login button opens it again. After the login the page
 * reloads (product §4) onto the same address.
 */
export function LoginNeeded() {
  useStyles(stateCss);
  const t = useT();
  useEffect(() => openLoginPanel(), []);
  return (
    <div className="load-state">
      <UserRound aria-hidden="true" className="load-state__icon" />
      <h2 className="load-state__title">{t('myData.login.title')}</h2>
      <p className="load-state__text">{t('myData.login.text')}</p>
      <button type="button" className="button" onClick={openLoginPanel}>
        {t('myData.login.button')}
      </button>
    </div>
  );
}
