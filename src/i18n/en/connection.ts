/** The page's connection notice: said once while offline, and once when back. */
export const connection = {
  'connection.offline': "You're offline. What couldn't load will load again once you're connected.",
  'connection.backOnline': "You're back online.",
} as const;

declare module './index' {
  interface EnglishAreas {
    connection: typeof connection;
  }
}
