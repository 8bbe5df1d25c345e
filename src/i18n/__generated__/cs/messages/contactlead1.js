/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown>, faq: NonNullable<unknown> }} Contactlead1Inputs */

const cs_contactlead1 = /** @type {(inputs: Contactlead1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Napište nám, rádi Vám pomůžeme. Telefonicky nás zastihnete na čísle ${i?.phone}; odpovědi na časté dotazy najdete v našich ${i?.faq}.`)
};

/**

* @param {Contactlead1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactlead1 = cs_contactlead1;
export { contactlead1 as "contactLead" }