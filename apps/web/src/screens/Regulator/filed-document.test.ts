import { describe, expect, it } from 'vitest';
import { shownDocument } from './filed-document';

describe('shownDocument', () => {
  it('names the language for an HTML reader from the document’s xml:lang', () => {
    const doc = '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xml:lang="km"><body>ក</body></html>';
    expect(shownDocument(doc)).toBe(
      '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xml:lang="km" lang="km"><body>ក</body></html>',
    );
  });

  it('keeps a document that already names it, or names none', () => {
    const named = '<html lang="en" xml:lang="en"><body/></html>';
    expect(shownDocument(named)).toBe(named);
    const unnamed = '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>';
    expect(shownDocument(unnamed)).toBe(unnamed);
  });
});
