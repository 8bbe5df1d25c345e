/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Customerreturnsintro2Inputs */

const cs_customerreturnsintro2 = /** @type {(inputs: Customerreturnsintro2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Své objednávky najdete v sekci ${i?.link}.`)
};

/**

* @param {Customerreturnsintro2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerreturnsintro2 = cs_customerreturnsintro2;
export { customerreturnsintro2 as "customerReturnsIntro" }