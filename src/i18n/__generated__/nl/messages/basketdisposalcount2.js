/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalcount2Inputs */

const nl_basketdisposalcount2 = /** @type {(inputs: Basketdisposalcount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aantal oude matrassen en lattenbodems`)
};

/**

* @param {Basketdisposalcount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketdisposalcount2 = nl_basketdisposalcount2;
export { basketdisposalcount2 as "basketDisposalCount" }