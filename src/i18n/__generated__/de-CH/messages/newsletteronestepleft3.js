/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronestepleft3Inputs */

const de_ch2_newsletteronestepleft3 = /** @type {(inputs: Newsletteronestepleft3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur noch ein Schritt`)
};

/**

* @param {Newsletteronestepleft3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletteronestepleft3 = de_ch2_newsletteronestepleft3;
export { newsletteronestepleft3 as "newsletterOneStepLeft" }