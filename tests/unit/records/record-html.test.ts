import { describe, expect, it } from 'vitest';
import { sanitizeBackendHtml } from '@/lib/records/record-html';

describe('HTML from the backend', () => {
  it('keeps paragraphs, headings, lists, emphasis and links to the site', () => {
    const html = '<h2>Ihre Aufgaben</h2><p>Sie <strong>planen</strong> <em>Werkzeuge</em>.</p><ul><li>Eins</li></ul><p><a href="/kontakt/">Kontakt</a></p>';
    expect(sanitizeBackendHtml(html)).toBe(html);
  });

  it('removes scripts, styles, event handlers, frames and images', () => {
    const html = '<p onclick="steal()" style="color:red">Text<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)"><style>p{}</style>';
    expect(sanitizeBackendHtml(html)).toBe('<p>Text</p>');
  });

  it('refuses javascript:, data: and protocol-relative links and marks links to other sites', () => {
    expect(sanitizeBackendHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeBackendHtml('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeBackendHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeBackendHtml('<a href="https://www.k-online.de/">K</a>')).toBe('<a href="https://www.k-online.de/" rel="noopener noreferrer">K</a>');
  });

  it('turns b and i into strong and em', () => {
    expect(sanitizeBackendHtml('<b>fett</b> <i>kursiv</i>')).toBe('<strong>fett</strong> <em>kursiv</em>');
  });
});
