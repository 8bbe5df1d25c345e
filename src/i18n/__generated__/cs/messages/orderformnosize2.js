/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnosize2Inputs */

const cs_orderformnosize2 = /** @type {(inputs: Orderformnosize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš formulář obsahuje zboží bez zvolené velikosti.`)
};

/**

* @param {Orderformnosize2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformnosize2 = cs_orderformnosize2;
export { orderformnosize2 as "orderformNoSize" }