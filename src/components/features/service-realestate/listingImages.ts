/** The sample listings' illustrations (src/assets/service-realestate), by listing id (listingMeta). */
import apartmentSenopati from '#assets/service-realestate/apartment-senopati.svg';
import apartmentKuningan from '#assets/service-realestate/apartment-kuningan.svg';
import factoryCikarang from '#assets/service-realestate/factory-cikarang.svg';
import factoryKarawang from '#assets/service-realestate/factory-karawang.svg';
import officeSudirman from '#assets/service-realestate/office-sudirman.svg';
import landBatam from '#assets/service-realestate/land-batam.svg';

export const listingImages = {
  'apartment-senopati': apartmentSenopati,
  'apartment-kuningan': apartmentKuningan,
  'factory-cikarang': factoryCikarang,
  'factory-karawang': factoryKarawang,
  'office-sudirman': officeSudirman,
  'land-batam': landBatam,
};
