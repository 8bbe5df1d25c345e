/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutshippingcost2Inputs */

const de_layoutshippingcost2 = /** @type {(inputs: Layoutshippingcost2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versandkosten`)
};

/**

* @param {Layoutshippingcost2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutshippingcost2 = de_layoutshippingcost2;
export { layoutshippingcost2 as "layoutShippingCost" }