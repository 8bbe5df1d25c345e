/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalcount2Inputs */

const fr_basketdisposalcount2 = /** @type {(inputs: Basketdisposalcount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de matelas et sommiers à reprendre`)
};

/**

* @param {Basketdisposalcount2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketdisposalcount2 = fr_basketdisposalcount2;
export { basketdisposalcount2 as "basketDisposalCount" }