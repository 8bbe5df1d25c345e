/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtobasket2Inputs */

const de_orderformtobasket2 = /** @type {(inputs: Orderformtobasket2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den Warenkorb`)
};

/**

* @param {Orderformtobasket2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderformtobasket2 = de_orderformtobasket2;
export { orderformtobasket2 as "orderformToBasket" }