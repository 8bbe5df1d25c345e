/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformfailed1Inputs */

const sk_orderformfailed1 = /** @type {(inputs: Orderformfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar sa nepodarilo vložiť do košíka.`)
};

/**

* @param {Orderformfailed1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformfailed1 = sk_orderformfailed1;
export { orderformfailed1 as "orderformFailed" }