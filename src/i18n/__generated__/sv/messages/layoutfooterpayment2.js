/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooterpayment2Inputs */

const sv_layoutfooterpayment2 = /** @type {(inputs: Layoutfooterpayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Smidig betalning`)
};

/**

* @param {Layoutfooterpayment2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutfooterpayment2 = sv_layoutfooterpayment2;
export { layoutfooterpayment2 as "layoutFooterPayment" }