/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reconext1Inputs */

const de_ch2_reconext1 = /** @type {(inputs: Reconext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Artikel`)
};

/**

* @param {Reconext1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reconext1 = de_ch2_reconext1;
export { reconext1 as "recoNext" }