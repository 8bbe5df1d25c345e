/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown>, faq: NonNullable<unknown> }} Contactlead1Inputs */

const nl_contactlead1 = /** @type {(inputs: Contactlead1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schrijf ons, we helpen je graag. Telefonisch zijn we bereikbaar op ${i?.phone}; antwoorden op veelgestelde vragen vind je in onze ${i?.faq}.`)
};

/**

* @param {Contactlead1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactlead1 = nl_contactlead1;
export { contactlead1 as "contactLead" }