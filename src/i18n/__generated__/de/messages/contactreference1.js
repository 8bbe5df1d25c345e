/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Contactreference1Inputs */

const de_contactreference1 = /** @type {(inputs: Contactreference1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Vorgangsnummer: ${i?.reference}`)
};

/**

* @param {Contactreference1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contactreference1 = de_contactreference1;
export { contactreference1 as "contactReference" }