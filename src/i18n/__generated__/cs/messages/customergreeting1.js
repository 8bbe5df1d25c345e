/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown>, lastName: NonNullable<unknown> }} Customergreeting1Inputs */

const cs_customergreeting1 = /** @type {(inputs: Customergreeting1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dobrý den, ${i?.firstName} ${i?.lastName}!`)
};

/**

* @param {Customergreeting1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customergreeting1 = cs_customergreeting1;
export { customergreeting1 as "customerGreeting" }