/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequestemail2Inputs */

const sk_customerrequestemail2 = /** @type {(inputs: Customerrequestemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyžiadať potvrdzovací e-mail`)
};

/**

* @param {Customerrequestemail2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerrequestemail2 = sk_customerrequestemail2;
export { customerrequestemail2 as "customerRequestEmail" }