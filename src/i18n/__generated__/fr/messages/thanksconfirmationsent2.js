/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Thanksconfirmationsent2Inputs */

const fr_thanksconfirmationsent2 = /** @type {(inputs: Thanksconfirmationsent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé une confirmation de commande à ${i?.email}.`)
};

/**

* @param {Thanksconfirmationsent2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thanksconfirmationsent2 = fr_thanksconfirmationsent2;
export { thanksconfirmationsent2 as "thanksConfirmationSent" }