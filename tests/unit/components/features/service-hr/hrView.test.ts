import { describe, expect, it } from 'vitest';
import { hrView } from '#components/features/service-hr/hrView.ts';
import { serviceHrSeed } from '#data/pages/service-hr/index.ts';
import { localeCodes } from '#i18n/locales.ts';

describe('hrView', () => {
  it('renders the BPJS example with computed rupiah (en)', () => {
    const v = hrView('en', serviceHrSeed.en);
    const [health, employment] = v.bpjs.groups;
    expect(health?.rows[0]).toMatchObject({ employerRate: '4%', employeeRate: '1%', employerAmount: 'Rp\u00a0216,000', employeeAmount: 'Rp\u00a054,000' });
    expect(employment?.rows.map((r) => r.employerRate)).toEqual(['3.7%', '0.24%–1.74%', '0.3%']);
    expect(employment?.rows[1]).toMatchObject({ employerAmount: 'Rp\u00a012,960–93,960', employeeRate: '', employeeAmount: '' });
    expect(employment?.subtotal).toMatchObject({ employerRate: '4.24%', employeeRate: '2%', employerAmount: 'Rp\u00a0228,960', employeeAmount: 'Rp\u00a0108,000' });
    expect(v.bpjs.total).toMatchObject({ employerRate: '8.24%', employeeRate: '3%', employerAmount: 'Rp\u00a0444,960', employeeAmount: 'Rp\u00a0162,000' });
    expect(v.bpjs.combined).toMatchObject({ rate: '11.24%', amount: 'Rp\u00a0606,960' });
    expect(v.bpjs.caption).toContain('Rp\u00a05,400,000');
    expect(v.bpjs.caption).toContain('2025');
  });

  it('uses Indonesian number notation in id', () => {
    const v = hrView('id', serviceHrSeed.id);
    expect(v.bpjs.total).toMatchObject({ employerRate: '8,24%', employerAmount: 'Rp\u00a0444.960' });
    expect(v.bpjs.caption).toContain('Rp\u00a05.400.000');
  });

  for (const locale of localeCodes) {
    it(`${locale}: fills every placeholder`, () => {
      const v = hrView(locale, serviceHrSeed[locale]);
      expect(JSON.stringify(v)).not.toMatch(/\{\w+\}/);
      expect(v.regulation.facts.map((f) => f.value).join(' ')).toMatch(/10\D.*14\D.*30\D/s);
      expect(v.regulation.steps).toHaveLength(7);
      expect(v.stats).toHaveLength(3);
    });
  }
});
