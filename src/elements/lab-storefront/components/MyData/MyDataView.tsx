import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Download } from '../../../../components/icons';
import { LoadFailed } from '../../../../components/LoadStates/LoadFailed';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { phrase } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import { downloadJson } from '../../../../lib/downloadJson';
import { $heldData, loadHeldData } from '../../../../stores/myData';
import { showToast } from '../../../../stores/toasts';
import skeletonCss from '../../../../styles/skeleton.css?inline';
import { ConsentList } from './ConsentList';
import { DeleteAccount } from './DeleteAccount';
import { GrievanceContact } from './GrievanceContact';
import { HeldSections } from './HeldSections';
import css from './MyData.css?inline';

/**
 * Product "My data" for a logged-in visitor: what the lab holds, Download my data (the server's
 * answer whole, as one JSON file), the consents to withdraw, whom to write to, and Delete my account.
 */
export function MyDataView() {
  useStyles(skeletonCss);
  useStyles(css);
  const t = useT();
  const { answer, loading, loadFailure } = useStore($heldData);

  useEffect(() => {
    void loadHeldData();
  }, []);

  if (!answer && loadFailure && !loading) return <LoadFailed message={loadFailure} onRetry={() => void loadHeldData()} />;
  if (!answer) {
    return (
      <div className="my-data__skeleton" aria-busy="true">
        <p className="visually-hidden" role="status">{t('myData.loading')}</p>
        <div className="skeleton" />
        <div className="skeleton" />
      </div>
    );
  }
  const { held, raw } = answer;
  const download = () => {
    const file = `my-data-${new Date().toISOString().slice(0, 10)}.json`;
    downloadJson(raw, file);
    showToast({ tone: 'success', text: phrase('myData.download.done', { file }) });
  };
  return (
    <div className="my-data">
      <section className="my-data__card my-data__card--primary">
        <p>{t('myData.download.hint')}</p>
        <p>
          <button type="button" className="button" onClick={download}>
            <Download aria-hidden="true" className="my-data__icon" />
            {t('myData.download')}
          </button>
        </p>
      </section>
      <div className="my-data__grid">
        <HeldSections held={held} />
        <ConsentList consents={held.consents} />
        <GrievanceContact contact={held.grievanceContact} />
      </div>
      <DeleteAccount maskedNumber={held.phoneNumber} />
    </div>
  );
}
