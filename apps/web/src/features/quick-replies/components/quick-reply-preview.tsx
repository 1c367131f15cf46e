import { TemplatePreview } from '../../templates/components/template-preview';
import type { TemplateComponent } from '../../templates/template-components';

export interface QuickReplyPreviewProps {
  replyMessage: string;
  options: readonly string[];
}

/** The reply as the customer gets it on WhatsApp: the message, its options as reply buttons. */
export function QuickReplyPreview({ replyMessage, options }: QuickReplyPreviewProps) {
  const buttons = options.map((text) => ({ type: 'QUICK_REPLY' as const, text }));
  const components: TemplateComponent[] = [
    { type: 'BODY', text: replyMessage },
    ...(buttons.length > 0 ? [{ type: 'BUTTONS' as const, buttons }] : []),
  ];
  return <TemplatePreview components={components} />;
}
