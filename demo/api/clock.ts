/** Where the server reads the time: injected so tests can expire codes without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
