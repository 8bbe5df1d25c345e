/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Contactreference1Inputs */

const sk_contactreference1 = /** @type {(inputs: Contactreference1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Číslo Vašej požiadavky: ${i?.reference}`)
};

/**

* @param {Contactreference1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactreference1 = sk_contactreference1;
export { contactreference1 as "contactReference" }