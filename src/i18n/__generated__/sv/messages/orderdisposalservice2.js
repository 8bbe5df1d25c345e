/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderdisposalservice2Inputs */

const sv_orderdisposalservice2 = /** @type {(inputs: Orderdisposalservice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bortforsling`)
};

/**

* @param {Orderdisposalservice2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderdisposalservice2 = sv_orderdisposalservice2;
export { orderdisposalservice2 as "orderDisposalService" }