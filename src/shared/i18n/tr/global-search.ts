export const trGlobalSearch = {
  globalSearch: {
    results: 'Arama sonuçları',
    empty: 'Sonuç bulunamadı',
    type: { business: 'İşletme', store: 'Şube', device: 'Cihaz', transaction: 'İşlem' },
    inStore: '{{store}} · {{tenant}}',
    transaction: '{{date}} · {{amount}} · {{store}}',
    more: {
      documents: 'Tüm sonuçları belge listesinde gör',
      narrow: 'Daha fazla sonuç var; aramayı daraltın.',
    },
    scope: {
      all: 'Tüm işletmelerde arandı',
      tenant: '{{tenant}} içinde arandı',
      store: 'Yalnızca {{store}} içinde arandı',
      wholeTenant: 'İşletmenin tamamında ara',
    },
  },
} as const;
