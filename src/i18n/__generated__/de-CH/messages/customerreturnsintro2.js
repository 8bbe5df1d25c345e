/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Customerreturnsintro2Inputs */

const de_ch2_customerreturnsintro2 = /** @type {(inputs: Customerreturnsintro2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Bestellungen finden Sie unter ${i?.link}.`)
};

/**

* @param {Customerreturnsintro2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerreturnsintro2 = de_ch2_customerreturnsintro2;
export { customerreturnsintro2 as "customerReturnsIntro" }