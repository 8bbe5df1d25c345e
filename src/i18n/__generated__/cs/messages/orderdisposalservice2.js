/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderdisposalservice2Inputs */

const cs_orderdisposalservice2 = /** @type {(inputs: Orderdisposalservice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odvoz starého spotřebiče`)
};

/**

* @param {Orderdisposalservice2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderdisposalservice2 = cs_orderdisposalservice2;
export { orderdisposalservice2 as "orderDisposalService" }