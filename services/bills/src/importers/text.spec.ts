import {
  cleanConstitutionalAuthority,
  cleanInline,
  cleanSummary,
  htmlToParagraphs,
  repairMojibake,
} from './text';

describe('repairMojibake', () => {
  it('repairs UTF-8 read as Windows-1252', () => {
    expect(repairMojibake('Veterans\u00e2\u20ac\u2122 Compensation')).toBe('Veterans’ Compensation');
    expect(repairMojibake('Caf\u00c3\u00a9')).toBe('Café');
    expect(repairMojibake('\u00e2\u20ac\u0153quoted\u00e2\u20ac\u009d')).toBe('“quoted”');
    expect(repairMojibake('TITLE V\u00e2\u20ac\u201dIMPROVING')).toBe('TITLE V—IMPROVING');
  });

  it('leaves genuine accented and typographic text alone', () => {
    for (const text of ['Café naïve résumé', 'Â la carte', 'Veterans’ “quoted”', '¿Qué?', 'plain ASCII']) {
      expect(repairMojibake(text)).toBe(text);
    }
  });
});

describe('cleanSummary', () => {
  it('strips entity-escaped HTML once the XML layer has decoded it (2025-era <cdata><text>)', () => {
    // What fast-xml-parser hands over for &lt;p&gt;…&amp;nbsp;&lt;/p&gt;
    const decodedOnce = '<p><strong>Some Act</strong></p> <p>This bill does <em>one</em> thing &amp; another.&nbsp;</p>';
    expect(cleanSummary(decodedOnce)).toBe('Some Act\n\nThis bill does one thing & another.');
  });

  it('strips real CDATA HTML, whole <html><body> documents and unclosed <p>', () => {
    expect(cleanSummary(' <html><body bgcolor="#FFFFFF"><p> <b>Title </b></p> <p>Body  text.</p></body></html> ')).toBe(
      'Title\n\nBody text.',
    );
    expect(cleanSummary('<p>First paragraph &#8212; with a dash.<p>Second   one.')).toBe(
      'First paragraph — with a dash.\n\nSecond one.',
    );
  });

  it('keeps plain-text paragraphs (data.json) and collapses other whitespace', () => {
    expect(cleanSummary(' Title \n\nLine one\nline two\u00a0end.\n\n\n Last. ')).toBe('Title\n\nLine one line two end.\n\nLast.');
  });

  it('drops the CRS note that repeats an unchanged summary', () => {
    const text =
      '<p><b>(This measure has not been amended since it was introduced. The summary of that version is repeated here.)</b></p><p>Does things.</p>';
    expect(cleanSummary(text)).toBe('Does things.');
    expect(
      cleanSummary('<p>(This measure has not been amended since it was introduced. The expanded summary of the House reported version is repeated here.)</p> <p>Does more.</p>'),
    ).toBe('Does more.');
  });

  it('repairs mojibake inside summaries', () => {
    expect(cleanSummary('the Department of Education\u00e2\u20ac\u2122s office')).toBe('the Department of Education’s office');
  });

  it('returns null for missing or empty summaries', () => {
    expect(cleanSummary(undefined)).toBeNull();
    expect(cleanSummary('')).toBeNull();
    expect(cleanSummary('<p>&nbsp;</p>')).toBeNull();
  });
});

describe('htmlToParagraphs', () => {
  it('splits on block elements and lists', () => {
    expect(htmlToParagraphs('<p>Intro</p><ul><li>one;</li><li>two.</li></ul>')).toEqual(['Intro', 'one;', 'two.']);
  });
});

describe('cleanInline', () => {
  it('collapses whitespace and repairs mojibake', () => {
    expect(cleanInline('  Sen. Smith, Tina  [D-MN] ')).toBe('Sen. Smith, Tina [D-MN]');
    expect(cleanInline('Farmers\u00e2\u20ac\u2122 Act')).toBe('Farmers’ Act');
    expect(cleanInline('   ')).toBeNull();
    expect(cleanInline(42)).toBe('42');
  });
});

describe('cleanConstitutionalAuthority', () => {
  it('removes the Congressional Record header and page marks and restores glued words', () => {
    const raw =
      '<pre>[Congressional Record Volume 171, Number 8 (Wednesday, January 15, 2025)][House]From the Congressional Record Online through the Government Publishing Office [<a href="https://www.gpo.gov">www.gpo.gov</a>]By Mr. PALMER:H.J. Res. 20.Congress has the power to enact this legislation pursuantto the following:Article 1, Section 8[Page H187]</pre>';
    expect(cleanConstitutionalAuthority(raw)).toBe(
      'By Mr. PALMER: H.J. Res. 20. Congress has the power to enact this legislation pursuant to the following: Article 1, Section 8',
    );
  });

  it('handles the Congress.gov form with line breaks kept', () => {
    const raw = '<pre>\n[Congressional Record Volume 167, Number 2 (Monday, January 4, 2021)]\n[House]\nBy Mr. CONNOLLY:\nH.R. 21.\nCongress has the power to enact this legislation pursuant\nto the following:\nArticle 1, Section 8 of the United States Constitution.\n[Page H51]\n</pre>';
    expect(cleanConstitutionalAuthority(raw)).toBe(
      'By Mr. CONNOLLY: H.R. 21. Congress has the power to enact this legislation pursuant to the following: Article 1, Section 8 of the United States Constitution.',
    );
  });

  it('is null when absent', () => {
    expect(cleanConstitutionalAuthority(null)).toBeNull();
    expect(cleanConstitutionalAuthority('<pre> </pre>')).toBeNull();
  });
});
