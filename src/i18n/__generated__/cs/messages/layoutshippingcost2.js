/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutshippingcost2Inputs */

const cs_layoutshippingcost2 = /** @type {(inputs: Layoutshippingcost2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poštovné`)
};

/**

* @param {Layoutshippingcost2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutshippingcost2 = cs_layoutshippingcost2;
export { layoutshippingcost2 as "layoutShippingCost" }