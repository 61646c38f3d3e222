import { cookiesPolicy } from "@/content/legal";
import { pageMetadata } from "@/lib/seo";
import { LegalPage } from "@/components/sections/LegalPage";

const path = "/CookiesPolicy";

export const metadata = pageMetadata({ path, ...cookiesPolicy.seo });

export default function CookiesPolicyPage() {
  return <LegalPage policy={cookiesPolicy} path={path} />;
}
