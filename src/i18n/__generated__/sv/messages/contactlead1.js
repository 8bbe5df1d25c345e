/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown>, faq: NonNullable<unknown> }} Contactlead1Inputs */

const sv_contactlead1 = /** @type {(inputs: Contactlead1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Skriv till oss, vi hjälper dig gärna. Du når oss på telefon ${i?.phone}; svar på vanliga frågor hittar du under ${i?.faq}.`)
};

/**

* @param {Contactlead1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactlead1 = sv_contactlead1;
export { contactlead1 as "contactLead" }