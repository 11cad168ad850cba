/**
 * Inputs and what the site's sanitiser makes of them, held equal by the browser's tests
 * (sanitize.test.ts, DOMPurify in the page) and the Cloud Functions' (DOMPurify over jsdom, for
 * newsletters): one policy, one output on both sides.
 */
export const SANITIZE_CASES: ReadonlyArray<readonly [input: string, output: string]> = [
  ['<p>Hello <strong>there</strong></p>', '<p>Hello <strong>there</strong></p>'],
  ['<script>alert(1)</script><p>after</p>', '<p>after</p>'],
  ['<img src=x onerror="alert(1)">', '<img src="x">'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  [
    '<a href="https://edge.example/" target="_BLANK" rel="opener">x</a>',
    '<a href="https://edge.example/" target="_blank" rel="noopener noreferrer">x</a>',
  ],
  ['<a href="https://edge.example/" target="top">x</a>', '<a href="https://edge.example/">x</a>'],
  [
    '<span style="color: red; position: fixed; background-image: url(x)">t</span>',
    '<span style="color: red">t</span>',
  ],
  ['<form><input value="x"><button>b</button></form>', 'b'],
  ['<iframe src="https://evil.example"></iframe><h2>Title</h2>', '<h2>Title</h2>'],
  ['<div data-x="1" class="c" title="t">d</div>', '<div class="c" title="t">d</div>'],
  ['<a href="mailto:a@example.com">m</a>', '<a href="mailto:a@example.com">m</a>'],
];
