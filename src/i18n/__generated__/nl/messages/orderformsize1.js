/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsize1Inputs */

const nl_orderformsize1 = /** @type {(inputs: Orderformsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maat`)
};

/**

* @param {Orderformsize1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformsize1 = nl_orderformsize1;
export { orderformsize1 as "orderformSize" }