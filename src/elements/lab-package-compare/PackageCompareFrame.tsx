import { Suspense } from 'react';
import { CloudOff } from '../../components/icons';
import { ConnectionNotice } from '../../components/ConnectionNotice/ConnectionNotice';
import { lazyPart } from '../../elementRuntime/lazyPart';
import { registerMessages } from '../../i18n';
import { connection } from '../../i18n/en/connection';
import { useT } from '../../i18n/useT';
import { useTakeOverWhen } from '../../elementRuntime/firstScreenSnapshot';
import { useStyles } from '../../elementRuntime/shadowStyles';
import type { PackageCompareProps } from './PackageCompareBody';
import css from './PackageCompareFrame.css?inline';
import { packageCompare } from './texts/en/packageCompare';

// The texts the frame shows before its comparison's code (with the comparison's texts) arrives.
void registerMessages({ connection, packageCompare });

/**
 * The comparison's code with its texts (shared with the store's comparison dialog), fetched as
 * the element starts: the store defines every element at start-up, and its first screen must not
 * carry a comparison's reads, cart actions and HTTP client. A server render (src/server) waits
 * for it.
 */
export async function loadPackageCompareBody() {
  const body = await import('./PackageCompareBody');
  await body.comparisonTextsArrived;
  return { default: body.PackageCompareBody };
}

/** The comparison's code did not arrive (offline, or a redeploy replaced it): until it does. */
function PackageCompareUnavailable() {
  const t = useT();
  useTakeOverWhen(true);
  return (
    <p className="package-compare__unavailable" role="alert">
      <CloudOff aria-hidden="true" width={20} height={20} />
      {t('packageCompare.unavailable')}
    </p>
  );
}

const Body = lazyPart(loadPackageCompareBody, { fallback: PackageCompareUnavailable });

/** What it says while the comparison's code arrives. */
function PackageCompareSkeleton() {
  const t = useT();
  return (
    <p className="package-compare__loading" role="status" aria-busy="true">
      {t('packageCompare.loading')}
    </p>
  );
}

/** What `lab-package-compare` renders (interface §2): its box, and the comparison once it arrives. */
export function PackageCompareFrame(props: PackageCompareProps) {
  useStyles(css);
  return (
    <div part="base" className="package-compare">
      <Suspense fallback={<PackageCompareSkeleton />}>
        <Body {...props} />
      </Suspense>
      <ConnectionNotice />
    </div>
  );
}
