/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalcount2Inputs */

const sv_basketdisposalcount2 = /** @type {(inputs: Basketdisposalcount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antal gamla madrasser och ribbottnar`)
};

/**

* @param {Basketdisposalcount2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketdisposalcount2 = sv_basketdisposalcount2;
export { basketdisposalcount2 as "basketDisposalCount" }