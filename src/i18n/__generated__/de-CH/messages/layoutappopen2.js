/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappopen2Inputs */

const de_ch2_layoutappopen2 = /** @type {(inputs: Layoutappopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnen`)
};

/**

* @param {Layoutappopen2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutappopen2 = de_ch2_layoutappopen2;
export { layoutappopen2 as "layoutAppOpen" }