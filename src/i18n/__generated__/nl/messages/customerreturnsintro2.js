/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Customerreturnsintro2Inputs */

const nl_customerreturnsintro2 = /** @type {(inputs: Customerreturnsintro2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je bestellingen vind je onder ${i?.link}.`)
};

/**

* @param {Customerreturnsintro2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerreturnsintro2 = nl_customerreturnsintro2;
export { customerreturnsintro2 as "customerReturnsIntro" }