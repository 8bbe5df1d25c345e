/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnosize2Inputs */

const sk_orderformnosize2 = /** @type {(inputs: Orderformnosize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš formulár obsahuje tovar bez zvolenej veľkosti.`)
};

/**

* @param {Orderformnosize2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformnosize2 = sk_orderformnosize2;
export { orderformnosize2 as "orderformNoSize" }