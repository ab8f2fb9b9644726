import { useState } from 'react';
import { Trash2 } from '../../../../components/icons';
import { useT } from '../../../../i18n/useT';
import { resetAccountDeletion } from '../../../../stores/myData';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Product "My data": what deleting the account erases and keeps, and the button that asks to confirm it. */
export function DeleteAccount({ maskedNumber }: { maskedNumber: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <section className="my-data__card my-data__card--danger">
      <h2 className="my-data__title">{t('myData.delete.title')}</h2>
      <p className="my-data__muted">{t('myData.delete.text')}</p>
      <p>
        <button
          type="button"
          className="button confirm-dialog__confirm"
          onClick={() => {
            resetAccountDeletion();
            setOpen(true);
          }}
        >
          <Trash2 aria-hidden="true" className="my-data__icon" />
          {t('myData.delete.open')}
        </button>
      </p>
      <DeleteAccountDialog open={open} maskedNumber={maskedNumber} onCancel={() => setOpen(false)} />
    </section>
  );
}
