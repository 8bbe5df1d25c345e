/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Contactreference1Inputs */

const cs_contactreference1 = /** @type {(inputs: Contactreference1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Číslo Vašeho požadavku: ${i?.reference}`)
};

/**

* @param {Contactreference1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactreference1 = cs_contactreference1;
export { contactreference1 as "contactReference" }