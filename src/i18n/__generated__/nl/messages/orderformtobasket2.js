/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtobasket2Inputs */

const nl_orderformtobasket2 = /** @type {(inputs: Orderformtobasket2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In winkelmand`)
};

/**

* @param {Orderformtobasket2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformtobasket2 = nl_orderformtobasket2;
export { orderformtobasket2 as "orderformToBasket" }