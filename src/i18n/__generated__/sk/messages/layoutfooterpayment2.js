/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooterpayment2Inputs */

const sk_layoutfooterpayment2 = /** @type {(inputs: Layoutfooterpayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pohodlné platenie`)
};

/**

* @param {Layoutfooterpayment2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutfooterpayment2 = sk_layoutfooterpayment2;
export { layoutfooterpayment2 as "layoutFooterPayment" }