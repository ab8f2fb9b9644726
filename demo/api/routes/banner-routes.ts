import { Hono } from 'hono';

/** The promotional banners in `assets/banners/`, served under `/banners/`. */
export const bannerFiles = [
  'full-body-999.svg',
  'vitamin-combo.svg',
  'home-collection.svg',
  'senior-care.svg',
] as const;

/** `GET /bottombanners/get-random`: one banner, picked at random on each call. */
export function bannerRoutes(random: () => number = Math.random): Hono {
  const routes = new Hono();
  routes.get('/get-random', (c) => {
    const file = bannerFiles[Math.floor(random() * bannerFiles.length)] ?? bannerFiles[0];
    return c.json({ success: true, data: { imageUrl: `/banners/${file}` } });
  });
  return routes;
}
