/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooterpayment2Inputs */

const fr_layoutfooterpayment2 = /** @type {(inputs: Layoutfooterpayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement facile`)
};

/**

* @param {Layoutfooterpayment2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutfooterpayment2 = fr_layoutfooterpayment2;
export { layoutfooterpayment2 as "layoutFooterPayment" }