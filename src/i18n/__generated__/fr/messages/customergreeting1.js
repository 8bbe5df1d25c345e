/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown>, lastName: NonNullable<unknown> }} Customergreeting1Inputs */

const fr_customergreeting1 = /** @type {(inputs: Customergreeting1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.firstName} ${i?.lastName} !`)
};

/**

* @param {Customergreeting1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customergreeting1 = fr_customergreeting1;
export { customergreeting1 as "customerGreeting" }