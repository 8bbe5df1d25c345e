/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposaltitle2Inputs */

const de_ch2_basketdisposaltitle2 = /** @type {(inputs: Basketdisposaltitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entsorgungsservice`)
};

/**

* @param {Basketdisposaltitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketdisposaltitle2 = de_ch2_basketdisposaltitle2;
export { basketdisposaltitle2 as "basketDisposalTitle" }