/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutshippingcost2Inputs */

const sv_layoutshippingcost2 = /** @type {(inputs: Layoutshippingcost2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fraktkostnad`)
};

/**

* @param {Layoutshippingcost2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutshippingcost2 = sv_layoutshippingcost2;
export { layoutshippingcost2 as "layoutShippingCost" }