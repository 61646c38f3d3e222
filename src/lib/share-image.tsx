import { ImageResponse } from "next/og";
import { site } from "@/content/site";

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A 1200×630 share image in the brand style: eyebrow, title and the wordmark. */
export function shareImage({ eyebrow, title }: { eyebrow: string; title: string }): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "#0b1020",
        backgroundImage:
          "radial-gradient(circle at 85% 10%, rgba(249,115,22,0.55), transparent 45%), radial-gradient(circle at 100% 100%, rgba(219,39,119,0.5), transparent 50%)",
        color: "#eef1f8",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 16,
            background: "linear-gradient(110deg, #f97316, #db2777)",
            display: "flex",
          }}
        />
        <div style={{ display: "flex", flexDirection: "column" }}>
          <span style={{ fontSize: 34, fontWeight: 700 }}>{site.wordmark}</span>
          <span style={{ fontSize: 16, letterSpacing: 6, color: "#a9b2c9" }}>{site.tagline.toUpperCase()}</span>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <span style={{ fontSize: 26, color: "#ff9a5a", letterSpacing: 3 }}>{eyebrow.toUpperCase()}</span>
        <span style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>
          {title}
        </span>
      </div>
      <span style={{ fontSize: 22, color: "#a9b2c9" }}>{new URL(site.url).host}</span>
    </div>,
    { ...SHARE_IMAGE_SIZE, headers: { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" } },
  );
}
