/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnosize2Inputs */

const nl_orderformnosize2 = /** @type {(inputs: Orderformnosize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bestelformulier bevat artikelen zonder gekozen maat.`)
};

/**

* @param {Orderformnosize2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformnosize2 = nl_orderformnosize2;
export { orderformnosize2 as "orderformNoSize" }