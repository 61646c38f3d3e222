import { getService, services } from "@/content/services";
import { shareImage } from "@/lib/share-image";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((s) => ({ slug: s.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const service = getService((await params).slug);
  if (!service) return new Response("Not found", { status: 404 });
  return shareImage({ eyebrow: "Services", title: service.detail.hero.headline });
}
