// Redirect targets an attacker would try, as the decoded parameter value. Shared by the unit
// tests and the browser test, so both prove the same list.
export const HOSTILE_TARGETS: readonly string[] = [
  // Foreign hosts, plain and protocol-relative.
  'https://evil.example/',
  '//evil.example',
  '///evil.example',
  'http://evil.example:443/',
  'ftp://evil.example/',
  // Control characters anywhere: browsers drop tabs and newlines, so `/<TAB>/x` becomes `//x`.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/\u0000/evil.example',
  '\u001F//evil.example',
  '//evil\t.example',
  // Backslashes: read as slashes by browsers.
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'https://evil.example\\@www.hansebrueck.de/',
  // Encoded slashes, tabs and backslashes stay one path segment of the shop.
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%09/evil.example',
  '/%5Cevil.example',
  // Dot segments that leave `//host` behind.
  '/.//evil.example',
  '/..//evil.example',
  // Userinfo.
  'https://www.hansebrueck.de@evil.example/',
  'https://shop@evil.example',
  '//www.hansebrueck.de@evil.example',
  'https://www.hansebrueck.de%2F@evil.example/',
  'https://user:pw@www.hansebrueck.de/',
  // Other schemes.
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Look-alike hosts, IDN, downgrades and ports.
  'https://www.hansebrueck.de.evil.example/',
  'https://login.hansebrueck.de.evil.example/',
  'https://evilhansebrueck.de/',
  'https://xn--hansebrck-q9a.de/',
  'https://hansebrück.de/',
  'https://l\u043Egin.hansebrueck.de/',
  'http://www.hansebrueck.de/',
  'http://login.hansebrueck.de/',
  'https://www.hansebrueck.de:8443/',
  'https://login.hansebrueck.de:8443/',
  'https:evil.example',
  'https:/evil.example',
];
