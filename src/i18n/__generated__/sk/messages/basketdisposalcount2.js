/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalcount2Inputs */

const sk_basketdisposalcount2 = /** @type {(inputs: Basketdisposalcount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Počet starých matracov a roštov`)
};

/**

* @param {Basketdisposalcount2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketdisposalcount2 = sk_basketdisposalcount2;
export { basketdisposalcount2 as "basketDisposalCount" }