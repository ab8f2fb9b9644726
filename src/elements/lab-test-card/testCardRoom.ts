import type { ElementRoom } from '../../elementRuntime/roomWhileRendering';
import css from './TestCardRoom.css?inline';

/** The card's room (TestCardRoom.css): the empty box that every state of the card fills. */
export const testCardRoom = { className: 'article-card', part: 'base', css } as const satisfies ElementRoom;
