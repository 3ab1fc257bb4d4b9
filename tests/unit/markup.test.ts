import { describe, expect, it } from 'vitest';
import { innerHtml, markup } from '@/components/ui/markup';

describe('markup', () => {
  it('escapes every interpolated string in text and attributes', () => {
    const label = `<script>alert("x")</script> & 'co'`;
    const link = markup`<a href="${'/a?b=1&c="2"'}">${label}</a>`;
    expect(innerHtml(link).__html).toBe(
      '<a href="/a?b=1&amp;c=&quot;2&quot;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;co&#x27;</a>',
    );
  });

  it('nests markup and lists of markup unescaped, and drops empty values', () => {
    const items = [1, 2].map((n) => markup`<li>${n}</li>`);
    const list = markup`<ol>${items}${null}${false}${undefined}${markup`<li>&amp;</li>`}</ol>`;
    expect(innerHtml(list)).toEqual({ __html: '<ol><li>1</li><li>2</li><li>&amp;</li></ol>' });
  });

  it('joins a list given as the whole content', () => {
    const items = ['a<b', 'c'].map((s) => markup`<li>${s}</li>`);
    expect(innerHtml(items).__html).toBe('<li>a&lt;b</li><li>c</li>');
  });
});
