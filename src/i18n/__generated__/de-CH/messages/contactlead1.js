/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown>, faq: NonNullable<unknown> }} Contactlead1Inputs */

const de_ch2_contactlead1 = /** @type {(inputs: Contactlead1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schreiben Sie uns, wir helfen gern. Telefonisch erreichen Sie uns unter ${i?.phone}; Antworten auf häufige Fragen finden Sie in unseren ${i?.faq}.`)
};

/**

* @param {Contactlead1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contactlead1 = de_ch2_contactlead1;
export { contactlead1 as "contactLead" }