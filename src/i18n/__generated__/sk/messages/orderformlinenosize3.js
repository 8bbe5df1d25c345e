/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformlinenosize3Inputs */

const sk_orderformlinenosize3 = /** @type {(inputs: Orderformlinenosize3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte prosím veľkosť`)
};

/**

* @param {Orderformlinenosize3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformlinenosize3 = sk_orderformlinenosize3;
export { orderformlinenosize3 as "orderformLineNoSize" }