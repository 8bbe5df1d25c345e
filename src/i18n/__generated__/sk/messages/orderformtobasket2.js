/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtobasket2Inputs */

const sk_orderformtobasket2 = /** @type {(inputs: Orderformtobasket2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do košíka`)
};

/**

* @param {Orderformtobasket2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformtobasket2 = sk_orderformtobasket2;
export { orderformtobasket2 as "orderformToBasket" }