/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalnone2Inputs */

const de_ch2_basketdisposalnone2 = /** @type {(inputs: Basketdisposalnone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Entsorgung`)
};

/**

* @param {Basketdisposalnone2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketdisposalnone2 = de_ch2_basketdisposalnone2;
export { basketdisposalnone2 as "basketDisposalNone" }