/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooterpayment2Inputs */

const cs_layoutfooterpayment2 = /** @type {(inputs: Layoutfooterpayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pohodlné placení`)
};

/**

* @param {Layoutfooterpayment2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutfooterpayment2 = cs_layoutfooterpayment2;
export { layoutfooterpayment2 as "layoutFooterPayment" }