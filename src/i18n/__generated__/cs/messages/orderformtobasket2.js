/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtobasket2Inputs */

const cs_orderformtobasket2 = /** @type {(inputs: Orderformtobasket2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do košíku`)
};

/**

* @param {Orderformtobasket2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformtobasket2 = cs_orderformtobasket2;
export { orderformtobasket2 as "orderformToBasket" }