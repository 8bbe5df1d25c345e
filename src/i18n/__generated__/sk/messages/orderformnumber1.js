/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnumber1Inputs */

const sk_orderformnumber1 = /** @type {(inputs: Orderformnumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Číslo tovaru`)
};

/**

* @param {Orderformnumber1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformnumber1 = sk_orderformnumber1;
export { orderformnumber1 as "orderformNumber" }