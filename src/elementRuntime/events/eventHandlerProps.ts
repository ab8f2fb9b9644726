import type { LabEventName } from '../../domain/labEventName';
import type { LabEventMap } from './labEventCatalogue';

/**
 * A handler prop for every `lab-*` event, named `on` + the exact event name
 * (`onlab-cart-change`): React 19 and Svelte 5 bind a custom element's events from such props.
 * Every element takes all of them, since the events bubble and are composed: a store hears what
 * its inner header and checker fire. Derived from the event catalogue, so a new event is typed
 * everywhere at once.
 */
export type LabEventHandlerProps = {
  [Name in LabEventName as `on${Name}`]?: (event: LabEventMap[Name]) => void;
};
