/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderdisposalservice2Inputs */

const nl_orderdisposalservice2 = /** @type {(inputs: Orderdisposalservice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afvoerservice`)
};

/**

* @param {Orderdisposalservice2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderdisposalservice2 = nl_orderdisposalservice2;
export { orderdisposalservice2 as "orderDisposalService" }