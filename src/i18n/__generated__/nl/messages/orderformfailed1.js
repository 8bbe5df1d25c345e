/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformfailed1Inputs */

const nl_orderformfailed1 = /** @type {(inputs: Orderformfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De artikelen konden niet in je winkelmand worden gelegd.`)
};

/**

* @param {Orderformfailed1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformfailed1 = nl_orderformfailed1;
export { orderformfailed1 as "orderformFailed" }