/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown>, faq: NonNullable<unknown> }} Contactlead1Inputs */

const fr_contactlead1 = /** @type {(inputs: Contactlead1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Écrivez-nous, nous vous aidons volontiers. Par téléphone, vous nous joignez au ${i?.phone} ; vous trouverez les réponses aux questions fréquentes dans notre ${i?.faq}.`)
};

/**

* @param {Contactlead1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactlead1 = fr_contactlead1;
export { contactlead1 as "contactLead" }