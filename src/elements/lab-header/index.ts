/** What other elements use of `lab-header`: the store shows the same header. */
export { Header } from './Header';
