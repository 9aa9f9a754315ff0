import { emailDocument } from '../../utils/email-document';

/**
 * The email as its recipient sees it, in a frame that can run nothing and reach nothing of the admin's page: a
 * sandbox without scripts, forms or same-origin, whose only freedom is opening links in a new tab (outside the
 * sandbox, so the linked page works normally). `srcdoc` keeps the HTML out of any URL; the page's CSP still covers
 * it (inline styles allowed, images only from this site or data: URLs, as a privacy-minded mail client shows them).
 */
export function EmailFrame({ html, subject }: { html: string; subject: string }) {
  return (
    <iframe
      title={`Email: ${subject}`}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={emailDocument(html)}
      referrerPolicy="no-referrer"
      className="h-[36rem] w-full rounded-xl border border-line bg-white"
    />
  );
}
