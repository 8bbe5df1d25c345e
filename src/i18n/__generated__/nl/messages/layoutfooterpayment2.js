/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooterpayment2Inputs */

const nl_layoutfooterpayment2 = /** @type {(inputs: Layoutfooterpayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Makkelijk betalen`)
};

/**

* @param {Layoutfooterpayment2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutfooterpayment2 = nl_layoutfooterpayment2;
export { layoutfooterpayment2 as "layoutFooterPayment" }