/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Contactreference1Inputs */

const fr_contactreference1 = /** @type {(inputs: Contactreference1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre numéro de dossier : ${i?.reference}`)
};

/**

* @param {Contactreference1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactreference1 = fr_contactreference1;
export { contactreference1 as "contactReference" }