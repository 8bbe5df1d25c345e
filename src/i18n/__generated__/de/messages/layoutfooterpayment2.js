/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooterpayment2Inputs */

const de_layoutfooterpayment2 = /** @type {(inputs: Layoutfooterpayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bequem bezahlen`)
};

/**

* @param {Layoutfooterpayment2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutfooterpayment2 = de_layoutfooterpayment2;
export { layoutfooterpayment2 as "layoutFooterPayment" }