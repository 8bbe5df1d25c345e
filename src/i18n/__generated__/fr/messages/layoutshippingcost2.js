/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutshippingcost2Inputs */

const fr_layoutshippingcost2 = /** @type {(inputs: Layoutshippingcost2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de livraison`)
};

/**

* @param {Layoutshippingcost2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutshippingcost2 = fr_layoutshippingcost2;
export { layoutshippingcost2 as "layoutShippingCost" }