/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown>, lastName: NonNullable<unknown> }} Customergreeting1Inputs */

const sk_customergreeting1 = /** @type {(inputs: Customergreeting1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dobrý deň, ${i?.firstName} ${i?.lastName}!`)
};

/**

* @param {Customergreeting1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customergreeting1 = sk_customergreeting1;
export { customergreeting1 as "customerGreeting" }