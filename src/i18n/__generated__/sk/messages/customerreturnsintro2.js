/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Customerreturnsintro2Inputs */

const sk_customerreturnsintro2 = /** @type {(inputs: Customerreturnsintro2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Svoje objednávky nájdete v sekcii ${i?.link}.`)
};

/**

* @param {Customerreturnsintro2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerreturnsintro2 = sk_customerreturnsintro2;
export { customerreturnsintro2 as "customerReturnsIntro" }