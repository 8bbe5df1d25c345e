/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, unsubscribe: NonNullable<unknown>, privacy: NonNullable<unknown>, newsletter: NonNullable<unknown> }} Newsletterconsentlong2Inputs */

const sk_newsletterconsentlong2 = /** @type {(inputs: Newsletterconsentlong2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Áno, chcem od ${i?.brand} pravidelne dostávať e-mailom informácie o ponukách, trendoch a akciách. Svoj súhlas môžem kedykoľvek odvolať s účinnosťou do budúcnosti, napríklad odkazom na odhlásenie na konci každého newslettera alebo na stránke ${i?.unsubscribe}. Ako spracúvame Vaše údaje, sa dočítate v časti ${i?.privacy}; čo Vás v newsletteri čaká, nájdete na stránke ${i?.newsletter}.`)
};

/**

* @param {Newsletterconsentlong2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterconsentlong2 = sk_newsletterconsentlong2;
export { newsletterconsentlong2 as "newsletterConsentLong" }