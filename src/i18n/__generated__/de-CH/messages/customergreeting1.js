/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown>, lastName: NonNullable<unknown> }} Customergreeting1Inputs */

const de_ch2_customergreeting1 = /** @type {(inputs: Customergreeting1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hallo ${i?.firstName} ${i?.lastName}!`)
};

/**

* @param {Customergreeting1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customergreeting1 = de_ch2_customergreeting1;
export { customergreeting1 as "customerGreeting" }