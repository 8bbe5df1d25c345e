/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown>, faq: NonNullable<unknown> }} Contactlead1Inputs */

const sk_contactlead1 = /** @type {(inputs: Contactlead1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Napíšte nám, radi Vám pomôžeme. Telefonicky nás zastihnete na čísle ${i?.phone}; odpovede na časté otázky nájdete v našich ${i?.faq}.`)
};

/**

* @param {Contactlead1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactlead1 = sk_contactlead1;
export { contactlead1 as "contactLead" }