import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  // This app lives inside the package's repository, whose own lock file Next.js would otherwise
  // take for the workspace root.
  turbopack: { root: __dirname },
};

export default nextConfig;
