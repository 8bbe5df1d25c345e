/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Customerreturnsintro2Inputs */

const fr_customerreturnsintro2 = /** @type {(inputs: Customerreturnsintro2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous trouverez vos commandes sous ${i?.link}.`)
};

/**

* @param {Customerreturnsintro2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerreturnsintro2 = fr_customerreturnsintro2;
export { customerreturnsintro2 as "customerReturnsIntro" }