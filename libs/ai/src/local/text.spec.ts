import { cleanText, clip, contentWords, splitSentences } from './text';

describe('cleanText', () => {
  it('turns HTML into one paragraph per line and decodes entities', () => {
    const html = '<p><strong>Safe Roads Act</strong></p><p>This bill funds road&nbsp;repairs &amp; lighting.</p><ul><li>Item&#8217;s one</li></ul>';
    expect(cleanText(html)).toBe('Safe Roads Act\nThis bill funds road repairs & lighting.\nItem’s one');
  });

  it('joins hard-wrapped lines but keeps sentence and item breaks', () => {
    const text = 'SEC. 2. GRANTS.\nThe Secretary shall award grants\nto States for rural\nbroadband.\n(a) In general.--Each State';
    expect(cleanText(text).split('\n')).toEqual([
      'SEC. 2. GRANTS.',
      'The Secretary shall award grants to States for rural broadband.',
      '(a) In general.--Each State',
    ]);
  });

  it('drops scripts and styles and treats empty input as empty', () => {
    expect(cleanText('<style>p{}</style><script>alert(1)</script>Hello')).toBe('Hello');
    expect(cleanText(null)).toBe('');
  });
});

describe('splitSentences', () => {
  it('does not split inside abbreviations such as U.S.C. or Sec.', () => {
    const text = 'This bill amends 42 U.S.C. 1395 to cover dental care. It also changes Sec. 4 of the Act. The effective date is 2027.';
    expect(splitSentences(text)).toEqual([
      'This bill amends 42 U.S.C. 1395 to cover dental care.',
      'It also changes Sec. 4 of the Act.',
      'The effective date is 2027.',
    ]);
  });

  it('keeps dollar amounts with decimals whole', () => {
    expect(splitSentences('It provides $1.5 billion for ports. Done here.')).toEqual(['It provides $1.5 billion for ports.', 'Done here.']);
  });
});

describe('helpers', () => {
  it('clips at a word boundary with an ellipsis, within the limit', () => {
    const clipped = clip('one two three four five six seven', 20);
    expect(clipped).toBe('one two three four…');
    expect(clipped.length).toBeLessThanOrEqual(20);
    expect(clip('short', 20)).toBe('short');
  });

  it('keeps content words and drops stopwords', () => {
    expect(contentWords('The bill protects the children of veterans')).toEqual(['protect', 'children', 'veteran']);
  });
});
