/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderdisposalservice2Inputs */

const de_orderdisposalservice2 = /** @type {(inputs: Orderdisposalservice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entsorgungsservice`)
};

/**

* @param {Orderdisposalservice2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderdisposalservice2 = de_orderdisposalservice2;
export { orderdisposalservice2 as "orderDisposalService" }