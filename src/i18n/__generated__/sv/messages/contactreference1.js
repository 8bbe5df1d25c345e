/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Contactreference1Inputs */

const sv_contactreference1 = /** @type {(inputs: Contactreference1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ditt ärendenummer: ${i?.reference}`)
};

/**

* @param {Contactreference1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactreference1 = sv_contactreference1;
export { contactreference1 as "contactReference" }