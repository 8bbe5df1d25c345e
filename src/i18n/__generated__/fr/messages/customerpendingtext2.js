/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Customerpendingtext2Inputs */

const fr_customerpendingtext2 = /** @type {(inputs: Customerpendingtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez cliquer sur le lien de l’e-mail envoyé à ${i?.email}.`)
};

/**

* @param {Customerpendingtext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerpendingtext2 = fr_customerpendingtext2;
export { customerpendingtext2 as "customerPendingText" }