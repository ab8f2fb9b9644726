// Home is in the store's start-up chunk: it is the landing screen and makes no server call.
export { default } from './HomePage';
