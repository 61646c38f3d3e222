import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // server.mjs compresses (brotli or gzip) after adding the per-page CSP hashes.
  compress: false,
  images: {
    formats: ["image/avif", "image/webp"],
    deviceSizes: [375, 640, 828, 1080, 1280, 1600],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 31536000,
  },
  async redirects() {
    return [{ source: "/cookies-policy", destination: "/CookiesPolicy", permanent: true }];
  },
};

export default nextConfig;
