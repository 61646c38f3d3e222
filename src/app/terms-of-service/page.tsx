import { termsOfService } from "@/content/legal";
import { pageMetadata } from "@/lib/seo";
import { LegalPage } from "@/components/sections/LegalPage";

const path = "/terms-of-service";

export const metadata = pageMetadata({ path, ...termsOfService.seo });

export default function TermsOfServicePage() {
  return <LegalPage policy={termsOfService} path={path} />;
}
