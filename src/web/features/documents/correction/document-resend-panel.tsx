/** The correct-and-resend side panel (`view=resend:<documentId>`); it draws nothing yet. */
export function DocumentResendPanel() {
  return null;
}
