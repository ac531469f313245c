import { escapeHtml } from './escape-html';

const INDIGO = '#4338ca';

export interface CodeEmailContent {
  /** Already plain text; escaped here. */
  greeting: string;
  intro: string;
  code: string;
  validityMinutes: number;
  outro: string;
}

/**
 * The product's email look: an indigo header with the name, the code large and spaced, a footer.
 * Inline styles and tables only, because mail clients ignore <style> and most of CSS.
 */
export function codeEmailHtml(title: string, content: CodeEmailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#111827">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${INDIGO};padding:20px 24px;color:#ffffff;font-size:22px;font-weight:bold">QRewards</td></tr>
<tr><td style="padding:24px">
${paragraph(content.greeting)}
${paragraph(content.intro)}
<p style="margin:24px 0;text-align:center;font-size:36px;font-weight:bold;letter-spacing:10px;color:${INDIGO};font-family:'Courier New',monospace">${escapeHtml(content.code)}</p>
${paragraph(`This code is valid for ${content.validityMinutes} minutes.`)}
${paragraph(content.outro)}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;color:#6b7280;font-size:12px;line-height:18px">
You received this email because someone used this address on QRewards. Never share this code: QRewards staff will never ask for it.<br>&copy; QRewards
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function codeEmailText(content: CodeEmailContent): string {
  return [
    content.greeting,
    '',
    content.intro,
    '',
    `    ${content.code}`,
    '',
    `This code is valid for ${content.validityMinutes} minutes.`,
    content.outro,
    '',
    '-- ',
    'QRewards. Never share this code: QRewards staff will never ask for it.',
    '',
  ].join('\n');
}
