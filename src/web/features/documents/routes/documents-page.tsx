import { DocumentResendPanel } from '../correction/document-resend-panel';

/**
 * Stand-in for the documents list screen so the correct-and-resend panel can be reached by URL
 * (`?view=resend:<documentId>`); the list screen replaces this file.
 */
export function DocumentsPage() {
  return <DocumentResendPanel />;
}
