import { privacyPolicy } from "@/content/legal";
import { pageMetadata } from "@/lib/seo";
import { LegalPage } from "@/components/sections/LegalPage";

const path = "/privacy-policy";

export const metadata = pageMetadata({ path, ...privacyPolicy.seo });

export default function PrivacyPolicyPage() {
  return <LegalPage policy={privacyPolicy} path={path} />;
}
