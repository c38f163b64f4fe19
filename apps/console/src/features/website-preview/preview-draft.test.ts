import { basicFormValues, changesOf } from '@oc/domain/themes/basic-fields';
import { describe, expect, it } from 'vitest';
import { SITE, THEME } from '../../test/fixtures';
import { createPreviewDrafts, previewMessage } from './preview-draft';

const COLOR = 'my_products.components.theme_settings.components.style.primary_btn_color';
const HEADER = 'header.components.language_selector.hidden';
const saved = {
  values: { header: { components: { language_selector: { hidden: false } } }, other: 1 },
};

describe('the preview message', () => {
  it('is the saved site and theme while nothing is typed', () => {
    const message = previewMessage(SITE, saved, createPreviewDrafts().get());
    expect(message).toEqual({
      type: 'oc-preview',
      site: { name: 'Demo', description: '', logo: null, image: null },
      values: saved.values,
    });
  });

  it('carries the Basic form’s unsaved site columns and theme paths', () => {
    const drafts = createPreviewDrafts();
    const form = {
      ...basicFormValues(SITE, THEME),
      name: 'Pizza Night',
      primary_btn_color: '#FF0000',
    };
    drafts.setBasic(changesOf(form, ['name', 'primary_btn_color']));
    const message = previewMessage(SITE, saved, drafts.get());
    expect(message.site).toEqual({ name: 'Pizza Night', description: '', logo: null, image: null });
    expect(message.values).toMatchObject({
      other: 1,
      my_products: {
        components: { theme_settings: { components: { style: { primary_btn_color: '#FF0000' } } } },
      },
    });
  });

  it('carries the Advanced form’s unsaved leaves, leaving the saved tree untouched', () => {
    const drafts = createPreviewDrafts();
    drafts.setAdvanced([{ path: HEADER, value: true }]);
    const message = previewMessage(SITE, saved, drafts.get());
    expect(message.values).toEqual({
      header: { components: { language_selector: { hidden: true } } },
      other: 1,
    });
    expect(saved.values.header.components.language_selector.hidden).toBe(false);
  });

  it('keeps both forms’ drafts: a Basic change does not drop an Advanced one', () => {
    const drafts = createPreviewDrafts();
    drafts.setAdvanced([{ path: HEADER, value: true }]);
    drafts.setBasic({ site: {}, theme: [{ path: COLOR, value: '#00FF00' }] });
    const { values } = previewMessage(SITE, saved, drafts.get());
    expect(values).toMatchObject({
      header: { components: { language_selector: { hidden: true } } },
    });
    expect(JSON.stringify(values)).toContain('#00FF00');
  });

  it('tells its listeners of each change until they leave', () => {
    const drafts = createPreviewDrafts();
    const heard: number[] = [];
    const leave = drafts.subscribe(() => heard.push(drafts.get().advanced.length));
    drafts.setAdvanced([{ path: HEADER, value: true }]);
    leave();
    drafts.setAdvanced([]);
    expect(heard).toEqual([1]);
  });
});
