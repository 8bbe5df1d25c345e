/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutshippingcost2Inputs */

const sk_layoutshippingcost2 = /** @type {(inputs: Layoutshippingcost2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poštovné`)
};

/**

* @param {Layoutshippingcost2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutshippingcost2 = sk_layoutshippingcost2;
export { layoutshippingcost2 as "layoutShippingCost" }