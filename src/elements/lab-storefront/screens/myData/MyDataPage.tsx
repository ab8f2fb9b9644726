import { useStore } from '@nanostores/react';
import { useT } from '../../../../i18n/useT';
import { titleOf } from '../../../../router/storeScreens';
import { $accountDeletion } from '../../../../stores/myData';
import { $isLoggedIn } from '../../../../stores/session';
import { AccountDeleted } from '../../components/MyData/AccountDeleted';
import { LoginNeeded } from '../../components/LoginNeeded/LoginNeeded';
import { MyDataView } from '../../components/MyData/MyDataView';
import { Screen } from '../../components/Screen/Screen';
import type { ScreenProps } from '../lazyScreen';

/**
 * `#/my-data` (product §12): what the lab holds about a logged-in visitor; logged out, the
 * login it needs; once the account is deleted, that it was.
 */
export default function MyDataPage({ path }: ScreenProps) {
  const t = useT();
  const loggedIn = useStore($isLoggedIn);
  const { deleted } = useStore($accountDeletion);
  const body = deleted ? <AccountDeleted /> : loggedIn ? <MyDataView /> : <LoginNeeded title="myData.login.title" text="myData.login.text" button="myData.login.button" />;
  return <Screen title={t(titleOf(path))} intro={t('myData.intro')}>{body}</Screen>;
}
