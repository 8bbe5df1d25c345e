/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalcount2Inputs */

const de_ch2_basketdisposalcount2 = /** @type {(inputs: Basketdisposalcount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzahl Altmatratzen und Lattenroste`)
};

/**

* @param {Basketdisposalcount2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketdisposalcount2 = de_ch2_basketdisposalcount2;
export { basketdisposalcount2 as "basketDisposalCount" }