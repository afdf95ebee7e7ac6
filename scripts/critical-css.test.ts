import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from './critical-css.ts';

const CSS = [
  '/*! tailwindcss */',
  '@layer theme{:root{--color-brand:#c2410c}}',
  '@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.md\\:grid{@media (width>=48rem){display:grid}}',
  '.hover\\:text-white{@media (hover:hover){&:hover{color:#fff}}}',
  '.w-1\\/2{width:50%}',
  '.\\32 xl\\:p-4{padding:1rem}',
  '.space-y-4{:where(&>:not(:last-child)){margin-block-end:1rem}}',
  '.group-hover\\:underline{&:is(:where(.group):hover *){text-decoration:underline}}',
  '.a,.b{color:red}',
  '.link[href$=".pdf"]{color:blue}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
  '}',
  '@keyframes spin{to{rotate:360deg}}',
  '@media print{.print\\:hidden{display:none}}',
].join('');

describe('criticalCss', () => {
  it('keeps the rules whose classes the markup uses, escaped names, nested states and :not() included', () => {
    const kept = criticalCss(CSS, ['<div class="flex md:grid hover:text-white w-1/2 2xl:p-4 space-y-4"><h1>Hi</h1></div>']);
    for (const rule of ['.flex{', '.md\\:grid{', '&:hover{color:#fff}', '.w-1\\/2{', '.\\32 xl\\:p-4{', ':where(&>:not(:last-child))']) expect(kept).toContain(rule);
    expect(kept).not.toContain('.hidden');
    expect(kept).not.toContain('group-hover');
    expect(kept).not.toContain('print');
  });

  it('keeps what names no class, the theme, the layers in their order and the keyframes', () => {
    const kept = criticalCss(CSS, ['<p></p>']);
    expect(kept).toContain('/*! tailwindcss */');
    expect(kept).toContain('--color-brand:#c2410c');
    expect(kept).toContain('h1{font-size:2rem}');
    expect(kept).toContain('@keyframes spin');
    expect(kept.indexOf('@layer theme')).toBeLessThan(kept.indexOf('@layer base'));
    expect(kept).toContain('@layer utilities');
  });

  it('needs every class of a selector, and keeps only the selectors of a list that can match', () => {
    expect(criticalCss(CSS, ['<a class="group-hover:underline"></a>'])).not.toContain('underline');
    expect(criticalCss(CSS, ['<a class="group"><b class="group-hover:underline"></b></a>'])).toContain('text-decoration:underline');
    expect(criticalCss(CSS, ['<i class="b"></i>'])).toContain('.b{color:red}');
    expect(criticalCss(CSS, ['<i class="b"></i>'])).not.toContain('.a');
    expect(criticalCss(CSS, ['<a class="link"></a>'])).toContain('color:blue');
    expect(criticalCss(CSS, ['<a class="[&amp;&gt;svg]:size-4"></a>'])).toContain('width:1rem');
    expect(criticalCss(CSS, ['<a class="link"></a>'])).not.toContain('width:1rem');
  });

  it('unions the classes of every page of a screen', () => {
    const kept = criticalCss(CSS, ['<i class="flex"></i>', '<i class="hidden"></i>']);
    expect(kept).toContain('.flex{');
    expect(kept).toContain('.hidden{');
  });
});

describe('classesIn', () => {
  it('reads class attributes, entities decoded', () => {
    expect([...classesIn('<p class="a  b"></p><span class="[&amp;&gt;svg]:size-4"></span>')]).toEqual(['a', 'b', '[&>svg]:size-4']);
  });
});
