import { CONTACT_BOX_HEIGHT_PX } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import emailSelectorCss from './emailSelector.css?raw';

describe('email selector stylesheet', () => {
  it('makes the output and contact boxes the height the contracts give (platform §2, §9)', () => {
    expect(emailSelectorCss).toContain(`.adm-es-box{height:${CONTACT_BOX_HEIGHT_PX}px;`);
  });
});
