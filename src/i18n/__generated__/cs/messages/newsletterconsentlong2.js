/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, unsubscribe: NonNullable<unknown>, privacy: NonNullable<unknown>, newsletter: NonNullable<unknown> }} Newsletterconsentlong2Inputs */

const cs_newsletterconsentlong2 = /** @type {(inputs: Newsletterconsentlong2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ano, chci od ${i?.brand} pravidelně dostávat e-mailem informace o nabídkách, trendech a akcích. Svůj souhlas mohu kdykoli odvolat s účinností do budoucna, například odkazem pro odhlášení na konci každého newsletteru nebo na stránce ${i?.unsubscribe}. Jak zpracováváme Vaše údaje, se dočtete v části ${i?.privacy}; co Vás v newsletteru čeká, najdete na stránce ${i?.newsletter}.`)
};

/**

* @param {Newsletterconsentlong2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterconsentlong2 = cs_newsletterconsentlong2;
export { newsletterconsentlong2 as "newsletterConsentLong" }