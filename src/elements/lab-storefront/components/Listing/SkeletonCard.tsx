import { useStyles } from '../../../../elementRuntime/shadowStyles';
import skeletonCss from '../../../../styles/skeleton.css?inline';

/** A card-shaped placeholder with the card's own sizes, shown while a list loads. */
export function SkeletonCard() {
  useStyles(skeletonCss);
  return (
    <div className="test-card skeleton-card" aria-hidden="true">
      <div className="test-card__image skeleton" />
      <div className="test-card__body">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--facts" />
        <div className="skeleton skeleton--price" />
        <div className="skeleton skeleton--button" />
      </div>
    </div>
  );
}
