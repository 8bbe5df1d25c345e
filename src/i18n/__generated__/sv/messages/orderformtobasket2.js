/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtobasket2Inputs */

const sv_orderformtobasket2 = /** @type {(inputs: Orderformtobasket2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lägg i varukorgen`)
};

/**

* @param {Orderformtobasket2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformtobasket2 = sv_orderformtobasket2;
export { orderformtobasket2 as "orderformToBasket" }