/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderdisposalservice2Inputs */

const sk_orderdisposalservice2 = /** @type {(inputs: Orderdisposalservice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odvoz starého spotrebiča`)
};

/**

* @param {Orderdisposalservice2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderdisposalservice2 = sk_orderdisposalservice2;
export { orderdisposalservice2 as "orderDisposalService" }